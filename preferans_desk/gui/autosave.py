"""Autosave after every change, so that a crash loses nothing.

Each window writes its game to ``<folder>/<id>.pulka`` (atomically) with a
small ``<id>.json`` beside it naming the real file and the process. A clean
close removes both; what is left behind by a process that is gone is offered
for recovery at the next start.
"""

from __future__ import annotations

import json
import os
import uuid
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from preferans_desk.core.atomic import atomic_write_text
from preferans_desk.core.game import Game
from preferans_desk.core.gamefile import dumps


@dataclass(frozen=True)
class Recoverable:
    game_file: Path  # the autosaved game
    meta_file: Path
    original: Path | None  # the file the game was opened from or saved to, if any
    saved: str  # ISO time of the autosave


class Autosave:
    def __init__(self, folder: Path):
        self.folder = Path(folder)
        self.id = uuid.uuid4().hex
        self.game_file = self.folder / f"{self.id}.pulka"
        self.meta_file = self.folder / f"{self.id}.json"

    def write(self, game: Game, original: Path | None) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        atomic_write_text(self.game_file, dumps(game))
        meta = {"original": str(original) if original else None, "pid": os.getpid(),
                "saved": datetime.now().astimezone().isoformat(timespec="seconds")}
        atomic_write_text(self.meta_file, json.dumps(meta))

    def remove(self) -> None:
        for path in (self.game_file, self.meta_file):
            try:
                path.unlink()
            except FileNotFoundError:
                pass


def find_recoverable(folder: Path) -> list[Recoverable]:
    """Autosaves left by processes that are no longer running, newest first."""
    found = []
    for meta_file in Path(folder).glob("*.json"):
        game_file = meta_file.with_suffix(".pulka")
        try:
            meta = json.loads(meta_file.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if not game_file.exists() or _alive(meta.get("pid")):
            continue
        original = meta.get("original")
        found.append(Recoverable(game_file, meta_file, Path(original) if original else None,
                                 str(meta.get("saved", ""))))
    return sorted(found, key=lambda r: r.saved, reverse=True)


def discard(item: Recoverable) -> None:
    for path in (item.game_file, item.meta_file):
        try:
            path.unlink()
        except FileNotFoundError:
            pass


def _alive(pid: object) -> bool:
    if not isinstance(pid, int) or pid <= 0 or pid == os.getpid():
        return False
    if os.name != "posix":  # os.kill would terminate the process on Windows
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError):
        return True
    return True
