"""The paper: its shapes and sizes on a page, the type size they give, its regions' frames and its rules.

A portrait sheet is 3:4 (3 players) or square (4); a landscape one 4:3, stretching up to 3:2 on a wider page
(``docs/sheet-shapes.md``). Every size on the sheet is a share of D (``depth``), the depth of its deepest
region's fields.
"""

from __future__ import annotations

import math

from .bands import whist_cuts
from .flow import Frame
from .primitives import Line, SheetLayout

ASPECT = {3: 3 / 4, 4: 1.0}  # width / height of the paper
LANDSCAPE_ASPECT = {3: 4 / 3, 4: 4 / 3}  # the landscape paper's own aspect (a print, an image, a phone)
# On a page of another shape the landscape paper takes the page's aspect within these bounds: up to 3:2 on a
# wide screen (16:9); with 4 players down to the square (its ridge shrinking to the circle), so that a room a
# little wider than square is filled by the sheet whose type is the square's.
WIDEST = 3 / 2
NARROWEST = {3: 4 / 3, 4: 1.0}
SHAPES = ("portrait", "landscape")  # (a 4-player portrait sheet is the square)
SIDES = {3: ("bottom", "left", "right"), 4: ("bottom", "left", "top", "right")}
BASE_FONT = 0.055  # the type size, as a share of D


def sheet_aspect(n_players: int, shape: str = "portrait") -> float:
    """The paper's own width / height (a landscape paper may stretch wider on a wide page: ``paper_size``)."""
    return _aspects(shape)[n_players]


def paper_size(n_players: int, width: float, height: float, shape: str = "portrait",
               stretch: bool = True) -> tuple[float, float]:
    """The paper's width and height on a ``width`` x ``height`` page, centred there (``layout_sheet``);
    ``stretch=False``: at the shape's own aspect, as a page that draws it in a box of that aspect (the phone's)."""
    return paper_rect(n_players, width, height, shape, stretch)[2:]


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
    return round(base_font(n_players, shape, w, h), 6), round(w * h, 3)


def sheet_depth(n: int, shape: str, w: float, h: float) -> float:
    """D, the depth of the deepest region's fields: from the paper's edge to the circle, or to the
    landscape 4-player sheet's ridge (h / 2). Every size on the sheet is a share of it."""
    return w / 2 if shape == "portrait" or n == 3 else h / 2


def base_font(n: int, shape: str, w: float, h: float) -> float:
    """The type size on a w x h paper before ``type_scale``: BASE_FONT of D on the portrait sheet. On the
    landscape 3-player sheet, the portrait sheet's of the same area, so that a game fills either as fully
    (its three regions are alike, where the portrait's bottom one is half the others). On the landscape
    4-player sheet BASE_FONT of D too, the square's of the same height: its left and right regions are
    the square's, and larger type would overfill them; its top and bottom regions have more room."""
    if shape == "portrait" or n == 4:
        return sheet_depth(n, shape, w, h) * BASE_FONT
    return math.sqrt(w * h * ASPECT[n]) / 2 * BASE_FONT


def paper_rect(n: int, width: float, height: float, shape: str = "portrait",
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


def region_frames(n: int, x0: float, y0: float, w: float, h: float) -> list[Frame]:
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


def line_width(d: float) -> float:
    return max(1.0, d * 0.006)


def has_ridge(layout: SheetLayout) -> bool:
    """A 4-player sheet wider than tall: its diagonals meet a level ridge through the circle."""
    _x0, _y0, w, h = layout.sheet_rect
    return layout.n_players == 4 and w - h > 1e-9 * w


def rule_lines(layout: SheetLayout, frames: list[Frame], whist: float, inner: float, d: float) -> None:
    x0, y0, w, h = layout.sheet_rect
    cx, cy, r = layout.circle
    lw = line_width(d)
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
    if has_ridge(layout):  # 45° to the ridge's ends, the ridge
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
        for c in whist_cuts(frame, layout.n_players, whist)[1:-1]:
            layout.lines.append(Line((frame.page(c, 0), frame.page(c, whist)), lw * 0.8, "cut"))
