"""What each deal was worth to each player, in whists (the side sheet players keep by hand).

A deal's worth is the game's exact settlement just after it minus the one just before it, under the game's
own settlement rules, with no rounding; so the worths of all deals add up, seat by seat, to the game's exact
result, and each deal's worths add up to zero.

The exact settlement (RULES.md section 6) is linear in the sheet's totals: player i's result is
mountain_whists/n · (ΣL − n·L_i) + Σ_j (W_ij − W_ji), where L is a levelled mountain (mountain plus
pool_to_mountain times what the pool lacks of the target) and W_ij the whists i wrote on j; the amnesty takes
the same amount from every L and cancels. So a deal's worth follows from its own writes alone, with no
settlement of the sheet before and after it; a property test checks it against ``settle`` after every deal.
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction
from typing import TYPE_CHECKING

from .exact_numbers import Number, norm

if TYPE_CHECKING:
    from .game import Game
    from .scoring import Write
    from .settings import Settings


def deal_worths(game: Game) -> list[list[Number]]:
    """One list per deal, one exact worth per seat, in the order the deals were played (the engine works each
    deal's worth out as it scores it: ``DealRecord.worth``)."""
    return [record.worth for record in game.sheet.records]


def deal_worth(writes: Iterable[Write], n: int, settings: Settings) -> list[Number]:
    """What a deal's writes change in each of the ``n`` seats' exact results."""
    levelled: list[Number] = [0] * n  # the change of each levelled mountain
    balance: list[Number] = [0] * n  # whists written minus whists written on
    for fld, amount, _why in writes:
        if fld[0] == "mountain":
            levelled[fld[1]] += amount
        elif fld[0] == "pool":
            levelled[fld[1]] -= settings.pool_to_mountain * amount
        else:
            balance[fld[1]] += amount
            balance[fld[2]] -= amount
    total = sum(levelled)
    mountain_whists = settings.mountain_whists
    # n times each worth, exact: whole numbers in most games, so Fractions only where a share is one
    worth: list[Number] = []
    for mountain, whists in zip(levelled, balance, strict=True):
        x = mountain_whists * (total - n * mountain) + n * whists
        if isinstance(x, int):
            whole, rest = divmod(x, n)
            worth.append(Fraction(x, n) if rest else whole)  # a Fraction of ints not whole is in its normal form
        else:
            worth.append(norm(Fraction(x, n)))
    return worth
