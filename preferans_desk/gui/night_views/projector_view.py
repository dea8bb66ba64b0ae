"""The projector view (F11 in the director's window): the standings and the round's clock in print large enough
to read across the room, on the whole screen. It shows what the director's window shows, from the same book."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics, QKeyEvent, QResizeEvent, QScreen
from PySide6.QtWidgets import QHeaderView, QLabel, QVBoxLayout, QWidget

from preferans_desk.core.ending import minutes_until
from preferans_desk.gui.sheet.screen_choice import show_full_screen_on
from preferans_desk.night.round_clock import round_end

from .night_tables import STANDING_NAME, fill_standings, new_table, standing_heads

if TYPE_CHECKING:
    from .director_window import DirectorWindow

TICK_MS = 1000
TITLE_POINTS, TITLE_LEAST_POINTS, TITLE_LINES = 40, 16, 2  # a long title wraps, then shrinks: the round always shows
ROW_ROOM = 1.4  # a standings row's height in lines of its type


class ProjectorView(QWidget):
    def __init__(self, director: DirectorWindow):
        super().__init__(None, Qt.WindowType.Window)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.director = director
        self.title, self.clock = QLabel(), QLabel()
        self.standings = new_table(len(standing_heads()), STANDING_NAME)
        self.standings.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for label, size in ((self.title, TITLE_POINTS), (self.clock, 30)):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            font = QFont(self.font())
            font.setPointSize(size)
            font.setBold(label is self.title)
            label.setFont(font)
        font = QFont(self.font())
        font.setPointSize(28)
        self.standings.setFont(font)
        self.standings.horizontalHeader().setFont(font)
        # every row as high as its type (new_table cuts a long name short with "…" rather than wrap it)
        rows = self.standings.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(round(QFontMetrics(font).height() * ROW_ROOM))
        self.title.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.clock)
        layout.addWidget(self.standings, 1)
        self.timer = QTimer(self, interval=TICK_MS)
        self.timer.timeout.connect(self._tick)
        self.timer.start()
        self.setWindowTitle(director.windowTitle())

    def show_on(self, screen: QScreen) -> None:
        """Full screen on ``screen``."""
        show_full_screen_on(self, screen)

    def refresh(self) -> None:
        book = self.director.book
        name = book.event.title or book.path.stem
        self.title.setText(self.tr("%1 — round %2 of %3").replace("%1", name).replace("%2", str(book.round))
                           .replace("%3", str(len(book.event.rounds))))
        self._fit_title()
        fill_standings(self.standings, book.standings())
        self._tick()

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

    def _tick(self) -> None:
        """The round's clock: the time played since the director opened it, and what is left of its minutes."""
        book = self.director.book
        opened = book.opened(book.round)
        if opened is None:
            self.clock.setText(self.tr("The round has not started"))
            return
        now = datetime.now().astimezone()
        end = round_end(book.event.rounds[book.round - 1])
        if end is None:
            played = int((now - opened).total_seconds()) // 60
            self.clock.setText(self.tr("Playing for %1 min").replace("%1", str(played)))
        else:
            left = minutes_until(end, now)  # as the tables' "time left" counts
            self.clock.setText(self.tr("%1 min left").replace("%1", str(left)) if left > 0
                               else self.tr("Time is up: the deal being played is the last"))

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        if event.key() in (Qt.Key.Key_Escape, Qt.Key.Key_F11):
            self.close()
            return
        super().keyPressEvent(event)
