"""The club night as every view shows it now: a frozen ``NightMoment`` worked out once per change from the
director's ``NightBook`` (as ``core.moment.Moment`` is for one game). The director's window, the projector and the
phones read it and work nothing out themselves: the standings, the round being played, each round's tables with
their players, code, deals against the limit, time left, state and problem, and the round's clock; and each phone
table's open entry (a deal waiting for a confirmation, or disputed: the director is called), its deal scored as
the table's next one, and a table whose entries' file cannot be read.

A moment is made under the book's lock (``of_book``), so that it never mixes a table's new game with the old
standings; it holds the games of the round being played for the phones' sheets (the book keeps a new ``Game``
object for each copy received and never changes one it kept, so a game's identity says whether it changed).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING

from preferans_desk.core.engine import DealRecord
from preferans_desk.core.errors import DealError
from preferans_desk.core.game import Game

from .night_errors import EventError
from .phone_entries import DISPUTED, PhoneEntry
from .round_clock import DEALS, GAME, TIME, round_end, table_clock
from .standings import Standing, standings
from .table_codes import shown

if TYPE_CHECKING:
    from .night_book import NightBook

# A table's state, as the views word it
PROBLEM, NOT_OPEN, WAITING, FINISHED, DEALS_PLAYED, TIME_PLAYED, LAST_DEAL, PLAYING = (
    "problem", "not_open", "waiting", GAME, DEALS, TIME, "last_deal", "playing")
OVER = (FINISHED, DEALS_PLAYED, TIME_PLAYED)


@dataclass(frozen=True)
class OpenEntry:
    """A phone table's entry waiting (``pending``) or calling the director (``disputed``), as the director sees
    it: the entry, the game it would go into (the table's kept game, or its new game before any deal) and its deal
    scored as that game's next (None when the rules refuse it now: the game changed under it)."""

    round: int
    table: int
    entry: PhoneEntry
    game: Game
    record: DealRecord | None

    @property
    def disputed(self) -> bool:
        return self.entry.state == DISPUTED


@dataclass(frozen=True)
class TableRow:
    """One table of a round, as shown."""

    table: int
    players: tuple[str, ...]
    code: str | None  # as the table card shows it (ABCD-2345), None before the round is opened
    sent: bool  # its game is in (sent by the table or entered by the director)
    deals: int  # deals of the cards played
    deals_limit: int | None
    minutes_left: int | None  # None without a clock, or once the table's round is over
    time_up: bool
    state: str  # one of PROBLEM ... PLAYING
    problem: str | None = None  # why its kept game cannot be read
    held: bool = False  # a copy that came after its round was locked waits for the director
    # a copy the table sent whose deals differ from the night's: (the night's deals, the table's, the first deal
    # they do not share), until the director takes one or the other (NightBook.disagreements)
    differs: tuple[int, int, int] | None = None
    entry: OpenEntry | None = None  # its phones' deal waiting for a confirmation or for the director
    entries_problem: str | None = None  # why its phones' entries' file cannot be read (its phones are refused)

    @property
    def playing(self) -> bool:
        """Whether the table still plays its round (not over, no problem)."""
        return self.state not in OVER


@dataclass(frozen=True)
class RoundView:
    """One round: whether it is seated and open, its clock and its tables."""

    number: int
    seated: bool
    opened: datetime | None
    end: datetime | None  # when its time is up (None without minutes, or before it is opened)
    tables: tuple[TableRow, ...]
    open: bool  # the round the tables play now, opened, every table with its code
    locked: bool = False  # its results locked by the director
    seat_refusal: EventError | None = None  # why it cannot be seated now (not seated yet)

    @property
    def still_playing(self) -> list[int]:
        """The tables that have not finished their round (no game in, or neither the game nor a limit over)."""
        return [row.table for row in self.tables if row.playing]


@dataclass(frozen=True)
class NightMoment:
    title: str
    playing: int  # the round the tables play now (the one last opened)
    rounds: tuple[RoundView, ...]
    standings: tuple[Standing, ...]
    now: datetime  # when it was worked out (the tables' time left is against it)
    games: Mapping[tuple[int, int], Game] = field(default_factory=lambda: {})  # the playing round's kept games
    read_only: bool = False  # another holds the event file: this window watches it

    @property
    def round(self) -> RoundView:
        """The round being played."""
        return self.rounds[self.playing - 1]

    @property
    def entries(self) -> list[OpenEntry]:
        """Every phone table's open entry, of every round, by round and table."""
        return [row.entry for round_ in self.rounds for row in round_.tables if row.entry is not None]

    @property
    def calls(self) -> list[OpenEntry]:
        """The disputed entries: the tables that call the director."""
        return [entry for entry in self.entries if entry.disputed]

    @property
    def next_seated(self) -> RoundView | None:
        """The round after the one being played, once it is seated (the projector shows its seating)."""
        if self.playing < len(self.rounds) and self.rounds[self.playing].seated:
            return self.rounds[self.playing]
        return None


def of_book(book: NightBook, now: datetime | None = None) -> NightMoment:
    """The night as ``book`` holds it now (read under its lock)."""
    now = now or datetime.now().astimezone()
    # what the book's own methods say (each takes its lock), then the rest at once under it
    count = len(book.event.rounds)
    refusals = {n: _bare(book.seat_refusal(n)) for n in range(1, count + 1) if not book.event.rounds[n - 1].seated}
    locked = {n for n in range(1, count + 1) if book.locked(n) is not None}
    held = set(book.held)  # (a new dict at each change: read without the lock)
    with book.lock:
        event = book.event
        differs = {key: (d.kept_deals, d.sent_deals, d.first_difference) for key, d in book.disagreements.items()}
        entries = {key: _open_entry(book, key, kept.open) for key, kept in book.phones.tables.items()
                   if kept.open is not None}
        extra = _Extra(held, differs, entries, dict(book.phones.problems))
        rounds = tuple(_round_view(book, number, now, refusals.get(number), number in locked, extra)
                       for number in range(1, len(event.rounds) + 1))
        games = {key: game for key, game in book.games.items() if key[0] == book.round}
        return NightMoment(event.title or book.path.stem, book.round, rounds,
                           tuple(standings(event, dict(book.results))), now, games, book.read_only)


@dataclass(frozen=True)
class _Extra:
    """What the book keeps beside the tables' games, read once for every row."""

    held: set[tuple[int, int]]
    differs: Mapping[tuple[int, int], tuple[int, int, int]]
    entries: Mapping[tuple[int, int], OpenEntry]
    entries_problems: Mapping[tuple[int, int], str]


def _open_entry(book: NightBook, key: tuple[int, int], entry: PhoneEntry) -> OpenEntry:
    """A table's open entry with its deal scored as its game's next (under the book's lock: the game is the one
    the entry would go into now)."""
    game = book.games.get(key)
    if game is None:
        game = book.new_game(*key)
    try:
        record: DealRecord | None = game.sheet.preview(entry.deal)
    except DealError:
        record = None
    return OpenEntry(key[0], key[1], entry, game, record)


def _round_view(book: NightBook, number: int, now: datetime, refusal: EventError | None, locked: bool,
                extra: _Extra) -> RoundView:
    round_ = book.event.rounds[number - 1]
    end = round_end(round_)
    rows = tuple(_table_row(book, number, t, end, now, extra) for t in range(1, len(round_.tables) + 1))
    opened = datetime.fromisoformat(round_.opened) if round_.opened is not None else None
    # open (kept after a restart), unless seated again since for a late player or a leaver: new codes wanted
    is_open = (number == book.round and opened is not None and all(t.code is not None for t in round_.tables))
    return RoundView(number, round_.seated, opened, end, rows, is_open, locked, None if round_.seated else refusal)


def _table_row(book: NightBook, number: int, t: int, end: datetime | None, now: datetime, extra: _Extra
               ) -> TableRow:
    round_ = book.event.rounds[number - 1]
    table = round_.tables[t - 1]
    clock = table_clock(book.games.get((number, t)), round_.limits, end, now)
    problem = book.problems.get((number, t))
    sent = table.game is not None
    if problem is not None:
        state = PROBLEM
    elif not sent:
        state = NOT_OPEN if table.code is None else WAITING
    elif clock.over is not None:
        state = clock.over
    else:
        state = LAST_DEAL if clock.time_up else PLAYING
    minutes = None if clock.over is not None else clock.minutes_left
    return TableRow(t, tuple(table.players), shown(table.code) if table.code else None, sent, clock.deals,
                    clock.deals_limit, minutes, clock.time_up, state, problem, (number, t) in extra.held,
                    extra.differs.get((number, t)), extra.entries.get((number, t)),
                    extra.entries_problems.get((number, t)))


def _bare(refusal: EventError | None) -> EventError | None:
    """A refusal the book caught, kept without its traceback: its frames would keep whoever made the moment (a
    window being built) alive in a cycle only the garbage collector breaks."""
    if refusal is not None:
        refusal.__traceback__ = refusal.__context__ = refusal.__cause__ = None
    return refusal
