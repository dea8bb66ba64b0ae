"""Draw a ``SheetLayout`` as an SVG document, in pure Python: the live sheet shared with the table.

No Qt here: the share server renders in a thread of its own, and Qt's objects may not be touched
there. The document draws exactly the layout's primitives, in the Qt painter's order (fills, lines,
ellipses, texts), in the layout's page units; its viewBox is the page, so that a browser scales it
to any screen. Text is set in DejaVu Sans by name (a browser without it falls back to sans-serif),
placed by its anchor with ``text-anchor`` and turned about it. The output is linear in the
primitives: one element each.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from .primitives import FONT_FAMILY, Ellipse, Fill, Line, SheetLayout, TextRun
from .style import PALETTE, RGB, colour

DARK_PAGE = "#1e1f22"  # the page around the paper in a dark theme (the paper itself stays paper)
ANCHORS = {"start": "start", "middle": "middle", "end": "end"}

# What XML 1.0 cannot hold at all: C0 controls except tab, newline and return, surrogates, U+FFFE/FFFF.
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")
_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;"})


def xml_text(text: str) -> str:
    """``text`` safe in XML content and attributes: characters XML forbids dropped, markup escaped."""
    return _NOT_XML.sub("", text).translate(_ESCAPES)


def _num(v: float) -> str:
    """A coordinate to 2 decimals without trailing zeros (a hundredth of a pixel is invisible)."""
    text = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("", "-0") else text


def _points(points: Iterable[tuple[float, float]]) -> str:
    return " ".join(f"{_num(x)},{_num(y)}" for x, y in points)


class _Colours:
    """Role (and fade) to ``#rrggbb``, worked out once per role."""

    def __init__(self, palette: dict[str, RGB] | None):
        self.palette = {**PALETTE, **(palette or {})}
        self._hex: dict[tuple[str, bool], str] = {}

    def __call__(self, role: str, faded: bool = False) -> str:
        key = (role, faded)
        if key not in self._hex:
            self._hex[key] = "#{:02x}{:02x}{:02x}".format(*colour(role, faded, self.palette))
        return self._hex[key]


def _fill(fill: Fill, hexa: _Colours) -> str:
    return f'<polygon points="{_points(fill.points)}" fill="{hexa(fill.role)}"/>'


def _line(line: Line, hexa: _Colours) -> str:
    tag = "polygon" if line.closed else "polyline"
    dash = ""
    if line.dash:  # the pattern is in multiples of the width, as Qt's
        dash = f' stroke-dasharray="{" ".join(_num(d * line.width) for d in line.dash)}"'
    return (f'<{tag} points="{_points(line.points)}" stroke="{hexa(line.role)}" '
            f'stroke-width="{_num(line.width)}"{dash}/>')


def _ellipse(e: Ellipse, hexa: _Colours) -> str:
    turn = f' transform="rotate({_num(e.angle)} {_num(e.cx)} {_num(e.cy)})"' if e.angle else ""
    fill = hexa(e.fill) if e.fill else "none"
    return (f'<ellipse cx="{_num(e.cx)}" cy="{_num(e.cy)}" rx="{_num(e.rx)}" ry="{_num(e.ry)}" '
            f'fill="{fill}" stroke="{hexa(e.role)}" stroke-width="{_num(e.width)}"{turn}/>')


def _text(run: TextRun, hexa: _Colours) -> str:
    x, y = _num(run.x), _num(run.y)
    attrs = f'x="{x}" y="{y}" font-size="{_num(run.size)}px" fill="{hexa(run.role, run.faded)}"'
    anchor = ANCHORS.get(run.anchor, "start")
    if anchor != "start":
        attrs += f' text-anchor="{anchor}"'
    if run.bold:
        attrs += ' font-weight="bold"'
    if run.angle:
        attrs += f' transform="rotate({_num(run.angle)} {x} {y})"'
    return f"<text {attrs}>{xml_text(run.text)}</text>"


def svg_text(layout: SheetLayout, palette: dict[str, RGB] | None = None, dark: bool = False) -> str:
    """The layout as a standalone SVG document; ``dark`` puts a dark page around the paper."""
    hexa = _Colours(palette)
    w, h = _num(layout.width), _num(layout.height)
    family = xml_text(f"{layout.font_family or FONT_FAMILY}, sans-serif")
    out = ['<?xml version="1.0" encoding="UTF-8"?>\n'
           f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" viewBox="0 0 {w} {h}" '
           f'width="{w}" height="{h}" preserveAspectRatio="xMidYMid meet">']
    if dark:
        out.append(f'<rect width="{w}" height="{h}" fill="{DARK_PAGE}"/>')
    out += [_fill(fill, hexa) for fill in layout.fills]
    out.append('<g fill="none" stroke-linecap="butt" stroke-linejoin="miter">')
    out += [_line(line, hexa) for line in layout.lines]
    out.append("</g>")
    out += [_ellipse(e, hexa) for e in layout.ellipses]
    # Kerning off, as the other painters draw: the layout measured unkerned advances.
    out.append(f'<g font-family="{family}" style="font-kerning:none" xml:space="preserve">')
    out += [_text(run, hexa) for run in layout.texts]
    out.append("</g></svg>\n")
    return "\n".join(out)
