"""Two writers on one night, as separate processes (issue 33 point 4): while a director holds the event file, a
second director in another process is refused (or watches it read-only) and `event join|leave|seat|add` exit 2
naming the holder, writing nothing; a holder killed with SIGKILL leaves a lock that does not count; two commands
never write at once (the second waits for the first's moment)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from preferans_desk.cli import main
from preferans_desk.night.night_book import NightBook
from preferans_desk.night.night_errors import EventError
from preferans_desk.night.night_file import load as load_event
from preferans_desk.night.night_file import save as save_event
from preferans_desk.night.night_lock import COMMAND_LINE, DIRECTOR_WINDOW, NightLock, holder_of, lock_path
from preferans_desk.night.night_rounds import new_event
from tests.night.games import write_game

SIX = ["Anna", "Boris", "Vera", "Gleb", "Dina", "Egor"]

# A writer in a process of its own: it takes the night as ``holder`` (a director's book, or a command's lock),
# says "ready" and holds it until its standard input closes (or it is killed).
HOLDER = """import sys
from preferans_desk.night.night_book import NightBook
from preferans_desk.night.night_lock import NightLock
path, what = sys.argv[1], sys.argv[2]
held = NightLock.take(path, what) if what == "command line" else NightBook(path, holder=what)
print("ready", flush=True)
sys.stdin.read()
held.release() if what == "command line" else held.close()
"""


@pytest.fixture
def night(tmp_path):
    path = tmp_path / "Friday.prefevent"
    save_event(new_event(SIX, 3, 3, "random", "7"), path)
    return path


class Holding:
    """A process holding ``night`` as ``what`` while the block runs (it lets go as the block ends)."""

    def __init__(self, night: Path, what: str):
        self.process = subprocess.Popen([sys.executable, "-c", HOLDER, str(night), what], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, text=True)
        assert self.process.stdout is not None and self.process.stdout.readline().strip() == "ready"

    def let_go(self) -> None:
        if self.process.stdin is not None and not self.process.stdin.closed:
            self.process.stdin.close()
        assert self.process.wait(timeout=60) == 0

    def kill(self) -> None:
        self.process.send_signal(signal.SIGKILL)
        assert self.process.wait(timeout=60) == -signal.SIGKILL

    def __enter__(self) -> Holding:
        return self

    def __exit__(self, *exc: object) -> None:
        if self.process.poll() is None:
            self.let_go()


def event(*args: str) -> subprocess.CompletedProcess[str]:
    """`preferans-desk event ARGS` in a process of its own."""
    return subprocess.run([sys.executable, "-m", "preferans_desk", "event", *args], capture_output=True, text=True,
                          timeout=120)


def commands(night: Path, game: Path) -> list[list[str]]:
    """The subcommands that write the night, one of each."""
    return [["join", str(night), "Lev"], ["leave", str(night), "Anna"], ["seat", str(night), "--round", "2"],
            ["add", str(night), str(game), "--round", "1", "--table", "1"]]


def round_one_game(night: Path) -> Path:
    players = load_event(night).rounds[0].tables[0].players
    return write_game(night.parent / "r1t1.pulka", players, [10, -4, -6])


@pytest.mark.slow
def test_two_directors_never_both_write(night):
    game = round_one_game(night)
    with Holding(night, "director window") as director:
        before = night.read_bytes()
        with pytest.raises(EventError) as refused:
            NightBook(night)  # a second director (another window, another process)
        assert refused.value.code == "night_held"
        assert refused.value.params["what"] == "director window"
        assert refused.value.params["pid"] == director.process.pid
        watcher = NightBook(night, read_only=True)
        assert watcher.read_only and watcher.round == 1
        for args in commands(night, game):
            done = event(*args)
            assert done.returncode == 2, (args, done.stderr)
            assert "the night is being written by the director window on " in done.stderr
            assert f"(process {director.process.pid}, since " in done.stderr and done.stdout == ""
        assert night.read_bytes() == before, "nothing written while the director holds the night"
        director.let_go()
    assert holder_of(night) is None
    done = event("join", str(night), "Lev")
    assert done.returncode == 0, done.stderr
    assert load_event(night).player("Lev") is not None


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX's")
def test_the_lock_of_a_killed_director_does_not_count(night):
    director = Holding(night, "director window")
    director.kill()
    held = load_event(night)  # the file as the killed director left it
    assert holder_of(night) is None
    done = event("join", str(night), "Lev")
    assert done.returncode == 0, done.stderr
    assert load_event(night).player("Lev") is not None and held.player("Lev") is None
    again = NightBook(night)  # a director opened again after the crash
    again.close()


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX's")
def test_a_killed_command_leaves_no_lock_that_counts(night):
    Holding(night, COMMAND_LINE).kill()
    book = NightBook(night)
    assert book.event.player("Anna") is not None
    book.close()


@pytest.mark.slow
def test_a_command_waits_for_another_commands_moment(night):
    with Holding(night, COMMAND_LINE) as other:
        waiting = subprocess.Popen([sys.executable, "-m", "preferans_desk", "event", "join", str(night), "Lev"],
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        time.sleep(1.0)  # it started and found the night held (its import alone takes a good part of this)
        assert waiting.poll() is None, "it waits: the holder is a command, whose write is a moment"
        other.let_go()
        _, err = waiting.communicate(timeout=120)
        assert waiting.returncode == 0, err
    assert load_event(night).player("Lev") is not None


@pytest.mark.slow
def test_two_commands_at_once_lose_nothing(night):
    names = ["Lev", "Mila", "Nina", "Oleg"]
    running = [subprocess.Popen([sys.executable, "-m", "preferans_desk", "event", "join", str(night), name],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for name in names]
    for process in running:
        _, err = process.communicate(timeout=120)
        assert process.returncode == 0, err
    kept = load_event(night)
    assert all(kept.player(name) is not None for name in names), "each join is kept: none undid another"
    assert holder_of(night) is None and not (night.parent / f".{night.name}.lock").exists()


def test_a_command_on_a_missing_night_says_so_without_a_lock(tmp_path):
    missing = tmp_path / "none.prefevent"
    done = event("join", str(missing), "Lev")
    assert done.returncode == 2 and "none.prefevent" in done.stderr
    assert sorted(os.listdir(tmp_path)) == []


@pytest.mark.slow
def test_a_taker_waits_for_a_command_and_not_for_a_director(night):
    taken: list[NightLock] = []
    with Holding(night, COMMAND_LINE) as other:
        taker = threading.Thread(target=lambda: taken.append(NightLock.take(night, COMMAND_LINE, wait=30)))
        taker.start()
        time.sleep(0.8)
        assert taker.is_alive() and not taken, "it waits while another command writes"
        other.let_go()
        taker.join(30)
    assert len(taken) == 1 and holder_of(night) == taken[0].holder
    taken[0].release()
    with Holding(night, "director window"):
        start = time.monotonic()
        with pytest.raises(EventError, match="director window"):
            NightLock.take(night, COMMAND_LINE, wait=30)
        assert time.monotonic() - start < 5, "a director's hold is no moment: refused at once"


def test_a_command_is_refused_in_this_process_too(night, capsys):
    with NightLock.take(night, DIRECTOR_WINDOW):
        assert main(["event", "leave", str(night), "Anna"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith(f"preferans-desk: {night}: the night is being written by the director window")
    assert load_event(night).player("Anna") is not None


def test_a_command_that_cannot_make_the_lock_cannot_write(night, capsys):
    lock_path(night).mkdir()  # where the lock file goes: the night's folder cannot take it
    before = night.read_bytes()
    assert main(["event", "join", str(night), "Lev"]) == 1
    _, err = capsys.readouterr()
    assert err.startswith(f"preferans-desk: {night}: cannot write: the night's lock file ")
    assert night.read_bytes() == before
