"""The director's event book over loopback: a table's code opens its table of the round being played, the game
it sends is kept beside the event file and named in it, the standings follow every deal, and a director opened
again on the event goes on where it was."""

from __future__ import annotations

import json
from contextlib import contextmanager
from datetime import datetime, timedelta

import pytest

from preferans_desk.core.gamefile import dumps, load
from preferans_desk.night import NIGHT_KEY
from preferans_desk.night.night_book import NightBook
from preferans_desk.night.night_errors import EventError, EventFileError
from preferans_desk.night.night_file import load as load_event
from preferans_desk.night.night_file import save as save_event
from preferans_desk.night.night_model import Limits
from preferans_desk.night.night_rounds import new_event
from preferans_desk.night.receiver import DirectorReceiver
from preferans_desk.night.round_clock import DEALS
from preferans_desk.night.table_link import Joined, NightLinkError, TableLink, join

SIX = ["Anna", "Boris", "Vera", "Gleb", "Dina", "Egor"]


@pytest.fixture
def event_path(tmp_path):
    path = tmp_path / "Friday.prefevent"
    save_event(new_event(SIX, 2, 3, "norepeat", "7"), path)
    return path


@pytest.fixture
def director(event_path):
    changes: list[tuple[int, int]] = []
    book = NightBook(event_path, on_change=lambda r, t: changes.append((r, t)))
    book.open_round(1)
    try:
        with receiving(book) as address:
            yield book, address, changes
    finally:
        book.close()


@contextmanager
def receiving(book: NightBook):
    """A receiver on 127.0.0.1 over ``book`` (a port of its own) while the block runs: its address."""
    server = DirectorReceiver(book, "127.0.0.1", 0)
    host, port = server.start()
    try:
        yield f"{host}:{port}"
    finally:
        server.stop()


def played(joined, deals: int):
    """The table's game with ``deals`` deals of a sample game of its players and rules."""
    from preferans_desk.render.samples import sample_game

    sample = sample_game(3, deals, joined.game.rules.convention, pool_target=joined.game.rules.pool_target, seed=4)
    game = joined.game
    game.replace_deals(sample.deals[:deals])
    return game


def send(address: str, code: str, deals: int):
    """A table joins with ``code`` and its game of ``deals`` deals reaches the director; what it joined."""
    joined = join(address, code)
    link = TableLink(address, code)
    try:
        link.publish(dumps(played(joined, deals)))
        assert link.wait_sent(5)
    finally:
        link.stop()
    return joined


def test_a_table_joins_with_its_code_and_its_deals_reach_the_standings(director, event_path):
    book, address, changes = director
    table = book.event.rounds[0].tables[1]
    joined = join(address, table.code)
    assert (joined.round, joined.table, list(joined.players)) == (1, 2, table.players)
    assert joined.game.rules.convention == "sochi" and joined.game.deals == []
    link = TableLink(address, table.code)
    try:
        link.publish(dumps(played(joined, 5)))
        assert link.wait_sent(5) and link.state.deals == 5
    finally:
        link.stop()
    kept = event_path.parent / "Friday games" / "round-1-table-2.pulka"
    assert len(load(kept).game.deals) == 5
    assert load_event(event_path).rounds[0].tables[1].game == "Friday games/round-1-table-2.pulka"
    assert changes == [(1, 2)]
    rows = {row.name: row for row in book.standings()}
    assert sum(rows[name].whists for name in table.players) == 0
    assert all(rows[name].games == 1 for name in table.players)
    assert all(rows[name].games == 0 for name in SIX if name not in table.players)


def test_a_code_of_another_round_opens_nothing(director):
    book, address, _ = director
    book.open_round(2)
    round_one = book.event.rounds[0].tables[0].code
    with pytest.raises(NightLinkError, match="round 1 is over: its games are no longer taken"):
        join(address, round_one)
    assert join(address, book.event.rounds[1].tables[0].code).round == 2
    book.open_round(1)  # the director goes back: a code of the round after says which round is received
    with pytest.raises(NightLinkError, match="round 2 is not open: the director receives round 1"):
        join(address, book.event.rounds[1].tables[0].code)
    with pytest.raises(NightLinkError, match="no table of this round has this code"):
        join(address, "ZZZZ2222")


def test_a_director_opened_again_goes_on(director, event_path):
    book, address, _ = director
    code = book.event.rounds[0].tables[0].code
    send(address, code, 3)
    book.close()
    again = NightBook(event_path)  # the director's laptop restarted
    assert again.round == 1 and again.deals[1, 1] == 3
    assert again.event.rounds[0].tables[0].code == code, "the codes are kept in the event file"
    assert again.standings() == book.standings()
    with receiving(again) as address:
        assert len(join(address, code).game.deals) == 3, "a table joining again carries on"


def test_a_broken_kept_game_is_named_and_the_table_may_send_again(director, event_path):
    book, address, _ = director
    code = book.event.rounds[0].tables[0].code
    joined = send(address, code, 2)
    kept = event_path.parent / "Friday games" / "round-1-table-1.pulka"
    kept.write_text(json.dumps({"players": []}))
    book.close()
    again = NightBook(event_path)
    assert (1, 1) in again.problems and (1, 1) not in again.results
    with receiving(again) as address:
        second = TableLink(address, code)
        second.publish(dumps(played(joined, 3)))
        assert second.wait_sent(5) and again.deals[1, 1] == 3 and (1, 1) not in again.problems
        second.stop()


def test_a_kept_game_of_other_players_is_its_tables_problem(director, event_path):
    book, address, _ = director
    code = book.event.rounds[0].tables[0].code
    joined = send(address, code, 2)
    kept = event_path.parent / "Friday games" / "round-1-table-1.pulka"
    other = played(joined, 2)
    other.players = ["Xenia", "Yuri", "Zoya"]
    kept.write_text(dumps(other), encoding="utf-8")
    book.close()
    again = NightBook(event_path)  # never a crash: the table's problem, named
    assert "Xenia, Yuri, Zoya" in again.problems[1, 1] and (1, 1) not in again.results
    assert [row.games for row in again.standings()] == [0] * 6


def limited(event_path, deals=None, minutes=None, seating="norepeat"):
    """The event with its rounds limited to ``deals`` and ``minutes``, seated by ``seating``."""
    event = load_event(event_path)
    event.seating = seating
    for round_ in event.rounds:
        round_.limits = Limits(20, deals, minutes)
    save_event(event, event_path)


def test_the_rounds_clock_starts_when_it_is_opened_and_is_kept(tmp_path):
    path = tmp_path / "Clock.prefevent"
    save_event(new_event(SIX, 2, 3, "norepeat", "7", limits=Limits(20, 18, 90)), path)
    book = NightBook(path)
    assert book.opened(1) is None and book.clock(1, 1).minutes_left is None
    before = datetime.now().astimezone().replace(microsecond=0)
    book.open_round(1)
    opened = book.opened(1)
    assert opened is not None and before <= opened <= datetime.now().astimezone()
    assert load_event(path).rounds[0].opened == opened.isoformat(timespec="seconds")
    book.open_round(1)  # opened again after a restart: the clock goes on
    assert NightBook(path, read_only=True).opened(1) == opened, "a window watching the night sees its clock"
    assert book.clock(1, 1, opened + timedelta(minutes=30)).minutes_left == 60


def test_a_tables_game_carries_the_rounds_limits(tmp_path):
    path = tmp_path / "Limits.prefevent"
    save_event(new_event(SIX, 2, 3, "norepeat", "7", limits=Limits(20, 18, 90), title="Friday"), path)
    book = NightBook(path)
    book.open_round(1)
    game = book.new_game(1, 2)
    end = datetime.fromisoformat(book.event.rounds[0].opened or "") + timedelta(minutes=90)
    assert game.extra[NIGHT_KEY] == {"round": 1, "table": 2, "deals": 18, "ends": end.isoformat()}
    assert game.title == "Friday, round 1"
    joined = Joined(1, 2, tuple(game.players), game, 0)
    assert joined.night_field("10.0.0.5:8643", "abcd-2345") == {
        "director": "10.0.0.5:8643", "code": "ABCD2345", "round": 1, "table": 2, "deals": 18,
        "ends": end.isoformat(), "revision": 0}
    assert NightBook(path, read_only=True).new_game(2, 1).extra[NIGHT_KEY] == {"round": 2, "table": 1, "deals": 18}, \
        "a round not opened yet has no clock"


def test_a_table_whose_deals_are_played_has_finished_its_round(director, event_path):
    director[0].close()
    limited(event_path, deals=4, seating="swiss")
    book = NightBook(event_path)
    with receiving(book) as address:
        for table in book.event.rounds[0].tables:
            send(address, table.code, 3)
        with pytest.raises(EventError, match="tables 1, 2 are still playing"):
            book.seat_round(2)
        for table in book.event.rounds[0].tables:
            send(address, table.code, 4)
        assert all(book.clock(1, t).over == DEALS for t in (1, 2))
        book.seat_round(2)  # the round's deals are played: the Swiss round is seated by the standings
        assert book.event.rounds[1].seated


def test_a_late_player_and_a_leaver_are_seated_from_the_first_round_without_games(director, event_path):
    book, address, _ = director
    send(address, book.event.rounds[0].tables[0].code, 2)  # round 1 has begun: round 2 is the first open
    before = load_event(event_path)
    with pytest.raises(EventError, match="anna is a player of the event already"):
        book.join_player("anna")
    assert book.event == before == load_event(event_path), "refused: nothing changed"
    with pytest.raises(EventFileError, match="longer than 100 characters"):
        book.join_player("Z" * 101)
    assert book.event == before == load_event(event_path), "refused by the file's check: nothing changed"
    assert book.join_player(" Zoya ") == ("Zoya", 2)
    kept = load_event(event_path)
    assert kept.player("Zoya").first_round == 2 and kept.rounds[0] == book.event.rounds[0], "round 1 as it was"
    assert sorted(len(t.players) for t in kept.rounds[1].tables) == [3, 4]
    assert book.leave_player("Anna") == 2
    anna = load_event(event_path).player("Anna")
    assert anna is not None and anna.last_round == 1
    assert all("Anna" not in t.players for t in load_event(event_path).rounds[1].tables)
    with pytest.raises(EventError, match="Nobody is not a player of the event"):
        book.leave_player("Nobody")
