"""The club's season table: one row a player (``library.season_table.SeasonRow``), sortable by every column.

Its words keep the Qt Linguist context "ClubPage" (spelt out, so lupdate finds it).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QModelIndex, Qt
from PySide6.QtWidgets import QAbstractItemView, QTableWidget, QTableWidgetItem, QWidget

from preferans_desk.gui.game_library.library_filter import SortHeader
from preferans_desk.gui.game_library.library_model import signed
from preferans_desk.gui.game_library.library_stats import StatItem
from preferans_desk.library.season_table import SeasonRow
from preferans_desk.words import texts

translate = QCoreApplication.translate


class ClubTable(QTableWidget):
    COLUMNS = ("rank", "player", "rating", "change", "games", "firsts", "result", "money", "per_deal",
               "contracts", "misere", "whists")

    def __init__(self, parent: QWidget | None = None):
        super().__init__(0, len(self.COLUMNS), parent)
        self.setHorizontalHeader(SortHeader(self))
        self.rows: list[SeasonRow] = []
        # The player chosen, by name: kept when a season without him is shown (nobody is selected then) and
        # selected again when a season with him comes back; None when nobody was chosen.
        self.chosen: str | None = None
        self.itemSelectionChanged.connect(self._remember_choice)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setTabKeyNavigation(False)
        self.verticalHeader().hide()
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.setAlternatingRowColors(True)
        self.setSortingEnabled(True)
        self.sortByColumn(0, Qt.SortOrder.AscendingOrder)

    def retranslate(self) -> None:
        words = [
            ("#", translate("ClubPage", "Place in the season: by result, then rating")),
            (translate("ClubPage", "Player"), translate("ClubPage", "The player; merged spellings in the tooltip")),
            (translate("ClubPage", "Rating"), translate("ClubPage", "After the season's last game (a newcomer: "
                                                                     "1000)")),
            (translate("ClubPage", "Change"), translate("ClubPage", "The rating's change over the season")),
            (translate("ClubPage", "Games"), translate("ClubPage", "Games played in the season")),
            (translate("ClubPage", "Firsts"), translate("ClubPage", "Games where nobody did better")),
            (translate("ClubPage", "Result"), translate("ClubPage", "Sum of the results, in whists, as settled")),
            (translate("ClubPage", "Money"), translate("ClubPage", "Sum of the money, by currency")),
            (translate("ClubPage", "Per deal"), translate("ClubPage", "Result per deal played, in whists")),
            (translate("ClubPage", "Contracts"), translate("ClubPage", "Contracts made / failed")),
            (translate("ClubPage", "Misères"), translate("ClubPage", "Misères made / failed")),
            (translate("ClubPage", "Whists"), translate("ClubPage", "Whists written on the others")),
        ]
        for column, (text, tip) in enumerate(words):
            item = QTableWidgetItem(text)
            item.setToolTip(tip)
            self.setHorizontalHeaderItem(column, item)

    def set_rows(self, rows: list[SeasonRow]) -> None:
        """Show ``rows``, the chosen player selected where he is among them: by name, never by row (the row he
        was in may be another player's now)."""
        self.rows = list(rows)
        self.blockSignals(True)  # no selection signal for the rows going and coming: the page asks once, after
        try:
            self.clearSelection()
            self.setCurrentIndex(QModelIndex())
            self.setSortingEnabled(False)  # rows filled while sorting would move under the loop
            self.setRowCount(len(self.rows))
            for row, season_row in enumerate(self.rows):
                for column, item in enumerate(self._items(season_row)):
                    self.setItem(row, column, item)
            self.setSortingEnabled(True)
            self.resizeColumnsToContents()
            if self.chosen is not None:
                self.select_name(self.chosen)
        finally:
            self.blockSignals(False)

    def _remember_choice(self) -> None:
        self.chosen = self.selected_name()

    def selected_name(self) -> str | None:
        rows = {index.row() for index in self.selectedIndexes()}
        item = self.item(min(rows), 1) if rows else None
        return item.text() if item is not None else None

    def select_name(self, name: str) -> bool:
        for row in range(self.rowCount()):
            item = self.item(row, 1)
            if item is not None and item.text() == name:
                self.selectRow(row)
                return True
        return False

    def _items(self, r: SeasonRow) -> list[StatItem]:
        s = r.stats
        also = sorted(s.spellings - {s.name})
        money = texts.money_totals(s.money)
        return [
            StatItem(str(r.rank), r.rank),
            StatItem(r.name, r.name.casefold(),
                     translate("ClubPage", "Also: %1").replace("%1", ", ".join(also)) if also else ""),
            StatItem(str(r.rating), r.rating),
            StatItem(texts.number(r.rating_change, sign=True), r.rating_change),
            StatItem(str(s.games), s.games),
            StatItem(str(r.first_places), r.first_places),
            StatItem(signed(s.total), float(s.total)),
            StatItem(money or "—", float(sum(s.money.values()))),
            StatItem(texts.two_places(r.per_deal), float(r.per_deal)),
            StatItem(f"{s.made}/{s.remizes}", (s.made, -s.remizes)),
            StatItem(f"{s.misere_made}/{s.misere_failed}", (s.misere_made, -s.misere_failed)),
            StatItem(texts.number(s.whists_written), float(s.whists_written)),
        ]
