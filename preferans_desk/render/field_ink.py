"""A field's placed words turned into primitives: text runs, the highlighter's marks, the strokes, underlines
and rings, and the clickable boxes of its entries; and its lines as layers, for a painter to keep.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .flow import RING_CENTRE, RING_STROKE, RINGS, Box, Flow, Frame, Placed
from .metrics import ASCENT, DESCENT
from .primitives import Ellipse, EntryRun, Fill, Layer, Line, Point, TextRun

# One placed piece's primitives: its run, fills, lines and ellipses, and its entry's run (None: no entry's)
Drawn = tuple[TextRun, tuple[Fill, ...], tuple[Line, ...], tuple[Ellipse, ...], EntryRun | None]
RowKey = tuple[int, ...]  # a line of a field, by the identities of its pieces' primitives (``_rows``)
Spot = tuple[int, float, float, float, float]  # a placed piece, by identity and place (``_spot``)
# A field's band as ``LayoutCache.ink`` knows it: its frame, depths, cuts and obstacles, then the type's
# largest and least sizes and the alignment
InkKey = tuple[Frame, float, float, float, float, tuple[Box, ...], float, float, str]
BandKey = tuple[Frame, float, float, float, float, tuple[Box, ...], str]  # the band and the alignment
PENDING_DASH = (3.0, 2.0)  # a pending value's box: dashes and gaps, in multiples of its stroke
PENDING_INSET = 0.08  # ems of a pending value's pad (flow's PENDING_PAD) left outside its box, from the words beside


@dataclass
class Ink:
    """What one field's numbers put on the paper, from its ``flow``; ``drawn`` holds each placed
    piece's share: (run, fills, lines, ellipses, entry run or None)."""

    flow: Flow
    drawn: list[Drawn]
    runs: list[TextRun] = field(default_factory=list[TextRun])
    entries: list[EntryRun] = field(default_factory=list[EntryRun])
    fills: list[Fill] = field(default_factory=list[Fill])
    lines: list[Line] = field(default_factory=list[Line])
    ellipses: list[Ellipse] = field(default_factory=list[Ellipse])
    rows: dict[RowKey, Layer] = field(default_factory=dict[RowKey, Layer])  # its lines, see _rows

    @property
    def size(self) -> float:
        return self.flow.size

    @property
    def hidden(self) -> int:
        return self.flow.hidden


def draw_field(frame: Frame, result: Flow, base: Ink | None = None) -> Ink:
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
    ink = Ink(result, drawn)
    ink.runs = [d[0] for d in drawn]
    ink.fills = [x for d in drawn for x in d[1]]
    ink.lines = [x for d in drawn for x in d[2]]
    ink.ellipses = [x for d in drawn for x in d[3]]
    ink.entries = [d[4] for d in drawn if d[4] is not None]
    ink.rows = _rows(result.placed, drawn, base.rows if base is not None else {})
    return ink


def _spot(p: Placed) -> Spot:
    """A placed piece by identity and place (the piece is kept alive by its flow while this is used)."""
    return id(p.piece), p.u, p.v, p.size, p.width


def _rows(placed: list[Placed], drawn: list[Drawn], before: dict[RowKey, Layer]) -> dict[RowKey, Layer]:
    """A layer for each line of the field (the pieces on one baseline), by the identities of its pieces'
    primitives: one more deal changes a few lines of a few fields, and a line ``before`` had keeps its layer."""
    lines: dict[float, list[Drawn]] = {}
    for p, d in zip(placed, drawn, strict=True):
        lines.setdefault(p.v, []).append(d)
    rows: dict[RowKey, Layer] = {}
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


def _draw_piece(frame: Frame, angle: float, p: Placed) -> Drawn:
    """One placed piece's primitives: (run, fills, lines, ellipses, entry run or None)."""
    pc, f = p.piece, p.size
    ox, oy, ux, uy, vx, vy = frame.ox, frame.oy, frame.ux, frame.uy, frame.vx, frame.vy  # frame.page, inline
    fills: tuple[Fill, ...] = ()
    lines: tuple[Line, ...] = ()
    ellipses: tuple[Ellipse, ...] = ()
    if pc.deco is None and not pc.highlight and not pc.pending:  # most pieces: just the text
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
        if pc.pending:  # not yet counted: a dashed box round the value, inside its pad
            inset = PENDING_INSET * f
            lines += (Line(_box(frame, p.u + inset, p.u + p.width - inset, v - 0.28 * f, v + 0.9 * f), thin,
                           "pending", closed=True, dash=PENDING_DASH),)
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
