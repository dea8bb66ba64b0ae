"""The window never waits on a named pipe nor reads what is not a game file (issue 21, point 9): File > Open of
a pipe, /dev/zero or a 1 GB file, Ctrl+S after the file was swapped for one, a pipe where a lock file goes,
and the file of an autosave gone strange: each refused at once with the loader's message, unread."""

from __future__ import annotations

import os
import tracemalloc

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QFileDialog

from preferans_desk.core import Contract, Game, Rules
from preferans_desk.core.conventions import read_conventions
from preferans_desk.core.gamefile import save
from preferans_desk.gui.app import open_window
from preferans_desk.gui.state.autosave import Autosave, find_recoverable, recover, signature
from preferans_desk.gui.state.document import lock_path
from preferans_desk.library import Library
from tests import special_files
from tests.special_files import KINDS, REFUSED_WITHIN, WORDS

# A read that waits is interrupted by the signal: its test fails and the run goes on (the global method is the
# thread's, which ends the whole process; pyproject.toml).
pytestmark = [special_files.posix, pytest.mark.timeout(30, method="signal")]


def a_game(deals: int = 2) -> Game:
    game = Game(["Anna", "Boris", "Vera"], Rules.from_preset("sochi", 50))
    for seat in range(deals):
        game.append(Contract(seat % 3, 6, "spades", ("pass", "pass")))
    return game


def unread(action):
    """Run ``action``; its result and time, failing if it read anything like a file's worth of bytes."""
    tracemalloc.start()
    try:
        result, took = special_files.timed(action)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 1024 * 1024, f"{peak} bytes allocated: the content was read"
    return result, took


@pytest.mark.parametrize("kind", KINDS)
def test_file_open_refuses_it_at_once(plain_window, asked, tmp_path, monkeypatch, kind):
    path = special_files.make(kind, tmp_path)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(path), "")))
    window = plain_window
    window.set_game(a_game(), None)
    assert window.open_action.shortcut() == QKeySequence(QKeySequence.StandardKey.Open)
    _, took = unread(window.open_action.trigger)
    assert asked.questions == [(f"Cannot open {path.name}", WORDS[kind], [])]
    assert took < REFUSED_WITHIN
    assert window.document.path is None and len(window.document.game.deals) == 2  # the game before stays


@pytest.mark.parametrize("kind", KINDS)
def test_the_window_started_on_it_says_why(qapp, asked, tmp_path, kind):
    """`preferans-desk FIFO` as the command line starts it (tests/cli runs the whole command)."""
    path = special_files.make(kind, tmp_path)
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    window, took = unread(lambda: open_window(qapp, str(path), settings, tmp_path / "data"))
    try:
        assert asked.questions == [(f"Cannot open {path.name}", WORDS[kind], [])]
        assert window.document.game is None and window.isVisible()
        assert took < 5  # the window is built and shown; the refusal itself is timed by File > Open
    finally:
        window.document.close()
        window.close()


@pytest.mark.parametrize("kind", KINDS)
def test_ctrl_s_after_the_file_was_swapped_asks_at_once(plain_window, asked, tmp_path, kind):
    """The save's conflict check looks at the file by stat first: a pipe put in its place is a changed
    file (never opened), and so are a link to /dev/zero and a 1 GB file (never read)."""
    path = tmp_path / "friday.pulka"
    save(a_game(), path)
    window = plain_window
    assert window.open_file(path)
    window.document.add(Contract(2, 7, "hearts", ("pass", "pass")))
    special_files.replace_with(kind, path)
    asked.answers = ["cancel"]
    assert window.save_action.shortcut() == QKeySequence(QKeySequence.StandardKey.Save)
    _, took = unread(window.save_action.trigger)
    assert [title for title, _text, _keys in asked.questions] == ["The file changed on disk"]
    assert took < REFUSED_WITHIN
    assert window.document.modified


def test_ctrl_s_over_a_pipe_chosen_to_be_overwritten_replaces_it(plain_window, asked, tmp_path):
    path = tmp_path / "friday.pulka"
    save(a_game(), path)
    window = plain_window
    assert window.open_file(path)
    window.document.add(Contract(2, 7, "hearts", ("pass", "pass")))
    special_files.replace_with("fifo", path)
    asked.answers = ["overwrite"]
    _, took = special_files.timed(window.save_action.trigger)
    assert took < REFUSED_WITHIN and path.is_file() and not window.document.modified
    assert signature(path) is not None


@pytest.mark.timeout(30, method="thread")  # Qt would wait inside its own read, where no signal reaches
def test_a_pipe_where_the_lock_file_goes_is_not_waited_on(plain_window, asked, tmp_path):
    path = tmp_path / "friday.pulka"
    save(a_game(), path)
    os.mkfifo(lock_path(path))
    opened, took = special_files.timed(lambda: plain_window.open_file(path))
    assert opened and asked.questions == [] and took < REFUSED_WITHIN
    assert len(plain_window.document.game.deals) == 2


@pytest.mark.parametrize("kind", KINDS)
def test_an_autosave_whose_file_became_one_is_offered_at_once(tmp_path, kind):
    """At the next start the autosave's own file is compared with what it holds now, through the guard."""
    path = tmp_path / "friday.pulka"
    save(a_game(), path)
    autosave = Autosave(tmp_path / "autosave")
    autosave.write(a_game(3), path, disk=signature(path))
    autosave._lock.unlock()  # as if the window had died
    special_files.replace_with(kind, path)
    found, took = unread(lambda: find_recoverable(tmp_path / "autosave"))
    assert [item.original for item in found] == [path] and took < REFUSED_WITHIN


@pytest.mark.timeout(30, method="thread")
@pytest.mark.parametrize("name", ["note", "journal", "lock"])
def test_the_autosaves_own_files_are_read_through_the_guard(tmp_path, name):
    """A pipe among the autosave's files (a note, a journal, a lock) is passed over, never opened."""
    folder = tmp_path / "autosave"
    autosave = Autosave(folder)
    autosave.write(a_game(), None)
    autosave._lock.unlock()
    target = {"note": autosave.meta_file, "journal": autosave.journal_file, "lock": autosave.lock_file}[name]
    target.unlink(missing_ok=True)
    os.mkfifo(target)
    found, took = special_files.timed(lambda: [recover(item).game for item in find_recoverable(folder)])
    assert took < REFUSED_WITHIN
    assert [len(game.deals) for game in found] == ([] if name == "note" else [2])


def test_the_librarys_index_meets_them_in_its_folder(tmp_path):
    games = tmp_path / "games"
    games.mkdir()
    save(a_game(), games / "friday.pulka")
    special_files.make("fifo", games, "pipe.pulka")
    special_files.make("huge", games, "huge.pulka")
    os.symlink("/dev/zero", games / "zero.pulka")
    with Library(tmp_path / "data", [games], refresh=False) as library:
        _, took = unread(library.refresh)
        errors = {entry.path.stem: entry.error for entry in library.games()}
    assert took < REFUSED_WITHIN
    assert errors == {"friday": None, "pipe": WORDS["fifo"], "huge": WORDS["huge"], "zero": WORDS["zero"]}


def test_the_librarys_own_list_and_a_house_convention_as_pipes(tmp_path):
    """What the library and the New Game dialog read beside the games, a pipe put there by mistake."""
    data = tmp_path / "data"
    data.mkdir()
    with Library(data, [tmp_path / "games"], refresh=False) as library:
        os.mkfifo(library.user_path)
        _, took = special_files.timed(library.aliases)
    assert took < REFUSED_WITHIN
    conventions = tmp_path / "conventions"
    conventions.mkdir()
    os.mkfifo(conventions / "ours.json")
    (found, problems), took = special_files.timed(lambda: read_conventions(conventions))
    assert took < REFUSED_WITHIN and found == []
    assert [str(problem) for problem in problems] == [f"ours.json: cannot be read ({WORDS['fifo']})"]
