"""Draw a ``SheetLayout`` with a QPainter: the screen, printing, PNG and SVG.

Text is drawn unhinted and unkerned so that it takes the width the layout
measured from the font file; pens, brushes and fonts are cached per painter
object and reused across paints.
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontDatabase, QPainter, QPen, QPolygonF, QTransform

from preferans_desk.resources import FONT_FILES, FONTS

from .primitives import FONT_FAMILY, Ellipse, Fill, Line, SheetLayout, TextRun
from .style import PALETTE, RGB, colour


@lru_cache(maxsize=1)
def register_fonts() -> str:
    """Make the bundled DejaVu fonts known to Qt (once; needs a QGuiApplication); returns the family."""
    for name in FONT_FILES:
        QFontDatabase.addApplicationFont(str(FONTS / name))
    return FONT_FAMILY


class LayoutPainter:
    """Paints layouts; keep one per widget so its pens, brushes and fonts are made once."""

    def __init__(self, palette: dict[str, RGB] | None = None):
        self.palette = {**PALETTE, **(palette or {})}
        self._pens: dict[tuple, QPen] = {}
        self._brushes: dict[str, QBrush] = {}
        self._fonts: dict[tuple, QFont] = {}
        self._colours: dict[tuple[str, bool], QColor] = {}
        register_fonts()

    def paint(self, painter: QPainter, layout: SheetLayout) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        painter.setPen(Qt.PenStyle.NoPen)
        for fill in layout.fills:
            self._fill(painter, fill)
        for line in layout.lines:
            self._line(painter, line)
        for ellipse in layout.ellipses:
            self._ellipse(painter, ellipse)
        self._texts(painter, layout.texts)
        painter.restore()

    # ----- cached resources -----
    def colour(self, role: str, faded: bool = False) -> QColor:
        key = (role, faded)
        if key not in self._colours:
            self._colours[key] = QColor(*colour(role, faded, self.palette))
        return self._colours[key]

    def _pen(self, role: str, width: float, dash: tuple[float, ...] | None) -> QPen:
        key = (role, round(width, 2), dash)
        pen = self._pens.get(key)
        if pen is None:
            pen = QPen(self.colour(role), width)
            pen.setCapStyle(Qt.PenCapStyle.FlatCap)
            pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
            if dash:
                pen.setDashPattern(list(dash))
            self._pens[key] = pen
        return pen

    def _brush(self, role: str) -> QBrush:
        if role not in self._brushes:
            self._brushes[role] = QBrush(self.colour(role))
        return self._brushes[role]

    def _font(self, size: float, bold: bool, dpi: float) -> QFont:
        key = (round(size, 2), bold, dpi)
        font = self._fonts.get(key)
        if font is None:
            font = QFont(FONT_FAMILY)
            font.setPointSizeF(size * 72.0 / dpi)  # layout units are device pixels at this DPI
            font.setBold(bold)
            font.setKerning(False)
            font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
            self._fonts[key] = font
        return font

    # ----- primitives -----
    def _fill(self, painter: QPainter, fill: Fill) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self._brush(fill.role))
        painter.drawPolygon(QPolygonF([QPointF(x, y) for x, y in fill.points]))

    def _line(self, painter: QPainter, line: Line) -> None:
        painter.setPen(self._pen(line.role, line.width, line.dash))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        poly = QPolygonF([QPointF(x, y) for x, y in line.points])
        if line.closed:
            painter.drawPolygon(poly)
        else:
            painter.drawPolyline(poly)

    def _ellipse(self, painter: QPainter, e: Ellipse) -> None:
        painter.save()
        painter.translate(e.cx, e.cy)
        painter.rotate(e.angle)
        painter.setPen(self._pen(e.role, e.width, None))
        painter.setBrush(self._brush(e.fill) if e.fill else Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(0, 0), e.rx, e.ry)
        painter.restore()

    def _texts(self, painter: QPainter, runs: list[TextRun]) -> None:
        """Text last, setting the font and pen only when they change (hundreds of runs in a long game)."""
        device = painter.device()
        dpi = device.logicalDpiY() if device is not None else 96
        base = painter.worldTransform()
        font_key = colour_key = None
        for run in runs:
            if (run.size, run.bold) != font_key:
                font_key = (run.size, run.bold)
                painter.setFont(self._font(run.size, run.bold, dpi))
            if (run.role, run.faded) != colour_key:
                colour_key = (run.role, run.faded)
                painter.setPen(self.colour(run.role, run.faded))
            transform = QTransform(base).translate(run.x, run.y)
            if run.angle:
                transform.rotate(run.angle)
            painter.setWorldTransform(transform)
            dx = -run.width / 2 if run.anchor == "middle" else (-run.width if run.anchor == "end" else 0.0)
            painter.drawText(QPointF(dx, 0), run.text)
        painter.setWorldTransform(base)


def paint_layout(painter: QPainter, layout: SheetLayout, palette: dict[str, RGB] | None = None) -> None:
    """Draw ``layout`` once (a widget keeps a ``LayoutPainter`` instead, to reuse its cache)."""
    LayoutPainter(palette).paint(painter, layout)
