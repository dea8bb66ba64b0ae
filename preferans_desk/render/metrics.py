"""Text widths of the bundled DejaVu Sans, without Qt.

The layout is computed once for every backend, so it measures text from the
font file itself (reportlab reads the advance widths; it has no Qt) rather
than from a screen font. Kerning is ignored, as both backends draw runs of
digits where DejaVu has none.
"""

from __future__ import annotations

from functools import lru_cache

from preferans_desk.resources import FONTS

# DejaVu Sans vertical metrics, in ems (hhea ascent 0.928 is for accents; digits reach 0.73).
ASCENT = 0.76
DESCENT = 0.24

_FILES = {False: "DejaVuSans.ttf", True: "DejaVuSans-Bold.ttf"}


@lru_cache(maxsize=2)
def _advances(bold: bool) -> tuple[dict[int, float], float]:
    """Advance widths in ems by code point, and the width of a missing glyph."""
    from reportlab.pdfbase.ttfonts import TTFont

    face = TTFont("DejaVuSans-Bold" if bold else "DejaVuSans", str(FONTS / _FILES[bold])).face
    return {cp: width / 1000 for cp, width in face.charWidths.items()}, face.defaultWidth / 1000


@lru_cache(maxsize=8192)
def em_width(text: str, bold: bool = False) -> float:
    """The advance width of ``text`` at a font size of 1."""
    widths, default = _advances(bold)
    return sum(widths.get(ord(ch), default) for ch in text)


def text_width(text: str, size: float, bold: bool = False) -> float:
    return em_width(text, bold) * size


def elide(text: str, width: float, size: float, bold: bool = False) -> str:
    """``text`` cut with an ellipsis so that it fits ``width`` (at least the ellipsis)."""
    if text_width(text, size, bold) <= width:
        return text
    while text and text_width(text + "…", size, bold) > width:
        text = text[:-1]
    return text.rstrip() + "…"
