"""The landscape sheet beside the portrait one: the same fields in the same order, each facing its
player, and the automatic choice of shape for a page (docs/sheet-shapes.md)."""

import random

import pytest

from preferans_desk.core import settle_game
from preferans_desk.render.field_words import short_name
from preferans_desk.render.geometry import (
    NARROWEST,
    WIDEST,
    LayoutCache,
    auto_shape,
    hit_test,
    layout_sheet,
    paper_size,
    point_in_polygon,
    sheet_aspect,
)
from preferans_desk.render.primitives import SheetInfo
from preferans_desk.render.samples import sample_game

from .test_geometry import ANGLES, _mean, area, centroid

PAGE = (1200, 900)  # a 4:3 page, which the landscape paper fills
INFO = SheetInfo("Leningrad", "whist = 0.50 RUB", "all-pass at 2", "exit 6", "Boris deals")


def landscape(n, deals=20, **kwargs):
    game = sample_game(n, deals, seed=3)
    return game, layout_sheet(game.sheet, *PAGE, shape="landscape", **kwargs)


@pytest.mark.parametrize("n", [3, 4])
def test_portrait_is_the_default_and_landscape_is_wide(n):
    game = sample_game(n, 30, seed=2)
    assert layout_sheet(game.sheet, 1366, 768, shape="portrait") == layout_sheet(game.sheet, 1366, 768)
    wide = layout_sheet(game.sheet, 1366, 768, shape="landscape")
    assert (layout_sheet(game.sheet, 1366, 768).shape, wide.shape) == ("portrait", "landscape")
    x, y, w, h = wide.sheet_rect
    assert sheet_aspect(n, "landscape") == pytest.approx(4 / 3)
    assert w / h == pytest.approx(WIDEST) == pytest.approx(3 / 2) and h == 768, "a 16:9 page: stretched to 3:2"
    assert x == pytest.approx((1366 - w) / 2)
    with pytest.raises(ValueError, match="shape"):
        layout_sheet(game.sheet, 1366, 768, shape="round")


@pytest.mark.parametrize(("n", "page", "aspect"), [
    (3, (1200, 900), 4 / 3), (3, (1000, 900), 4 / 3), (3, (1400, 1000), 1.4), (3, (1500, 1000), 1.5),
    (3, (2400, 1000), 1.5), (4, (1200, 900), 4 / 3), (4, (1000, 900), 10 / 9), (4, (800, 900), 1.0),
    (4, (1400, 1000), 1.4), (4, (2400, 1000), 1.5)])
def test_the_landscape_paper_takes_the_pages_aspect_within_its_bounds(n, page, aspect):
    """Between NARROWEST (4:3 for 3 players, the square for 4) and WIDEST (3:2) the landscape paper takes the
    page's aspect (a wide screen is filled); the portrait paper keeps its own."""
    assert (NARROWEST, WIDEST) == ({3: 4 / 3, 4: 1.0}, 3 / 2)
    game = sample_game(n, 30, seed=2)
    x, y, w, h = layout_sheet(game.sheet, *page, shape="landscape").sheet_rect
    assert w / h == pytest.approx(aspect)
    assert (w, h) == pytest.approx(paper_size(n, *page, "landscape"))
    assert (x, y) == pytest.approx(((page[0] - w) / 2, (page[1] - h) / 2))
    assert w == pytest.approx(page[0]) or h == pytest.approx(page[1])
    portrait = layout_sheet(game.sheet, *page).sheet_rect
    assert portrait[2] / portrait[3] == pytest.approx(sheet_aspect(n))


def test_a_narrow_cell_writes_the_opponents_name_short_rather_than_shrink():
    """A whist cell that cannot hold its opponent's name, "…" and the newest value and its settlement at the
    least type writes the name's shortest beginning no other player's begins with ("Gr:" for Grigory)."""
    assert [short_name(p, ["Anna", "Boris", "Gleb", "Grigory"]) for p in ("Anna", "Boris", "Gleb", "Grigory")] \
        == ["A", "B", "Gl", "Gr"]
    assert short_name("Ann", ["Ann", "Anna"]) == "Ann" and short_name("anna", ["Anna", "anna"]) == "anna"
    game = sample_game(4, 300, "sochi", pool_target=500, seed=3)
    layout = layout_sheet(game.sheet, 1152, 768, settlement=settle_game(game), shape="landscape",
                          type_scale=1.6, type_floor=0.95)
    labels = {fid: fl.runs[0].text for fid, fl in layout.fields.items() if fid[0] == "whist"}
    short = [fid for fid, text in labels.items() if text != game.players[fid[2]] + ":"]
    assert short, "this game's narrowest cells need it"
    for fid in short:
        assert labels[fid] == short_name(game.players[fid[2]], game.players) + ":"
        field = layout.fields[fid]
        assert field.font_size >= layout.min_font - 1e-6, "no smaller type than the least"
    for fid, field in layout.fields.items():
        assert field.font_size >= layout.min_font - 1e-6, fid


@pytest.mark.parametrize("n", [3, 4])
def test_landscape_fields_cover_the_paper_without_overlap(n):
    _game, layout = landscape(n)
    w, h = PAGE
    polygons = [list(fl.polygon) for fl in layout.fields.values()]
    assert len(polygons) == n * (n + 1)
    assert sum(area(p) for p in polygons) == pytest.approx(w * h)
    rng = random.Random(1)
    for _ in range(3000):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        assert sum(point_in_polygon(x, y, p) for p in polygons) == 1


@pytest.mark.parametrize("n", [3, 4])
@pytest.mark.parametrize("bottom", range(4))
def test_landscape_keeps_each_players_fields_in_order_facing_him(n, bottom):
    _game, layout = landscape(n, bottom_seat=bottom)
    c = {fid: centroid(list(fl.polygon)) for fid, fl in layout.fields.items()}
    cx, cy, _r = layout.circle
    for fid, fl in layout.fields.items():
        assert hit_test(layout, *c[fid])[0] == fid
        for run in fl.runs:  # text reads from the player's side
            assert run.angle == pytest.approx(ANGLES[fl.side])
    for seat in range(n):
        side = layout.fields[("pool", seat)].side
        assert side == {3: ("bottom", "left", "right"), 4: ("bottom", "left", "top", "right")}[n][(seat - bottom) % n]
        # from the player's edge inwards: his whist cells, his pool, his mountain
        depth = {"bottom": lambda p: -p[1], "top": lambda p: p[1], "left": lambda p: p[0],
                 "right": lambda p: -p[0]}[side]
        cells = [c[fid] for fid in c if fid[0] == "whist" and fid[1] == seat]
        assert max(map(depth, cells)) < depth(c[("pool", seat)]) < depth(c[("mountain", seat)])
    # each whist cell nearest the opponent it records
    centre = {seat: _mean([c[fid] for fid in c if fid[1] == seat]) for seat in range(n)}
    for fid in c:
        if fid[0] == "whist":
            cells = [f for f in c if f[0] == "whist" and f[1] == fid[1]]
            assert min(cells, key=lambda f: (c[f][0] - centre[fid[2]][0]) ** 2
                       + (c[f][1] - centre[fid[2]][1]) ** 2) == fid  # noqa: B023
    x0, y0, w, h = layout.sheet_rect
    assert (cx, cy) == pytest.approx((x0 + w / 2, y0 + h - w / 2) if n == 3 else (x0 + w / 2, y0 + h / 2))


def test_the_four_player_ridge_and_notes_clear_of_it():
    _game, layout = landscape(4, info=INFO)
    cx, cy, r = layout.circle
    ridge = [line for line in layout.lines if line.role == "rule" and line.points[0][1] == line.points[1][1] == cy]
    assert len(ridge) == 2  # the level line through the circle, on either side of it
    infos = [run for run in layout.texts if run.role == "info"]
    assert [run.text for run in infos] == [INFO.convention, INFO.whist_price, INFO.allpass, INFO.exit, INFO.dealer]
    assert all(run.y < cy - r for run in infos[:2]) and all(run.y > cy + r for run in infos[2:])


@pytest.mark.parametrize(("n", "size", "shape"), [
    (3, (360, 740), "portrait"), (3, (740, 360), "landscape"), (3, (1366, 768), "landscape"),
    (3, (1920, 1080), "landscape"), (3, (595, 842), "portrait"), (3, (842, 595), "landscape"),
    (3, (600, 800), "portrait"), (3, (800, 800), "portrait"), (3, (900, 800), "landscape"),
    (4, (360, 740), "portrait"), (4, (740, 360), "landscape"), (4, (1366, 768), "landscape"),
    (4, (1920, 1080), "landscape"), (4, (595, 842), "portrait"), (4, (842, 595), "landscape"),
    (4, (800, 800), "portrait"), (4, (800, 700), "landscape"), (4, (1000, 700), "landscape"),
])
def test_the_automatic_shape_gives_the_larger_type(n, size, shape):
    assert auto_shape(n, *size) == shape
    game = sample_game(n, 5, seed=1)
    layouts = {s: layout_sheet(game.sheet, *size, shape=s) for s in ("portrait", "landscape")}
    fonts = {s: round(layout.base_font, 6) for s, layout in layouts.items()}
    paper = {s: layout.sheet_rect[2] * layout.sheet_rect[3] for s, layout in layouts.items()}
    assert fonts[shape] == max(fonts.values())
    if fonts["portrait"] == fonts["landscape"]:  # the same type: the larger paper
        assert paper[shape] >= max(paper.values()) - 1e-6


def test_one_cache_serves_both_shapes():
    for n in (3, 4):
        game = sample_game(n, 120, "leningrad", seed=4)
        s = settle_game(game)
        cache = LayoutCache()
        for shape in ("portrait", "landscape", "portrait", "landscape"):
            for size in ((1366, 768), (842, 595)):
                kept = layout_sheet(game.sheet, *size, settlement=s, info=INFO, shape=shape, cache=cache)
                assert kept == layout_sheet(game.sheet, *size, settlement=s, info=INFO, shape=shape)
