"""Scoring under the added settings: the help write-off, the mountain first, the duty on eight to ten, the
half-whist variants, the all-pass no-trick bonus, the streak's exit rules and truncated rounding. The worked
examples of RULES-v2-settings.md sections 1 to 5, 9 and 10 (docs/rules.md section 10), numbered as there."""

from fractions import Fraction as F

import pytest

from preferans_desk.core import AllPass, Contract, DealError, Misere, settle_game

from .sheets import P4, game, mountains, pools, start, whist, writes

# A custom convention of section 1: Leningrad with help on overflow (pool_to_mountain stays 2).
LENINGRAD_HELP = {"pool_overflow": "help", "help_whists_per_point": 20}


# ----- 1. the help write-off when every pool is closed -----
def test_1_1_the_write_off_is_scaled_by_pool_to_mountain():
    g = game("leningrad", [start([15, 15, 13], [40, 0, 0]), Contract(0, 7, "spades", ("pass", "pass"))],
             target=15, **LENINGRAD_HELP)
    assert pools(g) == [15, 15, 15]
    assert whist(g, 0, 2) == 40
    assert mountains(g)[0] == 36  # RULES 4 as written said 38


def test_1_1_the_write_off_equals_what_keep_would_level_at_settlement():
    deals = [start([15, 15, 13], [40, 0, 0]), Contract(0, 7, "spades", ("pass", "pass"))]
    helped = game("leningrad", deals, target=15, **LENINGRAD_HELP)
    kept = game("leningrad", deals, target=15, help_whists_per_point=20)  # keep: P0's pool grows to 19
    assert pools(kept) == [19, 15, 13]
    assert settle_game(helped, "exact").exact == settle_game(kept, "exact").exact


def test_1_2_a_zero_bonus_that_finds_every_pool_closed():
    g = game("leningrad", [start([15, 15, 15], [0, 10, 0]), AllPass((5, 0, 5))], target=15, **LENINGRAD_HELP)
    assert mountains(g) == [10, 10 - 2 * 2, 10]
    assert pools(g) == [15, 15, 15]


def test_1_3_sochi_is_unchanged():
    g = game("sochi", [start([16, 18, 19], [5, 0, 0]), Contract(0, 10, "hearts", ("pass", "pass"))])
    assert pools(g) == [20, 20, 20]
    assert mountains(g) == [2, 0, 0]
    assert whist(g, 0, 2) == 10 and whist(g, 0, 1) == 20


# ----- 2. mountain_first -----
def test_2_1_a_made_game_pays_off_the_mountain_first():
    deal = Contract(1, 7, "clubs", ("pass", "pass"))
    g = game("rostov", [start([0, 9, 0], [0, 1, 0]), deal], mountain_first=True)
    assert (pools(g)[1], mountains(g)[1]) == (12, 0)
    g = game("rostov", [start([0, 9, 0], [0, 1, 0]), deal])
    assert (pools(g)[1], mountains(g)[1]) == (13, 1)


def test_2_2_the_rest_goes_through_help():
    deal = Contract(0, 9, "hearts", ("whist", "pass"), (9, 1, 0))
    g = game("rostov", [start([8, 9, 5], [1, 0, 0]), deal], target=10, mountain_first=True)
    assert mountains(g) == [0, 0, 0]
    assert pools(g) == [10, 10, 9]
    assert whist(g, 0, 1) == 10 and whist(g, 0, 2) == 40
    assert whist(g, 1, 0) == 8  # a made game: no gentleman split
    assert whist(g, 2, 0) == 0


def test_2_3_with_pool_to_mountain_two_the_pool_may_get_half_a_point():
    g = game("leningrad", [start(None, [0, 0, 3]), Contract(2, 6, "spades", ("pass", "pass"))],
             mountain_first=True)
    assert mountains(g)[2] == 0
    assert pools(g)[2] == F(1, 2)


def test_2_4_blind_first_and_the_classic_choice_apart():
    blind = Contract(0, 7, "spades", ("pass", "pass"), blind=True)
    g = game("classic", [start(None, [5, 0, 0]), blind], mountain_first=True)
    assert (mountains(g)[0], pools(g)[0]) == (0, 3)
    off = Contract(0, 7, "spades", ("pass", "pass"), blind=True, to_mountain=True)
    g = game("classic", [start(None, [5, 0, 0]), off], mountain_first=True)
    assert (mountains(g)[0], pools(g)[0]) == (-3, 0)


def test_2_5_a_misere_pays_off_the_mountain_but_a_zero_bonus_does_not():
    g = game("rostov", [start(None, [0, 12, 0]), Misere(1, 0)], mountain_first=True)
    assert (mountains(g)[1], pools(g)[1]) == (2, 0)
    g.append(AllPass((5, 0, 5)))
    assert (mountains(g)[1], pools(g)[1]) == (2, 1)


def test_2_a_mountain_at_or_below_zero_is_left_alone():
    g = game("sochi", [start(None, [-3, 0, 0]), Contract(0, 6, "spades", ("pass", "pass"))], mountain_first=True)
    assert (mountains(g)[0], pools(g)[0]) == (-3, 2)


# ----- 3. duty_8_10, the personal variants -----
def _eight_with_nine(duty, tricks):
    return game("rostov", [Contract(0, 8, "spades", ("whist", "whist"), tricks)], duty_8_10=duty)


@pytest.mark.parametrize("duty, first, second", [
    ("last", 0, 0), ("both", 0, 0), ("last_personal", 0, 0), ("each_personal", 3, 0)])
def test_3_1_the_first_defender_took_none(duty, first, second):
    g = _eight_with_nine(duty, (9, 0, 1))
    assert whist(g, 2, 0) == 6
    assert mountains(g)[1:] == [first, second]


@pytest.mark.parametrize("duty, first, second", [
    ("last", 0, 0), ("both", 0, 0), ("last_personal", 0, 3), ("each_personal", 0, 3)])
def test_3_2_the_second_defender_took_none(duty, first, second):
    assert mountains(_eight_with_nine(duty, (9, 1, 0)))[1:] == [first, second]


@pytest.mark.parametrize("duty, first, second", [
    ("last", 0, 4), ("last_personal", 0, 4), ("both", 4, 4), ("each_personal", 4, 4)])
def test_3_3_a_nine_made_with_ten(duty, first, second):
    g = game("rostov", [Contract(0, 9, "spades", ("whist", "whist"), (10, 0, 0))], duty_8_10=duty)
    assert mountains(g)[1:] == [first, second]


def test_3_a_lone_whister_still_answers_for_the_whole_defence():
    g = game("rostov", [Contract(0, 8, "spades", ("whist", "pass"), (10, 0, 0))], duty_8_10="each_personal")
    assert mountains(g) == [0, 3, 0]


# ----- 4. half-whist variants -----
def test_4_1_the_first_defender_half_whists():
    deal = Contract(0, 7, "hearts", ("half", "pass"))
    g = game("rostov", [deal], half_whist_by="either")
    assert pools(g)[0] == 4 and whist(g, 1, 0) == 4 and whist(g, 2, 0) == 0
    with pytest.raises(DealError) as info:
        game("rostov", [deal])
    assert info.value.code == "half_order"


@pytest.mark.parametrize("returned, half_writes", [("fixed_fee", 4), ("lone_whist", 0)])
def test_4_2_a_returned_whist_made(returned, half_writes):
    g = game("rostov", [Contract(0, 7, "spades", ("whist", "half"), (7, 3, 0))], half_whist_returned=returned)
    assert pools(g)[0] == 4
    assert whist(g, 2, 0) == half_writes
    assert whist(g, 1, 0) == 12
    assert mountains(g) == [0, 0, 0]


@pytest.mark.parametrize("returned, half_writes", [("fixed_fee", 4), ("lone_whist", 0)])
def test_4_2_a_returned_whist_failed(returned, half_writes):
    g = game("rostov", [Contract(0, 7, "spades", ("whist", "half"), (6, 4, 0))], half_whist_returned=returned)
    assert mountains(g)[0] == 4
    assert whist(g, 2, 0) == half_writes
    assert whist(g, 1, 0) == 20


def test_4_2_for_comparison_whist_and_pass_are_split():
    g = game("rostov", [Contract(0, 7, "spades", ("whist", "pass"), (6, 4, 0))])
    assert whist(g, 1, 0) == 12 and whist(g, 2, 0) == 12


def test_4_2_the_returned_whist_is_refused_by_default():
    with pytest.raises(DealError) as info:
        game("rostov", [Contract(0, 7, "spades", ("whist", "half"), (7, 3, 0))])
    assert info.value.code == "half_order"


def test_4_2_the_returned_whist_needs_the_tricks_and_a_half_whist_level():
    with pytest.raises(DealError) as info:
        game("rostov", [Contract(0, 7, "spades", ("whist", "half"))], half_whist_returned="lone_whist")
    assert info.value.code == "tricks_missing"
    with pytest.raises(DealError) as info:
        game("rostov", [Contract(0, 8, "spades", ("whist", "half"), (8, 2, 0))], half_whist_returned="lone_whist")
    assert info.value.code == "half_level"


@pytest.mark.parametrize("tricks, declarer_pool, declarer_mountain, half_writes, half_mountain, passer_writes", [
    ((10, 0, 0), 4, 0, 0, 2, 0),
    ((8, 0, 2), 4, 0, 4, 0, 0),
    ((6, 0, 4), 0, 4, 8, 0, 4),
])
def test_4_3_the_played_half_whist(tricks, declarer_pool, declarer_mountain, half_writes, half_mountain,
                                   passer_writes):
    g = game("rostov", [Contract(0, 7, "spades", ("pass", "half"), tricks)], half_whist_mode="played")
    assert pools(g)[0] == declarer_pool and mountains(g)[0] == declarer_mountain
    assert whist(g, 2, 0) == half_writes and mountains(g)[2] == half_mountain
    assert whist(g, 1, 0) == passer_writes


def test_4_3_the_played_half_whist_needs_the_tricks():
    with pytest.raises(DealError) as info:
        game("rostov", [Contract(0, 7, "spades", ("pass", "half"))], half_whist_mode="played")
    assert info.value.code == "tricks_missing"


def test_4_two_half_whists_are_always_refused():
    with pytest.raises(DealError) as info:
        game("rostov", [Contract(0, 7, "spades", ("half", "half"))], half_whist_by="either",
             half_whist_returned="fixed_fee")
    assert info.value.code == "half_twice"


# ----- 5. the all-pass zero-trick bonus -----
@pytest.mark.parametrize("scale, to, bonus_pool, bonus_mountain", [
    ("progression", "pool", 6, 0), ("fixed", "pool", 2, 0), ("progression", "mountain", 0, -12),
    ("fixed", "mountain", 0, -4)])
def test_5_1_the_four_forms_of_the_bonus(scale, to, bonus_pool, bonus_mountain):
    deals = [AllPass((4, 3, 3)), AllPass((4, 3, 3)), AllPass((0, 7, 3))]
    g = game("leningrad", deals, allpass_zero_bonus_scale=scale, allpass_zero_bonus_to=to)
    assert g.sheet.records[2].allpass_price == 6
    third = writes(g, 2)
    assert third[("mountain", 1)] == 42 and third[("mountain", 2)] == 18
    assert third.get(("pool", 0), 0) == bonus_pool
    assert third.get(("mountain", 0), 0) == bonus_mountain


def test_5_1_off_the_mountain_it_may_go_below_zero():
    deals = [start(None, [-16, 0, 0]), AllPass((4, 3, 3)), AllPass((4, 3, 3))]
    g = game("leningrad", deals, allpass_zero_bonus_to="mountain")
    assert mountains(g)[0] == 8
    g.append(AllPass((0, 7, 3)))
    assert mountains(g)[0] == -4


def test_5_1_both_forms_give_the_same_money():
    deals = [AllPass((4, 3, 3)), AllPass((4, 3, 3)), AllPass((0, 7, 3))]
    to_pool = settle_game(game("leningrad", deals), "exact").exact
    to_mountain = settle_game(game("leningrad", deals, allpass_zero_bonus_to="mountain"), "exact").exact
    assert to_pool == to_mountain


@pytest.mark.parametrize("scale, bonus", [("fixed", 1), ("progression", 3)])
def test_5_2_a_fixed_bonus_in_sochi(scale, bonus):
    deals = [AllPass((4, 3, 3))] * 3 + [AllPass((0, 2, 8))]
    g = game("sochi", deals, allpass_zero_bonus_scale=scale)
    fourth = writes(g, 3)
    assert g.sheet.records[3].allpass_n == 4 and g.sheet.records[3].allpass_price == 3
    assert fourth[("pool", 0)] == bonus
    assert fourth[("mountain", 1)] == 6 and fourth[("mountain", 2)] == 24


# ----- 9. allpass_streak_reset -----
NINE_DEALS = [
    AllPass((4, 3, 3)),
    Contract(1, 6, "spades", ("pass", "pass")),
    AllPass((4, 3, 3)),
    Contract(0, 7, "clubs", ("whist", "whist"), (5, 3, 2)),
    AllPass((4, 3, 3)),
    Misere(2, 1),
    AllPass((4, 3, 3)),
    Contract(1, 8, "hearts", ("whist", "whist"), (1, 8, 1)),
    AllPass((4, 3, 3)),
]


@pytest.mark.parametrize("rule, streaks, prices", [
    ("any_game", [1, 1, 1, 1, 1], [1, 1, 1, 1, 1]),
    ("whisted_made_game", [1, 2, 3, 4, 1], [1, 2, 3, 3, 1]),
    ("played_game", [1, 2, 1, 1, 1], [1, 2, 1, 1, 1]),
    ("made_game", [1, 1, 2, 3, 1], [1, 1, 2, 3, 1]),
])
def test_9_1_the_streak_under_each_rule(rule, streaks, prices):
    g = game("sochi", NINE_DEALS, allpass_streak_reset=rule)
    allpasses = [g.sheet.records[i] for i in (0, 2, 4, 6, 8)]
    assert [r.allpass_n for r in allpasses] == streaks
    assert [r.allpass_price for r in allpasses] == prices


@pytest.mark.parametrize("rule, exits", [
    ("any_game", True), ("whisted_made_game", False), ("played_game", False), ("made_game", False)])
def test_9_a_give_up_resets_only_under_any_game(rule, exits):
    g = game("sochi", [AllPass((4, 3, 3)), Contract(1, 8, "spades", ("pass", "pass"), concede=True)],
             allpass_streak_reset=rule, give_up="without_three")
    assert g.sheet.streak == (0 if exits else 1)


@pytest.mark.parametrize("rule, exits", [
    ("whisted_made_game", True), ("played_game", True), ("made_game", True)])
def test_9_a_played_half_whist_and_a_totus_count_as_whisted(rule, exits):
    half = Contract(1, 7, "spades", ("pass", "half"), (3, 7, 0))
    g = game("rostov", [AllPass((4, 3, 3)), half], allpass_streak_reset=rule, half_whist_mode="played")
    assert g.sheet.streak == 0
    totus = Contract(1, 10, "notrump", ("pass", "pass"), (0, 10, 0), totus=True)
    g = game("sochi", [AllPass((4, 3, 3)), totus], allpass_streak_reset=rule, totus=True)
    assert g.sheet.streak == 0


# ----- 10. rounding = truncate -----
def test_10_1_truncate_against_nearest_and_paper():
    g = game("sochi", [start([20] * 3, [0, 2, 2])])
    assert settle_game(g, "exact").exact == [F(40, 3), F(-20, 3), F(-20, 3)]
    assert settle_game(g, "truncate").result == [13, -7, -6]
    assert settle_game(g, "nearest").result == [14, -7, -7]
    assert settle_game(g, "paper").result == [13, -6, -7]


def test_10_2_four_players():
    g = game("sochi", [start([20] * 4, [0, 1, 0, 0], n=4)], players=P4)
    assert settle_game(g, "exact").exact == [F(5, 2), F(-15, 2), F(5, 2), F(5, 2)]
    s = settle_game(g, "truncate")
    assert s.result == [3, -7, 2, 2]
    assert s.rounded_by == [F(1, 2), F(1, 2), F(-1, 2), F(-1, 2)]


def test_10_truncate_is_the_setting_too():
    g = game("sochi", [start([20] * 3, [0, 2, 2])], rounding="truncate")
    assert settle_game(g).result == [13, -7, -6] and settle_game(g).rounding == "truncate"
