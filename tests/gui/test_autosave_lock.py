"""Autosave ownership by lock file: a running window's autosave is never offered to another instance, on
every platform (on Windows the pid check cannot tell), and a dead window's stale lock does not hide it."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

from preferans_desk.core import Contract, Game, Rules
from preferans_desk.gui.state import autosave as autosave_module
from preferans_desk.gui.state.autosave import Autosave, find_recoverable


def game_of(title: str) -> Game:
    game = Game(["Anna", "Boris", "Vera"], Rules.from_preset("sochi", 50), title=title)
    game.append(Contract(0, 6, "spades", ("pass", "pass")))
    return game


@pytest.fixture
def like_windows(monkeypatch):
    """No pid check at all, as on Windows: only the lock can tell a live owner."""
    monkeypatch.setattr(autosave_module, "_alive", lambda pid: False)


def test_a_held_lock_hides_the_autosave_and_a_released_one_does_not(tmp_path, like_windows):
    live, gone = Autosave(tmp_path), Autosave(tmp_path)
    live.write(game_of("Live"), None)
    gone.write(game_of("Gone"), None)
    assert live.lock_file.exists()
    gone._lock.unlock()  # as if its process died, leaving the autosave behind
    found = find_recoverable(tmp_path)
    assert [item.game_file for item in found] == [gone.game_file]
    live.remove()
    assert not live.lock_file.exists() and not live.game_file.exists()


def test_another_live_process_keeps_its_autosave(tmp_path, like_windows):
    child = subprocess.Popen([sys.executable, "-c", textwrap.dedent(f"""
        import os
        import sys
        from preferans_desk.core import Contract, Game, Rules
        from preferans_desk.gui.state.autosave import Autosave
        game = Game(["Anna", "Boris", "Vera"], Rules.from_preset("sochi", 50), title="Child")
        game.append(Contract(0, 6, "spades", ("pass", "pass")))
        autosave = Autosave({str(tmp_path)!r})
        autosave.write(game, None)
        print("ready", flush=True)
        sys.stdin.read()  # hold the lock until the test lets go
        os._exit(0)  # gone without a clean close, as in a crash: the lock file stays
        """)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout.readline().strip() == "ready"
        assert find_recoverable(tmp_path) == []
        assert len(list(tmp_path.glob("*.pulka"))) == 1  # not discarded either
    finally:
        child.stdin.close()
        child.wait(timeout=30)
    assert len(list(tmp_path.glob("*.lock"))) == 1
    # Its process ended without removing it (as a crash would): the stale lock is taken over.
    found = find_recoverable(tmp_path)
    assert len(found) == 1
    assert not list(tmp_path.glob("*.lock"))


def test_an_autosave_without_a_lock_falls_back_on_the_pid(tmp_path, monkeypatch):
    autosave = Autosave(tmp_path)
    autosave.write(game_of("Old"), None)
    autosave.remove()
    autosave.write(game_of("Old"), None)
    autosave._lock.unlock()  # an older version wrote no lock
    asked = []
    monkeypatch.setattr(autosave_module, "_alive", lambda pid: asked.append(pid) or True)
    assert find_recoverable(tmp_path) == []
    assert asked
