"""The live sheet shared with the table: a read-only, token-guarded HTTP server (standard library
only, no Qt: it runs in threads of its own) and the state the window publishes to it."""

from .published import SharedState
from .server import ShareServer

__all__ = ["ShareServer", "SharedState"]
