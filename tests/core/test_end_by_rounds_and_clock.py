"""The end of a game by rounds and by the clock: the worked examples of RULES-v2-settings.md section 11
(docs/rules.md 10.11), numbered as there, and what the core tells the window about the agreed end."""

from datetime import datetime, time

import pytest

from preferans_desk.core import Adjust, AllPass, Contract, Misere
from preferans_desk.core.ending import end_status, next_instant

from .sheets import P4, game

HOUR = "2026-12-05T23:00:00+03:00"


def misere_for(g, time=None):
    """A caught misère by the seat after the next dealer (so never the sitting-out dealer)."""
    return Misere((g.sheet.next_dealer + 1) % g.sheet.n, 1, time=time)


def over_after(g):
    """The 1-based number of the deal after which the game is over (None: not over)."""
    ended = g.sheet.ended_at
    return None if ended is None else ended + 1


# ----- 11.1, 11.2 rounds -----
def test_11_1_four_players_two_rounds():
    g = game("sochi", players=P4, end_condition="rounds", end_rounds=2)
    seen = []
    for number in range(1, 9):
        if number == 7:
            g.append(Adjust(pool=(1, 0, 0, 0)))  # between deals 6 and 7: changes nothing in the count
        g.append(misere_for(g))
        status = end_status(g)
        seen.append((status.rounds_complete, status.last_round, status.finished))
    assert [r.round for r in g.sheet.records if r.dealer is not None] == [1, 1, 1, 1, 2, 2, 2, 2]
    assert [r.dealer for r in g.sheet.records if r.dealer is not None] == [0, 1, 2, 3, 0, 1, 2, 3]
    assert seen[3] == (1, True, False)  # after deal 4: "last round"
    assert [finished for _, _, finished in seen] == [False] * 7 + [True]
    assert over_after(g) == 9  # the adjustment is deal 7 of the list: the eighth deal of the cards is its 9th


def test_11_1_the_last_round_says_how_many_deals_are_left():
    g = game("sochi", players=P4, end_condition="rounds", end_rounds=2)
    for _ in range(5):
        g.append(misere_for(g))
    status = end_status(g)
    assert (status.round, status.last_round, status.deals_left) == (2, True, 3)


def test_11_2_a_repeated_dealer_makes_the_round_longer():
    g = game("sochi", end_condition="rounds", end_rounds=1)
    g.append(Misere(1, 1))  # dealer 0
    g.append(Misere(2, 1))  # dealer 1
    g.append(Misere(2, 1, dealer=1))  # dealer 1 again
    assert not g.finished and g.sheet.next_dealer == 2
    g.append(Misere(0, 1))  # dealer 2: every seat has dealt
    assert g.finished and over_after(g) == 4


def test_11_rounds_without_a_number_never_end():
    g = game("sochi", [Misere(1, 1), Misere(2, 1), Misere(0, 1)], end_condition="rounds")
    assert not g.finished and g.sheet.rounds_complete == 1


# ----- 11.3 an open streak: ends or play_out -----
LENINGRAD_ROUND = [
    Contract(1, 7, "spades", ("pass", "pass")),
    Contract(2, 7, "spades", ("pass", "pass")),
    AllPass((4, 3, 3)),  # deal 3 completes round 1
    Contract(1, 7, "hearts", ("pass", "pass")),  # does not exit
    Contract(2, 8, "hearts", ("whist", "whist"), (3, 2, 5)),  # whisted, failed: does not exit
    Contract(0, 7, "hearts", ("whist", "pass"), (7, 3, 0)),  # whisted, made: exits
]


@pytest.mark.parametrize("streak, over", [("ends", 3), ("play_out", 6)])
def test_11_3_the_all_passes_are_played_out(streak, over):
    g = game("leningrad", end_condition="rounds", end_rounds=1, end_open_streak=streak)
    finished = []
    for deal in LENINGRAD_ROUND:
        g.append(deal)
        finished.append(g.finished)
    assert over_after(g) == over
    assert finished == [number >= over for number in range(1, 7)]


def test_11_3_playing_out_is_reported():
    g = game("leningrad", LENINGRAD_ROUND[:4], end_condition="rounds", end_rounds=1, end_open_streak="play_out")
    status = end_status(g)
    assert status.condition_met and status.playing_out and not status.finished


def test_11_3_play_out_also_holds_a_pool_condition():
    deals = [Adjust(pool=(20, 20, 19)), AllPass((4, 3, 3)), Contract(2, 6, "spades", ("pass", "pass"))]
    g = game("sochi", deals[:2], end_open_streak="play_out")
    g.append(Adjust(pool=(0, 0, 1)))
    assert g.sheet.condition_met() and not g.finished  # the streak is still open
    g.append(deals[2])
    assert g.finished
    g.append(AllPass((4, 3, 3)))  # over the plan: an all-pass opens no way back
    assert g.finished


def test_11_3_ends_keeps_the_pool_conditions_as_they_were():
    g = game("sochi", [Adjust(pool=(20, 20, 20)), AllPass((4, 3, 3))])
    assert g.finished


# ----- 11.4 the clock -----
def _evening(finish):
    """Deals 1-7 before 23:00 (deal 3 without a time), deal 8 at 23:06, then 9 and perhaps a late 10th."""
    g = game("sochi", end_condition="time", end_time=HOUR, end_time_finish=finish)
    times = [f"2026-12-05T22:{minute:02d}:00+03:00" for minute in (10, 17, 0, 24, 31, 40, 52)]
    times[2] = None
    for stamp in [*times, "2026-12-05T23:06:00+03:00", "2026-12-05T23:12:00+03:00"]:
        g.append(misere_for(g, stamp))
    return g


@pytest.mark.parametrize("finish, over", [("deal", 8), ("round", 9)])
def test_11_4_the_last_deal_by_the_clock(finish, over):
    g = _evening(finish)
    assert g.sheet.clock_deal == 7 and g.sheet.records[7].dealer == 1 and g.sheet.records[7].round == 3
    assert over_after(g) == over
    assert not g.sheet_after(over - 1).finished and g.sheet_after(over).finished


def test_11_4_a_deal_after_the_end_is_over_the_plan():
    g = _evening("deal")
    record = g.append(misere_for(g, "2026-12-05T23:20:00+03:00"))
    assert g.finished and record.writes  # it scores as usual


def test_11_4_the_reminder_and_the_hour():
    g = game("sochi", end_condition="time", end_time=HOUR, end_time_finish="round")
    early = end_status(g, datetime.fromisoformat("2026-12-05T22:30:00+03:00"))
    assert (early.minutes_left, early.reminder_due, early.time_up) == (30, False, False)
    reminder = end_status(g, datetime.fromisoformat("2026-12-05T22:45:00+03:00"))
    assert (reminder.minutes_left, reminder.reminder_due, reminder.time_up) == (15, True, False)
    g.append(misere_for(g, "2026-12-05T22:58:00+03:00"))
    late = end_status(g, datetime.fromisoformat("2026-12-05T20:01:00+00:00"))  # 23:01 in Moscow
    assert late.time_up and late.deals_left == 2 and not late.finished


def test_11_4_a_time_without_an_offset_is_read_on_the_tables_clock():
    g = game("sochi", [Misere(1, 1, time="2026-12-05T22:59:00"), Misere(2, 1, time="2026-12-05T23:00:00")],
             end_condition="time", end_time=HOUR)
    assert over_after(g) == 2


def test_11_4_no_hour_agreed_never_ends():
    g = game("leningrad_fspr", [Misere(1, 1, time="2030-01-01T00:00:00+00:00")])
    assert not g.finished and end_status(g).minutes_left is None


def test_11_2_the_hour_a_dialog_takes_is_the_next_one_after_the_games_start():
    created = datetime.fromisoformat("2026-12-05T20:15:00+03:00")
    assert next_instant(time(23, 0), created).isoformat() == HOUR
    assert next_instant(time(1, 30), created).isoformat() == "2026-12-06T01:30:00+03:00"  # past midnight
    assert next_instant(time(20, 15), created).isoformat() == "2026-12-06T20:15:00+03:00"  # strictly after
