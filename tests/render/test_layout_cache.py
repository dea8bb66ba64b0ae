"""The layout keeps each field's words and ink between calls: whatever was laid out before, a
layout is the one computed afresh."""

import pytest

from preferans_desk.core import settle_game
from preferans_desk.render import geometry
from preferans_desk.render.geometry import clear_caches, layout_sheet
from preferans_desk.render.primitives import SheetInfo
from preferans_desk.render.samples import sample_game


def afresh(sheet, *size, **kwargs):
    clear_caches()
    return layout_sheet(sheet, *size, **kwargs)


@pytest.mark.parametrize(("n", "size"), [(3, (1366, 768)), (3, (600, 800)), (4, (1000, 1000))])
def test_appending_deals_lays_out_as_afresh(n, size):
    full = sample_game(n, 260, "sochi", seed=5)
    game = sample_game(n, 200, "sochi", seed=5)
    clear_caches()
    layout_sheet(game.sheet, *size)
    for deal in full.deals[200:]:
        game.append(deal)
        kept = layout_sheet(game.sheet, *size)
        assert kept == afresh(game.sheet, *size)
        layout_sheet(game.sheet, *size)  # the caches again hold what a window would have shown


def test_a_short_game_growing_lays_out_as_afresh():
    """Fields pass the lengths where values get struck out and the pool closes."""
    full = sample_game(3, 40, "leningrad", seed=9)
    game = sample_game(3, 0, "leningrad", seed=9)
    clear_caches()
    for deal in full.deals:
        game.append(deal)
        kept = layout_sheet(game.sheet, 600, 800, info=SheetInfo("Leningrad", "", "all-pass at 1", "", "Anna deals"))
        assert kept == afresh(game.sheet, 600, 800, info=SheetInfo("Leningrad", "", "all-pass at 1", "", "Anna deals"))
        layout_sheet(game.sheet, 600, 800, info=SheetInfo("Leningrad", "", "all-pass at 1", "", "Anna deals"))


def test_undo_review_highlight_settlement_and_resize_lay_out_as_afresh():
    game = sample_game(3, 120, "sochi", seed=4)
    settlement = settle_game(game)
    clear_caches()
    steps = [
        (game.sheet, (1366, 768), {}),
        (game.sheet, (1366, 768), {"highlight_deal": 40}),
        (game.sheet, (1366, 768), {"highlight_deal": 119}),
        (game.sheet, (1366, 768), {"settlement": settlement}),
        (game.sheet_after(119), (1366, 768), {}),  # undo: the same entries, new objects
        (game.sheet_after(100), (1366, 768), {}),  # review
        (game.sheet_after(101), (1366, 768), {"highlight_deal": 3}),
        (game.sheet, (1000, 700), {}),  # resized
        (game.sheet, (1000, 700), {"bottom_seat": 2}),
        (game.sheet, (1366, 768), {}),
        (sample_game(4, 120, "rostov", seed=4).sheet, (1366, 768), {}),  # another game in the same field ids
        (game.sheet, (1366, 768), {"settlement": settlement, "highlight_deal": 7}),
    ]
    for sheet, size, kwargs in steps:
        kept = layout_sheet(sheet, *size, **kwargs)
        assert kept == afresh(sheet, *size, **kwargs)
        layout_sheet(sheet, *size, **kwargs)
        for again in steps[:3]:  # and back to some earlier sheet, kept from before
            layout_sheet(again[0], *again[1], **again[2])
        assert layout_sheet(sheet, *size, **kwargs) == kept


def test_appending_reflows_only_the_fields_the_deals_wrote(monkeypatch):
    full = sample_game(3, 301, "sochi", seed=3)
    game = sample_game(3, 300, "sochi", seed=3)
    clear_caches()
    layout_sheet(game.sheet, 1366, 768)
    flowed = []
    real = geometry.flow
    monkeypatch.setattr(geometry, "flow", lambda band, words, *args, **kwargs: flowed.append(words) or real(
        band, words, *args, **kwargs))
    game.append(full.deals[300])
    layout_sheet(game.sheet, 1366, 768)
    touched = {fid for fid in geometry._field_ids(3)
               if {e.deal for e in game.sheet.ledger(fid)} & {299, 300}}
    assert 0 < len(flowed) == len(touched)
