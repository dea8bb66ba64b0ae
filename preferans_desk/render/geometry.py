"""The paper sheet (pulka) as plain-data geometry, from a scored ``Sheet`` and a page size.

Pure Python, no Qt: the window's painter and the PDF backend draw exactly
these primitives. See ``shared/design/SHEET.md`` for the drawing rules:

* 3 players, portrait: an inverted "Y" from the two bottom corners (45°) to a
  circle at ``(W/2, H - W/2)`` and up to the top edge; seat 0 at the bottom,
  1 on the left, 2 on the right.
* 4 players, square: both diagonals; seats 0 bottom, 1 left, 2 top, 3 right.
* Landscape (``shape="landscape"``, 4:3, up to 3:2 on a wider page; ``docs/sheet-shapes.md``): 3 players,
  the same inverted "Y" on paper turned sideways (the circle higher, the upright line shorter); 4 players, the diagonals
  from the corners at 45° meet a level ridge through the circle (an envelope's back).
* In every region, from the paper's edge inwards: the whist band (one cell per
  opponent, each nearest the opponent it records), the pool, the mountain.

Each field holds its ledger's running totals as dotted numbers; after
settlement the steps of the роспись are written into the fields too.

This module lays the sheet out from its parts: the paper (``paper``), the fields' bands (``bands``),
what each field says (``field_words``), its words fitted and drawn (``flow``, ``field_ink``), the memory
of earlier layouts (``layout_cache``); and writes the names and the notes beside the circle.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from functools import lru_cache
from typing import TypedDict

from preferans_desk.core.engine import DealRecord, Sheet
from preferans_desk.core.exact_numbers import mixed_str
from preferans_desk.core.settlement import Settlement

from .bands import band_depths, region_bands
from .field_ink import Ink
from .field_words import field_ids
from .flow import LEADING, Band, Frame
from .layout_cache import LayoutCache
from .metrics import ASCENT, DESCENT, elide, text_width
from .paper import (
    NARROWEST,
    SHAPES,
    SIDES,
    WIDEST,
    auto_shape,
    base_font,
    has_ridge,
    line_width,
    paper_rect,
    paper_size,
    region_frames,
    rule_lines,
    shape_score,
    sheet_aspect,
    sheet_depth,
)
from .primitives import (
    Ellipse,
    EntryRun,
    FieldId,
    FieldLayout,
    Fill,
    Layer,
    Line,
    Point,
    SheetInfo,
    SheetLayout,
    TextRun,
)

MIN_FONT_RATIO = 0.6  # fonts shrink to this share of the base size, and
MIN_FONT_ABS = 7.0  # never below this many page units (px, pt)
CIRCLE_R = 0.085  # the circle's least radius, as a share of D (``paper.depth``)


class PrintSize(TypedDict, total=False):
    """``layout_sheet``'s type size, as keywords kept together (a larger print for a screen or a phone)."""

    type_scale: float
    type_floor: float


def layout_sheet(sheet: Sheet, width: float, height: float, *, settlement: Settlement | None = None,
                 highlight_deal: int | None = None, bottom_seat: int = 0,
                 info: SheetInfo | None = None, cache: LayoutCache | None = None,
                 type_scale: float = 1.0, type_floor: float = MIN_FONT_RATIO, shape: str = "portrait",
                 pending: DealRecord | None = None) -> SheetLayout:
    """The sheet drawn on a ``width`` x ``height`` page, the paper centred at its aspect ratio.

    ``highlight_deal`` (0-based; default the last deal) marks the numbers that deal wrote;
    ``bottom_seat`` turns the sheet so that this seat sits at the bottom edge. ``cache`` is its owner's
    memory of earlier layouts (None: a fresh one, kept by nobody); it changes the speed, never the layout.
    ``type_scale`` enlarges the type (a table view, read from across the table) and ``type_floor`` is the
    share of its size a field's numbers may shrink to before the oldest go behind "…". ``shape`` is
    "portrait" or "landscape" (``auto_shape`` chooses for a page).

    ``pending`` is a deal entered but not yet counted (a phone's, waiting for a confirmation), as
    ``sheet.preview`` scored it: the values it writes are written in their fields after the sheet's, in the
    pending ink, each boxed dashed (``field_ink``); the highlight stays on the sheet's own last deal.
    """
    if cache is None:
        cache = LayoutCache()
    waiting: int | None = None
    if pending is not None:
        if highlight_deal is None and sheet.records:
            highlight_deal = len(sheet.records) - 1
        sheet = _with_pending(sheet, pending)
        waiting = pending.index
    n = sheet.n
    x0, y0, w, h = paper_rect(n, width, height, shape)
    d = sheet_depth(n, shape, w, h)
    base = base_font(n, shape, w, h) * type_scale
    layout = SheetLayout(width, height, (x0, y0, w, h), n, bottom_seat % n, base,
                         max(MIN_FONT_ABS, base * type_floor), (0.0, 0.0, 0.0), shape=shape)
    if highlight_deal is None and sheet.records:
        highlight_deal = len(sheet.records) - 1
    frames = region_frames(n, x0, y0, w, h)
    seats = [(bottom_seat + p) % n for p in range(n)]
    texts = {fid: cache.text(sheet, fid, settlement, highlight_deal, waiting) for fid in field_ids(n)}
    whist_depth, pool_depth = band_depths(frames, seats, {fid: t.need for fid, t in texts.items()}, d, base,
                                           layout.min_font)

    target = mixed_str(sheet.pool_target)
    target_size = base * 1.6
    r = max(d * CIRCLE_R, text_width(target, target_size, True) / 2 + base * 0.5)
    cx, cy = x0 + w / 2, (y0 + h / 2 if n == 4 else y0 + h - w / 2)
    layout.circle = (cx, cy, r)
    layout.fills.append(Fill(((x0, y0), (x0 + w, y0), (x0 + w, y0 + h), (x0, y0 + h)), "paper"))
    obstacles = [(cx - r - base * 0.3, cy - r - base * 0.3, cx + r + base * 0.3, cy + r + base * 0.3)]
    regions = [region_bands(frame, seat, n, whist_depth, pool_depth, d)
               for frame, seat in zip(frames, seats, strict=True)]
    rooms = [_outline(bands[-1][0]) for bands in regions]  # the mountains, where the notes may go
    obstacles += _write_info(layout, info, n, rooms)
    rule_lines(layout, frames, whist_depth, whist_depth + pool_depth, d)

    inks: list[Ink] = []
    for frame, seat, bands in zip(frames, seats, regions, strict=True):
        for band, fid in bands:
            band.obstacles = [frame.local_box(*box) for box in obstacles]
            fl = FieldLayout(fid, seat, frame.side, _outline(band))
            layout.fields[fid] = fl
            if fid[0] == "mountain":
                band.v0 = _write_name(layout, band, sheet.players[seat], base)
            align = "outer" if fid[0] == "mountain" else "center"
            ink = cache.ink(fid, band, texts[fid], base, layout.min_font, align)
            fl.font_size, fl.hidden, fl.runs, fl.entries = ink.size, ink.hidden, ink.runs, ink.entries
            inks.append(ink)

    layout.ellipses.append(Ellipse(cx, cy, r, r, line_width(d), "rule", fill="paper"))
    layout.texts.append(TextRun(cx, cy + target_size * (ASCENT - DESCENT) / 2, target, target_size, 0.0,
                                "middle", "target", True, width=text_width(target, target_size, True)))
    _join(layout, inks)
    return layout


def _with_pending(sheet: Sheet, pending: DealRecord) -> Sheet:
    """The sheet apart with the pending deal written on it (``Sheet.commit``: not scored again)."""
    shown = sheet.copy()
    shown.commit(pending)
    return shown


def _outline(band: Band) -> tuple[Point, ...]:
    """The band's outline on the page (``Band.polygon``), worked out once for its place."""
    return _band_outline(band.frame, band.v0, band.v1, band.c0, band.c1)


# Not in a LayoutCache: a bounded cache of a pure function of a band's place, as ``bands._depth_areas``.
@lru_cache(maxsize=256)
def _band_outline(frame: Frame, v0: float, v1: float, c0: float, c1: float) -> tuple[Point, ...]:
    return Band(frame, v0, v1, c0, c1).polygon()


def _join(layout: SheetLayout, inks: list[Ink]) -> None:
    """The page's own primitives so far become ``layout.page``; the fields' are added after them
    (their ellipses before the circle, which covers the centre), and their rows become ``layout.layers``."""
    layout.page = Layer(layout.fills, layout.lines, layout.ellipses, layout.texts)
    layout.fills = layout.fills + [x for ink in inks for x in ink.fills]
    layout.lines = layout.lines + [x for ink in inks for x in ink.lines]
    layout.ellipses = [x for ink in inks for x in ink.ellipses] + layout.ellipses
    layout.texts = layout.texts + [x for ink in inks for x in ink.runs]
    layout.layers = [layer for ink in inks for layer in ink.rows.values()]


def hit_test(layout: SheetLayout, x: float, y: float) -> tuple[FieldId, int | None] | None:
    """The field under (x, y) and the ledger index of the entry written there, if any."""
    cx, cy, r = layout.circle
    if math.hypot(x - cx, y - cy) <= r:
        return None
    for fl in layout.fields.values():
        if point_in_polygon(x, y, fl.polygon):
            for er in fl.entries:
                if point_in_polygon(x, y, er.box):
                    return fl.field_id, er.entry
            return fl.field_id, None
    return None


def point_in_polygon(x: float, y: float, polygon: Iterable[Point]) -> bool:
    pts = list(polygon)
    inside = False
    j = len(pts) - 1
    for i in range(len(pts)):
        xi, yi = pts[i]
        xj, yj = pts[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            inside = not inside
        j = i
    return inside


def _write_name(layout: SheetLayout, band: Band, name: str, base: float) -> float:
    """The player's name on the mountain's first line, next to the pool; returns where the numbers start."""
    size = max(layout.min_font, base * 0.85)
    lh = size * LEADING
    a, b = band.span(band.v0, band.v0 + lh, size * 0.3)
    text = elide(name, b - a, size, True)
    width = text_width(text, size, True)
    u = (a + b) / 2
    vb = band.v0 + (lh - size) / 2 + DESCENT * size
    x, y = band.frame.page(u, vb)
    layout.texts.append(TextRun(x, y, text, size, band.frame.angle, "middle", "name", True, width=width))
    return band.v0 + lh


def _write_info(layout: SheetLayout, info: SheetInfo | None, n: int,
                rooms: list[tuple[Point, ...]]) -> list[tuple[float, float, float, float]]:
    """The notes beside the circle, level; returns their boxes for the fields to keep clear of. On a
    4-player sheet wider than tall, whose ridge runs through the circle, they go above and below it. Their
    type shrinks (down to MIN_FONT_ABS) until each block lies inside one of the ``rooms`` (the mountains),
    crossing no border: the large print of a phone would otherwise reach into the next fields."""
    if info is None:
        return []
    size = max(layout.min_font, layout.base_font * 0.62)
    while True:
        runs, boxes = _info_blocks(layout, info, n, size)
        smaller = size * 0.9
        if smaller < MIN_FONT_ABS or all(_in_one(box, rooms) for box in boxes):
            break
        size = smaller
    layout.texts += runs
    return [(x_lo - gap, top, x_hi + gap, bottom) for x_lo, top, x_hi, bottom, gap in boxes]


def _in_one(box: tuple[float, ...], rooms: list[tuple[Point, ...]]) -> bool:
    x_lo, top, x_hi, bottom = box[:4]
    corners = ((x_lo, top), (x_hi, top), (x_hi, bottom), (x_lo, bottom))
    return any(all(point_in_polygon(x, y, room) for x, y in corners) for room in rooms)


def _info_blocks(layout: SheetLayout, info: SheetInfo, n: int,
                 size: float) -> tuple[list[TextRun], list[tuple[float, float, float, float, float]]]:
    """The notes' runs at ``size`` and each block's box (with the half gap it keeps clear on either side)."""
    cx, cy, r = layout.circle
    ridge = has_ridge(layout)
    runs: list[TextRun] = []
    lh = size * LEADING
    gap = size * 0.5
    boxes: list[tuple[float, float, float, float, float]] = []
    blocks = (("end", [info.convention, info.whist_price]), ("start", [info.allpass, info.exit, info.dealer]))
    for first, (anchor, lines) in zip((True, False), blocks, strict=True):
        lines = [t for t in lines if t]
        if not lines:
            continue
        widths = [text_width(t, size) for t in lines]
        if ridge:  # centred above and below the circle, clear of the ridge
            anchor = "middle"
            x = cx
            top = cy - r - gap - len(lines) * lh if first else cy + r + gap
        elif n == 3:  # above the circle, on either side of the upright line
            x = cx - gap if anchor == "end" else cx + gap
            top = cy - r - gap - len(lines) * lh
        else:  # left and right of the circle
            x = cx - r - gap if anchor == "end" else cx + r + gap
            top = cy - len(lines) * lh / 2
        for i, (text, tw) in enumerate(zip(lines, widths, strict=True)):
            y = top + (i + 1) * lh - DESCENT * size - (lh - size) / 2
            runs.append(TextRun(x, y, text, size, 0.0, anchor, "info", width=tw))
        most = max(widths)
        x_lo, x_hi = {"end": (x - most, x), "start": (x, x + most), "middle": (x - most / 2, x + most / 2)}[anchor]
        boxes.append((x_lo, top, x_hi, top + len(lines) * lh, gap / 2))
    return runs, boxes


__all__ = ["layout_sheet", "LayoutCache", "hit_test", "sheet_aspect", "paper_size", "auto_shape", "shape_score",
           "SHAPES", "SIDES", "NARROWEST", "WIDEST", "point_in_polygon", "SheetLayout", "SheetInfo", "FieldLayout",
           "EntryRun", "TextRun", "Line", "Ellipse", "Fill", "PrintSize"]
