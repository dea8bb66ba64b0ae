"""The library window's Club page: a season picker, the season's table of players and the chosen player's page.

The library window hands it the games and the aliases (``set_games``); it rates them (``library.ratings``)
only when it is shown, and again only when they change. Its words keep the Qt Linguist context "ClubPage".
"""

from __future__ import annotations

from datetime import date
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDate, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from preferans_desk.gui.dialogs.file_dialogs import widen_sidebar_soon
from preferans_desk.gui.game_library.club_player import PlayerPage
from preferans_desk.gui.game_library.club_table import ClubTable
from preferans_desk.gui.state import preferences
from preferans_desk.library import GameEntry
from preferans_desk.library.ratings import Ratings, rate
from preferans_desk.library.season_table import SeasonRow, season_games, season_table
from preferans_desk.library.seasons import ALL_TIME, Season, between, last_year, quarter, this_year

translate = QCoreApplication.translate
# The season picker's choices, in its order; "span" enables the two dates.
CHOICES = ("all", "this_year", "last_year", "q1", "q2", "q3", "q4", "span")


class ClubPage(QWidget):

    def __init__(self, parent: QWidget | None = None, today: date | None = None):
        super().__init__(parent)
        self.today = today or date.today()
        self.entries: list[GameEntry] = []
        self.aliases: dict[str, str] = {}
        self.ratings: Ratings | None = None  # worked out when first needed after the games change
        self.cache: Path | None = None  # where the ratings after each game are kept
        self.games: list[GameEntry] = []  # the season's
        self.rows: list[SeasonRow] = []
        self.season_label = QLabel()
        self.season_box = QComboBox()
        self.season_box.addItems([""] * len(CHOICES))
        self.season_label.setBuddy(self.season_box)
        self.date_from, self.date_to = QDateEdit(), QDateEdit()
        for edit in (self.date_from, self.date_to):
            edit.setCalendarPopup(True)
            edit.setDisplayFormat("yyyy-MM-dd")
            edit.setDate(QDate(self.today.year, 1, 1) if edit is self.date_from
                         else QDate(self.today.year, self.today.month, self.today.day))
            edit.dateChanged.connect(self.update_table)
        self.export_button = QPushButton()
        self.export_button.clicked.connect(lambda: self.export_pdf())
        self.summary = QLabel()
        self.table = ClubTable()
        self.player = PlayerPage()
        self.season_box.currentIndexChanged.connect(self._season_chosen)
        self.table.itemSelectionChanged.connect(self._show_player)
        self._layout()
        self._season_chosen()

    def _layout(self) -> None:
        picker = QHBoxLayout()
        for widget in (self.season_label, self.season_box, self.date_from, self.date_to):
            picker.addWidget(widget)
        picker.addWidget(self.summary, 1)
        picker.addWidget(self.export_button)
        upper = QWidget()
        upper_layout = QVBoxLayout(upper)
        upper_layout.setContentsMargins(6, 6, 6, 0)
        upper_layout.addLayout(picker)
        upper_layout.addWidget(self.table)
        self.splitter = QSplitter(Qt.Orientation.Vertical)
        self.splitter.addWidget(upper)
        self.splitter.addWidget(self.player)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.splitter)
        for first, second in ((self.season_box, self.date_from), (self.date_from, self.date_to),
                              (self.date_to, self.export_button), (self.export_button, self.table),
                              (self.table, self.player.opponents)):
            QWidget.setTabOrder(first, second)

    def retranslate(self) -> None:
        self.season_label.setText(translate("ClubPage", "&Season:"))
        year = self.today.year
        words = [translate("ClubPage", "All time"), translate("ClubPage", "This year (%1)").replace("%1", str(year)),
                 translate("ClubPage", "Last year (%1)").replace("%1", str(year - 1)),
                 *(translate("ClubPage", "Quarter %1 of %2").replace("%1", str(q)).replace("%2", str(year))
                   for q in (1, 2, 3, 4)),
                 translate("ClubPage", "From – to")]
        for index, text in enumerate(words):
            self.season_box.setItemText(index, text)
        self.date_from.setAccessibleName(translate("ClubPage", "The season's first day"))
        self.date_to.setAccessibleName(translate("ClubPage", "The season's last day"))
        self.export_button.setText(translate("ClubPage", "&Export PDF…"))
        self.table.setAccessibleName(translate("ClubPage", "The season's table"))
        self.table.retranslate()
        self.player.retranslate()
        self.update_table()

    # ----- the data -----
    def set_games(self, entries: list[GameEntry], aliases: dict[str, str], cache: Path | None = None) -> None:
        """The library's games as they stand now (the ratings are worked out again when next shown, from the
        ratings kept in ``cache`` for the games that did not change)."""
        self.entries, self.aliases, self.ratings, self.cache = list(entries), dict(aliases), None, cache
        if self.isVisible():
            self.update_table()

    def season(self) -> Season:
        choice = CHOICES[max(0, self.season_box.currentIndex())]
        year = self.today.year
        if choice == "all":
            return ALL_TIME
        if choice == "this_year":
            return this_year(self.today)
        if choice == "last_year":
            return last_year(self.today)
        if choice.startswith("q"):
            return quarter(year, int(choice[1]))
        first, last = self.date_from.date().toPython(), self.date_to.date().toPython()
        assert isinstance(first, date) and isinstance(last, date)
        return between(min(first, last), max(first, last))

    def _season_chosen(self, *_args) -> None:
        span = CHOICES[max(0, self.season_box.currentIndex())] == "span"
        self.date_from.setEnabled(span)
        self.date_to.setEnabled(span)
        self.update_table()

    def showEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        self.update_table()

    def update_table(self, *_args) -> None:
        if not self.isVisible() and self.ratings is None:
            return  # rated when shown
        if self.ratings is None:
            self.ratings = rate(self.entries, self.aliases, self.cache)
        season = self.season()
        self.games = season_games(self.entries, season)
        self.rows = season_table(self.entries, season, self.ratings, self.aliases)
        self.table.set_rows(self.rows)
        if self.games:  # self.tr: lupdate files a plural only from tr(text, disambiguation, n)
            self.summary.setText(self.tr("%n game(s) in the season", "", len(self.games)))
        else:
            self.summary.setText(translate("ClubPage", "No games in this season."))
        self.export_button.setEnabled(bool(self.rows))
        self._show_player()

    def export_pdf(self, path: str | Path | None = None) -> bool:
        """The season's table as a PDF, in the interface's language, on the locale's paper; False when not
        written (cancelled, or refused with a message). Its words are the library window's, where they were."""
        if path is None:
            widen_sidebar_soon()
            path, _kind = QFileDialog.getSaveFileName(self, translate("LibraryWindow", "Export the Season's Table"),
                                                      str(Path.home() / "club-season.pdf"), "PDF (*.pdf)")
            if not path:
                return False
        from preferans_desk.export.club_pdf import export_club_pdf  # reportlab, only when asked

        target = Path(path) if Path(path).suffix.lower() == ".pdf" else Path(f"{path}.pdf")
        try:
            export_club_pdf(self.rows, len(self.games), self.season(), target, lang=None,
                            paper=preferences.default_paper())
        except OSError as exc:
            QMessageBox.warning(self, translate("LibraryWindow", "Cannot export"), f"{target}: {exc.strerror or exc}")
            return False
        window = self.window()
        if isinstance(window, QMainWindow):
            window.statusBar().showMessage(translate("LibraryWindow", "Written: %1").replace("%1", str(target)))
        return True

    def _show_player(self) -> None:
        """The chosen player's page; when the season has no games of his, a line that says so."""
        name = self.table.chosen
        row = next((r for r in self.rows if r.name == name), None)
        assert self.ratings is not None or row is None
        self.player.show_player(row, self.games, self.ratings or Ratings([], {}), self.aliases,
                                absent=name if row is None else None)
