"""The types of a decoded JSON document, for the code that checks one value by value.

A value read by ``json.loads`` is one of these; the game file's loader reads decimals as ``Decimal`` (never
``float``), other readers (a house convention, the library's index) may give a ``float``. Checking a value
with ``isinstance`` then narrows it to what the branch may use: ``dict[str, JsonValue]``, ``list[JsonValue]``.
"""

from __future__ import annotations

from decimal import Decimal
from typing import TypeAlias

JsonValue: TypeAlias = "None | bool | int | float | Decimal | str | list[JsonValue] | dict[str, JsonValue]"
JsonObject: TypeAlias = "dict[str, JsonValue]"
