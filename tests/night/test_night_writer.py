"""The director's book as the night's one writer (night/night_book.py): it holds the night's lock while it is
open, a book opened to watch never writes and reads the night again as another program writes it, a round's
results locked by the director hold a table's late copy for the director to accept or reject, and every change
the director makes to a table's game is kept in the event file with its time and reason."""

from __future__ import annotations

import json
from datetime import datetime

import pytest

from preferans_desk.core.gamefile import dumps
from preferans_desk.night.night_book import NightBook
from preferans_desk.night.night_errors import EventError, EventFileError
from preferans_desk.night.night_file import dumps as event_text
from preferans_desk.night.night_file import load as load_event
from preferans_desk.night.night_file import loads, to_document
from preferans_desk.night.night_file import save as save_event
from preferans_desk.night.night_lock import COMMAND_LINE, EVENT_SERVE, NightLock, holder_of, lock_path
from preferans_desk.night.night_model import Change
from preferans_desk.night.night_rounds import new_event
from preferans_desk.night.tables_book import NightRefusal
from preferans_desk.render.samples import sample_game

SIX = ["Anna", "Boris", "Vera", "Gleb", "Dina", "Egor"]


@pytest.fixture
def event_path(tmp_path):
    path = tmp_path / "Friday.prefevent"
    save_event(new_event(SIX, 2, 3, "norepeat", "7"), path)
    return path


@pytest.fixture
def book(event_path):
    heard: list[tuple[int, int]] = []
    book = NightBook(event_path, on_change=lambda r, t: heard.append((r, t)))
    book.heard = heard  # type: ignore[attr-defined]
    book.open_round(1)
    yield book
    book.close()


def played(book: NightBook, number: int, t: int, deals: int):
    """Round ``number``'s table ``t``'s game with the first ``deals`` deals of a sample game."""
    game = book.new_game(number, t)
    sample = sample_game(3, max(deals, 1), game.rules.convention, pool_target=game.rules.pool_target, seed=4)
    game.replace_deals(sample.deals[:deals])
    return game


def send(book: NightBook, t: int, deals: int, revision: int) -> int:
    """Table ``t`` of the round being played sends its game of ``deals`` deals, as the receiver hands it on."""
    seat = book.seat(book.event.rounds[book.round - 1].tables[t - 1].code or "")
    game = played(book, seat.round, t, deals)
    return book.receive(seat, game, dumps(game), revision)


# ----- one writer -----
def test_an_open_book_holds_the_night_and_close_lets_it_go(event_path):
    book = NightBook(event_path, holder=EVENT_SERVE)
    held = holder_of(event_path)
    assert held is not None and held.what == EVENT_SERVE and not book.read_only
    with pytest.raises(EventError) as refused:
        NightBook(event_path)
    assert refused.value.code == "night_held" and refused.value.params["what"] == EVENT_SERVE
    book.close()
    assert holder_of(event_path) is None
    NightBook(event_path).close()


def test_a_book_whose_lock_another_writer_took_writes_nothing(book, event_path):
    lock_path(event_path).unlink()  # a sync service replaced it, or a hand removed it
    before = event_path.read_bytes()
    with NightLock.take(event_path, COMMAND_LINE), pytest.raises(EventError) as refused:
        book.lock_round(1)
    assert refused.value.code == "night_held" and event_path.read_bytes() == before
    book.lock_round(1)  # the other let go: the book takes its lock again and writes
    assert book.night_lock is not None and holder_of(event_path) == book.night_lock.holder
    assert book.locked(1) is not None


def test_a_bad_event_file_leaves_no_lock(tmp_path):
    path = tmp_path / "Bad.prefevent"
    path.write_text("{", encoding="utf-8")
    with pytest.raises(EventFileError):
        NightBook(path)
    assert holder_of(path) is None


def test_a_book_opened_to_watch_never_writes(book, event_path):
    watcher = NightBook(event_path, read_only=True)
    assert watcher.read_only and watcher.round == 1
    before = event_path.read_bytes()
    game = played(watcher, 1, 1, 2)
    seat = book.seat(book.event.rounds[0].tables[0].code or "")
    writes = [lambda: watcher.open_round(2), lambda: watcher.seat_round(2), lambda: watcher.join_player("Lev"),
              lambda: watcher.leave_player("Anna"), lambda: watcher.keep_game(1, 1, game, "paper"),
              lambda: watcher.lock_round(1), lambda: watcher.unlock_round(1),
              lambda: watcher.accept_held(1, 1, "late"), lambda: watcher.reject_held(1, 1, "late"),
              lambda: watcher.receive(seat, game, dumps(game), 1)]
    for write in writes:
        with pytest.raises(EventError) as refused:
            write()
        assert refused.value.code == "read_only"
    assert event_path.read_bytes() == before and not (event_path.parent / "Friday games").exists()
    watcher.close()  # nothing to let go
    assert holder_of(event_path) is not None, "the writer's lock is the writer's"


def test_a_watching_book_reads_what_the_writer_wrote(book, event_path):
    watcher = NightBook(event_path, read_only=True)
    assert watcher.reload() is False, "nothing changed yet"
    send(book, 1, 3, 1)
    assert watcher.reload() is True and watcher.deals == {(1, 1): 3}
    assert watcher.standings() == book.standings()
    assert watcher.reload() is False
    send(book, 1, 5, 2)  # the game's file replaced, the event file as it was
    assert watcher.reload() is True and watcher.deals == {(1, 1): 5}
    book.lock_round(1)
    assert watcher.reload() is True and watcher.locked(1) == book.locked(1)
    event_path.write_text("{ half a file", encoding="utf-8")  # not ours to write, but read while it is so
    assert watcher.reload() is False and watcher.deals == {(1, 1): 5}, "the night as read last stays"


# ----- a round's lock and the copies held -----
def test_a_locked_rounds_copy_is_refused_and_held_for_the_director(book, event_path):
    assert send(book, 1, 3, 1) == 3 and book.locked(1) is None
    book.lock_round(1)
    locked = book.locked(1)
    assert locked is not None and locked.utcoffset() is not None
    assert load_event(event_path).rounds[0].locked == locked.isoformat(timespec="seconds"), "kept in the file"
    book.heard.clear()
    with pytest.raises(NightRefusal) as refused:
        send(book, 1, 4, 2)
    assert refused.value.status == 409 and refused.value.refusal.code == "round_locked"
    assert refused.value.refusal.params["round"] == 1 and "locked by the director" in str(refused.value)
    assert book.deals[1, 1] == 3, "the kept game is as it was"
    held = book.held[1, 1]
    assert (held.deals, held.revision, held.game.deals[:3]) == (4, 2, book.games[1, 1].deals)
    assert isinstance(held.when, datetime) and book.heard == [(1, 1)], "the director hears of it"
    with pytest.raises(NightRefusal):
        send(book, 1, 2, 1)  # an older copy: refused, the newer one stays held
    assert book.held[1, 1].deals == 4 and book.heard == [(1, 1)]
    with pytest.raises(NightRefusal):
        send(book, 2, 1, 1)  # a table without a game yet is held too
    assert book.held[1, 2].deals == 1 and (1, 2) not in book.games


def test_the_same_copy_again_is_no_change_to_hold(book):
    send(book, 1, 3, 1)
    book.lock_round(1)
    with pytest.raises(NightRefusal) as refused:
        send(book, 1, 3, 1)  # sent again (a table that restarted): the usual answer, nothing held
    assert refused.value.refusal.code == "newer_copy" and book.held == {}
    seat = book.seat(book.event.rounds[0].tables[0].code or "")
    game = played(book, 1, 1, 3)
    game.created, game.title = "2026-12-05T23:59:59+03:00", "made again"  # only its deals count
    with pytest.raises(NightRefusal) as again:
        book.receive(seat, game, dumps(game), 1)
    assert again.value.refusal.code == "newer_copy" and book.held == {}
    game.ended = "agreed"
    with pytest.raises(NightRefusal) as ended:
        book.receive(seat, game, dumps(game), 2)  # the table agreed to stop: a change of the result
    assert ended.value.refusal.code == "round_locked" and book.held[1, 1].revision == 2


def test_accepting_a_held_copy_keeps_it_and_the_change(book, event_path):
    send(book, 1, 3, 1)
    book.lock_round(1)
    with pytest.raises(NightRefusal):
        send(book, 1, 5, 2)
    book.accept_held(1, 1, "  the last deal was played before the hour ")
    assert book.deals[1, 1] == 5 and book.held == {} and book.locked(1) is not None
    change = book.changes()[-1]
    assert (change.round, change.table, change.kind, change.reason) == (1, 1, "accepted",
                                                                         "the last deal was played before the hour")
    assert (change.deals_before, change.deals_after, change.offered) == (3, 5, 5)
    assert datetime.fromisoformat(change.time).utcoffset() is not None
    assert load_event(event_path).changes == book.changes(), "kept in the event file"
    with pytest.raises(EventError) as refused:
        book.accept_held(1, 1, "twice")
    assert refused.value.code == "no_held_copy"
    with pytest.raises(NightRefusal) as again:
        send(book, 1, 5, 2)  # the table's retry of the copy accepted: nothing new
    assert again.value.refusal.code == "newer_copy" and book.held == {}


def test_rejecting_a_held_copy_keeps_the_game_and_says_why(book, event_path):
    send(book, 1, 3, 1)
    book.lock_round(1)
    with pytest.raises(NightRefusal):
        send(book, 1, 6, 2)
    book.reject_held(1, 1, "played after the round was over")
    assert book.deals[1, 1] == 3 and book.held == {}
    change = load_event(event_path).changes[-1]
    assert (change.kind, change.deals_before, change.deals_after, change.offered) == ("rejected", 3, 3, 6)
    assert change.reason == "played after the round was over"


def test_an_unlocked_round_takes_copies_again(book):
    send(book, 1, 3, 1)
    book.lock_round(1)
    with pytest.raises(NightRefusal):
        send(book, 1, 4, 2)
    book.unlock_round(1)
    assert book.locked(1) is None and book.held[1, 1].deals == 4, "what is held stays for the director"
    assert send(book, 1, 5, 3) == 5
    with pytest.raises(EventError, match="no round 9"):
        book.lock_round(9)


# ----- the director's changes -----
def test_a_game_entered_from_paper_and_corrected_is_logged(book, event_path):
    book.keep_game(1, 2, played(book, 1, 2, 4), "kept on paper")
    book.keep_game(1, 2, played(book, 1, 2, 3), "deal 4 was entered twice")
    kinds = [(c.kind, c.deals_before, c.deals_after, c.offered, c.reason) for c in book.changes()]
    assert kinds == [("entered", None, 4, None, "kept on paper"), ("corrected", 4, 3, None, "deal 4 was entered twice")]
    assert load_event(event_path).changes == book.changes()
    book.changes().clear()
    assert len(book.changes()) == 2, "the book's own list is not handed out"
    with pytest.raises(EventError) as refused:
        book.keep_game(1, 2, played(book, 1, 2, 3), "x" * 1001)
    assert refused.value.code == "reason_long" and len(book.changes()) == 2
    with pytest.raises(ValueError):
        book.keep_game(1, 2, played(book, 1, 2, 3), "", kind="guessed")


def test_a_change_that_cannot_be_written_is_not_logged(book, event_path):
    games = event_path.parent / "Friday games"
    games.write_text("a file where the folder goes", encoding="utf-8")
    with pytest.raises(OSError):
        book.keep_game(1, 1, played(book, 1, 1, 2), "paper")
    assert book.changes() == [] and load_event(event_path).changes == []


# ----- the event file's new fields -----
def test_a_locked_round_and_the_changes_round_trip(event_path):
    event = load_event(event_path)
    assert event.changes == [] and all(r.locked is None for r in event.rounds), "an older file still loads"
    assert "changes" not in to_document(event) and "locked" not in to_document(event)["rounds"][0]
    event.rounds[0].locked = "2026-12-05T21:40:00+03:00"
    event.changes = [Change("2026-12-05T21:41:00+03:00", 1, 2, "accepted", "last deal before the hour", 7, 8, 8),
                     Change("2026-12-05T21:45:00+03:00", 2, 1, "entered", "", None, 12)]
    save_event(event, event_path)
    again = load_event(event_path)
    assert again.rounds[0].locked == "2026-12-05T21:40:00+03:00" and again.changes == event.changes
    assert event_text(again) == event_path.read_text(encoding="utf-8"), "written back as read"


def change(**fields):
    entry = {"time": "2026-12-05T21:41:00+03:00", "round": 1, "table": 1, "kind": "corrected", "reason": "slip",
             "deals_before": 3, "deals_after": 4, "offered": None}
    entry.update(fields)
    return {key: value for key, value in entry.items() if value != "ABSENT"}


@pytest.mark.parametrize(("where", "value", "message"), [
    ("locked", "yesterday", "rounds[0].locked must be a time with its offset"),
    ("locked", "2026-12-05T21:40:00", "rounds[0].locked must be a time with its offset"),
    ("locked", True, "rounds[0].locked must be a time"),
    ("changes", {"time": 1}, "changes must be a list"),
    ("changes", [7], "changes[0] must be an object"),
    ("changes", [change(time="ABSENT")], "changes[0].time is missing"),
    ("changes", [change(time=None)], "changes[0].time must be a time with its offset"),
    ("changes", [change(round=3)], "changes[0].round must be a whole number from 1 to 2"),
    ("changes", [change(round=True)], "changes[0].round must be a whole number"),
    ("changes", [change(table=0)], "changes[0].table must be a whole number from 1"),
    ("changes", [change(kind="guessed")], "changes[0].kind must be one of accepted, rejected, corrected, entered"),
    ("changes", [change(reason=None)], "changes[0].reason must be text of at most 1000 characters"),
    ("changes", [change(reason="x" * 1001)], "changes[0].reason must be text of at most 1000 characters"),
    ("changes", [change(deals_before=-1)], "changes[0].deals_before must be a whole number from 0 to 5000"),
    ("changes", [change(deals_after=1.5)], "changes[0].deals_after must be a whole number"),
    ("changes", [change(offered="4")], "changes[0].offered must be a whole number"),
])
def test_the_new_fields_are_checked_as_strictly_as_the_rest(event_path, where, value, message):
    document = to_document(load_event(event_path))
    if where == "locked":
        document["rounds"][0]["locked"] = value
    else:
        document[where] = value
    with pytest.raises(EventFileError) as refused:
        loads(json.dumps(document))
    assert str(refused.value).startswith(message)


def test_a_book_that_lost_its_lock_never_writes_over_what_another_wrote_meanwhile(book, event_path):
    from preferans_desk.cli import main

    lock_path(event_path).unlink()  # a sync service replaced it, or a hand removed it
    assert main(["event", "join", str(event_path), "Zoya", "--round", "2"]) == 0  # took the lock and let it go
    with pytest.raises(EventError) as refused:
        book.lock_round(1)  # the book's night is the one before the join: written, it would lose Zoya
    assert refused.value.code == "night_changed" and "Zoya" in event_path.read_text(encoding="utf-8")
    assert "Zoya" in [player.name for player in book.event.players]  # read again: the director sees the join
    book.lock_round(1)  # done again on the night as it is now, it is written
    assert book.locked(1) is not None and "Zoya" in [p.name for p in load_event(event_path).players]


def test_a_held_copy_of_players_the_table_no_longer_has_is_refused_and_nothing_written(book, event_path):
    book.lock_round(1)
    with pytest.raises(NightRefusal):
        send(book, 1, 2, 1)  # held for the director
    book.join_player("Zoya")  # round 1 has no game yet: it is seated again, its table 1 of other players now
    book.leave_player("Boris")
    before = event_path.read_bytes()
    with pytest.raises(EventError) as refused:
        book.accept_held(1, 1, "late")
    assert refused.value.code == "game_players" and event_path.read_bytes() == before
    assert not (event_path.parent / "Friday games").exists() and book.changes() == [] and (1, 1) in book.held
    book.reject_held(1, 1, "the table was seated again")  # the director can still say no to it
    assert [change.kind for change in load_event(event_path).changes] == ["rejected"]


def test_a_closed_book_writes_nothing(book, event_path):
    """Closed, the book holds no lock: a write then (a copy the receiver hands on late) would be one outside it,
    at once with the next writer's."""
    book.close()
    before = event_path.read_bytes()
    with NightLock.take(event_path, COMMAND_LINE):  # the next writer, at once
        for write in (lambda: book.lock_round(1), lambda: send(book, 1, 2, 1), lambda: book.open_round(2)):
            with pytest.raises(EventError) as refused:
                write()
            assert refused.value.code == "night_closed"
    assert event_path.read_bytes() == before and not (event_path.parent / "Friday games").exists()
