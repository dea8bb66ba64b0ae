"""Other processes a window test needs (tests/gui is on the path): a window that crashed holding a game's lock,
and a window's script run on two screens (Qt's offscreen platform told of a laptop and a TV)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CRASHED = ("import os, signal, sys\n"
           "from PySide6.QtCore import QCoreApplication, QLockFile\n"
           "app = QCoreApplication([])\n"
           "lock = QLockFile(sys.argv[1]); assert lock.tryLock(0)\n"
           "os.kill(os.getpid(), signal.SIGKILL)\n")

SCREENS = {"screens": [
    {"name": "laptop", "x": 0, "y": 0, "width": 1366, "height": 768, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1},
    {"name": "tv", "x": 1366, "y": 0, "width": 1920, "height": 1080, "logicalDpi": 96, "logicalBaseDpi": 96,
     "dpr": 1}]}


def crash_holding(lock_file: Path) -> None:
    """A process takes ``lock_file`` and dies without letting it go, as a window killed mid-game does."""
    result = subprocess.run([sys.executable, "-c", CRASHED, str(lock_file)], timeout=60)
    assert result.returncode == -signal.SIGKILL and lock_file.exists()


def on_two_screens(code: str, chosen: str, folder: Path) -> list:
    """What ``code`` prints last (as JSON), run with the screen ``chosen`` (a name, or "" for none) on the laptop
    and the TV of ``SCREENS``."""
    config = folder / "screens.json"
    config.write_text(json.dumps(SCREENS))
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}", "PYTHONPATH": str(ROOT)}
    out = subprocess.run([sys.executable, "-c", code, chosen], capture_output=True, text=True, env=env, timeout=60,
                         check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def screen_rect(name: str) -> list[int]:
    """The geometry of the screen ``name`` of ``SCREENS``, as ``QRect.getRect`` gives it."""
    screen = next(s for s in SCREENS["screens"] if s["name"] == name)
    return [screen["x"], screen["y"], screen["width"], screen["height"]]
