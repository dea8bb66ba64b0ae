"""One game of the library as its index knows it (``GameEntry``), and its ``library --json`` object."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from preferans_desk.core.errors import problem_from_json
from preferans_desk.core.exact_numbers import fraction_str
from preferans_desk.core.money import minor_digits
from preferans_desk.core.settlement import format_minor

from .stats import SeatRecord, seats_from_text, seats_text


@dataclass
class GameEntry:
    """One game file as the index knows it. ``seats`` is empty when the file did not load (``error``).

    The seats are kept as the index's text (``stored_seats``) and read when first asked for: listing a club of
    10,000 games would otherwise build some 35,000 records before it shows a row. The index checks the text
    when it lists the row (rows.entry_of), so that reading it later cannot fail.
    """

    path: Path
    mtime_ns: int
    size: int
    date: str  # local time "YYYY-MM-DDTHH:MM:SS": when it was played (rows.game_date), else the file's time
    title: str | None = None
    created: str | None = None
    players: list[str] = field(default_factory=list[str])
    convention: str | None = None
    pool_target: int | None = None
    finished: bool = False
    deals: int = 0
    whist_price: str | None = None
    currency: str | None = None
    stored_seats: str = field(default="[]", repr=False)  # the seats as stats.seats_text wrote them
    error: str | None = None
    registered: bool = False  # kept in the library because the app registered it (else found in a folder)
    problem: dict[str, Any] | None = None  # the refusal behind ``error`` as codes (problem_to_json), if it has them
    identity: str = ""  # "device:inode" of the file, "" when the system gives none
    ctime_ns: int = 0  # the file's change time (on Windows its creation time)
    deals_key: str = ""  # a digest of its players and deals (rows.deals_key); "" when it did not load
    copy_of: Path | None = None  # a sync tool's conflict copy: the game it is a version of (sync_copies)
    same_as_copied: bool = False  # a conflict copy holding the very deals of its game
    _seats: list[SeatRecord] | None = field(default=None, init=False, repr=False, compare=False)

    @property
    def seats(self) -> list[SeatRecord]:
        if self._seats is None:
            self._seats = seats_from_text(self.stored_seats)
        return self._seats

    @seats.setter
    def seats(self, seats: list[SeatRecord]) -> None:
        self._seats = seats
        self.stored_seats = seats_text(seats)

    @property
    def name(self) -> str:
        return self.title or self.path.stem

    @property
    def ok(self) -> bool:
        return self.error is None

    def refusal(self) -> BaseException | None:
        """Why the file does not load, as the error the core raised (codes and English), or None when it loads."""
        if self.ok:
            return None
        return problem_from_json(self.problem) if self.problem is not None else ValueError(self.error)

    @property
    def money_digits(self) -> int:
        return minor_digits(self.currency)

    def money_text(self, seat: int) -> str | None:
        money = self.seats[seat].money if self.seats else None
        return None if money is None else format_minor(money, self.money_digits)

    def to_json(self) -> dict[str, Any]:
        """The `library --json` object of one game (a stable contract)."""
        out: dict[str, Any] = {
            "path": str(self.path), "title": self.title, "date": self.date, "created": self.created,
            "players": self.players, "convention": self.convention, "pool_target": self.pool_target,
            "finished": self.finished, "deals": self.deals, "error": self.error,
        }
        if self.copy_of is not None:  # a sync tool's conflict copy of a game in the library (sync_copies)
            out.update(copy_of=str(self.copy_of), same_as_copied=self.same_as_copied)
        if self.ok:
            out["result_exact"] = [fraction_str(s.result_exact) for s in self.seats]
            out["result"] = [fraction_str(s.result) for s in self.seats]
            if self.whist_price is not None:
                out.update(whist_price=self.whist_price, currency=self.currency,
                           money=[self.money_text(seat) for seat in range(len(self.seats))])
        return out
