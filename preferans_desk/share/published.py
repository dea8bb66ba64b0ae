"""What the live sheet shows: the state the publisher hands over, and that state encoded once for every phone."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class SharedState:
    """What the server shows: SVGs by (language, seat at the bottom, shape) and the facts as JSON; ``kind`` says
    which page shows them: "sheet" (a game's live sheet) or "night" (a club night's standings and tables, with each
    table's sheet in ``tables`` by (round, table, language)).

    ``version`` is stamped by ``ShareServer.publish`` (one more each time)."""

    svg: Mapping[tuple[str, int, str], str] = field(default_factory=dict[tuple[str, int, str], str])
    state_json: dict[str, Any] = field(default_factory=dict[str, Any])
    version: int = 0
    kind: str = "sheet"
    tables: Mapping[tuple[int, int, str], str] = field(default_factory=dict[tuple[int, int, str], str])  # a night's


class Published:
    """A published state with its bytes encoded once (every phone fetches the same)."""

    __slots__ = ("state", "json", "svg", "tables")

    def __init__(self, state: SharedState):
        self.state = state
        self.json = json.dumps({**state.state_json, "version": state.version}, ensure_ascii=False,
                               separators=(",", ":")).encode()
        self.svg = {key: text.encode() for key, text in state.svg.items()}
        self.tables = {key: text.encode() for key, text in state.tables.items()}  # by (round, table, language)
