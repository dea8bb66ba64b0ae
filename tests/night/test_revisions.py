"""A protocol that never drops a deal (issue 33, point 3), over loopback with the director's real book: the
revision is the table's own counter, kept by the director in the event file; no refusal counts as delivered; a
restarted director resumes the round it opened last; an absurd revision is refused and freezes no table."""

from __future__ import annotations

import http.client
import json
import time

import pytest

from preferans_desk.core.gamefile import dumps, loads
from preferans_desk.night import NIGHT_KEY, table_link
from preferans_desk.night.night_book import NightBook
from preferans_desk.night.night_file import load as load_event
from preferans_desk.night.night_file import save as save_event
from preferans_desk.night.night_limits import MAX_REVISION_STEP
from preferans_desk.night.night_rounds import new_event
from preferans_desk.night.receiver import GAME_PATH
from preferans_desk.night.table_link import TableLink, director_address, join

from .test_night_book import SIX, played, receiving


@pytest.fixture
def quick_asks(monkeypatch):
    monkeypatch.setattr(table_link, "ASK_EVERY", 0.2)
    monkeypatch.setattr(table_link, "RETRY_FIRST", 0.05)
    monkeypatch.setattr(table_link, "RETRY_MOST", 0.2)


@pytest.fixture
def event_path(tmp_path):
    path = tmp_path / "Friday.prefevent"
    save_event(new_event(SIX, 2, 3, "norepeat", "7"), path)
    return path


def put(address: str, code: str, text: str, revision: str) -> tuple[int, dict]:
    connection = http.client.HTTPConnection(*director_address(address), timeout=5)
    connection.request("PUT", GAME_PATH, body=text.encode(), headers={"Authorization": f"Table {code}",
                                                                      "X-Revision": revision})
    reply = connection.getresponse()
    answer = json.loads(reply.read())
    connection.close()
    return reply.status, answer


def linked(address: str, code: str, deals: int, revision: int = 0, behind: bool = False,
           **kw) -> tuple[TableLink, object]:
    """A table joined with ``code`` whose game of ``deals`` deals is published; ``behind``: its game's counter lost
    (an old autosave), so its copy goes as revision ``revision + 1``."""
    joined = join(address, code)
    game = played(joined, deals)
    game.extra[NIGHT_KEY] = joined.night_field(address, code)
    if behind:
        del game.extra[NIGHT_KEY]["revision"]
    link = TableLink(address, code, revision=revision, **kw)
    link.publish_game(game)
    return link, game


def test_the_revision_is_the_tables_counter_kept_in_its_game_and_the_event_file(event_path):
    book = NightBook(event_path)
    book.open_round(1)
    code = book.event.rounds[0].tables[0].code
    with receiving(book) as address:
        link, game = linked(address, code, 3)
        try:
            assert link.wait_sent(5) and link.state.deals == 3
            assert game.extra[NIGHT_KEY]["revision"] == 1, "a counter, never a clock"
            assert load_event(event_path).rounds[0].tables[0].revision == 1, "in the file before the table is told"
            game.replace_deals(game.deals[:2])  # an undo is a change too: the counter goes on
            assert link.publish_game(game) == 2 and link.wait_sent(5) and link.state.deals == 2
        finally:
            link.stop()
    kept = load_event(event_path)
    assert kept.rounds[0].tables[0].revision == 2 and kept.playing == 1


def test_a_restarted_director_refuses_an_older_copy(event_path):
    """The issue's case: the director forgot the revisions when it restarted, and an older 4-deal copy then
    replaced a confirmed 9-deal game."""
    book = NightBook(event_path)
    book.open_round(1)
    code = book.event.rounds[0].tables[0].code
    with receiving(book) as address:
        joined = join(address, code)
        four, nine = dumps(played(joined, 4)), dumps(played(joined, 9))
        assert put(address, code, four, "4")[0] == 200
        assert put(address, code, nine, "9")[0] == 200
    book.close()  # the director's laptop restarts
    again = NightBook(event_path)
    with receiving(again) as address:
        status, answer = put(address, code, four, "4")
        assert (status, answer["code"]) == (409, "newer_copy")
    assert again.deals[1, 1] == 9 and again.disagreements == {}, "a shorter copy of the same deals is no quarrel"


def test_a_restarted_director_resumes_the_round_it_opened_last(event_path):
    book = NightBook(event_path)
    book.open_round(1)
    round_one = book.event.rounds[0].tables[0].code
    with receiving(book) as address:
        assert put(address, round_one, dumps(played(join(address, round_one), 2)), "1")[0] == 200
    book.seat_round(2)
    book.open_round(2)  # round 1's table 1 is unfinished, its table 2 never sent
    book.close()
    again = NightBook(event_path)
    assert again.round == 2, "not the first round with an unfinished table"
    with receiving(again) as address:
        assert join(address, again.event.rounds[1].tables[0].code).round == 2


@pytest.mark.parametrize("revision", [str(MAX_REVISION_STEP + 1), str(2**53 + 1), "99999999999999999999"])
def test_an_absurd_revision_is_refused_and_freezes_no_table(event_path, revision):
    book = NightBook(event_path)
    book.open_round(1)
    code = book.event.rounds[0].tables[0].code
    with receiving(book) as address:
        joined = join(address, code)
        status, answer = put(address, code, dumps(played(joined, 1)), revision)
        assert status == 400 and answer["code"] in ("absurd_revision", "no_revision")
        link, _game = linked(address, code, 3)
        try:
            assert link.wait_sent(5) and link.state.deals == 3 and link.state.refused is None
        finally:
            link.stop()
    assert load_event(event_path).rounds[0].tables[0].revision == 1


def test_a_replacement_laptop_goes_on_from_the_directors_revision(event_path):
    book = NightBook(event_path)
    book.open_round(1)
    code = book.event.rounds[0].tables[0].code
    with receiving(book) as address:
        first, _game = linked(address, code, 5)
        for _ in range(3):
            first.publish(first._text or "")  # noqa: SLF001 (three more changes of the first laptop)
        assert first.wait_sent(5) and first.revision == 4
        first.stop()
        joined = join(address, code)  # another laptop: its game carries on from the director's revision
        assert joined.revision == 4 and joined.night_field(address, code)["revision"] == 4
        second, _game = linked(address, code, 6, revision=joined.revision)
        try:
            assert second.wait_sent(5) and second.state.deals == 6 and second.revision == 5
        finally:
            second.stop()


def test_a_copy_of_the_same_deals_and_more_goes_again_past_the_directors(event_path):
    """A laptop whose counter is behind the director's (an autosave from before the last copies, or a game that
    lost its field): refused as older, it fetches the director's copy, finds its deals begin its own, and sends
    again past the director's revision."""
    book = NightBook(event_path)
    book.open_round(1)
    code = book.event.rounds[0].tables[0].code
    with receiving(book) as address:
        assert put(address, code, dumps(played(join(address, code), 4)), "30")[0] == 200
        link, _game = linked(address, code, 7, behind=True)  # its copy goes as revision 1
        try:
            assert link.wait_sent(5) and link.state.deals == 7 and link.revision == 31
        finally:
            link.stop()
    assert book.deals[1, 1] == 7 and book.event.rounds[0].tables[0].revision == 31


def test_the_directors_longer_copy_is_handed_to_the_table(event_path):
    book = NightBook(event_path)
    book.open_round(1)
    code = book.event.rounds[0].tables[0].code
    taken = []
    with receiving(book) as address:
        assert put(address, code, dumps(played(join(address, code), 6)), "30")[0] == 200
        link, _game = linked(address, code, 4, behind=True,
                             on_longer=lambda game, revision: taken.append((game, revision)))
        try:
            assert link.wait_sent(5) and link.state.disagreement is None
            assert [(len(g.deals), r) for g, r in taken] == [(6, 30)]
            assert link.publish(dumps(taken[0][0])) == 31  # the window took it: the next copy goes past
            assert link.wait_sent(5) and link.state.deals == 6
        finally:
            link.stop()
    assert book.deals[1, 1] == 6


def test_a_real_disagreement_is_shown_at_the_table_and_to_the_director(event_path):
    changed = []
    book = NightBook(event_path, on_change=lambda r, t: changed.append((r, t)))
    book.open_round(1)
    code = book.event.rounds[0].tables[0].code
    with receiving(book) as address:
        joined = join(address, code)
        theirs = played(joined, 20)
        other = next(deal for deal in theirs.deals[3:] if deal != theirs.deals[2])
        theirs.replace_deals([*theirs.deals[:2], other, *theirs.deals[3:5]])  # the third deal is another
        assert put(address, code, dumps(theirs), "30")[0] == 200
        link, _game = linked(address, code, 5, behind=True)
        try:
            assert link.wait_sent(5)
            assert link.state.disagreement == (5, 5, 3) and link.state.refused is None
        finally:
            link.stop()
        disagreement = book.disagreements[1, 1]
        assert changed[-1] == (1, 1), "the director's window is told"
        assert (disagreement.kept_deals, disagreement.sent_deals, disagreement.first_difference) == (5, 5, 3)
        assert book.deals[1, 1] == 5 and book.games[1, 1].deals[2] == theirs.deals[2], "never settled silently"
        book.take_copy(1, 1)  # the director settles it with the table's copy
        assert book.disagreements == {} and book.games[1, 1].deals == loads(disagreement.text).game.deals


def test_a_round_over_keeps_the_tables_deals_and_a_round_reopened_gets_them(event_path, quick_asks):
    book = NightBook(event_path)
    book.open_round(1)
    code = book.event.rounds[0].tables[0].code
    with receiving(book) as address:
        joined = join(address, code)
        book.seat_round(2)
        book.open_round(2)
        game = played(joined, 3)
        game.extra[NIGHT_KEY] = joined.night_field(address, code)
        link = TableLink(address, code)
        try:
            link.publish_game(game)
            assert link.wait_sent(5)
            refused = link.state.refused
            assert refused is not None and refused.code == "round_over" and len(game.deals) == 3
            book.open_round(1)  # the director goes back to round 1: the table sends without a change
            end = time.monotonic() + 5
            while (book.deals.get((1, 1)) != 3 or link.state.refused is not None) and time.monotonic() < end:
                time.sleep(0.05)
            assert book.deals.get((1, 1)) == 3 and link.state.refused is None
        finally:
            link.stop()


def test_a_director_back_behind_the_table_gets_its_newest_copy(event_path, quick_asks):
    """The director's event file is put back from before the table's last copies (a backup, another laptop):
    the table, asking now and then, sees the director behind and sends again."""
    book = NightBook(event_path)
    book.open_round(1)
    code = book.event.rounds[0].tables[0].code
    before = event_path.read_bytes()
    with receiving(book) as address:
        link, _game = linked(address, code, 4)
        assert link.wait_sent(5)
    book.close()
    event_path.write_bytes(before)
    (event_path.parent / "Friday games" / "round-1-table-1.pulka").unlink()
    again = NightBook(event_path)
    try:
        with receiving(again) as address:
            link.address = director_address(address)
            end = time.monotonic() + 5
            while again.deals.get((1, 1)) != 4 and time.monotonic() < end:
                time.sleep(0.05)
            assert again.deals.get((1, 1)) == 4
    finally:
        link.stop()


def test_a_locked_round_holds_the_copy_and_the_table_keeps_its_deals_until_it_is_taken(event_path, quick_asks):
    book = NightBook(event_path)
    book.open_round(1)
    code = book.event.rounds[0].tables[0].code
    with receiving(book) as address:
        link, game = linked(address, code, 2)
        try:
            assert link.wait_sent(5) and link.state.deals == 2
            book.lock_round(1)
            game.replace_deals(played(join(address, code), 3).deals)
            link.publish_game(game)
            assert link.wait_sent(5)
            refused = link.state.refused
            assert refused is not None and refused.code == "round_locked", "not taken for a newer copy"
            assert book.held[1, 1].deals == 3 and book.deals[1, 1] == 2
            copies = []
            receive = book.receive
            book.receive = lambda *args: copies.append(args) or receive(*args)  # counted from now
            time.sleep(1.5)  # asked some seven times meanwhile: the director answers, unchanged
            assert len(copies) <= 1, "a copy refused for now is not sent again every few seconds"
            book.accept_held(1, 1, "the last deal was played in time")
            end = time.monotonic() + 5
            while link.state.refused is not None and time.monotonic() < end:
                time.sleep(0.05)
            assert link.state.refused is None and link.state.deals == 3 and book.deals[1, 1] == 3
        finally:
            link.stop()
