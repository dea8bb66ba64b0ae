"""A phone table's entries in the night's book: judged as the desktop's deal dialog judges a deal, pending until a
phone at another seat confirms them, withdrawn, disputed and answered by the director, counted once, and kept on
disk before they are acknowledged."""

from __future__ import annotations

import json

import pytest

from preferans_desk.core.deals import Contract
from preferans_desk.core.gamefile import load
from preferans_desk.night.night_book import NightBook
from preferans_desk.night.night_errors import EventError
from preferans_desk.night.night_file import load as load_event
from preferans_desk.night.night_file import save as save_event
from preferans_desk.night.night_rounds import new_event
from preferans_desk.night.phone_entries import ACCEPTED, CONFIRMED, CORRECTED, DELETED, PENDING, entries_path
from preferans_desk.night.phone_judge import PhoneRefusal, refusal_words
from preferans_desk.night.tables_book import NightRefusal

SIX = ["Anna", "Boris", "Vera", "Gleb", "Dina", "Egor"]
EIGHT = [*SIX, "Zoya", "Lev"]
SIX_SPADES = {"kind": "contract", "declarer": 0, "level": 6, "suit": "spades", "defence": ["whist", "pass"],
              "tricks": [6, 4, 0]}
MISERE = {"kind": "misere", "declarer": 1, "tricks": 0}


@pytest.fixture
def night(tmp_path):
    path = tmp_path / "Friday.prefevent"
    save_event(new_event(SIX, 2, 3, "norepeat", "7"), path)
    book = NightBook(path)
    book.open_round(1)
    yield book
    book.close()


def seat_of(book: NightBook, t: int = 1):
    code = book.event.rounds[book.round - 1].tables[t - 1].code
    assert code is not None
    return book.seat(code)


def refused(call, *args) -> NightRefusal:
    with pytest.raises(NightRefusal) as caught:
        call(*args)
    return caught.value


def test_an_entry_is_pending_until_another_phone_confirms_it(night):
    seat = seat_of(night)
    status, entry = night.enter(seat, "e1", "phoneA", SIX_SPADES)
    assert (status, entry.state, entry.base, entry.revision) == (201, PENDING, 0, 0)
    assert (1, 1) not in night.games  # not in the game while pending
    assert night.phone_state(seat)["entries"][0]["id"] == "e1"
    refusal = refused(night.confirm, seat, "e1", "phoneA")
    assert (refusal.status, refusal.refusal.code) == (409, "own_entry")
    confirmed = night.confirm(seat, "e1", "phoneB")
    assert (confirmed.state, confirmed.by, confirmed.number) == (CONFIRMED, "phoneB", 1)
    game = load(night.path.parent / night.event.rounds[0].tables[0].game).game
    assert len(game.deals) == 1 and isinstance(game.deals[0], Contract)
    assert night.event.rounds[0].tables[0].revision == 1  # a laptop's older copy is told newer_copy
    assert load_event(night.path).rounds[0].tables[0].revision == 1
    assert night.results[(1, 1)]  # in the standings
    state = night.phone_state(seat)
    assert state["entries"] == [] and len(state["deals"]) == 1 and state["revision"] == 1
    assert night.confirm(seat, "e1", "phoneC").by == "phoneB"  # confirmed twice: the entry as it stands


def test_an_id_sent_twice_counts_once(night):
    seat = seat_of(night)
    assert night.enter(seat, "e1", "phoneA", SIX_SPADES)[0] == 201
    status, entry = night.enter(seat, "e1", "phoneA", MISERE)  # the id decides, whatever comes with it
    assert (status, entry.deal.kind) == (200, "contract")
    night.confirm(seat, "e1", "phoneB")
    status, entry = night.enter(seat, "e1", "phoneA", SIX_SPADES)
    assert (status, entry.state) == (200, CONFIRMED)
    assert len(night.games[(1, 1)].deals) == 1


def test_one_entry_waits_at_a_table_at_a_time(night):
    seat, other = seat_of(night), seat_of(night, 2)
    night.enter(seat, "e1", "phoneA", SIX_SPADES)
    refusal = refused(night.enter, seat, "e2", "phoneB", MISERE)
    assert (refusal.status, refusal.refusal.code, refusal.refusal.params) == (409, "entry_open", {"id": "e1"})
    assert night.enter(other, "e2", "phoneC", SIX_SPADES)[0] == 201  # another table has its own
    night.confirm(seat, "e1", "phoneB")
    assert night.enter(seat, "e2", "phoneB", MISERE)[0] == 201


@pytest.mark.parametrize(("deal", "rule"), [
    ({**SIX_SPADES, "tricks": [6, 3, 0]}, "tricks_sum"),  # tricks not adding up
    ({**SIX_SPADES, "tricks": None}, "tricks_missing"),  # a whisted game without its tricks
    ({**SIX_SPADES, "level": 11}, "level"),
    ({**SIX_SPADES, "declarer": 3}, "seat"),
    ({**SIX_SPADES, "defence": ["half", "half"]}, "half_order"),  # two half-whists
    ({**SIX_SPADES, "defence": ["whist", "half"], "level": 8}, "half_order"),  # a half-whist beside a whist
    ({**SIX_SPADES, "dealer_whist": True, "defence": ["pass", "pass"]}, "dealer_whist_three"),
    ({"kind": "misere", "declarer": 0, "tricks": 11}, "misere_tricks"),
    ({"kind": "allpass", "tricks": [2, 2, 2]}, "tricks_sum"),
    ({**SIX_SPADES, "totus": True, "defence": None}, "totus_not_allowed"),
])
def test_the_desktop_dialogs_refusals_refuse_a_phones_deal(night, deal, rule):
    deal = {k: v for k, v in deal.items() if v is not None}
    refusal = refused(night.enter, seat_of(night), "e1", "phoneA", deal)
    assert refusal.status in (400, 422)
    cause = getattr(refusal, "cause", None)
    assert cause is not None
    codes = []
    while cause is not None:
        codes.append(cause.code)
        cause = getattr(cause, "cause", None)
    assert rule in codes, codes
    assert night.phone_state(seat_of(night))["entries"] == []


def test_a_misere_with_a_whist_is_no_deal(night):
    refusal = refused(night.enter, seat_of(night), "e1", "phoneA", {**MISERE, "defence": ["whist", "pass"]})
    assert (refusal.status, refusal.refusal.code) == (400, "unreadable_deal")  # no field of its own is kept
    assert "defence must be left out of a misère" in refusal.refusal.params["problem"]
    # a misère's "concede" is refused as the game file refuses it
    refusal = refused(night.enter, seat_of(night), "e1", "phoneA", {**MISERE, "concede": True})
    assert (refusal.status, refusal.refusal.code) == (400, "unreadable_deal")


def test_a_refusal_is_worded_in_english_and_russian(night):
    refusal = refused(night.enter, seat_of(night), "e1", "phoneA", {**SIX_SPADES, "tricks": [6, 3, 0]})
    words = refusal_words(refusal)
    assert set(words) == {"en", "ru"}
    assert words["en"].startswith("the deal is refused:") and "10" in words["en"]
    assert words["ru"] != words["en"] and any("а" <= c <= "я" for c in words["ru"])


def test_a_game_below_the_exit_level_needs_let_stand_as_in_the_dialog(tmp_path):
    path = tmp_path / "Leningrad.prefevent"
    event = new_event(SIX, 1, 3, "norepeat", "7")
    event.convention = "leningrad"
    save_event(event, path)
    night = NightBook(path)
    night.open_round(1)
    seat = seat_of(night)
    night.enter(seat, "a1", "phoneA", {"kind": "allpass", "tricks": [4, 3, 3]})
    night.confirm(seat, "a1", "phoneB")
    low = {**SIX_SPADES, "declarer": 1, "tricks": [0, 6, 4]}  # after an all-pass, games start from 7 here
    refusal = refused(night.enter, seat, "e2", "phoneA", low)
    assert refusal.refusal.code == "deal_refused"
    assert night.enter(seat, "e2", "phoneA", low, True)[0] == 201
    night.close()


def test_the_entering_phone_withdraws_and_any_phone_disputes(night):
    seat = seat_of(night)
    night.enter(seat, "e1", "phoneA", SIX_SPADES)
    assert refused(night.withdraw, seat, "e1", "phoneB").refusal.code == "not_own_entry"
    assert night.withdraw(seat, "e1", "phoneA").state == "withdrawn"
    assert refused(night.confirm, seat, "e1", "phoneB").refusal.code == "entry_settled"
    night.enter(seat, "e2", "phoneA", SIX_SPADES)
    assert night.dispute(seat, "e2", "phoneB").state == "disputed"
    assert refused(night.confirm, seat, "e2", "phoneC").refusal.code == "entry_disputed"
    assert refused(night.withdraw, seat, "e2", "phoneA").refusal.code == "entry_disputed"
    assert refused(night.enter, seat, "e3", "phoneA", MISERE).refusal.code == "entry_open"
    assert (1, 1) in night.open_entries()
    assert refused(night.confirm, seat, "nope", "phoneB").refusal.code == "no_entry"


@pytest.mark.parametrize("answer", [ACCEPTED, CORRECTED, DELETED])
def test_the_director_answers_a_disputed_entry_with_a_reason(night, answer):
    seat = seat_of(night)
    night.enter(seat, "e1", "phoneA", SIX_SPADES)
    night.dispute(seat, "e1", "phoneB")
    corrected = Contract(0, 6, "spades", ("whist", "pass"), (7, 3, 0))
    settled = night.answer_entry(1, 1, "e1", answer, "  Boris took seven  ", corrected)
    assert (settled.state, settled.by, settled.reason) == (answer, "director", "Boris took seven")
    change = load_event(night.path).changes[-1]
    assert (change.kind, change.reason, change.round, change.table) == (f"entry_{answer}", "Boris took seven", 1, 1)
    deals = night.games[(1, 1)].deals if (1, 1) in night.games else []
    assert len(deals) == (0 if answer == DELETED else 1)
    if answer == CORRECTED:
        assert deals[0].tricks == (7, 3, 0)
    with pytest.raises(EventError):
        night.answer_entry(1, 1, "e1", ACCEPTED)  # settled: nothing left to answer
    assert night.enter(seat, "e2", "phoneA", MISERE)[0] == 201  # the table goes on


def test_a_book_closed_and_opened_again_keeps_the_pending_entry(night):
    seat = seat_of(night)
    night.enter(seat, "e1", "phoneA", SIX_SPADES)
    night.close()
    again = NightBook(night.path)
    try:
        seat = seat_of(again)
        assert again.phone_state(seat)["entries"][0]["id"] == "e1"
        assert again.enter(seat, "e1", "phoneA", SIX_SPADES)[0] == 200
        assert again.confirm(seat, "e1", "phoneB").state == CONFIRMED
    finally:
        again.close()
    third = NightBook(night.path)
    try:
        assert len(third.games[(1, 1)].deals) == 1
        assert third.enter(seat_of(third), "e1", "phoneA", SIX_SPADES)[0] == 200  # still known after a restart
    finally:
        third.close()


def test_a_confirmation_half_written_is_finished_on_opening(night, monkeypatch):
    seat = seat_of(night)
    night.enter(seat, "e1", "phoneA", SIX_SPADES)
    from preferans_desk.night import phone_desk

    def crash(*_args, **_kwargs):
        raise SystemExit("the director crashed")

    monkeypatch.setattr(phone_desk, "save_event", crash)  # the game is written, the rest is not
    with pytest.raises(SystemExit):
        night.confirm(seat, "e1", "phoneB")
    monkeypatch.undo()
    night.close()
    again = NightBook(night.path)
    try:
        entry = again.phones.tables[(1, 1)].find("e1")
        assert entry is not None and entry.state == CONFIRMED and entry.number == 1
        assert len(again.games[(1, 1)].deals) == 1  # once
        assert load_event(again.path).rounds[0].tables[0].revision == 1
    finally:
        again.close()


def test_a_laptops_copy_meanwhile_makes_the_entry_stale(night):
    seat = seat_of(night)
    night.enter(seat, "e1", "phoneA", SIX_SPADES)
    game = night.new_game(1, 1)
    game.replace_deals([Contract(1, 7, "hearts", ("pass", "pass"))])
    night.receive(seat, game, __import__("preferans_desk.core.gamefile", fromlist=["dumps"]).dumps(game), 5)
    refusal = refused(night.confirm, seat, "e1", "phoneB")
    assert (refusal.status, refusal.refusal.code) == (409, "table_changed")
    assert night.withdraw(seat, "e1", "phoneA").state == "withdrawn"
    assert night.enter(seat, "e2", "phoneA", MISERE)[0] == 201
    assert night.confirm(seat, "e2", "phoneB").number == 2
    assert night.event.rounds[0].tables[0].revision == 6  # past the laptop's: its copy 5 is older now


def test_a_locked_round_refuses_entries_and_confirmations(night):
    seat = seat_of(night)
    night.enter(seat, "e1", "phoneA", SIX_SPADES)
    night.lock_round(1)
    assert refused(night.confirm, seat, "e1", "phoneB").refusal.code == "entry_locked"
    assert refused(night.enter, seat_of(night, 2), "e2", "phoneB", SIX_SPADES).refusal.code == "entry_locked"
    night.unlock_round(1)
    assert night.confirm(seat, "e1", "phoneB").state == CONFIRMED


def test_a_round_not_played_is_refused(night):
    old = seat_of(night)
    night.seat_round(2)
    night.open_round(2)
    with pytest.raises(NightRefusal) as caught:
        night.seat(night.event.rounds[0].tables[0].code)
    assert caught.value.refusal.code == "round_over"
    assert refused(night.enter, old, "e1", "phoneA", SIX_SPADES).refusal.code == "round_over"


def test_a_damaged_entries_file_is_refused_and_kept(night):
    seat = seat_of(night)
    night.enter(seat, "e1", "phoneA", SIX_SPADES)
    path = entries_path(night.path.parent / f"{night.path.stem} games" / "round-1-table-1.pulka")
    assert path.exists()
    document = json.loads(path.read_text())
    document["entries"][0]["state"] = "guessed"
    path.write_text(json.dumps(document))
    night.close()
    again = NightBook(night.path)
    try:
        refusal = refused(again.enter, seat_of(again), "e2", "phoneA", SIX_SPADES)
        assert (refusal.status, refusal.refusal.code) == (500, "entries_unreadable")
        assert "guessed" in refusal.refusal.params["problem"] and (1, 1) in again.phones.problems
        assert "guessed" in path.read_text()  # never overwritten
    finally:
        again.close()


def test_a_table_of_four_scores_on_phones(tmp_path):
    path = tmp_path / "Four.prefevent"
    save_event(new_event(EIGHT, 1, 4, "norepeat", "7"), path)
    book = NightBook(path)
    try:
        book.open_round(1)
        seat = seat_of(book)
        assert len(seat.players) == 4
        # the first dealer (seat 0) sits out: seats 1 to 3 play
        deal = {"kind": "contract", "declarer": 1, "level": 7, "suit": "hearts", "defence": ["whist", "pass"],
                "tricks": [None, 7, 3, 0]}
        assert refused(book.enter, seat, "x", "p1", {**deal, "declarer": 0}).refusal.code == "deal_refused"
        book.enter(seat, "e1", "p1", deal)
        assert book.confirm(seat, "e1", "p2").number == 1
        assert book.phone_state(seat)["dealer"] == 1
    finally:
        book.close()


def test_a_phone_refusal_carries_its_cause():
    refusal = PhoneRefusal(409, "entry_open", id="e1")
    assert refusal.refusal.text.startswith("deal e1 waits")


GOOD_ENTRY = {"id": "e1", "device": "d1", "deal": SIX_SPADES, "let_stand": False, "state": "pending",
              "entered": "2026-12-07T21:00:00+03:00", "base": 0, "revision": 0, "by": None, "settled": None,
              "number": None, "reason": None}


def entries_document(*entries, **top):
    return {"format": "preferans-desk-entries", "version": 1, "round": 1, "table": 1, "entries": list(entries),
            **top}


@pytest.mark.parametrize(("document", "named"), [
    ([], "the file"),
    (entries_document(format="preferans-desk"), "format"),
    (entries_document(version=2), "version"),
    (entries_document(round=2), "round"),
    (entries_document(table=True), "table"),
    (entries_document(entries={}), "entries"),
    (entries_document({**GOOD_ENTRY, "id": "a b"}), "entries[0].id"),
    (entries_document({**GOOD_ENTRY, "device": 7}), "entries[0].device"),
    (entries_document({**GOOD_ENTRY, "deal": {"kind": "contract"}}), "entries[0].deal"),
    (entries_document({**GOOD_ENTRY, "state": "guessed"}), "entries[0].state"),
    (entries_document({**GOOD_ENTRY, "let_stand": 0}), "entries[0].let_stand"),
    (entries_document({**GOOD_ENTRY, "base": -1}), "entries[0].base"),
    (entries_document({**GOOD_ENTRY, "revision": 1.0}), "entries[0].revision"),
    (entries_document({**GOOD_ENTRY, "state": "confirmed"}), "entries[0].number"),  # in the game: its number
    (entries_document({**GOOD_ENTRY, "number": 3}), "entries[0].number"),  # pending: none
    (entries_document({**GOOD_ENTRY, "reason": "x" * 1001}), "entries[0].reason"),
    (entries_document({**GOOD_ENTRY, "admin": True}), "entries[0] key"),
    (entries_document(GOOD_ENTRY, GOOD_ENTRY), "entries[1].id"),  # an id twice
    (entries_document(GOOD_ENTRY, {**GOOD_ENTRY, "id": "e2"}), "entries[1].state"),  # two open at a table
])
def test_an_entries_file_is_read_as_strictly_as_the_event_file(document, named):
    from preferans_desk.night.night_errors import EventFileError
    from preferans_desk.night.phone_entries import parse_entries

    with pytest.raises(EventFileError) as caught:
        parse_entries(document, 1, 1)
    assert str(caught.value).startswith(named), str(caught.value)


def test_an_entries_file_read_back_is_the_one_written():
    from preferans_desk.night.phone_entries import parse_entries

    kept = parse_entries(entries_document(GOOD_ENTRY, {**GOOD_ENTRY, "id": "e0", "state": "confirmed", "number": 1,
                                                       "by": "d2", "settled": "2026-12-07T21:01:00+03:00"}), 1, 1)
    assert parse_entries(json.loads(kept.to_text()), 1, 1).entries == kept.entries
    assert kept.open is not None and kept.open.id == "e1"


def test_a_link_in_the_entries_place_leading_out_of_the_night_is_never_followed(tmp_path):
    path = tmp_path / "night" / "Friday.prefevent"
    path.parent.mkdir()
    save_event(new_event(SIX, 1, 3, "norepeat", "7"), path)
    outside = tmp_path / "victim.txt"
    outside.write_text("keep me")
    games = path.parent / "Friday games"
    games.mkdir()
    (games / "round-1-table-1.entries.json").symlink_to(outside)
    book = NightBook(path)
    try:
        book.open_round(1)
        refusal = refused(book.enter, seat_of(book), "e1", "phoneA", SIX_SPADES)
        assert (refusal.status, refusal.refusal.code) == (500, "entries_unreadable")
        assert outside.read_text() == "keep me"
        assert book.enter(seat_of(book, 2), "e1", "phoneA", SIX_SPADES)[0] == 201  # the other tables score on
    finally:
        book.close()


def test_a_confirmation_the_disk_cut_short_is_finished_when_asked_again(night, monkeypatch):
    seat = seat_of(night)
    night.enter(seat, "e1", "phoneA", SIX_SPADES)
    from preferans_desk.night import phone_desk

    def full(*_args, **_kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(phone_desk, "save_event", full)  # the game is written, the event file is not
    with pytest.raises(OSError):
        night.confirm(seat, "e1", "phoneB")
    monkeypatch.undo()
    entry = night.confirm(seat, "e1", "phoneB")  # the phone asks again: confirmed once, not "changed"
    assert (entry.state, entry.number) == (CONFIRMED, 1)
    assert len(night.games[(1, 1)].deals) == 1
    assert load_event(night.path).rounds[0].tables[0].revision == 1
