"""Money as each language writes it: "2,470.00 RUB" in English, "2 470,00 ₽" in Russian.

Pure Python (the window, the PDF, the command line and the phones' page all write money). The amounts
come in minor units, as the settlement gives them; a whist price comes as the game file's number and is
written as money too ("0,50", not "1/2"; a whole price whole, "1 ₽"), unless it has more places than the
currency (then as it is).
"""

from __future__ import annotations

from fractions import Fraction

from .exact_numbers import MINUS, NBSP, Number, mixed_str
from .money import minor_digits

# The signs Russians write after an amount; other languages keep the ISO code.
SIGNS_RU = {"RUB": "₽", "EUR": "€", "USD": "$", "GBP": "£", "UAH": "₴", "KZT": "₸", "ILS": "₪", "BYN": "Br"}


def money_text(minor: int, digits: int, currency: str | None, lang: str = "en", sign: bool = False) -> str:
    """An amount in minor units with its currency: ``sign`` puts "+" before gains; a loss has the typographic
    minus, as whists do where people read them ("−68.00", beside "−136")."""
    negative = minor < 0
    whole, part = divmod(abs(minor), 10**digits)
    ru = lang == "ru"
    grouped = f"{whole:,}".replace(",", NBSP if ru else ",")
    text = f"{grouped}{',' if ru else '.'}{part:0{digits}d}" if digits else grouped
    text = MINUS + text if negative else ("+" + text if sign and minor > 0 else text)
    return f"{text}{NBSP}{_unit(currency, lang)}" if currency else text


def price_text(price: Number, currency: str | None, lang: str = "en") -> str:
    """A whist's price as money ("0.50 RUB", "0,50 ₽"), or as the file's number when it is finer than the
    currency's minor unit (1/3 stays "1/3")."""
    digits = minor_digits(currency)
    minor = Fraction(price) * 10**digits
    if minor.denominator != 1:
        return f"{mixed_str(price)}{NBSP}{_unit(currency, lang)}" if currency else mixed_str(price)
    if minor % 10**digits == 0:  # a whole price is written whole: "1 ₽", "10 RUB"
        return money_text(int(minor) // 10**digits, 0, currency, lang)
    return money_text(int(minor), digits, currency, lang)


def _unit(currency: str | None, lang: str) -> str:
    code = (currency or "").upper()
    return SIGNS_RU.get(code, code) if lang == "ru" else code
