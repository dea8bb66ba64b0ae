"""Statistics across games, per player, and running balances across games and within one game.

What one player did in one game is a ``SeatRecord``, computed once when the game is indexed (``game_seats``)
and kept in the index, so that statistics over a thousand games need no game file. Players are matched by
name after the library's aliases ("Боря" -> "Boris") are applied.

Definitions (they are what the tests check):

- result: the game settled as it stands, with the game's own rounding (what the table pays), in whists;
  ``result_exact`` is the exact one; money is in the minor unit of the game's currency;
- a game is won when its result is above zero;
- a contract is *declared* by its declarer; *played* when somebody whisted; *made* when it was played and
  the declarer took his tricks; a *remiz* is a played contract that went down. A contract both defenders
  passed (or one half-whisted) is declared, not played;
- misères: made (no trick taken) or failed;
- whists written: everything the player wrote on the others (his whist row at the end of the game);
- all-pass tricks: the tricks he took in all-pass deals.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, fields
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Protocol

from preferans_desk.core.deal_worths import deal_worths
from preferans_desk.core.deals import AllPass, Contract, Misere, taken
from preferans_desk.core.exact_numbers import Number, exact_sum, fraction_str, norm, parse_number, whole_keys
from preferans_desk.core.game import Game
from preferans_desk.core.money import minor_digits
from preferans_desk.core.settlement import Settlement, settle, settle_game

if TYPE_CHECKING:
    from pathlib import Path

NUMBER_FIELDS = ("result", "result_exact", "whists_written")
COUNT_FIELDS = ("declared", "played", "made", "remizes", "misere_made", "misere_failed", "allpass_tricks")
_WHOLE = 10**40  # a whole number of the index read at once: as parse_number, shorter than 40 digits
SWINGS = 3  # the best and the worst deals kept of each player in each game (the club's "deals that swung most")


@dataclass(frozen=True)
class SeatRecord:
    """One player's numbers in one game."""

    name: str
    result: Number
    result_exact: Number
    money: int | None = None  # minor units of the game's currency; None without a whist price
    declared: int = 0
    played: int = 0
    made: int = 0
    remizes: int = 0
    misere_made: int = 0
    misere_failed: int = 0
    whists_written: Number = 0
    allpass_tricks: int = 0
    # The club's numbers, kept as the index writes them and read only when asked for (``versus``, ``swings``):
    # a library of 10,000 games would otherwise read some 300,000 numbers each time it opens.
    versus_text: tuple[str, ...] = ()
    swings_text: tuple[tuple[int, str], ...] = ()

    @property
    def versus(self) -> tuple[Number, ...]:
        """What he won (exact, whists) from each seat of the game, his own 0: the head-to-head (the settlement's
        pairwise results)."""
        return tuple(_stored(text) for text in self.versus_text)

    @property
    def swings(self) -> tuple[tuple[int, Number], ...]:
        """The deals that swung most for him: (deal number from 1, exact worth), his best then his worst (up to
        SWINGS of each)."""
        return tuple((deal, _stored(text)) for deal, text in self.swings_text)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            out[f.name] = fraction_str(value) if f.name in NUMBER_FIELDS else value
        out["versus"] = list(out.pop("versus_text"))
        out["swings"] = [[deal, text] for deal, text in out.pop("swings_text")]
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> SeatRecord:
        values = dict(data)
        for name in NUMBER_FIELDS:
            values[name] = _stored(values.get(name, 0))
        values["versus_text"] = tuple(str(text) for text in values.get("versus", ()))
        values["swings_text"] = tuple((int(deal), str(text)) for deal, text in values.get("swings", ()))
        return cls(**{key: value for key, value in values.items() if key in SEAT_FIELDS})


def seats_text(seats: Iterable[SeatRecord]) -> str:
    """The index's text of a game's seats: one JSON list a seat, its values in the order of SeatRecord's fields
    (whole numbers as numbers, others as "-7/3"), so that reading it back builds no dictionaries."""
    return json.dumps([[_kept(getattr(seat, name)) for name in _ROW_FIELDS] for seat in seats],
                      ensure_ascii=False, separators=(",", ":"))


def seats_from_text(text: str) -> list[SeatRecord]:
    """The seats ``seats_text`` wrote. Its values are taken as they come: the index checked them when it wrote
    the row (rows.row_of), and tells a row changed since by its checksum (rows.entry_of)."""
    out: list[SeatRecord] = []
    for (name, result, exact, money, declared, played, made, remizes, misere_made, misere_failed, whists,
         allpass, versus, swings_) in json.loads(text):
        out.append(SeatRecord(name, _stored(result), _stored(exact), money, declared, played, made, remizes,
                              misere_made, misere_failed, _stored(whists), allpass, tuple(versus),
                              tuple(map(tuple, swings_))))
    return out


def _kept(value: Any) -> Any:
    """A value of a seat as ``seats_text`` keeps it (JSON writes tuples as lists)."""
    return fraction_str(value) if isinstance(value, Fraction) else value


def _stored(value: Any) -> Number:
    """A number as ``to_json`` wrote it into the index ("12", "-7/3"): whole ones read at once (the index holds
    tens of thousands; a library of 10,000 games opens in a second), anything else as the game file reads it."""
    if type(value) is int and -_WHOLE < value < _WHOLE:
        return value
    if type(value) is str and len(value) < 40:
        top, slash, bottom = value.partition("/")
        if top.lstrip("-").isdigit() and (not slash or (bottom.isdigit() and bottom.strip("0"))):
            return int(top) if not slash else norm(Fraction(int(top), int(bottom)))
    return parse_number(value)


SEAT_FIELDS = frozenset(f.name for f in fields(SeatRecord))
_ROW_FIELDS = tuple(f.name for f in fields(SeatRecord))  # the order of a seat's values in the index


def game_seats(game: Game, settlement: Settlement | None = None) -> list[SeatRecord]:
    """Each player's numbers in ``game``, settled as it stands (``settle_game`` unless given)."""
    settlement = settlement or settle_game(game)
    n = len(game.players)
    counts = {name: [0] * n for name in COUNT_FIELDS}
    for record in game.sheet.records:
        deal = record.deal
        if isinstance(deal, Contract):
            seat = deal.declarer
            counts["declared"][seat] += 1
            if deal.played and deal.tricks is not None:
                counts["played"][seat] += 1
                made = taken(deal.tricks, seat) >= deal.level
                counts["made" if made else "remizes"][seat] += 1
        elif isinstance(deal, Misere):
            counts["misere_made" if deal.tricks == 0 else "misere_failed"][deal.declarer] += 1
        elif isinstance(deal, AllPass):
            for seat, tricks in enumerate(deal.tricks[:n]):
                counts["allpass_tricks"][seat] += tricks or 0
    whists = game.sheet.whists
    worths = deal_worths(game)
    return [
        SeatRecord(name, settlement.result[seat], settlement.exact[seat],
                   None if settlement.money is None else settlement.money[seat],
                   whists_written=norm(sum(whists[seat])),
                   versus_text=tuple(fraction_str(x) for x in settlement.pairwise[seat]),
                   swings_text=tuple((deal, fraction_str(worth)) for deal, worth in swings(worths, seat)),
                   **{key: values[seat] for key, values in counts.items()})
        for seat, name in enumerate(game.players)
    ]


def swings(worths: list[list[Number]], seat: int) -> tuple[tuple[int, Number], ...]:
    """A seat's best deals (worth above 0, the largest first) then its worst (below 0, the lowest first), up to
    SWINGS of each; the earlier deal first among equal worths."""
    column = [worth[seat] for worth in worths]
    # Each worth as a whole number, exactly (a club's first index orders a million worths: sorted in C). A stable
    # sort keeps the earlier of equal worths first, as nlargest and nsmallest do (their documented equivalent is
    # this sort).
    keys = whole_keys(column)
    negated = [-key for key in keys]
    best = sorted((index for index, key in enumerate(keys) if key > 0), key=negated.__getitem__)[:SWINGS]
    worst = sorted((index for index, key in enumerate(keys) if key < 0), key=keys.__getitem__)[:SWINGS]
    return tuple((index + 1, column[index]) for index in best + worst)


# ----- names -----
def resolve(name: str, aliases: Mapping[str, str] | None) -> str:
    """The name a spelling stands for, following the aliases (a cycle stops where it closes)."""
    if not aliases:
        return name
    seen = {name}
    while name in aliases and aliases[name] not in seen:
        name = aliases[name]
        seen.add(name)
    return name


# ----- across games -----
class GameLike(Protocol):
    """What the statistics need of a game in the library (``GameEntry`` has it)."""

    path: Path
    date: str
    currency: str | None

    @property
    def seats(self) -> list[SeatRecord]: ...  # read only: an entry reads its seats when first asked for

    @property
    def name(self) -> str: ...


@dataclass(frozen=True)
class GameRef:
    """A game a figure comes from: the best or the worst of a player."""

    path: Path
    name: str
    date: str
    result: Number


@dataclass
class PlayerStats:
    name: str
    spellings: set[str] = field(default_factory=set[str])  # the names merged into this one
    games: int = 0
    won: int = 0
    total: Number = 0  # sum of the results (as settled), in whists
    total_exact: Number = 0
    money: dict[str, int] = field(default_factory=dict[str, int])  # currency ("" when none given) -> minor units
    money_games: dict[str, int] = field(default_factory=dict[str, int])  # games with a whist price, by currency
    best: GameRef | None = None
    worst: GameRef | None = None
    declared: int = 0
    played: int = 0
    made: int = 0
    remizes: int = 0
    misere_made: int = 0
    misere_failed: int = 0
    whists_written: Number = 0
    allpass_tricks: int = 0

    @property
    def average(self) -> Number:
        return norm(Fraction(self.total, self.games)) if self.games else 0

    @property
    def share_won(self) -> Fraction:
        return Fraction(self.won, self.games) if self.games else Fraction(0)

    def average_money(self, currency: str) -> Fraction:
        """Average money per game with a price in ``currency``, in minor units (exact)."""
        games = self.money_games.get(currency, 0)
        return Fraction(self.money.get(currency, 0), games) if games else Fraction(0)

    @staticmethod
    def money_digits(currency: str) -> int:
        return minor_digits(currency or None)

    def extremes(self) -> tuple[GameRef, GameRef]:
        """The best and the worst game: set by the first ``add``, and ``player_stats`` lists no player without."""
        assert self.best is not None and self.worst is not None, f"{self.name} has no game"
        return self.best, self.worst

    def add(self, game: GameLike, seat: SeatRecord) -> None:
        self.spellings.add(seat.name)
        self.games += 1
        result = seat.result
        self.won += result > 0
        self.total = exact_sum(self.total, result)
        self.total_exact = exact_sum(self.total_exact, seat.result_exact)
        if seat.money is not None:
            currency = game.currency or ""
            self.money[currency] = self.money.get(currency, 0) + seat.money
            self.money_games[currency] = self.money_games.get(currency, 0) + 1
        best = self.best is None or result > self.best.result
        worst = self.worst is None or result < self.worst.result
        if best or worst:  # a reference made only when kept: a club's season adds some 35,000 seats
            ref = GameRef(game.path, game.name, game.date, result)
            self.best = ref if best else self.best
            self.worst = ref if worst else self.worst
        self.declared += seat.declared
        self.played += seat.played
        self.made += seat.made
        self.remizes += seat.remizes
        self.misere_made += seat.misere_made
        self.misere_failed += seat.misere_failed
        self.allpass_tricks += seat.allpass_tricks
        self.whists_written = exact_sum(self.whists_written, seat.whists_written)


def chronological(games: Iterable[GameLike]) -> list[GameLike]:
    """Games by date, then by path (a stable order for games of the same minute)."""
    return sorted(games, key=lambda game: (game.date, str(game.path)))


def player_stats(games: Iterable[GameLike], aliases: Mapping[str, str] | None = None) -> list[PlayerStats]:
    """Statistics of every player of ``games`` (games that did not load have no seats and count for
    nobody), best total first. A name merged into another counts as that one."""
    found: dict[str, PlayerStats] = {}
    for game in chronological(games):  # so that the earlier of equal best (or worst) games is kept
        for seat in game.seats:
            name = resolve(seat.name, aliases)
            stats = found.get(name)
            if stats is None:  # (setdefault would make a PlayerStats for every seat)
                stats = found[name] = PlayerStats(name)
            stats.add(game, seat)
    return sorted(found.values(), key=lambda s: (-s.total, s.name.casefold(), s.name))


@dataclass
class Balances:
    """Running balances across games: ``games`` in date order; for each player, his running total
    after each game he played, as (index in ``games``, total) pairs."""

    games: list[GameLike]
    lines: dict[str, list[tuple[int, Number]]]


def running_balances(games: Iterable[GameLike], aliases: Mapping[str, str] | None = None,
                     exact: bool = False) -> Balances:
    ordered = [game for game in chronological(games) if game.seats]
    lines: dict[str, list[tuple[int, Number]]] = {}
    totals: dict[str, Number] = {}
    for index, game in enumerate(ordered):
        for seat in game.seats:
            name = resolve(seat.name, aliases)
            totals[name] = norm(totals.get(name, 0) + (seat.result_exact if exact else seat.result))
            lines.setdefault(name, []).append((index, totals[name]))
    return Balances(ordered, lines)


# ----- within one game -----
def game_balance(game: Game, rounding: str | None = "exact") -> list[list[Number]]:
    """Each player's result after each deal (row k: after k deals, from 0 to all), the game settled
    as it stood then. Replays the sheet's writes, so the game is not scored again; ``rounding`` None
    uses the game's own."""
    sheet, rules = game.sheet, game.rules
    n = len(game.players)
    pool: list[Number] = [0] * n
    mountain: list[Number] = [0] * n
    whists: list[list[Number]] = [[0] * n for _ in range(n)]

    def result() -> list[Number]:
        return settle(pool, mountain, whists, rules.pool_target, rules.settings, rounding=rounding).result

    rows = [result()]
    for record in sheet.records:
        for fld, amount, _why in record.writes:
            if fld[0] == "pool":
                pool[fld[1]] = norm(pool[fld[1]] + amount)
            elif fld[0] == "mountain":
                mountain[fld[1]] = norm(mountain[fld[1]] + amount)
            else:
                whists[fld[1]][fld[2]] = norm(whists[fld[1]][fld[2]] + amount)
        rows.append(result())
    return rows

