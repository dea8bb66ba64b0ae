"""One request of the live sheet answered from memory: its head already read by the listener, checked (the
method, the token, the Host), then the page, the facts, a sheet or the event stream."""

from __future__ import annotations

import hmac
import io
import ipaddress
import socket
from http.server import BaseHTTPRequestHandler
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qs, urlsplit

from preferans_desk.lan.lan_limits import LINGER, LINGER_BYTES

from .night_page import NIGHT_PAGE
from .page import PAGE
from .published import Published
from .replies import COMMON_HEADERS, END_EVENT
from .share_limits import PING_EVERY, READ_TIMEOUT

if TYPE_CHECKING:
    from _typeshed import ReadableBuffer

    from .listener import Listener, PeerAddress, Stream


class Writer(io.BufferedIOBase):
    """The handler's ``wfile``: every write sent whole (a socket's own ``send`` may send part)."""

    def __init__(self, sock: socket.socket):
        super().__init__()
        self.sock = sock

    def writable(self) -> bool:
        return True

    def write(self, data: ReadableBuffer, /) -> int:
        self.sock.sendall(data)
        return memoryview(data).nbytes


class Handler(BaseHTTPRequestHandler):
    """One request per connection, its head already read by the listener, answered from memory."""

    # Only Listener makes this handler. The stubs want a socketserver.BaseServer, of which the handler uses nothing
    # (it reads our server's own fields): the two ignores below say so to mypy and to pyright.
    server: Listener  # type: ignore[assignment]  # pyright: ignore[reportIncompatibleVariableOverride]
    server_version = "share"
    sys_version = ""
    protocol_version = "HTTP/1.0"
    default_request_version = "HTTP/1.0"  # a reply always has a status line

    def __init__(self, sock: socket.socket, address: PeerAddress, server: Listener, head: bytes,
                 stream: Stream | None):
        self.head, self.stream = head, stream
        super().__init__(sock, address, server)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]

    def setup(self) -> None:
        self.connection = self.request
        self.connection.settimeout(READ_TIMEOUT)  # for the writes of the reply (and a 405's linger)
        self.rfile = io.BytesIO()
        self.wfile = Writer(self.connection)

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
        if not our_host(self.headers.get("Host"), self.connection):
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
            self._reply(200, NIGHT_PAGE if published.state.kind == "night" else PAGE, "text/html; charset=utf-8")
        elif route == "state.json":
            self._reply(200, published.json, "application/json; charset=utf-8")
        elif route == "sheet.svg":
            self._sheet(published, query)
        elif route == "table.svg":
            self._table(published, query)
        elif route == "events":
            self._events(published.state.version)
        else:
            self.send_error(404)

    def _sheet(self, published: Published, query: dict[str, list[str]]) -> None:
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

    def _table(self, published: Published, query: dict[str, list[str]]) -> None:
        """A club night's table's sheet, by ``round``, ``table`` and ``lang`` (English unless asked); anything else is
        a 404 (the language is only looked up)."""
        number, table = query.get("round", [""])[0], query.get("table", [""])[0]
        lang = query.get("lang", ["en"])[0]
        good = all(v.isascii() and v.isdigit() and len(v) < 4 for v in (number, table))
        body = published.tables.get((int(number), int(table), lang)) if good else None
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

def our_host(host: str | None, sock: socket.socket) -> bool:
    """No Host (an HTTP/1.0 client), ``localhost`` or an IP literal of this machine (the address the
    client reached, or a loopback one), with or without a port. A browser names a domain here only for a
    page of that domain: one made to resolve to this machine (DNS rebinding) must read nothing."""
    if host is None:
        return True
    name, port = split_host(host.strip().lower())
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


def split_host(host: str) -> tuple[str | None, str | None]:
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
