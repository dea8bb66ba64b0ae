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
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from pathlib import Path
from typing import Any

from . import names
from .atomic import atomic_write_text
from .deals import Adjust, AllPass, Contract, Deal, Misere
from .errors import DealError, DealWarning, GameFileError
from .game import Game, Rules
from .limits import MAX_CURRENCY, MAX_NOTE, MAX_TITLE
from .names import MAX_NAME, clean, names_problem
from .numbers import NumberError, parse_number, to_json, type_name
from .settings import PRESETS, SettingsError, preset

FORMAT = "preferans-desk"
VERSION = 1
EXTENSION = ".pulka"
MAX_BYTES = 32 * 1024 * 1024
MAX_DEPTH = 64  # a game file nests about 5 deep; unknown fields may use a little more
_SURROGATE = re.compile("[\ud800-\udfff]")
_SURROGATE_IN_TEXT = re.compile(r"\\u[dD][89a-fA-F]|[\ud800-\udfff]")  # JSON text that may decode to one

# Upgrades from an older version: MIGRATIONS[v] turns a version-v document into version v + 1.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}

_TOP_KEYS = ("format", "version", "title", "created", "players", "first_dealer", "rules", "deals", "ended")
_RULES_KEYS = ("convention", "pool_target", "whist_price", "currency", "settings")
_DEAL_KEYS = {
    "contract": ("kind", "dealer", "declarer", "level", "suit", "defence", "tricks", "talon_tricks", "blind",
                 "to_mountain", "open", "note", "time"),
    "misere": ("kind", "dealer", "declarer", "tricks", "blind", "note", "time"),
    "allpass": ("kind", "dealer", "tricks", "blind", "note", "time"),
    "adjust": ("kind", "dealer", "pool", "mountain", "whists", "note", "time"),
}


@dataclass
class Loaded:
    game: Game
    warnings: list[DealWarning]


# ----- loading -----
def load(path: str | os.PathLike[str]) -> Loaded:
    """Read and check a game file."""
    try:
        with open(path, "rb") as f:
            data = f.read(MAX_BYTES + 1)
    except OSError as exc:
        raise GameFileError("unreadable", os_problem=exc.strerror or str(exc)) from None
    return loads(data)


def loads(data: bytes | str) -> Loaded:
    if len(data) > MAX_BYTES:
        raise GameFileError("too_large", megabytes=MAX_BYTES // (1024 * 1024))
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise GameFileError("not_utf8") from None
    try:
        document = json.loads(data, parse_float=_decimal_number, parse_constant=_no_constant,
                              object_pairs_hook=_no_duplicates)
    except RecursionError:
        raise GameFileError("nested_too_deeply") from None
    except json.JSONDecodeError as exc:
        raise GameFileError("json_syntax", line=exc.lineno, column=exc.colno, json_problem=exc.msg) from None
    except ValueError as exc:  # NaN, duplicate keys (GameFileErrors of the hooks below), over-long integers
        raise GameFileError("json_value", cause=exc) from None
    if _too_deep(document):
        raise GameFileError("too_deep", depth=MAX_DEPTH)
    # One pass over the text spares walking every string of the document when no surrogate can be there.
    return parse(document, unicode_checked=_SURROGATE_IN_TEXT.search(data) is None)


def _decimal_number(text: str) -> Decimal:
    """JSON decimals stay exact; absurd ones are refused before they cost time or memory."""
    try:
        value = Decimal(text)
    except ArithmeticError:
        value = None
    if len(text) > 60 or value is None or abs(value.adjusted()) > 60:
        raise GameFileError("number_out_of_range", number=f"{text[:20]}..." if len(text) > 20 else text)
    return value


def _too_deep(document: Any) -> bool:
    """Whether JSON nests deeper than any game file does (checked without recursion)."""
    stack = [(document, 1)]
    while stack:
        value, depth = stack.pop()
        if depth > MAX_DEPTH:
            return True
        children = value.values() if isinstance(value, dict) else value if isinstance(value, list) else ()
        stack.extend((child, depth + 1) for child in children if isinstance(child, (dict, list)))
    return False


def _no_constant(name: str) -> Any:
    raise GameFileError("json_constant", constant=name)


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise GameFileError("duplicate_key", key=repr(key))
        result[key] = value
    return result


def parse(document: Any, *, unicode_checked: bool = False) -> Loaded:
    """Check a decoded JSON document and build the game; all deals are scored. ``unicode_checked``: the
    caller knows that no string of the document holds a lone surrogate."""
    if not isinstance(document, dict):
        raise GameFileError("not_object")
    if document.get("format") != FORMAT:
        raise GameFileError("not_preferans", format=repr(document.get("format")), expected=repr(FORMAT))
    if not unicode_checked:
        _check_unicode({key: value for key, value in document.items() if key != "deals"})  # a deal's: below
    document = _migrate(document)
    players = _players(document.get("players"))
    first_dealer = document.get("first_dealer", 0)
    _seat(first_dealer, len(players), "first_dealer")
    rules = _rules(document.get("rules"))
    deals_raw = document.get("deals", [])
    if not isinstance(deals_raw, list):
        raise GameFileError("deals_type", type=type_name(deals_raw))
    deals = [_deal(raw, number, unicode_checked) for number, raw in enumerate(deals_raw, start=1)]
    game = Game(players, rules, first_dealer=first_dealer,
                title=_text(document, "title", MAX_TITLE), created=_timestamp(document, "created"),
                ended=_timestamp(document, "ended"), extra=_extra(document, _TOP_KEYS))
    try:
        game.replace_deals(deals)
    except DealError as exc:  # the deal's number goes on the file's error, the rule broken is its cause
        raise GameFileError("in_deal", deal=exc.deal, cause=DealError(exc.code, exc.field, **exc.params)) from None
    return Loaded(game, game.warnings)


def _migrate(document: dict[str, Any]) -> dict[str, Any]:
    version = document.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise GameFileError("version", version=repr(version))
    if version > VERSION:
        raise GameFileError("newer_version", version=version, supported=VERSION)
    while version < VERSION:
        document = MIGRATIONS[version](document)
        version += 1
        document["version"] = version
    return document


def _players(raw: Any) -> list[str]:
    if not isinstance(raw, list) or len(raw) not in (3, 4):
        if isinstance(raw, list):
            raise GameFileError("players_count", count=len(raw))
        raise GameFileError("players_type", type=type_name(raw))
    problem = names_problem(raw)  # the rule the new-game dialog applies too (names.py)
    if problem is None:
        return [clean(name) for name in raw]
    if problem.code == names.EMPTY:
        raise GameFileError("player_name_empty", index=problem.index)
    if problem.code == names.LONG:
        raise GameFileError("player_name_long", index=problem.index, max=MAX_NAME)
    if problem.code == names.SAME:
        raise GameFileError("players_same")
    raise GameFileError("players_alike", first=problem.other, second=problem.index,
                        name=_shown(clean(raw[problem.other])), other=_shown(clean(raw[problem.index])))


def _rules(raw: Any) -> Rules:
    if not isinstance(raw, dict):
        raise GameFileError("rules_type", type=type_name(raw))
    convention = raw.get("convention")
    if not isinstance(convention, str) or convention not in PRESETS:
        raise GameFileError("unknown_convention", convention=repr(convention), known=", ".join(PRESETS))
    target = raw.get("pool_target")
    if isinstance(target, bool) or not isinstance(target, int) or not 1 <= target <= 10000:
        raise GameFileError("pool_target", value=repr(target))
    overrides = raw.get("settings", {})
    if not isinstance(overrides, dict):
        raise GameFileError("settings_type", type=type_name(overrides))
    try:
        settings = preset(convention, overrides)
    except SettingsError as exc:
        raise GameFileError("in_field", key="rules.settings", cause=exc) from None
    price = raw.get("whist_price")
    if price is not None:
        try:
            price = parse_number(price)
        except NumberError as exc:
            raise GameFileError("in_field", key="rules.whist_price", cause=exc) from None
        if price <= 0:
            raise GameFileError("whist_price_positive")
    currency = raw.get("currency")
    if currency is not None and (not isinstance(currency, str) or not 1 <= len(currency.strip()) <= MAX_CURRENCY):
        raise GameFileError("currency")
    return Rules(convention, target, settings, price, currency.strip() if currency else None,
                 _extra(raw, _RULES_KEYS))


def _deal(raw: Any, number: int, unicode_checked: bool = False) -> Deal:
    try:
        if isinstance(raw, dict) and not unicode_checked:
            _check_unicode(raw)
        return _deal_fields(raw)
    except (GameFileError, NumberError) as exc:
        raise GameFileError("in_deal", deal=number, cause=exc) from None


def _deal_fields(raw: Any) -> Deal:
    if not isinstance(raw, dict):
        raise GameFileError("deal_type", type=type_name(raw))
    kind = raw.get("kind")
    if not isinstance(kind, str) or kind not in _DEAL_KEYS:
        raise GameFileError("deal_kind", kind=repr(kind))
    common = {"dealer": _optional_int(raw, "dealer"), "note": _text(raw, "note", MAX_NOTE),
              "time": _timestamp(raw, "time"), "extra": _extra(raw, _DEAL_KEYS[kind])}
    if kind == "adjust":
        return Adjust(pool=_amounts(raw, "pool"), mountain=_amounts(raw, "mountain"),
                      whists=_whists(raw.get("whists") or []), **common)
    common["blind"] = _flag(raw, "blind")
    if kind == "allpass":
        return AllPass(tricks=_tricks(raw.get("tricks")), **common)
    declarer = _int(raw, "declarer")
    if kind == "misere":
        return Misere(declarer=declarer, tricks=_int(raw, "tricks"), **common)
    defence = raw.get("defence")
    if not isinstance(defence, list) or len(defence) != 2 or not all(isinstance(w, str) for w in defence):
        raise GameFileError("defence")
    tricks = raw.get("tricks")
    return Contract(declarer=declarer, level=_int(raw, "level"), suit=_str(raw, "suit"),
                    defence=(defence[0], defence[1]), tricks=None if tricks is None else _tricks(tricks),
                    talon_tricks=_optional_int(raw, "talon_tricks") or 0,
                    to_mountain=_flag(raw, "to_mountain"), open=_flag(raw, "open"), **common)


def _int(raw: dict[str, Any], key: str) -> int:
    value = raw.get(key)
    if isinstance(value, bool) or not isinstance(value, int):
        raise GameFileError("whole_number", key=key, value=_shown(value))
    return value


def _optional_int(raw: dict[str, Any], key: str) -> int | None:
    return None if raw.get(key) is None else _int(raw, key)


def _str(raw: dict[str, Any], key: str) -> str:
    value = raw.get(key)
    if not isinstance(value, str):
        raise GameFileError("text", key=key, value=_shown(value))
    return value


def _flag(raw: dict[str, Any], key: str) -> bool:
    value = raw.get(key, False)
    if not isinstance(value, bool):
        raise GameFileError("flag", key=key, value=_shown(value))
    return value


def _text(raw: dict[str, Any], key: str, longest: int | None = None) -> str | None:
    value = raw.get(key)
    if value is not None and not isinstance(value, str):
        raise GameFileError("text", key=key, value=_shown(value))
    if longest is not None and value is not None and len(value) > longest:
        raise GameFileError("text_long", key=key, max=longest)
    return value


def _timestamp(raw: dict[str, Any], key: str) -> str | None:
    value = _text(raw, key)
    if value is not None:
        try:
            datetime.fromisoformat(value)
        except ValueError:
            raise GameFileError("timestamp", key=key, value=_shown(value)) from None
    return value


def _tricks(raw: Any) -> tuple[int | None, ...]:
    if not isinstance(raw, list) or len(raw) > 4:
        raise GameFileError("tricks", value=_shown(raw))
    for count in raw:
        if count is not None and (isinstance(count, bool) or not isinstance(count, int)):
            raise GameFileError("trick_count", value=_shown(count))
    return tuple(raw)


def _amounts(raw: dict[str, Any], key: str) -> tuple[Any, ...] | None:
    value = raw.get(key)
    if value is None:
        return None
    if not isinstance(value, list) or len(value) > 4:
        raise GameFileError("amounts", key=key)
    try:
        return tuple(parse_number(x) for x in value)
    except NumberError as exc:
        raise GameFileError("in_field", key=key, cause=exc) from None


def _whists(value: Any) -> tuple[tuple[int, int, Any], ...]:
    if not isinstance(value, list) or len(value) > 100:
        raise GameFileError("whists")
    items = []
    for item in value:
        if not isinstance(item, list) or len(item) != 3:
            raise GameFileError("whists_entry", value=_shown(item))
        writer, target, amount = item
        for seat in (writer, target):
            if isinstance(seat, bool) or not isinstance(seat, int):
                raise GameFileError("whists_seat", value=_shown(seat))
        items.append((writer, target, parse_number(amount)))
    return tuple(items)


def _check_unicode(value: Any) -> None:
    """Refuse a lone surrogate anywhere, in a key or a value: "\\ud83d" is valid JSON but no character, and
    text holding one can be neither printed, nor kept in the library's index, nor saved as UTF-8."""
    stack: list[tuple[Any, tuple[Any, ...]]] = [(value, ())]
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


def _surrogate(text: str, path: tuple[Any, ...]) -> None:
    found = _SURROGATE.search(text)
    if found:
        raise GameFileError("not_unicode", key=_path_text(path), char=f"\\u{ord(found.group()):04x}")


def _path_text(path: tuple[Any, ...]) -> str:
    """Where a value is, as "rules.currency" or "players[1]"; a key that cannot be shown is escaped."""
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            name = json.dumps(part) if _SURROGATE.search(part) else part
            out += f".{name}" if out else name
    return out


def _seat(value: Any, n: int, key: str) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < n:
        raise GameFileError("seat", key=key, last=n - 1, value=_shown(value))


def _extra(raw: dict[str, Any], known: tuple[str, ...]) -> dict[str, Any]:
    return {key: value for key, value in raw.items() if key not in known}


def _shown(value: Any) -> str:
    text = json.dumps(value, default=str, ensure_ascii=False) if _small(value) else type_name(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _small(value: Any) -> bool:
    return not isinstance(value, (list, dict)) or len(str(value)) < 200


# ----- saving -----
def to_document(game: Game) -> dict[str, Any]:
    """The game as a JSON-ready document, every setting written out."""
    rules = game.rules
    rules_doc: dict[str, Any] = {"convention": rules.convention, "pool_target": rules.pool_target}
    if rules.whist_price is not None:
        rules_doc["whist_price"] = to_json(rules.whist_price)
    if rules.currency is not None:
        rules_doc["currency"] = rules.currency
    rules_doc["settings"] = rules.settings.to_json()
    rules_doc.update(rules.extra)
    doc: dict[str, Any] = {"format": FORMAT, "version": VERSION}
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
        out.update(declarer=deal.declarer, level=deal.level, suit=deal.suit, defence=list(deal.defence))
        if deal.tricks is not None:
            out["tricks"] = list(deal.tricks)
        if deal.talon_tricks:
            out["talon_tricks"] = deal.talon_tricks
        for key in ("blind", "to_mountain", "open"):
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
    marker = f"decimal-{uuid.uuid4().hex}:"
    text = _pretty(to_document(game), 0, _as_marked(marker)) + "\n"
    return re.sub(f'"{marker}([^"]*)"', r"\1", text) if marker in text else text


def _as_marked(marker: str) -> Callable[[Any], str]:
    def default(value: Any) -> str:
        if isinstance(value, Decimal):
            return f"{marker}{value}"
        raise TypeError(f"cannot write {type(value).__name__}")
    return default


def _pretty(value: Any, level: int, default: Callable[[Any], str]) -> str:
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


def deal_from_json(raw: Any, number: int) -> Deal:
    """One deal in the file's notation (as ``deal_to_json`` writes it), read as the loader reads the deals:
    raises ``GameFileError`` naming deal ``number``. The autosave's journal uses it."""
    return _deal(raw, number)
