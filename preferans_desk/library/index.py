"""The game library: every ``.pulka`` file under the library's folders, and the files the app registered,
indexed in SQLite so that a thousand games list at once.

The game files are the documents: users copy and e-mail them, and the library never changes what is in
them. The index (index_file.py) is only a cache of what they hold. A file is read again when its modification
time, size, inode or change time changed (``cp -p`` keeps the first two), and an entry goes when its file does.
A file that does not load is listed with its error (rows.py); so is whatever else under the folders cannot be
indexed (scan.py). A file reached by more than one path (a symbolic or hard link) is listed once.

What the user told the library and the files cannot tell again (player aliases, files registered from
outside the folders) is kept apart (user_file.py), so that a rebuilt index loses nothing.

Importing a folder copies its games into the library folder (the first folder): the library then owns
copies that stay when a memory stick is taken out, and the originals are left alone. ``copy=False``
registers the files where they are instead.
"""

from __future__ import annotations

import filecmp
import os
import shutil
import sqlite3
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from preferans_desk.core.errors import GameFileError
from preferans_desk.core.gamefile import EXTENSION
from preferans_desk.core.limits import MAX_BYTES

from .game_entry import GameEntry
from .index_file import INDEX_FILE, INSERT, SELECT, IndexFile, Row
from .library_errors import UNSTORABLE, LibraryError, os_problem
from .parallel_read import read_rows
from .paths import default_data_dir
from .rows import entry_of, entry_or_unreadable, row_of, unreadable_row
from .scan import Found, found_at, once_each, shown_path, storable, walk
from .stats import PlayerStats, player_stats, resolve
from .sync_copies import counted, mark_copies
from .user_file import USER_FILE, read_user, write_user

GAMES_FOLDER = "games"
BAD_NAME_CHARS = '/\\:*?"<>|'  # not in a file name on one system or another


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
    # could not be copied: (file, the system's problem, or what makes it no game file)
    failed: list[tuple[Path, str | GameFileError]] = field(default_factory=list[tuple[Path, str | GameFileError]])


Progress = Callable[[int, int], None]  # (files read, files to read)


class Library(IndexFile):
    """The index of the games under ``folders`` (default: ``data_dir/games``) and the registered ones.

    Opening refreshes the index unless ``refresh=False``. ``rebuilt`` and ``notice`` say what became of the
    index file (index_file.py). Only what the user asked for and could not be done raises ``LibraryError``; a
    damaged or unwritable index never does.
    """

    def __init__(self, data_dir: str | os.PathLike[str] | None = None,
                 folders: Iterable[str | os.PathLike[str]] | None = None, *, refresh: bool = True,
                 progress: Progress | None = None):
        self.data_dir = Path(data_dir).expanduser() if data_dir is not None else default_data_dir()
        default = folders is None
        self.user_path = self.data_dir / USER_FILE
        watched: list[str | os.PathLike[str]] = [self.data_dir / GAMES_FOLDER, *read_user(self.user_path)["folders"]]
        self.folders = [_absolute(f) for f in (folders if folders is not None else watched)]
        self.folder = self.folders[0] if self.folders else _absolute(self.data_dir / GAMES_FOLDER)
        try:
            self.data_dir.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise LibraryError("io", path=exc.filename or self.data_dir, problem=os_problem(exc)) from None
        if default:
            try:
                self.folder.mkdir(parents=True, exist_ok=True)
            except OSError:
                pass  # a read-only data folder: the library is empty, not broken
        # Whether a game is open in a window (its lock file held by a live process): the window, which knows Qt's
        # lock files, sets it (``gui.state.document.is_open``); a game open there is neither renamed nor deleted.
        self.is_open: Callable[[Path], bool] = _never_open
        super().__init__(self.data_dir / INDEX_FILE)
        if refresh:
            self.refresh(progress)

    def __enter__(self) -> Library:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ----- indexing -----
    def refresh(self, progress: Progress | None = None) -> Changes:
        """Bring the index up to date with the files: read new and changed ones, drop vanished ones."""
        try:
            return self._refresh(progress)
        except sqlite3.DatabaseError as exc:
            self._recover(exc)
            return Changes()  # what changed is unknown: all was read again

    def _fill(self) -> None:
        """The index was made afresh: read every file into it again."""
        self._refresh(None)

    def _refresh(self, progress: Progress | None) -> Changes:
        user = read_user(self.user_path)
        found = self._scan(user["registered"])
        known = {path: (mtime, size, identity, ctime) for path, mtime, size, identity, ctime in self._db.execute(
            "SELECT path, mtime_ns, size, identity, ctime_ns FROM games")}
        stale = [(path, item) for path, item in found.items() if known.get(path) != item.stamp]
        registered = set(user["registered"])
        gone = [path for path in known if path not in found
                and (path in registered or self._under_folders(path) or not os.path.lexists(path))]
        changes = Changes()
        with self._db:
            for done, ((path, _item), row) in enumerate(zip(stale, read_rows(stale), strict=True), start=1):
                self._db.execute(INSERT, row)
                (changes.updated if path in known else changes.added).append(Path(path))
                if progress is not None:
                    progress(done, len(stale))
            self._db.executemany("DELETE FROM games WHERE path = ?", [(path,) for path in gone])
        changes.removed = [Path(path) for path in gone]
        vanished = [path for path in user["registered"] if not os.path.lexists(path)]
        if vanished:
            user["registered"] = [path for path in user["registered"] if path not in vanished]
            try:
                write_user(self.user_path, user)
            except LibraryError:
                pass  # a read-only data folder: forgotten next time
        return changes

    def _scan(self, registered: list[str]) -> dict[str, Found]:
        """Every game file in scope, and what under the folders cannot be indexed, each file once."""
        found: dict[str, Found] = {}
        for folder in self.folders:
            found.update(walk(folder))
        for path in registered:
            if os.path.lexists(path):
                found[path] = found_at(path)
        return once_each(found)

    def _under_folders(self, path: str | Path) -> bool:
        path = Path(path)
        return any(path.is_relative_to(folder) for folder in self.folders)

    def _index_one(self, path: Path) -> str:
        """Index one file now; the path it is listed under (another one when it is a link to a listed file)."""
        key = str(path)
        if not storable(key):
            raise LibraryError("io", path=shown_path(key), problem=UNSTORABLE)
        try:
            os.stat(path)
        except OSError as exc:
            raise LibraryError("io", path=path, problem=os_problem(exc)) from None
        item = found_at(key)
        if item.identity:
            other = self._db.execute("SELECT path FROM games WHERE identity = ? AND path != ?",
                                     (item.identity, key)).fetchone()
            if other is not None and os.path.lexists(other[0]):
                return other[0]
        row = self._db.execute("SELECT mtime_ns, size, identity, ctime_ns FROM games WHERE path = ?",
                               (key,)).fetchone()
        if row != item.stamp:
            with self._db:
                self._db.execute(INSERT, row_of(key, item))
        return key

    # ----- listing -----
    def games(self, under: str | os.PathLike[str] | None = None) -> list[GameEntry]:
        """The games in the library (under ``under`` only, when given), oldest first. A row of the index
        that does not read back makes the index afresh; nothing in one row stops the listing."""
        registered = set(read_user(self.user_path)["registered"])
        root = _absolute(under) if under is not None else None
        rows = self._guarded(lambda: self._db.execute(SELECT).fetchall())
        entries = self._entries(rows, registered)
        if entries is None:  # damaged: read the files again, and list what still does not read back as broken
            self._guarded(self._rebuild)
            entries = self._entries(self._guarded(lambda: self._db.execute(SELECT).fetchall()), registered,
                                    damaged_too=True)
        assert entries is not None
        mark_copies(entries)  # a copy lies beside its game
        entries = [entry for entry in entries if root is None or entry.path.is_relative_to(root)]
        entries.sort(key=lambda e: (e.date, str(e.path)))
        return entries

    def _listed_here(self) -> Callable[[str], bool]:
        """``_under_folders`` for every row of the index: judged once for each folder the files are in (a club's
        10,000 games lie in a few dozen), and for a path itself only when its folder is not under the library's
        (the path may be one of the library's folders)."""
        folders: dict[str, bool] = {}

        def under(path: str) -> bool:
            parent = os.path.dirname(path)
            if parent not in folders:
                folders[parent] = self._under_folders(parent)
            return folders[parent] or self._under_folders(path)

        return under

    def _entries(self, rows: list[Row], registered: set[str], damaged_too: bool = False) -> list[GameEntry] | None:
        entries: list[GameEntry] = []
        under = self._listed_here()
        for row in rows:
            path = row[0]
            if isinstance(path, str) and not under(path) and path not in registered:
                continue  # indexed for another set of folders: kept as a cache, not listed
            try:
                entries.append(entry_of(row, registered=path in registered))
            except Exception:  # noqa: BLE001 (whatever a damaged row holds)
                if not damaged_too:
                    return None
                entries.append(unreadable_row(row))
        return entries

    def entry(self, path: str | os.PathLike[str]) -> GameEntry | None:
        key = str(_absolute(path))
        row = self._guarded(lambda: self._db.execute(f"{SELECT} WHERE path = ?", (key,)).fetchone())
        if row is None:
            return None
        registered = key in read_user(self.user_path)["registered"]
        try:
            return entry_of(row, registered=registered)
        except Exception:  # noqa: BLE001 (a damaged row)
            self._guarded(self._rebuild)
            row = self._db.execute(f"{SELECT} WHERE path = ?", (key,)).fetchone()
            return None if row is None else entry_or_unreadable(row, registered)

    # ----- changing the library -----
    def register(self, path: str | os.PathLike[str]) -> GameEntry:
        """Keep a game file the app saved or opened in the library (wherever it is) and index it now.
        A file that does not load is listed with its error; only a file that cannot be read at all
        raises ``LibraryError``. A link to a file already listed gives that file's entry."""
        path = _absolute(path)
        key = self._guarded(lambda: self._index_one(path))
        if key == str(path) and not self._under_folders(path):
            user = read_user(self.user_path)
            if key not in user["registered"]:
                user["registered"].append(key)
                write_user(self.user_path, user)
        entry = self.entry(key)
        assert entry is not None
        return entry

    def delete(self, path: str | os.PathLike[str]) -> None:
        """Delete the game file and its entry (not while it is open in a window)."""
        path = _absolute(path)
        self._refuse_open(path)
        try:
            os.remove(path)
        except FileNotFoundError:
            pass
        except OSError as exc:
            raise LibraryError("io", path=path, problem=os_problem(exc)) from None
        self._forget(path)

    def _refuse_open(self, path: Path) -> None:
        """A game open in a window stays where it is: the window would keep saving to the vanished name."""
        if self.is_open(path):
            raise LibraryError("open_elsewhere", name=path.name)

    def _forget(self, path: Path) -> None:
        def drop() -> None:
            with self._db:
                self._db.execute("DELETE FROM games WHERE path = ?", (str(path),))

        self._guarded(drop)
        user = read_user(self.user_path)
        if str(path) in user["registered"]:
            user["registered"].remove(str(path))
            write_user(self.user_path, user)

    def rename(self, path: str | os.PathLike[str], new_name: str) -> Path:
        """Rename the game file within its folder (``.pulka`` is added when missing); returns the new path."""
        name = check_file_name(new_name)
        old = _absolute(path)
        new = old.with_name(name)
        if new == old:
            return old
        self._refuse_open(old)
        if new.exists() and not _same_file(old, new):  # a change of case only is fine
            raise LibraryError("exists", name=name)
        try:
            os.rename(old, new)
        except OSError as exc:
            raise LibraryError("io", path=old, problem=os_problem(exc)) from None
        def move() -> None:
            with self._db:
                self._db.execute("DELETE FROM games WHERE path = ?", (str(new),))
                self._db.execute("UPDATE games SET path = ? WHERE path = ?", (str(new), str(old)))

        self._guarded(move)
        user = read_user(self.user_path)
        if str(old) in user["registered"]:
            user["registered"] = [str(new) if p == str(old) else p for p in user["registered"]]
            write_user(self.user_path, user)
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
        found = sorted((Path(path), item) for path, item in walk(source) if item.regular)
        files = [path for path, _ in found]
        if not copy:
            registered = set(read_user(self.user_path)["registered"])
            for path in files:
                known = self._under_folders(path) or str(path) in registered
                (result.skipped if known else result.added).append(path)
                self.register(path)
            return result
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise LibraryError("io", path=self.folder, problem=os_problem(exc)) from None
        for path, item in found:
            if path.is_relative_to(self.folder):
                result.skipped.append(path)
                continue
            if item.size > MAX_BYTES:  # no game file is this large: never copied, whatever it holds
                result.failed.append((path, GameFileError("too_large", megabytes=MAX_BYTES // (1024 * 1024))))
                continue
            target = _free_name(self.folder, path)
            if target is None:
                result.skipped.append(path)
                continue
            try:
                shutil.copy2(path, target)
            except OSError as exc:
                result.failed.append((path, os_problem(exc)))
                continue
            result.added.append(target)
        for target in result.added:
            self.register(target)
        return result

    # ----- player names -----
    def aliases(self) -> dict[str, str]:
        """Merged spellings: alias -> the name it stands for."""
        return dict(read_user(self.user_path)["aliases"])

    def resolve(self, name: str) -> str:
        return resolve(name, self.aliases())

    def merge_names(self, alias: str, name: str) -> None:
        """Count ``alias`` as ``name`` in the statistics from now on (so do the names merged into ``alias``).
        Merging a name's own alias back into it turns the pair around."""
        alias, name = alias.strip(), name.strip()
        user = read_user(self.user_path)
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
        write_user(self.user_path, user)

    def unmerge(self, alias: str) -> None:
        """Count ``alias`` as a player of his own again."""
        user = read_user(self.user_path)
        if user["aliases"].pop(alias, None) is not None:
            write_user(self.user_path, user)

    def players(self, games: Iterable[GameEntry] | None = None) -> list[str]:
        """The players' names (aliases applied) of ``games``, default all, alphabetically."""
        aliases = self.aliases()
        names = {resolve(name, aliases) for game in (self.games() if games is None else games)
                 for name in game.players}
        return sorted(names, key=lambda n: (n.casefold(), n))

    # ----- a club's folders -----
    def add_folder(self, folder: str | os.PathLike[str]) -> Path:
        """Watch ``folder`` too (a club's folder a sync tool keeps on every member's computer): its games are
        listed where they are, never copied; remembered in library.json. Returns it as kept."""
        path = _absolute(folder)
        if not path.is_dir():
            raise LibraryError("io", path=path, problem=os_problem(NotADirectoryError(20, "not a folder")))
        user = read_user(self.user_path)
        if str(path) not in user["folders"] and path not in self.folders:
            user["folders"].append(str(path))
            write_user(self.user_path, user)
        if path not in self.folders:
            self.folders.append(path)
        self.refresh()
        return path

    def remove_folder(self, folder: str | os.PathLike[str]) -> None:
        """Stop watching a folder added with ``add_folder`` (its files are left as they are)."""
        path = _absolute(folder)
        user = read_user(self.user_path)
        user["folders"] = [kept for kept in user["folders"] if Path(kept) != path]
        write_user(self.user_path, user)
        self.folders = [kept for kept in self.folders if kept != path or kept == self.folder]
        self.refresh()

    def added_folders(self) -> list[Path]:
        return [Path(path) for path in read_user(self.user_path)["folders"]]

    # ----- conflict copies (sync_copies) -----
    def keep_version(self, copy: GameEntry, keep: str) -> Path:
        """Resolve a sync tool's conflict copy: ``keep`` "copy" puts it in its game's place, "game" deletes it,
        "both" gives it a name of its own ("friday (2).pulka") so that it counts as a game. Returns the path of
        the version kept (the game's, or the copy's new one)."""
        if copy.copy_of is None:
            raise ValueError(f"{copy.path.name} is no conflict copy of a game in the library")
        original = copy.copy_of
        if keep == "game":
            self.delete(copy.path)
            return original
        if keep == "both":
            stem, number = original.stem, 2
            while (free := original.with_name(f"{stem} ({number}){original.suffix}")).exists():
                number += 1
            return self.rename(copy.path, free.name)
        if keep != "copy":
            raise ValueError(f"keep is copy, game or both, not {keep!r}")
        self._refuse_open(original)
        try:
            os.replace(copy.path, original)
        except OSError as exc:
            raise LibraryError("io", path=copy.path, problem=os_problem(exc)) from None
        self._guarded(lambda: self._forget_and_index(copy.path, original))
        return original

    def _forget_and_index(self, gone: Path, changed: Path) -> None:
        with self._db:
            self._db.execute("DELETE FROM games WHERE path = ?", (str(gone),))
        self._index_one(changed)

    # ----- statistics -----
    def stats(self, games: Iterable[GameEntry] | None = None) -> list[PlayerStats]:
        """Per-player statistics of ``games`` (default: the whole library; conflict copies of its games do not
        count), aliases applied."""
        return player_stats(counted(self.games() if games is None else games), self.aliases())


# ----- helpers -----
def _never_open(_path: Path) -> bool:
    return False


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


def _same_file(a: Path, b: Path) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False


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
