"""The game library: every ``.pulka`` file under the library's folders, and the files the app registered,
indexed in SQLite so that a thousand games list at once.

The game files are the documents: users copy and e-mail them, and the library never changes what is in
them. The index (``library.sqlite3`` in the data folder) is only a cache of what they hold: it is made
afresh when it is missing, damaged (a row that does not read back, a missing column) or of another schema;
when it cannot be written (a read-only file or folder, another program holding it locked) the library works
from the files in memory and says so in ``notice``. A file is read again when its modification time, size,
inode or change time changed (``cp -p`` keeps the first two), and an entry goes when its file does. A file
that does not load is listed with its error: the English message, and the refusal's codes as JSON
(``core/errors.problem_to_json``) for the window to word. So is whatever else under the folders cannot be
indexed: a folder that cannot be read, a file whose name is not UTF-8, a game whose values the index could
not read back. A file reached by more than one path (a symbolic or hard link) is listed once.

What the user told the library and the files cannot tell again (player aliases, files registered from
outside the folders) is kept apart, in ``library.json``, so that a rebuilt index loses nothing.

Importing a folder copies its games into the library folder (the first folder): the library then owns
copies that stay when a memory stick is taken out, and the originals are left alone. ``copy=False``
registers the files where they are instead.
"""

from __future__ import annotations

import filecmp
import json
import os
import shutil
import sqlite3
import stat as stat_module
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, TypedDict, TypeVar

from preferans_desk.core.atomic import atomic_write_text
from preferans_desk.core.errors import GameFileError, problem_from_json, problem_to_json
from preferans_desk.core.exact_numbers import NumberError, fraction_str, parse_number
from preferans_desk.core.gamefile import EXTENSION, load, read_bytes
from preferans_desk.core.json_types import JsonValue
from preferans_desk.core.money import minor_digits
from preferans_desk.core.noop import QT_TRANSLATE_NOOP
from preferans_desk.core.settlement import format_minor, settle_game

from .paths import default_data_dir
from .stats import PlayerStats, SeatRecord, game_seats, player_stats, resolve

SCHEMA = 3  # PRAGMA user_version of the index; another value means the index is made afresh
INDEX_FILE = "library.sqlite3"
USER_FILE = "library.json"
USER_FORMAT = "preferans-desk-library"
GAMES_FOLDER = "games"
UNSTORABLE = QT_TRANSLATE_NOOP("", "the name is not valid UTF-8")  # the problem of LibraryError("io") for such a file
BAD_NAME_CHARS = '/\\:*?"<>|'  # not in a file name on one system or another
LOCK_TIMEOUT = 5.0  # seconds to wait for another program's write to the index before working without it
SQLITE_INTEGER = 2**63  # the index's INTEGER columns hold less than this, either sign
_WRITE_PROBLEMS = ("readonly", "read-only", "locked", "unable to open", "disk is full", "disk i/o")

_COLUMNS = ("path", "mtime_ns", "size", "date", "title", "created", "players", "convention", "pool_target",
            "finished", "deals", "whist_price", "currency", "seats", "error", "problem", "identity", "ctime_ns")
_CREATE = f"""
DROP TABLE IF EXISTS games;
CREATE TABLE games (
    path TEXT PRIMARY KEY, mtime_ns INTEGER NOT NULL, size INTEGER NOT NULL, date TEXT NOT NULL,
    title TEXT, created TEXT, players TEXT NOT NULL, convention TEXT, pool_target INTEGER,
    finished INTEGER NOT NULL, deals INTEGER NOT NULL, whist_price TEXT, currency TEXT,
    seats TEXT NOT NULL, error TEXT, problem TEXT, identity TEXT NOT NULL, ctime_ns INTEGER NOT NULL
);
PRAGMA user_version = {SCHEMA};
"""
# A row of the index, one value for each of _COLUMNS, as SQLite gives it back: of the types the columns say only
# once ``_entry`` has read it (a damaged index may hold anything).
Row = tuple[Any, ...]
_T = TypeVar("_T")
_INSERT = f"INSERT OR REPLACE INTO games VALUES ({', '.join('?' * len(_COLUMNS))})"
_SELECT = f"SELECT {', '.join(_COLUMNS)} FROM games"

# English wording of each LibraryError code, marked for Qt Linguist: the command line prints it, the window
# shows its translation (words/texts.problem_text). "io" only joins a path and the system's message.
MESSAGES = {
    "empty_name": QT_TRANSLATE_NOOP("", "a file name cannot be empty"),
    "bad_name": QT_TRANSLATE_NOOP("", "a file name cannot contain any of {chars}"),
    "exists": QT_TRANSLATE_NOOP("", "{name} already exists"),
    "io": "{path}: {problem}",
    "same_name": QT_TRANSLATE_NOOP("", "{name} cannot be merged with itself"),
    "not_in_library": QT_TRANSLATE_NOOP("", "{path} is not in the library"),
    "not_folder": QT_TRANSLATE_NOOP("", "{path} is not a folder"),
    "index": QT_TRANSLATE_NOOP("", "the library index {path} cannot be used: {problem}"),
    "index_read_only": QT_TRANSLATE_NOOP("", "the library index {path} cannot be written ({problem}); the games are "
                                             "read from their files each time"),
    "index_locked": QT_TRANSLATE_NOOP("", "the library index {path} is in use by another program; the games are "
                                          "read from their files each time"),
}


class LibraryError(Exception):
    """A library operation that could not be done: ``code`` and ``params`` for the window to word
    (``words.texts.problem_text``), the English message (``MESSAGES``) for the command line."""

    def __init__(self, code: str, **params: Any):
        super().__init__(MESSAGES[code].format(**params))
        self.code = code
        self.params = params


@dataclass
class GameEntry:
    """One game file as the index knows it. ``seats`` is empty when the file did not load (``error``)."""

    path: Path
    mtime_ns: int
    size: int
    date: str  # local time "YYYY-MM-DDTHH:MM:SS": the game's creation, else the file's modification
    title: str | None = None
    created: str | None = None
    players: list[str] = field(default_factory=list[str])
    convention: str | None = None
    pool_target: int | None = None
    finished: bool = False
    deals: int = 0
    whist_price: str | None = None
    currency: str | None = None
    seats: list[SeatRecord] = field(default_factory=list[SeatRecord])
    error: str | None = None
    registered: bool = False  # kept in the library because the app registered it (else found in a folder)
    problem: dict[str, Any] | None = None  # the refusal behind ``error`` as codes (problem_to_json), if it has them
    identity: str = ""  # "device:inode" of the file, "" when the system gives none
    ctime_ns: int = 0  # the file's change time (on Windows its creation time)

    @property
    def name(self) -> str:
        return self.title or self.path.stem

    @property
    def ok(self) -> bool:
        return self.error is None

    def refusal(self) -> BaseException | None:
        """Why the file does not load, as the error the core raised (codes and English), or None when it loads."""
        if self.ok:
            return None
        return problem_from_json(self.problem) if self.problem is not None else ValueError(self.error)

    @property
    def money_digits(self) -> int:
        return minor_digits(self.currency)

    def money_text(self, seat: int) -> str | None:
        money = self.seats[seat].money if self.seats else None
        return None if money is None else format_minor(money, self.money_digits)

    def to_json(self) -> dict[str, Any]:
        """The `library --json` object of one game (a stable contract)."""
        out: dict[str, Any] = {
            "path": str(self.path), "title": self.title, "date": self.date, "created": self.created,
            "players": self.players, "convention": self.convention, "pool_target": self.pool_target,
            "finished": self.finished, "deals": self.deals, "error": self.error,
        }
        if self.ok:
            out["result_exact"] = [fraction_str(s.result_exact) for s in self.seats]
            out["result"] = [fraction_str(s.result) for s in self.seats]
            if self.whist_price is not None:
                out.update(whist_price=self.whist_price, currency=self.currency,
                           money=[self.money_text(seat) for seat in range(len(self.seats))])
        return out


@dataclass
class Changes:
    """What a refresh did, by path."""

    added: list[Path] = field(default_factory=list[Path])
    updated: list[Path] = field(default_factory=list[Path])
    removed: list[Path] = field(default_factory=list[Path])

    def __bool__(self) -> bool:
        return bool(self.added or self.updated or self.removed)


@dataclass
class Imported:
    added: list[Path] = field(default_factory=list[Path])  # the games now in the library (copies, or registered)
    skipped: list[Path] = field(default_factory=list[Path])  # already there
    # could not be copied: (file, problem)
    failed: list[tuple[Path, str]] = field(default_factory=list[tuple[Path, str]])


Progress = Callable[[int, int], None]  # (files read, files to read)


class _User(TypedDict):
    """What the user told the library (``library.json``)."""

    aliases: dict[str, str]  # a merged spelling -> the name it stands for
    registered: list[str]  # the files registered from outside the folders


class Library:
    """The index of the games under ``folders`` (default: ``data_dir/games``) and the registered ones.

    Opening refreshes the index unless ``refresh=False``. ``rebuilt`` tells why the index was made
    afresh ("missing", "schema", "corrupt"), None when it was used as it was. ``notice`` is a
    ``LibraryError`` to show when the index cannot be written and the library works from the files in
    memory instead, None when all is well. Only what the user asked for and could not be done raises
    ``LibraryError``; a damaged or unwritable index never does.
    """

    def __init__(self, data_dir: str | os.PathLike[str] | None = None,
                 folders: Iterable[str | os.PathLike[str]] | None = None, *, refresh: bool = True,
                 progress: Progress | None = None):
        self.data_dir = Path(data_dir).expanduser() if data_dir is not None else default_data_dir()
        default = folders is None
        self.folders = [_absolute(f) for f in (folders if folders is not None else [self.data_dir / GAMES_FOLDER])]
        self.folder = self.folders[0] if self.folders else _absolute(self.data_dir / GAMES_FOLDER)
        self.index_path = self.data_dir / INDEX_FILE
        self.user_path = self.data_dir / USER_FILE
        try:
            self.data_dir.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise LibraryError("io", path=exc.filename or self.data_dir, problem=_problem(exc)) from None
        if default:
            try:
                self.folder.mkdir(parents=True, exist_ok=True)
            except OSError:
                pass  # a read-only data folder: the library is empty, not broken
        self.rebuilt: str | None = None
        self.notice: LibraryError | None = None
        self._db = self._open_index()
        if refresh:
            self.refresh(progress)

    # ----- the index file -----
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
                db.executescript(_CREATE)
            elif db.execute("PRAGMA quick_check").fetchone()[0] != "ok":
                raise sqlite3.DatabaseError("the index failed its check")
            elif [row[1] for row in db.execute("PRAGMA table_info(games)")] != list(_COLUMNS):
                raise sqlite3.DatabaseError("the index lacks a column")
            db.execute("BEGIN IMMEDIATE")  # find out now whether it can be written, not halfway through
            db.rollback()
            return db
        except sqlite3.DatabaseError as exc:
            if _cannot_write(exc):
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
            db.executescript(_CREATE)
            return db
        except (OSError, sqlite3.Error) as exc:
            return self._in_memory(None, exc)

    def _in_memory(self, db: sqlite3.Connection | None, exc: BaseException) -> sqlite3.Connection:
        """An index that cannot be written: work from the files, in memory, and say so."""
        if db is not None:
            db.close()
        problem = _problem(exc) if isinstance(exc, OSError) else str(exc)
        if "locked" in problem:
            self.notice = LibraryError("index_locked", path=self.index_path)
        else:
            self.notice = LibraryError("index_read_only", path=self.index_path, problem=problem)
        memory = sqlite3.connect(":memory:")
        memory.executescript(_CREATE)
        return memory

    def _recover(self, exc: sqlite3.DatabaseError) -> None:
        """The index failed in use: made afresh when damaged, else (or should that fail too) replaced by one
        in memory; filled from the files again."""
        if not _cannot_write(exc):
            self._db = self._recreate(self._db)
            try:
                self._refresh(None)
                return
            except sqlite3.DatabaseError as again:
                exc = again
        self._db = self._in_memory(self._db, exc)
        self._refresh(None)

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
            self._refresh(None)
            return action()

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> Library:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ----- what the user told the library -----
    def _read_user(self) -> _User:
        empty = _User(aliases={}, registered=[])
        if not os.path.lexists(self.user_path):
            return empty
        try:
            data: JsonValue = json.loads(read_bytes(self.user_path))  # through the loader's guard: never a pipe
        except (GameFileError, ValueError):
            data = None
        aliases = data.get("aliases", {}) if isinstance(data, dict) else None
        registered = data.get("registered", []) if isinstance(data, dict) else None
        if not isinstance(aliases, dict) or not isinstance(registered, list):
            try:  # keep a damaged file aside rather than write over it
                os.replace(self.user_path, self.user_path.with_name(USER_FILE + ".bad"))
            except OSError:
                pass
            return empty
        return _User(aliases={str(k): v for k, v in aliases.items()
                              if isinstance(v, str) and _storable(str(k)) and _storable(v)},
                     registered=[p for p in registered if isinstance(p, str) and _storable(p)])

    def _write_user(self, user: _User) -> None:
        document = {"format": USER_FORMAT, "version": 1, "aliases": user["aliases"],
                    "registered": user["registered"]}
        try:
            atomic_write_text(self.user_path, json.dumps(document, ensure_ascii=False, indent=2) + "\n")
        except OSError as exc:
            raise LibraryError("io", path=self.user_path, problem=_problem(exc)) from None

    # ----- indexing -----
    def refresh(self, progress: Progress | None = None) -> Changes:
        """Bring the index up to date with the files: read new and changed ones, drop vanished ones."""
        try:
            return self._refresh(progress)
        except sqlite3.DatabaseError as exc:
            self._recover(exc)
            return Changes()  # what changed is unknown: all was read again

    def _refresh(self, progress: Progress | None) -> Changes:
        user = self._read_user()
        found = self._scan(user["registered"])
        known = {path: (mtime, size, identity, ctime) for path, mtime, size, identity, ctime in self._db.execute(
            "SELECT path, mtime_ns, size, identity, ctime_ns FROM games")}
        stale = [(path, item) for path, item in found.items() if known.get(path) != item.stamp]
        registered = set(user["registered"])
        gone = [path for path in known if path not in found
                and (path in registered or self._under_folders(path) or not os.path.lexists(path))]
        changes = Changes()
        with self._db:
            for done, (path, item) in enumerate(stale, start=1):
                self._db.execute(_INSERT, _row(path, item))
                (changes.updated if path in known else changes.added).append(Path(path))
                if progress is not None:
                    progress(done, len(stale))
            self._db.executemany("DELETE FROM games WHERE path = ?", [(path,) for path in gone])
        changes.removed = [Path(path) for path in gone]
        vanished = [path for path in user["registered"] if not os.path.lexists(path)]
        if vanished:
            user["registered"] = [path for path in user["registered"] if path not in vanished]
            try:
                self._write_user(user)
            except LibraryError:
                pass  # a read-only data folder: forgotten next time
        return changes

    def _scan(self, registered: list[str]) -> dict[str, _Found]:
        """Every game file in scope, and what under the folders cannot be indexed, each file once."""
        found: dict[str, _Found] = {}
        for folder in self.folders:
            found.update(_walk(folder))
        for path in registered:
            if os.path.lexists(path):
                found[path] = _found(path)
        return _once_each(found)

    def _under_folders(self, path: str | Path) -> bool:
        path = Path(path)
        return any(path.is_relative_to(folder) for folder in self.folders)

    def _index_one(self, path: Path) -> str:
        """Index one file now; the path it is listed under (another one when it is a link to a listed file)."""
        key = str(path)
        if not _storable(key):
            raise LibraryError("io", path=_shown_path(key), problem=UNSTORABLE)
        try:
            os.stat(path)
        except OSError as exc:
            raise LibraryError("io", path=path, problem=_problem(exc)) from None
        item = _found(key)
        if item.identity:
            other = self._db.execute("SELECT path FROM games WHERE identity = ? AND path != ?",
                                     (item.identity, key)).fetchone()
            if other is not None and os.path.lexists(other[0]):
                return other[0]
        row = self._db.execute("SELECT mtime_ns, size, identity, ctime_ns FROM games WHERE path = ?",
                               (key,)).fetchone()
        if row != item.stamp:
            with self._db:
                self._db.execute(_INSERT, _row(key, item))
        return key

    # ----- listing -----
    def games(self, under: str | os.PathLike[str] | None = None) -> list[GameEntry]:
        """The games in the library (under ``under`` only, when given), oldest first. A row of the index
        that does not read back makes the index afresh; nothing in one row stops the listing."""
        registered = set(self._read_user()["registered"])
        root = _absolute(under) if under is not None else None
        rows = self._guarded(lambda: self._db.execute(_SELECT).fetchall())
        entries = self._entries(rows, registered)
        if entries is None:  # damaged: read the files again, and list what still does not read back as broken
            self._guarded(self._rebuild)
            entries = self._entries(self._guarded(lambda: self._db.execute(_SELECT).fetchall()), registered,
                                    damaged_too=True)
        assert entries is not None
        entries = [entry for entry in entries if root is None or entry.path.is_relative_to(root)]
        entries.sort(key=lambda e: (e.date, str(e.path)))
        return entries

    def _entries(self, rows: list[Row], registered: set[str], damaged_too: bool = False) -> list[GameEntry] | None:
        entries: list[GameEntry] = []
        for row in rows:
            path = row[0]
            if isinstance(path, str) and not self._under_folders(path) and path not in registered:
                continue  # indexed for another set of folders: kept as a cache, not listed
            try:
                entries.append(_entry(row, registered=path in registered))
            except Exception:  # noqa: BLE001 (whatever a damaged row holds)
                if not damaged_too:
                    return None
                entries.append(_unreadable_row(row))
        return entries

    def _rebuild(self) -> None:
        """Make the index afresh from the files, in place."""
        self._db.executescript(_CREATE)
        self.rebuilt = "corrupt"
        self._refresh(None)

    def entry(self, path: str | os.PathLike[str]) -> GameEntry | None:
        key = str(_absolute(path))
        row = self._guarded(lambda: self._db.execute(f"{_SELECT} WHERE path = ?", (key,)).fetchone())
        if row is None:
            return None
        registered = key in self._read_user()["registered"]
        try:
            return _entry(row, registered=registered)
        except Exception:  # noqa: BLE001 (a damaged row)
            self._guarded(self._rebuild)
            row = self._db.execute(f"{_SELECT} WHERE path = ?", (key,)).fetchone()
            return None if row is None else _entry_or_unreadable(row, registered)

    # ----- changing the library -----
    def register(self, path: str | os.PathLike[str]) -> GameEntry:
        """Keep a game file the app saved or opened in the library (wherever it is) and index it now.
        A file that does not load is listed with its error; only a file that cannot be read at all
        raises ``LibraryError``. A link to a file already listed gives that file's entry."""
        path = _absolute(path)
        key = self._guarded(lambda: self._index_one(path))
        if key == str(path) and not self._under_folders(path):
            user = self._read_user()
            if key not in user["registered"]:
                user["registered"].append(key)
                self._write_user(user)
        entry = self.entry(key)
        assert entry is not None
        return entry

    def delete(self, path: str | os.PathLike[str]) -> None:
        """Delete the game file and its entry."""
        path = _absolute(path)
        try:
            os.remove(path)
        except FileNotFoundError:
            pass
        except OSError as exc:
            raise LibraryError("io", path=path, problem=_problem(exc)) from None
        self._forget(path)

    def forget(self, path: str | os.PathLike[str]) -> None:
        """Take a registered file out of the library, leaving the file alone (a file in the library's
        folders comes back at the next refresh: delete it instead)."""
        self._forget(_absolute(path))

    def _forget(self, path: Path) -> None:
        def drop() -> None:
            with self._db:
                self._db.execute("DELETE FROM games WHERE path = ?", (str(path),))

        self._guarded(drop)
        user = self._read_user()
        if str(path) in user["registered"]:
            user["registered"].remove(str(path))
            self._write_user(user)

    def rename(self, path: str | os.PathLike[str], new_name: str) -> Path:
        """Rename the game file within its folder (``.pulka`` is added when missing); returns the new path."""
        name = check_file_name(new_name)
        old = _absolute(path)
        new = old.with_name(name)
        if new == old:
            return old
        if new.exists() and not _same_file(old, new):  # a change of case only is fine
            raise LibraryError("exists", name=name)
        try:
            os.rename(old, new)
        except OSError as exc:
            raise LibraryError("io", path=old, problem=_problem(exc)) from None
        def move() -> None:
            with self._db:
                self._db.execute("DELETE FROM games WHERE path = ?", (str(new),))
                self._db.execute("UPDATE games SET path = ? WHERE path = ?", (str(new), str(old)))

        self._guarded(move)
        user = self._read_user()
        if str(old) in user["registered"]:
            user["registered"] = [str(new) if p == str(old) else p for p in user["registered"]]
            self._write_user(user)
        self._guarded(lambda: self._index_one(new))  # in case it was not indexed yet
        return new

    def import_folder(self, source: str | os.PathLike[str], copy: bool = True) -> Imported:
        """Bring every game file under ``source`` into the library: copies in the library folder
        (a file already there, byte for byte, is skipped; a different one of the same name gets
        "name (2).pulka"), or, with ``copy=False``, the files themselves, registered where they are."""
        source = _absolute(source)
        if not source.is_dir():
            raise LibraryError("not_folder", path=source)
        result = Imported()
        files = sorted(Path(path) for path, item in _walk(source) if item.regular)
        if not copy:
            registered = set(self._read_user()["registered"])
            for path in files:
                known = self._under_folders(path) or str(path) in registered
                (result.skipped if known else result.added).append(path)
                self.register(path)
            return result
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise LibraryError("io", path=self.folder, problem=_problem(exc)) from None
        for path in files:
            if path.is_relative_to(self.folder):
                result.skipped.append(path)
                continue
            target = _free_name(self.folder, path)
            if target is None:
                result.skipped.append(path)
                continue
            try:
                shutil.copy2(path, target)
            except OSError as exc:
                result.failed.append((path, _problem(exc)))
                continue
            result.added.append(target)
        for target in result.added:
            self.register(target)
        return result

    # ----- player names -----
    def aliases(self) -> dict[str, str]:
        """Merged spellings: alias -> the name it stands for."""
        return dict(self._read_user()["aliases"])

    def resolve(self, name: str) -> str:
        return resolve(name, self.aliases())

    def merge_names(self, alias: str, name: str) -> None:
        """Count ``alias`` as ``name`` in the statistics from now on (so do the names merged into ``alias``).
        Merging a name's own alias back into it turns the pair around."""
        alias, name = alias.strip(), name.strip()
        user = self._read_user()
        aliases = user["aliases"]
        canonical = resolve(name, aliases)
        if canonical == alias:  # name is already an alias of alias: name becomes the one kept
            canonical = name
        if not alias or canonical == alias:
            raise LibraryError("same_name", name=alias)
        merged = {a: (canonical if resolve(t, aliases) == alias else resolve(t, aliases))
                  for a, t in aliases.items() if a != canonical}
        merged[alias] = canonical
        user["aliases"] = merged
        self._write_user(user)

    def unmerge(self, alias: str) -> None:
        """Count ``alias`` as a player of his own again."""
        user = self._read_user()
        if user["aliases"].pop(alias, None) is not None:
            self._write_user(user)

    def players(self, games: Iterable[GameEntry] | None = None) -> list[str]:
        """The players' names (aliases applied) of ``games``, default all, alphabetically."""
        aliases = self.aliases()
        names = {resolve(name, aliases) for game in (self.games() if games is None else games)
                 for name in game.players}
        return sorted(names, key=lambda n: (n.casefold(), n))

    # ----- statistics -----
    def stats(self, games: Iterable[GameEntry] | None = None) -> list[PlayerStats]:
        """Per-player statistics of ``games`` (default: the whole library), aliases applied."""
        return player_stats(self.games() if games is None else games, self.aliases())


# ----- helpers -----
def check_file_name(text: str) -> str:
    """A game file's name as the user typed it, made safe; raises ``LibraryError``."""
    name = text.strip()
    if name.lower().endswith(EXTENSION):
        name = name[:-len(EXTENSION)].rstrip()
    if not name or name in (".", ".."):
        raise LibraryError("empty_name")
    if any(c in name for c in BAD_NAME_CHARS) or any(ord(c) < 32 for c in name):
        raise LibraryError("bad_name", chars=" ".join(BAD_NAME_CHARS))
    return name + EXTENSION


def _absolute(path: str | os.PathLike[str]) -> Path:
    return Path(os.path.abspath(Path(path).expanduser()))


def _problem(exc: OSError) -> str:
    return exc.strerror or str(exc)


def _same_file(a: Path, b: Path) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False


def _storable(text: str) -> bool:
    """Whether text can go into the index and library.json (UTF-8): a file name of bytes that are not UTF-8
    comes to Python with lone surrogates in it, and would stop the whole index from being written."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _shown_path(text: str) -> str:
    return os.fsencode(text).decode("utf-8", "backslashreplace")


@dataclass(frozen=True)
class _Found:
    """A path found under the folders or registered: its stamp (what tells that it changed), and the problem
    it is listed with instead of being read, when it cannot be."""

    mtime_ns: int
    size: int
    identity: str
    ctime_ns: int
    regular: bool = False  # a regular file (else a pipe, a device, a dangling link, a folder...)
    link: bool = False  # reached through a symbolic link
    problem: GameFileError | None = None

    @property
    def stamp(self) -> tuple[int, int, str, int]:
        return self.mtime_ns, self.size, self.identity, self.ctime_ns


def _found(path: str, problem: GameFileError | None = None) -> _Found:
    """What a path is now: the file it leads to, else the link itself, else nothing (all zeros)."""
    try:
        status = os.stat(path)
    except OSError:
        try:
            status = os.lstat(path)
        except OSError:
            return _Found(0, 0, "", 0, problem=problem)
    identity = f"{status.st_dev}:{status.st_ino}" if status.st_ino else ""
    return _Found(_integer(status.st_mtime_ns), _integer(status.st_size), identity, _integer(status.st_ctime_ns),
                  stat_module.S_ISREG(status.st_mode), os.path.islink(path), problem)


def _integer(value: int) -> int:
    """A number of the system's kept within an INTEGER column (a file system may give anything)."""
    return max(-SQLITE_INTEGER + 1, min(value, SQLITE_INTEGER - 1))


def _walk(folder: Path) -> Iterable[tuple[str, _Found]]:
    """Game files under ``folder`` (hidden files and folders skipped, symlinked folders not followed), and
    what cannot be indexed: a folder that cannot be read, a game file whose name is not UTF-8 (listed under
    its name made readable, as the index cannot keep it)."""
    stack = [str(folder)]
    while stack:
        current = stack.pop()
        try:
            with os.scandir(current) as entries:
                items = list(entries)
        except FileNotFoundError:
            continue  # a folder of the library that is not there (yet)
        except OSError as exc:
            problem = GameFileError("unreadable_folder", os_problem=_problem(exc))
            yield (current, _found(current, problem)) if _storable(current) else (_shown_path(current),
                                                                                   _found(current, problem))
            continue
        for item in items:
            if item.name.startswith("."):
                continue
            try:
                if item.is_dir(follow_symlinks=False):
                    stack.append(item.path)
                elif item.name.lower().endswith(EXTENSION):
                    yield _named(item.path)
            except OSError:
                yield _named(item.path)


def _named(path: str) -> tuple[str, _Found]:
    if _storable(path):
        return path, _found(path)
    return _shown_path(path), _found(path, GameFileError("name_not_utf8"))


def _once_each(found: dict[str, _Found]) -> dict[str, _Found]:
    """One path for each file reached by several (links): the one that is no symbolic link, else the
    shortest."""
    chosen: dict[str, str] = {}
    for path, item in found.items():
        if item.identity and item.problem is None:
            other = chosen.get(item.identity)
            if other is None or (item.link, len(path), path) < (found[other].link, len(other), other):
                chosen[item.identity] = path
    keep = set(chosen.values())
    return {path: item for path, item in found.items()
            if not item.identity or item.problem is not None or path in keep}


def _free_name(folder: Path, source: Path) -> Path | None:
    """Where a copy of ``source`` goes in ``folder``: its name, else "name (2)" and on; None when a file
    with the same bytes is already there."""
    stem, suffix = source.stem, source.suffix
    candidate, number = folder / source.name, 1
    while candidate.exists():
        try:
            if filecmp.cmp(source, candidate, shallow=False):
                return None
        except OSError:
            pass
        number += 1
        candidate = folder / f"{stem} ({number}){suffix}"
    return candidate


def _local_time(text: str | None) -> str | None:
    """An ISO timestamp as local time without a zone, so that dates from anywhere sort together (a moment
    past what the clock converts, such as 9999-12-31T23:59:59-12:00, as its own wall time)."""
    if text is None:
        return None
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        return None
    if moment.tzinfo is not None:
        try:
            moment = moment.astimezone()
        except (OverflowError, OSError, ValueError):
            pass
        moment = moment.replace(tzinfo=None)
    return moment.isoformat(timespec="seconds")


def _file_date(mtime_ns: int) -> str:
    try:
        return datetime.fromtimestamp(mtime_ns / 1e9).isoformat(timespec="seconds")
    except (OverflowError, OSError, ValueError):
        return datetime(1970, 1, 1).isoformat(timespec="seconds")


def _row(path: str, item: _Found) -> Row:
    """The index row of one path: what the game holds, or why it is listed as broken. A row whose values
    would not read back is a broken one. Never raises."""
    if item.problem is not None:
        return _broken(path, item, item.problem)
    row = _read_game(path, item)
    try:
        _check_row(row)
    except NumberError:
        return _broken(path, item, GameFileError("results_too_large"))
    except Exception as exc:  # noqa: BLE001 (the index can keep nothing of this game)
        return _broken(path, item, _internal(exc))
    return row


def _check_row(row: Row) -> None:
    """Raise unless the row reads back whole: every text encodable, every number within what is read."""
    for value in row:
        if isinstance(value, str):
            value.encode("utf-8")
        elif isinstance(value, int) and not -SQLITE_INTEGER < value < SQLITE_INTEGER:
            raise OverflowError("too large for the index")
    entry = _entry(row, registered=False)
    for seat in entry.seats:
        if seat.money is not None:
            parse_number(seat.money)  # money as the results: within the digits of a number in a file


def _read_game(path: str, item: _Found) -> Row:
    """The index row of one file: what it holds, or why it cannot be read. Never raises."""
    file_date = _file_date(item.mtime_ns)
    try:
        game = load(path).game
        seats = game_seats(game, settle_game(game))
    except GameFileError as exc:
        return _broken(path, item, exc)
    except Exception as exc:  # noqa: BLE001 (a file that breaks the core is listed, never breaks the library)
        return _broken(path, item, _internal(exc))
    rules = game.rules
    return (path, item.mtime_ns, item.size, _local_time(game.created) or file_date, game.title, game.created,
            json.dumps(game.players, ensure_ascii=False), rules.convention, rules.pool_target, int(game.finished),
            len(game.deals), None if rules.whist_price is None else fraction_str(rules.whist_price), rules.currency,
            json.dumps([seat.to_json() for seat in seats], ensure_ascii=False), None, None, item.identity,
            item.ctime_ns)


def _broken(path: str, item: _Found, error: GameFileError) -> Row:
    """The row of a file listed with ``error``: its English message and its codes (escaped to ASCII, so that
    nothing the file held can stop the row from being written)."""
    message = str(error).encode("utf-8", "backslashreplace").decode("utf-8")
    return (path, item.mtime_ns, item.size, _file_date(item.mtime_ns), None, None, "[]", None, None, 0, 0, None,
            None, "[]", message, json.dumps(problem_to_json(error)), item.identity, item.ctime_ns)


def _internal(exc: BaseException) -> GameFileError:
    text = f"{type(exc).__name__}: {exc}"[:300]
    return GameFileError("internal", problem=text.encode("utf-8", "backslashreplace").decode("utf-8"))


def _entry(row: Row, registered: bool) -> GameEntry:
    (path, mtime_ns, size, date, title, created, players, convention, pool_target, finished, deals, whist_price,
     currency, seats, error, problem, identity, ctime_ns) = row
    entry = GameEntry(Path(path), mtime_ns, size, date, title, created, _names(players), convention,
                      pool_target, bool(finished), deals, whist_price, currency,
                      [SeatRecord.from_json(seat) for seat in json.loads(seats)], error, registered,
                      json.loads(problem) if problem else None, identity, ctime_ns)
    if not isinstance(date, str):
        raise TypeError("a damaged row")
    return entry


def _names(text: str) -> list[str]:
    """The players of a row: a JSON list of names."""
    names: JsonValue = json.loads(text)
    if not isinstance(names, list):
        raise TypeError("a damaged row")
    texts = [name for name in names if isinstance(name, str)]
    if len(texts) != len(names):
        raise TypeError("a damaged row")
    return texts


def _unreadable_row(row: Row) -> GameEntry:
    """A row that does not read back even from an index made afresh: listed as broken, never in the way."""
    error = GameFileError("internal", problem="its entry in the library index cannot be read")
    path = row[0] if isinstance(row[0], str) else str(row[0])
    return GameEntry(Path(path), 0, 0, _file_date(0), error=str(error), problem=problem_to_json(error))


def _entry_or_unreadable(row: Row, registered: bool) -> GameEntry:
    try:
        return _entry(row, registered)
    except Exception:  # noqa: BLE001 (a damaged row)
        return _unreadable_row(row)


def _cannot_write(exc: BaseException) -> bool:
    """Whether an error of the index means it cannot be written (rather than that it is damaged)."""
    return isinstance(exc, OSError) or (isinstance(exc, sqlite3.OperationalError)
                                        and any(word in str(exc).lower() for word in _WRITE_PROBLEMS))
