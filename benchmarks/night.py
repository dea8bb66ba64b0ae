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

``python benchmarks/night.py window [TABLES]`` times the director's window itself, headless
(QT_QPA_PLATFORM=offscreen), with the projector open, the tables sending over 127.0.0.1:

5. A copy's arrival at the receiver (the book's ``receive`` entered: the game written and settled is part of it)
   to both views updated (the director's tables show its deals, the projector's standings agree with the
   director's, the views painted): each table in turn, a table's copy sent ``PACE`` after the one before was
   shown, three times round; median and worst (goal: median under 16.7 ms, one frame).
6. Every table sending at once (as when the director's laptop comes back): the GUI thread's longest stall, from
   a 1 ms timer's gaps (goal: under 250 ms).
7. The same arrival-to-update at 999 players (333 tables; the format's limit is 1,000): usable, well under a second.
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
    from preferans_desk.night.night_moment import of_book
    from preferans_desk.share import ShareServer

    share = ShareServer("127.0.0.1", 0)
    url = urlsplit(share.start())
    sheets: dict = {}
    versions: dict[tuple[int, int], int] = {}  # (table, deals) -> the version of the state that holds them
    previous = book.on_change

    def changed(number: int, t: int) -> None:
        if previous is not None:
            previous(number, t)
        share.publish(night_state(of_book(book), sheets))
        versions[t, book.deals[number, t]] = share.current().state.version

    book.on_change = changed
    share.publish(night_state(of_book(book), sheets))
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


PACE = 0.03  # s between one table's copy shown and the next table's sent: 40 tables send one every few seconds


def _cell(view, row: int, column: int) -> str:
    model = view.model()
    return str(model.data(model.index(row, column)))


def _window_night(players: int):
    """A director's window (with its projector open) on a new night of ``players``, its round 1 open to the tables
    on 127.0.0.1, every copy's arrival at the book stamped."""
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from preferans_desk.gui.night_views.director_window import DirectorWindow

    app = QApplication.instance() or QApplication([])
    path = Path(tempfile.mkdtemp()) / "Night.prefevent"
    save_event(new_event([f"Player {n:04d}" for n in range(players)], 1, 3, "random", "40"), path)
    window = DirectorWindow(path)
    window.resize(1366, 768)
    window.show()
    window.open_button.click()
    window.show_projector()
    book = window.book
    arrivals: dict[int, float] = {}  # table -> when its newest copy entered the book
    receive = book.receive

    def stamped(seat, *args, **kwargs):
        arrivals[seat.table] = time.perf_counter()
        return receive(seat, *args, **kwargs)

    book.receive = stamped  # type: ignore[method-assign]
    receiver = DirectorReceiver(book, "127.0.0.1", 0)
    host, port = receiver.start()
    address = f"{host}:{port}"
    codes = [table.code or "" for table in book.event.rounds[0].tables]
    games = [join(address, code).game for code in codes]
    links = [TableLink(address, code) for code in codes]
    for _ in range(20):
        app.processEvents()
    return app, window, receiver, links, games, arrivals


def _shown(window, t: int, deals: int) -> bool:
    """Whether the director's tables show table ``t``'s ``deals`` and every row the projector shows (a page of the
    standings, or all of them) agrees with the director's standings."""
    if not _cell(window.tables, t - 1, 3).split(" ")[0] == str(deals):
        return False
    own = window.standings
    whists = {_cell(own, r, 1): _cell(own, r, 3) for r in range(own.model().rowCount())}
    projector = window.projector.standings
    return all(whists.get(_cell(projector, r, 1)) == _cell(projector, r, 3)
               for r in range(projector.model().rowCount()))


def _one_by_one(app, window, links, games, arrivals, source, count: int, tables: list[int]) -> list[float]:
    """Each table of ``tables`` sends its game of ``count`` deals in turn: arrival to both views updated (s)."""
    delays = []
    for t in tables:
        games[t - 1].replace_deals(source[:count])
        arrivals.pop(t, None)
        links[t - 1].publish(dumps(games[t - 1]))
        deadline = time.perf_counter() + 60
        while not (t in arrivals and _shown(window, t, count)) and time.perf_counter() < deadline:
            app.processEvents()
        app.processEvents()  # the views painted
        delays.append(time.perf_counter() - arrivals[t])
        _idle(app, PACE)
    return delays


def _idle(app, seconds: float) -> None:
    """The GUI thread's event loop run for ``seconds``, as between two tables' deals at a club."""
    until = time.perf_counter() + seconds
    while time.perf_counter() < until:
        app.processEvents()
        time.sleep(0.001)


def window_main(tables: int) -> None:
    from PySide6.QtCore import QTimer

    source = sample_game(3, 12, "sochi", pool_target=20, seed=5).deals
    app, window, receiver, links, games, arrivals = _window_night(tables * 3)
    try:
        delays: list[float] = []
        for count in range(1, 4):
            delays += _one_by_one(app, window, links, games, arrivals, source, count, list(range(1, tables + 1)))
        ticks: list[float] = [time.perf_counter()]
        timer = QTimer(interval=1)
        timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
        timer.start()
        stalls = []
        for count in range(4, 9):
            ticks[:] = [time.perf_counter()]
            for game, link in zip(games, links, strict=True):
                game.replace_deals(source[:count])
                link.publish(dumps(game))
            deadline = time.perf_counter() + 120
            while (not all(_shown(window, t, count) for t in range(1, tables + 1))
                   and time.perf_counter() < deadline):
                app.processEvents()
            app.processEvents()
            stalls.append(max(b - a for a, b in zip(ticks, ticks[1:], strict=False)) if len(ticks) > 1 else 0)
        timer.stop()
    finally:
        for link in links:
            link.stop()
        receiver.stop()
        window.close()
    print(f"the director's window, {tables} tables ({tables * 3} players), the projector open:")
    print(f"  a copy's arrival to both views updated, each table in turn: median "
          f"{statistics.median(delays) * 1000:.1f} ms, worst {max(delays) * 1000:.1f} ms (goal: median < 16.7 ms)")
    print(f"  every table sending at once: the GUI thread's longest stall {max(stalls) * 1000:.0f} ms "
          f"(median of 5 bursts {statistics.median(stalls) * 1000:.0f} ms; goal < 250 ms)")
    big, big_window, big_receiver, big_links, big_games, big_arrivals = _window_night(999)
    try:
        big_delays = _one_by_one(big, big_window, big_links, big_games, big_arrivals, source, 1, [1, 167, 333])
    finally:
        for link in big_links:
            link.stop()
        big_receiver.stop()
        big_window.close()
    print(f"  at 999 players (333 tables): a copy's arrival to both views updated: median "
          f"{statistics.median(big_delays) * 1000:.0f} ms, worst {max(big_delays) * 1000:.0f} ms")


if __name__ == "__main__" and sys.argv[1:2] == ["window"]:
    window_main(int(sys.argv[2]) if len(sys.argv) > 2 else 40)
elif __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 40, int(sys.argv[2]) if len(sys.argv) > 2 else 10)
