"""Hostile game files on the command line: totals past the bound, lone surrogates and over-long text end every
command quickly with status 2 and one message, and the library lists them as broken beside the good games."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from preferans_desk.cli import main
from preferans_desk.core.gamefile import save
from preferans_desk.library import ENV_VAR
from tests.core import hostile
from tests.library.known_games import friday, sunday

SCRIPT = Path(sys.executable).with_name("preferans-desk")
TIMEOUT = 10  # seconds: "nothing hangs"

HOSTILE = {
    "doubling": (hostile.doubling, "a total on the sheet would go beyond ±10^12"),
    "halving": (hostile.halving, "a total on the sheet would need fractions finer than 1/10^12"),
    "fractions": (hostile.fine_adjustments, "a total on the sheet would need fractions finer than 1/10^12"),
    **{f"surrogate-{place}": ((lambda place=place: hostile.surrogate(place)),
                              f"{key} is not valid Unicode text: it holds a lone surrogate, \\ud83d")
       for place, key, _deal in hostile.SURROGATE_PLACES},
    "long-note": ((lambda: hostile.example() | {"deals": [{"kind": "adjust", "note": "x" * 10_001}]}),
                  "deal 1: note is longer than 10000 characters"),
    "long-title": ((lambda: hostile.example() | {"title": "x" * 1_001}), "title is longer than 1000 characters"),
}


def run(*args: str, data: Path | None = None) -> subprocess.CompletedProcess:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    if data is not None:
        env[ENV_VAR] = str(data)
    return subprocess.run([str(SCRIPT), *args], capture_output=True, timeout=TIMEOUT, env=env)


@pytest.mark.parametrize("name", ["doubling", "surrogate-title"])
@pytest.mark.parametrize("command", [["check"], ["settle"], ["settle", "--json"], ["export", "pdf"],
                                     ["export", "png"]], ids=["check", "settle", "json", "pdf", "png"])
def test_every_command_refuses_quickly_with_one_message(tmp_path, name, command):
    make, words = HOSTILE[name]
    path = hostile.write(tmp_path / f"{name}.pulka", make())
    args = [command[0], str(path)]
    if command[0] == "export":
        out = tmp_path / f"out.{command[1]}"
        args += ["-o", str(out)]
    else:
        args += command[1:]
    done = run(*args)  # raises TimeoutExpired if it hangs
    err = done.stderr.decode("utf-8")
    assert done.returncode == 2, err
    assert done.stdout == b"" and err.count("\n") == 1
    assert err.startswith(f"preferans-desk: {path}: ") and words in err
    if command[0] == "export":
        assert not out.exists()


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_check_refuses_every_hostile_file(tmp_path, capsys, name):
    make, words = HOSTILE[name]
    path = hostile.write(tmp_path / "game.pulka", make())
    assert main(["check", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and words in err and err.count("\n") == 1
    err.encode("utf-8")


def test_the_library_lists_hostile_files_as_broken_and_the_good_ones_in_full(tmp_path):
    games = tmp_path / "games"
    games.mkdir()
    save(friday(), games / "friday.pulka")
    save(sunday(), games / "sunday.pulka")
    for name, (make, _words) in HOSTILE.items():
        hostile.write(games / f"{name}.pulka", make())
    done = run("library", "--folder", str(games), "--json", data=tmp_path / "data")
    assert done.returncode == 0, done.stderr.decode()
    listed = {Path(game["path"]).stem: game for game in json.loads(done.stdout)["games"]}
    assert set(listed) == {"friday", "sunday", *HOSTILE}
    assert listed["friday"]["error"] is None and listed["friday"]["result"] == ["4", "-151", "147"]
    assert listed["sunday"]["error"] is None
    for name, (_make, words) in HOSTILE.items():
        assert words in listed[name]["error"], name
        assert "result" not in listed[name]
    text = run("library", "--folder", str(games), data=tmp_path / "data")
    assert text.returncode == 0
    assert f"{len(HOSTILE) + 2} game(s), {len(HOSTILE)} cannot be read" in text.stdout.decode("utf-8")
