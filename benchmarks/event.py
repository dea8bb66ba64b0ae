"""Benchmark of an event's seating (a script, not a test): ``python benchmarks/event.py [PLAYERS] [ROUNDS]``.

Issue 25's figure: 24 players (default) in 6 rounds (default) seated with no repeats where the search finds it,
at tables of three and of four; target under 2 s each. Prints the time and the pairs that meet again.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run from a checkout without installing

from preferans_desk.night.night_rounds import new_event  # noqa: E402
from preferans_desk.night.seating import repeats  # noqa: E402


def main() -> None:
    players = int(sys.argv[1]) if len(sys.argv) > 1 else 24
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 6
    names = [f"Player {i + 1}" for i in range(players)]
    for size in (3, 4):
        for seed in ("1", "2", "3"):
            start = time.perf_counter()
            event = new_event(names, rounds, size if players % size == 0 else "mixed", "norepeat", seed)
            took = time.perf_counter() - start
            met = repeats([[table.players for table in r.tables] for r in event.rounds])
            print(f"{players} players, {rounds} rounds, tables of {size}, seed {seed}: {took:.2f} s, "
                  f"{met} repeated meetings")


if __name__ == "__main__":
    main()
