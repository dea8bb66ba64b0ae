"""Where a game stands against its agreed end (RULES-v2-settings.md 11): what the window's notices need.

The sheet counts the rounds and finds the last deal by the clock as deals are appended (engine.py); this
module adds the clock time the window passes in, so that "N minutes left" and "last round" are worked out here
and the window only words them. Nothing here ever refuses a deal: the end is advice to the table.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import datetime, time, timedelta

from .engine import Sheet, instant
from .game import Game


@dataclass(frozen=True)
class EndStatus:
    """The game against its end at one moment (``end_status``)."""

    finished: bool  # the game is over (Game.finished: by its condition or an agreed stop)
    condition_met: bool  # the end condition holds, whatever the streak
    playing_out: bool  # met while a streak is open under end_open_streak = play_out
    round: int  # the round the next deal of the cards belongs to (1 for the first deal)
    rounds_complete: int
    last_round: bool  # end_condition = rounds: the next deal is in the last round
    deals_left: int | None  # the seats still to deal in the round that ends the game (usual rotation)
    minutes_left: int | None  # end_condition = time: whole minutes from ``now`` to end_time (negative past it)
    reminder_due: bool  # the hour is within end_reminder_minutes of ``now``, and not yet reached
    time_up: bool  # the hour has come: by ``now``, or a deal carries a time at or after it


def end_status(game: Game, now: datetime | None = None) -> EndStatus:
    """The game against its end; ``now`` (an aware datetime, or naive in the hour's offset) is the clock."""
    sheet, s = game.sheet, game.rules.settings
    met = sheet.condition_met()
    open_round = sheet.round and len(sheet.round_dealers) < sheet.n
    next_round = sheet.round if open_round else sheet.round + 1
    left_in_round = sheet.n - len(sheet.round_dealers) if open_round else sheet.n
    minutes, time_up = _clock(sheet, now)
    last_round = deals_left = None
    if s.end_condition == "rounds" and s.end_rounds is not None:
        last_round = next_round == s.end_rounds and not met
        deals_left = left_in_round if last_round else None
    elif s.end_condition == "time" and s.end_time_finish == "round" and time_up and not met:
        deals_left = left_in_round
    return EndStatus(
        finished=game.finished, condition_met=met,
        playing_out=met and sheet.ended_at is None and s.end_open_streak == "play_out",
        round=next_round, rounds_complete=sheet.rounds_complete, last_round=bool(last_round), deals_left=deals_left,
        minutes_left=minutes, reminder_due=minutes is not None and 0 < minutes <= s.end_reminder_minutes,
        time_up=time_up)


def _clock(sheet: Sheet, now: datetime | None) -> tuple[int | None, bool]:
    """Minutes to the agreed hour from ``now`` (rounded up, so "1 minute left" until it comes) and whether
    it has come."""
    s = sheet.settings
    if s.end_condition != "time" or s.end_time is None:
        return None, False
    hour = instant(s.end_time)
    if now is None:
        return None, sheet.clock_deal is not None
    if now.utcoffset() is None:
        now = now.replace(tzinfo=hour.tzinfo)
    minutes = minutes_until(hour, now)
    return minutes, sheet.clock_deal is not None or minutes <= 0


def minutes_until(hour: datetime, now: datetime) -> int:
    """Whole minutes from ``now`` to ``hour``, rounded up ("1 minute left" until it comes); 0 or less once it has
    come. The game's agreed hour and a club night's round count their minutes left alike."""
    return math.ceil((hour - now).total_seconds() / 60)


def next_instant(clock: time, after: datetime) -> datetime:
    """The agreed hour as ``end_time`` stores it: the first instant at the wall-clock time ``clock`` strictly after
    ``after`` (the game's ``created``, aware), in ``after``'s offset (RULES-v2 11.2: the dialog takes a clock time)."""
    moment = after.replace(hour=clock.hour, minute=clock.minute, second=clock.second, microsecond=0)
    return moment if moment > after else moment + timedelta(days=1)
