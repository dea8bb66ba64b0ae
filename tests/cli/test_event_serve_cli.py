"""``event serve``'s stop, in this process: a Ctrl+C (SIGINT) while the night is being opened is a clean stop as
one while it receives is (the night let go, ``stopped`` said, status 0), not a traceback."""

from __future__ import annotations

import argparse
import os
import signal

from preferans_desk import night_cli
from preferans_desk.cli import main
from preferans_desk.night.night_service import NightService


def test_a_ctrl_c_while_the_night_opens_stops_it_cleanly(tmp_path, monkeypatch, capsys):
    opened = NightService.start

    def start_interrupted(service):
        address = opened(service)
        os.kill(os.getpid(), signal.SIGINT)  # the director presses Ctrl+C as the lines come out
        return address

    monkeypatch.setattr(NightService, "start", start_interrupted)
    path = tmp_path / "Friday.prefevent"
    assert main(["event", "new", str(path), "--players", "Anna", "Boris", "Vera", "--rounds", "1",
                           "--seed", "1"]) == 0
    before = signal.getsignal(signal.SIGINT)
    options = argparse.Namespace(event=str(path), bind="127.0.0.1", port=0)
    assert night_cli._serve(options) == 0
    said = capsys.readouterr().out.splitlines()
    assert said[-1] == "stopped: every copy received is in the event's games"
    assert signal.getsignal(signal.SIGINT) is before, "the handlers given back"
    capsys.readouterr()
    main(["event", "join", str(path), "Gleb"])
    assert "being written" not in capsys.readouterr().err, "the night was let go: its lock is free"


def test_a_game_replaced_from_the_command_line_moves_the_tables_revision_on(tmp_path, capsys):
    """A table on the network (its round opened: it has a code) whose game the director replaces with ``event add
    --replace`` would otherwise have that game overwritten unseen by its next copy: the revision moves on, so the
    table's link hears of it and compares (docs/club-night-network.md)."""
    from preferans_desk.night import night_file
    from tests.night.games import write_game

    path = tmp_path / "night.prefevent"
    assert main(["event", "new", str(path), "--players", "Anna", "Boris", "Vera", "Gleb", "Dasha", "Egor",
                 "--rounds", "1", "--seed", "s"]) == 0
    event = night_file.load(path)
    event.rounds[0].tables[0].code, event.rounds[0].tables[0].revision = "ABCD2345", 7  # opened, 7 copies kept
    night_file.save(event, path)
    first, second = (t.players for t in event.rounds[0].tables)
    played = write_game(tmp_path / "r1t1.pulka", first, [30, 0, -30])
    assert main(["event", "add", str(path), str(played), "--round", "1", "--table", "1", "--replace"]) == 0
    assert main(["event", "add", str(path), str(write_game(tmp_path / "r1t2.pulka", second, [30, 0, -30])),
                 "--round", "1", "--table", "2"]) == 0
    kept = night_file.load(path)
    assert [t.revision for t in kept.rounds[0].tables] == [8, 0], "a table off the network keeps none"
    capsys.readouterr()
