"""The live-sheet server over loopback: what it serves, what it refuses, and that it stops cleanly.
Every socket has a timeout, so that a failing test fails instead of hanging."""

import dataclasses
import json
import socket
import threading
import time
import xml.etree.ElementTree as ET
from urllib.parse import urlsplit

import pytest

from preferans_desk.render.samples import sample_game
from preferans_desk.share import ShareServer
from preferans_desk.share.replies import END_EVENT
from preferans_desk.share.share_limits import MAX_HEAD, MAX_STREAMS, PING_EVERY
from preferans_desk.share.shared_state import shared_state

TIMEOUT = 5.0


@pytest.fixture
def server():
    share = ShareServer()
    share.start()
    yield share
    share.stop()


def address(share: ShareServer) -> tuple[str, int]:
    parts = urlsplit(share.url)
    return parts.hostname, parts.port


def connect(share: ShareServer) -> socket.socket:
    sock = socket.create_connection(address(share), timeout=TIMEOUT)
    sock.settimeout(TIMEOUT)
    return sock


def read_all(sock: socket.socket) -> bytes:
    data = b""
    while chunk := sock.recv(65536):
        data += chunk
    return data


def request(share: ShareServer, path: str, method: str = "GET", headers: str = "",
            host: str | None = "127.0.0.1") -> tuple[int, dict, bytes]:
    """One raw HTTP/1.1 request; the status, the headers (lower-cased names) and the body."""
    with connect(share) as sock:
        named = "" if host is None else f"Host: {host}\r\n"
        sock.sendall(f"{method} {path} HTTP/1.1\r\n{named}{headers}\r\n".encode())
        return parse(read_all(sock))


def parse(data: bytes) -> tuple[int, dict, bytes]:
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    fields = dict(line.split(": ", 1) for line in lines[1:])
    return int(lines[0].split()[1]), {k.lower(): v for k, v in fields.items()}, body


def base(share: ShareServer) -> str:
    return urlsplit(share.url).path


def share_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name.startswith("share-")]


@pytest.mark.parametrize("n", [3, 4])
def test_page_state_and_every_seats_svg(server, n):
    game = sample_game(n, 20, seed=3)
    server.publish(shared_state(game))
    status, headers, page = request(server, base(server))
    assert status == 200 and headers["content-type"].startswith("text/html")
    assert b"EventSource" in page and b"prefers-color-scheme" in page
    assert headers["cache-control"] == "no-store" and headers["x-content-type-options"] == "nosniff"
    csp = headers["content-security-policy"]
    assert "default-src 'none'" in csp and "'sha256-" in csp and "unsafe" not in csp
    status, headers, body = request(server, base(server) + "state.json")
    facts = json.loads(body)
    assert status == 200 and facts["players"] == game.players and facts["deals"] == 20 and facts["version"] == 1
    for lang in ("en", "ru"):
        for seat in range(n):
            status, headers, body = request(server, f"{base(server)}sheet.svg?seat={seat}&lang={lang}")
            assert status == 200 and headers["content-type"].startswith("image/svg+xml")
            assert ET.fromstring(body).tag.endswith("svg")
    assert request(server, f"{base(server)}sheet.svg?seat={n}&lang=en")[0] == 404
    status, headers, body = request(server, base(server), "HEAD")
    assert status == 200 and body == b"" and int(headers["content-length"]) > 0


def test_anything_else_is_the_same_404(server):
    good = base(server)
    token = server.token
    bodies = set()
    for path in ("/", f"/{token[:-1]}/", f"/{token}x/", f"/{token}", f"/{token.upper()}/", good + "x",
                 good + "../../etc/passwd", good + "state.json/", "/favicon.ico", "*"):
        status, headers, body = request(server, path)
        assert status == 404, path
        bodies.add(body)
    assert bodies == {b"not found\n"}
    assert "python" not in headers.get("server", "").lower()


def test_only_get_and_head(server):
    for method in ("POST", "PUT", "DELETE", "OPTIONS"):
        status, headers, _body = request(server, base(server), method, "Content-Length: 0\r\n")
        assert status == 405 and headers["allow"] == "GET, HEAD"


def test_a_new_token_each_start():
    share = ShareServer()
    first = share.start()
    share.stop()
    second = share.start()
    share.stop()
    assert first != second and len(urlsplit(first).path) > 22  # 24 random bytes in base64


def read_event(sock: socket.socket) -> bytes:
    data = b""
    while not data.endswith((b"\n\n", b"\r\n\r\n")):
        data += sock.recv(1)
    return data


def test_an_event_reaches_a_client_as_soon_as_it_is_published(server):
    with connect(server) as sock:
        sock.sendall(f"GET {base(server)}events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
        head = read_event(sock)  # the headers end with a blank line too
        assert b" 200 " in head and b"text/event-stream" in head
        assert read_event(sock) == b"retry: 3000\ndata: 0\n\n"
        wait(lambda: server.watchers == 1)
        start = time.monotonic()
        server.publish(shared_state(sample_game(3, 5, seed=1)))
        # Pushed when published, not at the stream's next ping: a bound well under the ping's interval, and
        # generous, as a busy machine may take seconds to wake the stream's thread.
        sock.settimeout(PING_EVERY / 2)
        assert read_event(sock) == b"data: 1\n\n"
        assert time.monotonic() - start < PING_EVERY / 2


def open_streams(share: ShareServer, count: int) -> list[socket.socket]:
    """``count`` phones holding their event streams, each past its first event."""
    held = []
    try:
        for _ in range(count):
            sock = connect(share)
            held.append(sock)
            sock.sendall(f"GET {base(share)}events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
        for sock in held:
            read_event(sock)
            read_event(sock)
    except BaseException:
        for sock in held:
            sock.close()
        raise
    wait(lambda: share.watchers == count)
    return held


def wait(condition, within: float = 10.0) -> None:
    """Wait for ``condition``: a generous bound, as a busy machine may take seconds to run a thread."""
    deadline = time.monotonic() + within
    while not condition() and time.monotonic() < deadline:
        time.sleep(0.01)
    assert condition()


def test_the_stream_past_the_limit_is_refused_cleanly_and_the_page_still_served(server):
    held = open_streams(server, MAX_STREAMS)
    try:
        threads = len(threading.enumerate())
        status, headers, _body = request(server, base(server) + "events")
        assert status == 503 and headers["connection"] == "close"
        assert len(threading.enumerate()) == threads
        assert request(server, base(server) + "state.json")[0] == 200, "the streams have a budget of their own"
    finally:
        for sock in held:
            sock.close()
    wait(lambda: server.watchers == 0)
    assert request(server, base(server) + "state.json")[0] == 200


def test_a_closed_stream_frees_its_place_at_once(server):
    """The phone's leaving is seen when it closes, not at the next ping 15 s later."""
    held = open_streams(server, MAX_STREAMS)
    for sock in held:
        sock.close()
    start = time.monotonic()
    wait(lambda: server.watchers == 0, within=1.0)
    assert time.monotonic() - start < 1.0
    open_streams(server, MAX_STREAMS)[0].close()  # every place is free again


def dribblers(share: ShareServer, count: int) -> list[socket.socket]:
    """Tokenless connections that have sent a byte of their head, and will send the rest slowly."""
    slow = []
    for _ in range(count):
        sock = connect(share)
        sock.sendall(b"G")
        slow.append(sock)
    return slow


@pytest.mark.parametrize("count", [32, 200])
def test_slow_heads_do_not_starve_a_phone(server, count):
    server.publish(shared_state(sample_game(3, 2, seed=1)))
    slow = dribblers(server, count)
    try:
        for round_ in range(3):
            for sock in slow:
                try:
                    sock.send(b"E")  # one more byte each
                except OSError:
                    pass  # closed for a newer one: a dribbler gets no place for ever
            assert request(server, base(server))[0] == 200, f"the page, round {round_}"
            assert request(server, base(server) + "state.json")[0] == 200
            with connect(server) as phone:
                phone.sendall(f"GET {base(server)}events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
                assert b" 200 " in read_event(phone) and read_event(phone).startswith(b"retry:")
    finally:
        for sock in slow:
            sock.close()


@pytest.mark.parametrize("host", ["evil.example", "evil.example:8642", "127.0.0.1.nip.io", "LOCALHOST.example",
                                  "10.11.12.13", "127.1", "0x7f.0.0.1", "[::1", "::1", "127.0.0.1:port",
                                  "127.0.0.1:123456", ""])
def test_a_host_that_is_not_this_machines_address_is_refused(server, host):
    server.publish(shared_state(sample_game(3, 2, seed=1)))
    status, _headers, body = request(server, base(server) + "state.json", headers=f"Host: {host}\r\n",
                                     host=None)
    assert status == 421 and body == b"wrong host\n"


@pytest.mark.parametrize("host", ["127.0.0.1", "127.0.0.1:{port}", "localhost", "Localhost:{port}", "[::1]:{port}",
                                  None])
def test_this_machines_address_or_localhost_is_served(server, host):
    server.publish(shared_state(sample_game(3, 2, seed=1)))
    header = "" if host is None else f"Host: {host.format(port=address(server)[1])}\r\n"
    assert request(server, base(server) + "state.json", headers=header, host=None)[0] == 200


@pytest.mark.parametrize("shape", ["line", "headers"])
def test_an_oversized_request_is_refused(server, shape):
    if shape == "line":
        raw = f"GET {base(server)}?{'a' * MAX_HEAD} HTTP/1.1\r\n\r\n"
    else:
        raw = f"GET {base(server)} HTTP/1.1\r\n" + "X-Pad: 0123456789abcdef\r\n" * (MAX_HEAD // 20) + "\r\n"
    with connect(server) as sock:
        sock.sendall(raw.encode())
        status, _headers, body = parse(read_all(sock))
    assert status == 431 and body == b"too large\n"


def test_a_request_not_finished_holds_nothing_after_stop(monkeypatch):
    monkeypatch.setattr("preferans_desk.share.listener.HEAD_WITHIN", 60.0)  # a stop that waited for it would show
    share = ShareServer()
    share.start()
    sock = connect(share)
    sock.sendall(b"GET / HTTP/1.1\r\n")  # and never the rest
    time.sleep(0.1)
    start = time.monotonic()
    share.stop()
    assert time.monotonic() - start < 20  # its own bounds (about 2.5 s), with room for a busy machine
    wait(lambda: share_threads() == [])
    sock.close()


def test_stop_closes_the_port_and_ends_the_threads():
    share = ShareServer()
    share.start()
    host, port = address(share)
    events = connect(share)
    events.sendall(f"GET {base(share)}events HTTP/1.1\r\n\r\n".encode())
    read_event(events)
    assert share_threads()
    share.stop()
    wait(lambda: share_threads() == [])  # joined within stop's bound, or on a busy machine soon after
    assert read_all(events).endswith(b"")  # the stream ended (no exception, no hang)
    events.close()
    with pytest.raises(OSError):
        socket.create_connection((host, port), timeout=1.0).close()
    assert share.url == ""


def test_a_dribbling_client_is_cut_off_at_the_deadline(server, monkeypatch):
    listener = server._httpd
    monkeypatch.setattr(listener, "bounds", dataclasses.replace(listener.bounds, head_within=0.5))
    with connect(server) as sock:
        start = time.monotonic()
        closed = False
        for byte in b"GET / HTTP/1.1\r\nX-Slow: " + b"a" * 40:
            try:
                sock.sendall(bytes([byte]))
                time.sleep(0.05)
            except OSError:
                closed = True
                break
            if time.monotonic() - start > 1.5:
                break
        sock.settimeout(1.0)
        try:
            closed = closed or sock.recv(100) == b""
        except OSError:
            closed = True
    assert closed and time.monotonic() - start < 2.5


@pytest.mark.parametrize("n", [3, 4])
def test_both_shapes_are_served(server, n):
    """``shape=landscape`` gets the landscape sheet (4:3), no shape or ``shape=portrait`` the portrait one."""
    server.publish(shared_state(sample_game(n, 12, seed=4)))
    portrait = 3 / 4 if n == 3 else 1.0
    for query, aspect in (("", portrait), ("&shape=portrait", portrait), ("&shape=landscape", 4 / 3)):
        status, headers, body = request(server, f"{base(server)}sheet.svg?seat=1&lang=ru{query}")
        assert status == 200 and headers["content-type"].startswith("image/svg+xml")
        _x, _y, width, height = map(float, ET.fromstring(body).get("viewBox").split())
        assert width / height == pytest.approx(aspect, abs=1e-3), query


def test_odd_shapes_are_refused_plainly(server):
    server.publish(shared_state(sample_game(3, 2, seed=1)))
    for shape in ("Landscape", "square", "landscape%00", "landscape%20", "%2e%2e%2f", "%D0%BB", "l" * 2000):
        assert request(server, f"{base(server)}sheet.svg?seat=0&lang=en&shape={shape}")[0] == 404, shape
    # an empty value is no value (the portrait sheet), and of two the first is taken, as for every field
    status, _headers, body = request(server, f"{base(server)}sheet.svg?seat=0&lang=en&shape=")
    assert status == 200 and ET.fromstring(body).get("viewBox", "").endswith(" 1333.33")
    assert request(server, base(server) + "sheet.svg?shape=landscape&shape=bad")[0] == 200
    assert request(server, base(server) + "sheet.svg?shape=bad&shape=landscape")[0] == 404


def test_odd_queries_are_refused_plainly(server):
    server.publish(shared_state(sample_game(3, 2, seed=1)))
    assert request(server, base(server) + "sheet.svg?seat=%C2%B2&lang=en")[0] == 404
    assert request(server, base(server) + "sheet.svg?seat=0&lang=xx")[0] == 404
    assert request(server, base(server) + "sheet.svg?" + "&".join(f"a{i}=1" for i in range(20)))[0] == 400
    assert request(server, base(server) + "sheet.svg?seat=0&lang=en")[0] == 200


def busy_port() -> socket.socket:
    """A socket listening on a loopback port of its own, as another program's would."""
    other = socket.socket()
    other.bind(("127.0.0.1", 0))
    other.listen()
    return other


def test_a_busy_port_is_said_and_another_one_taken():
    with busy_port() as other:
        taken = other.getsockname()[1]
        share = ShareServer("127.0.0.1", taken)
        share.start()
        try:
            assert share.busy_port == taken and share.port_now not in (0, taken)
            assert f":{share.port_now}/" in share.url
            assert request(share, urlsplit(share.url).path)[0] == 200
        finally:
            share.stop()
        assert share.port_now == 0


def test_a_free_port_is_kept_and_a_busy_one_can_be_refused():
    with busy_port() as other:
        taken = other.getsockname()[1]
    share = ShareServer("127.0.0.1", taken)  # freed just now: taken as asked
    share.start()
    try:
        assert share.busy_port is None and share.port_now == taken
        strict = ShareServer("127.0.0.1", taken, move_if_busy=False)
        with pytest.raises(OSError):
            strict.start()
    finally:
        share.stop()


def test_an_ended_share_answers_404_at_once_and_tells_its_streams(server):
    server.publish(shared_state(sample_game(3, 2, seed=1)))
    with connect(server) as events:
        events.sendall(f"GET {base(server)}events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
        read_event(events)
        read_event(events)
        server.end()
        assert read_all(events) == END_EVENT, "the phone is told, then the stream closes"
    for path in ("", "state.json", "sheet.svg?seat=0&lang=en", "events"):
        assert request(server, base(server) + path)[0] == 404, path
    assert server.watchers == 0


def test_stop_tells_the_streams_that_sharing_has_ended():
    share = ShareServer()
    share.start()
    with connect(share) as events:
        events.sendall(f"GET {base(share)}events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
        read_event(events)
        read_event(events)
        share.stop()
        assert read_all(events) == END_EVENT
