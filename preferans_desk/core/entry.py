"""The rules of entering one deal, written once for the core's checks, the entry dialog and the tests.

Which defences the rules allow (half-whist, Stalingrad), who may declare, whose
tricks are typed and whose follow from the others, and when the dealer is
written into the deal. Pure Python: ``validate`` refuses a deal with these,
the dialog offers only what they allow, the test strategies draw from them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .errors import DealError
from .settings import Settings

if TYPE_CHECKING:  # validate imports this module: the table is only a type here
    from .validate import Table

Defence = tuple[str, str]
"""What the first and the second defender said: "whist", "pass" or "half"."""

STALINGRAD: Defence = ("whist", "whist")
PASS_AND_HALF: Defence = ("pass", "half")


# ----- the defence -----
def forced_defence(settings: Settings, level: int | None, suit: str | None) -> Defence | None:
    """The defence the rules impose on this contract, if any: Stalingrad's two whists on 6♠."""
    return STALINGRAD if settings.stalingrad and level == 6 and suit == "spades" else None


def half_whist_possible(settings: Settings) -> bool:
    """Whether a half-whist can be said at any level under these rules."""
    return bool(settings.half_whist_levels)


def first_words(settings: Settings, level: int | None, suit: str | None) -> tuple[str, ...]:
    """What the first defender may say (never a half-whist: it needs a pass before it)."""
    forced = forced_defence(settings, level, suit)
    return forced[:1] if forced else ("pass", "whist")


def second_words(settings: Settings, level: int | None, suit: str | None, first: str | None) -> tuple[str, ...]:
    """What the second defender may say after the first said ``first`` (None: not known yet).

    A half-whist only after the first's pass and only at ``half_whist_levels``. Under a forced defence
    only its word, whatever the first said (his word is the one refused then).
    """
    forced = forced_defence(settings, level, suit)
    if forced:
        return forced[1:]
    half = first == "pass" and level in settings.half_whist_levels
    return ("pass", "whist", "half") if half else ("pass", "whist")


def defence_options(settings: Settings, level: int, suit: str) -> tuple[Defence, ...]:
    """Every defence the rules allow on this contract; when they are free, the two passes come first."""
    return tuple((first, second) for first in first_words(settings, level, suit)
                 for second in second_words(settings, level, suit, first))


def defence_refusal(settings: Settings, level: int, suit: str, defence: Defence) -> DealError | None:
    """Why the rules refuse ``defence`` on this contract (None: they allow it).

    The half-whist's own rules are named before Stalingrad's, so a misplaced half-whist is called that.
    """
    if defence in defence_options(settings, level, suit):
        return None
    if "half" in defence and defence != PASS_AND_HALF:
        return DealError("half_order", "defence")
    if "half" in defence and level not in settings.half_whist_levels:
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
    if index == 1 and level not in settings.half_whist_levels:
        return DealError("half_level", "defence", level=level)
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


def trick_roles(table: Table, declarer: int | None, defence: tuple[str | None, str | None]) -> TrickRoles:
    """Whose tricks are entered for a contract, from what is known so far (a word may still be None).

    Two whisters: the declarer's and the first defender's are typed, the second's is the rest.
    One whister: the declarer's is typed, the whister's is the rest and the passer's is 0.
    Nobody whisted (a half-whist is not a whist), or no active declarer yet: no tricks.
    """
    if declarer is None or not declarer_allowed(table, declarer) or "whist" not in defence:
        return NO_TRICKS
    first, second = table.defenders(declarer)
    if defence == ("whist", "whist"):
        return TrickRoles((declarer, first), second)
    whister, passer = (first, second) if defence[0] == "whist" else (second, first)
    return TrickRoles((declarer,), whister, (passer,))


def allpass_roles(table: Table) -> TrickRoles:
    """An all-pass: every active player's tricks are typed but the last one's, which is the rest."""
    return TrickRoles(tuple(table.active[:-1]), table.active[-1])


# ----- the dealer -----
def dealer_field(chosen: int, rotation: int, original_dealer: int | None = None) -> int | None:
    """The ``dealer`` to write into the deal: only when the chosen dealer departs from the rotation,
    or always when the deal being edited named one (so that naming stays as it was)."""
    if original_dealer is not None:
        return chosen
    return None if chosen == rotation else chosen


__all__ = [
    "Defence", "TrickRoles", "NO_TRICKS", "forced_defence", "half_whist_possible", "first_words", "second_words",
    "defence_options", "defence_refusal", "word_refusal", "declarer_allowed", "declarer_refusal", "trick_roles",
    "allpass_roles", "dealer_field",
]
