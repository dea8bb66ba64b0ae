"""The library's index file (``library.sqlite3``): its schema, and keeping it usable whatever happens to it.

The index is only a cache of what the game files hold. It is made afresh when it is missing, damaged (a row
that does not read back, a missing column) or of another schema; when it cannot be written (a read-only file or
folder, another program holding it locked) the library works from the files in memory and says so in
``notice``.
"""

from __future__ import annotations

import os
import sqlite3
from abc import ABC, abstractmethod
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from .library_errors import LibraryError, os_problem

# PRAGMA user_version of the index; another value: made afresh (4: swings, versus, deals_key; 5: seats as lists,
# with their checksum, read only when asked for)
SCHEMA = 5
INDEX_FILE = "library.sqlite3"
LOCK_TIMEOUT = 5.0  # seconds to wait for another program's write to the index before working without it
SQLITE_INTEGER = 2**63  # the index's INTEGER columns hold less than this, either sign
_WRITE_PROBLEMS = ("readonly", "read-only", "locked", "unable to open", "disk is full", "disk i/o")

COLUMNS = ("path", "mtime_ns", "size", "date", "title", "created", "players", "convention", "pool_target",
           "finished", "deals", "whist_price", "currency", "seats", "error", "problem", "identity", "ctime_ns",
           "deals_key", "seats_check")
CREATE = f"""
DROP TABLE IF EXISTS games;
CREATE TABLE games (
    path TEXT PRIMARY KEY, mtime_ns INTEGER NOT NULL, size INTEGER NOT NULL, date TEXT NOT NULL,
    title TEXT, created TEXT, players TEXT NOT NULL, convention TEXT, pool_target INTEGER,
    finished INTEGER NOT NULL, deals INTEGER NOT NULL, whist_price TEXT, currency TEXT,
    seats TEXT NOT NULL, error TEXT, problem TEXT, identity TEXT NOT NULL, ctime_ns INTEGER NOT NULL,
    deals_key TEXT NOT NULL, seats_check INTEGER NOT NULL
);
PRAGMA user_version = {SCHEMA};
"""
# A row of the index, one value for each of COLUMNS, as SQLite gives it back: of the types the columns say only
# once rows.entry has read it (a damaged index may hold anything).
Row = tuple[Any, ...]
INSERT = f"INSERT OR REPLACE INTO games VALUES ({', '.join('?' * len(COLUMNS))})"
SELECT = f"SELECT {', '.join(COLUMNS)} FROM games"
_T = TypeVar("_T")


class IndexFile(ABC):
    """The connection to the index (``_db``), opened whatever state the file is in: never raises.

    ``rebuilt`` tells why the index was made afresh ("missing", "schema", "corrupt"), None when it was used as it
    was; ``notice`` is a ``LibraryError`` to show when the index cannot be written and a copy in memory stands in
    for it. The library (index.py's ``Library``) is an ``IndexFile``: it fills the index from the files
    (``_fill``), here again whenever the index had to be made afresh.
    """

    def __init__(self, index_path: Path):
        self.index_path = index_path
        self.rebuilt: str | None = None
        self.notice: LibraryError | None = None
        self._db = self._open_index()

    @abstractmethod
    def _fill(self) -> None:
        """Read the files into the index (the library's part: the index knows no files)."""

    def close(self) -> None:
        self._db.close()

    def _connect(self) -> sqlite3.Connection:
        db = sqlite3.connect(str(self.index_path), timeout=LOCK_TIMEOUT)
        db.execute("PRAGMA synchronous = NORMAL")  # a cache: losing the last write on a power cut is fine
        return db

    def _open_index(self) -> sqlite3.Connection:
        existed = self.index_path.exists()
        db = None
        try:
            db = self._connect()
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version != SCHEMA:
                self.rebuilt = "schema" if existed else "missing"
                db.executescript(CREATE)
            elif db.execute("PRAGMA quick_check").fetchone()[0] != "ok":
                raise sqlite3.DatabaseError("the index failed its check")
            elif [row[1] for row in db.execute("PRAGMA table_info(games)")] != list(COLUMNS):
                raise sqlite3.DatabaseError("the index lacks a column")
            db.execute("BEGIN IMMEDIATE")  # find out now whether it can be written, not halfway through
            db.rollback()
            return db
        except sqlite3.DatabaseError as exc:
            if cannot_write(exc):
                return self._in_memory(db, exc)
            return self._recreate(db)

    def _recreate(self, db: sqlite3.Connection | None) -> sqlite3.Connection:
        """A damaged index: delete it and start again (the files are the truth)."""
        if db is not None:
            db.close()
        self.rebuilt = "corrupt"
        try:
            for suffix in ("", "-journal", "-wal", "-shm"):
                try:
                    os.remove(f"{self.index_path}{suffix}")
                except FileNotFoundError:
                    pass
            db = self._connect()
            db.executescript(CREATE)
            return db
        except (OSError, sqlite3.Error) as exc:
            return self._in_memory(None, exc)

    def _in_memory(self, db: sqlite3.Connection | None, exc: BaseException) -> sqlite3.Connection:
        """An index that cannot be written: work from the files, in memory, and say so."""
        if db is not None:
            db.close()
        problem = os_problem(exc) if isinstance(exc, OSError) else str(exc)
        if "locked" in problem:
            self.notice = LibraryError("index_locked", path=self.index_path)
        else:
            self.notice = LibraryError("index_read_only", path=self.index_path, problem=problem)
        memory = sqlite3.connect(":memory:")
        memory.executescript(CREATE)
        return memory

    def _recover(self, exc: sqlite3.DatabaseError) -> None:
        """The index failed in use: made afresh when damaged, else (or should that fail too) replaced by one
        in memory; filled from the files again."""
        if not cannot_write(exc):
            self._db = self._recreate(self._db)
            try:
                self._fill()
                return
            except sqlite3.DatabaseError as again:
                exc = again
        self._db = self._in_memory(self._db, exc)
        self._fill()

    def _guarded(self, action: Callable[[], _T]) -> _T:
        """``action`` on the index; should the index fail, again on the index made afresh, and at worst on
        one in memory (which does not fail)."""
        try:
            return action()
        except sqlite3.DatabaseError as exc:
            self._recover(exc)
        try:
            return action()
        except sqlite3.DatabaseError as exc:
            self._db = self._in_memory(self._db, exc)
            self._fill()
            return action()

    def _rebuild(self) -> None:
        """Make the index afresh from the files, in place."""
        self._db.executescript(CREATE)
        self.rebuilt = "corrupt"
        self._fill()


def cannot_write(exc: BaseException) -> bool:
    """Whether an error of the index means it cannot be written (rather than that it is damaged)."""
    return isinstance(exc, OSError) or (isinstance(exc, sqlite3.OperationalError)
                                        and any(word in str(exc).lower() for word in _WRITE_PROBLEMS))
