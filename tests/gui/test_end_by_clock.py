"""The end by the clock or by rounds in the window (issue 12, part 6), with a clock of the test's own: the strip
says what is left, the status bar reminds the table once, and nothing stops play; the game ends by its deals."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timedelta, timezone

import pytest

from preferans_desk.core import Contract, Game, Rules, preset
from preferans_desk.gui.state import clock

MOSCOW = timezone(timedelta(hours=3))
SIX = Contract(0, 6, "spades", ("pass", "pass"))


@pytest.fixture
def at(monkeypatch):
    """Set the window's clock: ``at(22, 30)`` is 22:30 in Moscow on the evening of the game."""
    def set_clock(hour: int, minute: int) -> None:
        moment = datetime(2026, 12, 1, hour, minute, tzinfo=MOSCOW)
        monkeypatch.setattr(clock, "now", lambda: moment)
    set_clock(20, 0)
    return set_clock


def game_ending(**settings) -> Game:
    return Game(["Anna", "Boris", "Vera"], Rules("sochi", 50, replace(preset("sochi"), **settings)))


def strip_says(window) -> list[str]:
    return [label.text() for label in window.sheet_view.facts.labels]


def test_by_rounds_the_strip_counts_them_and_the_last_round_is_announced(plain_window, at):
    window = plain_window
    window.set_game(game_ending(end_condition="rounds", end_rounds=2), None)
    assert "Round 1 of 2" in strip_says(window)
    for _ in range(3):
        window.document.add(SIX)  # a round: every player deals once
    assert any(text.startswith("Last round: 3 deal") for text in strip_says(window))
    assert window.statusBar().currentMessage() == "The last round begins"
    for _ in range(3):
        window.document.add(SIX)
    assert window.document.game.finished and "Game over" in strip_says(window)
    assert window.document.moment.circled, "it ends and settles as any game does"
    window.document.add(SIX)  # and play can go on
    assert len(window.document.game.deals) == 7
    window.document.undo.setClean()


def test_by_the_clock_minutes_left_a_reminder_once_and_the_hour(plain_window, at):
    window = plain_window
    window.set_game(game_ending(end_condition="time", end_time="2026-12-01T23:00+03:00", end_reminder_minutes=15),
                    None)
    at(22, 30)
    window.check_end()
    assert any(text.startswith("Ends at 23:00: 30 minute") for text in strip_says(window))
    assert window.statusBar().currentMessage() == ""
    at(22, 50)
    window.check_end()
    assert window.statusBar().currentMessage().startswith("10 minute")
    window.statusBar().clearMessage()
    window.check_end()
    assert window.statusBar().currentMessage() == "", "reminded once, not every half minute"
    at(23, 1)
    window.check_end()
    assert window.statusBar().currentMessage() == "The agreed hour has come: this deal is the last"
    assert "Time is up: this deal is the last" in strip_says(window)
    assert not window.document.game.finished, "the clock alone never stops play"
    window.document.add(replace(SIX, time="2026-12-01T23:03:00+03:00"))
    assert window.document.game.finished and "Game over" in strip_says(window)
    window.document.undo.setClean()


def test_no_hour_agreed_and_other_games_say_nothing_of_it(plain_window, at):
    window = plain_window
    window.set_game(game_ending(end_condition="time"), None)
    assert "No hour agreed" in strip_says(window)
    window.set_game(game_ending(), None)
    assert any("pool(s) open" in text or "pools open" in text for text in strip_says(window))
    window.check_end()
    assert window.statusBar().currentMessage() == ""


def test_the_clock_is_looked_at_without_a_deal(plain_window):
    assert plain_window.end_timer.isActive() and plain_window.end_timer.interval() <= 60_000
