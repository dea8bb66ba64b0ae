"""Taking back the last deal (Sheet.pop) leaves exactly the sheet that never had it, without a replay."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings

from preferans_desk.core.engine import score

from .strategies import game_specs, sheet_state


@pytest.mark.slow
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game_specs(max_deals=30, min_deals=1))
def test_popping_deals_one_by_one_retraces_the_game(spec):
    game = spec.game()
    sheet = game.sheet
    for count in range(len(spec.deals) - 1, -1, -1):
        game.pop_deal()
        replayed = score(spec.players, game.rules.settings, spec.pool_target, spec.deals[:count], spec.first_dealer)
        assert sheet_state(sheet) == sheet_state(replayed)
        assert game.deals == [record.deal for record in replayed.records]
    assert sheet.records == [] and sheet.next_dealer == spec.first_dealer and sheet.streak == 0


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game_specs(max_deals=20, min_deals=2))
def test_pop_then_commit_the_same_record_again_is_the_game_itself(spec):
    """Undo then redo of an append: the record the dialog scored is written again as it was."""
    game = spec.game()
    before = sheet_state(game.sheet)
    record = game.sheet.records[-1]
    game.pop_deal()
    game.append_record(record)
    assert sheet_state(game.sheet) == before


def test_pop_does_not_replay(monkeypatch):
    from preferans_desk.core import engine
    from preferans_desk.render.samples import sample_game

    game = sample_game(3, 200, seed=5)
    monkeypatch.setattr(engine.Sheet, "_score", lambda *a: (_ for _ in ()).throw(AssertionError("scored")))
    for _ in range(50):
        game.pop_deal()
    assert len(game.deals) == 150
