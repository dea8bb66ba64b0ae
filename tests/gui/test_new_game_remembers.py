"""The new game dialog starts from the last game's convention, pool target, price and currency, and says
nothing in red before the user has typed anything."""

from __future__ import annotations

from fractions import Fraction

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QDialog, QWidget

from preferans_desk.gui.dialogs.new_game_dialog import NewGameDialog

THREE = {"players": ["Anna", "Boris", "Vera"]}


@pytest.fixture
def qsettings(tmp_path):
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def open_dialog(qtbot, folder, defaults=None, qsettings=None, parent=None):
    dialog = NewGameDialog(parent, folder, defaults, qsettings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def start(qtbot, dialog):
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)
    assert dialog.result() == QDialog.DialogCode.Accepted
    return dialog.game()


def test_the_next_game_starts_from_the_last_ones_choices(qtbot, tmp_path, qsettings):
    first = open_dialog(qtbot, tmp_path, THREE, qsettings)
    assert first.select_convention("leningrad")
    first.pool.setCurrentText("30")
    first.price.setText("1/2")
    first.currency.setCurrentText("EUR")
    start(qtbot, first)
    rules = start(qtbot, open_dialog(qtbot, tmp_path, THREE, qsettings)).rules
    assert (rules.convention, rules.pool_target, rules.whist_price, rules.currency) == \
        ("leningrad", 30, Fraction(1, 2), "EUR")


def test_the_parent_windows_settings_are_used(qtbot, tmp_path, qsettings):
    window = QWidget()
    qtbot.addWidget(window)
    window.qsettings = qsettings
    dialog = open_dialog(qtbot, tmp_path, THREE, parent=window)
    dialog.pool.setCurrentText("40")
    start(qtbot, dialog)
    assert start(qtbot, open_dialog(qtbot, tmp_path, THREE, parent=window)).rules.pool_target == 40


def test_given_defaults_go_before_the_remembered_ones(qtbot, tmp_path, qsettings):
    qsettings.setValue("new_game/pool_target", "30")
    qsettings.setValue("new_game/whist_price", "not a number")
    game = start(qtbot, open_dialog(qtbot, tmp_path, {**THREE, "pool_target": 50}, qsettings))
    assert game.rules.pool_target == 50 and game.rules.whist_price is None


def test_no_red_before_anything_is_typed(qtbot, tmp_path):
    dialog = open_dialog(qtbot, tmp_path)
    assert all(message.isHidden() for message in dialog.name_messages)
    assert dialog.status.text() == "" and not dialog.ok_button.isEnabled()
    qtbot.keyClicks(dialog.name_edits[0], "Anna")
    assert dialog.name_messages[1].isVisible() and dialog.name_messages[1].text() == "Enter a name for player 2."
    assert dialog.status.text() == "Check the players' names."


def test_enter_in_an_empty_dialog_says_what_is_missing(qtbot, tmp_path):
    dialog = open_dialog(qtbot, tmp_path)
    dialog.accept()
    assert dialog.result() != QDialog.DialogCode.Accepted
    assert dialog.name_messages[0].isVisible() and dialog.status.text() == "Check the players' names."
