"""Writing a field's numbers into its band: wrap, shrink, strike, elide.

A field is a strip of the sheet seen from its player's side: ``u`` runs
along his edge in reading direction and ``v`` from his edge towards the
centre. Its ends may be 45° diagonals, it may be cut into cells, and the
circle and the notes beside it are obstacles. Text is written in lines of
words; a line breaks only between words (``2.`` ``6.`` ``10`` are words).

A field's values (its running totals, the words of its ledger's entries:
``Word.chained``) make a chain, "30.86.102.150", between the words before it
(a whist cell's opponent, "Gleb:") and the settlement's steps after it, which
begin a line of their own. A chain that fits on one line is not split: where
it does not fit the rest of the line it would begin on, it begins the next
line, whole, if that line holds it ("Gleb:" / "8.40", not "Gleb: 8." / "40";
the first line is left empty where the chain begins a field). Only a chain
longer than that next line wraps, its values split across lines.

Where the field cannot hold every word, the oldest values go behind "…"
(never the newest, a whist cell's name or the settlement's steps). The "…"
and the first value shown are one word: the "…" leads the values it stands
for, on their line ("…68.74"), never alone on a line, at a line's end, or
after the newest value.
"""

from __future__ import annotations

import math
from bisect import bisect_left, bisect_right
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import accumulate, compress
from operator import add
from typing import Generic, Self, TypeVar, overload

from .metrics import DESCENT, em_width

LEADING = 1.3  # line height in font sizes
PAD_U = 0.3  # ems kept clear of a field's ends
PAD_V = 0.1  # ems kept clear of a band's borders
SHRINK = 0.9  # each try shrinks the font by this factor
BELOW = 2  # after the search for the fewest words hidden, the counts this far below the one found are tried
CIRCLE_PAD = {"circle": 0.35, "double_circle": 0.45}  # ems between a circled number and its circle
PENDING_PAD = 0.25  # ems on either side of a pending value, for its dashed box (``field_ink``)
# A circled number's rings, in ems of its size: (how far each reaches past the piece's box along u, its
# half-height), their centre's height above the baseline and their stroke. The rings reach a little past
# the line's box, so a field with one keeps its lines further from its borders (``RING_PAD_V``).
RINGS = {"circle": ((0.0, 0.6),), "double_circle": ((0.0, 0.56), (0.14, 0.7))}
RING_CENTRE = 0.27
RING_STROKE = 0.07
RING_CLEAR = 0.12  # ems kept between a ring's stroke and a border


def _ring_pad(deco: str) -> float:
    """The ems between a band's border and the nearest line's box that keep ``deco``'s rings clear of it."""
    below = (LEADING - 1) / 2 + DESCENT  # the line's box, from the baseline down ...
    above = LEADING - below  # ... and up
    ry = max(r for _, r in RINGS[deco])
    reach = max(RING_CENTRE + ry - above, ry - RING_CENTRE - below)
    return max(PAD_V, reach + RING_STROKE / 2 + RING_CLEAR)


RING_PAD_V = {deco: _ring_pad(deco) for deco in RINGS}

Box = tuple[float, float, float, float]  # u0, u1, v0, v1 in a frame's coordinates


def pad_v(words: list[Word]) -> float:
    """The ems a band keeps clear of its borders for these words: ``PAD_V``, more if one is circled."""
    decos = {p.deco for w in words for p in w.pieces if p.deco in RING_PAD_V}
    return max((RING_PAD_V[d] for d in decos), default=PAD_V)


_Owner = TypeVar("_Owner")
_Value = TypeVar("_Value")


class cached_property(Generic[_Owner, _Value]):  # noqa: N801 (as functools')
    """``functools.cached_property`` without its lock (Python 3.11 takes one on every first read, and
    a long sheet reads a thousand words' widths): the value is computed on first read and kept in the
    instance's ``__dict__``, where later reads find it."""

    def __init__(self, func: Callable[[_Owner], _Value]):
        self.func = func
        self.name = func.__name__
        self.__doc__ = func.__doc__

    @overload
    def __get__(self, instance: None, owner: type | None = None) -> Self: ...
    @overload
    def __get__(self, instance: _Owner, owner: type | None = None) -> _Value: ...

    def __get__(self, instance: _Owner | None, owner: type | None = None) -> Self | _Value:
        if instance is None:
            return self
        value = instance.__dict__[self.name] = self.func(instance)
        return value


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
    obstacles: list[Box] = field(default_factory=list[Box])

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
    pending: bool = False  # written by a deal entered but not yet counted: boxed dashed (``field_ink``)

    def pad(self) -> float:
        return CIRCLE_PAD.get(self.deco or "", 0.0) + (PENDING_PAD if self.pending else 0.0)

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
        if len(self.pieces) == 1:  # most words; the same float as the sum
            return self.pieces[0].em
        return sum(p.em for p in self.pieces)

    @cached_property
    def chained(self) -> bool:
        """A value of the field's chain (a ledger entry's running total, or the "…" leading one)."""
        pieces = self.pieces
        return pieces[0].entry is not None or (len(pieces) > 1 and any(p.entry is not None for p in pieces))


def _goes_on(words: list[Word], i: int) -> bool:
    """Whether word ``i`` goes on with the chain of values the word before it is in."""
    return 0 < i < len(words) and words[i].chained and words[i - 1].chained and not words[i].newline


@dataclass(frozen=True)
class Placed:
    """A piece at its place in a band: where its box starts along the line, its baseline, its size and width."""

    piece: Piece
    u: float  # start of the piece's box (its circle included)
    v: float  # baseline
    size: float
    width: float  # the box's width


@dataclass
class Flow:
    """A field's words placed (``flow``): the pieces, the size they were written at, the words left out."""

    placed: list[Placed]
    size: float
    hidden: int  # hideable words left out
    # for placing a changed list again (``flow``'s ``base``): the words placed (the ellipsis in), in how
    # many lines, and before each word and after the last: (pieces placed, line, u, whether the line is new)
    words: list[Word] | None = field(default=None, compare=False)
    count: int = field(default=0, compare=False)
    marks: list[tuple[int, int, float, bool]] | None = field(default=None, compare=False)
    pad: float = field(default=PAD_V, compare=False)  # the ems kept clear of the band's borders (``pad_v``)
    cramped: bool = field(default=False, compare=False)  # what fits was kept, other words dropped


Spans = list[tuple[float, float, float]]  # (start, end, baseline) of each line (``line_spans``)
SpanMemo = dict[tuple[int, float, float], Spans]  # a band's lines by (count, size, pad), for one ``align``


def flow(band: Band, words: list[Word], fmax: float, fmin: float, align: str = "center",
         base: Flow | None = None, floor: float | None = None, memo: SpanMemo | None = None) -> Flow:
    """Write ``words`` into ``band`` at the largest size that fits, down to ``fmin``; then leave
    out the oldest hideable words behind "…" (as few as possible), the "…" written with the first
    value shown. Where even that does not fit (a large print's small field), smaller type, down to
    ``floor`` if given: only older values ever go behind "…", never the newest, a whist cell's name or
    the settlement's steps; below it, what fits is kept (``cramped``). At every size a chain of values
    that one line holds is kept on one line (see the module's docstring).

    The searches only ask whether a list of words fits (``_fits``, without placing it); the
    words are placed once, at the size and in the lines found. ``base``, the flow of other words
    into the same band (with the same ``align``), lends the placement of the words both begin with.
    ``memo`` keeps the band's lines (they depend on the band and ``align`` only) for other flows into it."""
    if not words:
        return Flow([], fmax, 0)
    sizes = [fmax]
    while sizes[-1] > fmin:
        sizes.append(max(fmin, sizes[-1] * SHRINK))
    spans: SpanMemo = {} if memo is None else memo

    def lines_for(fit: _Fit, size: float) -> int | None:
        """The fewest lines that hold ``fit`` at ``size`` (as ``place`` finds them), or None."""
        pad = fit.pad
        room = band.v1 - band.v0 - 2 * pad * size
        most = int(room // (size * LEADING))
        if most < 1 or not _fits(fit, lines(most, size, pad), size):
            return None
        # More lines never hold less, so search down for the fewest that still hold everything.
        lo, hi = 1, most
        while lo < hi:
            mid = (lo + hi) // 2
            if _fits(fit, lines(mid, size, pad), size):
                hi = mid
            else:
                lo = mid + 1
        return lo

    def lines(count: int, size: float, pad: float) -> Spans:
        key = (count, size, pad)
        if key not in spans:
            spans[key] = line_spans(band, count, size, align, pad)
        return spans[key]

    def placed(fit: _Fit, size: float, count: int, hidden: int) -> Flow:
        pad = fit.pad
        spans = lines(count, size, pad)
        same = base is not None and base.marks is not None and (base.size, base.count, base.pad) == (size, count, pad)
        done = _place(fit.words, fit.ems, spans, size, base if same else None)
        if done is None:  # cannot be, _fits having said it fits; placing all of it is right in any case
            return Flow(_greedy(fit.words, fit.ems, spans, size, False) or [], size, hidden, pad=pad)
        return Flow(done[0], size, hidden, fit.words, count, done[1], pad)

    # Smaller type always holds more: search for the largest size that fits.
    full = _Fit.of(words)
    found: tuple[float, int] | None = None
    lo, hi = 0, len(sizes) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        count = lines_for(full, sizes[mid])
        if count is None:
            lo = mid + 1
        else:
            found, hi = (sizes[mid], count), mid - 1
    if found is not None:
        return placed(full, found[0], found[1], 0)
    hideable = [i for i, w in enumerate(words) if w.hideable]
    best: tuple[_Fit, int, int] | None = None
    lo, hi = 1, len(hideable)
    while lo <= hi:
        k = (lo + hi) // 2
        fit = full.elided(hideable, k)
        count = lines_for(fit, fmin)
        if count is not None:
            best, hi = (fit, count, k), k - 1
        else:
            lo = k + 1
    if best is not None:
        # Fitting is not quite monotonic in k: the value written with the "…" changes with k, and a shorter
        # chain may begin the next line whole. Fewer hidden words may fit after all just below the k found.
        for k in range(max(1, best[2] - 1 - BELOW), best[2] - 1):
            fit = full.elided(hideable, k)
            count = lines_for(fit, fmin)
            if count is not None:
                best = (fit, count, k)
                break
        return placed(best[0], fmin, best[1], best[2])
    if floor is not None and fmin * SHRINK >= floor:
        return flow(band, words, fmin * SHRINK, fmin * SHRINK, align, base, floor, spans)
    rest = _elided(words, hideable) if hideable else words
    return Flow(place(band, rest, fmin, align, partial=True) or [], fmin, len(hideable), cramped=True)


def _elided(words: list[Word], hidden: list[int]) -> list[Word]:
    """``words`` without the ``hidden`` ones, "…" in the place of the first, leading the word after it."""
    gone = set(hidden)
    h0 = hidden[0]
    out = [w for i, w in enumerate(words) if i not in gone]
    out[h0:h0 + 1] = _lead(words[h0].pieces[0].role, out[h0] if h0 < len(out) else None)
    return out


def _lead(role: str, after: Word | None) -> list[Word]:
    """The "…" standing for hidden words and the word after them: one word, so that no line breaks between
    them (the "…" is never alone on a line, nor at a line's end, apart from the values it stands for);
    apart only where there is no word after them on the same line (a word that begins a new line)."""
    if after is None:
        return [_ellipsis(role)]
    if after.newline:
        return [_ellipsis(role), after]
    return [_led(role, after)]


@lru_cache(maxsize=64)
def _ellipsis(role: str) -> Word:
    """The "…" for hidden words (one object per role, so that placements can be compared by identity)."""
    return Word((Piece("…", role, faded=True),))


_LED: dict[tuple[str, int], tuple[Word, Word]] = {}  # (role, id of a word): the word and the word led by "…"


def _led(role: str, word: Word) -> Word:
    """``word`` led by the "…" (one object per word, so that placements can be compared by identity)."""
    kept = _LED.get((role, id(word)))
    if kept is not None and kept[0] is word:
        return kept[1]
    if len(_LED) >= 1024:  # the words of the last few sheets' fields
        _LED.clear()
    ellipsis = _ellipsis(role)
    led = Word(ellipsis.pieces + word.pieces, ellipsis.gap, word.hideable)
    _LED[(role, id(word))] = (word, led)
    return led


GUARD = 1e-6  # page units: nearer a line's end than this, ``_fits`` checks the way ``_greedy`` adds up


class _Fit:
    """A list of words as ``_fits`` reads it: their widths and gaps in ems, where a word must start a
    line (and the end of the list), the running sums of gap + width, which words are values, and (when
    first asked for) where its chains of values begin and end."""

    __slots__ = ("words", "ems", "gaps", "newlines", "chained", "breaks", "sums", "pad", "_chains", "_ringed")

    def __init__(self, words: list[Word], ems: list[float], gaps: list[float], newlines: list[bool],
                 chained: list[bool], pad: float | None = None):
        self.words, self.ems, self.gaps, self.newlines, self.chained = words, ems, gaps, newlines, chained
        self.breaks = [*compress(range(len(words)), newlines), len(words)]
        self.sums = list(accumulate(map(add, gaps, ems), initial=0.0))
        self.pad = pad_v(words) if pad is None else pad
        self._chains: tuple[list[int], list[int]] | None = None
        self._ringed: list[int] | None = None

    @classmethod
    def of(cls, words: list[Word]) -> _Fit:
        return cls(words, [w.em for w in words], [w.gap for w in words], [w.newline for w in words],
                   [w.chained for w in words])

    @property
    def chains(self) -> tuple[list[int], list[int]]:
        """The chains of two values or more (as ``_goes_on`` finds them): their first words, and the words
        just after them, in order."""
        if self._chains is None:
            self._chains = _chain_runs(self.chained, self.newlines)
        return self._chains

    def elided(self, hideable: list[int], k: int) -> _Fit:
        """The list with the first ``k`` hideable words behind an ellipsis, as ``_elided`` makes it."""
        h0 = hideable[0]
        # without a circled word, fewer words have none either (the pad stays); else they are looked at again
        pad = self.pad if self.pad == PAD_V else None
        if hideable[k - 1] != h0 + k - 1:  # not a run of words: the long way
            words = _elided(self.words, hideable[:k])
            return _Fit(words, [w.em for w in words], [w.gap for w in words], [w.newline for w in words],
                        [w.chained for w in words], pad)
        cut = h0 + k
        if pad is None:  # with circled words: the pad stays while none of them is hidden (a sheet's are its steps)
            if self._ringed is None:
                self._ringed = [i for i, w in enumerate(self.words) if any(p.deco in RING_PAD_V for p in w.pieces)]
            if bisect_left(self._ringed, h0) == bisect_left(self._ringed, cut):
                pad = self.pad
        lead = _lead(self.words[h0].pieces[0].role, self.words[cut] if cut < len(self.words) else None)
        if len(lead) == 2:  # the "…" apart: the word after it is as it was
            lead.pop()
        else:  # the "…" leads the word after it, or stands for the last words
            cut += cut < len(self.words)
        w = lead[0]
        return _Fit(self.words[:h0] + lead + self.words[cut:], self.ems[:h0] + [w.em] + self.ems[cut:],
                    self.gaps[:h0] + [w.gap] + self.gaps[cut:], self.newlines[:h0] + [w.newline] + self.newlines[cut:],
                    self.chained[:h0] + [w.chained] + self.chained[cut:], pad)


def _chain_runs(chained: list[bool], newlines: list[bool]) -> tuple[list[int], list[int]]:
    """Where runs of two values or more begin and end (a run broken where a value begins a new line)."""
    starts: list[int] = []
    ends: list[int] = []
    n = len(chained)
    i = 0
    while True in chained[i:]:  # (runs are few: found by the lists' own searches)
        c = chained.index(True, i)
        e = chained.index(False, c) if False in chained[c:] else n
        while c < e:
            m = newlines.index(True, c + 1, e) if True in newlines[c + 1:e] else e
            if m - c >= 2:
                starts.append(c)
                ends.append(m)
            c = m
        i = e
    return starts, ends


def _fits(fit: _Fit, spans: list[tuple[float, float, float]], size: float) -> bool:
    """Whether ``_greedy`` would place every word in these lines, found a line at a time: a line's
    first word, then as many of the next as its end allows, by bisecting the running sums; where that
    line would end inside a chain of values begun on it, the chain begins the next line instead if that
    line holds it whole (as ``_place`` decides at the chain's first word)."""
    ems, sums, breaks = fit.ems, fit.sums, fit.breaks
    starts, ends = fit.chains
    count = len(ems)
    j = nb = 0  # the next word to write; the first forced break after it
    for line, (a, b, _baseline) in enumerate(spans):
        if j >= count:
            break
        limit = b + 1e-6
        if not a + 0.0 + ems[j] * size <= limit:
            continue  # not even alone on this line: the next line, as _greedy does
        while breaks[nb] <= j:
            nb += 1
        end = breaks[nb]  # words j+1 .. end-1 may follow on this line
        if end == j + 1:
            j = end
            continue
        # word m (j < m < end) fits while a + (ems[j] + sums[m + 1] - sums[j + 1]) * size <= limit
        top = (limit - a) / size - ems[j] + sums[j + 1]
        k = bisect_right(sums, top, j + 2, end + 1)
        if (k > j + 2 and (top - sums[k - 1]) * size <= GUARD) or (k <= end and (sums[k] - top) * size <= GUARD):
            k = _line_end(fit, j, end, a, limit, size) + 1
        k -= 1  # the first word left for the next line
        if starts and k < count and line + 1 < len(spans):
            r = bisect_right(starts, k) - 1
            # the line ends inside a chain begun on it, at c: the next line may hold the chain whole
            if r >= 0 and j <= starts[r] < k < ends[r]:
                c = starts[r]
                a2, b2, _ = spans[line + 1]
                limit2 = b2 + 1e-6
                if a2 + 0.0 + ems[c] * size <= limit2 and _next_line_at(fit, c, end, a2, limit2, size) >= ends[r]:
                    if c == j:
                        continue  # the chain begins the next line instead of this one
                    k = c
        j = k
    return j >= count


def _next_line_at(fit: _Fit, j: int, end: int, a: float, limit: float, size: float) -> int:
    """The first word that a line starting with word ``j`` at ``a`` (which fits) leaves for the next line,
    words ``end`` and on being left in any case (as ``_fits`` finds a line's end)."""
    if end == j + 1:
        return end
    ems, sums = fit.ems, fit.sums
    # word m (j < m < end) fits while a + (ems[j] + sums[m + 1] - sums[j + 1]) * size <= limit
    top = (limit - a) / size - ems[j] + sums[j + 1]
    k = bisect_right(sums, top, j + 2, end + 1)
    if (k > j + 2 and (top - sums[k - 1]) * size <= GUARD) or (k <= end and (sums[k] - top) * size <= GUARD):
        k = _line_end(fit, j, end, a, limit, size) + 1
    return k - 1


def _line_end(fit: _Fit, j: int, end: int, u: float, limit: float, size: float) -> int:
    """Where a line starting with word ``j`` at ``u`` stops, added up exactly as ``_greedy`` does."""
    words = fit.words
    u += 0.0
    for piece in words[j].pieces:
        u += piece.em * size
    m = j + 1
    while m < end:
        word = words[m]
        gap = word.gap * size
        if not u + gap + word.em * size <= limit:
            break
        u += gap
        for piece in word.pieces:
            u += piece.em * size
        m += 1
    return m


def line_spans(band: Band, count: int, size: float, align: str,
               pad: float = PAD_V) -> list[tuple[float, float, float]]:
    """(start, end, baseline) of ``count`` lines, top line first as the player reads them; ``pad`` is
    the ems kept clear of the band's border nearest the player (``pad_v``)."""
    lh = size * LEADING
    if align == "outer":  # from the border nearest the player, where a narrowing field is widest
        top = band.v0 + pad * size + count * lh
    else:
        top = (band.v0 + band.v1) / 2 + count * lh / 2
    spans: Spans = []
    for i in range(count):
        vhi = top - i * lh
        vlo = vhi - lh
        a, b = band.span(vlo, vhi, PAD_U * size)
        spans.append((a, b, vlo + (lh - size) / 2 + DESCENT * size))
    return spans


def place(band: Band, words: list[Word], size: float, align: str = "center",
          partial: bool = False) -> list[Placed] | None:
    """Lay ``words`` out in as few lines as fit, or None; ``partial`` keeps what fits instead."""
    pad = pad_v(words)
    room = band.v1 - band.v0 - 2 * pad * size
    most = int(room // (size * LEADING))
    if most < 1:
        return [] if partial else None
    ems = [w.em for w in words]
    best = _greedy(words, ems, line_spans(band, most, size, align, pad), size, partial)
    if best is None or partial:
        return best
    # More lines never hold less, so search down for the fewest that still hold everything.
    lo, hi = 1, most
    while lo < hi:
        mid = (lo + hi) // 2
        placed = _greedy(words, ems, line_spans(band, mid, size, align, pad), size, False)
        if placed is None:
            lo = mid + 1
        else:
            best, hi = placed, mid
    return best


def _greedy(words: list[Word], ems: list[float], spans: list[tuple[float, float, float]], size: float,
            partial: bool) -> list[Placed] | None:
    """Place the words line by line, each as far left as it fits; None if they do not all fit (with
    ``partial``, what fits, dropping a word wider than any line)."""
    done = _place(words, ems, spans, size, None, partial)
    return done[0] if done is not None else None


def _place(words: list[Word], ems: list[float], spans: list[tuple[float, float, float]], size: float,
           base: Flow | None, partial: bool = False
           ) -> tuple[list[Placed], list[tuple[int, int, float, bool]]] | None:
    """``_greedy``'s placement, and where each word stood (``Flow.marks``). The words that ``base``
    begins with too (the same objects, placed in the same lines at the same size) keep its placement:
    the placing goes on from where it stood before the first new word."""
    start = 0
    if base is not None and base.words is not None and base.marks is not None:
        old = base.words
        most = min(len(old), len(words))
        while start < most and words[start] is old[start]:
            start += 1
        if start and words[start - 1].chained:
            start = _chain_kept(words, ems, start, spans, size)
    if start and base is not None and base.marks is not None:  # (start only moves on such a base)
        done, line, u, fresh = base.marks[start]
        out = base.placed[:done]
        marks = base.marks[:start]
    else:
        out, marks = [], []
        line, u, fresh = 0, spans[0][0], True
    for i in range(start, len(words)):
        word = words[i]
        marks.append((len(out), line, u, fresh))
        width = ems[i] * size
        chain = word.chained and _goes_on(words, i + 1) and not _goes_on(words, i)  # it begins a chain
        while True:
            if line >= len(spans):
                return (out, marks) if partial else None
            a, b, baseline = spans[line]
            if (chain and line + 1 < len(spans) and not _chain_fits(words, ems, i, u, fresh, b, size)
                    and _chain_fits(words, ems, i, spans[line + 1][0], True, spans[line + 1][1], size)):
                line += 1  # the chain begins the next line, which holds it whole
                u, fresh = spans[line][0], True
                continue
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
    marks.append((len(out), line, u, fresh))
    return out, marks


def _chain_fits(words: list[Word], ems: list[float], i: int, u: float, fresh: bool, b: float, size: float) -> bool:
    """Whether the chain of values that word ``i`` begins fits whole on a line from ``u`` to ``b``, added up
    as ``_place`` places it."""
    limit = b + 1e-6
    m = i
    while m == i or _goes_on(words, m):
        word = words[m]
        gap = 0.0 if fresh and m == i else word.gap * size
        if not u + gap + ems[m] * size <= limit:
            return False
        u += gap
        for piece in word.pieces:
            u += piece.em * size
        m += 1
    return True


def _chain_kept(words: list[Word], ems: list[float], start: int, spans: list[tuple[float, float, float]],
                size: float) -> int:
    """Where a placing that keeps a base's first ``start`` words must begin again, the word before them
    being a value: the chain it is in began with a choice (the line it begins) made on the base's chain,
    which goes on differently here; kept where the words of it kept are wider than any line (then the
    chain never fits a line whole, here or in the base), else placed again from where it begins."""
    widest = max(b - a for a, b, _ in spans) + 1e-3
    width = 0.0
    m = start - 1
    while _goes_on(words, m):
        width += (words[m].gap + ems[m]) * size
        if width > widest:
            return start
        m -= 1
    return start if width + ems[m] * size > widest else m
