"""The rules a deal must keep, checked against the game as it stands.

``check_deal`` raises ``DealError`` naming the rule broken, or returns the deal
in normal form (the sitting-out dealer's trick count ``0`` read as ``None``).
Who may declare and which defences are allowed come from ``entry``, which the
entry dialog asks too.

The deals are checked whatever their fields' types say: a deal may come from an untyped caller (a script,
a test, a field of the window read as text), so that a count given as ``True`` or ``"7"`` is refused here
rather than scored. The type checker's word that such a check is needless is therefore switched off below.
"""
# pyright: reportUnnecessaryIsInstance=false

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from .deals import DECISIONS, NO_DEFENCE, SUITS, Adjust, AllPass, Contract, Deal, Misere, Tricks, taken
from .entry import allpass_seats, declarer_refusal, defence_refusal, is_played
from .errors import DealError
from .exact_numbers import Number
from .settings import LEVELS, Settings


class Table:
    """Who sits where for one deal: the seats, the dealer and the active players."""

    def __init__(self, players: list[str], dealer: int):
        self.players = players
        self.n = len(players)
        self.dealer = dealer
        self.active = [i for i in range(self.n) if self.n == 3 or i != dealer]
        self._defenders: dict[int, tuple[int, int]] = {}  # by declarer: a sheet asks its tables every deal

    def sits_out(self) -> int | None:
        return self.dealer if self.n == 4 else None

    def defenders(self, declarer: int) -> tuple[int, int]:
        """First and second defender: clockwise from the declarer, skipping the sitting-out dealer."""
        known = self._defenders.get(declarer) if type(declarer) is int else None
        if known is not None:
            return known
        order = [(declarer + step) % self.n for step in range(1, self.n)]
        first, second = (seat for seat in order if seat in self.active)
        if type(declarer) is int:
            self._defenders[declarer] = first, second
        return first, second

    def name(self, seat: int) -> str:
        return self.players[seat]


def check_seat(value: object, n: int, field: str) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < n:
        raise DealError("seat", field, last=n - 1, value=value)


def check_deal(deal: Deal, table: Table, settings: Settings) -> Deal:
    if deal.dealer is not None:
        check_seat(deal.dealer, table.n, "dealer")
    if isinstance(deal, Contract):
        return _check_contract(deal, table, settings)
    if isinstance(deal, Misere):
        _check_declarer(deal.declarer, table)
        _check_blind(deal.blind, settings)
        if isinstance(deal.tricks, bool) or not isinstance(deal.tricks, int) or not 0 <= deal.tricks <= 10:
            raise DealError("misere_tricks", "tricks", value=deal.tricks)
        return deal
    if isinstance(deal, AllPass):
        _check_blind(deal.blind, settings)
        tricks = _check_tricks(deal.tricks, table, allpass_seats(table, settings))
        # the deal itself when the counts are as given (a copy costs a frozen dataclass's construction)
        return deal if type(deal.tricks) is tuple and tricks == deal.tricks else replace(deal, tricks=tricks)
    if isinstance(deal, Adjust):
        _check_adjust(deal, table.n)
        return deal
    raise TypeError(f"not a deal: {deal!r}")


def _check_declarer(declarer: int, table: Table) -> None:
    if type(declarer) is int and declarer in table.active:
        return  # a seat of the table (check_seat) that is active (declarer_refusal): the common case at once
    check_seat(declarer, table.n, "declarer")
    error = declarer_refusal(table, declarer)
    if error is not None:
        raise error


def _check_blind(blind: bool, settings: Settings) -> None:
    if blind and not settings.blind_allowed:
        raise DealError("blind_not_allowed", "blind")


def _check_contract(deal: Contract, table: Table, settings: Settings) -> Contract:
    _check_declarer(deal.declarer, table)
    if isinstance(deal.level, bool) or deal.level not in LEVELS:
        raise DealError("level", "level", value=deal.level)
    if deal.suit not in SUITS:
        raise DealError("suit", "suit", value=deal.suit)
    if not isinstance(deal.defence, tuple) or len(deal.defence) != 2:
        raise DealError("defence_shape", "defence")
    for word in deal.defence:
        if word not in DECISIONS:
            raise DealError("defence_word", "defence", value=word)
    if deal.concede:
        _check_concede(deal, settings)
    elif deal.totus:
        _check_totus(deal, settings)
    else:
        error = defence_refusal(settings, deal.level, deal.suit, deal.defence)
        if error is not None:
            raise error
    if deal.dealer_whist:
        _check_dealer_whist(deal, table, settings)
    if isinstance(deal.talon_tricks, bool) or deal.talon_tricks not in (0, 1, 2, 3):
        raise DealError("talon", "talon_tricks", value=deal.talon_tricks)
    _check_blind(deal.blind, settings)
    tricks = deal.tricks
    played = is_played(deal, settings)
    if tricks is None and played:
        raise DealError("tricks_missing", "tricks")
    if tricks is not None:
        tricks = _check_tricks(tricks, table)
    if deal.to_mountain:
        if not settings.game_to_mountain_allowed:
            raise DealError("to_mountain_not_allowed", "to_mountain")
        if played and taken(tricks, deal.declarer) < deal.level:
            raise DealError("to_mountain_failed", "to_mountain")
    return deal if tricks == deal.tricks else replace(deal, tricks=tricks)


def _check_concede(deal: Contract, settings: Settings) -> None:
    """A give-up (RULES-v2 7): allowed by ``give_up``, and nothing but the contract, its talon and blind."""
    if settings.give_up == "no":
        raise DealError("concede_not_allowed", "concede")
    if deal.defence != NO_DEFENCE:
        raise DealError("concede_with", "defence")
    for field in ("tricks", "to_mountain", "totus", "dealer_whist"):
        if getattr(deal, field):
            raise DealError("concede_with", field)


def _check_totus(deal: Contract, settings: Settings) -> None:
    """A totus (RULES-v2 8): allowed by ``totus``, a ten, nobody whists it."""
    if not settings.totus:
        raise DealError("totus_not_allowed", "totus")
    if deal.level != 10:
        raise DealError("totus_level", "level", level=deal.level)
    if deal.defence != NO_DEFENCE:
        raise DealError("totus_with", "defence")
    if deal.dealer_whist:
        raise DealError("totus_with", "dealer_whist")


def _check_dealer_whist(deal: Contract, table: Table, settings: Settings) -> None:
    """The 4-player dealer's whist (RULES-v2 6.3), only when neither defender whisted."""
    if table.n != 4:
        raise DealError("dealer_whist_three", "dealer_whist")
    if not settings.dealer_may_whist:
        raise DealError("dealer_whist_not_allowed", "dealer_whist")
    if "whist" in deal.defence:
        raise DealError("dealer_whist_beside", "dealer_whist")


def _check_tricks(tricks: Tricks, table: Table, players: list[int] | None = None) -> Tricks:
    """Tricks in seat order for the seats that play (``players``, the active ones unless given): a whole
    count each; the others none. A 4-player dealer who plays the talon takes 0 to 2 (null read as 0)."""
    active = table.active
    players = active if players is None else players
    if not isinstance(tricks, tuple) or len(tricks) != table.n:
        raise DealError("tricks_shape", "tricks", players=table.n)
    out: list[int | None] = []
    total = 0  # of the counts kept
    for seat, count in enumerate(tricks):
        if seat not in players:
            if count not in (None, 0) or isinstance(count, bool):
                raise DealError("dealer_tricks", "tricks", seat=table.name(seat))
            out.append(None)
            continue
        if seat not in active:
            if count is None:
                count = 0
            if isinstance(count, bool) or not isinstance(count, int) or not 0 <= count <= 2:
                raise DealError("dealer_talon_tricks", "tricks", seat=table.name(seat), value=count)
        elif count is None:
            raise DealError("active_tricks", "tricks", seat=table.name(seat))
        elif type(count) is not int and (isinstance(count, bool) or not isinstance(count, int)) \
                or not 0 <= count <= 10:  # type(count) is int: a whole count, never True or False
            raise DealError("tricks_range", "tricks", seat=table.name(seat), value=count)
        out.append(count)
        total += count
    if total != 10:
        raise DealError("tricks_sum", "tricks", total=total)
    return tuple(out)


def _check_adjust(deal: Adjust, n: int) -> None:
    for field, amounts in (("pool", deal.pool), ("mountain", deal.mountain)):
        if amounts is None:
            continue
        if not isinstance(amounts, tuple) or len(amounts) != n:
            raise DealError("adjust_shape", field, players=n)
        for amount in amounts:
            _check_amount(amount, field)
    for item in deal.whists:
        if not isinstance(item, tuple) or len(item) != 3:
            raise DealError("adjust_whist", "whists")
        writer, target, amount = item
        check_seat(writer, n, "whists")
        check_seat(target, n, "whists")
        if writer == target:
            raise DealError("adjust_whist", "whists")
        _check_amount(amount, "whists")


def _check_amount(amount: Number, field: str) -> None:
    if isinstance(amount, bool) or not isinstance(amount, (int, Fraction)):
        raise DealError("adjust_number", field, problem=f"{amount!r} is not an exact number")
