"""A director without a window (``preferans-desk event serve``): the event book and the receiver, as the director's
window runs them, for a small always-on machine. It receives the tables of the round being played (the round the
director opened last, kept in the event file), says on its output which round, each table's code and where the
tables join, then a line per copy received (and per phone's deal waiting), and stops cleanly when ``stop`` is set
(Ctrl+C, SIGTERM)."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

from preferans_desk.lan.listening import lan_address

from .night_book import NightBook
from .night_lock import EVENT_SERVE
from .phone_address import page_address
from .receiver import PORT, DirectorReceiver
from .table_codes import shown

Say = Callable[[str], None]


class NightService:
    """``start()`` it (the book opened, its round opened to the tables, the receiver listening), ``stop()`` it."""

    def __init__(self, path: Path, say: Say, bind: str = "0.0.0.0", port: int = PORT):  # noqa: S104 (the LAN's)
        self.path, self.bind, self.port = path, bind, port
        self._say_lock = threading.Lock()  # lines from the receiver's threads, one whole line at a time
        self._say = say
        self.book: NightBook | None = None
        self.receiver: DirectorReceiver | None = None
        self._said: dict[tuple[int, int], tuple[int, str]] = {}  # each disagreement said once (its revision, copy)
        self._revisions: dict[tuple[int, int], int] = {}  # each table's revision last said received

    def say(self, line: str) -> None:
        with self._say_lock:
            self._say(line)

    def start(self) -> str:
        """Open the night and listen; where the tables join (``host:port``). ``EventFileError``, ``EventError``
        (a night with no seated round) or ``OSError`` (no port) when it cannot."""
        book = self.book = open_book(self.path, self._received)
        self.receiver = DirectorReceiver(book, self.bind, self.port)
        try:
            book.open_round(book.round)  # its tables get their codes; a round opened before goes on
            host, port = self.receiver.start()
        except BaseException:  # (no seated round, no port): the night let go at once
            self.receiver = self.book = None
            close_book(book)
            raise
        address = f"{lan_address() if host in ('0.0.0.0', '::', '') else host}:{port}"  # noqa: S104
        busy = f" (the port {self.receiver.busy_port} was busy)" if self.receiver.busy_port else ""
        self.say(f"{self.path.name}: receiving round {book.round} at {address}{busy}")
        for t, table in enumerate(book.event.rounds[book.round - 1].tables, 1):
            code = shown(table.code) if table.code else "none"  # as the table card and the window show it
            phones = f", phones at {page_address(address, table.code)}" if table.code else ""
            self.say(f"table {t}: code {code}, join at {address}{phones}: {', '.join(table.players)}")
        return address

    def stop(self) -> None:
        """Stop listening (the copies being received are answered or cut off within the receiver's bounds)."""
        if self.receiver is not None:
            self.receiver.stop()
        if self.book is not None:
            close_book(self.book)
        self.say("stopped: every copy received is in the event's games")

    def _received(self, number: int, t: int) -> None:
        book = self.book
        if book is None:
            return
        deals = book.deals.get((number, t), 0)
        revision = book.event.rounds[number - 1].tables[t - 1].revision
        disagreement = book.disagreements.get((number, t))
        if disagreement is not None and self._said.get((number, t)) != (disagreement.revision, disagreement.text):
            self._said[number, t] = (disagreement.revision, disagreement.text)  # refused: never said as received
            self.say(f"round {number} table {t}: the table's copy differs from deal {disagreement.first_difference} "
                     f"on ({disagreement.sent_deals} deals there, {disagreement.kept_deals} kept here): refused, "
                     f"{deals} deal{'s' if deals != 1 else ''} kept (revision {revision}); to settle it, stop and "
                     f"open the night in the director's window")
            return
        waiting = book.open_entries().get((number, t))
        if waiting is not None:  # a phone's deal entered or disputed: not in the game yet
            self.say(f"round {number} table {t}: a phone's deal {waiting.state} ({waiting.id}); {deals} "
                     f"deal{'s' if deals != 1 else ''} kept")
            return
        if self._revisions.get((number, t)) == revision:
            return  # nothing received (a copy refused as older, a disagreement said already)
        self._revisions[number, t] = revision
        self.say(f"round {number} table {t}: {deals} deal{'s' if deals != 1 else ''} received (revision {revision})")


# ----- the night's lock (docs/club-night.md, "One writer") -----
def open_book(path: Path, on_change: Callable[[int, int], None]) -> NightBook:
    """The night opened to be written, its lock taken as a director window takes it (``EventError`` naming who
    holds it otherwise: the command exits with status 2)."""
    return NightBook(path, on_change, holder=EVENT_SERVE)


def close_book(book: NightBook) -> None:
    """The night let go: a director's window or a command may write it again."""
    book.close()
