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
