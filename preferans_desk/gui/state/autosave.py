"""Autosave after every change, so that a crash loses nothing.

Each window writes its game to ``<folder>/<id>.pulka`` (atomically) with a
small ``<id>.json`` beside it naming the real file and the process. A clean
close removes both; what is left behind by a process that is gone is offered
for recovery at the next start. While the window lives it holds ``<id>.lock``
(a ``QLockFile``): that, not the pid, tells another instance the autosave is
still in use, on every platform (Windows has no cheap check of a pid).

Writing the whole game takes too long to do before a confirmed deal is shown
(about 10 ms for 300 deals, 45 for 2,000), so a deal appended to a game already
autosaved goes into ``<id>.journal`` instead: one line, fsynced, before the window
shows it; so does the undo of an append (``{"pop": n}``: deal n, the last, is taken
off) and its redo (an append again). The journal's first line names the game file
it adds to (``{"base": sha256}``), so that a journal left by a crash after the
next full write is never replayed onto the game that already holds it (a journal
of an older version has no such line and is replayed as it stands). The next full
autosave (any other change, a save, or a journal grown past ``JOURNAL_MOST``)
empties the journal; recovery replays what is left.

The note also keeps the real file's state (size, time, hash) as the window last
read or wrote it: a recovered game is never saved over a file that changed since
without asking, and an autosave the file already holds is not offered at all.
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QLockFile

from preferans_desk.core.atomic import atomic_write_bytes, atomic_write_text
from preferans_desk.core.deals import Deal
from preferans_desk.core.errors import DealError, GameFileError
from preferans_desk.core.game import Game
from preferans_desk.core.gamefile import (
    Loaded,
    deal_from_json,
    deal_to_json,
    dumps,
    load,
    loads,
    read_bytes,
    special_file,
)

Disk = tuple[int, int, str]  # a file's signature: size, modification time (ns), SHA-256
# A journal this long asks for a full write: recovery replays it in about 0.2 s (6,500 undos and redos on
# 2,000 deals; 1 MB took 0.7 s), and it stays far inside the bound the loader's guard reads (a record holds
# one deal, its note at most 10,000 characters).
JOURNAL_MOST = 256 * 1024  # bytes


@dataclass(frozen=True)
class Recoverable:
    """An autosaved game left by a window that did not close: its files and the original it came from."""

    game_file: Path  # the autosaved game
    meta_file: Path
    original: Path | None  # the file the game was opened from or saved to, if any
    saved: str  # ISO time of the autosave
    disk: Disk | None = None  # the original as the window last read or wrote it (None: unknown or new)


@dataclass(frozen=True)
class FileState:
    """The original file now, beside its autosave, for the recovery question."""

    deals: int | None  # None when it cannot be read as a game
    newer: bool  # changed after the autosave was last written


class Autosave:
    def __init__(self, folder: Path):
        self.folder = Path(folder)
        self.id = os.urandom(16).hex()  # as random as uuid4().hex, without loading uuid (and platform) at start-up
        self.game_file = self.folder / f"{self.id}.pulka"
        self.meta_file = self.folder / f"{self.id}.json"
        self.journal_file = journal_of(self.game_file)
        self.lock_file = lock_of(self.game_file)
        self._lock: QLockFile | None = None  # held from the first write until remove()
        self._base: str | None = None  # the SHA-256 of the game file as last written
        self._journal_base: str | None = None  # the base the journal's first line names (None: no journal)
        self._journalled = 0  # bytes in the journal

    def _hold_lock(self) -> None:
        """Mark the autosave as this live process's before anything of it is on disk."""
        if self._lock is None and not special_file(self.lock_file):
            lock = QLockFile(str(self.lock_file))
            lock.setStaleLockTime(0)  # only a dead owner makes it stale, never its age
            if lock.tryLock(0):
                self._lock = lock

    def write(self, game: Game, original: Path | None, *, clean: bool = False, disk: Disk | None = None) -> None:
        """The whole game; ``clean`` when it has no unsaved changes (kept only as the journal's base,
        never offered for recovery unless the journal adds to it); ``disk`` the original's signature."""
        self.folder.mkdir(parents=True, exist_ok=True)
        self._hold_lock()
        data = dumps(game).encode("utf-8")
        digest = hashlib.sha256(data).hexdigest()
        if digest == self._journal_base:
            # The game is back as the journal's base holds it: a crash before the journal is removed
            # would replay it onto the new game file too, which its line names all the same. The file
            # there holds this very game, so the journal can go first.
            _unlink(self.journal_file)
        atomic_write_bytes(self.game_file, data)
        self._base = digest
        meta = {"original": str(original) if original else None, "pid": os.getpid(), "clean": clean,
                "saved": datetime.now().astimezone().isoformat(timespec="seconds"),
                "disk": list(disk) if disk else None}
        atomic_write_text(self.meta_file, json.dumps(meta))
        _unlink(self.journal_file)  # the game file now holds every deal the journal had
        self._journal_base, self._journalled = None, 0

    def journal(self, game: Game, original: Path | None, deal: Deal, *, disk: Disk | None = None) -> None:
        """Put the deal just appended (or appended again by a redo) on disk now: a line in the journal
        when the game file is there, else the whole game (a new game is small)."""
        self._record(game, original, {"after": len(game.deals) - 1, "deal": deal_to_json(deal)}, disk)

    def journal_pop(self, game: Game, original: Path | None, *, disk: Disk | None = None) -> None:
        """Put on disk now that the last deal was taken off (the undo of an append), as ``journal`` does."""
        self._record(game, original, {"pop": len(game.deals)}, disk)

    @property
    def journal_full(self) -> bool:
        """Whether the journal is long enough that the game should be written whole."""
        return self._journalled >= JOURNAL_MOST

    def _record(self, game: Game, original: Path | None, entry: dict, disk: Disk | None) -> None:
        if self._base is None or not self.game_file.exists():
            self.write(game, original, disk=disk)
            return
        text = json.dumps(entry, ensure_ascii=False, default=str) + "\n"
        fresh = self._journal_base != self._base  # none yet, or one left by a full write that failed after
        if fresh:
            text = json.dumps({"base": self._base}) + "\n" + text
        with open(self.journal_file, "w" if fresh else "a", encoding="utf-8") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        self._journal_base = self._base
        self._journalled = len(text.encode("utf-8")) + (0 if fresh else self._journalled)

    def remove(self) -> None:
        """The autosave's files, then its lock: nothing of it is left to offer or to hold."""
        _remove(self.game_file, self.meta_file)
        if self._lock is not None:
            self._lock.unlock()  # removes the lock file
            self._lock = None


def find_recoverable(folder: Path) -> list[Recoverable]:
    """Autosaves left by processes that are no longer running, newest first. One its file already holds
    (every deal of it, see ``nothing_to_recover``) is removed, not offered."""
    found = []
    for meta_file in Path(folder).glob("*.json"):
        game_file = meta_file.with_suffix(".pulka")
        try:
            meta = json.loads(read_bytes(meta_file))
        except (GameFileError, ValueError):
            continue
        if not game_file.exists() or in_use(game_file, meta.get("pid")):
            continue
        original = meta.get("original")
        item = Recoverable(game_file, meta_file, Path(original) if original else None,
                           _last_saved(str(meta.get("saved", "")), game_file), _disk(meta.get("disk")))
        if (meta.get("clean") and not _journal_lines(journal_of(game_file))) or nothing_to_recover(item):
            discard(item)  # a saved game's copy: nothing to recover
            continue
        found.append(item)
    return sorted(found, key=lambda r: r.saved, reverse=True)


def recover(item: Recoverable) -> Loaded:
    """The autosaved game with what its journal adds and takes off; raises ``GameFileError`` for a broken
    game file. A journal line that does not follow (a torn last line, an older game, a journal of
    another state of the game file) ends the replay there."""
    data = read_bytes(item.game_file)
    game = loads(data).game
    base = hashlib.sha256(data).hexdigest()
    for number, line in enumerate(_journal_lines(journal_of(item.game_file))):
        try:
            if not _replay(game, json.loads(line), base if number == 0 else None):
                break
        except (ValueError, KeyError, TypeError, IndexError, GameFileError, DealError):
            break
    return Loaded(game, game.warnings)


def _replay(game: Game, entry: dict, base: str | None) -> bool:
    """Apply one journal record to ``game``; False when it does not follow (``base``: the game file's hash,
    for the first line only)."""
    if "base" in entry:
        return entry["base"] == base
    if "pop" in entry:  # the number of deals left: the last deal's index
        if entry["pop"] != len(game.deals) - 1:
            return False
        game.pop_deal()
        return True
    if entry["after"] != len(game.deals):
        return False
    game.append(deal_from_json(entry["deal"], len(game.deals) + 1))
    return True


def nothing_to_recover(item: Recoverable) -> bool:
    """Whether the original file holds all the autosave has: it is the very same game, or it changed
    since the window last read or wrote it and its deals begin with the autosave's (saved later, by this
    window before the crash or by another). A file just as the window knew it holds none of the changes:
    a deal undone after saving is one too."""
    if item.original is None:
        return False
    try:
        autosaved, saved = recover(item).game, load(item.original).game
    except (GameFileError, OSError):
        return False
    if dumps(autosaved) == dumps(saved):
        return True
    if item.disk is not None and signature(item.original) == item.disk:
        return False
    count = len(autosaved.deals)
    return count < len(saved.deals) and autosaved.deals == saved.deals[:count]


def signature(path: Path) -> Disk | None:
    """What identifies the file's content now: size, modification time and a hash; None if it is gone or
    is no game file (a pipe, a device, past the size bound: the loader's guard refuses it unread)."""
    try:
        stat = os.stat(path)
        digest = hashlib.sha256(read_bytes(path)).hexdigest()
    except (OSError, GameFileError):
        return None
    return stat.st_size, stat.st_mtime_ns, digest


def file_state(item: Recoverable) -> FileState | None:
    """The original file beside the autosave: how many deals it holds and whether it is the newer;
    None when there is no such file."""
    if item.original is None:
        return None
    try:
        changed = item.original.stat().st_mtime_ns
    except OSError:
        return None
    try:
        deals: int | None = len(load(item.original).game.deals)
    except (GameFileError, OSError):
        deals = None
    return FileState(deals, changed > autosaved_at(item))


def autosaved_at(item: Recoverable) -> int:
    """When the autosave was last written (ns): its game file or, later, its journal."""
    times = []
    for path in (item.game_file, journal_of(item.game_file)):
        try:
            times.append(path.stat().st_mtime_ns)
        except OSError:
            pass
    return max(times, default=0)


def _last_saved(noted: str, game_file: Path) -> str:
    """When the autosave was last written: the note's time, or its journal's when a line came later (a
    journalled change leaves the note as it was)."""
    try:
        journalled = datetime.fromtimestamp(journal_of(game_file).stat().st_mtime).astimezone()
    except OSError:
        return noted  # no journal
    try:
        if datetime.fromisoformat(noted) >= journalled:
            return noted
    except (ValueError, TypeError):  # a note's time of no form, or without its offset
        pass
    return journalled.isoformat(timespec="seconds")


def _disk(raw: object) -> Disk | None:
    """The signature the note keeps, if it is one (a note from an older version has none)."""
    if not (isinstance(raw, list) and len(raw) == 3):
        return None
    size, mtime, digest = raw
    ok = isinstance(size, int) and isinstance(mtime, int) and isinstance(digest, str)
    return (size, mtime, digest) if ok else None


def in_use(game_file: Path, pid: object) -> bool:
    """Whether a live process still owns the autosave: its lock is held by the process that wrote the
    note (a dead owner's stale lock is taken over and removed). Without a readable lock, the pid decides."""
    lock_file = lock_of(game_file)
    if not lock_file.exists() or special_file(lock_file):
        return _alive(pid)  # written by an older version, or the lock could not be made
    lock = QLockFile(str(lock_file))
    lock.setStaleLockTime(0)
    if lock.tryLock(0):
        lock.unlock()  # its owner is gone: the lock goes with it
        return False
    if lock.error() != QLockFile.LockError.LockFailedError:
        return _alive(pid)  # no permission to look
    holder = lock.getLockInfo()
    # A lock held by another process than the note names is not the note's: its writer is gone.
    return not (isinstance(holder, tuple) and holder[0] and holder[0] != pid)


def lock_of(game_file: Path) -> Path:
    return game_file.with_suffix(".lock")


def journal_of(game_file: Path) -> Path:
    return game_file.with_suffix(".journal")


def _journal_lines(path: Path) -> list[str]:
    try:
        return read_bytes(path).decode("utf-8").splitlines()
    except (GameFileError, UnicodeDecodeError):
        return []


def discard(item: Recoverable) -> None:
    _remove(item.game_file, item.meta_file)


def _remove(game_file: Path, meta_file: Path) -> None:
    """An autosave's three files: the game, its note of where it came from, and its journal."""
    for path in (game_file, meta_file, journal_of(game_file)):
        _unlink(path)


def _unlink(path: Path) -> None:
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
