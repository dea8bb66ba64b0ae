"""Draw a ``SheetLayout`` with a QPainter: the screen, printing, PNG and SVG.

Text is drawn unhinted and unkerned so that it takes the width the layout
measured from the font file; pens, brushes and fonts are cached per painter
object and reused across paints. The window's painter also keeps what it drew
of each line of each field (see ``LayoutPainter``): a layout after one more deal
keeps the layers of what did not change, so a repaint draws a few lines again.
A layout is not to be changed once painted.
"""

from __future__ import annotations

import itertools
import math
import time
from collections import Counter
from collections.abc import Iterable
from functools import lru_cache
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontDatabase,
    QImage,
    QPaintDevice,
    QPainter,
    QPen,
    QPolygonF,
    QTransform,
)

from preferans_desk.resources import FONT_FILES, FONTS

from .metrics import ASCENT, DESCENT
from .primitives import FONT_FAMILY, Ellipse, Fill, Layer, Line, Primitives, SheetLayout, TextRun
from .style import PALETTE, RGB, colour


@lru_cache(maxsize=1)
def register_fonts() -> str:
    """Make the bundled DejaVu fonts known to Qt (once; needs a QGuiApplication); returns the family."""
    for name in FONT_FILES:
        QFontDatabase.addApplicationFont(str(FONTS / name))
    return FONT_FAMILY


class _Parts(NamedTuple):
    """What of a layout is painted directly (the page's own primitives and the marks of its fields), and the
    fields' drawings (``LayoutPainter._parts``)."""

    fills: list[Fill]
    lines: list[Line]
    ellipses: list[Ellipse]
    texts: list[TextRun]
    drawings: list[_Drawing]


class _Ground(NamedTuple):
    """The picture of a layout's ground (``LayoutPainter._ground_of``), what it is made of and what it shows."""

    image: QImage
    paper: QImage  # the background and the page's fills
    rules: QImage  # the page's lines, on nothing
    key: _GroundKey
    page: int  # how many of ``fills`` are the page's own, before the marks
    fills: tuple[Fill, ...]
    lines: tuple[Line, ...]


_ImageKey = tuple["_Drawing", float, float]  # a layer's drawing, the dpi and the device pixel ratio
_GroundKey = tuple[float, float, float, float, int | None]  # the page's size, the dpi, the pixel ratio, the background
# A ground painted directly, whose picture is made later (``_paint_ground``): its key, what it is made of, its rules
_GroundLater = tuple[_GroundKey, "SheetLayout", list[Fill], list[Line], float, float, QColor, QImage]
_Image = tuple[QImage, QPointF]  # a drawing's image and where it goes
_LineItem = tuple[QPen, QPolygonF, bool]  # a line's pen, its points and whether it is closed
_TextItem = tuple[TextRun, QFont, QColor, QTransform, QPointF, str]  # a run, how and where it is drawn


class LayoutPainter:
    """Paints layouts; keep one per widget so its pens, brushes and fonts are made once.

    A ``layered`` painter (the window's) keeps each line of each field as an image and draws a line
    again only when what it draws changed: after one more deal, a few lines of the fields the deal
    wrote. A line without an image is painted directly, and its image made when the window is idle
    (``make_images``), so that the first paint costs no more than a plain one. The ground under the
    lines (the background, the paper, the highlighter's marks and the rules) is kept as one picture,
    painted again only round the marks that moved: a long line drawn with antialiasing, or the paper
    filled, costs more than copying their pixels. A ground with no picture of its paper yet (the first paint,
    a new size) is painted directly but for its rules, as its picture would show it, and the picture is made
    when idle too: making it costs more than painting it once.
    Its pixels may differ from a plain paint's by the rounding of antialiased edges, so it is used
    only where the painter's transform is a whole-pixel shift (a widget); elsewhere it paints plainly.
    """

    GROUND_PIXELS = 3840 * 2160  # a picture of the ground is kept of a page up to a 4K screen's pixels
    GROUNDS = 2  # grounds kept (of a page up to half GROUND_PIXELS; else one)
    KEPT_PAGES = 3  # the images of earlier layouts kept besides this one's, in sheets' worth of pixels
    KEPT_LAYOUTS = 4  # the drawings kept, in layouts' worth

    def __init__(self, palette: dict[str, RGB] | None = None, layered: bool = False):
        self.palette = {**PALETTE, **(palette or {})}
        self.layered = layered
        self._pens: dict[tuple[str, float, tuple[float, ...] | None], QPen] = {}  # by role, width, dash
        self._brushes: dict[str, QBrush] = {}
        self._fonts: dict[tuple[float, bool, float], QFont] = {}  # by size, bold, dpi
        self._colours: dict[tuple[str, bool], QColor] = {}
        self._images: dict[_ImageKey, _Image] = {}  # (layer's drawing, dpi, ratio) -> its image
        self._split: tuple[SheetLayout, _Parts] | None = None  # the last layout painted and its parts (see _parts)
        self._drawings: dict[int, tuple[Layer, _Drawing]] = {}  # id of a layer -> the layer and its drawing
        self.pending: list[_ImageKey] = []  # the keys of the images the last paint did without (make_images)
        self._grounds: list[_Ground] = []  # the pictures of the ground the last layered paints drew, the newest first
        self._ground_later: _GroundLater | None = None  # a ground painted directly, its picture not made yet
        self.ground_repainted = 0.0  # the share of the page the last layered paint painted its ground again
        register_fonts()

    def paint(self, painter: QPainter, layout: SheetLayout | Primitives, background: QColor | None = None) -> None:
        """Paint ``layout`` on ``background`` (None: over what the painter's device holds)."""
        device = _device(painter)
        dpi = device.logicalDpiY() if device is not None else 96
        ratio = device.devicePixelRatioF() if device is not None else 1.0
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        if (self.layered and isinstance(layout, SheetLayout) and layout.layers
                and _whole_pixel_shift(painter.worldTransform())):  # (only a sheet has layers)
            self._paint_layered(painter, layout, dpi, ratio, background)
        else:
            if background is not None and isinstance(layout, SheetLayout):
                painter.fillRect(QRectF(0, 0, layout.width, layout.height), background)
            self._paint_all(painter, layout.fills, layout.lines, layout.ellipses, layout.texts, dpi)
        painter.restore()

    def _paint_all(self, painter: QPainter, fills: Iterable[Fill], lines: Iterable[Line], ellipses: Iterable[Ellipse],
                   texts: Iterable[TextRun], dpi: float) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        for fill in fills:
            self._fill(painter, fill)
        self._lines(painter, [self._line_item(line) for line in lines])
        for ellipse in ellipses:
            self._ellipse(painter, ellipse)
        self._texts(painter, [self._text_item(run, dpi) for run in texts])

    def _paint_layered(self, painter: QPainter, layout: SheetLayout, dpi: float, ratio: float,
                       background: QColor | None) -> None:
        """The ground (the paper, the marks and the rules, from its picture), the fields' lines (each from
        its image, if made), then the circle and the words of the page."""
        fills, lines, ellipses, texts, drawings = self._parts(layout)
        if layout.width * layout.height * ratio * ratio <= self.GROUND_PIXELS:
            self._paint_ground(painter, layout, fills, lines, dpi, ratio, background)
        else:  # (a zoomed sheet's ground is painted as it is shown, a part at a time)
            if background is not None:
                painter.fillRect(QRectF(0, 0, layout.width, layout.height), background)
            self._paint_all(painter, fills, lines, [], [], dpi)
        used: dict[_ImageKey, _Image] = {}
        self.pending = []
        for drawing in drawings:
            key = (drawing, dpi, ratio)
            image = self._images.pop(key, None)
            if image is None:  # painted now, as a plain paint would; its image is made later (make_images)
                self._paint_all(painter, drawing.fills, drawing.lines, drawing.ellipses, drawing.texts, dpi)
                self.pending.append(key)
                continue
            used[key] = image
            if not image[0].isNull():
                painter.drawImage(image[1], image[0])
        self._keep(used, layout)
        for ellipse in ellipses:
            self._ellipse(painter, ellipse)
        self._texts(painter, [self._text_item(run, dpi) for run in texts])

    @property
    def waiting(self) -> bool:
        """Whether pictures are left to make while idle (``make_images``): the images of the lines the last
        paint drew directly, the picture of a ground it painted directly."""
        return bool(self.pending) or self._ground_later is not None

    def _paint_ground(self, painter: QPainter, layout: SheetLayout, fills: list[Fill], lines: list[Line], dpi: float,
                      ratio: float, background: QColor | None) -> None:
        """The ground from its picture; or, where there is no picture of its paper (the first paint, a new size)
        and it is painted on an opaque background, painted directly as its picture would show it: the paper and
        the marks on the painter's device, the rules (the lines of the page) from a picture of their own,
        which their antialiased edges need to look the same. The ground's picture is made later
        (``make_images``), or at the next paint."""
        key = _ground_key(layout, dpi, ratio, background)
        self._make_ground_later(key)
        page = len(fills) - len(self._marks(fills))
        paper = tuple(fills[:page])
        if (background is None or background.alpha() != 255
                or any(g.key == key and g.page == page and g.fills[:page] == paper for g in self._grounds)):
            painter.drawImage(QPointF(0, 0), self._ground_of(layout, fills, lines, dpi, ratio, background))
            return
        rules = self._rules(layout, lines, dpi, ratio)
        width, height = math.ceil(layout.width * ratio) / ratio, math.ceil(layout.height * ratio) / ratio
        painter.fillRect(QRectF(0, 0, width, height), background)  # every device pixel the paper's picture fills
        self._paint_all(painter, fills, [], [], [], dpi)
        painter.drawImage(QPointF(0, 0), rules)
        self._ground_later = (key, layout, fills, lines, dpi, ratio, background, rules)
        self.ground_repainted = 1.0

    def _make_ground_later(self, key: _GroundKey | None = None) -> None:
        """The picture of the ground the last paint painted directly, if it is still to make (and, with ``key``,
        of a page of that size: a picture for a size left already is not made)."""
        later, self._ground_later = self._ground_later, None
        if later is not None and key in (None, later[0]):
            repainted = self.ground_repainted
            self._ground_of(*later[1:])
            self.ground_repainted = repainted  # (what the paint that painted it did)

    def _rules(self, layout: SheetLayout, lines: list[Line], dpi: float, ratio: float) -> QImage:
        """The picture of the page's lines, on nothing."""
        rules = _picture(layout, ratio, QImage.Format.Format_ARGB32_Premultiplied)
        rules.fill(QColor(Qt.GlobalColor.transparent))
        painter = _begin(rules)
        self._paint_all(painter, [], lines, [], [], dpi)
        painter.end()
        return rules

    def _ground_of(self, layout: SheetLayout, fills: list[Fill], lines: list[Line], dpi: float, ratio: float,
                   background: QColor | None, rules: QImage | None = None) -> QImage:
        """The picture of the ground: the background and the page's fills (the paper), the marks, and the
        page's lines (the rules). The paper and the rules are kept as pictures of their own, so that where
        the marks moved (a deal added moves the highlight) the ground is made again from them and the marks,
        as the whole of it is: filling the paper or drawing a rule costs as much clipped as whole. The
        grounds of the last few sets of rules are kept: a landscape sheet's pools, and so its rules, go back
        and forth between two depths as the fields fill. ``rules``: the picture of the lines, if made already."""
        key = _ground_key(layout, dpi, ratio, background)
        page = len(fills) - len(self._marks(fills))
        same = [g for g in self._grounds if g.key == key and g.page == page and g.fills[:page] == tuple(fills[:page])]
        kept = next((g for g in same if g.lines == tuple(lines)), None)
        if kept is not None and kept.fills == tuple(fills):
            self.ground_repainted = 0.0
            ground = kept
            rects: list[QRect] = []
        elif kept is not None:
            ground = kept._replace(fills=tuple(fills))
            moved = Counter(kept.fills[page:])
            moved.subtract(fills[page:])
            rects = [_cover(mark) for mark, count in moved.items() if count]
            self.ground_repainted = sum(r.width() * r.height() for r in rects) / (layout.width * layout.height)
        else:
            paper = same[0].paper if same else self._paper(layout, fills[:page], dpi, ratio, background)
            if rules is None:
                rules = self._rules(layout, lines, dpi, ratio)
            ground = _Ground(_picture(layout, ratio, paper.format()), paper, rules, key, page, tuple(fills),
                             tuple(lines))
            rects = [QRect(0, 0, math.ceil(layout.width), math.ceil(layout.height))]
            self.ground_repainted = 1.0
        if rects:
            painter = _begin(ground.image)
            for rect in rects:
                painter.setClipRect(rect)
                painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
                painter.drawImage(QPointF(0, 0), ground.paper)
                painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
                self._paint_all(painter, [m for m in fills[page:] if _cover(m).intersects(rect)], [], [], [], dpi)
                painter.drawImage(QPointF(0, 0), ground.rules)
            painter.end()
        most = self.GROUNDS if layout.width * layout.height * ratio * ratio <= self.GROUND_PIXELS / 2 else 1
        self._grounds = [ground, *(g for g in self._grounds if g is not kept)][:most]
        return ground.image

    def _paper(self, layout: SheetLayout, fills: list[Fill], dpi: float, ratio: float,
               background: QColor | None) -> QImage:
        """The picture of the background and the page's own fills."""
        opaque = background is not None and background.alpha() == 255
        paper = _picture(layout, ratio, QImage.Format.Format_RGB32 if opaque
                         else QImage.Format.Format_ARGB32_Premultiplied)
        paper.fill(background if background is not None else QColor(Qt.GlobalColor.transparent))
        painter = _begin(paper)
        self._paint_all(painter, fills, [], [], [], dpi)
        painter.end()
        return paper

    @staticmethod
    def _marks(fills: list[Fill]) -> list[Fill]:
        """The highlighter's marks, which follow the page's own fills (``_parts``)."""
        marks: list[Fill] = []
        for fill in reversed(fills):
            if fill.role != "highlight":
                break
            marks.append(fill)
        return marks

    def make_images(self, seconds: float) -> bool:
        """Make the picture of the ground and the images of the lines the last paint drew directly, for about
        ``seconds`` (call it when idle); whether some are left to make."""
        end = time.perf_counter() + seconds
        self._make_ground_later()
        while self.pending and time.perf_counter() < end:
            key = self.pending.pop()
            if key not in self._images:
                self._images[key] = self._drawn(*key)
        return self.waiting

    def _parts(self, layout: SheetLayout) -> _Parts:
        """What of the layout is painted directly (the page's own primitives and the marks of its
        fields) and the fields' drawings, worked out once per layout (a drawing once per layer, kept
        while the layer is in one of the last few layouts: an undo goes back to them)."""
        if self._split is None or self._split[0] is not layout:
            known = self._drawings
            drawings: list[_Drawing] = []
            for layer in layout.layers:
                kept = known.pop(id(layer), None)
                if kept is None or kept[0] is not layer:
                    kept = (layer, _Drawing(layer))
                known[id(layer)] = kept  # the newest last
                drawings.append(kept[1])
            for key in list(itertools.islice(known, max(0, len(known) - self.KEPT_LAYOUTS * len(drawings)))):
                del known[key]
            page = layout.page or Layer([], [], [], [])
            marks = [f for layer in layout.layers for f in layer.fills if f.role == "highlight"]
            self._split = (layout, _Parts(page.fills + marks, page.lines, page.ellipses, page.texts, drawings))
        return self._split[1]

    def _drawn(self, drawing: _Drawing, dpi: float, ratio: float) -> _Image:
        """A line's drawing on a transparent image the size of its ink, and where the image goes: on
        whole device pixels, so that copying it is drawing it there."""
        box = _ink_box(drawing)
        if box is None:
            return QImage(), QPointF()
        x0, y0 = math.floor(box[0] * ratio) / ratio, math.floor(box[1] * ratio) / ratio
        width, height = math.ceil((box[2] - x0) * ratio), math.ceil((box[3] - y0) * ratio)
        image = QImage(max(width, 1), max(height, 1), QImage.Format.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(ratio)
        image.setDotsPerMeterX(round(dpi / 0.0254))  # the fonts are sized for the page's dpi
        image.setDotsPerMeterY(round(dpi / 0.0254))
        image.fill(0)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        painter.translate(-x0, -y0)
        self._paint_all(painter, drawing.fills, drawing.lines, drawing.ellipses, drawing.texts, dpi)
        painter.end()
        return image, QPointF(x0, y0)

    def _keep(self, used: dict[_ImageKey, _Image], layout: SheetLayout) -> None:
        """Keep this layout's images and, up to a few sheets' worth of pixels, the last ones (an undo
        goes back to them)."""
        budget = self.KEPT_PAGES * layout.width * layout.height
        for key, image in reversed(self._images.items()):
            if budget <= 0:
                break
            used.setdefault(key, image)
            budget -= image[0].width() * image[0].height() / max(image[0].devicePixelRatio() ** 2, 1e-9)
        self._images = used

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

    def _line_item(self, line: Line) -> _LineItem:
        polygon = QPolygonF([QPointF(x, y) for x, y in line.points])
        return self._pen(line.role, line.width, line.dash), polygon, line.closed

    def _lines(self, painter: QPainter, items: list[_LineItem]) -> None:
        """Lines, setting the pen only when it changes (hundreds of struck values in a long game)."""
        painter.setBrush(Qt.BrushStyle.NoBrush)
        current = None
        for pen, polygon, closed in items:
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

    def _text_item(self, run: TextRun, dpi: float) -> _TextItem:
        """A run's font, colour, where it is drawn from (the page turned about its anchor) and its
        start from there."""
        return (run, self._font(run.size, run.bold, dpi), self.colour(run.role, run.faded), _placed(QTransform(), run),
                QPointF(run.start(), 0), run.text)

    def _texts(self, painter: QPainter, items: list[_TextItem]) -> None:
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


class _Drawing:
    """What a layer draws on its image (its fills less the marks), compared by value: a line that
    draws the same as before, even from new primitives, keeps its image."""

    __slots__ = ("fills", "lines", "ellipses", "texts", "_value", "_hash")

    def __init__(self, layer: Layer):
        self.fills = tuple(f for f in layer.fills if f.role != "highlight")
        self.lines, self.ellipses, self.texts = tuple(layer.lines), tuple(layer.ellipses), tuple(layer.texts)
        self._value = (self.fills, self.lines, self.ellipses, self.texts)
        self._hash = hash(self._value)

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        return self is other or (isinstance(other, _Drawing) and self._hash == other._hash
                                 and self._value == other._value)


def _ground_key(layout: SheetLayout, dpi: float, ratio: float, background: QColor | None) -> _GroundKey:
    return layout.width, layout.height, dpi, ratio, background.rgba() if background is not None else None


def _picture(layout: SheetLayout, ratio: float, form: QImage.Format) -> QImage:
    """An image of the page's device pixels."""
    image = QImage(max(1, math.ceil(layout.width * ratio)), max(1, math.ceil(layout.height * ratio)), form)
    image.setDevicePixelRatio(ratio)
    return image


def _cover(mark: Fill) -> QRect:
    """The whole page units a mark reaches into, a pixel further for its antialiased edges."""
    x0, y0 = min(x for x, _ in mark.points) - 2, min(y for _, y in mark.points) - 2
    x1, y1 = max(x for x, _ in mark.points) + 2, max(y for _, y in mark.points) + 2
    return QRect(math.floor(x0), math.floor(y0), math.ceil(x1) - math.floor(x0), math.ceil(y1) - math.floor(y0))


def _begin(image: QImage) -> QPainter:
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    return painter


def _device(painter: QPainter) -> QPaintDevice | None:
    """The painter's device: None for a painter not begun (Qt's null pointer), which the stubs leave out."""
    return painter.device()


def _whole_pixel_shift(transform: QTransform) -> bool:
    return (transform.type().value <= QTransform.TransformationType.TxTranslate.value
            and transform.dx().is_integer() and transform.dy().is_integer())


def _ink_box(layer: _Drawing) -> tuple[float, float, float, float] | None:
    """A box (x0, y0, x1, y1) around everything the layer draws, with room for antialiasing and for
    glyphs reaching past their advance; None when it draws nothing."""
    xs: list[float] = []
    ys: list[float] = []
    for fill in layer.fills:
        xs += [x for x, _ in fill.points]
        ys += [y for _, y in fill.points]
    for line in layer.lines:
        pad = line.width
        xs += [v for x, _ in line.points for v in (x - pad, x + pad)]
        ys += [v for _, y in line.points for v in (y - pad, y + pad)]
    for e in layer.ellipses:
        reach = max(e.rx, e.ry) + e.width
        xs += [e.cx - reach, e.cx + reach]
        ys += [e.cy - reach, e.cy + reach]
    for run in layer.texts:
        dx = run.start()
        pad = run.size * 0.3
        cos, sin = math.cos(math.radians(run.angle)), math.sin(math.radians(run.angle))
        for u in (dx - pad, dx + run.width + pad):
            for v in (-run.size * ASCENT - pad, run.size * DESCENT + pad):
                xs.append(run.x + u * cos - v * sin)  # as QTransform turns a point (clockwise, y down)
                ys.append(run.y + u * sin + v * cos)
    if not xs:
        return None
    return min(xs) - 2, min(ys) - 2, max(xs) + 2, max(ys) + 2
