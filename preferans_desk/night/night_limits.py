"""The club night's bounds on the director's side: what a table's laptop (or anything else on the network) may
take of the director's machine, so that a hostile or broken client can neither hold its resources nor keep the
tables out; the revisions it takes; and the table's side's waits."""

from __future__ import annotations

MAX_CONNECTIONS = 32  # requests answered at once (a thread each); more are answered busy (503) at once
MAX_HEADS = 64  # connections still sending their head (a socket each, no thread); a new one closes the oldest
MAX_HEAD = 8192  # bytes of a request's line and headers together
HEAD_WITHIN = 5.0  # seconds a client may take to send its request's head
MAX_BODY = 1024 * 1024  # bytes of a table's game: a club night's game of 100 deals is about 20 KB
REQUEST_WITHIN = 10.0  # seconds a request's body may take after its head
SOCKET_WAIT = 5.0  # seconds a single write of a reply may wait
WRONG_CODE_DELAY = 0.5  # seconds before a wrong table code is answered: guessing codes costs time
JOIN_WITHIN = 2.0  # seconds stop() waits for the threads

# The revisions: a table's own counter of its changes (docs/club-night-network.md)
MAX_REVISION = 2**53  # a revision past it is refused (a JSON number beyond it is not exact everywhere)
MAX_REVISION_STEP = 100_000  # a copy's revision at most this far past the one kept: a night has a few hundred changes

# The table's side
SEND_WITHIN = 5.0  # seconds a table's request to the director may take
RETRY_FIRST, RETRY_MOST = 0.5, 3.0  # seconds between a table's tries while the director cannot be reached
RETRY_BUSY = 0.2  # seconds (at most, drawn) before a table tries again when the director was busy
ASK_EVERY = 3.0  # seconds between a table's asking which revision the director holds (40 tables: 13 tiny requests
# a second), so that a director back after a crash, or a round opened again, gets every table's newest copy

# The phones' scoring page (issue 34)
PHONE_POLL_EVERY = 1.5  # seconds between a scoring page's asking for its table's state (and at once after its own
# request): 120 phones ask 80 times a second, each answered in a millisecond, most with 304 (nothing new)
