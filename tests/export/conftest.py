"""Games for the export tests: the file format's example (unfinished), Cyrillic names, long games."""

from __future__ import annotations

from pathlib import Path

import pytest

from preferans_desk.core import Game, gamefile
from preferans_desk.render.samples import sample_game

DATA = Path(__file__).parent.parent / "data"
EXAMPLE = DATA / "example.pulka"
CYRILLIC = ["Анна", "Борис", "Вера", "Григорий"]


def renamed(game: Game, names: list[str]) -> Game:
    """The same deals under other names."""
    return Game(names[: len(game.players)], game.rules, list(game.deals), title=game.title, created=game.created)


@pytest.fixture(scope="session")
def example() -> Game:
    return gamefile.load(EXAMPLE).game


@pytest.fixture(scope="session")
def long_game() -> Game:
    return sample_game(3, 300, "sochi", seed=7, whist_price=10)


@pytest.fixture(scope="session")
def long_four() -> Game:
    return renamed(sample_game(4, 300, "leningrad", seed=5, whist_price=1), CYRILLIC)
