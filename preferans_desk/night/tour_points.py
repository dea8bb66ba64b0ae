"""Tour points: what a player's result at one table (in whists, from the game's exact settlement) is worth in
the event's standings. Three methods (``docs/club-night.md`` gives the sources):

- ``whists``: the result itself;
- ``places``: points by the place at the table, as the Serbian league's rules give them (preferans.org,
  "PRAVILA TURNIRA"): at a table of three 3, 2 and 0; one more for the only player not below zero; a player below
  zero scores at most 1 (the league's second place "2 if positive, else 1"); players level on whists share the
  better place and its points;
- ``compressed``: the result compressed piecewise: up to the first breakpoint each whist counts in full, above a
  breakpoint at that breakpoint's rate. The presets are the two public online tournament rules: gambler.ru
  (200 in full, 1/10 up to 650, nothing above) and playelephant.lt (50 in full, 1/2 up to 100, 1/10 above).
  Their rules say nothing of losses: a loss counts in full unless ``symmetric`` (then it is compressed alike).

Every number stays exact (int or Fraction), as the core's do.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from preferans_desk.core.exact_numbers import Number, norm

METHODS = ("whists", "places", "compressed")
# The breakpoints of the public online tournament rules: (whists above which, the rate of each whist there).
PRESETS: dict[str, tuple[tuple[int, Fraction], ...]] = {
    "gambler": ((200, Fraction(1, 10)), (650, Fraction(0))),  # www1.gambler.ru/tour/1029125
    "playelephant": ((50, Fraction(1, 2)), (100, Fraction(1, 10))),  # playelephant.lt/tour/1031061
}
SERBIAN_PLACES: dict[int, tuple[Number, ...]] = {3: (3, 2, 0), 4: (3, 2, 1, 0)}


@dataclass(frozen=True)
class WhistPoints:
    """A table's result in whists is its tour points."""

    method: str = field(default="whists", init=False)


@dataclass(frozen=True)
class PlacePoints:
    """Points by the place at a table of three or of four (``places[size][place - 1]``), ``sole_winner`` more for
    the only player not below zero, and at most ``below_zero`` for a player below zero (None: no bound)."""

    places: dict[int, tuple[Number, ...]] = field(default_factory=lambda: dict(SERBIAN_PLACES))
    sole_winner: Number = 1
    below_zero: Number | None = 1
    method: str = field(default="places", init=False)


@dataclass(frozen=True)
class CompressedPoints:
    """Each whist above a breakpoint counts at its rate (``breakpoints``: rising, each (whists, rate)); below the
    first it counts in full. ``preset`` names the public rules the breakpoints are (None: the director's own)."""

    breakpoints: tuple[tuple[Number, Number], ...]
    symmetric: bool = False
    preset: str | None = None
    method: str = field(default="compressed", init=False)


TourPoints = WhistPoints | PlacePoints | CompressedPoints


def compressed_preset(name: str) -> CompressedPoints:
    return CompressedPoints(tuple((norm(Fraction(a)), norm(r)) for a, r in PRESETS[name]), preset=name)


def compress(whists: Number, breakpoints: tuple[tuple[Number, Number], ...]) -> Number:
    """A result above zero compressed by the breakpoints: the sum of each stretch at its rate."""
    points: Fraction = Fraction(0)
    below: Number = 0  # where the stretch begins
    rate: Number = 1  # and its rate
    for above, next_rate in breakpoints:
        if whists <= above:
            break
        points += (above - below) * Fraction(rate)
        below, rate = above, next_rate
    return norm(points + (whists - below) * Fraction(rate))


def table_points(method: TourPoints, results: list[Number]) -> list[Number]:
    """Each seat's tour points for its result at one table (the results of the table's every player)."""
    if isinstance(method, WhistPoints):
        return [norm(r) for r in results]
    if isinstance(method, CompressedPoints):
        return [_compressed(r, method) for r in results]
    return place_points(method, results)


def _compressed(whists: Number, method: CompressedPoints) -> Number:
    if whists >= 0:
        return compress(whists, method.breakpoints)
    return -compress(-whists, method.breakpoints) if method.symmetric else norm(whists)


def place_points(method: PlacePoints, results: list[Number]) -> list[Number]:
    """Places by the results (level results share the better place), then each place's points; a place the
    table's size has no points for (a table of five never comes) scores 0."""
    scale = method.places.get(len(results), ())
    not_below = [r for r in results if r >= 0]
    points: list[Number] = []
    for result in results:
        place = sum(other > result for other in results)  # 0 for the first
        value: Number = scale[place] if place < len(scale) else 0
        if result < 0 and method.below_zero is not None:
            value = min(value, method.below_zero)
        if result >= 0 and len(not_below) == 1:
            value += method.sole_winner
        points.append(norm(value))
    return points
