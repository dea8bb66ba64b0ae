"""The strip of facts beside the sheet: what the table needs before each deal, in readable print.

Who deals next and who sits out, the price of an all-pass and the streak, the level to leave the
all-passes with, and how many pools are still open: all read from the document's moment (in
review, the deal after the one reviewed), worded here and nowhere else.
"""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QBoxLayout, QFrame, QLabel, QSizePolicy, QWidget

from preferans_desk.core.engine import instant
from preferans_desk.core.moment import Moment
from preferans_desk.gui.state import clock
from preferans_desk.words import texts

LEAST_SCALE = 0.6  # of the strip's type: the smallest a fact is written to fit a long word in a column
_WORD_BREAKS = re.compile(r"\s+|(?<=-)")  # where a line may break: at spaces and after a hyphen, as Qt breaks it


class FactsStrip(QFrame):
    """A column of facts beside the sheet, one a line (``labels``), or a row above it: the facts in one
    line of text that wraps (``line``) (``set_column``); ``pixel_size`` is the height of its type
    (None: one and a quarter of the interface font)."""

    SCALE = 1.25  # the window's strip, against the interface font

    def __init__(self, parent: QWidget | None = None, pixel_size: int | None = None):
        super().__init__(parent)
        self.setObjectName("facts")
        self.labels = [QLabel() for _ in range(5)]  # the deal and its dealer, who sits out, all-pass, pools, facing
        self.line = QLabel()
        self._layout = QBoxLayout(QBoxLayout.Direction.TopToBottom, self)
        self._layout.setContentsMargins(8, 4, 8, 4)
        for label in (*self.labels, self.line):
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setWordWrap(True)
            self._layout.addWidget(label)
        self._layout.addStretch()
        self._column = True
        self._pixel_size = pixel_size
        self.set_column(False)
        self._fit_type()

    @property
    def column(self) -> bool:
        return self._column

    def set_column(self, column: bool) -> None:
        """A column beside the paper where there is room at its side, else a row above it."""
        self._column = column
        self._layout.setSpacing(self.type_size() // 2)
        policy = QSizePolicy.Policy
        self.setSizePolicy(policy.Preferred if column else policy.Expanding,
                           policy.Expanding if column else policy.Maximum)
        self._show_texts()

    def row_height(self) -> int:
        """A row's height: two lines of its type (the facts wrap once in a narrow window)."""
        margins = self._layout.contentsMargins()
        return round(self.line.fontMetrics().lineSpacing() * 2) + margins.top() + margins.bottom()

    def type_size(self) -> int:
        """The height of the strip's type in pixels."""
        font = self.line.font()  # (a fact's own may be smaller: _fit_words)
        return font.pixelSize() if font.pixelSize() > 0 else round(font.pointSizeF() * self.logicalDpiY() / 72)

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == event.Type.FontChange:
            self._fit_type()

    def _fit_type(self) -> None:
        base = self.font()
        size = self._pixel_size
        if size is None:
            points = base.pointSizeF() if base.pointSizeF() > 0 else 9.0
            size = round(points * self.SCALE * self.logicalDpiY() / 72)
        font = QFont(base)
        font.setPixelSize(size)
        for label in self.labels:
            label.setFont(font)
        self.line.setFont(font)
        self.labels[0].setFont(_bold(font))
        self.set_column(self.column)

    def show_moment(self, moment: Moment | None, facing: str | None = None) -> None:
        """The facts of the next deal at ``moment`` (None: no game); ``facing``, the player the sheet is
        turned to, when it says so (a table view)."""
        labels = self.labels
        if moment is None:
            for label in labels:
                label.setText("")
            self._show_texts()
            return
        sheet, players = moment.sheet, moment.game.players
        labels[0].setText(self.tr("Deal %1: %2 deals").replace("%1", str(moment.count + 1))
                          .replace("%2", players[sheet.next_dealer]))
        labels[1].setText(self.tr("%1 sits out").replace("%1", players[sheet.sits_out])
                          if sheet.sits_out is not None else "")
        price = texts.number(sheet.next_allpass_price())
        if sheet.streak:
            labels[2].setText(self.tr("After %n all-pass(es): the next at %1 a trick, games from %2", "",
                                      sheet.streak).replace("%1", price).replace("%2", str(sheet.exit_level())))
        else:
            labels[2].setText(self.tr("All-pass at %1 a trick").replace("%1", price))
        if moment.finished:
            labels[3].setText(self.tr("Game over"))
        else:
            labels[3].setText(self.end_text(moment) or self.tr("%n pool(s) open", "", sheet.pools_open()))
        labels[4].setText(self.tr("Facing %1").replace("%1", facing) if facing else "")
        self._show_texts()

    def end_text(self, moment: Moment) -> str:
        """What is left of a game that ends by the clock or by rounds (RULES-v2-settings.md 11), as the core's
        ``end_status`` has it at the window's clock; empty for the other games and in review."""
        settings = moment.game.rules.settings
        if moment.review or settings.end_condition not in ("time", "rounds"):
            return ""
        now = clock.now()
        status = moment.end_status(now)
        if status.playing_out:
            return self.tr("Over: the all-passes are played out")
        if settings.end_condition == "rounds":
            if settings.end_rounds is None:
                return self.tr("No number of rounds agreed")
            if status.last_round:
                return self.tr("Last round: %n deal(s) left", "", status.deals_left or 0)
            return self.tr("Round %1 of %2").replace("%1", str(status.round)).replace("%2", str(settings.end_rounds))
        if settings.end_time is None:
            return self.tr("No hour agreed")
        if status.time_up:
            if status.deals_left:
                return self.tr("Time is up: %n deal(s) to finish the round", "", status.deals_left)
            return self.tr("Time is up: this deal is the last")
        hour = instant(settings.end_time).astimezone(now.tzinfo).strftime("%H:%M")
        return self.tr("Ends at %1: %n minute(s) left", "", status.minutes_left or 0).replace("%1", hour)

    def _show_texts(self) -> None:
        for label in self.labels:
            label.setVisible(self._column and bool(label.text()))
        self.line.setText("  ·  ".join(label.text() for label in self.labels if label.text()))
        self.line.setVisible(not self._column and bool(self.line.text()))
        self._fit_words()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._fit_words()

    def _fit_words(self) -> None:
        """In a column, a fact whose longest word (a long name) is wider than the column is written smaller, down
        to ``LEAST_SCALE`` of the strip's type, rather than cut off at the column's edge."""
        size = self.type_size()
        margins = self._layout.contentsMargins()
        room = self.width() - margins.left() - margins.right()
        for index, label in enumerate(self.labels):
            font = QFont(self.line.font())
            if index == 0:
                font = _bold(font)
            words = _WORD_BREAKS.split(label.text())
            if self._column and words and room > 0:
                widest = max(QFontMetricsF(font).horizontalAdvance(word) for word in words)
                if widest > room:
                    font.setPixelSize(max(round(size * LEAST_SCALE), int(size * room / widest)))
            if label.font() != font:
                label.setFont(font)


def _bold(font: QFont) -> QFont:
    bold = QFont(font)
    bold.setBold(True)
    return bold
