"""The projector view (F11 in the director's window): the standings and the round's clock in print large enough
to read across the room, on the whole screen. It reads the night document's moment and shares the director's
standings model.

Long standings are shown a page at a time, every row in turn: a page holds the rows that fit the screen at the
projector's type (never smaller), and turns every ``PAGE_MS``, saying "page 2 of 5". Once the round after the one
being played is seated, its seating follows the standings' pages (the players find their tables from across the
room).
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import (
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    QSortFilterProxyModel,
    Qt,
    QTimer,
)
from PySide6.QtGui import QFont, QFontMetrics, QKeyEvent, QResizeEvent, QScreen
from PySide6.QtWidgets import QHBoxLayout, QLabel, QStackedWidget, QTableView, QVBoxLayout, QWidget

from preferans_desk.core.ending import minutes_until
from preferans_desk.gui.sheet.screen_choice import show_full_screen_on
from preferans_desk.gui.state.night_document import NightDocument
from preferans_desk.night.night_moment import NightMoment

from .night_tables import (
    STANDING_NAME,
    TABLE_PLAYERS,
    RoundTablesModel,
    RowsModel,
    StandingsModel,
    new_view,
    size_columns,
)

TICK_MS = 1000
PAGE_MS = 7000  # a page of the standings (or of the next round's seating) this long
TITLE_POINTS, TITLE_LEAST_POINTS, TITLE_LINES = 40, 16, 2  # a long title wraps, then shrinks: the round always shows
TABLE_POINTS = 28  # the standings' type: read from the back of the room
ROW_ROOM = 1.4  # a standings row's height in lines of its type
SEATING_HIDDEN = (2, 3, 4, 5)  # the seating shows the table and its players only
STANDINGS, SEATING = 0, 1


class RowRange(QSortFilterProxyModel):
    """The rows ``first`` to ``first + count`` of its source: a page."""

    def __init__(self, source: RowsModel, parent: QObject):
        super().__init__(parent)
        self.setSourceModel(source)
        self.first, self.count = 0, 1 << 30

    def set_range(self, first: int, count: int) -> None:
        if (first, count) != (self.first, self.count):
            self.beginFilterChange()
            self.first, self.count = first, count
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, source_row: int,  # noqa: N802 (Qt's name)
                         source_parent: QModelIndex | QPersistentModelIndex) -> bool:
        return self.first <= source_row < self.first + self.count

    def heads(self) -> list[str]:
        source = self.sourceModel()
        return source.heads() if isinstance(source, RowsModel) else []


class ProjectorView(QWidget):
    def __init__(self, document: NightDocument):
        super().__init__(None, Qt.WindowType.Window)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.document = document
        self.title, self.clock, self.page_label = QLabel(), QLabel(), QLabel()
        for label, size in ((self.title, TITLE_POINTS), (self.clock, 30), (self.page_label, 26)):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            font = QFont(self.font())
            font.setPointSize(size)
            font.setBold(label is self.title)
            label.setFont(font)
        self.title.setWordWrap(True)
        font = QFont(self.font())
        font.setPointSize(TABLE_POINTS)
        self.setFont(font)
        self.standings_model = StandingsModel.of(document)
        self.seating_model = RoundTablesModel(document, document.moment.playing + 1, self)
        self.standings_page = RowRange(self.standings_model, self)
        self.seating_page = RowRange(self.seating_model, self)
        self.standings = self._view(self.standings_page, STANDING_NAME)
        self.seating = self._view(self.seating_page, TABLE_PLAYERS)
        for column in SEATING_HIDDEN:
            self.seating.setColumnHidden(column, True)
        self.pages = QStackedWidget()
        self.pages.addWidget(self.standings)
        self.pages.addWidget(self.seating)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        line = QHBoxLayout()  # the clock and the page on one line: a row more of the standings
        line.addWidget(self.clock, 1)
        line.addWidget(self.page_label, 1)
        layout.addLayout(line)
        layout.addWidget(self.pages, 1)
        self.page = 0  # the page shown, of ``page_list()``
        self._seating_round: int | None = None  # the round whose seating follows the standings, once seated
        self.timer = QTimer(self, interval=TICK_MS)
        self.timer.timeout.connect(self._tick)
        self.timer.start()
        self.page_timer = QTimer(self, interval=PAGE_MS)
        self.page_timer.timeout.connect(self.turn_page)
        self.page_timer.start()
        document.momentChanged.connect(self.show_moment)
        self.show_moment(document.moment)

    def _view(self, model: RowRange, stretch: int) -> QTableView:
        view = new_view(model, stretch)  # (one line a row: a long name is cut short with "…")
        view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        view.setFont(self.font())
        view.horizontalHeader().setFont(self.font())
        size_columns(view, stretch)  # in the projector's type
        view.setSelectionMode(QTableView.SelectionMode.NoSelection)
        view.verticalHeader().setDefaultSectionSize(round(QFontMetrics(self.font()).height() * ROW_ROOM))
        view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        return view

    def show_on(self, screen: QScreen) -> None:
        """Full screen on ``screen``."""
        show_full_screen_on(self, screen)

    def refresh(self) -> None:
        self.show_moment(self.document.moment)

    def show_moment(self, moment: NightMoment) -> None:
        self.title.setText(self.tr("%1 — round %2 of %3").replace("%1", moment.title)
                           .replace("%2", str(moment.playing)).replace("%3", str(len(moment.rounds))))
        self._fit_title()
        following = moment.next_seated
        if self.seating_model.number != moment.playing + 1:
            self.seating_model.set_round(moment.playing + 1)
        self._seating_round = following.number if following is not None else None
        self._show_page()
        self._tick()

    # ----- pages -----
    def rows_a_page(self) -> int:
        """The rows that fit the screen at the projector's type (one at least)."""
        view = self.standings
        height = self.pages.height() - view.horizontalHeader().height() - 2 * view.frameWidth()
        return max(1, height // view.verticalHeader().defaultSectionSize())

    def page_list(self) -> list[tuple[int, int]]:
        """Every page in turn: (STANDINGS or SEATING, its first row)."""
        rows = self.rows_a_page()
        pages = [(STANDINGS, first) for first in range(0, max(1, self.standings_model.rowCount()), rows)]
        if self._seating_round is not None:
            pages += [(SEATING, first) for first in range(0, max(1, self.seating_model.rowCount()), rows)]
        return pages

    def turn_page(self) -> None:
        self.page += 1
        self._show_page()

    def _show_page(self) -> None:
        pages = self.page_list()
        self.page %= len(pages)
        kind, first = pages[self.page]
        rows = self.rows_a_page()
        (self.standings_page if kind == STANDINGS else self.seating_page).set_range(first, rows)
        self.pages.setCurrentIndex(kind)
        of_kind = [page for page in pages if page[0] == kind]
        number, count = of_kind.index((kind, first)) + 1, len(of_kind)
        if kind == STANDINGS:
            said = self.tr("Standings") if count == 1 else self.tr("Standings, page %1 of %2")
        else:
            said = (self.tr("Round %3: who sits where") if count == 1
                    else self.tr("Round %3: who sits where, page %1 of %2"))
            said = said.replace("%3", str(self._seating_round))
        self.page_label.setText(said.replace("%1", str(number)).replace("%2", str(count)))

    # ----- the title and the clock -----
    def _fit_title(self) -> None:
        """The title's type as large as lets it fit the width in two lines at most (a word never cut)."""
        text, width = self.title.text(), self.title.contentsRect().width()
        font = QFont(self.title.font())
        for points in range(TITLE_POINTS, TITLE_LEAST_POINTS - 1, -2):
            font.setPointSize(points)
            metrics = QFontMetrics(font)
            needed = metrics.boundingRect(QRect(0, 0, width, 100_000), Qt.TextFlag.TextWordWrap, text)
            if needed.width() <= width and needed.height() <= TITLE_LINES * metrics.lineSpacing():
                break
        self.title.setFont(font)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._fit_title()
        QTimer.singleShot(0, self, self._show_page)  # (once laid out: the rows a page follow the height)

    def _tick(self) -> None:
        """The round's clock: the time played since the director opened it, and what is left of its minutes."""
        round_ = self.document.moment.round
        if round_.opened is None:
            self.clock.setText(self.tr("The round has not started"))
            return
        now = datetime.now().astimezone()
        if round_.end is None:
            played = int((now - round_.opened).total_seconds()) // 60
            self.clock.setText(self.tr("Playing for %1 min").replace("%1", str(played)))
        else:
            left = minutes_until(round_.end, now)  # as the tables' "time left" counts
            self.clock.setText(self.tr("%1 min left").replace("%1", str(left)) if left > 0
                               else self.tr("Time is up: the deal being played is the last"))

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        if event.key() in (Qt.Key.Key_Escape, Qt.Key.Key_F11):
            self.close()
            return
        super().keyPressEvent(event)
