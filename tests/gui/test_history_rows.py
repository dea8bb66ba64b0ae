"""The history's rows: a deal added costs the same in a long game as in a short one, and each row
shows its two lines as Qt's own list did."""

from __future__ import annotations

import math

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QColor, QFontMetricsF
from PySide6.QtWidgets import QApplication, QLineEdit, QStyle, QStyleOptionViewItem, QVBoxLayout, QWidget

from preferans_desk.gui.history import HistoryPanel
from preferans_desk.gui.history_rows import RowDelegate
from preferans_desk.render.samples import sample_game


def shown(qtbot, deals: int) -> tuple[HistoryPanel, object]:
    full = sample_game(3, deals + 1, "sochi", pool_target=500, seed=3)
    game = sample_game(3, deals + 1, "sochi", pool_target=500, seed=3)
    game.replace_deals(full.deals[:deals])
    panel = HistoryPanel()
    qtbot.addWidget(panel)
    panel.resize(320, 480)
    panel.show()
    qtbot.waitExposed(panel)
    panel.show_game(game)
    panel.select(deals - 1)
    QApplication.processEvents()
    return panel, (game, full.deals[deals])


def asked_for_rows_when_adding(qtbot, deals: int) -> int:
    panel, (game, deal) = shown(qtbot, deals)
    asked = []
    count = panel.model.rowCount
    panel.model.rowCount = lambda parent=None: asked.append(1) or count(parent)
    game.append(deal)
    panel.show_game(game)
    panel.select(deals)
    panel.list.viewport().repaint()
    return len(asked)


def test_adding_a_deal_asks_the_model_as_little_in_a_long_game_as_in_a_short_one(qtbot):
    short, long = asked_for_rows_when_adding(qtbot, 10), asked_for_rows_when_adding(qtbot, 1000)
    assert long <= short + 10, (short, long)  # a list view asked twice for every row, 2,000 times here


def test_rows_are_two_lines_high_and_show_their_text(qtbot):
    panel, _ = shown(qtbot, 30)
    view = panel.list
    height = view.rowHeight(0)
    assert height == math.ceil(QFontMetricsF(view.font()).lineSpacing() * 2)
    image = view.viewport().grab().toImage()
    rect = view.visualRect(panel.model.index(28))  # in view, not selected
    background = image.pixelColor(rect.right() - 1, rect.center().y())
    inked = [image.pixelColor(x, y) != background for y in range(rect.top(), rect.top() + height // 2)
             for x in range(rect.left(), rect.left() + 40)]
    assert any(inked), "its first line is written"
    assert view.visualRect(panel.model.index(29)).intersects(view.viewport().rect()), "the newest is in view"


def test_tab_leaves_the_list_and_arrows_move_the_selection(qtbot):
    panel, _ = shown(qtbot, 30)
    holder = QWidget()
    qtbot.addWidget(holder)
    layout = QVBoxLayout(holder)
    layout.addWidget(panel)
    other = QLineEdit()
    layout.addWidget(other)
    holder.show()
    qtbot.waitExposed(holder)
    panel.list.setFocus()
    qtbot.waitUntil(panel.list.hasFocus)
    chosen = []
    panel.selectRequested.connect(chosen.append)
    qtbot.keyClick(panel.list, Qt.Key.Key_Up)
    assert chosen == [28]
    qtbot.keyClick(panel.list, Qt.Key.Key_Tab)
    assert not panel.list.hasFocus()


def test_a_row_with_warnings_keeps_the_models_colour_unless_selected(qapp):
    option = QStyleOptionViewItem()
    option.state = QStyle.StateFlag.State_Enabled | QStyle.StateFlag.State_Active
    red = QColor(Qt.GlobalColor.darkRed)

    class Index(QModelIndex):
        def data(self, role=Qt.ItemDataRole.DisplayRole):
            return red if role == Qt.ItemDataRole.ForegroundRole else None

    assert RowDelegate._colour(option, Index()) == red
    option.state |= QStyle.StateFlag.State_Selected
    assert RowDelegate._colour(option, Index()) == option.palette.color(option.palette.ColorRole.HighlightedText)
