"""Atomic file writes: a crash mid-save leaves the old file whole.

The new content goes to a temporary file beside the target, is flushed and
fsynced, then renamed over the target. The temporary name is short and fixed
in form (``.pdesk-XXXXXXXX.tmp``), not derived from the target's name, so that
any name the file system allows can be saved; a write killed before its rename
leaves such a file behind, and the next write into the folder removes it once
it is stale.
"""

from __future__ import annotations

import os
import re
import stat
import tempfile
import time
from pathlib import Path

TEMP_PREFIX = ".pdesk-"
TEMP_SUFFIX = ".tmp"
# Ours: ".pdesk-" and mkstemp's 8 random characters; and the form earlier versions used for game files
# (".friday.pulka.XXXXXXXX.tmp"), which killed writes may still have left.
_OUR_TEMP = re.compile(r"\.pdesk-[A-Za-z0-9_]{8}\.tmp|\..+\.pulka\.[A-Za-z0-9_]{8}\.tmp", re.DOTALL)
# A temporary file is stale when it was last written over an hour ago: a live write takes milliseconds
# and never touches its file again after the rename, so an old one can only be left by a killed write,
# while one written by another window just now is left alone. (Its age, not a process id in its name:
# a folder on a network share is written by processes of other computers too.)
STALE_AFTER = 3600  # seconds


def atomic_write_text(path: Path, text: str, *, through_link: bool = True) -> None:
    """Write ``text`` (UTF-8, ``\\n`` line ends) to ``path`` atomically; see ``atomic_write_bytes``."""
    atomic_write_bytes(path, text.encode("utf-8"), through_link=through_link)


def atomic_write_bytes(path: Path, data: bytes, *, through_link: bool = True) -> None:
    """Write a temporary file beside ``path``, flush and fsync it, then rename it over ``path``.

    A symbolic link is written through: its target gets the new content (the link stays a link); with
    ``through_link=False`` the link itself is replaced by the file (a club night's table game, whose link could
    lead to another table's game). An existing file keeps its permissions; a new one gets those the umask
    allows. Raises OSError, and then the old file is as it was and no temporary file is left."""
    target = write_target(path) if through_link else Path(path)
    mode = _mode_for(target)
    fd, tmp = tempfile.mkstemp(prefix=TEMP_PREFIX, suffix=TEMP_SUFFIX, dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        _chmod(tmp, mode)
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    # The file is saved: nothing after this may turn the save into a failure.
    _fsync_dir(target.parent)
    remove_stale_temporaries(target.parent)


def write_target(path: Path) -> Path:
    """The file a write to ``path`` changes: the final target of a symbolic link, else ``path`` itself."""
    path = Path(path)
    return Path(os.path.realpath(path)) if os.path.islink(path) else path


def is_write_protected(path: Path) -> bool:
    """Whether the existing file at ``path`` is not to be written: we may not write it, or its mode lets
    no one write it (a file made read-only on purpose; the superuser could write it all the same, and
    a rename over it would, but the user said no)."""
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return False
    return not (mode & 0o222) or not os.access(path, os.W_OK)


def _mode_for(target: Path) -> int:
    """An existing file's permission bits, or what the umask gives a new file."""
    try:
        return stat.S_IMODE(os.stat(target).st_mode)
    except OSError:
        return 0o666 & ~current_umask()


def current_umask() -> int:
    """The process's umask, read without changing it where the system tells it (Linux), else by setting
    and restoring it."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError, IndexError):
        pass
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def _chmod(path: str, mode: int) -> None:
    if os.name == "posix":
        os.chmod(path, mode)


def _fsync_dir(folder: Path) -> None:
    """Make the rename itself durable where the platform allows it. A folder we may write but not
    read (mode 0333) cannot be opened for this: the file is saved all the same."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def remove_stale_temporaries(folder: Path) -> list[str]:
    """Remove the temporary files killed writes left in ``folder`` (our name pattern only, and only
    stale ones, see STALE_AFTER); returns the names removed. Never raises: it is housekeeping."""
    removed: list[str] = []
    limit = time.time() - STALE_AFTER
    try:
        with os.scandir(folder) as entries:
            for entry in entries:
                if not _OUR_TEMP.fullmatch(entry.name):
                    continue
                try:
                    if entry.is_file(follow_symlinks=False) and entry.stat(follow_symlinks=False).st_mtime < limit:
                        os.unlink(entry.path)
                        removed.append(entry.name)
                except OSError:
                    continue
    except OSError:  # a folder we may not list (mode 0333)
        pass
    return removed
