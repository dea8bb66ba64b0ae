"""Money as each language writes it (issue 14: "130,00 ₽", and a 0.5 price as 0,50, not "1/2 RUB")."""

from fractions import Fraction

import pytest

from preferans_desk.core.currency import money_text, price_text

NB = "\u00a0"


@pytest.mark.parametrize(("minor", "currency", "lang", "expected"), [
    (13000, "RUB", "ru", f"130,00{NB}₽"),
    (13000, "RUB", "en", f"130.00{NB}RUB"),
    (247000, "RUB", "ru", f"2{NB}470,00{NB}₽"),
    (247000, "EUR", "en", f"2,470.00{NB}EUR"),
    (-332000, "EUR", "ru", f"\u22123{NB}320,00{NB}€"),  # the minus whists have where people read them
    (5, "JPY", "ru", f"5{NB}JPY"),
    (1234, None, "ru", "12,34"),
    (0, "USD", "en", f"0.00{NB}USD"),
])
def test_money_in_each_language(minor, currency, lang, expected):
    digits = 0 if currency == "JPY" else 2
    assert money_text(minor, digits, currency, lang) == expected


def test_a_gain_can_carry_its_sign():
    assert money_text(850, 2, "RUB", "ru", sign=True) == f"+8,50{NB}₽"
    assert money_text(-850, 2, "RUB", "ru", sign=True) == f"\u22128,50{NB}₽"
    assert money_text(0, 2, None, "en", sign=True) == "0.00"


@pytest.mark.parametrize(("price", "currency", "lang", "expected"), [
    (Fraction(1, 2), "RUB", "ru", f"0,50{NB}₽"),
    (Fraction(1, 2), "RUB", "en", f"0.50{NB}RUB"),
    (Fraction(1, 2), None, "en", "0.50"),
    (10, "RUB", "ru", f"10{NB}₽"),
    (1500, "RUB", "ru", f"1{NB}500{NB}₽"),
    (10, None, "ru", "10"),
    (Fraction(1, 3), "RUB", "ru", f"1/3{NB}₽"),
    (Fraction(1, 3), None, "en", "1/3"),
])
def test_a_whist_price_is_written_as_money(price, currency, lang, expected):
    assert price_text(price, currency, lang) == expected


def test_numbers_people_read_have_the_same_minus():
    from preferans_desk.core.exact_numbers import MINUS, shown_str

    assert MINUS == "\u2212"
    assert shown_str(-136) == f"{MINUS}136" and shown_str(Fraction(-7, 2)) == f"{MINUS}3\u00a01/2"
    assert shown_str(4, sign=True) == "+4" and shown_str(0, sign=True) == "0"
    assert money_text(-6800, 2, None, "en").startswith(MINUS)
