"""The new-game dialog offscreen: players, presets, every setting, house conventions, every message."""

import json
from dataclasses import replace
from datetime import datetime
from fractions import Fraction

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from preferans_desk.core import gamefile
from preferans_desk.core.conventions import file_name, load_conventions
from preferans_desk.core.errors import GameFileError
from preferans_desk.core.settings import ALL_SPECS, PRESETS, all_presets
from preferans_desk.gui.dialogs.new_game_dialog import NewGameDialog
from preferans_desk.words import settings_help

THREE = {"players": ["Anna", "Boris", "Vera"]}


def open_dialog(qtbot, folder, defaults=None):
    dialog = NewGameDialog(None, folder, defaults)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def type_into(qtbot, edit, text):
    edit.selectAll()
    qtbot.keyClick(edit, Qt.Key.Key_Backspace)
    qtbot.keyClicks(edit, text)


def enter(qtbot, dialog):
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)
    assert dialog.result() == QDialog.DialogCode.Accepted
    return dialog.game()


def test_defaults_start_a_game_with_one_keystroke(qtbot, tmp_path):
    dialog = open_dialog(qtbot, tmp_path, THREE)
    assert dialog.focusWidget() is dialog.name_edits[0]
    game = enter(qtbot, dialog)
    assert game.players == ["Anna", "Boris", "Vera"] and game.first_dealer == 0
    rules = game.rules
    assert (rules.convention, rules.pool_target, rules.settings) == ("sochi", 20, PRESETS["sochi"])
    assert rules.whist_price is None and rules.currency is None and rules.extra == {}
    assert game.title is None and game.deals == []
    assert datetime.fromisoformat(game.created).tzinfo is not None


def test_three_players_typed_from_the_keyboard(qtbot, tmp_path):
    dialog = open_dialog(qtbot, tmp_path)
    assert not dialog.ok_button.isEnabled()
    for name in ("Anna", "Boris", "Vera"):
        qtbot.keyClicks(dialog.focusWidget(), name)
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
    game = enter(qtbot, dialog)
    assert game.players == ["Anna", "Boris", "Vera"]


def test_four_players_with_a_preset_and_money(qtbot, tmp_path):
    dialog = open_dialog(qtbot, tmp_path)
    dialog.four.setChecked(True)
    for edit, name in zip(dialog.name_edits, ["Anna", "Boris", "Vera", "Gleb"], strict=True):
        type_into(qtbot, edit, name)
    dialog.dealer_buttons.button(2).setChecked(True)
    assert dialog.select_convention("leningrad")
    dialog.pool.setCurrentText("21")
    type_into(qtbot, dialog.price, "1/2")
    dialog.currency.setCurrentText("rub")
    type_into(qtbot, dialog.title, "Friday at Oleg's")
    game = dialog.game()
    assert game.players == ["Anna", "Boris", "Vera", "Gleb"] and game.first_dealer == 2
    assert game.title == "Friday at Oleg's"
    rules = game.rules
    assert (rules.convention, rules.pool_target, rules.settings) == ("leningrad", 21, PRESETS["leningrad"])
    assert rules.whist_price == Fraction(1, 2) and rules.currency == "RUB"
    assert game.sheet.sits_out == 2


def test_a_changed_setting(qtbot, tmp_path):
    dialog = open_dialog(qtbot, tmp_path, THREE)
    dialog.editors["stalingrad"].parts[0].setChecked(True)
    for part, on in zip(dialog.editors["half_whist_levels"].parts, (1, 1, 0, 0, 0), strict=True):
        part.setChecked(bool(on))
    assert dialog.changes.text() == "Changed from Sochi: Half-whist on, Stalingrad."
    assert dialog.setting_labels["stalingrad"].font().bold()
    assert not dialog.setting_labels["rounding"].font().bold()
    game = enter(qtbot, dialog)
    assert game.rules.convention == "sochi"
    assert game.rules.settings == replace(PRESETS["sochi"], stalingrad=True, half_whist_levels=(6, 7))
    dialog.reset_settings()
    assert dialog.game().rules.settings == PRESETS["sochi"]


def test_numbers_fractions_lists_and_levels(qtbot, tmp_path):
    dialog = open_dialog(qtbot, tmp_path, THREE)
    edits = dialog.editors
    type_into(qtbot, edits["whister_penalty_factor"].parts[0], "1/2")
    type_into(qtbot, edits["remiz_factor"].parts[0], "1.5")
    type_into(qtbot, edits["allpass_progression"].parts[0], "1, 2, 4")
    type_into(qtbot, edits["allpass_exit_levels"].parts[0], "6, 7")
    type_into(qtbot, edits["obligation"].parts[4], "0")
    edits["allpass_progression_after"].parts[0].setCurrentIndex(2)
    edits["rounding"].parts[0].setCurrentIndex(0)
    settings = dialog.game().rules.settings
    assert settings.whister_penalty_factor == Fraction(1, 2) and settings.remiz_factor == Fraction(3, 2)
    assert settings.allpass_progression == (1, 2, 4) and settings.allpass_progression_after == "geometric"
    assert settings.allpass_exit_levels == (6, 7) and settings.obligation == (4, 2, 1, 1, 0)
    assert settings.rounding == "exact"


def test_every_setting_is_editable_and_explained(qtbot, tmp_path):
    dialog = open_dialog(qtbot, tmp_path, THREE)
    # every setting of RULES-v2-settings.md too, but the hour and the rounds (asked on the Game page)
    assert set(dialog.editors) == {spec.name for spec in ALL_SPECS} - {"end_time", "end_rounds"}
    for spec in ALL_SPECS:
        assert settings_help.setting_label(spec.name) and settings_help.setting_help(spec.name).endswith(".")
        for choice in spec.all_choices:
            assert (spec.name, choice) in settings_help.CHOICES, (spec.name, choice)
    presets = all_presets()
    assert "leningrad_fspr" in presets and set(PRESETS) < set(presets)
    for name in presets:  # every preset round-trips through the editors unchanged
        dialog.select_convention(name)
        # (tournament Leningrad ends by the clock: the dialog adds the hour asked on the Game page)
        assert replace(dialog.game().rules.settings, end_time=None) == presets[name], name
    assert "not modelled" in settings_help.convention_help("classic")
    dialog.select_convention("classic")
    assert "compulsory first half" in dialog.convention_help.text()


@pytest.mark.parametrize(("setting", "part", "text", "message"), [
    ("remiz_factor", 0, "abc", "Write a number such as 2, 1.5 or 1/2."),
    ("remiz_factor", 0, "-1", "It cannot be negative."),
    ("mountain_whists", 0, "0", "It must be more than 0."),
    ("obligation", 0, "1.5", "Level 6: It must be a whole number."),
    ("game_value", 2, "", "Level 8: Write a number such as 2, 1.5 or 1/2."),
    ("allpass_progression", 0, "1, x", "List positive numbers separated by commas, such as 1, 2, 3."),
    ("allpass_progression", 0, "1, 0", "List positive numbers separated by commas, such as 1, 2, 3."),
    ("allpass_exit_levels", 0, "5", "List levels from 6 to 10 separated by commas, such as 6, 7."),
    ("allpass_exit_levels", 0, "", "List levels from 6 to 10 separated by commas, such as 6, 7."),
])
def test_bad_settings_are_explained_beside_the_field(qtbot, tmp_path, setting, part, text, message):
    dialog = open_dialog(qtbot, tmp_path, THREE)
    type_into(qtbot, dialog.editors[setting].parts[part], text)
    assert dialog.message_of(setting) == message
    assert not dialog.ok_button.isEnabled() and dialog.game() is None
    assert settings_help.setting_label(setting) in dialog.ok_button.toolTip()
    assert dialog.status.text() == dialog.ok_button.toolTip()  # said on the first page too


def test_a_falling_progression_cannot_go_on_by_adding(qtbot, tmp_path):
    dialog = open_dialog(qtbot, tmp_path, THREE)
    type_into(qtbot, dialog.editors["allpass_progression"].parts[0], "3, 2")
    dialog.editors["allpass_progression_after"].parts[0].setCurrentIndex(1)  # arithmetic
    assert dialog.message_of("allpass_progression").startswith("A falling progression cannot go on by adding")
    assert not dialog.ok_button.isEnabled()


@pytest.mark.parametrize(("names", "seat", "message"), [
    (["Anna", "", "Vera"], 1, "Enter a name for player 2."),
    (["Anna", "Boris", " anna "], 2, "Two players are called anna; the names must differ."),
    (["Anna", "B" * 101, "Vera"], 1, "A name is at most 100 characters."),
    (["\u0401ж", "Boris", "\u0415\u0308ж"], 2, "Two players are called \u0415\u0308ж; the names must differ."),
])
def test_bad_names_are_explained_beside_the_field(qtbot, tmp_path, names, seat, message):
    dialog = open_dialog(qtbot, tmp_path, {"players": names})
    assert dialog.name_messages[seat].text() == message and dialog.name_messages[seat].isVisible()
    assert not dialog.ok_button.isEnabled()
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)
    assert dialog.result() != QDialog.DialogCode.Accepted


@pytest.mark.parametrize("names", [
    ["Anna", "Boris", "Vera"], ["Anna", "Boris", "anna"], ["Anna", "Boris", "Anna "], [" Anna", "", "Vera"],
    ["Anna", "B" * 100, "Vera"], ["Anna", "B" * 101, "Vera"], ["Straße", "STRASSE", "Vera"],
    ["Алёна", "Алена", "Вера"], ["A", "B", "C", "a"],
])
def test_the_dialog_and_the_game_file_keep_one_rule(qtbot, tmp_path, names):
    """What the dialog starts, the file loads; what it refuses, a file is refused for (core/names.py)."""
    dialog = open_dialog(qtbot, tmp_path, {"players": names})
    document = {"format": "preferans-desk", "version": 1, "players": names,
                "rules": {"convention": "sochi", "pool_target": 20}}
    try:
        loaded = gamefile.parse(document).game.players
    except GameFileError:
        loaded = None
    game = dialog.game()
    assert (game and game.players) == loaded


def test_pool_target_and_price_are_checked(qtbot, tmp_path):
    dialog = open_dialog(qtbot, tmp_path, THREE)
    assert not dialog.currency.isEnabled()  # no price, no currency
    dialog.pool.setCurrentText("")
    assert dialog.pool_message.text() == "The pool target is a whole number, such as 20."
    assert not dialog.ok_button.isEnabled()
    dialog.pool.setCurrentText("30")
    assert dialog.ok_button.isEnabled()
    type_into(qtbot, dialog.price, "abc")
    assert dialog.price_message.text() == "Write a price such as 1, 0.5 or 1/2, or leave it empty."
    assert not dialog.ok_button.isEnabled()
    type_into(qtbot, dialog.price, "0,5")
    assert dialog.currency.isEnabled() and dialog.game().rules.whist_price == Fraction(1, 2)


def test_a_player_moves_with_the_keyboard_and_takes_the_first_deal_along(qtbot, tmp_path):
    dialog = open_dialog(qtbot, tmp_path, THREE)
    qtbot.keyClick(dialog.name_edits[0], Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)
    assert [edit.text() for edit in dialog.name_edits[:3]] == ["Boris", "Anna", "Vera"]
    assert dialog.dealer_buttons.checkedId() == 1
    qtbot.mouseClick(dialog.player_widgets[2][2], Qt.MouseButton.LeftButton)  # Vera up
    game = dialog.game()
    assert game.players == ["Boris", "Vera", "Anna"] and game.first_dealer == 2


def test_four_names_from_defaults_choose_four_players(qtbot, tmp_path):
    dialog = open_dialog(qtbot, tmp_path, {"players": ["A", "B", "C", "D"], "first_dealer": 3,
                                           "convention": "rostov", "pool_target": 30, "whist_price": "2",
                                           "currency": "EUR", "title": "Rematch"})
    game = dialog.game()
    assert dialog.four.isChecked() and game.players == ["A", "B", "C", "D"] and game.first_dealer == 3
    assert (game.rules.convention, game.rules.pool_target, game.rules.whist_price, game.rules.currency) == (
        "rostov", 30, 2, "EUR")
    assert game.title == "Rematch"
    dialog.three.setChecked(True)
    assert dialog.game().players == ["A", "B", "C"] and dialog.game().first_dealer == 0


# ----- house conventions -----
def save_friday_rules(qtbot, folder):
    dialog = open_dialog(qtbot, folder, THREE)
    dialog.select_convention("leningrad")
    dialog.editors["stalingrad"].parts[0].setChecked(True)
    type_into(qtbot, dialog.house_name, "Friday rules")
    assert dialog.save_button.text() == "Sa&ve"
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    return dialog


def test_save_and_reuse_a_house_convention(qtbot, tmp_path):
    dialog = save_friday_rules(qtbot, tmp_path)
    assert dialog.save_message.text().startswith("Saved as “Friday rules”")
    assert json.loads((tmp_path / file_name("Friday rules")).read_text(encoding="utf-8"))["base"] == "leningrad"
    assert dialog.conventions_listed() == ["sochi", "leningrad", "rostov", "classic", "leningrad_fspr", "Friday rules"]
    assert dialog.house is not None and dialog.changes.text() == "All the rules of Friday rules (see Advanced rules)."
    # A new game another day: pick the house convention.
    again = open_dialog(qtbot, tmp_path, {**THREE, "convention": "Friday rules"})
    game = again.game()
    assert game.rules.convention == "leningrad" and game.rules.extra == {"house": "Friday rules"}
    assert game.rules.settings == replace(PRESETS["leningrad"], stalingrad=True)
    assert again.delete_button.isEnabled()
    # Changed after choosing it: the game records the settings, not the house name.
    again.editors["stalingrad"].parts[0].setChecked(False)
    assert again.game().rules.extra == {} and again.changes.text() == "Changed from Friday rules: Stalingrad."
    # Saving under the same name replaces it.
    assert again.save_button.text() == "Re&place"


def test_enter_in_the_convention_name_saves_it(qtbot, tmp_path):
    dialog = open_dialog(qtbot, tmp_path, THREE)
    type_into(qtbot, dialog.house_name, "Quick")
    qtbot.keyClick(dialog.house_name, Qt.Key.Key_Return)
    assert dialog.result() != QDialog.DialogCode.Accepted and dialog.isVisible()
    assert (tmp_path / file_name("quick")).exists()


def test_enter_in_the_pool_target_starts_the_game(qtbot, tmp_path):
    dialog = open_dialog(qtbot, tmp_path, THREE)
    dialog.pool.setFocus()
    dialog.pool.lineEdit().selectAll()
    qtbot.keyClicks(dialog.pool.lineEdit(), "33")
    assert enter(qtbot, dialog).rules.pool_target == 33


def test_delete_a_house_convention(qtbot, tmp_path, monkeypatch):
    save_friday_rules(qtbot, tmp_path)
    dialog = open_dialog(qtbot, tmp_path, {**THREE, "convention": "Friday rules"})
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kwargs: QMessageBox.StandardButton.No)
    dialog.delete_house()
    assert load_conventions(tmp_path)[0]
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kwargs: QMessageBox.StandardButton.Yes)
    qtbot.mouseClick(dialog.delete_button, Qt.MouseButton.LeftButton)
    assert load_conventions(tmp_path) == ([], [])
    assert dialog.conventions_listed() == ["sochi", "leningrad", "rostov", "classic", "leningrad_fspr"]
    assert dialog.game().rules.convention == "leningrad" and dialog.game().rules.extra == {}


@pytest.mark.parametrize(("name", "message"), [
    ("Sochi", "“Sochi” is the name of a preset; choose another."),
    ("x" * 41, "A convention's name is at most 40 characters."),
    ("!!!", "The name needs at least one letter or digit."),
])
def test_house_convention_names_are_checked(qtbot, tmp_path, name, message):
    dialog = open_dialog(qtbot, tmp_path, THREE)
    type_into(qtbot, dialog.house_name, name)
    dialog.save_house()
    assert dialog.save_message.text() == message
    assert not list(tmp_path.iterdir())


def test_no_name_no_save_and_bad_settings_are_not_saved(qtbot, tmp_path):
    dialog = open_dialog(qtbot, tmp_path, THREE)
    assert not dialog.save_button.isEnabled()
    type_into(qtbot, dialog.editors["remiz_factor"].parts[0], "x")
    type_into(qtbot, dialog.house_name, "Broken")
    dialog.save_house()
    assert dialog.save_message.text() == "Check the advanced rules: Undertrick price."
    assert not list(tmp_path.iterdir())


def test_a_broken_convention_file_is_reported(qtbot, tmp_path):
    (tmp_path / "bad.json").write_text("{not json", encoding="utf-8")
    dialog = open_dialog(qtbot, tmp_path, THREE)
    assert dialog.load_problems.isVisible() and "bad.json" in dialog.load_problems.text()
    assert dialog.game() is not None


# ----- the classmethod -----
def test_get_game_runs_modally(qtbot, tmp_path):
    def drive():
        dialog = QApplication.activeModalWidget()
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)

    QTimer.singleShot(0, drive)
    game = NewGameDialog.get_game(None, tmp_path, THREE)
    assert game.players == ["Anna", "Boris", "Vera"]


def test_get_game_cancelled(qtbot, tmp_path):
    QTimer.singleShot(0, lambda: qtbot.keyClick(QApplication.activeModalWidget(), Qt.Key.Key_Escape))
    assert NewGameDialog.get_game(None, tmp_path, THREE) is None


# ----- the title's limit, the focus on the names -----
def test_the_title_takes_no_more_than_a_game_file_keeps(qtbot, tmp_path):
    from preferans_desk.core.limits import MAX_TITLE

    dialog = open_dialog(qtbot, tmp_path, THREE)
    assert dialog.title.maxLength() == MAX_TITLE
    dialog.title.setText("t" * (MAX_TITLE + 500))  # as a paste does
    dialog.title.setFocus()
    dialog.title.end(False)
    qtbot.keyClicks(dialog.title, "yz")
    assert dialog.game().title == "t" * MAX_TITLE


def test_switching_the_player_count_while_the_rules_page_is_shown(qtbot, tmp_path):
    """The count's buttons move the focus to the names; with the rules page shown no name is, and there
    was none to take: IndexError."""
    dialog = open_dialog(qtbot, tmp_path, THREE)
    dialog.tabs.setCurrentIndex(1)
    focused = dialog.focusWidget()
    for button in (dialog.four, dialog.three, dialog.four):
        button.click()  # what Alt+3 / Alt+4 do
    assert dialog.player_count() == 4 and dialog.focusWidget() is focused
    dialog.tabs.setCurrentIndex(0)
    assert dialog.name_edits[3].isVisible()
    dialog.three.click()
    assert dialog.player_count() == 3 and not dialog.name_edits[3].isVisible()
    assert dialog.focusWidget() is dialog.name_edits[0]
    dialog.four.click()
    assert dialog.player_count() == 4 and dialog.focusWidget() is dialog.name_edits[3]  # the empty one
    qtbot.keyClick(dialog.name_edits[3], Qt.Key.Key_Up, Qt.KeyboardModifier.AltModifier)
    assert dialog.focusWidget() is dialog.name_edits[2]


def test_the_end_by_the_clock_asks_the_hour_and_by_rounds_the_rounds(qtbot, tmp_path, monkeypatch):
    from datetime import datetime, timedelta, timezone

    from PySide6.QtCore import QTime

    from preferans_desk.gui.state import clock

    moscow = timezone(timedelta(hours=3))
    monkeypatch.setattr(clock, "now", lambda: datetime(2026, 12, 1, 22, 40, tzinfo=moscow))
    dialog = open_dialog(qtbot, tmp_path, THREE)
    assert not dialog.end_hour.isVisible() and not dialog.end_rounds.isVisible(), "Sochi ends with the pools"
    dialog.select_convention("leningrad_fspr")
    assert dialog.end_hour.isVisible() and dialog.end_label.text() == "&Ends at:"
    dialog.end_hour.setTime(QTime(1, 30))  # after midnight: tomorrow's 01:30
    assert dialog.game().rules.settings.end_time == "2026-12-02T01:30+03:00"
    condition = dialog.editors["end_condition"].parts[0]
    condition.setCurrentIndex(condition.findData("rounds"))
    assert dialog.end_rounds.isVisible() and not dialog.end_hour.isVisible()
    dialog.end_rounds.setValue(6)
    settings = dialog.game().rules.settings
    assert (settings.end_condition, settings.end_rounds) == ("rounds", 6)
