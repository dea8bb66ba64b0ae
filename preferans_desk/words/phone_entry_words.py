"""The words of the scoring page's deal-entry form (``night/phone_entry_page.py``), in every language the
package ships, keyed as the form's script names them.

Where the desktop's deal dialog has the word, the form takes it from the dialog (context "DealDialog"): the
phone says "Half-whist", "Enter at least one amount." and the live line's hint exactly as the desktop does. Its
own words are under the context "PhoneEntry". "%1", "%2" (the dialog's) and "{0}" (the form's) are filled in by
the script; a "&" marking the dialog's shortcut letter is dropped (a phone has no keys)."""

from __future__ import annotations

from .compiled import translator
from .languages import LANGUAGES
from .translate import QT_TRANSLATE_NOOP, translate, translated_by

CONTEXT = "PhoneEntry"
DIALOG = "DealDialog"
DIALOG_WORDS = {  # the desktop dialog's own words
    "contract": QT_TRANSLATE_NOOP("DealDialog", "&Contract"),
    "misere": QT_TRANSLATE_NOOP("DealDialog", "&Misère"),
    "allpass": QT_TRANSLATE_NOOP("DealDialog", "&All-pass"),
    "adjust": QT_TRANSLATE_NOOP("DealDialog", "Ad&justment"),
    "kind": QT_TRANSLATE_NOOP("DealDialog", "Kind of deal"),
    "declarer": QT_TRANSLATE_NOOP("DealDialog", "Declarer:"),
    "whist": QT_TRANSLATE_NOOP("DealDialog", "Whist"),
    "pass": QT_TRANSLATE_NOOP("DealDialog", "Pass"),
    "half": QT_TRANSLATE_NOOP("DealDialog", "Half-whist"),
    "give_up": QT_TRANSLATE_NOOP("DealDialog", "Gave &up"),
    "totus": QT_TRANSLATE_NOOP("DealDialog", "Totu&s"),
    "tricks": QT_TRANSLATE_NOOP("DealDialog", "Tricks:"),
    "taken": QT_TRANSLATE_NOOP("DealDialog", "Tricks taken:"),
    "pool": QT_TRANSLATE_NOOP("DealDialog", "Pool"),
    "mountain": QT_TRANSLATE_NOOP("DealDialog", "Mountain"),
    "talon": QT_TRANSLATE_NOOP("DealDialog", "%1 (talon)"),
    "dealer": QT_TRANSLATE_NOOP("DealDialog", "%1 (dealer)"),
    "pool_of": QT_TRANSLATE_NOOP("DealDialog", "%1's pool"),
    "mountain_of": QT_TRANSLATE_NOOP("DealDialog", "%1's mountain"),
    "not_number": QT_TRANSLATE_NOOP("DealDialog", "%1: “%2” is not a number; write 5, -2, 1.5 or 1/2."),
    "no_amount": QT_TRANSLATE_NOOP("DealDialog", "Enter at least one amount."),
    "incomplete": QT_TRANSLATE_NOOP("DealDialog", "The score appears here as soon as the deal is complete."),
}
FORM_WORDS = {  # the form's own
    "level_suit": QT_TRANSLATE_NOOP("PhoneEntry", "Contract"),
    "defenders": QT_TRANSLATE_NOOP("PhoneEntry", "Defenders"),
    "nt": QT_TRANSLATE_NOOP("PhoneEntry", "NT"),  # no-trump, on the contract's buttons
    "rest": QT_TRANSLATE_NOOP("PhoneEntry", "{0}: the rest"),
    "allpass_tricks": QT_TRANSLATE_NOOP("PhoneEntry", "Tricks on the all-pass (the last player's are the rest)"),
    "adjust_help": QT_TRANSLATE_NOOP("PhoneEntry", "A penalty or a correction: what to add to each player's pool "
                                                   "and mountain (5, -2, 1.5 or 1/2)."),
    "scoring": QT_TRANSLATE_NOOP("PhoneEntry", "Scoring…"),
    "offline": QT_TRANSLATE_NOOP("PhoneEntry", "The score will be shown when the director can be reached again; "
                                               "the deal can be sent meanwhile."),
    "let_stand": QT_TRANSLATE_NOOP("PhoneEntry", "Let it stand"),
    "send": QT_TRANSLATE_NOOP("PhoneEntry", "Send"),
    "clear": QT_TRANSLATE_NOOP("PhoneEntry", "Clear"),
}


def entry_words(lang: str) -> dict[str, str]:
    """The form's words in ``lang``, from the shipped translation (no Qt: the server words the page)."""
    with translated_by(translator(lang), lang):
        words = {key: translate(DIALOG, text).replace("&", "") for key, text in DIALOG_WORDS.items()}
        words.update((key, translate(CONTEXT, text)) for key, text in FORM_WORDS.items())
    return words


ENTRY_WORDS = {lang: entry_words(lang) for lang in LANGUAGES}  # {lang: {key: text}}, put into the page's script
