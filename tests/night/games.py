"""Games with the results a test wants: one adjustment of whists gives each seat its result exactly."""

from __future__ import annotations

from pathlib import Path

from preferans_desk.core import Adjust, Game, Rules
from preferans_desk.core.gamefile import save


def game_with(players: list[str], results: list[int], pool: int = 20) -> Game:
    """A game of ``players`` whose exact settlement is ``results`` (which add up to zero)."""
    assert sum(results) == 0
    whists = tuple((0, seat, -r) if r < 0 else (seat, 0, r) for seat, r in enumerate(results) if seat and r)
    game = Game(list(players), Rules.from_preset("sochi", pool))
    game.append(Adjust(whists=whists))
    return game


def write_game(path: Path, players: list[str], results: list[int]) -> Path:
    save(game_with(players, results), path)
    return path
