"""The library window offscreen: a folder of generated games, filters, sorting, opening a game for review,
delete and rename, import, the statistics with merged names, and the chart."""

from __future__ import annotations

from pathlib import Path

import pytest
from other_processes import crash_holding  # tests/gui is on the path
from PySide6.QtCore import QDate, QItemSelectionModel, QPointF, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QFileDialog, QInputDialog, QMainWindow, QMessageBox

from preferans_desk.core.gamefile import save
from preferans_desk.gui.dialogs.merge_names_dialog import MergeNamesDialog
from preferans_desk.gui.game_library.charts import LineChart, Series, nice_step, ticks
from preferans_desk.gui.game_library.library_model import ENTRY_ROLE, LibraryModel
from preferans_desk.gui.game_library.library_window import LibraryWindow
from preferans_desk.gui.sheet import tones
from preferans_desk.gui.state.document import lock_path
from preferans_desk.library import Library, LibraryError, game_balance
from preferans_desk.render.samples import sample_game

COLUMN = {name: i for i, name in enumerate(LibraryModel.COLUMNS)}
STAT = {name: i for i, name in enumerate(LibraryWindow.STAT_COLUMNS)}


def number(text: str) -> float:
    """A signed number as the window writes it: "+4", "−151" (the typographic minus)."""
    return float(text.replace("\u2212", "-"))


def make_games(folder: Path) -> None:
    """Eight games over eight days: three and four players, two conventions; one player spelt "Боря"
    in two of them; and a file that does not load."""
    folder.mkdir(parents=True, exist_ok=True)
    for n in range(8):
        game = sample_game(3 + n % 2, 10 + 2 * n, "leningrad" if n % 3 == 0 else "sochi", seed=n, whist_price=1)
        if n in (5, 6):
            game.players[1] = "Боря"
        game.title = f"Evening {n}"
        game.created = f"2024-05-{n + 1:02d}T20:00:00"
        save(game, folder / f"evening-{n}.pulka")
    (folder / "torn.pulka").write_text('{"format": "preferans-desk", "version": 1', encoding="utf-8")


@pytest.fixture
def library(tmp_path):
    make_games(tmp_path / "games")
    return Library(tmp_path / "data", [tmp_path / "games"])


@pytest.fixture
def opened():
    return []


@pytest.fixture
def window(qtbot, library, opened):
    window = LibraryWindow(library, opened.append)
    qtbot.addWidget(window)
    window.show()
    return window


class Messages(list):
    """Message boxes recorded instead of shown, as (kind, title, text); questions get ``answer``."""

    def __init__(self, monkeypatch):
        super().__init__()
        self.answer = QMessageBox.StandardButton.Yes
        for kind in ("warning", "information", "critical", "question"):
            monkeypatch.setattr(QMessageBox, kind, self._recorder(kind))

    def _recorder(self, kind):
        def show(parent, title, text, *args, **kwargs):
            self.append((kind, title, text))
            return self.answer if kind == "question" else QMessageBox.StandardButton.Ok
        return show


@pytest.fixture
def messages(monkeypatch):
    return Messages(monkeypatch)


def column(window, name):
    return [window.proxy.index(row, COLUMN[name]).data() for row in range(window.proxy.rowCount())]


def stats_rows(window):
    table = window.stats_table
    return {table.item(row, 0).text(): [table.item(row, c).text() for c in range(table.columnCount())]
            for row in range(table.rowCount())}


def choose(box, value):
    index = box.findData(value)
    assert index >= 0, value
    box.setCurrentIndex(index)


def test_lists_every_game_newest_first_and_the_broken_one(window):
    assert window.proxy.rowCount() == 9
    names = column(window, "name")
    assert names[0] == "torn"  # dated by the file, today
    assert names[1:] == [f"Evening {n}" for n in range(7, -1, -1)]
    row = names.index("torn")
    index = window.proxy.index(row, COLUMN["result"])
    assert "not valid JSON" in index.data()
    assert index.data(Qt.ItemDataRole.ForegroundRole).color() == tones.colour("error", QGuiApplication.palette())
    assert column(window, "status")[row] == "Cannot be read"
    assert "9 game(s) in the library" in window.statusBar().currentMessage()  # no English plurals loaded
    assert "1 cannot be read" in window.statusBar().currentMessage()


@pytest.mark.parametrize(("language", "order"), [("en", "the newest first"), ("ru", "новые вверху")])
def test_the_guide_says_the_order_the_games_are_listed_in(window, language, order):
    """The guide said "the newest last" (and "новые внизу"), under a list whose newest game is at the top."""
    assert column(window, "name")[1:3] == ["Evening 7", "Evening 6"]
    guide = (Path(__file__).parents[2] / "docs" / "guide" / f"guide-{language}.md").read_text(encoding="utf-8")
    library = next(part for part in guide.split("\n\n") if "(Ctrl+L)" in part and "Enter" in part)
    assert order in " ".join(library.split())


def test_filters(window):
    choose(window.status_box, "broken")
    assert column(window, "name") == ["torn"]
    choose(window.status_box, None)
    choose(window.convention_box, "leningrad")
    assert sorted(column(window, "name")) == ["Evening 0", "Evening 3", "Evening 6"]
    choose(window.convention_box, None)
    choose(window.player_box, "Grigory")  # four-player games only
    assert sorted(column(window, "name")) == ["Evening 1", "Evening 3", "Evening 5", "Evening 7"]
    choose(window.player_box, "Боря")
    assert sorted(column(window, "name")) == ["Evening 5", "Evening 6"]
    window.clear_filters()
    window.date_from.setDate(QDate(2024, 5, 3))
    window.date_to.setDate(QDate(2024, 5, 4))
    assert sorted(column(window, "name")) == ["Evening 2", "Evening 3"]
    window.clear_filters()
    window.search.setText("evening 7")
    assert column(window, "name") == ["Evening 7"]
    window.search.setText("боря")
    assert sorted(column(window, "name")) == ["Evening 5", "Evening 6"]
    window.clear_filters()
    assert window.proxy.rowCount() == 9
    assert "9 shown" in window.statusBar().currentMessage()


def test_sorting(window):
    window.table.sortByColumn(COLUMN["deals"], Qt.SortOrder.AscendingOrder)
    deals = column(window, "deals")
    assert deals[0] == "" and [int(d) for d in deals[1:]] == list(range(10, 26, 2))
    window.table.sortByColumn(COLUMN["name"], Qt.SortOrder.DescendingOrder)
    assert column(window, "name")[:2] == ["torn", "Evening 7"]
    window.table.sortByColumn(COLUMN["date"], Qt.SortOrder.AscendingOrder)
    assert column(window, "name")[0] == "Evening 0"


def test_sorting_by_result_follows_the_chosen_player(window, library):
    choose(window.player_box, "Anna")
    window.table.sortByColumn(COLUMN["result"], Qt.SortOrder.DescendingOrder)
    results = []
    for entry in window.shown_entries():
        results.append(next(seat.result for seat in entry.seats if seat.name == "Anna"))
    assert results == sorted(results, reverse=True) and len(results) == 8


def test_open_a_game_for_review(qtbot, window, opened, tmp_path):
    assert not window.open_action.isEnabled()
    assert window.select_path(tmp_path / "games" / "evening-3.pulka")
    assert window.open_action.isEnabled()
    window.open_action.trigger()
    assert opened == [tmp_path / "games" / "evening-3.pulka"]
    row = column(window, "name").index("Evening 5")
    where = window.table.visualRect(window.proxy.index(row, 1)).center()
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=where)
    qtbot.mouseDClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=where)
    assert opened[-1] == tmp_path / "games" / "evening-5.pulka"
    window.table.setFocus()
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert opened[-1] == tmp_path / "games" / "evening-5.pulka" and len(opened) == 3


def test_a_broken_game_is_not_opened_and_open_says_why(qtbot, window, opened, tmp_path, messages):
    """Enter, the Open action and a double click all explain it, in the same words."""
    window.select_path(tmp_path / "games" / "torn.pulka")
    assert window.open_action.isEnabled()
    window.open_action.trigger()
    assert opened == []
    assert messages[0][:2] == ("warning", "Cannot open torn.pulka") and "not valid JSON" in messages[0][2]
    window.table.setFocus()
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
        qtbot.keyClick(window.table, key)
    row = column(window, "file").index("torn.pulka")
    where = window.table.visualRect(window.proxy.index(row, 1)).center()
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=where)
    qtbot.mouseDClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=where)
    assert opened == [] and messages == [messages[0]] * 4


def test_delete_asks_first(window, tmp_path, messages):
    path = tmp_path / "games" / "evening-2.pulka"
    window.select_path(path)
    messages.answer = QMessageBox.StandardButton.No
    window.delete_action.trigger()
    assert path.exists() and window.proxy.rowCount() == 9
    assert messages[-1][0] == "question" and "evening-2.pulka" in messages[-1][2]
    messages.answer = QMessageBox.StandardButton.Yes
    window.delete_action.trigger()
    assert not path.exists() and window.proxy.rowCount() == 8
    assert "Evening 2" not in column(window, "name")


def test_rename(window, tmp_path, monkeypatch, messages):
    path = tmp_path / "games" / "evening-4.pulka"
    window.select_path(path)
    monkeypatch.setattr(QInputDialog, "getText", lambda *args, **kwargs: ("Вечер у Бори", True))
    window.rename_action.trigger()
    new = tmp_path / "games" / "Вечер у Бори.pulka"
    assert new.exists() and not path.exists()
    assert window.current_entry().path == new
    assert "Вечер у Бори.pulka" in column(window, "file")
    monkeypatch.setattr(QInputDialog, "getText", lambda *args, **kwargs: ("evening-1", True))
    window.rename_action.trigger()
    assert messages[-1][0] == "warning" and messages[-1][2] == "evening-1.pulka already exists"
    assert new.exists()


def test_import_a_folder(window, tmp_path, monkeypatch, messages):
    other = tmp_path / "stick"
    other.mkdir()
    game = sample_game(3, 8, "rostov", seed=99)
    game.title = "From the stick"
    save(game, other / "stick.pulka")
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *args, **kwargs: str(other))
    window.import_action.trigger()
    assert "From the stick" in column(window, "name")
    assert (tmp_path / "games" / "stick.pulka").exists()
    assert messages[-1][0] == "information" and "1 game(s) copied" in messages[-1][2]


def test_statistics_of_the_shown_or_the_selected_games(window, library):
    rows = stats_rows(window)
    assert set(rows) == {"Anna", "Boris", "Vera", "Grigory", "Боря"}
    expected = {s.name: s for s in library.stats()}
    for name, row in rows.items():
        assert row[STAT["games"]] == str(expected[name].games)
    assert rows["Anna"][STAT["games"]] == "8" and rows["Боря"][STAT["games"]] == "2"
    assert "8 game(s) shown" in window.stats_label.text()
    window.table.selectAll()
    assert "8 selected game(s)" in window.stats_label.text()
    window.table.clearSelection()
    choose(window.convention_box, "leningrad")
    assert stats_rows(window)["Anna"][STAT["games"]] == "3"


def test_the_statistics_table_sorts_by_numbers(window):
    table = window.stats_table
    table.sortByColumn(STAT["total"], Qt.SortOrder.DescendingOrder)
    totals = [number(table.item(row, STAT["total"]).text()) for row in range(table.rowCount())]
    assert totals == sorted(totals, reverse=True)
    table.sortByColumn(STAT["games"], Qt.SortOrder.AscendingOrder)
    games = [int(table.item(row, STAT["games"]).text()) for row in range(table.rowCount())]
    assert games == sorted(games)


def test_merge_and_separate_names(window, library, monkeypatch):
    boris_alone = int(stats_rows(window)["Boris"][STAT["games"]])
    table = window.stats_table
    names = [table.item(row, 0).text() for row in range(table.rowCount())]
    table.clearSelection()
    for name in ("Boris", "Боря"):
        table.selectionModel().select(table.model().index(names.index(name), 0),
                                      QItemSelectionModel.SelectionFlag.Select
                                      | QItemSelectionModel.SelectionFlag.Rows)
    asked = {}

    def get_merge(parent, spellings, alias, name):
        asked.update(spellings=spellings, alias=alias, name=name)
        return "Боря", "Boris"

    monkeypatch.setattr(MergeNamesDialog, "get_merge", get_merge)
    window.merge_action.trigger()
    assert {asked["alias"], asked["name"]} == {"Boris", "Боря"} and "Боря" in asked["spellings"]
    assert library.aliases() == {"Боря": "Boris"}
    rows = stats_rows(window)
    assert "Боря" not in rows and rows["Boris"][STAT["games"]] == str(boris_alone + 2)
    assert window.player_box.findData("Боря") < 0
    choose(window.player_box, "Boris")
    assert window.proxy.rowCount() == 8
    window.clear_filters()
    names = [table.item(row, 0).text() for row in range(table.rowCount())]
    table.clearSelection()
    table.selectRow(names.index("Boris"))
    assert window.separate_action.isEnabled()
    window.separate_action.trigger()
    assert library.aliases() == {}
    assert "Боря" in stats_rows(window)


def test_merging_a_name_with_itself_is_refused(window, messages):
    assert not window.merge_names("Anna", "Anna")
    assert messages[-1][0] == "warning" and "cannot be merged with itself" in messages[-1][2]


def test_the_merge_dialog(qtbot):
    dialog = MergeNamesDialog(None, ["Anna", "Boris", "Боря"], "Боря", "Boris")
    qtbot.addWidget(dialog)
    assert dialog.merge() == ("Боря", "Boris")
    dialog.name_box.setCurrentText(" Борис ")
    assert dialog.merge() == ("Боря", "Борис")


def test_the_chart_across_games(window, library):
    window.chart_box.setCurrentIndex(0)
    series = {s.name: s for s in window.chart.series()}
    assert set(series) == {"Anna", "Boris", "Vera", "Grigory", "Боря"}
    anna = series["Anna"].points
    assert [x for x, _ in anna] == list(range(1, 9))
    results = [next(seat.result for seat in entry.seats if seat.name == "Anna")
               for entry in library.games() if entry.ok]
    assert anna[-1][1] == pytest.approx(float(sum(results)))
    assert [x for x, _ in series["Боря"].points] == [6, 7]
    image = window.chart.grab().toImage()
    assert image.width() > 200 and len({image.pixel(x, y) for x in range(0, image.width(), 7)
                                        for y in range(0, image.height(), 7)}) > 4


def test_the_chart_within_the_current_game(window, tmp_path):
    window.chart_box.setCurrentIndex(1)
    assert window.chart.series() == []
    window.select_path(tmp_path / "games" / "evening-3.pulka")
    series = window.chart.series()
    from preferans_desk.core.gamefile import load

    game = load(tmp_path / "games" / "evening-3.pulka").game
    rows = game_balance(game)
    assert [s.name for s in series] == game.players
    assert len(series[0].points) == len(game.deals) + 1 == 17
    assert [s.points[-1][1] for s in series] == pytest.approx([float(v) for v in rows[-1]])
    window.select_path(tmp_path / "games" / "torn.pulka")
    assert window.chart.series() == []
    window.chart.grab()


def test_the_chart_widget(qtbot):
    chart = LineChart()
    qtbot.addWidget(chart)
    chart.resize(400, 300)
    chart.set_data([Series("A", ((0, 0), (1, 10), (2, -5))), Series("B", ((0, 0), (2, 5)))], x_title="x")
    chart.show()
    chart.grab()
    found = chart.point_at(QPointF(chart._px(1), chart._py(10)))
    assert found is not None and found[0].name == "A" and found[1:] == (1, 10)
    assert chart.point_at(QPointF(2, 2)) is None
    chart.set_data([], empty_text="nothing")
    chart.grab()
    assert ticks(-151, 147, 5) == [-200, -100, 0, 100, 200]
    assert ticks(1, 8, 10, whole=True) == list(range(1, 9))
    assert nice_step(7, 5) == 2


def test_open_reuses_the_window_of_a_parent(qtbot, library, opened):
    parent = QMainWindow()
    qtbot.addWidget(parent)
    first = LibraryWindow.open(parent, library, opened.append)
    assert first.isVisible() and first.parent() is parent
    second = LibraryWindow.open(parent, library, opened.append)
    assert second is first


def test_refresh_picks_up_new_files(window, tmp_path):
    game = sample_game(3, 6, "sochi", seed=42)
    game.title = "Late"
    save(game, tmp_path / "games" / "late.pulka")
    window.refresh_action.trigger()
    assert "Late" in column(window, "name")


def test_coming_back_to_the_window_shows_what_changed(window, tmp_path):
    assert not window.refresh_if_changed()
    (tmp_path / "games" / "evening-0.pulka").unlink()
    assert window.refresh_if_changed()
    assert "Evening 0" not in column(window, "name")


def test_the_window_in_russian(qtbot, translations, window):
    assert translations.set_language("ru")
    qtbot.waitUntil(lambda: window.open_action.text() != "&Open for Review", timeout=2000)
    headers = [window.model.headerData(i, Qt.Orientation.Horizontal) for i in range(len(COLUMN))]
    assert "Дата" in headers and "Игроки" in headers
    assert "Cannot be read" not in column(window, "status")
    assert window.chart_box.itemText(0) != "Running balance across games"
    assert "игр" in window.statusBar().currentMessage()


# ----- a window that feels native -----
class Screen:
    def __init__(self, rect):
        self.rect = rect

    def availableGeometry(self):  # noqa: N802 (Qt's name)
        return self.rect


@pytest.mark.parametrize("width, height", [(1366, 728), (1024, 560)])
def test_the_window_fits_the_screen_with_its_status_bar(qtbot, library, monkeypatch, width, height):
    """A 1366×768 screen less a task bar of 40 px, and a smaller one: the window, frame and title bar included,
    stays on it, and so does the status bar at its foot."""
    from PySide6.QtCore import QRect

    from preferans_desk.gui.game_library.library_window import FRAME_ROOM

    available = QRect(0, 0, width, height)
    monkeypatch.setattr(QGuiApplication, "primaryScreen", staticmethod(lambda: Screen(available)))
    window = LibraryWindow(library, print)
    qtbot.addWidget(window)
    assert window.width() + FRAME_ROOM.width() <= width
    assert window.height() + FRAME_ROOM.height() <= height
    window.show()
    qtbot.waitExposed(window)
    bar = window.statusBar()
    assert bar.isVisible() and bar.geometry().bottom() < window.height()
    assert QRect(window.pos(), window.size() + FRAME_ROOM).intersected(available) == QRect(window.pos(),
                                                                                           window.size() + FRAME_ROOM)


def test_escape_closes_the_window(qtbot, window):
    window.activateWindow()
    window.table.setFocus()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    qtbot.keyClick(window.table, Qt.Key.Key_Escape)
    assert not window.isVisible()


def test_the_statistics_say_what_their_columns_count(window):
    """The legend the command line's `stats` prints under its table, here under the players' table."""
    legend = window.stats_legend
    assert legend.isVisible() and legend.wordWrap()
    for words in ("in whists, as settled", "made/played/declared", "(played: somebody whisted)", "Misères: made/failed",
                  "Whists: written on the others", "All-pass: tricks taken"):
        assert words in legend.text()


def header_order(table):
    return table.horizontalHeader().sortIndicatorOrder()


def is_sorted(values, order):
    return values == sorted(values, reverse=order == Qt.SortOrder.DescendingOrder)


@pytest.mark.parametrize("order", [Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder])
def test_the_sort_arrow_shows_the_order_of_the_games(qtbot, window, order):
    from PySide6.QtWidgets import QStyleOptionHeader

    header = window.table.horizontalHeader()
    for name in ("deals", "date", "name"):
        for _ in range(2):  # clicked as the user does: the second click turns the order round
            qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton,
                             pos=QPointF(header.sectionViewportPosition(COLUMN[name]) + 4, 4).toPoint())
            if header_order(window.table) == order:
                break
        assert header.sortIndicatorSection() == COLUMN[name] and header_order(window.table) == order
        keys = [window.proxy.index(row, COLUMN[name]).data(window.proxy.sortRole())
                for row in range(window.proxy.rowCount())]
        assert is_sorted(keys, order), name
    # ▲ over an ascending list, ▼ over a descending one, as the platforms draw it (Fusion is asked for its
    # arrows the other way round: see SortHeader)
    up = order == Qt.SortOrder.AscendingOrder
    if window.style().name().casefold() == "fusion":
        assert header.arrow() == (QStyleOptionHeader.SortIndicator.SortUp if up
                                  else QStyleOptionHeader.SortIndicator.SortDown)


@pytest.mark.parametrize("order", [Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder])
def test_the_sort_arrow_shows_the_order_of_the_statistics(window, order):
    table = window.stats_table
    for name, key in (("games", int), ("total", number)):
        table.sortByColumn(STAT[name], order)
        assert header_order(table) == order
        assert is_sorted([key(table.item(row, STAT[name]).text()) for row in range(table.rowCount())], order)
    window.reload()  # shown afresh: still as the header says
    assert header_order(table) == order
    assert is_sorted([number(table.item(row, STAT["total"]).text())
                      for row in range(table.rowCount())], order)


def test_every_control_has_a_name(window):
    """Each control whose own text does not say what it is carries an accessible name."""
    from PySide6.QtWidgets import (
        QAbstractButton,
        QAbstractItemView,
        QComboBox,
        QDateEdit,
        QHeaderView,
        QLineEdit,
        QWidget,
    )

    from preferans_desk.gui.game_library.charts import LineChart

    named = [window.search, window.player_box, window.convention_box, window.status_box, window.date_from,
             window.date_to, window.table, window.stats_table, window.chart]
    assert all(widget.accessibleName() for widget in named)
    assert window.chart_box.accessibleName() or window.balance.label.buddy() is window.chart_box
    kinds = (QLineEdit, QComboBox, QDateEdit, QAbstractItemView, LineChart)
    for widget in window.findChildren(QWidget):
        if not isinstance(widget, kinds) or isinstance(widget, QHeaderView) or not widget.isVisible():
            continue
        if isinstance(widget.parent(), (QComboBox, QDateEdit)) or widget.objectName().startswith("qt_"):
            continue  # the parts of a control (a date's line edit)
        assert widget.accessibleName() or widget is window.chart_box, widget
    for button in window.findChildren(QAbstractButton):
        if button.isVisible() and not button.objectName().startswith("qt_"):
            assert button.text().replace("&", "").strip() or button.accessibleName(), button


# ----- by keyboard -----
def focused_window(qtbot, window):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    window.search.setFocus()
    qtbot.waitUntil(window.search.hasFocus, timeout=2000)
    return window


def test_tab_goes_from_the_search_through_the_filters_to_the_games(qtbot, window):
    focused_window(qtbot, window)
    expected = [window.player_box, window.convention_box, window.status_box, window.date_from, window.date_to,
                window.clear_button, window.table]
    reached = []
    for _ in expected:
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        reached.append(QApplication.focusWidget())
    assert reached == expected
    qtbot.keyClick(window.table, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is window.stats_table, "Tab leaves the games (it does not walk the cells)"
    qtbot.keyClick(window.stats_table, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert QApplication.focusWidget() is window.table
    for widget in reversed(expected[:-1]):  # and back with Shift+Tab
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
        assert QApplication.focusWidget() is widget
    # A date set leaves on Tab too (it no longer walks its year, month and day first).
    window.date_from.setDate(QDate(2024, 5, 3))
    window.date_from.setFocus()
    qtbot.keyClick(window.date_from, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is window.date_to


def test_the_games_reached_by_tab_have_the_first_selected_and_enter_opens_it(qtbot, window, opened):
    focused_window(qtbot, window)
    qtbot.keyClicks(window.search, "Evening")  # the games that open (the torn file sorts first)
    assert not window.table.selectionModel().hasSelection()
    window.clear_button.setFocus()
    qtbot.keyClick(window.clear_button, Qt.Key.Key_Tab)
    assert window.table.hasFocus()
    first = window.proxy.index(0, 0).data(ENTRY_ROLE)
    assert window.selected_entries() == [first] and window.current_entry() == first
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert opened == [first.path]
    qtbot.keyClick(window.table, Qt.Key.Key_Down)
    qtbot.keyClick(window.table, Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)
    assert opened == [first.path, window.proxy.index(1, 0).data(ENTRY_ROLE).path]


def test_down_from_the_search_goes_into_the_games(qtbot, window, opened):
    focused_window(qtbot, window)
    qtbot.keyClicks(window.search, "Evening")
    qtbot.keyClick(window.search, Qt.Key.Key_Down)
    assert window.table.hasFocus()
    first = window.proxy.index(0, 0).data(ENTRY_ROLE)
    assert window.selected_entries() == [first]
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert opened == [first.path]
    # A game already selected stays selected when the table is reached again.
    window.select_path(window.proxy.index(2, 0).data(ENTRY_ROLE).path)
    window.search.setFocus()
    qtbot.keyClick(window.search, Qt.Key.Key_Down)
    assert window.selected_entries() == [window.proxy.index(2, 0).data(ENTRY_ROLE)]


def test_an_import_says_which_file_was_too_large_to_copy(window, tmp_path, messages):
    from preferans_desk.core.limits import MAX_BYTES

    source = tmp_path / "elsewhere"
    source.mkdir()
    with (source / "huge.pulka").open("wb") as out:
        out.truncate(MAX_BYTES + 1)
    window.import_folder(source)
    kind, _title, text = messages[-1]
    assert kind == "information" and "huge.pulka could not be copied: the file is larger than" in text


@pytest.fixture
def held_open(qtbot, tmp_path, request):
    """Hold a game of the library open: in a main window of this process, or in another process's lock."""
    import subprocess
    import sys

    from PySide6.QtCore import QSettings

    from preferans_desk.gui.main_window import MainWindow

    def hold(path: Path) -> None:
        if request.param == "this process":
            qsettings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
            main = MainWindow(qsettings=qsettings, data_dir=tmp_path / "main-data")
            qtbot.addWidget(main)
            assert main.open_file(path) and not main.document.read_only
            return
        child = ("import sys\n"
                 "from PySide6.QtCore import QCoreApplication, QLockFile\n"
                 "app = QCoreApplication([])\n"
                 "lock = QLockFile(sys.argv[1]); lock.setStaleLockTime(0); assert lock.tryLock(0)\n"
                 "print('held', flush=True); sys.stdin.readline()\n")
        process = subprocess.Popen([sys.executable, "-c", child, str(lock_path(path))], stdin=subprocess.PIPE,
                                   stdout=subprocess.PIPE, text=True)
        request.addfinalizer(lambda: (process.communicate("\n", timeout=60)))
        assert process.stdout is not None and process.stdout.readline() == "held\n"

    return hold


@pytest.mark.parametrize("held_open", ["this process", "another process"], indirect=True)
def test_a_game_open_in_a_window_is_neither_renamed_nor_deleted(window, library, tmp_path, monkeypatch, messages,
                                                                held_open):
    path = tmp_path / "games" / "evening-4.pulka"
    held_open(path)
    lock, before = lock_path(path), path.read_bytes()
    assert lock.exists()
    names_asked = []
    monkeypatch.setattr(QInputDialog, "getText", lambda *args, **kwargs: names_asked.append(1) or ("renamed", True))
    window.select_path(path)
    window.rename_action.trigger()
    said = "evening-4.pulka is open in a window; close it there first"
    assert messages == [("warning", "Cannot rename evening-4.pulka", said)] and names_asked == []
    window.delete_action.trigger()  # refused before the question
    assert messages[-1] == ("warning", "Cannot delete evening-4.pulka", said) and len(messages) == 2
    window.select_path(path)
    other = tmp_path / "games" / "evening-3.pulka"
    flags = QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows
    window.table.selectionModel().select(window.proxy.index(column(window, "file").index(other.name), 0), flags)
    window.delete_action.trigger()  # several, one of them open: nothing deleted
    assert messages[-1] == ("warning", "Cannot delete evening-4.pulka", said) and other.exists()
    for change in (lambda: library.rename(path, "renamed"), lambda: library.delete(path)):
        with pytest.raises(LibraryError) as refused:
            change()
        assert refused.value.code == "open_elsewhere"
    assert path.read_bytes() == before and lock.exists() and not (tmp_path / "games" / "renamed.pulka").exists()
    assert "Evening 4" in column(window, "name")


def test_a_lock_left_by_a_crashed_window_does_not_stop_a_rename(window, tmp_path, monkeypatch, messages):
    path = tmp_path / "games" / "evening-4.pulka"
    crash_holding(lock_path(path))
    window.select_path(path)
    monkeypatch.setattr(QInputDialog, "getText", lambda *args, **kwargs: ("renamed", True))
    window.rename_action.trigger()
    assert messages == [] and (tmp_path / "games" / "renamed.pulka").exists() and not path.exists()


def test_names_sort_with_their_numbers_read_as_numbers(qapp):
    """"Friday #2" before "Friday #11", as people sort (a plain sort put #11 and #13 between #1 and #2)."""
    from preferans_desk.gui.game_library.library_model import natural_key

    names = ["Friday #11", "friday #2", "Friday #1", "Friday", "Friday #13", "Anna 7, Boris 10", "Anna 7, Boris 9"]
    assert sorted(names, key=natural_key) == ["Anna 7, Boris 9", "Anna 7, Boris 10", "Friday", "Friday #1",
                                              "friday #2", "Friday #11", "Friday #13"]
