"""The history's rows: a deal added costs the same in a long game as in a short one, and each row
shows its text whole, wrapped at the row's width, as high as its lines whatever the width, the language
or the font."""

from __future__ import annotations

import math

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QColor, QFontMetricsF
from PySide6.QtWidgets import QApplication, QLineEdit, QStyle, QStyleOptionViewItem, QVBoxLayout, QWidget

from preferans_desk.gui.panels.history import HistoryPanel
from preferans_desk.gui.panels.history_rows import RowDelegate, row_lines, text_margin
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


def lines_of(view, row: int) -> list[str]:
    model = view.model()
    return row_lines(model.data(model.index(row, 0)), view.columnWidth(0) - 2 * text_margin(view), view.font())


def in_view(view) -> list[int]:
    return [row for row in range(view.model().rowCount())
            if view.visualRect(view.model().index(row, 0)).intersects(view.viewport().rect())]


def heights_follow_lines(view) -> bool:
    """The rows in view are as high as their lines (the others are measured when they come into view)."""
    spacing = QFontMetricsF(view.font()).lineSpacing()
    rows = in_view(view)
    return len(rows) > 3 and all(view.rowHeight(row) == math.ceil(spacing * len(lines_of(view, row)))
                                 for row in rows)


def selected_in_view(panel) -> bool:
    view = panel.list
    return view.viewport().rect().contains(view.visualRect(view.currentIndex()))


def test_each_row_is_as_high_as_its_lines_and_shows_its_text(qtbot):
    panel, _ = shown(qtbot, 30)
    view = panel.list
    assert heights_follow_lines(view)
    assert min(len(lines_of(view, row)) for row in range(30)) >= 3, "three paragraphs: the deal, its writes, its worth"
    image = view.viewport().grab().toImage()
    rect = view.visualRect(panel.model.index(28))  # in view, not selected
    background = image.pixelColor(rect.right() - 1, rect.center().y())
    inked = [image.pixelColor(x, y) != background for y in range(rect.top(), rect.top() + rect.height() // 2)
             for x in range(rect.left(), rect.left() + 40)]
    assert any(inked), "its first line is written"
    assert selected_in_view(panel), "the newest is in view"


def test_rows_follow_the_width_and_the_selected_row_stays_in_view(qtbot):
    panel, _ = shown(qtbot, 60)
    view = panel.list
    lines = [len(lines_of(view, row)) for row in range(60)]
    panel.resize(220, 480)
    qtbot.waitUntil(lambda: sum(len(lines_of(view, row)) for row in range(60)) > sum(lines))
    assert heights_follow_lines(view), "narrower: the long rows take more lines"
    qtbot.waitUntil(lambda: selected_in_view(panel))
    panel.resize(900, 480)
    qtbot.waitUntil(lambda: view.columnWidth(0) > 800)
    assert heights_follow_lines(view) and all(len(lines_of(view, row)) == 3 for row in range(60))
    qtbot.waitUntil(lambda: selected_in_view(panel))
    panel.resize(220, 480)
    qtbot.waitUntil(lambda: view.columnWidth(0) < 220)
    view.scrollToTop()
    assert 0 in in_view(view) and heights_follow_lines(view), "the rows above measured as they come into view"


def test_rows_follow_the_font(qtbot):
    panel, _ = shown(qtbot, 30)
    view = panel.list
    height = view.rowHeight(29)
    font = view.font()
    font.setPointSizeF(font.pointSizeF() * 1.5)
    view.setFont(font)
    assert view.rowHeight(29) > height and heights_follow_lines(view)
    qtbot.waitUntil(lambda: selected_in_view(panel))


def test_rows_follow_the_language(qtbot, translations):
    panel, _ = shown(qtbot, 30)
    panel.resize(260, 480)
    qtbot.waitUntil(lambda: panel.list.columnWidth(0) < 260)
    english = panel.model.data(panel.model.index(1))
    assert translations.set_language("ru")
    panel.retranslate()  # as the window does on Qt's LanguageChange
    assert panel.model.data(panel.model.index(1)) != english
    assert heights_follow_lines(panel.list)


def test_a_row_wider_than_a_word_breaks_it_and_a_wrapped_line_keeps_its_paragraph_s_indent(qapp):
    font = QApplication.font()
    metrics = QFontMetricsF(font)
    text = "12. Anna 9♠, both passed\n    Anna: 8 for the game — 5 into the own pool, 3 help Boris"
    lines = row_lines(text, metrics.horizontalAdvance("    Anna: 8 for the game"), font)
    assert lines[0].startswith("12. Anna") and not lines[0].startswith(" ")
    assert all(line.startswith("    ") for line in lines[2:]) and len(lines) > 4
    assert " ".join(lines).split() == text.split()
    long = "x" * 200 + " 🂡 after a card outside the BMP"
    assert "".join(row_lines(long, 100, font)).replace(" ", "") == long.replace(" ", "")


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


def test_keys_keep_the_current_row_whole_in_view_among_rows_not_yet_measured(qtbot):
    """A long game's rows are measured as they come into view: Home, End and the page keys still land on a row
    shown whole, among rows as high as their lines."""
    panel, _ = shown(qtbot, 300)
    view = panel.list
    panel.resize(200, 480)
    qtbot.waitUntil(lambda: view.columnWidth(0) < 200)
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    for key in (Qt.Key.Key_Home, Qt.Key.Key_PageDown, Qt.Key.Key_PageDown, Qt.Key.Key_Down, Qt.Key.Key_End,
                Qt.Key.Key_PageUp, Qt.Key.Key_Up):
        qtbot.keyClick(view, key)
        qtbot.waitUntil(lambda: selected_in_view(panel))
        assert heights_follow_lines(view), key
    assert view.currentIndex().row() < 299


def test_a_mixed_number_is_never_broken_across_lines(qapp):
    """A row wrapped just before a worth's fraction would read as two numbers ("Vera −33" and "1/3"): the
    words layer holds a mixed number's parts together, so the row breaks before the number instead."""
    from fractions import Fraction

    from preferans_desk.words import texts

    font = QApplication.font()
    metrics = QFontMetricsF(font)
    worth = texts.number(Fraction(-100, 3), sign=True)
    text = f"    Anna +20, Boris +13 1/3, Vera {worth}"
    lines = row_lines(text, metrics.horizontalAdvance("    Anna +20, Boris +13 1/3, Vera −33 "), font)
    assert len(lines) == 2 and lines[1].strip() == worth  # not "Vera −33" above and "1/3" below
