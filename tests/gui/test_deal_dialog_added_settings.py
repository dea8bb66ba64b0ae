"""The deal dialog's choices for the settings of RULES-v2-settings.md, entered by keyboard offscreen:
the half-whist by either defender, the returned and the played half-whist, the give-up, the totus, the
4-player dealer's whist and his talon tricks on an all-pass. Each appears only where the rules allow it."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from preferans_desk.core import AllPass, Contract, Game, Rules, preset
from preferans_desk.core.deals import NO_DEFENCE
from tests.gui.test_deal_dialog import NAMES, entered, make_game, open_dialog, press


def fspr(players=4, first_dealer=3):
    return Game(NAMES[:players], Rules("leningrad_fspr", 20, preset("leningrad_fspr")), first_dealer=first_dealer)


def defence_message(dialog):
    return dialog.messages[("contract", "defence")].text()


# ----- the half-whist variants (RULES-v2 4) -----
def test_the_first_defender_half_whists_when_either_may(qtbot):
    # Example 4.1: Rostov + either; Boris (first defender) half-whists, Vera passes.
    dialog = open_dialog(qtbot, make_game("rostov", half_whist_by="either"))
    count = press(qtbot, dialog, ["1", "7", "s", "h", "p"])
    assert dialog.preview.text() == "→ Anna +4 pool; Boris 4 whists on Anna"
    count += press(qtbot, dialog, ["Enter"])
    assert count == 6
    assert entered(dialog) == Contract(0, 7, "spades", ("half", "pass"))


def test_the_first_defender_has_no_half_whist_by_default(qtbot):
    dialog = open_dialog(qtbot, make_game("rostov"))
    assert "half" not in dialog.defence_rows[0].values()
    either = open_dialog(qtbot, make_game("rostov", half_whist_by="either"))
    assert either.defence_rows[0].allowed("half") is False  # no level yet
    press(qtbot, either, ["1", "7", "s"])
    assert either.defence_rows[0].allowed("half")


def test_the_returned_whist_with_a_fixed_fee(qtbot):
    # Example 4.2: Boris returned the whist, Vera half-whisted; Anna takes exactly 7.
    dialog = open_dialog(qtbot, make_game("rostov", half_whist_returned="fixed_fee"))
    count = press(qtbot, dialog, ["1", "7", "s", "w", "h", "7"])
    assert [field.text() for field in dialog.contract_tricks.fields] == ["7", "3", "0"]
    assert dialog.preview.text() == "→ Anna +4 pool; Vera 4 whists on Anna; Boris 12 whists on Anna"
    count += press(qtbot, dialog, ["Enter"])
    assert count == 7
    assert entered(dialog) == Contract(0, 7, "spades", ("whist", "half"), (7, 3, 0))


def test_the_returned_whist_voids_the_half_whist(qtbot):
    dialog = open_dialog(qtbot, make_game("rostov", half_whist_returned="lone_whist"))
    press(qtbot, dialog, ["1", "7", "s", "w", "h", "6"])
    assert dialog.preview.text() == "→ Anna +4 mountain; Boris 20 whists on Anna"
    press(qtbot, dialog, ["Enter"])
    assert entered(dialog) == Contract(0, 7, "spades", ("whist", "half"), (6, 4, 0))


def test_a_half_whist_beside_a_whist_is_refused_where_the_rules_refuse_it(qtbot):
    dialog = open_dialog(qtbot, make_game("rostov"))
    press(qtbot, dialog, ["1", "7", "s", "w", "h"])
    assert dialog.defence_rows[1].value() is None
    assert defence_message(dialog)  # says why; the half-whist is not taken


def test_the_played_half_whist_asks_for_the_tricks(qtbot):
    # Example 4.3: Rostov + played; pass and half-whist, Anna takes 8, Vera's defence 2.
    dialog = open_dialog(qtbot, make_game("rostov", half_whist_mode="played"))
    count = press(qtbot, dialog, ["1", "7", "s", "p", "h", "8"])
    assert [field.text() for field in dialog.contract_tricks.fields] == ["8", "0", "2"]
    assert dialog.preview.text() == "→ Anna +4 pool; Vera 4 whists on Anna"
    count += press(qtbot, dialog, ["Enter"])
    assert count == 7
    assert entered(dialog) == Contract(0, 7, "spades", ("pass", "half"), (8, 0, 2))


def test_the_unplayed_half_whist_asks_for_no_tricks(qtbot):
    dialog = open_dialog(qtbot, make_game("leningrad"))
    press(qtbot, dialog, ["1", "6", "c", "p", "h"])
    assert dialog.contract_tricks.edit_fields() == []
    assert dialog.ok_button.isEnabled()


# ----- giving up (RULES-v2 7) -----
def test_a_give_up_in_five_keys(qtbot):
    # Example 7.1: Vera concedes an eight: 6 · 3 = 18 into her mountain, nothing else.
    dialog = open_dialog(qtbot, make_game("sochi", give_up="without_three"))
    assert dialog.give_up.isVisibleTo(dialog)
    count = press(qtbot, dialog, ["3", "8", "c", "g"])
    assert dialog.give_up.isChecked()
    assert not dialog.defence_rows[0].isEnabled() and not dialog.defence_rows[1].isEnabled()
    assert dialog.preview.text() == "→ Vera +18 mountain"
    count += press(qtbot, dialog, ["Enter"])
    assert count == 5
    assert entered(dialog) == Contract(2, 8, "clubs", NO_DEFENCE, None, concede=True)


def test_a_blind_give_up_by_mouse(qtbot):
    # Example 7.2: Classic + without_three, a blind nine: 8 · 3 · 2 = 48.
    dialog = open_dialog(qtbot, make_game("classic", give_up="without_three"))
    press(qtbot, dialog, ["1", "9", "n"])
    dialog.blind.setChecked(True)
    dialog.give_up.setChecked(True)
    assert dialog.preview.text() == "→ Anna +48 mountain"
    press(qtbot, dialog, ["Enter"])
    assert entered(dialog) == Contract(0, 9, "notrump", NO_DEFENCE, None, blind=True, concede=True)


def test_undoing_a_give_up_asks_for_the_defence_again(qtbot):
    dialog = open_dialog(qtbot, make_game("sochi", give_up="without_three"))
    press(qtbot, dialog, ["3", "8", "c", "g"])
    dialog.give_up.setChecked(False)
    assert dialog.defence_rows[0].isEnabled()
    assert not dialog.ok_button.isEnabled()
    dialog.defence_rows[0].setFocus()
    press(qtbot, dialog, ["p", "p", "Enter"])
    assert entered(dialog) == Contract(2, 8, "clubs", ("pass", "pass"))


def test_no_give_up_where_the_rules_have_none(qtbot):
    dialog = open_dialog(qtbot, make_game("sochi"))
    assert not dialog.give_up.isVisibleTo(dialog)
    press(qtbot, dialog, ["3", "8", "c", "g"])
    assert not dialog.give_up.isChecked()
    assert dialog.focusWidget() is dialog.defence_rows[0]


# ----- the totus (RULES-v2 8) -----
def test_a_totus_made(qtbot):
    # Example 8.1: Sochi + totus with a bonus of 3: the pool gets 10 + 3.
    dialog = open_dialog(qtbot, make_game("sochi", totus=True, totus_bonus=3))
    count = press(qtbot, dialog, ["1", "t", "h"])
    assert dialog.totus.isChecked() and dialog.level_row.value() == 10
    assert not dialog.defence_rows[0].isEnabled()
    count += press(qtbot, dialog, ["1", "0"])
    assert dialog.preview.text() == "→ Anna +13 pool"
    count += press(qtbot, dialog, ["Enter"])
    assert count == 6
    assert entered(dialog) == Contract(0, 10, "hearts", NO_DEFENCE, (10, 0, 0), totus=True)


def test_a_totus_failed(qtbot):
    # Example 8.2: nine tricks: the mountain + 10, each defender writes 10.
    dialog = open_dialog(qtbot, make_game("sochi", totus=True, totus_bonus=3))
    press(qtbot, dialog, ["1", "t", "h", "9"])
    assert dialog.preview.text() == "→ Anna +10 mountain; Boris 10 whists on Anna; Vera 10 whists on Anna"
    press(qtbot, dialog, ["Enter"])
    assert entered(dialog) == Contract(0, 10, "hearts", NO_DEFENCE, (9, 1, 0), totus=True)


def test_a_ten_by_its_key_is_no_totus(qtbot):
    dialog = open_dialog(qtbot, make_game("sochi", totus=True))
    press(qtbot, dialog, ["1", "t"])
    dialog.level_row.setFocus()
    press(qtbot, dialog, ["0", "h", "w", "p", "1", "0", "Enter"])
    assert entered(dialog) == Contract(0, 10, "hearts", ("whist", "pass"), (10, 0, 0))


def test_no_totus_where_the_rules_have_none(qtbot):
    dialog = open_dialog(qtbot, make_game("sochi"))
    assert not dialog.totus.isVisibleTo(dialog)
    press(qtbot, dialog, ["1", "t"])
    assert dialog.level_row.value() is None and not dialog.totus.isChecked()


# ----- the 4-player dealer (RULES-v2 6) -----
def test_the_dealer_whists_in_eight_keys(qtbot):
    # Example 6.3: Gleb deals; Anna's seven, Boris and Vera pass, Gleb whists; Anna takes 6.
    dialog = open_dialog(qtbot, fspr())
    assert dialog.dealer_label.text() == "Gleb (dealer):"
    count = press(qtbot, dialog, ["1", "7", "d", "p", "p"])
    assert dialog.focusWidget() is dialog.dealer_row
    count += press(qtbot, dialog, ["w", "6"])
    assert dialog.preview.text() == "→ Anna +8 mountain; Gleb 40 whists on Anna"
    count += press(qtbot, dialog, ["Enter"])
    assert count == 8
    assert entered(dialog) == Contract(0, 7, "diamonds", ("pass", "pass"), (6, 4, 0, None), dealer_whist=True)


def test_the_dealer_passes_too(qtbot):
    dialog = open_dialog(qtbot, fspr())
    count = press(qtbot, dialog, ["1", "7", "d", "p", "p", "p", "Enter"])
    assert count == 7
    assert entered(dialog) == Contract(0, 7, "diamonds", ("pass", "pass"))


def test_the_dealer_may_not_whist_beside_a_whist(qtbot):
    dialog = open_dialog(qtbot, fspr())
    press(qtbot, dialog, ["1", "7", "d", "w", "p"])
    assert not dialog.dealer_row.isEnabled()
    assert dialog.focusWidget() is dialog.contract_tricks.fields[0]
    press(qtbot, dialog, ["6", "Enter"])
    assert entered(dialog) == Contract(0, 7, "diamonds", ("whist", "pass"), (6, 4, 0, None))


def test_no_dealer_row_with_three_players_or_without_the_rule(qtbot):
    assert open_dialog(qtbot, fspr(players=3, first_dealer=2)).dealer_row is None
    assert open_dialog(qtbot, make_game("leningrad", players=4)).dealer_row is None


def test_the_dealer_plays_the_talon_on_an_all_pass(qtbot):
    # Example 6.1, deal A: Gleb deals, tricks 3/4/1/2, his 2 from the talon.
    dialog = open_dialog(qtbot, fspr())
    count = press(qtbot, dialog, ["Ctrl+3"])
    assert "Gleb deals and plays the talon" in dialog.info.text()
    assert dialog.allpass_tricks.names[3].text() == "Gleb (talon)"
    count += press(qtbot, dialog, ["3", "4", "2"])
    assert dialog.allpass_tricks.fields[2].text() == "1"
    assert dialog.preview.text() == "→ Anna +6 mountain; Boris +8 mountain; Vera +2 mountain; Gleb +4 mountain"
    count += press(qtbot, dialog, ["Enter"])
    assert count == 5
    assert entered(dialog) == AllPass((3, 4, 1, 2))


def test_the_dealer_takes_no_more_than_two_from_the_talon(qtbot):
    dialog = open_dialog(qtbot, fspr())
    press(qtbot, dialog, ["Ctrl+3", "3", "4", "3"])
    assert not dialog.ok_button.isEnabled()
    assert dialog.message()[1] == "error"


def test_the_talon_bonus_with_three_players(qtbot):
    # Example 6.4: Boris's seven with one ace in the talon: Anna and Vera write 4 each over the play.
    dialog = open_dialog(qtbot, fspr(players=3, first_dealer=0))
    assert dialog.talon.isVisibleTo(dialog)
    press(qtbot, dialog, ["2", "7", "s", "p", "p"])
    dialog.talon.setValue(1)
    assert dialog.preview.text() == "→ Boris +4 pool; Vera 4 whists on Boris; Anna 4 whists on Boris"
    press(qtbot, dialog, ["Enter"])
    assert entered(dialog) == Contract(1, 7, "spades", ("pass", "pass"), talon_tricks=1)


# ----- editing such deals -----
def test_editing_keeps_each_new_choice(qtbot):
    cases = [
        (make_game("sochi", give_up="without_three"), Contract(2, 8, "clubs", NO_DEFENCE, None, concede=True)),
        (make_game("sochi", totus=True), Contract(0, 10, "hearts", NO_DEFENCE, (9, 1, 0), totus=True)),
        (fspr(), Contract(0, 7, "diamonds", ("pass", "pass"), (6, 4, 0, None), dealer_whist=True)),
        (fspr(), AllPass((3, 4, 1, 2))),
    ]
    for game, deal in cases:
        game.append(deal)
        dialog = open_dialog(qtbot, game, game.sheet_after(0), game.deals[0])
        assert dialog.ok_button.isEnabled(), deal
        qtbot.keyClick(dialog.ok_button, Qt.Key.Key_Return)
        assert dialog.result() == QDialog.DialogCode.Accepted
        assert dialog.deal() == game.deals[0]  # an edit keeps the deal's time (none here)


def test_the_keys_of_the_rules_are_explained(qtbot):
    plain = open_dialog(qtbot, make_game("sochi"))
    rich = open_dialog(qtbot, make_game("sochi", totus=True, give_up="without_three"))
    assert "totus" not in plain.legend.text() and "gave up" not in plain.key_help()
    assert "T = totus" in rich.legend.text() and "G = the declarer gave up" in rich.legend.text()
    assert "<b>Totus</b>" in rich.key_help() and "<b>Gave up</b>" in rich.key_help()
    dealer = open_dialog(qtbot, fspr())
    assert "dealer's whist" in dealer.key_help() and "plays the talon" in dealer.key_help()


def test_a_give_up_and_a_totus_exclude_each_other_by_mouse_too(qtbot):
    dialog = open_dialog(qtbot, make_game("sochi", totus=True, give_up="without_three"))
    press(qtbot, dialog, ["1", "t", "h"])
    dialog.give_up.setChecked(True)
    assert not dialog.totus.isChecked()
    dialog.totus.setChecked(True)
    assert not dialog.give_up.isChecked() and dialog.level_row.value() == 10
