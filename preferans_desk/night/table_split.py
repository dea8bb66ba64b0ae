"""How many tables of three and of four a round's players make (``docs/club-night.md``, "Odd counts").

A table seats 3 or 4 (the game file's counts). The event's table size is the size it prefers: ``3`` (or
``mixed``) makes tables of three and as few tables of four as the count needs, ``4`` tables of four and as few
of three. Every count from 3 up makes such tables but 5, which makes one table of four and one player who sits
the round out (a bye). Fewer than 3 players make no table at all.
"""

from __future__ import annotations

from .night_model import TableSize

LEAST = 3  # players: fewer make no table


def table_sizes(count: int, size: TableSize) -> list[int]:
    """The sizes of the round's tables, the preferred size first; they seat ``count`` players, or one fewer
    (the bye) for 5. Raises ValueError below ``LEAST`` players."""
    if count < LEAST:
        raise ValueError(f"{count} players make no table")
    if count == 5:
        return [4]
    preferred, other = (4, 3) if size == 4 else (3, 4)
    # How many tables of the other size make up the count: the fewest k with (count - other·k) divisible.
    extra = next(k for k in range(preferred) if (count - other * k) % preferred == 0)
    return [preferred] * ((count - other * extra) // preferred) + [other] * extra


def byes(count: int, size: TableSize) -> int:
    """How many players sit the round out: one of five, none of any other count."""
    return count - sum(table_sizes(count, size))


def divides(count: int, size: TableSize) -> bool:
    """Whether ``count`` players sit at tables of the event's one size (always, for mixed)."""
    return size not in (3, 4) or (count >= LEAST and count % int(size) == 0)
