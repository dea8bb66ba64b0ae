"""Conflict copies in the library: what a file-sync tool leaves beside a game two machines changed at once
(``sync_names`` knows their names). A copy holding the very deals of its game counts once; one whose deals
differ is listed for the user to resolve (keep one version, or both as two games) and counts nowhere until then.
Statistics, seasons and ratings count ``counted(entries)``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TypeVar

from .game_entry import GameEntry
from .sync_names import conflict_copy

Entry = TypeVar("Entry", bound=GameEntry)


def mark_copies(entries: list[GameEntry]) -> None:
    """Mark each conflict copy whose game is in the library and loads (``copy_of``), and whether it holds the
    same deals (``same_as_copied``). A copy whose game is gone or broken is not marked: it is the game."""
    by_path = {entry.path: entry for entry in entries}
    for entry in entries:
        copy = conflict_copy(entry.path.name)
        original = by_path.get(entry.path.with_name(copy.original)) if copy is not None else None
        if original is None or not original.ok or original is entry:
            entry.copy_of, entry.same_as_copied = None, False
            continue
        entry.copy_of = original.path
        entry.same_as_copied = entry.ok and entry.deals_key == original.deals_key


def counted(entries: Iterable[Entry]) -> list[Entry]:
    """The games that count: every entry but the conflict copies of games in the library."""
    return [entry for entry in entries if entry.copy_of is None]


def conflicts(entries: Iterable[GameEntry]) -> list[GameEntry]:
    """The conflict copies whose deals differ from their game's: for the user to resolve."""
    return [entry for entry in entries if entry.copy_of is not None and not entry.same_as_copied]
