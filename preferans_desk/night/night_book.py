"""The director's club night as the receiver sees it (``TablesBook``): the event file, its tables' games beside it,
and the codes that open the tables of the round being played.

A table's game received is written atomically to ``<event's folder>/<event's name> games/round-R-table-T.pulka``
(or where the event already keeps that table's game), the event file then names it, and the table's result in
the standings is worked out again from that game alone: the standings after every deal cost one game's
settlement, not the night's. Everything is under one lock (the receiver calls from its threads); ``on_change``
is called after it, outside the lock, with the round and table that changed.
"""

from __future__ import annotations

import copy
import hmac
import threading
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import TypeVar

from preferans_desk.core.atomic import atomic_write_text
from preferans_desk.core.exact_numbers import Number
from preferans_desk.core.game import Game, Rules
from preferans_desk.core.gamefile import dumps
from preferans_desk.core.gamefile import loads as loads_game
from preferans_desk.core.json_types import JsonValue
from preferans_desk.night.night_errors import EventError, EventFileError
from preferans_desk.night.night_file import load as load_event
from preferans_desk.night.night_file import save as save_event
from preferans_desk.night.night_model import Event, RoundTable
from preferans_desk.night.night_rounds import Order, first_open, join, leave, seat_from, swiss_ready
from preferans_desk.night.round_clock import TableClock, round_end, table_clock
from preferans_desk.night.standings import Standing, standings, swiss_order
from preferans_desk.night.table_codes import give_codes
from preferans_desk.night.table_results import Results, game_key, game_path, games_folder, named_results, table_game
from preferans_desk.words import texts
from preferans_desk.words.translate import tr

from . import NIGHT_KEY
from .night_limits import MAX_REVISION, MAX_REVISION_STEP
from .table_copies import DIFFER, Disagreement, compare, first_difference
from .tables_book import NightRefusal, TableSeat

T = TypeVar("T")


class NightBook:
    """Opens the tables of ``round`` (when the book opens: the round the director opened last, kept in the event
    file as ``playing``) to their codes, keeps what they send and the live standings."""

    def __init__(self, path: str | Path, on_change: Callable[[int, int], None] | None = None):
        self.path = Path(path)
        self.on_change = on_change
        self.lock = threading.Lock()
        self.event: Event = load_event(self.path)
        self.results: Results = {}
        self.games: dict[tuple[int, int], Game] = {}  # (round, table) -> its game kept (a new object each time)
        self.problems: dict[tuple[int, int], str] = {}  # a kept game that cannot be read, and why
        self.disagreements: dict[tuple[int, int], Disagreement] = {}  # (round, table) -> a copy refused that differs
        for number, round_ in enumerate(self.event.rounds, 1):
            for t, table in enumerate(round_.tables, 1):
                if table.game is not None:
                    self._read_kept(number, t)
        self.round = self._resumed_round()

    @property
    def deals(self) -> dict[tuple[int, int], int]:
        """(round, table) -> how many deals its game kept holds."""
        return {key: len(game.deals) for key, game in self.games.items()}

    def opened(self, number: int) -> datetime | None:
        """When the director opened round ``number`` to its tables (kept in the event file), None before."""
        opened = self.event.rounds[number - 1].opened
        return datetime.fromisoformat(opened) if opened is not None else None

    def clock(self, number: int, t: int, now: datetime | None = None) -> TableClock:
        """Round ``number``'s table ``t`` against the round's limits at ``now`` (this computer's clock)."""
        round_ = self.event.rounds[number - 1]
        return table_clock(self.games.get((number, t)), round_.limits, round_end(round_),
                           now or datetime.now().astimezone())

    # ----- the director's side -----
    def open_round(self, number: int) -> None:
        """Round ``number`` is the one the tables play now: its tables get their codes (kept in the event)."""
        with self.lock:
            if not 1 <= number <= len(self.event.rounds):
                raise EventError("no_round", round=number, count=len(self.event.rounds))
            if not self.event.rounds[number - 1].seated:
                raise EventError("not_seated", round=number)
            self.round = number
            round_ = self.event.rounds[number - 1]
            opening = round_.opened is None
            if opening:  # the round's clock starts; opened again (after a restart) it goes on
                round_.opened = datetime.now().astimezone().isoformat(timespec="seconds")
            playing = self.event.playing != number
            self.event.playing = number  # a restarted director receives it again
            if give_codes(self.event, number) or opening or playing:
                save_event(self.event, self.path)

    def seat_round(self, number: int) -> None:
        """Seat round ``number`` by the event's method (a Swiss round once every table of the round before has
        finished its game), kept in the event file; ``EventError`` names what stands in the way."""
        with self.lock:
            event = self.event
            refusal = self._seat_refusal(number)
            if refusal is not None:
                raise refusal
            results = dict(self.results)
            seat_from(event, number, lambda n: swiss_order(event, results, n))
            save_event(event, self.path)

    def seat_refusal(self, number: int) -> EventError | None:
        """Why ``seat_round(number)`` would refuse now (a Swiss round whose round before has tables still playing,
        named), else None: the director's window says it before the round is seated."""
        with self.lock:
            return self._seat_refusal(number)

    def _seat_refusal(self, number: int) -> EventError | None:
        event = self.event
        if event.seating != "swiss" or number <= 1:
            return None
        try:
            swiss_ready(event, number)
        except EventError as refusal:
            return refusal
        playing = [str(t) for t in range(1, len(event.rounds[number - 2].tables) + 1)
                   if self._unfinished(number - 1, t)]
        if playing:
            return EventError("previous_playing", round=number, previous=number - 1, tables=", ".join(playing))
        return None

    def join_player(self, name: str) -> tuple[str, int]:
        """A late player, who plays from the first round without games (it and the later ones seated again, as
        ``event join`` seats them); his name as kept and that round. ``EventError`` says what stands in the way,
        and then nothing is changed."""
        return self._change_players(lambda first, order: join(self.event, name, first, order).name)

    def leave_player(self, name: str) -> int:
        """A player who leaves: he plays no round from the first without games on (seated again); that round."""
        return self._change_players(lambda first, order: leave(self.event, name, first, order))[1]

    def _change_players(self, change: Callable[[int, Order], T]) -> tuple[T, int]:
        with self.lock:
            kept = copy.deepcopy(self.event)
            results = dict(self.results)
            try:
                first = first_open(self.event)
                done = change(first, lambda n: swiss_order(self.event, results, n))
                save_event(self.event, self.path)
            except (EventError, EventFileError, OSError):  # (a name the file refuses: EventFileError)
                self.event = kept
                raise
            return done, first

    def standings(self) -> list[Standing]:
        with self.lock:
            return standings(self.event, dict(self.results))

    # ----- the receiver's side (TablesBook) -----
    def seat(self, code: str) -> TableSeat:
        """The table ``code`` opens in the round being played; a code of another round's table is refused saying
        which round is received (no delay: the code is a real one), any other as a wrong code."""
        wanted = code.encode("utf-8", "surrogateescape")  # compared as bytes: a str of other letters would raise
        with self.lock:
            for number, round_ in enumerate(self.event.rounds, 1):
                for t, table in enumerate(round_.tables, 1):
                    if table.code is not None and hmac.compare_digest(table.code.encode(), wanted):
                        return self._seat_of(number, t, table)
        raise NightRefusal(403, "wrong_code")

    def _seat_of(self, number: int, t: int, table: RoundTable) -> TableSeat:
        if number < self.round:
            raise NightRefusal(403, "round_over", round=number)
        if number > self.round:
            raise NightRefusal(403, "round_not_open", round=number, playing=self.round)
        game = self.games.get((number, t))
        return TableSeat(number, t, tuple(table.players), self._rules(number), 0, table.revision,
                         len(game.deals) if game is not None else 0)

    def game_text(self, seat: TableSeat) -> str:
        with self.lock:
            game = self.games.get((seat.round, seat.table))
            return dumps(game if game is not None else self.new_game(seat.round, seat.table))

    def receive(self, seat: TableSeat, game: Game, text: str, revision: int) -> int:
        key = (seat.round, seat.table)
        try:
            with self.lock:
                if seat.round != self.round:
                    raise NightRefusal(403, "round_over", round=seat.round)
                table = self.event.rounds[seat.round - 1].tables[seat.table - 1]
                self._check_revision(key, table.revision, game, text, revision)
                self._write(key, game, text)
                self._keep_revision(table, revision)
                self.disagreements.pop(key, None)
        except NightRefusal as refusal:
            if refusal.status == 409 and key in self.disagreements and self.on_change is not None:
                self.on_change(*key)  # the director is shown the disagreement
            raise
        if self.on_change is not None:
            self.on_change(*key)
        return len(game.deals)

    def _check_revision(self, key: tuple[int, int], kept: int, game: Game, text: str, revision: int) -> None:
        """A copy's revision must be past the one kept (else 409: the table resolves against the director's copy,
        and one whose deals differ is kept in ``disagreements`` for the director), and not absurdly far past it
        (400: a revision of anyone's making must not leave the table's own behind for the night)."""
        if revision > MAX_REVISION or revision > kept + MAX_REVISION_STEP:
            raise NightRefusal(400, "absurd_revision", revision=revision, kept=kept)
        if revision <= kept:
            held = self.games.get(key)
            if held is not None and compare(game, held) == DIFFER:
                self.disagreements[key] = Disagreement(
                    key[0], key[1], revision, text, len(held.deals), len(game.deals), first_difference(game, held),
                    datetime.now().astimezone().isoformat(timespec="seconds"))
            raise NightRefusal(409, "newer_copy")

    def _keep_revision(self, table: RoundTable, revision: int) -> None:
        """The copy's revision, in the event file: a restarted director refuses an older copy still."""
        table.revision = revision
        save_event(self.event, self.path)

    def take_copy(self, number: int, t: int) -> None:
        """The director settles a disagreement with the table's copy: kept, as if it had come newer (the table's
        next copy, past it, is taken)."""
        with self.lock:
            disagreement = self.disagreements.pop((number, t))
            table = self.event.rounds[number - 1].tables[t - 1]
            self._write((number, t), loads_game(disagreement.text).game, disagreement.text)
            self._keep_revision(table, max(table.revision, disagreement.revision))
        if self.on_change is not None:
            self.on_change(number, t)

    def keep_game(self, number: int, t: int, game: Game) -> None:
        """A table's game entered at the director (a table kept on paper), kept as a sent one is."""
        with self.lock:
            self._write((number, t), game, dumps(game))
        if self.on_change is not None:
            self.on_change(number, t)

    def new_game(self, number: int, t: int) -> Game:
        """A new game of round ``number``'s table ``t``: its players in their seats, the event's rules, and the
        round's limits for the table's window to show (``night_field``)."""
        round_ = self.event.rounds[number - 1]
        night: dict[str, JsonValue] = {"round": number, "table": t}
        if round_.limits.deals is not None:
            night["deals"] = round_.limits.deals
        end = round_end(round_)
        if end is not None:
            night["ends"] = end.isoformat(timespec="seconds")
        return Game(list(round_.tables[t - 1].players), self._rules(number), title=self._title(number),
                    created=datetime.now().astimezone().isoformat(timespec="seconds"), extra={NIGHT_KEY: night})

    # ----- inside -----
    def _resumed_round(self) -> int:
        """The round the director opened last (``playing``), when it is still seated; else the first unfinished."""
        playing = self.event.playing
        if playing is not None and 1 <= playing <= len(self.event.rounds) and self.event.rounds[playing - 1].seated:
            return playing
        return self._first_unfinished()

    def _first_unfinished(self) -> int:
        """The first seated round whose tables have not all sent a finished game (the last seated one else)."""
        seated = [n for n, r in enumerate(self.event.rounds, 1) if r.seated]
        return next((n for n in seated if any(self._unfinished(n, t) for t in
                                              range(1, len(self.event.rounds[n - 1].tables) + 1))),
                    seated[-1] if seated else 1)

    def _unfinished(self, number: int, t: int) -> bool:
        """Whether the table still plays its round: no game yet, or neither its game nor a limit is over."""
        return (number, t) not in self.games or self.clock(number, t).over is None

    def _write(self, key: tuple[int, int], game: Game, text: str) -> None:
        """The table's game to its file, named in the event file if it was not yet (under the lock). A name
        that leads out of the night (a link in the games folder) is refused (``EventError``), nothing written."""
        table = self.event.rounds[key[0] - 1].tables[key[1] - 1]
        kept, path = self._path_of(key[0], key[1], table)
        path.parent.mkdir(parents=True, exist_ok=True)
        game_path(self.path, kept)  # again, now that the folder is there: a link put in meanwhile leads nowhere
        atomic_write_text(path, text)
        if table.game is None:
            table.game = kept
            save_event(self.event, self.path)
        self._keep(key, table, game)

    def _read_kept(self, number: int, t: int) -> None:
        """A table's game the event names, read as the night's printout reads it: one that cannot be read, or is
        of other players, is a problem of its table's (``problems``), never the night's."""
        try:
            game, results = table_game(self.event, self.path, number, t)
        except EventError as problem:
            self.problems[number, t] = texts.problem_text(problem)
            return
        self._record((number, t), game, results)

    def _keep(self, key: tuple[int, int], table: RoundTable, game: Game) -> None:
        """A game the receiver or the director checked (its players are the table's), recorded."""
        self._record(key, game, named_results(game, table.players))

    def _record(self, key: tuple[int, int], game: Game, results: dict[str, Number]) -> None:
        self.games[key] = game
        if results:
            self.results[key] = results
        else:  # a game of no deals is no game: counted for nobody
            self.results.pop(key, None)
        self.problems.pop(key, None)

    def _path_of(self, number: int, t: int, table: RoundTable) -> tuple[str, Path]:
        """The table's game's name as the event keeps it and its path: the one the event names, else
        ``NAME games/round-R-table-T.pulka`` (``-2``, ``-3``... when another table's game has that name: one
        file is never two tables' games). ``EventError`` when it leads out of the night."""
        kept = table.game
        if kept is None:
            taken = {game_key(other.game) for round_ in self.event.rounds for other in round_.tables
                     if other.game is not None}
            stem = f"{games_folder(self.path)}/round-{number}-table-{t}"
            kept = next(name for name in (f"{stem}{suffix}.pulka" for suffix in ("", *(f"-{n}" for n in range(
                2, len(taken) + 3)))) if game_key(name) not in taken)
        return kept, game_path(self.path, kept)

    def _rules(self, number: int) -> Rules:
        """The rules of round ``number``'s games: the night's convention, the round's pool."""
        return Rules.from_preset(self.event.convention, self.event.rounds[number - 1].limits.pool)

    def _title(self, number: int) -> str:
        """The table's game's title in the director's language: "Club night, round 2"."""
        return tr("%1, round %2").replace("%1", self.event.title or self.path.stem).replace("%2", str(number))
