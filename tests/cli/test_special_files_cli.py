"""A named pipe, /dev/zero or a 1 GB file given to a command, or to the window on the command line: refused at
once with the loader's message, never waited on, never read (issue 21, point 9)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from preferans_desk.cli import main
from tests import special_files
from tests.special_files import KINDS, REFUSED_WITHIN, WORDS

# A read that waits is interrupted by the signal: its test fails and the run goes on (the global method is the
# thread's, which ends the whole process; pyproject.toml).
pytestmark = [special_files.posix, pytest.mark.timeout(30, method="signal")]


def commands(path: Path, tmp_path: Path) -> dict[str, list[str]]:
    return {"check": ["check", str(path)], "settle": ["settle", str(path)],
            "export": ["export", str(path), "-o", str(tmp_path / "out.pdf")], "share": ["share", str(path)]}


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("command", ["check", "settle", "export", "share"])
def test_a_command_refuses_it_at_once_with_the_loaders_message(tmp_path, capsys, command, kind):
    path = special_files.make(kind, tmp_path)
    status, took = special_files.timed(lambda: main(commands(path, tmp_path)[command]))
    out, err = capsys.readouterr()
    assert status == 2 and out == ""
    assert err == f"preferans-desk: {path}: {WORDS[kind]}\n"
    assert took < REFUSED_WITHIN
    assert not (tmp_path / "out.pdf").exists()


# The command line's window start, in a process of its own: the message box that says why is answered
# as it is shown, and the event loop returns at once, so that the process tells what happened and ends.
WINDOW_START = """
import sys, time
from PySide6.QtWidgets import QApplication, QMessageBox
from preferans_desk.cli import main
from preferans_desk.gui.game_files import GameFiles

QMessageBox.critical = staticmethod(lambda parent, title, text, *a, **k: print("refused:", title, "|", text))
QApplication.exec = lambda self: 0
opening = GameFiles.open_file

def open_file(self, path=None):
    started = time.perf_counter()
    opened = opening(self, path)
    print("open_file:", opened, time.perf_counter() - started)
    return opened

GameFiles.open_file = open_file
print("status:", main([sys.argv[1]]))
"""


@pytest.mark.parametrize("kind", KINDS)
def test_the_window_started_on_it_comes_up_and_says_why(tmp_path, kind):
    """`preferans-desk FIFO`: the window starts and says why the file cannot be opened, instead of waiting
    for a writer that never comes (or reading /dev/zero until memory runs out)."""
    path = special_files.make(kind, tmp_path)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path),
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_DATA_HOME": str(tmp_path / "data")}
    done = subprocess.run([sys.executable, "-c", WINDOW_START, str(path)], env=env, capture_output=True,
                          text=True, timeout=20)
    lines = done.stdout.splitlines()
    assert done.returncode == 0 and lines[-1] == "status: 0", done.stderr
    assert f"refused: Cannot open {path.name} | {WORDS[kind]}" in lines
    opened = next(line.split() for line in lines if line.startswith("open_file:"))
    assert opened[1] == "False" and float(opened[2]) < REFUSED_WITHIN
