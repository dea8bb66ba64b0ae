"""The settlement as rows of data (RULES.md 6): every step a reader shows, worked out once, here.

A row is one step with an exact number for each player, in the order the steps are shown, and only when it
says something: the exact result when a rounding follows it, what the paper correction and the rounding add
when they add anything, the money when the game has a price. The window's panel, the printout, the phone page
and `preferans-desk settle` word and format these rows, each in its reader's language, and work out nothing
of their own; nothing here is worded.

The steps go the exact way (mountain whists + the whists with each opponent = the exact result; it + the
correction + the rounding = the result), which every table shows; the paper's own way (the corrected
mountains) stays with the sheet, in ``Settlement``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .exact_numbers import Number
from .settlement import PaperCorrection, Settlement


class Step(StrEnum):
    """What a row holds."""

    POOL = "pool"  # the totals after the last deal settled
    MOUNTAIN = "mountain"
    WHISTS_ON = "whists_on"  # what each player wrote on the row's player (``about``)
    LEVELLED = "levelled"  # 1: the pools levelled onto the mountains
    AMNESTIED = "amnestied"  # 2: the smallest levelled mountain taken off every one
    MOUNTAIN_WHISTS = "mountain_whists"  # 3: what each wins for his mountain below the average
    WHISTS_WITH = "whists_with"  # 4: each player's whists with the row's player, netted
    EXACT_RESULT = "exact_result"  # 5: 3 + 4, shown when a rounding follows
    CORRECTION = "correction"  # what the paper correction adds to the exact result
    ROUNDED = "rounded"  # what rounding to whole whists adds after that
    RESULT = "result"  # in whists
    MONEY = "money"  # in the currency's minor unit


# Rows of what a player wins (+) or loses (−), beside those of what is written on the sheet.
GAINS = frozenset({Step.MOUNTAIN_WHISTS, Step.WHISTS_WITH, Step.EXACT_RESULT, Step.CORRECTION, Step.ROUNDED,
                   Step.RESULT, Step.MONEY})
# The rows a reader stresses: what the game comes to.
OUTCOMES = frozenset({Step.RESULT, Step.MONEY})
# The rows of a pair of players: one a player the row is ``about``, nothing in his own column.
PAIRS = frozenset({Step.WHISTS_ON, Step.WHISTS_WITH})


@dataclass(frozen=True)
class Row:
    """One step: a value for each seat, ``None`` in the column of the player a pair's row is ``about``."""

    step: Step
    values: tuple[Number | None, ...]
    about: int | None = None  # the player of a WHISTS_ON or WHISTS_WITH row

    @property
    def gain(self) -> bool:
        return self.step in GAINS

    @property
    def outcome(self) -> bool:
        return self.step in OUTCOMES


@dataclass(frozen=True)
class Transfer:
    """One payment of who pays whom: ``amount`` in the currency's minor unit when the game has a price, else
    in whists."""

    payer: int
    payee: int
    amount: Number


@dataclass(frozen=True)
class SettlementRows:
    """The rows, and the few numbers the steps are explained with."""

    rounding: str  # exact, paper, nearest or truncate
    rows: tuple[Row, ...]
    pool_to_mountain: Number  # step 1: what a pool point short adds to the mountain
    amnesty: Number  # step 2: what is taken off every mountain
    point_whists: Number  # step 3: whists a mountain point is worth
    correction: PaperCorrection | None  # which mountain the paper correction moved, when it did
    currency: str | None
    money_digits: int  # of the minor unit, when there is money
    transfers: tuple[Transfer, ...]

    def row(self, step: Step) -> Row | None:
        """The step's (first) row, or None when it is not shown."""
        return next((row for row in self.rows if row.step == step), None)

    def numbers(self, step: Step) -> tuple[Number, ...]:
        """The values of a step of one value each player (not a pair's), which must be shown."""
        row = self.row(step)
        if row is None or step in PAIRS:
            raise KeyError(step)
        return tuple(value for value in row.values if value is not None)

    @property
    def result(self) -> tuple[Number, ...]:
        return self.numbers(Step.RESULT)

    @property
    def money(self) -> tuple[int, ...] | None:
        """Each player's money in minor units, None for a game without a price."""
        row = self.row(Step.MONEY)
        return None if row is None else tuple(int(value) for value in row.values if value is not None)


def settlement_rows(s: Settlement) -> SettlementRows:
    """The rows of a settlement."""
    n = len(s.result)
    seats = range(n)
    rows = [Row(Step.POOL, tuple(s.pool)), Row(Step.MOUNTAIN, tuple(s.mountain))]
    rows += [Row(Step.WHISTS_ON, tuple(None if i == j else s.whists[i][j] for i in seats), j) for j in seats]
    rows += [Row(Step.LEVELLED, tuple(s.levelled)), Row(Step.AMNESTIED, tuple(s.amnestied)),
             Row(Step.MOUNTAIN_WHISTS, tuple(s.exact_mountain_whists))]
    rows += [Row(Step.WHISTS_WITH, tuple(None if i == j else s.exact_balances[i][j] for i in seats), j)
             for j in seats]
    if s.rounding != "exact":
        rows.append(Row(Step.EXACT_RESULT, tuple(s.exact)))
    if s.correction is not None:
        rows.append(Row(Step.CORRECTION, tuple(s.corrected_by)))
    if s.remainders_rounded:
        rows.append(Row(Step.ROUNDED, tuple(s.rounded_by)))
    rows.append(Row(Step.RESULT, tuple(s.result)))
    if s.money is not None:
        rows.append(Row(Step.MONEY, tuple(s.money)))
    return SettlementRows(
        rounding=s.rounding, rows=tuple(rows), pool_to_mountain=s.pool_to_mountain, amnesty=s.amnesty,
        point_whists=s.point_whists, correction=s.correction, currency=s.currency, money_digits=s.money_digits,
        transfers=tuple(Transfer(payer, payee, amount) for payer, payee, amount in s.transfers))
