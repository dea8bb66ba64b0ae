"""The Qt painter and the sheet widget draw a deal waiting (a phone's, not yet counted) as the layout has it: the
painter as every primitive drawn afresh, the widget given a table's game and the deal waiting at it."""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage

from preferans_desk.core import AllPass
from preferans_desk.gui.sheet.sheet_widget import SheetWidget
from preferans_desk.render.geometry import layout_sheet
from preferans_desk.render.qt_painter import LayoutPainter
from preferans_desk.render.samples import random_deal, sample_game
from preferans_desk.render.style import PALETTE

from .test_qt_painter import image_of, reference_paint

AMBER = QColor(*PALETTE["pending"])


def amber_pixels(image: QImage) -> int:
    """The pixels in (about) the pending ink: the values and their boxes."""
    count = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            c = image.pixelColor(x, y)
            if abs(c.red() - AMBER.red()) < 30 and abs(c.green() - AMBER.green()) < 30 and c.blue() < 60:
                count += 1
    return count


def waiting_game(n: int = 3, deals: int = 9, seed: int = 2):
    game = sample_game(n, deals, seed=seed)
    return game, random_deal(game.sheet, random.Random(seed))


def test_the_painter_draws_the_pending_deal_as_every_primitive_afresh(qapp):
    game, deal = waiting_game(4, 14)
    layout = layout_sheet(game.sheet, 800, 800, pending=game.sheet.preview(deal))
    painter = LayoutPainter()
    expected = image_of(layout, lambda p, lay: reference_paint(p, lay, painter))
    assert image_of(layout, painter.paint) == expected
    assert amber_pixels(expected) > 20


def test_the_widget_shows_a_tables_deal_waiting_then_counted(qtbot):
    game, deal = waiting_game()
    widget = SheetWidget()
    qtbot.addWidget(widget)
    widget.resize(600, 800)
    widget.set_table_game(game, deal)
    waiting = amber_pixels(widget.grab().toImage())
    assert widget.pending is not None and waiting > 20
    layout = widget.sheet_layout()
    box = next(er.box for fl in layout.fields.values() for er in fl.entries if er.run.role == "pending")
    on_value = QPointF(sum(x for x, _ in box) / 4, sum(y for _, y in box) / 4)
    field, index = widget._hit(on_value)
    assert index == len(game.sheet.ledger(field))  # the pending deal's value, past the game's
    assert widget.tooltip_at(on_value) == ""  # no deal of the game wrote it yet
    with qtbot.assertNotEmitted(widget.dealClicked):
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=on_value.toPoint())
    game.append(deal)
    widget.set_table_game(game, None)
    assert widget.pending is None and amber_pixels(widget.grab().toImage()) < waiting / 10  # (antialiased edges)


def test_a_deal_the_game_no_longer_takes_is_left_out(qtbot):
    game, _deal = waiting_game()
    widget = SheetWidget()
    qtbot.addWidget(widget)
    widget.set_table_game(game, AllPass((5, 5, 5)))  # fifteen tricks: the rules refuse it
    assert widget.pending is None and widget.sheet_layout() is not None
