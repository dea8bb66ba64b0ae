"""Seasons and a season's table (issue 24, point 2)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from fractions import Fraction as F
from pathlib import Path

import pytest

from preferans_desk.library.ratings import NEWCOMER, rate
from preferans_desk.library.season_table import season_games, season_table
from preferans_desk.library.seasons import ALL_TIME, between, last_year, quarter, this_year, year
from preferans_desk.library.stats import SeatRecord


@dataclass
class Played:
    path: Path
    date: str
    seats: list[SeatRecord]
    deals: int = 30
    currency: str | None = None

    @property
    def name(self) -> str:
        return self.path.stem


def played(number: int, when: str, results: dict[str, F | int], deals: int = 30, **counts: dict[str, int]) -> Played:
    seats = [SeatRecord(name, result, result, **{key: value.get(name, 0) for key, value in counts.items()})
             for name, result in results.items()]
    return Played(Path(f"/club/{number:03}.pulka"), when, seats, deals)


def test_spans_of_dates():
    today = date(2026, 12, 2)
    assert this_year(today) == year(2026) and last_year(today) == year(2025)
    assert year(2026).holds("2026-01-01T00:00:00") and year(2026).holds("2026-12-31T23:59:59")
    assert not year(2026).holds("2025-12-31T23:59:59") and not year(2026).holds("2027-01-01T00:00:00")
    q4 = quarter(2026, 4)
    assert (q4.first, q4.last) == (date(2026, 10, 1), date(2026, 12, 31))
    assert quarter(2024, 1).last == date(2024, 3, 31)
    assert between(date(2026, 3, 1), None).holds("2030-01-01") and not between(None, date(2026, 3, 1)).holds(
        "2026-03-02")
    with pytest.raises(ValueError, match="ends"):
        between(date(2026, 3, 2), date(2026, 3, 1))
    with pytest.raises(ValueError):
        quarter(2026, 5)


def test_undated_games_count_in_all_time_only():
    assert ALL_TIME.holds(None) and ALL_TIME.holds("1999-01-01")
    assert not year(2026).holds(None) and not between(None, date(2030, 1, 1)).holds(None)
    games = [played(1, "1970-01-01T03:00:00", {"Anna": 3, "Boris": -3, "Vera": 0})]  # a file time of nothing
    assert season_games(games, ALL_TIME) == games and season_games(games, between(None, date(2030, 1, 1))) == []


def test_a_seasons_table():
    games = [
        played(1, "2025-12-30T20:00:00", {"Anna": 30, "Boris": -10, "Vera": -20}),
        played(2, "2026-01-05T20:00:00", {"Anna": -12, "Boris": 20, "Vera": -8}, deals=40,
               made={"Boris": 3, "Anna": 2}, remizes={"Anna": 1}, misere_made={"Vera": 1}),
        played(3, "2026-01-12T20:00:00", {"Боря": 6, "Vera": 6, "Gleb": -12}, deals=20),
    ]
    ratings = rate(games, {"Боря": "Boris"})
    table = season_table(games, year(2026), ratings, {"Боря": "Boris"})
    assert [(row.rank, row.name) for row in table][:2] == [(1, "Boris"), (2, "Vera")]
    boris, vera = table[:2]
    anna, gleb = sorted(table[2:], key=lambda row: row.name)
    assert anna.stats.total == gleb.stats.total == -12  # equal results: the higher rating ranks first
    assert [row.name for row in table[2:]] == [r.name for r in sorted([anna, gleb], key=lambda r: -r.rating)]
    assert anna.rating != gleb.rating
    assert (boris.stats.games, boris.first_places, boris.stats.total, boris.deals) == (2, 2, 26, 60)
    assert boris.per_deal == F(26, 60) and boris.stats.made == 3 and anna.stats.remizes == 1
    assert (vera.first_places, vera.stats.total, vera.stats.misere_made) == (1, -2, 1)  # a shared first counts
    assert (anna.stats.games, anna.stats.total) == (1, -12)  # the game of 2025 is not of this season
    assert gleb.rating_change == gleb.rating - NEWCOMER.shown
    before = rate(games[:1]).current
    assert anna.rating == ratings.current["Anna"].shown and anna.rating_change == anna.rating - before["Anna"].shown


def test_a_season_with_no_games_has_an_empty_table():
    games = [played(1, "2025-12-30T20:00:00", {"Anna": 30, "Boris": -10, "Vera": -20})]
    assert season_table(games, year(2026), rate(games)) == []


def test_a_broken_file_counts_nowhere():
    broken = Played(Path("/club/broken.pulka"), "2026-01-01T20:00:00", [])
    games = [broken, played(1, "2026-01-02T20:00:00", {"Anna": 3, "Boris": -3, "Vera": 0})]
    assert [row.stats.games for row in season_table(games, ALL_TIME, rate(games))] == [1, 1, 1]


def test_a_games_date_is_its_first_deals_time_else_its_end_else_its_start():
    """docs/club.md: the first deal's time (the first that has one), else `ended`, else `created`; without any,
    the file's modification time (the index's fallback)."""
    from preferans_desk.core import AllPass, Game, Rules, preset
    from preferans_desk.library.rows import game_date

    def game(times=(None, None), ended=None, created=None):
        return Game(["A", "B", "C"], Rules("sochi", 20, preset("sochi")),
                    [AllPass((4, 3, 3), time=t) for t in times], ended=ended, created=created)

    assert game_date(game((None, "2026-03-01T21:15:00"), "2026-03-02T01:00:00", "2026-02-28T20:00:00")) == \
        "2026-03-01T21:15:00"
    assert game_date(game(ended="2026-03-02T01:00:00", created="2026-02-28T20:00:00")) == "2026-03-02T01:00:00"
    assert game_date(game(created="2026-02-28T20:00:00")) == "2026-02-28T20:00:00"
    assert game_date(game()) is None
    assert game_date(game(("not a time", None), created="2026-02-28")) == "2026-02-28T00:00:00"
