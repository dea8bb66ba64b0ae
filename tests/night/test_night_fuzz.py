"""Fuzz (issue 33): a few hundred mutated event files, seeded, through ``event show|standings|add`` in process and
a few through real processes, and a few dozen through ``event export|cards``: no traceback, no hang, nothing
nonsensical accepted (what loads is written back the same, and every table's game stays inside the night), and
nothing outside the night's folder written."""

from __future__ import annotations

import random
import subprocess
import sys
import time
from pathlib import Path

import pytest

from preferans_desk.cli import main
from preferans_desk.night import night_file
from preferans_desk.night.night_errors import EventFileError
from preferans_desk.night.table_results import game_path, night_name
from tests.night.games import write_game
from tests.night.mutants import NINE, make_nights, mutant, outside

SEED = 33
MUTANTS = 300


@pytest.fixture
def nights(tmp_path):
    root = tmp_path / "fuzz"
    root.mkdir()
    return root, make_nights(root)


def sensible(path: Path) -> None:
    """An event file the loader accepts is one it writes back the same, whose games are all inside the night."""
    event = night_file.load(path)
    assert night_file.loads(night_file.dumps(event)) == event
    for round_ in event.rounds:
        for table in round_.tables:
            if table.game is not None:
                assert night_name(table.game)
    assert event.created is None or 1970 <= int(event.created[:4]) <= 2999


def run(capsys, *args: str) -> int:
    status = main(["event", *args])
    capsys.readouterr()
    return status


def test_mutated_event_files_through_the_command_line(nights, capsys):
    root, valid = nights
    rng = random.Random(SEED)
    folder = valid[0].path.parent
    game = write_game(folder / "a table's game.pulka", NINE[:3], [10, -4, -6])
    before = outside(root)
    started = time.monotonic()
    accepted = 0
    for number in range(MUTANTS):
        night = valid[number % len(valid)]
        path = folder / f"mutant-{number}.prefevent"
        path.write_bytes(mutant(rng, night))
        try:
            night_file.load(path)
        except EventFileError:
            loads = False
        else:
            loads = True
            accepted += 1
            sensible(path)
        for args in (["show", str(path)], ["show", str(path), "--json"], ["standings", str(path)],
                     ["add", str(path), str(game), "--round", "1", "--table", str(1 + number % 3)]):
            status = run(capsys, *args)  # a traceback fails the test here
            assert status in (0, 2) if args[0] != "add" else status in (0, 1, 2), (number, args)
            if args[0] == "show":
                assert (status == 0) == loads, (number, args)
        if loads:
            sensible(path)  # what add wrote, if anything, still is
    assert outside(root) == before
    assert 10 < accepted < MUTANTS  # the mutants are not all refused (the fuzz reaches past the first checks)
    assert time.monotonic() - started < 60


@pytest.mark.slow
def test_mutated_event_files_through_the_printouts(nights, capsys, tmp_path):
    root, valid = nights
    rng = random.Random(SEED + 1)
    folder = valid[0].path.parent
    before = outside(root)
    for number in range(30):
        path = folder / f"printed-{number}.prefevent"
        path.write_bytes(mutant(rng, valid[number % len(valid)]))
        out = tmp_path / f"out-{number}.pdf"
        assert run(capsys, "export", str(path), "-o", str(out)) in (0, 2)
        assert run(capsys, "cards", str(path), "--round", "1", "-o", str(out)) in (0, 2)
    assert outside(root) == before


def test_a_few_mutants_through_real_processes(nights):
    root, valid = nights
    rng = random.Random(SEED + 2)
    folder = valid[0].path.parent
    before = outside(root)
    for number in range(4):
        path = folder / f"process-{number}.prefevent"
        path.write_bytes(mutant(rng, valid[number % len(valid)]))
        for command in ("show", "standings"):
            done = subprocess.run([sys.executable, "-m", "preferans_desk", "event", command, str(path)],
                                  capture_output=True, text=True, timeout=60)
            assert done.returncode in (0, 2), done.stderr
            assert "Traceback" not in done.stderr
            assert done.returncode == 0 or done.stderr.count("\n") == 1
    assert outside(root) == before


def test_the_links_leading_out_are_refused_not_followed(nights):
    _, valid = nights
    folder = valid[0].path.parent
    for name in ("outside-link.pulka", "games-link/round-1-table-1.pulka"):
        with pytest.raises(Exception, match="leads out of the night's folder"):
            game_path(folder / "night-1.prefevent", name)
