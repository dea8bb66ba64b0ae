"""Where the library lives by default: the user's data folder, by the platform's conventions.

No Qt here: the command line finds the same folder as the window. ``PREFERANS_DESK_DATA`` overrides it
(tests, portable installs).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ENV_VAR = "PREFERANS_DESK_DATA"


def default_data_dir() -> Path:
    """$PREFERANS_DESK_DATA; else %APPDATA%\\Preferans Desk on Windows, ~/Library/Application Support/
    Preferans Desk on macOS, $XDG_DATA_HOME/preferans-desk (~/.local/share/preferans-desk) elsewhere."""
    override = os.environ.get(ENV_VAR)
    if override:
        return Path(override).expanduser()
    home = Path.home()
    if sys.platform == "win32":
        base = os.environ.get("APPDATA")
        return (Path(base) if base else home / "AppData" / "Roaming") / "Preferans Desk"
    if sys.platform == "darwin":
        return home / "Library" / "Application Support" / "Preferans Desk"
    base = os.environ.get("XDG_DATA_HOME")
    # The XDG spec says a relative $XDG_DATA_HOME is invalid and must be ignored.
    return (Path(base) if base and Path(base).is_absolute() else home / ".local" / "share") / "preferans-desk"
