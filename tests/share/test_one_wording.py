"""The phone page and the app say the same: the app's word for the settlement, and one minus sign for money
and whists alike (issue 21: "Расчёт" beside the app's «Роспись», money "-68.00" beside whists "−136")."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import replace
from fractions import Fraction

from preferans_desk.core import settle_game
from preferans_desk.core.exact_numbers import MINUS
from preferans_desk.render.samples import sample_game
from preferans_desk.resources import TRANSLATIONS
from preferans_desk.share.page import PAGE_TEXT
from preferans_desk.share.shared_state import shared_state


def app_translations(source: str) -> set[str]:
    """Every Russian translation the app has for ``source``, in whichever context."""
    root = ET.parse(TRANSLATIONS / "preferans_desk_ru.ts").getroot()
    return {message.findtext("translation") or "" for message in root.iter("message")
            if message.findtext("source") == source}


def test_the_phone_page_names_the_settlement_as_the_app_does():
    assert app_translations("Settlement") == {"Роспись"}
    assert re.findall(r'"settled":"([^"]*)"', PAGE_TEXT) == ["Settlement", "Роспись"]
    assert "Расчёт" not in PAGE_TEXT and "расчёт" not in PAGE_TEXT


def test_money_on_the_phone_has_the_minus_its_whists_have():
    game = sample_game(3, 24, seed=7, whist_price=10)
    game.rules = replace(game.rules, whist_price=Fraction(1, 2), currency="RUB")
    settlement = settle_game(game)
    loser = min(range(3), key=lambda seat: settlement.result[seat])
    assert settlement.money is not None and settlement.money[loser] < 0
    facts = shared_state(game, settlement=settlement).state_json["settlement"]
    for lang in ("en", "ru"):
        shown = facts["shown"][lang]["money"]
        assert shown[loser].startswith(MINUS) and "-" not in "".join(shown), shown
    # the page writes whists with the same minus (its signed()), from the contract's ASCII "-"
    assert f'text.startsWith("-") ? "{MINUS}"' in PAGE_TEXT
    assert facts["result_text"][loser].startswith("-") and facts["money"][loser].startswith("-")
