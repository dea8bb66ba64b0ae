"""The sheet as plain drawing primitives, shared by every backend.

Coordinates are page units (screen pixels, PDF points) with the origin at the
top-left corner and y growing downwards. Angles are degrees of clockwise
rotation on the page, about the run's anchor: a left player's text has
angle 90, a right player's -90, a top player's 180. Colours are role names
(``render.style`` maps them to RGB); fonts are a size and a bold flag of the
one family, DejaVu Sans.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

Point = tuple[float, float]
# ("pool", seat) | ("mountain", seat) | ("whist", writer, target): core.scoring.Field, once geometry.py reads a
# field's seats after telling its kind (it takes fid[2] of any field today)
FieldId = tuple[Any, ...]

FONT_FAMILY = "DejaVu Sans"


@dataclass(frozen=True, slots=True)
class Fill:
    """A filled polygon without outline: the paper, a highlighter mark."""

    points: tuple[Point, ...]
    role: str  # paper | highlight


@dataclass(frozen=True, slots=True)
class Line:
    """A polyline; ``dash`` is a pattern in multiples of the width (None = solid)."""

    points: tuple[Point, ...]
    width: float
    role: str  # frame | border | rule | cut | strike | underline | help | step
    closed: bool = False
    dash: tuple[float, ...] | None = None


@dataclass(frozen=True, slots=True)
class Ellipse:
    """An ellipse around (cx, cy) with half-axes rx (along ``angle``) and ry; the centre circle is one."""

    cx: float
    cy: float
    rx: float
    ry: float
    width: float
    role: str  # rule | step | result
    angle: float = 0.0
    fill: str | None = None  # a fill role, or None for an outline only


@dataclass(frozen=True, slots=True)
class TextRun:
    """One piece of text on a baseline; ``width`` is its measured advance (render.metrics)."""

    x: float
    y: float
    text: str
    size: float
    angle: float = 0.0
    anchor: str = "start"  # start | middle | end, along the baseline
    role: str = "whist"  # pool | mountain | whist | help | closed | label | name | info | target | step | result
    bold: bool = False
    faded: bool = False  # struck-out older values, written lighter
    width: float = 0.0

    def start(self) -> float:
        """Where the run begins along its baseline, from its anchor (by its measured width)."""
        return -self.width / 2 if self.anchor == "middle" else (-self.width if self.anchor == "end" else 0.0)


@dataclass(frozen=True, slots=True)
class EntryRun:
    """The text of one ledger entry (index into the field's ledger) and its clickable box."""

    entry: int
    run: TextRun
    box: tuple[Point, ...]


@dataclass
class FieldLayout:
    """One field of the sheet: its region for hit-testing and the runs written in it."""

    field_id: FieldId  # not ``field``, which would hide dataclasses.field from the defaults below
    seat: int  # the player whose region holds the field
    side: str  # bottom | left | top | right: where that player sits on the page
    polygon: tuple[Point, ...]
    font_size: float = 0.0
    runs: list[TextRun] = field(default_factory=list[TextRun])
    entries: list[EntryRun] = field(default_factory=list[EntryRun])
    hidden: int = 0  # older entries left out behind an ellipsis


@dataclass
class Layer:
    """A share of a layout drawn together: the page's own lines and words, or one line of a field.
    A layout after one more deal keeps the same objects for the fields the deal did not change, so
    that a painter may keep what it drew for them (by identity; layers compare by value)."""

    fills: list[Fill]
    lines: list[Line]
    ellipses: list[Ellipse]
    texts: list[TextRun]


@dataclass
class SheetLayout:
    """The whole sheet laid out on a page: every primitive, the fields, and the page's own share (``page``)."""

    width: float
    height: float
    sheet_rect: tuple[float, float, float, float]  # x, y, w, h of the paper inside the page
    n_players: int
    bottom_seat: int
    base_font: float
    min_font: float
    circle: tuple[float, float, float]  # cx, cy, r
    fills: list[Fill] = field(default_factory=list[Fill])
    lines: list[Line] = field(default_factory=list[Line])
    ellipses: list[Ellipse] = field(default_factory=list[Ellipse])
    texts: list[TextRun] = field(default_factory=list[TextRun])  # every run, the fields' included
    fields: dict[FieldId, FieldLayout] = field(default_factory=dict[FieldId, FieldLayout])
    page: Layer | None = None  # what of the lists above belongs to no field: the paper, rules, notes, names
    layers: list[Layer] = field(default_factory=list[Layer])  # the rest: the fields' lines, in order
    font_family: str = FONT_FAMILY
    shape: str = "portrait"  # the sheet's shape (geometry.SHAPES)


class Primitives(Protocol):
    """What a backend draws: a ``SheetLayout``, or other primitives (the export's page parts)."""

    fills: list[Fill]
    lines: list[Line]
    ellipses: list[Ellipse]
    texts: list[TextRun]


@dataclass(frozen=True)
class SheetInfo:
    """What is kept beside the circle, already worded by the caller (the GUI translates)."""

    convention: str = ""
    whist_price: str = ""
    allpass: str = ""  # the price of the next all-pass
    exit: str = ""  # the exit level while all-passes are open
    dealer: str = ""  # who deals next
