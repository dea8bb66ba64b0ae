"""The director's receiver over loopback: what it takes from a table, what it refuses and how it bounds a
client."""

from __future__ import annotations

import http.client
import json
import socket
import time

import pytest

from preferans_desk.core.gamefile import dumps
from preferans_desk.night import receiver
from preferans_desk.night.receiver import GAME_PATH, TABLE_PATH, DirectorReceiver, normal_code
from preferans_desk.night.table_link import director_address

from .books import CODE, MemoryBook, table_game


def ask(address, method, path, code=CODE, body=None, revision="1", headers=None):
    host_port = director_address(address) if isinstance(address, str) else address
    connection = http.client.HTTPConnection(*host_port, timeout=5)
    sent = {"Authorization": f"Table {code}"} if code is not None else {}
    if body is not None:
        sent["X-Revision"] = revision
    sent.update(headers or {})
    connection.request(method, path, body=body, headers=sent)
    reply = connection.getresponse()
    answer = json.loads(reply.read() or b"{}")
    connection.close()
    return reply.status, answer


def test_the_code_opens_its_table(table_director):
    book, address = table_director
    status, answer = ask(address, "GET", TABLE_PATH)
    assert status == 200
    assert (answer["round"], answer["table"], answer["players"]) == (1, 1, ["Anna", "Boris", "Vera"])
    assert answer["game"]["players"] == ["Anna", "Boris", "Vera"] and answer["revision"] == 0


def test_a_code_is_taken_as_typed():
    assert normal_code(" abcd-2345 ") == normal_code("ABCD 2345") == CODE


def test_a_table_game_is_kept(table_director):
    book, address = table_director
    status, answer = ask(address, "PUT", GAME_PATH, body=dumps(table_game(5)).encode(), revision="10")
    assert (status, answer) == (200, {"deals": 5, "revision": 10})
    assert book.received == [(CODE, 5)]
    status, answer = ask(address, "GET", TABLE_PATH)
    assert len(answer["game"]["deals"]) == 5 and answer["revision"] == 10


def test_an_older_copy_never_replaces_a_newer(table_director):
    book, address = table_director
    assert ask(address, "PUT", GAME_PATH, body=dumps(table_game(6)).encode(), revision="20")[0] == 200
    status, answer = ask(address, "PUT", GAME_PATH, body=dumps(table_game(5)).encode(), revision="19")
    assert status == 409 and answer == {"error": "the director has a newer copy of this table's game",
                                        "code": "newer_copy", "params": {}}
    assert book.received == [(CODE, 6)]


def test_a_wrong_code_is_refused_late(table_director):
    _, address = table_director
    start = time.monotonic()
    status, answer = ask(address, "GET", TABLE_PATH, code="WRONG999")
    assert status == 403 and answer["error"] == "no table of this round has this code"
    assert time.monotonic() - start >= receiver.WRONG_CODE_DELAY * 0.9
    assert ask(address, "PUT", GAME_PATH, code="WRONG999", body=dumps(table_game(1)).encode())[0] == 403


def test_no_code_is_refused(table_director):
    book, address = table_director
    assert ask(address, "GET", TABLE_PATH, code=None) == (401, {"error": "no table code (Authorization: Table CODE)",
                                                                "code": "no_code", "params": {}})
    assert ask(address, "PUT", GAME_PATH, code=None, body=b"{}")[0] == 401
    assert book.received == []


OTHERS = {"error": "the game's players are not this table's: Anna, Boris, Vera", "code": "other_players",
          "params": {"players": "Anna, Boris, Vera"}}


@pytest.mark.parametrize(("game", "problem"), [
    (table_game(3, ("Anna", "Boris", "Gleb")), OTHERS),
    (table_game(3, ("Boris", "Anna", "Vera")), OTHERS),
    (table_game(3, convention="leningrad"), {"error": "the game's rules are not the club night's",
                                             "code": "other_rules", "params": {}}),
])
def test_a_game_not_the_tables_is_refused(table_director, game, problem):
    book, address = table_director
    assert ask(address, "PUT", GAME_PATH, body=dumps(game).encode()) == (400, problem)
    assert book.received == []


def test_a_broken_game_is_refused_naming_the_problem(table_director):
    book, address = table_director
    status, answer = ask(address, "PUT", GAME_PATH, body=b'{"players": ["Anna"]')
    assert status == 400 and answer["error"].startswith("the game cannot be read: ")
    assert answer["code"] == "unreadable_game" and answer["error"].endswith(answer["params"]["problem"])
    assert book.received == []


@pytest.mark.parametrize(("headers", "status"), [({"X-Revision": "x1"}, 400), ({"X-Revision": "1" * 21}, 400)])
def test_a_copy_needs_a_revision(table_director, headers, status):
    _, address = table_director
    assert ask(address, "PUT", GAME_PATH, body=b"{}", headers=headers)[0] == status


def test_a_game_too_large_is_refused_before_it_is_read(table_director):
    _, address = table_director
    with socket.create_connection(director_address(address), timeout=5) as sock:
        sock.sendall(f"PUT {GAME_PATH} HTTP/1.0\r\nAuthorization: Table {CODE}\r\nX-Revision: 1\r\n"
                     f"Content-Length: {receiver.MAX_BODY + 1}\r\n\r\n".encode())
        reply = sock.recv(4096)
    assert reply.startswith(b"HTTP/1.0 413")


def test_other_addresses_and_methods_are_refused(table_director):
    _, address = table_director
    assert ask(address, "GET", "/night/v1/tables")[0] == 404
    assert ask(address, "POST", GAME_PATH, body=b"{}")[0] == 405


def hold_a_thread(address) -> socket.socket:
    """A copy's head sent whole and its body never: it holds one of the director's threads until cut off."""
    sock = socket.create_connection(address, timeout=5)
    sock.sendall(f"PUT {GAME_PATH} HTTP/1.0\r\nAuthorization: Table {CODE}\r\nX-Revision: 1\r\n"
                 "Content-Length: 100\r\n\r\n".encode())
    return sock


def test_past_its_connections_the_director_says_busy(monkeypatch):
    monkeypatch.setattr(receiver, "MAX_CONNECTIONS", 2)
    server = DirectorReceiver(MemoryBook.one_table(CODE), "127.0.0.1", 0)
    address = server.start()
    held = [hold_a_thread(address) for _ in range(2)]
    try:
        time.sleep(0.2)
        status, answer = ask(address, "GET", TABLE_PATH)
        assert status == 503 and answer == {"error": "the director is busy: try again soon", "code": "busy",
                                            "params": {}}
    finally:
        for sock in held:
            sock.close()
        server.stop()


def test_a_head_never_finished_holds_no_thread(monkeypatch):
    monkeypatch.setattr(receiver, "MAX_CONNECTIONS", 1)
    server = DirectorReceiver(MemoryBook.one_table(CODE), "127.0.0.1", 0)
    address = server.start()
    held = [socket.create_connection(address, timeout=5) for _ in range(5)]
    try:
        for sock in held:
            sock.sendall(b"GET " + TABLE_PATH.encode())
        time.sleep(0.2)
        assert ask(address, "GET", TABLE_PATH)[0] == 200
    finally:
        for sock in held:
            sock.close()
        server.stop()


def test_a_slow_client_is_cut_off(monkeypatch):
    monkeypatch.setattr(receiver, "HEAD_WITHIN", 0.5)
    monkeypatch.setattr(receiver, "REQUEST_WITHIN", 0.5)
    server = DirectorReceiver(MemoryBook.one_table(CODE), "127.0.0.1", 0)
    address = server.start()
    try:
        with socket.create_connection(address, timeout=5) as sock:
            sock.sendall(b"GET ")
            start = time.monotonic()
            assert sock.recv(100) == b""  # closed without an answer
            assert time.monotonic() - start < 3
        with hold_a_thread(address) as sock:  # its body never comes
            start = time.monotonic()
            assert sock.recv(100) == b""
            assert time.monotonic() - start < 3
        assert ask(address, "GET", TABLE_PATH)[0] == 200  # its thread is free again
    finally:
        server.stop()


def test_stopped_it_listens_no_more():
    book = MemoryBook.one_table(CODE)
    server = DirectorReceiver(book, "127.0.0.1", 0)
    address = server.start()
    server.stop()
    with pytest.raises(OSError):
        socket.create_connection(address, timeout=1).close()


def raw(address, data: bytes) -> tuple[int, dict]:
    """``data`` sent as it is; the reply's status and JSON answer (every refusal is one)."""
    with socket.create_connection(address, timeout=5) as sock:
        sock.sendall(data)
        reply = b""
        while chunk := sock.recv(65536):
            reply += chunk
    head, _, body = reply.partition(b"\r\n\r\n")
    assert b"application/json" in head, head
    answer = json.loads(body)
    assert set(answer) == {"error", "code", "params"} and isinstance(answer["error"], str)
    return int(head.split()[1]), answer


@pytest.mark.parametrize("code", ["ÄBCD2345".encode("latin-1"), "АБВГ2345".encode(), b"ABCD\xff2345"])
def test_a_code_of_any_bytes_is_a_wrong_code(table_director, code):
    _, address = table_director
    status, answer = raw(director_address(address), b"GET " + TABLE_PATH.encode() + b" HTTP/1.0\r\n"
                         b"Authorization: Table " + code + b"\r\n\r\n")
    assert (status, answer["code"]) == (403, "wrong_code")


@pytest.mark.parametrize(("request_line", "status", "code"), [
    (b"BREW /night/v1/game HTTP/1.0", 405, "method"),
    (b"OPTIONS * HTTP/1.0", 405, "method"),
    (b"GET /night/v1/table HTTP/9.9", 505, "bad_request"),
    (b"GET", 400, "bad_request"),
    (b"\x00\x01\x02 / HTTP/1.0", 405, "method"),
])
def test_a_request_not_of_the_protocol_gets_the_json_refusal(table_director, request_line, status, code):
    _, address = table_director
    assert raw(director_address(address), request_line + b"\r\n\r\n")[0:1] == (status,)
    assert raw(director_address(address), request_line + b"\r\n\r\n")[1]["code"] == code


def test_a_head_too_large_gets_the_json_refusal(table_director):
    _, address = table_director
    status, answer = raw(director_address(address), f"GET {TABLE_PATH} HTTP/1.0\r\n".encode()
                         + b"X-Pad: " + b"a" * receiver.MAX_HEAD + b"\r\n\r\n")
    assert (status, answer["code"], answer["params"]) == (431, "head_too_large", {"kilobytes": 8})


@pytest.mark.parametrize(("length", "status", "code"), [
    ("abc", 411, "no_length"), ("-1", 411, "no_length"), ("", 411, "no_length"), ("１２", 411, "no_length"),
    ("9" * 30, 411, "no_length"), (str(receiver.MAX_BODY + 1), 413, "too_large")])
def test_a_bad_length_gets_the_json_refusal(table_director, length, status, code):
    _, address = table_director
    header = f"Content-Length: {length}\r\n".encode() if length else b""
    answer = raw(director_address(address), f"PUT {GAME_PATH} HTTP/1.0\r\nAuthorization: Table {CODE}\r\n"
                 "X-Revision: 1\r\n".encode() + header + b"\r\n")
    assert (answer[0], answer[1]["code"]) == (status, code)


@pytest.mark.parametrize("revision", ["1.5", "-1", "1e3", "１２", "", " ", "0x10", "1" * 21])
def test_a_revision_not_a_whole_number_gets_the_json_refusal(table_director, revision):
    book, address = table_director
    body = dumps(table_game(1)).encode()
    status, answer = raw(director_address(address), f"PUT {GAME_PATH} HTTP/1.0\r\nAuthorization: Table {CODE}\r\n"
                         f"X-Revision: {revision}\r\nContent-Length: {len(body)}\r\n\r\n".encode() + body)
    assert (status, answer["code"]) == (400, "no_revision") and book.received == []


def test_the_revision_the_director_holds_is_a_few_bytes(table_director):
    _, address = table_director
    assert ask(address, "PUT", GAME_PATH, body=dumps(table_game(3)).encode(), revision="7")[0] == 200
    status, answer = ask(address, "GET", receiver.REVISION_PATH)
    assert status == 200 and answer == {"round": 1, "table": 1, "players": ["Anna", "Boris", "Vera"],
                                        "revision": 7, "deals": 0}


def test_a_fault_of_the_book_is_said_not_dropped(table_director, monkeypatch):
    book, address = table_director

    def full(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(book, "receive", full)
    status, answer = ask(address, "PUT", GAME_PATH, body=dumps(table_game(1)).encode())
    assert (status, answer["code"]) == (500, "failed") and "No space left" in answer["error"]
