"""Players' ratings (issue 24, point 3): openskill's Plackett–Luce model over the games in the order played,
checked against the model's update worked by hand from Weng and Lin's paper, and by its properties."""

from __future__ import annotations

import json
import math
import random
from dataclasses import dataclass, field
from fractions import Fraction as F
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from preferans_desk.library.ratings import MU, NEWCOMER, SIGMA, Rating, ranks, rate
from preferans_desk.library.stats import SeatRecord

BETA = MU / 6
TAU = MU / 300


@dataclass
class Played:
    """A game as the library knows it, only what the ratings read."""

    path: Path
    date: str
    seats: list[SeatRecord]
    currency: str | None = None
    title: str | None = field(default=None)

    @property
    def name(self) -> str:
        return self.path.stem


def played(number: int, results: dict[str, F | int], date: str | None = None) -> Played:
    seats = [SeatRecord(name, result, result) for name, result in results.items()]
    return Played(Path(f"/club/game-{number:03}.pulka"), date or f"2026-01-{number:02}T20:00:00", seats)


def by_hand(mus: list[float], sigmas: list[float]) -> list[tuple[float, float]]:
    """The Plackett–Luce update (Weng and Lin 2011, algorithm 4) for one game without ties, the players
    listed from the first place down, with openskill's additive dynamics (tau) and gamma = sigma/c."""
    variances = [s * s + TAU * TAU for s in sigmas]
    c = math.sqrt(sum(v + BETA * BETA for v in variances))
    strengths = [math.exp(mu / c) for mu in mus]
    below = [sum(strengths[q:]) for q in range(len(mus))]  # the players placed at q or lower
    out = []
    for i, (mu, v) in enumerate(zip(mus, variances, strict=True)):
        omega = delta = 0.0
        for q in range(i + 1):  # every place down to his own
            p = strengths[i] / below[q]
            omega += v / c * ((1.0 if q == i else 0.0) - p)
            delta += math.sqrt(v) / c * v / (c * c) * p * (1 - p)
        out.append((mu + omega, math.sqrt(v * max(1 - delta, 0.0001))))
    return out


def test_ranks_share_a_place_on_equal_results():
    assert ranks([F(26, 3), -4, F(-14, 3)]) == [1, 2, 3]
    assert ranks([5, -2, -2, -1]) == [1, 3, 3, 2]
    assert ranks([0, 0, 0]) == [1, 1, 1]


def test_a_first_game_of_three_newcomers_as_worked_by_hand():
    ratings = rate([played(1, {"Vera": -30, "Anna": 40, "Boris": -10})])
    expected = by_hand([MU] * 3, [SIGMA] * 3)  # Anna first, Boris second, Vera third
    for name, (mu, sigma) in zip(["Anna", "Boris", "Vera"], expected, strict=True):
        assert ratings.of(name).mu == pytest.approx(mu, rel=1e-12)
        assert ratings.of(name).sigma == pytest.approx(sigma, rel=1e-12)
    assert ratings.of("Anna").mu > MU > ratings.of("Vera").mu


def test_a_second_game_starts_from_the_first_games_ratings():
    first = played(1, {"Anna": 40, "Boris": -10, "Vera": -30})
    second = played(2, {"Gleb": 12, "Vera": 8, "Anna": -20})
    after_first = rate([first])
    beliefs = [after_first.of(name) for name in ("Gleb", "Vera", "Anna")]
    expected = by_hand([r.mu for r in beliefs], [r.sigma for r in beliefs])
    ratings = rate([second, first])  # given out of order: rated as played
    for name, (mu, sigma) in zip(["Gleb", "Vera", "Anna"], expected, strict=True):
        assert ratings.of(name) == Rating(pytest.approx(mu, rel=1e-12), pytest.approx(sigma, rel=1e-12))
    assert ratings.of("Boris") == after_first.of("Boris")


def test_a_newcomer_shows_1000_and_the_shown_number_is_conservative():
    assert NEWCOMER.shown == 1000
    assert Rating(30.0, 2.0).shown == 1000 + 30 * 24
    assert Rating(30.0, 2.0).shown > Rating(30.0, 5.0).shown


def test_a_tie_for_first_moves_both_alike():
    ratings = rate([played(1, {"Anna": 20, "Boris": 20, "Vera": -40})])
    assert ratings.of("Anna") == ratings.of("Boris")
    assert ratings.of("Anna").mu > MU > ratings.of("Vera").mu


def test_aliases_join_spellings_and_a_game_with_one_player_twice_is_left_out():
    games = [played(1, {"Боря": 30, "Anna": 0, "Vera": -30}), played(2, {"Boris": 30, "Anna": 0, "Vera": -30}),
             played(3, {"Boris": 10, "Боря": 5, "Vera": -15})]
    ratings = rate(games, {"Боря": "Boris"})
    assert [g.players for g in ratings.games] == [("Boris", "Anna", "Vera")] * 2
    assert "Боря" not in ratings.current
    assert ratings.of("Boris").mu > rate(games[:1], {"Боря": "Boris"}).of("Boris").mu


def test_a_game_that_did_not_load_counts_for_nobody():
    broken = Played(Path("/club/broken.pulka"), "2026-01-01T20:00:00", [])
    assert rate([broken]).games == [] and rate([broken]).current == {}


def test_the_rating_before_a_season():
    games = [played(day, {"Anna": 10, "Boris": 0, "Vera": -10}) for day in (1, 2, 3)]
    ratings = rate(games)
    assert ratings.before("2026-01-01") == {}
    assert ratings.before("2026-01-03") == rate(games[:2]).current
    assert ratings.before("2027-01-01") == ratings.current


NAMES = ["Anna", "Boris", "Vera", "Gleb", "Dasha", "Oleg"]


@st.composite
def club_games(draw: st.DrawFn) -> list[Played]:
    count = draw(st.integers(1, 25))
    games = []
    for number in range(1, count + 1):
        table = draw(st.permutations(NAMES).map(lambda names: names[:4]))
        size = draw(st.sampled_from([3, 4]))
        results = draw(st.lists(st.integers(-60, 60), min_size=size, max_size=size))
        games.append(played(number, dict(zip(table[:size], results, strict=True)), f"2026-{1 + number // 28:02}-"
                            f"{1 + number % 28:02}T20:00:00"))
    return games


@settings(max_examples=60, deadline=None)
@given(club_games(), st.randoms())
def test_the_same_games_in_any_order_give_the_same_ratings(games, shuffle: random.Random):
    shuffled = games[:]
    shuffle.shuffle(shuffled)
    assert rate(shuffled).current == rate(games).current


@settings(max_examples=60, deadline=None)
@given(club_games(), st.integers(-60, 60), st.integers(-60, 60))
def test_adding_a_game_changes_only_later_ratings(games, a, b):
    earlier = rate(games)
    later = played(99, {"Anna": a, "Boris": b, "Vera": -a - b}, "2027-06-01T20:00:00")
    now = rate([*games, later])
    assert now.games[:-1] == earlier.games
    assert {name: r for name, r in now.current.items() if name not in ("Anna", "Boris", "Vera")} == \
        {name: r for name, r in earlier.current.items() if name not in ("Anna", "Boris", "Vera")}


@settings(max_examples=40, deadline=None)
@given(club_games())
def test_a_player_who_wins_every_game_ends_first(games):
    for game in games:  # Anna joins every table and comes first at each
        best = max(seat.result_exact for seat in game.seats)
        game.seats = [s for s in game.seats if s.name != "Anna"][:3] + [SeatRecord("Anna", best + 1, best + 1)]
    ratings = rate(games)
    anna = ratings.of("Anna")
    others = [other for name, other in ratings.current.items() if name != "Anna"]
    assert all(anna.mu > other.mu and anna.mu - 3 * anna.sigma > other.mu - 3 * other.sigma for other in others)


class Counting:
    """openskill's model, counting the games it rates."""

    rated = 0

    def __init__(self, **options):
        from openskill.models import PlackettLuce

        self.model = PlackettLuce(**options)

    def create_rating(self, *args):
        return self.model.create_rating(*args)

    def rate(self, teams, ranks):
        Counting.rated += 1
        return self.model.rate(teams, ranks=ranks)


@pytest.fixture
def counting(monkeypatch):
    import preferans_desk.library.ratings as ratings_module

    monkeypatch.setattr(ratings_module, "PlackettLuce", Counting)
    Counting.rated = 0
    return Counting


def evenings(count: int) -> list[Played]:
    names = ["Anna", "Boris", "Vera", "Gleb"]
    return [played(n, {names[(n + k) % 4]: (7 * n + 5 * k) % 11 - 5 for k in range(3)}) for n in range(1, count + 1)]


def test_kept_ratings_rate_only_what_is_new(tmp_path, counting):
    cache = tmp_path / "data" / "ratings.json"
    games = evenings(12)
    fresh = rate(games)
    assert counting.rated == 12
    assert rate(games, cache=cache).current == fresh.current and cache.exists()
    counting.rated = 0
    again = rate(games, cache=cache)
    assert counting.rated == 0 and again.current == fresh.current and again.games == fresh.games
    later = played(20, {"Anna": 3, "Boris": -3, "Vera": 0}, "2026-02-01T20:00:00")
    assert rate([*games, later], cache=cache).current == rate([*games, later]).current
    assert counting.rated == 1 + 13  # the new game alone, then the whole check without the cache


def test_a_changed_game_is_rated_again_from_there_on(tmp_path, counting):
    cache = tmp_path / "ratings.json"
    games = evenings(12)
    rate(games, cache=cache)
    games[8].seats[0] = SeatRecord(games[8].seats[0].name, 40, 40)  # the ninth game, edited
    counting.rated = 0
    assert rate(games, cache=cache).current == rate(games).current
    assert counting.rated == 4 + 12
    counting.rated = 0
    merged = rate(games, {"Gleb": "Boris"}, cache=cache)  # an alias changes who played from the first game on
    assert merged.current == rate(games, {"Gleb": "Boris"}).current and "Gleb" not in merged.current


@pytest.mark.parametrize("content", ["", "{", '{"version": "another model", "keys": [], "after": []}',
                                     '{"version": "openskill-plackett-luce-25-1", "keys": 3}', "[]"])
def test_a_kept_file_that_cannot_be_used_is_made_anew(tmp_path, counting, content):
    cache = tmp_path / "ratings.json"
    cache.write_text(content, encoding="utf-8")
    games = evenings(5)
    assert rate(games, cache=cache).current == rate(games).current
    assert json.loads(cache.read_text(encoding="utf-8"))["version"] == "openskill-plackett-luce-25-1"


def test_a_kept_file_that_cannot_be_written_is_left(tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("", encoding="utf-8")
    games = evenings(5)
    assert rate(games, cache=blocker / "ratings.json").current == rate(games).current
