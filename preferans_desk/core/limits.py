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
"""

from __future__ import annotations

from .names import MAX_NAME

MAX_VALUE = 10**12  # a total on the sheet, either sign: a trillion whists
MAX_DENOMINATOR = 10**12  # the denominator of a total: halves, thirds and the like, never this fine
MAX_TITLE = 1_000  # a game's title, in characters: it is one line of the list and the window's title
MAX_NOTE = 10_000  # a deal's note, in characters: a few paragraphs
MAX_CURRENCY = 16  # rules.currency, once trimmed: a code such as RUB, or a short word

__all__ = ["MAX_VALUE", "MAX_DENOMINATOR", "MAX_TITLE", "MAX_NOTE", "MAX_CURRENCY", "MAX_NAME", "power_text"]


def power_text(limit: int) -> str:
    """A bound as messages show it: "10^12" for a power of ten, else its digits."""
    digits = str(limit)
    return f"10^{len(digits) - 1}" if digits.strip("0") == "1" else digits
