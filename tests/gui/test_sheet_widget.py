"""The sheet widget offscreen: painting, hover text, clicks, and when the layout is recomputed."""

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor

from preferans_desk.core import settle_game
from preferans_desk.core.moment import Moment
from preferans_desk.gui.sheet.sheet_widget import SheetWidget
from preferans_desk.render.samples import sample_game
from preferans_desk.words import texts


@pytest.fixture
def widget(qtbot):
    w = SheetWidget()
    qtbot.addWidget(w)
    w.resize(600, 800)
    return w


def entry_point(widget, field=None):
    """The centre of a written number, and its field and entry index."""
    layout = widget.sheet_layout()
    for fid, fl in layout.fields.items():
        if fl.entries and (field is None or fid == field):
            er = fl.entries[-1]
            x = sum(p[0] for p in er.box) / 4
            y = sum(p[1] for p in er.box) / 4
            return QPointF(x, y), fid, er.entry
    raise AssertionError("no entry on the sheet")


@pytest.mark.parametrize("players", [3, 4])
def test_paints_a_game_and_its_settlement(widget, players):
    game = sample_game(players, 20, seed=2)
    widget.set_game(game, settle_game(game))
    image = widget.grab().toImage()
    assert not image.isNull() and image.width() == 600
    cx, cy, r = widget.sheet_layout().circle
    paper = QColor(image.pixel(int(cx), int(cy - r * 0.8)))  # the paper colour, not the window's
    assert (paper.red(), paper.green(), paper.blue()) == (253, 251, 242)


def test_paints_empty_and_review(widget):
    widget.grab()  # no game yet
    game = sample_game(3, 10, seed=4)
    widget.set_game(game)
    widget.show_moment(Moment(game, game.sheet_after(3), 3, review=True))
    assert widget.shown_sheet is not game.sheet and widget.settlement is None
    assert len(widget.sheet_layout().fields) == 12
    widget.grab()


def test_layout_is_recomputed_on_change_and_resize_only(widget):
    game = sample_game(3, 10, seed=4)
    widget.set_game(game)
    first = widget.sheet_layout()
    widget.repaint()
    assert widget.sheet_layout() is first
    widget.show_moment(Moment(game, game.sheet, len(game.deals), selected=2))
    second = widget.sheet_layout()
    assert second is not first and widget.highlight == 2
    widget.resize(900, 700)
    assert widget.sheet_layout() is not second
    assert widget.sheet_layout().height == 700


def test_tooltip_names_the_deal(widget):
    game = sample_game(3, 12, seed=6)
    widget.set_game(game)
    pos, fid, index = entry_point(widget)
    entry = game.sheet.ledger(fid)[index]
    text = widget.tooltip_at(pos)
    assert f"{entry.deal + 1}" in text and "→" in text
    worth = game.sheet.records[entry.deal].worth
    assert text.splitlines()[-1] == texts.worth_text(game.players, worth), "what that deal was worth to each"
    cx, cy, _r = widget.sheet_layout().circle
    assert widget.tooltip_at(QPointF(cx, cy)) == ""


def test_click_emits_field_and_deal(widget, qtbot):
    game = sample_game(4, 12, seed=6)
    widget.set_game(game)
    pos, fid, index = entry_point(widget)
    fields, deals = [], []
    widget.fieldClicked.connect(lambda field, entry: fields.append((field, entry)))
    widget.dealClicked.connect(deals.append)
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=QPoint(round(pos.x()), round(pos.y())))
    assert fields == [(fid, index)]
    assert deals == [game.sheet.ledger(fid)[index].deal]
    cx, cy, _r = widget.sheet_layout().circle
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=QPoint(round(cx), round(cy)))
    assert len(fields) == 1  # the circle is no field


def test_bottom_seat_turns_the_sheet(widget):
    widget.set_game(sample_game(3, 5, seed=1))
    widget.set_bottom_seat(2)
    assert widget.sheet_layout().fields[("pool", 2)].side == "bottom"


def test_hover_event_shows_the_tooltip(widget, qtbot):
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QApplication, QToolTip

    widget.set_game(sample_game(3, 8, seed=3))
    widget.show()
    qtbot.waitExposed(widget)
    pos, _fid, _index = entry_point(widget)
    local = QPoint(round(pos.x()), round(pos.y()))
    QApplication.sendEvent(widget, QHelpEvent(QEvent.Type.ToolTip, local, widget.mapToGlobal(local)))
    assert QToolTip.text() == widget.tooltip_at(QPointF(local))
    assert QToolTip.text() != ""


def test_repaints_after_appends_as_a_new_widget(widget, qtbot):
    """The widget's painter keeps the Qt objects of what did not change between deals: the picture is
    the one a new widget paints (the layout computed afresh is tested in tests/render)."""
    full = sample_game(3, 130, seed=12)
    game = sample_game(3, 120, seed=12)
    widget.resize(1366, 768)
    widget.set_game(game)
    widget.grab()
    for deal in full.deals[120:]:
        game.append(deal)
        widget.set_game(game)
        fresh = SheetWidget()
        qtbot.addWidget(fresh)
        fresh.resize(1366, 768)
        fresh.set_game(game)
        assert widget.grab().toImage() == fresh.grab().toImage()
