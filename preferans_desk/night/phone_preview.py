"""The live line of a phone's deal entry (issue 34, ``docs/club-night-network.md``, "Scoring on phones"): what the
deal would write and what it is worth, worded exactly as the desktop's deal dialog says it, in every language.

``POST /t/CODE/preview`` with ``{"deal": DEAL, "let_stand": bool}`` judges the deal as ``entries`` does
(``phone_judge.judge``: the same refusals, in the same words) against the table's game as it stands, and
changes nothing. A game below the all-pass exit level is no refusal here: its words come back as ``warning``,
the question the page asks with its "Let it stand" box, as the dialog shows its box beside the same words.
"""

from __future__ import annotations

from typing import Any

from preferans_desk.core.engine import DealRecord
from preferans_desk.core.errors import DealError
from preferans_desk.core.json_types import JsonValue
from preferans_desk.words import texts
from preferans_desk.words.compiled import translator
from preferans_desk.words.languages import LANGUAGES
from preferans_desk.words.translate import translated_by

from .held_copies import now_text
from .phone_desk import PhoneDesk
from .phone_judge import judge
from .tables_book import NightRefusal, TableSeat

PREVIEW = "preview"
PREVIEW_KEYS = frozenset(("deal", "let_stand"))


def preview_answer(book: object, seat: TableSeat, fields: dict[str, JsonValue]) -> tuple[int, dict[str, Any]]:
    """The answer to a preview's body ``fields`` for the table at ``seat``: 200 and the words, or the refusal
    ``entries`` would give (raised)."""
    let_stand = fields.get("let_stand", False)
    if "deal" not in fields or not isinstance(let_stand, bool) or not fields.keys() <= PREVIEW_KEYS:
        raise NightRefusal(400, "bad_preview")
    desk = getattr(book, "phones", None)
    if not isinstance(desk, PhoneDesk):
        raise NightRefusal(404, "no_address")
    game = desk.next_game(seat)
    record = judge(game, fields["deal"], True, now_text())  # a warning is asked about, not refused
    return 200, preview_words(list(game.players), record)


def preview_words(players: list[str], record: DealRecord) -> dict[str, Any]:
    """The dialog's words for a scored deal in each language: ``words`` (its summary, what it writes, what it is
    worth) and ``warning`` (a game below the exit level, as the dialog words it; None when there is none)."""
    words: dict[str, dict[str, str]] = {}
    warning: dict[str, str] | None = {} if record.warnings else None
    for lang in LANGUAGES:
        with translated_by(translator(lang), lang):
            words[lang] = {"summary": texts.deal_summary(players, record),
                           "writes": texts.consequence(players, record),
                           "worth": texts.worth_text(players, list(record.worth))}
            if warning is not None:
                first = record.warnings[0]
                warning[lang] = texts.error_text(DealError(first.code, "level", **first.params))
    return {"words": words, "warning": warning}
