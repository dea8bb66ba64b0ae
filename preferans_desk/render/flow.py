"""Writing a field's numbers into its band: wrap, shrink, strike, elide.

A field is a strip of the sheet seen from its player's side: ``u`` runs
along his edge in reading direction and ``v`` from his edge towards the
centre. Its ends may be 45° diagonals, it may be cut into cells, and the
circle and the notes beside it are obstacles. Text is written in lines of
words; a line breaks only between words (``2.`` ``6.`` ``10`` are words).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import cached_property

from .metrics import DESCENT, em_width

LEADING = 1.3  # line height in font sizes
PAD_U = 0.3  # ems kept clear of a field's ends
PAD_V = 0.1  # ems kept clear of a band's borders
SHRINK = 0.9  # each try shrinks the font by this factor
CIRCLE_PAD = {"circle": 0.35, "double_circle": 0.45}  # ems between a circled number and its circle

Box = tuple[float, float, float, float]  # u0, u1, v0, v1 in a frame's coordinates


@dataclass(frozen=True)
class Frame:
    """A player's side of the page: the origin at the start of his edge, ``u`` along it in
    reading direction, ``v`` towards the centre. ``ka``/``kb`` are the slopes of the region's
    start and end (1 for a 45° line from the corner, 0 for a straight paper edge)."""

    ox: float
    oy: float
    ux: float
    uy: float
    vx: float
    vy: float
    length: float
    ka: float
    kb: float
    side: str

    @property
    def angle(self) -> float:
        return math.degrees(math.atan2(self.uy, self.ux))

    def page(self, u: float, v: float) -> tuple[float, float]:
        return (self.ox + u * self.ux + v * self.vx, self.oy + u * self.uy + v * self.vy)

    def local(self, x: float, y: float) -> tuple[float, float]:
        dx, dy = x - self.ox, y - self.oy
        return (dx * self.ux + dy * self.uy, dx * self.vx + dy * self.vy)

    def local_box(self, x0: float, y0: float, x1: float, y1: float) -> Box:
        """A page rectangle in this frame (the frames are turned by right angles, so it stays a box)."""
        a, b = self.local(x0, y0), self.local(x1, y1)
        return (min(a[0], b[0]), max(a[0], b[0]), min(a[1], b[1]), max(a[1], b[1]))


@dataclass
class Band:
    """The part of a region between ``v0`` and ``v1``, and between the cuts ``c0``..``c1`` along u."""

    frame: Frame
    v0: float
    v1: float
    c0: float
    c1: float
    obstacles: list[Box] = field(default_factory=list)

    def lo(self, v: float) -> float:
        return max(self.c0, self.frame.ka * v)

    def hi(self, v: float) -> float:
        return min(self.c1, self.frame.length - self.frame.kb * v)

    def span(self, vlo: float, vhi: float, pad: float) -> tuple[float, float]:
        """The free stretch of u for a line between vlo and vhi (the longer side of an obstacle)."""
        a = max(self.lo(vlo), self.lo(vhi)) + pad
        b = min(self.hi(vlo), self.hi(vhi)) - pad
        for u0, u1, ov0, ov1 in self.obstacles:
            if ov0 < vhi and ov1 > vlo and u0 < b and u1 > a:
                a, b = (a, min(b, u0)) if u0 - a >= b - u1 else (max(a, u1), b)
        return a, b

    def area(self) -> float:
        """The band's area: its width is linear between the corners where a cut meets a diagonal."""
        f = self.frame
        knots = {self.v0, self.v1}
        for k, at in ((f.ka, self.c0), (f.kb, f.length - self.c1)):
            if k and self.v0 < at / k < self.v1:
                knots.add(at / k)
        vs = sorted(knots)
        width = [max(0.0, self.hi(v) - self.lo(v)) for v in vs]
        return sum((vs[i + 1] - vs[i]) * (width[i] + width[i + 1]) / 2 for i in range(len(vs) - 1))

    def polygon(self) -> tuple[tuple[float, float], ...]:
        """The band's outline on the page, with the corners where a cut meets a diagonal."""
        f = self.frame
        left = [self.v0, self.v1]
        right = [self.v0, self.v1]
        if f.ka and self.v0 < self.c0 / f.ka < self.v1:
            left.insert(1, self.c0 / f.ka)
        if f.kb and self.v0 < (f.length - self.c1) / f.kb < self.v1:
            right.insert(1, (f.length - self.c1) / f.kb)
        local = [(self.lo(self.v0), self.v0)]
        local += [(self.hi(v), v) for v in right]
        local += [(self.lo(v), v) for v in reversed(left)]
        points: list[tuple[float, float]] = []
        for u, v in local:
            p = f.page(u, v)
            if not points or math.dist(points[-1], p) > 1e-9:
                points.append(p)
        if len(points) > 1 and math.dist(points[0], points[-1]) < 1e-9:
            points.pop()
        return tuple(points)


@dataclass(frozen=True)
class Piece:
    """A run of text with one style; ``entry`` links it to its ledger entry."""

    text: str
    role: str
    bold: bool = False
    faded: bool = False
    highlight: bool = False
    deco: str | None = None  # strike | underline | double_underline | dotted_underline | circle | double_circle
    entry: int | None = None

    def pad(self) -> float:
        return CIRCLE_PAD.get(self.deco or "", 0.0)

    @cached_property
    def em(self) -> float:
        """Width at a font size of 1, its circle's padding included."""
        return em_width(self.text, self.bold) + 2 * self.pad()


@dataclass(frozen=True)
class Word:
    """Pieces written without a break; ``gap`` ems of space before it unless it starts a line."""

    pieces: tuple[Piece, ...]
    gap: float = 0.0
    hideable: bool = False  # an older entry that may go behind an ellipsis when nothing else fits
    newline: bool = False  # starts a new line (the settlement steps, apart from the running values)

    @cached_property
    def em(self) -> float:
        return sum(p.em for p in self.pieces)


@dataclass(frozen=True)
class Placed:
    piece: Piece
    u: float  # start of the piece's box (its circle included)
    v: float  # baseline
    size: float
    width: float  # the box's width


@dataclass
class Flow:
    placed: list[Placed]
    size: float
    hidden: int  # hideable words left out


def flow(band: Band, words: list[Word], fmax: float, fmin: float, align: str = "center") -> Flow:
    """Write ``words`` into ``band`` at the largest size that fits, down to ``fmin``; then leave
    out the oldest hideable words behind "…" (as few as possible)."""
    if not words:
        return Flow([], fmax, 0)
    sizes = [fmax]
    while sizes[-1] > fmin:
        sizes.append(max(fmin, sizes[-1] * SHRINK))
    # Smaller type always holds more: search for the largest size that fits.
    found: Flow | None = None
    lo, hi = 0, len(sizes) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        placed = place(band, words, sizes[mid], align)
        if placed is None:
            lo = mid + 1
        else:
            found, hi = Flow(placed, sizes[mid], 0), mid - 1
    if found is not None:
        return found
    hideable = [i for i, w in enumerate(words) if w.hideable]
    best: Flow | None = None
    lo, hi = 1, len(hideable)
    while lo <= hi:
        k = (lo + hi) // 2
        placed = place(band, _elided(words, hideable[:k]), fmin, align)
        if placed is not None:
            best, hi = Flow(placed, fmin, k), k - 1
        else:
            lo = k + 1
    if best is not None:
        return best
    rest = _elided(words, hideable) if hideable else words
    return Flow(place(band, rest, fmin, align, partial=True) or [], fmin, len(hideable))


def _elided(words: list[Word], hidden: list[int]) -> list[Word]:
    gone = set(hidden)
    role = words[hidden[0]].pieces[0].role
    ellipsis = Word((Piece("…", role, faded=True),))
    out = [w for i, w in enumerate(words) if i not in gone]
    out.insert(hidden[0], ellipsis)
    return out


def line_spans(band: Band, count: int, size: float, align: str) -> list[tuple[float, float, float]]:
    """(start, end, baseline) of ``count`` lines, top line first as the player reads them."""
    lh = size * LEADING
    if align == "outer":  # from the border nearest the player, where a narrowing field is widest
        top = band.v0 + PAD_V * size + count * lh
    else:
        top = (band.v0 + band.v1) / 2 + count * lh / 2
    spans = []
    for i in range(count):
        vhi = top - i * lh
        vlo = vhi - lh
        a, b = band.span(vlo, vhi, PAD_U * size)
        spans.append((a, b, vlo + (lh - size) / 2 + DESCENT * size))
    return spans


def place(band: Band, words: list[Word], size: float, align: str = "center",
          partial: bool = False) -> list[Placed] | None:
    """Lay ``words`` out in as few lines as fit, or None; ``partial`` keeps what fits instead."""
    room = band.v1 - band.v0 - 2 * PAD_V * size
    most = int(room // (size * LEADING))
    if most < 1:
        return [] if partial else None
    ems = [w.em for w in words]
    best = _greedy(words, ems, line_spans(band, most, size, align), size, partial)
    if best is None or partial:
        return best
    # More lines never hold less, so search down for the fewest that still hold everything.
    lo, hi = 1, most
    while lo < hi:
        mid = (lo + hi) // 2
        placed = _greedy(words, ems, line_spans(band, mid, size, align), size, False)
        if placed is None:
            lo = mid + 1
        else:
            best, hi = placed, mid
    return best


def _greedy(words: list[Word], ems: list[float], spans: list[tuple[float, float, float]], size: float,
            partial: bool) -> list[Placed] | None:
    out: list[Placed] = []
    line, u, fresh = 0, spans[0][0], True
    for word, em in zip(words, ems, strict=True):
        width = em * size
        while True:
            if line >= len(spans):
                return out if partial else None
            a, b, baseline = spans[line]
            gap = 0.0 if fresh else word.gap * size
            if (fresh or not word.newline) and u + gap + width <= b + 1e-6:
                u += gap
                for piece in word.pieces:
                    w = piece.em * size
                    out.append(Placed(piece, u, baseline, size, w))
                    u += w
                fresh = False
                break
            if fresh and partial and b - a > 0 and width > b - a:
                break  # a word wider than any line is dropped rather than spilled
            line += 1
            if line < len(spans):
                u, fresh = spans[line][0], True
    return out
