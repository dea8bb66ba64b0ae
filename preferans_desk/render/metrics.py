"""Text widths of the bundled DejaVu Sans, without Qt.

The layout is computed once for every backend, so it measures text with the
font file's own advance widths rather than with a screen font. Kerning is
ignored, as both backends draw runs of digits where DejaVu has none.

The widths are read from a table generated from the TTF files
(``resources/fonts/DejaVuSans-widths.json``): every glyph the fonts have, in
font units, and the missing glyph's width for the rest, exactly what
reportlab reads from the files. Reading the table costs a fraction of a
millisecond where parsing the fonts with reportlab cost some 35 ms at start-up;
reportlab is needed only to write the table again
(``python -m preferans_desk.render.metrics``).
"""

from __future__ import annotations

import json
from bisect import bisect_right
from functools import lru_cache
from typing import TypedDict

from preferans_desk.resources import FONTS

# DejaVu Sans vertical metrics, in ems (hhea ascent 0.928 is for accents; digits reach 0.73).
ASCENT = 0.76
DESCENT = 0.24

_FILES = {False: "DejaVuSans.ttf", True: "DejaVuSans-Bold.ttf"}
TABLE = FONTS / "DejaVuSans-widths.json"
DIGITS = 4  # hex digits per advance width in the table


class FontWidths(TypedDict):
    """One font's widths in the table, in font units: runs of consecutive code points from a start (pairs of
    the start and ``DIGITS`` hex digits a code point), and the missing glyph's width."""

    units_per_em: int
    default: int
    runs: list[tuple[int, str]]


class WidthTable(TypedDict):
    """The table of ``TABLE``: a word about it, and each font file's widths."""

    about: str
    fonts: dict[str, FontWidths]


class _Advances(dict[int, float]):
    """Advance widths in ems by code point, decoded from the table's runs as they are asked for."""

    def __init__(self, font: FontWidths):
        super().__init__()
        self.units = font["units_per_em"]
        self.default = font["default"] / self.units
        self.starts = [start for start, _ in font["runs"]]
        self.runs = [run for _, run in font["runs"]]

    def __missing__(self, cp: int) -> float:
        width = self.default
        i = bisect_right(self.starts, cp) - 1
        if i >= 0:
            at = (cp - self.starts[i]) * DIGITS
            run = self.runs[i]
            if at < len(run):
                width = int(run[at:at + DIGITS], 16) / self.units
        self[cp] = width
        return width


@lru_cache(maxsize=1)
def _table() -> WidthTable:
    return json.loads(TABLE.read_text(encoding="utf-8"))


@lru_cache(maxsize=2)
def _advances(bold: bool) -> _Advances:
    return _Advances(_table()["fonts"][_FILES[bold]])


CACHED = 200  # characters: longer texts (a note, a title) are measured once and not kept in the cache


def advances(bold: bool = False) -> dict[int, float]:
    """Advance widths in ems by code point (for adding up a text's width as it is read)."""
    return _advances(bold)


def em_width(text: str, bold: bool = False) -> float:
    """The advance width of ``text`` at a font size of 1."""
    if len(text) > CACHED:
        widths = _advances(bold)
        return sum(widths[ord(ch)] for ch in text)
    return _em_width(text, bold)


@lru_cache(maxsize=8192)
def _em_width(text: str, bold: bool) -> float:
    widths = _advances(bold)
    return sum(widths[ord(ch)] for ch in text)


def text_width(text: str, size: float, bold: bool = False) -> float:
    return em_width(text, bold) * size


def elide(text: str, width: float, size: float, bold: bool = False) -> str:
    """``text`` cut with an ellipsis so that it fits ``width`` (at least the ellipsis)."""
    if text_width(text, size, bold) <= width:
        return text
    return cut(text, width, size, bold)


def cut(text: str, width: float, size: float, bold: bool = False, mark: str = "…") -> str:
    """The longest start of ``text`` that fits ``width`` with ``mark`` after it, and the mark (at least the
    mark). One pass over what fits: the width of each start is the last one's plus a character, added up
    in the order ``em_width`` adds, so the cut falls where measuring every start would put it."""
    widths = _advances(bold)
    tail = [widths[ord(ch)] for ch in mark]
    keep, em = 0, 0.0
    for ch in text:
        em += widths[ord(ch)]
        marked = em
        for w in tail:
            marked += w
        if marked * size > width:  # widths never shrink as characters are added: no longer start fits
            break
        keep += 1
    return text[:keep].rstrip() + mark


# ----- writing the table (needs reportlab) -----

def build_table() -> WidthTable:
    """The width table read from the bundled TTF files with reportlab."""
    from reportlab.pdfbase.ttfonts import TTFont

    fonts: dict[str, FontWidths] = {}
    for name in _FILES.values():
        face = TTFont(name.removesuffix(".ttf"), str(FONTS / name)).face
        upem = face.unitsPerEm
        units = {cp: round(width * upem / 1000) for cp, width in face.charWidths.items()}
        default = round(face.defaultWidth * upem / 1000)
        # reportlab keeps widths in thousandths of an em: the font units must give back the same floats
        assert all(u / upem == w / 1000 for u, w in zip(units.values(), face.charWidths.values(), strict=True))
        assert default / upem == face.defaultWidth / 1000 and max(units.values()) < 16 ** DIGITS
        runs: list[tuple[int, str]] = []
        for cp in sorted(units):
            start, widths = runs[-1] if runs else (None, "")
            if start is not None and cp == start + len(widths) // DIGITS:
                runs[-1] = (start, widths + f"{units[cp]:0{DIGITS}x}")
            else:
                runs.append((cp, f"{units[cp]:0{DIGITS}x}"))
        fonts[name] = FontWidths(units_per_em=upem, default=default, runs=runs)
    return {
        "about": "Advance widths of the bundled DejaVu fonts: runs of consecutive code points from a start, "
                 f"{DIGITS} hex digits of font units each; 'default' is the missing glyph's. Generated from "
                 "the TTF files by `python -m preferans_desk.render.metrics`: do not edit.",
        "fonts": fonts,
    }


def dump_table(table: WidthTable) -> str:
    """The table as the file holds it: one run a line, so that a change of font shows in a diff."""
    lines = ["{", f'"about": {json.dumps(table["about"], ensure_ascii=False)},', '"fonts": {']
    for i, (name, font) in enumerate(table["fonts"].items()):
        lines.append(f'{json.dumps(name)}: {{"units_per_em": {font["units_per_em"]}, '
                     f'"default": {font["default"]}, "runs": [')
        runs = [f"[{start}, {json.dumps(run)}]" for start, run in font["runs"]]
        lines += [run + ("," if j < len(runs) - 1 else "") for j, run in enumerate(runs)]
        lines.append("]}" + ("," if i < len(table["fonts"]) - 1 else ""))
    lines += ["}", "}"]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    TABLE.write_text(dump_table(build_table()), encoding="utf-8")
    print(TABLE)
