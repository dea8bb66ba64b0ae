"""Draw a ``SheetLayout`` (or any drawing with the same four lists) on a reportlab canvas: the PDF backend.

Layouts are in page units with y growing downwards and angles clockwise; PDF
user space has y upwards and counts angles anticlockwise, so points are
flipped against the page height and text is rotated by ``-angle``. Vector
only: polygons, polylines, ellipses and text in the bundled DejaVu Sans,
embedded by reportlab as TrueType subsets (Cyrillic and ♠♣♦♥ included).
Anchored text is placed with the width the layout measured from the same
font file, as the Qt painter does, so both backends put every run at the
same place.
"""
# reportlab's stubs (types-reportlab, and the copy pyright bundles) leave the parameters of registerFont,
# setLineCap, setLineJoin, drawPath, moveTo and lineTo untyped, which strict mode reports at every call:
# pyright: reportUnknownMemberType=false

from __future__ import annotations

import math
from functools import lru_cache
from typing import TYPE_CHECKING

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from preferans_desk.resources import FONTS

from .primitives import Ellipse, Fill, Line, Point, Primitives, TextRun
from .style import PALETTE, RGB, colour

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas
    from reportlab.pdfgen.pathobject import PDFPathObject

PDF_FONTS = {False: ("DejaVuSans", "DejaVuSans.ttf"), True: ("DejaVuSans-Bold", "DejaVuSans-Bold.ttf")}


@lru_cache(maxsize=1)
def register_pdf_fonts() -> str:
    """Make the bundled DejaVu fonts known to reportlab (once); returns the regular face's name."""
    for name, file in PDF_FONTS.values():
        pdfmetrics.registerFont(TTFont(name, str(FONTS / file)))
    return PDF_FONTS[False][0]


class PdfPainter:
    """Draws layouts on one canvas page after another; colours are worked out once per role."""

    def __init__(self, canvas: Canvas, palette: dict[str, RGB] | None = None):
        register_pdf_fonts()
        self.canvas = canvas
        self.palette = {**PALETTE, **(palette or {})}
        self._rgb: dict[tuple[str, bool], tuple[float, float, float]] = {}

    def rgb(self, role: str, faded: bool = False) -> tuple[float, float, float]:
        key = (role, faded)
        if key not in self._rgb:
            r, g, b = colour(role, faded, self.palette)
            self._rgb[key] = (r / 255, g / 255, b / 255)
        return self._rgb[key]

    def draw(self, layout: Primitives, page_height: float, dx: float = 0.0, dy: float = 0.0) -> None:
        """Draw ``layout`` (fills, lines, ellipses, texts) with its origin at (dx, dy) of a page
        ``page_height`` tall, in the layout's own units (points)."""
        c = self.canvas
        c.saveState()
        c.setLineCap(0)  # butt, as Qt's flat cap
        c.setLineJoin(0)  # miter
        flip = _Flip(dx, dy, page_height)
        for fill in layout.fills:
            self._fill(flip, fill)
        for line in layout.lines:
            self._line(flip, line)
        for ellipse in layout.ellipses:
            self._ellipse(flip, ellipse)
        self._texts(flip, layout.texts)
        c.restoreState()

    # ----- primitives -----
    def _fill(self, flip: _Flip, fill: Fill) -> None:
        c = self.canvas
        c.setFillColorRGB(*self.rgb(fill.role))
        path = c.beginPath()
        _trace(path, flip, fill.points, closed=True)
        c.drawPath(path, stroke=0, fill=1)

    def _line(self, flip: _Flip, line: Line) -> None:
        c = self.canvas
        c.setStrokeColorRGB(*self.rgb(line.role))
        c.setLineWidth(line.width)
        c.setDash([d * line.width for d in line.dash] if line.dash else [])
        path = c.beginPath()
        _trace(path, flip, line.points, closed=line.closed)
        c.drawPath(path, stroke=1, fill=0)

    def _ellipse(self, flip: _Flip, e: Ellipse) -> None:
        c = self.canvas
        c.saveState()
        c.translate(*flip(e.cx, e.cy))
        if e.angle:
            c.rotate(-e.angle)
        c.setStrokeColorRGB(*self.rgb(e.role))
        c.setLineWidth(e.width)
        c.setDash([])
        if e.fill:
            c.setFillColorRGB(*self.rgb(e.fill))
        c.ellipse(-e.rx, -e.ry, e.rx, e.ry, stroke=1, fill=1 if e.fill else 0)
        c.restoreState()

    def _texts(self, flip: _Flip, runs: list[TextRun]) -> None:
        """All the runs in one text object: each placed by its own text matrix (position and angle)."""
        if not runs:
            return
        c = self.canvas
        text = c.beginText()
        font_key = colour_key = None
        for run in runs:
            if (run.size, run.bold) != font_key:
                font_key = (run.size, run.bold)
                text.setFont(PDF_FONTS[run.bold][0], run.size)
            if (run.role, run.faded) != colour_key:
                colour_key = (run.role, run.faded)
                text.setFillColorRGB(*self.rgb(run.role, run.faded))
            width = run.width or pdfmetrics.stringWidth(run.text, PDF_FONTS[run.bold][0], run.size)
            shift = -width / 2 if run.anchor == "middle" else (-width if run.anchor == "end" else 0.0)
            x, y = flip(run.x, run.y)
            if run.angle:
                a = math.radians(-run.angle)
                cos, sin = math.cos(a), math.sin(a)
                text.setTextTransform(cos, sin, -sin, cos, x + shift * cos, y + shift * sin)
            else:
                text.setTextTransform(1, 0, 0, 1, x + shift, y)
            text.textOut(run.text)
        c.drawText(text)


class _Flip:
    """Layout units (y down, origin at the layout's top-left) to PDF user space (y up)."""

    __slots__ = ("dx", "dy", "height")

    def __init__(self, dx: float, dy: float, height: float):
        self.dx, self.dy, self.height = dx, dy, height

    def __call__(self, x: float, y: float) -> tuple[float, float]:
        return x + self.dx, self.height - (y + self.dy)


def _trace(path: PDFPathObject, flip: _Flip, points: tuple[Point, ...], closed: bool) -> None:
    first = True
    for x, y in points:
        px, py = flip(x, y)
        if first:
            path.moveTo(px, py)
            first = False
        else:
            path.lineTo(px, py)
    if closed:
        path.close()
