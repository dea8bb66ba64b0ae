"""Follow a game file on disk for the live sheet (``preferans-desk share``). Pure Python, no Qt.

The file's stat is polled rather than watched: it needs no extra package, works the same on every system
and sees both a write in place and an atomic rename by another program (a new inode). A change is read
with the core loader and drawn into a new state. A file that cannot be read now (invalid, or missing
between the steps of a rename) keeps the last good sheet on the page, with the loader's message in
state.json as ``problem``; the problem clears once the file reads well again.
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Callable
from pathlib import Path

from preferans_desk.core.errors import DealWarning, GameFileError
from preferans_desk.core.game import Game
from preferans_desk.core.gamefile import loads, read_bytes
from preferans_desk.core.settlement import settle_sheet
from preferans_desk.render.geometry import LayoutCache

from .published import SharedState
from .shared_state import LANGS, shared_state

POLL_EVERY = 0.4  # seconds between looks at the file: a deal shows on the phones well within a second

Signature = tuple[int, int, int, int] | None  # None: the file is not there (or cannot be looked at)


def signature(path: Path) -> Signature:
    """What tells one version of the file from the next without reading it: a rename brings a new inode
    (or device), a write in place a new time or size."""
    try:
        status = os.stat(path)
    except OSError:
        return None
    return status.st_mtime_ns, status.st_size, status.st_ino, status.st_dev


class Follower:
    """Reads ``path`` again whenever it changes and hands each new state to ``publish``.

    ``poll_once()`` looks once; the command line calls it every ``interval`` seconds, a test when it likes."""

    def __init__(self, path: str | os.PathLike[str], publish: Callable[[SharedState], None], *,
                 interval: float = POLL_EVERY, lang: str | None = None, langs: tuple[str, ...] = LANGS):
        self.path = Path(path)
        self.publish = publish
        self.interval = interval
        self.lang, self.langs = lang, langs
        self.game: Game | None = None  # the last good game
        self.warnings: list[DealWarning] = []  # the last good file's warnings
        self.error: str | None = None  # the loader's message while the file cannot be read, else None
        self._seen: Signature | bool = False  # the signature last looked at (False: never looked)
        self._data: bytes | None = None  # the last good file's bytes
        self._good: SharedState | None = None  # the last good file's state, without a problem
        self._caches: dict[tuple[int, str], LayoutCache] = {}  # layouts kept between publishes (the next deal is cheap)

    @property
    def problem(self) -> str | None:
        """The notice the page shows: the file's name (never its folder) and the loader's message."""
        return None if self.error is None else f"{self.path.name}: {self.error}"

    def poll_once(self) -> bool:
        """Look at the file once; True when a new state was published."""
        now = signature(self.path)
        if now == self._seen:
            return False
        self._seen = now
        try:
            data = read_bytes(self.path)  # a vanished file is refused here too, as "cannot read the file"
            if data == self._data:  # touched, or the same bytes back again: nothing to draw
                return self._fine()
            loaded = loads(data)
        except GameFileError as exc:
            return self._failed(str(exc))
        self._good = self._draw(loaded.game)
        self._data, self.game, self.warnings, self.error = data, loaded.game, loaded.warnings, None
        self.publish(self._good)
        return True

    def _fine(self) -> bool:
        """The last good file is back: clear the problem, if there was one."""
        if self.error is None or self._good is None:
            return False
        self.error = None
        self.publish(self._good)
        return True

    def _failed(self, message: str) -> bool:
        """Keep the last good sheet, with the problem; the same problem again is no news."""
        if message == self.error:
            return False
        self.error = message
        if self._good is None:
            return False  # nothing good to show yet: the command line refuses such a file
        facts = {**self._good.state_json, "problem": self.problem}
        self.publish(dataclasses.replace(self._good, state_json=facts))
        return True

    def _draw(self, game: Game) -> SharedState:
        """Every seat's sheet in each language, and the settlement as the game stands (circled on the sheet
        only once the game is over, as in the window)."""
        if self._good is not None and self._good.state_json["players"] != list(game.players):
            self._caches.clear()  # another table: nothing to reuse, and no old layouts kept for nothing
        sheet = game.sheet
        settlement = settle_sheet(sheet, game.rules)
        return shared_state(game, sheet, settlement, self.langs, self._caches, circled=game.finished,
                            lang=self.lang)
