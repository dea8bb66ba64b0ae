"""Benchmark of tables scoring on phones (a script, not a test):
``python benchmarks/phone_scoring.py [TABLES] [DEALS]``.

A night of TABLES tables of three (default 40, 120 players) on 127.0.0.1: the director's event book behind its
receiver, and two "phones" per table (plain HTTP clients, as ``tests/night/phone_client.py``). DEALS times
(default 5) every table's first phone enters a deal and, once it is pending, the table's second phone confirms
it, every table at once, each asking again within a fifth of a second when the director answers busy (the worst
case: at a real night the deals are spread out). Printed: the delay from a confirmation sent to the director's
standings holding the deal (the book's call back, after the game, the event file and the entries are written),
and the confirmation's whole round trip: median and worst over every table and deal.

Then a second night of as many tables, its phones as the scoring page has them: three a table, each asking for
its table's ``state.json`` every ``night_limits.PHONE_POLL_EVERY`` seconds on its own clock (with
``If-None-Match`` once the director answers with an ``ETag``; and, where the director draws the table's sheet,
``sheet.svg`` whenever the tag changes), at once after its own requests, and at once again when a poll outlasted
its turn. DEALS times every table's first phone enters a deal and its second confirms it once its own poll shows
the deal pending and a second more (the page offers Confirm after the card's first second): every table within
the same few seconds. The phones run in a process of their own, as phones are other machines: the director's
process only answers. Printed: the delay from a confirmation sent to each phone of its table holding the deal,
and to the last of the three, median and worst; the director's load meanwhile (requests answered a second, the
share answered busy: 503); and the page itself (``GET /t/CODE/``, once it is served): its weight in bytes and the
resources outside it that it names (none is allowed).

Every figure is measured in this one run (the machines are noisy: compare the figures of one run).
"""

from __future__ import annotations

import http.client
import json
import multiprocessing
import os
import random
import re
import statistics
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Callable
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run from a checkout without installing

from preferans_desk.core.gamefile import deal_to_json  # noqa: E402
from preferans_desk.night.night_book import NightBook  # noqa: E402
from preferans_desk.night.night_file import save as save_event  # noqa: E402
from preferans_desk.night.night_limits import PHONE_POLL_EVERY  # noqa: E402
from preferans_desk.night.night_rounds import new_event  # noqa: E402
from preferans_desk.night.receiver import DirectorReceiver  # noqa: E402
from preferans_desk.render.samples import sample_game  # noqa: E402

CONFIRM_AFTER = 1.0  # seconds the page shows an entry's card before it offers Confirm
# what would load a resource from outside the page: an address in an attribute that loads one, a style's url() or
# @import, an absolute address fetched (data: and blob: URLs, anchors and the page's own paths are inside it)
EXTERNAL = re.compile(r"""\b(?:src|href|action|poster|srcset|data)\s*=\s*["']?\s*(?:[a-z][a-z0-9+.-]*:)?//"""
                      r"""|url\(\s*["']?\s*(?:https?:)?//|@import|fetch\(\s*["'`](?:https?:)?//""", re.I)


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


def new_night(folder: str, tables: int) -> Path:
    path = Path(folder) / "Bench.prefevent"
    save_event(new_event([f"Player {n}" for n in range(3 * tables)], 1, 3, "random", "7"), path)
    return path


def sample_deals(deals: int) -> list[dict]:
    return [deal_to_json(deal) for deal in sample_game(3, deals, "sochi", pool_target=20, seed=4).deals]


def main(tables: int = 40, deals: int = 5) -> None:
    print("the machine's load average (1, 5, 15 min): " + ", ".join(f"{x:.1f}" for x in os.getloadavg()))
    to_standings, round_trips, standings_ms = all_at_once(tables, deals)
    ms = [x * 1000 for x in to_standings]
    trips = [x * 1000 for x in round_trips]
    print(f"{tables} tables of three on phones, {deals} deals each, every table confirming at once")
    print(f"confirm -> the director's standings: median {statistics.median(ms):.0f} ms, worst {max(ms):.0f} ms")
    print(f"the confirmation's round trip: median {statistics.median(trips):.0f} ms, worst {max(trips):.0f} ms")
    print(f"the standings of {3 * tables} players: {standings_ms:.1f} ms")
    print()
    polling(tables, deals)
    print("the machine's load average then: " + ", ".join(f"{x:.1f}" for x in os.getloadavg()))


def all_at_once(tables: int, deals: int) -> tuple[list[float], list[float], float]:
    """The first night: two phones a table, no polling; (confirm -> standings, round trips, standings' ms)."""
    source = sample_deals(deals)
    with tempfile.TemporaryDirectory() as folder:
        path = new_night(folder, tables)
        reached: dict[tuple[int, int], float] = {}

        def changed(r: int, t: int) -> None:
            game = book.games.get((r, t))
            reached[(t, len(game.deals) if game is not None else 0)] = time.perf_counter()

        book = NightBook(path, on_change=changed)
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
    return to_standings, round_trips, standings_ms


# ----- the second night: the pages' polling -----
def ask(address: tuple[str, int], method: str, path: str, body: Any = None, headers: dict[str, str] | None = None
        ) -> tuple[int, dict[str, str], bytes]:
    """One request on its own connection (the director answers one a connection): status, headers, body."""
    connection = http.client.HTTPConnection(*address, timeout=30)
    try:
        connection.request(method, path, body=None if body is None else json.dumps(body).encode(),
                           headers=headers or {})
        reply = connection.getresponse()
        return reply.status, {k.lower(): v for k, v in reply.getheaders()}, reply.read()
    finally:
        connection.close()


class Load:
    """Every answer the phones got, by status (the director's load as the phones felt it)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.statuses: Counter[int] = Counter()
        self.tagged = False  # whether state.json came with an ETag

    def count(self, status: int) -> int:
        with self.lock:
            self.statuses[status] += 1
        return status

    def post(self, address: tuple[str, int], path: str, body: dict[str, Any]) -> int:
        """A phone's request, sent again within a fifth of a second while the director answers busy."""
        while (status := self.count(ask(address, "POST", path, body)[0])) == 503:
            time.sleep(random.uniform(0, 0.2))
        return status


class PagePhone:
    """One phone's page: its table's state as last answered, asked for on the phone's own clock."""

    def __init__(self, address: tuple[str, int], code: str, load: Load, sheet: bool):
        self.address, self.code, self.load, self.sheet = address, code, load, sheet
        self.etag = ""
        self.deals = 0
        self.entries: list[str] = []  # the open entry's id
        self.held: dict[int, float] = {}  # how many deals -> when the phone first held them (time.monotonic)
        self.changed = threading.Condition()
        self.polling = threading.Lock()  # one poll at a time: a poll asked for meanwhile follows it

    def poll(self) -> None:
        with self.polling:
            headers = {"If-None-Match": self.etag} if self.etag else {}
            status, head, body = ask(self.address, "GET", f"/t/{self.code}/state.json", headers=headers)
            self.load.count(status)
            if status != 200:  # 304: as it was; 503: asked again at the next turn
                return
            now = time.monotonic()
            state = json.loads(body)
            tag = head.get("etag", "")
            with self.changed:
                self.etag = tag
                for n in range(self.deals + 1, len(state["deals"]) + 1):
                    self.held.setdefault(n, now)
                self.deals = len(state["deals"])
                self.entries = [entry["id"] for entry in state["entries"]]
                self.changed.notify_all()
            if tag and self.sheet:  # the page draws the table's sheet again when the tag changes
                self.load.count(ask(self.address, "GET", f"/t/{self.code}/sheet.svg?shape=portrait&seat=1")[0])
            self.load.tagged |= bool(tag)

    def run(self, stop: threading.Event) -> None:
        """``setInterval(poll, PHONE_POLL_EVERY)`` from a moment of the phone's own."""
        turn = time.monotonic() + random.uniform(0, PHONE_POLL_EVERY)
        while not stop.wait(max(0.0, turn - time.monotonic())):
            self.poll()
            turn = max(turn + PHONE_POLL_EVERY, time.monotonic())  # a turn missed meanwhile: again at once

    def wait_for(self, holds: Callable[[PagePhone], bool]) -> None:
        with self.changed:
            if not self.changed.wait_for(lambda: holds(self), 120):
                raise TimeoutError(f"table {self.code}: a phone never saw its table change")


def table_deal(address: tuple[str, int], load: Load, phones: list[PagePhone], number: int, deal: dict,
               sent: dict[int, float]) -> None:
    """A table's deal: entered on its first phone, confirmed on the second once it shows it, held by all three."""
    first, second, _third = phones
    entry = f"d{number}"
    status = load.post(address, f"/t/{first.code}/entries", {"id": entry, "device": "first", "deal": deal})
    assert status == 201, status
    first.poll()
    second.wait_for(lambda phone: entry in phone.entries)
    time.sleep(CONFIRM_AFTER)
    sent[number] = time.monotonic()
    status = load.post(address, f"/t/{first.code}/entries/{entry}/confirm", {"device": "second"})
    assert status == 200, status
    second.poll()
    for phone in phones:
        phone.wait_for(lambda phone: phone.deals >= number)


def page_phones(address: tuple[str, int], codes: list[str], source: list[dict], pipe: Connection) -> None:
    """The phones' process: three polling pages a table; sent back, when every deal is held: the confirmations'
    times, when each phone held each deal, the answers by status and the seconds they came in."""
    load = Load()
    sheet = ask(address, "GET", f"/t/{codes[0]}/sheet.svg?shape=portrait&seat=1")[0] == 200
    phones = [[PagePhone(address, code, load, sheet) for _ in range(3)] for code in codes]
    stop = threading.Event()
    pollers = [threading.Thread(target=phone.run, args=(stop,)) for table in phones for phone in table]
    for poller in pollers:
        poller.start()
    time.sleep(2 * PHONE_POLL_EVERY)  # every page has its table
    with load.lock:
        load.statuses.clear()
    sent: list[dict[int, float]] = [{} for _ in codes]
    start = time.monotonic()
    for number in range(1, len(source) + 1):
        threads = [threading.Thread(target=table_deal, args=(address, load, table, number, source[number - 1],
                                                             sent[t])) for t, table in enumerate(phones)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    seconds = time.monotonic() - start
    stop.set()
    for poller in pollers:
        poller.join()
    pipe.send({"sent": sent, "held": [[phone.held for phone in table] for table in phones],
               "statuses": dict(load.statuses), "seconds": seconds, "sheet": sheet, "tagged": load.tagged})
    pipe.close()


def polling(tables: int, deals: int) -> None:
    source = sample_deals(deals)
    with tempfile.TemporaryDirectory() as folder:
        path = new_night(folder, tables)
        reached: dict[tuple[int, int], float] = {}  # (table, deals) -> when the book held them

        def changed(r: int, t: int) -> None:
            reached.setdefault((t, len(book.games[(r, t)].deals) if (r, t) in book.games else 0), time.monotonic())

        book = NightBook(path, on_change=changed)
        book.open_round(1)
        server = DirectorReceiver(book, "127.0.0.1", 0)
        address = server.start()
        codes = [str(table.code) for table in book.event.rounds[0].tables]
        try:
            spawn = multiprocessing.get_context("spawn")
            ours, theirs = spawn.Pipe()
            process = spawn.Process(target=page_phones, args=(address, codes, source, theirs))
            process.start()
            result = ours.recv()
            process.join()
            page = ask(address, "GET", f"/t/{codes[0]}/")
        finally:
            server.stop()
            book.close()
    each, last, standings = [], [], []
    for t, (sent, held) in enumerate(zip(result["sent"], result["held"], strict=True), 1):
        for number, when in sent.items():
            delays = [phone[number] - when for phone in held]
            each += delays
            last.append(max(delays))
            standings.append(reached[(t, number)] - when)
    print(f"{tables} tables of three, three pages a table polling state.json every {PHONE_POLL_EVERY} s "
          f"({'with' if result['tagged'] else 'without'} ETag/304, "
          f"{'drawing' if result['sheet'] else 'no'} sheet.svg), {deals} deals each")
    for name, delays in (("a phone of its table", each), ("all three phones", last),
                         ("the director's standings", standings)):
        ms = [x * 1000 for x in delays]
        print(f"confirm -> {name}: median {statistics.median(ms):.0f} ms, worst {max(ms):.0f} ms")
    statuses: dict[int, int] = result["statuses"]
    answered = sum(statuses.values())
    print(f"the director meanwhile: {answered / result['seconds']:.0f} requests answered a second over "
          f"{result['seconds']:.0f} s, {100 * statuses.get(503, 0) / answered:.1f} % answered busy (503); "
          f"by status: {dict(sorted(statuses.items()))}")
    status, head, body = page
    if status != 200:
        print(f"the page: not served yet (GET /t/CODE/ answered {status})")
        return
    named = sorted(set(EXTERNAL.findall(body.decode("utf-8", "replace"))))
    print(f"the page: {len(body)} bytes ({head.get('content-type')}), "
          f"{'names nothing outside it' if not named else 'names outside it: ' + ', '.join(named)}; "
          f"CSP: {head.get('content-security-policy', 'none')}")


if __name__ == "__main__":
    main(*(int(arg) for arg in sys.argv[1:3]))
