"""The time of day for what the window says about the end by the clock; one place, so tests can set it."""

from __future__ import annotations

from datetime import datetime


def now() -> datetime:
    """Now, with the computer's offset."""
    return datetime.now().astimezone()
