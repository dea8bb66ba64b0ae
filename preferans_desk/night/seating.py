"""Who sits where: the ways of seating a round, on names and a seeded random source, with nothing of the file.

- ``draw``: at random (the first round always, and the ``random`` method);
- ``no_repeats``: the ``norepeat`` method, for one or more rounds at once: no two players meet twice while that is
  possible; else, as far as a local search finds (simulated annealing over swaps of two players of one round; an
  exhaustive search is out of reach, 24 players in 6 rounds took a solver hours), first the fewest times any
  pair meets at most, then the fewest pairs meeting that often, and so on down to the fewest repeats. Seats at
  tables of four go, as far as the search finds, to those who sat at one least often;
- ``swiss``: the leaders together, by the standings so far, without rematches while that can be;
- ``seat_order``: each table's seats drawn.

Everything is deterministic for the same random source: the search runs a fixed number of steps, never a time.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import TypeVar

PAIR_WEIGHT = 2  # a pair that meets a second time costs more than a player's second turn at a table of four
FOUR_WEIGHT = 1
HOPELESS = 40  # a swap dearer than this (the heat is at most 1) is never taken: e**-40 is no chance
SWISS_TRIES = 50_000  # tables tried by the Swiss search before it settles for the fewest rematches
STEPS_PER_ROUND = 30_000  # the search's steps for each round it seats (24 players in 6 rounds: about a second)
START_HEAT, END_HEAT = 1.0, 0.1  # the annealing's temperature, from the first step to the last
T = TypeVar("T")


def draw(rng: random.Random, players: Sequence[str], sizes: Sequence[int]) -> list[list[str]]:
    """The players shuffled and cut into tables of ``sizes`` (which seat them all)."""
    shuffled = list(players)
    rng.shuffle(shuffled)
    return cut(shuffled, sizes)


def cut(players: Sequence[T], sizes: Sequence[int]) -> list[list[T]]:
    """The players in order, cut into tables of ``sizes``."""
    tables: list[list[T]] = []
    start = 0
    for size in sizes:
        tables.append(list(players[start:start + size]))
        start += size
    return tables


def swiss(order: Sequence[str], sizes: Sequence[int],
          met: dict[frozenset[str], int] | None = None) -> list[list[str]]:
    """The leaders together, without rematches while that can be: table by table, the first player left in the
    standings' order with the next ones who have not met him nor each other (``met``: the rounds before); the
    first such seating in the standings' order that a bounded search finds (``SWISS_TRIES``), else each seat to
    whoever has met the table's players least, the higher placed first."""
    if not met:
        return cut(order, sizes)
    search = _Swiss(met)
    found = search.seat(list(order), list(sizes))
    return found if found is not None else search.fewest(list(order), list(sizes))


class _Swiss:
    def __init__(self, met: dict[frozenset[str], int]):
        self.met = met
        self.tries = SWISS_TRIES

    def apart(self, table: Sequence[str]) -> bool:
        return not any(frozenset((a, b)) in self.met for i, a in enumerate(table) for b in table[i + 1:])

    def seat(self, left: list[str], sizes: list[int]) -> list[list[str]] | None:
        """Tables of ``sizes`` for ``left`` without a rematch, or None (none, or not found within the tries)."""
        if not sizes:
            return []
        for others in combinations(range(1, len(left)), sizes[0] - 1):  # the nearest in the standings first
            self.tries -= 1
            if self.tries < 0:
                return None
            table = [left[0], *(left[i] for i in others)]
            if self.apart(table):
                rest = self.seat([name for i, name in enumerate(left) if i and i not in others], sizes[1:])
                if rest is not None:
                    return [table, *rest]
                if self.tries < 0:
                    return None
        return None

    def fewest(self, left: list[str], sizes: list[int]) -> list[list[str]]:
        tables: list[list[str]] = []
        for size in sizes:
            table = [left.pop(0)]
            while len(table) < size:
                pick = min(range(len(left)), key=lambda i: (sum(self.met.get(frozenset((left[i], x)), 0)
                                                                for x in table), i))
                table.append(left.pop(pick))
            tables.append(table)
        return tables


def seat_order(rng: random.Random, tables: Iterable[Sequence[str]]) -> list[list[str]]:
    """Each table's seats drawn (the first seat deals first)."""
    seated: list[list[str]] = []
    for table in tables:
        players = list(table)
        rng.shuffle(players)
        seated.append(players)
    return seated


def meetings(rounds: Iterable[Iterable[Sequence[str]]]) -> dict[frozenset[str], int]:
    """How often each pair of players sat at one table in ``rounds`` (each a list of tables)."""
    met: dict[frozenset[str], int] = {}
    for tables in rounds:
        for table in tables:
            for i, a in enumerate(table):
                for b in table[i + 1:]:
                    pair = frozenset((a, b))
                    met[pair] = met.get(pair, 0) + 1
    return met


def repeats(rounds: Iterable[Iterable[Sequence[str]]]) -> int:
    """How many times a pair met again: a pair that met k times counts k - 1."""
    return sum(count - 1 for count in meetings(rounds).values())


@dataclass
class Free:
    """A round the search seats: its players (by number) and its tables' sizes."""

    players: list[int]
    sizes: list[int]


def no_repeats(rng: random.Random, history: Sequence[Sequence[Sequence[str]]],
               rounds: Sequence[tuple[Sequence[str], Sequence[int]]]) -> list[list[list[str]]]:
    """Seat ``rounds`` (each its players and its tables' sizes) after the rounds of ``history`` (as seated), with
    as few pairs meeting again as the search finds, and the tables of four shared out evenly."""
    names = sorted({name for players, _ in rounds for name in players}
                   | {name for tables in history for table in tables for name in table})
    number = {name: i for i, name in enumerate(names)}
    search = _Search(len(names), len(history) + len(rounds))
    for tables in history:
        for table in tables:
            search.sit([number[name] for name in table], +1)
    free = [Free([number[name] for name in players], list(sizes)) for players, sizes in rounds]
    seated = search.run(rng, free)
    return [[[names[i] for i in table] for table in tables] for tables in seated]


class _Search:
    """The annealing's state: each pair's meetings and each player's turns at a table of four, over the rounds
    as they stand; a swap's change of cost is worked out from the two tables alone."""

    def __init__(self, count: int, rounds: int):
        self.met = [[0] * count for _ in range(count)]
        self.fours = [0] * count
        # step[m]: what a pair's m-th meeting costs. Each further meeting costs more than every pair's meetings
        # below it and every turn at four together (``base``), so that the search first lowers the most times any
        # pair meets, then how many pairs meet that often, ... then the repeats: a pair meeting four times is worse
        # than any number of pairs meeting twice.
        base = PAIR_WEIGHT * count * count * (rounds + 1) + FOUR_WEIGHT * count * (rounds + 1) ** 2 + 1
        self.step = [0, 0] + [PAIR_WEIGHT * base ** k for k in range(rounds + 1)]
        self.total = [sum(self.step[:m + 1]) for m in range(len(self.step))]  # a pair's cost after m meetings

    def sit(self, table: list[int], sign: int) -> None:
        """Count (sign +1) or uncount (-1) a table's meetings and its turn at four."""
        for i, a in enumerate(table):
            row = self.met[a]
            for b in table[i + 1:]:
                row[b] += sign
                self.met[b][a] += sign
            if len(table) == 4:
                self.fours[a] += sign

    def pairs_cost(self) -> int:
        """The pairs' meetings, each pair's at its ``total``."""
        total = self.total
        return sum(total[m] for row in self.met for m in row) // 2

    def cost(self) -> int:
        return self.pairs_cost() + FOUR_WEIGHT * sum(f * (f - 1) // 2 for f in self.fours)

    def run(self, rng: random.Random, free: list[Free]) -> list[list[list[int]]]:
        fixed = self.pairs_cost()  # the rounds seated before: no seating of the free ones takes it back
        seated: list[list[list[int]]] = []
        for round_ in free:
            shuffled = list(round_.players)
            rng.shuffle(shuffled)
            tables = cut(shuffled, round_.sizes)
            for table in tables:
                self.sit(table, +1)
            seated.append(tables)
        movable = [r for r, tables in enumerate(seated) if len(tables) > 1]
        if movable:
            self._anneal(rng, seated, movable, STEPS_PER_ROUND * len(movable), fixed)
        return seated

    def _anneal(self, rng: random.Random, seated: list[list[list[int]]], movable: list[int], steps: int,
                fixed: int) -> None:
        """Swap two players of two tables of one round; keep a swap that costs no more, and a dearer one at a
        chance that falls as the search cools. Stops early when nothing is left to gain."""
        cost = self.cost()
        best_cost, best = cost, [[list(t) for t in tables] for tables in seated]
        floor = fixed + self._floor()
        cooling = (END_HEAT / START_HEAT) ** (1 / steps)
        heat = START_HEAT
        uniform = rng.random
        for _ in range(steps):
            if cost <= floor:
                break
            # random() scaled: a third of the time randrange and sample take, the most of a step
            tables = seated[movable[int(uniform() * len(movable))]]
            a, b = int(uniform() * len(tables)), int(uniform() * (len(tables) - 1))
            b += b >= a  # another table than a
            i, j = int(uniform() * len(tables[a])), int(uniform() * len(tables[b]))
            change = self._swap_cost(tables[a], tables[b], i, j)
            if change <= 0 or (change < HOPELESS and uniform() < math.exp(-change / heat)):
                self._swap(tables[a], tables[b], i, j)
                cost += change
                if cost < best_cost:
                    best_cost, best = cost, [[list(t) for t in ts] for ts in seated]
            heat *= cooling
        for r, tables in enumerate(best):
            seated[r][:] = tables

    def _swap_cost(self, table_a: list[int], table_b: list[int], i: int, j: int) -> int:
        """What moving player ``table_a[i]`` to table b and ``table_b[j]`` to table a changes in the cost."""
        p, q = table_a[i], table_b[j]
        met_p, met_q, step = self.met[p], self.met[q], self.step
        change = 0
        for x in table_a:
            if x != p:
                change += step[met_q[x] + 1] - step[met_p[x]]  # q meets x once more; p meets x once less
        for y in table_b:
            if y != q:
                change += step[met_p[y] + 1] - step[met_q[y]]
        if len(table_a) != len(table_b):  # who sits at the table of four changes
            leaves, joins = (p, q) if len(table_a) == 4 else (q, p)
            change += FOUR_WEIGHT * (self.fours[joins] - self.fours[leaves] + 1)
        return change

    def _swap(self, table_a: list[int], table_b: list[int], i: int, j: int) -> None:
        """Make the swap: only the meetings of the two players moved change."""
        p, q = table_a[i], table_b[j]
        met = self.met
        for stays, leaves, joins in ((table_a, p, q), (table_b, q, p)):
            for x in stays:
                if x != leaves:
                    met[leaves][x] -= 1
                    met[x][leaves] -= 1
                    met[joins][x] += 1
                    met[x][joins] += 1
        if len(table_a) != len(table_b):
            leaves, joins = (p, q) if len(table_a) == 4 else (q, p)
            self.fours[leaves] -= 1
            self.fours[joins] += 1
        table_a[i], table_b[j] = q, p

    def _floor(self) -> int:
        """What the turns at tables of four cost at the least: shared as evenly as they could be. (With the cost of
        the rounds seated before, ``fixed``, that the pairs' meetings there keep, it is a cost no seating goes
        below: the search stops there.)"""
        turns = sum(self.fours)
        players = len(self.fours)
        low, high = divmod(turns, players) if players else (0, 0)
        even = (players - high) * low * (low - 1) // 2 + high * (low + 1) * low // 2
        return FOUR_WEIGHT * even
