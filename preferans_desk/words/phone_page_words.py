"""The words of the club night's scoring page on the phones (``night/phone_page.py``: its top strip, the sheet,
the open entry's card, the confirmed deals and the round's notices), under the context "PhonePage".

The page switches language without asking the director, so it carries its words in every language:
``shell_words`` gives them in one, keyed as the page's script names them. "{0}", "{1}" are filled in by the
script (a number, a player's name, a time, the director's refusal as worded for the phone)."""

from __future__ import annotations

from .share_page import words_in
from .translate import QT_TRANSLATE_NOOP

CONTEXT = "PhonePage"
SHELL_WORDS = {
    "round": QT_TRANSLATE_NOOP("PhonePage", "Round {0}"),
    "table": QT_TRANSLATE_NOOP("PhonePage", "Table {0}"),
    "deals_next": QT_TRANSLATE_NOOP("PhonePage", "{0} deals next"),
    "deals_sits": QT_TRANSLATE_NOOP("PhonePage", "{0} deals next and sits out"),
    "online": QT_TRANSLATE_NOOP("PhonePage", "connected"),
    "connecting": QT_TRANSLATE_NOOP("PhonePage", "connecting…"),
    "offline": QT_TRANSLATE_NOOP("PhonePage", "offline, trying again…"),
    # the phone keeps the entry (its storage) and sends it when the director can be reached
    "waiting": QT_TRANSLATE_NOOP("PhonePage", "offline: the deal waits on this phone to be sent"),
    "seat": QT_TRANSLATE_NOOP("PhonePage", "I sit at"),
    "sheet": QT_TRANSLATE_NOOP("PhonePage", "The table's score sheet"),
    "pending": QT_TRANSLATE_NOOP("PhonePage", "Waiting for a player at another seat to confirm"),
    "disputed": QT_TRANSLATE_NOOP("PhonePage", "Disputed: the director is called"),
    "queued": QT_TRANSLATE_NOOP("PhonePage", "Not sent yet: kept on this phone, sent when the director answers"),
    "by_me": QT_TRANSLATE_NOOP("PhonePage", "Entered on this phone at {0}"),
    "by_other": QT_TRANSLATE_NOOP("PhonePage", "Entered on another phone at {0}"),
    "confirm": QT_TRANSLATE_NOOP("PhonePage", "Confirm"),
    "dispute": QT_TRANSLATE_NOOP("PhonePage", "Dispute"),
    "withdraw": QT_TRANSLATE_NOOP("PhonePage", "Withdraw"),
    "check": QT_TRANSLATE_NOOP("PhonePage", "Check the deal before you confirm it."),
    "writes": QT_TRANSLATE_NOOP("PhonePage", "Writes: {0}"),
    "deals": QT_TRANSLATE_NOOP("PhonePage", "Confirmed deals"),
    "no_deals": QT_TRANSLATE_NOOP("PhonePage", "No deal confirmed yet."),
    "took": QT_TRANSLATE_NOOP("PhonePage", "tricks: {0}"),
    "no_whist": QT_TRANSLATE_NOOP("PhonePage", "no whist"),
    "conceded": QT_TRANSLATE_NOOP("PhonePage", "gave up without three"),
    "misere": QT_TRANSLATE_NOOP("PhonePage", "{0}: misère, tricks: {1}"),
    "allpass": QT_TRANSLATE_NOOP("PhonePage", "All-pass: {0}"),
    "adjust": QT_TRANSLATE_NOOP("PhonePage", "Adjustment: {0}"),
    "notrump": QT_TRANSLATE_NOOP("PhonePage", "NT"),
    "limits": QT_TRANSLATE_NOOP("PhonePage", "The round's limits:"),
    "pool": QT_TRANSLATE_NOOP("PhonePage", "pool {0}"),
    "most_deals": QT_TRANSLATE_NOOP("PhonePage", "{0} of {1} deals"),
    "ends": QT_TRANSLATE_NOOP("PhonePage", "time ends at {0}"),
    "over": QT_TRANSLATE_NOOP("PhonePage", "The round's limit is reached: finish the deal being played and stop."),
    "locked": QT_TRANSLATE_NOOP("PhonePage",
                                "The director has locked the round's results: no deal can be entered or confirmed."),
    "finished": QT_TRANSLATE_NOOP("PhonePage", "The table's game is over."),
    "refused": QT_TRANSLATE_NOOP("PhonePage", "Not accepted: {0}"),
    "not_sent": QT_TRANSLATE_NOOP("PhonePage", "Not sent: the director cannot be reached. Try again."),
    "settled_confirmed": QT_TRANSLATE_NOOP("PhonePage", "Deal {0} confirmed."),
    "settled_withdrawn": QT_TRANSLATE_NOOP("PhonePage", "The deal entered was withdrawn."),
    "settled_accepted": QT_TRANSLATE_NOOP("PhonePage", "The director accepted deal {0}."),
    "settled_corrected": QT_TRANSLATE_NOOP("PhonePage", "The director corrected deal {0}."),
    "settled_deleted": QT_TRANSLATE_NOOP("PhonePage", "The director deleted the deal entered."),
    "reason": QT_TRANSLATE_NOOP("PhonePage", "Reason: {0}"),
    # the listener's three replies sent before the path is read carry no words of their own
    "busy": QT_TRANSLATE_NOOP("PhonePage", "The director is busy; trying again."),
    "head_too_large": QT_TRANSLATE_NOOP("PhonePage", "The request was too large."),
    "bad_request": QT_TRANSLATE_NOOP("PhonePage", "The director could not read the request."),
}


def shell_words(lang: str) -> dict[str, str]:
    """The scoring page's own words in ``lang``, from the shipped translation (no Qt: the director words it)."""
    return words_in(lang, CONTEXT, SHELL_WORDS)
