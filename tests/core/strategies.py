"""Hypothesis strategies for random VALID games.

``game_specs()`` draws the players, a preset with random valid overrides (in the
game file's notation) and a sequence of deals of every kind. Each deal is drawn
against the sheet as it stands (who deals next, who sits out, which decisions the
rules allow: asked of core/entry.py, like the entry dialog), and appended to that
sheet at once: a deal the core refuses fails the draw loudly, so the generator and
the core keep each other honest.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from hypothesis import strategies as st

from preferans_desk.core import Adjust, AllPass, Contract, Game, Misere, Rules, Sheet, preset
from preferans_desk.core.deals import NO_DEFENCE, SUITS, Deal
from preferans_desk.core.entry import allpass_roles, allpass_seats, declarer_allowed, defence_options, is_played
from preferans_desk.core.settings import ALL_SPECS, LEVELS, SettingsError, all_presets
from preferans_desk.core.validate import Table

PRESET_NAMES = tuple(all_presets())  # every preset the core has, the ones added later included
# Agreed hours for the end by the clock: before, among and after the deals' TIMES (one of them without an offset).
END_TIMES = (None, "2026-11-29T21:00:00+03:00", "2026-11-29T18:30:00+00:00", "2026-12-01T00:00:00+03:00")
NAMES = ("Anna", "Boris", "Vera", "Gleb", "Олег", "Дарья", "Zoë", "Пётр Ильич", "李")
TIMES = ("2026-11-29T20:15:00+03:00", "2026-11-29T21:40:12", "2026-11-30")
CURRENCIES = (None, "RUB", "EUR", "JPY", "KWD")
# Whist prices in the file's notation: whole, fractional, decimal.
PRICES = (None, 1, 100, "1/2", "0.25", "1/3", "2.5")

# ----- setting values in file notation -----
# Small non-negative numbers, including fractions written as "a/b" and decimals.
small_numbers = st.sampled_from([0, 1, 2, 3, 5, 10, "1/2", "3/2", "2/3", "0.5", "1.25", 4, 20])
positive_numbers = st.sampled_from([1, 2, 3, 10, "1/2", "3/2", "5/2", "0.5", 4])
levels_subset = st.lists(st.sampled_from(LEVELS), unique=True, max_size=5)
exit_levels = st.lists(st.sampled_from(LEVELS[:3]), min_size=1, max_size=3)
progressions = st.lists(st.sampled_from([1, 2, 3, 4, "1/2", "3/2"]), min_size=1, max_size=4)


def _per_level(values):
    return st.tuples(*(values for _ in LEVELS)).map(lambda xs: {str(lv): x for lv, x in zip(LEVELS, xs, strict=True)})


def _value_strategy(spec) -> st.SearchStrategy[Any]:
    if spec.kind == "choice":
        return st.sampled_from(spec.all_choices)
    if spec.kind == "timestamp":
        return st.sampled_from(END_TIMES)
    if spec.name == "end_rounds":
        return st.none() | st.integers(1, 4)
    if spec.name == "end_reminder_minutes":
        return st.integers(0, 30)
    if spec.kind == "bool":
        return st.booleans()
    if spec.kind == "number":
        if spec.name in ("mountain_whists", "blind_multiplier"):
            return positive_numbers
        return small_numbers
    if spec.kind == "per_level":
        if spec.name == "obligation":
            return _per_level(st.integers(0, 4))
        return _per_level(st.sampled_from([0, 1, 2, 4, 6, 8, 10, "1/2", "5/2"]))
    if spec.kind == "levels":
        return levels_subset
    if spec.kind == "level_list":
        return exit_levels
    if spec.kind == "progression":
        return progressions
    raise AssertionError(spec.kind)


# Every setting by name, each optional: a random subset of the settings is overridden.
raw_overrides = st.fixed_dictionaries({}, optional={spec.name: _value_strategy(spec) for spec in ALL_SPECS})


@st.composite
def conventions(draw) -> tuple[str, dict[str, Any]]:
    """A preset name and valid overrides in file notation."""
    name = draw(st.sampled_from(PRESET_NAMES))
    overrides = draw(raw_overrides)
    for _ in range(2):
        try:
            preset(name, overrides)
            break
        except SettingsError as error:
            # The refused combinations: a falling progression continued arithmetically, and the dealer's
            # talon on an all-pass scored in whists.
            if error.name == "allpass_progression":
                overrides.pop("allpass_progression_after")
            else:
                overrides["allpass_dealer_talon"] = False
    preset(name, overrides)
    return name, overrides


# ----- deals -----
def _chance(draw, one_in: int) -> bool:
    return draw(st.integers(0, one_in - 1)) == 0


adjust_amounts = st.one_of(
    st.integers(-20, 40),
    st.builds(Fraction, st.integers(-30, 60), st.sampled_from([2, 3, 4])),
)


@st.composite
def _common(draw) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if _chance(draw, 6):
        out["note"] = draw(st.sampled_from(["looked at the talon", "misdeal", "Олег опоздал", ""]))
    if _chance(draw, 8):
        out["time"] = draw(st.sampled_from(TIMES))
    return out


def _declarers(table: Table) -> list[int]:
    return [seat for seat in range(table.n) if declarer_allowed(table, seat)]


def _seat_tricks(draw, table: Table, counts: dict[int, int]) -> tuple[int | None, ...]:
    """Tricks in seat order; the sitting-out dealer gets None (now and then the 0 a file may hold)."""
    out: list[int | None] = []
    for seat in range(table.n):
        if seat in counts:
            out.append(counts[seat])
        else:
            out.append(0 if _chance(draw, 5) else None)
    return tuple(out)


@st.composite
def contracts(draw, sheet: Sheet, dealer: int, explicit: int | None) -> Contract:
    s = sheet.settings
    table = Table(sheet.players, dealer)
    declarer = draw(st.sampled_from(_declarers(table)))
    if sheet.streak and draw(st.booleans()):
        level = draw(st.integers(s.exit_level(sheet.streak), 10))  # what the entry dialog would enforce
    else:
        level = draw(st.sampled_from([6, 6, 6, 7, 7, 8, 9, 10]))
    suit = draw(st.sampled_from(SUITS))
    if s.give_up != "no" and _chance(draw, 8):  # RULES-v2 7
        return Contract(declarer, level, suit, NO_DEFENCE, talon_tricks=draw(st.integers(0, 3)),
                        blind=s.blind_allowed and draw(st.booleans()), concede=True, dealer=explicit,
                        **draw(_common()))
    totus = s.totus and _chance(draw, 6)  # RULES-v2 8
    if totus:
        level, defence = 10, NO_DEFENCE
    else:
        defence = draw(st.sampled_from(defence_options(s, level, suit)))
    dealer_whist = (table.n == 4 and s.dealer_may_whist and "whist" not in defence and not totus
                    and _chance(draw, 3))  # RULES-v2 6.3
    played = is_played(Contract(declarer, level, suit, defence, totus=totus, dealer_whist=dealer_whist), s)
    tricks = None
    made = True
    # Any split of the ten, not only the dialog's (a passer with tricks): a file may hold one.
    if played or _chance(draw, 6):  # tricks are optional when nobody whisted
        first, second = table.defenders(declarer)
        t = draw(st.integers(0, 10))
        d1 = draw(st.integers(0, 10 - t))
        tricks = _seat_tricks(draw, table, {declarer: t, first: d1, second: 10 - t - d1})
        made = not played or t >= level
    return Contract(
        declarer, level, suit, defence, tricks,
        talon_tricks=draw(st.integers(0, 3)),
        blind=s.blind_allowed and draw(st.booleans()),
        to_mountain=s.game_to_mountain_allowed and made and draw(st.booleans()),
        dealer=explicit,
        open=played and _chance(draw, 5),
        totus=totus,
        dealer_whist=dealer_whist,
        **draw(_common()),
    )


@st.composite
def miseres(draw, sheet: Sheet, dealer: int, explicit: int | None) -> Misere:
    table = Table(sheet.players, dealer)
    tricks = draw(st.sampled_from([0, 0, 0, 1, 2, 3, 5, 10]))
    return Misere(draw(st.sampled_from(_declarers(table))), tricks,
                  blind=sheet.settings.blind_allowed and draw(st.booleans()), dealer=explicit, **draw(_common()))


@st.composite
def allpasses(draw, sheet: Sheet, dealer: int, explicit: int | None) -> AllPass:
    table = Table(sheet.players, dealer)
    s = sheet.settings
    talon = draw(st.integers(0, 2)) if len(allpass_seats(table, s)) == 4 else None  # RULES-v2 6.1
    a = draw(st.integers(0, 10 - (talon or 0)))
    b = draw(st.integers(0, 10 - (talon or 0) - a))
    counts = draw(st.permutations([a, b, 10 - (talon or 0) - a - b]))
    by_seat = dict(zip(allpass_roles(table).seats, counts, strict=True))
    if talon is not None and (talon or _chance(draw, 2)):  # his 0 may be left null
        by_seat[dealer] = talon
    tricks = _seat_tricks(draw, table, by_seat)
    return AllPass(tricks, blind=sheet.settings.blind_allowed and draw(st.booleans()), dealer=explicit,
                   **draw(_common()))


@st.composite
def adjustments(draw, sheet: Sheet) -> Adjust:
    n = sheet.n
    per_seat = st.tuples(*(adjust_amounts for _ in range(n)))
    pool = draw(st.none() | per_seat)
    mountain = draw(st.none() | per_seat)
    pair = st.tuples(st.integers(0, n - 1), st.integers(1, n - 1)).map(lambda p: (p[0], (p[0] + p[1]) % n))
    whists = draw(st.lists(st.tuples(pair, adjust_amounts).map(lambda x: (*x[0], x[1])), max_size=3))
    dealer = draw(st.integers(0, n - 1)) if _chance(draw, 5) else None
    return Adjust(pool, mountain, tuple(whists), dealer=dealer, **draw(_common()))


@st.composite
def next_deals(draw, sheet: Sheet) -> Deal:
    """One deal valid as the next deal of ``sheet``."""
    kind = draw(st.sampled_from(["contract"] * 10 + ["misere"] * 2 + ["allpass"] * 5 + ["adjust"] * 2))
    if kind == "adjust":
        return draw(adjustments(sheet))
    explicit = draw(st.integers(0, sheet.n - 1)) if _chance(draw, 8) else None
    dealer = sheet.next_dealer if explicit is None else explicit
    maker = {"contract": contracts, "misere": miseres, "allpass": allpasses}[kind]
    return draw(maker(sheet, dealer, explicit))


# ----- whole games -----
@dataclass
class GameSpec:
    players: list[str]
    convention: str
    overrides: dict[str, Any]
    pool_target: int
    first_dealer: int
    deals: list[Deal]
    whist_price: Any = None  # file notation
    currency: str | None = None
    title: str | None = None
    ended: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    def rules(self) -> Rules:
        price = None
        if self.whist_price is not None:
            from preferans_desk.core.exact_numbers import parse_number

            price = parse_number(self.whist_price)
        return Rules(self.convention, self.pool_target, preset(self.convention, self.overrides),
                     whist_price=price, currency=self.currency)

    def game(self, deals: list[Deal] | None = None) -> Game:
        return Game(self.players, self.rules(), self.deals if deals is None else deals,
                    first_dealer=self.first_dealer, title=self.title, ended=self.ended, extra=self.extra)

    def empty_game(self) -> Game:
        return self.game([])


@st.composite
def game_specs(draw, max_deals: int = 40, min_deals: int = 0, players: int | None = None) -> GameSpec:
    n = players or draw(st.sampled_from([3, 4]))
    names = draw(st.lists(st.sampled_from(NAMES), min_size=n, max_size=n, unique=True))
    convention, overrides = draw(conventions())
    target = draw(st.sampled_from([1, 5, 10, 20, 21, 30, 50]))
    first_dealer = draw(st.integers(0, n - 1))
    spec = GameSpec(names, convention, overrides, target, first_dealer, [],
                    whist_price=draw(st.sampled_from(PRICES)), currency=draw(st.sampled_from(CURRENCIES)),
                    title=draw(st.none() | st.sampled_from(["Friday", "Пятница у Олега"])),
                    ended=TIMES[0] if _chance(draw, 10) else None)
    sheet = Sheet(names, spec.rules().settings, target, first_dealer)
    count = draw(st.integers(min_deals, max_deals))
    for _ in range(count):
        deal = draw(next_deals(sheet))
        sheet.append(deal)  # a DealError here is a generator (or core) bug: let it fail the test
        spec.deals.append(deal)
    return spec


def sheet_state(sheet: Sheet) -> tuple:
    """Everything a sheet shows, in comparable form."""
    records = [(r.index, r.deal, r.dealer, r.sits_out, r.streak, r.allpass_n, r.allpass_price, r.writes,
                [w.message for w in r.warnings], r.closed) for r in sheet.records]
    end = (sheet.round, sheet.round_dealers, sheet.clock_deal, sheet.clock_round, sheet.ended_at,
           [r.round for r in sheet.records])
    return (sheet.pool, sheet.mountain, sheet.whists, sheet.pool_ledger, sheet.mountain_ledger,
            sheet.whist_ledger, records, sheet.streak, sheet.next_dealer, sheet.finished, end)
