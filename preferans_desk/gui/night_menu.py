"""Event > New Club Night and Open Club Night: the event file made or chosen, then the director's window on it
(``gui.night_views``)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox

from preferans_desk.gui.dialogs.file_dialogs import widen_sidebar_soon
from preferans_desk.gui.game_files import ask_save_path
from preferans_desk.gui.night_views.director_window import DirectorWindow
from preferans_desk.gui.night_views.new_night_dialog import NewNightDialog
from preferans_desk.library import LibraryError
from preferans_desk.night.night_file import EXTENSION
from preferans_desk.night.night_file import save as save_event

if TYPE_CHECKING:
    from preferans_desk.gui.main_window import MainWindow


translate = QCoreApplication.translate  # with the context written out, so that lupdate finds the texts


def _filters() -> str:
    return translate("ClubNights", "Club nights (*%1)").replace("%1", EXTENSION)


def new_night(window: MainWindow) -> DirectorWindow | None:
    """The night asked for, saved where the director says, and its director's window."""
    players = _library_players(window)
    dialog = NewNightDialog(window, players)
    if dialog.exec() != QDialog.DialogCode.Accepted or dialog.made is None:
        return None
    name = (dialog.made.title or translate("ClubNights", "Club night")).replace("/", "-") + EXTENSION
    suggested = str(Path(window.files.last_folder()) / name)
    path = ask_save_path(window, translate("ClubNights", "Save the Club Night"), suggested, _filters(), EXTENSION)
    if path is None:
        return None
    try:
        save_event(dialog.made, path)
    except OSError as problem:
        QMessageBox.critical(window, translate("ClubNights", "Cannot save the club night"),
                             f"{path}: {problem.strerror or problem}")
        return None
    return DirectorWindow.open(window, path, window.files.register, lambda: _library_players(window),
                               window.qsettings)


def open_night(window: MainWindow, path: Path | None = None) -> DirectorWindow | None:
    """The director's window on an event file chosen (or ``path``)."""
    if path is None:
        widen_sidebar_soon()
        chosen, _ = QFileDialog.getOpenFileName(window, translate("ClubNights", "Open a Club Night"),
                                                window.files.last_folder(), _filters())
        if not chosen:
            return None
        path = Path(chosen)
    return DirectorWindow.open(window, path, window.files.register, lambda: _library_players(window),
                               window.qsettings)


def _library_players(window: MainWindow) -> list[str]:
    """The library's players, offered for the night's (none when the library cannot be read now: names are typed)."""
    try:
        return window.library.players()
    except LibraryError:
        return []
