"""Players' ratings across the library's games: openskill's Plackett–Luce model, game by game in the order
played (``docs/club.md`` says why this model and these numbers).

Each game is a match of every player against every other, ranked by the game's exact result (equal results
tie). A player's skill is a belief, a mean ``mu`` and an uncertainty ``sigma``; the number shown is the
conservative estimate ``mu − 3·sigma`` (the skill is above it with 99.7% confidence) on a scale where a
newcomer shows 1000: ``1000 + 30·(mu − 3·sigma)``. It rises as games make the model surer, so a player with
few games shows less than an equal player with many, and ranks below him.

The same games always give the same ratings: they are rated in ``chronological`` order (date, then path), and
the model is deterministic.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from openskill.models import PlackettLuce

from preferans_desk.core.exact_numbers import Number, whole_keys

from .rating_cache import game_keys, load_kept, save_kept
from .stats import GameLike, chronological, resolve

# openskill's own defaults (mu 25, sigma 25/3, beta 25/6, tau 25/300): the model's authors tuned them for
# matches of a few players and a game a night; they suit a club's evening of three or four.
MU = 25.0
SIGMA = MU / 3
# The shown scale: a newcomer's conservative estimate is 0, shown as 1000; 30 points a unit of skill puts the
# regulars of a club between about 1000 and 1800 (docs/club.md), a range chess players know.
SHOWN_BASE = 1000
SHOWN_PER_UNIT = 30


@dataclass(frozen=True)
class Rating:
    """A player's skill as the model believes it."""

    mu: float = MU
    sigma: float = SIGMA

    @property
    def shown(self) -> int:
        """The number players see: the conservative estimate on the familiar scale."""
        return round(SHOWN_BASE + SHOWN_PER_UNIT * (self.mu - 3 * self.sigma))


NEWCOMER = Rating()


@dataclass(frozen=True)
class RatedGame:
    """One game as the ratings took it: its players (after the aliases) and their ratings after it."""

    game: GameLike
    players: tuple[str, ...]
    after: tuple[Rating, ...]


@dataclass
class Ratings:
    """Every rated game in order, and each player's rating after the last of them."""

    games: list[RatedGame]
    current: dict[str, Rating]

    def of(self, name: str) -> Rating:
        return self.current.get(name, NEWCOMER)

    def before(self, date: str) -> dict[str, Rating]:
        """Each player's rating after the last game dated before ``date`` (a season's start)."""
        found: dict[str, Rating] = {}
        for rated in self.games:
            if rated.game.date >= date:
                break
            found.update(zip(rated.players, rated.after, strict=True))
        return found


def ranks(results: Sequence[Number]) -> list[int]:
    """Competition ranks of exact results, 1 for the best; equal results share a rank ("1, 2, 2")."""
    keys = whole_keys(results)  # compared exactly as whole numbers, not as Fractions (a club rates 10,000 games)
    return [1 + sum(other > mine for other in keys) for mine in keys]


def rate(games: Iterable[GameLike], aliases: Mapping[str, str] | None = None, cache: Path | None = None) -> Ratings:
    """Rate ``games`` in the order played. Games that did not load count for nobody; a game where the aliases
    put one player in two seats is left out (a player cannot be ranked against himself).

    With ``cache`` (a file in the machine's data folder), the ratings after each game are kept there, and the
    games that are as they were, in the same order from the first, are not rated again (``rating_cache``)."""
    matches = [(game, names) for game in chronological(games)
               if len(names := tuple(resolve(seat.name, aliases) for seat in game.seats)) >= 2
               and len(set(names)) == len(names)]
    keys = game_keys(matches)
    kept = load_kept(cache, keys) if cache is not None else []
    rated = [RatedGame(game, names, after) for (game, names), after in zip(matches, kept, strict=False)]
    current: dict[str, Rating] = {}
    for done in rated:
        current.update(zip(done.players, done.after, strict=True))
    model = PlackettLuce(mu=MU, sigma=SIGMA)
    # Each player's rating as the model holds it: made once a player, then the one the model gave back after his
    # last game (the model copies what it is given and never changes it), rather than made again every game.
    held: dict[str, Any] = {}
    for game, names in matches[len(rated):]:
        teams = [[held.get(name) or _held(model, current.get(name, NEWCOMER), name)] for name in names]
        places = [float(place) for place in ranks([seat.result_exact for seat in game.seats])]
        rated_teams = model.rate(teams, ranks=places)
        after = tuple(Rating(team[0].mu, team[0].sigma) for team in rated_teams)
        held.update((name, team[0]) for name, team in zip(names, rated_teams, strict=True))
        current.update(zip(names, after, strict=True))
        rated.append(RatedGame(game, names, after))
    if cache is not None and len(kept) < len(rated):
        save_kept(cache, keys, [r.after for r in rated])
    return Ratings(rated, current)


def _held(model: PlackettLuce, rating: Rating, name: str) -> Any:
    """The model's rating of a player rated before (kept) or new."""
    return model.create_rating([rating.mu, rating.sigma], name)
