"""What the club night's network refuses, as codes with parameters and one English template each (marked for Qt
Linguist, ``core/noop.py``): the director sends the code and parameters beside its English text, so that a table's
window words a refusal in its own language (``refusal_text``), whatever the director's language is."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, cast

from preferans_desk.core.noop import QT_TRANSLATE_NOOP
from preferans_desk.words.translate import tr

REFUSALS: dict[str, str] = {
    "no_code": QT_TRANSLATE_NOOP("", "no table code (Authorization: Table CODE)"),
    "wrong_code": QT_TRANSLATE_NOOP("", "no table of this round has this code"),
    "round_over": QT_TRANSLATE_NOOP("", "round {round} is over: its games are no longer taken"),
    "newer_copy": QT_TRANSLATE_NOOP("", "the director has a newer copy of this table's game"),
    "round_locked": QT_TRANSLATE_NOOP("", "round {round}'s results are locked by the director (since {locked}): "
                                          "this copy is kept for the director to accept or not"),
    "unreadable_game": QT_TRANSLATE_NOOP("", "the game cannot be read: {problem}"),
    "other_players": QT_TRANSLATE_NOOP("", "the game's players are not this table's: {players}"),
    "other_rules": QT_TRANSLATE_NOOP("", "the game's rules are not the club night's"),
    "too_large": QT_TRANSLATE_NOOP("", "the game is larger than {kilobytes} KB"),
    "no_length": QT_TRANSLATE_NOOP("", "the copy's length is not given (Content-Length)"),
    "no_revision": QT_TRANSLATE_NOOP("", "the copy has no revision (X-Revision: a whole number)"),
    "busy": QT_TRANSLATE_NOOP("", "the director is busy: try again soon"),
    "no_address": QT_TRANSLATE_NOOP("", "no such address"),
    "method": QT_TRANSLATE_NOOP("", "only GET of the table or of its revision, and PUT of its game"),
    "head_too_large": QT_TRANSLATE_NOOP("", "the request's head is larger than {kilobytes} KB"),
    "bad_request": QT_TRANSLATE_NOOP("", "the request cannot be read"),
    "absurd_revision": QT_TRANSLATE_NOOP("", "the copy's revision {revision} is out of bounds (the director holds "
                                             "{kept})"),
    "round_not_open": QT_TRANSLATE_NOOP("", "round {round} is not open: the director receives round {playing}"),
    "failed": QT_TRANSLATE_NOOP("", "the director could not keep the copy: {problem}"),
    # a phone table's scoring (phone_routes.py): the refusals of the entries and of their confirmation
    "phone_method": QT_TRANSLATE_NOOP("", "only GET of the table's state and POST of entries and of their answers"),
    "bad_json": QT_TRANSLATE_NOOP("", "the request's body is not a JSON object"),
    "bad_entry": QT_TRANSLATE_NOOP("", "an entry needs an id and a device (1 to {max} letters, digits, - or _) and "
                                       "a deal"),
    "bad_device": QT_TRANSLATE_NOOP("", "the request needs a device (1 to {max} letters, digits, - or _)"),
    "length_missing": QT_TRANSLATE_NOOP("", "the request's length is not given (Content-Length)"),
    "entry_too_large": QT_TRANSLATE_NOOP("", "the request is larger than {kilobytes} KB"),
    "unreadable_deal": QT_TRANSLATE_NOOP("", "the deal cannot be read: {problem}"),
    "deal_refused": QT_TRANSLATE_NOOP("", "the deal is refused: {problem}"),
    "entry_open": QT_TRANSLATE_NOOP("", "deal {id} waits to be confirmed or for the director: a table has one "
                                        "deal waiting at a time"),
    "no_entry": QT_TRANSLATE_NOOP("", "this table has no deal {id}"),
    "own_entry": QT_TRANSLATE_NOOP("", "the phone that entered deal {id} cannot confirm it: a player at another "
                                       "seat confirms it on another phone"),
    "not_own_entry": QT_TRANSLATE_NOOP("", "only the phone that entered deal {id} can withdraw it"),
    "entry_settled": QT_TRANSLATE_NOOP("", "deal {id} is settled already ({state})"),
    "entry_disputed": QT_TRANSLATE_NOOP("", "deal {id} is disputed: the director decides it"),
    "table_changed": QT_TRANSLATE_NOOP("", "the table's game changed after deal {id} was entered (a laptop or the "
                                           "director): withdraw it and enter it again"),
    "table_problem": QT_TRANSLATE_NOOP("", "the director cannot read this table's game: {problem}"),
    "entries_unreadable": QT_TRANSLATE_NOOP("", "the director cannot read this table's entries: {problem}"),
    "entry_locked": QT_TRANSLATE_NOOP("", "round {round}'s results are locked by the director (since {locked}): "
                                          "no deal is entered or confirmed now"),
    "entry_failed": QT_TRANSLATE_NOOP("", "the director could not keep the entry: {problem}"),
    "bad_preview": QT_TRANSLATE_NOOP("", "a preview needs a deal (and let_stand true or false, nothing else)"),
    "sheet_query": QT_TRANSLATE_NOOP("", "the sheet cannot be drawn with {name}={value}: shape is portrait or "
                                         "landscape, seat a number from 0 to {last}, lang one of {langs}"),
    # the table's side
    "unreachable": QT_TRANSLATE_NOOP("", "the director at {address} cannot be reached ({problem})"),
    "bad_answer": QT_TRANSLATE_NOOP("", "the director's answer cannot be read: {problem}"),
    "refused": QT_TRANSLATE_NOOP("", "the director refused ({status})"),
    "no_address_typed": QT_TRANSLATE_NOOP("", "no director's address"),
    "bad_port": QT_TRANSLATE_NOOP("", "the port must be a number from 1 to 65535, not {port}"),
}


@dataclass(frozen=True)
class Refusal:
    """One refusal: its code and parameters (plain JSON values); ``text`` is its English wording."""

    code: str
    params: dict[str, Any] = field(default_factory=lambda: {})

    @property
    def text(self) -> str:
        template = REFUSALS.get(self.code)
        if template is None:
            return str(self.params.get("text", self.code))
        try:
            return template.format(**self.params)
        except (KeyError, IndexError, ValueError):  # a director of another version sent other parameters
            return template


def refusal_text(refusal: Refusal) -> str:
    """The refusal in the interface's language (the window's translator, else English)."""
    template = REFUSALS.get(refusal.code)
    if template is None:
        return refusal.text
    try:
        return tr(template).format(**refusal.params)
    except (KeyError, IndexError, ValueError):  # a director of another version sent other parameters
        return refusal.text


def from_answer(status: int, answer: dict[str, Any]) -> Refusal:
    """The director's refusal as it answered: its code and parameters, else its English text, else the status."""
    code, params, text = answer.get("code"), answer.get("params"), answer.get("error")
    if isinstance(code, str) and code in REFUSALS and isinstance(params, dict):
        return Refusal(code, {str(k): v for k, v in cast(dict[Any, Any], params).items()})
    if isinstance(text, str) and text:
        return Refusal("text", {"text": text})
    return Refusal("refused", {"status": status})
