"""The history's rows: each of a row's two paragraphs word-wrapped to the row's width, the row as high
as its lines.

Qt's own delegate lays every line out afresh on every paint (some 0.3 ms a row), and the
history repaints all its visible rows whenever a deal is added. This one keeps each row's
lines as ``QStaticText`` until the row's text, its width or the font change.

A row's height needs its words, and a long game's rows are worded only when shown: the view
measures the rows it shows, or is about to show (``scrollTo``), and leaves the others at two
lines until they come into view. Qt's ``ResizeToContents`` would word and measure every row of
the game whenever one is added.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Iterable

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, QPointF, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPalette, QStaticText, QTextLayout, QTextOption
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
)


def row_lines(text: str, width: float, font: QFont) -> list[str]:
    """``text`` in the lines a row ``width`` wide draws it in: each paragraph (one per "\\n") wrapped at
    its words, a wrapped line indented as its paragraph is."""
    return _lines(text, width, font, QFontMetricsF(font))


def _lines(text: str, width: float, font: QFont, metrics: QFontMetricsF) -> list[str]:
    return [line for paragraph in text.split("\n") for line in _wrapped(paragraph, width, font, metrics)]


def _wrapped(paragraph: str, width: float, font: QFont, metrics: QFontMetricsF) -> list[str]:
    if metrics.horizontalAdvance(paragraph) <= width:  # most rows: no layout at all
        return [paragraph]
    body = paragraph.lstrip(" ")
    indent = paragraph[:len(paragraph) - len(body)]
    layout = QTextLayout(body, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)  # a word wider than the row breaks
    layout.setTextOption(option)
    room = max(1.0, width - metrics.horizontalAdvance(indent))
    spans = []
    layout.beginLayout()
    while (line := layout.createLine()).isValid():
        line.setLineWidth(room)
        spans.append((line.textStart(), line.textLength()))
    layout.endLayout()
    units = body.encode("utf-16-le")  # Qt counts UTF-16 units, Python characters
    return [indent + units[2 * start:2 * (start + length)].decode("utf-16-le").rstrip() for start, length in spans]


class RowDelegate(QStyledItemDelegate):
    KEPT = 512  # rows kept laid out (a screenful several times over, at a few widths)

    def __init__(self, parent=None):
        super().__init__(parent)
        # by text and width: the row's lines, and once painted, the lines laid out (measured rows above and
        # below the view need only their count)
        self._rows: OrderedDict[tuple[str, int], _Row] = OrderedDict()
        self._font: QFont | None = None  # the font they were laid out in
        self._metrics = QFontMetricsF(QFont())

    def line_count(self, text: str, width: int, font: QFont) -> int:
        """How many lines the row ``text`` takes at ``width`` (laid out once for the view's height and its
        paint)."""
        return len(self._entry(text, width, font).lines)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        widget = option.widget
        style = widget.style() if widget is not None else None
        if style is None:
            super().paint(painter, option, index)
            return
        # the background, the selection and the focus as Qt draws them (the view set the row's state)
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, option, painter, widget)
        margin = text_margin(widget)
        rect = option.rect.adjusted(margin, 0, -margin, 0)  # where Qt's own delegate writes the text
        lines = self._row(str(index.data(Qt.ItemDataRole.DisplayRole) or ""), rect.width(), option.font)
        step = self._metrics.lineSpacing()
        top = rect.top() + (rect.height() - step * len(lines)) / 2
        painter.save()
        painter.setClipRect(option.rect)  # a row not measured yet keeps to its own
        painter.setFont(option.font)
        painter.setPen(self._colour(option, index))
        for i, line in enumerate(lines):
            painter.drawStaticText(QPointF(rect.left(), top + i * step), line)
        painter.restore()

    @staticmethod
    def _colour(option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex):
        """The model's colour for the row (a deal with warnings), else the palette's text colour."""
        state = option.state
        selected = bool(state & QStyle.StateFlag.State_Selected)
        if not state & QStyle.StateFlag.State_Enabled:
            group = QPalette.ColorGroup.Disabled
        elif state & QStyle.StateFlag.State_Active:
            group = QPalette.ColorGroup.Normal
        else:
            group = QPalette.ColorGroup.Inactive
        if not selected:
            foreground = index.data(Qt.ItemDataRole.ForegroundRole)
            if foreground is not None:
                return foreground
        return option.palette.color(group, QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text)

    def _row(self, text: str, width: int, font: QFont) -> list[QStaticText]:
        """The row's lines laid out to be painted."""
        return self._entry(text, width, font).laid_out()

    def _entry(self, text: str, width: int, font: QFont) -> _Row:
        laid_in = self._font
        if laid_in is None or font != laid_in:  # what was laid out in another font is forgotten
            self._rows.clear()
            laid_in = self._font = QFont(font)
            self._metrics = QFontMetricsF(font)
        key = (text, width)
        row = self._rows.get(key)
        if row is None:
            row = _Row(_lines(text, width, font, self._metrics), laid_in)
            self._rows[key] = row
            if len(self._rows) > self.KEPT:
                self._rows.popitem(last=False)
        else:
            self._rows.move_to_end(key)
        return row


class _Row:
    """A row's lines, laid out for painting when first painted."""

    __slots__ = ("lines", "_font", "_laid_out")

    def __init__(self, lines: list[str], font: QFont):
        self.lines = lines
        self._font = font
        self._laid_out: list[QStaticText] | None = None

    def laid_out(self) -> list[QStaticText]:
        if self._laid_out is None:
            self._laid_out = [_static(line, self._font) for line in self.lines]
        return self._laid_out


def _static(line: str, font: QFont) -> QStaticText:
    static = QStaticText(line)
    static.setTextFormat(Qt.TextFormat.PlainText)
    static.prepare(font=font)
    return static


def text_margin(widget) -> int:
    """The room Qt's own delegate leaves on either side of an item's text."""
    return widget.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, widget) + 1


class DealRows(QTableView):
    """The history's list of deals: a one-column table without headers or grid, each row as high as its
    wrapped lines.

    A table rather than a ``QListView``: a list view lays every row out again whenever a row is
    added, asking the (Python) model about each one, which took some 9 ms a deal in a 2,000-deal
    game; a table's rows are sections of a header, each as high as the view makes it.
    """

    def __init__(self, parent=None):
        super().__init__(parent)
        self.delegate = RowDelegate(self)
        self.setItemDelegate(self.delegate)
        self.setShowGrid(False)
        self.setWordWrap(False)  # the delegate wraps
        self.setTabKeyNavigation(False)  # Tab leaves the list, as it leaves a list view
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # wrap, don't scroll
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setAlternatingRowColors(True)
        self._heights: dict[int, int] = {}  # the rows measured at the present width, font and words
        self._column: int | None = None  # the column's width, as its header last said
        self._fitting = False
        self.horizontalHeader().hide()
        self.horizontalHeader().setStretchLastSection(True)
        # the row's width, from the header's signal: its columnWidth says so only after it
        self.horizontalHeader().sectionResized.connect(lambda _, __, size: self._width_changed(size))
        self.verticalHeader().hide()
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.verticalHeader().setMinimumSectionSize(1)
        self.verticalHeader().setDefaultSectionSize(math.ceil(self._step() * 2))
        self.verticalScrollBar().valueChanged.connect(self._scrolled)

    def setModel(self, model) -> None:  # noqa: N802 (Qt's name)
        super().setModel(model)  # the header, connected first, has its new sections when rows are measured
        model.rowsInserted.connect(lambda _, first, __: self._forget(first))
        model.rowsRemoved.connect(lambda _, first, __: self._forget(first))
        model.dataChanged.connect(lambda first, last, *_: self._forget(first.row(), last.row()))
        model.modelReset.connect(lambda: self._forget(0))

    # ----- when rows are measured again -----
    def _width_changed(self, column: int) -> None:
        self._column = column
        self._heights.clear()
        self._fit_visible()

    def _forget(self, first: int, last: int | None = None) -> None:
        """The rows ``first`` to ``last`` (to the end by default: the rows after an inserted or removed one
        moved) changed: measured again when shown."""
        self._heights = {row: h for row, h in self._heights.items() if row < first or last is not None and row > last}
        self._fit_visible()

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # (not a new default size: the header gives it to every row)
            self._heights.clear()
            self._fit_visible()

    def showEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        self._fit_visible()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._fit_visible()  # taller: more rows in view

    def _scrolled(self) -> None:
        if not self._fitting:
            self._fit_visible(keep=False)  # the reader scrolls: the selected row may go

    def scrollTo(self, index, hint=QAbstractItemView.ScrollHint.EnsureVisible) -> None:  # noqa: N802 (Qt's name)
        """The rows a page around ``index`` measured first, so that Qt scrolls by their true heights."""
        if index.isValid() and self.isVisible():
            self._fit(self._rows_around(index.row()))
        super().scrollTo(index, hint)

    # ----- measuring -----
    def _fit_visible(self, keep: bool = True) -> None:
        """The rows in view as high as their lines (fitting them can bring others into view); ``keep``: the
        selected row, if in view, kept in view."""
        for _ in range(4):
            if not self.isVisible() or not self._fit(self._rows_in_view(), keep):
                return

    def _rows_in_view(self) -> list[int]:
        header, count = self.verticalHeader(), self.verticalHeader().count()
        row = max(0, header.logicalIndexAt(0))
        y, rows = header.sectionViewportPosition(row), []
        while row < count and y < self.viewport().height():
            rows.append(row)
            y += self._measured(row)
            row += 1
        return rows

    def _rows_around(self, target: int) -> list[int]:
        """``target`` and the rows a page above and below it: wherever Qt scrolls to show it, these are in view."""
        count, page = self.verticalHeader().count(), self.viewport().height()
        rows, y, row = [], 0, target
        while row >= 0 and y < page:
            rows.append(row)
            y += self._measured(row)
            row -= 1
        y, row = 0, target + 1
        while row < count and y < page:
            rows.append(row)
            y += self._measured(row)
            row += 1
        return rows

    def _measured(self, row: int) -> int:
        height = self._heights.get(row)
        if height is None:
            model = self.model()
            text = str(model.data(model.index(row, 0)) or "")
            column = self.columnWidth(0) if self._column is None else self._column
            lines = self.delegate.line_count(text, column - 2 * text_margin(self), self.font())
            height = self._heights[row] = math.ceil(self._step() * lines)
        return height

    def _step(self) -> float:
        return QFontMetricsF(self.font()).lineSpacing()

    def _fit(self, rows: Iterable[int], keep: bool = True) -> bool:
        """Give ``rows`` their measured heights, the rows in view staying where they are and (``keep``) the
        selected row, if in view, staying in view; whether any changed."""
        header = self.verticalHeader()
        changed = {row: height for row in rows if header.sectionSize(row) != (height := self._measured(row))}
        if not changed:
            return False
        bar = self.verticalScrollBar()
        top = header.logicalIndexAt(0)
        offset = bar.value() - header.sectionPosition(top)
        current = self.currentIndex()
        keep = keep and current.isValid() and self.visualRect(current).intersects(self.viewport().rect())
        fitting, self._fitting = self._fitting, True
        header.setUpdatesEnabled(False)  # else each resized row asks where every row above it starts
        try:
            for row, height in changed.items():
                header.resizeSection(row, height)
            self.updateGeometries()  # the scroll bar's range now, not at the next turn of the event loop
            if top >= 0:
                bar.setValue(header.sectionPosition(top) + offset)
            if keep:
                self.scrollTo(current)
                # Within Qt's own layout of the view (a scroll bar come or gone) the range is set after this.
                QTimer.singleShot(0, self, self._scroll_to_current)
        finally:
            header.setUpdatesEnabled(True)
            self._fitting = fitting
        return True

    def _scroll_to_current(self) -> None:
        if self.currentIndex().isValid():
            self.scrollTo(self.currentIndex())
