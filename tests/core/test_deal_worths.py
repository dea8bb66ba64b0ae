"""Each deal's worth in whists (issue 24, point 1): the exact settlement after the deal minus the one
before it, so that the worths add up to the exact result."""

from fractions import Fraction as F

from hypothesis import HealthCheck, given, settings

from preferans_desk.core import Adjust, Contract, Game, Rules, preset, settle_game
from preferans_desk.core.deal_worths import deal_worths
from preferans_desk.core.settlement import settle_sheet

from .strategies import game_specs


def test_two_sochi_deals_worked_by_hand():
    """Sochi, 10 whists a mountain point, 3 players (a point's share is 10/3 whists from each other player).
    1. Anna makes 6♠ with Boris whisting 4 tricks: her pool +2 (her levelled mountain −2) is 20/3 from each of
       the others, 40/3 in all; Boris's 8 whists on her take 8: Anna 40/3 − 8 = 16/3, Boris −20/3 + 8 = 4/3,
       Vera −20/3.
    2. Boris goes down one on 7♥; Vera whisted: mountain +4 for Boris (40/3 to each other), Vera writes
       16 + 4 on him and Anna 4: Anna 40/3 + 4 = 52/3, Boris −80/3 − 24 = −152/3, Vera 40/3 + 20 = 100/3."""
    game = Game(["Anna", "Boris", "Vera"], Rules("sochi", 20, preset("sochi")), [
        Contract(0, 6, "spades", ("whist", "pass"), tricks=(6, 4, 0)),
        Contract(1, 7, "hearts", ("whist", "pass"), tricks=(3, 6, 1)),
    ])
    assert deal_worths(game) == [[F(16, 3), F(4, 3), F(-20, 3)], [F(52, 3), F(-152, 3), F(100, 3)]]


def test_an_adjustment_is_worth_the_settlement_it_writes():
    """RULES.md 9, example 1 written as one adjustment: its worth is the game's exact result."""
    adjust = Adjust(pool=(20, 20, 20), mountain=(8, 19, 14), whists=((1, 0, 26), (2, 1, 2)))
    game = Game(["West", "East", "South"], Rules("sochi", 20, preset("sochi")), [adjust])
    assert deal_worths(game) == [[F(92, 3), F(-88, 3), F(-4, 3)]]


def test_a_game_without_deals_has_no_worths():
    assert deal_worths(Game(["A", "B", "C", "D"], Rules("rostov", 20, preset("rostov")))) == []


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game_specs())
def test_worths_are_the_settlement_after_each_deal_minus_the_one_before(spec):
    game = spec.game()
    worths = deal_worths(game)
    assert len(worths) == len(game.deals)
    running = [0] * len(game.players)
    for count, worth in enumerate(worths, start=1):
        assert sum(worth) == 0
        running = [r + w for r, w in zip(running, worth, strict=True)]
        assert running == settle_sheet(game.sheet_after(count), game.rules, "exact").exact
    assert running == settle_game(game, "exact").exact
