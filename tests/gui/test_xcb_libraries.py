"""The window on an X11 desktop without Qt's xcb libraries: the packages to install are named, not Qt's abort
naming xcb-cursor0 (issue 21)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import preferans_desk
from preferans_desk import cli
from preferans_desk.gui import xcb_libraries
from preferans_desk.gui.xcb_libraries import LIBRARIES, check, missing_packages, xcb_will_be_used

REPO = Path(preferans_desk.__file__).resolve().parent.parent
X11 = {"DISPLAY": ":0"}


def without(*sonames: str):
    """A loader that finds every library but ``sonames``, and keeps what it was asked."""
    def loader(soname: str) -> bool:
        loader.asked.append(soname)
        return soname not in sonames

    loader.asked = []
    return loader


def test_the_missing_libraries_name_their_packages():
    message = check([], X11, without("libxcb-icccm.so.4", "libxcb-keysyms.so.1"), "linux")
    assert message is not None
    assert "sudo apt-get install libxcb-icccm4 libxcb-keysyms1\n" in message
    assert "cursor" not in message


def test_a_package_of_two_missing_libraries_is_named_once():
    assert missing_packages(without("libglib-2.0.so.0", "libgthread-2.0.so.0", "libGL.so.1")) == [
        "libgl1", "libglib2.0-0"]


def test_nothing_is_said_when_every_library_is_there():
    loader = without()
    assert check([], X11, loader, "linux") is None
    assert sorted(loader.asked) == sorted(LIBRARIES)


@pytest.mark.parametrize(("environ", "qt_args", "platform", "xcb"), [
    ({"DISPLAY": ":0"}, [], "linux", True),
    ({"DISPLAY": ":0", "QT_QPA_PLATFORM": ""}, [], "linux", True),
    ({}, [], "linux", False),  # no display: Qt says so itself
    ({"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"}, [], "linux", False),
    ({"DISPLAY": ":0", "XDG_SESSION_TYPE": "wayland"}, [], "linux", False),
    ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "offscreen"}, [], "linux", False),
    ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "wayland;xcb"}, [], "linux", False),
    ({"QT_QPA_PLATFORM": "xcb"}, [], "linux", True),
    ({"WAYLAND_DISPLAY": "wayland-0", "QT_QPA_PLATFORM": "xcb;wayland"}, [], "linux", True),
    ({"QT_QPA_PLATFORM": "xcb:nomitshm"}, [], "linux", True),
    ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "xcb"}, ["-platform", "offscreen"], "linux", False),
    ({"QT_QPA_PLATFORM": "offscreen"}, ["--platform", "xcb"], "linux", True),
    ({"DISPLAY": ":0"}, [], "win32", False),
    ({"DISPLAY": ":0"}, [], "darwin", False),
])
def test_the_check_runs_only_where_qt_starts_on_xcb(environ, qt_args, platform, xcb):
    assert xcb_will_be_used(environ, qt_args, platform) is xcb
    loader = without("libxcb-icccm.so.4")
    assert (check(qt_args, environ, loader, platform) is not None) is xcb
    assert bool(loader.asked) is xcb


@pytest.fixture
def x11_desktop(monkeypatch):
    """The environment of an X11 desktop on Linux, whatever the test machine's."""
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setenv("DISPLAY", ":0")
    for name in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY", "XDG_SESSION_TYPE"):
        monkeypatch.delenv(name, raising=False)


def test_the_window_is_not_started_without_them(x11_desktop, monkeypatch, capsys):
    monkeypatch.setattr(xcb_libraries, "loadable", without("libxcb-icccm.so.4", "libxcb-keysyms.so.1"))

    def run(file, qt_args):
        raise AssertionError("the window started: Qt would abort")

    monkeypatch.setattr("preferans_desk.gui.app.run", run)
    assert cli.main([]) == xcb_libraries.STATUS == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert "sudo apt-get install libxcb-icccm4 libxcb-keysyms1\n" in err


def test_the_window_starts_when_they_are_there(x11_desktop, monkeypatch):
    monkeypatch.setattr(xcb_libraries, "loadable", without())
    started = []
    monkeypatch.setattr("preferans_desk.gui.app.run", lambda file, qt_args: started.append((file, qt_args)) or 0)
    assert cli.main(["game.pulka", "-style", "fusion"]) == 0
    assert started == [("game.pulka", ["-style", "fusion"])]


@pytest.mark.parametrize(("args", "file", "qt_args"), [
    (["-platform", "offscreen"], None, ["-platform", "offscreen"]),
    (["-style", "fusion", "game.pulka"], "game.pulka", ["-style", "fusion"]),
    (["--style=fusion", "game.pulka", "-reverse"], "game.pulka", ["--style=fusion", "-reverse"]),
    (["-platform"], None, ["-platform"]),
])
def test_qts_own_options_and_their_values_go_to_qt(x11_desktop, monkeypatch, args, file, qt_args):
    """A Qt option's value is never taken for the game file."""
    monkeypatch.setattr(xcb_libraries, "loadable", without())
    started = []
    monkeypatch.setattr("preferans_desk.gui.app.run", lambda file, qt_args: started.append((file, qt_args)) or 0)
    assert cli.main(args) == 0
    assert started == [(file, qt_args)]


def test_the_real_start_names_what_this_machine_lacks(tmp_path):
    """The real command on a display, when this machine lacks some of the libraries (as the CI's did)."""
    missing = missing_packages()
    if not missing:
        pytest.skip("every library of Qt's xcb platform is installed here: the faked loader tests cover the message")
    env = {key: value for key, value in os.environ.items()
           if key not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY", "XDG_SESSION_TYPE")}
    env.update(DISPLAY=":99", HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-m", "preferans_desk"], env=env, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 1, done.stderr
    assert f"sudo apt-get install {' '.join(missing)}\n" in done.stderr
    assert "qt.qpa" not in done.stderr


def test_the_check_loads_no_qt():
    code = ("import sys; from preferans_desk.gui import xcb_libraries as x; "
            "x.check([], {'DISPLAY': ':0'}, platform='linux'); x.loadable('libnot-a-library.so.9'); "
            "assert not [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))], sorted(sys.modules)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr


def test_the_readme_names_every_package():
    named = set(re.findall(r"[\w.+-]+", (REPO / "README.md").read_text(encoding="utf-8")))
    assert [package for package in LIBRARIES.values() if package not in named] == []


def test_every_library_the_plugin_links_is_checked():
    """Against the installed PySide6: what its xcb plugin links, less what PySide6 ships and the C runtime."""
    import PySide6

    readelf = shutil.which("readelf")
    qt = Path(PySide6.__file__).parent / "Qt"
    plugin, qpa = qt / "plugins" / "platforms" / "libqxcb.so", qt / "lib" / "libQt6XcbQpa.so.6"
    if readelf is None or not plugin.exists() or not qpa.exists():
        pytest.skip("needs readelf (binutils) and PySide6's xcb plugin (Linux)")
    shipped = {path.name for path in (qt / "lib").iterdir()}
    runtime = ("libc.so", "libm.so", "libstdc++.so", "libgcc_s.so", "libpthread.so", "libdl.so", "librt.so")
    linked = set()
    for library in (plugin, qpa):
        dynamic = subprocess.run([readelf, "-d", str(library)], capture_output=True, text=True, check=True).stdout
        linked |= {line.split("[", 1)[1].rstrip("]") for line in dynamic.splitlines() if "(NEEDED)" in line}
    needed = {name for name in linked if name not in shipped and not name.startswith(runtime)}
    assert sorted(needed - set(LIBRARIES)) == []
