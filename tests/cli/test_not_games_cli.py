"""Files that are not games on the command line: every command ends in time with status 0 or 2 and one message
on each of them, `library --folder DIR --json` lists every good game with its results and every bad file with
its message, and a library index that cannot be used is worked around with a warning, never a traceback."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from preferans_desk.cli import main
from preferans_desk.core.gamefile import save
from preferans_desk.library import ENV_VAR
from preferans_desk.library.index_file import INDEX_FILE
from tests.library import bad_files
from tests.library.known_games import friday

SCRIPT = Path(sys.executable).with_name("preferans-desk")
TIMEOUT = 10  # seconds: "nothing hangs"
# What loads in the core and is only too much for the library; the command line takes it as a game.
LOADS = {"huge-results"}


def run(*args: str, data: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", ENV_VAR: str(data)}
    return subprocess.run([str(SCRIPT), *args], capture_output=True, timeout=TIMEOUT, env=env)


@pytest.fixture(scope="module")
def folder(tmp_path_factory) -> tuple[Path, dict[str, str]]:
    games = tmp_path_factory.mktemp("bad") / "games"
    return games, bad_files.make(games)


def test_library_json_lists_every_good_game_in_full_and_every_bad_file_with_its_message(folder, tmp_path):
    games, expected = folder
    started = time.perf_counter()
    done = run("library", "--folder", str(games), "--json", data=tmp_path / "data")
    assert time.perf_counter() - started < TIMEOUT
    assert done.returncode == 0 and done.stderr == b"", done.stderr.decode()
    listed = {Path(game["path"]).stem: game for game in json.loads(done.stdout)["games"]}
    assert set(listed) == set(bad_files.GOOD) | set(expected)
    for stem, result in bad_files.GOOD.items():
        assert listed[stem]["error"] is None and listed[stem]["result"] == result, stem
    for stem, words in expected.items():
        assert words in listed[stem]["error"] and "result" not in listed[stem], stem
    text = run("library", "--folder", str(games), data=tmp_path / "data")
    assert text.returncode == 0
    count = len(bad_files.GOOD) + len(expected)
    assert f"{count} game(s), {len(expected)} cannot be read" in text.stdout.decode("utf-8")
    stats = run("stats", "--folder", str(games), "--json", data=tmp_path / "data")
    assert stats.returncode == 0 and json.loads(stats.stdout)["games"] == len(bad_files.GOOD)


@pytest.mark.parametrize("stem", sorted(bad_files.NODES))
def test_check_refuses_a_pipe_or_a_device_without_waiting(folder, tmp_path, stem):
    games, expected = folder
    path = games / f"{stem}.pulka"
    done = run("check", str(path), data=tmp_path / "data")  # raises TimeoutExpired if it waits
    assert done.returncode == 2 and done.stdout == b""
    assert done.stderr.decode("utf-8") == f"preferans-desk: {path}: cannot read the file: {expected[stem]}\n"


def test_every_command_ends_in_time_on_every_file(folder, tmp_path, capsys):
    """check, settle and export, on each file of the folder: status 0 or 2 and a message, within the time."""
    games, expected = folder
    for path in sorted(games.iterdir()):
        for command in (["check"], ["settle", "--json"], ["export", "-o", str(tmp_path / "out.pdf")]):
            started = time.perf_counter()
            status = main([command[0], str(path), *command[1:]])
            out, err = capsys.readouterr()
            assert time.perf_counter() - started < TIMEOUT, (path.name, command)
            if path.stem in expected and path.stem not in LOADS:
                assert status == 2 and out == "" and err.count("\n") == 1, (path.name, command, err)
                assert expected[path.stem] in err
            else:
                assert status == 0 and out, (path.name, command, err)


# ----- an index that cannot be used -----
def test_a_write_locked_index_gives_a_warning_and_the_listing(tmp_path):
    games = tmp_path / "games"
    games.mkdir()
    save(friday(), games / "friday.pulka")
    assert run("library", "--folder", str(games), data=tmp_path / "data").returncode == 0
    holder = sqlite3.connect(tmp_path / "data" / INDEX_FILE, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        done = run("library", "--folder", str(games), "--json", data=tmp_path / "data")
    finally:
        holder.rollback()
        holder.close()
    assert done.returncode == 0
    err = done.stderr.decode("utf-8")
    assert err.startswith("preferans-desk: warning: the library index ") and "in use by another program" in err
    assert "Traceback" not in err and err.count("\n") == 1
    assert json.loads(done.stdout)["games"][0]["result"] == ["4", "-151", "147"]


@pytest.mark.parametrize("damage", ["UPDATE games SET players = '{ not json'",
                                    "ALTER TABLE games DROP COLUMN currency"], ids=["row", "column"])
def test_a_damaged_index_is_rebuilt_without_a_word(tmp_path, damage):
    games = tmp_path / "games"
    games.mkdir()
    save(friday(), games / "friday.pulka")
    assert run("library", "--folder", str(games), data=tmp_path / "data").returncode == 0
    db = sqlite3.connect(tmp_path / "data" / INDEX_FILE)
    db.executescript(damage)
    db.close()
    for command in ("library", "stats"):
        done = run(command, "--folder", str(games), "--json", data=tmp_path / "data")
        assert done.returncode == 0 and done.stderr == b"", done.stderr.decode()
    assert json.loads(run("library", "--folder", str(games), "--json", data=tmp_path / "data").stdout)[
        "games"][0]["result"] == ["4", "-151", "147"]
