"""Two windows on one game never overwrite each other silently: a lock file tells the second who has
the game, and a check before every save notices a file changed on disk since it was loaded or saved."""

from __future__ import annotations

import pytest
from other_processes import crash_holding  # tests/gui is on the path
from PySide6.QtCore import QSettings

from preferans_desk.core import AllPass, Contract, Game, Rules
from preferans_desk.core.gamefile import load, save
from preferans_desk.gui.main_window import MainWindow
from preferans_desk.gui.state.document import lock_path

DEALS = [Contract(seat % 3, 6, "spades", ("pass", "pass")) for seat in range(6)]


@pytest.fixture
def make_window(qtbot, tmp_path, asked):
    def make() -> MainWindow:
        qsettings = QSettings(str(tmp_path / f"settings-{len(asked.questions)}.ini"), QSettings.Format.IniFormat)
        window = MainWindow(qsettings=qsettings, data_dir=tmp_path / "data")
        qtbot.addWidget(window)
        return window
    return make


@pytest.fixture
def game_file(tmp_path):
    path = tmp_path / "friday.pulka"
    save(Game(["Anna", "Boris", "Vera"], Rules.from_preset("sochi", 50)), path)
    return path


def add(window, *deals):
    for deal in deals:
        window.document.add(deal)


def test_the_second_window_is_told_who_has_the_game_and_opens_it_read_only(make_window, game_file, asked):
    a, b = make_window(), make_window()
    assert a.open_file(game_file)
    assert lock_path(game_file).exists()
    asked.answers = ["read_only"]
    assert b.open_file(game_file)
    title, text, keys = asked.questions[-1]
    assert keys == ["read_only", "copy", "cancel"] and "friday.pulka" in text and "process" in text
    assert b.document.read_only and b.document.path == game_file
    assert "read-only" in b.windowTitle() and "read-only" not in a.windowTitle()
    add(a, *DEALS[:3])
    assert a.save()
    add(b, *DEALS[3:5])
    # B's Save goes to Save As: B may not write over A's file.
    chosen = game_file.with_name("friday-b.pulka")
    b.files.save_as = lambda: b.files.write(chosen)
    assert b.save()
    assert len(load(game_file).game.deals) == 3 and len(load(chosen).game.deals) == 2


def test_the_second_window_may_open_a_copy_or_cancel(make_window, game_file, asked):
    a, b = make_window(), make_window()
    assert a.open_file(game_file)
    asked.answers = ["copy", "cancel"]
    assert b.open_file(game_file)
    assert b.document.path is None and b.document.game is not None and not b.document.read_only
    other = make_window()
    assert not other.open_file(game_file) and other.document.game is None


def test_a_file_opened_through_a_link_is_locked_beside_the_real_file(make_window, game_file, asked):
    link = game_file.with_name("tonight.pulka")
    link.symlink_to(game_file)
    a, b = make_window(), make_window()
    assert a.open_file(link)
    assert lock_path(link) == lock_path(game_file) and lock_path(game_file).exists()
    asked.answers = ["cancel"]
    assert not b.open_file(game_file), "the same file by its own name: told it is open elsewhere"
    assert asked.questions and "tonight.pulka" not in asked.questions[-1][1]


def test_closing_the_window_lets_go_of_the_lock(make_window, game_file, asked):
    a = make_window()
    assert a.open_file(game_file)
    a.close()
    assert not lock_path(game_file).exists()
    b = make_window()
    assert b.open_file(game_file) and not b.document.read_only and asked.questions == []


def test_a_file_changed_on_disk_is_not_overwritten_silently(make_window, game_file, asked, tmp_path):
    a = make_window()
    assert a.open_file(game_file)
    add(a, *DEALS[:2])
    elsewhere = load(game_file).game  # another program (or a window that ignored the lock) saves it
    elsewhere.append(AllPass((3, 3, 4)))
    save(elsewhere, game_file)
    copy = tmp_path / "copy.pulka"
    a.files.save_as = lambda: a.files.write(copy)
    asked.answers = ["copy"]
    assert a.save()
    assert asked.questions[-1][2] == ["copy", "reload", "overwrite", "cancel"]
    assert len(load(game_file).game.deals) == 1 and len(load(copy).game.deals) == 2


def test_overwrite_and_reload_are_the_users_choice(make_window, game_file, asked):
    a = make_window()
    assert a.open_file(game_file)
    add(a, *DEALS[:2])
    elsewhere = load(game_file).game
    elsewhere.append(AllPass((3, 3, 4)))
    save(elsewhere, game_file)
    asked.answers = ["cancel"]
    assert not a.save() and len(load(game_file).game.deals) == 1 and a.isWindowModified()
    asked.answers = ["reload"]
    assert not a.save()
    assert [type(d).__name__ for d in a.document.game.deals] == ["AllPass"] and not a.isWindowModified()
    add(a, DEALS[0])
    save(Game(["Anna", "Boris", "Vera"], Rules.from_preset("sochi", 50)), game_file)
    asked.answers = ["overwrite"]
    assert a.save()
    assert len(load(game_file).game.deals) == 2
    add(a, DEALS[1])
    assert a.save()  # saved by us last: no question
    assert len(asked.questions) == 3


def test_a_lock_left_by_a_crashed_window_is_taken_over(make_window, game_file, asked):
    import os

    crash_holding(lock_path(game_file))
    window = make_window()
    assert window.open_file(game_file)
    assert asked.questions == [] and not window.document.read_only
    assert os.path.exists(lock_path(game_file))  # ours now
