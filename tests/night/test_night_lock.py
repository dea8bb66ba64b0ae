"""One writer per event file (night/night_lock.py): the lock beside the event file names its holder, a second
taker is refused naming it, a lock left by a holder that died does not count, and a lock file that is not a plain
file of ours is never written through."""

from __future__ import annotations

import json
import os
import socket
import sys
from datetime import datetime

import pytest

from preferans_desk.night.night_errors import EventError
from preferans_desk.night.night_lock import (
    COMMAND_LINE,
    DIRECTOR_WINDOW,
    EVENT_SERVE,
    Holder,
    NightLock,
    holder_of,
    lock_path,
)


@pytest.fixture
def night(tmp_path):
    path = tmp_path / "Friday.prefevent"
    path.write_text("{}", encoding="utf-8")
    return path


def test_the_lock_names_its_holder_and_goes_with_release(night):
    lock = NightLock.take(night, DIRECTOR_WINDOW)
    try:
        assert lock_path(night) == night.with_name(".Friday.prefevent.lock") and lock_path(night).is_file()
        held = holder_of(night)
        assert held is not None and held == lock.holder
        assert (held.what, held.host, held.pid) == (DIRECTOR_WINDOW, socket.gethostname(), os.getpid())
        assert datetime.fromisoformat(held.since).utcoffset() is not None, "since when, with its offset"
        assert json.loads(lock_path(night).read_text(encoding="utf-8"))["holder"] == "director window"
    finally:
        lock.release()
    assert holder_of(night) is None and not lock_path(night).exists(), "a lock let go leaves nothing behind"
    lock.release()  # a second time: nothing happens


def test_a_second_taker_is_refused_naming_the_holder(night):
    with NightLock.take(night, EVENT_SERVE):
        with pytest.raises(EventError) as refused:
            NightLock.take(night, DIRECTOR_WINDOW)
        assert refused.value.code == "night_held"
        assert refused.value.params["what"] == EVENT_SERVE and refused.value.params["pid"] == os.getpid()
        assert refused.value.params["host"] == socket.gethostname()
        assert str(refused.value).startswith("the night is being written by the event serve on ")
    with NightLock.take(night, DIRECTOR_WINDOW) as again:  # free again once the first let go
        assert again.held


def test_a_lock_file_without_a_living_holder_does_not_count(night):
    stale = Holder(DIRECTOR_WINDOW, socket.gethostname(), 999_999, "2026-12-05T19:00:00+03:00")
    lock_path(night).write_text(stale.text(), encoding="utf-8")  # left by a window that crashed
    assert holder_of(night) is None
    with NightLock.take(night, COMMAND_LINE) as lock:
        assert holder_of(night) == lock.holder and lock.elsewhere is None


def test_a_lock_file_from_another_host_is_named_as_elsewhere(night):
    """A night shared through a sync folder brings another computer's lock file: it does not lock here (the lock
    is per machine), but the taker learns of it, so that the window can warn."""
    there = Holder(DIRECTOR_WINDOW, "club-laptop-not-this-one", 4242, "2026-12-05T19:00:00+03:00")
    lock_path(night).write_text(there.text(), encoding="utf-8")
    with NightLock.take(night, DIRECTOR_WINDOW) as lock:
        assert lock.elsewhere == there


def test_a_lock_file_of_text_not_ours_is_taken_over(night):
    lock_path(night).write_bytes(b"\xff\x00 not json" * 1000)
    with NightLock.take(night, DIRECTOR_WINDOW) as lock:
        assert holder_of(night) == lock.holder and lock.elsewhere is None


@pytest.mark.skipif(sys.platform == "win32", reason="symbolic links need a privilege on Windows")
def test_a_lock_file_that_is_a_link_is_never_written_through(night, tmp_path):
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me", encoding="utf-8")
    lock_path(night).symlink_to(victim)
    with pytest.raises(EventError) as refused:
        NightLock.take(night, DIRECTOR_WINDOW)
    assert refused.value.code == "night_lock" and "symbolic link" in str(refused.value)
    assert victim.read_text(encoding="utf-8") == "keep me"
    assert holder_of(night) is None


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_lock_file_that_is_a_pipe_is_refused_without_waiting(night):
    os.mkfifo(lock_path(night))
    with pytest.raises(EventError, match="not a regular file"):
        NightLock.take(night, DIRECTOR_WINDOW)
    assert holder_of(night) is None


@pytest.mark.skipif(sys.platform == "win32", reason="symbolic links need a privilege on Windows")
def test_two_names_of_one_night_share_one_lock(night, tmp_path):
    other = tmp_path / "link.prefevent"
    other.symlink_to(night)
    with NightLock.take(night, DIRECTOR_WINDOW):
        with pytest.raises(EventError, match="director window"):
            NightLock.take(other, COMMAND_LINE)


def test_a_folder_that_cannot_hold_the_lock_is_said(tmp_path):
    missing = tmp_path / "no such folder" / "Friday.prefevent"
    with pytest.raises(EventError) as refused:
        NightLock.take(missing, DIRECTOR_WINDOW)
    assert refused.value.code == "night_lock"


def test_the_refusal_says_when_in_the_directors_terms():
    params = Holder(DIRECTOR_WINDOW, "club", 7, "2026-12-05T19:04:31+03:00").params()
    assert params == {"what": "director window", "host": "club", "pid": 7, "since": "2026-12-05 19:04"}


def test_a_lock_file_removed_under_its_holder_is_taken_again(night):
    lock = NightLock.take(night, DIRECTOR_WINDOW)
    try:
        lock_path(night).unlink()  # by hand, or a sync service
        assert holder_of(night) is None
        lock.confirm()  # before its next write: the lock is its own again
        assert holder_of(night) == lock.holder and lock_path(night).is_file()
    finally:
        lock.release()
    assert not lock_path(night).exists()


def test_a_holder_whose_lock_file_another_took_may_not_write(night):
    lock = NightLock.take(night, DIRECTOR_WINDOW)
    try:
        lock_path(night).unlink()
        with NightLock.take(night, COMMAND_LINE) as other:  # the path's new file, taken by another writer
            with pytest.raises(EventError) as refused:
                lock.confirm()
            assert refused.value.code == "night_held" and refused.value.params["what"] == COMMAND_LINE
            assert holder_of(night) == other.holder
    finally:
        lock.release()


def test_a_lock_whose_holder_cannot_be_named_is_let_go(night, monkeypatch):
    """Anything that stops ``take`` after the system's lock is had (the host's name cannot be read, an interrupt)
    lets it go: it was kept, its descriptor lost, until the process ended, and no one could write the night."""
    def no_name() -> str:
        raise OSError("no host name")

    monkeypatch.setattr(socket, "gethostname", no_name)
    with pytest.raises(EventError) as refused:
        NightLock.take(night, DIRECTOR_WINDOW)
    assert refused.value.code == "night_lock" and "no host name" in str(refused.value)
    monkeypatch.undo()
    assert holder_of(night) is None
    NightLock.take(night, DIRECTOR_WINDOW).release()
