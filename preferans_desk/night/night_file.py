"""The event file (``.prefevent``, ``docs/file-format.md``): read with full checks, written atomically.

Reading never raises anything but ``EventFileError``, whose one message names the field and the problem, as the
game file's loader does (``core/gamefile.py``); the file goes through the game file's guard first (no pipe, no
device, no folder is opened to read), and its size is bounded. Unknown top-level fields are kept and written back.
"""

from __future__ import annotations

import json
import os
from datetime import datetime
from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import Any, NoReturn

from preferans_desk.core.atomic import atomic_write_text
from preferans_desk.core.errors import GameFileError
from preferans_desk.core.exact_numbers import Number, NumberError, parse_number, to_json
from preferans_desk.core.gamefile import read_bytes
from preferans_desk.core.json_text import decode, json_text
from preferans_desk.core.json_types import JsonObject, JsonValue
from preferans_desk.core.limits import MAX_DEALS
from preferans_desk.core.names import ALIKE, EMPTY, LONG, MAX_NAME, SAME, clean, names_problems
from preferans_desk.core.settings import all_presets

from .night_errors import EventError, EventFileError
from .night_model import (
    CHANGE_KINDS,
    SEATED_BY,
    SEATINGS,
    TABLE_SIZES,
    Change,
    Event,
    Limits,
    Player,
    Round,
    RoundTable,
)
from .table_codes import CODE_LENGTH, CODE_LETTERS, is_code
from .table_results import game_key, night_name
from .tour_points import METHODS, CompressedPoints, PlacePoints, TourPoints, WhistPoints
from .tour_points import PRESETS as POINT_PRESETS

FORMAT = "preferans-desk-event"
VERSION = 1
EXTENSION = ".prefevent"
MAX_BYTES = 1024 * 1024  # 40 players in 10 rounds take some 40 KB; 1,000 in 100 rounds would not fit (``save``)
MAX_PLAYERS = 1000
MAX_ROUNDS = 100
MAX_TEXT = 1000  # a title, a seed, a game's path
MAX_POOL = 10_000  # as the game file's pool_target
MAX_LIMIT = 100_000  # deals or minutes in a round
MAX_REVISION = 2**53  # a table's revision (night_limits.MAX_REVISION: the receiver takes none past it)
MAX_DEPTH = 64  # as the game file's: an event file nests 5 deep; unknown fields may use a little more
MAX_POINTS = 1000  # a place's tour points, the sole winner's and the bound below zero, either side of zero
MAX_WHISTS = 1_000_000  # a breakpoint of compressed points (a rate is from 0 to 1)
YEARS = (1970, 2999)  # a moment's year (created, opened)
MAX_CHANGES = 10_000  # the director's changes to tables' games in one night
_TOP_KEYS = ("format", "version", "title", "created", "players", "table_size", "seating", "seed", "convention",
             "points", "rounds", "changes", "playing")


# ----- reading -----
def load(path: str | os.PathLike[str]) -> Event:
    """Read and check an event file."""
    try:
        data = read_bytes(path)
    except GameFileError as exc:
        if exc.code == "too_large":
            raise EventFileError("too_large", megabytes=MAX_BYTES // (1024 * 1024)) from None
        raise EventFileError("unreadable", cause=exc) from None
    return loads(data)


def loads(data: bytes | str) -> Event:
    document = decode(json_text(data, EventFileError, MAX_BYTES), EventFileError, _literal)
    if _too_deep(document):
        raise EventFileError("nested_too_deeply")
    if not _unicode(json.dumps(document, ensure_ascii=False, default=str)):
        raise EventFileError("not_unicode")  # a lone surrogate escaped in JSON: it could not be written back
    return parse(document)


def _too_deep(document: JsonValue) -> bool:
    """Whether the JSON nests deeper than ``MAX_DEPTH`` (as the game file's bound): level by level, no recursion."""
    level: list[JsonValue] = [document]
    for _ in range(MAX_DEPTH + 1):
        level = [child for value in level if isinstance(value, dict | list)
                 for child in (value.values() if isinstance(value, dict) else value)]
        if not level:
            return False
    return any(isinstance(value, dict | list) for value in level)


def parse(document: JsonValue) -> Event:
    """Check a decoded JSON document and build the event."""
    if not isinstance(document, dict):
        raise EventFileError("not_object")
    if document.get("format") != FORMAT:
        raise EventFileError("not_event", format=_literal(document.get("format")), expected=_literal(FORMAT))
    version = document.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise EventFileError("version", version=_literal(version))
    if version > VERSION:
        raise EventFileError("newer_version", version=version, supported=VERSION)
    players = _players(_required(document, "players"))
    rounds = _list(_required(document, "rounds"), "rounds", 1, MAX_ROUNDS)
    event = Event(
        players=players, rounds=[],
        table_size=_choice(document.get("table_size", 3), "table_size", TABLE_SIZES),
        seating=str(_choice(document.get("seating", "norepeat"), "seating", SEATINGS)),
        seed=_text(_required(document, "seed"), "seed"),
        convention=_convention(document.get("convention", "sochi")),
        points=_points(document.get("points", {"method": "whists"})),
        title=_optional_text(document.get("title"), "title"),
        created=_timestamp(document.get("created"), "created"),
        extra={key: value for key, value in document.items() if key not in _TOP_KEYS},
    )
    event.rounds = [_round(raw, number, event) for number, raw in enumerate(rounds, 1)]
    event.playing = _optional_whole(document.get("playing"), "playing", 1, len(event.rounds))
    _check_codes(event)
    _check_games(event)
    _read_locks(rounds, event)
    event.changes = _changes(document.get("changes"), event)
    return event


def _read_locks(rounds: list[JsonValue], event: Event) -> None:
    """Each round's ``locked``: since when the director locked its results (a time with its offset), or absent."""
    for index, raw in enumerate(rounds):
        if isinstance(raw, dict):  # (``_round`` refused any other)
            event.rounds[index].locked = _timestamp(raw.get("locked"), f"rounds[{index}].locked")


def _changes(raw: JsonValue, event: Event) -> list[Change]:
    """The director's changes to tables' games (absent in older files): each a time, a round and table of the
    event, a kind, a reason and the deals before and after."""
    if raw is None:
        return []
    changes: list[Change] = []
    for index, entry in enumerate(_list(raw, "changes", 0, MAX_CHANGES)):
        key = f"changes[{index}]"
        fields = entry if isinstance(entry, dict) else _fail("object", key=key, value=_literal(entry))
        number = _whole(_required(fields, "round", key), f"{key}.round", 1, len(event.rounds))
        reason = fields.get("reason", "")
        if not isinstance(reason, str) or len(reason) > MAX_TEXT or not _unicode(reason):
            raise EventFileError("reason", key=f"{key}.reason", max=MAX_TEXT, value=_literal(reason))
        changes.append(Change(
            _time(_required(fields, "time", key), f"{key}.time"), number,
            _whole(_required(fields, "table", key), f"{key}.table", 1, MAX_PLAYERS),
            str(_choice(_required(fields, "kind", key), f"{key}.kind", CHANGE_KINDS)), reason,
            *(_optional_whole(fields.get(name), f"{key}.{name}", 0, MAX_DEALS)
              for name in ("deals_before", "deals_after", "offered"))))
    return changes


def _check_codes(event: Event) -> None:
    """No two tables share a code: a code must open one table only."""
    seen: set[str] = set()
    for number, round_ in enumerate(event.rounds, 1):
        for t, table in enumerate(round_.tables):
            if table.code is not None:
                if table.code in seen:
                    raise EventFileError("code_twice", key=f"rounds[{number - 1}].tables[{t}].code",
                                         value=_literal(table.code))
                seen.add(table.code)


def _check_games(event: Event) -> None:
    """No game file is two tables' games (it would count twice): names compared as one file's (``game_key``)."""
    seen: dict[str, tuple[int, int]] = {}
    for number, round_ in enumerate(event.rounds, 1):
        for t, table in enumerate(round_.tables, 1):
            if table.game is not None:
                key = game_key(table.game)
                if key in seen:
                    raise EventFileError("game_twice", key=f"rounds[{number - 1}].tables[{t - 1}].game",
                                         value=_literal(table.game), round=seen[key][0], table=seen[key][1])
                seen[key] = (number, t)


def _players(raw: JsonValue) -> list[Player]:
    entries = _list(raw, "players", 3, MAX_PLAYERS)
    players: list[Player] = []
    for index, entry in enumerate(entries):
        key = f"players[{index}]"
        fields = entry if isinstance(entry, dict) else _fail("object", key=key, value=_literal(entry))
        name = fields.get("name")
        first = _whole(fields.get("first_round", 1), f"{key}.first_round", 1, MAX_ROUNDS)
        last = _optional_whole(fields.get("last_round"), f"{key}.last_round", 1, MAX_ROUNDS)
        if last is not None and last < first:
            raise EventFileError("player_rounds", key=key, first=first, last=last)
        if isinstance(name, str) and not _unicode(name):  # from a command line's bytes: it could not be written
            raise EventFileError("text", key=f"{key}.name", max=MAX_NAME, value=_literal(name))
        players.append(Player(clean(name) if isinstance(name, str) else "", first, last))
    _check_names([entry.get("name") if isinstance(entry, dict) else None for entry in entries])
    return players


def _check_names(names: list[JsonValue]) -> None:
    """The names as a game's are checked (core/names.py): text of 1 to 100 characters, no two alike."""
    for problem in names_problems(names):
        key = f"players[{problem.index}].name"
        if problem.code in (EMPTY, LONG):
            raise EventFileError("name_empty" if problem.code == EMPTY else "name_long", key=key, max=MAX_NAME)
        if problem.code in (SAME, ALIKE) and problem.other is not None:
            raise EventFileError("name_twice", key=key, name=_literal(names[problem.index]),
                                 other=_literal(names[problem.other]))


def _round(raw: JsonValue, number: int, event: Event) -> Round:
    key = f"rounds[{number - 1}]"
    fields = raw if isinstance(raw, dict) else _fail("object", key=key, value=_literal(raw))
    _numbered(fields, "round", number, key)
    limits = Limits(_whole(fields.get("pool", 20), f"{key}.pool", 1, MAX_POOL),
                    _optional_whole(fields.get("deals"), f"{key}.deals", 1, MAX_LIMIT),
                    _optional_whole(fields.get("minutes"), f"{key}.minutes", 1, MAX_LIMIT))
    tables = [_table(entry, f"{key}.tables[{i}]", i + 1) for i, entry in
              enumerate(_list(fields.get("tables", []), f"{key}.tables", 0, MAX_PLAYERS))]
    seated_by = fields.get("seated_by")
    if tables or seated_by is not None:
        seated_by = str(_choice(seated_by, f"{key}.seated_by", SEATED_BY))
    _check_seats(tables, number, key, event)
    return Round(limits, seated_by if tables else None, tables, _timestamp(fields.get("opened"), f"{key}.opened"))


def _numbered(fields: JsonObject, name: str, number: int, key: str) -> None:
    """A round's or a table's number, when written, is its place in the list: a whole number (``true`` is not 1)."""
    raw = fields.get(name, number)
    if isinstance(raw, bool) or not isinstance(raw, int) or raw != number:
        raise EventFileError("numbered", key=f"{key}.{name}", expected=number, value=_literal(raw))


def _timestamp(raw: JsonValue, key: str) -> str | None:
    """A moment (``created``, a round's ``opened``): a time with its offset, in the years ``YEARS`` (a round's
    clock counts from it, and a year 9999 would overflow it); None when absent."""
    if raw is None:
        return None
    try:
        moment = datetime.fromisoformat(raw) if isinstance(raw, str) and len(raw) <= MAX_TEXT else None
    except ValueError:
        moment = None
    if not isinstance(raw, str) or moment is None or moment.utcoffset() is None or \
            not YEARS[0] <= moment.year <= YEARS[1]:
        raise EventFileError("timestamp", key=key, first=YEARS[0], last=YEARS[1], value=_literal(raw))
    return raw


def _time(raw: JsonValue, key: str) -> str:
    """A time that must be there: with its offset, as ``opened``."""
    time = _timestamp(raw, key)
    return time if time is not None else _fail("timestamp", key=key, first=YEARS[0], last=YEARS[1],
                                                 value=_literal(raw))


def _table(raw: JsonValue, key: str, number: int) -> RoundTable:
    fields = raw if isinstance(raw, dict) else _fail("object", key=key, value=_literal(raw))
    _numbered(fields, "table", number, key)
    names = _list(_required(fields, "players", key), f"{key}.players", 3, 4)
    players = [n if isinstance(n, str) else _fail("text", key=f"{key}.players", max=MAX_NAME, value=_literal(n))
               for n in names]
    game = _game(fields.get("game"), f"{key}.game")
    code = fields.get("code")
    if code is not None and not (isinstance(code, str) and is_code(code)):
        raise EventFileError("table_code", key=f"{key}.code", length=CODE_LENGTH, letters=CODE_LETTERS,
                             value=_literal(code))
    revision = _whole(fields.get("revision", 0), f"{key}.revision", 0, MAX_REVISION)
    # the copy ruled against came before the director's revision moved one past it
    kept_over = _whole(fields.get("kept_over", 0), f"{key}.kept_over", 0, max(revision - 1, 0))
    return RoundTable(players, game, code, revision, kept_over)


def _game(raw: JsonValue, key: str) -> str | None:
    """A table's game: null, or a path inside the night's folder (``night_name``), relative to the event file."""
    if raw is not None and (not isinstance(raw, str) or not raw.strip() or len(raw) > MAX_TEXT):
        raise EventFileError("game_path", key=key, value=_literal(raw))
    if raw is not None and not night_name(raw):
        raise EventFileError("game_outside", key=key, value=_literal(raw))
    return raw


def _check_seats(tables: list[RoundTable], number: int, key: str, event: Event) -> None:
    """Every seat is a player of the event who plays that round, and nobody has two seats."""
    seen: set[str] = set()
    for t, table in enumerate(tables):
        for s, name in enumerate(table.players):
            where = f"{key}.tables[{t}].players[{s}]"
            player = event.player(name)
            if player is None:
                raise EventFileError("unknown_player", key=where, name=_literal(name))
            if not player.plays(number):
                raise EventFileError("not_playing", key=where, name=_literal(name), round=number)
            if player.name in seen:
                raise EventFileError("seated_twice", key=where, name=_literal(name))
            seen.add(player.name)
            table.players[s] = player.name  # as the event's list writes it


def _convention(raw: JsonValue) -> str:
    if not isinstance(raw, str) or raw not in all_presets():
        raise EventFileError("unknown_convention", convention=_literal(raw), known=", ".join(all_presets()))
    return raw


def _points(raw: JsonValue) -> TourPoints:
    fields = raw if isinstance(raw, dict) else _fail("object", key="points", value=_literal(raw))
    method = _choice(fields.get("method"), "points.method", METHODS)
    if method == "whists":
        return WhistPoints()
    if method == "places":
        return _place_points(fields)
    preset = fields.get("preset")
    if preset is not None:
        preset = str(_choice(preset, "points.preset", tuple(POINT_PRESETS)))
    breakpoints = _breakpoints(_required(fields, "breakpoints", "points"))
    return CompressedPoints(breakpoints, _flag(fields.get("symmetric", False), "points.symmetric"), preset)


def _place_points(fields: JsonObject) -> PlacePoints:
    defaults = PlacePoints()
    raw = fields.get("places", {})
    table = raw if isinstance(raw, dict) else _fail("object", key="points.places", value=_literal(raw))
    for named in table:
        if named not in ("3", "4"):  # it would be dropped when written: a table seats 3 or 4
            raise EventFileError("choice", key="points.places", choices="3, 4", value=_literal(named))
    places: dict[int, tuple[Number, ...]] = {}
    for size in (3, 4):
        key = f'points.places."{size}"'
        raw_scale = table.get(str(size))
        places[size] = defaults.places[size] if raw_scale is None else tuple(
            _bounded(v, key, -MAX_POINTS, MAX_POINTS) for v in _list(raw_scale, key, size, size))
    below = fields.get("below_zero", to_json(defaults.below_zero or 0))
    return PlacePoints(places, _bounded(fields.get("sole_winner", 1), "points.sole_winner", -MAX_POINTS, MAX_POINTS),
                       None if below is None else _bounded(below, "points.below_zero", -MAX_POINTS, MAX_POINTS))


def _breakpoints(raw: JsonValue) -> tuple[tuple[Number, Number], ...]:
    entries = _list(raw, "points.breakpoints", 1, 100)
    out: list[tuple[Number, Number]] = []
    for i, entry in enumerate(entries):
        key = f"points.breakpoints[{i}]"
        pair = _list(entry, key, 2, 2)
        above, rate = _number(pair[0], key), _number(pair[1], key)
        if above < 0 or rate < 0:
            raise EventFileError("not_negative", key=key, value=_literal(entry))
        if out and above <= out[-1][0]:
            raise EventFileError("rising", key=key, value=to_json(above), previous=to_json(out[-1][0]))
        _bounded(pair[0], key, 0, MAX_WHISTS)
        _bounded(pair[1], key, 0, 1)
        out.append((above, rate))
    return tuple(out)


# ----- the values -----
def _required(fields: JsonObject, name: str, within: str = "") -> JsonValue:
    key = f"{within}.{name}" if within else name
    return fields[name] if name in fields else _fail("missing", key=key)


def _list(raw: JsonValue, key: str, least: int, most: int) -> list[JsonValue]:
    if not isinstance(raw, list):
        raise EventFileError("list", key=key, value=_literal(raw))
    if not least <= len(raw) <= most:
        raise EventFileError("count", key=key, least=least, most=most, count=len(raw))
    return raw


def _whole(raw: JsonValue, key: str, least: int, most: int) -> int:
    if isinstance(raw, bool) or not isinstance(raw, int) or not least <= raw <= most:
        raise EventFileError("whole_number", key=key, least=least, most=most, value=_literal(raw))
    return raw


def _optional_whole(raw: JsonValue, key: str, least: int, most: int) -> int | None:
    return None if raw is None else _whole(raw, key, least, most)


def _choice(raw: JsonValue, key: str, choices: tuple[int | str, ...]) -> int | str:
    if isinstance(raw, bool) or not isinstance(raw, int | str) or raw not in choices:
        raise EventFileError("choice", key=key, choices=", ".join(map(str, choices)), value=_literal(raw))
    return raw


def _text(raw: JsonValue, key: str) -> str:
    if not isinstance(raw, str) or not raw.strip() or len(raw) > MAX_TEXT or not _unicode(raw):
        raise EventFileError("text", key=key, max=MAX_TEXT, value=_literal(raw))
    return raw


def _optional_text(raw: JsonValue, key: str) -> str | None:
    return None if raw is None else _text(raw, key)


def change_reason(reason: str) -> str:
    """The director's reason for a change to a table's game, as the night's ``changes`` keep it: without the spaces
    around it, at most ``MAX_TEXT`` characters (``EventError`` "reason_long")."""
    reason = reason.strip()
    if len(reason) > MAX_TEXT:
        raise EventError("reason_long", max=MAX_TEXT, count=len(reason))
    return reason


def writable_text(text: str) -> bool:
    """Whether ``text`` can be kept in an event file: valid Unicode (a command line's bytes may not be)."""
    return _unicode(text)


def literal(value: JsonValue) -> str:
    """A value as a refusal shows it (``_literal``)."""
    return _literal(value)


def _unicode(text: str) -> bool:
    """Whether the text can be written as UTF-8 (a lone surrogate escaped in JSON cannot)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _flag(raw: JsonValue, key: str) -> bool:
    if not isinstance(raw, bool):
        raise EventFileError("flag", key=key, value=_literal(raw))
    return raw


def _number(raw: JsonValue, key: str) -> Number:
    try:
        return parse_number(raw)
    except NumberError as exc:
        raise EventFileError("in_field", key=key, cause=exc) from None


def _bounded(raw: JsonValue, key: str, least: int, most: int) -> Number:
    """A number of the tour points (exact, as the game file's), from ``least`` to ``most``."""
    value = _number(raw, key)
    if not least <= value <= most:
        raise EventFileError("number_bounds", key=key, least=least, most=most, value=_literal(raw))
    return value


def _fail(code: str, **params: Any) -> NoReturn:
    raise EventFileError(code, **params)


def _literal(value: JsonValue) -> str:
    """A value from the file as JSON writes it (shortened when long), so that the message shows what is there."""
    if isinstance(value, Decimal):  # a decimal of the file as written: 2.0, not "2.0"
        return str(value)
    text = json.dumps(value, ensure_ascii=False, default=str)
    text = text.encode("utf-8", "backslashreplace").decode("utf-8")  # a lone surrogate shown as JSON escapes it
    return text if len(text) <= 60 else f"{text[:57]}..."


# ----- writing -----
def to_document(event: Event) -> dict[str, Any]:
    document: dict[str, Any] = {"format": FORMAT, "version": VERSION}
    if event.title is not None:
        document["title"] = event.title
    if event.created is not None:
        document["created"] = event.created
    document["players"] = [_player_json(p) for p in event.players]
    document.update({"table_size": event.table_size, "seating": event.seating, "seed": event.seed,
                     "convention": event.convention, "points": points_json(event.points)})
    document["rounds"] = [_round_json(number, r) for number, r in enumerate(event.rounds, 1)]
    if event.changes:
        document["changes"] = [_change_json(change) for change in event.changes]
    if event.playing is not None:
        document["playing"] = event.playing
    document.update(event.extra)
    return document


def _player_json(player: Player) -> dict[str, Any]:
    out: dict[str, Any] = {"name": player.name}
    if player.first_round != 1:
        out["first_round"] = player.first_round
    if player.last_round is not None:
        out["last_round"] = player.last_round
    return out


def _round_json(number: int, round_: Round) -> dict[str, Any]:
    limits = round_.limits
    out: dict[str, Any] = {"round": number, "pool": limits.pool, "deals": limits.deals, "minutes": limits.minutes}
    if round_.opened is not None:
        out["opened"] = round_.opened
    if round_.locked is not None:
        out["locked"] = round_.locked
    out["seated_by"] = round_.seated_by
    out["tables"] = [_table_json(t, table) for t, table in enumerate(round_.tables, 1)]
    return out


def _change_json(change: Change) -> dict[str, Any]:
    return {"time": change.time, "round": change.round, "table": change.table, "kind": change.kind,
            "reason": change.reason, "deals_before": change.deals_before, "deals_after": change.deals_after,
            "offered": change.offered}


def _table_json(number: int, table: RoundTable) -> dict[str, Any]:
    out: dict[str, Any] = {"table": number, "players": list(table.players), "game": table.game}
    if table.code is not None:
        out["code"] = table.code
    if table.revision:
        out["revision"] = table.revision
    if table.kept_over:
        out["kept_over"] = table.kept_over
    return out


def points_json(points: TourPoints) -> dict[str, Any]:
    """The tour-points method as the file writes it (numbers as the game file writes them: 3, "1/10")."""
    if isinstance(points, WhistPoints):
        return {"method": "whists"}
    if isinstance(points, PlacePoints):
        return {"method": "places",
                "places": {str(size): [to_json(v) for v in scale] for size, scale in sorted(points.places.items())},
                "sole_winner": to_json(points.sole_winner),
                "below_zero": None if points.below_zero is None else to_json(points.below_zero)}
    out: dict[str, Any] = {"method": "compressed"}
    if points.preset is not None:
        out["preset"] = points.preset
    out["breakpoints"] = [[to_json(a), to_json(Fraction(r))] for a, r in points.breakpoints]
    out["symmetric"] = points.symmetric
    return out


def dumps(event: Event) -> str:
    return json.dumps(to_document(event), ensure_ascii=False, indent=2) + "\n"


def save(event: Event, path: str | os.PathLike[str]) -> None:
    """Write the event atomically, keeping the file's permissions: a crash mid-save leaves the old file whole. A
    night larger than the reader takes (``MAX_BYTES``) is refused, ``EventFileError("save_too_large")``, and the
    file stays as it was: written, no one could open it."""
    text = dumps(event)
    if len(text.encode("utf-8", "surrogatepass")) > MAX_BYTES:
        raise EventFileError("save_too_large", megabytes=MAX_BYTES // (1024 * 1024))
    atomic_write_text(Path(path), text)

