"""Benchmark of an event's seating (a script, not a test): ``python benchmarks/event.py [PLAYERS] [ROUNDS]``.

Issue 25's figure: 24 players (default) in 6 rounds (default) seated with no repeats where the search finds it,
at tables of three and of four; target under 2 s each (issue 33: under a second). Prints the time, the pairs
that meet again and the most times any pair meets; then issue 33's case, ten players in four rounds at mixed
tables, whose seed 2 put one pair together in all four rounds.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run from a checkout without installing

from preferans_desk.night.night_rounds import new_event  # noqa: E402
from preferans_desk.night.seating import meetings, repeats  # noqa: E402


def main() -> None:
    players = int(sys.argv[1]) if len(sys.argv) > 1 else 24
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 6
    names = [f"Player {i + 1}" for i in range(players)]
    for size in (3, 4):
        for seed in ("1", "2", "3"):
            start = time.perf_counter()
            event = new_event(names, rounds, size if players % size == 0 else "mixed", "norepeat", seed)
            took = time.perf_counter() - start
            seated = [[table.players for table in r.tables] for r in event.rounds]
            print(f"{players} players, {rounds} rounds, tables of {size}, seed {seed}: {took:.2f} s, "
                  f"{repeats(seated)} repeated meetings, {_most(seated)}")
    for seed in ("1", "2", "3"):
        start = time.perf_counter()
        event = new_event(names[:10], 4, "mixed", "norepeat", seed)
        took = time.perf_counter() - start
        seated = [[table.players for table in r.tables] for r in event.rounds]
        print(f"10 players, 4 rounds, mixed, seed {seed}: {took:.2f} s, {repeats(seated)} repeated meetings, "
              f"{_most(seated)}")


def _most(seated: list[list[list[str]]]) -> str:
    most = max(meetings(seated).values())
    return f"a pair meets at most {'once' if most == 1 else f'{most} times'}"


if __name__ == "__main__":
    main()
