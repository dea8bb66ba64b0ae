"""The Qt painter draws exactly what painting every primitive afresh draws, whatever it kept from before."""

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QImage, QPainter, QPen, QPolygonF, QTransform

from preferans_desk.core import settle_game
from preferans_desk.render.geometry import layout_sheet
from preferans_desk.render.primitives import SheetInfo
from preferans_desk.render.qt_painter import LayoutPainter
from preferans_desk.render.samples import sample_game

INFO = SheetInfo("Sochi", "whist = 10", "all-pass at 2", "exit 7", "Anna deals")


def reference_paint(painter, layout, colours: LayoutPainter):
    """Every primitive drawn on its own: a polygon per line, a transform per text run."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    for fill in layout.fills:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(colours.colour(fill.role)))
        painter.drawPolygon(QPolygonF([QPointF(x, y) for x, y in fill.points]))
    for line in layout.lines:
        pen = QPen(colours.colour(line.role), line.width)
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
        if line.dash:
            pen.setDashPattern(list(line.dash))
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        poly = QPolygonF([QPointF(x, y) for x, y in line.points])
        painter.drawPolygon(poly) if line.closed else painter.drawPolyline(poly)
    for e in layout.ellipses:
        painter.save()
        painter.translate(e.cx, e.cy)
        painter.rotate(e.angle)
        pen = QPen(colours.colour(e.role), e.width)
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
        painter.setPen(pen)
        painter.setBrush(QBrush(colours.colour(e.fill)) if e.fill else Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(0, 0), e.rx, e.ry)
        painter.restore()
    base = painter.worldTransform()
    dpi = painter.device().logicalDpiY()
    for run in layout.texts:
        painter.setFont(colours._font(run.size, run.bold, dpi))
        painter.setPen(colours.colour(run.role, run.faded))
        transform = QTransform(base).translate(run.x, run.y)
        if run.angle:
            transform.rotate(run.angle)
        painter.setWorldTransform(transform)
        dx = -run.width / 2 if run.anchor == "middle" else (-run.width if run.anchor == "end" else 0.0)
        painter.drawText(QPointF(dx, 0), run.text)
    painter.setWorldTransform(base)
    painter.restore()


def image_of(layout, paint, scale=1.0):
    image = QImage(round(layout.width * scale), round(layout.height * scale), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0xFFFFFFFF)
    painter = QPainter(image)
    painter.scale(scale, scale)
    paint(painter, layout)
    painter.end()
    return image


@pytest.mark.parametrize(("n", "deals", "size"), [(3, 300, (1366, 768)), (4, 60, (800, 800)), (3, 24, (600, 800))])
def test_paints_what_every_primitive_drawn_afresh_paints(qapp, n, deals, size):
    game = sample_game(n, deals, seed=8)
    layout = layout_sheet(game.sheet, *size, settlement=settle_game(game), info=INFO, bottom_seat=1)
    painter = LayoutPainter()
    expected = image_of(layout, lambda p, lay: reference_paint(p, lay, painter))
    assert image_of(layout, painter.paint) == expected
    assert image_of(layout, painter.paint) == expected  # again, from what it kept


def test_a_scaled_painter_draws_as_afresh(qapp):
    game = sample_game(4, 30, seed=2)
    layout = layout_sheet(game.sheet, 600, 600, info=INFO)
    painter = LayoutPainter()
    image_of(layout, painter.paint)  # what it keeps is made unscaled
    expected = image_of(layout, lambda p, lay: reference_paint(p, lay, painter), scale=1.5)
    assert image_of(layout, painter.paint, scale=1.5) == expected


def test_layouts_after_appends_paint_as_with_a_new_painter(qapp):
    full = sample_game(3, 210, seed=6)
    game = sample_game(3, 200, seed=6)
    painter = LayoutPainter()
    image_of(layout_sheet(game.sheet, 1366, 768), painter.paint)
    for deal in full.deals[200:]:
        game.append(deal)
        layout = layout_sheet(game.sheet, 1366, 768)
        assert image_of(layout, painter.paint) == image_of(layout, LayoutPainter().paint)
