"""The game file (FILE_FORMAT.md): load with full validation, save atomically.

Loading never raises anything but ``GameFileError``, whose message names the
deal (counted from 1) or the field and the problem; its code, parameters and
nested cause let the GUI word the same in another language (errors.py).
Unknown fields are kept and written back.
"""

from __future__ import annotations

import json
import os
import re
import stat
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import Any, TypeAlias

from . import names
from .atomic import atomic_write_text
from .deals import NO_DEFENCE, Adjust, AllPass, Contract, Deal, Misere, Tricks, made
from .errors import DealError, DealWarning, GameFileError
from .exact_numbers import Number, NumberError, parse_number, to_json, type_name
from .game import Game, Rules
from .json_text import decode, json_text
from .json_types import JsonObject, JsonValue
from .limits import MAX_BYTES, MAX_CURRENCY, MAX_DEALS, MAX_DIGITS, MAX_NOTE, MAX_TITLE
from .names import MAX_NAME, clean, names_problem
from .noop import QT_TRANSLATE_NOOP
from .settings import PRESETS, SPEC_BY_NAME, SettingsError, all_presets, preset

FORMAT = "preferans-desk"
VERSION = 2  # the newest version read; a game is saved in the lowest version that can hold it (file_version)
EXTENSION = ".pulka"
MAX_DEPTH = 64  # a game file nests about 5 deep; unknown fields may use a little more
_SURROGATE = re.compile("[\ud800-\udfff]")
_SURROGATE_IN_TEXT = re.compile(r"\\u[dD][89a-fA-F]|[\ud800-\udfff]")  # JSON text that may decode to one
_DECIMAL_TEXT = re.compile(r"^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d{1,3})?$")  # as exact_numbers.py reads decimals
# What a path is when it is not a regular file: reading a pipe or a device would wait for ever.
NODE_KINDS = ((stat.S_ISDIR, QT_TRANSLATE_NOOP("", "a folder")), (stat.S_ISFIFO, QT_TRANSLATE_NOOP("", "a named pipe")),
              (stat.S_ISCHR, QT_TRANSLATE_NOOP("", "a device")), (stat.S_ISBLK, QT_TRANSLATE_NOOP("", "a device")),
              (stat.S_ISSOCK, QT_TRANSLATE_NOOP("", "a socket")))
SPECIAL_FILE = QT_TRANSLATE_NOOP("", "a special file")  # a path that is none of NODE_KINDS nor a regular file

# Upgrades from an older version: MIGRATIONS[v] turns a version-v document into version v + 1.
# Version 2 (RULES-v2-settings.md 12) only adds: a version-1 document is a version-2 one as it stands, every
# new setting at its default.
MIGRATIONS: dict[int, Callable[[JsonObject], JsonObject]] = {1: lambda document: document}

_TOP_KEYS = ("format", "version", "title", "created", "players", "first_dealer", "rules", "deals", "ended")
_RULES_KEYS = ("convention", "pool_target", "whist_price", "currency", "settings")
_DEAL_KEYS = {  # sets: a deal's keys are looked up in them for every deal of every file
    "contract": frozenset(("kind", "dealer", "declarer", "level", "suit", "defence", "tricks", "talon_tricks",
                           "blind", "to_mountain", "open", "note", "time", "concede", "totus", "dealer_whist")),
    "misere": frozenset(("kind", "dealer", "declarer", "tricks", "blind", "note", "time")),
    "allpass": frozenset(("kind", "dealer", "tricks", "blind", "note", "time")),
    "adjust": frozenset(("kind", "dealer", "pool", "mountain", "whists", "note", "time")),
}


@dataclass
class Loaded:
    game: Game
    warnings: list[DealWarning]


# ----- loading -----
def load(path: str | os.PathLike[str]) -> Loaded:
    """Read and check a game file."""
    return loads(read_bytes(path))


def read_bytes(path: str | os.PathLike[str]) -> bytes:
    """The bytes of a game file (at most one past ``MAX_BYTES``): the guard every read of a user's file
    goes through. Anything but a regular file, or one larger than the bound, is refused by its stat before
    it is opened, and again once open (it may have been swapped in between): reading a named pipe or a
    device would wait for ever, and a huge file would cost its size in time and memory."""
    try:
        _readable_file(os.stat(path))
        # O_NONBLOCK: should a pipe be swapped in after the check, opening it does not wait for a writer.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        with open(fd, "rb") as f:
            size = os.fstat(f.fileno())
            _readable_file(size)
            # As much as its stat says and a byte more (a read allocates what it asks for), then the rest
            # up to the bound if there is more: it grew, or tells no size (a file of /proc).
            data = f.read(size.st_size + 1)
            return data + f.read(MAX_BYTES + 1 - len(data)) if len(data) > size.st_size else data
    except OSError as exc:
        raise GameFileError("unreadable", os_problem=exc.strerror or str(exc)) from None


def _readable_file(status: os.stat_result) -> None:
    if not stat.S_ISREG(status.st_mode):
        node = next((name for test, name in NODE_KINDS if test(status.st_mode)), SPECIAL_FILE)
        raise GameFileError("not_a_file", node=node)
    if status.st_size > MAX_BYTES:
        raise GameFileError("too_large", megabytes=MAX_BYTES // (1024 * 1024))


def special_file(path: str | os.PathLike[str]) -> bool:
    """Whether ``path`` leads to something other than a regular file (a pipe, a device, a folder), which
    must never be opened to read: Qt's lock file reads an existing lock, and a pipe would hold it for ever.
    False when nothing is there."""
    try:
        return not stat.S_ISREG(os.stat(path).st_mode)
    except OSError:
        return False


def loads(data: bytes | str) -> Loaded:
    return loads_document(data)[0]


def loads_document(data: bytes | str) -> tuple[Loaded, JsonObject]:
    """``loads``, and the JSON document the game was read from, its decimals as ``Decimal`` (the library's index
    digests its players and deals as the file holds them: rows.deals_key)."""
    text = json_text(data, GameFileError)
    document = decode(text, GameFileError, _literal)
    if _too_deep(document):
        raise GameFileError("too_deep", depth=MAX_DEPTH)
    # One pass over the text spares walking every string of the document when no surrogate can be there.
    loaded = parse(document, unicode_checked=not _may_hold_surrogate(text))
    assert isinstance(document, dict)  # parse refuses anything else
    return loaded, document


def _may_hold_surrogate(text: str) -> bool:
    """Whether JSON text may decode to a lone surrogate: ``_SURROGATE_IN_TEXT`` finds one in it. The pattern's
    search takes some 0.1 ms over a game file, so text without a \\u escape (the pattern's first half cannot
    match) is asked only whether it holds a surrogate itself, which UTF-8 cannot encode."""
    if "\\u" in text:
        return _SURROGATE_IN_TEXT.search(text) is not None
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


_Container: TypeAlias = "dict[str, JsonValue] | list[JsonValue]"
_Path: TypeAlias = "tuple[str | int, ...]"  # where a value is in the document: its keys and indexes


def _too_deep(document: JsonValue) -> bool:
    """Whether JSON nests deeper than any game file does: checked level by level, without recursion and
    without a tuple for each value (a file of a million empty lists took seconds so)."""
    level: list[_Container] = [document] if isinstance(document, (dict, list)) else []
    depth = 1
    while level:
        if depth > MAX_DEPTH:
            return True
        below: list[_Container] = []
        for value in level:
            for child in value.values() if isinstance(value, dict) else value:
                if isinstance(child, (dict, list)):
                    below.append(child)
        level, depth = below, depth + 1
    return False


def parse(document: JsonValue, *, unicode_checked: bool = False) -> Loaded:
    """Check a decoded JSON document and build the game; all deals are scored. ``unicode_checked``: the
    caller knows that no string of the document holds a lone surrogate."""
    if not isinstance(document, dict):
        raise GameFileError("not_object")
    if document.get("format") != FORMAT:
        raise GameFileError("not_preferans", format=_literal(document.get("format")), expected=_literal(FORMAT))
    if not unicode_checked:
        _check_unicode({key: value for key, value in document.items() if key != "deals"})  # a deal's: below
    document = _migrate(document)
    players = _players(document.get("players"))
    first_dealer = _seat(document.get("first_dealer", 0), len(players), "first_dealer")
    rules = _rules(document.get("rules"))
    deals_raw = document.get("deals", [])
    if not isinstance(deals_raw, list):
        raise GameFileError("deals_type", type=type_name(deals_raw))
    # Past the bound only the first deals are read: one of them that is wrong is named before the count.
    deals = [_deal(raw, number, unicode_checked) for number, raw in enumerate(deals_raw[:MAX_DEALS], start=1)]
    game = Game(players, rules, first_dealer=first_dealer,
                title=_text(document, "title", MAX_TITLE), created=_timestamp(document, "created"),
                ended=_timestamp(document, "ended"), extra=_extra(document, _TOP_KEYS))
    try:
        game.replace_deals(deals)
    except DealError as exc:  # the deal's number goes on the file's error, the rule broken is its cause
        raise GameFileError("in_deal", deal=exc.deal, cause=DealError(exc.code, exc.field, **exc.params)) from None
    if len(deals_raw) > MAX_DEALS:
        raise GameFileError("too_many_deals", count=len(deals_raw), max=MAX_DEALS)
    return Loaded(game, game.warnings)


def _migrate(document: JsonObject) -> JsonObject:
    version = document.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise GameFileError("version", version=_literal(version))
    if version > VERSION:
        raise GameFileError("newer_version", version=version, supported=VERSION)
    while version < VERSION:
        document = MIGRATIONS[version](document)
        version += 1
        document["version"] = version
    return document


def _players(raw: JsonValue) -> list[str]:
    if not isinstance(raw, list) or len(raw) not in (3, 4):
        if isinstance(raw, list):
            raise GameFileError("players_count", count=len(raw))
        raise GameFileError("players_type", type=type_name(raw))
    problem = names_problem(raw)  # the rule the new-game dialog applies too (names.py)
    if problem is None:
        return [clean(name) for name in raw if isinstance(name, str)]  # every name is text here
    if problem.code == names.EMPTY:
        raise GameFileError("player_name_empty", index=problem.index)
    if problem.code == names.LONG:
        raise GameFileError("player_name_long", index=problem.index, max=MAX_NAME)
    if problem.code == names.SAME:
        raise GameFileError("players_same")
    assert problem.other is not None  # an alike name is alike to an earlier one
    name, other = raw[problem.other], raw[problem.index]
    assert isinstance(name, str) and isinstance(other, str)  # names that are alike are text
    raise GameFileError("players_alike", first=problem.other, second=problem.index,
                        name=_shown(clean(name)), other=_shown(clean(other)))


def _rules(raw: JsonValue) -> Rules:
    if not isinstance(raw, dict):
        raise GameFileError("rules_type", type=type_name(raw))
    convention = raw.get("convention")
    presets = all_presets()
    if not isinstance(convention, str) or convention not in presets:
        raise GameFileError("unknown_convention", convention=_literal(convention), known=", ".join(presets))
    target = raw.get("pool_target")
    if isinstance(target, bool) or not isinstance(target, int) or not 1 <= target <= 10000:
        raise GameFileError("pool_target", value=_literal(target))
    overrides = raw.get("settings", {})
    if not isinstance(overrides, dict):
        raise GameFileError("settings_type", type=type_name(overrides))
    try:
        _check_setting_numbers(overrides)
        settings = preset(convention, overrides)
    except SettingsError as exc:
        raise GameFileError("in_field", key="rules.settings", cause=_as_json(exc, overrides)) from None
    price = _whist_price(raw.get("whist_price"))
    currency = raw.get("currency")
    if currency is not None and (not isinstance(currency, str) or not 1 <= len(currency.strip()) <= MAX_CURRENCY):
        raise GameFileError("currency")
    return Rules(convention, target, settings, price, currency.strip() if currency else None,
                 _extra(raw, _RULES_KEYS))


def _whist_price(raw: JsonValue) -> Number | None:
    if raw is None:
        return None
    try:
        price = _number(raw)
    except NumberError as exc:
        raise GameFileError("in_field", key="rules.whist_price", cause=exc) from None
    if price <= 0:
        raise GameFileError("whist_price_positive")
    return price


def _deal(raw: JsonValue, number: int, unicode_checked: bool = False) -> Deal:
    try:
        if isinstance(raw, dict) and not unicode_checked:
            _check_unicode(raw)
        return _deal_fields(raw)
    except (GameFileError, NumberError) as exc:
        raise GameFileError("in_deal", deal=number, cause=exc) from None


def _deal_fields(raw: JsonValue) -> Deal:
    if not isinstance(raw, dict):
        raise GameFileError("deal_type", type=type_name(raw))
    kind = raw.get("kind")
    if not isinstance(kind, str) or kind not in _DEAL_KEYS:
        raise GameFileError("deal_kind", kind=_literal(kind))
    # The fields every kind of deal has. A field a deal leaves out (most are) is its default at once: what its
    # reader gives for a missing key (a club's first index reads a million deals).
    known = _DEAL_KEYS[kind]
    dealer = _optional_int(raw, "dealer") if "dealer" in raw else None
    note = _text(raw, "note", MAX_NOTE) if "note" in raw else None
    at = _timestamp(raw, "time") if "time" in raw else None
    extra = {} if raw.keys() <= known else _extra(raw, known)
    if kind == "adjust":
        return Adjust(pool=_amounts(raw, "pool"), mountain=_amounts(raw, "mountain"),
                      whists=_whists(raw.get("whists") or []), dealer=dealer, note=note, time=at, extra=extra)
    blind = _flag(raw, "blind") if "blind" in raw else False
    if kind != "contract":  # a misère cannot be conceded, nor an all-pass (RULES-v2 7, 8, 6.3)
        for key in ("concede", "totus", "dealer_whist"):
            if key in raw:
                raise GameFileError("absent", key=key, what=QT_TRANSLATE_NOOP("", "a misère") if kind == "misere"
                                     else QT_TRANSLATE_NOOP("", "an all-pass"))
    # The deals of the cards are made by deals.made, their fields in the dataclasses' order (a field's value is
    # worked out in the order the fields are checked: a file's first wrong one is named).
    if kind == "allpass":
        return made(AllPass, _tricks(raw.get("tricks")), blind, dealer, note, at, extra)
    declarer = _int(raw, "declarer")
    if kind == "misere":
        return made(Misere, declarer, _int(raw, "tricks"), blind, dealer, note, at, extra)
    concede = _flag(raw, "concede") if "concede" in raw else False
    totus = _flag(raw, "totus") if "totus" in raw else False
    defence = _defence(raw, concede, totus)
    tricks = raw.get("tricks")
    if concede and "tricks" in raw:
        raise GameFileError("absent", key="tricks", what=QT_TRANSLATE_NOOP("", "a give-up"))
    # declarer, level, suit, defence, tricks, talon_tricks, blind, to_mountain, dealer, note, time, open, extra,
    # concede, totus, dealer_whist
    return made(Contract, declarer, _int(raw, "level"), _str(raw, "suit"), defence,
                None if tricks is None else _tricks(tricks),
                (_optional_int(raw, "talon_tricks") or 0) if "talon_tricks" in raw else 0, blind,
                _flag(raw, "to_mountain") if "to_mountain" in raw else False, dealer, note, at,
                _flag(raw, "open") if "open" in raw else False, extra, concede, totus,
                _flag(raw, "dealer_whist") if "dealer_whist" in raw else False)


def _defence(raw: JsonObject, concede: bool, totus: bool) -> tuple[str, str]:
    """The two defenders' words; a give-up and a totus have none (RULES-v2 12.4)."""
    if concede or totus:
        if "defence" in raw:
            raise GameFileError("absent", key="defence", what=QT_TRANSLATE_NOOP("", "a give-up") if concede
                                 else QT_TRANSLATE_NOOP("", "a totus"))
        return NO_DEFENCE
    defence = raw.get("defence")
    if not isinstance(defence, list) or len(defence) != 2:
        raise GameFileError("defence")
    first, second = defence
    if not isinstance(first, str) or not isinstance(second, str):
        raise GameFileError("defence")
    return first, second


def _int(raw: JsonObject, key: str) -> int:
    value = raw.get(key)
    if isinstance(value, bool) or not isinstance(value, int):
        raise GameFileError("whole_number", key=key, value=_shown(value))
    return value


def _optional_int(raw: JsonObject, key: str) -> int | None:
    return None if raw.get(key) is None else _int(raw, key)


def _str(raw: JsonObject, key: str) -> str:
    value = raw.get(key)
    if not isinstance(value, str):
        raise GameFileError("text", key=key, value=_shown(value))
    return value


def _flag(raw: JsonObject, key: str) -> bool:
    value = raw.get(key, False)
    if value is not False and value is not True:  # isinstance(value, bool): there are no other bools
        raise GameFileError("flag", key=key, value=_shown(value))
    return value


def _text(raw: JsonObject, key: str, longest: int | None = None) -> str | None:
    value = raw.get(key)
    if value is not None and not isinstance(value, str):
        raise GameFileError("text", key=key, value=_shown(value))
    if longest is not None and value is not None and len(value) > longest:
        raise GameFileError("text_long", key=key, max=longest)
    return value


def _timestamp(raw: JsonObject, key: str) -> str | None:
    value = _text(raw, key)
    if value is not None:
        try:
            datetime.fromisoformat(value)
        except ValueError:
            raise GameFileError("timestamp", key=key, value=_shown(value)) from None
    return value


def _tricks(raw: JsonValue) -> Tricks:
    if not isinstance(raw, list) or len(raw) > 4:
        raise GameFileError("tricks", value=_shown(raw))
    counts: list[int | None] = []
    for count in raw:
        if count is not None and (isinstance(count, bool) or not isinstance(count, int)):
            raise GameFileError("trick_count", value=_shown(count))
        counts.append(count)
    return tuple(counts)


def _amounts(raw: JsonObject, key: str) -> tuple[Number, ...] | None:
    value = raw.get(key)
    if value is None:
        return None
    if not isinstance(value, list) or len(value) > 4:
        raise GameFileError("amounts", key=key)
    try:
        return tuple(_number(x) for x in value)
    except NumberError as exc:
        raise GameFileError("in_field", key=key, cause=exc) from None


def _whists(value: JsonValue) -> tuple[tuple[int, int, Number], ...]:
    if not isinstance(value, list) or len(value) > 100:
        raise GameFileError("whists")
    items: list[tuple[int, int, Number]] = []
    for item in value:
        if not isinstance(item, list) or len(item) != 3:
            raise GameFileError("whists_entry", value=_shown(item))
        writer, target, amount = item
        items.append((_whist_seat(writer), _whist_seat(target), _number(amount)))
    return tuple(items)


def _whist_seat(seat: JsonValue) -> int:
    if isinstance(seat, bool) or not isinstance(seat, int):
        raise GameFileError("whists_seat", value=_shown(seat))
    return seat


def _number(value: JsonValue) -> Number:
    """``parse_number``, with a decimal past its bounds refused as too large or too precise (by itself it
    would call 1e59 "not a number")."""
    problem = _decimal_problem(value)
    if problem is not None:
        raise problem
    return parse_number(value)


def _decimal_problem(value: JsonValue) -> NumberError | None:
    """Why a decimal, written as a JSON number or as text, is past the bounds of a number in the file."""
    if isinstance(value, str) and len(value) <= 2 * MAX_DIGITS and _DECIMAL_TEXT.match(value.strip()):
        value = Decimal(value.strip())
    if not isinstance(value, Decimal) or not value.is_finite():
        return None
    if abs(value) >= 10**MAX_DIGITS:
        return NumberError("too_large")
    if Fraction(value).denominator >= 10**MAX_DIGITS:
        return NumberError("too_precise", text=_literal(value))
    return None


def _check_setting_numbers(overrides: JsonObject) -> None:
    """The bounds of ``_number`` for the decimals of the known settings (a number, or a list or object of
    them), refused as the settings refuse a number."""
    for name, raw in overrides.items():
        if name not in SPEC_BY_NAME:
            continue
        values = raw.values() if isinstance(raw, dict) else raw if isinstance(raw, list) else [raw]
        for value in values:
            problem = _decimal_problem(value)
            if problem is not None:
                raise SettingsError(name, "number", cause=problem)


def _as_json(error: SettingsError, overrides: JsonObject) -> SettingsError:
    """A setting refused for its value, the value shown as JSON writes it (settings.py shows Python's)."""
    if error.code == "choice" and error.name in overrides:
        return SettingsError(error.name, "choice", choices=error.params["choices"],
                             value=_literal(overrides[error.name]))
    return error


def _check_unicode(value: JsonValue) -> None:
    """Refuse a lone surrogate anywhere, in a key or a value: "\\ud83d" is valid JSON but no character, and
    text holding one can be neither printed, nor kept in the library's index, nor saved as UTF-8."""
    stack: list[tuple[JsonValue, _Path]] = [(value, ())]
    while stack:
        item, path = stack.pop()
        if isinstance(item, str):
            _surrogate(item, path)
        elif isinstance(item, dict):
            for key in item:
                _surrogate(key, (*path, key))
            stack.extend(((child, (*path, key)) for key, child in reversed(item.items())))
        elif isinstance(item, list):
            stack.extend(((child, (*path, index)) for index, child in reversed(list(enumerate(item)))))


def _surrogate(text: str, path: _Path) -> None:
    found = _SURROGATE.search(text)
    if found:
        raise GameFileError("not_unicode", key=_path_text(path), char=f"\\u{ord(found.group()):04x}")


def _path_text(path: _Path) -> str:
    """Where a value is, as "rules.currency" or "players[1]"; a key that cannot be shown is escaped."""
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            name = json.dumps(part) if _SURROGATE.search(part) else part
            out += f".{name}" if out else name
    return out


def _seat(value: JsonValue, n: int, key: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < n:
        raise GameFileError("seat", key=key, last=n - 1, value=_shown(value))
    return value


def _extra(raw: JsonObject, known: tuple[str, ...] | frozenset[str]) -> dict[str, Any]:
    return {key: value for key, value in raw.items() if key not in known}


def _shown(value: JsonValue) -> str:
    """A value from the file as JSON writes it, cut short: "6" (text), 6, 1.0, true, null, [6, 4]."""
    text = _json_text(value) if _small(value) else type_name(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _literal(value: JsonValue) -> str:
    """A value named in a message: text in quotes as before ('moscow'), anything else as JSON writes it."""
    return repr(value) if isinstance(value, str) else _shown(value)


def _json_text(value: JsonValue) -> str:
    """JSON text of a decoded value, its decimals written as numbers (not quoted as if they were text)."""
    marker = f"decimal-{os.urandom(16).hex()}:"
    text = json.dumps(value, ensure_ascii=False, default=_as_marked(marker))
    return re.sub(f'"{marker}([^"]*)"', r"\1", text) if marker in text else text


def _small(value: JsonValue) -> bool:
    return not isinstance(value, (list, dict)) or len(str(value)) < 200


# ----- saving -----
def file_version(game: Game) -> int:
    """The lowest file version that can hold the game: 1 unless it uses something of RULES-v2-settings.md
    (its convention, a setting off the version-1 meaning, a give-up, a totus, a dealer's whist), so that a game
    that uses nothing new stays readable by the versions before."""
    rules = game.rules
    if rules.convention not in PRESETS or rules.settings.version() > 1:
        return 2
    if any(isinstance(deal, Contract) and (deal.concede or deal.totus or deal.dealer_whist) for deal in game.deals):
        return 2
    return 1


def to_document(game: Game) -> dict[str, Any]:
    """The game as a JSON-ready document, every setting of its file version written out."""
    rules = game.rules
    version = file_version(game)
    rules_doc: dict[str, Any] = {"convention": rules.convention, "pool_target": rules.pool_target}
    if rules.whist_price is not None:
        rules_doc["whist_price"] = to_json(rules.whist_price)
    if rules.currency is not None:
        rules_doc["currency"] = rules.currency
    rules_doc["settings"] = rules.settings.to_json(version)
    rules_doc.update(rules.extra)
    doc: dict[str, Any] = {"format": FORMAT, "version": version}
    if game.title is not None:
        doc["title"] = game.title
    if game.created is not None:
        doc["created"] = game.created
    doc["players"] = list(game.players)
    doc["first_dealer"] = game.first_dealer
    doc["rules"] = rules_doc
    doc["deals"] = [deal_to_json(deal) for deal in game.deals]
    if game.ended is not None:
        doc["ended"] = game.ended
    for key, value in game.extra.items():
        doc.setdefault(key, value)
    return doc


def deal_to_json(deal: Deal) -> dict[str, Any]:
    out: dict[str, Any] = {"kind": deal.kind}
    if deal.dealer is not None:
        out["dealer"] = deal.dealer
    if isinstance(deal, Contract):
        out.update(declarer=deal.declarer, level=deal.level, suit=deal.suit)
        if not (deal.concede or deal.totus):
            out["defence"] = list(deal.defence)
        if deal.tricks is not None:
            out["tricks"] = list(deal.tricks)
        if deal.talon_tricks:
            out["talon_tricks"] = deal.talon_tricks
        for key in ("blind", "to_mountain", "open", "concede", "totus", "dealer_whist"):
            if getattr(deal, key):
                out[key] = True
    elif isinstance(deal, Misere):
        out.update(declarer=deal.declarer, tricks=deal.tricks)
    elif isinstance(deal, AllPass):
        out["tricks"] = list(deal.tricks)
    else:
        if deal.pool is not None:
            out["pool"] = [to_json(x) for x in deal.pool]
        if deal.mountain is not None:
            out["mountain"] = [to_json(x) for x in deal.mountain]
        if deal.whists:
            out["whists"] = [[w, t, to_json(x)] for w, t, x in deal.whists]
    if getattr(deal, "blind", False) and not isinstance(deal, Contract):
        out["blind"] = True
    for key in ("note", "time"):
        if getattr(deal, key) is not None:
            out[key] = getattr(deal, key)
    for key, value in deal.extra.items():
        out.setdefault(key, value)
    return out


def dumps(game: Game) -> str:
    """The file's text: readable JSON, short values and each deal on one line.

    Decimals kept from unknown fields are written back digit for digit: they go through
    the encoder as marked strings, and the marks (with the quotes) are taken off after.
    """
    marker = f"decimal-{os.urandom(16).hex()}:"
    text = _pretty(to_document(game), 0, _as_marked(marker)) + "\n"
    return re.sub(f'"{marker}([^"]*)"', r"\1", text) if marker in text else text


def _as_marked(marker: str) -> Callable[[Any], str]:
    def default(value: Any) -> str:
        if isinstance(value, Decimal):
            return f"{marker}{value}"
        raise TypeError(f"cannot write {type(value).__name__}")
    return default


def _pretty(value: JsonValue, level: int, default: Callable[[Any], str]) -> str:
    compact = json.dumps(value, ensure_ascii=False, default=default)
    if (len(compact) <= 100 and level > 0) or level >= 3:  # deeper values (unknown fields) stay on one line
        return compact
    pad = "  " * (level + 1)
    if isinstance(value, dict) and value:
        items = [f"{pad}{json.dumps(key, ensure_ascii=False)}: {_pretty(item, level + 1, default)}"
                 for key, item in value.items()]
        brackets = "{}"
    elif isinstance(value, list) and value and all(isinstance(item, dict) for item in value):
        items = [pad + json.dumps(item, ensure_ascii=False, default=default) for item in value]
        brackets = "[]"
    else:
        return compact
    return brackets[0] + "\n" + ",\n".join(items) + "\n" + "  " * level + brackets[1]


def save(game: Game, path: str | os.PathLike[str]) -> None:
    """Write the game atomically: a crash mid-save leaves the old file whole."""
    atomic_write_text(Path(path), dumps(game))


def deal_from_json(raw: JsonValue, number: int) -> Deal:
    """One deal in the file's notation (as ``deal_to_json`` writes it), read as the loader reads the deals:
    raises ``GameFileError`` naming deal ``number``. The autosave's journal uses it."""
    return _deal(raw, number)
