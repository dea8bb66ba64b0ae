"""The live sheet's bounds: what a client may take of the desk (connections, threads, bytes, time), so that a
hostile or broken one can neither hold its resources nor starve the phones, and how long the server's own
steps may take. What every server on the local network holds to (the backlog, the port fallback, address
reuse, lingering) is in ``lan.lan_limits``."""

from __future__ import annotations

MAX_HEADS = 64  # connections still sending their head; a new one closes the oldest (a socket each, no thread)
HEAD_WITHIN = 5.0  # seconds a client may take to send its whole request head
MAX_REQUESTS = 8  # threads answering requests whose head is in (from memory: each a moment's work)
MAX_STREAMS = 128  # event streams of phones that proved the token (a thread each, asleep between events): a club
# night of forty tables of three has 120 players, each may follow the standings
MAX_HEAD = 8192  # bytes of request line and headers together
READ_TIMEOUT = 10.0  # seconds a client may take to take one write of a reply
PING_EVERY = 15.0  # seconds between the event stream's comments, so proxies and phones keep it open
JOIN_WITHIN = 2.0  # seconds stop() waits for the threads altogether
TELL_WITHIN = 0.3  # seconds stop() gives the event streams to say that sharing has ended
