"""The settlement's rows (core.settlement_rows), from the worked examples of RULES.md section 9: each step in
its order with its exact numbers, only the steps that say something, and rows that add up."""

from fractions import Fraction as F

from hypothesis import HealthCheck, given, settings

from preferans_desk.core import Adjust, Game, Rules, preset, settle, settle_game
from preferans_desk.core.moment import Moment
from preferans_desk.core.settlement_rows import PAIRS, SettlementRows, Step, Transfer, settlement_rows

from .strategies import game_specs

W3 = ["West", "East", "South"]


def tally(convention, players, pools, mountains, whists=(), target=20, price=None, currency=None, **overrides):
    """A final tally as one adjustment; whists as {(writer, target): amount}."""
    adjust = Adjust(pool=tuple(pools), mountain=tuple(mountains),
                    whists=tuple((w, t, x) for (w, t), x in dict(whists).items()))
    rules = Rules(convention, target, preset(convention, overrides), whist_price=price, currency=currency)
    return Game(players, rules, [adjust])


def example_1(**overrides) -> Game:
    """RULES.md 9, example 1: mountains 8/19/14, whists E→W 26, S→E 2, 100 a whist."""
    return tally("sochi", W3, [20] * 3, [8, 19, 14], {(1, 0): 26, (2, 1): 2}, price=100, currency="RUB", **overrides)


def rows(game: Game, rounding=None) -> SettlementRows:
    return settlement_rows(settle_game(game, rounding))


def pair(settled: SettlementRows, step: Step, about: int) -> tuple:
    return next(row.values for row in settled.rows if row.step == step and row.about == about)


def column_sums(*rows_of_values):
    return [sum(values) for values in zip(*rows_of_values, strict=True)]


def test_example_1_paper_every_step_in_order():
    settled = rows(example_1())
    assert [row.step for row in settled.rows] == [
        Step.POOL, Step.MOUNTAIN, Step.WHISTS_ON, Step.WHISTS_ON, Step.WHISTS_ON, Step.LEVELLED, Step.AMNESTIED,
        Step.MOUNTAIN_WHISTS, Step.WHISTS_WITH, Step.WHISTS_WITH, Step.WHISTS_WITH, Step.EXACT_RESULT,
        Step.CORRECTION, Step.RESULT, Step.MONEY]
    assert settled.rounding == "paper"
    assert settled.numbers(Step.MOUNTAIN) == (8, 19, 14)
    assert pair(settled, Step.WHISTS_ON, 0) == (None, 26, 0)  # East wrote 26 on West
    assert settled.numbers(Step.AMNESTIED) == (0, 11, 6) and settled.amnesty == 8
    assert settled.numbers(Step.MOUNTAIN_WHISTS) == (F(170, 3), F(-160, 3), F(-10, 3))
    assert pair(settled, Step.WHISTS_WITH, 1) == (-26, None, 2)  # each one's whists with East, netted
    assert settled.numbers(Step.EXACT_RESULT) == (F(92, 3), F(-88, 3), F(-4, 3))
    c = settled.correction
    assert c is not None and (c.seat, c.delta, c.whists) == (1, 1, -3)  # East's 11 → 12
    assert settled.numbers(Step.CORRECTION) == (F(1, 3), F(-2, 3), F(1, 3))
    assert settled.result == (31, -30, -1)
    assert settled.money == (310000, -300000, -10000) and settled.money_digits == 2 and settled.currency == "RUB"
    assert settled.transfers == (Transfer(1, 0, 300000), Transfer(2, 0, 10000))
    assert (settled.pool_to_mountain, settled.point_whists) == (1, 10)


def test_example_1_exact_goes_straight_to_the_result():
    settled = rows(example_1(), "exact")
    steps = [row.step for row in settled.rows]
    assert Step.EXACT_RESULT not in steps and Step.CORRECTION not in steps and Step.ROUNDED not in steps
    assert steps[-2:] == [Step.RESULT, Step.MONEY]
    assert settled.result == (F(92, 3), F(-88, 3), F(-4, 3)) and settled.correction is None


def test_example_2_piter_levels_two_mountain_points_a_pool_point():
    settled = rows(tally("leningrad", list("ABCD"), [56, 12, 6, 16], [76, 40, 52, 80], target=21,
                         rounding="exact"))
    assert settled.pool_to_mountain == 2
    assert settled.numbers(Step.LEVELLED) == (6, 58, 82, 90)
    assert settled.numbers(Step.AMNESTIED) == (0, 52, 76, 84) and settled.amnesty == 6
    assert settled.result == (530, 10, -230, -310)
    assert settled.money is None and settled.row(Step.MONEY) is None
    assert settled.transfers == (Transfer(2, 0, 230), Transfer(3, 0, 300), Transfer(3, 1, 10))  # in whists


def test_example_13_correction_moves_a_mountain_down():
    whists = {(0, 1): 148, (0, 2): 10, (1, 0): 28, (1, 2): 0, (2, 1): 94, (2, 0): 46}
    settled = rows(tally("leningrad", ["E", "S", "W"], [14, 26, 10], [38, 41, 28], whists), "paper")
    c = settled.correction
    assert c is not None and (c.seat, c.delta) == (2, -1)  # W's 19 → 18
    assert settled.numbers(Step.CORRECTION) == (F(-1, 3), F(-1, 3), F(2, 3))
    assert settled.result == (7, -81, 74)


def test_half_a_whist_left_after_the_correction_is_rounded():
    s = settle([20] * 3, [0, 1, 0], [[0, F(1, 2), 0], [0, 0, 0], [0, 0, 0]], 20, preset("sochi"), rounding="paper")
    settled = settlement_rows(s)
    assert [row.step for row in settled.rows][-4:] == [Step.EXACT_RESULT, Step.CORRECTION, Step.ROUNDED,
                                                        Step.RESULT]
    assert settled.numbers(Step.ROUNDED) == (F(1, 2), F(-1, 2), 0)
    assert settled.result == (4, -7, 3)


def test_gains_are_signed_and_the_outcome_stressed():
    settled = rows(example_1())
    gains = {row.step for row in settled.rows if row.gain}
    assert Step.POOL not in gains and Step.WHISTS_ON not in gains and Step.AMNESTIED not in gains
    assert {Step.MOUNTAIN_WHISTS, Step.WHISTS_WITH, Step.CORRECTION, Step.RESULT, Step.MONEY} <= gains
    assert {row.step for row in settled.rows if row.outcome} == {Step.RESULT, Step.MONEY}


def test_the_moment_builds_its_rows_once():
    moment = Moment.present(example_1())
    assert moment.settlement_rows is moment.settlement_rows
    assert moment.settlement_rows == settlement_rows(moment.settlement)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game_specs())
def test_the_rows_add_up_to_the_result(spec):
    game = spec.game()
    for mode in ("exact", "paper", "nearest", "truncate"):
        s = settle_game(game, mode)
        settled = settlement_rows(s)
        n = len(game.players)
        for row in settled.rows:
            assert len(row.values) == n
            assert (row.about is not None) == (row.step in PAIRS)
            assert [i for i, v in enumerate(row.values) if v is None] == ([row.about] if row.step in PAIRS else [])
        with_each = [sum(v for v in pair(settled, Step.WHISTS_WITH, j) if v is not None) for j in range(n)]
        balances = [sum(pair(settled, Step.WHISTS_WITH, j)[i] or 0 for j in range(n)) for i in range(n)]
        assert sum(with_each) == 0  # what one wins in whists another loses
        exact = column_sums(settled.numbers(Step.MOUNTAIN_WHISTS), balances)
        assert exact == s.exact
        added = [settled.numbers(step) for step in (Step.CORRECTION, Step.ROUNDED) if settled.row(step)]
        assert column_sums(exact, *added) == list(settled.result) == s.result
        assert (settled.row(Step.EXACT_RESULT) is None) == (mode == "exact")
        assert settled.transfers == tuple(Transfer(*t) for t in s.transfers)
