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
"""

from __future__ import annotations

import math
from bisect import bisect_left
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import TypedDict

from preferans_desk.core.engine import Entry, Sheet
from preferans_desk.core.numbers import Number, mixed_str, shown_str
from preferans_desk.core.settlement import Settlement

from .flow import (
    LEADING,
    PAD_V,
    RING_CENTRE,
    RING_STROKE,
    RINGS,
    SHRINK,
    Band,
    Flow,
    Frame,
    Piece,
    Placed,
    SpanMemo,
    Word,
    flow,
)
from .metrics import ASCENT, DESCENT, elide, text_width
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

ASPECT = {3: 3 / 4, 4: 1.0}  # width / height of the paper
LANDSCAPE_ASPECT = {3: 4 / 3, 4: 4 / 3}  # the landscape paper's own aspect (a print, an image, a phone)
# On a page of another shape the landscape paper takes the page's aspect within these bounds: up to 3:2 on a
# wide screen (16:9); with 4 players down to the square (its ridge shrinking to the circle), so that a room a
# little wider than square is filled by the sheet whose type is the square's.
WIDEST = 3 / 2
NARROWEST = {3: 4 / 3, 4: 1.0}
SHAPES = ("portrait", "landscape")  # (a 4-player portrait sheet is the square)
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
LAST_RESORT = 0.4  # where not even the words that may not be hidden fit at the least size, it shrinks to this share
WORD_GAP = 0.6  # ems between a field's values and the settlement steps


class PrintSize(TypedDict, total=False):
    """``layout_sheet``'s type size, as keywords kept together (a larger print for a screen or a phone)."""

    type_scale: float
    type_floor: float


def sheet_aspect(n_players: int, shape: str = "portrait") -> float:
    """The paper's own width / height (a landscape paper may stretch wider on a wide page: ``paper_size``)."""
    return _aspects(shape)[n_players]


def paper_size(n_players: int, width: float, height: float, shape: str = "portrait",
               stretch: bool = True) -> tuple[float, float]:
    """The paper's width and height on a ``width`` x ``height`` page, centred there (``layout_sheet``);
    ``stretch=False``: at the shape's own aspect, as a page that draws it in a box of that aspect (the phone's)."""
    return _paper_rect(n_players, width, height, shape, stretch)[2:]


def _aspects(shape: str) -> dict[int, float]:
    if shape not in SHAPES:
        raise ValueError(f"unknown sheet shape {shape!r}")
    return ASPECT if shape == "portrait" else LANDSCAPE_ASPECT


def auto_shape(n_players: int, width: float, height: float, stretch: bool = True) -> str:
    """The shape that gives the sheet the largest type on a ``width`` x ``height`` page (``shape_score``);
    where they are the same, the one whose paper covers more of the page; then portrait. ``stretch=False``
    for a page that draws each shape at its own aspect (the phone's, which asks for a 4:3 landscape sheet)."""
    scores = [shape_score(n_players, width, height, shape, stretch) for shape in ("landscape", "portrait")]
    return "landscape" if scores[0] > scores[1] else "portrait"


def shape_score(n_players: int, width: float, height: float, shape: str, stretch: bool = True) -> tuple[float, float]:
    """How well ``shape`` uses a ``width`` x ``height`` page, larger being better: the sheet's base type
    size (before ``type_scale``), then the paper's area (centred at its aspect, ``paper_size``)."""
    w, h = paper_size(n_players, width, height, shape, stretch)
    return round(_base_font(n_players, shape, w, h), 6), round(w * h, 3)


def _depth(n: int, shape: str, w: float, h: float) -> float:
    """D, the depth of the deepest region's fields: from the paper's edge to the circle, or to the
    landscape 4-player sheet's ridge (h / 2). Every size on the sheet is a share of it."""
    return w / 2 if shape == "portrait" or n == 3 else h / 2


def _base_font(n: int, shape: str, w: float, h: float) -> float:
    """The type size on a w x h paper before ``type_scale``: BASE_FONT of D on the portrait sheet. On the
    landscape 3-player sheet, the portrait sheet's of the same area, so that a game fills either as fully
    (its three regions are alike, where the portrait's bottom one is half the others). On the landscape
    4-player sheet BASE_FONT of D too, the square's of the same height: its left and right regions are
    the square's, and larger type would overfill them; its top and bottom regions have more room."""
    if shape == "portrait" or n == 4:
        return _depth(n, shape, w, h) * BASE_FONT
    return math.sqrt(w * h * ASPECT[n]) / 2 * BASE_FONT


def layout_sheet(sheet: Sheet, width: float, height: float, *, settlement: Settlement | None = None,
                 highlight_deal: int | None = None, bottom_seat: int = 0,
                 info: SheetInfo | None = None, cache: LayoutCache | None = None,
                 type_scale: float = 1.0, type_floor: float = MIN_FONT_RATIO, shape: str = "portrait") -> SheetLayout:
    """The sheet drawn on a ``width`` x ``height`` page, the paper centred at its aspect ratio.

    ``highlight_deal`` (0-based; default the last deal) marks the numbers that deal wrote;
    ``bottom_seat`` turns the sheet so that this seat sits at the bottom edge. ``cache`` is its owner's
    memory of earlier layouts (None: a fresh one, kept by nobody); it changes the speed, never the layout.
    ``type_scale`` enlarges the type (a table view, read from across the table) and ``type_floor`` is the
    share of its size a field's numbers may shrink to before the oldest go behind "…". ``shape`` is
    "portrait" or "landscape" (``auto_shape`` chooses for a page).
    """
    if cache is None:
        cache = LayoutCache()
    n = sheet.n
    x0, y0, w, h = _paper_rect(n, width, height, shape)
    d = _depth(n, shape, w, h)
    base = _base_font(n, shape, w, h) * type_scale
    layout = SheetLayout(width, height, (x0, y0, w, h), n, bottom_seat % n, base,
                         max(MIN_FONT_ABS, base * type_floor), (0.0, 0.0, 0.0), shape=shape)
    if highlight_deal is None and sheet.records:
        highlight_deal = len(sheet.records) - 1
    frames = _frames(n, x0, y0, w, h)
    seats = [(bottom_seat + p) % n for p in range(n)]
    texts = {fid: cache.text(sheet, fid, settlement, highlight_deal) for fid in _field_ids(n)}
    whist_depth, pool_depth = _band_depths(frames, seats, {fid: t.need for fid, t in texts.items()}, d, base,
                                           layout.min_font)

    target = mixed_str(sheet.pool_target)
    target_size = base * 1.6
    r = max(d * CIRCLE_R, text_width(target, target_size, True) / 2 + base * 0.5)
    cx, cy = x0 + w / 2, (y0 + h / 2 if n == 4 else y0 + h - w / 2)
    layout.circle = (cx, cy, r)
    layout.fills.append(Fill(((x0, y0), (x0 + w, y0), (x0 + w, y0 + h), (x0, y0 + h)), "paper"))
    obstacles = [(cx - r - base * 0.3, cy - r - base * 0.3, cx + r + base * 0.3, cy + r + base * 0.3)]
    regions = [_bands(frame, seat, n, whist_depth, pool_depth, d) for frame, seat in zip(frames, seats, strict=True)]
    rooms = [bands[-1][0].polygon() for bands in regions]  # the mountains, where the notes may go
    obstacles += _write_info(layout, info, n, rooms)
    _rule_lines(layout, frames, whist_depth, whist_depth + pool_depth, d)

    inks = []
    for frame, seat, bands in zip(frames, seats, regions, strict=True):
        for band, fid in bands:
            band.obstacles = [frame.local_box(*box) for box in obstacles]
            fl = FieldLayout(fid, seat, frame.side, band.polygon())
            layout.fields[fid] = fl
            if fid[0] == "mountain":
                band.v0 = _write_name(layout, band, sheet.players[seat], base)
            align = "outer" if fid[0] == "mountain" else "center"
            ink = cache.ink(fid, band, texts[fid], base, layout.min_font, align)
            fl.font_size, fl.hidden, fl.runs, fl.entries = ink.size, ink.hidden, ink.runs, ink.entries
            inks.append(ink)

    layout.ellipses.append(Ellipse(cx, cy, r, r, _line_width(d), "rule", fill="paper"))
    layout.texts.append(TextRun(cx, cy + target_size * (ASCENT - DESCENT) / 2, target, target_size, 0.0,
                                "middle", "target", True, width=text_width(target, target_size, True)))
    _join(layout, inks)
    return layout


def _join(layout: SheetLayout, inks: list[_Ink]) -> None:
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


# ----- the paper and its lines -----

def _paper_rect(n: int, width: float, height: float, shape: str = "portrait",
                stretch: bool = True) -> tuple[float, float, float, float]:
    """The paper at its aspect, as large as the page allows; a landscape paper takes the page's own aspect
    between NARROWEST and WIDEST (unless ``stretch`` is False), so that the page is filled (the regions keep
    their order and their 45° corners; the bottom and top players' fields grow or shrink)."""
    aspect = _aspects(shape)[n]
    if stretch and shape == "landscape" and height > 0:
        aspect = min(max(NARROWEST[n], width / height), WIDEST)
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
    out: list[tuple[Band, FieldId]] = [
        (Band(frame, 0.0, whist, cuts[i], cuts[i + 1]), ("whist", seat, (seat + 1 + i) % n)) for i in range(n - 1)]
    out.append((Band(frame, whist, whist + pool, 0.0, frame.length), ("pool", seat)))
    out.append((Band(frame, whist + pool, d, 0.0, frame.length), ("mountain", seat)))
    return out


def _line_width(d: float) -> float:
    return max(1.0, d * 0.006)


def _has_ridge(layout: SheetLayout) -> bool:
    """A 4-player sheet wider than tall: its diagonals meet a level ridge through the circle."""
    _x0, _y0, w, h = layout.sheet_rect
    return layout.n_players == 4 and w - h > 1e-9 * w


def _rule_lines(layout: SheetLayout, frames: list[Frame], whist: float, inner: float, d: float) -> None:
    x0, y0, w, h = layout.sheet_rect
    cx, cy, r = layout.circle
    lw = _line_width(d)
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
    if _has_ridge(layout):  # 45° to the ridge's ends, the ridge
        for ex, ey in ends:
            rx = x0 + d if ex == x0 else x0 + w - d
            layout.lines.append(Line(((ex, ey), (rx, cy)), lw, "rule"))
        layout.lines.append(Line(((x0 + d, cy), (cx - r, cy)), lw, "rule"))
        layout.lines.append(Line(((cx + r, cy), (x0 + w - d, cy)), lw, "rule"))
        ends = []
    for ex, ey in ends:
        k = r / math.hypot(ex - cx, ey - cy)
        layout.lines.append(Line(((ex, ey), (cx + (ex - cx) * k, cy + (ey - cy) * k)), lw, "rule"))
    if layout.n_players == 3:
        layout.lines.append(Line(((cx, cy - r), (cx, y0)), lw, "rule"))
    for frame in frames:
        for c in _cuts(frame, layout.n_players, whist)[1:-1]:
            layout.lines.append(Line((frame.page(c, 0), frame.page(c, whist)), lw * 0.8, "cut"))


# ----- how deep the bands are -----

def _band_depths(frames: list[Frame], seats: list[int], needs: dict[FieldId, float], d: float,
                 base: float, fmin: float) -> tuple[float, float]:
    """Whist band and pool depths: the defaults while everything fits easily, else the pair that
    leaves the fullest field least full (whist cells fill fastest on paper). ``needs`` are the
    fields' needs in ems (``_Text.need``); the areas tried are the same for every sheet on a page
    (``_depth_areas``, shared by every owner's layouts). Bands too shallow for the smallest type are
    not tried (large type, as a table view's, would leave them empty): a whist cell needs two lines,
    its opponent's name and a value, a pool one."""
    need = {fid: x * base * base * LEADING * 1.15 for fid, x in needs.items()}
    line = fmin * (LEADING + 2 * PAD_V)
    areas = _depth_areas(tuple(frames), tuple(seats), d, base)
    deep = [(w, cells, [p for p in pools if p[0] >= line]) for w, cells, pools in areas if w >= 2 * line]
    if any(pools for _, _, pools in deep):
        areas = deep
    best: tuple[tuple[float, float], float, float] | None = None
    for whist, cells, pools in areas:
        cells_most = max(need[fid] / area for fid, area in cells)  # the cells do not depend on the pool
        for pool, drift, inner in pools:
            most = cells_most
            for pool_fid, pool_area, mountain_fid, mountain_area in inner:
                most = max(most, need[pool_fid] / pool_area, need[mountain_fid] / mountain_area)
            key = (round(max(most, COMFORTABLE), 2), drift)
            if best is None or key < best[0]:
                best = (key, whist, pool)
    assert best is not None
    return best[1], best[2]


# Not in a LayoutCache: a bounded cache of a pure function of the page's geometry (no sheet in it), so
# that sharing it between owners can change nothing but the speed.
@lru_cache(maxsize=16)
def _depth_areas(frames: tuple[Frame, ...], seats: tuple[int, ...], d: float, base: float) -> list[tuple]:
    """The depths ``_band_depths`` tries and the areas it divides by: for each whist depth, the whist
    cells' areas and, for each pool depth, its drift from the defaults and each region's pool and
    mountain areas (the mountain less its name line, the circle and the narrow apex)."""
    n = len(frames)
    out = []
    for whist in _steps(*WHIST_BAND[1:], d):
        cells = [(fid, max(band.area(), 1e-9))
                 for frame, seat in zip(frames, seats, strict=True)
                 for band, fid in _bands(frame, seat, n, whist, 0.0, d)[:-2]]
        pools = []
        for pool in _steps(*POOL_BAND[1:], d):
            if d - whist - pool < MOUNTAIN_MIN * d:
                continue
            inner = whist + pool
            regions = []
            for frame, seat in zip(frames, seats, strict=True):
                name_line = (frame.length - (frame.ka + frame.kb) * inner) * base * LEADING
                mountain = _strip_area(frame, inner, d) * 0.8 - name_line
                regions.append((("pool", seat), _strip_area(frame, whist, inner),
                                ("mountain", seat), max(mountain, 1e-9)))
            drift = abs(whist - WHIST_BAND[0] * d) + abs(pool - POOL_BAND[0] * d)
            pools.append((pool, drift, regions))
        out.append((whist, cells, pools))
    return out


def _word_need(w: Word) -> float:
    """How much room a word asks for, in ems of line (a field asks for 1 + its words'): struck-out
    values count for less, as they may shrink or go behind an ellipsis where the newest values may not."""
    return (w.em + w.gap) * (STRUCK_WEIGHT if w.pieces[0].faded else 1)


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
    return shown_str(x, sign)


@dataclass(eq=False)
class _Text:
    """What one field says for one content (``key``: the kind, the ledger's length and last entry, the
    highlighted entries, the name, the target, the settlement steps and the entries): its words, the
    room they ask for, and their ink on the bands they were written into. ``values`` are the words for
    the ledger's entries and ``needs`` what each of those adds to ``need``."""

    key: tuple
    entries: tuple[Entry, ...]
    lit: tuple[int, ...]
    target: Number | None
    words: list[Word]
    need: float
    values: list[Word]
    needs: list[float]
    short: list[Word] | None  # the words with the name cut short, where it can be (``_short_name``)
    inks: dict[tuple, _Ink] = field(default_factory=dict)


class LayoutCache:
    """What one owner's layouts remember between calls, so that a deal added or a resize redoes only
    the fields it changed: per field id, the words of its last few contents (each with its ink on the
    last few bands) and the last ink drawn. The window keeps one; an export lays out with a fresh one.
    Used by one thread at a time. (The bounded lru_caches of pure functions, ``_depth_areas``, ``_num``,
    ``_label`` and flow's ``_ellipsis``, stay shared: they hold no owner's state.)"""

    TEXTS_KEPT = 8  # contents remembered per field id: the last few sheets, highlights and settlements
    INKS_KEPT = 4  # inks remembered per content: the last few page sizes
    BANDS_KEPT = 4  # per field id, the last ink drawn in each of its last few bands
    SPANS_KEPT = 256  # bands whose lines are kept: every field's last few

    def __init__(self) -> None:
        # per field id, by band (its key in ``ink``), the last ink drawn there, the newest band last
        self.last_inks: dict[FieldId, dict[tuple, _Ink]] = {}
        self.texts: dict[FieldId, list[_Text]] = {}
        self.spans: dict[tuple, SpanMemo] = {}  # per band and alignment, its lines as flow found them

    def text(self, sheet: Sheet, fid: FieldId, settlement: Settlement | None, highlight: int | None) -> _Text:
        """The field's words, reused while its ledger, highlight and settlement are the same: adding a
        deal to a long game rewrites only the fields it (and the deal before, losing its highlight) wrote,
        and those keep the words of the entries that look the same."""
        ledger = sheet.ledger(fid)
        kind = fid[0]
        entries = tuple(ledger)
        lit = _lit(ledger, highlight)
        name = sheet.players[fid[2]] if kind == "whist" else None
        short = _short_name(name, sheet.players) if name is not None else None
        target = sheet.pool_target if kind == "pool" else None
        steps = tuple(_settlement_words(settlement, fid)) if settlement is not None else None
        # the entries last: compared only if all else is the same (by identity, quickly, for the same sheet)
        key = (kind, len(entries), entries[-1] if entries else None, lit, name, short, target, steps, entries)
        recent = self.texts.setdefault(fid, [])
        for i, text in enumerate(recent):
            if text.key == key:
                if i:
                    recent.insert(0, recent.pop(i))
                return text
        base = next((t for t in recent if t.target == target), None)
        values, needs = _entry_words(entries, kind, lit, target, base)
        words: list[Word] = []
        head: list[float] = []
        if name is not None:
            words.append(_label(name))
            head.append(_word_need(words[0]))
        words += values
        tail = list(steps) if steps is not None else []
        words += tail
        # as _need adds up: 1 + the words' needs in order
        text = _Text(key, entries, lit, target, words, 1 + sum(head + needs + [_word_need(w) for w in tail]),
                     values, needs, [_label(short), *words[1:]] if short is not None and short != name else None)
        recent.insert(0, text)
        del recent[self.TEXTS_KEPT:]
        return text

    def ink(self, fid: FieldId, band: Band, text: _Text, fmax: float, fmin: float, align: str) -> _Ink:
        """A field's primitives, reused while its band and words are unchanged. Where only the words
        changed (a deal added), the last ink drawn in that band lends the placement and the primitives
        of the words both begin with: the band of the deal before, or of one a few deals back (a field
        whose depth goes back and forth as the fields fill, as a landscape sheet's pools do)."""
        key = (band.frame, band.v0, band.v1, band.c0, band.c1, tuple(band.obstacles), fmax, fmin, align)
        ink = text.inks.get(key)
        last = self.last_inks.setdefault(fid, {})
        if ink is None:
            base = last.get(key)
            if len(text.inks) >= self.INKS_KEPT:
                text.inks.clear()
            spans = self.spans.get(key[:6] + (align,))
            if spans is None:
                if len(self.spans) >= self.SPANS_KEPT:
                    self.spans.clear()
                spans = self.spans[key[:6] + (align,)] = {}
            result = _flow(band, text.words, fmax, fmin, align, text.short, base.flow if base is not None else None,
                           spans)
            ink = text.inks[key] = _draw_field(band.frame, result, base)
        last.pop(key, None)
        last[key] = ink
        if len(last) > self.BANDS_KEPT:
            del last[next(iter(last))]
        return ink


def _flow(band: Band, words: list[Word], fmax: float, fmin: float, align: str, short: list[Word] | None,
          base: Flow | None, memo: SpanMemo | None = None) -> Flow:
    """``flow``, but no word is lost that may not be hidden (the newest value, the name, the settlement):
    where they do not all fit, as in a field one line deep, the words that begin new lines (the
    settlement's steps) are written on after the values instead, if that keeps them all; then, in a whist
    cell, the same with the opponent's name cut short as on paper (``short``: "Gr:" for Grigory); and where
    none of that fits, the type shrinks below ``fmin`` (to LAST_RESORT of it), as a large print's small
    field needs. ``memo``: the band's lines, for ``flow``."""
    done = flow(band, words, fmax, fmin, align, base, memo=memo)
    if not done.cramped:  # (then every word is written, or behind "…")
        return done
    for tried in (words, short) if short is not None else (words,):
        if tried is not words:
            done = flow(band, tried, fmax, fmin, align, memo=memo)
            if not done.cramped:
                return done
        if any(w.newline for w in tried):
            joined = flow(band, [replace(w, newline=False) if w.newline else w for w in tried], fmax, fmin, align,
                          memo=memo)
            if not joined.cramped:
                return joined
    # ``done`` is the flow of ``short or words`` down to fmin, cramped: flow with a floor would search the
    # same sizes again before shrinking, so it begins at the next size down
    smaller = fmin * SHRINK
    if smaller < fmin * LAST_RESORT:
        return done
    return flow(band, short or words, smaller, smaller, align, base if short is None else None,
                floor=fmin * LAST_RESORT, memo=memo)


def _short_name(name: str, players: Iterable[str]) -> str:
    """The shortest beginning of ``name`` that no other player's name begins with (the whole name where
    there is none): what a narrow whist cell writes for its opponent."""
    others = [p.casefold() for p in players if p != name]
    for end in range(1, len(name)):
        head = name[:end].casefold()
        if not any(other.startswith(head) for other in others):
            return name[:end]
    return name


@lru_cache(maxsize=64)
def _label(name: str) -> Word:
    """The opponent's name heading a whist cell (one object per name, so that placements can be
    compared by identity)."""
    return Word((Piece(elide(name, 6.0, 1.0) + ":", "label"),))


def _lit(ledger: list[Entry], highlight: int | None) -> tuple[int, ...]:
    """The indices of the entries the highlighted deal wrote (a ledger is in deal order)."""
    if highlight is None:
        return ()
    i = bisect_left(ledger, highlight, key=_deal)
    lit = []
    while i < len(ledger) and ledger[i].deal == highlight:
        lit.append(i)
        i += 1
    return tuple(lit)


def _deal(entry: Entry) -> int:
    return entry.deal


def _struck_below(count: int) -> int:
    """Entries below this index are struck out."""
    return count - KEEP_CLEAR if count > LONG_FIELD else 0


def _entry_words(entries: tuple[Entry, ...], kind: str, lit: tuple[int, ...], target: Number | None,
                 base: _Text | None = None) -> tuple[list[Word], list[float]]:
    """The words for a ledger's entries and what each adds to the field's need. From ``base`` (the
    same field's words for other entries, with the same target) the words are kept where the
    entries are the same and neither the last one, the struck ones nor the highlight moved."""
    count = len(entries)
    keep = 0
    if base is not None:
        old = base.entries
        if len(old) <= count and entries[:len(old)] == old:
            keep = len(old)
        elif count < len(old) and old[:count] == entries:
            keep = count
    if base is not None and keep:  # (keep is only ever set from a base)
        values, needs = base.values[:keep], base.needs[:keep]
        old_count = len(base.entries)
        a, b = sorted((_struck_below(count), _struck_below(old_count)))
        redo = set(range(a, b)) | set(lit).symmetric_difference(base.lit) | {count - 1, old_count - 1}
        for i in sorted(redo):
            if 0 <= i < keep:
                values[i], needs[i] = _entry_word(entries, i, kind, lit, target)
    else:
        values, needs = [], []
    for i in range(keep, count):
        word, need = _entry_word(entries, i, kind, lit, target)
        values.append(word)
        needs.append(need)
    return values, needs


def _entry_word(entries: tuple[Entry, ...], i: int, kind: str, lit: tuple[int, ...],
                target: Number | None) -> tuple[Word, float]:
    """The word for entry ``i``: its running total, dotted unless it is the last or closes the pool."""
    entry = entries[i]
    count = len(entries)
    last = i == count - 1
    previous = entries[i - 1].total if i else 0
    closes = target is not None and previous < target <= entry.total
    struck = count > LONG_FIELD and i < count - KEEP_CLEAR
    helped = kind == "pool" and any(code == "help" for code, _ in entry.reasons)
    text = _num(entry.total) + ("" if last or closes else ".")
    deco = "strike" if struck else ("dotted_underline" if helped else None)
    bold = i in lit
    pieces = [Piece(text, "help" if helped else kind, bold=bold, faded=struck, highlight=bold, deco=deco, entry=i)]
    if closes:
        pieces.append(Piece("|", "closed", bold=True, faded=struck))
    word = Word(tuple(pieces), gap=0.0 if i else 0.35, hideable=not last)
    return word, _word_need(word)


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
    ridge = _has_ridge(layout)
    runs: list[TextRun] = []
    lh = size * LEADING
    gap = size * 0.5
    boxes = []
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


# ----- turning placed pieces into primitives -----

@dataclass
class _Ink:
    """What one field's numbers put on the paper, from its ``flow``; ``drawn`` holds each placed
    piece's share: (run, fills, lines, ellipses, entry run or None)."""

    flow: Flow
    drawn: list[tuple]
    runs: list[TextRun] = field(default_factory=list)
    entries: list[EntryRun] = field(default_factory=list)
    fills: list[Fill] = field(default_factory=list)
    lines: list[Line] = field(default_factory=list)
    ellipses: list[Ellipse] = field(default_factory=list)
    rows: dict[tuple, Layer] = field(default_factory=dict)  # its lines, see _rows

    @property
    def size(self) -> float:
        return self.flow.size

    @property
    def hidden(self) -> int:
        return self.flow.hidden


def _draw_field(frame: Frame, result: Flow, base: _Ink | None = None) -> _Ink:
    """The primitives of the placed pieces; a piece placed as in ``base`` (the same piece at the same
    place and size, in the same frame) keeps its primitives, and a line of them kept whole keeps its layer."""
    angle = frame.angle
    placed = result.placed
    if base is None:
        drawn = [_draw_piece(frame, angle, p) for p in placed]
    else:
        before = base.flow.placed
        kept = 0  # the pieces whose placement flow kept from the base's: the same objects, drawn as before
        most = min(len(placed), len(before))
        while kept < most and placed[kept] is before[kept]:
            kept += 1
        old = {_spot(p): d for p, d in zip(before[kept:], base.drawn[kept:], strict=True)}
        drawn = base.drawn[:kept] + [old.get(_spot(p)) or _draw_piece(frame, angle, p) for p in placed[kept:]]
    ink = _Ink(result, drawn)
    ink.runs = [d[0] for d in drawn]
    ink.fills = [x for d in drawn for x in d[1]]
    ink.lines = [x for d in drawn for x in d[2]]
    ink.ellipses = [x for d in drawn for x in d[3]]
    ink.entries = [d[4] for d in drawn if d[4] is not None]
    ink.rows = _rows(result.placed, drawn, base.rows if base is not None else {})
    return ink


def _spot(p: Placed) -> tuple:
    """A placed piece by identity and place (the piece is kept alive by its flow while this is used)."""
    return id(p.piece), p.u, p.v, p.size, p.width


def _rows(placed: list[Placed], drawn: list[tuple], before: dict[tuple, Layer]) -> dict[tuple, Layer]:
    """A layer for each line of the field (the pieces on one baseline), by the identities of its pieces'
    primitives: one more deal changes a few lines of a few fields, and a line ``before`` had keeps its layer."""
    lines: dict[float, list[tuple]] = {}
    for p, d in zip(placed, drawn, strict=True):
        lines.setdefault(p.v, []).append(d)
    rows: dict[tuple, Layer] = {}
    for line in lines.values():
        key = tuple(map(id, line))
        layer = before.get(key)
        if layer is None:
            layer = Layer([x for d in line for x in d[1]], [x for d in line for x in d[2]],
                          [x for d in line for x in d[3]], [d[0] for d in line])
        rows[key] = layer
    return rows


def _box(frame: Frame, u0: float, u1: float, v0: float, v1: float) -> tuple[Point, ...]:
    return (frame.page(u0, v0), frame.page(u1, v0), frame.page(u1, v1), frame.page(u0, v1))


def _draw_piece(frame: Frame, angle: float, p: Placed) -> tuple:
    """One placed piece's primitives: (run, fills, lines, ellipses, entry run or None)."""
    pc, f = p.piece, p.size
    ox, oy, ux, uy, vx, vy = frame.ox, frame.oy, frame.ux, frame.uy, frame.vx, frame.vy  # frame.page, inline
    fills: tuple[Fill, ...] = ()
    lines: tuple[Line, ...] = ()
    ellipses: tuple[Ellipse, ...] = ()
    if pc.deco is None and not pc.highlight:  # most pieces: just the text
        u, v = p.u, p.v
        text_w = p.width
    else:
        pad = pc.pad() * f
        text_w = p.width - 2 * pad
        u, v = p.u + pad, p.v
        if pc.highlight:
            fills = (Fill(_box(frame, p.u - 0.1 * f, p.u + p.width + 0.1 * f, v - 0.3 * f, v + 0.92 * f),
                          "highlight"),)
        thin = max(0.6, f * RING_STROKE)  # the marks' stroke (flow keeps room for the rings')
        if pc.deco == "strike":
            dv = v + 0.3 * f
            u1 = u + text_w
            lines = (Line(((ox + u * ux + dv * vx, oy + u * uy + dv * vy),
                           (ox + u1 * ux + dv * vx, oy + u1 * uy + dv * vy)), thin, "strike"),)
        elif pc.deco in ("underline", "double_underline"):
            lines = tuple(Line((frame.page(u, v - dv * f), frame.page(u + text_w, v - dv * f)), thin, "underline")
                          for dv in (0.12, 0.24)[: 1 if pc.deco == "underline" else 2])
        elif pc.deco == "dotted_underline":
            lines = (Line((frame.page(u, v - 0.14 * f), frame.page(u + text_w, v - 0.14 * f)),
                          thin, "help", dash=(1.5, 1.5)),)
        elif pc.deco in ("circle", "double_circle"):
            cx, cy = frame.page(p.u + p.width / 2, v + RING_CENTRE * f)
            ellipses = tuple(Ellipse(cx, cy, p.width / 2 + extra * f, ry * f, thin, pc.role, angle)
                             for extra, ry in RINGS[pc.deco])
    run = TextRun(ox + u * ux + v * vx, oy + u * uy + v * vy, pc.text, f, angle, "start", pc.role, pc.bold,
                  pc.faded, text_w)
    entry = None
    if pc.entry is not None:
        v0, v1 = p.v - DESCENT * f, p.v + ASCENT * f
        u0, u1 = p.u, p.u + p.width
        entry = EntryRun(pc.entry, run, ((ox + u0 * ux + v0 * vx, oy + u0 * uy + v0 * vy),
                                         (ox + u1 * ux + v0 * vx, oy + u1 * uy + v0 * vy),
                                         (ox + u1 * ux + v1 * vx, oy + u1 * uy + v1 * vy),
                                         (ox + u0 * ux + v1 * vx, oy + u0 * uy + v1 * vy)))
    return run, fills, lines, ellipses, entry


__all__ = ["layout_sheet", "LayoutCache", "hit_test", "sheet_aspect", "paper_size", "auto_shape", "shape_score",
           "SHAPES",
           "point_in_polygon", "SheetLayout", "SheetInfo", "FieldLayout", "EntryRun", "TextRun", "Line", "Ellipse",
           "Fill", "PrintSize"]
