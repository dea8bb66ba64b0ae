"""The director's receiver: a small HTTP server (standard library only) that the tables' laptops reach over the
local network. Two requests, each authenticated by the table's code (``Authorization: Table CODE``):

- ``GET /night/v1/table``: the table the code opens: its round, table number, players and the game the
  director holds for it (a game file's document: a table joining, or joining again on another laptop, starts
  from it);
- ``PUT /night/v1/game`` with ``X-Revision: N``: the table's whole game file. It is read and checked as any game
  file is; its players, their seats and its rules must be the table's; an older revision than the one kept is
  refused (409), so that a copy arriving late never replaces a newer one.

It is hostile-input code: off until the director starts it, bounded in connections (``MAX_CONNECTIONS``; a
request waits a moment for one, then a 503), in a request's bytes (``MAX_BODY``) and time (``REQUEST_WITHIN``
from connection to the body's end, after which the connection is cut); a wrong code is answered late
(``WRONG_CODE_DELAY``). Every refusal is one JSON object with its status: ``{"error": ENGLISH, "code": CODE,
"params": {...}}``, the code and parameters of ``night_refusals`` for the table to word in its language. The book
(``TablesBook``) decides which codes open which tables and keeps the games; it is called from the server's
threads.
"""

from __future__ import annotations

import json
import socket
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from preferans_desk.core.errors import GameFileError
from preferans_desk.core.gamefile import loads

from .night_limits import (
    BACKLOG,
    JOIN_WITHIN,
    MAX_BODY,
    MAX_CONNECTIONS,
    REQUEST_WITHIN,
    SLOT_WITHIN,
    SOCKET_WAIT,
    WRONG_CODE_DELAY,
)
from .night_refusals import Refusal
from .tables_book import NightRefusal, TablesBook, TableSeat

TABLE_PATH = "/night/v1/table"
GAME_PATH = "/night/v1/game"
PORT = 8643  # the director's default port (the live sheet's is 8642)
MAX_REVISION_DIGITS = 20  # a revision is a time in nanoseconds: 19 digits until the year 2286

_BUSY = json.dumps({"error": Refusal("busy").text, "code": "busy", "params": {}}).encode()
BUSY = (b"HTTP/1.0 503 Service Unavailable\r\nContent-Type: application/json\r\nContent-Length: "
        + str(len(_BUSY)).encode() + b"\r\nConnection: close\r\nRetry-After: 1\r\n\r\n" + _BUSY)


def normal_code(code: str) -> str:
    """A table code as typed (any case, spaces or hyphens between its groups) as the director keeps it."""
    return "".join(code.split()).replace("-", "").upper()


class DirectorReceiver:
    """``start()`` it on an address, ``stop()`` it; the book answers for the tables."""

    def __init__(self, book: TablesBook, bind: str = "127.0.0.1", port: int = PORT):
        self.book, self.bind, self.port = book, bind, port
        self._server: _Server | None = None
        self._thread: threading.Thread | None = None
        self.address: tuple[str, int] | None = None  # listened on, while running

    def start(self) -> tuple[str, int]:
        """Listen and serve in a daemon thread; the address listened on (the port chosen when 0 was asked)."""
        if self._server is not None:
            raise RuntimeError("the director's receiver is already running")
        self._server = _Server((self.bind, self.port), self.book)
        self._thread = threading.Thread(target=self._server.serve_forever, kwargs={"poll_interval": 0.05},
                                        name="night-receiver", daemon=True)
        self._thread.start()
        host, port = self._server.server_address[:2]
        self.address = str(host), int(port)
        return self.address

    @property
    def running(self) -> bool:
        return self._server is not None

    def stop(self) -> None:
        """Stop listening; the requests being answered end on their own (their threads are daemons, each
        bounded by ``REQUEST_WITHIN``)."""
        server, thread = self._server, self._thread
        self._server = self._thread = None
        self.address = None
        if server is None:
            return
        server.shutdown()
        server.server_close()
        if thread is not None:
            thread.join(JOIN_WITHIN)


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    block_on_close = False
    allow_reuse_address = True
    request_queue_size = BACKLOG  # socketserver's 5 drops the connections of forty tables sending at once

    def __init__(self, address: tuple[str, int], book: TablesBook):
        self.book = book
        self.slots = threading.BoundedSemaphore(MAX_CONNECTIONS)
        super().__init__(address, _Handler)

    def process_request(self, request: Any, client_address: Any) -> None:
        """A thread for the request once one of ``MAX_CONNECTIONS`` is free (within ``SLOT_WITHIN``: the
        connections behind it wait in the system's backlog meanwhile), else a 503."""
        if not self.slots.acquire(timeout=SLOT_WITHIN):
            _refuse_busy(request)
            self.shutdown_request(request)
            return
        try:
            super().process_request(request, client_address)
        except BaseException:
            self.slots.release()
            raise

    def process_request_thread(self, request: Any, client_address: Any) -> None:
        """The request, cut off after ``REQUEST_WITHIN`` however slowly its client sends."""
        timer = threading.Timer(REQUEST_WITHIN, _cut, (request,))
        timer.daemon = True
        timer.start()
        try:
            super().process_request_thread(request, client_address)
        finally:
            timer.cancel()
            self.slots.release()


def _refuse_busy(sock: socket.socket) -> None:
    try:
        sock.settimeout(1.0)
        sock.sendall(BUSY)
    except OSError:
        pass


def _cut(sock: socket.socket) -> None:
    try:
        sock.shutdown(socket.SHUT_RDWR)
    except OSError:
        pass


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.0"  # one request a connection
    server_version = "PreferansDesk-Night"
    sys_version = ""
    timeout = SOCKET_WAIT

    @property
    def book(self) -> TablesBook:
        assert isinstance(self.server, _Server)  # the only server this handler serves
        return self.server.book

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 (the standard library's name)
        """Nothing on the console: a refused request is answered, not logged."""

    def do_GET(self) -> None:  # noqa: N802 (the standard library's name)
        if self.path != TABLE_PATH:
            return self._refuse(NightRefusal(404, "no_address"))
        seat = self._seat()
        if seat is not None:
            self._reply(200, {"round": seat.round, "table": seat.table, "players": list(seat.players),
                              "revision": seat.revision, "game": json.loads(self.book.game_text(seat))})

    def do_PUT(self) -> None:  # noqa: N802
        if self.path != GAME_PATH:
            return self._refuse(NightRefusal(404, "no_address"))
        revision = self.headers.get("X-Revision", "")
        if not revision.isdigit() or not revision.isascii() or len(revision) > MAX_REVISION_DIGITS:
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
        self._refuse(NightRefusal(405, "method"))

    do_DELETE = do_PATCH = do_HEAD = do_POST  # noqa: N815

    def _seat(self) -> TableSeat | None:
        """The table the request's code opens, or None with the refusal sent."""
        scheme, _, code = self.headers.get("Authorization", "").partition(" ")
        if scheme != "Table" or not code.strip():
            self._refuse(NightRefusal(401, "no_code"))
            return None
        try:
            return self.book.seat(normal_code(code))
        except NightRefusal as refusal:
            if refusal.status == 403:
                time.sleep(WRONG_CODE_DELAY)
            self._refuse(refusal)
            return None

    def _body(self) -> bytes | None:
        """The request's body, or None with the refusal sent: its length must be given and within bounds."""
        length = self.headers.get("Content-Length", "")
        if not length.isdigit() or not length.isascii():
            self._refuse(NightRefusal(411, "no_length"))
            return None
        if int(length) > MAX_BODY:
            self._refuse(NightRefusal(413, "too_large", kilobytes=MAX_BODY // 1024))
            return None
        try:
            body = self.rfile.read(int(length))
        except OSError:
            body = b""
        if len(body) != int(length):
            self.close_connection = True
            return None  # the client left, or was cut off: no one to answer
        return body

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

    def _reply(self, status: int, answer: dict[str, Any]) -> None:
        data = json.dumps(answer, ensure_ascii=False).encode("utf-8")
        try:
            self.send_response(status)
            self.send_header("Content-Type", "application/json; charset=utf-8")
            self.send_header("Content-Length", str(len(data)))
            self.send_header("Cache-Control", "no-store")
            self.end_headers()
            self.wfile.write(data)
        except OSError:
            self.close_connection = True
