"""What each kind of deal writes (RULES.md section 3), before pool overflow.

A write is ``(field, amount, reason)``. Fields are ``("pool", seat)``,
``("mountain", seat)`` and ``("whist", writer, target)``; reasons are short
codes the history and the hover text put into words.
"""

from __future__ import annotations

from fractions import Fraction

from .deals import Adjust, AllPass, Contract, Deal, Misere
from .numbers import Number, norm
from .settings import Settings
from .validate import Table

Field = tuple  # ("pool", i) | ("mountain", i) | ("whist", i, j)
Write = tuple[Field, Number, str]

# Reasons whose pool points go through overflow handling (help).
POOL_GAINS = frozenset({"game", "misere", "allpass_zero"})


class Writes(list):
    """A deal's writes in order; zero amounts are left out, as on paper."""

    def pool(self, seat: int, amount: Number, reason: str) -> None:
        self._add(("pool", seat), amount, reason)

    def mountain(self, seat: int, amount: Number, reason: str) -> None:
        self._add(("mountain", seat), amount, reason)

    def whist(self, writer: int, target: int, amount: Number, reason: str) -> None:
        self._add(("whist", writer, target), amount, reason)

    def _add(self, field: Field, amount: Number, reason: str) -> None:
        if amount:
            self.append((field, norm(amount), reason))


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
    if isinstance(deal, Adjust):
        return adjust_writes(deal)
    raise TypeError(deal)


def contract_writes(deal: Contract, table: Table, s: Settings) -> Writes:
    writes = Writes()
    declarer, level = deal.declarer, deal.level
    v = s.value(level)
    first, second = table.defenders(declarer)

    def game_made() -> None:
        if deal.to_mountain:
            writes.mountain(declarer, -v, "game_off_mountain")
        else:
            writes.pool(declarer, v, "game")

    if not deal.played:
        game_made()
        if deal.defence[1] == "half":
            writes.whist(second, declarer, s.whist_factor * v * Fraction(s.obligation_of(level), 2), "half_whist")
    else:
        _played_contract(deal, table, s, writes, game_made, (first, second))
    if s.talon_bonus and table.n == 4 and deal.talon_tricks:
        writes.whist(table.dealer, declarer, s.whist_factor * v * deal.talon_tricks, "talon")
    return writes


def _played_contract(deal: Contract, table: Table, s: Settings, writes: Writes, game_made, defenders) -> None:
    declarer, level = deal.declarer, deal.level
    v = s.value(level)
    tricks = deal.tricks
    assert tricks is not None
    t = tricks[declarer]
    defence_total = 10 - t
    made = t >= level
    k = 0 if made else level - t
    if made:
        game_made()
    else:
        writes.mountain(declarer, s.remiz_factor * v * k, "remiz")
    w = s.whist_factor * v
    c = s.consolation_factor * v
    whisters = [seat for seat, word in zip(defenders, deal.defence, strict=True) if word == "whist"]
    if len(whisters) == 2:
        for seat in whisters:
            writes.whist(seat, declarer, w * tricks[seat], "whist_tricks")
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
    if made:
        _whisters_duty(deal, s, writes, whisters, defenders, defence_total)


def _whisters_duty(deal: Contract, s: Settings, writes: Writes, whisters, defenders, defence_total) -> None:
    obligation = s.obligation_of(deal.level)
    pen = s.whister_penalty_factor * s.value(deal.level)
    tricks = deal.tricks
    if obligation == 0:
        return
    if len(whisters) == 1:
        if defence_total < obligation:
            writes.mountain(whisters[0], pen * (obligation - defence_total), "duty")
        return
    if obligation == 1:
        if defence_total == 0:
            duty_takers = defenders[1:] if s.duty_8_10 == "last" else defenders
            for seat in duty_takers:
                writes.mountain(seat, pen, "duty")
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


def allpass_writes(deal: AllPass, table: Table, s: Settings, p: Number) -> Writes:
    writes = Writes()
    tricks = {seat: deal.tricks[seat] for seat in table.active}
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
        for seat, count in tricks.items():
            if count == 0:
                writes.pool(seat, s.allpass_zero_bonus_points * p, "allpass_zero")
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
