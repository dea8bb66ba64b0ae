"""A read-only live sheet for the players' phones: a small HTTP server on the standard library only.

Everything is served from memory under a random token path (``http://HOST:PORT/<token>/``); any other
path gets the same tiny 404, and a Host header naming a domain gets a 421 (a page of another name, in a
player's browser, made to resolve to this machine, must not read the sheet). One request per connection
(HTTP/1.0 style, the event stream excepted). A hostile or broken client cannot hold the desk's resources
nor starve the phones: the heads still coming in are read by one thread, bounded in number and time,
apart from the budgets of the requests being answered and of the phones' event streams. No Qt here: the
server's threads must never touch it, and the publisher (the window) hands over the SVGs ready-made.
``publish`` only swaps a reference under a lock and wakes the event streams, so it never blocks the caller.

This module holds the server's lifetime (start, publish, end, stop) and what the handlers ask of it; the
connections are the ``listener``'s, a request the ``handler``'s, the bounds in ``limits``, the whole replies
sent without a handler in ``replies``, and the state shown in ``published``.
"""

from __future__ import annotations

import dataclasses
import secrets
import threading

from preferans_desk.lan.listening import lan_address, listen

from .listener import Listener, Stream
from .published import Published, SharedState
from .share_limits import JOIN_WITHIN, TELL_WITHIN

__all__ = ["ShareServer", "lan_address"]


class ShareServer:
    """The live sheet: ``start()`` it, ``publish`` each new state, ``stop()`` it."""

    def __init__(self, bind: str = "127.0.0.1", port: int = 0, move_if_busy: bool = True):
        self.bind, self.port, self.move_if_busy = bind, port, move_if_busy
        self.busy_port: int | None = None  # the port asked for, when it was in use and another was taken
        self.token = ""
        self._cond = threading.Condition()  # guards _published, _stopping, _ended and _watchers
        self._published = Published(SharedState())
        self._stopping = False
        self._ended = False  # the share ended (its game is gone): every address answers 404
        self._watchers = 0
        self._issued = 0  # the last version handed out
        self._httpd: Listener | None = None

    # ----- the publisher's side -----
    def start(self) -> str:
        """Listen and serve in a daemon thread; the base URL, with a new token each start."""
        if self._httpd is not None:
            raise RuntimeError("the share server is already running")
        self.token = secrets.token_urlsafe(24)  # 192 bits
        with self._cond:
            self._stopping = self._ended = False
        self._httpd = self._listen()
        self._httpd.start("share-server")
        return self.url

    def _listen(self) -> Listener:
        """A server on ``port``; if another program has it, on one of the next ports or any free one
        (``busy_port`` then says so), unless ``move_if_busy`` is off."""
        self.busy_port = None
        listening = listen(self.bind, self.port, self.move_if_busy)
        self.busy_port = listening.busy_port
        return Listener(listening.socket, self)

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
        published = Published(dataclasses.replace(state, version=version))
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
            self._published = Published(SharedState(version=self._published.state.version))
            self._cond.notify_all()

    @property
    def ended(self) -> bool:
        with self._cond:
            return self._ended

    def stop(self) -> None:
        """Tell the event streams that sharing has ended (within ``TELL_WITHIN``), close the socket, end
        every connection and join the threads (within ``JOIN_WITHIN``)."""
        httpd = self._httpd
        if httpd is None:
            return
        with self._cond:
            self._stopping = True
            self._cond.notify_all()
            self._cond.wait_for(lambda: self._watchers == 0, TELL_WITHIN)
        httpd.stop(JOIN_WITHIN)
        self._httpd = None

    # ----- the handlers' side -----
    def current(self) -> Published:
        with self._cond:
            return self._published

    def wait_events(self, seen: int, timeout: float, stream: Stream) -> int | None:
        """The version once it differs from ``seen`` (``seen`` again after ``timeout``); None once
        sharing has ended or stops, or the stream's phone is gone."""
        with self._cond:
            self._cond.wait_for(lambda: self._stopping or self._ended or stream.gone
                                or self._published.state.version != seen, timeout)
            return None if self._stopping or self._ended or stream.gone else self._published.state.version

    def hang_up(self, stream: Stream) -> None:
        """The phone closed its stream: the stream's thread ends now, not at the next ping."""
        with self._cond:
            stream.gone = True
            self._cond.notify_all()

    def watching(self, delta: int) -> None:
        with self._cond:
            self._watchers += delta
            self._cond.notify_all()  # stop() waits for the streams to have said the end
