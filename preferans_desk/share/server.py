"""A read-only live sheet for the players' phones: a small HTTP server on the standard library only.

Everything is served from memory under a random token path (``http://HOST:PORT/<token>/``); any other
path gets the same tiny 404, and a Host header naming a domain gets a 421 (a page of another name, in a
player's browser, made to resolve to this machine, must not read the sheet). One request per connection
(HTTP/1.0 style, the event stream excepted). A hostile or broken client cannot hold the desk's resources
nor starve the phones: the heads still coming in are read by one thread, bounded in number and time,
apart from the budgets of the requests being answered and of the phones' event streams. No Qt here: the
server's threads must never touch it, and the publisher (the window) hands over the SVGs ready-made.
``publish`` only swaps a reference under a lock and wakes the event streams, so it never blocks the caller.
"""

from __future__ import annotations

import dataclasses
import errno
import hmac
import io
import ipaddress
import json
import secrets
import selectors
import socket
import sys
import threading
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qs, urlsplit

from .page import CSP, PAGE

if TYPE_CHECKING:
    from _typeshed import ReadableBuffer

MAX_HEADS = 64  # connections still sending their head; a new one closes the oldest (a socket each, no thread)
HEAD_WITHIN = 5.0  # seconds a client may take to send its whole request head
MAX_REQUESTS = 8  # threads answering requests whose head is in (from memory: each a moment's work)
MAX_STREAMS = 32  # event streams of phones that proved the token (a thread each, asleep between events)
MAX_HEAD = 8192  # bytes of request line and headers together
READ_TIMEOUT = 10.0  # seconds a client may take to take one write of a reply
BACKLOG = 128  # connections the system holds before they are accepted
ACCEPT_AT_ONCE = 32  # accepted in a row before the heads already in are read
POLL = 0.5  # seconds the listener sleeps at most (it wakes for each connection, read and stop anyway)
REUSE_ADDRESS = sys.platform != "win32"  # SO_REUSEADDR lets Windows bind a port another program listens on
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


def _plain(status: str, body: bytes) -> bytes:
    """A whole reply the listener sends itself (a stranger's requests take no thread), as a handler would."""
    return (f"HTTP/1.0 {status}\r\nServer: share\r\nContent-Type: text/plain; charset=utf-8\r\n"
            f"Content-Length: {len(body)}\r\n".encode()
            + b"".join(f"{name}: {value}\r\n".encode() for name, value in COMMON_HEADERS)
            + b"Connection: close\r\n\r\n" + body)


NOT_FOUND = _plain("404 Not Found", b"not found\n")  # a path without the token
TOO_LARGE = _plain("431 Request Header Fields Too Large", b"too large\n")
REFUSED = (b"HTTP/1.0 503 Service Unavailable\r\nContent-Type: text/plain\r\nContent-Length: 5\r\n"
           b"Connection: close\r\nRetry-After: 5\r\n\r\nbusy\n")


@dataclass(frozen=True)
class SharedState:
    """What the server shows: SVGs by (language, seat at the bottom, shape) and the facts as JSON.

    ``version`` is stamped by ``ShareServer.publish`` (one more each time)."""

    svg: Mapping[tuple[str, int, str], str] = field(default_factory=dict[tuple[str, int, str], str])
    state_json: dict[str, Any] = field(default_factory=dict[str, Any])
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
        self._thread = threading.Thread(target=self._httpd.serve, name="share-server", daemon=True)
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
        end = time.monotonic() + JOIN_WITHIN
        if thread is not None:
            thread.join(max(0.0, end - time.monotonic()))  # the listener closes its socket and the heads
        httpd.close_connections()
        httpd.join_handlers(end)
        self._httpd = self._thread = None

    # ----- the handlers' side -----
    def current(self) -> _Published:
        with self._cond:
            return self._published

    def wait_events(self, seen: int, timeout: float, stream: _Stream) -> int | None:
        """The version once it differs from ``seen`` (``seen`` again after ``timeout``); None once
        sharing has ended or stops, or the stream's phone is gone."""
        with self._cond:
            self._cond.wait_for(lambda: self._stopping or self._ended or stream.gone
                                or self._published.state.version != seen, timeout)
            return None if self._stopping or self._ended or stream.gone else self._published.state.version

    def hang_up(self, stream: _Stream) -> None:
        """The phone closed its stream: the stream's thread ends now, not at the next ping."""
        with self._cond:
            stream.gone = True
            self._cond.notify_all()

    def watching(self, delta: int) -> None:
        with self._cond:
            self._watchers += delta
            self._cond.notify_all()  # stop() waits for the streams to have said the end


PeerAddress = tuple[str, int] | tuple[str, int, int, int]  # a phone's (host, port), with IPv6's flow and scope


class _Pending:
    """A connection still sending its request head: what came so far, and until when it may come."""

    __slots__ = ("data", "deadline", "address", "draining")

    def __init__(self, address: PeerAddress, deadline: float):
        self.data, self.deadline, self.address = b"", deadline, address
        self.draining = -1  # once refused: how many more bytes are read (and dropped) before the close


class _Stream:
    """An event stream's connection, watched by the listener for the phone's leaving."""

    __slots__ = ("gone",)

    def __init__(self):
        self.gone = False


_LISTEN, _WAKE = object(), object()  # the selector's marks for the listening socket and the wake-up pair


class _Server:
    """One thread (``serve``) accepts the connections and reads every request head, without a thread per
    connection: a client that dribbles its head costs a socket and a buffer, at most ``MAX_HEADS`` of them
    (the oldest goes when a new one comes), each for at most ``HEAD_WITHIN``. A head read whole goes to a
    thread of its own budget: ``MAX_REQUESTS`` answering from memory, and ``MAX_STREAMS`` event streams of
    phones that proved the token (the listener sees a phone leave and frees its place at once). Past a
    budget, a 503 at once."""

    def __init__(self, address: tuple[str, int], share: ShareServer):
        self.share = share
        family = socket.AF_INET6 if ":" in address[0] else socket.AF_INET
        self.socket = socket.socket(family, socket.SOCK_STREAM)
        try:
            if REUSE_ADDRESS:
                self.socket.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            self.socket.bind(address)
            self.socket.listen(BACKLOG)
        except OSError:
            self.socket.close()
            raise
        self.socket.setblocking(False)
        self.server_address = self.socket.getsockname()
        self._selector = selectors.DefaultSelector()
        self._selector.register(self.socket, selectors.EVENT_READ, _LISTEN)
        self._wake_in, self._wake_out = socket.socketpair()
        self._wake_in.setblocking(False)
        self._wake_out.setblocking(False)
        self._selector.register(self._wake_in, selectors.EVENT_READ, _WAKE)
        self._pending: dict[socket.socket, _Pending] = {}  # oldest first
        self._lock = threading.Lock()  # guards what the handler threads touch: the budgets, _released, _serving
        self._requests: dict[threading.Thread, socket.socket] = {}
        self._streams: dict[threading.Thread, socket.socket] = {}
        self._released: list[socket.socket] = []  # ended streams' sockets, for the listener to close
        self._serving = True
        self._stopping = False

    # ----- the listener's thread -----
    def serve(self) -> None:
        try:
            while not self._stopping:
                now = time.monotonic()
                soonest = min((p.deadline for p in self._pending.values()), default=now + POLL)
                for key, _events in self._selector.select(max(0.0, min(soonest - now, POLL))):
                    sock = key.fileobj
                    assert isinstance(sock, socket.socket)  # only sockets are registered
                    if sock.fileno() != key.fd:
                        continue  # closed by an earlier event of this round
                    if key.data is _LISTEN:
                        self._accept()
                    elif key.data is _WAKE:
                        self._woken()
                    elif isinstance(key.data, _Pending):
                        if self._pending.get(sock) is key.data:  # not handed over nor dropped this round
                            self._read(sock, key.data)
                    elif self._selector.get_map().get(sock) is key:
                        self._watch(sock, key.data)
                self._expire(time.monotonic())
        finally:
            self._close_listener()

    def _accept(self) -> None:
        for _ in range(ACCEPT_AT_ONCE):  # then the heads already in are read too
            try:
                sock, address = self.socket.accept()
            except OSError:  # none left (BlockingIOError), or gone before its accept
                return
            sock.setblocking(False)
            if len(self._pending) >= MAX_HEADS:  # the oldest still sending its head makes room
                self._drop(next(iter(self._pending)))
            pending = _Pending(address, time.monotonic() + HEAD_WITHIN)
            self._pending[sock] = pending
            self._selector.register(sock, selectors.EVENT_READ, pending)
            self._read(sock, pending)  # a phone's head is usually there already

    def _read(self, sock: socket.socket, pending: _Pending) -> None:
        try:
            chunk = sock.recv(4096)
        except BlockingIOError:
            return
        except OSError:
            chunk = b""
        if not chunk:  # the client left before finishing
            self._drop(sock)
            return
        if pending.draining >= 0:
            pending.draining -= len(chunk)
            if pending.draining < 0:
                self._drop(sock)
            return
        pending.data = (pending.data + chunk).lstrip(b"\r\n")  # blank lines before a request line are allowed
        end = _head_end(pending.data)
        if end > MAX_HEAD or (not end and len(pending.data) > MAX_HEAD):
            self._too_large(sock, pending)
        elif end:
            self._hand_over(sock, pending, pending.data[:end])

    def _too_large(self, sock: socket.socket, pending: _Pending) -> None:
        """A 431, then a little of what still comes is read and dropped before the close: closing with
        unread bytes resets the connection, and the client might never see the reply."""
        try:
            sock.send(TOO_LARGE)
            sock.shutdown(socket.SHUT_WR)
        except OSError:
            self._drop(sock)
            return
        pending.data, pending.draining = b"", LINGER_BYTES
        pending.deadline = time.monotonic() + LINGER

    def _expire(self, now: float) -> None:
        """Too slow: closed without a word, as a client gone."""
        for sock in [s for s, p in self._pending.items() if p.deadline <= now]:
            self._drop(sock)

    def _drop(self, sock: socket.socket) -> None:
        self._forget(sock)
        sock.close()

    def _forget(self, sock: socket.socket) -> None:
        self._pending.pop(sock, None)
        self._selector.unregister(sock)

    def _hand_over(self, sock: socket.socket, pending: _Pending, head: bytes) -> None:
        """A head read whole to a thread of its budget, or a 503; a 404 at once when it does not name
        the token."""
        self._forget(sock)
        method, path = _target(head)
        token = self.share.token
        proven = bool(token) and hmac.compare_digest(path[:len(token) + 2], f"/{token}/".encode())
        if method != b"HEAD" and not proven:
            _refuse(sock, NOT_FOUND)
            return
        stream = _Stream() if proven and hmac.compare_digest(path, f"/{token}/events".encode()) else None
        budget, limit = (self._streams, MAX_STREAMS) if stream else (self._requests, MAX_REQUESTS)
        thread = threading.Thread(target=self._run, args=(sock, pending.address, head, stream), daemon=True,
                                  name="share-stream" if stream else "share-request")
        with self._lock:
            taken = len(budget) >= limit
            if not taken:
                budget[thread] = sock
        if taken:
            _refuse(sock)
            return
        if stream is not None:
            self._selector.register(sock, selectors.EVENT_READ, stream)
        sock.setblocking(True)
        thread.start()

    def _watch(self, sock: socket.socket, stream: _Stream) -> None:
        """A phone's stream has something to read: its end (or bytes it should not send), so it is gone."""
        try:
            if sock.recv(4096):  # once: the selector said there is something, a second read could wait
                return  # bytes a phone should not send, dropped: it is still there
        except BlockingIOError:
            return
        except OSError:
            pass
        self._selector.unregister(sock)
        self.share.hang_up(stream)

    def _woken(self) -> None:
        try:
            while self._wake_in.recv(512):
                pass
        except OSError:
            pass
        with self._lock:
            released, self._released = self._released, []
        for sock in released:
            if sock.fileno() >= 0 and self._selector.get_map().get(sock) is not None:
                self._selector.unregister(sock)
            sock.close()

    def _close_listener(self) -> None:
        with self._lock:
            self._serving = False
            released, self._released = self._released, []
        for sock in [*self._pending, *released]:
            sock.close()
        self._pending.clear()
        self._selector.close()
        self.socket.close()
        self._wake_in.close()

    # ----- the handler threads -----
    def _run(self, sock: socket.socket, address: PeerAddress, head: bytes, stream: _Stream | None) -> None:
        try:
            _Handler(sock, address, self, head, stream)
        except Exception:  # noqa: BLE001 (a client gone mid-request is no news; nothing is printed)
            pass
        finally:
            with self._lock:
                (self._streams if stream else self._requests).pop(threading.current_thread(), None)
                keep = stream is not None and self._serving
                if keep:  # registered with the listener: it closes the socket
                    self._released.append(sock)
            if keep:
                self._wake()
            else:
                _close(sock)

    def _wake(self) -> None:
        try:
            self._wake_out.send(b"x")
        except OSError:  # full (it is woken already) or closed
            pass

    # ----- the publisher's side -----
    def shutdown(self) -> None:
        self._stopping = True
        self._wake()

    def close_connections(self) -> None:
        """Wake every handler blocked on its socket: reads see the end, writes fail."""
        with self._lock:
            sockets = [*self._requests.values(), *self._streams.values()]
        for sock in sockets:
            try:
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def join_handlers(self, end: float) -> None:
        with self._lock:
            threads = [*self._requests, *self._streams]
        for thread in threads:
            thread.join(max(0.0, end - time.monotonic()))
        self._wake_out.close()


def _target(head: bytes) -> tuple[bytes, bytes]:
    """The method and the path (without the query) of a head's request line (the handler parses it all)."""
    words = head.split(b"\n", 1)[0].split()
    if len(words) < 2:
        return b"", b""
    return words[0], words[1].split(b"?", 1)[0].split(b"#", 1)[0]


def _refuse(sock: socket.socket, reply: bytes = REFUSED) -> None:
    """A short reply (a 503) written into the socket's buffer (never blocks the listener) and close."""
    try:
        sock.send(reply)
    except OSError:
        pass
    _close(sock)


def _close(sock: socket.socket) -> None:
    try:
        sock.shutdown(socket.SHUT_WR)
    except OSError:
        pass
    sock.close()


class _Writer(io.BufferedIOBase):
    """The handler's ``wfile``: every write sent whole (a socket's own ``send`` may send part)."""

    def __init__(self, sock: socket.socket):
        super().__init__()
        self.sock = sock

    def writable(self) -> bool:
        return True

    def write(self, data: ReadableBuffer, /) -> int:
        self.sock.sendall(data)
        return memoryview(data).nbytes


class _Handler(BaseHTTPRequestHandler):
    """One request per connection, its head already read by the listener, answered from memory."""

    # Only _Server makes this handler. The stubs want a socketserver.BaseServer, of which the handler uses nothing
    # (it reads our server's own fields): the two ignores below say so to mypy and to pyright.
    server: _Server  # type: ignore[assignment]  # pyright: ignore[reportIncompatibleVariableOverride]
    server_version = "share"
    sys_version = ""
    protocol_version = "HTTP/1.0"
    default_request_version = "HTTP/1.0"  # a reply always has a status line

    def __init__(self, sock: socket.socket, address: PeerAddress, server: _Server, head: bytes,
                 stream: _Stream | None):
        self.head, self.stream = head, stream
        super().__init__(sock, address, server)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]

    def setup(self) -> None:
        self.connection = self.request
        self.connection.settimeout(READ_TIMEOUT)  # for the writes of the reply (and a 405's linger)
        self.rfile = io.BytesIO()
        self.wfile = _Writer(self.connection)

    def finish(self) -> None:
        pass  # the server closes the socket

    def handle(self) -> None:
        self.close_connection = True
        self.request_version = "HTTP/1.0"  # for replies sent before the request line is parsed
        self.requestline, self.command = "", ""
        self.raw_requestline, _, rest = self.head.partition(b"\n")
        self.raw_requestline += b"\n"
        self.rfile = io.BytesIO(rest)  # the head already read, for the standard header parser
        if not self.parse_request():
            return
        if not _our_host(self.headers.get("Host"), self.connection):
            self._reply(421, b"wrong host\n")  # a page on another name (DNS rebinding) reads nothing here
            return
        self._dispatch()

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
        """The sheet of ``seat``, ``lang`` and ``shape`` (portrait unless asked); anything else is a 404
        (the values are only looked up, never used otherwise)."""
        lang = query.get("lang", ["en"])[0]
        seat = query.get("seat", ["0"])[0]
        shape = query.get("shape", ["portrait"])[0]
        good = seat.isascii() and seat.isdigit() and len(seat) < 3
        body = published.svg.get((lang, int(seat), shape)) if good else None
        if body is None:
            self.send_error(404)
        else:
            self._reply(200, body, "image/svg+xml; charset=utf-8")

    def _events(self, version: int) -> None:
        """Server-Sent Events: the version now and on each publish, a comment every ``PING_EVERY``."""
        stream = self.stream
        if stream is None:  # not seen as a stream by the listener: it has no place among them
            self.send_error(503)
            return
        self._head(200, "text/event-stream; charset=utf-8", None)
        if self.command == "HEAD":
            return
        share = self.server.share
        share.watching(1)
        try:
            self.wfile.write(f"retry: 3000\ndata: {version}\n\n".encode())
            self.wfile.flush()
            while True:
                now = share.wait_events(version, PING_EVERY, stream)
                if now is None:
                    if not stream.gone:
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
        self._reply(code, {404: b"not found\n", 503: b"busy\n"}.get(code, b"bad request\n"))

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


def _our_host(host: str | None, sock: socket.socket) -> bool:
    """No Host (an HTTP/1.0 client), ``localhost`` or an IP literal of this machine (the address the
    client reached, or a loopback one), with or without a port. A browser names a domain here only for a
    page of that domain: one made to resolve to this machine (DNS rebinding) must read nothing."""
    if host is None:
        return True
    name, port = _split_host(host.strip().lower())
    if name is None or not (port is None or (port.isascii() and port.isdigit() and len(port) <= 5)):
        return False
    if name == "localhost":
        return True
    try:
        address = ipaddress.ip_address(name)
        local = ipaddress.ip_address(str(sock.getsockname()[0]).split("%")[0])
    except (ValueError, OSError):
        return False
    mapped = getattr(local, "ipv4_mapped", None)  # an IPv4 client of a socket on IPv6
    return address.is_loopback or address in (local, mapped)


def _split_host(host: str) -> tuple[str | None, str | None]:
    """A Host header's name and port (None when it has none); None for a name that is not one."""
    if host.startswith("["):  # an IPv6 literal
        name, bracket, rest = host[1:].partition("]")
        if not bracket or (rest and not rest.startswith(":")):
            return None, None
        return name, rest[1:] if rest else None
    if host.count(":") > 1:  # an IPv6 literal without its brackets is no Host
        return None, None
    name, colon, port = host.partition(":")
    return name, port if colon else None


def lan_address() -> str:
    """This machine's address on its network, for a server bound to every interface: a UDP socket
    "connected" to a documentation address (nothing is sent) tells which interface would be used."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))
            return probe.getsockname()[0]
        except OSError:
            return "127.0.0.1"
