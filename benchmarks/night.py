"""Benchmark of the club night's network (a script, not a test): ``python benchmarks/night.py [TABLES] [DEALS]``.

Every figure is measured in this one run (the machines are noisy: compare the figures of one run).

1. A night of TABLES tables of three (default 40, 120 players) on 127.0.0.1: the director's event book behind
   its receiver, and a table's link for each table. DEALS times (default 10) every table enters one more deal at
   once; printed is the delay from a table's ``publish`` to the director's standings holding that deal (the
   book's call back after the game is written and settled): median and worst over every table and deal (the
   issue's goal, with phones on the standings: median under 200 ms, worst under 1 s; the phones are not built
   yet, so this is the director's part of that path).
2. The standings after a deal (every player of the night ranked from the kept results): median of runs.
3. The director's process: its peak resident set (the receiver's threads, the tables' games settled).
"""

from __future__ import annotations

import resource
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run from a checkout without installing

from preferans_desk.core.gamefile import dumps  # noqa: E402
from preferans_desk.event.event_file import save as save_event  # noqa: E402
from preferans_desk.event.event_rounds import new_event  # noqa: E402
from preferans_desk.night.event_book import EventBook  # noqa: E402
from preferans_desk.night.receiver import DirectorReceiver  # noqa: E402
from preferans_desk.night.table_link import TableLink, join  # noqa: E402
from preferans_desk.render.samples import sample_game  # noqa: E402


def main(tables: int, deals: int) -> None:
    folder = Path(tempfile.mkdtemp())
    path = folder / "Night.prefevent"
    save_event(new_event([f"Player {n:03d}" for n in range(tables * 3)], 1, 3, "random", "40"), path)
    arrived: dict[tuple[int, int], float] = {}  # (table, deals) -> when the book had it
    lock = threading.Lock()
    book: EventBook

    def changed(number: int, t: int) -> None:
        with lock:
            arrived.setdefault((t, book.deals[number, t]), time.perf_counter())

    book = EventBook(path, on_change=changed)
    book.open_round(1)
    receiver = DirectorReceiver(book, "127.0.0.1", 0)
    host, port = receiver.start()
    address = f"{host}:{port}"
    codes = [table.code or "" for table in book.event.rounds[0].tables]
    games = [join(address, code).game for code in codes]
    source = sample_game(3, deals, "sochi", pool_target=20, seed=5).deals
    links = [TableLink(address, code) for code in codes]
    delays: list[float] = []
    try:
        for count in range(1, deals + 1):
            sent: dict[int, float] = {}
            for t, (game, link) in enumerate(zip(games, links, strict=True), 1):
                game.replace_deals(source[:count])
                text = dumps(game)
                sent[t] = time.perf_counter()
                link.publish(text)
            for link in links:
                link.wait_sent(10)
            with lock:
                delays += [arrived[t, count] - sent[t] for t in sent if (t, count) in arrived]
        standings = []
        for _ in range(20):
            start = time.perf_counter()
            book.standings()
            standings.append(time.perf_counter() - start)
    finally:
        for link in links:
            link.stop()
        receiver.stop()
    print(f"{tables} tables, {deals} deals each, every table at once: {len(delays)} copies reached the standings")
    print(f"  delay from a table's publish to the director's standings: median {statistics.median(delays) * 1000:.0f}"
          f" ms, worst {max(delays) * 1000:.0f} ms (goal with phones: median < 200 ms, worst < 1 s)")
    print(f"  the standings of {tables * 3} players after a deal: median {statistics.median(standings) * 1000:.1f} ms")
    print(f"  the director's peak memory: {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 40, int(sys.argv[2]) if len(sys.argv) > 2 else 10)
