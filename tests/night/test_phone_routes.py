"""The phones' requests to the director's receiver over loopback (127.0.0.1): the table's state, entries and
their answers, and every refusal the documented JSON with its words in English and Russian; hostile input
bounded and refused."""

from __future__ import annotations

import socket
import time

import pytest

from preferans_desk.night import phone_routes, receiver
from preferans_desk.night.night_book import NightBook
from preferans_desk.night.night_file import save as save_event
from preferans_desk.night.night_rounds import new_event
from preferans_desk.night.receiver import DirectorReceiver
from preferans_desk.night.table_codes import shown

from .books import MemoryBook
from .phone_client import Phone, sample_deals

SIX = ["Anna", "Boris", "Vera", "Gleb", "Dina", "Egor"]
SIX_SPADES = {"kind": "contract", "declarer": 0, "level": 6, "suit": "spades", "defence": ["whist", "pass"],
              "tricks": [6, 4, 0]}


@pytest.fixture
def night(tmp_path):
    path = tmp_path / "Friday.prefevent"
    save_event(new_event(SIX, 2, 3, "norepeat", "7"), path)
    book = NightBook(path)
    book.open_round(1)
    server = DirectorReceiver(book, "127.0.0.1", 0)
    host, port = server.start()
    try:
        yield book, f"{host}:{port}"
    finally:
        server.stop()
        book.close()


def phones(night, t: int = 1, count: int = 2) -> list[Phone]:
    book, address = night
    code = book.event.rounds[book.round - 1].tables[t - 1].code
    return [Phone(address, code, f"device-{t}-{n}") for n in range(count)]


def assert_refusal(answer, status, code, expected_status):
    assert expected_status == status, answer
    assert answer["code"] == code and set(answer) == {"error", "code", "params", "words"}
    assert set(answer["words"]) == {"en", "ru"} and answer["words"]["en"] == answer["error"]


def test_two_phones_enter_and_confirm_a_round(night):
    book, _ = night
    anna, boris = phones(night)
    state = anna.state()
    assert (state["round"], state["table"], state["players"], state["revision"]) == (1, 1, book.event.rounds[0]
                                                                                     .tables[0].players, 0)
    assert state["rules"]["convention"] == "sochi" and state["limits"]["pool"] == 20 and state["entries"] == []
    deals = sample_deals(3, 6)
    for number, deal in enumerate(deals, 1):
        entering, checking = (anna, boris) if number % 2 else (boris, anna)
        status, answer = entering.enter(f"deal-{number}", deal)
        assert status == 201 and answer["entry"]["state"] == "pending"
        assert checking.state()["entries"][0]["id"] == f"deal-{number}"  # shown on every phone of the table
        status, answer = entering.act(f"deal-{number}", "confirm")
        assert_refusal(answer, status, "own_entry", 409)
        status, answer = checking.act(f"deal-{number}", "confirm")
        assert status == 200 and answer["entry"]["number"] == number
    state = boris.state()
    assert len(state["deals"]) == 6 and state["revision"] == 6 and state["entries"] == []
    assert len(book.games[(1, 1)].deals) == 6 and book.results[(1, 1)]
    status, answer = anna.enter("deal-3", deals[2])  # sent again: counted once
    assert status == 200 and answer["entry"]["state"] == "confirmed"
    assert len(anna.state()["deals"]) == 6


def test_withdraw_and_dispute_over_the_network(night):
    book, _ = night
    anna, boris = phones(night)
    anna.enter("e1", SIX_SPADES)
    status, answer = boris.act("e1", "withdraw")
    assert_refusal(answer, status, "not_own_entry", 403)
    assert anna.act("e1", "withdraw")[1]["entry"]["state"] == "withdrawn"
    anna.enter("e2", SIX_SPADES)
    assert boris.act("e2", "dispute")[1]["entry"]["state"] == "disputed"
    assert (1, 1) in book.open_entries()
    book.answer_entry(1, 1, "e2", "accepted", "the table agreed")
    assert anna.state()["deals"] and anna.state()["settled"][-1]["state"] == "accepted"


def test_a_deal_the_desktop_refuses_is_refused_worded_in_both_languages(night):
    anna, _ = phones(night)
    status, answer = anna.enter("e1", {**SIX_SPADES, "tricks": [6, 3, 0]})
    assert_refusal(answer, status, "deal_refused", 422)
    assert "9" in answer["words"]["en"] and answer["words"]["ru"] != answer["words"]["en"]
    status, answer = anna.enter("e1", {"kind": "misere", "declarer": 0, "tricks": 0, "defence": ["whist", "pass"]})
    assert_refusal(answer, status, "unreadable_deal", 400)
    assert anna.state()["entries"] == []


def test_another_tables_code_and_a_wrong_code(night):
    anna, _ = phones(night)
    other, _ = phones(night, 2)
    anna.enter("e1", SIX_SPADES)
    status, answer = other.act("e1", "confirm")  # the entry is not that table's
    assert_refusal(answer, status, "no_entry", 404)
    start = time.monotonic()
    status, answer = Phone(f"{anna.host}:{anna.port}", "WRONG999", "x").enter("e2", SIX_SPADES)
    assert_refusal(answer, status, "wrong_code", 403)
    assert time.monotonic() - start >= receiver.WRONG_CODE_DELAY * 0.9
    status, answer = Phone(f"{anna.host}:{anna.port}", "ab%2Fcd", "x").ask("GET", "/t/ab%2Fcd/state.json")
    assert_refusal(answer, status, "wrong_code", 403)


def test_a_code_as_the_card_shows_it_opens_its_table(night):
    """The card and ``event serve`` show a code as ABCD-2345; a director typing it into a phone's address (in any
    case) reaches the table, as a table's laptop does with Join Club Night."""
    anna, _ = phones(night)
    anna.enter("e1", SIX_SPADES)
    typed = Phone(f"{anna.host}:{anna.port}", shown(anna.code).lower(), "device-typed")
    assert typed.state() == anna.state()
    assert typed.act("e1", "confirm")[0] == 200


def test_a_round_not_played_and_a_locked_round(night):
    book, _ = night
    anna, boris = phones(night)
    anna.enter("e1", SIX_SPADES)
    book.lock_round(1)
    status, answer = boris.act("e1", "confirm")
    assert_refusal(answer, status, "entry_locked", 409)
    book.unlock_round(1)
    assert boris.act("e1", "confirm")[0] == 200
    book.seat_round(2)
    book.open_round(2)
    status, answer = anna.enter("e2", SIX_SPADES)
    assert_refusal(answer, status, "round_over", 403)


@pytest.mark.parametrize(("body", "code", "status"), [
    (b"{not json", "bad_json", 400),
    (b"[1, 2]", "bad_json", 400),
    (b'{"id": "e1", "device": "d", "deal": {}, "deal": {}}', "unreadable_deal", 400),
    (b'{"id": "a b", "device": "d", "deal": {}}', "bad_entry", 400),
    (b'{"id": "' + b"x" * 65 + b'", "device": "d", "deal": {}}', "bad_entry", 400),
    (b'{"id": "e1", "device": "", "deal": {}}', "bad_entry", 400),
    (b'{"id": "e1", "device": "d"}', "bad_entry", 400),
    (b'{"id": "e1", "device": "d", "deal": {}, "admin": true}', "bad_entry", 400),
    (b'{"id": "e1", "device": "d", "deal": {}, "let_stand": 1}', "bad_entry", 400),
    (b'{"id": "e1", "device": "d", "deal": NaN}', "bad_json", 400),
    (b"[" * 8000 + b"]" * 8000, "bad_json", 400),
    (b'{"id": "e1", "device": "d", "deal": "6S"}', "unreadable_deal", 400),
])
def test_hostile_bodies_are_refused(night, body, code, status):
    anna, _ = phones(night)
    got, answer = anna.ask("POST", f"/t/{anna.code}/entries", raw=body)
    assert_refusal(answer, got, code, status)
    assert anna.state()["entries"] == []


def test_an_oversized_or_unmeasured_body_is_refused_unread(night):
    anna, _ = phones(night)
    big = b"{" + b" " * (phone_routes.MAX_ENTRY_BODY + 1) + b"}"
    status, answer = anna.ask("POST", f"/t/{anna.code}/entries", raw=big)
    assert_refusal(answer, status, "entry_too_large", 413)
    with socket.create_connection((anna.host, anna.port), timeout=5) as sock:
        sock.sendall(f"POST /t/{anna.code}/entries HTTP/1.0\r\n\r\n".encode())
        reply = sock.recv(65536)
    assert b" 411 " in reply.split(b"\r\n", 1)[0] and b"length_missing" in reply


@pytest.mark.parametrize(("method", "path", "code", "status"), [
    ("GET", "/t/{code}/page", "no_address", 404),  # the scoring page is /t/{code}/ (test_phone_page_route.py)
    ("GET", "/t/{code}/entries", "no_address", 404),
    ("GET", "/t/", "no_address", 404),
    ("POST", "/t/{code}/state.json", "no_address", 404),
    ("POST", "/t/{code}/entries/e1/accept", "no_address", 404),
    ("POST", "/t/{code}/entries/a%20b/confirm", "bad_entry", 400),
    ("DELETE", "/t/{code}/entries/e1", "phone_method", 405),
    ("PUT", "/t/{code}/entries", "phone_method", 405),
])
def test_other_addresses_and_methods(night, method, path, code, status):
    anna, _ = phones(night)
    got, answer = anna.ask(method, path.format(code=anna.code), body={"device": "d"})
    assert_refusal(answer, got, code, status)


def test_a_book_without_phones_answers_no_address(table_director):
    book, address = table_director
    assert isinstance(book, MemoryBook)
    phone = Phone(address, "ABCD2345", "d")
    status, answer = phone.ask("GET", "/t/ABCD2345/state.json")
    assert (status, answer["code"]) == (404, "no_address")


def test_the_state_holds_the_confirmed_deals_the_open_entry_and_the_limits(night):
    book, _ = night
    anna, boris = phones(night)
    anna.enter("e1", SIX_SPADES)
    boris.act("e1", "confirm")
    boris.enter("e2", {"kind": "misere", "declarer": 1, "tricks": 0})
    state = anna.state()
    assert state["deals"][0]["tricks"] == [6, 4, 0] and "time" in state["deals"][0]
    assert [e["id"] for e in state["entries"]] == ["e2"] and state["settled"][0]["id"] == "e1"
    assert state["dealer"] == 1 and state["sits_out"] is None and state["locked"] is None
    assert set(state["limits"]) == {"pool", "deals", "minutes", "ends", "deals_played", "over"}
