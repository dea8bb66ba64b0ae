"""The window with what RULES-v2-settings.md added: a tournament Leningrad game, truncating rounding, and the
new deal kinds opened, settled, shown on the sheet and in the panel without a crash (issue 12)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from preferans_desk.core import Game, Rules
from preferans_desk.core.settings import all_presets
from preferans_desk.gui.panels.settlement_panel import ROUNDINGS
from preferans_desk.gui.sheet.sheet_widget import sheet_info
from preferans_desk.render.samples import random_deal


def fspr_game(deals: int = 30) -> Game:
    settings = replace(all_presets()["leningrad_fspr"], rounding="truncate")
    game = Game(["Anna", "Boris", "Vera", "Gleb"], Rules("leningrad_fspr", 20, settings, 1, "RUB"))
    rng = random.Random(3)
    while len(game.deals) < deals:
        game.append(random_deal(game.sheet, rng))
    return game


@pytest.fixture
def window(plain_window):
    return plain_window


def test_a_tournament_game_with_truncating_rounding_opens_and_settles(window, tmp_path):
    from preferans_desk.core.gamefile import save

    path = tmp_path / "fspr.pulka"
    save(fspr_game(), path)
    assert window.open_file(path)
    window.show()
    window.settle_now()
    panel = window.settlement
    assert "truncate" in ROUNDINGS and panel.rounding.currentData() == "truncate"
    assert sheet_info(window.document.game, window.document.game.sheet).convention == "Tournament Leningrad"
    assert window.document.moment.settlement.rounding == "truncate"
    window.document.undo.setClean()
