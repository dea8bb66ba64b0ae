"""The words of the live sheet's page on the phones (share/page.py), under the context "SharePage".

The page switches language without asking the server, so it carries its words in every language:
``page_words`` gives them in one, keyed as the page's script names them. "{0}", "{1}", "{2}" are filled in
by the script (a player's name, an amount, the game file's problem)."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from preferans_desk.core.exact_numbers import MINUS, Number, shown_str

from .compiled import translator
from .translate import QT_TRANSLATE_NOOP, tr, translate, translated_by

CONTEXT = "SharePage"
PAGE_WORDS = {
    "seat": QT_TRANSLATE_NOOP("SharePage", "Seat"),
    "lang": QT_TRANSLATE_NOOP("SharePage", "Language"),
    "deals": QT_TRANSLATE_NOOP("SharePage", "Deals"),
    "dealer": QT_TRANSLATE_NOOP("SharePage", "{0} deals next"),
    "offline": QT_TRANSLATE_NOOP("SharePage", "reconnecting…"),
    "sheet": QT_TRANSLATE_NOOP("SharePage", "The score sheet"),
    "over": QT_TRANSLATE_NOOP("SharePage", "the game is over"),
    "settled": QT_TRANSLATE_NOOP("SharePage", "Settlement"),
    "ifnow": QT_TRANSLATE_NOOP("SharePage", "If the game ended now"),
    "whists": QT_TRANSLATE_NOOP("SharePage", "whists"),
    "pays": QT_TRANSLATE_NOOP("SharePage", "{0} pays {1}: {2}"),
    "problem": QT_TRANSLATE_NOOP("SharePage", "The game file cannot be read now; showing the last good sheet. {0}"),
    # said once sharing has ended: the address serves nothing more (another game gets another address)
    "ended": QT_TRANSLATE_NOOP("SharePage", "Sharing has ended."),
}


def page_words(lang: str) -> dict[str, str]:
    """The page's words in ``lang``, from the shipped translation (no Qt: the server words the page)."""
    return words_in(lang, CONTEXT, PAGE_WORDS)


def results_in(lang: str, results: Sequence[Number]) -> list[str]:
    """Each player's result in whists as ``lang`` says it: "+1 whist", "−142 whists"; in Russian "+1 вист",
    "−142 виста", "+33 1/3 виста" (the page's script cannot choose a plural form)."""
    with translated_by(translator(lang), lang):
        return [_result(value) for value in results]


def _result(value: Number) -> str:
    sign = "+" if value > 0 else (MINUS if value < 0 else "")
    amount = abs(Fraction(value))
    if amount.denominator == 1:
        return sign + tr("%n whist(s)", None, amount.numerator)  # (lupdate files a plural of a bare tr() only)
    # a fraction of a whist: Russian reads "33 1/3 виста", the form of a few
    return sign + translate("SharePage", "{0} whists", "a fraction of a whist").format(shown_str(amount))


def words_in(lang: str, context: str, table: dict[str, str]) -> dict[str, str]:
    """A phone page's ``table`` of words (under ``context``) in ``lang``, from the shipped translation."""
    with translated_by(translator(lang), lang):
        return {key: translate(context, text) for key, text in table.items()}
