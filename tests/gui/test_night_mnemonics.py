"""Every mnemonic of the club night's windows and dialogs is unique where it acts: among the visible widgets of one
window (its buttons, its labels' buddies, its menu bar's menus) and among the actions of one menu, in English and
in Russian. Alt+T was both "Title" and "Tour points" in the new night's dialog: Alt+T then only went back and
forth between the two."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QMenu, QMenuBar, QWidget

from preferans_desk.gui.night_views import director_window
from preferans_desk.gui.night_views.director_window import DirectorWindow
from preferans_desk.gui.night_views.join_night_dialog import JoinNightDialog
from preferans_desk.gui.night_views.new_night_dialog import NewNightDialog
from preferans_desk.night.night_file import save as save_event
from preferans_desk.night.night_rounds import new_event


def mnemonic(text: str) -> str:
    return QKeySequence.mnemonic(text).toString().upper()


def window_mnemonics(window: QWidget) -> list[tuple[str, str]]:
    """(key, text) of every visible widget of ``window`` that answers Alt+key, and of its menu bar's menus."""
    found = []
    for widget in window.findChildren(QWidget):
        if not widget.isVisibleTo(window) or widget.window() is not window:
            continue
        if isinstance(widget, QAbstractButton | QGroupBox) or (isinstance(widget, QLabel) and widget.buddy()):
            text = widget.title() if isinstance(widget, QGroupBox) else widget.text()
            found.append((mnemonic(text), text))
        elif isinstance(widget, QMenuBar):
            found += [(mnemonic(action.text()), action.text()) for action in widget.actions()]
    return [(key, text) for key, text in found if key]


def menu_mnemonics(window: QWidget) -> list[list[tuple[str, str]]]:
    """For each menu of ``window``: (key, text) of its actions."""
    menus = []
    for menu in window.findChildren(QMenu):
        menu.aboutToShow.emit()  # (a menu filled when shown)
        menus.append([(mnemonic(a.text()), a.text()) for a in menu.actions() if a.isVisible() and mnemonic(a.text())])
    return menus


def twice(pairs: list[tuple[str, str]]) -> list[tuple[str, str]]:
    counts = Counter(key for key, _text in pairs)
    return [(key, text) for key, text in pairs if counts[key] > 1]


@pytest.fixture(params=["en", "ru"])
def language(request, translations):
    assert translations.set_language(request.param)
    return request.param


def night_windows(qtbot, tmp_path, monkeypatch) -> list[QWidget]:
    monkeypatch.setattr(director_window, "PORT", 0)
    path = tmp_path / "Friday.prefevent"
    save_event(new_event(["Anna", "Boris", "Vera", "Gleb", "Dina", "Egor"], 2, 3, "norepeat", "7"), path)
    director = DirectorWindow(path)
    new_night = NewNightDialog(None, ["Anna"])
    join = JoinNightDialog(None)
    windows: list[QWidget] = [director, new_night, join]
    for window in windows:
        qtbot.addWidget(window)
        window.show()
    return windows


def test_no_two_widgets_of_a_night_window_share_a_mnemonic(qtbot, tmp_path, monkeypatch, language):
    windows = night_windows(qtbot, tmp_path, monkeypatch)
    director = windows[0]
    assert isinstance(director, DirectorWindow)
    for state in (False, True):  # receiving and sharing off, then their buttons' other words
        director.receive_button.setText(director.tr("&Stop Receiving") if state else director.tr("&Start Receiving"))
        director.phones_button.setText(director.tr("Stop Sharing with &Phones") if state
                                       else director.tr("Share with &Phones"))
        for window in windows:
            pairs = window_mnemonics(window)
            assert len(pairs) >= 2, (language, window.windowTitle(), pairs)  # (the walk finds them)
            assert twice(pairs) == [], (language, window.windowTitle())
    for window in windows:
        for menu in menu_mnemonics(window):
            assert twice(menu) == [], (language, window.windowTitle(), menu)
