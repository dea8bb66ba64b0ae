"""The steps a table shows add up (RULES.md 6): the exact mountain whists and whist balances make the
exact result; the paper correction and the rounding then add what makes it the result."""

from fractions import Fraction as F

import pytest
from hypothesis import HealthCheck, given, settings

from preferans_desk.core import Adjust, Game, Rules, preset, settle, settle_game

from .strategies import game_specs

ROUNDINGS = ("exact", "paper", "nearest")


def example_1(rounding=None) -> Game:
    """RULES.md 9, example 1: mountains 8/19/14, whists E→W 26, S→E 2."""
    adjust = Adjust(pool=(20, 20, 20), mountain=(8, 19, 14), whists=((1, 0, 26), (2, 1, 2)))
    return Game(["West", "East", "South"], Rules("sochi", 20, preset("sochi"), whist_price=100), [adjust])


def add(*rows):
    return [sum(values) for values in zip(*rows, strict=True)]


def test_example_1_exact_then_the_paper_correction():
    s = settle_game(example_1(), "paper")
    assert s.exact_mountain_whists == [F(170, 3), F(-160, 3), F(-10, 3)]  # from the amnestied 0/11/6
    assert [sum(row) for row in s.exact_balances] == [-26, 24, 2]
    assert add(s.exact_mountain_whists, [sum(row) for row in s.exact_balances]) == s.exact == [F(92, 3), F(-88, 3),
                                                                                                F(-4, 3)]
    assert s.corrected_by == [F(1, 3), F(-2, 3), F(1, 3)]  # East's 11 → 12, West and South 3 whists fewer on East
    assert s.rounded_by == [0, 0, 0]
    assert add(s.exact, s.corrected_by, s.rounded_by) == s.result == [31, -30, -1]
    # the paper's own way, as the sheet writes it: from the corrected mountains and whists
    assert add(s.mountain_whists, [sum(row) for row in s.balances]) == s.result


def test_example_13_leningrad_correction_moves_a_mountain_down():
    whists = {(0, 1): 148, (0, 2): 10, (1, 0): 28, (1, 2): 0, (2, 1): 94, (2, 0): 46}
    adjust = Adjust(pool=(14, 26, 10), mountain=(38, 41, 28), whists=tuple((w, t, x) for (w, t), x in whists.items()))
    game = Game(["E", "S", "W"], Rules("leningrad", 20, preset("leningrad")), [adjust])
    s = settle_game(game, "paper")
    assert s.corrected_by == [F(-1, 3), F(-1, 3), F(2, 3)]
    assert add(s.exact, s.corrected_by, s.rounded_by) == s.result == [7, -81, 74]


def test_a_correction_and_a_rounding_both():
    """Half a whist is still fractional after the correction: the nearest whist settles it."""
    s = settle([20] * 3, [0, 1, 0], [[0, F(1, 2), 0], [0, 0, 0], [0, 0, 0]], 20, preset("sochi"), rounding="paper")
    assert s.exact == [F(23, 6), F(-43, 6), F(10, 3)]
    assert s.correction.seat == 1 and s.correction.delta == -1
    assert s.corrected_by == [F(-1, 3), F(2, 3), F(-1, 3)]
    assert s.remainders_rounded and s.rounded_by == [F(1, 2), F(-1, 2), 0]
    assert add(s.exact, s.corrected_by, s.rounded_by) == s.result == [4, -7, 3]


def test_exact_and_nearest_have_no_correction():
    exact = settle_game(example_1(), "exact")
    assert exact.corrected_by == exact.rounded_by == [0, 0, 0] and exact.result == exact.exact
    nearest = settle_game(example_1(), "nearest")
    assert nearest.corrected_by == [0, 0, 0]
    assert add(nearest.exact, nearest.rounded_by) == nearest.result == [31, -29, -2]


@pytest.mark.slow
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game_specs())
def test_every_step_follows_from_the_ones_before(spec):
    game = spec.game()
    for mode in ROUNDINGS:
        s = settle_game(game, mode)
        balances = [sum(row) for row in s.exact_balances]
        assert add(s.exact_mountain_whists, balances) == s.exact
        assert add(s.mountain_whists, [sum(row) for row in s.balances]) == add(s.exact, s.corrected_by)
        assert add(s.exact, s.corrected_by, s.rounded_by) == s.result
        assert sum(s.corrected_by) == sum(s.rounded_by) == 0
        assert (s.correction is None) == (s.corrected_by == [0] * len(s.result))
        assert s.remainders_rounded or s.rounded_by == [0] * len(s.result)
