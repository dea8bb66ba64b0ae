"""The deal dialog's form without Qt (gui/dialogs/deal_form.py): every key sequence of docs/keyboard.md typed into
it gives its deal in the stated number of keys; what it offers, refuses and says; editing walks the same
steps over the old answers."""

from __future__ import annotations

import re
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest

from preferans_desk.core import Adjust, AllPass, Contract, Game, Misere, Rules, preset
from preferans_desk.core.deals import NO_DEFENCE
from preferans_desk.gui.dialogs.deal_form import DealForm
from preferans_desk.gui.dialogs.deal_parts import (
    AMOUNTS,
    DEALER_WHIST,
    DECLARER,
    FIRST,
    KIND,
    LEVEL,
    MISERE_DECLARER,
    MISERE_TRICKS,
    OK,
    SECOND,
    SUIT,
    allpass_step,
    tricks_step,
)
from tests.imports import QT, loaded_by

NAMES = ["Anna", "Boris", "Vera", "Gleb"]
KEYBOARD = Path(__file__).parents[2] / "docs" / "keyboard.md"
TIME = "2026-11-29T20:15:00+03:00"


def make_game(convention="sochi", players=3, pool=20, **overrides):
    settings = preset(convention, overrides or None)
    return Game(NAMES[:players], Rules(convention, pool, settings))


def fspr(players=4, first_dealer=3):
    return Game(NAMES[:players], Rules("leningrad_fspr", 20, preset("leningrad_fspr")), first_dealer=first_dealer)


def form_of(game, sheet=None, deal=None):
    return DealForm(game.sheet if sheet is None else sheet, deal, clock=lambda: TIME)


def press(form, keys):
    """Type ``keys`` ("1 7 s w p 6 Enter"), each on the step with the focus; how many were typed."""
    keys = keys.split()
    for key in keys:
        form.press(key)
    return len(keys)


def entered(form):
    """The accepted deal, without its entry time."""
    assert form.accepted, form.outcome
    return replace(form.deal(), time=None)


# ----- every key sequence of docs/keyboard.md -----
TYPICAL = [  # (the rules, the keys as the table writes them, the deal)
    (make_game, "1 7 s w p 6 Enter", Contract(0, 7, "spades", ("whist", "pass"), (6, 4, 0))),
    (make_game, "2 6 h w w 6 3 Enter", Contract(1, 6, "hearts", ("whist", "whist"), (1, 6, 3))),
    (make_game, "3 8 d p p Enter", Contract(2, 8, "diamonds", ("pass", "pass"))),
    (lambda: make_game("leningrad"), "1 6 c p h Enter", Contract(0, 6, "clubs", ("pass", "half"))),
    (make_game, "Ctrl+2 2 Enter", Misere(1, 0)),
    (make_game, "2 m Enter", Misere(1, 0)),
    (make_game, "Ctrl+3 4 3 Enter", AllPass((4, 3, 3))),
    (lambda: make_game(give_up="without_three"), "3 8 c g Enter",
     Contract(2, 8, "clubs", NO_DEFENCE, None, concede=True)),
    (lambda: make_game(totus=True), "1 t h 1 0 Enter", Contract(0, 10, "hearts", NO_DEFENCE, (10, 0, 0), totus=True)),
    (lambda: make_game("rostov", half_whist_by="either"), "1 7 s h p Enter",
     Contract(0, 7, "spades", ("half", "pass"))),
    (lambda: make_game("rostov", half_whist_returned="fixed_fee"), "1 7 s w h 7 Enter",
     Contract(0, 7, "spades", ("whist", "half"), (7, 3, 0))),
    (lambda: make_game("rostov", half_whist_mode="played"), "1 7 s p h 8 Enter",
     Contract(0, 7, "spades", ("pass", "half"), (8, 0, 2))),
    (fspr, "1 7 d p p w 6 Enter", Contract(0, 7, "diamonds", ("pass", "pass"), (6, 4, 0, None), dealer_whist=True)),
    (fspr, "1 7 d p p p Enter", Contract(0, 7, "diamonds", ("pass", "pass"))),
    (fspr, "Ctrl+3 3 4 2 Enter", AllPass((3, 4, 1, 2))),
    (make_game, "1 7 s w w 1 0 Enter", Contract(0, 7, "spades", ("whist", "whist"), (10, 0, 0))),  # ten vs two
]


def documented():
    """Each key sequence docs/keyboard.md gives, with the count its table states (None in the text)."""
    text = KEYBOARD.read_text(encoding="utf-8")
    rows = re.findall(r"^\|[^|\n]*\| ((?:`[^`]+`(?: \(or `[^`]+`\))?)) \| (\d+) \|$", text, re.MULTILINE)
    found = {}
    for cell, count in rows:
        for keys in re.findall(r"`([^`]+)`", cell):
            found[keys] = int(count)
    for keys in re.findall(r"`(1 7 s w w 1 0 Enter)`", text):  # the ten against two whisters, in the text
        found.setdefault(keys, None)
    return found


def test_every_documented_sequence_is_typed_here():
    assert sorted(documented()) == sorted(keys for _, keys, _ in TYPICAL)


@pytest.mark.parametrize(("game", "keys", "deal"), TYPICAL, ids=[keys for _, keys, _ in TYPICAL])
def test_a_documented_sequence_gives_its_deal_in_its_keys(game, keys, deal):
    form = form_of(game())
    count = press(form, keys)
    assert entered(form) == deal
    stated = documented()[keys]
    assert count == (stated if stated is not None else len(keys.split()))
    assert count <= 8  # "a typical deal takes at most 8 keystrokes, Enter included"


def test_an_adjustment_is_its_amounts():
    form = form_of(make_game())
    press(form, "Ctrl+4")
    assert form.kind == "adjust" and form.focus == AMOUNTS
    assert form.outcome.text == "Enter at least one amount." and not form.acceptable
    form.set_amount(("mountain", 1), "5")
    form.set_amount(("whists", 0, 2), "1/2")
    form.set_note("looked at the talon")
    press(form, "Enter")
    assert entered(form) == Adjust(mountain=(0, 5, 0), whists=((0, 2, Fraction(1, 2)),), note="looked at the talon")


# ----- where the focus goes -----
def test_each_key_moves_the_focus_to_the_next_step_wanting_an_answer():
    form = form_of(make_game())
    assert form.focus == DECLARER
    steps = [LEVEL, SUIT, FIRST, SECOND, tricks_step(1), tricks_step(2), OK]
    for key, step in zip("2 6 h w w 6 3".split(), steps, strict=True):
        form.press(key)
        assert form.focus == step, key
    assert form.contract_counts.texts == ["1", "6", "3"]  # Anna's 1 filled in


def test_a_one_waits_for_a_zero_and_another_digit_is_the_next_count():
    form = form_of(make_game())
    press(form, "Ctrl+3 1")
    assert form.focus == allpass_step(0) and form.allpass_counts.texts[0] == "1"
    press(form, "2 Enter")
    assert entered(form) == AllPass((1, 2, 7))


def test_a_ten_typed_over_asks_the_whister_again():
    form = form_of(make_game())
    press(form, "1 7 s w w 1 0")
    assert form.focus == OK and form.implied(tricks_step(1))
    form.press("8", tricks_step(0))  # the scorer went back to Anna's count
    assert form.focus == tricks_step(1) and not form.implied(tricks_step(1)) and not form.acceptable
    press(form, "1 Enter")
    assert entered(form) == Contract(0, 7, "spades", ("whist", "whist"), (8, 1, 1))


def test_stalingrad_is_filled_in_and_the_tricks_come_next():
    form = form_of(make_game(stalingrad=True))
    press(form, "1 6 s")
    assert (form.first.value, form.second.value) == ("whist", "whist") and form.focus == tricks_step(0)
    assert not form.press("p")  # not a count: the dialog lets it go
    press(form, "6 3 Enter")
    assert entered(form) == Contract(0, 6, "spades", ("whist", "whist"), (6, 3, 1))


def test_the_arrows_walk_a_row_without_moving_on():
    form = form_of(make_game(players=4))  # Anna sits out: the arrows skip her
    form.press("Right")
    assert form.declarer.value == 1 and form.focus == DECLARER
    form.press("Left")
    assert form.declarer.value == 3
    form.press("Right", KIND)
    assert form.kind == "misere" and form.misere.value == 3 and form.focus == KIND  # the declarer came along


def test_letters_work_with_a_russian_layout():
    form = form_of(make_game())
    press(form, "1 7 ы ц з 6 Enter")  # S, W, P on a ЙЦУКЕН keyboard
    assert entered(form) == Contract(0, 7, "spades", ("whist", "pass"), (6, 4, 0))


def test_the_kind_keys_work_from_any_step_and_carry_the_declarer():
    form = form_of(make_game())
    press(form, "3 Ctrl+2")
    assert form.kind == "misere" and form.misere.value == 2 and form.focus == MISERE_TRICKS
    press(form, "Ctrl+1")
    assert form.declarer.value == 2 and form.focus == LEVEL
    form.press("m", KIND)
    assert form.kind == "misere"


# ----- what each step offers and refuses -----
def test_each_missing_step_is_named():
    form = form_of(make_game())
    assert form.outcome.text == "Choose the declarer: 1–3 or the first letter of the name."
    expected = ["Choose the level: 6 to 9, or 0 for a ten.", "Choose the suit: S, C, D, H, or N for no-trump.",
                "What did Boris say? W whist or P pass.", "What did Vera say? W whist or P pass.",
                "Enter Anna's tricks.", "Enter Boris's tricks.", ""]
    for key, message in zip("1 6 s w w 6 3".split(), expected, strict=True):
        form.press(key)
        assert form.outcome.text == message


def test_h_where_the_rules_have_no_half_whist_says_so():
    form = form_of(make_game("sochi"))
    assert "half" not in form.first.options and "half" not in form.second.options
    for keys, step in (("1 7 s h", FIRST), ("w h", SECOND)):
        press(form, keys)
        assert form.focus == step and form.notice.field == "defence"
        assert form.notice.text == "These rules have no half-whist."
        assert form.choice(step).value is None
    form.press("p")  # the next answer ends it
    assert form.notice is None


@pytest.mark.parametrize(("keys", "text"), [
    ("1 6 s h", "Only the second defender may half-whist, and only after the first passed."),
    ("1 6 s w h", "Only the second defender may half-whist, and only after the first passed."),
    ("1 8 s p h", "Half-whist is not allowed at level 8 under these rules."),
])
def test_a_half_whist_out_of_place_is_refused_with_its_reason(keys, text):
    form = form_of(make_game("leningrad"))
    press(form, keys)
    assert form.notice.text == text and form.second.value is None


def test_a_half_whist_before_the_level_asks_for_the_level():
    form = form_of(make_game("leningrad"))
    form.press("h", SECOND)
    assert form.notice.text == "Choose the level first."


def test_the_first_defender_half_whists_only_when_either_may():
    assert "half" not in form_of(make_game("rostov")).first.options
    either = form_of(make_game("rostov", half_whist_by="either"))
    assert not either.allowed(FIRST, "half")  # no level yet
    press(either, "1 7 s")
    assert either.allowed(FIRST, "half")


def test_the_dealer_sitting_out_cannot_declare():
    form = form_of(make_game(players=4))
    assert not form.offers(DECLARER, 0)
    form.press("1")
    assert form.notice.text == "Anna deals and sits out this deal; he cannot declare."
    assert form.focus == DECLARER and form.declarer.value is None
    press(form, "2 7 s w p 6")
    assert form.defenders() == (2, 3)
    press(form, "Enter")
    assert entered(form) == Contract(1, 7, "spades", ("whist", "pass"), (None, 6, 4, 0))


def test_g_and_t_only_where_the_rules_have_them():
    form = form_of(make_game("sochi"))
    press(form, "3 8 c")
    assert not form.press("g") and not form.boxes.give_up and form.focus == FIRST
    form = form_of(make_game("sochi"))
    form.press("1")
    assert not form.press("t") and form.level.value is None


def test_a_give_up_silences_the_defence_and_undoing_it_asks_again():
    form = form_of(make_game(give_up="without_three"))
    press(form, "3 8 c g")
    assert not form.enabled(FIRST) and not form.enabled(SECOND) and form.focus == OK
    form.set_box("give_up", False)
    assert form.enabled(FIRST) and not form.acceptable
    form.press("p", FIRST)
    press(form, "p Enter")
    assert entered(form) == Contract(2, 8, "clubs", ("pass", "pass"))


def test_a_give_up_and_a_totus_exclude_each_other():
    form = form_of(make_game(totus=True, give_up="without_three"))
    press(form, "1 t h")
    assert form.boxes.totus and form.level.value == 10
    form.set_box("give_up", True)
    assert not form.boxes.totus
    form.set_box("totus", True)
    assert not form.boxes.give_up and form.level.value == 10
    form.press("0", LEVEL)  # a ten by its key is no totus
    assert not form.boxes.totus


def test_the_dealer_whists_only_after_two_words_without_a_whist():
    form = form_of(fspr())
    press(form, "1 7 d w p")
    assert not form.enabled(DEALER_WHIST) and form.focus == tricks_step(0)
    assert form_of(fspr(players=3, first_dealer=2)).dealer_whist is None
    assert form_of(make_game("leningrad", players=4)).dealer_whist is None


def test_the_boxes_offered_follow_the_rules():
    sochi, classic = form_of(make_game("sochi")), form_of(make_game("classic"))
    assert not sochi.shows("blind") and not sochi.shows("to_mountain") and not sochi.shows("talon")
    assert classic.shows("blind") and classic.shows("to_mountain")
    assert form_of(make_game("leningrad", players=4)).shows("talon")
    press(classic, "Ctrl+4")
    assert not classic.shows("blind") and not classic.shows("dealer")


def test_below_the_exit_level_is_a_warning_until_let_stand():
    game = make_game("leningrad")
    game.append(AllPass((4, 3, 3)))
    form = form_of(game)
    assert form.below_exit(6) and not form.below_exit(7)
    assert form.header() == "Deal 2 · Boris deals · all-passes in a row: 1 · games from 7"
    press(form, "2 6 s p p")
    assert (form.outcome.text, form.outcome.severity) == ("All-passes in a row: 1. The game must be 7 or higher.",
                                                          "warning")
    assert form.shows("let_stand") and not form.acceptable
    form.set_box("let_stand", True)
    assert form.acceptable and form.outcome.text == ""


def test_an_amount_that_is_not_a_number_is_refused():
    form = form_of(make_game())
    press(form, "Ctrl+4")
    form.set_amount(("pool", 2), "x")
    assert (form.outcome.text, form.outcome.severity) == (
        "Vera's pool: “x” is not a number; write 5, -2, 1.5 or 1/2.", "error")


def test_the_talon_player_is_said():
    form = form_of(fspr())
    press(form, "Ctrl+3")
    assert form.talon_seat() == 3 and "Gleb deals and plays the talon" in form.header()


# ----- editing -----
def played_game():
    game = make_game("leningrad")
    for deal in (Contract(0, 7, "hearts", ("whist", "whist"), (7, 2, 1), note="close one"),
                 Misere(1, 2), AllPass((2, 5, 3)), Contract(2, 6, "clubs", ("pass", "half")),
                 Adjust(pool=(1, 0, 0), whists=((1, 2, 3),), note="fix"),
                 Contract(1, 8, "notrump", ("pass", "whist"), (2, 8, 0), dealer=0)):
        game.append(replace(deal, time=TIME))
    return game


@pytest.mark.parametrize("index", range(6))
def test_editing_starts_filled_and_enter_keeps_the_deal(index):
    game = played_game()
    form = form_of(game, game.sheet_after(index), game.deals[index])
    assert form.kind == game.deals[index].kind and form.acceptable
    press(form, "Enter")
    assert form.accepted and form.deal() == game.deals[index]


def test_editing_walks_the_same_steps_over_the_old_answers():
    game = make_game(pool=10)
    game.append(Contract(0, 7, "hearts", ("whist", "whist"), (7, 2, 1)))
    form = form_of(game, game.sheet_after(0), game.deals[0])
    assert form.focus == DECLARER
    steps = [LEVEL, SUIT, FIRST, SECOND, tricks_step(1), OK]
    for key, step in zip("2 6 s w p 6".split(), steps, strict=True):
        form.press(key)
        assert form.focus == step, key  # on to the next step although it holds an old answer
    assert form.contract_counts.texts[1] == "6"  # typed over, not "26"
    press(form, "Enter")
    assert form.deal() == Contract(1, 6, "spades", ("whist", "pass"), (0, 6, 4))


def test_editing_one_count_leads_to_ok_not_back_to_the_old_declarer():
    game = played_game()
    form = form_of(game, game.sheet_after(0), game.deals[0])
    form.press("6", tricks_step(0))
    form.press("3")
    assert form.focus == OK
    press(form, "Enter")
    assert form.deal() == replace(game.deals[0], tricks=(6, 3, 1))


def test_editing_into_stalingrad_fills_in_the_whists():
    game = make_game(stalingrad=True)
    game.append(Contract(0, 7, "spades", ("pass", "pass")))
    form = form_of(game, game.sheet_after(0), game.deals[0])
    press(form, "1 6 s 6 3 Enter")
    assert form.deal() == Contract(0, 6, "spades", ("whist", "whist"), (6, 3, 1))


def test_editing_keeps_the_talon_tricks():
    # The dialog once scored an edited deal before it showed its talon box, and took no talon tricks.
    game = make_game("leningrad", players=4)
    game.append(Contract(1, 6, "spades", ("pass", "pass"), talon_tricks=2))
    form = form_of(game, game.sheet_after(0), game.deals[0])
    assert form.deal() == game.deals[0]


def test_a_count_the_focus_comes_to_is_typed_over():
    game = make_game()
    game.append(AllPass((1, 5, 4)))
    form = form_of(game, game.sheet_after(0), game.deals[0])
    assert form.focus == allpass_step(0)
    form.press("2")  # over the old 1, which does not wait for a 0
    assert form.allpass_counts.texts[:2] == ["2", "5"] and form.focus == allpass_step(1)
    press(form, "1 Enter")  # a 1 typed waits for a 0; Enter takes it as it is
    assert entered(form) == AllPass((2, 1, 7))


def test_editing_a_misere_walks_its_two_steps():
    game = played_game()
    form = form_of(game, game.sheet_after(1), game.deals[1])
    assert form.focus == MISERE_DECLARER
    press(form, "3 0 Enter")
    assert entered(form) == Misere(2, 0)


# ----- no Qt -----
def test_the_form_loads_no_qt():
    code = ("import preferans_desk.gui.dialogs.deal_form, preferans_desk.gui.dialogs.deal_parts,"
            " preferans_desk.gui.dialogs.deal_assembly")
    assert loaded_by(code, QT) == []
