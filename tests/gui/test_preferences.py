"""The preferences' table: every key the window keeps, read back in its type whatever the store holds."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QSettings, QSize

from preferans_desk.gui.state import preferences

GUI = Path(preferences.__file__).parent


def store(tmp_path) -> QSettings:
    return QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)


def test_defaults_and_round_trips(qapp, tmp_path):
    q = store(tmp_path)
    for preference in preferences.ALL:
        assert preferences.read(q, preference) == preference.default
    preferences.write(q, preferences.RECENT_FILES, ["/a.pulka"])
    preferences.write(q, preferences.LAST_PLAYERS, ("Anna", "Boris", "Vera"))
    preferences.write(q, preferences.EXPORT_IMAGE_SIZE, QSize(800, 600))
    preferences.write(q, preferences.WINDOW_STATE, QByteArray(b"\x00\x01"))
    q.sync()
    again = store(tmp_path)  # read back from the file, as the next start does
    assert preferences.read(again, preferences.RECENT_FILES) == ["/a.pulka"], "a one-item list stays a list"
    assert preferences.read(again, preferences.LAST_PLAYERS) == ["Anna", "Boris", "Vera"]
    assert preferences.read(again, preferences.EXPORT_IMAGE_SIZE) == QSize(800, 600)
    assert preferences.read(again, preferences.WINDOW_STATE) == QByteArray(b"\x00\x01")


def test_what_a_hand_edited_file_holds_gives_the_default(qapp, tmp_path):
    (tmp_path / "s.ini").write_text("[General]\nlanguage=@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x5QSize\\0)\n"
                                    "export\\image_size=big\nwindow\\geometry=text\n", encoding="utf-8")
    q = store(tmp_path)
    assert preferences.read(q, preferences.EXPORT_IMAGE_SIZE) is None
    assert preferences.read(q, preferences.WINDOW_GEOMETRY) is None
    assert isinstance(preferences.read(q, preferences.LANGUAGE), str)


def test_no_key_is_used_outside_the_table():
    """Every QSettings key of the window is in the table: none is spelt out elsewhere."""
    keys = {preference.key for preference in preferences.ALL}
    assert len(keys) == len(preferences.ALL)
    for source in GUI.glob("*.py"):
        if source.name == "preferences.py":
            continue
        text = source.read_text(encoding="utf-8")
        assert not re.search(r"qsettings\.(value|setValue)\(", text), f"{source.name} reads QSettings itself"


@pytest.mark.slow  # a Python of its own
def test_an_empty_platform_variable_still_runs_offscreen(tmp_path):
    """QT_QPA_PLATFORM set but empty used to abort the run with a bare "Fatal Python error"."""
    import os
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "QT_QPA_PLATFORM": ""}
    # -n 0: the one test in pytest's own process, where the abort was (not in a worker of pytest-xdist)
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "0",
                          "tests/gui/test_preferences.py::test_defaults_and_round_trips"],
                         cwd=root, env=env, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stdout[-2000:] + run.stderr[-2000:]
