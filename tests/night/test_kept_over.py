"""The director keeps the night's copy over a table's differing one (issue 33, point 3: a real disagreement is shown
at the table and to the director, never settled silently, and the director's decision holds): the ruling is kept in
the event file (a table's ``kept_over``), the table's link learns it and takes the director's game, and the table's
next change is an ordinary copy again."""

from __future__ import annotations

import http.client
import json

import pytest

from preferans_desk.core.gamefile import dumps
from preferans_desk.night.night_book import NightBook
from preferans_desk.night.night_file import EventFileError
from preferans_desk.night.night_file import load as load_event
from preferans_desk.night.table_link import director_address, join

from .test_director_settles import until
from .test_night_book import played, receiving
from .test_revisions import event_path, linked, put, quick_asks  # noqa: F401 (fixtures)


def differing(address: str, code: str):
    """The director holds five deals of table 1 whose third is not the table's (another window sent them)."""
    theirs = played(join(address, code), 20)
    other = next(deal for deal in theirs.deals[3:] if deal != theirs.deals[2])
    theirs.replace_deals([*theirs.deals[:2], other, *theirs.deals[3:5]])
    assert put(address, code, dumps(theirs), "30")[0] == 200
    return theirs


def test_keeping_the_nights_copy_is_kept_in_the_event_file_and_refuses_a_differing_copy(event_path):  # noqa: F811
    book = NightBook(event_path)
    book.open_round(1)
    code = book.event.rounds[0].tables[0].code
    with receiving(book) as address:
        director = differing(address, code)
        table = played(join(address, code), 5)
        assert put(address, code, dumps(table), "12")[0] == 409 and (1, 1) in book.disagreements
        book.keep_own(1, 1, "the paper sheet is right")
        kept = load_event(event_path).rounds[0].tables[0]
        assert (kept.kept_over, kept.revision) == (12, 31), "the ruling and the revision one past, in the file"
        assert book.seat(code).kept_over == 12
        status, answer = put(address, code, dumps(table), "40")  # past the director's, still the deals ruled against
        assert (status, answer["code"]) == (409, "newer_copy") and (1, 1) in book.disagreements
        assert book.games[1, 1].deals == director.deals, "never taken over the ruling"
        book.keep_own(1, 1)
        assert book.event.rounds[0].tables[0].kept_over == 40
        assert put(address, code, dumps(director), "42")[0] == 200, "a copy agreeing with the night's is taken"
        assert load_event(event_path).rounds[0].tables[0].kept_over == 0, "and ends the ruling"


def test_the_table_is_told_of_the_ruling_with_the_directors_game(event_path):  # noqa: F811
    book = NightBook(event_path)
    book.open_round(1)
    code = book.event.rounds[0].tables[0].code
    with receiving(book) as address:
        differing(address, code)
        table = played(join(address, code), 5)
        put(address, code, dumps(table), "12")
        book.keep_own(1, 1)
        connection = http.client.HTTPConnection(*director_address(address), timeout=5)
        connection.request("GET", "/night/v1/table", headers={"Authorization": f"Table {code}"})
        answer = json.loads(connection.getresponse().read())
        connection.close()
        assert (answer["kept_over"], answer["revision"]) == (12, 31)


def test_a_tables_link_takes_the_directors_game_once_the_director_keeps_it(event_path, quick_asks):  # noqa: F811
    book = NightBook(event_path)
    book.open_round(1)
    code = book.event.rounds[0].tables[0].code
    kept = []
    with receiving(book) as address:
        director = differing(address, code)
        link, game = linked(address, code, 5, behind=True, on_kept=lambda theirs, held: kept.append((theirs, held)))
        try:
            assert link.wait_sent(5) and link.state.disagreement == (5, 5, 3)
            book.keep_own(1, 1, "the paper sheet is right")
            assert until(lambda: kept), "the link hands the director's game to the window"
            assert kept[0][0].deals == director.deals and kept[0][1] == book.seat(code).revision
            assert link.state.disagreement is None and link.state.refused is None
            game.replace_deals(list(director.deals))  # the window takes it: one change, sent
            link.publish_game(game)
            assert link.wait_sent(5) and link.state.disagreement is None and book.deals[1, 1] == 5
            assert book.event.rounds[0].tables[0].kept_over == 0
            game.replace_deals([*director.deals, played(join(address, code), 20).deals[5]])
            link.publish_game(game)
            assert link.wait_sent(5) and until(lambda: book.deals[1, 1] == 6), "the next deal is received"
            assert (1, 1) not in book.disagreements and link.state.disagreement is None
        finally:
            link.stop()


@pytest.mark.parametrize("value", [-1, "3", 1.5, True, 31])
def test_a_kept_over_not_a_revision_before_the_tables_is_named(event_path, value):  # noqa: F811
    document = json.loads(event_path.read_text(encoding="utf-8"))
    table = document["rounds"][0]["tables"][0]
    table["revision"], table["kept_over"] = 31, value
    event_path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(EventFileError, match="kept_over"):
        load_event(event_path)


def test_an_event_file_without_kept_over_loads_as_before(event_path):  # noqa: F811
    assert all(t.kept_over == 0 for r in load_event(event_path).rounds for t in r.tables)
    assert "kept_over" not in event_path.read_text(encoding="utf-8")
