"""Settlement (роспись), RULES.md section 6, with every intermediate step kept
for the window and the printout."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from .money import largest_remainder, minor_digits, shortest_transfers, to_minor
from .numbers import Number, norm
from .settings import Settings

if TYPE_CHECKING:
    from .game import Game

# The paper correction moves one mountain point, worth 3 whists from each other player.
PAPER_WHISTS_PER_POINT = 3


@dataclass(frozen=True)
class PaperCorrection:
    """The pen-and-paper fix: ``seat``'s mountain moves by ``delta`` (±1); each
    other player changes his whists on ``seat`` by ``whists`` (= -3·delta)."""

    seat: int
    delta: int
    whists: int


@dataclass
class Settlement:
    pool: list[Number]
    mountain: list[Number]
    whists: list[list[Number]]
    levelled: list[Number]  # step 1: pools levelled onto the mountains
    amnesty: Number  # step 2: the smallest levelled mountain, taken from all
    amnestied: list[Number]
    correction: PaperCorrection | None  # rounding = paper, when one was needed
    corrected: list[Number]  # the amnestied mountains after the correction
    mountain_whists: list[Number]  # step 3, from the corrected mountains
    balances: list[list[Number]]  # step 4: W[i][j] - W[j][i], after the correction
    pairwise: list[list[Number]]  # exact: what i wins from j (mountain shares + whists)
    exact: list[Number]  # step 5
    rounding: str  # the mode used: exact, paper or nearest
    remainders_rounded: bool  # whether results were rounded to the nearest (also after a paper correction)
    result: list[Number]  # step 6
    money: list[int] | None  # step 7, in the currency's minor unit
    money_digits: int
    transfers: list[tuple[int, int, Number]]  # (payer, payee, amount): money in minor units, else whists

    def money_text(self) -> list[str] | None:
        if self.money is None:
            return None
        return [format_minor(amount, self.money_digits) for amount in self.money]


def format_minor(amount: int, digits: int) -> str:
    sign = "-" if amount < 0 else ""
    whole, cents = divmod(abs(amount), 10**digits)
    return f"{sign}{whole}.{cents:0{digits}d}" if digits else f"{sign}{whole}"


def settle(pool: list[Number], mountain: list[Number], whists: list[list[Number]], pool_target: int,
           settings: Settings, whist_price: Number | None = None, currency: str | None = None,
           rounding: str | None = None) -> Settlement:
    """Settle the totals; ``rounding`` overrides the setting (the window's switch)."""
    n = len(pool)
    mode = rounding or settings.rounding
    if mode not in ("exact", "paper", "nearest"):
        raise ValueError(f"rounding must be exact, paper or nearest, not {mode!r}")
    mw = settings.mountain_whists
    levelled = [norm(mountain[i] + settings.pool_to_mountain * (pool_target - pool[i])) for i in range(n)]
    amnesty = min(levelled)
    amnestied = [norm(m - amnesty) for m in levelled]
    pairwise = [[norm((amnestied[j] - amnestied[i]) * Fraction(mw, n) + whists[i][j] - whists[j][i])
                 for j in range(n)] for i in range(n)]
    exact = [norm(sum(row)) for row in pairwise]

    correction = None
    used_whists = whists
    corrected = amnestied
    if mode == "paper":
        correction = paper_correction(amnestied, settings)
        if correction is not None:
            corrected = amnestied[:]
            corrected[correction.seat] += correction.delta
            used_whists = [row[:] for row in whists]
            for i in range(n):
                if i != correction.seat:
                    used_whists[i][correction.seat] = norm(used_whists[i][correction.seat] + correction.whists)
    average = Fraction(sum(corrected), n)
    mountain_whists = [norm(mw * (average - m)) for m in corrected]
    balances = [[norm(used_whists[i][j] - used_whists[j][i]) for j in range(n)] for i in range(n)]
    totals = [norm(mountain_whists[i] + sum(balances[i])) for i in range(n)]

    # A paper correction makes the totals whole whenever the whists are; what is
    # still fractional (halved whists, fractional mountains) is rounded to the nearest.
    rounded = mode != "exact" and not all(isinstance(x, int) for x in totals)
    result = exact if mode == "exact" else (largest_remainder(totals) if rounded else totals)

    digits = minor_digits(currency)
    money = None
    if whist_price is not None:
        money = largest_remainder([to_minor(r * whist_price, digits) for r in result])
    transfers = shortest_transfers(money if money is not None else result)
    return Settlement(list(pool), list(mountain), [row[:] for row in whists], levelled, amnesty, amnestied,
                      correction, corrected, mountain_whists, balances, pairwise, exact, mode, rounded, result, money,
                      digits if money is not None else 0, transfers)


def paper_applies(amnestied: list[Number], settings: Settings) -> bool:
    """The paper correction needs whole mountains and 10 whists a mountain point."""
    return settings.mountain_whists == 10 and all(isinstance(m, int) for m in amnestied)


def paper_correction(amnestied: list[Number], settings: Settings) -> PaperCorrection | None:
    """Which mountain moves by a point so that the mountain whists come out whole."""
    if not paper_applies(amnestied, settings):
        return None
    n = len(amnestied)
    total = sum(amnestied)
    if (10 * total) % n == 0:
        return None
    if n == 3:
        remainder = total % 3
        delta = -1 if remainder == 1 else 1
        candidates = [i for i in range(n) if amnestied[i] % 3 == remainder]
    else:
        delta = 1
        candidates = [i for i in range(n) if amnestied[i] % 2 == 1]
    if len(candidates) != 1:
        pool = candidates or list(range(n))
        largest = max(amnestied[i] for i in pool)
        candidates = [next(i for i in pool if amnestied[i] == largest)]
    return PaperCorrection(candidates[0], delta, -PAPER_WHISTS_PER_POINT * delta)


def settle_game(game: Game, rounding: str | None = None) -> Settlement:
    """Settle a game as it stands, finished or not."""
    sheet, rules = game.sheet, game.rules
    return settle(sheet.pool, sheet.mountain, sheet.whists, rules.pool_target, rules.settings,
                  rules.whist_price, rules.currency, rounding)
