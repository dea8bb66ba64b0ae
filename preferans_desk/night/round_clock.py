"""Where a table stands against its round's limits (docs/club-night.md, "A round's limits").

A round may limit its games to so many deals and to so many minutes from when the director opened it to the
tables, beside the pool its games play to (the game's own end). The limits are the night's, not the game's: the
game keeps its convention's end (the pool), and a table's round is over at the first of the three. As in
RULES-v2 11 the deals are deals of the cards (an adjustment is not one), and the deal being played when the time
is up is the last: the table's round is over by the clock once it has entered a deal at or after the hour. Nothing
here refuses a deal: the limits are the director's advice to the tables, and every deal a table sends counts.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from preferans_desk.core.ending import minutes_until
from preferans_desk.core.engine import instant
from preferans_desk.core.game import Game

from .night_model import Limits, Round

GAME, DEALS, TIME = "game", "deals", "time"  # why a table's round is over


@dataclass(frozen=True)
class TableClock:
    deals: int  # deals of the cards the table has played
    deals_limit: int | None  # the round's limit of deals, if it has one
    minutes_left: int | None  # whole minutes to the round's end (0 or less once it has come); None: no clock
    time_up: bool  # the round's end by the clock has come
    over: str | None  # why the table's round is over (GAME, DEALS or TIME), None while it plays


def round_end(round_: Round) -> datetime | None:
    """When the round's time is up: its opening plus its minutes (None without either)."""
    if round_.opened is None or round_.limits.minutes is None:
        return None
    return datetime.fromisoformat(round_.opened) + timedelta(minutes=round_.limits.minutes)


def table_clock(game: Game | None, limits: Limits, end: datetime | None, now: datetime) -> TableClock:
    """The table's game (None before its first copy) against the round's ``limits`` and ``end`` at ``now``."""
    deals = [deal for deal in game.deals if deal.kind != "adjust"] if game is not None else []
    minutes_left = time_up = None
    if end is not None:
        minutes_left = minutes_until(end, now)
        time_up = minutes_left <= 0
    if game is not None and game.finished:
        over: str | None = GAME
    elif limits.deals is not None and len(deals) >= limits.deals:
        over = DEALS
    elif end is not None and any(deal.time is not None and instant(deal.time, end) >= end for deal in deals):
        over = TIME
    else:
        over = None
    return TableClock(len(deals), limits.deals, minutes_left, bool(time_up), over)
