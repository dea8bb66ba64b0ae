"""A folder of good games beside every kind of file that is no game, or that the library could not keep:
pipes and devices, files past the limits, refusals that used to speak Python, values the index could not
read back, links. Shared by the library's, the command line's and the window's tests."""

from __future__ import annotations

import json
import os
from pathlib import Path

from preferans_desk.core.gamefile import save
from preferans_desk.core.limits import MAX_DEALS
from tests.core import hostile

from .known_games import friday, sunday

# The good games and their results (known_games.py); a BOM or a date past what the clock converts loads.
GOOD = {"friday": ["4", "-151", "147"], "sunday": ["72", "-160", "88"], "with-bom": ["-76", "-32", "108"],
        "far-future": ["-76", "-32", "108"]}


def _example(**changes) -> dict:
    return hostile.example() | changes


def _rules(**settings) -> dict:
    rules = hostile.example()["rules"]
    rules["settings"] = rules["settings"] | settings
    return rules


def _text(document: dict) -> str:
    return json.dumps(document)


def many_deals_text(count: int) -> str:
    """The example with ``count`` deals, written fast (a file of 327,680 deals is 30 MB)."""
    document = _example(deals=[])
    head = _text(document)[:-3]  # '... "deals": ' without '[]}'
    deal = json.dumps({"kind": "contract", "declarer": 0, "level": 6, "suit": "spades", "defence": ["pass", "pass"]})
    return head + "[" + ", ".join([deal] * count) + "]}"


# stem -> (the file's text, words of the message it is listed with)
BAD_TEXTS = {
    "huge": (many_deals_text(327_680), "the file is larger than 4 MB; it is not a game file"),
    "too-many-deals": (many_deals_text(MAX_DEALS + 1),
                       f"the game has {MAX_DEALS + 1} deals, more than the {MAX_DEALS} a game may hold"),
    "empty": ("", "the file is not valid JSON: it is empty"),
    "blank": ("  \n", "the file is not valid JSON: it is empty"),
    "long-integer": ('{"format": "preferans-desk", "n": ' + "9" * 5000 + "}",
                     "the file is not valid JSON: the number 99999999999999999999... is out of range"),
    "decimal-version": (_text(_example()).replace('"version": 1', '"version": 1.0'),
                        "version must be a whole number from 1, not 1.0"),
    "format-true": (_text(_example(format=True)), "format is true, expected 'preferans-desk'"),
    "rounding-null": (_text(_example(rules=_rules(rounding=None))),
                      "rules.settings: setting 'rounding': must be one of exact, paper, nearest, truncate, not null"),
    "e59": (_text(_example(deals=[{"kind": "adjust", "mountain": ["X", 0, 0]}])).replace('"X"', "1e59"),
            "deal 1: mountain: number is too large"),
    "huge-results": (_text(_example(rules=_rules(mountain_whists=10**39 - 1),
                                    deals=[{"kind": "adjust", "mountain": [10**12, 0, 0]}])),
                     "the game's results are too large for the library to keep"),
    "surrogate": (hostile.text(hostile.surrogate("title")),
                  "title is not valid Unicode text: it holds a lone surrogate, \\ud83d"),
}
# What is not even a file, and how it is named in the message.
NODES = {"fifo": "it is a named pipe, not a file", "device": "it is a device, not a file"}


def make(folder: Path) -> dict[str, str]:
    """Fill ``folder``; returns each bad file's stem and the words its message holds (GOOD for the rest)."""
    folder.mkdir(parents=True, exist_ok=True)
    save(friday(), folder / "friday.pulka")
    save(sunday(), folder / "sunday.pulka")
    (folder / "with-bom.pulka").write_bytes(b"\xef\xbb\xbf" + _text(_example()).encode("utf-8"))
    (folder / "far-future.pulka").write_text(_text(_example(created="9999-12-31T23:59:59-12:00")),
                                             encoding="utf-8")
    os.symlink(folder / "friday.pulka", folder / "link-to-friday.pulka")  # the same game: listed once
    for stem, (text, _words) in BAD_TEXTS.items():
        (folder / f"{stem}.pulka").write_text(text, encoding="ascii")
    os.mkfifo(folder / "fifo.pulka")
    os.symlink(os.devnull, folder / "device.pulka")
    return {stem: words for stem, (_text_, words) in BAD_TEXTS.items()} | NODES
