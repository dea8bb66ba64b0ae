"""The notes written beside the circle (the convention, a whist's price, the next all-pass's price, the exit,
who deals next), in the language in effect: the window's sheet and the phones' sheets word them here alike."""

from __future__ import annotations

from typing import NamedTuple

from preferans_desk.core.engine import Sheet
from preferans_desk.core.game import Rules

from .settings_help import convention_label
from .texts import number, price
from .translate import tr


class SheetNotes(NamedTuple):
    """The fields of ``render.primitives.SheetInfo``, worded (the words layer lies below the drawing)."""

    convention: str
    whist_price: str
    allpass: str
    exit: str
    dealer: str


def sheet_notes(rules: Rules, sheet: Sheet) -> SheetNotes:
    """``sheet``'s notes under the game's ``rules``; a house convention keeps the name it was given."""
    house = rules.extra.get("house")
    convention = house if isinstance(house, str) and house else convention_label(rules.convention)
    whist_price = tr("whist = {0}").format(price(rules.whist_price, rules.currency)) \
        if rules.whist_price is not None else ""
    allpass = tr("all-pass at {0}").format(number(sheet.next_allpass_price()))
    exit_level = tr("exit {0}").format(sheet.exit_level()) if sheet.streak else ""
    dealer = tr("{0} deals").format(sheet.players[sheet.next_dealer])
    return SheetNotes(convention, whist_price, allpass, exit_level, dealer)
