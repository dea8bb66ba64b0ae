"""A season's table: each player's games, first places, results, play and rating over the season's games.

Definitions (the tests check them; ``docs/club.md`` gives them to players):
- a *first place* is a game where nobody's exact result was above the player's (a shared first counts for
  each who shares it);
- the *result* is the sum of the games' results as settled (whists), and the money by currency;
- *per deal*: the result divided by the deals of the games he played (a 4-player table's deals he sat out
  count too: they are his game's deals);
- contracts made and failed, misères made and failed, and whists written, as the library's statistics count
  them (``stats.py``);
- the *rating* is the one after the season's last game and its *change* the difference from the one before
  the season's first game (ratings run over all the library's games, so a season starts where the last ended);
- the table's *rank* follows the result, then the rating (the season's winner is who won the most whists).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Protocol, TypeVar

from preferans_desk.core.exact_numbers import Number, norm

from .ratings import NEWCOMER, Ratings
from .seasons import Season, dated
from .stats import GameLike, PlayerStats, player_stats, resolve


class SeasonGame(GameLike, Protocol):
    """What the season's table needs of a game besides the statistics: its number of deals."""

    deals: int


@dataclass
class SeasonRow:
    name: str
    rank: int
    stats: PlayerStats
    first_places: int = 0
    deals: int = 0
    rating: int = NEWCOMER.shown
    rating_change: int = 0

    @property
    def per_deal(self) -> Number:
        return norm(Fraction(self.stats.total, self.deals)) if self.deals else 0


Played = TypeVar("Played", bound=SeasonGame)


def season_games(games: Iterable[Played], season: Season) -> list[Played]:
    """The games of ``season`` that loaded (a broken file counts nowhere)."""
    return [game for game in games if game.seats and season.holds(dated(game.date))]


def season_table(games: Iterable[SeasonGame], season: Season, ratings: Ratings,
                 aliases: Mapping[str, str] | None = None) -> list[SeasonRow]:
    """One row per player of the season's games, ranked 1 first."""
    chosen = season_games(games, season)
    rows = {stats.name: SeasonRow(stats.name, 0, stats) for stats in player_stats(chosen, aliases)}
    for game in chosen:
        best = max(seat.result_exact for seat in game.seats)
        for seat in game.seats:
            row = rows[resolve(seat.name, aliases)]
            row.deals += game.deals
            row.first_places += seat.result_exact == best
    before = ratings.before(season.start) if season.start is not None else {}
    after = ratings.before(season.end) if season.end is not None else ratings.current
    for row in rows.values():
        row.rating = after.get(row.name, NEWCOMER).shown
        row.rating_change = row.rating - before.get(row.name, NEWCOMER).shown
    ordered = sorted(rows.values(), key=lambda r: (-r.stats.total, -r.rating, r.name.casefold(), r.name))
    for place, row in enumerate(ordered, start=1):
        row.rank = place
    return ordered
