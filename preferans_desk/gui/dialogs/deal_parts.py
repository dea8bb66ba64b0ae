"""The pieces of the deal dialog's form (gui/dialogs/deal_form.py), without Qt: the keys, the names of the steps, a
row of choices, a row of trick counts, the boxes beside them, and what the form makes of it all."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any, Generic, TypeVar

from preferans_desk.core.deals import Deal
from preferans_desk.core.engine import DealRecord
from preferans_desk.core.entry import NO_TRICKS, TrickRoles
from preferans_desk.core.exact_numbers import Number, to_json

KINDS = ("contract", "misere", "allpass", "adjust")
KIND_KEYS = {"c": "contract", "m": "misere", "a": "allpass", "j": "adjust"}
LEVEL_KEYS = {"6": 6, "7": 7, "8": 8, "9": 9, "0": 10}
SUIT_KEYS = {"s": "spades", "c": "clubs", "d": "diamonds", "h": "hearts", "n": "notrump"}
WORD_KEYS = {"w": "whist", "p": "pass", "h": "half"}
CTRL_KINDS = {f"Ctrl+{number}": kind for number, kind in enumerate(KINDS, start=1)}
# The Latin letter printed on each key of a Russian (ЙЦУКЕН) keyboard, so that S, W, P... work in either layout.
LATIN_ON_RUSSIAN_KEYS = dict(zip("йцукенгшщзфывапролдячсмить", "qwertyuiopasdfghjklzxcvbnm", strict=True))

# The steps, named as the dialog's rows are; a trick count is "tricks 2" (a contract) or "allpass 2".
KIND, DECLARER, LEVEL, SUIT, FIRST, SECOND = "kind", "declarer", "level", "suit", "first", "second"
DEALER_WHIST, MISERE_DECLARER, MISERE_TRICKS, AMOUNTS = "dealer whist", "misere declarer", "misere tricks", "amounts"
OK = "ok"  # the focus on the OK button: nothing is left to answer

AmountKey = tuple[str, int] | tuple[str, int, int]
"""An adjustment's cell: ("pool", seat), ("mountain", seat) or ("whists", writer, target)."""

V = TypeVar("V", int, str)


def now() -> str:
    return datetime.now().astimezone().isoformat(timespec="seconds")


def tricks_step(seat: int) -> str:
    return f"tricks {seat}"


def allpass_step(seat: int) -> str:
    return f"allpass {seat}"


def amount_keys(n: int) -> list[AmountKey]:
    """The adjustment's cells in the order of the table (and of the whists in the deal): row by row, the pool,
    the mountain, then the whists on each other player."""
    keys: list[AmountKey] = []
    for seat in range(n):
        keys += [("pool", seat), ("mountain", seat)]
        keys += [("whists", seat, target) for target in range(n) if target != seat]
    return keys


def declarer_keys(players: list[str]) -> dict[str, int]:
    """Each seat's number, and its initial where no other name starts with it (and it is no digit)."""
    initials = [name.strip()[:1].casefold() for name in players]
    keys = {str(seat + 1): seat for seat in range(len(players))}
    for seat, initial in enumerate(initials):
        if initial and not initial.isdigit() and initials.count(initial) == 1:
            keys[initial] = seat
    return dict(sorted(keys.items(), key=lambda item: item[1]))  # a seat's number, then its initial


@dataclass
class Choice(Generic[V]):
    """A row of choices: its options in order, the keys that pick them, the one picked (None: not yet)."""

    options: tuple[V, ...]
    keys: dict[str, V]
    value: V | None = None

    def keys_of(self, option: V) -> list[str]:
        return [key for key, value in self.keys.items() if value == option]


class Counts:
    """One row of trick counts as typed (a contract's or an all-pass's), one text per seat.

    The roles come from ``core.entry``: ``edit`` counts are typed; the ``auto`` one is what the others leave
    of 10; ``zero`` ones hold 0 (a passer); the other seats have none (their text is kept, hidden).
    """

    def __init__(self, n: int):
        self.roles = NO_TRICKS
        self.texts = [""] * n

    def configure(self, roles: TrickRoles) -> None:
        """Take new roles; a count typed for another role means nothing in the new one."""
        if roles != self.roles:
            before = _role_of(self.roles)
            for seat, role in _role_of(roles).items():
                if role != before.get(seat):
                    self.texts[seat] = ""
            self.roles = roles
        self.refill()

    def refill(self) -> None:
        """Write the counts that are not typed: the zeros, and the rest of 10 ("" while unknown or negative)."""
        for seat in self.roles.zero:
            self.texts[seat] = "0"
        if self.roles.auto is not None:
            rest = self._rest()
            self.texts[self.roles.auto] = "" if rest is None or rest < 0 else str(rest)

    def value(self, seat: int) -> int | None:
        return count_of(self.texts[seat])

    def implied(self, seat: int) -> bool:
        """Whether a typed count can only be 0 and need not be asked: the other typed counts make 10 already
        (the declarer's ten against two whisters)."""
        if seat not in self.roles.edit or self.texts[seat].strip() not in ("", "0"):
            return False
        return sum(self.value(other) or 0 for other in self.roles.edit if other != seat) == 10

    def _counts(self) -> list[int | None]:
        """The typed counts, in the order asked; an empty one the others left nothing is 0."""
        return [0 if self.value(seat) is None and self.implied(seat) else self.value(seat) for seat in self.roles.edit]

    def _rest(self) -> int | None:
        counts = self._counts()
        return None if None in counts else 10 - sum(count or 0 for count in counts)

    def missing(self) -> int | None:
        """The first typed seat still without a count."""
        return next((seat for seat, count in zip(self.roles.edit, self._counts(), strict=True) if count is None),
                    None)

    def tricks(self) -> tuple[int | None, ...]:
        """Counts per seat for a deal (None for seats without one); an impossible rest is 0, so the sum shows."""
        out: list[int | None] = [None] * len(self.texts)
        for seat, count in zip(self.roles.edit, self._counts(), strict=True):
            out[seat] = count
        for seat in self.roles.zero:
            out[seat] = 0
        if self.roles.auto is not None:
            out[self.roles.auto] = max(0, self._rest() or 0)
        return tuple(out)

    def load(self, tricks: tuple[int | None, ...] | None) -> None:
        for seat in self.roles.edit:
            count = tricks[seat] if tricks else None
            self.texts[seat] = "" if count is None else str(count)
        self.refill()


def _role_of(roles: TrickRoles) -> dict[int, str]:
    role = {seat: "edit" for seat in roles.edit} | {seat: "zero" for seat in roles.zero}
    return role | ({roles.auto: "auto"} if roles.auto is not None else {})


def count_of(text: str) -> int | None:
    text = text.strip()
    return int(text) if text.isdigit() and int(text) <= 10 else None


@dataclass
class Boxes:
    """The boxes beside the rows: talon tricks, blind, off the mountain, open cards, gave up, totus, and "let
    it stand" (a game below the exit level the table allowed)."""

    talon: int = 0
    blind: bool = False
    to_mountain: bool = False
    open: bool = False
    give_up: bool = False
    totus: bool = False
    let_stand: bool = False


@dataclass
class Outcome:
    """What the form makes now: the deal and its record when they are complete; else what is missing or
    wrong, said beside ``field`` ("hint" for what is missing, "error", or "warning" for what may be let stand)."""

    deal: Deal | None
    record: DealRecord | None
    field: str | None = None
    text: str = ""
    severity: str = ""


@dataclass(frozen=True)
class Notice:
    """Why a key was refused, said beside ``field`` until the next change."""

    field: str
    text: str


class Incomplete(Exception):
    """The entry is not finished yet; names the field to fill and says how."""

    def __init__(self, field: str | None, text: str, severity: str = "hint"):
        super().__init__(text)
        self.field, self.text, self.severity = field, text, severity


@dataclass(frozen=True)
class Common:
    """What a deal of every kind carries besides its own answers."""

    note: str | None
    time: str | None
    extra: dict[str, Any]


def chosen(row: Choice[V], field: str, hint: str) -> V:
    if row.value is None:
        raise Incomplete(field, hint)
    return row.value


def amount_text(amount: Number) -> str:
    return "" if not amount else str(to_json(amount))


__all__ = [
    "KINDS", "KIND_KEYS", "LEVEL_KEYS", "SUIT_KEYS", "WORD_KEYS", "CTRL_KINDS", "LATIN_ON_RUSSIAN_KEYS", "KIND",
    "DECLARER", "LEVEL", "SUIT", "FIRST", "SECOND", "DEALER_WHIST", "MISERE_DECLARER", "MISERE_TRICKS", "AMOUNTS",
    "OK", "AmountKey", "now", "tricks_step", "allpass_step", "amount_keys", "declarer_keys", "Choice", "Counts",
    "count_of", "Boxes", "Outcome", "Notice", "Incomplete", "Common", "chosen", "amount_text",
]
