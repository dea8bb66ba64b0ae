"""Mutated event files for the fuzz tests (issue 33): valid nights, each changed in one way a damaged or crafted
file is (a value's type, a number, a table's game's path, nesting, truncation, bytes), all from one seed, so that
a failure is found again by its number."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from preferans_desk.night import night_file
from preferans_desk.night.night_model import Limits
from preferans_desk.night.night_rounds import new_event
from preferans_desk.night.tour_points import PlacePoints, compressed_preset
from tests.night.games import write_game

NINE = ["Anna", "Boris", "Vera", "Gleb", "Dasha", "Egor", "Zoya", "Ivan", "Kira"]
VICTIM = b"the victim's own bytes"
ODD_VALUES: list[Any] = [True, False, None, 0, 1, -1, 2, 10 ** 11, -10 ** 11, 10 ** 40, 0.5, 1e300, "", " ", "x",
                         "1/3", "2026-12-05T19:00:00+03:00", "9999-12-31T23:59:59+14:00", [], {}, [1, 2], {"a": 1},
                         "A" * 2000, "\x00", "\ud800"]
ODD_PATHS = ["../victim.pulka", "../../victim.pulka", "/tmp/victim.pulka", "C:/victim.pulka", "c:victim.pulka",
             "\\\\server\\share\\victim.pulka", "..\\victim.pulka", "games/../../victim.pulka", "r1\x00.pulka",
             "night games/../../victim.pulka", ".", "..", "", "a:b.pulka", "x/", "outside-link.pulka",
             "games-link/round-1-table-1.pulka", "r1t1.pulka", "R1T1.pulka", "missing.pulka", "\u202e.pulka"]


@dataclass
class Night:
    """A night's folder: its event file and the valid document it was written from."""

    path: Path
    document: dict[str, Any]


def link(path: Path, target: Path | str, target_is_directory: bool = False) -> None:
    """A symlink, or the test skipped saying why (Windows without the right to make one)."""
    try:
        path.symlink_to(target, target_is_directory=target_is_directory)
    except (OSError, NotImplementedError) as exc:
        pytest.skip(f"this system makes no symlink here: {exc}")


def make_nights(root: Path) -> list[Night]:
    """Three valid nights in ``root/night``: places with two games in (one a game of no deals), compressed with a
    round opened and codes, Swiss with tables of four; a victim file outside the folder and two links leading out
    (a game and a games folder) that no event may follow."""
    folder = root / "night"
    folder.mkdir()
    (root / "victim.pulka").write_bytes(VICTIM)
    (root / "elsewhere").mkdir()
    link(folder / "outside-link.pulka", root / "victim.pulka")
    link(folder / "games-link", root / "elsewhere", target_is_directory=True)
    nights = []
    places = new_event(NINE, 3, 3, "norepeat", "fuzz", points=PlacePoints(), title="Places",
                       created="2026-12-05T19:00:00+03:00", limits=Limits(20, 18, 120))
    first = places.rounds[0].tables
    write_game(folder / "r1t1.pulka", first[0].players, [30, 0, -30])
    first[0].game = "r1t1.pulka"
    from preferans_desk.core.game import Game, Rules
    from preferans_desk.core.gamefile import save

    save(Game(list(first[1].players), Rules.from_preset("sochi", 20)), folder / "empty.pulka")
    first[1].game = "empty.pulka"
    nights.append(places)
    compressed = new_event(NINE[:7], 2, "mixed", "random", "c", points=compressed_preset("gambler"))
    compressed.rounds[0].opened = "2026-12-05T19:10:00+03:00"
    compressed.rounds[0].tables[0].code = "ABCD2345"
    nights.append(compressed)
    nights.append(new_event(NINE[:8], 2, 4, "swiss", "s"))
    out = []
    for number, event in enumerate(nights, 1):
        path = folder / f"night-{number}.prefevent"
        night_file.save(event, path)
        out.append(Night(path, night_file.to_document(event)))
    return out


def _places(value: Any, where: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every place in a JSON document: the keys and indexes that lead to each value."""
    yield where
    if isinstance(value, dict):
        for key, child in value.items():
            yield from _places(child, (*where, key))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            yield from _places(child, (*where, index))


def _set(document: Any, where: tuple[Any, ...], value: Any) -> Any:
    if not where:
        return value
    target = document
    for step in where[:-1]:
        target = target[step]
    target[where[-1]] = value
    return document


def _text(document: Any) -> str:
    return json.dumps(document, ensure_ascii=False, indent=1)


def mutant(rng: random.Random, night: Night) -> bytes:
    """One mutated copy of the night's event file, as bytes."""
    document = copy.deepcopy(night.document)
    kind = rng.choice(["type", "type", "number", "path", "path", "nesting", "truncate", "bytes", "delete", "twice"])
    places = list(_places(document))
    if kind == "type":
        document = _set(document, rng.choice(places), rng.choice(ODD_VALUES))
    elif kind == "number":
        numbers = [w for w in places if w and isinstance(_get(document, w), int)] or places
        document = _set(document, rng.choice(numbers), rng.choice([0, -1, 10 ** 11, 10 ** 6, 1001, 2, True, 2.0]))
    elif kind == "path":
        tables = [(r, t) for r, round_ in enumerate(document["rounds"]) for t in range(len(round_["tables"]))]
        for _ in range(rng.randint(1, 2)):
            r, t = rng.choice(tables)
            document["rounds"][r]["tables"][t]["game"] = rng.choice(ODD_PATHS)
    elif kind == "nesting":
        deep: Any = rng.choice([1, "x", {}])
        for _ in range(rng.choice([63, 64, 65, 70, 500])):
            deep = [deep] if rng.random() < 0.5 else {"a": deep}
        document = _set(document, rng.choice(places[1:]), deep)
    elif kind == "delete":
        keyed = [w for w in places if w and isinstance(w[-1], str)]
        where = rng.choice(keyed)
        del _get(document, where[:-1])[where[-1]]
    data = _text(document).encode("utf-8", "surrogatepass")
    if kind == "truncate":
        data = data[:rng.randrange(len(data))]
    elif kind == "bytes":
        changed = bytearray(data)
        for _ in range(rng.randint(1, 8)):
            changed[rng.randrange(len(changed))] = rng.randrange(256)
        data = bytes(changed)
    elif kind == "twice":
        data = data.replace(b'"seed"', b'"seed": "1", "seed"', 1)
    return data


def _get(document: Any, where: tuple[Any, ...]) -> Any:
    for step in where:
        document = document[step]
    return document


def outside(root: Path) -> dict[str, tuple[int, bytes]]:
    """What is outside the night's folder (its links' targets included): each file's size and bytes."""
    return {str(p.relative_to(root)): (p.stat().st_size, p.read_bytes()) for p in sorted(root.rglob("*"))
            if p.is_file() and not p.is_symlink() and "night" not in p.relative_to(root).parts[:1]}
