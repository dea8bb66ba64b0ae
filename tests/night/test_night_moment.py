"""The night's moment: worked out once from the book, what every view shows (the standings, the round being
played, each round's tables with their state and clock)."""

from __future__ import annotations

import dataclasses
from datetime import timedelta

import pytest

from preferans_desk.night import night_moment as nm
from preferans_desk.night.night_book import NightBook
from preferans_desk.night.night_file import save as save_event
from preferans_desk.night.night_model import Limits
from preferans_desk.night.night_moment import of_book
from preferans_desk.night.night_rounds import new_event
from preferans_desk.render.samples import sample_game

SIX = ["Anna", "Boris", "Vera", "Gleb", "Dina", "Egor"]


@pytest.fixture
def book(tmp_path):
    path = tmp_path / "Friday.prefevent"
    save_event(new_event(SIX, 2, 3, "norepeat", "7", title="Friday", limits=Limits(20, 4, 90)), path)
    return NightBook(path)


def keep(book, number, t, deals):
    game = book.new_game(number, t)
    game.replace_deals(sample_game(3, max(deals, 1), "sochi", pool_target=20, seed=t).deals[:deals])
    book.keep_game(number, t, game)
    return game


def test_a_new_night_before_its_first_round_opens(book):
    moment = of_book(book)
    assert moment.title == "Friday" and moment.playing == 1 and len(moment.rounds) == 2
    assert [row.state for row in moment.round.tables] == [nm.NOT_OPEN] * 2
    assert [row.code for row in moment.round.tables] == [None, None]
    assert not moment.round.open and moment.round.opened is None and moment.round.end is None
    assert [s.name for s in moment.standings] == sorted(SIX) and all(s.games == 0 for s in moment.standings)
    assert moment.next_seated is not None and moment.next_seated.number == 2, "a no-repeats night is seated whole"
    with pytest.raises(dataclasses.FrozenInstanceError):
        moment.playing = 2  # type: ignore[misc]


def test_the_round_being_played_its_tables_and_the_standings(book):
    book.open_round(1)
    game = keep(book, 1, 1, 2)
    moment = of_book(book)
    first, second = moment.round.tables
    assert moment.round.open and moment.round.end == moment.round.opened + timedelta(minutes=90)
    assert first.code is not None and len(first.code) == 9 and first.code[4] == "-", "as the table card shows it"
    assert (first.sent, first.deals, first.deals_limit, first.state) == (True, 2, 4, nm.PLAYING)
    assert first.minutes_left == 90 and not first.time_up
    assert (second.sent, second.state) == (False, nm.WAITING)
    assert moment.round.still_playing == [1, 2]
    assert moment.games == {(1, 1): game}, "the games of the round being played, for the phones' sheets"
    assert list(moment.standings) == book.standings(), "the standings the book works out, once"
    keep(book, 1, 2, 4)
    moment = of_book(book)
    assert moment.round.tables[1].state == nm.DEALS_PLAYED and moment.round.tables[1].minutes_left is None
    assert moment.round.still_playing == [1]


def test_a_table_whose_time_is_up_plays_its_last_deal(book):
    book.open_round(1)
    keep(book, 1, 1, 1)
    later = of_book(book).now + timedelta(minutes=91)
    row = of_book(book, later).round.tables[0]
    assert row.time_up and row.state == nm.LAST_DEAL and row.playing


def test_a_kept_game_that_cannot_be_read_is_its_tables_problem(book):
    book.open_round(1)
    keep(book, 1, 1, 2)
    path = book.path.parent / "Friday games" / "round-1-table-1.pulka"
    path.write_text("{not a game", encoding="utf-8")
    book.close()  # (one writer: the night let go before it is opened again)
    moment = of_book(NightBook(book.path))
    row = moment.round.tables[0]
    assert row.state == nm.PROBLEM and row.problem and row.sent


def test_a_swiss_rounds_refusal_is_kept_without_the_frames_that_made_it(tmp_path):
    """Its traceback's frames held the director's window being built, in a cycle only the collector breaks."""
    path = tmp_path / "Swiss.prefevent"
    save_event(new_event(SIX, 2, 3, "swiss", "7"), path)
    refusal = of_book(NightBook(path)).rounds[1].seat_refusal
    assert refusal is not None and "round 2 is seated by the standings" in str(refusal)
    assert refusal.__traceback__ is None and refusal.__context__ is None


SIX_SPADES = {"kind": "contract", "declarer": 0, "level": 6, "suit": "spades", "defence": ["whist", "pass"],
              "tricks": [6, 4, 0]}


def test_a_phone_tables_open_entry_is_in_the_moment_scored_as_its_next_deal(book):
    book.open_round(1)
    seat = book.seat(book.event.rounds[0].tables[1].code)
    assert of_book(book).entries == []
    book.enter(seat, "e1", "phoneA", SIX_SPADES)
    moment = of_book(book)
    (entry,) = moment.entries
    assert (entry.round, entry.table, entry.entry.id, entry.disputed) == (1, 2, "e1", False)
    assert moment.round.tables[1].entry == entry and moment.round.tables[0].entry is None
    assert entry.record is not None and entry.record.deal == entry.entry.deal and entry.game.deals == []
    assert moment.calls == []
    book.dispute(seat, "e1", "phoneB")
    moment = of_book(book)
    assert [call.entry.by for call in moment.calls] == ["phoneB"], "a disputed entry calls the director"
    book.answer_entry(1, 2, "e1", "deleted", "a misdeal")
    assert of_book(book).entries == [] and of_book(book).calls == []


def test_a_tables_unreadable_entries_file_is_its_problem_in_the_moment(book, tmp_path):
    book.open_round(1)
    seat = book.seat(book.event.rounds[0].tables[0].code)
    book.enter(seat, "e1", "phoneA", SIX_SPADES)
    path = book.phones.path((1, 1))
    book.close()
    path.write_text("{not json", encoding="utf-8")
    again = NightBook(book.path)
    try:
        first, second = of_book(again).round.tables
        assert first.entry is None and first.entries_problem, "the file is left as it is, the table named"
        assert second.entries_problem is None
        assert first.entries_problem == again.phones.problems[(1, 1)]
    finally:
        again.close()
