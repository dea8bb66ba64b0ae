"""Fixtures of the library's commands (`library`, `stats`, `club`): a data folder of the tests' own, and a
folder of the two games worked out by hand (tests/library/known_games.py) and a file that does not load."""

from __future__ import annotations

import pytest

from preferans_desk.core.gamefile import save
from preferans_desk.library import ENV_VAR
from tests.library.known_games import friday, sunday


@pytest.fixture
def data(tmp_path, monkeypatch):
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "data"))
    return tmp_path / "data"


@pytest.fixture
def folder(tmp_path):
    games = tmp_path / "games"
    games.mkdir()
    save(friday(), games / "friday.pulka")
    save(sunday(), games / "sunday.pulka")
    (games / "broken.pulka").write_text("nope", encoding="utf-8")
    return games
