"""A player's page (issue 24, point 4): head-to-head, the deals that swung most, the rating over time."""

from fractions import Fraction as F
from pathlib import Path

from preferans_desk.core import Contract, Game, Rules, preset, settle_game
from preferans_desk.library.player_page import biggest_swings, head_to_head, rating_history
from preferans_desk.library.ratings import rate
from preferans_desk.library.stats import SeatRecord, game_seats
from preferans_desk.render.samples import sample_game


class Entry:
    def __init__(self, game: Game, path: str, date: str):
        self.path = Path(path)
        self.name = self.path.stem
        self.date = date
        self.currency = game.rules.currency
        self.seats = game_seats(game)
        self.deals = len(game.deals)


def two_deals() -> Game:
    """The two Sochi deals of tests/core/test_deal_worths.py: worth Anna 16/3 then 52/3, Boris 4/3 then −152/3,
    Vera −20/3 then 100/3."""
    return Game(["Anna", "Boris", "Vera"], Rules("sochi", 20, preset("sochi")), [
        Contract(0, 6, "spades", ("whist", "pass"), tricks=(6, 4, 0)),
        Contract(1, 7, "hearts", ("whist", "pass"), tricks=(3, 6, 1)),
    ])


def test_a_seat_keeps_its_best_and_worst_deals_and_what_it_won_from_each_other_seat():
    anna, boris, vera = game_seats(two_deals())
    assert anna.swings == ((2, F(52, 3)), (1, F(16, 3)))
    assert boris.swings == ((1, F(4, 3)), (2, F(-152, 3)))
    assert vera.swings == ((2, F(100, 3)), (1, F(-20, 3)))
    pairwise = settle_game(two_deals(), "exact").pairwise
    assert [anna.versus, boris.versus, vera.versus] == [tuple(row) for row in pairwise]
    assert SeatRecord.from_json(boris.to_json()) == boris


def test_head_to_head_is_what_each_won_from_the_other():
    games = [Entry(sample_game(3, 40, "sochi", seed=seed), f"/club/{seed}.pulka", f"2026-01-{seed:02}")
             for seed in (1, 2, 3)]
    names = games[0].seats
    anna, boris = names[0].name, names[1].name
    versus_boris = {o.name: o for o in head_to_head(games, anna)}[boris]
    versus_anna = {o.name: o for o in head_to_head(games, boris)}[anna]
    assert versus_boris.games == versus_anna.games == 3
    assert versus_boris.net == -versus_anna.net == sum(g.seats[0].versus[1] for g in games)
    # every opponent's net adds up to the player's exact results
    assert sum(o.net for o in head_to_head(games, anna)) == sum(g.seats[0].result_exact for g in games)


def test_aliases_join_an_opponents_spellings():
    one = Entry(two_deals(), "/club/1.pulka", "2026-01-01")
    renamed = two_deals()
    renamed.players = ["Anna", "Боря", "Vera"]
    two = Entry(renamed, "/club/2.pulka", "2026-01-02")
    versus = {o.name: o for o in head_to_head([one, two], "Anna", {"Боря": "Boris"})}
    assert set(versus) == {"Boris", "Vera"} and versus["Boris"].games == 2


def test_the_deals_that_swung_most_across_games():
    one = Entry(two_deals(), "/club/1.pulka", "2026-01-01")
    two = Entry(two_deals(), "/club/2.pulka", "2026-01-02")
    best, worst = biggest_swings([two, one], "Boris", count=2)
    assert [(s.game.path.stem, s.deal, s.worth) for s in best] == [("1", 1, F(4, 3)), ("2", 1, F(4, 3))]
    assert [(s.game.path.stem, s.deal, s.worth) for s in worst] == [("1", 2, F(-152, 3)), ("2", 2, F(-152, 3))]
    assert biggest_swings([one], "Nobody") == ([], [])


def test_the_rating_after_each_of_his_games():
    games = [Entry(two_deals(), f"/club/{day}.pulka", f"2026-01-{day:02}") for day in (1, 2, 3)]
    ratings = rate(games)
    history = rating_history(ratings, "Vera")  # Vera ends first in each game (+80/3)
    assert [game.path.stem for game, _ in history] == ["1", "2", "3"]
    shown = [value for _, value in history]
    assert shown[-1] == ratings.current["Vera"].shown and shown == sorted(shown)
