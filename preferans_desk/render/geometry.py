"""The paper sheet (pulka) as plain-data geometry, from a scored ``Sheet`` and a page size.

Pure Python, no Qt: the window's painter and the PDF backend draw exactly
these primitives. See ``shared/design/SHEET.md`` for the drawing rules:

* 3 players, portrait: an inverted "Y" from the two bottom corners (45°) to a
  circle at ``(W/2, H - W/2)`` and up to the top edge; seat 0 at the bottom,
  1 on the left, 2 on the right.
* 4 players, square: both diagonals; seats 0 bottom, 1 left, 2 top, 3 right.
* In every region, from the paper's edge inwards: the whist band (one cell per
  opponent, each nearest the opponent it records), the pool, the mountain.

Each field holds its ledger's running totals as dotted numbers; after
settlement the steps of the роспись are written into the fields too.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache

from preferans_desk.core.engine import Entry, Sheet
from preferans_desk.core.numbers import Number, mixed_str
from preferans_desk.core.settlement import Settlement

from .flow import LEADING, Band, Flow, Frame, Piece, Placed, Word, flow
from .metrics import ASCENT, DESCENT, elide, text_width
from .primitives import (
    Ellipse,
    EntryRun,
    FieldId,
    FieldLayout,
    Fill,
    Line,
    Point,
    SheetInfo,
    SheetLayout,
    TextRun,
)

ASPECT = {3: 3 / 4, 4: 1.0}  # width / height of the paper
SIDES = {3: ("bottom", "left", "right"), 4: ("bottom", "left", "top", "right")}

# Sizes as fractions of D, the distance from the paper's edge to the centre (W/2).
BASE_FONT = 0.055
MIN_FONT_RATIO = 0.6  # fonts shrink to this share of the base size, and
MIN_FONT_ABS = 7.0  # never below this many page units (px, pt)
WHIST_BAND = (0.26, 0.185, 0.46)  # (default, least, most) depth of the whist band
POOL_BAND = (0.20, 0.125, 0.30)
MOUNTAIN_MIN = 0.3
STRUCK_WEIGHT = 0.4
COMFORTABLE = 0.8  # below this share of a field filled, the default depths are kept
CIRCLE_R = 0.085

LONG_FIELD = 6  # a field with more values than this gets its older ones struck out,
KEEP_CLEAR = 3  # all but the newest few
WORD_GAP = 0.6  # ems between a field's values and the settlement steps


def sheet_aspect(n_players: int) -> float:
    return ASPECT[n_players]


def layout_sheet(sheet: Sheet, width: float, height: float, *, settlement: Settlement | None = None,
                 highlight_deal: int | None = None, bottom_seat: int = 0,
                 info: SheetInfo | None = None) -> SheetLayout:
    """The sheet drawn on a ``width`` x ``height`` page, the paper centred at its aspect ratio.

    ``highlight_deal`` (0-based; default the last deal) marks the numbers that deal wrote;
    ``bottom_seat`` turns the sheet so that this seat sits at the bottom edge.
    """
    n = sheet.n
    x0, y0, w, h = _paper_rect(n, width, height)
    d = w / 2
    base = d * BASE_FONT
    layout = SheetLayout(width, height, (x0, y0, w, h), n, bottom_seat % n, base,
                         max(MIN_FONT_ABS, base * MIN_FONT_RATIO), (0.0, 0.0, 0.0))
    if highlight_deal is None and sheet.records:
        highlight_deal = len(sheet.records) - 1
    frames = _frames(n, x0, y0, w, h)
    seats = [(bottom_seat + p) % n for p in range(n)]
    words = {fid: _field_words(sheet, fid, settlement, highlight_deal) for fid in _field_ids(n)}
    whist_depth, pool_depth = _band_depths(frames, seats, words, d, base)

    target = mixed_str(sheet.pool_target)
    target_size = base * 1.6
    r = max(d * CIRCLE_R, text_width(target, target_size, True) / 2 + base * 0.5)
    cx, cy = x0 + w / 2, (y0 + h / 2 if n == 4 else y0 + h - w / 2)
    layout.circle = (cx, cy, r)
    layout.fills.append(Fill(((x0, y0), (x0 + w, y0), (x0 + w, y0 + h), (x0, y0 + h)), "paper"))
    obstacles = [(cx - r - base * 0.3, cy - r - base * 0.3, cx + r + base * 0.3, cy + r + base * 0.3)]
    obstacles += _write_info(layout, info, n)
    _rule_lines(layout, frames, whist_depth, whist_depth + pool_depth)

    for pos, frame in enumerate(frames):
        seat = seats[pos]
        for band, fid in _bands(frame, seat, n, whist_depth, pool_depth, d):
            band.obstacles = [frame.local_box(*box) for box in obstacles]
            fl = FieldLayout(fid, seat, frame.side, band.polygon())
            layout.fields[fid] = fl
            if fid[0] == "mountain":
                band.v0 = _write_name(layout, band, sheet.players[seat], base)
            align = "outer" if fid[0] == "mountain" else "center"
            ink = _field_ink(band, words[fid], base, layout.min_font, align)
            fl.font_size, fl.hidden, fl.runs, fl.entries = ink.size, ink.hidden, ink.runs, ink.entries
            layout.fills += ink.fills
            layout.lines += ink.lines
            layout.ellipses += ink.ellipses
            layout.texts += ink.runs

    layout.ellipses.append(Ellipse(cx, cy, r, r, _line_width(d), "rule", fill="paper"))
    layout.texts.append(TextRun(cx, cy + target_size * (ASCENT - DESCENT) / 2, target, target_size, 0.0,
                                "middle", "target", True, width=text_width(target, target_size, True)))
    return layout


def hit_test(layout: SheetLayout, x: float, y: float) -> tuple[FieldId, int | None] | None:
    """The field under (x, y) and the ledger index of the entry written there, if any."""
    cx, cy, r = layout.circle
    if math.hypot(x - cx, y - cy) <= r:
        return None
    for fl in layout.fields.values():
        if point_in_polygon(x, y, fl.polygon):
            for er in fl.entries:
                if point_in_polygon(x, y, er.box):
                    return fl.field, er.entry
            return fl.field, None
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


# ----- the paper and its lines -----

def _paper_rect(n: int, width: float, height: float) -> tuple[float, float, float, float]:
    aspect = ASPECT[n]
    w = min(width, height * aspect)
    h = w / aspect
    return (width - w) / 2, (height - h) / 2, w, h


def _frames(n: int, x0: float, y0: float, w: float, h: float) -> list[Frame]:
    """One frame per page position (bottom, left, [top,] right)."""
    bottom = Frame(x0, y0 + h, 1, 0, 0, -1, w, 1, 1, "bottom")
    if n == 3:
        left = Frame(x0, y0, 0, 1, 1, 0, h, 0, 1, "left")
        right = Frame(x0 + w, y0 + h, 0, -1, -1, 0, h, 1, 0, "right")
        return [bottom, left, right]
    left = Frame(x0, y0, 0, 1, 1, 0, h, 1, 1, "left")
    top = Frame(x0 + w, y0, -1, 0, 0, 1, w, 1, 1, "top")
    right = Frame(x0 + w, y0 + h, 0, -1, -1, 0, h, 1, 1, "right")
    return [bottom, left, top, right]


def _cuts(frame: Frame, n: int, depth: float) -> list[float]:
    """Where the whist band is cut: its inner edge in equal parts, one per opponent."""
    a, b = frame.ka * depth, frame.length - frame.kb * depth
    k = n - 1
    return [0.0] + [a + (b - a) * i / k for i in range(1, k)] + [frame.length]


def _bands(frame: Frame, seat: int, n: int, whist: float, pool: float, d: float) -> list[tuple[Band, FieldId]]:
    """The fields of one region; the whist cells in reading order record the opponents clockwise."""
    cuts = _cuts(frame, n, whist)
    out = [(Band(frame, 0.0, whist, cuts[i], cuts[i + 1]), ("whist", seat, (seat + 1 + i) % n))
           for i in range(n - 1)]
    out.append((Band(frame, whist, whist + pool, 0.0, frame.length), ("pool", seat)))
    out.append((Band(frame, whist + pool, d, 0.0, frame.length), ("mountain", seat)))
    return out


def _line_width(d: float) -> float:
    return max(1.0, d * 0.006)


def _rule_lines(layout: SheetLayout, frames: list[Frame], whist: float, inner: float) -> None:
    x0, y0, w, h = layout.sheet_rect
    cx, cy, r = layout.circle
    lw = _line_width(w / 2)
    corners = ((x0, y0), (x0 + w, y0), (x0 + w, y0 + h), (x0, y0 + h))
    layout.lines.append(Line(corners, lw * 0.8, "frame", closed=True))
    for depth in (whist, inner):
        if layout.n_players == 4:
            pts = ((x0 + depth, y0 + depth), (x0 + w - depth, y0 + depth),
                   (x0 + w - depth, y0 + h - depth), (x0 + depth, y0 + h - depth))
            layout.lines.append(Line(pts, lw, "border", closed=True))
        else:  # open at the top
            pts = ((x0 + depth, y0), (x0 + depth, y0 + h - depth), (x0 + w - depth, y0 + h - depth),
                   (x0 + w - depth, y0))
            layout.lines.append(Line(pts, lw, "border"))
    ends = [(x0, y0 + h), (x0 + w, y0 + h)]
    ends += [(x0, y0), (x0 + w, y0)] if layout.n_players == 4 else []
    for ex, ey in ends:
        k = r / math.hypot(ex - cx, ey - cy)
        layout.lines.append(Line(((ex, ey), (cx + (ex - cx) * k, cy + (ey - cy) * k)), lw, "rule"))
    if layout.n_players == 3:
        layout.lines.append(Line(((cx, cy - r), (cx, y0)), lw, "rule"))
    for frame in frames:
        for c in _cuts(frame, layout.n_players, whist)[1:-1]:
            layout.lines.append(Line((frame.page(c, 0), frame.page(c, whist)), lw * 0.8, "cut"))


# ----- how deep the bands are -----

def _band_depths(frames: list[Frame], seats: list[int], words: dict[FieldId, list[Word]], d: float,
                 base: float) -> tuple[float, float]:
    """Whist band and pool depths: the defaults while everything fits easily, else the pair that
    leaves the fullest field least full (whist cells fill fastest on paper)."""
    n = len(frames)
    need = {fid: _need(ws) * base * base * LEADING * 1.15 for fid, ws in words.items()}

    def cells_fullest(whist: float) -> float:
        return max(need[fid] / max(band.area(), 1e-9)
                   for frame, seat in zip(frames, seats, strict=True)
                   for band, fid in _bands(frame, seat, n, whist, 0.0, d)[:-2])

    def inner_fullest(whist: float, pool: float) -> float:
        most = 0.0
        inner = whist + pool
        for frame, seat in zip(frames, seats, strict=True):
            # the mountain less its name line, the circle and the narrow apex
            name_line = (frame.length - (frame.ka + frame.kb) * inner) * base * LEADING
            mountain = _strip_area(frame, inner, d) * 0.8 - name_line
            most = max(most, need[("pool", seat)] / _strip_area(frame, whist, inner),
                       need[("mountain", seat)] / max(mountain, 1e-9))
        return most

    best: tuple[tuple[float, float], float, float] | None = None
    for whist in _steps(*WHIST_BAND[1:], d):
        cells = cells_fullest(whist)  # the cells do not depend on the pool's depth
        for pool in _steps(*POOL_BAND[1:], d):
            if d - whist - pool < MOUNTAIN_MIN * d:
                continue
            most = max(cells, inner_fullest(whist, pool))
            drift = abs(whist - WHIST_BAND[0] * d) + abs(pool - POOL_BAND[0] * d)
            key = (round(max(most, COMFORTABLE), 2), drift)
            if best is None or key < best[0]:
                best = (key, whist, pool)
    assert best is not None
    return best[1], best[2]


def _need(words: list[Word]) -> float:
    """How much room a field asks for, in ems of line: struck-out values count for less, as they
    may shrink or go behind an ellipsis where the newest values may not."""
    return 1 + sum((w.em + w.gap) * (STRUCK_WEIGHT if w.pieces[0].faded else 1) for w in words)


def _strip_area(frame: Frame, v0: float, v1: float) -> float:
    """The area of a whole region's strip between v0 and v1 (its width shrinks by ka + kb per unit of v)."""
    return (v1 - v0) * frame.length - (frame.ka + frame.kb) * (v1 * v1 - v0 * v0) / 2


def _steps(lo: float, hi: float, d: float, step: float = 0.025) -> list[float]:
    count = round((hi - lo) / step)
    return [d * (lo + step * i) for i in range(count + 1)]


# ----- what is written -----

def _field_ids(n: int) -> list[FieldId]:
    ids: list[FieldId] = []
    for seat in range(n):
        ids += [("pool", seat), ("mountain", seat)]
        ids += [("whist", seat, other) for other in range(n) if other != seat]
    return ids


@lru_cache(maxsize=4096)
def _num(x: Number, sign: bool = False) -> str:
    return mixed_str(x, sign).replace("-", "−")


def _field_words(sheet: Sheet, fid: FieldId, settlement: Settlement | None, highlight: int | None) -> list[Word]:
    ledger = sheet.ledger(fid)
    kind = fid[0]
    words: list[Word] = []
    if kind == "whist":
        name = elide(sheet.players[fid[2]], 6.0, 1.0)
        words.append(Word((Piece(name + ":", "label"),)))
    words += _entry_words(ledger, kind, highlight, sheet.pool_target if kind == "pool" else None)
    if settlement is not None:
        words += _settlement_words(settlement, fid)
    return words


def _entry_words(ledger: list[Entry], kind: str, highlight: int | None, target: Number | None) -> list[Word]:
    words = []
    count = len(ledger)
    previous: Number = 0
    for i, entry in enumerate(ledger):
        last = i == count - 1
        closes = target is not None and previous < target <= entry.total
        previous = entry.total
        struck = count > LONG_FIELD and i < count - KEEP_CLEAR
        helped = kind == "pool" and any(code == "help" for code, _ in entry.reasons)
        text = _num(entry.total) + ("" if last or closes else ".")
        deco = "strike" if struck else ("dotted_underline" if helped else None)
        lit = entry.deal == highlight
        pieces = [Piece(text, "help" if helped else kind, bold=lit, faded=struck, highlight=lit, deco=deco,
                        entry=i)]
        if closes:
            pieces.append(Piece("|", "closed", bold=True, faded=struck))
        words.append(Word(tuple(pieces), gap=0.0 if i else 0.35, hideable=not last))
    return words


def _settlement_words(s: Settlement, fid: FieldId) -> list[Word]:
    """The роспись in the player's fields: levelled (underlined) and amnestied (double underline)
    mountain, the paper correction, mountain whists and pairwise differences circled, the result
    double-circled in the pool."""
    kind, seat = fid[0], fid[1]
    out: list[Piece] = []
    if kind == "mountain":
        out.append(Piece(_num(s.levelled[seat]), "step", deco="underline"))
        out.append(Piece(_num(s.amnestied[seat]), "step", deco="double_underline"))
        if s.correction is not None and s.correction.seat == seat:
            out.append(Piece(_num(s.correction.delta, sign=True), "step"))
        out.append(Piece(_num(s.mountain_whists[seat], sign=True), "step", deco="circle"))
    elif kind == "whist":
        target = fid[2]
        if s.correction is not None and s.correction.seat == target:
            out.append(Piece(_num(s.correction.whists, sign=True), "step"))
        out.append(Piece(_num(s.balances[seat][target], sign=True), "step", deco="circle"))
    else:
        out.append(Piece(_num(s.result[seat], sign=True), "result", bold=True, deco="double_circle"))
    return [Word((p,), gap=WORD_GAP, newline=i == 0) for i, p in enumerate(out)]


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


def _write_info(layout: SheetLayout, info: SheetInfo | None, n: int) -> list[tuple[float, float, float, float]]:
    """The notes beside the circle, level; returns their boxes for the fields to keep clear of."""
    if info is None:
        return []
    cx, cy, r = layout.circle
    size = max(layout.min_font, layout.base_font * 0.62)
    lh = size * LEADING
    gap = size * 0.5
    boxes = []
    blocks = (("end", [info.convention, info.whist_price]), ("start", [info.allpass, info.exit, info.dealer]))
    for anchor, lines in blocks:
        lines = [t for t in lines if t]
        if not lines:
            continue
        widths = [text_width(t, size) for t in lines]
        if n == 3:  # above the circle, on either side of the upright line
            x = cx - gap if anchor == "end" else cx + gap
            top = cy - r - gap - len(lines) * lh
        else:  # left and right of the circle
            x = cx - r - gap if anchor == "end" else cx + r + gap
            top = cy - len(lines) * lh / 2
        for i, (text, tw) in enumerate(zip(lines, widths, strict=True)):
            y = top + (i + 1) * lh - DESCENT * size - (lh - size) / 2
            layout.texts.append(TextRun(x, y, text, size, 0.0, anchor, "info", width=tw))
        most = max(widths)
        x_lo, x_hi = (x - most, x) if anchor == "end" else (x, x + most)
        boxes.append((x_lo - gap / 2, top, x_hi + gap / 2, top + len(lines) * lh))
    return boxes


# ----- turning placed pieces into primitives -----

@dataclass
class _Ink:
    """What one field's numbers put on the paper."""

    size: float
    hidden: int
    runs: list[TextRun] = field(default_factory=list)
    entries: list[EntryRun] = field(default_factory=list)
    fills: list[Fill] = field(default_factory=list)
    lines: list[Line] = field(default_factory=list)
    ellipses: list[Ellipse] = field(default_factory=list)


_INKS: dict[tuple, _Ink] = {}
_INKS_KEPT = 512


def _field_ink(band: Band, words: list[Word], fmax: float, fmin: float, align: str) -> _Ink:
    """A field's primitives, reused while its band and words are unchanged: adding a deal to a
    long game rewrites only the few fields it touched."""
    key = (band.frame, band.v0, band.v1, band.c0, band.c1, tuple(band.obstacles), tuple(words), fmax, fmin, align)
    ink = _INKS.get(key)
    if ink is None:
        if len(_INKS) >= _INKS_KEPT:
            _INKS.clear()
        ink = _INKS[key] = _draw_field(band.frame, flow(band, words, fmax, fmin, align))
    return ink


def _draw_field(frame: Frame, result: Flow) -> _Ink:
    ink = _Ink(result.size, result.hidden)
    for p in result.placed:
        run = _draw_piece(ink, frame, p)
        if p.piece.entry is not None:
            box = _box(frame, p.u, p.u + p.width, p.v - DESCENT * p.size, p.v + ASCENT * p.size)
            ink.entries.append(EntryRun(p.piece.entry, run, box))
    return ink


def _box(frame: Frame, u0: float, u1: float, v0: float, v1: float) -> tuple[Point, ...]:
    return (frame.page(u0, v0), frame.page(u1, v0), frame.page(u1, v1), frame.page(u0, v1))


def _draw_piece(layout: _Ink, frame: Frame, p: Placed) -> TextRun:
    pc, f = p.piece, p.size
    if pc.deco is None and not pc.highlight:  # most pieces: just the text
        x, y = frame.page(p.u, p.v)
        run = TextRun(x, y, pc.text, f, frame.angle, "start", pc.role, pc.bold, pc.faded, p.width)
        layout.runs.append(run)
        return run
    pad = pc.pad() * f
    text_w = p.width - 2 * pad
    u, v = p.u + pad, p.v
    if pc.highlight:
        layout.fills.append(Fill(_box(frame, p.u - 0.1 * f, p.u + p.width + 0.1 * f, v - 0.3 * f, v + 0.92 * f),
                                 "highlight"))
    thin = max(0.6, f * 0.07)
    if pc.deco == "strike":
        layout.lines.append(Line((frame.page(u, v + 0.3 * f), frame.page(u + text_w, v + 0.3 * f)),
                                 thin, "strike"))
    elif pc.deco in ("underline", "double_underline"):
        for dv in (0.12, 0.24)[: 1 if pc.deco == "underline" else 2]:
            layout.lines.append(Line((frame.page(u, v - dv * f), frame.page(u + text_w, v - dv * f)),
                                     thin, "underline"))
    elif pc.deco == "dotted_underline":
        layout.lines.append(Line((frame.page(u, v - 0.14 * f), frame.page(u + text_w, v - 0.14 * f)),
                                 thin, "help", dash=(1.5, 1.5)))
    elif pc.deco in ("circle", "double_circle"):
        cx, cy = frame.page(p.u + p.width / 2, v + 0.27 * f)
        rings = ((0.0, 0.6),) if pc.deco == "circle" else ((0.0, 0.56), (0.14, 0.7))
        for extra, ry in rings:
            layout.ellipses.append(Ellipse(cx, cy, p.width / 2 + extra * f, ry * f, thin,
                                           pc.role, frame.angle))
    x, y = frame.page(u, v)
    run = TextRun(x, y, pc.text, f, frame.angle, "start", pc.role, pc.bold, pc.faded, text_w)
    layout.runs.append(run)
    return run


__all__ = ["layout_sheet", "hit_test", "sheet_aspect", "point_in_polygon", "SheetLayout", "SheetInfo",
           "FieldLayout", "EntryRun", "TextRun", "Line", "Ellipse", "Fill"]
