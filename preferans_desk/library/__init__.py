"""The game library: an index of the game files, player aliases, and statistics across games.

Pure Python (no Qt, a test proves it): the window and the command line both build on it.
"""

from .index import Changes, GameEntry, Imported, Library, LibraryError, check_file_name
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

__all__ = [
    "Changes", "GameEntry", "Imported", "Library", "LibraryError", "check_file_name", "ENV_VAR",
    "default_data_dir", "Balances", "GameRef", "PlayerStats", "SeatRecord", "game_balance", "game_seats",
    "player_stats", "resolve", "running_balances",
]
