"""Exact numbers: parsing from the game file and writing back.

The core keeps every amount as an ``int`` when it is whole and a ``Fraction``
otherwise: ints keep the common case fast, Fractions keep halves exact.
Floats never enter the core.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from decimal import Decimal
from fractions import Fraction

from .errors import CodedError
from .noop import QT_TRANSLATE_NOOP

Number = int | Fraction

_DECIMAL_RE = re.compile(r"^[+-]?(\d+(\.\d*)?|\.\d+)$")
_FRACTION_RE = re.compile(r"^[+-]?\d+/\d+$")
_MAX_DIGITS = 40  # a longer number is surely a mistake (or an attack), not a score
# The minus people read: the window, the sheet, the PDF and the phones write "−136" and "−68.00" alike; the
# game file, JSON and the command line keep the ASCII "-" (a contract, and what scripts parse).
MINUS = "\u2212"
NBSP = "\u00a0"  # a no-break space: "33 1/3" is one number, which a line never breaks


# English wording of each NumberError code.
NUMBER_MESSAGES: dict[str, str] = {
    "bool": QT_TRANSLATE_NOOP("", "expected a number, got true/false"),
    "too_large": QT_TRANSLATE_NOOP("", "number is too large"),
    "not_finite": QT_TRANSLATE_NOOP("", "number is not finite"),
    "float": QT_TRANSLATE_NOOP("", '{value} is a float, which is not exact; give it as text, e.g. "{value}"'),
    "type": QT_TRANSLATE_NOOP("", "expected a number, got {type}"),
    "too_long": QT_TRANSLATE_NOOP("", "number is too long"),
    "division_by_zero": QT_TRANSLATE_NOOP("", "division by zero in {text}"),
    "not_a_number": QT_TRANSLATE_NOOP("", "not a number: {text}"),
    "too_precise": QT_TRANSLATE_NOOP("", "number is too large or too precise: {text}"),
}


class NumberError(CodedError):
    """A value that is not an exact number we accept (``NUMBER_MESSAGES``)."""

    MESSAGES = NUMBER_MESSAGES


def norm(x: Number) -> Number:
    """An int when the value is whole, else the Fraction itself."""
    if type(x) is int:  # the common case, spared isinstance's check of Fraction's ABC (scoring calls this a lot)
        return x
    if isinstance(x, Fraction) and x.denominator == 1:
        return x.numerator
    return x


def exact_sum(a: Number, b: Number) -> Number:
    """``norm(a + b)``: whole numbers added as they are, and a Fraction worked out from the numerators and
    denominators at once rather than through Fraction's operators (a club's season table adds some 35,000 exact
    results, most of them to a total that is a Fraction by then)."""
    if type(a) is int and type(b) is int:
        return a + b
    if type(a) not in _EXACT or type(b) not in _EXACT:
        return norm(a + b)  # a bool or a subclass: as + makes it
    numerator, denominator = a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator
    if numerator % denominator == 0:
        return numerator // denominator
    return Fraction(numerator, denominator)  # reduced here, not whole: its own normal form


def whole_keys(values: Sequence[Number]) -> list[int]:
    """``values`` as whole numbers in the same order, exactly: each times their common denominator (a Fraction's
    is positive, so signs and order stay). Comparing Fractions costs microseconds; these compare in C."""
    scale = math.lcm(*{value.denominator for value in values})
    return [value.numerator * (scale // value.denominator) for value in values]


_EXACT = (int, Fraction)


def parse_number(value: object) -> Number:
    """Read an exact number from JSON: an int, a decimal, or a string "3", "1.5", "1/2".

    Decimals from JSON arrive as ``Decimal`` (the loader parses them so) or as
    text; floats and booleans are refused so nothing inexact slips in.
    """
    if isinstance(value, bool):
        raise NumberError("bool")
    if isinstance(value, int):
        if abs(value) >= 10**_MAX_DIGITS:
            raise NumberError("too_large")
        return value
    if isinstance(value, Decimal):
        if not value.is_finite():
            raise NumberError("not_finite")
        return _from_text(str(value))
    if isinstance(value, Fraction):
        return norm(value)
    if isinstance(value, str):
        return _from_text(value.strip())
    if isinstance(value, float):
        raise NumberError("float", value=repr(value))
    raise NumberError("type", type=type_name(value))


def _from_text(text: str) -> Number:
    if len(text) > 2 * _MAX_DIGITS:
        raise NumberError("too_long")
    if _FRACTION_RE.match(text):
        num, den = text.split("/")
        if int(den) == 0:
            raise NumberError("division_by_zero", text=repr(text))
        return _bounded(Fraction(int(num), int(den)), text)
    if _DECIMAL_RE.match(text) or re.match(r"^[+-]?\d+(\.\d*)?[eE][+-]?\d{1,3}$", text):
        try:
            return _bounded(Fraction(Decimal(text)), text)
        except (ArithmeticError, ValueError) as exc:
            raise NumberError("not_a_number", text=repr(text)) from exc
    raise NumberError("not_a_number", text=repr(text))


def _bounded(x: Fraction, text: str) -> Number:
    """Refuse what could not be written back as it came in (and is no score anyway)."""
    limit = 10**_MAX_DIGITS
    if abs(x.numerator) >= limit or x.denominator >= limit:
        raise NumberError("too_precise", text=repr(text[:20]))
    return norm(x)


def to_json(x: Number) -> int | str:
    """Whole numbers as JSON ints, others as "a/b" strings (the file's notation)."""
    x = norm(x)
    if isinstance(x, int):
        return x
    return f"{x.numerator}/{x.denominator}"


def fraction_str(x: Number) -> str:
    """A reduced fraction as text: "31", "-4/3" (the settle --json notation)."""
    x = norm(x)
    if isinstance(x, int):
        return str(x)
    return f"{x.numerator}/{x.denominator}"


def mixed_str(x: Number, sign: bool = False) -> str:
    """For people: "30 2/3", "-1/2", "+4" (with ``sign``)."""
    x = norm(x)
    prefix = "-" if x < 0 else ("+" if sign and x > 0 else "")
    a = abs(Fraction(x))
    whole, rest = divmod(a.numerator, a.denominator)
    if rest == 0:
        return f"{prefix}{whole}"
    frac = f"{rest}/{a.denominator}"
    return f"{prefix}{whole} {frac}" if whole else f"{prefix}{frac}"


def shown_str(x: Number, sign: bool = False) -> str:
    """``mixed_str`` as people read it, with the typographic minus: "−1/2", "+4" (see ``MINUS``), and a mixed
    number's parts held together ("−33 1/3" with ``NBSP``: wrapped apart, they read as two numbers)."""
    return mixed_str(x, sign).replace("-", MINUS).replace(" ", NBSP)


def type_name(value: object) -> str:
    """How a JSON value's type is named in messages (the words layer translates the marked names)."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, (int, Decimal, float)):
        return QT_TRANSLATE_NOOP("", "a number")
    if isinstance(value, str):
        return QT_TRANSLATE_NOOP("", "text")
    if isinstance(value, list):
        return QT_TRANSLATE_NOOP("", "a list")
    if isinstance(value, dict):
        return QT_TRANSLATE_NOOP("", "an object")
    return type(value).__name__
