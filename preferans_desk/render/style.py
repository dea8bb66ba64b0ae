"""Colours of the paper sheet by role, as RGB, for every backend.

The paper stays paper-like in a dark theme too: the sheet is an object on
the table, not part of the window chrome.
"""

from __future__ import annotations

RGB = tuple[int, int, int]

PALETTE: dict[str, RGB] = {
    "paper": (253, 251, 242),
    "highlight": (255, 232, 120),  # a highlighter stroke behind the last deal's numbers
    "frame": (90, 90, 90),
    "border": (45, 45, 45),
    "rule": (45, 45, 45),
    "cut": (70, 70, 70),
    # inks
    "pool": (0, 105, 45),
    "mountain": (175, 25, 25),
    "whist": (25, 40, 120),
    "help": (0, 120, 150),
    "closed": (0, 105, 45),
    "label": (130, 130, 130),
    "name": (40, 40, 40),
    "info": (80, 80, 80),
    "target": (30, 30, 30),
    "step": (90, 50, 130),
    "result": (150, 20, 90),
    "strike": (120, 120, 120),
    "underline": (90, 50, 130),
    # a deal entered but not yet counted (a phone's, waiting for another's confirmation): its values and their
    # dashed boxes, amber apart from every other ink, 4.5:1 on the paper (the paper stays paper in a dark theme)
    "pending": (170, 90, 0),
}

FADE = 0.5  # how far a struck-out value's ink is blended towards the paper


def colour(role: str, faded: bool = False, palette: dict[str, RGB] | None = None) -> RGB:
    pal = palette or PALETTE
    rgb = pal.get(role, pal.get("whist", PALETTE["whist"]))
    if not faded:
        return rgb
    paper = pal.get("paper", PALETTE["paper"])
    (r, g, b), (pr, pg, pb) = rgb, paper
    return round(r + (pr - r) * FADE), round(g + (pg - g) * FADE), round(b + (pb - b) * FADE)
