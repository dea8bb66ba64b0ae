"""The desk's small servers on the local network, below both of them: the live sheet for the phones (``share``) and
the director's receiver of a club night (``night``). One listening socket (its family, address reuse per platform,
backlog), one port fallback, and one listener that reads every request head in a thread of its own, bounded in
connections, bytes and time, before a thread of a bounded budget answers it. No Qt here."""
