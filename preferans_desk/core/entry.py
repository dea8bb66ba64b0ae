"""The rules of entering one deal, written once for the core's checks, the entry dialog and the tests.

Which defences the rules allow (half-whist, Stalingrad), who may declare, whose
tricks are typed and whose follow from the others, and when the dealer is
written into the deal. Pure Python: ``validate`` refuses a deal with these,
the dialog offers only what they allow, the test strategies draw from them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .deals import Contract
from .errors import DealError
from .settings import Settings

if TYPE_CHECKING:  # validate imports this module: the table is only a type here
    from .validate import Table

Defence = tuple[str, str]
"""What the first and the second defender said: "whist", "pass" or "half"."""

STALINGRAD: Defence = ("whist", "whist")


# ----- the defence -----
def is_played(deal: Contract, s: Settings) -> bool:
    """Whether a contract was played: somebody whisted (a defender, the dealer, a totus), or a half-whist
    under ``half_whist_mode = played`` (RULES-v2 4.3). A give-up never is."""
    return deal.played or (s.half_whist_mode == "played" and "half" in deal.defence and not deal.concede)



def forced_defence(settings: Settings, level: int | None, suit: str | None) -> Defence | None:
    """The defence the rules impose on this contract, if any: Stalingrad's two whists on 6♠."""
    return STALINGRAD if settings.stalingrad and level == 6 and suit == "spades" else None


def half_whist_possible(settings: Settings) -> bool:
    """Whether a half-whist can be said at any level under these rules."""
    return bool(settings.half_whist_levels)


def _half_allowed(settings: Settings, level: int | None) -> bool:
    return level in settings.half_whist_levels


def first_words(settings: Settings, level: int | None, suit: str | None) -> tuple[str, ...]:
    """What the first defender may say: a half-whist only with ``half_whist_by = either`` (RULES-v2 4.1;
    by RULES 3.1 it needs a pass before it)."""
    forced = forced_defence(settings, level, suit)
    if forced:
        return forced[:1]
    either = settings.half_whist_by == "either" and _half_allowed(settings, level)
    return ("pass", "whist", "half") if either else ("pass", "whist")


def second_words(settings: Settings, level: int | None, suit: str | None, first: str | None) -> tuple[str, ...]:
    """What the second defender may say after the first said ``first`` (None: not known yet).

    A half-whist only after the first's pass and only at ``half_whist_levels``; beside a whist (the returned
    whist, RULES-v2 4.2) only when ``half_whist_returned`` allows it; never two. Under a forced defence only
    its word, whatever the first said (his word is the one refused then).
    """
    forced = forced_defence(settings, level, suit)
    if forced:
        return forced[1:]
    if not _half_allowed(settings, level):
        return ("pass", "whist")
    returned = settings.half_whist_returned != "refused"
    if first == "pass" or (first == "whist" and returned):
        return ("pass", "whist", "half")
    if first == "half":
        return ("pass", "whist") if returned else ("pass",)
    return ("pass", "whist")


def defence_options(settings: Settings, level: int, suit: str) -> tuple[Defence, ...]:
    """Every defence the rules allow on this contract; when they are free, the two passes come first."""
    return tuple((first, second) for first in first_words(settings, level, suit)
                 for second in second_words(settings, level, suit, first))


# defence_options by what it reads of the settings, the level and the suit: scoring asks it of every contract
_OPTIONS: dict[tuple[object, ...], tuple[Defence, ...]] = {}


def _known_options(settings: Settings, level: int, suit: str) -> tuple[Defence, ...]:
    """``defence_options``, worked out once for each of the few ways the rules, the level and the suit come."""
    key = (settings.stalingrad, settings.half_whist_by, settings.half_whist_levels, settings.half_whist_returned,
           level, suit)
    try:
        options = _OPTIONS.get(key)
    except TypeError:  # a value that cannot be a key (an untyped caller's): worked out each time
        return defence_options(settings, level, suit)
    if options is None:
        options = _OPTIONS[key] = defence_options(settings, level, suit)
    return options


def defence_refusal(settings: Settings, level: int, suit: str, defence: Defence) -> DealError | None:
    """Why the rules refuse ``defence`` on this contract (None: they allow it).

    The half-whist's own rules are named before Stalingrad's, so a misplaced half-whist is called that: who
    said it (and never two), beside what, then the level.
    """
    if defence in _known_options(settings, level, suit):
        return None
    if "half" in defence:
        either = settings.half_whist_by == "either"
        if defence == ("half", "half"):
            return DealError("half_order" if not either else "half_twice", "defence")
        if defence[0] == "half" and not either:
            return DealError("half_order", "defence")
        if "whist" in defence and settings.half_whist_returned == "refused":
            return DealError("half_order" if not either else "half_returned", "defence")
        if not _half_allowed(settings, level):
            return DealError("half_level", "defence", level=level)
    return DealError("stalingrad", "defence")


def word_refusal(settings: Settings, level: int | None, suit: str | None, index: int, word: str,
                 first: str | None = None) -> DealError | None:
    """Why defender ``index`` (0 the first, 1 the second) may not say ``word`` now (None: he may); ``first``
    is what the first defender has said so far.

    For an entry made one word at a time: a forced defence is named first, then a half-whist at the wrong
    level, then one said out of turn. Ask about a half-whist only once the level is known.
    """
    allowed = first_words(settings, level, suit) if index == 0 else second_words(settings, level, suit, first)
    if word in allowed:
        return None
    if forced_defence(settings, level, suit):
        return DealError("stalingrad", "defence")
    if not _half_allowed(settings, level) and (index == 1 or settings.half_whist_by == "either"):
        return DealError("half_level", "defence", level=level)
    if first == "half" and word == "half":
        return DealError("half_twice", "defence")
    if first == "whist" and settings.half_whist_by == "either":
        return DealError("half_returned", "defence")
    return DealError("half_order", "defence")


# ----- the declarer -----
def declarer_allowed(table: Table, seat: int) -> bool:
    """Whether ``seat`` may declare at this table: any active player (not the sitting-out dealer)."""
    return seat in table.active


def declarer_refusal(table: Table, seat: int) -> DealError | None:
    """Why ``seat`` may not declare (None: he may)."""
    if declarer_allowed(table, seat):
        return None
    return DealError("declarer_sits_out", "declarer", seat=table.name(seat))


# ----- the tricks -----
@dataclass(frozen=True)
class TrickRoles:
    """Which seats' trick counts are typed (``edit``, in the order asked), which one is what the typed
    ones leave of 10 (``auto``), and which are 0 (``zero``: a passer, who leaves his tricks to the whister).
    Seats in none of them enter no count."""

    edit: tuple[int, ...] = ()
    auto: int | None = None
    zero: tuple[int, ...] = ()

    @property
    def seats(self) -> tuple[int, ...]:
        """Every seat with a count, in the order shown: the typed ones, the filled-in one, the zeros."""
        return self.edit + ((self.auto,) if self.auto is not None else ()) + self.zero


NO_TRICKS = TrickRoles()


def trick_roles(table: Table, declarer: int | None, defence: tuple[str | None, str | None],
                settings: Settings | None = None, *, dealer_whist: bool = False, totus: bool = False) -> TrickRoles:
    """Whose tricks are entered for a contract, from what is known so far (a word may still be None).

    Two whisters: the declarer's and the first defender's are typed, the second's is the rest.
    One whister (a returned whist's too): the declarer's is typed, the whister's is the rest and the other
    defender's is 0. A played half-whist (``half_whist_mode = played``), the dealer's whist and a totus
    (RULES-v2 4.3, 6.3, 8): the declarer's is typed and the defence's is the rest, on the half-whister or the
    first defender. Nobody whisted (a half-whist is not a whist), or no active declarer yet: no tricks.
    """
    if declarer is None or not declarer_allowed(table, declarer):
        return NO_TRICKS
    first, second = table.defenders(declarer)
    if "whist" not in defence:
        if dealer_whist or totus:
            return TrickRoles((declarer,), first, (second,))
        if settings is not None and settings.half_whist_mode == "played" and "half" in defence:
            half, other = (first, second) if defence[0] == "half" else (second, first)
            return TrickRoles((declarer,), half, (other,))
        return NO_TRICKS
    if defence == ("whist", "whist"):
        return TrickRoles((declarer, first), second)
    whister, passer = (first, second) if defence[0] == "whist" else (second, first)
    return TrickRoles((declarer,), whister, (passer,))


def allpass_seats(table: Table, settings: Settings | None = None) -> list[int]:
    """Who takes tricks on an all-pass: the active players, and the 4-player dealer too when he plays the
    talon (``allpass_dealer_talon``, RULES-v2 6.1)."""
    if settings is not None and settings.allpass_dealer_talon and table.n == 4:
        return list(range(table.n))
    return list(table.active)


def dealer_whist_allowed(table: Table, settings: Settings, defence: tuple[str | None, str | None]) -> bool:
    """Whether the dealer may whist after this defence (RULES-v2 6.3): four players, ``dealer_may_whist``, and
    both defenders have spoken without a whist (a half-whist is no whist)."""
    return table.n == 4 and settings.dealer_may_whist and None not in defence and "whist" not in defence


def talon_player(table: Table, settings: Settings) -> int | None:
    """The 4-player dealer who plays the talon on an all-pass (``allpass_dealer_talon``), else None."""
    extra = [seat for seat in allpass_seats(table, settings) if seat not in table.active]
    return extra[0] if extra else None


def allpass_roles(table: Table, settings: Settings | None = None) -> TrickRoles:
    """An all-pass: every active player's tricks are typed but the last one's, which is the rest; a dealer
    who plays the talon types his (0 to 2) after the others."""
    active = table.active
    seats = allpass_seats(table, settings)
    extra = tuple(seat for seat in seats if seat not in active)
    return TrickRoles(tuple(active[:-1]) + extra, active[-1])


# ----- the dealer -----
def dealer_field(chosen: int, rotation: int, original_dealer: int | None = None) -> int | None:
    """The ``dealer`` to write into the deal: only when the chosen dealer departs from the rotation,
    or always when the deal being edited named one (so that naming stays as it was)."""
    if original_dealer is not None:
        return chosen
    return None if chosen == rotation else chosen


__all__ = [
    "Defence", "is_played", "TrickRoles",
    "NO_TRICKS", "forced_defence", "half_whist_possible", "first_words", "second_words",
    "defence_options", "defence_refusal", "word_refusal", "declarer_allowed", "declarer_refusal", "trick_roles",
    "dealer_whist_allowed", "allpass_seats", "talon_player", "allpass_roles", "dealer_field",
]
