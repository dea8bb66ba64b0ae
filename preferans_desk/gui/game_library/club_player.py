"""A player's page in the club: the player's rating and running result over the season's games (charts),
head-to-head with each opponent, the best and worst games and the deals that swung most. Its words name no
gender (a club has women too): "Games, by date", "Best deals".

It only shows what ``library.player_page`` and ``library.ratings`` work out. Its words keep the Qt Linguist
context "ClubPage".
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from preferans_desk.gui.game_library.charts import LineChart, Series, game_label
from preferans_desk.gui.game_library.library_filter import SortHeader
from preferans_desk.gui.game_library.library_stats import StatItem
from preferans_desk.library.player_page import Swing, biggest_swings, head_to_head, rating_history
from preferans_desk.library.ratings import Ratings
from preferans_desk.library.season_table import SeasonGame, SeasonRow
from preferans_desk.library.stats import running_balances
from preferans_desk.words import texts

translate = QCoreApplication.translate
SWINGS_SHOWN = 3  # the best and the worst deals listed


class PlayerPage(QWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.title = QLabel()
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.rating_chart = LineChart()
        self.result_chart = LineChart()
        self.opponents = QTableWidget(0, 3)
        self.opponents.setHorizontalHeader(SortHeader(self.opponents))
        self.opponents.verticalHeader().hide()
        self.opponents.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.opponents.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.opponents.setTabKeyNavigation(False)
        self.details = QLabel()
        self.details.setWordWrap(True)
        self.details.setTextFormat(self.details.textFormat().PlainText)
        charts = QHBoxLayout()
        charts.addWidget(self.rating_chart, 1)
        charts.addWidget(self.result_chart, 1)
        lower = QHBoxLayout()
        lower.addWidget(self.opponents, 1)
        lower.addWidget(self.details, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 0, 6, 6)
        layout.addWidget(self.title)
        layout.addLayout(charts, 3)
        layout.addLayout(lower, 2)

    def retranslate(self) -> None:
        for column, (text, tip) in enumerate((
                (translate("ClubPage", "Opponent"), ""), (translate("ClubPage", "Games"), ""),
                (translate("ClubPage", "Net whists"), translate("ClubPage", "Won from this opponent over the games "
                                                                           "played together (exact; negative: "
                                                                           "lost)")))):
            item = QTableWidgetItem(text)
            item.setToolTip(tip)
            self.opponents.setHorizontalHeaderItem(column, item)
        self.opponents.setAccessibleName(translate("ClubPage", "Head-to-head"))
        self.rating_chart.setAccessibleName(translate("ClubPage", "Rating over the season"))
        self.result_chart.setAccessibleName(translate("ClubPage", "Running result over the season"))

    def show_player(self, row: SeasonRow | None, games: Sequence[SeasonGame], ratings: Ratings,
                    aliases: dict[str, str], absent: str | None = None) -> None:
        """``games``: the season's games; ``row`` None shows nothing but a hint, or that the player chosen,
        ``absent``, has no games in the season."""
        if row is None:
            if absent is not None:
                self.title.setText(translate("ClubPage", "%1: no games in this season.").replace("%1", absent))
            else:
                self.title.setText(translate("ClubPage", "Select a player to see the player's page."))
            for chart in (self.rating_chart, self.result_chart):
                chart.set_data([])
            self.opponents.setRowCount(0)
            self.details.clear()
            return
        change = texts.number(row.rating_change, sign=True)
        title = self.tr("%1: rating %2 (%3 this season), %n game(s)", "", row.stats.games)  # a plural: self.tr
        self.title.setText(title.replace("%1", row.name).replace("%2", str(row.rating)).replace("%3", change))
        self._charts(row.name, games, ratings, aliases)
        self._opponents(row.name, games, aliases)
        self._details(row, games, aliases)

    def _charts(self, name: str, games: Sequence[SeasonGame], ratings: Ratings, aliases: dict[str, str]) -> None:
        season = {id(game) for game in games}
        history = [(game, value) for game, value in rating_history(ratings, name) if id(game) in season]
        self.rating_chart.set_data(
            [Series(translate("ClubPage", "Rating"), tuple((k + 1, float(value))
                                                           for k, (_game, value) in enumerate(history)))],
            x_title=translate("ClubPage", "Games, by date"), x_label=lambda x: f"{x:.0f}",
            hover_label=game_label([game for game, _value in history]),
            empty_text=translate("ClubPage", "No rated games in the season."))
        balances = running_balances(games, aliases)
        mine = balances.lines.get(name, [])
        self.result_chart.set_data(
            [Series(translate("ClubPage", "Result"), tuple((k + 1, float(total)) for k, (_i, total) in
                                                           enumerate(mine)))],
            x_title=translate("ClubPage", "Games, by date"), x_label=lambda x: f"{x:.0f}",
            hover_label=game_label([balances.games[index] for index, _total in mine]),
            empty_text=translate("ClubPage", "No games in the season."))

    def _opponents(self, name: str, games: Sequence[SeasonGame], aliases: dict[str, str]) -> None:
        rivals = head_to_head(games, name, aliases)
        self.opponents.setSortingEnabled(False)
        self.opponents.setRowCount(len(rivals))
        for row, rival in enumerate(rivals):
            items = [StatItem(rival.name, rival.name.casefold()), StatItem(str(rival.games), rival.games),
                     StatItem(texts.number(rival.net, sign=True), float(rival.net))]
            for column, item in enumerate(items):
                self.opponents.setItem(row, column, item)
        self.opponents.setSortingEnabled(True)
        self.opponents.sortByColumn(1, Qt.SortOrder.DescendingOrder)  # the most games together first
        self.opponents.resizeColumnsToContents()

    def _details(self, row: SeasonRow, games: Sequence[SeasonGame], aliases: dict[str, str]) -> None:
        best_game, worst_game = row.stats.extremes()
        lines = [translate("ClubPage", "Best game: %1 (%2, %3)").replace("%1", texts.number(best_game.result, True))
                 .replace("%2", best_game.name).replace("%3", best_game.date[:10]),
                 translate("ClubPage", "Worst game: %1 (%2, %3)").replace("%1", texts.number(worst_game.result, True))
                 .replace("%2", worst_game.name).replace("%3", worst_game.date[:10])]
        best, worst = biggest_swings(games, row.name, aliases, SWINGS_SHOWN)
        for title, swings in ((translate("ClubPage", "Best deals:"), best),
                              (translate("ClubPage", "Worst deals:"), worst)):
            if swings:
                lines += ["", title, *(_swing_text(swing) for swing in swings)]
        self.details.setText("\n".join(lines))


def _swing_text(swing: Swing) -> str:
    return translate("ClubPage", "%1: deal %2 of “%3”, %4").replace("%1", texts.number(swing.worth, True)).replace(
        "%2", str(swing.deal)).replace("%3", swing.game.name).replace("%4", swing.game.date[:10])
