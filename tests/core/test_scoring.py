"""Scoring rules of RULES.md sections 3-6 beyond the worked examples, each figure worked out by hand."""

from __future__ import annotations

from fractions import Fraction as F

import pytest

from preferans_desk.core import Adjust, AllPass, Contract, Game, Misere, Rules, Sheet, preset, settle, settle_game

P3 = ["P0", "P1", "P2"]
P4 = ["P0", "P1", "P2", "P3"]


def game(deals, convention="sochi", players=P3, target=20, first_dealer=0, price=None, currency=None, **overrides):
    rules = Rules(convention, target, preset(convention, overrides), whist_price=price, currency=currency)
    return Game(players, rules, list(deals), first_dealer=first_dealer)


def whists_by(sheet) -> dict[tuple[int, int], object]:
    n = sheet.n
    return {(i, j): sheet.whists[i][j] for i in range(n) for j in range(n) if sheet.whists[i][j]}


# ----- 3.1 trick contracts -----
def test_both_pass_writes_only_the_pool():
    g = game([Contract(1, 9, "hearts", ("pass", "pass"))])
    assert g.sheet.pool == [0, 8, 0] and g.sheet.mountain == [0, 0, 0] and whists_by(g.sheet) == {}


@pytest.mark.parametrize("convention, level, expected", [
    ("leningrad", 6, 8),  # whist_factor 2 * v 2 * obligation 4 / 2
    ("leningrad", 7, 8),  # 2 * 4 * 2 / 2
    ("rostov", 6, 4),
    ("rostov", 7, 4),
])
def test_pass_and_half_whist(convention, level, expected):
    # Declarer 0: first defender 1 passes, second defender 2 half-whists.
    g = game([Contract(0, level, "clubs", ("pass", "half"))], convention)
    assert g.sheet.pool == [level * 2 - 10, 0, 0]
    assert whists_by(g.sheet) == {(2, 0): expected}
    assert g.sheet.mountain == [0, 0, 0]


def test_overtricks_earn_nothing_and_greedy_whister_takes_the_defence():
    g = game([Contract(0, 6, "clubs", ("pass", "whist"), (8, 0, 2))])
    assert g.sheet.pool == [2, 0, 0]
    # One whister (seat 2) with the defence's 2 tricks: 2 * 2 whists; duty: 4 - 2 = 2 tricks short * pen 2.
    assert whists_by(g.sheet) == {(2, 0): 4}
    assert g.sheet.mountain == [0, 0, 4]


@pytest.mark.parametrize("split, expected_whists", [("on_remiz", {(1, 0): 8}), ("always", {(1, 0): 4, (2, 0): 4})])
def test_gentleman_split_on_a_made_game(split, expected_whists):
    g = game([Contract(0, 6, "clubs", ("whist", "pass"), (6, 4, 0))], lone_whist="gentleman", gentleman_split=split)
    assert whists_by(g.sheet) == expected_whists


def test_consolation_not_to_the_passer():
    deal = Contract(0, 6, "clubs", ("whist", "pass"), (5, 5, 0))
    greedy = game([deal], consolation_to_passer=False)
    assert whists_by(greedy.sheet) == {(1, 0): 12}
    gentleman = game([deal], consolation_to_passer=False, lone_whist="gentleman")
    assert whists_by(gentleman.sheet) == {(1, 0): 6, (2, 0): 6}  # (w*D + c*k + 0) / 2 = (10 + 2) / 2


def test_consolation_factor_and_remiz_factor():
    g = game([Contract(0, 7, "clubs", ("whist", "whist"), (5, 3, 2))], remiz_factor=3, consolation_factor=0)
    assert g.sheet.mountain == [3 * 4 * 2, 0, 0]
    assert whists_by(g.sheet) == {(1, 0): 12, (2, 0): 8}  # no consolation


def test_four_players_dealer_consolation_and_its_switch():
    deal = Contract(0, 6, "clubs", ("whist", "whist"), (4, 3, 3, None))
    on = game([deal], players=P4, first_dealer=3)
    assert whists_by(on.sheet) == {(1, 0): 6 + 4, (2, 0): 6 + 4, (3, 0): 4}
    off = game([deal], players=P4, first_dealer=3, consolation_to_dealer=False)
    assert whists_by(off.sheet) == {(1, 0): 10, (2, 0): 10}


def test_defenders_skip_the_sitting_out_dealer():
    # Dealer 1 sits out; declarer 0: first defender 2, second defender 3 (the half-whister).
    g = game([Contract(0, 6, "clubs", ("pass", "half"))], "leningrad", players=P4, first_dealer=1)
    assert whists_by(g.sheet) == {(3, 0): 8}


@pytest.mark.parametrize("duty, expected", [("last", [0, 0, 6]), ("both", [0, 6, 6])])
def test_duty_8_10_when_the_defence_took_nothing(duty, expected):
    g = game([Contract(0, 8, "clubs", ("whist", "whist"), (10, 0, 0))], duty_8_10=duty)
    assert g.sheet.mountain == expected


def test_duty_with_half_responsible_penalty_and_checked_ten():
    rostov = game([Contract(0, 7, "clubs", ("whist", "pass"), (9, 1, 0))], "rostov")
    assert rostov.sheet.mountain == [0, 2, 0]  # pen = 1/2 * 4, one trick short of 2
    checked = game([Contract(0, 10, "clubs", ("whist", "whist"), (10, 0, 0))],
                   obligation={"6": 4, "7": 2, "8": 1, "9": 1, "10": 0})
    assert checked.sheet.mountain == [0, 0, 0]


def test_collective_duty_equal_tricks_split_in_half():
    g = game([Contract(0, 6, "clubs", ("whist", "whist"), (8, 1, 1))], two_whister_duty="collective")
    assert g.sheet.mountain == [0, 2, 2]  # pen 2 * (4 - 2) = 4, half each


def test_no_duty_when_the_declarer_failed():
    g = game([Contract(0, 8, "clubs", ("whist", "pass"), (7, 3, 0))])
    assert g.sheet.mountain == [6, 0, 0]


def test_talon_bonus_four_players_only():
    deals = [Contract(0, 7, "hearts", ("pass", "pass"), talon_tricks=2),
             Contract(2, 6, "hearts", ("whist", "whist"), (None, 3, 4, 3), talon_tricks=3)]
    g = game(deals, "leningrad", players=P4, first_dealer=3)
    # Deal 1: dealer 3 writes 2 * 4 * 2 on P0. Deal 2 (down 2): dealer 0 writes 2 * 2 * 3 = 12 on P2, plus his
    # consolation 2 * 2 * 2 = 8 (the talon bonus is paid on failed games too).
    assert g.sheet.whists[3][0] == 16
    assert g.sheet.whists[0][2] == 12 + 8
    three = game([Contract(0, 7, "hearts", ("pass", "pass"), talon_tricks=2)], "leningrad")
    assert whists_by(three.sheet) == {}
    sochi = game([Contract(0, 7, "hearts", ("pass", "pass"), talon_tricks=2)], "sochi", players=P4, first_dealer=3)
    assert whists_by(sochi.sheet) == {}  # off in the Sochi preset


def test_classic_blind_doubles_everything_before_help():
    g = game([Adjust(pool=(4, 0, 0)), Contract(0, 6, "clubs", ("pass", "pass"), blind=True)], "classic", target=5)
    # 2 * 2 = 4 points: 1 closes P0's pool, 3 help P1 (tie with P2 at 0: first clockwise), 30 whists.
    assert g.sheet.pool == [5, 3, 0]
    assert whists_by(g.sheet) == {(0, 1): 30}
    played = game([Contract(0, 6, "clubs", ("whist", "pass"), (6, 4, 0), blind=True)], "classic")
    assert played.sheet.pool == [4, 0, 0] and whists_by(played.sheet) == {(1, 0): 16}


def test_classic_game_written_off_the_mountain():
    deals = [Adjust(mountain=(5, 0, 0)), Contract(0, 7, "clubs", ("pass", "pass"), to_mountain=True),
             Contract(1, 6, "clubs", ("whist", "whist"), (3, 6, 1), to_mountain=True)]
    g = game(deals, "classic")
    assert g.sheet.pool == [0, 0, 0]
    assert g.sheet.mountain == [1, -2, 0]  # the mountain may go negative
    assert whists_by(g.sheet) == {(0, 1): 6, (2, 1): 2}
    assert g.sheet.mountain_ledger[0][-1].reasons == (("game_off_mountain", -4),)


# ----- 3.2 misere -----
@pytest.mark.parametrize("convention, tricks, pool, mountain", [
    ("sochi", 0, 10, 0), ("sochi", 2, 0, 20), ("leningrad", 2, 0, 40), ("leningrad", 0, 10, 0)])
def test_misere(convention, tricks, pool, mountain):
    g = game([Misere(1, tricks)], convention)
    assert g.sheet.pool[1] == pool and g.sheet.mountain[1] == mountain and whists_by(g.sheet) == {}


# ----- 3.3 all-pass -----
def test_allpass_progression_and_streak_in_sochi():
    deals = [AllPass((4, 3, 3)), AllPass((4, 3, 3)), AllPass((4, 3, 3)), AllPass((4, 3, 3)),
             Misere(0, 0), AllPass((4, 3, 3))]
    g = game(deals)
    prices = [r.allpass_price for r in g.sheet.records]
    assert prices == [1, 2, 3, 3, None, 1]  # a misere resets the streak (any_game)
    assert [r.allpass_n for r in g.sheet.records] == [1, 2, 3, 4, None, 1]


def test_adjustments_neither_reset_nor_advance_the_streak():
    g = game([AllPass((4, 3, 3)), Adjust(note="a fine"), AllPass((4, 3, 3))])
    assert [r.allpass_n for r in g.sheet.records] == [1, None, 2]
    assert g.sheet.next_allpass_price() == 3 and g.sheet.streak == 2


def test_leningrad_streak_resets_only_on_a_whisted_made_game():
    deals = [AllPass((4, 3, 3)),
             Contract(0, 7, "clubs", ("pass", "pass")),          # not played
             Contract(1, 7, "clubs", ("pass", "half")),          # a half-whist does not count
             Misere(2, 0),
             Contract(0, 7, "clubs", ("whist", "pass"), (6, 4, 0)),  # played but failed
             AllPass((4, 3, 3)),
             Contract(1, 7, "clubs", ("whist", "pass"), (3, 7, 0)),  # played and made: exit
             AllPass((4, 3, 3))]
    g = game(deals, "leningrad")
    assert [r.streak for r in g.sheet.records] == [1, 1, 1, 1, 1, 2, 0, 1]
    assert [r.allpass_price for r in g.sheet.records if r.allpass_price] == [2, 4, 2]  # base 2 * p_n


def test_blind_allpass_counts_once_in_the_streak():
    g = game([AllPass((4, 3, 3), blind=True), AllPass((4, 3, 3))], "classic")
    assert [r.allpass_price for r in g.sheet.records] == [2, 2]
    assert g.sheet.mountain == [8 + 8, 6 + 6, 6 + 6]


def test_allpass_zero_bonus_and_help():
    g = game([Adjust(pool=(10, 0, 0)), AllPass((0, 5, 5))], target=10)
    assert g.sheet.pool == [10, 1, 0]  # the bonus overflows to P1 (tie at 0: first clockwise)
    assert whists_by(g.sheet) == {(0, 1): 10}
    assert g.sheet.mountain == [0, 5, 5]


def test_several_zeros_are_credited_in_seat_order():
    # Target 1, P1 already closed: P0's bonus closes P0; P1's bonus must then go to P2, not to P0.
    g = game([Adjust(pool=(0, 1, 0)), AllPass((0, 0, 10))], target=1)
    assert g.sheet.pool == [1, 1, 1]
    assert whists_by(g.sheet) == {(1, 2): 10}


def test_zero_bonus_uses_the_progression_and_leningrad_points():
    g = game([AllPass((4, 3, 3)), AllPass((0, 4, 6))], "leningrad")
    assert g.sheet.pool == [2 * 2, 0, 0]  # allpass_zero_bonus_points 2 * p_2 = 2


def test_allpass_subtract_min_with_four_players():
    deals = [AllPass((2, 3, 5, None)), AllPass((None, 0, 4, 6))]
    g = game(deals, players=P4, first_dealer=3, allpass_subtract_min=True, allpass_progression=[1])
    assert g.sheet.mountain == [0, 1, 3 + 4, 6]
    assert g.sheet.pool == [0, 1, 0, 0]  # the real count (0) earns the bonus


def test_rostov_allpass_in_whists():
    g = game([AllPass((2, 3, 5)), AllPass((2, 2, 6)), AllPass((0, 4, 6))], "rostov")
    assert g.sheet.mountain == [0, 0, 0]
    assert g.sheet.whists[0][1] == 15 + 20
    assert g.sheet.whists[0][2] == 25 + 15 + 30
    assert g.sheet.whists[1][2] == 15
    assert g.sheet.pool == [1, 0, 0]
    assert g.sheet.next_allpass_price() == 5


def test_four_player_allpass_with_a_zero_for_the_dealer_and_next_price():
    sheet = Sheet(P4, preset("sochi"), 20, first_dealer=0)
    sheet.append(AllPass((0, 4, 3, 3)))
    assert sheet.pool == [0, 0, 0, 0] and sheet.mountain == [0, 4, 3, 3]
    assert sheet.next_allpass_price() == 2 and sheet.exit_level() == 6


# ----- 4 overflow -----
def test_help_fills_the_highest_open_pool_then_the_next():
    g = game([Adjust(pool=(9, 8, 7)), Contract(0, 10, "clubs", ("pass", "pass"))], target=10)
    assert g.sheet.pool == [10, 10, 10]
    assert whists_by(g.sheet) == {(0, 1): 20, (0, 2): 30}
    assert g.sheet.mountain == [-4, 0, 0]
    assert g.sheet.records[-1].closed == (0, 1, 2)
    assert g.finished


def test_help_ties_go_clockwise_from_the_donor_and_the_sitting_out_dealer_may_receive():
    # Four players, dealer 0 sits out. P2 makes a six (2 points) with his pool one short.
    start = Adjust(pool=(6, 6, 9, 6))
    g = game([start, Contract(2, 6, "clubs", ("pass", "pass"))], players=P4, target=10)
    assert g.sheet.pool == [6, 6, 10, 7]  # clockwise from P2: P3 first among the tied
    assert whists_by(g.sheet) == {(2, 3): 10}
    g = game([Adjust(pool=(9, 5, 7, 3)), Contract(1, 7, "clubs", ("pass", "pass"))], players=P4, target=10,
             first_dealer=2)
    # P1 takes 4 points: 4 fit his pool? 5 + 4 = 9, no overflow. Then P0's pool is the highest open one.
    assert g.sheet.pool == [9, 9, 7, 3]
    g = game([Adjust(pool=(9, 10, 7, 3)), Contract(0, 7, "clubs", ("pass", "pass"))], players=P4, target=10,
             first_dealer=2)
    assert g.sheet.pool == [10, 10, 10, 3]  # the sitting-out dealer (P2, 7) has the highest open pool
    assert whists_by(g.sheet) == {(0, 2): 30}


def test_keep_lets_pools_grow():
    g = game([Adjust(pool=(9, 0, 0)), Contract(0, 10, "clubs", ("pass", "pass"))], "leningrad", target=10)
    assert g.sheet.pool == [19, 0, 0] and whists_by(g.sheet) == {}


def test_adjustments_are_never_helped():
    g = game([Adjust(pool=(30, 0, 0))], target=10)
    assert g.sheet.pool == [30, 0, 0] and whists_by(g.sheet) == {}


# ----- 5 end of the game -----
def test_end_conditions():
    assert game([Adjust(pool=(15, 15, 0))], "leningrad", target=10).finished  # pool sum 30
    assert not game([Adjust(pool=(15, 14, 0))], "leningrad", target=10).finished
    assert not game([Adjust(pool=(15, 15, 0))], "sochi", target=10).finished
    assert game([Adjust(pool=(10, 10, 10))], "sochi", target=10).finished
    g = game([], "sochi")
    g.ended = "2026-11-30T01:00:00"
    assert g.finished and not g.sheet.finished


# ----- 6 settlement -----
def test_paper_correction_with_four_players():
    g = game([Adjust(pool=(20,) * 4, mountain=(0, 3, 4, 6))], players=P4)
    s = settle_game(g, "paper")
    assert (s.correction.seat, s.correction.delta, s.correction.whists) == (1, 1, -3)  # the only odd mountain
    assert s.corrected == [0, 4, 4, 6]
    assert s.result == [32, 4, -8, -28]
    assert settle_game(g, "exact").result == [F(65, 2), F(5, 2), F(-15, 2), F(-55, 2)]
    several = settle_game(game([Adjust(pool=(20,) * 4, mountain=(0, 1, 3, 5))], players=P4), "paper")
    assert several.correction.seat == 3  # several odd mountains: the largest


def test_paper_correction_needs_whole_mountains_and_falls_back_to_nearest():
    g = game([Adjust(pool=(20, 20, 20), mountain=(F(1, 2), 0, 0))])
    s = settle_game(g, "paper")
    assert s.correction is None and s.remainders_rounded
    assert s.result == settle_game(g, "nearest").result
    assert sum(s.result) == 0


def test_nearest_rounding_ties_go_to_the_earlier_seat():
    g = game([AllPass((4, 3, 3))])
    assert settle_game(g, "nearest").result == [-6, 3, 3]
    g = game([AllPass((3, 4, 3))])
    assert settle_game(g, "exact").result == [F(10, 3), F(-20, 3), F(10, 3)]
    assert settle_game(g, "nearest").result == [4, -7, 3]


def test_money_in_minor_units_keeps_a_zero_sum():
    g = game([Adjust(pool=(20, 20, 20), mountain=(8, 19, 14), whists=((1, 0, 26), (2, 1, 2)))], price=F(1, 3))
    s = settle_game(g)
    assert s.result == [31, -30, -1]
    assert s.money == [1033, -1000, -33] and s.money_text() == ["10.33", "-10.00", "-0.33"]
    assert s.transfers == [(1, 0, 1000), (2, 0, 33)]
    yen = settle_game(game(g.deals, price=100, currency="JPY"))
    assert yen.money_text() == ["3100", "-3000", "-100"]
    dinar = settle_game(game(g.deals, price=1, currency="KWD"))
    assert dinar.money_text() == ["31.000", "-30.000", "-1.000"]


def test_transfers_prefer_pairs_that_settle_among_themselves():
    # P1 wrote 50 whists on P0 and P3 20 on P2: two pairs, two transfers (not three).
    g = game([Adjust(pool=(20,) * 4, whists=((1, 0, 50), (3, 2, 20)))], players=P4, rounding="exact")
    s = settle_game(g)
    assert s.result == [-50, 50, -20, 20]
    assert s.transfers == [(0, 1, 50), (2, 3, 20)]  # in whists when no price is set
    priced = settle_game(game(g.deals, players=P4, price=2))
    assert priced.transfers == [(0, 1, 10000), (2, 3, 4000)]  # in minor units


def test_settle_with_an_explicit_rounding_overrides_the_setting():
    g = game([AllPass((4, 3, 3))], rounding="exact")
    assert settle_game(g).rounding == "exact"
    assert settle_game(g, "paper").result == [-6, 3, 3]
    sheet = g.sheet
    direct = settle(sheet.pool, sheet.mountain, sheet.whists, 20, g.rules.settings, rounding="nearest")
    assert direct.result == [-6, 3, 3]


# ----- the ledger -----
def test_ledger_groups_the_reasons_of_one_deal():
    g = game([Contract(0, 6, "clubs", ("whist", "pass"), (5, 5, 0)), Contract(0, 6, "clubs", ("pass", "pass"))])
    entry = g.sheet.whist_ledger[1][0][0]
    assert entry.deal == 0 and entry.delta == 12 and entry.total == 12
    assert entry.reasons == (("whist_tricks", 10), ("consolation", 2))
    assert g.sheet.pool_ledger[0][0].deal == 1 and g.sheet.pool_ledger[0][0].total == 2
    assert g.sheet.mountain_ledger[0][0].reasons == (("remiz", 2),)


def test_sheet_after_shows_the_game_as_it_stood():
    deals = [AllPass((4, 3, 3)), Misere(1, 0), Contract(2, 7, "clubs", ("pass", "pass"))]
    g = game(deals)
    assert g.sheet_after(0).pool == [0, 0, 0]
    assert g.sheet_after(2).pool == [0, 10, 0] and g.sheet_after(2).mountain == [4, 3, 3]
    assert g.sheet_after(2).next_dealer == 2
    assert g.sheet.pool == [0, 10, 4]


def test_lone_whister_defence_tricks_may_be_written_on_either_defender():
    on_whister = game([Contract(0, 6, "clubs", ("whist", "pass"), (6, 4, 0))])
    on_passer = game([Contract(0, 6, "clubs", ("whist", "pass"), (6, 0, 4))])
    assert whists_by(on_whister.sheet) == whists_by(on_passer.sheet) == {(1, 0): 8}
    assert on_whister.sheet.mountain == on_passer.sheet.mountain == [0, 0, 0]
