"""The club night's document, as ``GameDocument`` is the game's: it owns the director's ``NightBook`` (the event
file, its lock and its saving) and tells every view the night as it is now, a ``NightMoment`` worked out once per
change (``momentChanged``).

The book calls back from the receiver's threads after each copy it keeps and each phone's entry, confirmation,
withdrawal or dispute (``PhoneDesk``: the moment holds each phone table's open entry); the call only flags the night
changed (a queued signal to this thread). The moment is then made at most once a frame (``FRAME_MS``): forty tables
sending at once make a refresh or two, not forty. The director's own changes (a round opened or seated, a player
added, a paper sheet, an answer to a phones' deal) are shown at once.

A document opened read-only (another program holds the night: a director's window elsewhere, ``event serve``)
follows the file: it reads it again every ``FOLLOW_MS`` and shows what changed (``followed``).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QObject, QTimer, Signal

from preferans_desk.night.night_book import NightBook
from preferans_desk.night.night_moment import NightMoment, of_book

FRAME_MS = 16  # the moment made again at most this often while the tables send
CLOCK_MS = 20_000  # and this often anyway: the tables' time left
FOLLOW_MS = 1000  # a night watched read-only is read again this often
T = TypeVar("T")


class NightDocument(QObject):
    momentChanged = Signal(object)  # the NightMoment every view shows now
    _bookChanged = Signal()  # a table's game kept, from whichever thread the book called back in
    followed = Signal()  # a night watched read-only changed on disk, and is shown as it is now

    def __init__(self, path: Path, parent: QObject | None = None, *, read_only: bool = False):
        super().__init__(parent)
        self.book = NightBook(path, on_change=self._changed_in_book, read_only=read_only)
        self._bookChanged.connect(self.changed)  # queued when the book calls from a receiver's thread
        self._timer = QTimer(self, singleShot=True)
        self._timer.timeout.connect(self.refresh)
        self._last = 0.0  # when the moment was last made (perf_counter)
        self.clock = QTimer(self, interval=CLOCK_MS)
        self.clock.timeout.connect(self.refresh)
        self.clock.start()
        self.follow = QTimer(self, interval=FOLLOW_MS)
        self.follow.timeout.connect(self.follow_file)
        if read_only:
            self.follow.start()
        self._moment = of_book(self.book)

    @property
    def read_only(self) -> bool:
        return self.book.read_only

    def follow_file(self) -> None:
        """A night watched: read again where it changed on disk, and shown."""
        if self.book.reload():
            self.refresh()
            self.followed.emit()

    def close(self) -> None:
        """The night let go (its lock released); nothing is read or made after."""
        self.follow.stop()
        self.clock.stop()
        self._timer.stop()
        self.book.close()

    @property
    def path(self) -> Path:
        return self.book.path

    @property
    def moment(self) -> NightMoment:
        return self._moment

    def _changed_in_book(self, _round: int, _table: int) -> None:
        self._bookChanged.emit()

    def changed(self) -> None:
        """The book changed: the moment is made again on the next turn of the event loop, or once a frame has
        passed since the last one."""
        if self._timer.isActive():
            return
        since = (time.perf_counter() - self._last) * 1000
        self._timer.start(max(0, round(FRAME_MS - since)))

    def refresh(self) -> None:
        """The moment made now, and told."""
        self._timer.stop()
        self._moment = of_book(self.book)
        self._last = time.perf_counter()
        self.momentChanged.emit(self._moment)

    def change(self, change: Callable[[], T]) -> T:
        """The director's change to the book (it raises what the book raises), shown at once."""
        try:
            return change()
        finally:
            self.refresh()
