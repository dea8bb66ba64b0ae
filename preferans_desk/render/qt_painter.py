"""Draw a ``SheetLayout`` with a QPainter: the screen, printing, PNG and SVG.

Text is drawn unhinted and unkerned so that it takes the width the layout
measured from the font file; pens, brushes and fonts are cached per painter
object and reused across paints, and so are the Qt objects made for each
primitive (polygons, text positions): the layout keeps the primitives of the
fields that did not change, so a new layout after one more deal makes few.
A layout is not to be changed once painted.
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
        self._known: dict[int, tuple] = {}  # id of a line or text run -> its item (see _line_item, _text_item)
        self._known_dpi: float | None = None
        self._last: tuple | None = None  # the last layout painted, its dpi and items
        register_fonts()

    def paint(self, painter: QPainter, layout: SheetLayout) -> None:
        device = painter.device()
        dpi = device.logicalDpiY() if device is not None else 96
        lines, texts = self._prepared(layout, dpi)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        painter.setPen(Qt.PenStyle.NoPen)
        for fill in layout.fills:
            self._fill(painter, fill)
        self._lines(painter, lines)
        for ellipse in layout.ellipses:
            self._ellipse(painter, ellipse)
        self._texts(painter, texts)
        painter.restore()

    def _prepared(self, layout: SheetLayout, dpi: float) -> tuple[list[tuple], list[tuple]]:
        """The Qt objects for the layout's lines and texts, made for the primitives the last layout
        painted did not have (a primitive is kept with them, so its id is not reused meanwhile)."""
        if self._last is not None and self._last[0] is layout and self._last[1] == dpi:
            return self._last[2], self._last[3]
        known = self._known if self._known_dpi == dpi else {}
        kept: dict[int, tuple] = {}
        lines = []
        for line in layout.lines:
            item = known.get(id(line))
            if item is None or item[0] is not line:
                item = self._line_item(line)
            kept[id(line)] = item
            lines.append(item)
        texts = []
        for run in layout.texts:
            item = known.get(id(run))
            if item is None or item[0] is not run:
                item = self._text_item(run, dpi)
            kept[id(run)] = item
            texts.append(item)
        self._known, self._known_dpi = kept, dpi
        self._last = (layout, dpi, lines, texts)
        return lines, texts

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

    def _line_item(self, line: Line) -> tuple:
        return (line, self._pen(line.role, line.width, line.dash), QPolygonF([QPointF(x, y) for x, y in line.points]),
                line.closed)

    def _lines(self, painter: QPainter, items: list[tuple]) -> None:
        """Lines, setting the pen only when it changes (hundreds of struck values in a long game)."""
        painter.setBrush(Qt.BrushStyle.NoBrush)
        current = None
        for _line, pen, polygon, closed in items:
            if pen is not current:
                painter.setPen(pen)
                current = pen
            if closed:
                painter.drawPolygon(polygon)
            else:
                painter.drawPolyline(polygon)

    def _ellipse(self, painter: QPainter, e: Ellipse) -> None:
        painter.save()
        painter.translate(e.cx, e.cy)
        painter.rotate(e.angle)
        painter.setPen(self._pen(e.role, e.width, None))
        painter.setBrush(self._brush(e.fill) if e.fill else Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(0, 0), e.rx, e.ry)
        painter.restore()

    def _text_item(self, run: TextRun, dpi: float) -> tuple:
        """A run's font, colour, where it is drawn from (the page turned about its anchor) and its
        start from there."""
        dx = -run.width / 2 if run.anchor == "middle" else (-run.width if run.anchor == "end" else 0.0)
        return (run, self._font(run.size, run.bold, dpi), self.colour(run.role, run.faded), _placed(QTransform(), run),
                QPointF(dx, 0), run.text)

    def _texts(self, painter: QPainter, items: list[tuple]) -> None:
        """Text last, setting the font and pen only when they change (hundreds of runs in a long game)."""
        base = painter.worldTransform()
        plain = base.isIdentity()  # else each run's transform is made on the painter's
        font = colour = None
        for run, run_font, run_colour, transform, at, text in items:
            if run_font is not font:
                painter.setFont(run_font)
                font = run_font
            if run_colour is not colour:
                painter.setPen(run_colour)
                colour = run_colour
            painter.setWorldTransform(transform if plain else _placed(QTransform(base), run))
            painter.drawText(at, text)
        painter.setWorldTransform(base)


def _placed(transform: QTransform, run: TextRun) -> QTransform:
    """``transform`` moved to the run's anchor and turned by its angle."""
    transform.translate(run.x, run.y)
    if run.angle:
        transform.rotate(run.angle)
    return transform


def paint_layout(painter: QPainter, layout: SheetLayout, palette: dict[str, RGB] | None = None) -> None:
    """Draw ``layout`` once (a widget keeps a ``LayoutPainter`` instead, to reuse its cache)."""
    LayoutPainter(palette).paint(painter, layout)
