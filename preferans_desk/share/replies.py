"""The headers every reply carries and the few whole replies the listener sends itself (a stranger's
requests take no thread): the same tiny bytes whatever went wrong."""

from __future__ import annotations

from .page import CSP

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
