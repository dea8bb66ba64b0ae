"""The entry form's live line, ``POST /t/CODE/preview`` over loopback (127.0.0.1): what a deal writes and what it
is worth, worded exactly as the desktop's deal dialog words them in each language; refused exactly as
``entries`` refuses; a game below the exit level asked about, not refused; and nothing changed."""

from __future__ import annotations

from dataclasses import replace

import pytest

from preferans_desk.core.errors import DealError
from preferans_desk.core.gamefile import deal_from_json
from preferans_desk.night.night_book import NightBook
from preferans_desk.night.night_file import save as save_event
from preferans_desk.night.night_rounds import new_event
from preferans_desk.night.phone_preview import preview_words
from preferans_desk.night.receiver import DirectorReceiver
from preferans_desk.words import texts
from preferans_desk.words.compiled import translator
from preferans_desk.words.languages import LANGUAGES
from preferans_desk.words.translate import translated_by

from .phone_client import Phone, sample_deals

SIX = ["Anna", "Boris", "Vera", "Gleb", "Dina", "Egor"]
SIX_SPADES = {"kind": "contract", "declarer": 0, "level": 6, "suit": "spades", "defence": ["whist", "pass"],
              "tricks": [6, 4, 0]}
REFUSED = [  # deals the desktop's dialog refuses (Sochi, 3 players), each with the core's reason
    {**SIX_SPADES, "tricks": [6, 3, 0]},
    {k: v for k, v in SIX_SPADES.items() if k != "tricks"},
    {**SIX_SPADES, "defence": ["half", "half"]},
    {**SIX_SPADES, "defence": ["whist", "half"], "level": 8},
    {**SIX_SPADES, "dealer_whist": True, "defence": ["pass", "pass"]},
    {"kind": "misere", "declarer": 0, "tricks": 11},
    {"kind": "allpass", "tricks": [2, 2, 2]},
    {"kind": "contract", "declarer": 0, "level": 6, "suit": "spades", "totus": True},
]


def night_of(tmp_path, convention: str = "sochi", tables: int = 2, players: int = 3):
    path = tmp_path / "Friday.prefevent"
    event = new_event(SIX[: tables * players] if tables * players <= 6 else [*SIX, "Zoya", "Lev"], 2, players,
                      "norepeat", "7")
    event.convention = convention
    save_event(event, path)
    book = NightBook(path)
    book.open_round(1)
    return book


@pytest.fixture
def night(tmp_path):
    book = night_of(tmp_path)
    server = DirectorReceiver(book, "127.0.0.1", 0)
    host, port = server.start()
    try:
        yield book, f"{host}:{port}"
    finally:
        server.stop()
        book.close()


def phone(night, t: int = 1) -> Phone:
    book, address = night
    code = book.event.rounds[0].tables[t - 1].code
    return Phone(address, code, f"device-{t}")


def preview(anna: Phone, deal, **more):
    return anna.ask("POST", f"/t/{anna.code}/preview", {"deal": deal, **more})


def desktop_words(book: NightBook, deal) -> dict[str, dict[str, str]]:
    """What the desktop's dialog shows for ``deal`` as table 1's next deal, in each language: its summary, its
    live line (without the arrow) and its worth."""
    game = book.phones.next_game(book.seat(book.event.rounds[0].tables[0].code or ""))
    record = game.sheet.preview(deal_from_json(deal, len(game.deals) + 1))
    words = {}
    for lang in LANGUAGES:
        with translated_by(translator(lang), lang):
            words[lang] = {"summary": texts.deal_summary(list(game.players), record),
                           "writes": texts.consequence(list(game.players), record),
                           "worth": texts.worth_text(list(game.players), record.worth)}
    return words


def test_the_live_line_is_the_desktops_in_each_language(night):
    book, _ = night
    anna = phone(night)
    before = anna.state()
    for deal in sample_deals(3, 8):
        deal = {k: v for k, v in deal.items() if k != "time"}
        status, answer = preview(anna, deal)
        assert status == 200, answer
        assert answer == {"words": desktop_words(book, deal), "warning": None}
    status, answer = preview(anna, SIX_SPADES)
    a, b, c = before["players"]
    assert answer["words"]["en"]["summary"] == f"{a} 6♠, {b} whisted, {c} passed: 6 tricks"
    assert answer["words"]["en"]["worth"].startswith(f"Worth: {a} +")
    assert answer["words"]["ru"]["writes"] != answer["words"]["en"]["writes"]
    assert any("а" <= c <= "я" for c in answer["words"]["ru"]["summary"])
    assert anna.state() == before  # nothing entered, nothing written
    assert not list(book.path.parent.rglob("*.entries.json")) and not list(book.path.parent.rglob("*.pulka"))


def test_the_preview_follows_the_tables_game(night):
    """Once a deal is confirmed, the next one is previewed after it (an all-pass's number, a pool filling)."""
    anna, boris = phone(night), Phone(phone(night).host + ":" + str(phone(night).port), phone(night).code, "b")
    allpass = {"kind": "allpass", "tricks": [4, 3, 3]}
    assert preview(anna, allpass)[1]["words"]["en"]["summary"].startswith("All-pass #1")
    anna.enter("e1", allpass)
    boris.act("e1", "confirm")
    assert preview(anna, allpass)[1]["words"]["en"]["summary"].startswith("All-pass #2")


@pytest.mark.parametrize("deal", REFUSED)
def test_every_deal_the_desktop_refuses_is_refused_in_the_same_words(night, deal):
    book, _ = night
    anna = phone(night)
    game = book.phones.next_game(book.seat(anna.code))
    with pytest.raises(DealError) as caught:
        game.sheet.preview(deal_from_json(deal, 1))
    status, answer = preview(anna, deal)
    assert status == 422 and answer["code"] == "deal_refused", answer
    for lang in LANGUAGES:
        with translated_by(translator(lang), lang):
            assert texts.error_text(caught.value) in answer["words"][lang]  # the dialog's own words
    assert (status, answer) == anna.enter("e1", deal)  # as the entries refuse it, word for word
    assert anna.state()["entries"] == []


def test_an_unreadable_deal_is_refused_as_the_entries_refuse_it(night):
    anna = phone(night)
    for deal in ({"kind": "misere", "declarer": 0, "tricks": 0, "defence": ["whist", "pass"]}, "6S",
                 {**SIX_SPADES, "suit": "roses"}, {**SIX_SPADES, "level": 11}):
        status, answer = preview(anna, deal)
        assert status in (400, 422) and (status, answer) == anna.enter("e1", deal)


def test_a_game_below_the_exit_level_is_a_warning_not_a_refusal(tmp_path):
    book = night_of(tmp_path, "leningrad")
    server = DirectorReceiver(book, "127.0.0.1", 0)
    host, port = server.start()
    try:
        code = book.event.rounds[0].tables[0].code
        anna, boris = Phone(f"{host}:{port}", code, "a"), Phone(f"{host}:{port}", code, "b")
        anna.enter("a1", {"kind": "allpass", "tricks": [4, 3, 3]})
        boris.act("a1", "confirm")
        low = {**SIX_SPADES, "declarer": 1, "tricks": [0, 6, 4]}  # after an all-pass, games start from 7 here
        game = book.games[(1, 1)]
        record = game.sheet.preview(deal_from_json(low, 2))
        for let_stand in (False, True):  # the page keeps its box shown, ticked or not, as the dialog does
            status, answer = preview(anna, low, let_stand=let_stand)
            assert status == 200 and set(answer["warning"]) == set(LANGUAGES)
            for lang in LANGUAGES:
                with translated_by(translator(lang), lang):
                    warning = record.warnings[0]
                    assert answer["warning"][lang] == texts.error_text(DealError(warning.code, "level",
                                                                                 **warning.params))
            assert answer["words"]["en"]["summary"].startswith("Boris 6♠")
        status, refused = anna.enter("e2", low)  # the entries refuse what is not let stand
        assert status == 422 and answer["warning"]["en"] in refused["words"]["en"]
    finally:
        server.stop()
        book.close()


@pytest.mark.parametrize(("body", "code", "status"), [
    (b'{"let_stand": false}', "bad_preview", 400),
    (b'{"deal": {}, "let_stand": 1}', "bad_preview", 400),
    (b'{"deal": {}, "id": "e1"}', "bad_preview", 400),
    (b"[1]", "bad_json", 400),
    (b'{"deal": NaN}', "bad_json", 400),
    (b"{" + b" " * (16 * 1024 + 1) + b"}", "entry_too_large", 413),
])
def test_hostile_previews_are_refused(night, body, code, status):
    anna = phone(night)
    got, answer = anna.ask("POST", f"/t/{anna.code}/preview", raw=body)
    assert (got, answer["code"]) == (status, code)
    assert set(answer) == {"error", "code", "params", "words"} and set(answer["words"]) == set(LANGUAGES)


def test_a_wrong_code_a_locked_round_and_a_round_over(night):
    book, address = night
    anna = phone(night)
    status, answer = preview(Phone(address, "WRONG999", "x"), SIX_SPADES)
    assert (status, answer["code"]) == (403, "wrong_code")
    status, answer = anna.ask("GET", f"/t/{anna.code}/preview")
    assert (status, answer["code"]) == (404, "no_address")
    book.lock_round(1)
    status, answer = preview(anna, SIX_SPADES)
    assert (status, answer["code"]) == (409, "entry_locked")
    book.unlock_round(1)
    assert preview(anna, SIX_SPADES)[0] == 200
    book.seat_round(2)
    book.open_round(2)
    status, answer = preview(anna, SIX_SPADES)
    assert (status, answer["code"]) == (403, "round_over")


def test_four_players_and_the_sitting_out_dealer(tmp_path):
    book = night_of(tmp_path, tables=1, players=4)
    seat = book.seat(book.event.rounds[0].tables[0].code or "")
    game = book.phones.next_game(seat)
    sits = game.sheet.sits_out
    declarer = next(s for s in range(4) if s != sits)
    deal = {"kind": "contract", "declarer": declarer, "level": 7, "suit": "hearts", "defence": ["pass", "pass"]}
    record = game.sheet.preview(deal_from_json(deal, 1))
    words = preview_words(list(game.players), record)
    assert words["warning"] is None and game.players[declarer] + " 7♥" in words["words"]["en"]["summary"]
    with pytest.raises(DealError):
        game.sheet.preview(replace(deal_from_json(deal, 1), declarer=sits))
    book.close()
