"""The phones' requests to the director's receiver (issue 34, ``docs/club-night-network.md``, "Scoring on phones"):
the table's code is in the path, ``/t/CODE/...``, since a phone's browser opens the table card's link and sends
no header of its own.

- ``GET /t/CODE/``: the scoring page (``phone_page``), with its content security policy; served for a code of
  another round too (the page then says that round is not being played, from the state's refusal);
- ``GET /t/CODE/state.json``: the table (``PhoneDesk.state``), with an ``ETag`` (a hash of its JSON): sent back
  as ``If-None-Match``, it is answered 304 with no body while the table has not changed;
- ``GET /t/CODE/sheet.svg?shape=portrait|landscape&seat=N&lang=en|ru``: its sheet, the open entry dashed
  (``phone_sheet``);
- ``POST /t/CODE/entries`` with ``{"id": ID, "device": DEVICE, "deal": DEAL}`` (and ``"let_stand": true`` for a
  game below the exit level, as the desktop dialog's box): 201 pending, 200 that id already received;
- ``POST /t/CODE/entries/ID/confirm``, ``.../withdraw``, ``.../dispute`` with ``{"device": DEVICE}``;
- ``POST /t/CODE/preview`` with ``{"deal": DEAL, "let_stand": bool}``: the entry form's live line
  (``phone_preview``), judged as an entry is, nothing kept.

Bounded as the receiver's other requests (the same listener, threads and times), with a body of at most
``MAX_ENTRY_BODY`` bytes and the half-second price of a wrong code. Every answer is ``(status, JSON object)``;
every refusal the receiver's JSON object with ``words``: its text in each language the package ships, since the
page cannot word the core's refusals itself.
"""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from preferans_desk.core.json_types import JsonValue

from . import phone_page
from .night_limits import WRONG_CODE_DELAY
from .phone_entries import MAX_ID, PhoneEntry, good_id
from .phone_judge import refusal_words
from .phone_preview import PREVIEW, preview_answer
from .phone_sheet import SHEET, SHEETS, SVG_HEADERS, SVG_TYPE, SheetBook, sheet_ask
from .tables_book import NightRefusal, TableSeat

PREFIX = "/t/"
STATE = "state.json"
ENTRIES = "entries"
ACTIONS = ("confirm", "withdraw", "dispute")
MAX_ENTRY_BODY = 16 * 1024  # bytes of an entry or an answer: a deal is some 200 bytes, a note at most 10,000
MAX_CODE = 64  # characters of a code in a path (a real one has 8)
ENTRY_KEYS = frozenset(("id", "device", "deal", "let_stand"))
JSON_TYPE = "application/json; charset=utf-8"
PAGE_ANYWAY = ("round_over", "round_not_open")  # a real table's code: the page says so from its state's refusal


@dataclass(frozen=True)
class Body:
    """An answer that is no JSON object (the scoring page, the table's sheet): its bytes, their type, and any
    headers of its own (a content security policy, say); sent with ``Cache-Control: no-store`` unless it names
    its own."""

    data: bytes
    content_type: str
    headers: dict[str, str] = field(default_factory=dict[str, str])


Answer = tuple[int, "dict[str, Any] | Body"]
ReadBody = Callable[[int], "bytes | None"]  # the body of that many bytes, None when the client left or was slow


@runtime_checkable
class PhoneBook(Protocol):
    """What the phones' requests ask of the club night (``NightBook``), from the receiver's threads."""

    def seat(self, code: str) -> TableSeat: ...

    def phone_state(self, seat: TableSeat) -> dict[str, Any]: ...

    def enter(self, seat: TableSeat, entry_id: str, device: str, deal: JsonValue, let_stand: bool = False
              ) -> tuple[int, PhoneEntry]: ...

    def confirm(self, seat: TableSeat, entry_id: str, device: str) -> PhoneEntry: ...

    def withdraw(self, seat: TableSeat, entry_id: str, device: str) -> PhoneEntry: ...

    def dispute(self, seat: TableSeat, entry_id: str, device: str) -> PhoneEntry: ...


def refusal_answer(refusal: NightRefusal) -> Answer:
    """A refusal as the phones get it: the receiver's object, and its words in each language."""
    return refusal.status, {"error": refusal.refusal.text, "code": refusal.refusal.code,
                            "params": refusal.refusal.params, "words": refusal_words(refusal)}


def answer(book: object, method: str, path: str, length: str, read: ReadBody, if_none_match: str = ""
           ) -> Answer | None:
    """The answer to a phone's request (``path`` under ``PREFIX``; ``if_none_match`` its header of that name);
    None when the client left mid-body."""
    try:
        return _answer(book, method, path, length, read, if_none_match)
    except NightRefusal as refusal:
        return refusal_answer(refusal)


def _answer(book: object, method: str, path: str, length: str, read: ReadBody, if_none_match: str = ""
            ) -> Answer | None:
    parts = path.split("?", 1)[0].split("#", 1)[0][len(PREFIX):].split("/")
    if isinstance(book, PhoneBook) and method == "GET" and len(parts) == 1 and parts[0]:
        _page(book, parts[0])  # the address typed without its last slash: the page's own, whose links work
        return 308, Body(b"", "text/plain", {"Location": PREFIX + parts[0] + "/"})
    if not isinstance(book, PhoneBook) or len(parts) < 2 or not parts[0]:
        raise NightRefusal(404, "no_address")
    code, rest = parts[0], parts[1:]
    if method == "GET":
        if rest == [""]:
            return _page(book, code)
        if rest == [SHEET]:
            return _sheet(book, code, path)
        if rest != [STATE]:
            raise NightRefusal(404, "no_address")
        return _state(book.phone_state(_seat(book, code)), if_none_match)
    if method != "POST":
        raise NightRefusal(405, "phone_method")
    if rest == [ENTRIES]:
        seat = _seat(book, code)
        fields = _fields(length, read)
        if fields is None:
            return None
        entry_id, device = fields.get("id"), fields.get("device")
        let_stand = fields.get("let_stand", False)
        if (not good_id(entry_id) or not good_id(device) or "deal" not in fields or not isinstance(let_stand, bool)
                or not fields.keys() <= ENTRY_KEYS):
            raise NightRefusal(400, "bad_entry", max=MAX_ID)
        status, entry = book.enter(seat, str(entry_id), str(device), fields["deal"], let_stand)
        return status, {"entry": entry.to_json()}
    if rest == [PREVIEW]:  # the entry form's live line (phone_preview.py): judged, nothing kept
        seat = _seat(book, code)
        fields = _fields(length, read)
        return None if fields is None else preview_answer(book, seat, fields)
    if len(rest) == 3 and rest[0] == ENTRIES and rest[2] in ACTIONS:
        seat = _seat(book, code)
        if not good_id(rest[1]):
            raise NightRefusal(400, "bad_entry", max=MAX_ID)
        fields = _fields(length, read)
        if fields is None:
            return None
        device = fields.get("device")
        if not good_id(device) or not fields.keys() <= {"device"}:
            raise NightRefusal(400, "bad_device", max=MAX_ID)
        act = {"confirm": book.confirm, "withdraw": book.withdraw, "dispute": book.dispute}[rest[2]]
        return 200, {"entry": act(seat, rest[1], str(device)).to_json()}
    raise NightRefusal(404, "no_address")


def _page(book: PhoneBook, code: str) -> Answer:
    """The scoring page, for a real table's code (a wrong one refused as ever, half a second late)."""
    try:
        _seat(book, code)
    except NightRefusal as refusal:
        if refusal.refusal.code not in PAGE_ANYWAY:
            raise
    return 200, Body(phone_page.PAGE, phone_page.CONTENT_TYPE, dict(phone_page.HEADERS))


def state_tag(data: bytes) -> str:
    """The ``ETag`` of a table's state: a hash of its JSON, so that the same state has the same tag."""
    return '"' + hashlib.sha256(data).hexdigest()[:32] + '"'


def _state(state: dict[str, Any], if_none_match: str) -> Answer:
    """The table's state, or 304 and no body when the phone holds this one (``If-None-Match``: a tag, a list of
    them, weak or not, or ``*``)."""
    data = json.dumps(state, ensure_ascii=False).encode("utf-8")
    tag = state_tag(data)
    held = {part.strip().removeprefix("W/") for part in if_none_match.split(",")}
    if tag in held or "*" in held:
        return 304, Body(b"", JSON_TYPE, {"ETag": tag})
    return 200, Body(data, JSON_TYPE, {"ETag": tag})


def _sheet(book: PhoneBook, code: str, path: str) -> Answer:
    """The table's sheet with its open entry drawn dashed (``phone_sheet``), after the same code checks as the
    state's; the query is read once the table is known (its seats)."""
    if not isinstance(book, SheetBook):
        raise NightRefusal(404, "no_address")
    seat = _seat(book, code)
    game, entry = book.phone_table(seat)
    ask = sheet_ask(path.split("#", 1)[0].partition("?")[2], len(game.players))
    return 200, Body(SHEETS.svg(seat, game, entry, ask), SVG_TYPE, dict(SVG_HEADERS))


def _seat(book: PhoneBook, code: str) -> TableSeat:
    """The table the path's code opens, written in any case, with or without the hyphen of the table card and
    ``event serve`` (ABCD-2345); a wrong code (any that is not letters and digits too) half a second late."""
    try:
        code = code.replace("-", "")
        if not code.isascii() or not code.isalnum() or len(code) > MAX_CODE:
            raise NightRefusal(403, "wrong_code")
        return book.seat(code.upper())
    except NightRefusal as refusal:
        if refusal.refusal.code == "wrong_code":
            time.sleep(WRONG_CODE_DELAY)
        raise


def _fields(length: str, read: ReadBody) -> dict[str, JsonValue] | None:
    """The request's body (``length``: its Content-Length as sent), a JSON object of at most ``MAX_ENTRY_BODY``
    bytes; None when the client left."""
    if not length.isascii() or not length.isdigit() or len(length) > 12:
        raise NightRefusal(411, "length_missing")
    if int(length) > MAX_ENTRY_BODY:
        raise NightRefusal(413, "entry_too_large", kilobytes=MAX_ENTRY_BODY // 1024)
    body = read(int(length))
    if body is None:
        return None
    try:
        fields = json.loads(body.decode("utf-8"), parse_constant=_no_constant)
    except (ValueError, RecursionError):
        raise NightRefusal(400, "bad_json") from None
    if not isinstance(fields, dict):
        raise NightRefusal(400, "bad_json")
    return fields  # pyright: ignore[reportUnknownVariableType]


def _no_constant(name: str) -> None:
    raise ValueError(f"{name} is no JSON number")
