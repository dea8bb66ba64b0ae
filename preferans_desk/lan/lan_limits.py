"""What every server of the desk on the local network holds to, whatever it serves: the system's backlog, how a
busy port is moved from, and how a port is bound on each platform; and the bounds a server gives its listener
(``Bounds``: connections, threads, bytes and time)."""

from __future__ import annotations

import errno
import sys
from dataclasses import dataclass

BACKLOG = 128  # connections the system holds before they are accepted (a full backlog drops them for a second)
NEXT_PORTS = 9  # a busy port: the next ones are tried, then any free one
PORT_BUSY = {errno.EADDRINUSE, getattr(errno, "WSAEADDRINUSE", errno.EADDRINUSE)}  # Windows has its own
REUSE_ADDRESS = sys.platform != "win32"  # SO_REUSEADDR lets Windows bind a port another program listens on
ACCEPT_AT_ONCE = 32  # accepted in a row before the heads already in are read
POLL = 0.5  # seconds the listener sleeps at most (it wakes for each connection, read and stop anyway)
LINGER, LINGER_BYTES = 1.0, 65536  # what a refused request's rest may take before the close


@dataclass(frozen=True)
class Bounds:
    """One server's bounds. ``max_heads`` connections may be sending their head (a socket and a buffer each, no
    thread; a new one closes the oldest), each for ``head_within`` seconds and ``max_head`` bytes; a head read
    whole is answered by one of ``max_requests`` threads (or ``max_streams`` for long-lived streams), else
    ``busy`` is sent at once; a head too large gets ``too_large``. Both replies are whole HTTP replies."""

    max_heads: int
    head_within: float
    max_head: int
    max_requests: int
    max_streams: int
    too_large: bytes
    busy: bytes
