"""A phone table's entries (issue 34): the deals its players' phones entered, each kept until a player on another
phone confirms it, and the file that holds them beside the table's game (``docs/file-format.md``, "A phone
table's entries").

An entry is ``{"id", "device", "deal"}`` as the phone sent it (the deal exactly as a game file writes one), kept
with what became of it (``state``). At most one entry of a table is open (``pending`` or ``disputed``) at a time;
the others are kept settled, so that an id sent again after the director's restart is still known (counted once).
The file is written atomically before the phone is answered, and read back as strictly as the event file: a file
that breaks a rule is refused whole, naming the field.
"""

from __future__ import annotations

import json
import posixpath
import re
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from preferans_desk.core.atomic import atomic_write_text
from preferans_desk.core.deals import Deal
from preferans_desk.core.errors import GameFileError
from preferans_desk.core.gamefile import deal_from_json, deal_to_json, read_bytes
from preferans_desk.core.json_text import decode, json_text
from preferans_desk.core.json_types import JsonValue

from .night_errors import EventFileError

FORMAT = "preferans-desk-entries"
VERSION = 1
SUFFIX = ".entries.json"  # beside round-R-table-T.pulka in the night's games folder
PENDING, DISPUTED = "pending", "disputed"  # open: waiting for a confirmation, or for the director
CONFIRMED, WITHDRAWN = "confirmed", "withdrawn"  # by another phone of the table; by the phone that entered it
ACCEPTED, CORRECTED, DELETED = "accepted", "corrected", "deleted"  # the director's answers
STATES = (PENDING, DISPUTED, CONFIRMED, WITHDRAWN, ACCEPTED, CORRECTED, DELETED)
OPEN = (PENDING, DISPUTED)
IN_GAME = (CONFIRMED, ACCEPTED, CORRECTED)  # states whose deal (or the director's correction) is in the game
MAX_ID = 64  # characters of an entry's id and of a device's: letters, digits, "-" and "_"
MAX_ENTRIES = 2000  # entries a table keeps (a night's table plays some thirty deals)
MAX_FILE = 4 * 1024 * 1024  # bytes of a table's entries file
MAX_REASON = 1000  # as a change's reason in the event file
_ID = re.compile(rf"[A-Za-z0-9_-]{{1,{MAX_ID}}}")
_KEYS = ("id", "device", "deal", "let_stand", "state", "entered", "base", "revision", "by", "settled", "number",
         "reason")


def good_id(value: object) -> bool:
    """Whether ``value`` is an entry's or a device's id: 1 to 64 letters, digits, hyphens or underscores."""
    return isinstance(value, str) and _ID.fullmatch(value) is not None


@dataclass(frozen=True)
class PhoneEntry:
    """One deal entered on a phone: its ``id`` and ``device`` (the page's own), the deal as judged (the director's
    time of receiving it stamped), whether a game below the exit level was let stand (as the desktop dialog's
    box), its ``state``, when it came, the game's deals (``base``) and the table's revision it was judged
    against, who settled it (``by``: a device, or "director") and when, the deal's number in the game once there,
    and the director's reason."""

    id: str
    device: str
    deal: Deal
    let_stand: bool
    state: str
    entered: str
    base: int
    revision: int
    by: str | None = None
    settled: str | None = None
    number: int | None = None
    reason: str | None = None

    @property
    def open(self) -> bool:
        return self.state in OPEN

    def settle(self, state: str, by: str | None, when: str, number: int | None = None, reason: str | None = None
               ) -> PhoneEntry:
        return replace(self, state=state, by=by, settled=when, number=number, reason=reason)

    def to_json(self) -> dict[str, Any]:
        """The entry as its file and the phones' state keep it."""
        return {"id": self.id, "device": self.device, "deal": deal_to_json(self.deal), "let_stand": self.let_stand,
                "state": self.state, "entered": self.entered, "base": self.base, "revision": self.revision,
                "by": self.by, "settled": self.settled, "number": self.number, "reason": self.reason}


class TableEntries:
    """A table's entries in the order they came (a list; at most one open)."""

    def __init__(self, round_: int, table: int, entries: list[PhoneEntry] | None = None):
        self.round, self.table = round_, table
        self.entries: list[PhoneEntry] = list(entries or [])

    def find(self, entry_id: str) -> PhoneEntry | None:
        return next((entry for entry in self.entries if entry.id == entry_id), None)

    @property
    def open(self) -> PhoneEntry | None:
        """The table's entry waiting for a confirmation or for the director, if any."""
        return next((entry for entry in reversed(self.entries) if entry.open), None)

    def put(self, entry: PhoneEntry) -> None:
        """``entry`` replaces the one of its id, or comes last."""
        for index, kept in enumerate(self.entries):
            if kept.id == entry.id:
                self.entries[index] = entry
                return
        self.entries.append(entry)

    def to_text(self) -> str:
        document = {"format": FORMAT, "version": VERSION, "round": self.round, "table": self.table,
                    "entries": [entry.to_json() for entry in self.entries]}
        return json.dumps(document, ensure_ascii=False, indent=1) + "\n"

    def save(self, path: Path) -> None:
        """Atomically (a crash mid-save leaves the file before it whole)."""
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_text(path, self.to_text(), through_link=False)  # a link put there is replaced, never followed


def entries_path(game_path: Path) -> Path:
    """The entries' file of a table whose game is (or will be) at ``game_path``: beside it, ``.entries.json``."""
    return game_path.with_name(game_path.stem + SUFFIX)


def entries_name(kept: str) -> str:
    """The entries' file's name as the event would keep it, for a table's game kept as ``kept``."""
    return posixpath.splitext(kept)[0] + SUFFIX


def load_entries(path: Path, round_: int, table: int) -> TableEntries:
    """The table's entries kept at ``path`` (none when there is no file); ``EventFileError`` naming the field
    and the problem when the file breaks a rule."""
    if not path.exists() and not path.is_symlink():
        return TableEntries(round_, table)
    try:
        data = read_bytes(path)
    except GameFileError as exc:
        raise EventFileError("unreadable", cause=exc) from None
    document = decode(json_text(data, EventFileError, MAX_FILE), EventFileError, _literal)
    return parse_entries(document, round_, table)


def parse_entries(document: JsonValue, round_: int, table: int) -> TableEntries:
    fields = _object(document, "the file")
    if fields.get("format") != FORMAT:
        raise EventFileError("choice", key="format", choices=FORMAT, value=_literal(fields.get("format")))
    _exact(fields, "version", VERSION)
    _exact(fields, "round", round_)
    _exact(fields, "table", table)
    raw = fields.get("entries")
    if not isinstance(raw, list) or len(raw) > MAX_ENTRIES:
        raise EventFileError("count", key="entries", least=0, most=MAX_ENTRIES,
                             count=len(raw) if isinstance(raw, list) else _literal(raw))
    kept = TableEntries(round_, table)
    for index, item in enumerate(raw):
        entry = _entry(item, f"entries[{index}]")
        if kept.find(entry.id) is not None:
            raise EventFileError("code_twice", key=f"entries[{index}].id", value=_literal(entry.id))
        if entry.open and kept.open is not None:
            raise EventFileError("choice", key=f"entries[{index}].state", choices=", ".join(STATES[2:]),
                                 value=_literal(entry.state))  # one open entry a table
        kept.entries.append(entry)
    return kept


def _entry(raw: JsonValue, key: str) -> PhoneEntry:
    fields = _object(raw, key)
    for name in fields:
        if name not in _KEYS:
            raise EventFileError("choice", key=f"{key} key", choices=", ".join(_KEYS), value=_literal(name))
    for name in ("id", "device"):
        if not good_id(fields.get(name)):
            raise EventFileError("text", key=f"{key}.{name}", max=MAX_ID, value=_literal(fields.get(name)))
    try:
        deal = deal_from_json(fields.get("deal"), 1)
    except GameFileError as exc:
        raise EventFileError("in_field", key=f"{key}.deal", cause=exc) from None
    state = fields.get("state")
    if not isinstance(state, str) or state not in STATES:
        raise EventFileError("choice", key=f"{key}.state", choices=", ".join(STATES), value=_literal(state))
    let_stand = fields.get("let_stand")
    if not isinstance(let_stand, bool):
        raise EventFileError("flag", key=f"{key}.let_stand", value=_literal(let_stand))
    number = _whole(fields.get("number"), f"{key}.number", 1, None)
    if (number is not None) != (state in IN_GAME):
        raise EventFileError("whole_number", key=f"{key}.number", least=1, most="the game's deals",
                             value=_literal(number))
    return PhoneEntry(str(fields["id"]), str(fields["device"]), deal, let_stand, state,
                      _text(fields.get("entered"), f"{key}.entered", 40, False) or "",
                      _whole(fields.get("base"), f"{key}.base", 0, None, False) or 0,
                      _whole(fields.get("revision"), f"{key}.revision", 0, None, False) or 0,
                      _text(fields.get("by"), f"{key}.by", MAX_ID), _text(fields.get("settled"), f"{key}.settled", 40),
                      number, _text(fields.get("reason"), f"{key}.reason", MAX_REASON))


def _object(raw: JsonValue, key: str) -> dict[str, JsonValue]:
    if not isinstance(raw, dict):
        raise EventFileError("object", key=key, value=_literal(raw))
    return raw


def _exact(fields: dict[str, JsonValue], key: str, expected: int) -> None:
    value = fields.get(key)
    if type(value) is not int or value != expected:
        raise EventFileError("whole_number", key=key, least=expected, most=expected, value=_literal(value))


def _whole(value: JsonValue, key: str, least: int, most: int | None, optional: bool = True) -> int | None:
    if value is None and optional:
        return None
    if type(value) is not int or value < least or (most is not None and value > most):
        raise EventFileError("whole_number", key=key, least=least, most=most if most is not None else 2**53,
                             value=_literal(value))
    return value


def _text(value: JsonValue, key: str, most: int, optional: bool = True) -> str | None:
    if value is None and optional:
        return None
    if not isinstance(value, str) or len(value) > most:
        raise EventFileError("text", key=key, max=most, value=_literal(value))
    return value


def _literal(value: object) -> str:
    """A value as JSON writes it, cut short."""
    try:
        text = json.dumps(value, ensure_ascii=False, default=str)
    except ValueError:
        text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."
