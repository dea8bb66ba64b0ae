"""What each kind of deal writes (RULES.md section 3), before pool overflow.

A write is ``(field, amount, reason)``. Fields are ``("pool", seat)``,
``("mountain", seat)`` and ``("whist", writer, target)``; reasons are short
codes the history and the hover text put into words.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Literal

from .deals import Adjust, AllPass, Contract, Deal, Misere, taken
from .entry import allpass_seats, is_played
from .exact_numbers import Number, norm
from .settings import Settings
from .validate import Table

Field = tuple[Literal["pool"], int] | tuple[Literal["mountain"], int] | tuple[Literal["whist"], int, int]
"""A field of the sheet: ``("pool", seat)``, ``("mountain", seat)``, ``("whist", writer, target)``."""
Write = tuple[Field, Number, str]
Defenders = tuple[int, int]  # the first and the second defender (``Table.defenders``)

# Reasons whose pool points go through overflow handling (help).
POOL_GAINS = frozenset({"game", "totus_bonus", "misere", "allpass_zero"})
# Reasons whose pool points are a made game's value, which ``mountain_first`` pays off the mountain first.
GAME_GAINS = frozenset({"game", "totus_bonus", "misere"})


class Writes(list[Write]):
    """A deal's writes in order; zero amounts are left out, as on paper. Each kept amount is normal (``norm``, at
    once for a whole number: a club's first index writes millions)."""

    def pool(self, seat: int, amount: Number, reason: str) -> None:
        if amount:
            self.append((("pool", seat), amount if type(amount) is int else norm(amount), reason))

    def mountain(self, seat: int, amount: Number, reason: str) -> None:
        if amount:
            self.append((("mountain", seat), amount if type(amount) is int else norm(amount), reason))

    def whist(self, writer: int, target: int, amount: Number, reason: str) -> None:
        if amount:
            self.append((("whist", writer, target), amount if type(amount) is int else norm(amount), reason))


def deal_writes(deal: Deal, table: Table, s: Settings, streak: int) -> Writes:
    """The writes of a checked deal; ``streak`` is the number of all-passes open before it."""
    if isinstance(deal, Contract):
        return contract_writes(deal, table, s)
    if isinstance(deal, Misere):
        writes = Writes()
        if deal.tricks == 0:
            writes.pool(deal.declarer, s.misere_value, "misere")
        else:
            writes.mountain(deal.declarer, s.misere_penalty * deal.tricks, "misere_penalty")
        return writes
    if isinstance(deal, AllPass):
        return allpass_writes(deal, table, s, s.progression(streak + 1))
    return adjust_writes(deal)


def is_made(deal: Contract, s: Settings) -> bool:
    """Whether the declarer made the contract: a game nobody played is made, a give-up never is."""
    if deal.concede:
        return False
    return not is_played(deal, s) or taken(deal.tricks, deal.declarer) >= deal.level


def half_fee(s: Settings, level: int) -> Number:
    """What a half-whister writes on the declarer: ``whist_factor · v · obligation/2`` (RULES 3.1 item 2)."""
    return s.whist_factor * s.value(level) * Fraction(s.obligation_of(level), 2)


def contract_writes(deal: Contract, table: Table, s: Settings) -> Writes:
    writes = Writes()
    declarer, level = deal.declarer, deal.level
    v = s.value(level)
    if deal.concede:  # RULES-v2 7: three undertricks at the remiz price, and nothing else
        writes.mountain(declarer, s.remiz_factor * v * 3, "give_up")
        return writes
    first, second = table.defenders(declarer)

    def game_made() -> None:
        bonus = s.totus_bonus if deal.totus else 0  # RULES-v2 8: part of a made totus's value
        if deal.to_mountain:
            writes.mountain(declarer, -(v + bonus), "game_off_mountain")
        else:
            writes.pool(declarer, v, "game")
            writes.pool(declarer, bonus, "totus_bonus")

    if not is_played(deal, s):
        game_made()
        if "half" in deal.defence:
            half = first if deal.defence[0] == "half" else second
            writes.whist(half, declarer, half_fee(s, level), "half_whist")
    else:
        _played_contract(deal, table, s, writes, game_made, (first, second))
    _talon_bonus(deal, table, s, writes)
    return writes


def _talon_bonus(deal: Contract, table: Table, s: Settings, writes: Writes) -> None:
    """RULES 3.1 item 4 with four players (the dealer writes it all); RULES-v2 6.4 with three (each
    opponent half)."""
    if not deal.talon_tricks:
        return
    bonus = s.whist_factor * s.value(deal.level) * deal.talon_tricks
    if s.talon_bonus and table.n == 4:
        writes.whist(table.dealer, deal.declarer, bonus, "talon")
    elif s.talon_bonus_3p and table.n == 3:
        for seat in table.defenders(deal.declarer):
            writes.whist(seat, deal.declarer, Fraction(bonus, 2), "talon")


def _played_contract(deal: Contract, table: Table, s: Settings, writes: Writes, game_made: Callable[[], None],
                     defenders: Defenders) -> None:
    declarer, level = deal.declarer, deal.level
    v = s.value(level)
    t = taken(deal.tricks, declarer)
    defence_total = 10 - t
    made = t >= level
    k = 0 if made else level - t
    if made:
        game_made()
    else:
        writes.mountain(declarer, s.remiz_factor * v * k, "remiz")
    w = s.whist_factor * v
    c = s.consolation_factor * v
    if deal.dealer_whist:  # RULES-v2 6.3: the dealer alone, whose consolation is his dealer's one; no duty
        writes.whist(table.dealer, declarer, w * defence_total, "whist_tricks")
        writes.whist(table.dealer, declarer, c * k, "consolation")
        return
    whisters = [seat for seat, word in zip(defenders, deal.defence, strict=True) if word == "whist"]
    if deal.totus:  # RULES-v2 8: nobody whists; both defenders console a failure
        for seat in defenders:
            writes.whist(seat, declarer, c * k, "consolation")
    elif "half" in deal.defence and whisters:
        _returned_whist(deal, s, writes, whisters[0], defenders, defence_total, k)
    elif "half" in deal.defence:
        _played_half_whist(deal, s, writes, defenders, defence_total, k)
    elif len(whisters) == 2:
        for seat in whisters:
            writes.whist(seat, declarer, w * taken(deal.tricks, seat), "whist_tricks")
            writes.whist(seat, declarer, c * k, "consolation")
    else:
        whister = whisters[0]
        passer = defenders[1] if whister == defenders[0] else defenders[0]
        passer_c = c if s.consolation_to_passer else 0
        if s.lone_whist == "gentleman" and (k or s.gentleman_split == "always"):
            for seat in (whister, passer):
                writes.whist(seat, declarer, Fraction(w * defence_total, 2), "whist_tricks")
                writes.whist(seat, declarer, Fraction((c + passer_c) * k, 2), "consolation")
        else:
            writes.whist(whister, declarer, w * defence_total, "whist_tricks")
            writes.whist(whister, declarer, c * k, "consolation")
            writes.whist(passer, declarer, passer_c * k, "consolation")
    if k and table.n == 4 and s.consolation_to_dealer:
        writes.whist(table.dealer, declarer, c * k, "consolation")
    if made and not deal.totus and not ("half" in deal.defence and not whisters):
        _whisters_duty(deal, s, writes, whisters, defenders, defence_total)


def _returned_whist(deal: Contract, s: Settings, writes: Writes, whister: int, defenders: Defenders,
                    defence_total: int, k: int) -> None:
    """RULES-v2 4.2: a half-whist beside a whist. The whister plays alone for the whole defence (his duty is
    the lone whister's, worked out by the caller); the half-whister writes his fee (``fixed_fee``) or nothing."""
    v = s.value(deal.level)
    half = defenders[0] if deal.defence[0] == "half" else defenders[1]
    if s.half_whist_returned == "fixed_fee":
        writes.whist(half, deal.declarer, half_fee(s, deal.level), "half_whist")
    writes.whist(whister, deal.declarer, s.whist_factor * v * defence_total, "whist_tricks")
    writes.whist(whister, deal.declarer, s.consolation_factor * v * k, "consolation")


def _played_half_whist(deal: Contract, s: Settings, writes: Writes, defenders: Defenders, defence_total: int,
                       k: int) -> None:
    """RULES-v2 4.3: a pass and a played half-whist. The half-whister's whists and duty stop at his quota."""
    v = s.value(deal.level)
    half, passer = defenders if deal.defence[0] == "half" else defenders[::-1]
    quota: Number = Fraction(s.obligation_of(deal.level), 2)
    c = s.consolation_factor * v
    writes.whist(half, deal.declarer, s.whist_factor * v * min(defence_total, quota), "whist_tricks")
    writes.whist(half, deal.declarer, c * k, "consolation")
    writes.whist(passer, deal.declarer, (c if s.consolation_to_passer else 0) * k, "consolation")
    if not k and defence_total < quota:
        writes.mountain(half, s.whister_penalty_factor * v * (quota - defence_total), "duty")


def _whisters_duty(deal: Contract, s: Settings, writes: Writes, whisters: list[int], defenders: Defenders,
                   defence_total: int) -> None:
    obligation = s.obligation_of(deal.level)
    pen = s.whister_penalty_factor * s.value(deal.level)
    if obligation == 0:
        return
    if len(whisters) == 1:
        if defence_total < obligation:
            writes.mountain(whisters[0], pen * (obligation - defence_total), "duty")
        return
    tricks = {seat: taken(deal.tricks, seat) for seat in defenders}
    if obligation == 1:
        _duty_8_10(s, writes, defenders, tricks, defence_total, pen)
        return
    short = defence_total < obligation
    share = Fraction(obligation, 2)
    if s.two_whister_duty == "collective":
        if short:
            a, b = whisters
            if tricks[a] == tricks[b]:
                for seat in whisters:
                    writes.mountain(seat, Fraction(pen * (obligation - defence_total), 2), "duty")
            else:
                fewer = a if tricks[a] < tricks[b] else b
                writes.mountain(fewer, pen * (obligation - defence_total), "duty")
        return
    if short or s.two_whister_duty == "personal":
        for seat in whisters:
            if tricks[seat] < share:
                writes.mountain(seat, pen * (share - tricks[seat]), "duty")


def _duty_8_10(s: Settings, writes: Writes, defenders: Defenders, tricks: dict[int, int], defence_total: int,
               pen: Number) -> None:
    """Two whisters owing one trick (RULES 3.1; the personal values are RULES-v2 3)."""
    second = defenders[1]
    if s.duty_8_10 == "last_personal":
        writes.mountain(second, pen * max(0, 1 - tricks[second]), "duty")
    elif s.duty_8_10 == "each_personal":
        for seat in defenders:
            if tricks[seat] == 0:
                writes.mountain(seat, pen, "duty")
    elif defence_total == 0:
        for seat in (defenders[1:] if s.duty_8_10 == "last" else defenders):
            writes.mountain(seat, pen, "duty")


def allpass_writes(deal: AllPass, table: Table, s: Settings, p: Number) -> Writes:
    writes = Writes()
    tricks = {seat: deal.tricks[seat] or 0 for seat in allpass_seats(table, s)}
    fewest = min(tricks.values())
    if s.allpass_scoring == "mountain":
        base = fewest if s.allpass_subtract_min else 0
        for seat, count in tricks.items():
            writes.mountain(seat, s.allpass_base * p * (count - base), "allpass")
    else:
        lows = [seat for seat, count in tricks.items() if count == fewest]
        per_trick = s.allpass_whists_per_trick * p
        for low in lows:
            for seat, count in tricks.items():
                if seat not in lows:
                    writes.whist(low, seat, Fraction(per_trick * count, len(lows)), "allpass")
    if s.allpass_zero_bonus:
        bonus = s.allpass_zero_bonus_points * (p if s.allpass_zero_bonus_scale == "progression" else 1)
        for seat, count in tricks.items():
            if count or (seat == table.dealer and not s.allpass_zero_bonus_dealer):
                continue
            if s.allpass_zero_bonus_to == "mountain":  # RULES-v2 5: the same value, off the mountain
                writes.mountain(seat, -s.pool_to_mountain * bonus, "allpass_zero")
            else:
                writes.pool(seat, bonus, "allpass_zero")
    return writes


def adjust_writes(deal: Adjust) -> Writes:
    writes = Writes()
    for seat, amount in enumerate(deal.pool or ()):
        writes.pool(seat, amount, "adjust")
    for seat, amount in enumerate(deal.mountain or ()):
        writes.mountain(seat, amount, "adjust")
    for writer, target, amount in deal.whists:
        writes.whist(writer, target, amount, "adjust")
    return writes
