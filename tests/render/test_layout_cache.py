"""A ``LayoutCache`` keeps each field's words and ink between layouts: whatever its owner laid out
before, a layout is the one computed afresh (with no cache), and one owner's cache never changes
another's."""

import random

import pytest

from preferans_desk.core import settle_game
from preferans_desk.core.settings import all_presets
from preferans_desk.render import layout_cache
from preferans_desk.render.field_words import field_ids
from preferans_desk.render.geometry import SHAPES, LayoutCache, layout_sheet
from preferans_desk.render.primitives import SheetInfo
from preferans_desk.render.samples import sample_game

PRINTS = {"ordinary": {}, "large": {"type_scale": 1.6, "type_floor": 0.95}}  # the window's and the table view's


def afresh(sheet, *size, **kwargs):
    return layout_sheet(sheet, *size, **kwargs)  # no cache: a throwaway one


def contents(cache: LayoutCache) -> dict:
    """What a cache holds, by identity: its texts per field, their inks, and the last inks."""
    texts = {fid: [(id(t), {k: id(ink) for k, ink in t.inks.items()}) for t in recent]
             for fid, recent in cache.texts.items()}
    return {"texts": texts, "last": {fid: [(key, id(ink)) for key, ink in inks.items()]
                                     for fid, inks in cache.last_inks.items()}}


@pytest.mark.parametrize(("n", "size"), [(3, (1366, 768)), (3, (600, 800)), (4, (1000, 1000))])
def test_appending_deals_lays_out_as_afresh(n, size):
    full = sample_game(n, 260, "sochi", seed=5)
    game = sample_game(n, 200, "sochi", seed=5)
    cache = LayoutCache()
    layout_sheet(game.sheet, *size, cache=cache)
    for deal in full.deals[200:]:
        game.append(deal)
        kept = layout_sheet(game.sheet, *size, cache=cache)
        assert kept == afresh(game.sheet, *size)
        layout_sheet(game.sheet, *size, cache=cache)  # the cache again holds what a window would have shown


def test_a_short_game_growing_lays_out_as_afresh():
    """Fields pass the lengths where values get struck out and the pool closes."""
    full = sample_game(3, 40, "leningrad", seed=9)
    game = sample_game(3, 0, "leningrad", seed=9)
    info = SheetInfo("Leningrad", "", "all-pass at 1", "", "Anna deals")
    cache = LayoutCache()
    for deal in full.deals:
        game.append(deal)
        kept = layout_sheet(game.sheet, 600, 800, info=info, cache=cache)
        assert kept == afresh(game.sheet, 600, 800, info=info)
        layout_sheet(game.sheet, 600, 800, info=info, cache=cache)


def test_undo_review_highlight_settlement_and_resize_lay_out_as_afresh():
    game = sample_game(3, 120, "sochi", seed=4)
    settlement = settle_game(game)
    cache = LayoutCache()
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
        kept = layout_sheet(sheet, *size, cache=cache, **kwargs)
        assert kept == afresh(sheet, *size, **kwargs)
        layout_sheet(sheet, *size, cache=cache, **kwargs)
        for again in steps[:3]:  # and back to some earlier sheet, kept from before
            layout_sheet(again[0], *again[1], cache=cache, **again[2])
        assert layout_sheet(sheet, *size, cache=cache, **kwargs) == kept


def test_two_caches_do_not_interfere():
    """The window's cache is left as it was by an export's layouts (another game, size and settlement)
    and by layouts with no cache; each cache's layouts are the fresh ones."""
    game = sample_game(3, 150, "sochi", seed=8)
    other = sample_game(3, 90, "leningrad", seed=2)
    window, export = LayoutCache(), LayoutCache()
    shown = layout_sheet(game.sheet, 1366, 768, cache=window)
    before = contents(window)
    printed = layout_sheet(other.sheet, 515, 700, settlement=settle_game(other), cache=export)
    layout_sheet(game.sheet, 515, 700, settlement=settle_game(game), cache=export)  # the same game, printed
    layout_sheet(game.sheet, 800, 600)
    assert contents(window) == before
    assert not set(map(id, window.texts.get(("pool", 0), []))) & set(map(id, export.texts[("pool", 0)]))
    assert layout_sheet(game.sheet, 1366, 768, cache=window) == shown == afresh(game.sheet, 1366, 768)
    assert printed == afresh(other.sheet, 515, 700, settlement=settle_game(other))


def test_a_kept_cache_and_a_fresh_one_give_the_same_layouts():
    """Two owners, each with its own cache, laying out the same steps in another order."""
    game = sample_game(4, 200, "sochi", seed=6)
    steps = [(game.sheet_after(k), size) for k in (150, 180, 199, 200) for size in ((1000, 1000), (700, 500))]
    one, two = LayoutCache(), LayoutCache()
    first = [layout_sheet(sheet, *size, cache=one) for sheet, size in steps]
    second = [layout_sheet(sheet, *size, cache=two) for sheet, size in reversed(steps)][::-1]
    assert first == second == [afresh(sheet, *size) for sheet, size in steps]


def test_appending_reflows_only_the_fields_the_deals_wrote(monkeypatch):
    full = sample_game(3, 301, "sochi", seed=3)
    game = sample_game(3, 300, "sochi", seed=3)
    cache = LayoutCache()
    layout_sheet(game.sheet, 1366, 768, cache=cache)
    layout_sheet(sample_game(3, 50, "sochi", seed=1).sheet, 1366, 768, cache=LayoutCache())  # another owner
    flowed = []
    real = layout_cache.flow
    monkeypatch.setattr(layout_cache, "flow", lambda band, words, *args, **kwargs: flowed.append(words) or real(
        band, words, *args, **kwargs))
    game.append(full.deals[300])
    layout_sheet(game.sheet, 1366, 768, cache=cache)
    touched = {fid for fid in field_ids(3)
               if {e.deal for e in game.sheet.ledger(fid)} & {299, 300}}
    assert 0 < len(flowed) == len(touched)


def test_without_a_cache_every_field_is_flowed(monkeypatch):
    game = sample_game(3, 60, "sochi", seed=3)
    layout_sheet(game.sheet, 1366, 768)
    flowed = []
    real = layout_cache.flow
    monkeypatch.setattr(layout_cache, "flow", lambda band, words, *args, **kwargs: flowed.append(words) or real(
        band, words, *args, **kwargs))
    layout_sheet(game.sheet, 1366, 768)
    assert len(flowed) == len(field_ids(3))


def drawn(layout):
    """What a layout puts on the page and where: its primitives, its fields' runs and boxes, its layers."""
    fields = {fid: (fl.polygon, fl.font_size, fl.hidden, fl.runs, fl.entries) for fid, fl in layout.fields.items()}
    return (layout.fills, layout.lines, layout.ellipses, layout.texts, fields, layout.page, layout.layers,
            layout.circle, layout.sheet_rect)


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("n", [3, 4])
def test_deals_appended_one_by_one_lay_out_as_afresh_in_each_shape(shape, n):
    """Random games of random conventions, grown a deal at a time in one cache at a screen's size (in the
    ordinary print and the table view's large one, in turn), its notes beside the circle: after each deal
    the layout draws what a layout from scratch draws."""
    rng = random.Random(f"{shape}-{n}")
    convention = rng.choice(sorted(all_presets()))
    start = rng.randint(0, 120)
    full = sample_game(n, start + 30, convention, pool_target=rng.choice((20, 50, 500)), seed=rng.randint(0, 999))
    game = sample_game(n, 0, convention, pool_target=full.rules.pool_target, seed=0)
    game.replace_deals(full.deals[:start])
    info = SheetInfo("Sochi", "", "all-pass at 1", "", "Anna deals")
    caches = {name: LayoutCache() for name in PRINTS}
    for i, deal in enumerate(full.deals[start:]):
        game.append(deal)
        name = list(PRINTS)[i % 2]
        kept = layout_sheet(game.sheet, 1366, 768, info=info, shape=shape, cache=caches[name], **PRINTS[name])
        assert drawn(kept) == drawn(afresh(game.sheet, 1366, 768, info=info, shape=shape, **PRINTS[name])), i
