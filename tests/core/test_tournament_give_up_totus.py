"""The tournament (FSPR) dealer, giving up and the totus: the worked examples of RULES-v2-settings.md sections 6,
7 and 8 (docs/rules.md 10.6 to 10.9 and 10.13), numbered as there, and the refusals of the deals they add."""

import pytest

from preferans_desk.core import AllPass, Contract, DealError, Misere, SettingsError, preset

from .sheets import P4, game, mountains, pools, start, whist, writes


# ----- 6.1, 6.2 the dealer on a 4-player all-pass and his zero bonus -----
def test_6_1_the_dealer_plays_the_talon_and_gets_no_zero_bonus():
    g = game("leningrad_fspr", [AllPass((3, 4, 1, 2)), AllPass((0, 6, 0, 4))], players=P4, first_dealer=3)
    assert g.sheet.records[0].dealer == 3 and g.sheet.records[1].dealer == 0
    assert writes(g, 0) == {("mountain", 0): 6, ("mountain", 1): 8, ("mountain", 2): 2, ("mountain", 3): 4}
    assert writes(g, 1) == {("mountain", 1): 24, ("mountain", 3): 16, ("mountain", 2): -8}
    assert mountains(g) == [6, 32, -6, 20]
    assert pools(g) == [0, 0, 0, 0]


def test_6_1_the_dealer_takes_two_tricks_at_most_and_his_null_reads_as_none():
    g = game("leningrad_fspr", [AllPass((3, 4, 3, None))], players=P4, first_dealer=3)
    assert g.deals[0].tricks == (3, 4, 3, 0)
    with pytest.raises(DealError) as info:
        game("leningrad_fspr", [AllPass((3, 2, 2, 3))], players=P4, first_dealer=3)
    assert info.value.code == "dealer_talon_tricks" and "0 to 2" in str(info.value)
    with pytest.raises(DealError) as info:
        game("leningrad_fspr", [AllPass((3, 4, 1, None))], players=P4, first_dealer=3)
    assert info.value.code == "tricks_sum"


def test_6_1_the_dealer_is_the_minimum_too():
    g = game("leningrad_fspr", [AllPass((3, 4, 1, 2))], players=P4, first_dealer=3, allpass_subtract_min=True)
    assert mountains(g) == [4, 6, 0, 2]


def test_6_1_contracts_and_miseres_still_leave_the_dealer_out():
    g = game("leningrad_fspr", [Misere(0, 0)], players=P4, first_dealer=3)
    assert g.sheet.records[0].sits_out == 3
    with pytest.raises(DealError) as info:
        game("leningrad_fspr", [Misere(3, 0)], players=P4, first_dealer=3)
    assert info.value.code == "declarer_sits_out"


def test_6_1_the_dealer_cannot_play_the_talon_on_an_all_pass_in_whists():
    with pytest.raises(SettingsError) as info:
        preset("rostov", {"allpass_dealer_talon": True})
    assert info.value.code == "dealer_talon_whists"


@pytest.mark.parametrize("dealer_bonus, seat_2", [(False, 0), (True, -4)])
def test_6_2_the_dealers_zero_bonus_with_three_players(dealer_bonus, seat_2):
    g = game("leningrad_fspr", [AllPass((6, 4, 0))], first_dealer=2, allpass_zero_bonus_dealer=dealer_bonus)
    assert mountains(g) == [12, 8, seat_2]


# ----- 6.3 the dealer whists -----
def test_6_3_the_dealer_whists_a_failed_seven():
    deal = Contract(0, 7, "diamonds", ("pass", "pass"), (6, 4, 0, None), dealer_whist=True)
    g = game("leningrad_fspr", [deal], players=P4, first_dealer=3)
    assert writes(g, 0) == {("mountain", 0): 8, ("whist", 3, 0): 40}


def test_6_3_the_dealer_whists_a_made_seven_and_owes_no_duty():
    deal = Contract(0, 7, "diamonds", ("pass", "pass"), (9, 0, 1, None), dealer_whist=True)
    g = game("leningrad_fspr", [deal], players=P4, first_dealer=3)
    assert writes(g, 0) == {("pool", 0): 4, ("whist", 3, 0): 8}


def test_6_3_after_a_half_whist_the_half_whist_is_void():
    deal = Contract(0, 7, "diamonds", ("pass", "half"), (9, 0, 1, None), dealer_whist=True)
    g = game("leningrad_fspr", [deal], players=P4, first_dealer=3)
    assert writes(g, 0) == {("pool", 0): 4, ("whist", 3, 0): 8}


@pytest.mark.parametrize("players, overrides, deal, code", [
    (["A", "B", "C"], {}, Contract(0, 7, "spades", ("pass", "pass"), (7, 3, 0), dealer_whist=True),
     "dealer_whist_three"),
    (P4, {"dealer_may_whist": False}, Contract(0, 7, "spades", ("pass", "pass"), (7, 3, 0, None), dealer_whist=True),
     "dealer_whist_not_allowed"),
    (P4, {}, Contract(0, 7, "spades", ("whist", "pass"), (7, 3, 0, None), dealer_whist=True), "dealer_whist_beside"),
    (P4, {}, Contract(0, 7, "spades", ("pass", "pass"), dealer_whist=True), "tricks_missing"),
])
def test_6_3_refusals(players, overrides, deal, code):
    with pytest.raises(DealError) as info:
        game("leningrad_fspr", [deal], players=players, first_dealer=len(players) - 1, **overrides)
    assert info.value.code == code


# ----- 6.4 the talon bonus with three players -----
@pytest.mark.parametrize("level, talon, each", [(7, 1, 4), (8, 2, 12)])
def test_6_4_each_opponent_writes_half(level, talon, each):
    g = game("leningrad_fspr", [Contract(1, level, "spades", ("pass", "pass"), talon_tricks=talon)])
    assert writes(g, 0) == {("pool", 1): level * 2 - 10, ("whist", 0, 1): each, ("whist", 2, 1): each}


def test_6_4_over_and_above_the_whists_of_the_play():
    g = game("leningrad_fspr", [Contract(1, 7, "spades", ("whist", "whist"), (0, 7, 3), talon_tricks=1)])
    assert whist(g, 2, 1) == 8 * 3 + 4 and whist(g, 0, 1) == 4


def test_6_4_off_by_default_and_never_with_four_players():
    assert writes(game("leningrad", [Contract(1, 7, "spades", ("pass", "pass"), talon_tricks=1)]), 0) == {
        ("pool", 1): 4}
    g = game("leningrad_fspr", [Contract(1, 7, "spades", ("pass", "pass"), talon_tricks=1)], players=P4)
    assert writes(g, 0) == {("pool", 1): 4, ("whist", 0, 1): 8}  # the 4-player dealer's whole bonus


# ----- 6.5 the preset -----
def test_6_5_the_preset_is_leningrad_with_the_federations_differences():
    fspr, leningrad = preset("leningrad_fspr"), preset("leningrad")
    assert sorted(fspr.differences(leningrad)) == sorted([
        "gentleman_split", "half_whist_returned", "talon_bonus_3p", "dealer_may_whist", "allpass_zero_bonus_to",
        "allpass_zero_bonus_dealer", "allpass_dealer_talon", "end_condition"])
    assert (fspr.gentleman_split, fspr.half_whist_returned, fspr.allpass_zero_bonus_to, fspr.end_condition) == (
        "always", "lone_whist", "mountain", "time")
    assert fspr.talon_bonus_3p and fspr.dealer_may_whist and fspr.allpass_dealer_talon
    assert not fspr.allpass_zero_bonus_dealer and fspr.end_time is None


# ----- 7. give-up -----
def test_7_1_a_give_up_writes_three_undertricks_and_nothing_else():
    deal = Contract(2, 8, "clubs", ("pass", "pass"), talon_tricks=2, concede=True)
    g = game("sochi", [deal], give_up="without_three", talon_bonus_3p=True)
    assert writes(g, 0) == {("mountain", 2): 18}
    assert g.sheet.next_dealer == 1  # a deal of the cards: the dealer moves


def test_7_2_a_blind_give_up():
    g = game("classic", [Contract(0, 9, "spades", ("pass", "pass"), blind=True, concede=True)],
             give_up="without_three")
    assert writes(g, 0) == {("mountain", 0): 48}


@pytest.mark.parametrize("overrides, deal, code", [
    ({}, Contract(0, 8, "spades", ("pass", "pass"), concede=True), "concede_not_allowed"),
    ({"give_up": "without_three"}, Contract(0, 8, "spades", ("pass", "pass"), (5, 5, 0), concede=True),
     "concede_with"),
    ({"give_up": "without_three"}, Contract(0, 8, "spades", ("whist", "pass"), concede=True), "concede_with"),
    ({"give_up": "without_three", "totus": True}, Contract(0, 10, "spades", ("pass", "pass"), concede=True,
                                                           totus=True), "concede_with"),
])
def test_7_refusals(overrides, deal, code):
    with pytest.raises(DealError) as info:
        game("sochi", [deal], **overrides)
    assert info.value.code == code


# ----- 8. totus -----
def test_8_1_a_made_totus_writes_its_bonus_into_the_pool():
    totus = Contract(0, 10, "hearts", ("pass", "pass"), (10, 0, 0), totus=True)
    g = game("sochi", [start([4, 0, 0]), totus], totus=True, totus_bonus=3)
    assert pools(g)[0] == 17
    g = game("sochi", [start([12, 0, 0]), totus], totus=True, totus_bonus=3)
    assert pools(g) == [20, 5, 0]  # 8 close P0, the other 5 go to the highest open pool
    assert whist(g, 0, 1) == 50


def test_8_2_a_failed_totus():
    totus = Contract(0, 10, "hearts", ("pass", "pass"), (9, 1, 0), totus=True)
    g = game("sochi", [totus], totus=True, totus_bonus=3)
    assert writes(g, 0) == {("mountain", 0): 10, ("whist", 1, 0): 10, ("whist", 2, 0): 10}


def test_8_a_totus_pays_off_the_mountain_first_with_its_bonus():
    totus = Contract(0, 10, "hearts", ("pass", "pass"), (10, 0, 0), totus=True)
    g = game("sochi", [start(None, [12, 0, 0]), totus], totus=True, totus_bonus=3, mountain_first=True)
    assert (mountains(g)[0], pools(g)[0]) == (0, 1)


@pytest.mark.parametrize("overrides, deal, code", [
    ({}, Contract(0, 10, "spades", ("pass", "pass"), (10, 0, 0), totus=True), "totus_not_allowed"),
    ({"totus": True}, Contract(0, 9, "spades", ("pass", "pass"), (9, 1, 0), totus=True), "totus_level"),
    ({"totus": True}, Contract(0, 10, "spades", ("whist", "pass"), (10, 0, 0), totus=True), "totus_with"),
    ({"totus": True}, Contract(0, 10, "spades", ("pass", "pass"), totus=True), "tricks_missing"),
])
def test_8_refusals(overrides, deal, code):
    with pytest.raises(DealError) as info:
        game("sochi", [deal], **overrides)
    assert info.value.code == code
