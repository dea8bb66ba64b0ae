"""A line chart drawn with QPainter (no plotting dependency): the players' running balances.

``LineChart.set_data`` takes plain series of (x, y) points; the chart finds round ticks, draws a grid with
the zero line stronger, one coloured line per series with a legend, and shows the nearest point's value
under the mouse.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QMouseEvent, QPainter, QPainterPath, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QToolTip, QWidget

from preferans_desk.library.stats import GameLike
from preferans_desk.words import texts

# Ten colours that stay apart on screen and in print (Tableau 10).
PALETTE = ("#4e79a7", "#e15759", "#59a14f", "#f28e2b", "#b07aa1", "#76b7b2", "#edc948", "#ff9da7", "#9c755f",
           "#bab0ac")
HOVER_DISTANCE = 10  # pixels from a point to show its value


@dataclass(frozen=True)
class Series:
    name: str
    points: tuple[tuple[float, float], ...]


def nice_step(span: float, count: int) -> float:
    """A round step (1, 2 or 5 times a power of ten) giving about ``count`` intervals over ``span``."""
    if span <= 0:
        return 1.0
    raw = span / max(count, 1)
    power = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        if factor * power >= raw:
            return factor * power
    return 10 * power


def ticks(low: float, high: float, count: int = 5, whole: bool = False) -> list[float]:
    """Round values from at most ``low`` to at least ``high`` (whole numbers only with ``whole``)."""
    step = nice_step(high - low, count)
    if whole:
        step = max(1.0, round(step))
    first = math.floor(low / step) * step
    last = math.ceil(high / step) * step
    n = round((last - first) / step)
    return [first + i * step for i in range(n + 1)]


def number_text(value: float, step: float) -> str:
    """An axis's value, to as many places as its step needs, as the interface's language writes numbers."""
    if step >= 1 or value == 0:
        return texts.decimal(value, 0)
    return texts.decimal(value, min(3, max(1, -math.floor(math.log10(step)))))


def value_text(value: float) -> str:
    """A balance under the mouse: whole when it is, else one decimal; signed."""
    if value == 0:
        return "0"
    return texts.decimal(value, 0 if value == round(value) else 1, sign=True)


def game_label(games: Sequence[GameLike]) -> Callable[[float], str]:
    """The hover label of a chart whose x is the 1-based number of a game in ``games``: "3. Friday, 2026-03-01"."""
    def label(x: float) -> str:
        index = int(round(x)) - 1
        return f"{index + 1}. {games[index].name}, {games[index].date[:10]}" if 0 <= index < len(games) else ""
    return label


class LineChart(QWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setMouseTracking(True)
        self.setMinimumSize(240, 160)
        self.setAutoFillBackground(True)
        self.setBackgroundRole(QPalette.ColorRole.Base)
        self._series: list[Series] = []
        self._x_label: Callable[[float], str] = lambda x: f"{x:g}"
        self._hover_label: Callable[[float], str] | None = None
        self._x_title = ""
        self._empty_text = ""
        self._plot = QRectF()
        self._scale: tuple[float, float, float, float] = (0, 1, 0, 1)

    # ----- data -----
    def set_data(self, series: list[Series], *, x_title: str = "", x_label: Callable[[float], str] | None = None,
                 hover_label: Callable[[float], str] | None = None, empty_text: str = "") -> None:
        """Draw ``series``; ``x_label`` words an x value under the axis, ``hover_label`` (default the same)
        under the mouse; ``empty_text`` shows when there is nothing to draw."""
        self._series = [s for s in series if s.points]
        self._x_title = x_title
        self._x_label = x_label or (lambda x: f"{x:g}")
        self._hover_label = hover_label
        self._empty_text = empty_text
        self.update()

    def series(self) -> list[Series]:
        return list(self._series)

    def color(self, index: int) -> QColor:
        return QColor(PALETTE[index % len(PALETTE)])

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(480, 300)

    # ----- painting -----
    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text_color = self.palette().color(QPalette.ColorRole.Text)
        metrics = QFontMetricsF(self.font())
        area = QRectF(self.rect()).adjusted(8, 6, -12, -6)
        if not self._series:
            painter.setPen(self.palette().color(QPalette.ColorRole.PlaceholderText))
            painter.drawText(area, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self._empty_text)
            painter.end()
            return
        legend_height = self._paint_legend(painter, area, metrics, text_color)
        xs = [x for s in self._series for x, _ in s.points]
        ys = [y for s in self._series for _, y in s.points]
        x_low, x_high = min(xs), max(xs)
        if x_high == x_low:
            x_low, x_high = x_low - 1, x_high + 1
        y_ticks = ticks(min(0.0, *ys), max(0.0, *ys), 5)
        y_step = y_ticks[1] - y_ticks[0] if len(y_ticks) > 1 else 1
        y_texts = [number_text(y, y_step) for y in y_ticks]
        left = area.left() + max(metrics.horizontalAdvance(t) for t in y_texts) + 8
        line = metrics.height()
        bottom = area.bottom() - line * (2 if self._x_title else 1) - 4
        plot = QRectF(QPointF(left, area.top() + legend_height + line / 2), QPointF(area.right(), bottom))
        if plot.width() < 20 or plot.height() < 20:
            painter.end()
            return
        self._plot = plot
        self._scale = (x_low, x_high, y_ticks[0], y_ticks[-1])

        grid = QColor(text_color)
        grid.setAlpha(40)
        axis = QColor(text_color)
        axis.setAlpha(140)
        for y, text in zip(y_ticks, y_texts, strict=True):
            py = self._py(y)
            painter.setPen(QPen(axis if y == 0 else grid, 1.5 if y == 0 else 1))
            painter.drawLine(QPointF(plot.left(), py), QPointF(plot.right(), py))
            painter.setPen(text_color)
            painter.drawText(QRectF(area.left(), py - line / 2, left - area.left() - 6, line),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, text)
        max_labels = max(2, int(plot.width() // max(40.0, metrics.horizontalAdvance("0000") * 1.6)))
        for x in ticks(x_low, x_high, min(max_labels, 10), whole=True):
            if not x_low <= x <= x_high:
                continue
            px = self._px(x)
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(px, plot.top()), QPointF(px, plot.bottom()))
            painter.setPen(text_color)
            painter.drawText(QRectF(px - 40, plot.bottom() + 2, 80, line), Qt.AlignmentFlag.AlignHCenter,
                             self._x_label(x))
        if self._x_title:
            painter.drawText(QRectF(plot.left(), plot.bottom() + line + 2, plot.width(), line),
                             Qt.AlignmentFlag.AlignHCenter, self._x_title)
        painter.setPen(QPen(axis, 1))
        painter.drawRect(plot)

        painter.setClipRect(plot.adjusted(-4, -4, 4, 4))
        for index, series in enumerate(self._series):
            color = self.color(index)
            path = QPainterPath()
            points = [QPointF(self._px(x), self._py(y)) for x, y in series.points]
            path.moveTo(points[0])
            for point in points[1:]:
                path.lineTo(point)
            painter.setPen(QPen(color, 2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
            if len(points) <= plot.width() / 8:  # dots while they do not merge into the line
                painter.setBrush(color)
                painter.setPen(Qt.PenStyle.NoPen)
                for point in points:
                    painter.drawEllipse(point, 2.5, 2.5)
        painter.end()

    def _paint_legend(self, painter: QPainter, area: QRectF, metrics: QFontMetricsF, color: QColor) -> float:
        """Swatches and names along the top, wrapped; returns the height used."""
        x, y, line = area.left(), area.top(), metrics.height()
        for index, series in enumerate(self._series):
            width = 18 + metrics.horizontalAdvance(series.name) + 14
            if x + width > area.right() and x > area.left():
                x, y = area.left(), y + line + 2
            painter.setPen(QPen(self.color(index), 3))
            painter.drawLine(QPointF(x, y + line / 2), QPointF(x + 14, y + line / 2))
            painter.setPen(color)
            painter.drawText(QRectF(x + 18, y, width, line), Qt.AlignmentFlag.AlignVCenter, series.name)
            x += width
        return y + line + 4 - area.top()

    def _px(self, x: float) -> float:
        x_low, x_high, _, _ = self._scale
        return self._plot.left() + (x - x_low) / (x_high - x_low) * self._plot.width()

    def _py(self, y: float) -> float:
        _, _, y_low, y_high = self._scale
        span = (y_high - y_low) or 1
        return self._plot.bottom() - (y - y_low) / span * self._plot.height()

    # ----- the value under the mouse -----
    def point_at(self, position: QPointF) -> tuple[Series, float, float] | None:
        """The series and point drawn nearest ``position``, within a few pixels."""
        if self._plot.isEmpty():
            return None
        best, best_distance = None, float(HOVER_DISTANCE)
        for series in self._series:
            for x, y in series.points:
                distance = math.hypot(self._px(x) - position.x(), self._py(y) - position.y())
                if distance <= best_distance:
                    best, best_distance = (series, x, y), distance
        return best

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt's name)
        found = self.point_at(event.position())
        if found is None:
            QToolTip.hideText()
        else:
            series, x, y = found
            where = (self._hover_label or self._x_label)(x)
            QToolTip.showText(event.globalPosition().toPoint(), f"{series.name}: {value_text(y)}\n{where}", self)
        super().mouseMoveEvent(event)
