"""The phone page and the app say the same: the app's word for the settlement, and one minus sign for money
and whists alike (issue 21: "Расчёт" beside the app's «Роспись», money "-68.00" beside whists "−136")."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from preferans_desk.resources import TRANSLATIONS
from preferans_desk.share.page import PAGE_TEXT


def app_translations(source: str) -> set[str]:
    """Every Russian translation the app has for ``source``, in whichever context."""
    root = ET.parse(TRANSLATIONS / "preferans_desk_ru.ts").getroot()
    return {message.findtext("translation") or "" for message in root.iter("message")
            if message.findtext("source") == source}


def test_the_phone_page_names_the_settlement_as_the_app_does():
    assert app_translations("Settlement") == {"Роспись"}
    assert re.findall(r'\bsettled: "([^"]*)"', PAGE_TEXT) == ["Settlement", "Роспись"]
    assert "Расчёт" not in PAGE_TEXT and "расчёт" not in PAGE_TEXT
