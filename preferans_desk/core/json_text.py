"""A user's JSON file decoded, or refused with one clear message: the guards the game file and the event file share.

Each file refuses in its own error class (``GameFileError``, ``EventFileError``), whose messages name the kind of
file; both word the same codes: ``too_large`` (``megabytes``), ``not_utf8``, ``empty``, ``nested_too_deeply``,
``json_syntax`` (``line``, ``column``, ``json_problem``), and ``json_value`` whose cause, in the same class, is
``number_out_of_range`` (``number``), ``json_constant`` (``constant``) or ``duplicate_key`` (``key``, as the file's
``literal`` shows it). Decimals stay exact (``Decimal``); absurd ones are refused before they cost time or memory.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Callable
from decimal import Decimal
from typing import Any, NoReturn

from .errors import CodedError
from .json_types import JsonValue
from .limits import MAX_BYTES

Refuse = Callable[..., CodedError]  # the file's error class: Refuse(code, cause=None, **params)
_BOM = "\ufeff"


def json_text(data: bytes | str, refuse: Refuse, most: int = MAX_BYTES) -> str:
    """The file's text: at most ``most`` bytes (a game file's bound unless the file has its own), UTF-8, without a
    byte-order mark (editors on Windows write one), not empty."""
    if len(data) > most:
        raise refuse("too_large", megabytes=most // (1024 * 1024))
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8")
        except UnicodeDecodeError:
            raise refuse("not_utf8") from None
    data = data.lstrip(_BOM)
    if not data.strip(" \t\r\n"):  # JSON's white space
        raise refuse("empty")
    return data


def decode(text: str, refuse: Refuse, literal: Callable[[str], str]) -> JsonValue:
    """The JSON document of ``text``, or the refusal worded for a player."""
    hooks = _Hooks(refuse, literal)
    try:
        return json.loads(text, parse_float=hooks.decimal, parse_constant=hooks.no_constant,
                          object_pairs_hook=hooks.no_duplicates)
    except RecursionError:
        raise refuse("nested_too_deeply") from None
    except json.JSONDecodeError as exc:
        raise refuse("json_syntax", line=exc.lineno, column=exc.colno, json_problem=exc.msg) from None
    except CodedError as exc:  # NaN, a key twice, an absurd decimal: refused by the hooks
        raise refuse("json_value", cause=exc) from None
    except ValueError:  # only an integer of more digits than Python turns into a number is left
        found = re.search(rf"\d{{{sys.get_int_max_str_digits() + 1},}}", text)
        number = f"{found.group()[:20]}..." if found else "?"
        raise refuse("json_value", cause=refuse("number_out_of_range", number=number)) from None


class _Hooks:
    """What ``json.loads`` calls on a decimal, a constant and an object, refusing in the file's own class."""

    def __init__(self, refuse: Refuse, literal: Callable[[str], str]):
        self.refuse = refuse
        self.literal = literal

    def decimal(self, text: str) -> Decimal:
        try:
            value = Decimal(text)
        except ArithmeticError:
            value = None
        if len(text) > 60 or value is None or abs(value.adjusted()) > 60:
            raise self.refuse("number_out_of_range", number=f"{text[:20]}..." if len(text) > 20 else text)
        return value

    def no_constant(self, name: str) -> NoReturn:
        raise self.refuse("json_constant", constant=name)

    def no_duplicates(self, pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        result: dict[str, Any] = dict(pairs)  # at once (every object of every file comes here); a key twice:
        if len(result) == len(pairs):
            return result
        result = {}  # the first key found twice named, as the pairs come
        for key, value in pairs:
            if key in result:
                raise self.refuse("duplicate_key", key=self.literal(key))
            result[key] = value
        return result
