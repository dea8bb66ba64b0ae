"""Deal records: what the scorer enters, exactly as the game file holds it.

These are plain values; the rules are checked when a deal is scored
(``engine.Sheet.append``), because validity depends on the game so far
(who deals, the all-pass streak).
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any, TypeVar

from .exact_numbers import Number

SUITS = ("spades", "clubs", "diamonds", "hearts", "notrump")
DECISIONS = ("whist", "pass", "half")
NO_DEFENCE = ("pass", "pass")  # the defence of a give-up or a totus, which nobody whists

Tricks = tuple[int | None, ...]


def taken(tricks: Tricks | None, seat: int) -> int:
    """The tricks ``seat`` took in a checked deal it played: ``validate`` gives each playing seat a count."""
    count = None if tricks is None else tricks[seat]
    assert count is not None, f"seat {seat} has no trick count"
    return count


@dataclass(frozen=True)
class Contract:
    """A contract played (or given up): its declarer, level and suit, each defender's word, the tricks."""

    declarer: int
    level: int
    suit: str
    defence: tuple[str, str]
    tricks: Tricks | None = None
    talon_tricks: int = 0
    blind: bool = False
    to_mountain: bool = False
    dealer: int | None = None
    note: str | None = None
    time: str | None = None
    open: bool = False
    extra: dict[str, Any] = field(default_factory=dict[str, Any], compare=True)
    # RULES-v2-settings.md: a give-up (7), a totus (8), the 4-player dealer's whist (6.3). A give-up and a
    # totus have no defence in the file; here theirs is the NO_DEFENCE placeholder.
    concede: bool = False
    totus: bool = False
    dealer_whist: bool = False

    kind = "contract"

    @property
    def played(self) -> bool:
        """Somebody whisted: a defender, the dealer, or a totus, which is always played (a half-whist alone
        is not played unless ``half_whist_mode = played``, which ``scoring.is_played`` adds)."""
        return ("whist" in self.defence or self.dealer_whist or self.totus) and not self.concede


@dataclass(frozen=True)
class Misere:
    """A misère: its declarer and the tricks he took."""

    declarer: int
    tricks: int
    blind: bool = False
    dealer: int | None = None
    note: str | None = None
    time: str | None = None
    extra: dict[str, Any] = field(default_factory=dict[str, Any])

    kind = "misere"


@dataclass(frozen=True)
class AllPass:
    """An all-pass: the tricks each player took."""

    tricks: Tricks
    blind: bool = False
    dealer: int | None = None
    note: str | None = None
    time: str | None = None
    extra: dict[str, Any] = field(default_factory=dict[str, Any])

    kind = "allpass"


@dataclass(frozen=True)
class Adjust:
    """A free-form correction. ``dealer``, when given, names who deals next."""

    pool: tuple[Number, ...] | None = None
    mountain: tuple[Number, ...] | None = None
    whists: tuple[tuple[int, int, Number], ...] = ()
    dealer: int | None = None
    note: str | None = None
    time: str | None = None
    extra: dict[str, Any] = field(default_factory=dict[str, Any])

    kind = "adjust"


Deal = Contract | Misere | AllPass | Adjust

_Made = TypeVar("_Made", Contract, Misere, AllPass)
_FIELD_NAMES: dict[type, tuple[str, ...]] = {kind: tuple(f.name for f in fields(kind))
                                             for kind in (Contract, Misere, AllPass)}


def made(kind: type[_Made], *values: Any) -> _Made:
    """``kind(*values)``, the values of all its fields given in their order, made at once: a frozen dataclass's
    __init__ sets each field through object.__setattr__, and a club's first index reads a million deals
    (gamefile.py). The same deal, equal to the one __init__ makes and with the same attributes in the same order."""
    deal = object.__new__(kind)
    deal.__dict__.update(zip(_FIELD_NAMES[kind], values, strict=True))
    return deal
