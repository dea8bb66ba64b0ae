"""The choices of docs/rules-choices.md, one test each."""

from fractions import Fraction as F

import pytest

from preferans_desk.core import Adjust, AllPass, Contract, DealError, Game, Misere, Rules, preset, settle
from preferans_desk.core.gamefile import dumps, loads


def game(convention="sochi", players=("A", "B", "C"), deals=(), target=20, **overrides):
    return Game(list(players), Rules(convention, target, preset(convention, overrides)), list(deals))


def test_half_whist_only_by_the_second_defender_after_a_pass():
    g = game("rostov")
    for defence in (("half", "pass"), ("whist", "half"), ("half", "half")):
        with pytest.raises(DealError) as err:
            g.append(Contract(0, 6, "spades", defence))
        assert err.value.code == "half_order"
    g.append(Contract(0, 6, "spades", ("pass", "half")))
    assert g.sheet.whists[2][0] == 4  # 2 tricks' worth of a six


def test_tricks_on_a_deal_not_played_are_kept_and_score_nothing():
    g = game(deals=[Contract(0, 6, "spades", ("pass", "pass"), (8, 1, 1))])
    assert g.sheet.pool == [2, 0, 0] and g.sheet.mountain == [0, 0, 0]
    again = loads(dumps(g)).game
    assert again.deals[0].tricks == (8, 1, 1)
    with pytest.raises(DealError) as err:
        g.append(Contract(0, 6, "spades", ("pass", "pass"), (8, 1, 2)))
    assert err.value.code == "tricks_sum"


def test_game_off_the_mountain_only_when_made():
    g = game("classic", deals=[Adjust(mountain=(5, 0, 0)), Contract(0, 7, "spades", ("pass", "pass"),
                                                                    to_mountain=True)])
    assert g.sheet.mountain[0] == 1 and g.sheet.pool[0] == 0
    with pytest.raises(DealError) as err:
        g.append(Contract(1, 7, "spades", ("whist", "pass"), (2, 6, 2), to_mountain=True))
    assert err.value.code == "to_mountain_failed"
    with pytest.raises(DealError) as err:
        game("sochi").append(Contract(0, 6, "spades", ("pass", "pass"), to_mountain=True))
    assert err.value.code == "to_mountain_not_allowed"


def test_talon_tricks_score_only_with_four_players_and_the_bonus():
    three = game("leningrad", deals=[Contract(0, 6, "spades", ("pass", "pass"), talon_tricks=2)])
    assert not any(map(any, three.sheet.whists))
    four = game("leningrad", "ABCD", [Contract(1, 6, "spades", ("pass", "pass"), talon_tricks=2)])
    assert four.sheet.whists[0][1] == 2 * 2 * 2  # whist factor 2 x value 2 x 2 tricks, by the dealer (seat 0)
    off = game("sochi", "ABCD", [Contract(1, 6, "spades", ("pass", "pass"), talon_tricks=2)])
    assert not any(map(any, off.sheet.whists))


def test_an_adjustment_with_a_dealer_names_who_deals_next():
    g = game(deals=[Adjust(mountain=(1, 0, 0), dealer=2)])
    assert g.sheet.next_dealer == 2
    g.append(Misere(0, 0))
    assert g.sheet.records[-1].dealer == 2 and g.sheet.next_dealer == 0
    plain = game(deals=[Misere(0, 0), Adjust(pool=(0, 1, 0))])
    assert plain.sheet.next_dealer == 1  # an adjustment never moves the dealer


def test_zero_amounts_are_not_written():
    g = game(deals=[Contract(0, 6, "spades", ("whist", "whist"), (6, 4, 0))])
    assert g.sheet.whist_ledger[2][0] == []
    assert [e.delta for e in g.sheet.whist_ledger[1][0]] == [8]


def test_blind_allpass_doubles_the_zero_bonus_too():
    g = game("classic", deals=[AllPass((0, 4, 6), blind=True)])
    assert g.sheet.pool == [2, 0, 0]
    assert g.sheet.mountain == [0, 8, 12]
    assert g.sheet.records[0].allpass_price == 2


def test_custom_obligation_three_gives_shares_of_one_and_a_half():
    g = game(deals=[Contract(0, 6, "spades", ("whist", "whist"), (8, 1, 1))],
             obligation={"6": 3, "7": 2, "8": 1, "9": 1, "10": 1})
    assert g.sheet.mountain == [0, 1, 1]  # each short by half a trick, at 2 a trick


def test_whisted_made_game_streak_ignores_misere_and_failed_games():
    g = game("leningrad", deals=[AllPass((3, 3, 4)), Misere(0, 0), Contract(1, 7, "spades", ("pass", "pass")),
                                 Contract(2, 7, "spades", ("whist", "pass"), (0, 5, 5))])
    assert g.sheet.streak == 1
    g.append(AllPass((3, 3, 4)))
    assert g.sheet.records[-1].allpass_n == 2
    g.append(Contract(0, 7, "spades", ("whist", "pass"), (7, 3, 0)))
    assert g.sheet.streak == 0


def test_several_zero_bonuses_are_credited_in_seat_order_with_help():
    # Pools 19, 18, 0: seat 0's first point closes his pool, the second helps seat 1 (the higher open pool);
    # then seat 1's first point closes his, the second helps seat 2.
    g = game(deals=[Adjust(pool=(19, 18, 0)), AllPass((0, 0, 10))],
             allpass_zero_bonus_points=2)
    assert g.sheet.pool == [20, 20, 1]
    assert g.sheet.whists[0][1] == 10  # seat 0's second point helped seat 1
    assert g.sheet.whists[1][2] == 10  # seat 1's surplus went to seat 2


def test_falling_progression_cannot_continue_arithmetically():
    from preferans_desk.core import SettingsError

    with pytest.raises(SettingsError):
        preset("sochi", {"allpass_progression": [3, 2], "allpass_progression_after": "arithmetic"})
    assert preset("sochi", {"allpass_progression": [3, 2], "allpass_progression_after": "geometric"}) \
        .progression(4) == F(8, 9)


def test_paper_rounding_falls_back_to_nearest_for_halved_whists():
    s = preset("sochi")
    result = settle([20, 20, 20], [0, 0, 0], [[0, F(7, 2), 0], [0, 0, 0], [0, 0, 0]], 20, s)
    assert result.remainders_rounded and result.rounding == "paper"
    assert result.exact == [F(7, 2), F(-7, 2), 0]
    assert result.result == [4, -4, 0]  # floors 3, -4, 0; the tied halves go to the earlier seat


def test_four_player_paper_correction_moves_an_odd_mountain():
    s = preset("sochi")
    result = settle([20] * 4, [0, 1, 2, 2], [[0] * 4 for _ in range(4)], 20, s)
    assert result.correction.seat == 1 and result.correction.delta == 1 and result.correction.whists == -3
    assert result.corrected == [0, 2, 2, 2]
    assert sum(result.result) == 0 and all(isinstance(x, int) for x in result.result)


def test_money_uses_the_currency_minor_unit():
    s = preset("sochi", {"rounding": "exact"})
    yen = settle([20] * 3, [0, 1, 0], [[0] * 3 for _ in range(3)], 20, s, whist_price=F(1, 2), currency="JPY")
    assert sum(yen.money) == 0 and yen.money_text() == ["2", "-3", "1"]
    dinar = settle([20] * 3, [0, 1, 0], [[0] * 3 for _ in range(3)], 20, s, whist_price=1, currency="KWD")
    assert dinar.money_text() == ["3.334", "-6.667", "3.333"]  # a tie: the earlier seat
