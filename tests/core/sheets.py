"""Games for the worked examples of the added settings (RULES-v2-settings.md, docs/rules.md section 10): a game
of a convention with settings overridden, the totals it starts from, and what its sheet wrote (by deal, pools,
mountains, whists). Used by test_scoring_settings.py, test_tournament_give_up_totus.py,
test_end_by_rounds_and_clock.py and test_gamefile_version_2.py."""

from __future__ import annotations

from preferans_desk.core import Adjust, Game, Rules, preset

P3 = ["P0", "P1", "P2"]
P4 = ["P0", "P1", "P2", "P3"]


def game(convention, deals=(), players=P3, target=20, first_dealer=0, **overrides):
    rules = Rules(convention, target, preset(convention, overrides))
    return Game(list(players), rules, list(deals), first_dealer=first_dealer)


def start(pools=None, mountains=None, n=3):
    """The totals a worked example starts from, as one adjustment (it moves no dealer, no streak)."""
    return Adjust(pool=tuple(pools) if pools else (0,) * n, mountain=tuple(mountains) if mountains else (0,) * n)


def writes(g, index):
    """What deal ``index`` (0-based) wrote, summed by field: {("pool", 0): 4, ("whist", 1, 0): 12, ...}."""
    out = {}
    for fld, amount, _why in g.sheet.records[index].writes:
        out[fld] = out.get(fld, 0) + amount
    return {fld: amount for fld, amount in out.items() if amount}


def pools(g):
    return g.sheet.pool


def mountains(g):
    return g.sheet.mountain


def whist(g, writer, target):
    return g.sheet.whists[writer][target]
