"""Settlement (роспись), RULES.md section 6, with every intermediate step kept
for the window and the printout."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from .exact_numbers import Number, norm
from .money import largest_remainder, minor_digits, shortest_transfers, to_minor, truncated
from .settings import Settings

if TYPE_CHECKING:
    from .engine import Sheet
    from .game import Game, Rules

ROUNDINGS = ("exact", "paper", "nearest", "truncate")
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
    """Every step, in two ways that agree: the exact one (``exact_mountain_whists`` + the
    ``exact_balances`` = ``exact``, then ``result`` = ``exact`` + ``corrected_by`` + ``rounded_by``)
    for tables, and the paper one (``corrected`` mountains, ``mountain_whists`` + ``balances`` =
    ``exact`` + ``corrected_by``) that the sheet writes."""

    pool: list[Number]
    mountain: list[Number]
    whists: list[list[Number]]
    levelled: list[Number]  # step 1: pools levelled onto the mountains
    amnesty: Number  # step 2: the smallest levelled mountain, taken from all
    amnestied: list[Number]
    exact_mountain_whists: list[Number]  # step 3, from the amnestied mountains
    exact_balances: list[list[Number]]  # step 4: W[i][j] - W[j][i], the whists written
    pairwise: list[list[Number]]  # exact: what i wins from j (mountain shares + whists)
    exact: list[Number]  # step 5
    correction: PaperCorrection | None  # rounding = paper, when one was needed
    corrected: list[Number]  # the amnestied mountains after the correction
    mountain_whists: list[Number]  # step 3, from the corrected mountains
    balances: list[list[Number]]  # step 4, after the correction
    corrected_by: list[Number]  # what the paper correction adds to each exact result (all 0 without one)
    rounded_by: list[Number]  # what rounding to whole whists adds after that (all 0 when not rounded)
    rounding: str  # the mode used: exact, paper, nearest or truncate
    remainders_rounded: bool  # whether results were rounded to whole whists (also after a paper correction)
    result: list[Number]  # step 6: exact + corrected_by + rounded_by
    money: list[int] | None  # step 7, in the currency's minor unit
    money_digits: int
    transfers: list[tuple[int, int, Number]]  # (payer, payee, amount): money in minor units, else whists
    # what the steps are worked out with, for the tables that explain them (core.settlement_rows)
    pool_to_mountain: Number  # step 1: what a pool point short adds to the mountain
    point_whists: Number  # step 3: whists a mountain point is worth
    currency: str | None  # the money's, when there is a price

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
    if mode not in ROUNDINGS:
        raise ValueError(f"rounding must be exact, paper, nearest or truncate, not {mode!r}")
    mw = settings.mountain_whists
    levelled = [norm(mountain[i] + settings.pool_to_mountain * (pool_target - pool[i])) for i in range(n)]
    amnesty = min(levelled)
    amnestied = [norm(m - amnesty) for m in levelled]
    pairwise = [[norm((amnestied[j] - amnestied[i]) * Fraction(mw, n) + whists[i][j] - whists[j][i])
                 for j in range(n)] for i in range(n)]
    exact = [norm(sum(row)) for row in pairwise]
    exact_mountain_whists = _mountain_whists(amnestied, mw)
    exact_balances = _balances(whists)

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
    mountain_whists = _mountain_whists(corrected, mw) if correction is not None else exact_mountain_whists
    balances = _balances(used_whists) if correction is not None else exact_balances
    totals = [norm(mountain_whists[i] + sum(balances[i])) for i in range(n)]

    # A paper correction makes the totals whole whenever the whists are; what is
    # still fractional (halved whists, fractional mountains) is rounded to the nearest.
    rounded = mode != "exact" and not all(isinstance(x, int) for x in totals)
    result: list[Number]
    if mode == "exact" or not rounded:
        result = exact if mode == "exact" else totals
    else:  # whole numbers, in a list of Number as Settlement holds it
        result = list(truncated(totals) if mode == "truncate" else largest_remainder(totals))

    digits = minor_digits(currency)
    money = None
    if whist_price is not None:
        money = largest_remainder([to_minor(r * whist_price, digits) for r in result])
    transfers = shortest_transfers(money if money is not None else result)
    return Settlement(
        pool=list(pool), mountain=list(mountain), whists=[row[:] for row in whists], levelled=levelled,
        amnesty=amnesty, amnestied=amnestied, exact_mountain_whists=exact_mountain_whists,
        exact_balances=exact_balances, pairwise=pairwise, exact=exact, correction=correction, corrected=corrected,
        mountain_whists=mountain_whists, balances=balances,
        corrected_by=[norm(t - e) for t, e in zip(totals, exact, strict=True)],  # totals == exact without one
        rounded_by=[norm(r - t) for r, t in zip(result, totals, strict=True)],
        rounding=mode, remainders_rounded=rounded, result=result, money=money,
        money_digits=digits if money is not None else 0, transfers=transfers,
        pool_to_mountain=settings.pool_to_mountain, point_whists=mw, currency=currency)


def _mountain_whists(mountains: list[Number], mountain_whists: Number) -> list[Number]:
    """Step 3: what each player wins for his mountain's distance below the average."""
    average = Fraction(sum(mountains), len(mountains))
    return [norm(mountain_whists * (average - m)) for m in mountains]


def _balances(whists: list[list[Number]]) -> list[list[Number]]:
    """Step 4: W[i][j] - W[j][i]."""
    n = len(whists)
    return [[norm(whists[i][j] - whists[j][i]) for j in range(n)] for i in range(n)]


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
    return settle_sheet(game.sheet, game.rules, rounding)


def settle_sheet(sheet: Sheet, rules: Rules, rounding: str | None = None) -> Settlement:
    """Settle a game's sheet at any moment (the window's review settles the sheet after some deals)."""
    return settle(sheet.pool, sheet.mountain, sheet.whists, rules.pool_target, rules.settings,
                  rules.whist_price, rules.currency, rounding)
