"""Which games of the library a filter keeps: the window's table filters with this (and tests it without Qt)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from .index import GameEntry
from .stats import resolve


@dataclass(frozen=True)
class GameQuery:
    """Empty fields keep every game. ``text`` is looked for (any case) in the title, the file name and the
    players' names, merged or not; ``player`` is a name after merging; dates are "YYYY-MM-DD", inclusive."""

    text: str = ""
    player: str | None = None
    convention: str | None = None
    status: str | None = None  # "finished", "unfinished" or "broken"
    date_from: str | None = None
    date_to: str | None = None

    def matches(self, entry: GameEntry, aliases: Mapping[str, str] | None = None) -> bool:
        if self.status == "broken" and entry.ok:
            return False
        if self.status in ("finished", "unfinished"):
            if not entry.ok or entry.finished != (self.status == "finished"):
                return False
        if self.convention and entry.convention != self.convention:
            return False
        day = entry.date[:10]
        if (self.date_from and day < self.date_from) or (self.date_to and day > self.date_to):
            return False
        names = [resolve(name, aliases) for name in entry.players]
        if self.player and self.player not in names:
            return False
        text = self.text.strip().casefold()
        if text:
            haystack = [entry.name, entry.path.name, *entry.players, *names]
            return any(text in item.casefold() for item in haystack)
        return True
