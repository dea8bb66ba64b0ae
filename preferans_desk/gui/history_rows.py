"""The history's rows: two lines of text each, elided to the row's width.

Qt's own delegate lays every line out afresh on every paint (some 0.3 ms a row), and the
history repaints all its visible rows whenever a deal is added. This one keeps each line's
elided text as a ``QStaticText`` until the line, its width or the font change.
"""

from __future__ import annotations

import math
from collections import OrderedDict

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, QPointF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPalette, QStaticText
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
)


class RowDelegate(QStyledItemDelegate):
    KEPT = 1024  # lines kept laid out (a screenful of rows several times over, at a few widths)

    def __init__(self, parent=None):
        super().__init__(parent)
        self._lines: OrderedDict[tuple[str, int], QStaticText] = OrderedDict()
        self._font: QFont | None = None  # the font they were laid out in

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        widget = option.widget
        style = widget.style() if widget is not None else None
        if style is None:
            super().paint(painter, option, index)
            return
        # the background, the selection and the focus as Qt draws them (the view set the row's state)
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, option, painter, widget)
        margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, widget) + 1
        rect = option.rect.adjusted(margin, 0, -margin, 0)  # where Qt's own delegate writes the text
        lines = str(index.data(Qt.ItemDataRole.DisplayRole) or "").split("\n")
        metrics = QFontMetricsF(option.font)
        step = metrics.lineSpacing()
        top = rect.top() + (rect.height() - step * len(lines)) / 2
        painter.save()
        painter.setFont(option.font)
        painter.setPen(self._colour(option, index))
        for i, line in enumerate(lines):
            at = QPointF(rect.left(), top + i * step)
            painter.drawStaticText(at, self._line(line, rect.width(), option, metrics))
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

    def _line(self, line: str, width: int, opt: QStyleOptionViewItem, metrics: QFontMetricsF) -> QStaticText:
        if opt.font != self._font:
            self._lines.clear()
            self._font = QFont(opt.font)
        key = (line, width)
        static = self._lines.get(key)
        if static is None:
            static = QStaticText(metrics.elidedText(line, Qt.TextElideMode.ElideRight, width))
            static.setTextFormat(Qt.TextFormat.PlainText)
            static.prepare(font=opt.font)
            self._lines[key] = static
            if len(self._lines) > self.KEPT:
                self._lines.popitem(last=False)
        else:
            self._lines.move_to_end(key)
        return static


class DealRows(QTableView):
    """The history's list of deals: a one-column table without headers or grid, rows of two lines.

    A table rather than a ``QListView``: a list view lays every row out again whenever a row is
    added, asking the (Python) model about each one, which took some 9 ms a deal in a 2,000-deal
    game; a table's rows are sections of a header of fixed height, and adding one is cheap.
    """

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setItemDelegate(RowDelegate(self))
        self.setShowGrid(False)
        self.setWordWrap(False)
        self.setTabKeyNavigation(False)  # Tab leaves the list, as it leaves a list view
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # elide, don't scroll
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setAlternatingRowColors(True)
        self.horizontalHeader().hide()
        self.horizontalHeader().setStretchLastSection(True)
        self.verticalHeader().hide()
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self._fit_rows()

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit_rows()

    def _fit_rows(self) -> None:
        """Rows two lines high, as Qt's list view makes them."""
        self.verticalHeader().setMinimumSectionSize(1)
        self.verticalHeader().setDefaultSectionSize(math.ceil(QFontMetricsF(self.font()).lineSpacing() * 2))
