"""The smoke start of packaging/README.md, from the source tree: the window opens offscreen and quits by itself."""

from __future__ import annotations

import os
import subprocess
import sys

from preferans_desk.resources import SAMPLES

from .conftest import ROOT


def test_window_starts_offscreen_and_quits(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PREFERANS_DESK_QUIT_AFTER_MS="300", HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"))
    result = subprocess.run([sys.executable, "-m", "preferans_desk", str(SAMPLES / "sochi-4-players.pulka")],
                            cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
