"""The director's receiver: a small HTTP server (standard library only, on the LAN base ``lan``) that the tables'
laptops reach over the local network. Three requests, each authenticated by the table's code
(``Authorization: Table CODE``):

- ``GET /night/v1/table``: the table the code opens: its round, table number, players, the revision the director
  holds and its game (a game file's document: a table joining, or joining again on another laptop, starts from
  it, and a table told ``newer_copy`` resolves against it);
- ``GET /night/v1/revision``: the same without the game, a few bytes: the tables ask it now and then, to send
  again when the director is behind (back after a crash, a round opened again);
- ``PUT /night/v1/game`` with ``X-Revision: N``: the table's whole game file. It is read and checked as any game
  file is; its players, their seats and its rules must be the table's; a revision not past the one kept is
  refused (409 ``newer_copy``), one too far past it (``MAX_REVISION_STEP``, or over ``MAX_REVISION``) too.

It is hostile-input code: off until the director starts it; one thread reads every request's head (at most
``MAX_HEADS`` at once, ``MAX_HEAD`` bytes each, within ``HEAD_WITHIN``), then one of ``MAX_CONNECTIONS`` threads
answers it (past them, a 503 at once); a body is at most ``MAX_BODY`` bytes, read within ``REQUEST_WITHIN``; a
wrong code is answered late (``WRONG_CODE_DELAY``). Every refusal, a malformed request's and an unknown method's
too, is one JSON object with its status: ``{"error": ENGLISH, "code": CODE, "params": {...}}``, the code and
parameters of ``night_refusals`` for the table to word in its language. The book (``TablesBook``) decides which
codes open which tables and keeps the games; it is called from the server's threads.
"""

from __future__ import annotations

import io
import json
import socket
import time
from http.server import BaseHTTPRequestHandler
from typing import Any

from preferans_desk.core.errors import GameFileError
from preferans_desk.core.gamefile import loads
from preferans_desk.lan.head_listener import HeadListener, PeerAddress, Stream, read_body
from preferans_desk.lan.lan_limits import Bounds
from preferans_desk.lan.listening import listen

from . import phone_routes
from .night_limits import (
    HEAD_WITHIN,
    JOIN_WITHIN,
    MAX_BODY,
    MAX_CONNECTIONS,
    MAX_HEAD,
    MAX_HEADS,
    REQUEST_WITHIN,
    SOCKET_WAIT,
    WRONG_CODE_DELAY,
)
from .night_refusals import Refusal
from .tables_book import NightRefusal, TablesBook, TableSeat

TABLE_PATH = "/night/v1/table"
REVISION_PATH = "/night/v1/revision"
GAME_PATH = "/night/v1/game"
PORT = 8643  # the director's default port (the live sheet's is 8642)
MAX_REVISION_DIGITS = 20  # more digits are no revision at all (the bound itself, 2**53, has 16)
JSON_TYPE = "application/json; charset=utf-8"


def refusal_reply(status: int, reason: str, refusal: Refusal) -> bytes:
    """A whole refusal the listener sends itself (a request with no thread: busy, a head too large)."""
    body = json.dumps({"error": refusal.text, "code": refusal.code, "params": refusal.params}).encode()
    return (f"HTTP/1.0 {status} {reason}\r\nContent-Type: application/json; charset=utf-8\r\n"
            f"Content-Length: {len(body)}\r\nConnection: close\r\nRetry-After: 1\r\n\r\n").encode() + body


BUSY = refusal_reply(503, "Service Unavailable", Refusal("busy"))
HEAD_TOO_LARGE = refusal_reply(431, "Request Header Fields Too Large",
                               Refusal("head_too_large", {"kilobytes": MAX_HEAD // 1024}))


def normal_code(code: str) -> str:
    """A table code as typed (any case, spaces or hyphens between its groups) as the director keeps it."""
    return "".join(code.split()).replace("-", "").upper()


class DirectorReceiver:
    """``start()`` it on an address, ``stop()`` it; the book answers for the tables. The port asked for, when busy,
    is moved from as the live sheet's is (the next ones, then any free one): ``busy_port`` then names it."""

    def __init__(self, book: TablesBook, bind: str = "127.0.0.1", port: int = PORT, move_if_busy: bool = True):
        self.book, self.bind, self.port, self.move_if_busy = book, bind, port, move_if_busy
        self._listener: _Listener | None = None
        self.address: tuple[str, int] | None = None  # listened on, while running
        self.busy_port: int | None = None  # the port asked for, when another program had it

    def start(self) -> tuple[str, int]:
        """Listen and serve in a daemon thread; the address listened on. ``OSError`` when no port can be had."""
        if self._listener is not None:
            raise RuntimeError("the director's receiver is already running")
        listening = listen(self.bind, self.port, self.move_if_busy)
        self.busy_port = listening.busy_port
        self._listener = _Listener(listening.socket, self.book)
        self._listener.start("night-receiver")
        host, port = self._listener.server_address[:2]
        self.address = str(host), int(port)
        return self.address

    @property
    def running(self) -> bool:
        return self._listener is not None

    def stop(self) -> None:
        """Stop listening, end the requests being answered and join the threads (within ``JOIN_WITHIN``)."""
        listener, self._listener, self.address = self._listener, None, None
        if listener is not None:
            listener.stop(JOIN_WITHIN)


class _Listener(HeadListener):
    def __init__(self, sock: socket.socket, book: TablesBook):
        self.book = book
        super().__init__(sock, Bounds(max_heads=MAX_HEADS, head_within=HEAD_WITHIN, max_head=MAX_HEAD,
                                      max_requests=MAX_CONNECTIONS, max_streams=0, too_large=HEAD_TOO_LARGE,
                                      busy=BUSY))

    def answer(self, sock: socket.socket, address: PeerAddress, head: bytes, rest: bytes,
               stream: Stream | None) -> None:
        _Handler(sock, address, self, head, rest)


class _Handler(BaseHTTPRequestHandler):
    """One request per connection, its head already read by the listener."""

    server: _Listener  # type: ignore[assignment]  # pyright: ignore[reportIncompatibleVariableOverride]
    protocol_version = "HTTP/1.0"  # one request a connection
    default_request_version = "HTTP/1.0"
    server_version = "PreferansDesk-Night"
    sys_version = ""

    def __init__(self, sock: socket.socket, address: PeerAddress, server: _Listener, head: bytes, rest: bytes):
        self.head, self.rest = head, rest
        self.deadline = time.monotonic() + REQUEST_WITHIN
        super().__init__(sock, address, server)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]

    @property
    def book(self) -> TablesBook:
        return self.server.book

    def setup(self) -> None:
        self.connection = self.request
        self.connection.settimeout(SOCKET_WAIT)
        self.rfile = io.BytesIO(self.head)  # the head already read, for the standard parser
        self.wfile = self.connection.makefile("wb")

    def finish(self) -> None:
        try:
            self.wfile.flush()
        except OSError:
            pass
        self.wfile.close()  # the listener closes the socket

    def handle(self) -> None:
        self.close_connection = True
        try:
            self.handle_one_request()
        except Exception as problem:  # noqa: BLE001 (the book's disk full, say: the table is told, and tries again)
            if getattr(self, "path", "").startswith(phone_routes.PREFIX):
                self._reply(*phone_routes.refusal_answer(NightRefusal(500, "entry_failed", problem=str(problem))))
            else:
                self._refuse(NightRefusal(500, "failed", problem=str(problem)))

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 (the standard library's name)
        """Nothing on the console: a refused request is answered, not logged."""

    def version_string(self) -> str:
        return self.server_version

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        """The standard parser's refusals (a malformed request, an unknown method) as the documented JSON."""
        if code == 501:
            self._refuse(NightRefusal(405, "method"))
        elif code == 431:
            self._refuse(NightRefusal(431, "head_too_large", kilobytes=MAX_HEAD // 1024))
        else:
            self._refuse(NightRefusal(400 if code < 500 else code, "bad_request"))

    def do_GET(self) -> None:  # noqa: N802 (the standard library's name)
        if self.path.startswith(phone_routes.PREFIX):
            return self._phone("GET")
        if self.path not in (TABLE_PATH, REVISION_PATH):
            return self._refuse(NightRefusal(404, "no_address"))
        seat = self._seat()
        if seat is None:
            return
        answer: dict[str, Any] = {"round": seat.round, "table": seat.table, "players": list(seat.players),
                                  "revision": seat.revision}
        if self.path == TABLE_PATH:
            answer["game"] = json.loads(self.book.game_text(seat))
            if seat.kept_over:  # the director kept its game over the table's copy of that revision
                answer["kept_over"] = seat.kept_over
        else:
            answer["deals"] = seat.deals
        self._reply(200, answer)

    def do_PUT(self) -> None:  # noqa: N802
        if self.path.startswith(phone_routes.PREFIX):
            return self._phone("PUT")
        if self.path != GAME_PATH:
            return self._refuse(NightRefusal(404, "no_address"))
        revision = self.headers.get("X-Revision", "")
        if not revision.isascii() or not revision.isdigit() or len(revision) > MAX_REVISION_DIGITS:
            return self._refuse(NightRefusal(400, "no_revision"))
        body = self._body()
        if body is None:
            return
        seat = self._seat()
        if seat is None:
            return
        try:
            deals = self._receive(seat, body, int(revision))
        except NightRefusal as refusal:
            return self._refuse(refusal)
        self._reply(200, {"deals": deals, "revision": int(revision)})

    def do_POST(self) -> None:  # noqa: N802
        if self.path.startswith(phone_routes.PREFIX):
            return self._phone("POST")
        self._refuse(NightRefusal(405, "method"))

    def do_other(self) -> None:
        if self.path.startswith(phone_routes.PREFIX):
            return self._phone(self.command)
        self._refuse(NightRefusal(405, "method"))

    do_DELETE = do_PATCH = do_HEAD = do_OPTIONS = do_other  # noqa: N815

    def _phone(self, method: str) -> None:
        """A phone's request (``phone_routes``), its body read within the request's time."""
        answer = phone_routes.answer(self.book, method, self.path, self.headers.get("Content-Length", ""),
                                     lambda length: read_body(self.connection, self.rest, length, self.deadline),
                                     self.headers.get("If-None-Match", ""))
        if answer is not None:
            self._reply(*answer)

    def _seat(self) -> TableSeat | None:
        """The table the request's code opens, or None with the refusal sent. A code is letters and digits: any
        other byte (the header is read as Latin-1) opens nothing, as a wrong code."""
        scheme, _, code = self.headers.get("Authorization", "").partition(" ")
        if scheme != "Table" or not code.strip():
            self._refuse(NightRefusal(401, "no_code"))
            return None
        try:
            if not code.isascii():
                raise NightRefusal(403, "wrong_code")
            return self.book.seat(normal_code(code))
        except NightRefusal as refusal:
            if refusal.refusal.code == "wrong_code":
                time.sleep(WRONG_CODE_DELAY)
            self._refuse(refusal)
            return None

    def _body(self) -> bytes | None:
        """The request's body, or None with the refusal sent: its length must be given and within bounds."""
        length = self.headers.get("Content-Length", "")
        if not length.isascii() or not length.isdigit() or len(length) > 12:
            self._refuse(NightRefusal(411, "no_length"))
            return None
        if int(length) > MAX_BODY:
            self._refuse(NightRefusal(413, "too_large", kilobytes=MAX_BODY // 1024))
            return None
        return read_body(self.connection, self.rest, int(length), self.deadline)  # None: gone, no one to answer

    def _receive(self, seat: TableSeat, body: bytes, revision: int) -> int:
        """Check the copy against the table, then hand it to the book."""
        try:
            game = loads(body).game
        except GameFileError as problem:
            raise NightRefusal(400, "unreadable_game", problem=str(problem)) from None
        if tuple(game.players) != seat.players or game.first_dealer != seat.first_dealer:
            raise NightRefusal(400, "other_players", players=", ".join(seat.players))
        if game.rules != seat.rules:
            raise NightRefusal(400, "other_rules")
        return self.book.receive(seat, game, body.decode("utf-8"), revision)

    def _refuse(self, refusal: NightRefusal) -> None:
        """A refusal: its English text, and its code and parameters for the table to word in its language."""
        self._reply(refusal.status, {"error": refusal.refusal.text, "code": refusal.refusal.code,
                                     "params": refusal.refusal.params})

    def _reply(self, status: int, answer: dict[str, Any] | phone_routes.Body) -> None:
        if isinstance(answer, phone_routes.Body):
            data, kind, headers = answer.data, answer.content_type, answer.headers
        else:
            data, kind, headers = json.dumps(answer, ensure_ascii=False).encode("utf-8"), JSON_TYPE, {}
        try:
            self.send_response(status)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(data)))
            for name, value in {"Cache-Control": "no-store", **headers}.items():
                self.send_header(name, value)
            self.send_header("Connection", "close")
            self.end_headers()
            self.wfile.write(data)
        except OSError:
            self.close_connection = True
