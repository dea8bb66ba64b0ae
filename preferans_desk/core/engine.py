"""The replay engine and the sheet ledger.

``Sheet`` holds the running state of a game (pools, mountains, whists, the
all-pass streak, the next dealer) and, for every field, the list of running
values with the deal that wrote each one: what the paper shows as
``2.6.10.14``. ``append`` scores one more deal from the current state, so
appending never replays the game.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from datetime import datetime
from fractions import Fraction

from .deal_worths import deal_worth
from .deals import Adjust, AllPass, Contract, Deal, Misere
from .entry import allpass_seats, is_played
from .errors import DealError, DealWarning
from .exact_numbers import Number, norm
from .limits import MAX_DENOMINATOR, MAX_VALUE, power_text
from .scoring import GAME_GAINS, POOL_GAINS, Field, Write, Writes, deal_writes, is_made
from .settings import Settings
from .validate import Table, check_deal


@dataclass(frozen=True, slots=True)
class Entry:
    """One running value in a field: the deal (0-based index) that wrote it, by how much and why."""

    deal: int
    delta: Number
    total: Number
    reasons: tuple[tuple[str, Number], ...]


@dataclass
class DealRecord:
    """What one deal did: its table, its writes after overflow, and what it closed."""

    index: int
    deal: Deal
    dealer: int | None  # None for an adjustment
    sits_out: int | None
    streak: int  # all-pass deals open after this deal
    allpass_n: int | None = None  # position of an all-pass in its streak
    allpass_price: Number | None = None  # one trick's price (after blind), see next_allpass_price
    writes: list[Write] = field(default_factory=list[Write])
    warnings: list[DealWarning] = field(default_factory=list[DealWarning])
    closed: tuple[int, ...] = ()  # seats whose pool closed with this deal
    round: int | None = None  # the round of dealing this deal of the cards belongs to (RULES-v2 11.1)
    worth: list[Number] = field(default_factory=list[Number])  # to each seat, exact whists (core/deal_worths.py)


# The running state that a deal changes besides the fields (``Sheet._state``): the streak, the next dealer, the
# round, its dealers, the last deal by the clock and its round, the deal that ended the game.
_State = tuple[int, int, int, frozenset[int], int | None, int | None, int | None]


class Sheet:
    """A game's scored state. Build it with ``Sheet(...)`` and ``append`` deals in order."""

    def __init__(self, players: list[str], settings: Settings, pool_target: int, first_dealer: int = 0):
        if len(players) not in (3, 4):
            raise ValueError(f"a game has 3 or 4 players, not {len(players)}")
        if not 0 <= first_dealer < len(players):
            raise ValueError(f"first_dealer must be a seat from 0 to {len(players) - 1}, not {first_dealer}")
        self.players = list(players)
        self.n = len(players)
        self.settings = settings
        self.pool_target = pool_target
        self.first_dealer = first_dealer
        n = self.n
        self.pool: list[Number] = [0] * n
        self.mountain: list[Number] = [0] * n
        self.whists: list[list[Number]] = [[0] * n for _ in range(n)]
        self.pool_ledger: list[list[Entry]] = [[] for _ in range(n)]
        self.mountain_ledger: list[list[Entry]] = [[] for _ in range(n)]
        self.whist_ledger: list[list[list[Entry]]] = [[[] for _ in range(n)] for _ in range(n)]
        self.records: list[DealRecord] = []
        self.streak = 0
        self.next_dealer = first_dealer
        # The end of the game (RULES-v2 11): the round being dealt and who has dealt in it, the last deal by
        # the clock (its index and round), and the deal after which the game is over.
        self.round = 0
        self.round_dealers: frozenset[int] = frozenset()
        self.clock_deal: int | None = None
        self.clock_round: int | None = None
        self.ended_at: int | None = None
        self._end_time = instant(settings.end_time) if settings.end_time is not None else None
        self._states: list[_State] = []  # the running state before each deal, for pop()
        self._tables: dict[int, Table] = {}  # the table of each dealer, made once: scoring asks it every deal

    # ----- the state for the window and the entry dialog -----
    @property
    def sits_out(self) -> int | None:
        """Who sits out the next deal (the dealer, with four players)."""
        return self.next_dealer if self.n == 4 else None

    def next_table(self) -> Table:
        return Table(self.players, self.next_dealer)

    def is_closed(self, seat: int) -> bool:
        return self.pool[seat] >= self.pool_target

    @property
    def finished(self) -> bool:
        """Whether the game is over under ``end_condition`` and ``end_open_streak`` (an agreed stop is the
        game's business). The pool conditions ending mid-streak are judged on the totals as they stand, as
        RULES 5 has it; the others once met stay met (RULES-v2 11.2)."""
        s = self.settings
        if s.end_condition in ("pool_sum", "all_closed") and s.end_open_streak == "ends":
            return self.condition_met()
        return self.ended_at is not None

    def condition_met(self) -> bool:
        """Whether ``end_condition`` holds after the deals so far, whatever the streak."""
        s = self.settings
        if s.end_condition == "pool_sum":
            return sum(self.pool) >= self.n * self.pool_target
        if s.end_condition == "all_closed":
            return all(self.is_closed(seat) for seat in range(self.n))
        if s.end_condition == "rounds":
            return s.end_rounds is not None and self.rounds_complete >= s.end_rounds
        if self.clock_round is None:  # set with clock_deal
            return False
        return s.end_time_finish == "deal" or self.rounds_complete >= self.clock_round

    @property
    def rounds_complete(self) -> int:
        """How many rounds of dealing are complete: every seat has dealt in each (RULES-v2 11.1)."""
        return self.round if len(self.round_dealers) == self.n else self.round - 1

    def next_allpass_price(self) -> Number:
        """One trick's price if the next deal is an all-pass (before blind): mountain points, or
        whists per trick with all-pass scored in whists."""
        return self._allpass_price(self.streak + 1)

    def _allpass_price(self, n: int) -> Number:
        s = self.settings
        per_trick = s.allpass_base if s.allpass_scoring == "mountain" else s.allpass_whists_per_trick
        return norm(per_trick * s.progression(n))

    def exit_level(self) -> int:
        """The lowest contract the next deal may be while an all-pass streak is open."""
        return self.settings.exit_level(self.streak)

    def pools_open(self) -> int:
        return sum(not self.is_closed(seat) for seat in range(self.n))

    def ledger(self, fld: Field) -> list[Entry]:
        if fld[0] == "pool":
            return self.pool_ledger[fld[1]]
        if fld[0] == "mountain":
            return self.mountain_ledger[fld[1]]
        return self.whist_ledger[fld[1]][fld[2]]

    def whists_written(self) -> list[list[Number]]:
        return [row[:] for row in self.whists]

    # ----- scoring -----
    def preview(self, deal: Deal) -> DealRecord:
        """Score ``deal`` as the next deal without changing the sheet. Raises ``DealError``."""
        index = len(self.records)
        try:
            return self._score(deal, index)
        except DealError as exc:
            exc.deal = index + 1
            raise

    def append(self, deal: Deal) -> DealRecord:
        """Score ``deal`` and write it on the sheet. Raises ``DealError`` and then changes nothing."""
        record = self.preview(deal)
        self.commit(record)
        return record

    def commit(self, record: DealRecord) -> None:
        """Write a record that ``preview`` made on this sheet as it stands (or on one equal to it),
        without scoring the deal again."""
        if record.index != len(self.records):
            raise ValueError(f"record {record.index} does not follow deal {len(self.records) - 1}")
        self._states.append(self._state())
        self._commit(record)

    def pop(self) -> DealRecord:
        """Take the last deal off the sheet, as if it had never been written: the undo of an append,
        without replaying the game. Its ledger entries are the last ones of their fields."""
        record = self.records.pop()
        for fld in {fld for fld, _amount, _why in record.writes}:
            ledger = self.ledger(fld)
            if ledger and ledger[-1].deal == record.index:
                ledger.pop()
            self._set(fld, ledger[-1].total if ledger else 0)
        self._restore(self._states.pop())
        return record

    def copy(self) -> Sheet:
        """The sheet as it stands, apart: deals appended to or taken off either leave the other as it was
        (a reader in another thread draws it while the game goes on). Its containers are copied, what they
        hold is shared: entries are frozen, and a record is not changed once written."""
        other = copy.copy(self)
        other.players = list(self.players)
        other.pool, other.mountain = list(self.pool), list(self.mountain)
        other.whists = [list(row) for row in self.whists]
        other.pool_ledger = [list(ledger) for ledger in self.pool_ledger]
        other.mountain_ledger = [list(ledger) for ledger in self.mountain_ledger]
        other.whist_ledger = [[list(ledger) for ledger in row] for row in self.whist_ledger]
        other.records, other._states = list(self.records), list(self._states)
        other._tables = dict(self._tables)
        return other

    def _state(self) -> _State:
        return (self.streak, self.next_dealer, self.round, self.round_dealers, self.clock_deal, self.clock_round,
                self.ended_at)

    def _restore(self, state: _State) -> None:
        (self.streak, self.next_dealer, self.round, self.round_dealers, self.clock_deal, self.clock_round,
         self.ended_at) = state

    def _score(self, deal: Deal, index: int) -> DealRecord:
        s = self.settings
        if isinstance(deal, Adjust):
            table = self.next_table()
            deal = check_deal(deal, table, s)
            writes = deal_writes(deal, table, s, self.streak)
            self._check_totals(writes)
            record = DealRecord(index, deal, None, None, self.streak, writes=list(writes))
            record.worth = deal_worth(record.writes, self.n, s)
            return record
        dealer = self.next_dealer if deal.dealer is None else deal.dealer
        table = self._table(dealer)
        deal = check_deal(deal, table, s)
        # Nobody sits out an all-pass whose dealer plays the talon (RULES-v2 6.1).
        sits_out = None if isinstance(deal, AllPass) and len(allpass_seats(table, s)) == table.n else table.sits_out()
        streak = self._streak_after(deal)
        warnings: list[DealWarning] = []
        if isinstance(deal, Contract) and self.streak and deal.level < s.exit_level(self.streak):
            warnings.append(
                DealWarning(index + 1, "below_exit_level", level=deal.level,
                            exit=s.exit_level(self.streak), streak=self.streak)
            )
        writes = deal_writes(deal, table, s, self.streak)
        allpass_n: int | None = None
        allpass_price: Number | None = None
        if isinstance(deal, AllPass):
            allpass_n = self.streak + 1
            price = self._allpass_price(self.streak + 1)
            allpass_price = norm(price * s.blind_multiplier) if deal.blind else price
        if getattr(deal, "blind", False):
            writes = Writes((fld, norm(amount * s.blind_multiplier), why) for fld, amount, why in writes)
        if s.mountain_first:
            writes = self._mountain_first(writes)
        overflowed = self._with_overflow(writes)
        self._check_totals(overflowed)
        # The record made once, with every list given: its default factories (list[Write]() and the like, generic
        # aliases called) cost more than the lists.
        return DealRecord(index, deal, dealer, sits_out, streak, allpass_n=allpass_n, allpass_price=allpass_price,
                          writes=overflowed, warnings=warnings, worth=deal_worth(overflowed, self.n, s))

    def _table(self, dealer: int) -> Table:
        """The table of a deal whose dealer is ``dealer``: one made before for a seat, a new one for anything
        else (which ``check_deal`` then refuses)."""
        if type(dealer) is int and 0 <= dealer < self.n:
            table = self._tables.get(dealer)
            if table is None:
                table = self._tables[dealer] = Table(self.players, dealer)
            return table
        return Table(self.players, dealer)

    def _check_totals(self, writes: list[Write]) -> None:
        """Refuse a deal that would take a total past the bounds of limits.py: a progression may grow or
        shrink without end, and numbers past them cost ever more time and can no longer be printed."""
        deltas: dict[Field, Number] = {}
        for fld, amount, _why in writes:
            deltas[fld] = deltas.get(fld, 0) + amount
        for fld, delta in deltas.items():
            if fld[0] == "whist":  # the field's running value
                total = self.whists[fld[1]][fld[2]] + delta
            else:
                total = (self.pool if fld[0] == "pool" else self.mountain)[fld[1]] + delta
            if not -MAX_VALUE <= total <= MAX_VALUE:
                raise DealError("too_large", _file_word(fld), limit=power_text(MAX_VALUE))
            if type(total) is not int and isinstance(total, Fraction) and total.denominator > MAX_DENOMINATOR:
                raise DealError("too_fine", _file_word(fld), limit=power_text(MAX_DENOMINATOR))

    def _streak_after(self, deal: Deal) -> int:
        """The all-pass streak after a deal of the cards: which deals exit it is ``allpass_streak_reset``
        (RULES 3.3, RULES-v2 9)."""
        if isinstance(deal, AllPass):
            return self.streak + 1
        s = self.settings
        rule = s.allpass_streak_reset
        if rule == "any_game":
            return 0
        if isinstance(deal, Misere):
            played, made = True, deal.tricks == 0
        else:
            assert isinstance(deal, Contract), "an adjustment is not a deal of the cards"
            played, made = is_played(deal, s), is_made(deal, s)
        if rule == "whisted_made_game":
            exits = played and made and isinstance(deal, Contract)
        else:
            exits = played if rule == "played_game" else made
        return 0 if exits else self.streak

    def _mountain_first(self, writes: list[Write]) -> Writes:
        """RULES-v2 2: a made game's value first pays off the declarer's mountain, at ``pool_to_mountain``
        mountain points a pool point; the rest is a pool write. A mountain at or below zero is left."""
        p2m = self.settings.pool_to_mountain
        out = Writes()
        left: dict[int, Number] = {}  # a mountain still to pay off, as this deal pays it
        for fld, amount, why in writes:
            if fld[0] == "pool" and why in GAME_GAINS and amount > 0:
                seat = fld[1]
                mountain = left[seat] if seat in left else self.mountain[seat]
                paid = min(p2m * amount, max(mountain, 0))
                left[seat] = mountain - paid
                out.mountain(seat, -paid, "mountain_first")
                out.pool(seat, amount - Fraction(paid) / p2m if paid else amount, why)
            else:
                out.append((fld, amount, why))
        return out

    def _with_overflow(self, writes: list[Write]) -> list[Write]:
        """Route pool gains past the target to other pools (help), or keep them."""
        if self.settings.pool_overflow == "keep":
            return list(writes)
        pools = self.pool[:]
        out: list[Write] = []
        for fld, amount, why in writes:
            if fld[0] == "pool" and why in POOL_GAINS and amount > 0:
                out.extend(self._help(fld[1], amount, why, pools))
            else:
                out.append((fld, amount, why))
                if fld[0] == "pool":
                    pools[fld[1]] += amount
        return out

    def _help(self, donor: int, amount: Number, why: str, pools: list[Number]) -> list[Write]:
        target, n = self.pool_target, self.n
        out: list[Write] = []
        own = min(amount, max(target - pools[donor], 0))
        if own:
            out.append((("pool", donor), norm(own), why))
            pools[donor] += own
        rest = amount - own
        if not rest > 0:
            return out
        clockwise = [(donor + step) % n for step in range(1, n)]
        while rest > 0:
            open_seats = [seat for seat in clockwise if pools[seat] < target]
            if not open_seats:
                # RULES-v2 1 (a correction of RULES 4): a pool point is worth pool_to_mountain mountain points.
                if self.settings.pool_to_mountain:
                    out.append((("mountain", donor), norm(-rest * self.settings.pool_to_mountain), "help_mountain"))
                break
            best = max(pools[seat] for seat in open_seats)
            recipient = next(seat for seat in open_seats if pools[seat] == best)
            given = min(rest, target - pools[recipient])
            pools[recipient] += given
            rest -= given
            out.append((("pool", recipient), norm(given), "help"))
            out.append((("whist", donor, recipient), norm(given * self.settings.help_whists_per_point), "help"))
        return out

    def _commit(self, record: DealRecord) -> None:
        pool, target = self.pool, self.pool_target
        was_closed: list[bool] | None = None  # is_closed of each seat before the deal, once a pool changes
        grouped: dict[Field, list[tuple[str, Number]]] = {}
        for fld, amount, why in record.writes:
            reasons = grouped.get(fld)
            if reasons is None:
                grouped[fld] = [(why, amount)]
            else:
                reasons.append((why, amount))
        for fld, reasons in grouped.items():
            # norm(sum(...)) of one amount is norm of the amount itself (0 + x is x, of x's type)
            delta = norm(reasons[0][1] if len(reasons) == 1 else sum(amount for _, amount in reasons))
            if not delta:
                continue
            # the field's running value and its ledger, for the field's kind at once
            if fld[0] == "whist":
                row = self.whists[fld[1]]
                total = row[fld[2]] = norm(row[fld[2]] + delta)
                ledger = self.whist_ledger[fld[1]][fld[2]]
            elif fld[0] == "pool":
                if was_closed is None:
                    was_closed = [points >= target for points in pool]
                total = pool[fld[1]] = norm(pool[fld[1]] + delta)
                ledger = self.pool_ledger[fld[1]]
            else:
                total = self.mountain[fld[1]] = norm(self.mountain[fld[1]] + delta)
                ledger = self.mountain_ledger[fld[1]]
            ledger.append(Entry(record.index, delta, total, tuple(reasons)))
        # the seats whose pool closed with this deal (none when no pool changed)
        record.closed = () if was_closed is None else tuple(
            s for s in range(self.n) if not was_closed[s] and pool[s] >= target)
        self.streak = record.streak
        if record.dealer is not None:
            self.next_dealer = (record.dealer + 1) % self.n
            self._count_round(record, record.dealer)
        elif record.deal.dealer is not None:
            self.next_dealer = record.deal.dealer
        self.records.append(record)
        if self.ended_at is None and self.condition_met() and (
                self.settings.end_open_streak == "ends" or self.streak == 0):
            self.ended_at = record.index

    def _count_round(self, record: DealRecord, dealer: int) -> None:
        """A deal of the cards: the round it belongs to (a new one begins after a complete round), and
        whether it is the last deal by the clock (the first whose time is at or after ``end_time``)."""
        if self.round == 0 or len(self.round_dealers) == self.n:
            self.round, self.round_dealers = self.round + 1, frozenset()
        if dealer not in self.round_dealers:
            self.round_dealers |= {dealer}
        record.round = self.round
        deal_time = record.deal.time
        if self.clock_deal is None and self._end_time is not None and deal_time is not None:
            if instant(deal_time, self._end_time) >= self._end_time:
                self.clock_deal, self.clock_round = record.index, self.round

    def _set(self, fld: Field, value: Number) -> None:
        if fld[0] == "whist":
            self.whists[fld[1]][fld[2]] = value
        else:
            (self.pool if fld[0] == "pool" else self.mountain)[fld[1]] = value


def _file_word(fld: Field) -> str:
    """The game file's word for a field's kind: "pool", "mountain", "whists"."""
    return "whists" if fld[0] == "whist" else fld[0]


def instant(text: str, reference: datetime | None = None) -> datetime:
    """A timestamp as an instant; one without an offset is read in the offset of ``reference`` (the agreed
    hour's), as the table's own clock."""
    moment = datetime.fromisoformat(text)
    if moment.utcoffset() is None and reference is not None:
        moment = moment.replace(tzinfo=reference.tzinfo)
    return moment


def score(players: list[str], settings: Settings, pool_target: int, deals: list[Deal],
          first_dealer: int = 0) -> Sheet:
    """Replay ``deals`` from the start."""
    sheet = Sheet(players, settings, pool_target, first_dealer)
    for deal in deals:
        sheet.append(deal)
    return sheet


__all__ = ["Entry", "DealRecord", "Sheet", "score", "Contract", "Misere", "AllPass", "Adjust"]
