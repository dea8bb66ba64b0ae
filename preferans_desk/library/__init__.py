"""The game library: an index of the game files, player aliases, and statistics across games.

Pure Python (no Qt, a test proves it): the window and the command line both build on it.

The names are loaded when first used (PEP 562): the window needs only ``default_data_dir`` to start,
and the index (sqlite3) and the statistics would cost its start-up for nothing.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .game_entry import GameEntry
    from .index import Changes, Imported, Library, check_file_name
    from .library_errors import LibraryError
    from .paths import ENV_VAR, default_data_dir
    from .stats import (
        Balances,
        GameRef,
        PlayerStats,
        SeatRecord,
        game_balance,
        game_seats,
        player_stats,
        resolve,
        running_balances,
    )

_MODULES = {
    "game_entry": ("GameEntry",),
    "library_errors": ("LibraryError",),
    "index": ("Changes", "Imported", "Library", "check_file_name"),
    "paths": ("ENV_VAR", "default_data_dir"),
    "stats": ("Balances", "GameRef", "PlayerStats", "SeatRecord", "game_balance", "game_seats", "player_stats",
              "resolve", "running_balances"),
}
_HOME = {name: module for module, names in _MODULES.items() for name in names}

__all__ = [  # the names of _MODULES (tests/library/test_purity.py keeps them equal)
    "Changes", "GameEntry", "Imported", "Library", "LibraryError", "check_file_name", "ENV_VAR",
    "default_data_dir", "Balances", "GameRef", "PlayerStats", "SeatRecord", "game_balance", "game_seats",
    "player_stats", "resolve", "running_balances",
]


def __getattr__(name: str) -> Any:
    module = _HOME.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f".{module}", __name__), name)
    globals()[name] = value  # once loaded, an ordinary attribute
    return value
