"""Fuzz (issue 33): mutated event files opened in the director's window (offscreen): each opens, or is refused
with one message in a box (patched, so that no dialog waits), never a traceback nor an empty window; nothing
outside the night's folder is written."""

from __future__ import annotations

import random
import time

import pytest
from PySide6.QtWidgets import QMessageBox

from preferans_desk.gui.night_views import director_window
from preferans_desk.gui.night_views.director_window import DirectorWindow
from preferans_desk.night import night_file
from preferans_desk.night.night_errors import EventFileError
from tests.night.mutants import make_nights, mutant, outside

SEED = 34
MUTANTS = 200


@pytest.mark.slow
def test_mutated_event_files_in_the_directors_window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(director_window, "PORT", 0)  # should anything listen, never on the 8643 of another run
    said: list[str] = []

    def box(*args, **kwargs):
        said.append(str(args[2] if len(args) > 2 else kwargs.get("text", "")))
        return QMessageBox.StandardButton.Ok

    for name in ("critical", "warning", "information", "question"):
        monkeypatch.setattr(QMessageBox, name, staticmethod(box))
    root = tmp_path / "fuzz"
    root.mkdir()
    valid = make_nights(root)
    before = outside(root)
    rng = random.Random(SEED)
    started = time.monotonic()
    opened = 0
    for number in range(MUTANTS):
        path = valid[0].path.parent / f"window-{number}.prefevent"
        path.write_bytes(mutant(rng, valid[number % len(valid)]))
        try:
            night_file.load(path)
            loads = True
        except EventFileError:
            loads = False
        said.clear()
        window = DirectorWindow.open(None, path)
        if window is None:
            assert not loads, number
            assert len(said) == 1 and said[0].strip(), number  # one message, and it says something
        else:
            opened += 1
            assert loads, number
            qtbot.addWidget(window)
            window.close()
    assert 5 < opened < MUTANTS
    assert outside(root) == before
    assert time.monotonic() - started < 60
