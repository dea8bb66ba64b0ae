"""The director's side of the tables that score on their players' phones (issue 34): the entries of each table,
judged, kept pending until a player on another phone confirms them, and the director's answer to a disputed one.

It works inside the ``NightBook`` (its lock, its games, its writes): a confirmed deal goes into the table's game
file as a laptop's copy does, and the table's revision moves on by one, so that a laptop that joins the table
(or sent from it before) is told ``newer_copy`` and takes the deals over (``docs/club-night-network.md``).
A table's entries are kept in their own file beside its game (``phone_entries``), written before the phone is
answered: the director crashing loses no entry it acknowledged. The order of the writes on a confirmation is the
game, the event file (the revision), the entries; a crash between the first and the last leaves the entry open
with its deal the game's last: it is found confirmed when the entries are read again (``_reconcile``).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from preferans_desk.core.deals import Deal
from preferans_desk.core.errors import DealError
from preferans_desk.core.game import Game
from preferans_desk.core.gamefile import dumps, to_document
from preferans_desk.core.json_types import JsonValue
from preferans_desk.night.night_file import change_reason
from preferans_desk.night.night_file import save as save_event
from preferans_desk.words import texts

from .held_copies import now_text
from .night_errors import EventError, EventFileError
from .night_model import Change, RoundTable
from .phone_entries import (
    ACCEPTED,
    CONFIRMED,
    CORRECTED,
    DELETED,
    DISPUTED,
    PENDING,
    WITHDRAWN,
    PhoneEntry,
    TableEntries,
    entries_name,
    load_entries,
)
from .phone_judge import PhoneRefusal, judge, judge_deal
from .round_clock import round_end
from .table_results import game_path
from .tables_book import NightRefusal, TableSeat

if TYPE_CHECKING:
    from .night_book import NightBook

Key = tuple[int, int]
DIRECTOR = "director"  # who settled an entry the director answered
SETTLED_SHOWN = 20  # settled entries the table's state lists (the newest)
CHANGE_OF = {ACCEPTED: "entry_accepted", CORRECTED: "entry_corrected", DELETED: "entry_deleted"}


class PhoneDesk:
    """The phone tables' entries of one night (called under the book's lock, but for ``state``)."""

    def __init__(self, book: NightBook):
        self.book = book
        self.tables: dict[Key, TableEntries] = {}
        self.problems: dict[Key, str] = {}  # a table whose entries' file cannot be read, and why

    # ----- the phones' side (NightRefusal for what is refused) -----
    def enter(self, seat: TableSeat, entry_id: str, device: str, raw: JsonValue, let_stand: bool
              ) -> tuple[int, PhoneEntry]:
        """A phone's deal: 200 and the entry as it stands when its id is known, else judged and kept pending
        (201)."""
        key = (seat.round, seat.table)
        with self.book.lock:
            self._playing(seat)
            entries = self.entries(key)
            known = entries.find(entry_id)
            if known is not None:
                return 200, known
            self._unlocked(seat.round)
            waiting = entries.open
            if waiting is not None:
                raise PhoneRefusal(409, "entry_open", id=waiting.id)
            game = self._game(key)
            when = now_text()
            record = judge(game, raw, let_stand, when)
            entry = PhoneEntry(entry_id, device, record.deal, let_stand, PENDING, when, len(game.deals),
                               self._table(key).revision)
            self._keep(key, entries, entry)
        self._changed(key)
        return 201, entry

    def confirm(self, seat: TableSeat, entry_id: str, device: str) -> PhoneEntry:
        """Another phone's confirmation: the deal goes into the table's game (409 for the phone that entered it)."""
        key = (seat.round, seat.table)
        with self.book.lock:
            self._playing(seat)
            entries, entry = self._entry(key, entry_id)
            self._reconcile(key, entries)  # a confirmation before it that the disk cut short is finished
            entry = entries.find(entry_id) or entry
            if entry.state == CONFIRMED:
                return entry
            self._still_pending(entry)
            if device == entry.device:
                raise PhoneRefusal(409, "own_entry", id=entry.id)
            self._unlocked(seat.round)
            game = self._game(key)
            table = self._table(key)
            if len(game.deals) != entry.base or table.revision != entry.revision:
                raise PhoneRefusal(409, "table_changed", id=entry.id)
            judge_deal(game, entry.deal, entry.let_stand)  # the rules' refusals again: nothing changed, or...
            written = self._game_with(game, entry.deal)
            self.book._write(key, written, dumps(written))  # pyright: ignore[reportPrivateUsage]
            table.revision += 1
            save_event(self.book.event, self.book.path)
            settled = entry.settle(CONFIRMED, device, now_text(), len(written.deals))
            self._keep(key, entries, settled)
        self._changed(key)
        return settled

    def withdraw(self, seat: TableSeat, entry_id: str, device: str) -> PhoneEntry:
        """The phone that entered a pending deal takes it back."""
        key = (seat.round, seat.table)
        with self.book.lock:
            self._playing(seat)
            entries, entry = self._entry(key, entry_id)
            if entry.state == WITHDRAWN:
                return entry
            self._still_pending(entry)
            if device != entry.device:
                raise PhoneRefusal(403, "not_own_entry", id=entry.id)
            settled = entry.settle(WITHDRAWN, device, now_text())
            self._keep(key, entries, settled)
        self._changed(key)
        return settled

    def dispute(self, seat: TableSeat, entry_id: str, device: str) -> PhoneEntry:
        """Any phone of the table calls the director to a pending deal: it stays open, for the director."""
        key = (seat.round, seat.table)
        with self.book.lock:
            self._playing(seat)
            entries, entry = self._entry(key, entry_id)
            if entry.state == DISPUTED:
                return entry
            self._still_pending(entry)
            disputed = entry.settle(DISPUTED, device, now_text())
            self._keep(key, entries, disputed)
        self._changed(key)
        return disputed

    def next_game(self, seat: TableSeat) -> Game:
        """The table's game a phone's deal is judged against, for a preview (``phone_preview``): checked as an
        entry is (the round played, not locked, the table readable); the book never changes a game in place, so
        it may be judged outside the lock."""
        key = (seat.round, seat.table)
        with self.book.lock:
            self._playing(seat)
            self._unlocked(seat.round)
            return self._game(key)

    def state(self, seat: TableSeat) -> dict[str, Any]:
        """What a phone of the table shows: the players, the rules, the confirmed deals, the open entry, the
        newest settled ones, the round's limits and lock, and the table's revision."""
        key = (seat.round, seat.table)
        book = self.book
        with book.lock:
            entries = self.entries(key)
            game = self._game(key)
            table = self._table(key)
            round_ = book.event.rounds[seat.round - 1]
            end = round_end(round_)
            clock = book.clock(*key)
            document = to_document(game)
            open_entry = entries.open
            settled = [e.to_json() for e in entries.entries if not e.open][-SETTLED_SHOWN:]
            return {
                "round": seat.round, "table": seat.table, "players": list(game.players),
                "first_dealer": game.first_dealer, "dealer": game.sheet.next_dealer,
                "sits_out": game.sheet.sits_out, "rules": document["rules"], "deals": document["deals"],
                "finished": game.finished, "revision": table.revision,
                "entries": [] if open_entry is None else [open_entry.to_json()], "settled": settled,
                "limits": {"pool": round_.limits.pool, "deals": round_.limits.deals,
                           "minutes": round_.limits.minutes,
                           "ends": None if end is None else end.isoformat(timespec="seconds"),
                           "deals_played": clock.deals, "over": clock.over},
                "locked": round_.locked}

    def table(self, seat: TableSeat) -> tuple[Game, PhoneEntry | None]:
        """The table's game and its open entry (pending or disputed), as ``state`` reads them: what its sheet
        draws (``phone_sheet``). The game is the book's, never changed in place."""
        key = (seat.round, seat.table)
        with self.book.lock:
            return self._game(key), self.entries(key).open

    # ----- the director's side (EventError, DealError) -----
    def answer(self, number: int, t: int, entry_id: str, state: str, reason: str = "", deal: Deal | None = None,
               let_stand: bool = False) -> PhoneEntry:
        """The director's answer to an open entry: ``ACCEPTED`` (its deal goes into the game), ``CORRECTED``
        (``deal`` instead of it; a game below the exit level when the director ``let_stand``, as the deal dialog's
        box) or ``DELETED`` (nothing goes in), the change kept with its reason."""
        key = (number, t)
        book = self.book
        with book.lock:
            book._writable()  # pyright: ignore[reportPrivateUsage]
            entries = self.entries(key)
            entry = entries.find(entry_id)
            if entry is None or not entry.open:
                raise EventError("no_open_entry", round=number, table=t, id=entry_id)
            reason = change_reason(reason)
            game = self._game(key)
            count: int | None = None
            if state in (ACCEPTED, CORRECTED):
                chosen = entry.deal if state == ACCEPTED else deal
                if chosen is None:
                    raise ValueError("a correction needs its deal")
                try:
                    record = judge_deal(game, chosen, entry.let_stand if state == ACCEPTED else let_stand)
                except PhoneRefusal as refusal:
                    if isinstance(refusal.cause, DealError):
                        raise refusal.cause from None
                    raise
                written = self._game_with(game, record.deal)
                count = len(written.deals)
                self._table(key).revision += 1  # saved with the change
                book._change(key, written, dumps(written), reason, CHANGE_OF[state],  # pyright: ignore[reportPrivateUsage]
                             entry.base + 1)
            elif state == DELETED:
                deals = len(book.games[key].deals) if key in book.games else None
                book._log(Change(now_text(), number, t, CHANGE_OF[state], reason, deals, deals,  # pyright: ignore[reportPrivateUsage]
                                 entry.base + 1))
                save_event(book.event, book.path)
            else:
                raise ValueError(f"the director accepts, corrects or deletes an entry, not {state!r}")
            settled = entry.settle(state, DIRECTOR, now_text(), count, reason)
            self._keep(key, entries, settled)
        self._changed(key)
        return settled

    def open_entries(self) -> dict[Key, PhoneEntry]:
        """Every table's open entry (the tables whose entries were read), for the director's window."""
        with self.book.lock:
            return {key: entries.open for key, entries in self.tables.items() if entries.open is not None}

    # ----- the entries -----
    def entries(self, key: Key) -> TableEntries:
        """The table's entries, read from their file the first time (under the book's lock). A file that cannot
        be read is the table's problem: its phones are refused (500) and the file is left as it is."""
        kept = self.tables.get(key)
        if kept is not None:
            return kept
        try:
            kept = load_entries(self.path(key), *key)
        except (EventFileError, EventError, OSError) as problem:
            self.problems[key] = texts.problem_text(problem)
            raise PhoneRefusal(500, "entries_unreadable", problem=str(problem)) from None
        self.problems.pop(key, None)
        self.tables[key] = kept
        self._reconcile(key, kept)
        return kept

    def path(self, key: Key) -> Path:
        """Where the table's entries are: beside its game (or where its game will be), inside the night's folder
        as a game is (``EventError`` "game_outside" for a name or a link that leads out of it)."""
        kept, _path = self.book._path_of(*key, self._table(key))  # pyright: ignore[reportPrivateUsage]
        return game_path(self.book.path, entries_name(kept))

    def read_all(self) -> None:
        """Read the entries of every seated table that has a file (a restarted director settles a confirmation
        it had half written before any phone asks)."""
        for number, round_ in enumerate(self.book.event.rounds, 1):
            for t in range(1, len(round_.tables) + 1):
                try:
                    if self.path((number, t)).exists():
                        self.entries((number, t))
                except (NightRefusal, EventError):
                    continue  # kept in ``problems``

    def _reconcile(self, key: Key, entries: TableEntries) -> None:
        """An open entry whose deal is the game's last deal past its base was confirmed by a director that
        crashed before it kept so (the game is written first): it is confirmed now, the revision moved on."""
        entry = entries.open
        game = self.book.games.get(key)
        if entry is None or game is None or len(game.deals) != entry.base + 1 or game.deals[-1] != entry.deal:
            return
        table = self._table(key)
        table.revision = max(table.revision, entry.revision + 1)
        save_event(self.book.event, self.book.path)  # (the revision moved on in memory may not be on disk)
        self._keep(key, entries, entry.settle(CONFIRMED, None, now_text(), len(game.deals)))  # by a phone unknown

    def _keep(self, key: Key, entries: TableEntries, entry: PhoneEntry) -> None:
        """The entry in the table's entries and on disk, before anyone is answered; nothing kept if the disk
        refuses (``PhoneRefusal`` 500)."""
        before = list(entries.entries)
        entries.put(entry)
        try:
            entries.save(self.path(key))
        except (OSError, EventError) as problem:
            entries.entries = before
            raise PhoneRefusal(500, "entry_failed", problem=str(problem)) from None

    def _entry(self, key: Key, entry_id: str) -> tuple[TableEntries, PhoneEntry]:
        entries = self.entries(key)
        entry = entries.find(entry_id)
        if entry is None:
            raise PhoneRefusal(404, "no_entry", id=entry_id)
        return entries, entry

    @staticmethod
    def _still_pending(entry: PhoneEntry) -> None:
        if entry.state == DISPUTED:
            raise PhoneRefusal(409, "entry_disputed", id=entry.id)
        if entry.state != PENDING:
            raise PhoneRefusal(409, "entry_settled", id=entry.id, state=entry.state)

    def _playing(self, seat: TableSeat) -> None:
        """The seat's round is still the one played (the director may have opened another since ``seat``), and
        the book may write."""
        if seat.round != self.book.round:
            raise PhoneRefusal(403, "round_over", round=seat.round)
        try:
            self.book._writable()  # pyright: ignore[reportPrivateUsage]
        except EventError as problem:
            raise PhoneRefusal(500, "entry_failed", problem=str(problem)) from None
        key = (seat.round, seat.table)
        if key in self.book.problems:  # never overwrite a game the director cannot read
            raise PhoneRefusal(409, "table_problem", problem=self.book.problems[key])

    def _unlocked(self, number: int) -> None:
        locked = self.book.event.rounds[number - 1].locked
        if locked is not None:
            raise PhoneRefusal(409, "entry_locked", round=number, locked=locked)

    def _game(self, key: Key) -> Game:
        game = self.book.games.get(key)
        return game if game is not None else self.book.new_game(*key)

    def _table(self, key: Key) -> RoundTable:
        return self.book.event.rounds[key[0] - 1].tables[key[1] - 1]

    @staticmethod
    def _game_with(game: Game, deal: Deal) -> Game:
        """A new game object (the book's games are never changed in place): ``game`` and one more deal."""
        return Game(game.players, game.rules, [*game.deals, deal], first_dealer=game.first_dealer, title=game.title,
                    created=game.created, ended=game.ended, extra=game.extra)

    def _changed(self, key: Key) -> None:
        if self.book.on_change is not None:
            self.book.on_change(*key)
