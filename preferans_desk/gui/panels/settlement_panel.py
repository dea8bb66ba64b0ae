"""The settlement panel: each step of the роспись, the result, the money and who pays whom."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, QSize, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from preferans_desk.core.game import Game
from preferans_desk.core.moment import Moment
from preferans_desk.core.settlement import Settlement
from preferans_desk.words import texts

if TYPE_CHECKING:  # (Step is imported where the rows are worded: the window's first paint words none)
    from preferans_desk.core.settlement_rows import Row, SettlementRows

translate = QCoreApplication.translate

ROUNDINGS = ("exact", "paper", "nearest", "truncate")


class SettlementPanel(QWidget):
    """Shows the settlement of the document's moment, step by step; the rounding can be switched here
    (the document settles again: the panel works out nothing itself)."""

    roundingChanged = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.game: Game | None = None
        self.settlement: Settlement | None = None
        self.moment: Moment | None = None  # the moment shown (or to show once the panel is visible)
        self._stale = False
        self._in_view = True  # False while another tab covers the panel (see set_in_view)
        self.rounding = QComboBox()
        # re-measured whenever the items change (they are re-worded with the language), and never squeezed
        self.rounding.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.rounding.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.rounding.currentIndexChanged.connect(self._rounding_picked)
        self.rounding_label = QLabel()
        self.rounding_label.setBuddy(self.rounding)
        self.status = QLabel()
        self.status.setWordWrap(True)
        # A column a player, a row a step. The player's columns share the width the step names leave, and the
        # step names wrap onto a second line rather than push the last player out of a narrow dock.
        self.table = QTableWidget()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setVerticalHeader(_WrappingHeader(self.table))
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.horizontalHeader().setTextElideMode(Qt.TextElideMode.ElideRight)  # a long name: "Konstan…"
        self.table.setWordWrap(False)
        self._fitter = _TableFitter(self.table)
        self.transfers = QLabel()
        self.transfers.setWordWrap(True)
        self.transfers.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        top = QHBoxLayout()
        top.addWidget(self.rounding_label)
        top.addWidget(self.rounding)
        top.addStretch()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.status)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.transfers)
        self.retranslate()

    def retranslate(self) -> None:
        self.rounding_label.setText(self.tr("Rounding:"))
        self.table.setAccessibleName(self.tr("Settlement step by step"))
        self.transfers.setAccessibleName(self.tr("Who pays whom"))
        names = (self.tr("exact"), self.tr("paper"), self.tr("nearest whist"), self.tr("whole whists, cut off"))
        self.rounding.blockSignals(True)
        self.rounding.clear()
        for code, name in zip(ROUNDINGS, names, strict=True):
            self.rounding.addItem(name, code)
        self.rounding.blockSignals(False)
        if self.moment is not None:
            self._stale = True
            self._refresh()

    def _rounding_picked(self) -> None:
        self.roundingChanged.emit(self.rounding.currentData())

    def show_moment(self, moment: Moment | None) -> None:
        """Show the settlement of a ``Moment`` (None: no game); settled only while visible."""
        self.moment = moment
        self._stale = True
        if self._in_view and self.isVisibleTo(self.window()):  # shown, or will be with its window
            self._refresh()

    def set_in_view(self, in_view: bool) -> None:
        """Whether the panel can be seen: a dock behind another tab stays "visible" to Qt, so its
        window says (from the dock's ``visibilityChanged``); the panel settles again once in view."""
        self._in_view = in_view
        if in_view:
            self._refresh()

    def showEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        if self._in_view:  # a dock behind another tab is shown too, but not seen
            self._refresh()

    def _refresh(self) -> None:
        moment = self.moment
        if not self._stale:
            return
        self._stale = False
        if moment is None:
            self.game = self.settlement = None
            self.table.clear()
            self.table.setRowCount(0)
            self.status.setText("")
            self.transfers.setText("")
            return
        self.game, self.settlement = moment.game, moment.settlement
        self.rounding.blockSignals(True)
        self.rounding.setCurrentIndex(ROUNDINGS.index(moment.rounding))
        self.rounding.blockSignals(False)
        self._fill(moment.game, moment.settlement_rows)
        self.status.setText(self._status_text(moment))

    def show_game(self, game: Game, rounding: str | None = None) -> Settlement:
        """Settle ``game`` as it stands and show every step (the panel on its own, without a document)."""
        moment = Moment.present(game, rounding)
        self.moment, self._stale = moment, True
        self._refresh()
        return moment.settlement

    def _fill(self, game: Game, settled: SettlementRows) -> None:
        """The core's rows, one a step, each following from the rows above: the exact settlement (mountain
        whists + the whists with each opponent = the exact result), then what the paper correction and the
        rounding add to it, which sums to the result. The whists written are on the sheet beside the panel:
        not repeated here, where the dock's height is scarce."""
        from preferans_desk.core.settlement_rows import Step

        players = game.players
        shown = [row for row in settled.rows if row.step != Step.WHISTS_ON]
        rows = [(self._label(row, players, settled.currency), _cells(row, settled.money_digits), row.outcome)
                for row in shown]
        correction_row = next((r for r, row in enumerate(shown) if row.step == Step.CORRECTION), None)
        self.table.clear()
        self.table.setColumnCount(len(players))
        self.table.setRowCount(len(rows))
        self.table.setHorizontalHeaderLabels(players)
        for c, name in enumerate(players):
            header = self.table.horizontalHeaderItem(c)
            assert header is not None  # made by setHorizontalHeaderLabels
            header.setToolTip(name)  # the name in full, when its column elides it
        self.table.setVerticalHeaderLabels([label for label, _, _ in rows])
        correction = settled.correction
        if correction is not None and correction_row is not None:  # (the one is there with the other)
            tip = (self.tr("%1's mountain %2, and every other player writes %3 on %1, so that the mountain whists "
                           "come out whole: this row is what that changes in each result.")
                   .replace("%1", players[correction.seat]).replace("%2", texts.number(correction.delta, True))
                   .replace("%3", texts.number(correction.whists, True)))
            self.table.verticalHeaderItem(correction_row).setToolTip(tip)
        bold = QFont()
        bold.setBold(True)
        for r, (_, cells, strong) in enumerate(rows):
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if strong:
                    item.setFont(bold)
                self.table.setItem(r, c, item)
        self._fitter.fit()
        self.transfers.setText(transfers_text(game, settled))

    def _label(self, row: Row, players: list[str], currency: str | None) -> str:
        """A step's name in the interface language."""
        from preferans_desk.core.settlement_rows import Step

        step = row.step
        if step == Step.WHISTS_WITH:
            assert row.about is not None  # a pair's row names its player
            return self.tr("Whists with %1").replace("%1", players[row.about])
        if step == Step.MONEY:
            return self.tr("Money %1").replace("%1", currency or "").strip()
        labels = {Step.POOL: self.tr("Pool"), Step.MOUNTAIN: self.tr("Mountain"),
                  Step.LEVELLED: self.tr("Levelled mountain"), Step.AMNESTIED: self.tr("After amnesty"),
                  Step.MOUNTAIN_WHISTS: self.tr("Mountain whists"), Step.EXACT_RESULT: self.tr("Exact result"),
                  Step.CORRECTION: self.tr("Paper correction"), Step.ROUNDED: self.tr("Rounded to whole whists"),
                  Step.RESULT: self.tr("Result")}
        return labels[step]

    def _status_text(self, moment) -> str:
        if moment.review:
            over = self.tr("The game was over after deal %1. Settlement:")
            going = self.tr("After deal %1 of %2 the game was not over; this is how it would have settled then.")
            return (over if moment.finished else going).replace("%1", str(moment.count)) \
                .replace("%2", str(moment.total))
        if moment.finished:
            return self.tr("The game is over. Settlement:")
        return self.tr("The game is not over; this is how it would settle now.")


def transfers_text(game: Game, settled: SettlementRows) -> str:
    """Who pays whom, a line a payment, in money when the game has a price (also the paper sheet's preview)."""
    if not settled.transfers:
        return translate("SettlementPanel", "Nobody pays anybody.")
    lines = [translate("SettlementPanel", "Who pays whom:")]
    for t in settled.transfers:
        if settled.money is not None:
            shown = texts.money(t.amount, settled.money_digits, settled.currency)
        else:
            shown = translate("SettlementPanel", "%1 whists").replace("%1", texts.number(t.amount))
        lines.append(translate("SettlementPanel", "%1 pays %2 %3").replace("%1", game.players[t.payer])
                     .replace("%2", game.players[t.payee]).replace("%3", shown))
    return "\n".join(lines)


def _cells(row: Row, money_digits: int) -> list[str]:
    """A row's values as the interface writes them, signed when they are gains; a pair's own column empty."""
    from preferans_desk.core.settlement_rows import Step

    if row.step == Step.MONEY:
        return [texts.money(v, money_digits, None, sign=True) if v is not None else "" for v in row.values]
    return [texts.number(v, row.gain) if v is not None else "" for v in row.values]


class _WrappingHeader(QHeaderView):
    """The steps' header: a name longer than ``wrap_width`` goes on over more lines (whole words)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(Qt.Orientation.Vertical, parent)
        self.wrap_width = 1 << 20
        self.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
                                 | Qt.TextFlag.TextWordWrap)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.setSectionsClickable(True)  # a click selects the step's row, as on a table's own header
        self.setHighlightSections(True)

    def metrics(self) -> QFontMetrics:
        """Qt measures a header's names in bold (a style may draw the current section so)."""
        font = QFont(self.font())
        font.setBold(True)
        return QFontMetrics(font)

    def label_width(self, logical: int) -> int:
        """The width of a step's name on one line."""
        return self.metrics().horizontalAdvance(self._text(logical))

    def padding(self) -> int:
        """What a section needs beside its name's one line (the margins)."""
        if not self.count():
            return 0
        return QHeaderView.sectionSizeFromContents(self, 0).width() - self.label_width(0)

    def longest_word(self) -> int:
        metrics = self.metrics()
        return max((metrics.horizontalAdvance(word) for r in range(self.count()) for word in self._text(r).split()),
                   default=0)

    def _text(self, logical: int) -> str:
        model = self.model()
        text = model.headerData(logical, self.orientation(), Qt.ItemDataRole.DisplayRole) if model else None
        return str(text or "")

    def sectionSizeFromContents(self, logical: int) -> QSize:  # noqa: N802 (Qt's name)
        size = super().sectionSizeFromContents(logical)
        text = self._text(logical)
        metrics = self.metrics()
        natural = metrics.horizontalAdvance(text)
        if natural <= self.wrap_width:
            return size
        wrapped = metrics.boundingRect(QRect(0, 0, self.wrap_width, 1 << 16), int(Qt.TextFlag.TextWordWrap), text)
        return QSize(size.width() - natural + wrapped.width(),
                     max(size.height(), size.height() - metrics.height() + wrapped.height()))


class _TableFitter(QObject):
    """Fits the settlement table to its width: the players' columns get what their numbers need, the
    steps' names the rest (wrapping when that is less than one line of them); only when even the numbers
    do not fit does the table scroll sideways."""

    def __init__(self, table: QTableWidget):
        super().__init__(table)
        self.table = table
        self.column_width = 0
        table.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.table and event.type() in (QEvent.Type.Resize, QEvent.Type.FontChange,
                                                      QEvent.Type.StyleChange):
            self.fit()
        return False

    def _numbers_width(self) -> int:
        """The width the widest number of the table needs in its cell."""
        table = self.table
        margin = 2 * (table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1) + 4
        widest = 0
        for r in range(table.rowCount()):
            for c in range(table.columnCount()):
                item = table.item(r, c)
                if item is not None and item.text():
                    widest = max(widest, QFontMetrics(item.font()).horizontalAdvance(item.text()))
        return widest + margin

    def fit(self) -> None:
        table = self.table
        header = table.verticalHeader()
        columns = table.columnCount()
        if columns == 0 or not isinstance(header, _WrappingHeader):
            return
        self.column_width = self._numbers_width()
        table.horizontalHeader().setMinimumSectionSize(self.column_width)
        scroll = table.verticalScrollBar()
        width = table.width() - 2 * table.frameWidth()
        if scroll.isVisible():
            width -= scroll.sizeHint().width()
        room = width - columns * self.column_width - max(0, header.padding()) - 2
        wrap = max(room, header.longest_word(), 1)
        if wrap != header.wrap_width:
            header.wrap_width = wrap
            if header.count():  # the header measures its sections again
                table.model().headerDataChanged.emit(Qt.Orientation.Vertical, 0, header.count() - 1)
