"""Before the window starts on an X11 desktop: are the system libraries that Qt's xcb platform plugin loads
installed? When one is missing Qt only aborts, and its message names xcb-cursor0 whatever the missing ones are
(issue 21); this check names the Debian/Ubuntu packages to install instead.

Pure Python, no Qt: it runs before PySide6 is imported, and costs a few milliseconds (each library is
opened as Qt's plugin would open it, by the dynamic loader; what it loads Qt would load next anyway)."""

from __future__ import annotations

import importlib.util
import os
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

# Every library that Qt's xcb platform plugin (plugins/platforms/libqxcb.so) and its libQt6XcbQpa.so.6 link,
# less those PySide6 ships, with the Debian/Ubuntu package that installs it (README.md names them all).
LIBRARIES: dict[str, str] = {
    "libGL.so.1": "libgl1",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxcb.so.1": "libxcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
}
# The window's exit status when they are missing (a bad game file is 2).
STATUS = 1

Loader = Callable[[str], bool]


def xcb_will_be_used(environ: Mapping[str, str], qt_args: Sequence[str], platform: str | None = None) -> bool:
    """Whether Qt will start on its xcb platform: on Linux, when it is asked for by name (``-platform`` or
    QT_QPA_PLATFORM, the first of a list), or, when none is named, on an X display outside a Wayland session
    (there Qt prefers its Wayland platform, whose libraries are others)."""
    if not (platform or sys.platform).startswith("linux"):
        return False
    asked = _asked_platform(environ, qt_args)
    if asked:
        return asked.split(";")[0].split(":")[0].strip() == "xcb"
    wayland = bool(environ.get("WAYLAND_DISPLAY")) or environ.get("XDG_SESSION_TYPE") == "wayland"
    return bool(environ.get("DISPLAY")) and not wayland


def _asked_platform(environ: Mapping[str, str], qt_args: Sequence[str]) -> str:
    """The platform named on Qt's command line (which wins) or in QT_QPA_PLATFORM; '' when none is."""
    for i, arg in enumerate(qt_args):
        if arg in ("-platform", "--platform") and i + 1 < len(qt_args):
            return qt_args[i + 1]
    return environ.get("QT_QPA_PLATFORM", "")


def loadable(soname: str) -> bool:
    """Whether the dynamic loader finds ``soname`` as the plugin would: on the system's path, or in PySide6's
    own Qt/lib (the plugin's RUNPATH, where a bundle may put it)."""
    import ctypes  # here: its 3 ms are paid only where xcb is used (Qt itself never imports it)

    for name in (soname, *_qt_lib_copies(soname)):
        try:
            ctypes.CDLL(name)
            return True
        except OSError:
            continue
    return False


def _qt_lib_copies(soname: str) -> list[str]:
    spec = importlib.util.find_spec("PySide6")  # finds the package without importing Qt
    folders = spec.submodule_search_locations if spec and spec.submodule_search_locations else []
    return [str(path) for folder in folders if (path := Path(folder) / "Qt" / "lib" / soname).exists()]


def missing_packages(loader: Loader | None = None) -> list[str]:
    """The packages whose libraries the loader (``loadable`` by default) cannot open, each once, in the table's
    order."""
    loader = loader or loadable
    packages: list[str] = []
    for soname, package in LIBRARIES.items():
        if package not in packages and not loader(soname):
            packages.append(package)
    return packages


def message(packages: Sequence[str]) -> str:
    return (
        "Preferans Desk cannot open its window: Qt's X11 platform (xcb) needs system libraries that are not "
        "installed.\n"
        "On Debian or Ubuntu, install them with:\n"
        f"    sudo apt-get install {' '.join(packages)}\n"
        "(or start the window on another Qt platform, e.g. QT_QPA_PLATFORM=wayland)"
    )


def check(qt_args: Sequence[str], environ: Mapping[str, str] | None = None, loader: Loader | None = None,
          platform: str | None = None) -> str | None:
    """The message naming the packages to install when Qt would start on xcb without them; else None."""
    environ = os.environ if environ is None else environ
    if not xcb_will_be_used(environ, qt_args, platform):
        return None
    packages = missing_packages(loader)
    return message(packages) if packages else None
