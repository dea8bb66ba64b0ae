"""An event's seating and standings as plain text and JSON, for ``preferans-desk event`` (the JSON is a public
contract, ``docs/file-format.md``). English, as the other commands print."""

from __future__ import annotations

from typing import Any

from preferans_desk.core.exact_numbers import fraction_str, mixed_str

from .night_model import Event, Round
from .standings import Standing
from .tour_points import CompressedPoints, PlacePoints, TourPoints, WhistPoints


def show_json(event: Event) -> dict[str, Any]:
    return {"rounds": [{"round": number, "tables": [{"table": t, "players": list(table.players)}
                                                    for t, table in enumerate(r.tables, 1)]}
                       for number, r in enumerate(event.rounds, 1)]}


def show_text(event: Event) -> str:
    size = "tables of three and four" if event.table_size == "mixed" else f"tables of {event.table_size}"
    lines = [f"{event.title or 'Event'}: {counted(len(event.players), 'player')}, "
             f"{counted(len(event.rounds), 'round')}, {size}; "
             f"seating {event.seating}, seed {event.seed}; {event.convention}; points: {points_text(event.points)}"]
    changes = [f"{p.name} plays rounds {p.first_round} to {p.last_round or len(event.rounds)}"
               for p in event.players if p.first_round != 1 or p.last_round is not None]
    lines += [f"  {change}" for change in changes]
    for number, round_ in enumerate(event.rounds, 1):
        lines.append(f"Round {number} ({_limits(round_)}): {_how(event, number, round_)}")
        for t, table in enumerate(round_.tables, 1):
            lines.append(f"  Table {t}: {', '.join(table.players)}" + (f"  [{table.game}]" if table.game else ""))
        seated = {name for table in round_.tables for name in table.players}
        out = [name for name in event.active(number) if name not in seated]
        if round_.seated and out:
            lines.append(f"  Sitting out: {', '.join(out)}")
    return "\n".join(lines)


def counted(count: int, thing: str) -> str:
    """``1 round``, ``2 rounds``: the command line's English, whose nouns here all take an s."""
    return f"{count} {thing}{'' if count == 1 else 's'}"


def _limits(round_: Round) -> str:
    parts = [f"pool {round_.limits.pool}"]
    if round_.limits.deals is not None:
        parts.append(f"at most {counted(round_.limits.deals, 'deal')}")
    if round_.limits.minutes is not None:
        parts.append(counted(round_.limits.minutes, "minute"))
    return ", ".join(parts)


def _how(event: Event, number: int, round_: Round) -> str:
    if round_.seated:
        return {"random": "drawn", "norepeat": "no repeats", "swiss": "Swiss", "hand": "by hand"}.get(
            round_.seated_by or "", "seated")
    if event.seating == "swiss":
        return f"seated by the standings once round {number - 1} is in"
    return "not seated"


def points_text(points: TourPoints) -> str:
    if isinstance(points, WhistPoints):
        return "whists"
    if isinstance(points, PlacePoints):
        scales = "; ".join(f"{size} players {'/'.join(map(fraction_str, scale))}"
                           for size, scale in sorted(points.places.items()))
        below = "" if points.below_zero is None else f", at most {fraction_str(points.below_zero)} below zero"
        return f"places ({scales}; +{fraction_str(points.sole_winner)} for the only winner{below})"
    return _compressed_text(points)


def _compressed_text(points: CompressedPoints) -> str:
    stretches = ", ".join(f"{fraction_str(rate)} above {fraction_str(above)}" for above, rate in points.breakpoints)
    name = f"{points.preset}: " if points.preset else ""
    return f"compressed ({name}each whist 1, {stretches}{'; losses alike' if points.symmetric else ''})"


def standings_json(rows: list[Standing]) -> dict[str, Any]:
    return {"players": [{"name": row.name, "rank": row.rank, "points": fraction_str(row.points),
                         "whists": fraction_str(row.whists), "games": row.games} for row in rows]}


def standings_text(rows: list[Standing], games: int) -> str:
    width = max([len(row.name) for row in rows] + [6])
    lines = [f"Standings after {counted(games, 'game')}",
             f"{'rank':>4}  {'player':<{width}}  {'points':>10}  {'whists':>10}  {'games':>5}"]
    for row in rows:
        lines.append(f"{row.rank:>4}  {row.name:<{width}}  {mixed_str(row.points):>10}  {mixed_str(row.whists):>10}"
                     f"  {row.games:>5}")
    return "\n".join(lines)
