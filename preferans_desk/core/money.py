"""Whole-unit rounding that keeps a zero sum, money in minor units, and who pays whom."""

from __future__ import annotations

import math
from collections.abc import Sequence
from fractions import Fraction
from itertools import combinations

from .exact_numbers import Number

# ISO 4217 currencies whose minor unit is not the cent; every other currency has two places.
_MINOR_DIGITS = {
    "BIF": 0, "CLP": 0, "DJF": 0, "GNF": 0, "ISK": 0, "JPY": 0, "KMF": 0, "KRW": 0, "PYG": 0,
    "RWF": 0, "UGX": 0, "UYI": 0, "VND": 0, "VUV": 0, "XAF": 0, "XOF": 0, "XPF": 0,
    "BHD": 3, "IQD": 3, "JOD": 3, "KWD": 3, "LYD": 3, "OMR": 3, "TND": 3,
}


def minor_digits(currency: str | None) -> int:
    """Decimal places of the currency's minor unit (2 when unknown or not given)."""
    return _MINOR_DIGITS.get((currency or "").upper(), 2)


def to_minor(amount: Number, digits: int) -> Fraction:
    """An amount in minor units, still exact."""
    return Fraction(amount) * 10**digits


def largest_remainder(values: list[Number]) -> list[int]:
    """Whole numbers with the same (whole) sum: floor each value, then give one
    to the largest remainders, ties to the earlier seat."""
    floors = [math.floor(v) for v in values]
    missing = round(sum(Fraction(v) for v in values)) - sum(floors)
    order = sorted(range(len(values)), key=lambda i: (-(Fraction(values[i]) - floors[i]), i))
    for i in order[:missing]:
        floors[i] += 1
    return floors


def truncated(values: list[Number]) -> list[int]:
    """RULES-v2 10: truncate each value toward zero; if the sum (zero for ``values``) is missed by ``r``, move
    the ``|r|`` values of that sign that lost the most toward their exact value by one, ties to the earlier
    seat."""
    cut = [math.trunc(v) for v in values]
    missing = -sum(cut)
    sign = 1 if missing > 0 else -1
    lost = [i for i, v in enumerate(values) if v * sign > 0 and v != cut[i]]
    order = sorted(lost, key=lambda i: (-abs(Fraction(values[i]) - cut[i]), i))
    for i in order[:abs(missing)]:
        cut[i] += sign
    return cut


def shortest_transfers(balances: Sequence[Number]) -> list[tuple[int, int, Number]]:
    """The fewest payments (payer, payee, amount) that settle balances summing to zero.

    The fewest is reached by splitting the players into as many groups that
    settle among themselves as possible; within a group, debtors pay creditors
    in seat order. Fine for the 3 or 4 players of a table.
    """
    seats = [i for i, b in enumerate(balances) if b]
    groups = _most_zero_groups(tuple(seats), balances)
    transfers: list[tuple[int, int, Number]] = []
    for group in groups:
        debts = {i: -balances[i] for i in group if balances[i] < 0}
        credits = {i: balances[i] for i in group if balances[i] > 0}
        for payer in sorted(debts):
            for payee in sorted(credits):
                amount = min(debts[payer], credits[payee])
                if amount:
                    transfers.append((payer, payee, amount))
                    debts[payer] -= amount
                    credits[payee] -= amount
    return sorted(transfers)


def _most_zero_groups(seats: tuple[int, ...], balances: Sequence[Number]) -> list[tuple[int, ...]]:
    """Split ``seats`` (whose balances sum to zero) into the most zero-sum groups."""
    if not seats:
        return []
    first, rest = seats[0], seats[1:]
    best: list[tuple[int, ...]] | None = None
    for size in range(len(rest) + 1):
        for others in combinations(rest, size):
            group = (first, *others)
            if sum(balances[i] for i in group) != 0:
                continue
            remaining = tuple(i for i in rest if i not in others)
            candidate = [group, *_most_zero_groups(remaining, balances)]
            if best is None or len(candidate) > len(best):
                best = candidate
    assert best is not None, "balances must sum to zero"
    return best
