"""Benchmark of the live sheet (a script, not a test): ``python benchmarks/share.py``.

Every figure is measured in this one run (the machines are noisy: compare the figures of one run).

1. ``svg_text`` of a 3-player Sochi game of 300 deals (pool target 500, settled) laid out at 1000x1333
   (median of runs; goal under 50 ms), and for scale the layout itself and ``shared_state`` (every seat at
   the bottom in English and Russian, one ``LayoutCache``, as the window would publish after a deal).
2. The delay from ``publish`` to the event's arrival at 10 clients over loopback (median and worst of
   every client's arrival in 20 publishes; goals median < 50 ms, worst < 200 ms).
3. The memory of the process serving a 300-deal game (the resident set, Linux's /proc) with no client
   and with 32 connected, each having fetched the page and its sheet and holding its event stream open
   (a thread each in the server).
"""

from __future__ import annotations

import selectors
import socket
import statistics
import sys
import time
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run from a checkout without installing

from preferans_desk.core import settle_game  # noqa: E402
from preferans_desk.render.geometry import LayoutCache, layout_sheet  # noqa: E402
from preferans_desk.render.samples import sample_game  # noqa: E402
from preferans_desk.render.svg_painter import svg_text  # noqa: E402
from preferans_desk.share import ShareServer  # noqa: E402
from preferans_desk.share.state import shared_state  # noqa: E402

CLIENTS = 10
PUBLISHES = 20
MEMORY_CLIENTS = 32


def median_ms(fn, runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def svg_figures() -> None:
    game = sample_game(3, 300, "sochi", pool_target=500, seed=3)
    settlement = settle_game(game)
    layout = layout_sheet(game.sheet, 1000, 1333, settlement=settlement)
    svg = svg_text(layout)
    print(f"svg_text, 300 deals: {median_ms(lambda: svg_text(layout), 20):.1f} ms median (goal < 50 ms); "
          f"{len(svg) / 1024:.0f} KiB, {len(layout.texts)} texts, {len(layout.lines)} lines")
    fresh = median_ms(lambda: layout_sheet(game.sheet, 1000, 1333, settlement=settlement), 5)
    print(f"  for scale: layout_sheet (fresh cache) {fresh:.1f} ms")
    caches: dict[int, LayoutCache] = {}
    shared_state(game, settlement=settlement, caches=caches)
    print(f"  shared_state, 3 seats x 2 languages, warm caches: "
          f"{median_ms(lambda: shared_state(game, settlement=settlement, caches=caches), 5):.1f} ms")


def read_until_blank(sock: socket.socket) -> bytes:
    data = b""
    while not data.endswith((b"\n\n", b"\r\n\r\n")):
        chunk = sock.recv(1)
        if not chunk:
            raise ConnectionError("the stream ended")
        data += chunk
    return data


def event_figures() -> None:
    share = ShareServer()
    url = urlsplit(share.start())
    state = shared_state(sample_game(3, 300, "sochi", pool_target=500, seed=3))
    clients = []
    try:
        for _ in range(CLIENTS):
            sock = socket.create_connection((url.hostname, url.port), timeout=5)
            sock.sendall(f"GET {url.path}events HTTP/1.1\r\nHost: x\r\n\r\n".encode())
            read_until_blank(sock)  # the headers
            read_until_blank(sock)  # the version now
            clients.append(sock)
        while share.watchers < CLIENTS:
            time.sleep(0.01)
        delays = []
        for _ in range(PUBLISHES):
            delays += publish_and_wait(share, state, clients)
            time.sleep(0.05)
    finally:
        for sock in clients:
            sock.close()
        share.stop()
    print(f"publish to event, {CLIENTS} clients x {PUBLISHES}: median {statistics.median(delays):.2f} ms "
          f"(goal < 50), worst {max(delays):.2f} ms (goal < 200)")


def publish_and_wait(share: ShareServer, state, clients: list[socket.socket]) -> list[float]:
    """Publish once; each client's delay (ms) until its ``data:`` line has arrived."""
    with selectors.DefaultSelector() as selector:
        for sock in clients:
            selector.register(sock, selectors.EVENT_READ, bytearray())
        start = time.perf_counter()
        share.publish(state)
        delays = []
        while len(delays) < len(clients):
            for key, _events in selector.select(timeout=5):
                key.data.extend(key.fileobj.recv(4096))
                if key.data.endswith(b"\n\n"):
                    delays.append((time.perf_counter() - start) * 1000)
                    selector.unregister(key.fileobj)
            if time.perf_counter() - start > 5:
                raise TimeoutError("an event did not arrive")
    return delays


def resident_kib() -> int | None:
    """This process's resident set now, in KiB (None where /proc is not there)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        pass
    return None


def fetch(url, route: str) -> None:
    with socket.create_connection((url.hostname, url.port), timeout=5) as sock:
        sock.sendall(f"GET {url.path}{route} HTTP/1.1\r\nHost: x\r\n\r\n".encode())
        while sock.recv(65536):
            pass


def memory_figures() -> None:
    share = ShareServer()
    url = urlsplit(share.start())
    share.publish(shared_state(sample_game(3, 300, "sochi", pool_target=500, seed=3)))
    clients = []
    try:
        fetch(url, "")  # every path served once, so the first fetches' own costs are in both figures
        fetch(url, "sheet.svg?seat=0&lang=en")
        time.sleep(0.2)
        idle = resident_kib()
        for seat in range(MEMORY_CLIENTS):
            fetch(url, "")
            fetch(url, f"sheet.svg?seat={seat % 3}&lang={('en', 'ru')[seat % 2]}")
            sock = socket.create_connection((url.hostname, url.port), timeout=5)
            sock.sendall(f"GET {url.path}events HTTP/1.1\r\nHost: x\r\n\r\n".encode())
            read_until_blank(sock)
            clients.append(sock)
        while share.watchers < MEMORY_CLIENTS:
            time.sleep(0.01)
        time.sleep(0.2)
        busy = resident_kib()
    finally:
        for sock in clients:
            sock.close()
        share.stop()
    if idle is None or busy is None:
        print("memory: not measured here (no /proc/self/status)")
        return
    print(f"memory serving a 300-deal game: no client {idle / 1024:.1f} MiB, {MEMORY_CLIENTS} clients "
          f"{busy / 1024:.1f} MiB (+{(busy - idle) / 1024:.1f} MiB, {(busy - idle) / MEMORY_CLIENTS:.0f} KiB "
          f"a client)")


def main() -> None:
    svg_figures()
    event_figures()
    memory_figures()


if __name__ == "__main__":
    main()
