"""The scoring core: pure Python, no Qt. Everything the window and the printout show comes from here."""

from .deals import Adjust, AllPass, Contract, Deal, Misere
from .engine import DealRecord, Entry, Sheet, score
from .errors import DealError, DealWarning, GameFileError
from .game import Game, Rules
from .settings import PRESETS, Settings, SettingsError, preset
from .settlement import Settlement, settle, settle_game

__all__ = [
    "Adjust", "AllPass", "Contract", "Deal", "Misere", "DealRecord", "Entry", "Sheet", "score",
    "DealError", "DealWarning", "GameFileError", "Game", "Rules", "PRESETS", "Settings", "SettingsError",
    "preset", "Settlement", "settle", "settle_game",
]
