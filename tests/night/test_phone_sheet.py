"""The table's sheet for its phones over loopback (127.0.0.1): ``GET /t/CODE/sheet.svg``, the open entry's deal drawn
dashed until it is confirmed, every seat at the bottom, both shapes and languages; bad queries and codes refused
with the documented JSON; the drawings kept, never stale."""

from __future__ import annotations

import http.client
import json
import random
import re
import time
import xml.etree.ElementTree as ET

import pytest

from preferans_desk.core.gamefile import deal_from_json
from preferans_desk.night import phone_sheet, receiver
from preferans_desk.night.night_book import NightBook
from preferans_desk.night.night_file import save as save_event
from preferans_desk.night.night_rounds import new_event
from preferans_desk.night.phone_entries import PhoneEntry
from preferans_desk.night.receiver import DirectorReceiver
from preferans_desk.night.table_codes import shown
from preferans_desk.render.samples import random_deal, sample_game
from preferans_desk.render.style import PALETTE

from .phone_client import Phone, sample_deals

SIX = ["Anna", "Boris", "Vera", "Gleb", "Dina", "Egor"]
EIGHT = [*SIX, "Zoya", "Lev"]
PENDING = "#{:02x}{:02x}{:02x}".format(*PALETTE["pending"])
SVG = "{http://www.w3.org/2000/svg}"


def open_night(tmp_path, players: list[str], size: int):
    path = tmp_path / "Friday.prefevent"
    save_event(new_event(players, 2, size, "norepeat", "7"), path)
    book = NightBook(path)
    book.open_round(1)
    server = DirectorReceiver(book, "127.0.0.1", 0)
    host, port = server.start()
    return book, server, f"{host}:{port}"


@pytest.fixture(params=[3, 4], ids=["3 players", "4 players"])
def night(request, tmp_path):
    size = request.param
    book, server, address = open_night(tmp_path, SIX if size == 3 else EIGHT, size)
    try:
        yield book, address, size
    finally:
        server.stop()
        book.close()


def table_phones(night, t: int = 1) -> list[Phone]:
    book, address, _ = night
    code = book.event.rounds[book.round - 1].tables[t - 1].code
    return [Phone(address, code, f"device-{t}-{n}") for n in range(2)]


def get(phone: Phone, path: str) -> tuple[int, dict[str, str], bytes]:
    connection = http.client.HTTPConnection(phone.host, phone.port, timeout=20)
    try:
        connection.request("GET", path)
        reply = connection.getresponse()
        return reply.status, {k.lower(): v for k, v in reply.getheaders()}, reply.read()
    finally:
        connection.close()


def sheet(phone: Phone, query: str = "") -> str:
    status, headers, body = get(phone, f"/t/{phone.code}/sheet.svg{query}")
    assert status == 200, body
    assert headers["content-type"].startswith("image/svg+xml")
    assert "default-src 'none'" in headers["content-security-policy"]
    return body.decode("utf-8")


def pending_marks(svg: str) -> tuple[list[str], int]:
    """The texts in the pending ink, and the dashed boxes round them."""
    root = ET.fromstring(svg)
    texts = [t.text or "" for t in root.iter(f"{SVG}text") if t.get("fill") == PENDING]
    boxes = [e for e in root.iter(f"{SVG}polygon") if e.get("stroke") == PENDING and e.get("stroke-dasharray")]
    return texts, len(boxes)


def refusal(phone: Phone, path: str) -> tuple[int, dict]:
    status, headers, body = get(phone, path)
    assert headers["content-type"].startswith("application/json")
    answer = json.loads(body)
    assert set(answer) == {"error", "code", "params", "words"} and set(answer["words"]) == {"en", "ru"}
    return status, answer


def test_a_pending_deal_is_dashed_on_every_phone_until_confirmed(night):
    book, _, size = night
    anna, boris = table_phones(night)
    deal = sample_deals(size, 1)[0]
    before = sheet(anna)
    assert pending_marks(before) == ([], 0)
    assert anna.enter("e1", deal)[0] == 201
    for phone in (anna, boris):
        for seat in range(size):
            texts, boxes = pending_marks(sheet(phone, f"?seat={seat}"))
            assert texts and boxes == len([t for t in texts if t != "|"]), (seat, texts)
    game = book.games.get((1, 1)) or book.new_game(1, 1)
    written = game.sheet.preview(deal_from_json(deal, 1))
    values = [text for text in pending_marks(sheet(boris))[0] if text != "|"]
    assert len(values) == len({fld for fld, _amount, _why in written.writes})  # one value a field it writes
    assert boris.act("e1", "confirm")[0] == 200
    after = sheet(boris)
    assert pending_marks(after) == ([], 0)
    assert after != before and len(book.games[(1, 1)].deals) == 1  # drawn solid now, counted
    assert anna.enter("e2", sample_deals(size, 2)[1])[0] == 201
    assert boris.act("e2", "dispute")[0] == 200
    assert pending_marks(sheet(anna))[0]  # a disputed deal waits for the director: still dashed


def test_every_shape_seat_and_language(night):
    _, _, size = night
    anna, _ = table_phones(night)
    anna.enter("e1", sample_deals(size, 1)[0])
    drawn = {}
    for shape in ("portrait", "landscape"):
        for lang in ("en", "ru"):
            for seat in range(size):
                drawn[(shape, lang, seat)] = svg = sheet(anna, f"?shape={shape}&seat={seat}&lang={lang}")
                width, height = map(float, re.search(r'viewBox="0 0 ([\d.]+) ([\d.]+)"', svg).groups())
                assert width > height if shape == "landscape" else height >= width
    assert len(set(drawn.values())) == len(drawn)  # each its own drawing
    assert "deals" in drawn[("portrait", "en", 0)] and "сдаёт" in drawn[("portrait", "ru", 0)]
    assert sheet(anna) == drawn[("portrait", "en", 0)]  # the defaults


@pytest.mark.parametrize("query", [
    "?shape=square", "?seat=9", "?seat=-1", "?seat=1.0", "?seat=", "?lang=de", "?colour=red", "?seat=1&seat=2",
    "?shape=portrait&seat=0&lang=en&more=1", "?" + "x" * 3000, "?seat=%D9%A1",
])
def test_bad_queries_are_refused_with_the_documented_json(night, query):
    anna, _ = table_phones(night)
    status, answer = refusal(anna, f"/t/{anna.code}/sheet.svg{query}")
    assert (status, answer["code"]) == (400, "sheet_query"), answer
    assert len(answer["params"]["value"]) <= phone_sheet.SHOWN_VALUE
    assert "seat" in answer["words"]["en"] and "seat" in answer["words"]["ru"]  # (the query's own names)


def test_a_wrong_code_another_method_and_a_code_as_the_card_shows_it(night):
    anna, _ = table_phones(night)
    start = time.monotonic()
    status, answer = refusal(anna, "/t/WRONG999/sheet.svg?seat=0")
    assert (status, answer["code"]) == (403, "wrong_code")
    assert time.monotonic() - start >= receiver.WRONG_CODE_DELAY * 0.9
    status, answer = refusal(anna, "/t/ab%2Fcd/sheet.svg")
    assert (status, answer["code"]) == (403, "wrong_code")
    got, answer = anna.ask("POST", f"/t/{anna.code}/sheet.svg", body={"device": "d"})
    assert (got, answer["code"]) == (404, "no_address")
    typed = Phone(f"{anna.host}:{anna.port}", shown(anna.code).lower(), "typed")
    assert sheet(typed) == sheet(anna)


def test_another_tables_sheet_shows_its_own_entry_only(night):
    _, _, size = night
    anna, _ = table_phones(night)
    other, _ = table_phones(night, 2)
    anna.enter("e1", sample_deals(size, 1)[0])
    assert pending_marks(sheet(anna))[0] and pending_marks(sheet(other)) == ([], 0)


def test_drawings_are_kept_bounded_and_never_stale(tmp_path):
    book, server, address = open_night(tmp_path, SIX, 3)
    try:
        phone = table_phones((book, address, 3))[0]
        sheets = phone_sheet.PhoneSheets(kept=2)
        seat = book.seat(phone.code)
        game, entry = book.phone_table(seat)
        asks = [phone_sheet.SheetAsk(seat=s) for s in range(3)]
        first = sheets.svg(seat, game, entry, asks[0])
        assert sheets.svg(seat, game, entry, asks[0]) is first  # kept
        for ask in asks:
            sheets.svg(seat, game, entry, ask)
        assert len(sheets) == 2
        phone.enter("e1", sample_deals(3, 1)[0])
        game, entry = book.phone_table(seat)
        assert entry is not None and pending_marks(sheets.svg(seat, game, entry, asks[0]).decode())[0]
    finally:
        server.stop()
        book.close()


def test_a_finished_game_has_its_settlement_circled_unless_a_deal_waits():
    game = sample_game(3, 80, pool_target=10, seed=2)
    assert game.finished
    result = "#{:02x}{:02x}{:02x}".format(*PALETTE["result"])
    ask = phone_sheet.SheetAsk()
    assert result in phone_sheet.sheet_svg(game, None, ask)
    extra = game.sheet.preview(random_deal(game.sheet, random.Random(1))).deal
    waiting = PhoneEntry("e1", "d", extra, False, "pending", "now", len(game.deals), 0)
    drawn = phone_sheet.sheet_svg(game, waiting, ask)
    assert result not in drawn and PENDING in drawn
