"""What an event is, as plain data: its players (with the rounds each plays), its rounds (their limits, how they
were seated, their tables) and each table's game. ``night_file`` reads and writes it; ``night_rounds`` changes
it; nothing here reads a file."""

from __future__ import annotations

from dataclasses import dataclass, field

from preferans_desk.core.json_types import JsonValue
from preferans_desk.core.names import name_key

from .tour_points import TourPoints, WhistPoints

TABLE_SIZES = (3, 4, "mixed")  # 3 or 4: every table so while the count allows (docs/club-night.md); mixed: both
SEATINGS = ("norepeat", "swiss", "random")  # how the rounds after the first are seated
SEATED_BY = ("random", "norepeat", "swiss", "hand")  # how a round was seated (the first is always drawn)
TableSize = int | str
CHANGE_KINDS = ("accepted", "rejected", "corrected", "entered",  # what the director did to a table's game
                "entry_accepted", "entry_corrected", "entry_deleted")  # and to a phone's deal (phone_desk.py)


@dataclass
class Player:
    """A player, who plays from ``first_round`` to ``last_round`` (None: to the end): a late player joins at
    his first round, a player who leaves stops after his last."""

    name: str
    first_round: int = 1
    last_round: int | None = None

    def plays(self, number: int) -> bool:
        return self.first_round <= number and (self.last_round is None or number <= self.last_round)


@dataclass
class Limits:
    """A round's limits: the pool to play to, and at most so many deals or minutes (None: no such limit)."""

    pool: int = 20
    deals: int | None = None
    minutes: int | None = None


@dataclass
class RoundTable:
    """A table's players in seat order (the first deals first) and its game: the path of its .pulka file as the
    event file holds it (relative to the event file, with forward slashes), None until it is added. ``code`` is
    the table's code for the club night over the network (``table_codes``), None until the director opens the
    round to the tables. ``revision`` is the table's own revision of the copy the director keeps (0 before any):
    an older copy never replaces it, after a restart too. ``kept_over`` is the table's revision of the copy the
    director ruled against, keeping the night's (``NightBook.keep_own``; 0 when none stands): the table told so
    takes the night's game, and a copy differing from it is refused until one agreeing comes."""

    players: list[str]
    game: str | None = None
    code: str | None = None
    revision: int = 0
    kept_over: int = 0


@dataclass
class Round:
    limits: Limits = field(default_factory=Limits)
    seated_by: str | None = None  # one of SEATED_BY; None while the round is not seated
    tables: list[RoundTable] = field(default_factory=lambda: [])
    opened: str | None = None  # when the director opened it to the tables (ISO 8601 with offset): its clock starts
    locked: str | None = None  # since when the director has locked its results (ISO 8601 with offset), None: open

    @property
    def seated(self) -> bool:
        return bool(self.tables)

    @property
    def started(self) -> bool:
        """Whether any table's game is in: the round may then no longer be seated again."""
        return any(table.game is not None for table in self.tables)

    @property
    def complete(self) -> bool:
        """Seated, and every table's game is in."""
        return self.seated and all(table.game is not None for table in self.tables)


@dataclass
class Change:
    """A change the director made to a table's game after it was sent or instead of it (``CHANGE_KINDS``): a copy
    held for a locked round accepted or rejected, a game corrected, a game entered from paper; when, why, and the
    game's deals before (None: it had no game) and after, and the deals of the table's copy it was about."""

    time: str  # ISO 8601 with offset
    round: int
    table: int
    kind: str
    reason: str
    deals_before: int | None
    deals_after: int | None
    offered: int | None = None  # the deals of the copy the table sent (accepted, rejected), None otherwise


@dataclass
class Event:
    players: list[Player]
    rounds: list[Round]
    table_size: TableSize = 3
    seating: str = "norepeat"
    seed: str = "1"
    convention: str = "sochi"
    points: TourPoints = field(default_factory=WhistPoints)
    title: str | None = None
    created: str | None = None
    playing: int | None = None  # the round the director opened last: a restarted director receives it again
    extra: dict[str, JsonValue] = field(default_factory=lambda: {})  # unknown top-level fields, kept as read
    changes: list[Change] = field(default_factory=lambda: [])  # the director's changes to tables' games, in order

    def player(self, name: str) -> Player | None:
        """The player of that name (compared as names are: case and composition do not count)."""
        key = name_key(name)
        return next((p for p in self.players if name_key(p.name) == key), None)

    def active(self, number: int) -> list[str]:
        """The players of round ``number``, in the order of the event's list."""
        return [p.name for p in self.players if p.plays(number)]
