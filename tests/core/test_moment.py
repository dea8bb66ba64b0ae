"""The moment every view draws (core.moment): the game after some deals, its settlement worked out once, and its
end status worked out once for each second of the clock, however many views ask."""

from datetime import datetime, timedelta

from preferans_desk.core import Game, Misere, Rules, ending
from preferans_desk.core.moment import Moment
from preferans_desk.core.settings import preset
from preferans_desk.render.samples import sample_game


def test_the_present_is_the_whole_game_with_the_games_own_rounding():
    game = sample_game(3, 12, "sochi", seed=4)
    moment = Moment.present(game)
    assert (moment.count, moment.total, moment.sheet, moment.review) == (12, 12, game.sheet, False)
    assert moment.rounding == game.rules.settings.rounding and moment.highlight == 11 and not moment.circled
    assert Moment.present(game, "exact").rounding == "exact"


def test_a_reviewed_moment_highlights_its_selection_and_circles_when_asked():
    game = sample_game(3, 12, "sochi", seed=4)
    moment = Moment(game, game.sheet_after(5), 5, review=True, selected=2, settle_requested=True)
    assert (moment.count, moment.total, moment.highlight, moment.circled) == (5, 12, 2, True)
    assert Moment(game, game.sheet_after(0), 0).highlight is None


def test_the_settlement_is_worked_out_once(monkeypatch):
    game = sample_game(4, 20, "leningrad", seed=5)
    moment = Moment.present(game)
    first = moment.settlement
    monkeypatch.setattr("preferans_desk.core.moment.settle_sheet", lambda *args: None)
    assert moment.settlement is first and sum(first.result) == 0


def test_the_end_status_is_worked_out_once_a_second(monkeypatch):
    rules = Rules("sochi", 20, preset("sochi", {"end_condition": "time", "end_time": "2026-12-05T23:00:00+03:00"}))
    game = Game(["Anna", "Boris", "Vera"], rules, [Misere(1, 1), Misere(2, 0)])
    calls = []
    real = ending.end_status
    monkeypatch.setattr("preferans_desk.core.moment.end_status", lambda *a: calls.append(a) or real(*a))
    moment = Moment.present(game)
    now = datetime.fromisoformat("2026-12-05T22:50:00.250+03:00")
    status = moment.end_status(now)
    assert status.minutes_left == 10 and not status.time_up
    assert moment.end_status(now + timedelta(microseconds=500_000)) is status, "the same second: not again"
    assert len(calls) == 1
    later = moment.end_status(now + timedelta(minutes=11))
    assert later.time_up and len(calls) == 2


def test_the_sheet_apart_is_made_once_and_stays_as_the_moment_was():
    game = sample_game(3, 12, "sochi", seed=4)
    moment = Moment.present(game)
    apart = moment.sheet_apart
    assert moment.sheet_apart is apart and apart is not game.sheet
    pools = list(apart.pool)
    game.append(sample_game(3, 13, "sochi", seed=4).deals[-1])
    assert len(apart.records) == 12 and apart.pool == pools and len(game.sheet.records) == 13
