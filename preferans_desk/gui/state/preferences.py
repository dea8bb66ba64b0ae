"""Every preference the window keeps between runs: its QSettings key, its type and its default, in one table.

QSettings hands back what the platform's store holds: in an INI file a one-item list comes back as a string,
a number as text, and a file edited by hand may hold anything. ``read`` turns what is there into the
preference's type, and anything that cannot be gives the default, so no caller checks types again.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QByteArray, QLocale, QSettings, QSize


@dataclass(frozen=True)
class Preference:
    """One saved preference: its key in the settings, its type, its default and what it is."""

    key: str
    kind: type  # str, list (of str), QSize, or QByteArray (Qt's saved geometry and state)
    default: Any
    about: str


LANGUAGE = Preference("language", str, "", "the interface language (en, ru); empty: the system's")
RECENT_FILES = Preference("recent_files", list, [], "the games opened or saved last, newest first")
LAST_PLAYERS = Preference("last_players", list, [], "the names of the last game started")
WINDOW_GEOMETRY = Preference("window/geometry", QByteArray, None, "where the main window was")
WINDOW_STATE = Preference("window/state", QByteArray, None, "its docks and toolbar")
TABLE_SCREEN = Preference("table_view/screen", str, "", "the screen for the table view; empty: another one")
SHEET_SHAPE = Preference("view/sheet_shape", str, "auto", "the window's sheet: auto, portrait or landscape")
EXPORT_FOLDER = Preference("export/folder", str, "", "where the last export was written")
EXPORT_PAPER = Preference("export/paper", str, "", "a4 or letter; empty: from the locale")
EXPORT_ORIENTATION = Preference("export/orientation", str, "portrait", "portrait or landscape")
EXPORT_IMAGE_SIZE = Preference("export/image_size", QSize, None, "an image's pixels; none: the default")
NEW_GAME_CONVENTION = Preference("new_game/convention", str, "", "the last game's convention (or house one)")
NEW_GAME_POOL = Preference("new_game/pool_target", str, "", "the last game's pool target")
NEW_GAME_PRICE = Preference("new_game/whist_price", str, "", "the last game's whist price, as typed")
NEW_GAME_CURRENCY = Preference("new_game/currency", str, "", "the last game's currency")
NIGHT_DIRECTOR = Preference("night/director", str, "", "the club night director's address last joined")
PROJECTOR_SCREEN = Preference("night/projector_screen", str, "", "the projector view's screen; empty: another one")

ALL = (LANGUAGE, RECENT_FILES, LAST_PLAYERS, WINDOW_GEOMETRY, WINDOW_STATE, TABLE_SCREEN, SHEET_SHAPE,
       EXPORT_FOLDER, EXPORT_PAPER, EXPORT_ORIENTATION, EXPORT_IMAGE_SIZE, NEW_GAME_CONVENTION, NEW_GAME_POOL,
       NEW_GAME_PRICE, NEW_GAME_CURRENCY, NIGHT_DIRECTOR, PROJECTOR_SCREEN)


def read(qsettings: QSettings, preference: Preference) -> Any:
    """The stored value in the preference's type, else its default."""
    raw = qsettings.value(preference.key)
    if raw is None:
        return _copy(preference.default)
    if preference.kind is list:
        if isinstance(raw, str):
            return [raw] if raw else []
        if isinstance(raw, (list, tuple)) and all(isinstance(item, str) for item in raw):
            return list(raw)
        return _copy(preference.default)
    if preference.kind in (QByteArray, QSize):
        return raw if isinstance(raw, preference.kind) else preference.default
    return raw if isinstance(raw, str) else str(raw) if isinstance(raw, (int, float)) else preference.default


def write(qsettings: QSettings, preference: Preference, value: Any) -> None:
    if preference.kind is list:
        value = [str(item) for item in value]
    elif preference.kind is str:
        value = str(value)
    qsettings.setValue(preference.key, value)


def _copy(value: Any) -> Any:
    return list(value) if isinstance(value, list) else value


def default_paper() -> str:
    """Letter where the locale measures in inches (the US), else A4."""
    imperial = QLocale().measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem
    return "letter" if imperial else "a4"


def paper(qsettings: QSettings) -> str:
    """The paper of the last export, else the locale's."""
    return read(qsettings, EXPORT_PAPER) or default_paper()
