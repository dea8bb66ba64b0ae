"""A read-only live sheet for the players' phones: a small HTTP server on the standard library only.

Everything is served from memory under a random token path (``http://HOST:PORT/<token>/``); any other
path gets the same tiny 404. One request per connection (HTTP/1.0 style, the event stream excepted),
a bounded request head, a read timeout and a bounded number of connections keep a hostile or broken
client from holding the desk's resources. No Qt here: the server's threads must never touch it, and
the publisher (the window) hands over the SVGs ready-made. ``publish`` only swaps a reference under a
lock and wakes the event streams, so it never blocks the caller.
"""

from __future__ import annotations

import dataclasses
import errno
import hmac
import io
import json
import secrets
import socket
import socketserver
import sys
import threading
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, urlsplit

from .page import CSP, PAGE

MAX_CONNECTIONS = 32
MAX_HEAD = 8192  # bytes of request line and headers together
READ_TIMEOUT = 10.0  # seconds a client may take to send its whole request head (or to take one write)
PING_EVERY = 15.0  # seconds between the event stream's comments, so proxies and phones keep it open
LINGER, LINGER_BYTES = 1.0, 65536  # what a refused request's rest may take before the close
JOIN_WITHIN = 2.0  # seconds stop() waits for the threads altogether
TELL_WITHIN = 0.3  # seconds stop() gives the event streams to say that sharing has ended
END_EVENT = b"event: end\ndata: ended\n\n"  # the page then says that sharing has ended and stops asking
NEXT_PORTS = 9  # a busy port: the next ones are tried, then any free one
PORT_BUSY = {errno.EADDRINUSE, getattr(errno, "WSAEADDRINUSE", errno.EADDRINUSE)}  # Windows has its own

COMMON_HEADERS = (("Cache-Control", "no-store"), ("X-Content-Type-Options", "nosniff"),
                  ("Content-Security-Policy", CSP), ("Referrer-Policy", "no-referrer"),
                  ("X-Frame-Options", "DENY"))
REFUSED = (b"HTTP/1.0 503 Service Unavailable\r\nContent-Type: text/plain\r\nContent-Length: 5\r\n"
           b"Connection: close\r\nRetry-After: 5\r\n\r\nbusy\n")


@dataclass(frozen=True)
class SharedState:
    """What the server shows: SVGs by (language, seat at the bottom) and the facts as JSON.

    ``version`` is stamped by ``ShareServer.publish`` (one more each time)."""

    svg: Mapping[tuple[str, int], str] = field(default_factory=dict)
    state_json: dict[str, Any] = field(default_factory=dict)
    version: int = 0


class _Published:
    """A published state with its bytes encoded once (every phone fetches the same)."""

    __slots__ = ("state", "json", "svg")

    def __init__(self, state: SharedState):
        self.state = state
        self.json = json.dumps({**state.state_json, "version": state.version}, ensure_ascii=False,
                               separators=(",", ":")).encode()
        self.svg = {key: text.encode() for key, text in state.svg.items()}


class ShareServer:
    """The live sheet: ``start()`` it, ``publish`` each new state, ``stop()`` it."""

    def __init__(self, bind: str = "127.0.0.1", port: int = 0, move_if_busy: bool = True):
        self.bind, self.port, self.move_if_busy = bind, port, move_if_busy
        self.busy_port: int | None = None  # the port asked for, when it was in use and another was taken
        self.token = ""
        self._cond = threading.Condition()  # guards _published, _stopping, _ended and _watchers
        self._published = _Published(SharedState())
        self._stopping = False
        self._ended = False  # the share ended (its game is gone): every address answers 404
        self._watchers = 0
        self._issued = 0  # the last version handed out
        self._httpd: _Server | None = None
        self._thread: threading.Thread | None = None

    # ----- the publisher's side -----
    def start(self) -> str:
        """Listen and serve in a daemon thread; the base URL, with a new token each start."""
        if self._httpd is not None:
            raise RuntimeError("the share server is already running")
        self.token = secrets.token_urlsafe(24)  # 192 bits
        with self._cond:
            self._stopping = self._ended = False
        self._httpd = self._listen()
        self._thread = threading.Thread(target=self._httpd.serve_forever, kwargs={"poll_interval": 0.2},
                                        name="share-server", daemon=True)
        self._thread.start()
        return self.url

    def _listen(self) -> _Server:
        """A server on ``port``; if another program has it, on one of the next ports or any free one
        (``busy_port`` then says so), unless ``move_if_busy`` is off."""
        self.busy_port = None
        tries = [self.port]
        if self.port and self.move_if_busy:
            tries += [p for p in range(self.port + 1, self.port + 1 + NEXT_PORTS) if p < 65536] + [0]
        for port in tries:
            try:
                server = _Server((self.bind, port), self)
            except OSError as exc:
                if exc.errno not in PORT_BUSY or port == tries[-1]:
                    raise
                continue
            if port != self.port:
                self.busy_port = self.port
            return server
        raise AssertionError("unreachable: the last try returns or raises")

    @property
    def port_now(self) -> int:
        """The port listened on (0 when stopped)."""
        return self._httpd.server_address[1] if self._httpd is not None else 0

    @property
    def url(self) -> str:
        if self._httpd is None:
            return ""
        host, port = self._httpd.server_address[:2]
        if host in ("0.0.0.0", ""):
            host = lan_address()
        return f"http://{host}:{port}/{self.token}/"

    def publish(self, state: SharedState) -> None:
        """Show ``state`` from now on and tell the event streams; never waits for a client."""
        with self._cond:
            self._issued += 1
            version = self._issued
        # Encoded outside the lock (the handlers wait for no publisher); of two racing, the later stays.
        published = _Published(dataclasses.replace(state, version=version))
        with self._cond:
            if version > self._published.state.version:
                self._published = published
            self._cond.notify_all()

    @property
    def watchers(self) -> int:
        """The event streams connected now."""
        with self._cond:
            return self._watchers

    def end(self) -> None:
        """End the share but keep listening: from now on every address answers 404, and the event
        streams are told that sharing has ended and closed, so that no phone shows what comes next."""
        with self._cond:
            self._ended = True
            self._published = _Published(SharedState(version=self._published.state.version))
            self._cond.notify_all()

    @property
    def ended(self) -> bool:
        with self._cond:
            return self._ended

    def stop(self) -> None:
        """Tell the event streams that sharing has ended (within ``TELL_WITHIN``), close the socket, end
        every connection and join the threads (within ``JOIN_WITHIN``)."""
        httpd, thread = self._httpd, self._thread
        if httpd is None:
            return
        with self._cond:
            self._stopping = True
            self._cond.notify_all()
            self._cond.wait_for(lambda: self._watchers == 0, TELL_WITHIN)
        httpd.shutdown()
        httpd.server_close()
        httpd.close_connections()
        end = time.monotonic() + JOIN_WITHIN
        if thread is not None:
            thread.join(max(0.0, end - time.monotonic()))
        httpd.join_handlers(end)
        self._httpd = self._thread = None

    # ----- the handlers' side -----
    def current(self) -> _Published:
        with self._cond:
            return self._published

    def wait_events(self, seen: int, timeout: float) -> int | None:
        """The version once it differs from ``seen`` (``seen`` again after ``timeout``); None once
        sharing has ended or stops."""
        with self._cond:
            self._cond.wait_for(lambda: self._stopping or self._ended or self._published.state.version != seen,
                                timeout)
            return None if self._stopping or self._ended else self._published.state.version

    def watching(self, delta: int) -> None:
        with self._cond:
            self._watchers += delta
            self._cond.notify_all()  # stop() waits for the streams to have said the end


class _Server(ThreadingHTTPServer):
    """Threads of its own, at most ``MAX_CONNECTIONS``: the next connection gets a 503 at once."""

    daemon_threads = True
    # SO_REUSEADDR lets Windows bind a port another program listens on: there, a busy port must fail.
    allow_reuse_address = sys.platform != "win32"
    request_queue_size = 2 * MAX_CONNECTIONS  # a table's phones connecting at once are not dropped

    def __init__(self, address: tuple[str, int], share: ShareServer):
        self.share = share
        self._lock = threading.Lock()
        self._handlers: dict[threading.Thread, socket.socket] = {}
        super().__init__(address, _Handler)

    def server_bind(self) -> None:
        """Bind without HTTPServer's reverse lookup of the address (a DNS query, slow on some networks)."""
        socketserver.TCPServer.server_bind(self)
        host, self.server_port = self.server_address[:2]
        assert isinstance(host, str)  # an AF_INET or AF_INET6 host is text (the stubs allow bytes)
        self.server_name = host

    def process_request(self, request, client_address) -> None:
        assert isinstance(request, socket.socket)  # a TCP server's request (the base class's type has UDP's too)
        thread = None
        with self._lock:
            if len(self._handlers) < MAX_CONNECTIONS:
                thread = threading.Thread(target=self._run, args=(request, client_address),
                                          name="share-connection", daemon=True)
                self._handlers[thread] = request
        if thread is None:
            self._refuse(request)
        else:
            thread.start()

    def _refuse(self, request: socket.socket) -> None:
        """A 503 written into the fresh socket's buffer (never blocks the accepting thread) and close."""
        try:
            request.setblocking(False)
            request.send(REFUSED)
        except OSError:
            pass
        self.shutdown_request(request)

    def _run(self, request, client_address) -> None:
        try:
            self.process_request_thread(request, client_address)
        finally:
            with self._lock:
                self._handlers.pop(threading.current_thread(), None)

    def close_connections(self) -> None:
        """Wake every handler blocked on its socket: reads see the end, writes fail."""
        with self._lock:
            sockets = list(self._handlers.values())
        for sock in sockets:
            try:
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def join_handlers(self, end: float) -> None:
        with self._lock:
            threads = list(self._handlers)
        for thread in threads:
            thread.join(max(0.0, end - time.monotonic()))

    def handle_error(self, request, client_address) -> None:
        pass  # a client gone mid-request is no news; nothing is printed from the server's threads


class _Handler(BaseHTTPRequestHandler):
    """One request per connection, read with a bounded head, answered from memory."""

    server: _Server  # pyright: ignore[reportIncompatibleVariableOverride] (only _Server makes this handler)
    timeout = READ_TIMEOUT
    server_version = "share"
    sys_version = ""
    protocol_version = "HTTP/1.0"
    default_request_version = "HTTP/1.0"  # a reply always has a status line

    def handle(self) -> None:
        self.close_connection = True
        self.request_version = "HTTP/1.0"  # for replies sent before the request line is parsed
        self.requestline, self.command = "", ""
        head = self._read_head()
        if head is None:
            return
        raw = self.rfile
        self.raw_requestline, _, rest = head.partition(b"\n")
        self.raw_requestline += b"\n"
        self.rfile = io.BytesIO(rest)  # the head already read, for the standard header parser
        try:
            if self.parse_request():
                self._dispatch()
        finally:
            self.rfile = raw
        self.wfile.flush()

    def _read_head(self) -> bytes | None:
        """The request line and headers: at most ``MAX_HEAD`` bytes within ``READ_TIMEOUT`` altogether (a
        client dribbling a byte at a time is cut off too); None if refused, too slow or gone."""
        deadline = time.monotonic() + READ_TIMEOUT
        data = b""
        try:
            while True:
                data = data.lstrip(b"\r\n")  # blank lines before a request line are allowed
                end = _head_end(data)
                if end > MAX_HEAD or (not end and len(data) > MAX_HEAD):
                    self._reply(431, b"too large\n")
                    self._linger()
                    return None
                if end:
                    self.connection.settimeout(READ_TIMEOUT)  # for the writes of the reply
                    return data[:end]
                left = deadline - time.monotonic()
                if left <= 0:
                    return None
                self.connection.settimeout(left)
                chunk = self.connection.recv(4096)
                if not chunk:
                    return None  # the client left before finishing
                data += chunk
        except OSError:  # timeout or reset
            return None

    def _dispatch(self) -> None:
        if self.command not in ("GET", "HEAD"):
            self._reply(405, b"method not allowed\n", extra=(("Allow", "GET, HEAD"),))
            self._linger()
            return
        parts = urlsplit(self.path)
        prefix = f"/{self.server.share.token}/"
        path = parts.path
        proven = path.startswith("/") and hmac.compare_digest(path[:len(prefix)].encode(), prefix.encode())
        if self.server.share.ended or not proven:
            self.send_error(404)
            return
        route = path[len(prefix):]
        try:
            query = parse_qs(parts.query, max_num_fields=8)
        except ValueError:  # too many fields
            self.send_error(400)
            return
        published = self.server.share.current()
        if route == "":
            self._reply(200, PAGE, "text/html; charset=utf-8")
        elif route == "state.json":
            self._reply(200, published.json, "application/json; charset=utf-8")
        elif route == "sheet.svg":
            self._sheet(published, query)
        elif route == "events":
            self._events(published.state.version)
        else:
            self.send_error(404)

    def _sheet(self, published: _Published, query: dict[str, list[str]]) -> None:
        lang = query.get("lang", ["en"])[0]
        seat = query.get("seat", ["0"])[0]
        body = published.svg.get((lang, int(seat))) if seat.isascii() and seat.isdigit() and len(seat) < 3 else None
        if body is None:
            self.send_error(404)
        else:
            self._reply(200, body, "image/svg+xml; charset=utf-8")

    def _events(self, version: int) -> None:
        """Server-Sent Events: the version now and on each publish, a comment every ``PING_EVERY``."""
        self._head(200, "text/event-stream; charset=utf-8", None)
        if self.command == "HEAD":
            return
        share = self.server.share
        share.watching(1)
        try:
            self.wfile.write(f"retry: 3000\ndata: {version}\n\n".encode())
            self.wfile.flush()
            while True:
                now = share.wait_events(version, PING_EVERY)
                if now is None:
                    self.wfile.write(END_EVENT)
                    self.wfile.flush()
                    return
                message = b": ping\n\n" if now == version else f"data: {now}\n\n".encode()
                version = now
                self.wfile.write(message)
                self.wfile.flush()
        except OSError:
            return  # the phone went away
        finally:
            share.watching(-1)

    def _linger(self) -> None:
        """Read (and drop) a little of what the client still sends before closing: closing with unread
        bytes resets the connection, and the client might never see the reply."""
        try:
            self.wfile.flush()
            self.connection.shutdown(socket.SHUT_WR)
            self.connection.settimeout(LINGER)
            left = LINGER_BYTES
            while left > 0:
                chunk = self.connection.recv(min(left, 16384))
                if not chunk:
                    break
                left -= len(chunk)
        except OSError:
            pass

    # ----- replies -----
    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        """Every error the same few bytes, whatever went wrong (the standard page names the server)."""
        self._reply(code, {404: b"not found\n"}.get(code, b"bad request\n"))

    def _reply(self, code: int, body: bytes, content_type: str = "text/plain; charset=utf-8",
               extra: tuple[tuple[str, str], ...] = ()) -> None:
        try:
            self._head(code, content_type, len(body), extra)
            if self.command != "HEAD":
                self.wfile.write(body)
        except OSError:
            pass

    def _head(self, code: int, content_type: str, length: int | None,
              extra: tuple[tuple[str, str], ...] = ()) -> None:
        self.send_response(code)
        self.send_header("Content-Type", content_type)
        if length is not None:
            self.send_header("Content-Length", str(length))
        for name, value in COMMON_HEADERS + extra:
            self.send_header(name, value)
        self.send_header("Connection", "close")
        self.end_headers()

    def version_string(self) -> str:
        return self.server_version  # no Python version for a stranger to read

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 (the base class's name)
        pass  # nothing printed from the server's threads; the desk is not a web server's console


def _head_end(data: bytes) -> int:
    """Where the head in ``data`` ends (after its blank line), or 0 if it has not ended yet."""
    ends = [i + len(mark) for mark in (b"\r\n\r\n", b"\n\n") if (i := data.find(mark)) >= 0]
    return min(ends) if ends else 0


def lan_address() -> str:
    """This machine's address on its network, for a server bound to every interface: a UDP socket
    "connected" to a documentation address (nothing is sent) tells which interface would be used."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))
            return probe.getsockname()[0]
        except OSError:
            return "127.0.0.1"
