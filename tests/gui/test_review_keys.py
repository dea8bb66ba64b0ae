"""Review's keys step the review wherever the focus is, in the main window and in the table view; Esc or
Ctrl+R leaves; settling while reviewing shows the reviewed moment (issue 21, point 2: Left/Right/Home/End
worked only while the history had the focus)."""

from __future__ import annotations

import shutil

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from preferans_desk.core.settlement import settle_sheet
from preferans_desk.gui.main_window import MainWindow
from preferans_desk.resources import SAMPLES

CTRL = Qt.KeyboardModifier.ControlModifier
DEALS = 24  # in the sample game


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    """The window shown and active (its shortcuts work), with the sample game of 24 deals open."""
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    window = MainWindow(qsettings=QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat),
                        data_dir=tmp_path / "data")
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    game = tmp_path / "sochi.pulka"  # a copy: opening a file locks it beside it
    shutil.copy(SAMPLES / "sochi-3-players.pulka", game)
    assert window.open_file(game) and len(window.document.game.deals) == DEALS
    yield window
    if window.table_view is not None:
        window.table_view.close()
    window.document.close()


def press(qtbot, key, modifiers=Qt.KeyboardModifier.NoModifier) -> None:
    """A key as the user types it: to the widget that has the focus, else the active window."""
    qtbot.keyClick(QApplication.focusWidget() or QApplication.activeWindow(), key, modifiers)


def click_middle(qtbot, widget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=QPoint(widget.width() // 2, widget.height() // 2))


def focus_on(window, qtbot, place: str) -> None:
    if place == "sheet, clicked":
        click_middle(qtbot, window.sheet)
        assert QApplication.focusWidget() is window.sheet
    elif place == "facts strip, clicked":
        click_middle(qtbot, window.facts)
    elif place == "history":
        window.focus_history()
        qtbot.waitUntil(window.history.list.hasFocus)
    elif place == "settlement panel":
        window._show_settlement()
        window.settlement.table.setFocus()
        qtbot.waitUntil(window.settlement.table.hasFocus)
    elif place == "rounding":
        window._show_settlement()
        window.settlement.rounding.setFocus()
        qtbot.waitUntil(window.settlement.rounding.hasFocus)


@pytest.mark.parametrize("place", ["sheet, clicked", "facts strip, clicked", "history", "settlement panel",
                                   "rounding"])
def test_review_keys_step_the_review_wherever_the_focus_is(window, qtbot, place):
    document = window.document
    focus_on(window, qtbot, place)
    rounding = window.settlement.rounding.currentIndex()
    press(qtbot, Qt.Key.Key_R, CTRL)
    assert document.review == DEALS
    for key, count in ((Qt.Key.Key_Left, DEALS - 1), (Qt.Key.Key_Left, DEALS - 2), (Qt.Key.Key_Home, 0),
                       (Qt.Key.Key_Right, 1), (Qt.Key.Key_Right, 2), (Qt.Key.Key_End, DEALS),
                       (Qt.Key.Key_Left, DEALS - 1)):
        press(qtbot, key)
        assert document.review == count, f"after {key.name}"
    assert window.settlement.rounding.currentIndex() == rounding  # Home and End stepped the review only
    press(qtbot, Qt.Key.Key_Escape)
    assert document.review is None and not window.review_action.isChecked()
    press(qtbot, Qt.Key.Key_R, CTRL)
    press(qtbot, Qt.Key.Key_Home)
    assert document.review == 0
    press(qtbot, Qt.Key.Key_R, CTRL)
    assert document.review is None


def test_outside_review_the_keys_keep_their_own_meaning(window, qtbot):
    """Not reviewing, the review keys are not the window's: the history and the sheet have theirs."""
    document = window.document
    window.focus_history()
    qtbot.waitUntil(window.history.list.hasFocus)
    press(qtbot, Qt.Key.Key_Up)
    assert document.selected == DEALS - 2
    press(qtbot, Qt.Key.Key_Home, CTRL)  # the history's first row (it is a table: Home is its first column)
    assert document.selected == 0
    for key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_Escape):
        press(qtbot, key)
        assert document.review is None and document.selected == 0, f"after {key.name}"
    assert all(not action.isEnabled() for action in window.review_key_actions)


def test_in_the_table_view_the_keys_step_the_review_and_turn_the_sheet_outside_it(window, qtbot):
    document = window.document
    press(qtbot, Qt.Key.Key_F11)
    view = window.table_view
    assert view is not None
    qtbot.waitUntil(view.isActiveWindow)
    sheet = view.view.sheet
    press(qtbot, Qt.Key.Key_Right)  # not reviewing: Left and Right turn the sheet to face another player
    assert sheet.bottom_seat == 1 and document.review is None
    press(qtbot, Qt.Key.Key_R, CTRL)
    assert document.review == DEALS
    for key, count in ((Qt.Key.Key_Left, DEALS - 1), (Qt.Key.Key_Home, 0), (Qt.Key.Key_Right, 1),
                       (Qt.Key.Key_End, DEALS)):
        press(qtbot, key)
        assert document.review == count, f"after {key.name}"
    assert sheet.bottom_seat == 1  # reviewing: the keys stepped, nothing turned
    press(qtbot, Qt.Key.Key_Escape)  # leaves the review first...
    assert document.review is None and window.table_view is view and view.isVisible()
    press(qtbot, Qt.Key.Key_R, CTRL)
    press(qtbot, Qt.Key.Key_R, CTRL)  # ...as Ctrl+R does
    assert document.review is None and window.table_view is view
    press(qtbot, Qt.Key.Key_Escape)  # ...then the table view
    qtbot.waitUntil(lambda: window.table_view is None)


@pytest.mark.parametrize("place", ["sheet", "history's slider"])
def test_settling_while_reviewing_shows_the_reviewed_moment(window, qtbot, place):
    """Review deal 6, Ctrl+T: the review stays at deal 6 and the settlement panel settles that moment (also
    when the focus was in the history, which the settlement's tab then covers)."""
    document = window.document
    window.sheet.setFocus()
    press(qtbot, Qt.Key.Key_R, CTRL)
    if place == "history's slider":
        window.history.slider.setFocus()
        qtbot.waitUntil(window.history.slider.hasFocus)
    press(qtbot, Qt.Key.Key_Home)
    for _ in range(6):
        press(qtbot, Qt.Key.Key_Right)
    assert document.review == 6
    press(qtbot, Qt.Key.Key_T, CTRL)
    assert document.review == 6 and window.review_action.isChecked()
    assert window.settlement_dock.isVisible()
    shown = window.settlement.moment
    assert shown is document.moment and shown.review and shown.count == 6
    expected = settle_sheet(window.document.game.sheet_after(6), window.document.game.rules, shown.rounding)
    assert window.settlement.settlement == expected
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Left, Qt.Key.Key_Left):  # the keys still step from there
        press(qtbot, key)
    assert document.review == 5 and window.settlement.moment.count == 5
