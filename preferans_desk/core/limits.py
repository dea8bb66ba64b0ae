"""The bounds on what a game may hold (docs/file-format.md, "Limits"), in one place for the core and the
dialogs.

Numbers: every running total on the sheet (each pool, mountain and whist cell) stays within ±``MAX_VALUE``,
with a denominator of at most ``MAX_DENOMINATOR`` in lowest terms. A real game stays many orders below, but
the rules allow progressions that grow (or shrink) without end over a long all-pass streak; past the bound
such numbers soon cost seconds to add and cannot be printed (Python refuses to turn an int of over 4300
digits into text). The engine refuses a deal that would take a total past it, so the entry dialog refuses
that deal and the loader such a file. The settlement is worked out from these totals with the settings'
factors, so its results are bounded too.

Text: a game's title and a deal's note are bounded in characters, so that nothing the window, the list of
games or a printout shows can be of any length; a player's name has its own rule (``names.MAX_NAME``).

The file: its deals and its bytes are bounded so that the largest game allowed loads, scores and opens in the
window in about a second. Measured on the development machine (2 cores), a file of N deals loads and scores
in: 5,000 deals 0.3 s, 10,000 0.6-0.7 s, 20,000 1.8 s, 50,000 5 s (the time grows faster than N); the window
opens 2,000 deals in 0.35 s, 5,000 in 1-1.8 s, 10,000 in 2.2 s, 20,000 in 5.8 s. A real evening is a hundred
deals, a marathon a few hundred. A deal takes 100 to 200 bytes (with its time), so 5,000 of them fit in 1 MB;
the byte bound leaves room for notes (a few paragraphs on one deal in seven) and is what bounds JSON that holds
no deals (2 MB of nested empty lists load in about half a second, the 4 MB allowed in about one; the 32 MB
allowed before took a minute and gigabytes).
"""

from __future__ import annotations

from .names import MAX_NAME

MAX_VALUE = 10**12  # a total on the sheet, either sign: a trillion whists
MAX_DENOMINATOR = 10**12  # the denominator of a total: halves, thirds and the like, never this fine
MAX_TITLE = 1_000  # a game's title, in characters: it is one line of the list and the window's title
MAX_NOTE = 10_000  # a deal's note, in characters: a few paragraphs
MAX_CURRENCY = 16  # rules.currency, once trimmed: a code such as RUB, or a short word
MAX_DEALS = 5_000  # deals in a game, adjustments included: the window opens that many in about a second
MAX_BYTES = 4 * 1024 * 1024  # a game file: 5,000 deals with notes fit
MAX_DIGITS = 40  # digits of a number written in the file (exact_numbers.py's own bound, for the loader's checks)

__all__ = ["MAX_VALUE", "MAX_DENOMINATOR", "MAX_TITLE", "MAX_NOTE", "MAX_CURRENCY", "MAX_NAME", "MAX_DEALS",
           "MAX_BYTES", "MAX_DIGITS", "power_text"]


def power_text(limit: int) -> str:
    """A bound as messages show it: "10^12" for a power of ten, else its digits."""
    digits = str(limit)
    return f"10^{len(digits) - 1}" if digits.strip("0") == "1" else digits
