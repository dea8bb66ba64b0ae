"""A table's scoring page's address (issue 34): what the table card's QR code, ``event serve``'s lines and the
director's screen give the phones, ``http://HOST:PORT/t/ABCD-2345/``.

The director's receiver serves the page on the port the laptops join (``docs/club-night-network.md``), so the
address is the director's as the tables type it, with the code as the card shows it.
"""

from __future__ import annotations

from .table_codes import shown
from .table_link import director_address


def page_address(director: str, code: str) -> str:
    """The page of the table with ``code`` (as the director keeps it) at ``director`` (``HOST`` or ``HOST:PORT``,
    read as Join Club Night reads it: ``NightLinkError`` when it is no address)."""
    host, port = director_address(director)
    if ":" in host:  # an IPv6 address goes in brackets in a URL
        host = f"[{host}]"
    return f"http://{host}:{port}/t/{shown(code)}/"
