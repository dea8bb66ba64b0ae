"""The standings across the rounds: each player's tour points, whists and games, and his rank.

The order (``docs/club-night.md``): more tour points first, then more whists (the sum of his results); players
level on both share a rank (1, 2, 2, 4) and are listed by name. Every player of the event is listed, a late
player and one who left too, with what he played. For seating a Swiss round a tie needs a side: there the
event's seed draws it (``swiss_order``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from preferans_desk.core.exact_numbers import Number, norm
from preferans_desk.core.names import name_key

from .night_model import Event
from .table_results import Results
from .tour_points import table_points


@dataclass(frozen=True)
class Standing:
    name: str
    rank: int
    points: Number
    whists: Number
    games: int


def totals(event: Event, results: Results, through: int | None = None) -> dict[str, tuple[Number, Number, int]]:
    """Each player's tour points, whists and games over the tables whose results are given (up to round
    ``through``)."""
    out: dict[str, tuple[Number, Number, int]] = {p.name: (0, 0, 0) for p in event.players}
    for (number, table), by_name in sorted(results.items()):
        if through is not None and number > through:
            continue
        players = event.rounds[number - 1].tables[table - 1].players
        worth = table_points(event.points, [by_name[name] for name in players])
        for name, points in zip(players, worth, strict=True):
            if name in out:
                old_points, old_whists, games = out[name]
                out[name] = (norm(old_points + points), norm(old_whists + by_name[name]), games + 1)
    return out


def standings(event: Event, results: Results, through: int | None = None) -> list[Standing]:
    """The players by rank, rank 1 first."""
    sums = totals(event, results, through)
    ordered = sorted(sums, key=lambda name: (-sums[name][0], -sums[name][1], name_key(name), name))
    rows: list[Standing] = []
    for index, name in enumerate(ordered):
        points, whists, games = sums[name]
        level = index > 0 and sums[ordered[index - 1]][:2] == (points, whists)
        rank = rows[-1].rank if level else index + 1
        rows.append(Standing(name, rank, points, whists, games))
    return rows


def swiss_order(event: Event, results: Results, number: int) -> list[str]:
    """The players by the standings after the rounds before ``number``, a tie drawn by the event's seed."""
    sums = totals(event, results, number - 1)
    draw = random.Random(f"{event.seed}/swiss order of round {number}")
    tie = {name: draw.random() for name in sums}
    return sorted(sums, key=lambda name: (-sums[name][0], -sums[name][1], tie[name]))
