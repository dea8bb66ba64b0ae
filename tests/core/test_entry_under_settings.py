"""The deal-entry rules (core/entry.py) under the added settings: the defences each half-whist setting allows and
why one is refused, the played half-whist, the 4-player dealer who plays the talon, and whose tricks are typed
for the new deals (RULES-v2-settings.md; docs/rules.md 10.4, 10.6, 10.8, 10.9)."""

import pytest

from preferans_desk.core import preset
from preferans_desk.core.deals import Contract
from preferans_desk.core.entry import (
    NO_TRICKS,
    TrickRoles,
    allpass_roles,
    allpass_seats,
    defence_options,
    defence_refusal,
    is_played,
    trick_roles,
    word_refusal,
)
from preferans_desk.core.validate import Table

ROSTOV = preset("rostov")
EITHER = preset("rostov", {"half_whist_by": "either"})
RETURNED = preset("rostov", {"half_whist_returned": "lone_whist"})
BOTH = preset("rostov", {"half_whist_by": "either", "half_whist_returned": "fixed_fee"})
FREE = [("pass", "pass"), ("pass", "whist"), ("whist", "pass"), ("whist", "whist")]


@pytest.mark.parametrize("settings, extra", [
    (ROSTOV, [("pass", "half")]),
    (EITHER, [("pass", "half"), ("half", "pass")]),
    (RETURNED, [("pass", "half"), ("whist", "half")]),
    (BOTH, [("pass", "half"), ("whist", "half"), ("half", "pass"), ("half", "whist")]),
])
def test_the_defences_each_setting_allows(settings, extra):
    assert sorted(defence_options(settings, 7, "hearts")) == sorted(FREE + extra)
    assert sorted(defence_options(settings, 8, "hearts")) == sorted(FREE)  # never above the half-whist levels
    for defence in extra:
        assert defence_refusal(settings, 7, "hearts", defence) is None
    assert defence_refusal(settings, 7, "hearts", ("half", "half")).code in ("half_order", "half_twice")


def test_why_a_half_whist_is_refused_when_either_defender_may_say_it():
    assert defence_refusal(EITHER, 7, "hearts", ("half", "half")).code == "half_twice"
    assert defence_refusal(EITHER, 7, "hearts", ("whist", "half")).code == "half_returned"
    assert defence_refusal(EITHER, 8, "hearts", ("half", "pass")).code == "half_level"
    assert word_refusal(EITHER, 7, "hearts", 1, "half", "half").code == "half_twice"
    assert word_refusal(EITHER, 7, "hearts", 1, "half", "whist").code == "half_returned"
    assert word_refusal(EITHER, 8, "hearts", 0, "half").code == "half_level"
    assert word_refusal(EITHER, 7, "hearts", 0, "half") is None
    assert word_refusal(RETURNED, 7, "hearts", 1, "half", "whist") is None


def test_a_played_half_whist_is_played():
    deal = Contract(0, 7, "hearts", ("pass", "half"))
    assert not is_played(deal, ROSTOV)
    assert is_played(deal, preset("rostov", {"half_whist_mode": "played"}))
    assert not is_played(Contract(0, 7, "hearts", ("pass", "pass"), concede=True), ROSTOV)


def test_the_dealer_who_plays_the_talon_types_his_tricks_last():
    fspr = preset("leningrad_fspr")
    table = Table(["A", "B", "C", "D"], 2)
    assert allpass_seats(table, fspr) == [0, 1, 2, 3]
    assert allpass_roles(table, fspr) == TrickRoles((0, 1, 2), 3)
    assert allpass_roles(table, preset("leningrad")) == allpass_roles(table) == TrickRoles((0, 1), 3)
    three = Table(["A", "B", "C"], 2)
    assert allpass_seats(three, fspr) == [0, 1, 2]


def test_whose_tricks_are_typed_for_the_new_deals():
    table = Table(["A", "B", "C", "D"], 3)
    played = preset("rostov", {"half_whist_mode": "played"})
    assert trick_roles(table, 0, ("pass", "half")) == NO_TRICKS
    assert trick_roles(table, 0, ("pass", "half"), played) == TrickRoles((0,), 2, (1,))
    assert trick_roles(table, 0, ("half", "pass"), played) == TrickRoles((0,), 1, (2,))
    assert trick_roles(table, 0, ("whist", "half"), RETURNED) == TrickRoles((0,), 1, (2,))
    assert trick_roles(table, 0, ("pass", "pass"), dealer_whist=True) == TrickRoles((0,), 1, (2,))
    assert trick_roles(table, 0, ("pass", "pass"), totus=True) == TrickRoles((0,), 1, (2,))
