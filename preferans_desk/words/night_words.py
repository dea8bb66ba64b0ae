"""The words of the club night's page on the phones (share/night_page.py), under the context "NightPage": the
standings and the tables, in every language the page offers (it switches without asking the server). "{0}" and
"{1}" are filled in by the script."""

from __future__ import annotations

from .share_page import words_in
from .translate import QT_TRANSLATE_NOOP

CONTEXT = "NightPage"
NIGHT_WORDS = {
    "lang": QT_TRANSLATE_NOOP("NightPage", "Language"),
    "round": QT_TRANSLATE_NOOP("NightPage", "Round {0} of {1}"),
    "standings": QT_TRANSLATE_NOOP("NightPage", "Standings"),
    "rank": QT_TRANSLATE_NOOP("NightPage", "#"),
    "player": QT_TRANSLATE_NOOP("NightPage", "Player"),
    "points": QT_TRANSLATE_NOOP("NightPage", "Points"),
    "whists": QT_TRANSLATE_NOOP("NightPage", "Whists"),
    "games": QT_TRANSLATE_NOOP("NightPage", "Games"),
    "tables": QT_TRANSLATE_NOOP("NightPage", "Tables"),
    "table": QT_TRANSLATE_NOOP("NightPage", "Table {0}"),
    "deals": QT_TRANSLATE_NOOP("NightPage", "deals: {0}"),
    "finished": QT_TRANSLATE_NOOP("NightPage", "finished"),
    "waiting": QT_TRANSLATE_NOOP("NightPage", "not started"),
    "offline": QT_TRANSLATE_NOOP("NightPage", "reconnecting…"),
    "ended": QT_TRANSLATE_NOOP("NightPage", "Sharing has ended."),
}


def night_words(lang: str) -> dict[str, str]:
    """The page's words in ``lang``, from the shipped translation (no Qt: the server words the page)."""
    return words_in(lang, CONTEXT, NIGHT_WORDS)
