"""Benchmark of the club night's network (a script, not a test): ``python benchmarks/night.py [TABLES] [DEALS]``.

Every figure is measured in this one run (the machines are noisy: compare the figures of one run).

1. A night of TABLES tables of three (default 40, 120 players) on 127.0.0.1: the director's event book behind
   its receiver, and a table's link for each table. DEALS times (default 10) every table enters one more deal at
   once; printed is the delay from a table's ``publish`` to the director's standings holding that deal (the
   book's call back after the game is written and settled): median and worst over every table and deal.
2. The standings after a deal (every player of the night ranked from the kept results): median of runs.
3. A deal to every phone: a phone on the night's page for each table (TABLES event streams of the live sheet's
   server, as Share with Phones starts it), the tables entering their deals one after another; from a table's
   publish to each phone's event for the state that holds the deal (the director publishing what the phones
   show, each table's sheet drawn again, as its window does): median and worst (goal: median under 200 ms,
   worst under 1 s).
4. The director's process: its peak resident set (the receiver's threads, the tables' games settled, the
   phones' streams).
"""

from __future__ import annotations

import resource
import selectors
import socket
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run from a checkout without installing

from preferans_desk.core.gamefile import dumps  # noqa: E402
from preferans_desk.night.night_book import NightBook  # noqa: E402
from preferans_desk.night.night_file import save as save_event  # noqa: E402
from preferans_desk.night.night_rounds import new_event  # noqa: E402
from preferans_desk.night.receiver import DirectorReceiver  # noqa: E402
from preferans_desk.night.table_link import TableLink, join  # noqa: E402
from preferans_desk.render.samples import sample_game  # noqa: E402


def phones_figures(book: NightBook, address: str, codes: list[str], source: list, phones: int) -> list[float]:
    """Each table enters one more deal in turn; the delays (s) from its publish to every phone's event."""
    from preferans_desk.gui.night_views.night_phones import night_state
    from preferans_desk.share import ShareServer

    share = ShareServer("127.0.0.1", 0)
    url = urlsplit(share.start())
    sheets: dict = {}
    versions: dict[tuple[int, int], int] = {}  # (table, deals) -> the version of the state that holds them
    previous = book.on_change

    def changed(number: int, t: int) -> None:
        if previous is not None:
            previous(number, t)
        share.publish(night_state(book, sheets))
        versions[t, book.deals[number, t]] = share.current().state.version

    book.on_change = changed
    share.publish(night_state(book, sheets))
    streams = [_stream(url) for _ in range(phones)]
    delays: list[float] = []
    try:
        for t, code in enumerate(codes, 1):
            game = join(address, code).game
            count = book.deals.get((1, t), 0) + 1
            game.replace_deals(source[:count])
            link = TableLink(address, code)
            start = time.perf_counter()
            link.publish(dumps(game))
            arrived = _arrivals(streams, lambda t=t, count=count: versions.get((t, count)))
            delays += [at - start for at in arrived]
            link.stop()
    finally:
        for sock in streams:
            sock.close()
        share.stop()
        book.on_change = previous
    return delays


def _stream(url) -> socket.socket:
    sock = socket.create_connection((url.hostname, url.port), timeout=10)
    sock.sendall(f"GET {url.path}events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
    return sock


def _arrivals(streams: list[socket.socket], wanted) -> list[float]:
    """When each stream's event for the version ``wanted()`` (or a later one) arrived, watched all at once."""
    arrived: dict[socket.socket, float] = {}
    with selectors.DefaultSelector() as selector:
        for sock in streams:
            selector.register(sock, selectors.EVENT_READ, bytearray())
        while len(arrived) < len(streams):
            for key, _events in selector.select(timeout=0.01):
                sock, buffer = key.fileobj, key.data
                assert isinstance(sock, socket.socket)
                buffer += sock.recv(4096)
                if any(line.startswith(b"data: ") and int(line[6:]) >= (wanted() or 1 << 62)
                       for line in bytes(buffer).split(b"\n")):
                    arrived[sock] = time.perf_counter()
                    selector.unregister(sock)
            for key in list(selector.get_map().values()):  # events that came before their version was known
                if any(line.startswith(b"data: ") and int(line[6:]) >= (wanted() or 1 << 62)
                       for line in bytes(key.data).split(b"\n")):
                    arrived[key.fileobj] = time.perf_counter()  # type: ignore[index]
                    selector.unregister(key.fileobj)
    return list(arrived.values())


def main(tables: int, deals: int) -> None:
    folder = Path(tempfile.mkdtemp())
    path = folder / "Night.prefevent"
    save_event(new_event([f"Player {n:03d}" for n in range(tables * 3)], 1, 3, "random", "40"), path)
    arrived: dict[tuple[int, int], float] = {}  # (table, deals) -> when the book had it
    lock = threading.Lock()
    book: NightBook

    def changed(number: int, t: int) -> None:
        with lock:
            arrived.setdefault((t, book.deals[number, t]), time.perf_counter())

    book = NightBook(path, on_change=changed)
    book.open_round(1)
    receiver = DirectorReceiver(book, "127.0.0.1", 0)
    host, port = receiver.start()
    address = f"{host}:{port}"
    codes = [table.code or "" for table in book.event.rounds[0].tables]
    games = [join(address, code).game for code in codes]
    source = sample_game(3, deals + 1, "sochi", pool_target=20, seed=5).deals  # one more for the phones
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
        phones = phones_figures(book, address, codes, source, tables)
    finally:
        for link in links:
            link.stop()
        receiver.stop()
    print(f"{tables} tables, {deals} deals each, every table at once: {len(delays)} copies reached the standings")
    print(f"  delay from a table's publish to the director's standings: median {statistics.median(delays) * 1000:.0f}"
          f" ms, worst {max(delays) * 1000:.0f} ms (every table at once: the worst case)")
    print(f"  the standings of {tables * 3} players after a deal: median {statistics.median(standings) * 1000:.1f} ms")
    print(f"  a deal to each of {tables} phones on the night's page, the tables one after another: median "
          f"{statistics.median(phones) * 1000:.0f} ms, worst {max(phones) * 1000:.0f} ms (goal: median < 200 ms, "
          "worst < 1 s)")
    print(f"  the director's peak memory: {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 40, int(sys.argv[2]) if len(sys.argv) > 2 else 10)
