"""The phones' desk needs nothing of the night's book but its documented interface (``phone_desk.DeskBook``): a
desk given a book seen through that interface alone enters, confirms, withdraws, disputes, answers, reads its
tables' entries again and says the table's state as the night's own desk does."""

from __future__ import annotations

from typing import Any

import pytest

from preferans_desk.night.night_book import NightBook
from preferans_desk.night.night_errors import EventError
from preferans_desk.night.night_file import load as load_event
from preferans_desk.night.night_file import save as save_event
from preferans_desk.night.night_model import Change
from preferans_desk.night.night_rounds import new_event
from preferans_desk.night.phone_desk import DeskBook, PhoneDesk
from preferans_desk.night.phone_entries import ACCEPTED, CONFIRMED, DELETED, WITHDRAWN

from .test_phone_entries import MISERE, SIX, SIX_SPADES, seat_of

INTERFACE = {name for name in dir(DeskBook) if not name.startswith("_")}
ALL_PASS = {"kind": "allpass", "tricks": [4, 3, 3]}


@pytest.fixture
def night(tmp_path):
    path = tmp_path / "Friday.prefevent"
    save_event(new_event(SIX, 1, 3, "norepeat", "7"), path)
    book = NightBook(path)
    book.open_round(1)
    yield book
    book.close()


class Seen:
    """A book seen through ``DeskBook`` alone: anything else the desk asks of it is an AttributeError, and the
    interface's calls are recorded."""

    def __init__(self, book: NightBook):
        self._book = book
        self.calls: list[str] = []

    def __getattr__(self, name: str) -> Any:
        if name not in INTERFACE:
            raise AttributeError(f"the desk asked the book for {name!r}, outside DeskBook")
        self.calls.append(name)
        return getattr(self._book, name)


def test_the_interface_is_the_books_and_small():
    assert INTERFACE == {"lock", "path", "event", "round", "games", "problems", "on_change", "clock", "new_game",
                         "check_writable", "write_game", "change_game", "record_change", "game_name"}
    assert all(callable(getattr(NightBook, name)) for name in INTERFACE - {"lock", "path", "event", "round",
                                                                           "games", "problems", "on_change"})


def test_a_desk_plays_a_table_through_the_interface_alone(night):
    seen = Seen(night)
    desk = PhoneDesk(seen)
    seat = seat_of(night)
    assert desk.enter(seat, "e1", "a", SIX_SPADES, False)[0] == 201
    assert desk.confirm(seat, "e1", "b").state == CONFIRMED
    assert desk.enter(seat, "e2", "a", MISERE, False)[0] == 201
    assert desk.withdraw(seat, "e2", "a").state == WITHDRAWN
    desk.enter(seat, "e3", "b", MISERE, False)
    desk.dispute(seat, "e3", "a")
    assert desk.answer(1, 1, "e3", ACCEPTED, "checked").state == ACCEPTED
    desk.enter(seat, "e4", "a", ALL_PASS, False)
    desk.dispute(seat, "e4", "b")
    assert desk.answer(1, 1, "e4", DELETED, "dealt again").state == DELETED
    state = desk.state(seat)
    assert len(state["deals"]) == len(night.games[(1, 1)].deals) == 2
    assert [(c.kind, c.reason) for c in night.changes()] == [("entry_accepted", "checked"),
                                                            ("entry_deleted", "dealt again")]
    assert state["revision"] == night.event.rounds[0].tables[0].revision == 2
    again = PhoneDesk(Seen(night))
    again.read_all()
    assert [e.id for e in again.entries((1, 1)).entries] == ["e1", "e2", "e3", "e4"]
    assert {"write_game", "change_game", "record_change", "game_name", "check_writable"} <= set(seen.calls)


def test_record_change_keeps_a_change_in_the_event_file(night):
    with night.lock:
        night.record_change(Change("2026-12-07T21:00:00+00:00", 1, 1, "entry_deleted", "why", None, None, 1))
    assert [(c.kind, c.reason) for c in load_event(night.path).changes] == [("entry_deleted", "why")]


def test_a_book_that_may_not_write_is_refused_through_the_interface(night):
    night.check_writable()
    night.close()
    with pytest.raises(EventError) as caught:
        night.check_writable()
    assert caught.value.code == "night_closed"
