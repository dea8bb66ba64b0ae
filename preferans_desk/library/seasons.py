"""Seasons: spans of dates a club's games are counted over (this year, last year, a quarter, from–to, all time).

A season holds the games dated from its first day to its last, both included, by the local date of the game
("YYYY-MM-DD..." as the library keeps it). Games without a date count in "all time" only.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta


@dataclass(frozen=True)
class Season:
    """From ``first`` to ``last`` (both included); None at either end leaves that end open."""

    first: date | None = None
    last: date | None = None

    @property
    def all_time(self) -> bool:
        return self.first is None and self.last is None

    def holds(self, when: str | None) -> bool:
        """Whether a game dated ``when`` (ISO local time or date; None when undated) is of this season."""
        if when is None:
            return self.all_time
        day = when[:10]
        return (self.first is None or day >= self.first.isoformat()) and (
            self.last is None or day <= self.last.isoformat())

    @property
    def start(self) -> str | None:
        """The first moment of the season as the library's dates are written (for ratings before it)."""
        return None if self.first is None else self.first.isoformat()

    @property
    def end(self) -> str | None:
        """The first moment after the season, as the library's dates are written."""
        return None if self.last is None else (self.last + timedelta(days=1)).isoformat()


ALL_TIME = Season()
# A date before this is no date: what a file system or an archive gives a file whose time it does not know.
EARLIEST = "1980-01-01"


def dated(when: str | None) -> str | None:
    """A game's date as a season reads it: None when it is no date (``EARLIEST``)."""
    return when if when is not None and when >= EARLIEST else None


def year(number: int) -> Season:
    return Season(date(number, 1, 1), date(number, 12, 31))


def this_year(today: date) -> Season:
    return year(today.year)


def last_year(today: date) -> Season:
    return year(today.year - 1)


def quarter(number: int, which: int) -> Season:
    """The ``which``-th quarter (1–4) of the year ``number``."""
    if not 1 <= which <= 4:
        raise ValueError(f"a quarter is 1 to 4, not {which}")
    first = date(number, 3 * which - 2, 1)
    after = date(number + 1, 1, 1) if which == 4 else date(number, 3 * which + 1, 1)
    return Season(first, after - timedelta(days=1))


def between(first: date | None, last: date | None) -> Season:
    """From–to as the user gives it; refused when it ends before it begins."""
    if first is not None and last is not None and last < first:
        raise ValueError(f"the season ends ({last}) before it begins ({first})")
    return Season(first, last)
