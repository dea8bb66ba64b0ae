"""A game that replaces another starts with an empty undo history, whatever route brought it: New, Open,
recovery after a crash, New from a Paper Sheet, the library. The Undo action says so (disabled, plain
"Undo") and Ctrl+Z changes nothing (issue 21, point 5: "Undo Add deal" stayed active after New and Open)."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from preferans_desk.core import Contract, Game, Rules
from preferans_desk.core.gamefile import save
from preferans_desk.gui.dialogs.recovery_dialog import RecoveryDialog
from preferans_desk.gui.game_library.library_window import LibraryWindow
from preferans_desk.gui.main_window import MainWindow
from preferans_desk.gui.state import preferences
from preferans_desk.gui.state.autosave import Autosave
from preferans_desk.library import Library

PLAYERS = ["Anna", "Boris", "Vera"]
DEALS = [Contract(seat % 3, 6, "spades", ("pass", "pass")) for seat in range(3)]
CTRL = Qt.KeyboardModifier.ControlModifier


def game_of(count: int) -> Game:
    game = Game(list(PLAYERS), Rules.from_preset("sochi", 50), title="Friday")
    for deal in DEALS[:count]:
        game.append(deal)
    return game


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    """A shown window whose game has one deal added by the scorer: "Undo Add deal" is there to undo."""
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    qsettings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    preferences.write(qsettings, preferences.LAST_PLAYERS, PLAYERS)  # the new game dialog's names
    window = MainWindow(qsettings=qsettings, data_dir=tmp_path / "data")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.set_game(game_of(1), None)
    window.document.add(DEALS[1])
    assert window.undo_action.isEnabled() and window.undo_action.text() != "&Undo"  # "Undo Add deal"
    yield window
    window.document.undo.setClean()
    window.document.close()


def accept_next_dialogs(count: int) -> list[str]:
    """Accept, as OK would, the next ``count`` modal dialogs with what they propose; their class names."""
    accepted: list[str] = []

    def accept(tries: int = 400) -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            assert tries, "no dialog opened"
            QTimer.singleShot(5, lambda: accept(tries - 1))
            return
        accepted.append(type(dialog).__name__)
        dialog.accept()
        if len(accepted) < count:
            QTimer.singleShot(0, accept)

    QTimer.singleShot(0, accept)
    return accepted


def assert_nothing_to_undo(window: MainWindow, qtbot) -> None:
    assert window.document.undo.count() == 0
    assert not window.undo_action.isEnabled() and window.undo_action.text() == "&Undo"
    assert not window.redo_action.isEnabled()
    deals = list(window.document.game.deals)
    window.sheet.setFocus()
    qtbot.keyClick(window.sheet, Qt.Key.Key_Z, CTRL)
    assert window.document.game.deals == deals


def test_a_new_game_has_nothing_to_undo(window, qtbot):
    accepted = accept_next_dialogs(1)
    window.new_action.trigger()
    assert accepted == ["NewGameDialog"] and window.document.game.deals == []
    assert_nothing_to_undo(window, qtbot)


def test_a_game_from_a_paper_sheet_has_nothing_to_undo(window, qtbot):
    accepted = accept_next_dialogs(2)
    window.paper_action.trigger()
    assert accepted == ["NewGameDialog", "PaperSheetDialog"] and len(window.document.game.deals) == 1
    assert_nothing_to_undo(window, qtbot)


def test_an_opened_game_has_nothing_to_undo(window, qtbot, tmp_path):
    friday = tmp_path / "friday.pulka"
    save(game_of(3), friday)
    assert window.open_file(friday)
    assert len(window.document.game.deals) == 3
    assert_nothing_to_undo(window, qtbot)


def test_a_recovered_game_has_nothing_to_undo(window, qtbot, tmp_path, monkeypatch):
    left = Autosave(tmp_path / "data" / "autosave")  # left by a process that is gone
    left.write(game_of(3), None)
    meta = json.loads(left.meta_file.read_text())
    meta["pid"] = -1
    left.meta_file.write_text(json.dumps(meta))
    monkeypatch.setattr(RecoveryDialog, "choose", classmethod(lambda cls, parent, found: ("recover", found[0])))
    assert window.offer_recovery()
    assert len(window.document.game.deals) == 3
    assert_nothing_to_undo(window, qtbot)


def test_a_game_opened_from_the_library_has_nothing_to_undo(window, qtbot, tmp_path):
    games = tmp_path / "games"
    games.mkdir()
    save(game_of(3), games / "friday.pulka")
    window.files._library = Library(tmp_path / "data", [games])  # the test's folder, not the user's documents
    window.library_action.trigger()
    library = window.findChild(LibraryWindow)
    qtbot.addWidget(library)
    qtbot.waitExposed(library)
    qtbot.wait(50)  # its activation refreshes it: choose the game after that
    # Ctrl let go: QTest's Ctrl+Z (in the test before) leaves it down for Qt, and the choice would toggle
    qtbot.keyRelease(library.table, Qt.Key.Key_Control)
    assert library.select_path(games / "friday.pulka")
    assert library.open_action.isEnabled()
    library.open_action.trigger()
    assert window.document.path == games / "friday.pulka" and window.document.review is not None
    assert_nothing_to_undo(window, qtbot)


def test_the_toolbar_s_undo_keeps_its_width(window):
    """The menu says which step Undo takes back; the toolbar's button says only "Undo", so that it does not
    grow with each step's words and push the buttons after it."""
    button = window.menus.toolbar.widgetForAction(window.undo_action)
    assert window.undo_action.text().startswith("&Undo ") and button.text() == "Undo"
    assert window.undo_action.toolTip().startswith(window.undo_action.text().replace("&", ""))
