"""Plausible sample games for screenshots, benchmarks and tests: random but valid deals, seeded."""

from __future__ import annotations

import random

from preferans_desk.core import AllPass, Contract, Deal, Game, Misere, Rules, preset
from preferans_desk.core.engine import Sheet

SUITS = ("spades", "clubs", "diamonds", "hearts", "notrump")
NAMES = ["Anna", "Boris", "Vera", "Grigory"]


def sample_game(n_players: int = 3, deals: int = 20, convention: str = "sochi", pool_target: int = 20,
                seed: int = 1, whist_price: int | None = None) -> Game:
    """A game of ``deals`` deals; it plays on past the end so long games stay valid."""
    rules = Rules(convention, pool_target, preset(convention), whist_price=whist_price)
    game = Game(NAMES[:n_players], rules)
    rng = random.Random(seed)
    while len(game.deals) < deals:
        game.append(random_deal(game.sheet, rng))
    return game


def random_deal(sheet: Sheet, rng: random.Random) -> Deal:
    active = [s for s in range(sheet.n) if s != sheet.sits_out]
    roll = rng.random()
    if roll < 0.16:
        return _allpass(sheet.n, active, rng)
    if roll < 0.24:
        declarer = rng.choice(active)
        return Misere(declarer, rng.choice((0, 0, 0, 1, 2)))
    return _contract(sheet, active, rng)


def _allpass(n: int, active: list[int], rng: random.Random) -> AllPass:
    tricks: list[int | None] = [None] * n
    left = 10
    for seat in active[:-1]:
        count = rng.randint(0, min(left, 6))
        tricks[seat] = count
        left -= count
    tricks[active[-1]] = left
    return AllPass(tuple(tricks))


def _contract(sheet: Sheet, active: list[int], rng: random.Random) -> Contract:
    declarer = rng.choice(active)
    low = sheet.exit_level() if sheet.streak else 6
    level = max(low, rng.choices((6, 7, 8, 9, 10), (40, 30, 16, 9, 5))[0])
    defenders = [s for s in _clockwise(declarer, sheet.n) if s in active and s != declarer]
    defence = rng.choice((("whist", "whist"), ("whist", "pass"), ("pass", "whist"), ("pass", "pass")))
    if defence == ("pass", "pass"):
        return Contract(declarer, level, rng.choice(SUITS), defence)
    made = rng.random() < 0.75
    taken = rng.randint(level, 10) if made else rng.randint(max(0, level - 3), level - 1)
    tricks: list[int | None] = [None] * sheet.n
    tricks[declarer] = taken
    first = rng.randint(0, 10 - taken)
    tricks[defenders[0]], tricks[defenders[1]] = first, 10 - taken - first
    return Contract(declarer, level, rng.choice(SUITS), defence, tuple(tricks))


def _clockwise(start: int, n: int) -> list[int]:
    return [(start + i) % n for i in range(1, n)]
