"""Game files that are valid JSON and keep the rules, yet hold what cannot be scored, printed or stored:
totals that grow without bound, text that is not encodable, text of any length. Shared by the core's,
the command line's and the library's tests."""

from __future__ import annotations

import json
from pathlib import Path

EXAMPLE = Path(__file__).parent.parent / "data" / "example.pulka"
ALLPASS = {"kind": "allpass", "tricks": [2, 3, 5]}


def example() -> dict:
    return json.loads(EXAMPLE.read_text(encoding="utf-8"))


def streak(deals: int, progression: list, after: str = "geometric") -> dict:
    """``deals`` all-passes in a row: each costs the next multiplier of ``progression`` continued by ``after``."""
    return {
        "format": "preferans-desk", "version": 1, "title": "A long streak", "players": ["A", "B", "C"],
        "rules": {"convention": "sochi", "pool_target": 20, "whist_price": 1,
                  "settings": {"allpass_progression": progression, "allpass_progression_after": after}},
        "deals": [dict(ALLPASS) for _ in range(deals)],
    }


def doubling(deals: int = 15_000) -> dict:
    """Valid by the rules: the price doubles each all-pass; 15,000 of them make totals of 4,500 digits."""
    return streak(deals, [1, 2])


def halving(deals: int = 15_000) -> dict:
    """The price halves each all-pass: totals with denominators of 4,500 digits."""
    return streak(deals, [2, 1])


def fine_adjustments(deals: int = 300) -> dict:
    """Adjustments by fractions whose denominators are distinct primes: the denominator of a total is their
    product and grows with every deal."""
    primes = _primes(deals)
    document = example()
    document["deals"] = [{"kind": "adjust", "mountain": [f"1/{p}", 0, 0]} for p in primes]
    return document


def _primes(count: int) -> list[int]:
    found: list[int] = []
    candidate = 10**6
    while len(found) < count:
        candidate += 1
        if all(candidate % p for p in range(2, int(candidate**0.5) + 1)):
            found.append(candidate)
    return found


LONE = "\ud83d"  # the first half of an emoji: valid as a JSON escape, not encodable as UTF-8


def surrogate(where: str) -> dict:
    """The example with a lone surrogate in one place (see SURROGATE_PLACES)."""
    document = example()
    if where == "name":
        document["players"][1] = "Bo" + LONE
    elif where == "title":
        document["title"] = LONE + " night"
    elif where == "note":
        document["deals"][6]["note"] = "looked " + LONE
    elif where == "currency":
        document["rules"]["currency"] = "RU" + LONE
    elif where == "extra":
        document["app"] = {"window": ["x", LONE]}
    elif where == "key":
        document["deals"][2][LONE] = 1
    else:
        raise ValueError(where)
    return document


# (place, the message's field, deal number or None)
SURROGATE_PLACES = [
    ("name", "players[1]", None),
    ("title", "title", None),
    ("note", "note", 7),
    ("currency", "rules.currency", None),
    ("extra", "app.window[1]", None),
    ("key", '"\\ud83d"', 3),
]


def text(document: dict) -> str:
    """The file's text: ``ensure_ascii`` writes a lone surrogate as the escape a file would hold."""
    return json.dumps(document, ensure_ascii=True)


def write(path: Path, document: dict) -> Path:
    path.write_text(text(document), encoding="ascii")
    return path
