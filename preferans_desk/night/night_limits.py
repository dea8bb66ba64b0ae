"""The club night's bounds on the director's side: what a table's laptop (or anything else on the network) may
take of the director's machine, so that a hostile or broken client can neither hold its resources nor keep the
tables out; and the table's side's waits."""

from __future__ import annotations

MAX_CONNECTIONS = 32  # requests answered at once (a thread each)
BACKLOG = 128  # connections the system holds before they are accepted (a full backlog drops them for a second)
SLOT_WITHIN = 1.0  # seconds a request waits for one of them (forty tables sending at once), then a 503
MAX_BODY = 1024 * 1024  # bytes of a table's game: a club night's game of 100 deals is about 20 KB
REQUEST_WITHIN = 10.0  # seconds a request may take from connection to the end of its body
SOCKET_WAIT = 5.0  # seconds a single read or write of the socket may wait
WRONG_CODE_DELAY = 0.5  # seconds before a wrong table code is answered: guessing codes costs time
JOIN_WITHIN = 2.0  # seconds stop() waits for the server's thread

# The table's side
SEND_WITHIN = 5.0  # seconds a table's request to the director may take
RETRY_FIRST, RETRY_MOST = 0.5, 5.0  # seconds between a table's tries while the director cannot be reached
RETRY_BUSY = 0.2  # seconds (at most, drawn) before a table tries again when the director was busy
