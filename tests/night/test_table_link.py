"""A table's link to the director over loopback: joining, sending after every change, playing on while the
director is out of reach and catching up when it is back."""

from __future__ import annotations

import socket

import pytest

from preferans_desk.core.gamefile import dumps
from preferans_desk.night import table_link
from preferans_desk.night.receiver import PORT, DirectorReceiver
from preferans_desk.night.table_link import NightLinkError, TableLink, director_address, join

from .books import CODE, MemoryBook, table_game


@pytest.fixture
def quick_retries(monkeypatch):
    monkeypatch.setattr(table_link, "RETRY_FIRST", 0.05)
    monkeypatch.setattr(table_link, "RETRY_MOST", 0.2)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.mark.parametrize(("typed", "address"), [
    ("192.168.1.20", ("192.168.1.20", PORT)), (" 192.168.1.20:9000 ", ("192.168.1.20", 9000)),
    ("http://desk.local:8700/", ("desk.local", 8700)), ("[fe80::1]:8700", ("fe80::1", 8700)),
    ("fe80::1", ("fe80::1", PORT)),
])
def test_a_directors_address_as_typed(typed, address):
    assert director_address(typed) == address


@pytest.mark.parametrize(("typed", "problem"), [
    ("", "no director's address"), ("host:0", "the port must be a number from 1 to 65535, not 0"),
    ("host:http", "the port must be a number from 1 to 65535, not http"),
])
def test_a_bad_address_is_refused(typed, problem):
    with pytest.raises(NightLinkError, match=problem):
        director_address(typed)


def test_joining_gives_the_table_and_its_game(table_director):
    _, address = table_director
    joined = join(address, "abcd-2345")
    assert (joined.round, joined.table, joined.players) == (1, 1, ("Anna", "Boris", "Vera"))
    assert joined.game.players == ["Anna", "Boris", "Vera"] and joined.game.deals == [] and joined.revision == 0


def test_joining_with_a_wrong_code_says_so(table_director):
    _, address = table_director
    with pytest.raises(NightLinkError, match="^no table of this round has this code$"):
        join(address, "WRONG999")


def test_joining_a_director_out_of_reach_says_so():
    port = free_port()
    with pytest.raises(NightLinkError, match=f"the director at 127.0.0.1:{port} cannot be reached"):
        join(f"127.0.0.1:{port}", CODE)


def test_every_change_reaches_the_director(table_director):
    book, address = table_director
    link = TableLink(address, CODE)
    try:
        for deals in (1, 2, 1):  # two deals entered, then one undone
            link.publish(dumps(table_game(deals)))
            assert link.wait_sent(5)
            assert link.state.deals == deals and not link.state.waiting and link.state.refused is None
        assert book.received[-1] == (CODE, 1)
    finally:
        link.stop()


def test_a_copy_refused_is_said_and_the_next_goes(table_director):
    book, address = table_director
    link = TableLink(address, CODE)
    try:
        link.publish(dumps(table_game(2, ("Anna", "Boris", "Gleb"))))
        assert link.wait_sent(5)
        refused = link.state.refused
        assert refused is not None and refused.code == "other_players"
        assert refused.text == "the game's players are not this table's: Anna, Boris, Vera"
        link.publish(dumps(table_game(2)))
        assert link.wait_sent(5) and link.state.refused is None and book.received == [(CODE, 2)]
    finally:
        link.stop()


def test_the_table_plays_on_while_the_director_is_away_and_catches_up(quick_retries):
    port = free_port()
    seen = []
    link = TableLink(f"127.0.0.1:{port}", CODE, on_state=seen.append)
    book = MemoryBook.one_table(CODE)
    server = DirectorReceiver(book, "127.0.0.1", port)
    try:
        for deals in range(1, 4):
            link.publish(dumps(table_game(deals)))  # never waits
        assert not link.wait_sent(0.3) and link.state.waiting
        server.start()
        assert link.wait_sent(5)
        assert link.state.deals == 3 and not link.state.waiting
        assert book.received == [(CODE, 3)]  # only the latest copy: each is the whole game
        assert any(state.waiting for state in seen) and not seen[-1].waiting
    finally:
        link.stop()
        server.stop()


def test_a_restarted_table_goes_on_past_the_directors_copy(table_director):
    book, address = table_director
    first = TableLink(address, CODE)
    first.publish(dumps(table_game(4)))
    assert first.wait_sent(5)
    first.stop()
    joined = join(address, CODE)  # the laptop restarted (or another one): it starts from the director's copy
    assert len(joined.game.deals) == 4
    second = TableLink(address, CODE, revision=joined.revision)
    try:
        second.publish(dumps(table_game(5)))
        assert second.wait_sent(5) and book.received[-1] == (CODE, 5)
    finally:
        second.stop()


def test_a_refusal_is_worded_in_the_tables_language(table_director):
    """The director answers with a code and its parameters: the table words them in its own language."""
    from preferans_desk.night.night_refusals import Refusal, refusal_text
    from preferans_desk.words.translate import translated_by

    _, address = table_director
    with pytest.raises(NightLinkError) as refused:
        join(address, "WRONG999")
    assert refused.value.refusal == Refusal("wrong_code", {})

    def russian(context, text, disambiguation=None, n=-1):
        return {"no table of this round has this code": "ни у одного стола этого тура нет такого кода",
                "round {round} is over: its games are no longer taken": "тур {round} окончен"}.get(text, text)

    with translated_by(russian, "ru"):
        assert refusal_text(refused.value.refusal) == "ни у одного стола этого тура нет такого кода"
        assert refusal_text(Refusal("round_over", {"round": 2})) == "тур 2 окончен"
        # a director of another version, without the parameter: the template as it is, never a crash
        assert refusal_text(Refusal("round_over", {})) == "round {round} is over: its games are no longer taken"


def test_a_busy_director_is_tried_again_soon_and_not_taken_for_away(monkeypatch):
    from preferans_desk.night import receiver

    monkeypatch.setattr(receiver, "MAX_CONNECTIONS", 1)
    book = MemoryBook.one_table(CODE)
    server = DirectorReceiver(book, "127.0.0.1", 0)
    host, port = server.start()
    holder = socket.create_connection((host, port), timeout=5)
    holder.sendall(f"PUT /night/v1/game HTTP/1.0\r\nAuthorization: Table {CODE}\r\nX-Revision: 1\r\n"
                   "Content-Length: 100\r\n\r\n".encode())  # a body never sent: it holds the only thread
    seen = []
    link = TableLink(f"{host}:{port}", CODE, on_state=seen.append)
    try:
        link.publish(dumps(table_game(2)))
        assert not link.wait_sent(0.5), "busy: refused with a 503"
        holder.close()  # the thread is free again
        assert link.wait_sent(5) and book.received == [(CODE, 2)]
        assert not any(state.waiting for state in seen), "busy is not out of reach"
    finally:
        link.stop()
        server.stop()


def test_the_directors_backlog_holds_forty_tables_at_once():
    """socketserver's backlog of 5 would drop the connections of tables sending at once, each then waiting a
    second for the system to try again."""
    from preferans_desk.lan.lan_limits import BACKLOG

    assert BACKLOG >= 64
