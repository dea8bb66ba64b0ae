"""The deal dialog driven from the keyboard, offscreen: every kind of deal, every message it shows."""

from dataclasses import replace
from fractions import Fraction

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QLabel

from preferans_desk.core import Adjust, AllPass, Contract, Game, Misere, Rules, Sheet, preset
from preferans_desk.gui.dialogs import deal_dialog
from preferans_desk.gui.dialogs.deal_dialog import DealDialog
from preferans_desk.gui.dialogs.deal_widgets import TrickField

NAMES = ["Anna", "Boris", "Vera", "Gleb"]
CTRL_KINDS = {"Ctrl+1": Qt.Key.Key_1, "Ctrl+2": Qt.Key.Key_2, "Ctrl+3": Qt.Key.Key_3, "Ctrl+4": Qt.Key.Key_4}


def make_game(convention="sochi", players=3, pool=20, **overrides):
    settings = preset(convention, overrides or None)
    return Game(NAMES[:players], Rules(convention, pool, settings))


def open_dialog(qtbot, game, sheet=None, deal=None):
    dialog = DealDialog(None, game, game.sheet if sheet is None else sheet, deal)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def press(qtbot, dialog, keys):
    """Send keys, one keystroke each, to whatever has the focus; returns how many were sent."""
    for key in keys:
        target = dialog.focusWidget() or dialog
        if key == "Enter":
            qtbot.keyClick(target, Qt.Key.Key_Return)
        elif key in CTRL_KINDS:
            qtbot.keyClick(target, CTRL_KINDS[key], Qt.KeyboardModifier.ControlModifier)
        else:
            qtbot.keyClick(target, key)
    return len(keys)


def entered(dialog):
    """The accepted deal, without its entry time."""
    assert dialog.result() == QDialog.DialogCode.Accepted
    deal = dialog.deal()
    assert deal.time is not None
    return replace(deal, time=None)


# ----- contracts, three players -----
def test_contract_one_whister_in_seven_keystrokes(qtbot):
    dialog = open_dialog(qtbot, make_game())
    count = press(qtbot, dialog, ["1", "7", "s", "w", "p", "6"])
    assert dialog.preview.text() == "→ Anna +4 mountain; Boris 20 whists on Anna; Vera 4 whists on Anna"
    count += press(qtbot, dialog, ["Enter"])
    assert count == 7
    assert entered(dialog) == Contract(0, 7, "spades", ("whist", "pass"), (6, 4, 0))


def test_letter_keys_work_with_a_russian_layout(qtbot):
    # ы ц з are S, W, P on a ЙЦУКЕН keyboard: a scorer need not switch layouts.
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QKeyEvent

    dialog = open_dialog(qtbot, make_game())
    press(qtbot, dialog, ["1", "7"])
    for letter in "ыцз":  # QTest cannot type non-ASCII text, so the events are made by hand
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(dialog.focusWidget(), QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier, letter))
    press(qtbot, dialog, ["6", "Enter"])
    assert entered(dialog) == Contract(0, 7, "spades", ("whist", "pass"), (6, 4, 0))


def test_contract_both_whisted_takes_at_most_eight_keystrokes(qtbot):
    dialog = open_dialog(qtbot, make_game())
    # Boris plays 6♥; Vera (first defender) and Anna whist; Boris 6, Vera 3, Anna's 1 is filled in.
    count = press(qtbot, dialog, ["2", "6", "h", "w", "w", "6", "3"])
    assert dialog.contract_tricks.fields[0].text() == "1"
    count += press(qtbot, dialog, ["Enter"])
    assert count <= 8
    assert entered(dialog) == Contract(1, 6, "hearts", ("whist", "whist"), (1, 6, 3))


def test_contract_by_initials_and_a_ten(qtbot):
    dialog = open_dialog(qtbot, make_game())
    press(qtbot, dialog, ["v", "0", "n", "w", "p", "1", "0", "Enter"])
    assert entered(dialog) == Contract(2, 10, "notrump", ("whist", "pass"), (0, 0, 10))


def test_all_ten_against_two_whisters_asks_nothing_more(qtbot):
    """Anna takes all ten against Boris's and Vera's whists: nothing is left to the defence, so the first
    whister's 0 is not asked; Enter confirms at once."""
    dialog = open_dialog(qtbot, make_game())
    count = press(qtbot, dialog, ["1", "7", "s", "w", "w", "1", "0"])
    boris = dialog.contract_tricks.fields[1]
    assert dialog.message() == ("", "") and dialog.ok_button.isEnabled()
    assert dialog.focusWidget() is dialog.ok_button, "nothing more to ask"
    assert boris.placeholderText() == "0" and dialog.contract_tricks.fields[2].text() == "0"
    count += press(qtbot, dialog, ["Enter"])
    assert count == 8
    assert entered(dialog) == Contract(0, 7, "spades", ("whist", "whist"), (10, 0, 0))


def test_a_ten_typed_over_asks_the_whister_again_when_it_leaves_him_tricks(qtbot):
    dialog = open_dialog(qtbot, make_game())
    press(qtbot, dialog, ["1", "7", "s", "w", "w", "1", "0"])
    declarer, boris = dialog.contract_tricks.fields[:2]
    declarer.setFocus()
    press(qtbot, dialog, ["8"])  # not ten after all: Boris's count is asked for again
    assert dialog.focusWidget() is boris and boris.placeholderText() == ""
    assert not dialog.ok_button.isEnabled()
    press(qtbot, dialog, ["1", "Enter"])
    assert entered(dialog) == Contract(0, 7, "spades", ("whist", "whist"), (8, 1, 1))


def test_an_all_pass_with_all_ten_to_one_player_asks_nothing_more(qtbot):
    dialog = open_dialog(qtbot, make_game())
    press(qtbot, dialog, ["Ctrl+3", "1", "0", "Enter"])
    assert entered(dialog) == AllPass((10, 0, 0))


def test_contract_both_pass(qtbot):
    dialog = open_dialog(qtbot, make_game())
    count = press(qtbot, dialog, ["3", "8", "d", "p", "p", "Enter"])
    assert count == 6
    assert entered(dialog) == Contract(2, 8, "diamonds", ("pass", "pass"))


def test_pass_and_half_whist_in_leningrad(qtbot):
    dialog = open_dialog(qtbot, make_game("leningrad"))
    press(qtbot, dialog, ["1", "6", "c", "p", "h"])
    assert dialog.preview.text() == "→ Anna +2 pool; Vera 8 whists on Anna"
    press(qtbot, dialog, ["Enter"])
    assert entered(dialog) == Contract(0, 6, "clubs", ("pass", "half"))


def test_the_mouse_works_too(qtbot):
    dialog = open_dialog(qtbot, make_game())
    for row, value in ((dialog.declarer_row, 1), (dialog.level_row, 6), (dialog.suit_row, "clubs"),
                       (dialog.defence_rows[0], "pass"), (dialog.defence_rows[1], "pass")):
        qtbot.mouseClick(row.button(value), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert entered(dialog) == Contract(1, 6, "clubs", ("pass", "pass"))


# ----- misère, all-pass, adjustment -----
def test_misere_made_and_from_the_level_row(qtbot):
    dialog = open_dialog(qtbot, make_game())
    assert press(qtbot, dialog, ["Ctrl+2", "2", "Enter"]) == 3
    assert entered(dialog) == Misere(1, 0)
    dialog = open_dialog(qtbot, make_game())
    press(qtbot, dialog, ["1", "m", "2"])
    assert dialog.preview.text() == "→ Anna +20 mountain"
    press(qtbot, dialog, ["Enter"])
    assert entered(dialog) == Misere(0, 2)


def test_allpass_three_players(qtbot):
    game = make_game()
    dialog = open_dialog(qtbot, game)
    assert press(qtbot, dialog, ["Ctrl+3", "4", "3", "Enter"]) == 4
    assert entered(dialog) == AllPass((4, 3, 3))


def test_allpass_one_then_another_digit_spills_to_the_next_player(qtbot):
    dialog = open_dialog(qtbot, make_game())
    press(qtbot, dialog, ["Ctrl+3", "1", "2", "Enter"])
    assert entered(dialog) == AllPass((1, 2, 7))


def test_adjustment(qtbot):
    dialog = open_dialog(qtbot, make_game())
    press(qtbot, dialog, ["Ctrl+4"])
    assert dialog.message() == ("Enter at least one amount.", "hint")
    assert not dialog.ok_button.isEnabled()
    qtbot.keyClicks(dialog.adjust_cells[("mountain", 1)], "5")
    qtbot.keyClicks(dialog.adjust_cells[("whists", 0, 2)], "1/2")
    qtbot.keyClicks(dialog.note, "looked at the talon")
    assert dialog.preview.text() == "→ Boris +5 mountain; Anna 1/2 whists on Vera"
    press(qtbot, dialog, ["Enter"])
    assert entered(dialog) == Adjust(mountain=(0, 5, 0), whists=((0, 2, Fraction(1, 2)),), note="looked at the talon")


def test_adjustment_refuses_what_is_not_a_number(qtbot):
    dialog = open_dialog(qtbot, make_game())
    press(qtbot, dialog, ["Ctrl+4"])
    qtbot.keyClicks(dialog.adjust_cells[("pool", 2)], "x")
    assert dialog.message() == ("Vera's pool: “x” is not a number; write 5, -2, 1.5 or 1/2.", "error")
    assert not dialog.ok_button.isEnabled()


# ----- four players -----
def test_four_players_the_dealer_sits_out(qtbot):
    game = make_game(players=4)  # Anna deals first and sits out
    dialog = open_dialog(qtbot, game)
    assert "Anna deals and sits out" in dialog.info.text()
    assert not dialog.declarer_row.button(0).isEnabled()
    press(qtbot, dialog, ["1"])
    assert dialog.messages[("contract", "declarer")].text() == "Anna deals and sits out this deal; he cannot declare."
    press(qtbot, dialog, ["2", "7", "s", "w", "p", "6"])
    assert dialog.defence_labels[0].text() == "Vera:" and dialog.defence_labels[1].text() == "Gleb:"
    press(qtbot, dialog, ["Enter"])
    assert entered(dialog) == Contract(1, 7, "spades", ("whist", "pass"), (None, 6, 4, 0))


def test_four_players_allpass_and_misere(qtbot):
    game = make_game(players=4)
    game.append(Contract(1, 6, "spades", ("pass", "pass")))  # now Boris deals and sits out
    dialog = open_dialog(qtbot, game)
    press(qtbot, dialog, ["Ctrl+3", "4", "3", "Enter"])
    assert entered(dialog) == AllPass((4, None, 3, 3))
    dialog = open_dialog(qtbot, game)
    press(qtbot, dialog, ["Ctrl+2", "4", "Enter"])
    assert entered(dialog) == Misere(3, 0)


def test_talon_tricks_only_with_four_and_the_talon_bonus(qtbot):
    four = open_dialog(qtbot, make_game("leningrad", players=4))
    three = open_dialog(qtbot, make_game("leningrad", players=3))
    sochi = open_dialog(qtbot, make_game("sochi", players=4))
    assert four.talon.isVisible() and not three.talon.isVisible() and not sochi.talon.isVisible()
    press(qtbot, four, ["2", "6", "s", "p", "p"])
    four.talon.setValue(2)
    assert four.preview.text() == "→ Boris +2 pool; Anna 8 whists on Boris"
    press(qtbot, four, ["Enter"])
    assert entered(four) == Contract(1, 6, "spades", ("pass", "pass"), talon_tricks=2)


# ----- what the dialog explains -----
def test_declarer_missing_at_first(qtbot):
    dialog = open_dialog(qtbot, make_game())
    assert dialog.message() == ("Choose the declarer: 1–3 or the first letter of the name.", "hint")
    assert dialog.messages[("contract", "declarer")].isVisible()
    assert not dialog.ok_button.isEnabled()
    assert dialog.deal() is None


def test_each_missing_step_is_named(qtbot):
    dialog = open_dialog(qtbot, make_game())
    expected = ["Choose the level: 6 to 9, or 0 for a ten.", "Choose the suit: S, C, D, H, or N for no-trump.",
                "What did Boris say? W whist or P pass.", "What did Vera say? W whist or P pass.",
                "Enter Anna's tricks.", "Enter Boris's tricks.", ""]
    for key, message in zip(["1", "6", "s", "w", "w", "6", "3"], expected, strict=True):
        press(qtbot, dialog, [key])
        assert dialog.message()[0] == message


def test_tricks_not_adding_up_to_ten(qtbot):
    dialog = open_dialog(qtbot, make_game())
    press(qtbot, dialog, ["1", "6", "s", "w", "w", "7", "5"])
    assert dialog.message() == ("The tricks add up to 12, not 10.", "error")
    assert dialog.messages[("contract", "tricks")].text() == "The tricks add up to 12, not 10."
    assert not dialog.ok_button.isEnabled()
    press(qtbot, dialog, ["Enter"])
    assert dialog.result() != QDialog.DialogCode.Accepted and dialog.isVisible()


def test_allpass_tricks_not_adding_up_to_ten(qtbot):
    dialog = open_dialog(qtbot, make_game())
    press(qtbot, dialog, ["Ctrl+3", "7", "5"])
    assert dialog.message() == ("The tricks add up to 12, not 10.", "error")


def test_half_whist_where_the_rules_forbid_it(qtbot):
    dialog = open_dialog(qtbot, make_game("leningrad"))
    press(qtbot, dialog, ["1", "8", "s", "p"])
    assert not dialog.defence_rows[1].button("half").isEnabled()
    press(qtbot, dialog, ["h"])  # refused on the spot
    assert dialog.messages[("contract", "defence")].text() == "Half-whist is not allowed at level 8 under these rules."
    # A half-whist entered on a six, then the level changed: the core's refusal is shown.
    dialog = open_dialog(qtbot, make_game("leningrad"))
    press(qtbot, dialog, ["1", "6", "s", "p", "h"])
    qtbot.mouseClick(dialog.level_row.button(8), Qt.MouseButton.LeftButton)
    assert dialog.message() == ("Half-whist is not allowed at level 8 under these rules.", "error")
    assert not dialog.ok_button.isEnabled()


def test_half_whist_only_after_the_first_defender_passed(qtbot):
    dialog = open_dialog(qtbot, make_game("leningrad"))
    press(qtbot, dialog, ["1", "6", "s", "w", "h"])
    assert dialog.messages[("contract", "defence")].text() == (
        "Only the second defender may half-whist, and only after the first passed.")
    assert dialog.defence_rows[1].value() is None
    assert "half" not in dialog.defence_rows[0]._buttons  # the first defender is never offered a half-whist


def test_no_half_whist_button_in_sochi(qtbot):
    dialog = open_dialog(qtbot, make_game("sochi"))
    assert "half" not in dialog.defence_rows[1]._buttons


def test_h_where_the_rules_have_no_half_whist_says_so(qtbot):
    dialog = open_dialog(qtbot, make_game("sochi"))
    line = dialog.messages[("contract", "defence")]
    for keys, row in ((["1", "7", "s", "h"], 0), (["w", "h"], 1)):  # the first defender, then the second
        press(qtbot, dialog, keys)
        assert dialog.focusWidget() is dialog.defence_rows[row]
        assert line.isVisible() and line.text() == "These rules have no half-whist."
        assert dialog.defence_rows[row].value() is None
    press(qtbot, dialog, ["p"])  # the next answer clears the line
    assert not line.isVisible()
    # Where the rules have one but not for the first defender, H there says who may say it.
    dialog = open_dialog(qtbot, make_game("leningrad"))
    press(qtbot, dialog, ["1", "6", "s", "h"])
    assert dialog.messages[("contract", "defence")].text() == (
        "Only the second defender may half-whist, and only after the first passed.")


def test_stalingrad(qtbot):
    dialog = open_dialog(qtbot, make_game(stalingrad=True))
    press(qtbot, dialog, ["1", "6", "s"])  # both defenders must whist: filled in, on to the tricks
    assert [row.value() for row in dialog.defence_rows] == ["whist", "whist"]
    assert isinstance(dialog.focusWidget(), TrickField)
    press(qtbot, dialog, ["p"])  # not a count: ignored
    # Passes entered first, then the contract changed to 6♠: refused.
    dialog = open_dialog(qtbot, make_game(stalingrad=True))
    press(qtbot, dialog, ["1", "6", "c", "p", "p"])
    qtbot.mouseClick(dialog.suit_row.button("spades"), Qt.MouseButton.LeftButton)
    assert dialog.message() == ("Stalingrad: on 6♠ both defenders must whist.", "error")
    assert not dialog.ok_button.isEnabled()
    dialog.defence_rows[0].setFocus()
    press(qtbot, dialog, ["p"])
    assert dialog.messages[("contract", "defence")].text() == "Stalingrad: on 6♠ both defenders must whist."


def test_below_the_exit_level_is_flagged_and_can_be_let_stand(qtbot):
    game = make_game("leningrad")
    game.append(AllPass((4, 3, 3)))
    dialog = open_dialog(qtbot, game)
    assert "all-passes in a row: 1" in dialog.info.text() and "games from 7" in dialog.info.text()
    assert dialog.level_row.button(6).property("below") and not dialog.level_row.button(7).property("below")
    press(qtbot, dialog, ["2", "6", "s", "p", "p"])
    assert dialog.message() == ("All-passes in a row: 1. The game must be 7 or higher.", "warning")
    assert dialog.below_exit.isVisible() and not dialog.ok_button.isEnabled()
    dialog.below_exit.setChecked(True)
    assert dialog.ok_button.isEnabled() and dialog.message() == ("", "")
    press(qtbot, dialog, ["Enter"])
    assert entered(dialog) == Contract(1, 6, "spades", ("pass", "pass"))


def test_allpass_price_is_shown(qtbot):
    game = make_game()
    game.append(AllPass((4, 3, 3)))
    dialog = open_dialog(qtbot, game)
    press(qtbot, dialog, ["Ctrl+3"])
    assert dialog.allpass_info.text() == "All-pass at 2 a trick, 2 in a row"
    rostov = open_dialog(qtbot, make_game("rostov"))
    assert rostov.allpass_info.text() == "All-pass at 5 whists a trick"


def test_classic_blind_and_game_off_the_mountain(qtbot):
    sochi = open_dialog(qtbot, make_game("sochi"))
    assert not sochi.blind.isVisible() and not sochi.to_mountain.isVisible()
    dialog = open_dialog(qtbot, make_game("classic"))
    assert dialog.blind.isVisible() and dialog.to_mountain.isVisible()
    press(qtbot, dialog, ["1", "6", "s", "w", "p", "5"])
    dialog.to_mountain.setChecked(True)
    assert dialog.message() == ("Only a made game can be written off the mountain.", "error")
    assert dialog.options_message.isVisible()
    dialog.to_mountain.setChecked(False)
    dialog.blind.setChecked(True)
    assert dialog.preview.text() == "→ Anna +4 mountain; Boris 24 whists on Anna; Vera 4 whists on Anna"  # doubled


def test_a_changed_dealer_is_written_into_the_deal(qtbot):
    game = make_game(players=4)
    dialog = open_dialog(qtbot, game)
    dialog.dealer_box.setCurrentIndex(2)  # Vera dealt: Anna plays again, Vera sits out
    assert dialog.declarer_row.button(0).isEnabled() and not dialog.declarer_row.button(2).isEnabled()
    dialog.declarer_row.setFocus()
    press(qtbot, dialog, ["1", "6", "s", "p", "p", "Enter"])
    assert entered(dialog) == Contract(0, 6, "spades", ("pass", "pass"), dealer=2)


# ----- editing -----
def played_game():
    game = make_game("leningrad")
    for deal in (Contract(0, 7, "hearts", ("whist", "whist"), (7, 2, 1), note="close one"),
                 Misere(1, 2), AllPass((2, 5, 3)), Contract(2, 6, "clubs", ("pass", "half")),
                 Adjust(pool=(1, 0, 0), whists=((1, 2, 3),), note="fix"),
                 Contract(1, 8, "notrump", ("pass", "whist"), (2, 8, 0), dealer=0)):
        game.append(replace(deal, time="2026-11-29T20:15:00+03:00"))
    return game


@pytest.mark.parametrize("index", range(6))
def test_editing_a_past_deal_starts_filled(qtbot, index):
    game = played_game()
    original = game.deals[index]
    dialog = open_dialog(qtbot, game, game.sheet_after(index), original)
    assert dialog.kind() == original.kind
    assert dialog.ok_button.isEnabled()
    assert dialog.deal() == original
    press(qtbot, dialog, ["Enter"])
    assert dialog.result() == QDialog.DialogCode.Accepted and dialog.deal() == original


def test_editing_changes_one_thing(qtbot):
    game = played_game()
    dialog = open_dialog(qtbot, game, game.sheet_after(0), game.deals[0])
    assert dialog.declarer_row.value() == 0 and dialog.level_row.value() == 7 and dialog.suit_row.value() == "hearts"
    assert dialog.note.text() == "close one"
    dialog.contract_tricks.fields[0].setFocus()
    press(qtbot, dialog, ["6", "3", "Enter"])
    assert dialog.deal() == replace(game.deals[0], tricks=(6, 3, 1))


def test_editing_from_the_keyboard_types_the_deal_again_over_the_old_one(qtbot):
    game = make_game(pool=10)
    game.append(Contract(0, 7, "hearts", ("whist", "whist"), (7, 2, 1)))
    dialog = open_dialog(qtbot, game, game.sheet_after(0), game.deals[0])
    assert dialog.focusWidget() is dialog.declarer_row
    # As for a new deal: Boris plays 6♠, Vera (his first defender) whists, Anna passes, Boris takes 6.
    steps = [dialog.level_row, dialog.suit_row, *dialog.defence_rows, dialog.contract_tricks.fields[1],
             dialog.ok_button]
    for key, step in zip(["2", "6", "s", "w", "p", "6"], steps, strict=True):
        press(qtbot, dialog, [key])
        assert dialog.focusWidget() is step, key  # on to the next step although it holds an old answer
    assert dialog.contract_tricks.fields[1].text() == "6"  # overwritten, not "26"
    press(qtbot, dialog, ["Enter"])
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.deal() == Contract(1, 6, "spades", ("whist", "pass"), (0, 6, 4))


def test_editing_keeps_the_talon_tricks(qtbot):
    # The dialog scored an edited deal before its talon box was shown, and took no talon tricks.
    game = make_game("leningrad", players=4)
    game.append(Contract(1, 6, "spades", ("pass", "pass"), talon_tricks=2))
    dialog = open_dialog(qtbot, game, game.sheet_after(0), game.deals[0])
    press(qtbot, dialog, ["Enter"])
    assert dialog.result() == QDialog.DialogCode.Accepted and dialog.deal() == game.deals[0]


def test_editing_into_stalingrad_fills_in_the_whists_as_for_a_new_deal(qtbot):
    game = make_game(stalingrad=True)
    game.append(Contract(0, 7, "spades", ("pass", "pass")))
    dialog = open_dialog(qtbot, game, game.sheet_after(0), game.deals[0])
    press(qtbot, dialog, ["1", "6", "s", "6", "3", "Enter"])
    assert dialog.deal() == Contract(0, 6, "spades", ("whist", "whist"), (6, 3, 1))


def test_editing_the_kind_keys_still_switch(qtbot):
    game = played_game()
    dialog = open_dialog(qtbot, game, game.sheet_after(0), game.deals[0])
    press(qtbot, dialog, ["Ctrl+3"])
    assert dialog.kind() == "allpass" and dialog.focusWidget() is dialog.allpass_tricks.fields[0]
    press(qtbot, dialog, ["4", "3", "Ctrl+2"])
    assert dialog.kind() == "misere" and dialog.focusWidget() is dialog.misere_declarer
    press(qtbot, dialog, ["Ctrl+1"])
    assert dialog.focusWidget() is dialog.declarer_row
    press(qtbot, dialog, ["3", "8", "d", "p", "p", "Enter"])
    assert dialog.deal() == replace(game.deals[0], declarer=2, level=8, suit="diamonds", defence=("pass", "pass"),
                                    tricks=None)


def test_an_old_answer_waits_only_ahead_not_behind(qtbot):
    # Typing the tricks alone and moving on leads to OK, not back to the old declarer.
    game = played_game()
    dialog = open_dialog(qtbot, game, game.sheet_after(0), game.deals[0])
    dialog.contract_tricks.fields[0].setFocus()
    press(qtbot, dialog, ["6", "3"])
    assert dialog.focusWidget() is dialog.ok_button


# ----- the record, scored once -----
@pytest.fixture
def scored(monkeypatch):
    """Every deal the sheets score, with the record each made; the entry time fixed."""
    calls = []
    score = Sheet._score

    def counting(sheet, deal, index):
        record = score(sheet, deal, index)
        calls.append((deal, record))
        return record

    monkeypatch.setattr(Sheet, "_score", counting)
    monkeypatch.setattr(deal_dialog, "_now", lambda: "2026-11-29T20:15:00+03:00")
    return calls


def test_get_record_returns_the_deal_scored_once(qtbot, scored):
    game = make_game("leningrad")
    game.append(AllPass((4, 3, 3)))  # games from 7: a six must be let stand, which re-checks the same deal

    def drive():
        dialog = QApplication.activeModalWidget()
        qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)  # mnemonics need the window active
        for key in ["2", "6", "h", "w", "w", "6", "3"]:
            qtbot.keyClick(dialog.focusWidget(), key)
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_X, Qt.KeyboardModifier.AltModifier)  # let it stand
        qtbot.waitUntil(dialog.below_exit.isChecked)  # a mnemonic clicks with an animation
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)
        if dialog.isVisible():  # not accepted: fail rather than hang
            dialog.reject()

    QTimer.singleShot(0, drive)
    scored.clear()
    record = DealDialog.get_record(None, game, game.sheet)
    final = Contract(1, 6, "hearts", ("whist", "whist"), (1, 6, 3), time="2026-11-29T20:15:00+03:00")
    assert record.deal == final and record.index == 1 and record.writes and record.warnings
    same = [made for deal, made in scored if deal == final]
    assert len(same) == 1 and same[0] is record  # scored once, and that very record is returned
    assert len(game.sheet.records) == 1  # nothing written: the caller commits the record


def test_editing_scores_the_unchanged_deal_once(qtbot, scored):
    game = make_game("leningrad")
    game.append(AllPass((4, 3, 3)))
    game.append(Contract(1, 6, "spades", ("pass", "pass")))  # let stand below the exit level
    scored.clear()
    dialog = open_dialog(qtbot, game, game.sheet_after(1), game.deals[1])
    assert dialog.below_exit.isChecked()
    press(qtbot, dialog, ["Enter"])
    assert dialog.record().deal == game.deals[1]
    assert [deal for deal, _ in scored].count(game.deals[1]) == 1


def test_get_deal_is_the_records_deal(qtbot):
    game = make_game(players=4)
    QTimer.singleShot(0, lambda: press(qtbot, QApplication.activeModalWidget(), ["3", "6", "s", "w", "p", "6",
                                                                                   "Enter"]))
    deal = DealDialog.get_deal(None, game, game.sheet)
    assert replace(deal, time=None) == Contract(2, 6, "spades", ("whist", "pass"), (None, 0, 6, 4))


# ----- room for everything -----
def test_the_exit_level_warning_does_not_clip_the_tricks(qtbot):
    game = make_game("leningrad")
    game.append(AllPass((4, 3, 3)))  # games from 7 now
    dialog = open_dialog(qtbot, game)
    press(qtbot, dialog, ["2", "6", "s", "w", "w", "6", "3"])
    assert dialog.below_exit.isVisible() and dialog.message()[1] == "warning"
    qtbot.wait(20)  # the layout settles after the event loop runs
    # As tall as its layout needs at its width (its sizeHint is worked out at a narrower width, where the wrapped
    # lines are more) and never below its minimum.
    layout = dialog.layout()
    assert dialog.height() >= layout.totalHeightForWidth(dialog.width())
    assert dialog.height() >= dialog.minimumSizeHint().height()
    fields = [field for field in dialog.contract_tricks.fields if field.isVisible()]
    assert len(fields) == 3
    for widget in [*fields, dialog.below_exit]:
        top_left = widget.mapTo(dialog, QPoint(0, 0))
        assert dialog.rect().contains(top_left) and dialog.rect().contains(top_left + QPoint(widget.width() - 1,
                                                                                             widget.height() - 1))
        assert widget.visibleRegion().boundingRect() == widget.rect()  # nothing cut off by the page or the stack


# ----- the classmethod, keys and help -----
def test_get_deal_runs_modally(qtbot):
    game = make_game()

    def drive():
        dialog = QApplication.activeModalWidget()
        for key in ["3", "9", "n", "p", "p"]:
            qtbot.keyClick(dialog.focusWidget(), key)
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)

    QTimer.singleShot(0, drive)
    deal = DealDialog.get_deal(None, game, game.sheet)
    assert replace(deal, time=None) == Contract(2, 9, "notrump", ("pass", "pass"))


def test_get_deal_cancelled(qtbot):
    game = make_game()
    QTimer.singleShot(0, lambda: qtbot.keyClick(QApplication.activeModalWidget(), Qt.Key.Key_Escape))
    assert DealDialog.get_deal(None, game, game.sheet) is None


def test_kind_switch_by_mouse_and_keys_are_documented(qtbot):
    dialog = open_dialog(qtbot, make_game())
    qtbot.mouseClick(dialog.kind_row.button("allpass"), Qt.MouseButton.LeftButton)
    assert dialog.kind() == "allpass" and dialog.stack.currentIndex() == 2
    assert "Ctrl+1" in dialog.legend.text() and "1 7 s w p 6 Enter" in dialog.key_help()
    assert dialog.declarer_row.button(1).toolTip() == "Boris: key 2 / B"


def test_the_remaining_messages(qtbot):
    dialog = open_dialog(qtbot, make_game("leningrad"))
    press(qtbot, dialog, ["1", "6", "s", "p"])
    assert dialog.message() == ("What did Vera say? W whist, P pass, H half-whist.", "hint")
    press(qtbot, dialog, ["h"])
    qtbot.mouseClick(dialog.defence_rows[0].button("whist"), Qt.MouseButton.LeftButton)  # first defender now whists
    assert dialog.message() == ("Only the second defender may half-whist, and only after the first passed.", "error")
    # Half-whist before any level: the row says what comes first.
    dialog = open_dialog(qtbot, make_game("leningrad"))
    dialog.defence_rows[1].setFocus()
    press(qtbot, dialog, ["h"])
    assert dialog.messages[("contract", "defence")].text() == "Choose the level first."


def test_a_new_dealer_can_make_the_declarer_sit_out(qtbot):
    dialog = open_dialog(qtbot, make_game(players=4))
    press(qtbot, dialog, ["2", "6", "s", "p", "p"])
    dialog.dealer_box.setCurrentIndex(1)  # Boris dealt after all
    assert dialog.message() == ("Boris deals and sits out this deal; he cannot declare.", "error")
    assert not dialog.ok_button.isEnabled()


def test_kind_keys_work_from_any_field(qtbot):
    dialog = open_dialog(qtbot, make_game())
    dialog.note.setFocus()
    press(qtbot, dialog, ["Ctrl+3"])
    assert dialog.kind() == "allpass" and isinstance(dialog.focusWidget(), TrickField)
    dialog.kind_row.setFocus()
    press(qtbot, dialog, ["m"])
    assert dialog.kind() == "misere"


def test_arrows_walk_a_row_without_moving_on(qtbot):
    dialog = open_dialog(qtbot, make_game(players=4))  # Anna sits out: the arrows skip her
    qtbot.keyClick(dialog.declarer_row, Qt.Key.Key_Right)
    assert dialog.declarer_row.value() == 1 and dialog.focusWidget() is dialog.declarer_row
    qtbot.keyClick(dialog.declarer_row, Qt.Key.Key_Left)
    assert dialog.declarer_row.value() == 3
    dialog.kind_row.setFocus()
    qtbot.keyClick(dialog.kind_row, Qt.Key.Key_Right)
    assert dialog.kind() == "misere" and dialog.misere_declarer.value() == 3  # the declarer came along
    assert dialog.focusWidget() is dialog.kind_row


# ----- the note's limit -----
def test_the_note_takes_no_more_than_a_game_file_keeps(qtbot):
    from preferans_desk.core.limits import MAX_NOTE

    dialog = open_dialog(qtbot, make_game())
    assert dialog.note.maxLength() == MAX_NOTE
    press(qtbot, dialog, ["Ctrl+4"])
    qtbot.keyClicks(dialog.adjust_cells[("mountain", 1)], "5")
    dialog.note.setText("x" * (MAX_NOTE + 500))  # as a paste does
    assert dialog.note.text() == "x" * MAX_NOTE
    dialog.note.setFocus()
    dialog.note.end(False)
    qtbot.keyClicks(dialog.note, "yz")  # typing at the limit adds nothing
    assert dialog.note.text() == "x" * MAX_NOTE
    press(qtbot, dialog, ["Enter"])
    assert entered(dialog).note == "x" * MAX_NOTE


# ----- in Russian -----
def test_the_forms_words_come_in_the_dialogs_language(qtbot, translations):
    """The form (gui/dialogs/deal_form.py) words its hints and refusals without Qt, in the dialog's context: the
    dialog's Russian applies to them as to its own words."""
    translations.set_language("ru")
    game = make_game()
    game.append(AllPass((4, 3, 3)))
    dialog = open_dialog(qtbot, game)
    assert dialog.info.text().startswith("Сдача 2 · Boris сдаёт")
    press(qtbot, dialog, ["2"])
    assert dialog.message() == ("Выберите игру: 6–9 или 0 для десятерной.", "hint")
    press(qtbot, dialog, ["7", "s", "h"])
    assert dialog.messages[("contract", "defence")].text() == "По этим правилам полвиста не бывает."
    press(qtbot, dialog, ["Ctrl+3"])
    assert dialog.allpass_info.text() == "Распасы по 2 за взятку, 2-е подряд"


@pytest.mark.parametrize("names", [["Anna", "Boris", "Vera", "Grigory"],
                                   ["Anastasia", "Konstantin", "Valentina", "Grigory Alexandrovich"]])
def test_the_adjustment_of_four_players_is_shown_whole(qtbot, names):
    """Every amount's field and every column's head of a table of four, long names too, lie wholly in the
    dialog: a head per column, "Whists on NAME", once made the table wider than the dialog, which cut it off."""
    game = Game(names, Rules("leningrad", 20, preset("leningrad")))
    dialog = open_dialog(qtbot, game)
    qtbot.keyClick(dialog, Qt.Key.Key_4, Qt.KeyboardModifier.ControlModifier)
    qtbot.wait(20)
    page = dialog.stack.currentWidget()
    heads = [label for label in page.findChildren(QLabel) if label.text().startswith("<b>")]
    assert [label.text() for label in heads] == ["<b>Pool</b>", "<b>Mountain</b>", "<b>Whists on</b>",
                                                *(f"<b>{name}</b>" for name in names)]
    assert len(dialog.adjust_cells) == 4 * 2 + 4 * 3
    for widget in [*heads, *dialog.adjust_cells.values()]:
        top_left = widget.mapTo(dialog, QPoint(0, 0))
        assert dialog.rect().contains(top_left) and dialog.rect().contains(top_left + QPoint(widget.width() - 1,
                                                                                             widget.height() - 1))
        assert widget.visibleRegion().boundingRect() == widget.rect(), widget.text()[:20]
        if isinstance(widget, QLabel):
            assert widget.width() >= widget.minimumSizeHint().width()  # the head's words not squeezed


def test_the_tricks_row_says_why_it_asks_for_none(qtbot):
    """Before the defenders have spoken, the tricks come after their words; once both passed, the deal is not
    played and asks for none; a whist asks for them."""
    dialog = open_dialog(qtbot, make_game())
    idle = dialog.contract_tricks.idle
    assert idle.isVisible() and idle.text() == "after the defenders' words"
    press(qtbot, dialog, ["1", "6", "s", "p"])
    assert idle.text() == "after the defenders' words"
    press(qtbot, dialog, ["p"])
    assert idle.isVisible() and idle.text() == "not played: no tricks to enter"
    whisted = open_dialog(qtbot, make_game())
    press(qtbot, whisted, ["1", "6", "s", "w"])
    assert not whisted.contract_tricks.idle.isVisible()
