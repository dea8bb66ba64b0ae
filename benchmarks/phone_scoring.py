"""Benchmark of tables scoring on phones (a script, not a test):
``python benchmarks/phone_scoring.py [TABLES] [DEALS]``.

A night of TABLES tables of three (default 40, 120 players) on 127.0.0.1: the director's event book behind its
receiver, and two "phones" per table (plain HTTP clients, as ``tests/night/phone_client.py``). DEALS times
(default 5) every table's first phone enters a deal and, once it is pending, the table's second phone confirms
it, every table at once, each asking again within a fifth of a second when the director answers busy (the worst
case: at a real night the deals are spread out). Printed: the delay from a confirmation sent to the director's
standings holding the deal (the book's call back, after the game, the event file and the entries are written),
and the confirmation's whole round trip: median and worst over every table and deal. Every figure is measured
in this one run (the machines are noisy: compare the figures of one run).
"""

from __future__ import annotations

import http.client
import json
import random
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run from a checkout without installing

from preferans_desk.core.gamefile import deal_to_json  # noqa: E402
from preferans_desk.night.night_book import NightBook  # noqa: E402
from preferans_desk.night.night_file import save as save_event  # noqa: E402
from preferans_desk.night.night_rounds import new_event  # noqa: E402
from preferans_desk.night.receiver import DirectorReceiver  # noqa: E402
from preferans_desk.render.samples import sample_game  # noqa: E402


def post(address: tuple[str, int], path: str, body: dict) -> int:
    """The request's status; a busy director (503: its 32 threads answering) is asked again within a fifth of a
    second, as a table's link does."""
    while True:
        connection = http.client.HTTPConnection(*address, timeout=30)
        try:
            connection.request("POST", path, body=json.dumps(body).encode())
            reply = connection.getresponse()
            reply.read()
        finally:
            connection.close()
        if reply.status != 503:
            return reply.status
        time.sleep(random.uniform(0, 0.2))


def main(tables: int = 40, deals: int = 5) -> None:
    players = [f"Player {n}" for n in range(3 * tables)]
    source = [deal_to_json(deal) for deal in sample_game(3, deals, "sochi", pool_target=20, seed=4).deals]
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "Bench.prefevent"
        save_event(new_event(players, 1, 3, "random", "7"), path)
        reached: dict[tuple[int, int], float] = {}
        book = NightBook(path, on_change=lambda r, t: reached.__setitem__((t, len(book.games.get((r, t)).deals)
                                                                              if (r, t) in book.games else 0),
                                                                           time.perf_counter()))
        book.open_round(1)
        server = DirectorReceiver(book, "127.0.0.1", 0)
        address = server.start()
        codes = [table.code for table in book.event.rounds[0].tables]
        to_standings: list[float] = []
        round_trips: list[float] = []
        lock = threading.Lock()

        def table(t: int, code: str, number: int) -> None:
            entry = f"d{number}"
            status = post(address, f"/t/{code}/entries", {"id": entry, "device": "a", "deal": source[number - 1]})
            assert status == 201, status
            sent = time.perf_counter()
            status = post(address, f"/t/{code}/entries/{entry}/confirm", {"device": "b"})
            done = time.perf_counter()
            assert status == 200, status
            with lock:
                round_trips.append(done - sent)
                to_standings.append(reached[(t, number)] - sent)

        try:
            for number in range(1, deals + 1):
                threads = [threading.Thread(target=table, args=(t, code, number)) for t, code in enumerate(codes, 1)]
                for thread in threads:
                    thread.start()
                for thread in threads:
                    thread.join()
            start = time.perf_counter()
            book.standings()
            standings_ms = (time.perf_counter() - start) * 1000
        finally:
            server.stop()
            book.close()
    ms = [x * 1000 for x in to_standings]
    trips = [x * 1000 for x in round_trips]
    print(f"{tables} tables of three on phones, {deals} deals each, every table confirming at once")
    print(f"confirm -> the director's standings: median {statistics.median(ms):.0f} ms, worst {max(ms):.0f} ms")
    print(f"the confirmation's round trip: median {statistics.median(trips):.0f} ms, worst {max(trips):.0f} ms")
    print(f"the standings of {len(players)} players: {standings_ms:.1f} ms")


if __name__ == "__main__":
    main(*(int(arg) for arg in sys.argv[1:3]))
