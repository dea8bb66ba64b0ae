"""The headers every reply carries and the few whole replies the listener sends itself (a stranger's
requests take no thread): the same tiny bytes whatever went wrong."""

from __future__ import annotations

from .night_page import NIGHT_PAGE_TEXT
from .page import PAGE_TEXT, inline_hash


def _hashes(tag: str) -> str:
    """Both pages' (the live sheet's and the club night's): one header serves either."""
    return " ".join(inline_hash(tag, page) for page in (PAGE_TEXT, NIGHT_PAGE_TEXT))


# Only the pages' own style and script (by hash), images from data: URLs, fetches from this server.
CSP = (f"default-src 'none'; style-src {_hashes('style')}; script-src {_hashes('script')}; img-src data:; "
       "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")

COMMON_HEADERS = (("Cache-Control", "no-store"), ("X-Content-Type-Options", "nosniff"),
                  ("Content-Security-Policy", CSP), ("Referrer-Policy", "no-referrer"),
                  ("X-Frame-Options", "DENY"))


def plain(status: str, body: bytes) -> bytes:
    """A whole reply the listener sends itself (a stranger's requests take no thread), as a handler would."""
    return (f"HTTP/1.0 {status}\r\nServer: share\r\nContent-Type: text/plain; charset=utf-8\r\n"
            f"Content-Length: {len(body)}\r\n".encode()
            + b"".join(f"{name}: {value}\r\n".encode() for name, value in COMMON_HEADERS)
            + b"Connection: close\r\n\r\n" + body)


NOT_FOUND = plain("404 Not Found", b"not found\n")  # a path without the token
TOO_LARGE = plain("431 Request Header Fields Too Large", b"too large\n")
REFUSED = (b"HTTP/1.0 503 Service Unavailable\r\nContent-Type: text/plain\r\nContent-Length: 5\r\n"
           b"Connection: close\r\nRetry-After: 5\r\n\r\nbusy\n")

END_EVENT = b"event: end\ndata: ended\n\n"  # the page then says that sharing has ended and stops asking
