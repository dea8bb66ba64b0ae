"""The library's statistics: the players' table (cells that sort by number) and the chart of running balances,
across the chosen games or deal by deal within the current one.

Their words were translated as the library window's and keep that Qt Linguist context: each is written
``QCoreApplication.translate("LibraryWindow", …)`` (lupdate reads the context only when it is spelt out).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from preferans_desk.core.errors import GameFileError
from preferans_desk.core.game import Game
from preferans_desk.core.gamefile import load
from preferans_desk.gui.game_library.charts import PALETTE, LineChart, Series, game_label
from preferans_desk.gui.game_library.library_filter import SortHeader
from preferans_desk.gui.game_library.library_model import signed
from preferans_desk.library import GameEntry, PlayerStats, game_balance
from preferans_desk.library.stats import GameRef, running_balances
from preferans_desk.words import texts

CHART_LINES = len(PALETTE)  # the players with the most games get a line each
translate = QCoreApplication.translate


class StatItem(QTableWidgetItem):
    """A cell that sorts by its key, not its text."""

    def __init__(self, text: str, key, tooltip: str = ""):
        super().__init__(text)
        self.key = key
        self.setFlags(Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled)
        if tooltip:
            self.setToolTip(tooltip)
        if not isinstance(key, str):
            self.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

    def __lt__(self, other: QTableWidgetItem) -> bool:
        return self.key < other.key if isinstance(other, StatItem) else super().__lt__(other)


class StatsTable(QTableWidget):
    """One row a player (``PlayerStats``), sorted by the total at first; the column keys are ``COLUMNS``."""

    COLUMNS = ("player", "games", "won", "total", "average", "money", "best_worst", "contracts", "misere",
               "remizes", "whists", "allpass")

    def __init__(self, parent: QWidget | None = None):
        super().__init__(0, len(self.COLUMNS), parent)
        self.setHorizontalHeader(SortHeader(self))
        self.stats: list[PlayerStats] = []
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setTabKeyNavigation(False)  # rows of players, not cells to walk: Tab goes on to the chart
        self.verticalHeader().hide()
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.setSortingEnabled(True)
        self.sortByColumn(self.COLUMNS.index("total"), Qt.SortOrder.DescendingOrder)
        self.setAlternatingRowColors(True)

    def retranslate(self) -> None:
        headers = [translate("LibraryWindow", "Player"), translate("LibraryWindow", "Games"),
                   translate("LibraryWindow", "Won"), translate("LibraryWindow", "Total"),
                   translate("LibraryWindow", "Average"), translate("LibraryWindow", "Money"),
                   translate("LibraryWindow", "Best / worst"), translate("LibraryWindow", "Contracts"),
                   translate("LibraryWindow", "Misères"), translate("LibraryWindow", "Remizes"),
                   translate("LibraryWindow", "Whists"), translate("LibraryWindow", "All-pass")]
        tips = [translate("LibraryWindow", "The player; merged spellings in the tooltip"),
                translate("LibraryWindow", "Games played"),
                translate("LibraryWindow", "Games won (result above zero) and their share"),
                translate("LibraryWindow", "Sum of the results, in whists, as settled"),
                translate("LibraryWindow", "Average result a game, in whists"),
                translate("LibraryWindow", "Sum of the money, by currency"),
                translate("LibraryWindow",
                          "The best and the worst result in one game (the games in the cell's tooltip)"),
                translate("LibraryWindow", "Contracts made / played / declared (played: somebody whisted)"),
                translate("LibraryWindow", "Misères made / failed"),
                translate("LibraryWindow", "Contracts played and lost"),
                translate("LibraryWindow", "Whists written on the others"),
                translate("LibraryWindow", "Tricks taken on all-pass")]
        for column, (text, tip) in enumerate(zip(headers, tips, strict=True)):
            item = QTableWidgetItem(text)
            item.setToolTip(tip)
            self.setHorizontalHeaderItem(column, item)

    def set_stats(self, stats: list[PlayerStats]) -> None:
        self.stats = list(stats)
        self.setSortingEnabled(False)  # rows filled while sorting would move under the loop
        self.setRowCount(len(self.stats))
        for row, player in enumerate(self.stats):
            for column, item in enumerate(self._items(player)):
                self.setItem(row, column, item)
        self.setSortingEnabled(True)
        self.resizeColumnsToContents()

    def selected_stats(self) -> list[PlayerStats]:
        rows = sorted({index.row() for index in self.selectedIndexes()})
        names = {item.text() for row in rows if (item := self.item(row, 0))}
        return [s for s in self.stats if s.name in names]

    def _items(self, s: PlayerStats) -> list[StatItem]:
        also = sorted(s.spellings - {s.name})
        money = texts.money_totals(s.money)
        average = float(s.average)
        best, worst = s.extremes()

        def game_tip(ref: GameRef) -> str:
            return f"{ref.name}, {ref.date[:10]}"

        also_tip = translate("LibraryWindow", "Also: %1").replace("%1", ", ".join(also)) if also else ""
        return [
            StatItem(s.name, s.name.casefold(), also_tip),
            StatItem(str(s.games), s.games),
            StatItem(f"{s.won} ({round(100 * s.share_won)}%)", float(s.share_won)),
            StatItem(signed(s.total), float(s.total)),
            StatItem(texts.decimal(average, 1, sign=True) if average else "0", average),
            StatItem(money or "—", float(sum(s.money.values()))),
            StatItem(f"{signed(best.result)} / {signed(worst.result)}", float(best.result),
                     f"{game_tip(best)}\n{game_tip(worst)}"),
            StatItem(f"{s.made}/{s.played}/{s.declared}", (s.made, s.played, s.declared)),
            StatItem(f"{s.misere_made}/{s.misere_failed}", (s.misere_made, -s.misere_failed)),
            StatItem(str(s.remizes), s.remizes),
            StatItem(texts.number(s.whists_written), float(s.whists_written)),
            StatItem(str(s.allpass_tricks), s.allpass_tricks),
        ]


class BalanceChart(QWidget):
    """The chart of running balances with its choice: across the games (index 0) or within one (index 1).
    ``box.currentIndexChanged`` tells the window to show the chart afresh."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._loaded: tuple[Path, int, Game | BaseException] | None = None  # the game shown, or why not
        self.box = QComboBox()
        self.box.addItems(["", ""])
        self.label = QLabel()
        self.label.setBuddy(self.box)
        self.chart = LineChart()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 6, 6)
        row = QHBoxLayout()
        row.addWidget(self.label)
        row.addWidget(self.box, 1)
        layout.addLayout(row)
        layout.addWidget(self.chart, 1)

    def retranslate(self) -> None:
        self.label.setText(translate("LibraryWindow", "C&hart:"))
        self.box.setItemText(0, translate("LibraryWindow", "Running balance across games"))
        self.box.setItemText(1, translate("LibraryWindow", "Running balance within the current game"))
        self.chart.setAccessibleName(translate("LibraryWindow", "Chart of the running balances"))

    def within_game(self) -> bool:
        return self.box.currentIndex() == 1

    def show_across(self, entries: list[GameEntry], stats: list[PlayerStats], aliases: dict[str, str]) -> None:
        """A line for each of the players with the most games among ``entries``, game after game by date."""
        balances = running_balances(entries, aliases)
        frequent = sorted(stats, key=lambda s: (-s.games, -s.total, s.name))[:CHART_LINES]
        series = [Series(s.name, tuple((index + 1, float(total)) for index, total in balances.lines[s.name]))
                  for s in frequent if s.name in balances.lines]
        self.chart.set_data(series, x_title=translate("LibraryWindow", "Games, by date"),
                            x_label=lambda x: f"{x:.0f}", hover_label=game_label(balances.games),
                            empty_text=translate("LibraryWindow", "No games that load are shown."))

    def show_within(self, entry: GameEntry | None) -> None:
        """A line for each player of ``entry``'s game, deal by deal (or why there is none)."""
        if entry is None:
            self.chart.set_data([], empty_text=translate("LibraryWindow",
                                                         "Select a game to see its balance deal by deal."))
            return
        game = self._game(entry)
        if not isinstance(game, Game):
            self.chart.set_data([], empty_text=translate("LibraryWindow", "%1 cannot be read: %2")
                                .replace("%1", entry.path.name).replace("%2", texts.problem_text(game)))
            return
        rows = game_balance(game)
        series = [Series(name, tuple((k, float(row[seat])) for k, row in enumerate(rows)))
                  for seat, name in enumerate(game.players)]
        self.chart.set_data(series, x_title=translate("LibraryWindow", "Deals of “%1”").replace("%1", entry.name),
                            x_label=lambda x: f"{x:.0f}",
                            hover_label=lambda x: translate("LibraryWindow", "after deal %1")
                            .replace("%1", f"{x:.0f}"),
                            empty_text=translate("LibraryWindow", "The game has no deals yet."))

    def _game(self, entry: GameEntry) -> Game | BaseException:
        """The game of ``entry`` read from its file (kept while the file is unchanged), or the refusal."""
        if self._loaded is not None and self._loaded[:2] == (entry.path, entry.mtime_ns):
            return self._loaded[2]
        if not entry.ok:
            game: Game | BaseException = entry.refusal() or ValueError(entry.error)
        else:
            try:
                game = load(entry.path).game
            except GameFileError as exc:
                game = exc
        self._loaded = (entry.path, entry.mtime_ns, game)
        return game
