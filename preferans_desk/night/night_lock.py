"""One writer per event file: a lock beside it (``.NAME.prefevent.lock``) that the director's window, ``event
serve`` and the command line take before they write the night, and that names who holds it.

The lock itself is the operating system's, held on the open lock file for the holder's lifetime (``fcntl.flock``
on POSIX, ``msvcrt.locking`` of one byte far past the text on Windows, so that the text stays readable): when the
holder dies, even by SIGKILL or a power cut of its process, the system lets it go, and a lock file left behind
by a crashed holder does not count. The file's text only says who holds it (what, the host, the process, since
when) for the message that refuses the next writer; no process is ever signalled or looked up by its pid
(``os.kill(pid, 0)`` would end a process on Windows).

The lock is per machine. A night in a folder shared through a sync service (or a network drive without working
locks) is not locked against a program on another computer: each takes its own lock, both write, and the sync
service keeps the last file written (or a "conflicted copy" of the other). ``NightLock.elsewhere`` names a
holder on another host whose lock file came through the sync when the lock was taken, so that the window can
warn; it cannot tell whether that holder still runs.
"""

from __future__ import annotations

import json
import os
import socket
import stat
import sys
import time
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, cast

from preferans_desk.core.atomic import write_target
from preferans_desk.core.noop import QT_TRANSLATE_NOOP

from .night_errors import EventError

# Who holds a night, as the refusal names it (translated there: the parameter ``what`` is worded).
DIRECTOR_WINDOW = QT_TRANSLATE_NOOP("", "director window")
EVENT_SERVE = QT_TRANSLATE_NOOP("", "event serve")
COMMAND_LINE = QT_TRANSLATE_NOOP("", "command line")
NOT_A_FILE = QT_TRANSLATE_NOOP("", "not a regular file")
SYMLINK = QT_TRANSLATE_NOOP("", "a symbolic link")
ANOTHER = QT_TRANSLATE_NOOP("", "another program")  # a holder whose lock file names none (being written)

MAX_TEXT = 4096  # a lock file's text is a few hundred bytes; more is not ours
GRACE = 0.25  # seconds a taker waits for a lock held a moment (another taker looking who holds it)
_STEP = 0.02
_WINDOWS_BYTE = 1 << 30  # the byte Windows locks: past the text, which other processes then still read


@dataclass(frozen=True)
class Holder:
    """Who holds a night's lock: what (``DIRECTOR_WINDOW``, ``EVENT_SERVE``, ``COMMAND_LINE``), on which host,
    its process id and since when (ISO 8601 with its offset)."""

    what: str
    host: str
    pid: int
    since: str

    def params(self) -> dict[str, Any]:
        """The refusal's parameters: what, host, pid and since (as the director reads a time: date, hours)."""
        try:
            since = datetime.fromisoformat(self.since).strftime("%Y-%m-%d %H:%M")
        except ValueError:
            since = self.since or "?"
        return {"what": self.what or "?", "host": self.host or "?", "pid": self.pid, "since": since}

    def text(self) -> str:
        return json.dumps({"holder": self.what, "host": self.host, "pid": self.pid, "since": self.since},
                          ensure_ascii=False) + "\n"


UNKNOWN = Holder(ANOTHER, "?", 0, "")


def lock_path(path: str | os.PathLike[str]) -> Path:
    """The lock file beside an event file: ``.Friday.prefevent.lock`` (hidden on Unix), beside the real file when
    ``path`` is a symbolic link, so that two names of one night share one lock."""
    real = write_target(Path(path))
    return real.with_name(f".{real.name}.lock")


class NightLock:
    """A night's lock, held by this process until ``release()`` (or until it ends)."""

    def __init__(self, night: Path, fd: int, holder: Holder, elsewhere: Holder | None):
        self.night = night  # the event file
        self.file = lock_path(night)
        self.holder = holder
        self.elsewhere = elsewhere  # the holder another host's lock file named when this was taken
        self._fd: int | None = fd

    @classmethod
    def take(cls, path: str | os.PathLike[str], holder: str, wait: float = 0.0) -> NightLock:
        """The lock of the event file at ``path`` for ``holder``; ``EventError("night_held")`` naming the holder
        when another has it. A holder that is itself a command line (a write of a moment) is waited for up to
        ``wait`` seconds; ``EventError("night_lock")`` when the lock file cannot be made or is not a file."""
        file = lock_path(path)
        start = time.monotonic()
        while True:
            fd = _open(file)
            try:
                if _try_lock(fd) and _still_there(fd, file):
                    break
            except BaseException:
                _close(fd)
                raise
            _close(fd)  # held by another, or a file its holder removed as it let go (then the path again)
            held = _read(file)
            patient = held is None or held.what == COMMAND_LINE  # a moment's write, or a taker writing its name
            if time.monotonic() - start >= (max(wait, GRACE) if patient else GRACE):
                raise EventError("night_held", **(held or UNKNOWN).params())
            time.sleep(_STEP)
        try:  # whatever stops it now lets the lock go: a descriptor lost would hold it until the process ends
            previous = _read_fd(fd)
            mine = Holder(holder, socket.gethostname(), os.getpid(),
                          datetime.now().astimezone().isoformat("T", "seconds"))
            _write_fd(fd, mine.text())
            elsewhere = previous if previous is not None and previous.host != mine.host else None
            return cls(Path(path), fd, mine, elsewhere)
        except OSError as exc:  # a full disk: the night could not be written either
            _close(fd)
            raise EventError("night_lock", path=str(file), os_problem=exc.strerror or str(exc)) from None
        except BaseException:
            _close(fd)
            raise

    @property
    def held(self) -> bool:
        return self._fd is not None

    def confirm(self) -> bool:
        """Make sure the lock is still this holder's before a write: the lock file at its path may have been
        removed or replaced since it was taken (by hand, or by a sync service bringing another computer's), and
        a lock on a file no longer there locks nobody out. It is then taken again on the file there now, or
        ``EventError("night_held")`` names who took that one meanwhile (and nothing is to be written). Whether
        it was taken again: another writer may have written the night meanwhile (the caller reads it again)."""
        fd = self._fd
        if fd is None or _still_there(fd, self.file):
            return False
        again = NightLock.take(self.night, self.holder.what)
        self._fd, again._fd = again._fd, None
        self.holder = again.holder
        _close(fd)  # the old file's lock (no one else sees that file)
        return True

    def release(self) -> None:
        """Let the night go: the lock file is removed (while still held, so that no one locks a removed file),
        then the lock goes with its descriptor. Nothing happens a second time."""
        fd, self._fd = self._fd, None
        if fd is None:
            return
        try:
            if _still_there(fd, self.file):
                self.file.unlink()
        except OSError:  # Windows keeps a file another process has open: it is then left, empty of us
            _write_fd(fd, "")
        finally:
            _close(fd)  # the system's lock goes with it

    def __enter__(self) -> NightLock:
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()

    def __del__(self) -> None:  # a book dropped without close(): its lock is not kept for ever
        if getattr(self, "_fd", None) is not None:
            try:
                self.release()
            except OSError:
                pass


def holder_of(path: str | os.PathLike[str]) -> Holder | None:
    """Who holds the night at ``path`` now: None when nobody does, or its holder died (the system let its lock
    go). A lock file that is not a regular file, or cannot be opened, is no holder's."""
    file = lock_path(path)
    try:
        fd = _open(file, create=False)
    except (OSError, EventError):
        return None
    try:
        if _try_lock(fd):
            return None  # free (released again as the descriptor closes)
        return _read_fd(fd) or UNKNOWN
    finally:
        _close(fd)


# ----- the system's side -----
def _open(file: Path, create: bool = True) -> int:
    """The lock file opened to read and write, never through a symbolic link nor onto a pipe or a device (a
    shared night could hold one there to have us truncate or block on it)."""
    flags = os.O_RDWR | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    flags |= getattr(os, "O_BINARY", 0) | getattr(os, "O_NOINHERIT", 0)
    if create:
        flags |= os.O_CREAT
    try:
        if file.is_symlink():
            raise EventError("night_lock", path=str(file), os_problem=SYMLINK)
        fd = os.open(file, flags, 0o644)
    except OSError as exc:
        if not create and isinstance(exc, FileNotFoundError):
            raise
        raise EventError("night_lock", path=str(file), os_problem=exc.strerror or str(exc)) from None
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise EventError("night_lock", path=str(file), os_problem=NOT_A_FILE)
    return fd


def _try_lock(fd: int) -> bool:
    """Take the system's lock on ``fd`` without waiting; whether it was free."""
    if sys.platform == "win32":
        import msvcrt

        os.lseek(fd, _WINDOWS_BYTE, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


def _close(fd: int) -> None:
    """Close a lock file's descriptor, letting its lock go first on Windows (where a lock left to the closing of
    its handle goes only when the system gets to it)."""
    if sys.platform == "win32":
        import msvcrt

        try:
            os.lseek(fd, _WINDOWS_BYTE, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        except OSError:  # not locked by this descriptor
            pass
    os.close(fd)


def _still_there(fd: int, file: Path) -> bool:
    """Whether the file locked is the one at its path still: a holder removes it as it lets go, and a taker that
    opened it just before has locked a file no one else sees (it then opens the path again)."""
    try:
        here, there = os.fstat(fd), os.stat(file, follow_symlinks=False)
    except OSError:
        return False
    return (here.st_dev, here.st_ino) == (there.st_dev, there.st_ino)


def _read(file: Path) -> Holder | None:
    try:
        fd = _open(file, create=False)
    except (OSError, EventError):
        return None
    try:
        return _read_fd(fd)
    finally:
        os.close(fd)


def _read_fd(fd: int) -> Holder | None:
    """The holder a lock file's text names, None when it names none (empty, or not ours)."""
    try:
        os.lseek(fd, 0, os.SEEK_SET)
        data = os.read(fd, MAX_TEXT + 1)
        decoded: object = json.loads(data.decode("utf-8")) if 0 < len(data) <= MAX_TEXT else None
    except (OSError, ValueError):
        return None
    if not isinstance(decoded, dict):
        return None
    fields = cast(dict[str, object], decoded)
    what, host, pid, since = (fields.get(k) for k in ("holder", "host", "pid", "since"))
    if not (isinstance(what, str) and isinstance(host, str) and isinstance(since, str)
            and isinstance(pid, int) and not isinstance(pid, bool)):
        return None
    return Holder(what[:100], host[:255], pid, since[:40])


def _write_fd(fd: int, text: str) -> None:
    """The lock file's text, in place (its descriptor holds the lock: the file cannot be replaced)."""
    data = text.encode("utf-8")
    os.lseek(fd, 0, os.SEEK_SET)
    os.write(fd, data)
    os.ftruncate(fd, len(data))
