"""A copy of a sheet (Sheet.copy) stays as the sheet stood: the game going on (deals appended, taken back) changes
nothing in it, nor does the copy's own going on change the game; it is what the share worker draws in its thread."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings

from preferans_desk.core.engine import score

from .strategies import game_specs, sheet_state


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game_specs(max_deals=24, min_deals=2))
def test_a_copy_keeps_the_sheet_as_it_stood(spec):
    half = len(spec.deals) // 2
    game = spec.game()
    for _ in range(len(spec.deals) - half):
        game.pop_deal()
    copied = game.sheet.copy()
    as_it_stood = sheet_state(score(spec.players, game.rules.settings, spec.pool_target, spec.deals[:half],
                                    spec.first_dealer))
    assert sheet_state(copied) == as_it_stood
    for deal in spec.deals[half:]:
        game.append(deal)
    game.pop_deal()
    assert sheet_state(copied) == as_it_stood, "the game went on; its copy did not"
    whole = sheet_state(game.sheet)
    if copied.records:
        copied.pop()
    assert sheet_state(game.sheet) == whole, "the copy taken back a deal; the game did not"
