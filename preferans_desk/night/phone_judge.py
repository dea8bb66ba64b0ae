"""A phone's deal judged as the desktop's deal dialog judges one, and the phones' refusals worded in every language.

The dialog scores the deal it assembled as the game's next deal (``Sheet.preview``): a ``DealError`` is its
refusal, and a warning (a game below the all-pass exit level) is one too unless the scorer ticks "let stand".
A phone's deal is read as a game file's deal is (``deal_from_json``), then judged the same way, so nothing the
desktop refuses is taken from a phone. The page cannot word the core's refusals itself, so every refusal to a
phone carries its words in each language the package ships (``refusal_words``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from preferans_desk.core.deals import Deal
from preferans_desk.core.engine import DealRecord
from preferans_desk.core.errors import DealError, GameFileError
from preferans_desk.core.game import Game
from preferans_desk.core.gamefile import deal_from_json
from preferans_desk.core.json_types import JsonValue
from preferans_desk.core.noop import QT_TRANSLATE_NOOP
from preferans_desk.words import texts
from preferans_desk.words.compiled import translator
from preferans_desk.words.languages import LANGUAGES
from preferans_desk.words.translate import translated_by

from .night_refusals import Refusal, refusal_text
from .tables_book import NightRefusal

KINDS = {"contract": QT_TRANSLATE_NOOP("", "a contract"), "misere": QT_TRANSLATE_NOOP("", "a misère"),
         "allpass": QT_TRANSLATE_NOOP("", "an all-pass"), "adjust": QT_TRANSLATE_NOOP("", "an adjustment")}


class PhoneRefusal(NightRefusal):
    """A refusal to a phone; ``cause`` (a deal's or a file's refusal) is worded as its ``problem`` in each
    language."""

    def __init__(self, status: int, code: str, cause: Exception | None = None, **params: Any):
        if cause is not None:
            params["problem"] = cause_text(cause)
        super().__init__(status, code, **params)
        self.cause = cause


def cause_text(cause: Exception) -> str:
    """A deal's refusal as the desktop dialog words it, any other as the window words a file's problem, in the
    language in effect."""
    return texts.error_text(cause) if isinstance(cause, DealError) else texts.problem_text(cause)


def refusal_words(refusal: NightRefusal) -> dict[str, str]:
    """The refusal in each language the package ships ({"en": ..., "ru": ...})."""
    words: dict[str, str] = {}
    cause = getattr(refusal, "cause", None)
    for lang in LANGUAGES:
        with translated_by(translator(lang), lang):
            params = dict(refusal.refusal.params)
            if isinstance(cause, Exception):
                params["problem"] = cause_text(cause)
            words[lang] = refusal_text(Refusal(refusal.refusal.code, params))
    return words


def judge(game: Game, raw: JsonValue, let_stand: bool, when: str) -> DealRecord:
    """``raw`` (a deal as a game file writes it) scored as ``game``'s next deal, its time the director's ``when``
    (a phone's clock is nobody's); ``PhoneRefusal`` 400 ``unreadable_deal`` when it is no deal, 422
    ``deal_refused`` when the rules refuse it, or it is a game below the exit level not ``let_stand``."""
    try:
        deal = deal_from_json(raw, len(game.deals) + 1)
    except GameFileError as problem:
        raise PhoneRefusal(400, "unreadable_deal", problem) from None
    if deal.extra:  # the desktop writes no field of its own making: one a phone sends is refused, not kept
        unknown = GameFileError("absent", key=next(iter(deal.extra)), what=KINDS.get(deal.kind, deal.kind))
        raise PhoneRefusal(400, "unreadable_deal", GameFileError("in_deal", deal=len(game.deals) + 1, cause=unknown))
    return judge_deal(game, replace(deal, time=when), let_stand)


def judge_deal(game: Game, deal: Deal, let_stand: bool) -> DealRecord:
    """A deal read already, judged as ``judge`` does (the confirmation and the director judge it again)."""
    try:
        record = game.sheet.preview(deal)
    except DealError as problem:
        raise PhoneRefusal(422, "deal_refused", problem.with_traceback(None)) from None
    if record.warnings and not let_stand:
        warning = record.warnings[0]
        raise PhoneRefusal(422, "deal_refused", DealError(warning.code, "level", **warning.params))
    return record
