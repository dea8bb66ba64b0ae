"""Benchmark of the scoring core (a script, not a test): ``python benchmarks/core.py``.

1. Random valid 3-player Sochi games (seeded) of 100, 1,000 and 10,000 deals: the time to score and settle
   each (best of a few runs) and the time per deal, which should stay about the same (linear cost).
2. The cost of appending one deal (``Game.append``) to a 1,000-deal game against a 10-deal game, measured
   in the same run: about 1x, since appending scores only the new deal.
3. The same games of 10,000 deals with the settings of RULES-v2-settings.md on (mountain first, give-ups,
   totuses, played and returned half-whists, the 3-player talon bonus, the end by rounds played out, truncate).
"""

from __future__ import annotations

import gc
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout without installing

from preferans_desk.core import AllPass, Contract, Game, Misere, Rules, preset, settle_game  # noqa: E402
from preferans_desk.core.deals import SUITS, Deal  # noqa: E402

PLAYERS = ["Anna", "Boris", "Vera"]
SEED = 2026
DEFENCES = [("pass", "pass"), ("whist", "pass"), ("pass", "whist"), ("whist", "whist")]


def random_deal(rng: random.Random) -> Deal:
    """A deal valid in any 3-player Sochi game (nobody sits out, no half-whist, blind or write-off)."""
    roll = rng.random()
    if roll < 0.65:
        declarer = rng.randrange(3)
        level = rng.choice([6, 6, 6, 7, 7, 8, 9, 10])
        defence = rng.choice(DEFENCES)
        tricks = None
        if "whist" in defence:
            t = min(10, max(0, level + rng.choice([-2, -1, 0, 0, 0, 1])))
            d1 = rng.randint(0, 10 - t)
            counts = {declarer: t, (declarer + 1) % 3: d1, (declarer + 2) % 3: 10 - t - d1}
            tricks = tuple(counts[seat] for seat in range(3))
        return Contract(declarer, level, rng.choice(SUITS), defence, tricks)
    if roll < 0.75:
        return Misere(rng.randrange(3), rng.choice([0, 0, 0, 1, 2]))
    a = rng.randint(0, 10)
    b = rng.randint(0, 10 - a)
    counts = [a, b, 10 - a - b]
    rng.shuffle(counts)
    return AllPass(tuple(counts))


def random_deals(count: int, seed: int) -> list[Deal]:
    rng = random.Random(seed)
    return [random_deal(rng) for _ in range(count)]


# RULES-v2-settings.md with every new kind of deal allowed and every new rule that costs time switched on.
V2_SETTINGS = {
    "mountain_first": True, "duty_8_10": "each_personal", "half_whist_levels": [6, 7], "half_whist_by": "either",
    "half_whist_returned": "fixed_fee", "half_whist_mode": "played", "allpass_zero_bonus_scale": "fixed",
    "allpass_zero_bonus_to": "mountain", "talon_bonus_3p": True, "give_up": "without_three", "totus": True,
    "totus_bonus": 2, "allpass_streak_reset": "made_game", "rounding": "truncate", "end_condition": "rounds",
    "end_rounds": 1000, "end_open_streak": "play_out",
}


def random_v2_deal(rng: random.Random) -> Deal:
    """A deal of ``random_deal``, now and then made a give-up, a totus or a half-whist, with talon tricks."""
    deal = random_deal(rng)
    if not isinstance(deal, Contract):
        return deal
    roll, talon = rng.random(), rng.randint(0, 3)
    if roll < 0.05:
        return Contract(deal.declarer, deal.level, deal.suit, ("pass", "pass"), concede=True)
    if roll < 0.08:
        t = rng.choice([10, 10, 9])
        tricks = tuple(t if seat == deal.declarer else 0 for seat in range(3))
        tricks = tuple(10 - t if seat == (deal.declarer + 1) % 3 else n for seat, n in enumerate(tricks))
        return Contract(deal.declarer, 10, deal.suit, ("pass", "pass"), tricks, talon_tricks=talon, totus=True)
    if roll < 0.2 and deal.level in (6, 7):
        defence = rng.choice([("pass", "half"), ("half", "pass"), ("whist", "half"), ("half", "whist")])
        t = min(10, max(0, deal.level + rng.choice([-1, 0, 1])))
        tricks = tuple(t if seat == deal.declarer else 0 for seat in range(3))
        tricks = tuple(10 - t if seat == (deal.declarer + 1) % 3 else n for seat, n in enumerate(tricks))
        return Contract(deal.declarer, deal.level, deal.suit, defence, tricks, talon_tricks=talon)
    return Contract(deal.declarer, deal.level, deal.suit, deal.defence, deal.tricks, talon_tricks=talon)


def bench_new_settings() -> None:
    rng = random.Random(SEED)
    deals = [random_v2_deal(rng) for _ in range(10_000)]
    v2_rules = Rules("sochi", 20, preset("sochi", V2_SETTINGS), whist_price=1, currency="RUB")
    seconds = best_of(3, lambda: settle_game(Game(PLAYERS, v2_rules, deals)))
    print("Score + settle, 3-player Sochi with the settings of RULES-v2-settings.md on (best of runs):")
    print(f"  {10_000:>6} deals: {seconds * 1000:9.2f} ms   {seconds / 10_000 * 1e6:7.2f} us/deal")


def rules() -> Rules:
    return Rules.from_preset("sochi", 20, whist_price=1, currency="RUB")


def best_of(runs: int, work, gc_off: bool = False) -> float:
    best = float("inf")
    for _ in range(runs):
        gc.collect()
        if gc_off:
            gc.disable()
        try:
            start = time.perf_counter()
            work()
            best = min(best, time.perf_counter() - start)
        finally:
            gc.enable()
    return best


def score_and_settle(deals: list[Deal]) -> None:
    game = Game(PLAYERS, rules(), deals)
    settle_game(game)


def bench_score_and_settle() -> None:
    print("Score + settle, 3-player Sochi (best of runs):")
    per_deal = {}
    for count, runs in ((100, 20), (1_000, 7), (10_000, 3)):
        deals = random_deals(count, SEED + count)
        seconds = best_of(runs, lambda deals=deals: score_and_settle(deals))
        per_deal[count] = seconds / count
        print(f"  {count:>6} deals: {seconds * 1000:9.2f} ms   {per_deal[count] * 1e6:7.2f} us/deal")
    print(f"  per-deal ratio  1,000 / 100:    {per_deal[1_000] / per_deal[100]:5.2f}x  (1x = linear)")
    print(f"  per-deal ratio 10,000 / 1,000:  {per_deal[10_000] / per_deal[1_000]:5.2f}x")
    # Python's cyclic garbage collector walks every live object now and then, and a long game keeps many
    # (the ledger): with it off, what is left is the core's own cost.
    quiet = {}
    for count in (1_000, 10_000):
        deals = random_deals(count, SEED + count)
        quiet[count] = best_of(3, lambda deals=deals: score_and_settle(deals), gc_off=True) / count
    print(f"  same, garbage collector off:    {quiet[10_000] / quiet[1_000]:5.2f}x  "
          f"({quiet[1_000] * 1e6:.2f} and {quiet[10_000] * 1e6:.2f} us/deal)")


def bench_append() -> None:
    batch = random_deals(200, SEED + 1)

    def append_cost(prefix: int) -> float:
        """Seconds per Game.append, appending ``batch`` one deal at a time to a ``prefix``-deal game."""
        best = float("inf")
        for _ in range(9):
            game = Game(PLAYERS, rules(), random_deals(prefix, SEED + prefix))
            gc.collect()
            start = time.perf_counter()
            for deal in batch:
                game.append(deal)
            best = min(best, (time.perf_counter() - start) / len(batch))
        return best

    small, large = append_cost(10), append_cost(1_000)
    print("Game.append, one deal (best of runs, averaged over 200 appends):")
    print(f"  to a    10-deal game: {small * 1e6:7.2f} us")
    print(f"  to a 1,000-deal game: {large * 1e6:7.2f} us")
    print(f"  ratio 1,000 / 10:     {large / small:5.2f}x  (1x = appending does not replay)")


def main() -> None:
    start = time.perf_counter()
    print(f"Python {sys.version.split()[0]}, seed {SEED}")
    bench_score_and_settle()
    bench_append()
    bench_new_settings()
    print(f"Total {time.perf_counter() - start:.1f} s")


if __name__ == "__main__":
    main()
