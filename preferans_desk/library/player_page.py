"""One player's page in the club: rating over time, head-to-head with each opponent, the deals that swung most.

Head-to-head: the games two players sat at together, and the net whists between them, what the one won from the
other by the exact settlement (the mountains' shares and the whists they wrote on each other), summed over those
games. The deals that swung most are the best and worst deals by their worth (``core/deal_worths.py``) across
his games, kept when the game is indexed (``SeatRecord.swings``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from preferans_desk.core.exact_numbers import Number, norm

from .ratings import Ratings
from .stats import GameLike, chronological, resolve


@dataclass
class Opponent:
    name: str
    games: int = 0
    net: Number = 0  # exact whists the player won from him, over their games together (negative: lost)


@dataclass(frozen=True)
class Swing:
    game: GameLike
    deal: int  # the deal's number in its game, from 1
    worth: Number


def head_to_head(games: Iterable[GameLike], player: str,
                 aliases: Mapping[str, str] | None = None) -> list[Opponent]:
    """Each opponent of ``player``, the most games together first."""
    found: dict[str, Opponent] = {}
    for game in games:
        names = [resolve(seat.name, aliases) for seat in game.seats]
        if names.count(player) != 1:
            continue  # not his game, or the aliases put him in two seats
        mine = game.seats[names.index(player)]
        for seat, name in enumerate(names):
            if name != player and seat < len(mine.versus):
                opponent = found.setdefault(name, Opponent(name))
                opponent.games += 1
                opponent.net = norm(opponent.net + mine.versus[seat])
    return sorted(found.values(), key=lambda o: (-o.games, o.name.casefold(), o.name))


def biggest_swings(games: Iterable[GameLike], player: str, aliases: Mapping[str, str] | None = None,
                   count: int = 5) -> tuple[list[Swing], list[Swing]]:
    """His ``count`` best deals (largest worth first) and his ``count`` worst (lowest first), earlier first."""
    found: list[Swing] = []
    for game in chronological(games):
        for seat in game.seats:
            if resolve(seat.name, aliases) == player:
                found.extend(Swing(game, deal, worth) for deal, worth in seat.swings)
    best = sorted((s for s in found if s.worth > 0), key=lambda s: -s.worth)[:count]
    worst = sorted((s for s in found if s.worth < 0), key=lambda s: s.worth)[:count]
    return best, worst


def rating_history(ratings: Ratings, player: str) -> list[tuple[GameLike, int]]:
    """His shown rating after each of his rated games, in the order played."""
    return [(rated.game, rated.after[rated.players.index(player)].shown)
            for rated in ratings.games if player in rated.players]
