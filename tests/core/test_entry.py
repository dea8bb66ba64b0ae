"""The deal-entry rules (core/entry.py): one copy for the core's checks, the dialog and the test strategies."""

from itertools import product
from pathlib import Path

import pytest

from preferans_desk.core import Contract, DealError, Sheet, preset
from preferans_desk.core.deals import DECISIONS, SUITS
from preferans_desk.core.entry import (
    NO_TRICKS,
    TrickRoles,
    allpass_roles,
    dealer_field,
    dealer_whist_allowed,
    declarer_allowed,
    declarer_refusal,
    defence_options,
    defence_refusal,
    first_words,
    forced_defence,
    half_whist_possible,
    second_words,
    talon_player,
    trick_roles,
    word_refusal,
)
from preferans_desk.core.settings import LEVELS
from preferans_desk.core.validate import Table

P3 = ["Anna", "Boris", "Vera"]
P4 = ["Anna", "Boris", "Vera", "Gleb"]
FREE = (("pass", "pass"), ("pass", "whist"), ("whist", "pass"), ("whist", "whist"))
SOCHI, LENINGRAD = preset("sochi"), preset("leningrad")
STALINGRAD = preset("sochi", {"stalingrad": True})
ROOT = Path(__file__).resolve().parents[2]


# ----- the defence -----
def test_four_defences_without_half_whists_the_passes_first():
    assert defence_options(SOCHI, 7, "spades") == FREE
    assert defence_options(SOCHI, 6, "spades") == FREE  # no Stalingrad in Sochi
    assert not half_whist_possible(SOCHI) and half_whist_possible(LENINGRAD)


def test_pass_and_half_whist_only_at_the_half_whist_levels():
    assert LENINGRAD.half_whist_levels == (6, 7)
    for level in LEVELS:
        half = level in (6, 7)
        assert defence_options(LENINGRAD, level, "clubs") == FREE[:2] + ((("pass", "half"),) if half else ()) + FREE[2:]


def test_stalingrad_forces_two_whists_on_six_spades_only():
    assert forced_defence(STALINGRAD, 6, "spades") == ("whist", "whist")
    assert defence_options(STALINGRAD, 6, "spades") == (("whist", "whist"),)
    assert forced_defence(STALINGRAD, 6, "clubs") is None and forced_defence(STALINGRAD, 7, "spades") is None
    assert forced_defence(SOCHI, 6, "spades") is None
    assert defence_options(STALINGRAD, 7, "spades") == FREE


def test_what_each_defender_may_say():
    assert first_words(LENINGRAD, 6, "spades") == ("pass", "whist")  # never a half-whist
    assert second_words(LENINGRAD, 6, "spades", "pass") == ("pass", "whist", "half")
    assert second_words(LENINGRAD, 6, "spades", "whist") == ("pass", "whist")
    assert second_words(LENINGRAD, 6, "spades", None) == ("pass", "whist")  # the first has not spoken yet
    assert second_words(LENINGRAD, None, None, "pass") == ("pass", "whist")  # nor is the level known
    assert second_words(LENINGRAD, 8, "spades", "pass") == ("pass", "whist")
    assert first_words(STALINGRAD, 6, "spades") == ("whist",)
    assert second_words(STALINGRAD, 6, "spades", "pass") == ("whist",)  # the first's pass is what is wrong


@pytest.mark.parametrize("defence, code", [
    (("half", "pass"), "half_order"), (("whist", "half"), "half_order"), (("half", "half"), "half_order"),
    (("pass", "half"), "half_level"),
])
def test_why_a_defence_is_refused(defence, code):
    assert defence_refusal(LENINGRAD, 8, "hearts", defence).code == code


def test_the_half_whists_rules_are_named_before_stalingrads():
    both = preset("leningrad", {"stalingrad": True})
    assert defence_refusal(both, 6, "spades", ("whist", "half")).code == "half_order"
    assert defence_refusal(both, 6, "spades", ("pass", "half")).code == "stalingrad"
    error = defence_refusal(STALINGRAD, 6, "spades", ("pass", "half"))
    assert (error.code, error.params) == ("half_level", {"level": 6})
    assert defence_refusal(STALINGRAD, 6, "spades", ("whist", "pass")).code == "stalingrad"
    assert defence_refusal(STALINGRAD, 6, "spades", ("whist", "whist")) is None


def test_why_a_word_is_refused_while_the_defence_is_entered():
    def code(settings, level, index, word, first=None):
        error = word_refusal(settings, level, "spades", index, word, first)
        return error and error.code

    assert code(LENINGRAD, 6, 1, "half", "pass") is None
    assert code(LENINGRAD, 6, 1, "pass", "whist") is None and code(LENINGRAD, 6, 0, "whist") is None
    assert code(LENINGRAD, 6, 1, "half", "whist") == "half_order"
    assert code(LENINGRAD, 6, 1, "half") == "half_order"  # before the first has spoken
    assert code(LENINGRAD, 6, 0, "half") == "half_order"
    assert code(LENINGRAD, 8, 1, "half", "pass") == "half_level"
    assert code(LENINGRAD, 8, 1, "half", "whist") == "half_level"  # the level is named first here
    assert code(STALINGRAD, 6, 0, "pass") == "stalingrad" and code(STALINGRAD, 6, 1, "pass", "whist") == "stalingrad"
    assert code(preset("leningrad", {"stalingrad": True}), 6, 1, "half", "whist") == "stalingrad"
    assert code(STALINGRAD, 6, 1, "whist", "pass") is None


@pytest.mark.parametrize("settings", [SOCHI, LENINGRAD, STALINGRAD, preset("rostov", {"stalingrad": True})])
def test_the_options_are_exactly_what_the_core_accepts(settings):
    table = Table(P3, 0)
    for level, suit, defence in product(LEVELS, SUITS, product(DECISIONS, repeat=2)):
        allowed = defence in defence_options(settings, level, suit)
        assert (defence_refusal(settings, level, suit, defence) is None) == allowed
        tricks = (6, 4, 0) if "whist" in defence else None
        try:
            Sheet(P3, settings, 20).preview(Contract(1, level, suit, defence, tricks))
        except DealError as error:
            assert not allowed and error.code == defence_refusal(settings, level, suit, defence).code
        else:
            assert allowed, (level, suit, defence)
        assert sorted(trick_roles(table, 1, defence).seats) == ([0, 1, 2] if "whist" in defence else [])


# ----- the declarer -----
def test_the_sitting_out_dealer_cannot_declare():
    assert [seat for seat in range(3) if declarer_allowed(Table(P3, 1), seat)] == [0, 1, 2]
    assert [seat for seat in range(4) if declarer_allowed(Table(P4, 1), seat)] == [0, 2, 3]
    error = declarer_refusal(Table(P4, 1), 1)
    assert (error.code, error.field, error.params) == ("declarer_sits_out", "declarer", {"seat": "Boris"})
    assert declarer_refusal(Table(P4, 1), 2) is None


# ----- the tricks -----
def test_two_whisters_the_declarer_and_the_first_defender_are_typed():
    # Boris declares: Vera defends first, Anna second.
    assert trick_roles(Table(P3, 0), 1, ("whist", "whist")) == TrickRoles((1, 2), 0)


def test_one_whister_the_declarer_is_typed_the_whister_filled_in_the_passer_zero():
    assert trick_roles(Table(P3, 0), 1, ("whist", "pass")) == TrickRoles((1,), 2, (0,))
    assert trick_roles(Table(P3, 0), 1, ("pass", "whist")) == TrickRoles((1,), 0, (2,))
    assert trick_roles(Table(P3, 0), 1, ("whist", None)) == TrickRoles((1,), 2, (0,))  # the second not said yet
    assert TrickRoles((1,), 2, (0,)).seats == (1, 2, 0)


def test_nobody_whisted_or_no_declarer_no_tricks():
    table = Table(P3, 0)
    for defence in (("pass", "pass"), ("pass", "half"), (None, None), ("pass", None)):
        assert trick_roles(table, 0, defence) == NO_TRICKS
    assert trick_roles(table, None, ("whist", "whist")) == NO_TRICKS
    assert NO_TRICKS.seats == ()


def test_four_players_the_defence_skips_the_sitting_out_dealer():
    table = Table(P4, 0)  # Anna deals and sits out
    assert trick_roles(table, 3, ("whist", "whist")) == TrickRoles((3, 1), 2)
    assert trick_roles(table, 0, ("whist", "whist")) == NO_TRICKS  # she cannot declare


def test_allpass_all_active_but_the_last_are_typed():
    assert allpass_roles(Table(P3, 0)) == TrickRoles((0, 1), 2)
    assert allpass_roles(Table(P4, 3)) == TrickRoles((0, 1), 2)
    assert allpass_roles(Table(P4, 2)) == TrickRoles((0, 1), 3)


# ----- the dealer -----
def test_the_dealer_is_written_only_off_the_rotation_or_when_the_edited_deal_named_one():
    assert dealer_field(1, 1) is None
    assert dealer_field(2, 1) == 2
    assert dealer_field(1, 1, original_dealer=1) == 1
    assert dealer_field(1, 1, original_dealer=0) == 1  # an edit keeps naming its dealer
    assert dealer_field(0, 1, original_dealer=None) == 0


# ----- one copy -----
RULES = ("half_whist_levels", ".stalingrad", "next_dealer else", '== "spades"')


@pytest.mark.parametrize("path", ["preferans_desk/core/validate.py", "preferans_desk/gui/dialogs/deal_form.py",
                                  "preferans_desk/gui/dialogs/deal_assembly.py", "tests/core/strategies.py"])
def test_the_entry_rules_are_not_written_again_elsewhere(path):
    text = (ROOT / path).read_text(encoding="utf-8")
    assert "from preferans_desk.core.entry import" in text or "from .entry import" in text
    for rule in RULES:
        assert rule not in text, rule
    if "validate" not in path:  # the core's Table defines the active players; the others ask entry.py
        assert ".active" not in text


@pytest.mark.parametrize("path", ["preferans_desk/gui/dialogs/deal_dialog.py",
                                  "preferans_desk/gui/dialogs/deal_layout.py"])
def test_the_deal_dialog_leaves_the_entry_rules_to_its_form(path):
    text = (ROOT / path).read_text(encoding="utf-8")
    for rule in (*RULES, ".active", "core.entry import"):
        assert rule not in text, rule


def test_the_talon_player_is_the_four_player_dealer_only_under_allpass_dealer_talon():
    fspr = preset("leningrad_fspr")
    assert talon_player(Table(P4, 3), fspr) == 3
    assert talon_player(Table(P4, 3), preset("leningrad")) is None
    assert talon_player(Table(P4[:3], 2), fspr) is None  # three players: the dealer plays anyway


def test_the_dealer_may_whist_only_after_two_words_without_a_whist():
    fspr, table = preset("leningrad_fspr"), Table(P4, 3)
    assert dealer_whist_allowed(table, fspr, ("pass", "pass"))
    assert dealer_whist_allowed(table, fspr, ("pass", "half"))  # "pass, half-whist, pass": the half is void
    assert not dealer_whist_allowed(table, fspr, ("pass", None))  # the second has not spoken yet
    assert not dealer_whist_allowed(table, fspr, ("whist", "pass"))
    assert not dealer_whist_allowed(table, preset("leningrad"), ("pass", "pass"))
    assert not dealer_whist_allowed(Table(P4[:3], 2), fspr, ("pass", "pass"))
