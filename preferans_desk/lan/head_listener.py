"""The listener of a server on the local network: one thread accepts the connections and reads every request head,
and hands each head read whole to a thread of its budget, or refuses it at once. What a head means, and how it is
answered, is the server's (a subclass: ``route`` and ``answer``)."""

from __future__ import annotations

import selectors
import socket
import threading
import time

from .lan_limits import ACCEPT_AT_ONCE, LINGER, LINGER_BYTES, POLL, Bounds

PeerAddress = tuple[str, int] | tuple[str, int, int, int]  # a client's (host, port), with IPv6's flow and scope
REQUEST, STREAM = "request", "stream"  # the budgets a head can go to (``route``)


class Pending:
    """A connection still sending its request head: what came so far, and until when it may come."""

    __slots__ = ("data", "deadline", "address", "draining")

    def __init__(self, address: PeerAddress, deadline: float):
        self.data, self.deadline, self.address = b"", deadline, address
        self.draining = -1  # once refused: how many more bytes are read (and dropped) before the close


class Stream:
    """A long-lived answer's connection (an event stream), watched by the listener for the client's leaving."""

    __slots__ = ("gone",)

    def __init__(self):
        self.gone = False


_LISTEN, _WAKE = object(), object()  # the selector's marks for the listening socket and the wake-up pair


class HeadListener:
    """One thread (``serve``) accepts the connections and reads every request head, without a thread per
    connection: a client that dribbles its head costs a socket and a buffer, at most ``max_heads`` of them (the
    oldest goes when a new one comes), each for at most ``head_within``. A head read whole goes to a thread of its
    budget: ``max_requests`` requests, ``max_streams`` streams (the listener sees a stream's client leave and frees
    its place at once). Past a budget, the ``busy`` reply at once."""

    def __init__(self, sock: socket.socket, bounds: Bounds):
        self.socket, self.bounds = sock, bounds
        self.server_address = sock.getsockname()
        self._selector = selectors.DefaultSelector()
        self._selector.register(self.socket, selectors.EVENT_READ, _LISTEN)
        self._wake_in, self._wake_out = socket.socketpair()
        self._wake_in.setblocking(False)
        self._wake_out.setblocking(False)
        self._selector.register(self._wake_in, selectors.EVENT_READ, _WAKE)
        self._pending: dict[socket.socket, Pending] = {}  # oldest first
        self._lock = threading.Lock()  # guards what the handler threads touch: the budgets, _released, _serving
        self._requests: dict[threading.Thread, socket.socket] = {}
        self._streams: dict[threading.Thread, socket.socket] = {}
        self._released: list[socket.socket] = []  # ended streams' sockets, for the listener to close
        self._serving = True
        self._stopping = False
        self._thread: threading.Thread | None = None

    # ----- what the server says -----
    def route(self, head: bytes) -> str | bytes:
        """Which budget the head goes to (``REQUEST`` or ``STREAM``), or a whole reply sent at once."""
        return REQUEST

    def answer(self, sock: socket.socket, address: PeerAddress, head: bytes, rest: bytes,
               stream: Stream | None) -> None:
        """Answer the request whose ``head`` was read (``rest``: what of its body came with it), in its thread."""
        raise NotImplementedError

    def hang_up(self, stream: Stream) -> None:
        """A stream's client left."""

    # ----- the server's side -----
    def start(self, name: str) -> None:
        """Serve in a daemon thread of that name."""
        self._thread = threading.Thread(target=self.serve, name=name, daemon=True)
        self._thread.start()

    def stop(self, within: float) -> None:
        """Close the socket, end every connection and join the threads, within ``within`` seconds in all."""
        self.shutdown()
        end = time.monotonic() + within
        if self._thread is not None:
            self._thread.join(max(0.0, end - time.monotonic()))  # the listener closes its socket and the heads
        self.close_connections()
        self.join_handlers(end)

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
                    elif isinstance(key.data, Pending):
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
            if len(self._pending) >= self.bounds.max_heads:  # the oldest still sending its head makes room
                self._drop(next(iter(self._pending)))
            pending = Pending(address, time.monotonic() + self.bounds.head_within)
            self._pending[sock] = pending
            self._selector.register(sock, selectors.EVENT_READ, pending)
            self._read(sock, pending)  # a client's head is usually there already

    def _read(self, sock: socket.socket, pending: Pending) -> None:
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
        end = head_end(pending.data)
        if end > self.bounds.max_head or (not end and len(pending.data) > self.bounds.max_head):
            self._too_large(sock, pending)
        elif end:
            self._hand_over(sock, pending, pending.data[:end], pending.data[end:])

    def _too_large(self, sock: socket.socket, pending: Pending) -> None:
        """The server's reply to a head too large, then a little of what still comes is read and dropped before
        the close: closing with unread bytes resets the connection, and the client might never see the reply."""
        try:
            sock.send(self.bounds.too_large)
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

    def _hand_over(self, sock: socket.socket, pending: Pending, head: bytes, rest: bytes) -> None:
        """A head read whole to a thread of its budget, or the busy reply; the server's own reply at once when
        ``route`` gives one."""
        self._forget(sock)
        route = self.route(head)
        if isinstance(route, bytes):
            refuse(sock, route)
            return
        stream = Stream() if route == STREAM else None
        budget, limit = ((self._streams, self.bounds.max_streams) if stream
                         else (self._requests, self.bounds.max_requests))
        thread = threading.Thread(target=self._run, args=(sock, pending.address, head, rest, stream), daemon=True,
                                  name=f"{threading.current_thread().name}-{route}")
        with self._lock:
            taken = len(budget) >= limit
            if not taken:
                budget[thread] = sock
        if taken:
            refuse(sock, self.bounds.busy)
            return
        if stream is not None:
            self._selector.register(sock, selectors.EVENT_READ, stream)
        sock.setblocking(True)
        thread.start()

    def _watch(self, sock: socket.socket, stream: Stream) -> None:
        """A stream has something to read: its end (or bytes it should not send), so it is gone."""
        try:
            if sock.recv(4096):  # once: the selector said there is something, a second read could wait
                return  # bytes a client should not send, dropped: it is still there
        except BlockingIOError:
            return
        except OSError:
            pass
        self._selector.unregister(sock)
        self.hang_up(stream)

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
    def _run(self, sock: socket.socket, address: PeerAddress, head: bytes, rest: bytes,
             stream: Stream | None) -> None:
        try:
            self.answer(sock, address, head, rest, stream)
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
                close_socket(sock)

    def _wake(self) -> None:
        try:
            self._wake_out.send(b"x")
        except OSError:  # full (it is woken already) or closed
            pass


def request_target(head: bytes) -> tuple[bytes, bytes]:
    """The method and the path (without the query) of a head's request line (the handler parses it all)."""
    words = head.split(b"\n", 1)[0].split()
    if len(words) < 2:
        return b"", b""
    return words[0], words[1].split(b"?", 1)[0].split(b"#", 1)[0]


def refuse(sock: socket.socket, reply: bytes) -> None:
    """A short whole reply written into the socket's buffer (never blocks the listener), and close."""
    try:
        sock.send(reply)
    except OSError:
        pass
    close_socket(sock)


def close_socket(sock: socket.socket) -> None:
    try:
        sock.shutdown(socket.SHUT_WR)
    except OSError:
        pass
    sock.close()


def head_end(data: bytes) -> int:
    """Where the head in ``data`` ends (after its blank line), or 0 if it has not ended yet."""
    ends = [i + len(mark) for mark in (b"\r\n\r\n", b"\n\n") if (i := data.find(mark)) >= 0]
    return min(ends) if ends else 0


def read_body(sock: socket.socket, rest: bytes, length: int, deadline: float) -> bytes | None:
    """A request's body of ``length`` bytes (``rest`` came with its head), read by ``deadline`` (monotonic);
    None when the client left, or sent too slowly."""
    parts, have = [rest[:length]], min(len(rest), length)
    while have < length:
        left = deadline - time.monotonic()
        if left <= 0:
            return None
        try:
            sock.settimeout(left)
            chunk = sock.recv(min(length - have, 65536))
        except OSError:
            return None
        if not chunk:
            return None
        parts.append(chunk)
        have += len(chunk)
    return b"".join(parts)
