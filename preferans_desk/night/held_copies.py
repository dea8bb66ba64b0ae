"""What the director's book keeps beside the event file for one writer: a table's copy held while its round is
locked (``HeldCopy``), and the stamps of files that a book watching a night compares to see what changed."""

from __future__ import annotations

import os
from dataclasses import dataclass
from datetime import datetime

from preferans_desk.core.game import Game


@dataclass(frozen=True)
class HeldCopy:
    """A table's copy refused because its round's results are locked, kept for the director to accept or reject:
    its game (and the text it came as), how many deals it holds, its revision and when it came."""

    game: Game
    text: str
    deals: int
    revision: int
    when: datetime


def now_text() -> str:
    """Now, as the event file keeps a time: ISO 8601 with this computer's offset, to the second."""
    return datetime.now().astimezone().isoformat(timespec="seconds")


def file_stamp(path: str | os.PathLike[str]) -> tuple[int, ...] | None:
    """What changes when a file is written or replaced (its inode, size and modification time), None when it is
    not there: a rename over it (an atomic save) changes the inode even within one tick of the clock."""
    try:
        found = os.stat(path)
    except (OSError, ValueError):
        return None
    return (found.st_ino, found.st_size, found.st_mtime_ns)
