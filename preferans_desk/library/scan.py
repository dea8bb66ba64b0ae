"""Finding the game files under the library's folders: what each path is now (its stamp, which tells the index
that it changed), what cannot be indexed (a folder that cannot be read, a name that is not UTF-8), and each file
once however many links reach it."""

from __future__ import annotations

import os
import stat as stat_module
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from preferans_desk.core.errors import GameFileError
from preferans_desk.core.gamefile import EXTENSION

from .index_file import SQLITE_INTEGER
from .library_errors import os_problem
from .sync_names import is_partial


@dataclass(frozen=True)
class Found:
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


def found_at(path: str, problem: GameFileError | None = None) -> Found:
    """What a path is now: the file it leads to, else the link itself, else nothing (all zeros)."""
    try:
        status = os.stat(path)
    except OSError:
        try:
            status = os.lstat(path)
        except OSError:
            return Found(0, 0, "", 0, problem=problem)
    identity = f"{status.st_dev}:{status.st_ino}" if status.st_ino else ""
    return Found(_integer(status.st_mtime_ns), _integer(status.st_size), identity, _integer(status.st_ctime_ns),
                 stat_module.S_ISREG(status.st_mode), os.path.islink(path), problem)


def _integer(value: int) -> int:
    """A number of the system's kept within an INTEGER column (a file system may give anything)."""
    return max(-SQLITE_INTEGER + 1, min(value, SQLITE_INTEGER - 1))


def storable(text: str) -> bool:
    """Whether text can go into the index and library.json (UTF-8): a file name of bytes that are not UTF-8
    comes to Python with lone surrogates in it, and would stop the whole index from being written."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def shown_path(text: str) -> str:
    return os.fsencode(text).decode("utf-8", "backslashreplace")


def walk(folder: Path) -> Iterable[tuple[str, Found]]:
    """Game files under ``folder`` (hidden and partial files and hidden folders skipped, symlinked folders not
    followed), and what cannot be indexed: a folder that cannot be read, a game file whose name is not UTF-8
    (listed under its name made readable, as the index cannot keep it)."""
    stack = [str(folder)]
    while stack:
        current = stack.pop()
        try:
            with os.scandir(current) as entries:
                items = list(entries)
        except FileNotFoundError:
            continue  # a folder of the library that is not there (yet)
        except OSError as exc:
            problem = GameFileError("unreadable_folder", os_problem=os_problem(exc))
            yield (current, found_at(current, problem)) if storable(current) else (shown_path(current),
                                                                                 found_at(current, problem))
            continue
        for item in items:
            if item.name.startswith(".") or is_partial(item.name):
                continue  # hidden, or a file a sync tool is still writing (sync_names)
            try:
                if item.is_dir(follow_symlinks=False):
                    stack.append(item.path)
                elif item.name.lower().endswith(EXTENSION):
                    yield _named(item.path)
            except OSError:
                yield _named(item.path)


def _named(path: str) -> tuple[str, Found]:
    if storable(path):
        return path, found_at(path)
    return shown_path(path), found_at(path, GameFileError("name_not_utf8"))


def once_each(paths: dict[str, Found]) -> dict[str, Found]:
    """One path for each file reached by several (links): the one that is no symbolic link, else the
    shortest."""
    chosen: dict[str, str] = {}
    for path, item in paths.items():
        if item.identity and item.problem is None:
            other = chosen.get(item.identity)
            if other is None or (item.link, len(path), path) < (paths[other].link, len(other), other):
                chosen[item.identity] = path
    keep = set(chosen.values())
    return {path: item for path, item in paths.items()
            if not item.identity or item.problem is not None or path in keep}
