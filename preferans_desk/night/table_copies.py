"""How two copies of one table's game compare, deal by deal: the table's side and the director's resolve a copy
the director refused by this one rule (docs/club-night-network.md, "When the director holds a newer copy"). When
one copy's deals begin the other's, the longer wins: it is the same evening, further on. When they differ, it is a
real disagreement: shown at the table and to the director, never settled silently."""

from __future__ import annotations

from dataclasses import dataclass

from preferans_desk.core.game import Game

SAME, LONGER, SHORTER, DIFFER = "same", "longer", "shorter", "differ"


def compare(ours: Game, theirs: Game) -> str:
    """``ours`` against ``theirs``: SAME deals, LONGER (theirs begin ours), SHORTER (ours begin theirs), or
    DIFFER (a deal of both is not the same)."""
    mine, other = list(ours.deals), list(theirs.deals)
    common = min(len(mine), len(other))
    if mine[:common] != other[:common]:
        return DIFFER
    if len(mine) == len(other):
        return SAME
    return LONGER if len(mine) > len(other) else SHORTER


def first_difference(ours: Game, theirs: Game) -> int:
    """The number (from 1) of the first deal the two copies do not share."""
    pairs = zip(ours.deals, theirs.deals, strict=False)
    return next((i for i, (a, b) in enumerate(pairs, 1) if a != b), min(len(ours.deals), len(theirs.deals)) + 1)


@dataclass(frozen=True)
class Disagreement:
    """A table's copy whose deals differ from the director's (a revision not past the director's, so refused):
    the copy as it came (``text``, its ``revision``), how many deals each holds and the first deal they do not
    share. The director keeps its own until it settles (``NightBook.take_copy``) or the table sends one that agrees."""

    round: int
    table: int
    revision: int
    text: str
    kept_deals: int
    sent_deals: int
    first_difference: int
    when: str  # when it came (ISO 8601, this computer's time with its offset)
