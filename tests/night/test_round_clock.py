"""A table against its round's limits (docs/club-night.md, "A round's limits"): the deals of the cards, the minutes
from the round's opening, and the deal being played when the time is up as the last."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timedelta

from preferans_desk.core.deals import Adjust
from preferans_desk.core.game import Game, Rules
from preferans_desk.night.night_model import Limits, Round
from preferans_desk.night.round_clock import DEALS, GAME, TIME, round_end, table_clock
from preferans_desk.render.samples import sample_game

OPENED = datetime.fromisoformat("2026-12-04T19:00:00+03:00")
END = OPENED + timedelta(minutes=90)


def game_of(deals: int, times: list[str | None] | None = None) -> Game:
    sample = sample_game(3, deals, "sochi", pool_target=50, seed=3)
    played = [replace(deal, time=times[i] if times else None) for i, deal in enumerate(sample.deals[:deals])]
    game = Game(["Anna", "Boris", "Vera"], Rules.from_preset("sochi", 50))
    game.replace_deals(played)
    assert not game.finished
    return game


def test_the_round_ends_its_minutes_after_it_was_opened():
    assert round_end(Round(Limits(minutes=90), opened="2026-12-04T19:00:00+03:00")) == END
    assert round_end(Round(Limits(minutes=90))) is None, "not opened yet: no clock"
    assert round_end(Round(Limits(), opened="2026-12-04T19:00:00+03:00")) is None, "no minutes: no clock"


def test_without_limits_a_table_plays_until_its_game_is_over():
    clock = table_clock(game_of(5), Limits(), None, OPENED)
    assert (clock.deals, clock.deals_limit, clock.minutes_left, clock.time_up, clock.over) == (5, None, None, False,
                                                                                                None)
    assert table_clock(None, Limits(deals=3), None, OPENED).deals == 0


def test_a_finished_game_is_over_whatever_its_limits():
    game = game_of(2)
    game.ended = "2026-12-04T20:00:00+03:00"  # the table agreed to stop
    assert table_clock(game, Limits(deals=18), END, OPENED).over == GAME


def test_the_deal_limit_counts_deals_of_the_cards_only():
    game = game_of(4)
    assert table_clock(game, Limits(deals=5), None, OPENED).over is None
    game.replace_deals([*game.deals, Adjust(pool=(1, 0, 0))])
    assert table_clock(game, Limits(deals=5), None, OPENED).deals == 4, "an adjustment is not a deal"
    game.replace_deals([*game.deals, sample_game(3, 6, "sochi", pool_target=50, seed=3).deals[5]])
    assert table_clock(game, Limits(deals=5), None, OPENED).over == DEALS


def test_the_minutes_left_count_up_to_the_hour():
    clock = table_clock(game_of(1), Limits(minutes=90), END, OPENED + timedelta(minutes=30, seconds=1))
    assert (clock.minutes_left, clock.time_up) == (60, False), "59 minutes 59 seconds are shown as 60"
    clock = table_clock(game_of(1), Limits(minutes=90), END, END - timedelta(seconds=1))
    assert (clock.minutes_left, clock.time_up) == (1, False)
    clock = table_clock(game_of(1), Limits(minutes=90), END, END)
    assert (clock.minutes_left, clock.time_up, clock.over) == (0, True, None), "the deal being played is the last"


def test_the_round_is_over_by_the_clock_once_a_deal_is_entered_at_or_after_the_hour():
    before, at = "2026-12-04T20:29:00+03:00", "2026-12-04T17:30:00+00:00"  # the same instant as END, in UTC
    assert table_clock(game_of(2, [before, before]), Limits(minutes=90), END, END).over is None
    assert table_clock(game_of(3, [before, before, at]), Limits(minutes=90), END, END).over == TIME
    assert table_clock(game_of(2, [None, None]), Limits(minutes=90), END, END + timedelta(hours=1)).over is None, \
        "a deal without its time counts as played before the hour"
