"""The scoring page's route and the state's cheap polling over loopback: ``GET /t/CODE/`` serves the page under its
content security policy (a wrong code refused as ever, a code of another round still served), the page stays
under 100 KB, and ``state.json`` answers 304 with no body while the table has not changed."""

from __future__ import annotations

import base64
import hashlib
import http.client
import re
import time

import pytest

from preferans_desk.night import phone_page, phone_routes, receiver
from preferans_desk.night.night_book import NightBook
from preferans_desk.night.night_file import save as save_event
from preferans_desk.night.night_rounds import new_event
from preferans_desk.night.receiver import DirectorReceiver
from preferans_desk.words.phone_page_words import SHELL_WORDS, shell_words

from .phone_client import Phone

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
        yield book, host, port
    finally:
        server.stop()
        book.close()


def get(night, path: str, headers: dict[str, str] | None = None) -> tuple[int, dict[str, str], bytes]:
    _, host, port = night
    connection = http.client.HTTPConnection(host, port, timeout=10)
    try:
        connection.request("GET", path, headers=headers or {})
        reply = connection.getresponse()
        return reply.status, {k.lower(): v for k, v in reply.getheaders()}, reply.read()
    finally:
        connection.close()


def code_of(book: NightBook, number: int = 1, t: int = 1) -> str:
    code = book.event.rounds[number - 1].tables[t - 1].code
    assert code is not None
    return code


def inline(tag: str, page: str) -> str:
    found = re.findall(f"<{tag}>(.*?)</{tag}>", page, re.S)
    assert len(found) == 1, f"one inline <{tag}>"
    return found[0]


def sha(text: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() + "'"


def test_the_page_is_served_with_its_policy(night):
    book = night[0]
    code = code_of(book)
    status, headers, body = get(night, f"/t/{code[:4]}-{code[4:].lower()}/")  # as the card shows it, any case
    assert status == 200 and headers["content-type"] == "text/html; charset=utf-8"
    page = body.decode("utf-8")
    assert page == phone_page.PAGE_TEXT
    csp = headers["content-security-policy"]
    assert csp == (f"default-src 'none'; script-src {sha(inline('script', page))}; "
                   f"style-src {sha(inline('style', page))}; img-src data: blob:; connect-src 'self'; "
                   "base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
    assert headers["x-content-type-options"] == "nosniff" and headers["referrer-policy"] == "no-referrer"
    assert headers["cache-control"] == "no-store"
    # self-contained: no address of anywhere else, no other script, style or image
    assert not re.search(r"(src|href)\s*=\s*[\"']?(https?:)?//", page) and "@import" not in page
    assert page.count("<script") == 1 and page.count("<style") == 1 and "<link" not in page
    # the words in every language, the entry form's part inside the shell's section
    assert shell_words("ru")["confirm"] in page and shell_words("en")["confirm"] == "Confirm"
    assert f'<section id="entry">{phone_page.ENTRY_HTML}</section>' in page


def test_the_page_weighs_under_100_kb():
    assert len(phone_page.PAGE) < 100 * 1024, len(phone_page.PAGE)


def test_a_wrong_code_is_refused_late_and_another_rounds_code_gets_the_page(night):
    book = night[0]
    started = time.monotonic()
    status, headers, body = get(night, "/t/WRONG999/")
    assert status == 403 and b'"wrong_code"' in body and "content-security-policy" not in headers
    assert time.monotonic() - started >= receiver.WRONG_CODE_DELAY * 0.9
    status, _, body = get(night, "/t/ab%2Fcd/")
    assert status == 403 and b'"wrong_code"' in body
    played = code_of(book)
    book.seat_round(2)
    book.open_round(2)  # round 1 is over: its page is served, its state says so
    status, _, body = get(night, f"/t/{played}/")
    assert status == 200 and body == phone_page.PAGE
    status, _, body = get(night, f"/t/{played}/state.json")
    assert status == 403 and b'"round_over"' in body


def test_the_address_without_its_last_slash_leads_to_the_page(night):
    code = code_of(night[0])
    status, headers, _ = get(night, f"/t/{code}")
    assert status == 308 and headers["location"] == f"/t/{code}/"
    assert get(night, "/t/WRONG999")[0] == 403


def test_the_state_answers_304_while_the_table_has_not_changed(night):
    book = night[0]
    code = code_of(book)
    status, headers, body = get(night, f"/t/{code}/state.json")
    tag = headers["etag"]
    assert status == 200 and re.fullmatch(r'"[0-9a-f]{32}"', tag) and tag == phone_routes.state_tag(body)
    status, headers, body = get(night, f"/t/{code}/state.json", {"If-None-Match": tag})
    assert (status, body, headers["etag"]) == (304, b"", tag)
    assert get(night, f"/t/{code}/state.json", {"If-None-Match": f'"other", W/{tag}'})[0] == 304
    assert get(night, f"/t/{code}/state.json", {"If-None-Match": '"other"'})[0] == 200
    Phone(f"{night[1]}:{night[2]}", code, "device-1").enter("e1", SIX_SPADES)  # the table changed
    status, headers, body = get(night, f"/t/{code}/state.json", {"If-None-Match": tag})
    assert status == 200 and headers["etag"] != tag and b'"e1"' in body
    # another table's state has its own tag
    assert get(night, f"/t/{code_of(book, 1, 2)}/state.json", {"If-None-Match": tag})[0] == 200


def test_every_word_of_the_page_is_in_russian():
    english, russian = shell_words("en"), shell_words("ru")
    assert english == SHELL_WORDS
    for key in SHELL_WORDS:
        assert russian[key] != english[key], key
        assert sorted(re.findall(r"\{\d\}", russian[key])) == sorted(re.findall(r"\{\d\}", english[key])), key
