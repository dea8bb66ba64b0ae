"""The live sheet's listener: the LAN listener (``lan.head_listener``: one thread reads every request head) with
the live sheet's bounds and routes: a head that does not name the token gets a 404 at once (a stranger's requests
take no thread), the event stream of a phone that proved it goes to the streams' budget, the rest to the
requests' (answered by ``handler``)."""

from __future__ import annotations

import hmac
import socket
from typing import TYPE_CHECKING

from preferans_desk.lan.head_listener import REQUEST, STREAM, HeadListener, PeerAddress, Stream, request_target
from preferans_desk.lan.lan_limits import Bounds

from .handler import Handler
from .replies import NOT_FOUND, REFUSED, TOO_LARGE
from .share_limits import HEAD_WITHIN, MAX_HEAD, MAX_HEADS, MAX_REQUESTS, MAX_STREAMS

if TYPE_CHECKING:
    from .server import ShareServer

__all__ = ["Listener", "PeerAddress", "Stream"]


class Listener(HeadListener):
    """The live sheet's connections: ``MAX_REQUESTS`` answering from memory, ``MAX_STREAMS`` event streams."""

    def __init__(self, sock: socket.socket, share: ShareServer):
        self.share = share
        super().__init__(sock, Bounds(max_heads=MAX_HEADS, head_within=HEAD_WITHIN, max_head=MAX_HEAD,
                                      max_requests=MAX_REQUESTS, max_streams=MAX_STREAMS, too_large=TOO_LARGE,
                                      busy=REFUSED))

    def route(self, head: bytes) -> str | bytes:
        """A 404 at once when the head does not name the token (a HEAD excepted: the handler answers it as a GET
        would, without a body); the phone's event stream, or a request."""
        method, path = request_target(head)
        token = self.share.token
        proven = bool(token) and hmac.compare_digest(path[:len(token) + 2], f"/{token}/".encode())
        if method != b"HEAD" and not proven:
            return NOT_FOUND
        return STREAM if proven and hmac.compare_digest(path, f"/{token}/events".encode()) else REQUEST

    def answer(self, sock: socket.socket, address: PeerAddress, head: bytes, rest: bytes,
               stream: Stream | None) -> None:
        Handler(sock, address, self, head, stream)

    def hang_up(self, stream: Stream) -> None:
        self.share.hang_up(stream)
