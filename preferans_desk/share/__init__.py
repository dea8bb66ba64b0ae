"""The live sheet shared with the table: a read-only, token-guarded HTTP server (standard library
only, no Qt: it runs in threads of its own) and the state the window publishes to it."""

from .server import SharedState, ShareServer

__all__ = ["ShareServer", "SharedState"]
