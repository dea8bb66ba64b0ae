"""Mutated game files: ``gamefile.loads`` either loads them or raises ``GameFileError``, nothing else.

A seeded random mutator (delete keys, change types, swap values, huge and negative numbers, strings,
nulls, duplicated deals, long all-pass streaks under a growing or shrinking progression, lone surrogates,
nesting, truncated and flipped bytes) works on several valid documents. Every input that loads must also
settle, print its numbers and save as UTF-8.
"""

from __future__ import annotations

import copy
import json
import random
import threading
import traceback
from pathlib import Path

import pytest

from preferans_desk.core import GameFileError, gamefile, settle_game
from preferans_desk.core.conventions import ConventionError, parse_convention
from preferans_desk.core.exact_numbers import fraction_str

DATA = Path(__file__).parent.parent / "data"
SEED = 20261129
ROUNDS = 4000  # per document and run; a few seconds in all

SEEDS: list[dict] = [
    json.loads((DATA / "example.pulka").read_text(encoding="utf-8")),
    {
        "format": "preferans-desk", "version": 1, "players": ["Анна", "Борис", "Вера", "Глеб"], "first_dealer": 3,
        "rules": {"convention": "leningrad", "pool_target": 10, "whist_price": "1/2", "currency": "KWD",
                  "settings": {"gentleman_split": "always", "allpass_progression": [1, 2, 4],
                               "allpass_progression_after": "geometric", "allpass_exit_levels": [6, 7]}},
        "deals": [
            {"kind": "allpass", "tricks": [4, 3, 3, None]},
            {"kind": "contract", "declarer": 1, "level": 7, "suit": "hearts", "defence": ["pass", "half"],
             "talon_tricks": 2},
            {"kind": "contract", "declarer": 2, "level": 6, "suit": "notrump", "defence": ["whist", "pass"],
             "tricks": [5, None, 5, 0], "note": "Олег", "time": "2026-11-29T21:00:00+03:00"},
            {"kind": "misere", "declarer": 0, "tricks": 2, "dealer": 2},
            {"kind": "adjust", "pool": ["1/2", 0, 0, "-1/2"], "whists": [[0, 3, "5/3"]], "note": "fine"},
            {"kind": "contract", "declarer": 0, "level": 10, "suit": "spades", "defence": ["whist", "whist"],
             "tricks": [10, 0, None, 0], "open": True},
        ],
        "ended": "2026-11-30T02:00:00+03:00",
        "app": {"zoom": 1.25},
    },
    {
        "format": "preferans-desk", "version": 1, "players": ["A", "B", "C"], "first_dealer": 1,
        "rules": {"convention": "classic", "pool_target": 5, "whist_price": 10,
                  "settings": {"stalingrad": True, "two_whister_duty": "collective", "rounding": "nearest",
                               "game_value": {"6": 2, "7": 4, "8": 6, "9": 8, "10": 10}}},
        "deals": [
            {"kind": "contract", "declarer": 0, "level": 6, "suit": "spades", "defence": ["whist", "whist"],
             "tricks": [7, 3, 0], "blind": True},
            {"kind": "contract", "declarer": 1, "level": 8, "suit": "clubs", "defence": ["pass", "pass"],
             "to_mountain": True},
            {"kind": "allpass", "tricks": [0, 0, 10], "blind": True},
            {"kind": "allpass", "tricks": [2, 3, 5]},
            {"kind": "misere", "declarer": 2, "tricks": 0, "blind": True},
            {"kind": "contract", "declarer": 2, "level": 9, "suit": "diamonds", "defence": ["pass", "whist"],
             "tricks": [0, 1, 9]},
        ],
    },
    {
        "format": "preferans-desk", "version": 1, "players": ["W", "E", "S"],
        "rules": {"convention": "rostov", "pool_target": 20},
        "deals": [{"kind": "allpass", "tricks": [2, 3, 5]}, {"kind": "allpass", "tricks": [5, 5, 0]},
                  {"kind": "adjust", "mountain": [8, 19, 14], "whists": [[1, 0, 26], [2, 1, 2]]}],
    },
]

WEIRD_VALUES = [
    None, True, False, 0, 1, -1, 3, 7, 11, -10**6, 10**50, -(10**39), 2**63, 10**4000, 1.5, -0.0, 1e300,
    float("inf"), float("nan"), "", "x", "sochi", "contract", "whist", "half", "spades", "1/2", "1/0", "-3/4",
    "1e999", "1e50", "0.1", "NaN", "٣", "Ⅻ", "Пётр", "\u0000", "\ud800", "Bo\ud83d", "\udc00x", "a" * 5000,
    "я" * 12_000, [], {}, [1, 2, 3],
    [None, None, None, None], [0, 0, 0, 10], ["whist", "pass"], [[0, 1, 5]], {"6": 2}, {"kind": "adjust"},
]


# ----- the mutator -----
def _paths(root, max_depth=12) -> list[tuple]:
    """Every (container path, key) in a JSON tree, down to ``max_depth``."""
    found = []
    stack = [((), root)]
    while stack:
        prefix, node = stack.pop()
        if len(prefix) >= max_depth:
            continue
        items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
        for key, value in items:
            path = (*prefix, key)
            found.append(path)
            stack.append((path, value))
    return found


def _copied(tree):
    """A copy of a JSON tree (what copy.deepcopy gives for one, several times faster: the mutator's main cost)."""
    if isinstance(tree, dict):
        return {key: _copied(value) for key, value in tree.items()}
    if isinstance(tree, list):
        return [_copied(value) for value in tree]
    return tree  # a number, a string, a boolean or None: never changed in place


def _get(doc, path):
    for key in path:
        doc = doc[key]
    return doc


def _set(doc, path, value):
    _get(doc, path[:-1])[path[-1]] = value


def _mutate_tree(rng: random.Random, doc, nest: bool = False) -> str:
    """One mutation in place; ``nest`` wraps a value in up to thousands of lists and objects."""
    paths = _paths(doc)
    if not paths:
        return "empty"
    path = rng.choice(paths)
    parent = _get(doc, path[:-1])
    op = "nest" if nest else rng.choice(["delete", "weird", "weird", "swap", "number", "string", "null",
                                         "dup_deal", "add_key", "grow_list", "shrink_list", "streak"])
    if op == "delete":
        if isinstance(parent, dict):
            del parent[path[-1]]
        else:
            parent.pop(path[-1])
    elif op == "weird":
        _set(doc, path, _copied(rng.choice(WEIRD_VALUES)))
    elif op == "swap":
        other = rng.choice(paths)
        a, b = _get(doc, path), _get(doc, other)
        if path[: len(other)] != other and other[: len(path)] != path:  # neither inside the other
            _set(doc, path, _copied(b))
            _set(doc, other, _copied(a))
    elif op == "number":
        _set(doc, path, rng.choice([rng.randint(-12, 12), rng.randint(-10**45, 10**45), -rng.randint(1, 10**6)]))
    elif op == "string":
        _set(doc, path, rng.choice(["", "6", "whist", "2026-13-45", "сочи", str(rng.random())]))
    elif op == "null":
        _set(doc, path, None)
    elif op == "dup_deal" and isinstance(doc, dict) and isinstance(doc.get("deals"), list) and doc["deals"]:
        deals = doc["deals"]
        deal = _copied(rng.choice(deals))
        deals.insert(rng.randrange(len(deals) + 1), deal)
    elif op == "streak" and isinstance(doc, dict) and isinstance(doc.get("deals"), list) and doc["deals"]:
        # A run of one deal (an all-pass, at best) under a progression that grows or shrinks fast: the totals
        # go past any bound after a few dozen deals, or get ever finer fractions.
        rules = doc.get("rules")
        if isinstance(rules, dict) and isinstance(rules.get("settings", {}), dict):
            rules.setdefault("settings", {}).update(
                allpass_progression=rng.choice([[1, 2], [1, 1000], [2, 1], ["1/3", "1/7"]]),
                allpass_progression_after="geometric")
        deals = doc["deals"]
        allpasses = [deal for deal in deals if isinstance(deal, dict) and deal.get("kind") == "allpass"]
        deals.extend(_copied(rng.choice(allpasses or deals)) for _ in range(rng.choice([20, 60, 120])))
    elif op == "nest":
        depth = rng.choice([1, 2, 5, 50, 400, 900, 990, 3000])
        value = _get(doc, path)
        for _ in range(depth):
            value = [value] if rng.random() < 0.7 else {"k": value}
        _set(doc, path, value)
    elif op == "add_key":
        target = parent if isinstance(parent, dict) else doc if isinstance(doc, dict) else None
        if target is not None:
            key = rng.choice(["kind", "dealer", "tricks", "blind", "extra", "settings", "version", "players"])
            target[key] = _copied(rng.choice(WEIRD_VALUES))
    elif op == "grow_list" and isinstance(_get(doc, path), list):
        _get(doc, path).append(_copied(rng.choice(WEIRD_VALUES)))
    elif op == "shrink_list" and isinstance(_get(doc, path), list) and _get(doc, path):
        _get(doc, path).pop()
    return f"{op} at {path!r}"


def _mutate_bytes(rng: random.Random, data: bytes) -> tuple[bytes, str]:
    op = rng.choice(["truncate", "flip", "insert", "delete", "dup"])
    if not data:
        return data, "empty"
    i = rng.randrange(len(data))
    if op == "truncate":
        return data[:i], f"truncate at {i}"
    if op == "flip":
        return data[:i] + bytes([data[i] ^ (1 << rng.randrange(8))]) + data[i + 1:], f"flip byte {i}"
    if op == "insert":
        junk = rng.choice([b"{", b"[", b"]", b",", b'"', b"\\", b"\xff", b"\xc3", b"null", b"-", b"1e999", b"NaN"])
        return data[:i] + junk + data[i:], f"insert {junk!r} at {i}"
    if op == "delete":
        return data[:i] + data[i + rng.randint(1, 20):], f"delete at {i}"
    j = rng.randrange(len(data))
    return data[:i] + data[min(i, j):max(i, j)] + data[i:], f"duplicate {min(i, j)}:{max(i, j)}"


def mutated_inputs(rng: random.Random, document: dict, rounds: int):
    for _ in range(rounds):
        doc = _copied(document)
        steps = []
        for _ in range(rng.randint(1, 4)):
            steps.append(_mutate_tree(rng, doc))
        if rng.random() < 0.15:  # last, so that nothing walks the deep tree afterwards
            steps.append(_mutate_tree(rng, doc, nest=True))
        try:
            text = json.dumps(doc, ensure_ascii=rng.random() < 0.5)
        except (ValueError, RecursionError):
            continue
        data = text.encode("utf-8", "surrogatepass")
        if rng.random() < 0.25:
            data, step = _mutate_bytes(rng, data)
            steps.append(step)
        yield data, steps


# ----- the harness -----
def run_fuzz(seed: int, rounds: int) -> tuple[list[str], dict[str, int]]:
    """Feed mutated documents to loads; return (crashes, counts). What loads must also settle and save."""
    rng = random.Random(seed)
    crashes = []
    counts = {"loaded": 0, "refused": 0}
    for document in SEEDS:
        for data, steps in mutated_inputs(rng, document, rounds):
            try:
                loaded = gamefile.loads(data)
            except GameFileError as exc:
                counts["refused"] += 1
                assert str(exc) and "\n" not in str(exc), (steps, str(exc))
                continue
            except Exception as exc:  # noqa: BLE001 - any other exception is the finding
                crashes.append(f"{steps}: {type(exc).__name__}: {str(exc)[:200]}\n{traceback.format_exc(limit=-3)}")
                continue
            counts["loaded"] += 1
            try:
                result = settle_game(loaded.game)
                [fraction_str(x) for x in (*result.pool, *result.mountain, *result.exact, *result.result)]
                gamefile.dumps(loaded.game).encode("utf-8")
            except Exception as exc:  # noqa: BLE001
                crashes.append(f"{steps}: after loading: {type(exc).__name__}: {str(exc)[:200]}")
    return crashes, counts


@pytest.fixture(scope="module")
def fuzz_run():
    # A fresh thread starts with an empty Python stack, as the command line and the window do; under
    # pytest's deep stack the JSON parser gives up on nesting sooner and hides what the parser lets through.
    out = []
    worker = threading.Thread(target=lambda: out.append(run_fuzz(SEED, ROUNDS)))
    worker.start()
    worker.join()
    assert out, "the fuzz run itself failed"
    return out[0]


@pytest.mark.slow
def test_mutated_files_load_or_raise_gamefileerror(fuzz_run):
    crashes, counts = fuzz_run
    assert not crashes, f"{len(crashes)} crashes, e.g.:\n" + "\n".join(crashes[:5])
    # The mutations must both break files and leave some loadable.
    assert counts["loaded"] > 100 and counts["refused"] > 1000, counts


# ----- house conventions get the same treatment -----
CONVENTION = {"format": "preferans-desk-convention", "version": 1, "name": "Пятница", "base": "sochi",
              "settings": {"rounding": "exact", "allpass_progression": [1, 2, 2]}}


def test_mutated_conventions_parse_or_raise_conventionerror():
    rng = random.Random(SEED)
    for _ in range(3000):
        doc = copy.deepcopy(CONVENTION)
        for _ in range(rng.randint(1, 3)):
            _mutate_tree(rng, doc)
        try:
            parse_convention(doc, "fuzz.json")
        except ConventionError:
            pass
