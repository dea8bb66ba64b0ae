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
from typing import Any, TypeVar

from preferans_desk.core.atomic import atomic_write_text
from preferans_desk.core.deals import Deal
from preferans_desk.core.exact_numbers import Number
from preferans_desk.core.game import Game, Rules
from preferans_desk.core.gamefile import dumps
from preferans_desk.core.gamefile import loads as loads_game
from preferans_desk.core.json_types import JsonValue
from preferans_desk.core.names import name_key
from preferans_desk.night.night_errors import EventError, EventFileError
from preferans_desk.night.night_file import change_reason
from preferans_desk.night.night_file import dumps as event_text
from preferans_desk.night.night_file import load as load_event
from preferans_desk.night.night_file import save as save_event
from preferans_desk.night.night_lock import DIRECTOR_WINDOW, NightLock
from preferans_desk.night.night_model import CHANGE_KINDS, Change, Event, Round, RoundTable
from preferans_desk.night.night_rounds import Order, first_open, join, leave, seat_from, swiss_ready
from preferans_desk.night.round_clock import TableClock, round_end, table_clock
from preferans_desk.night.standings import Standing, standings, swiss_order
from preferans_desk.night.table_codes import give_codes
from preferans_desk.night.table_results import Results, game_key, game_path, games_folder, named_results, table_game
from preferans_desk.words import texts
from preferans_desk.words.translate import tr

from . import NIGHT_KEY
from .held_copies import HeldCopy, file_stamp, now_text
from .night_limits import MAX_REVISION, MAX_REVISION_STEP
from .phone_desk import PhoneDesk
from .phone_entries import PhoneEntry
from .table_copies import DIFFER, Disagreement, compare, first_difference
from .tables_book import NightRefusal, TableSeat

T = TypeVar("T")


class NightBook:
    """Opens the tables of ``round`` (when the book opens: the round the director opened last, kept in the event
    file as ``playing``) to their codes, keeps what they send and the live standings."""

    def __init__(self, path: str | Path, on_change: Callable[[int, int], None] | None = None, *,
                 holder: str = DIRECTOR_WINDOW, read_only: bool = False):
        self.path = Path(path)
        self.on_change = on_change
        self.lock = threading.Lock()
        self._saving = threading.Lock()  # one receiver's thread at a time saves the revisions kept (_save_revisions)
        self._unsaved = False  # a revision kept that the event file does not hold yet (under ``lock``)
        self.read_only = read_only  # watching a night another program writes: nothing is ever written
        self.night_lock: NightLock | None = None if read_only else NightLock.take(self.path, holder)
        self.held: dict[tuple[int, int], HeldCopy] = {}  # a table's copy for a locked round, for the director
        self._stamp = file_stamp(self.path)  # the event file as read, for reload()
        self.results: Results = {}
        self.games: dict[tuple[int, int], Game] = {}  # (round, table) -> its game kept (a new object each time)
        self.problems: dict[tuple[int, int], str] = {}  # a kept game that cannot be read, and why
        self.disagreements: dict[tuple[int, int], Disagreement] = {}  # (round, table) -> a copy refused that differs
        try:  # the lock taken is let go whatever stops the book from opening
            self.event: Event = load_event(self.path)
            self._seen = self._game_stamps()
            for number, round_ in enumerate(self.event.rounds, 1):
                for t, table in enumerate(round_.tables, 1):
                    if table.game is not None:
                        self._read_kept(number, t)
            self.round = self._resumed_round()
            self.phones = PhoneDesk(self)  # the tables scoring on phones: their entries beside their games
            if not read_only:
                self.phones.read_all()
        except BaseException:
            self.close()
            raise

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
            self._writable()
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
            self._writable()
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
            self._writable()
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
                         len(game.deals) if game is not None else 0, table.kept_over)

    def game_text(self, seat: TableSeat) -> str:
        with self.lock:
            game = self.games.get((seat.round, seat.table))
            return dumps(game if game is not None else self.new_game(seat.round, seat.table))

    def receive(self, seat: TableSeat, game: Game, text: str, revision: int) -> int:
        key = (seat.round, seat.table)
        self._check_bounds(key, revision)
        self._hold_if_locked(seat, game, text, revision)
        try:
            with self.lock:
                if seat.round != self.round:
                    raise NightRefusal(403, "round_over", round=seat.round)
                table = self.event.rounds[seat.round - 1].tables[seat.table - 1]
                self._check_revision(key, table, game, text, revision)
                self._write(key, game, text)
                table.kept_over = 0  # a copy agreeing with the night's, or past it: the table heard the ruling
                self._keep_revision(table, revision, now=False)
                self.disagreements.pop(key, None)
        except NightRefusal as refusal:
            if refusal.status == 409 and key in self.disagreements and self.on_change is not None:
                self.on_change(*key)  # the director is shown the disagreement
            raise
        self._save_revisions()  # before the table is answered: a restarted director refuses an older copy
        if self.on_change is not None:
            self.on_change(*key)
        return len(game.deals)

    def _check_bounds(self, key: tuple[int, int], revision: int) -> None:
        """Not absurdly far past the revision kept (400), before a copy is kept or held: a revision of anyone's
        making must not leave the table's own behind for the night."""
        with self.lock:
            table = self.event.rounds[key[0] - 1].tables[key[1] - 1]
            if revision > MAX_REVISION or revision > table.revision + MAX_REVISION_STEP:
                raise NightRefusal(400, "absurd_revision", revision=revision, kept=table.revision)

    def _check_revision(self, key: tuple[int, int], table: RoundTable, game: Game, text: str, revision: int) -> None:
        """A copy's revision must be past the one kept (else 409: the table resolves against the director's copy,
        and one whose deals differ is kept in ``disagreements`` for the director). While a disagreement stands, or
        the director's ruling for the night's copy (``kept_over``) is not yet heard, a copy whose deals still differ
        from the director's is refused so too, however far past: a table's next change must not settle it silently
        (two windows on one code; a director's correction; a table restarted before it heard the ruling)."""
        held = self.games.get(key)
        differs = held is not None and compare(game, held) == DIFFER
        if revision <= table.revision or (differs and (key in self.disagreements or table.kept_over)):
            if held is not None and differs:
                self.disagreements[key] = Disagreement(
                    key[0], key[1], revision, text, len(held.deals), len(game.deals), first_difference(game, held),
                    datetime.now().astimezone().isoformat(timespec="seconds"))
            raise NightRefusal(409, "newer_copy")

    def _keep_revision(self, table: RoundTable, revision: int, now: bool = True) -> None:
        """The copy's revision, in the event file (``now``, else by ``_save_revisions`` soon after, outside the
        lock): a restarted director refuses an older copy still."""
        table.revision = revision
        if now:
            save_event(self.event, self.path)
        else:
            self._unsaved = True

    def _save_revisions(self) -> None:
        """The revisions kept, in the event file, before the tables that sent them are answered. Forty tables
        sending at once write their games one after another under the lock; one save then holds the revisions of
        every table that got in meanwhile, and the threads behind it find nothing left to save (each save takes
        some 12 ms, each game's write some 9: forty saves in a row were half a second more for the last table)."""
        with self._saving, self.lock:
            if self._unsaved:
                save_event(self.event, self.path)
                self._unsaved = False

    def take_copy(self, number: int, t: int, reason: str = "") -> None:
        """The director settles a disagreement with the table's copy: kept as if it had come newer (the table's
        next copy, past it, is taken), the change kept with its reason ("accepted", ``changes``); the revision kept
        moves one past, so that the table's link compares again and finds the copies agree. Keeping the night's
        copy instead is ``keep_own``."""
        key = (number, t)
        with self.lock:
            self._writable()
            disagreement = self.disagreements[key]
            game = loads_game(disagreement.text).game
            self._change(key, game, disagreement.text, reason, "accepted", len(game.deals))
            table = self.event.rounds[number - 1].tables[t - 1]
            # one past both: the director's copy changed, so the table's link compares again (the same deals now)
            # and its line goes back by itself, its next copy going past this one
            table.kept_over = 0  # the table's copy is the night's now
            self._keep_revision(table, min(max(table.revision, disagreement.revision) + 1, MAX_REVISION))
            del self.disagreements[key]
        if self.on_change is not None:
            self.on_change(number, t)

    def keep_own(self, number: int, t: int, reason: str = "") -> None:
        """The director settles a disagreement with the night's copy: the table's copy is not taken, the refusal
        kept with its reason ("rejected", ``changes``). The ruling is kept in the event file (the table's
        ``kept_over``: the revision of the copy refused) and the revision moves one past it, so that the table's link
        compares again, learns the ruling from ``GET /night/v1/table`` and takes the night's game; until a copy
        agreeing with it comes, a differing one is refused (a disagreement shown again), never taken."""
        key = (number, t)
        with self.lock:
            self._writable()
            disagreement = self.disagreements[key]
            deals = self.deals.get(key)
            self._log(Change(now_text(), number, t, "rejected", change_reason(reason), deals, deals,
                             disagreement.sent_deals))
            table = self.event.rounds[number - 1].tables[t - 1]
            table.kept_over = min(max(disagreement.revision, 1), MAX_REVISION - 1)  # 0 would say no ruling
            self._keep_revision(table, min(max(table.revision, table.kept_over) + 1, MAX_REVISION))
            del self.disagreements[key]
        if self.on_change is not None:
            self.on_change(number, t)

    def keep_game(self, number: int, t: int, game: Game, reason: str = "", kind: str | None = None) -> None:
        """A table's game changed by the director: entered from paper (``kind`` "entered", the default for a table
        without a game) or corrected ("corrected", the default else), kept as a sent one is, and the change with
        its reason kept in the event file (``changes``)."""
        if kind is not None and kind not in CHANGE_KINDS:
            raise ValueError(f"a change is one of {CHANGE_KINDS}, not {kind!r}")
        with self.lock:
            self._writable()
            key = (number, t)
            self._change(key, game, dumps(game), reason, kind or ("corrected" if key in self.games else "entered"))
            # one past the table's: its next copy of its old deals is compared (a disagreement shown), never taken
            # over the director's unseen; its link sees the revision move and compares again
            table = self.event.rounds[number - 1].tables[t - 1]
            self._keep_revision(table, min(table.revision + 1, MAX_REVISION))
        if self.on_change is not None:
            self.on_change(number, t)

    # ----- the tables scoring on phones (phone_desk.py, docs/club-night-network.md) -----
    def phone_state(self, seat: TableSeat) -> dict[str, Any]:
        return self.phones.state(seat)

    def phone_table(self, seat: TableSeat) -> tuple[Game, PhoneEntry | None]:
        return self.phones.table(seat)

    def enter(self, seat: TableSeat, entry_id: str, device: str, deal: JsonValue, let_stand: bool = False
              ) -> tuple[int, PhoneEntry]:
        return self.phones.enter(seat, entry_id, device, deal, let_stand)

    def confirm(self, seat: TableSeat, entry_id: str, device: str) -> PhoneEntry:
        return self.phones.confirm(seat, entry_id, device)

    def withdraw(self, seat: TableSeat, entry_id: str, device: str) -> PhoneEntry:
        return self.phones.withdraw(seat, entry_id, device)

    def dispute(self, seat: TableSeat, entry_id: str, device: str) -> PhoneEntry:
        return self.phones.dispute(seat, entry_id, device)

    def answer_entry(self, number: int, t: int, entry_id: str, state: str, reason: str = "",
                     deal: Deal | None = None, let_stand: bool = False) -> PhoneEntry:
        """The director's answer to a phone's deal waiting (``phone_entries.ACCEPTED``, ``CORRECTED`` with
        ``deal``, let stand below the exit level or not, ``DELETED``), kept in ``changes`` with its reason."""
        return self.phones.answer(number, t, entry_id, state, reason, deal, let_stand)

    def open_entries(self) -> dict[tuple[int, int], PhoneEntry]:
        """Each phone table's deal waiting for a confirmation or for the director."""
        return self.phones.open_entries()

    # ----- one writer, a round's lock, the copies held and the director's changes -----
    def close(self) -> None:
        """The night let go: its lock is released (another window, ``event serve`` or a command may write it)."""
        if self.night_lock is not None:
            self.night_lock.release()

    def reload(self) -> bool:
        """The event file and the tables' games read again where they changed on disk (a book watching a night
        that another program writes); whether anything changed. A file that cannot be read now (being replaced,
        or bad) leaves the night as it was read last."""
        with self.lock:
            return self._reload()

    def _reload(self) -> bool:
        """``reload()`` under the lock."""
        stamp = file_stamp(self.path)
        changed = stamp != self._stamp
        if changed:
            try:
                self.event = load_event(self.path)
            except (EventFileError, OSError):
                return False
            self._stamp = stamp
        seen = self._game_stamps()
        for key in set(self.games) | set(self.problems) | set(self._seen):
            if key not in seen:  # a table reseated, or its game taken off
                for kept in (self.games, self.results, self.problems):
                    kept.pop(key, None)
                changed = True
        for key, now in seen.items():
            if self._seen.get(key) != now:
                self._read_kept(*key)
                changed = True
        self._seen = seen
        if changed:
            self.round = self._resumed_round()
            self.phones.tables.clear()  # read again when asked
        return changed

    def lock_round(self, number: int) -> None:
        """Round ``number``'s results locked by the director (since now, kept in the event file): a table's copy
        for it is refused and held for the director to accept or reject (``held``)."""
        with self.lock:
            self._writable()
            round_ = self._round_of(number)
            if round_.locked is None:
                round_.locked = now_text()
                save_event(self.event, self.path)

    def unlock_round(self, number: int) -> None:
        """Round ``number`` takes its tables' copies again (the copies held stay held for the director)."""
        with self.lock:
            self._writable()
            round_ = self._round_of(number)
            if round_.locked is not None:
                round_.locked = None
                save_event(self.event, self.path)

    def locked(self, number: int) -> datetime | None:
        """Since when round ``number``'s results are locked, None while they are not."""
        locked = self.event.rounds[number - 1].locked
        return datetime.fromisoformat(locked) if locked is not None else None

    def accept_held(self, number: int, t: int, reason: str = "") -> None:
        """The copy held for round ``number``'s table ``t`` becomes the table's game, the change kept."""
        key = (number, t)
        with self.lock:
            self._writable()
            held = self._held(key)
            self._change(key, held.game, held.text, reason, "accepted", held.deals)
            table = self.event.rounds[number - 1].tables[t - 1]
            self._keep_revision(table, max(table.revision, held.revision))
            self.held = {k: v for k, v in self.held.items() if k != key}
        if self.on_change is not None:
            self.on_change(number, t)

    def reject_held(self, number: int, t: int, reason: str = "") -> None:
        """The copy held for round ``number``'s table ``t`` is not taken; the refusal kept with its reason."""
        key = (number, t)
        with self.lock:
            self._writable()
            held = self._held(key)
            deals = self.deals.get(key)
            self._log(Change(now_text(), number, t, "rejected", change_reason(reason), deals, deals, held.deals))
            save_event(self.event, self.path)
            self.held = {k: v for k, v in self.held.items() if k != key}
        if self.on_change is not None:
            self.on_change(number, t)

    def changes(self) -> list[Change]:
        """The director's changes to tables' games, oldest first (copies: the book's stay as they are)."""
        with self.lock:
            return copy.deepcopy(self.event.changes)

    def _hold_if_locked(self, seat: TableSeat, game: Game, text: str, revision: int) -> None:
        """A copy for a locked round is refused (409 ``round_locked``) and held for the director, unless it is
        the game kept already (then the usual answers follow); a newer copy replaces the one held."""
        key = (seat.round, seat.table)
        with self.lock:
            self._writable()
            locked = self.event.rounds[seat.round - 1].locked if seat.round <= len(self.event.rounds) else None
            kept = self.games.get(key)
            if locked is None or (kept is not None and _same_play(kept, game)):
                return
            held = self.held.get(key)
            new = held is None or revision > held.revision
            if new:  # a new dict each time (as below): the window reads ``held`` without the lock
                self.held = {**self.held, key: HeldCopy(game, text, len(game.deals), revision,
                                                        datetime.now().astimezone())}
        if new and self.on_change is not None:
            self.on_change(*key)
        raise NightRefusal(409, "round_locked", round=seat.round, locked=locked)

    def _change(self, key: tuple[int, int], game: Game, text: str, reason: str, kind: str,
                offered: int | None = None) -> None:
        """A table's game changed by the director, written, and the change kept (under the lock). A game of other
        players than the table's (a copy held before the round was seated again) is refused, nothing written."""
        players = self.event.rounds[key[0] - 1].tables[key[1] - 1].players
        if sorted(map(name_key, game.players)) != sorted(map(name_key, players)):
            raise EventError("game_players", players=", ".join(game.players), round=key[0], table=key[1],
                             table_players=", ".join(players))
        before = self.games.get(key)
        change = Change(now_text(), key[0], key[1], kind, change_reason(reason),
                        None if before is None else len(before.deals), len(game.deals), offered)
        self._log(change)
        try:
            self._write(key, game, text)
            save_event(self.event, self.path)
        except BaseException:
            self.event.changes.remove(change)
            raise

    def _log(self, change: Change) -> None:
        self.event.changes.append(change)

    def _held(self, key: tuple[int, int]) -> HeldCopy:
        held = self.held.get(key)
        if held is None:
            raise EventError("no_held_copy", round=key[0], table=key[1])
        return held

    def _round_of(self, number: int) -> Round:
        if not 1 <= number <= len(self.event.rounds):
            raise EventError("no_round", round=number, count=len(self.event.rounds))
        return self.event.rounds[number - 1]

    def _writable(self) -> None:
        """Refuse a change of a book opened only to watch (``read_only``), closed (its lock let go), or whose lock
        another writer took since (its lock file removed or replaced under it: ``NightLock.confirm``)."""
        if self.read_only:
            raise EventError("read_only")
        if self.night_lock is not None and not self.night_lock.held:  # closed: the next writer may have it now
            raise EventError("night_closed")
        if self.night_lock is not None and self.night_lock.confirm():
            self._written_meanwhile()

    def _written_meanwhile(self) -> None:
        """The lock was lost and taken again (``NightLock.confirm``): a command or another window may have
        written the night meanwhile, and the book's night written now would undo that. The night is then read
        again and the change refused (``EventError("night_changed")``), for the director to make it again on the
        night as it is; an event file that is as the book has it, or that cannot be read now, is written."""
        try:
            there = event_text(load_event(self.path))
        except (EventFileError, OSError):
            return
        if there != event_text(self.event):
            self._stamp = None  # whatever its stamp: it is read again
            self._reload()
            raise EventError("night_changed")

    def _game_stamps(self) -> dict[tuple[int, int], tuple[str, tuple[int, ...] | None]]:
        """Each table's game as the event names it and its file's stamp: what reload() compares."""
        return {(number, t): (table.game, self._stamp_of(table.game))
                for number, round_ in enumerate(self.event.rounds, 1)
                for t, table in enumerate(round_.tables, 1) if table.game is not None}

    def _stamp_of(self, kept: str) -> tuple[int, ...] | None:
        """A table's game file's stamp; None for one leading out of the night (read never: its table's problem)."""
        try:
            return file_stamp(game_path(self.path, kept))
        except EventError:
            return None

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
        atomic_write_text(path, text, through_link=False)  # a link there (to another table's game) is replaced
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


def _same_play(kept: Game, game: Game) -> bool:
    """Whether a copy plays as the game kept: its players, deals and end (a title or a time of making aside)."""
    return (kept.players, kept.deals, kept.ended) == (game.players, game.deals, game.ended)
