"""The window's layered painter: each line of each field kept as an image, drawn again only when
what it draws changed. It must look like a plain paint, and after one more deal draw only a few lines."""

import pytest
from PySide6.QtGui import QColor, QImage, QPainter

from preferans_desk.core import settle_game
from preferans_desk.render.geometry import LayoutCache, layout_sheet
from preferans_desk.render.primitives import SheetInfo
from preferans_desk.render.qt_painter import LayoutPainter
from preferans_desk.render.samples import sample_game

INFO = SheetInfo("Sochi", "whist = 10", "all-pass at 2", "exit 7", "Anna deals")
SIZE = (600, 800)


def image_of(layout, painter: LayoutPainter, scale: float = 1.0) -> QImage:
    image = QImage(round(layout.width * scale), round(layout.height * scale), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0xFFFFFFFF)
    qp = QPainter(image)
    qp.scale(scale, scale)
    painter.paint(qp, layout)
    qp.end()
    return image


def with_images(layout, painter: LayoutPainter) -> QImage:
    """Paint once, make every image the paint did without, and paint again from the images."""
    image_of(layout, painter)
    while painter.make_images(1.0):
        pass
    assert not painter.pending
    return image_of(layout, painter)


def differences(a: QImage, b: QImage) -> tuple[int, int]:
    """How many bytes differ between two images of one size, and by how much at most."""
    assert a.size() == b.size()
    x, y = bytes(a.constBits()), bytes(b.constBits())
    diffs = [abs(p - q) for p, q in zip(x, y, strict=True) if p != q]
    return len(diffs), max(diffs, default=0)


def test_the_page_and_the_layers_hold_each_primitive_of_the_layout_once():
    for game, kwargs in ((sample_game(3, 120, seed=4), {"info": INFO}),
                         (sample_game(4, 60, seed=2), {"bottom_seat": 2})):
        layout = layout_sheet(game.sheet, *SIZE, settlement=settle_game(game), highlight_deal=30, **kwargs)
        parts = [layout.page, *layout.layers]
        for name in ("fills", "lines", "ellipses", "texts"):
            flat = getattr(layout, name)
            held = [p for part in parts for p in getattr(part, name)]
            assert sorted(map(id, held)) == sorted(map(id, flat)), name
        assert len(layout.layers) > len(layout.fields), "a layer is one line of a field"


def test_a_layered_paint_looks_like_a_plain_one(qapp):
    game = sample_game(3, 200, seed=7)
    layout = layout_sheet(game.sheet, *SIZE, info=INFO, highlight_deal=150)
    plain = image_of(layout, LayoutPainter())
    layered = LayoutPainter(layered=True)
    first = image_of(layout, layered)  # nothing kept yet: every line painted directly
    assert layered.pending, "the lines it painted directly, to be made into images when idle"
    count, most = differences(first, plain)
    assert count < 200 and most <= 64
    kept = with_images(layout, layered)
    count, most = differences(kept, plain)
    assert count < 0.01 * len(bytes(plain.constBits())) and most <= 8, "only antialiased edges round apart"


def test_after_one_more_deal_only_a_few_lines_are_drawn_again(qapp):
    full = sample_game(3, 220, "sochi", pool_target=500, seed=3)
    game = sample_game(3, 220, "sochi", pool_target=500, seed=3)
    game.replace_deals(full.deals[:200])
    cache, painter = LayoutCache(), LayoutPainter(layered=True)
    before = layout_sheet(game.sheet, *SIZE, cache=cache)
    with_images(before, painter)
    redrawn = []
    for deal in full.deals[200:]:
        game.append(deal)
        layout = layout_sheet(game.sheet, *SIZE, cache=cache)
        image = image_of(layout, painter)
        redrawn.append(len(painter.pending))
        while painter.make_images(1.0):
            pass
        assert image_of(layout, painter) == with_images(layout, LayoutPainter(layered=True)), \
            "what it kept draws what a painter with nothing kept draws"
        assert differences(image, image_of(layout, LayoutPainter()))[1] <= 64
    # a deal that fills a field so that its numbers shrink places it anew; most deals change a few lines
    assert sorted(redrawn)[len(redrawn) // 2] <= len(layout.layers) // 5 and min(redrawn) > 0, redrawn


def test_going_back_to_an_earlier_layout_draws_nothing_again(qapp):
    game = sample_game(3, 150, seed=11)
    extra = sample_game(3, 151, seed=11).deals[-1]
    cache, painter = LayoutCache(), LayoutPainter(layered=True)
    before = layout_sheet(game.sheet, *SIZE, cache=cache)
    with_images(before, painter)
    game.append(extra)
    with_images(layout_sheet(game.sheet, *SIZE, cache=cache), painter)
    game.pop_deal()  # an undo
    image_of(layout_sheet(game.sheet, *SIZE, cache=cache), painter)
    assert painter.pending == []


def test_a_scaled_or_turned_painter_paints_plainly(qapp):
    game = sample_game(4, 40, seed=5)
    layout = layout_sheet(game.sheet, 600, 600, info=INFO)
    layered = LayoutPainter(layered=True)
    with_images(layout, layered)
    assert image_of(layout, layered, scale=1.5) == image_of(layout, LayoutPainter(), scale=1.5)
    assert layered.pending == []


def test_the_sheet_widget_makes_its_images_while_idle(qtbot):
    from preferans_desk.gui.sheet.sheet_widget import SheetWidget

    widget = SheetWidget()
    qtbot.addWidget(widget)
    widget.resize(*SIZE)
    widget.set_game(sample_game(3, 100, seed=2))
    widget.show()
    qtbot.waitUntil(lambda: widget._layout is not None)  # painted
    qtbot.waitUntil(lambda: not widget._making)
    assert widget._painter.pending == [] and len(widget._painter._images) == len(widget.sheet_layout().layers)


def on_background(layout, painter: LayoutPainter, ratio: float = 1.0) -> QImage:
    """A layered paint on a background, as the window paints (here at ``ratio`` device pixels a unit)."""
    image = QImage(round(layout.width * ratio), round(layout.height * ratio), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(0xFF000000)  # not the background: the paint covers the page
    qp = QPainter(image)
    painter.paint(qp, layout, background=QColor(240, 236, 228))
    qp.end()
    return image


@pytest.mark.parametrize("ratio", [1.0, 2.0])
def test_the_ground_is_painted_again_only_where_the_highlight_moved(qapp, ratio):
    """The paper, the rules and the highlighter's marks are kept as one picture: after a deal, painted again
    only round the marks that moved, and the page looks as a painter with nothing kept paints it."""
    full = sample_game(3, 130, "sochi", seed=13)
    game = sample_game(3, 130, "sochi", seed=13)
    game.replace_deals(full.deals[:120])
    cache, painter = LayoutCache(), LayoutPainter(layered=True)
    on_background(layout_sheet(game.sheet, *SIZE, info=INFO, cache=cache), painter, ratio)
    assert painter.ground_repainted == 1.0
    shares = []
    for deal in full.deals[120:]:
        game.append(deal)
        layout = layout_sheet(game.sheet, *SIZE, info=INFO, cache=cache)
        image = on_background(layout, painter, ratio)
        shares.append(painter.ground_repainted)
        fresh = LayoutPainter(layered=True)
        assert image == on_background(layout, fresh, ratio)
        assert fresh.ground_repainted == 1.0
    assert 0 < max(shares) < 0.05, shares
    on_background(layout, painter, ratio)
    assert painter.ground_repainted == 0.0, "the same layout again: its ground as it was"


def test_rules_that_go_back_where_they_were_find_their_ground_kept(qapp):
    """A landscape sheet's pools go back and forth between two depths as the fields fill, and its rules
    with them: the ground of the rules two deals before is kept, and only its marks are painted again."""
    full = sample_game(3, 320, "sochi", pool_target=500, seed=3)
    game = sample_game(3, 320, "sochi", pool_target=500, seed=3)
    game.replace_deals(full.deals[:300])
    cache, painter = LayoutCache(), LayoutPainter(layered=True)
    before = layout_sheet(game.sheet, 1366, 768, shape="landscape", cache=cache)
    on_background(before, painter)
    rules, moves, rebuilt = {tuple(before.page.lines)}, 0, 0
    for deal in full.deals[300:]:
        game.append(deal)
        layout = layout_sheet(game.sheet, 1366, 768, shape="landscape", cache=cache)
        image = on_background(layout, painter)
        moves += layout.page.lines != before.page.lines
        rebuilt += painter.ground_repainted == 1.0
        assert (painter.ground_repainted == 1.0) == (tuple(layout.page.lines) not in rules)
        rules.add(tuple(layout.page.lines))
        assert image == on_background(layout, LayoutPainter(layered=True))
        before = layout
    assert moves > rebuilt > 0, (moves, rebuilt)
