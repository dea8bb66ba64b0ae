"""What a user may name where a game file is expected and that must be refused unread: a named pipe (opening it
to read waits for a writer for ever), a device that never ends (/dev/zero), and a file far past the size bound
(sparse: 1 GB that costs no disk). Each is refused with the loader's own message within ``REFUSED_WITHIN``."""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from pathlib import Path

import pytest

REFUSED_WITHIN = 0.5  # seconds
KINDS = ("fifo", "zero", "huge")
# The loader's words for each (core/errors.py), in English.
WORDS = {"fifo": "cannot read the file: it is a named pipe, not a file",
         "zero": "cannot read the file: it is a device, not a file",
         "huge": "the file is larger than 4 MB; it is not a game file"}

posix = pytest.mark.skipif(not hasattr(os, "mkfifo") or not os.path.exists("/dev/zero"),
                           reason="named pipes and /dev/zero are POSIX")


def make(kind: str, folder: Path, name: str = "game.pulka") -> Path:
    """The path of one such file (``zero`` is /dev/zero itself, as a player would pick it)."""
    if kind == "zero":
        return Path("/dev/zero")
    path = folder / name
    if kind == "fifo":
        os.mkfifo(path)
    else:
        path.touch()
        os.truncate(path, 1024**3)
    return path


def replace_with(kind: str, path: Path) -> None:
    """Swap the file at ``path`` for a pipe, a link to /dev/zero or a 1 GB file, as another program might."""
    path.unlink()
    if kind == "zero":
        os.symlink("/dev/zero", path)
    else:
        make(kind, path.parent, path.name)


def timed(action: Callable[[], object]) -> tuple[object, float]:
    """What ``action`` returned and how long it took (s)."""
    started = time.perf_counter()
    result = action()
    return result, time.perf_counter() - started
