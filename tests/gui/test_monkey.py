"""A short seeded monkey run over the main window (a long one: python benchmarks/monkey.py)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from window_monkey import Monkey  # tests/gui is on the path (no package here)

from preferans_desk.gui.main_window import MainWindow


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_monkey_never_breaks_the_game(qtbot, tmp_path, monkeypatch, seed):
    window = MainWindow(qsettings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat),
                        data_dir=tmp_path / "data")
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    monkey = Monkey(window, tmp_path, seed)
    monkey.patch(monkeypatch)
    window.new_action.trigger()
    monkey.run(300)
    assert monkey.events == 300
    window.document.undo.setClean()
