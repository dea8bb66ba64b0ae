"""Benchmark of the live sheet (a script, not a test): ``python benchmarks/share.py``.

``python benchmarks/share.py starvation`` prints only the starvation figures (also svg, events, memory,
leaving).

Every figure is measured in this one run (the machines are noisy: compare the figures of one run).

1. ``svg_text`` of a 3-player Sochi game of 300 deals (pool target 500, settled) laid out at 1000x1333
   (median of runs; goal under 50 ms), and for scale the layout itself and ``shared_state`` (every seat at
   the bottom in English and Russian, one ``LayoutCache``, as the window would publish after a deal).
   Then, for 3 and 4 players, what drawing both shapes costs the publisher's worker thread against the
   portrait sheets alone: the first publish (fresh caches) and a publish after one more deal (the caches
   of the deal before), and the bytes the server then holds.
2. The delay from ``publish`` to the event's arrival at 10 clients over loopback (median and worst of
   every client's arrival in 20 publishes; goals median < 50 ms, worst < 200 ms).
3. The memory of the process serving a 300-deal game (the resident set, Linux's /proc) with no client
   and with 32 connected, each having fetched the page and its sheet and holding its event stream open
   (a thread each in the server).
4. Starvation: a real phone's visit (the page, state.json, and the event stream's first event, each on a
   connection of its own, as the page does) while hostile clients hold connections over loopback, each
   dribbling one byte of a request head that never ends every few seconds and connecting again at once when
   the server closes it: no such client, 32, 200 and 1,000 of them. The server runs in a process of its own
   (the clients' threads take nothing of its interpreter). Printed: the visits that got everything, the
   median and worst visit, the server's threads at the end, and how often the server cut a slow client.
   And how soon the places of 32 phones that close their event streams are free again (a ping is 15 s away).
"""

from __future__ import annotations

import random
import selectors
import socket
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run from a checkout without installing

from preferans_desk.core import settle_game  # noqa: E402
from preferans_desk.render.geometry import SHAPES, LayoutCache, layout_sheet  # noqa: E402
from preferans_desk.render.samples import sample_game  # noqa: E402
from preferans_desk.render.svg_painter import svg_text  # noqa: E402
from preferans_desk.share import ShareServer  # noqa: E402
from preferans_desk.share.share_limits import MAX_STREAMS  # noqa: E402
from preferans_desk.share.shared_state import shared_state  # noqa: E402

CLIENTS = 10
PUBLISHES = 20
MEMORY_CLIENTS = 32
SLOW_COUNTS = (0, 32, 200, 1000)  # hostile connections held at once in the starvation figures
DRIBBLE_EVERY = 3.0  # seconds between a slow client's bytes
SETTLE = 2.0  # seconds the slow clients have to take their places before the phone comes
VISITS = 20  # phone visits per figure, 0.1 s apart
NEVER_ENDS = b"GET / HTTP/1.1\r\nX-Slow: " + b"a" * 8000  # a head without its blank line
SERVE = """
import sys
sys.path.insert(0, sys.argv[1])
from preferans_desk.render.samples import sample_game
from preferans_desk.share import ShareServer
from preferans_desk.share.shared_state import shared_state
share = ShareServer()
url = share.start()
share.publish(shared_state(sample_game(3, 300, "sochi", pool_target=500, seed=3)))
print(url, flush=True)
sys.stdin.read()
share.stop()
"""


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
    caches: dict[tuple[int, str], LayoutCache] = {}
    shared_state(game, settlement=settlement, caches=caches)
    print(f"  shared_state, 3 seats x 2 languages x 2 shapes, warm caches: "
          f"{median_ms(lambda: shared_state(game, settlement=settlement, caches=caches), 5):.1f} ms")
    shape_figures()


def shape_figures() -> None:
    for n, convention in ((3, "sochi"), (4, "leningrad")):
        game = sample_game(n, 300, convention, pool_target=500, seed=3)
        for shapes in (("portrait",), SHAPES):
            cold = median_ms(lambda game=game, shapes=shapes: shared_state(game, caches={}, shapes=shapes), 5)
            warm = statistics.median(publish_next_deal(game, shapes) for _ in range(5)) * 1000
            held = sum(len(svg.encode()) for svg in shared_state(game, shapes=shapes).svg.values())
            print(f"  shared_state, {n} players x 2 languages, {' and '.join(shapes)}: first publish {cold:.1f} ms, "
                  f"after one more deal {warm:.1f} ms; {held / 1024:.0f} KiB of SVG")


def publish_next_deal(game, shapes: tuple[str, ...]) -> float:
    """Seconds of the publish of the game's last deal, the caches kept from the publish of the deal before."""
    caches: dict = {}
    shared_state(game, game.sheet_after(len(game.deals) - 1), caches=caches, shapes=shapes)
    start = time.perf_counter()
    shared_state(game, caches=caches, shapes=shapes)
    return time.perf_counter() - start


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
            sock.sendall(f"GET {url.path}events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
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
        sock.sendall(f"GET {url.path}{route} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
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
            sock.sendall(f"GET {url.path}events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
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


class SlowClients(threading.Thread):
    """``count`` connections dribbling a head that never ends, one byte each ``DRIBBLE_EVERY`` seconds;
    one the server closes is opened again at once. One thread, non-blocking sockets."""

    def __init__(self, address: tuple[str, int], count: int):
        super().__init__(daemon=True)
        self.address, self.count = address, count
        self.cut = 0  # connections the server closed
        self.stopping = False
        self.selector = selectors.DefaultSelector()
        self.due: dict[socket.socket, list] = {}  # socket -> [next send time, bytes sent]

    def open_one(self, now: float) -> None:
        sock = socket.socket()
        sock.setblocking(False)
        sock.connect_ex(self.address)
        self.selector.register(sock, selectors.EVENT_READ)
        self.due[sock] = [now + random.uniform(0, DRIBBLE_EVERY), 0]

    def close_one(self, sock: socket.socket) -> None:
        self.selector.unregister(sock)
        del self.due[sock]
        sock.close()

    def run(self) -> None:
        now = time.monotonic()
        for _ in range(self.count):
            self.open_one(now)
        while not self.stopping:
            for key, _events in self.selector.select(0.05):
                sock = key.fileobj
                try:
                    gone = not sock.recv(4096)  # a 503 or the end: closed either way
                except BlockingIOError:
                    continue
                except OSError:
                    gone = True
                if gone:
                    self.cut += 1
                    self.close_one(sock)
                    self.open_one(time.monotonic())
            now = time.monotonic()
            for sock, due in list(self.due.items()):
                if due[0] <= now:
                    try:
                        due[1] += sock.send(NEVER_ENDS[due[1]:due[1] + 1])
                    except OSError:
                        pass  # not connected yet
                    due[0] = now + DRIBBLE_EVERY
        for sock in list(self.due):
            self.close_one(sock)
        self.selector.close()


def get(address: tuple[str, int], target: str, until: bytes | None = None) -> bool:
    """One request; True when it answered 200 (and, for a stream, sent ``until``)."""
    with socket.create_connection(address, timeout=5) as sock:
        sock.sendall(f"GET {target} HTTP/1.1\r\nHost: {address[0]}:{address[1]}\r\n\r\n".encode())
        data = b""
        while chunk := sock.recv(65536):
            data += chunk
            if until is not None and until in data.partition(b"\r\n\r\n")[2]:
                break
    return data.startswith(b"HTTP/1.0 200 ")


def visit(address: tuple[str, int], path: str) -> float | None:
    """A phone opening the page: the seconds it took, or None if anything was refused or failed."""
    start = time.perf_counter()
    try:
        whole = get(address, path) and get(address, path + "state.json") and \
            get(address, path + "events", until=b"data: ")
    except OSError:
        return None
    return time.perf_counter() - start if whole else None


def server_threads(pid: int) -> str:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("Threads:"):
                return line.split()[1]
    except OSError:
        pass
    return "?"


def starvation_figures() -> None:
    server = subprocess.Popen([sys.executable, "-c", SERVE, str(ROOT)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)
    try:
        assert server.stdout is not None
        url = urlsplit(server.stdout.readline().strip())
        address = (url.hostname or "127.0.0.1", url.port or 0)
        for count in SLOW_COUNTS:
            slow = SlowClients(address, count)
            slow.start()
            time.sleep(SETTLE if count else 0)
            times = []
            for _ in range(VISITS):
                times.append(visit(address, url.path))
                time.sleep(0.1)
            threads = server_threads(server.pid)
            slow.stopping = True
            slow.join()
            whole = [t * 1000 for t in times if t is not None]
            spread = f"median {statistics.median(whole):.1f} ms, worst {max(whole):.1f} ms" if whole else "none"
            print(f"a phone's visit beside {count:>4} slow connections: {len(whole)}/{VISITS} whole, {spread}; "
                  f"server threads {threads}, slow connections cut {slow.cut}")
            time.sleep(0.5)
    finally:
        if server.stdin is not None:
            server.stdin.close()
        server.wait(10)


def leaving_figures() -> None:
    share = ShareServer()
    url = urlsplit(share.start())
    phones = []
    try:
        for _ in range(MAX_STREAMS):
            sock = socket.create_connection((url.hostname, url.port), timeout=5)
            sock.sendall(f"GET {url.path}events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
            read_until_blank(sock)
            read_until_blank(sock)
            phones.append(sock)
        while share.watchers < MAX_STREAMS:
            time.sleep(0.001)
        start = time.perf_counter()
        for sock in phones:
            sock.close()
        while share.watchers and time.perf_counter() - start < 20:
            time.sleep(0.001)
        freed = (time.perf_counter() - start) * 1000
    finally:
        share.stop()
    print(f"{MAX_STREAMS} phones close their event streams: every place free again in {freed:.1f} ms")


def main() -> None:
    figures = sys.argv[1:] or ["svg", "events", "memory", "starvation", "leaving"]
    for name in figures:
        {"svg": svg_figures, "events": event_figures, "memory": memory_figures,
         "starvation": starvation_figures, "leaving": leaving_figures}[name]()


if __name__ == "__main__":
    main()
