"""Tables scoring on their players' phones, with the director a process of its own (``preferans-desk event serve``)
over loopback (127.0.0.1), killed and started again as a crash would: two phones at a table of three and at a
table of four enter and confirm a round; an entry acknowledged before the crash is confirmed after it; the
standings are a laptop table's for the same deals (issue 34)."""

from __future__ import annotations

import pytest

from preferans_desk.core.gamefile import deal_from_json, dumps
from preferans_desk.night.night_book import NightBook
from preferans_desk.night.night_file import save as save_event
from preferans_desk.night.night_rounds import new_event
from preferans_desk.night.table_link import TableLink, join
from tests.gui.test_club_night_processes import free_port
from tests.night.test_night_processes import Serve

from .phone_client import Phone, sample_deals

pytestmark = [pytest.mark.slow, pytest.mark.timeout(240)]

SIX = ["Anna", "Boris", "Vera", "Gleb", "Dina", "Egor"]
EIGHT = [*SIX, "Zoya", "Lev"]


def play(phones: list[Phone], deals: list[dict], first: int = 1) -> None:
    """Each deal entered on one phone and confirmed on the other, in turns."""
    for number, deal in enumerate(deals, first):
        entering, checking = (phones[0], phones[1]) if number % 2 else (phones[1], phones[0])
        status, answer = entering.enter(f"d{number}", deal)
        assert status == 201, answer
        status, answer = checking.act(f"d{number}", "confirm")
        assert status == 200, answer


def seat_results(book: NightBook, key: tuple[int, int]) -> list:
    players = book.event.rounds[key[0] - 1].tables[key[1] - 1].players
    return [book.results[key][name] for name in players]


def test_phones_and_a_laptop_play_one_night_through_a_crash(tmp_path):
    path = tmp_path / "Friday.prefevent"
    save_event(new_event(SIX, 1, 3, "norepeat", "7"), path)
    port = free_port()
    serve = Serve(path, port)
    deals = sample_deals(3, 8)
    try:
        phones = [Phone(serve.address, serve.codes[0], device) for device in ("anna-phone", "boris-phone")]
        play(phones, deals[:5])
        status, answer = phones[0].enter("d6", deals[5])
        assert status == 201  # acknowledged: kept on disk
        serve.kill()  # the director crashes between the entry and its confirmation
        serve = Serve(path, port)
        assert serve.codes[0] == phones[0].code  # the same round, the same codes
        state = phones[1].state()
        assert [e["id"] for e in state["entries"]] == ["d6"] and len(state["deals"]) == 5
        assert phones[0].enter("d6", deals[5])[0] == 200  # sent again after the crash: counted once
        assert phones[1].act("d6", "confirm")[0] == 200
        play(phones, deals[6:], 7)
        assert len(phones[0].state()["deals"]) == 8
        # table 2 plays the same deals from a laptop
        joined = join(serve.address, serve.codes[1])
        game = joined.game
        game.replace_deals([deal_from_json(deal, n) for n, deal in enumerate(deals, 1)])
        link = TableLink(serve.address, serve.codes[1])
        try:
            link.publish(dumps(game))
            assert link.wait_sent(10)
        finally:
            link.stop()
    finally:
        assert serve.interrupt() == 0
    book = NightBook(path, read_only=True)
    assert len(book.games[(1, 1)].deals) == len(book.games[(1, 2)].deals) == 8
    assert seat_results(book, (1, 1)) == seat_results(book, (1, 2))  # the standings are a laptop table's
    assert book.event.rounds[0].tables[0].revision == 8


def test_a_table_of_four_on_phones(tmp_path):
    path = tmp_path / "Four.prefevent"
    save_event(new_event(EIGHT, 1, 4, "norepeat", "7"), path)
    serve = Serve(path, free_port())
    try:
        deals = sample_deals(4, 6, seed=9)
        for t, code in enumerate(serve.codes):
            phones = [Phone(serve.address, code, f"t{t}-{n}") for n in range(2)]
            assert len(phones[0].state()["players"]) == 4
            play(phones, deals)
    finally:
        assert serve.interrupt() == 0
    book = NightBook(path, read_only=True)
    assert seat_results(book, (1, 1)) == seat_results(book, (1, 2))
    assert len(book.standings()) == 8


def test_event_serve_says_a_phones_deal_waiting(tmp_path):
    path = tmp_path / "Friday.prefevent"
    save_event(new_event(SIX, 1, 3, "norepeat", "7"), path)
    serve = Serve(path, free_port())
    try:
        anna, boris = (Phone(serve.address, serve.codes[0], device) for device in ("a", "b"))
        deal = sample_deals(3, 1)[0]
        assert anna.enter("k3x9", deal)[0] == 201
        serve.expect("round 1 table 1: a phone's deal pending (k3x9); 0 deals kept", 10)
        assert boris.act("k3x9", "confirm")[0] == 200
        serve.expect("round 1 table 1: 1 deal received (revision 1)", 10)
    finally:
        assert serve.interrupt() == 0
