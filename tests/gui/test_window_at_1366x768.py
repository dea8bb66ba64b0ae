"""Issue 22, point 4: the main window at 1366x768 with the history dock open. The paper takes at least 85% of
the room the docks leave, no empty column stands between the paper and the history, and the history's rows
read whole (wrapped at the row's width, never cut with "…"), in English and in Russian.

Reported: "about 340 px of empty column between the paper and the history, while the history's rows are cut
with '…'"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF

from preferans_desk.core import Adjust, Contract, Game, Misere
from preferans_desk.gui.main_window import MainWindow
from preferans_desk.gui.panels.history_rows import row_lines, text_margin
from preferans_desk.render.samples import sample_game

SIZE = (1366, 768)
DOCK = int(SIZE[0] * 0.34)  # the history's first width in a window this wide (MainWindow._restore_window_state)
PAPER_SHARE = 0.85
FEW = 10  # px: the paper keeps its aspect, so a few pixels beside it are not a column


def long_rows() -> Game:
    """Deals whose points help another's pool, on the sample game of the screenshots, and a note."""
    game = sample_game(3, 12, "sochi", seed=7, whist_price=10)  # its 12th deal: 5 into the own pool, 3 help
    game.append(Adjust(pool=(17, 10, 5)))
    game.append(Contract(0, 8, "hearts", ("pass", "pass"), note="Boris saw the talon before the bidding ended"))
    game.append(Adjust(pool=(20, 16, 20)))
    game.append(Misere(0, 0))  # 4 help Boris, 6 off the mountain
    return game


GAMES = {
    "3 players": lambda: sample_game(3, 12, "sochi", seed=7, whist_price=10),
    "4 players": lambda: sample_game(4, 14, "leningrad", seed=7, whist_price=10),
    "long rows": long_rows,
}

# At 1366x768 the central widget is 896x710 with the dock at its first width. The automatic shape is chosen for
# that whole room: with 4 players the landscape paper, narrowed to the room's aspect, ties with the square on
# type and fills more (the square would leave 186 px beside it, 79% of the room); the strip then takes a row.

def open_window(qtbot, window: MainWindow, game: Game) -> MainWindow:
    window.resize(*SIZE)
    window.resizeDocks([window.history_dock], [DOCK], Qt.Orientation.Horizontal)
    window.set_game(game, None)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.history.list.isVisible() and window.sheet.sheet_layout() is not None)
    qtbot.wait(50)  # the layouts settle (the strip's place, then the sheet's size)
    assert window.size().toTuple() == SIZE
    assert abs(window.history_dock.width() - DOCK) <= 2, "the history dock open at its first width"
    return window


@pytest.mark.parametrize("name", GAMES)
def test_the_paper_takes_most_of_the_room_the_docks_leave(qtbot, plain_window, name):
    window = open_window(qtbot, plain_window, GAMES[name]())
    room = window.centralWidget().size()
    layout = window.sheet.sheet_layout()
    assert layout is not None
    x, y, w, h = layout.sheet_rect
    assert x >= -1 and y >= -1 and x + w <= window.sheet.width() + 1 and y + h <= window.sheet.height() + 1
    share = w * h / (room.width() * room.height())
    assert share >= PAPER_SHARE, f"{share:.0%} of {room.toTuple()}"


@pytest.mark.parametrize("name", GAMES)
def test_no_empty_column_between_the_paper_and_the_history(qtbot, plain_window, name):
    window = open_window(qtbot, plain_window, GAMES[name]())
    room = window.centralWidget().width()
    column = window.facts.width() if window.facts.column else 0
    assert abs(window.sheet.width() + column - room) <= 2, "the sheet and the strip's column span the room"
    layout = window.sheet.sheet_layout()
    assert layout is not None
    x, _, w, _ = layout.sheet_rect
    assert x <= FEW and window.sheet.width() - (x + w) <= FEW, "the paper spans the sheet's width"


def rows_read_whole(window: MainWindow) -> int:
    """Every history row's lines, as the delegate draws them, fit the row's width and say all of its words, and
    the row is as high as its lines; how many rows wrap past two lines."""
    view, model = window.history.list, window.history.model
    width = view.columnWidth(0) - 2 * text_margin(view)
    font = view.font()
    metrics = QFontMetricsF(font)
    assert width > 300
    wrapped = 0
    for row in range(model.rowCount()):
        view.scrollTo(model.index(row))  # (a row is measured when it comes into view)
        text = model.data(model.index(row))
        lines = row_lines(text, width, font)
        assert "…" not in text, "nothing cuts the row before the delegate"
        assert all(metrics.horizontalAdvance(line) <= width for line in lines), lines
        assert " ".join(lines).split() == text.split(), "the lines say the row's words, in order"
        assert view.rowHeight(row) >= len(lines) * metrics.lineSpacing(), "the row has room for its lines"
        assert [s.text() for s in view.delegate._row(text, width, font)] == lines, "the delegate draws them"
        wrapped += len(lines) > 2
    return wrapped


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("name", GAMES)
def test_the_history_rows_read_whole(qtbot, translations, plain_window, name, language):
    assert translations.set_language(language)
    window = open_window(qtbot, plain_window, GAMES[name]())
    qtbot.waitUntil(lambda: window.history_dock.windowTitle() == ("История" if language == "ru" else "History"))
    head = window.history.model.data(window.history.model.index(0))
    assert ("паса" in head or "вист" in head or "распас" in head.lower()) == (language == "ru"), head
    wrapped = rows_read_whole(window)
    if name == "long rows":
        assert wrapped >= 2, "the rows that help another's pool take a third line"
    last = window.history.model.index(window.history.count() - 1)
    assert window.history.list.visualRect(last).bottom() <= window.history.list.viewport().height(), \
        "the newest deal, selected, in view whole"
