"""Game > Join Club Night, from the window, over loopback (127.0.0.1) only: the table's game comes from the
director's, each change reaches the director at once, a wrong code is said in the dialog, the table plays on
while the director is away, and a window opened again on the game goes on sending."""

from __future__ import annotations

import dataclasses
import json
import socket
from datetime import datetime, timedelta

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from preferans_desk.core.gamefile import dumps
from preferans_desk.night import NIGHT_KEY, table_link
from preferans_desk.night.receiver import DirectorReceiver
from tests.night.books import CODE, PLAYERS, MemoryBook, table_game


@pytest.fixture
def window(plain_window):
    plain_window.show()
    yield plain_window
    if plain_window.night is not None:
        plain_window.night.leave()


def answer_join(qtbot, address: str, code: str, then_cancel: bool = False) -> list[str]:
    """Fill in the join dialog when it opens and press OK; what it said, kept (and Cancel after it, if asked)."""
    said: list[str] = []

    def fill():
        dialog = QApplication.activeModalWidget()
        assert dialog is not None and dialog.objectName() == "" and hasattr(dialog, "code_edit")
        dialog.address_edit.setText(address)
        dialog.code_edit.setText(code)
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
        if then_cancel:
            qtbot.waitUntil(lambda: dialog.problem.text() not in ("", "Asking the director…"), timeout=5000)
            said.append(dialog.problem.text())
            dialog.reject()

    QTimer.singleShot(0, fill)
    return said


def test_a_table_joins_and_every_deal_reaches_the_director(window, table_director, qtbot):
    book, address = table_director
    answer_join(qtbot, address, "abcd-2345")
    window.join_night_action.trigger()
    game = window.document.game
    assert game is not None and tuple(game.players) == PLAYERS and game.deals == []
    assert game.extra[NIGHT_KEY] == {"director": address, "code": CODE, "round": 1, "table": 1, "revision": 1}
    for deal in table_game(3).deals:
        window.document.add(deal)
        count = len(window.document.game.deals)
        qtbot.waitUntil(lambda count=count: bool(book.received) and book.received[-1] == (CODE, count), timeout=1000)
    window.document.undo.undo()
    qtbot.waitUntil(lambda: book.received[-1] == (CODE, 2), timeout=1000)
    qtbot.waitUntil(lambda: "the director has 2" in window.night.label.text(), timeout=1000)
    assert window.night.label.text().startswith("Table 1: ")
    assert game.extra[NIGHT_KEY]["revision"] == 5, "the table's counter: an undo is a change too"
    assert book.seats[CODE].revision == 5


def test_the_directors_longer_copy_is_taken_and_a_disagreement_said(window, table_director, qtbot):
    book, address = table_director
    answer_join(qtbot, address, "abcd-2345")
    window.join_night_action.trigger()
    qtbot.waitUntil(lambda: window.night.link.state.sent == 1, timeout=2000)
    longer = table_game(4)  # entered at the director from paper, say
    book.texts[CODE] = dumps(longer)
    book.seats[CODE] = dataclasses.replace(book.seats[CODE], revision=50)
    window.document.add(longer.deals[0])  # its copy (revision 2) is older than the director's
    qtbot.waitUntil(lambda: len(window.document.game.deals) == 4, timeout=3000)
    qtbot.waitUntil(lambda: book.received[-1] == (CODE, 4) and book.seats[CODE].revision > 50, timeout=3000)
    other = table_game(6)
    other.replace_deals([*longer.deals, other.deals[5], other.deals[5]])
    wrong = table_game(6)
    book.texts[CODE] = dumps(other)
    book.seats[CODE] = dataclasses.replace(book.seats[CODE], revision=90)
    window.document.add(wrong.deals[4])
    qtbot.waitUntil(lambda: "differs" in window.night.label.text(), timeout=3000)
    assert len(window.document.game.deals) == 5, "the table keeps its deals"
    assert book.seats[CODE].revision == 90
    assert json.loads(book.texts[CODE])["deals"] == json.loads(dumps(other))["deals"], "never settled silently"


def test_a_wrong_code_is_said_in_the_dialog(window, table_director, qtbot):
    _, address = table_director
    said = answer_join(qtbot, address, "WRONG999", then_cancel=True)
    window.join_night_action.trigger()
    assert said == ["no table of this round has this code"]
    assert window.document.game is None and window.night.link is None


def test_the_table_plays_on_while_the_director_is_away(window, qtbot, monkeypatch):
    monkeypatch.setattr(table_link, "RETRY_FIRST", 0.05)
    monkeypatch.setattr(table_link, "RETRY_MOST", 0.2)
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    game = table_game(0)
    game.extra[NIGHT_KEY] = {"director": f"127.0.0.1:{port}", "code": CODE, "round": 1, "table": 1}
    window.set_game(game, None)
    for deal in table_game(2).deals:
        window.document.add(deal)  # never waits on the network
    qtbot.waitUntil(lambda: "cannot be reached" in window.night.label.text(), timeout=2000)
    book = MemoryBook.one_table(CODE)
    server = DirectorReceiver(book, "127.0.0.1", port)
    server.start()
    try:
        qtbot.waitUntil(lambda: book.received == [(CODE, 2)], timeout=3000)
        qtbot.waitUntil(lambda: "the director has 2" in window.night.label.text(), timeout=1000)
    finally:
        server.stop()


def test_a_window_opened_again_on_the_game_goes_on_sending(window, table_director, qtbot):
    """The table's laptop died: its game (from the autosave) opened again links itself to the director."""
    book, address = table_director
    game = table_game(4)
    game.extra[NIGHT_KEY] = {"director": address, "code": CODE, "round": 1, "table": 1}
    window.set_game(game, None, modified=True)
    qtbot.waitUntil(lambda: book.received == [(CODE, 4)], timeout=1000)
    window.set_game(table_game(1), None)  # another game, of no club night: the link ends
    assert window.night.link is None and not window.night.label.isVisible()


@pytest.mark.parametrize("night", [{"director": "host:http", "code": CODE}, {"director": 5, "code": CODE}, "x"])
def test_a_club_night_field_a_file_mangled_links_nothing(window, night):
    game = table_game(1)
    game.extra[NIGHT_KEY] = night
    window.set_game(game, None)
    assert window.night is None or window.night.link is None


def test_the_table_sees_the_rounds_limits(window, table_director, qtbot):
    """The director gave the game the round's limits: the deal being played of the most, the minutes left."""
    book, address = table_director
    ends = datetime.now().astimezone() + timedelta(minutes=89, seconds=30)
    game = table_game(2)
    game.extra[NIGHT_KEY] = {"director": address, "code": CODE, "round": 1, "table": 1, "deals": 3,
                             "ends": ends.isoformat()}
    window.set_game(game, None)
    qtbot.waitUntil(lambda: "the director has 2" in window.night.label.text(), timeout=1000)
    assert " · deal 3 of 3 · 90 minute" in window.night.label.text()  # (the plural as the language has it)
    window.document.add(table_game(3).deals[2])
    qtbot.waitUntil(lambda: "the director has 3" in window.night.label.text(), timeout=1000)
    assert window.night.label.text().endswith(" · the round's deals are played")
    window.night.night["ends"] = (datetime.now().astimezone() - timedelta(seconds=1)).isoformat()
    window.night.night["deals"] = 10
    window.night.clock.timeout.emit()
    assert window.night.label.text().endswith(" · time is up: the deal being played is the last")
    window.document.set_ended("2026-12-04T21:00:00+03:00")  # the table agreed to stop: its game says it is over
    qtbot.waitUntil(lambda: " · " not in window.night.label.text(), timeout=1000)


def test_joining_again_at_the_directors_new_address_keeps_the_tables_game(window, qtbot, monkeypatch):
    """The director's laptop came back on another address: the table joins again with its code and plays on with
    its own game, every deal in it (one entered while the director was away too); the change can be undone."""
    monkeypatch.setattr(table_link, "RETRY_FIRST", 0.05)
    monkeypatch.setattr(table_link, "RETRY_MOST", 0.2)
    book = MemoryBook.one_table(CODE)
    first = DirectorReceiver(book, "127.0.0.1", 0)
    host, port = first.start()
    answer_join(qtbot, f"{host}:{port}", CODE)
    window.join_night_action.trigger()
    deals = table_game(3).deals
    window.document.add(deals[0])
    qtbot.waitUntil(lambda: book.received[-1:] == [(CODE, 1)], timeout=2000)
    first.stop()
    window.document.add(deals[1])  # the director is away
    again = DirectorReceiver(book, "127.0.0.1", 0)
    host, other = again.start()
    try:
        answer_join(qtbot, f"{host}:{other}", CODE)
        window.join_night_action.trigger()
        assert len(window.document.game.deals) == 2, "the table's own game, not the director's copy"
        assert window.document.game.extra[NIGHT_KEY]["director"] == f"{host}:{other}"
        qtbot.waitUntil(lambda: book.received[-1:] == [(CODE, 2)], timeout=3000)
        assert window.document.undo.undoText() == "Change the club night's director"
        assert "goes on" in window.statusBar().currentMessage()
        window.document.undo.undo()
        assert window.document.game.extra[NIGHT_KEY]["director"] == f"{host}:{port}"
        assert window.night.link is not None and window.night.night["director"] == f"{host}:{port}"
        window.document.undo.redo()
        steps = window.document.undo.count()
        answer_join(qtbot, f"{host}:{other}", CODE)  # the same address again: nothing to change, nothing to undo
        window.join_night_action.trigger()
        assert window.document.undo.count() == steps
    finally:
        again.stop()


def test_a_round_over_is_said_and_the_table_keeps_its_deals(window, table_director, qtbot, monkeypatch):
    from preferans_desk.night.tables_book import NightRefusal

    book, address = table_director
    answer_join(qtbot, address, "abcd-2345")
    window.join_night_action.trigger()

    def over(*args):
        raise NightRefusal(403, "round_over", round=1)

    monkeypatch.setattr(book, "receive", over)
    window.document.add(table_game(1).deals[0])
    qtbot.waitUntil(lambda: "round 1 is over" in window.night.label.text(), timeout=3000)
    assert window.night.label.text().startswith("Table 1: round 1 is over: its games are no longer taken; the table "
                                                "keeps its deals and sends them again when the director takes them")
    assert len(window.document.game.deals) == 1


def test_the_director_keeping_the_nights_copy_is_taken_at_the_table(window, qtbot, tmp_path, monkeypatch):
    """Issue 33, point 3: a real disagreement settled by the director keeping the night's copy holds: the table
    takes the director's deals as one undoable change and says so, neither side disagrees, the next deal goes."""
    from preferans_desk.night.night_book import NightBook
    from preferans_desk.night.night_file import save as save_event
    from preferans_desk.night.night_rounds import new_event
    from preferans_desk.night.table_link import join
    from tests.night.test_night_book import SIX, played, receiving
    from tests.night.test_revisions import put

    monkeypatch.setattr(table_link, "ASK_EVERY", 0.2)
    path = tmp_path / "Friday.prefevent"
    save_event(new_event(SIX, 2, 3, "norepeat", "7"), path)
    book = NightBook(path)
    try:
        book.open_round(1)
        code = book.event.rounds[0].tables[0].code
        with receiving(book) as address:
            answer_join(qtbot, address, code)
            window.join_night_action.trigger()
            sample = played(join(address, code), 20)
            for deal in sample.deals[:5]:
                window.document.add(deal)
            qtbot.waitUntil(lambda: book.deals.get((1, 1)) == 5, timeout=3000)
            other = next(deal for deal in sample.deals[3:] if deal != sample.deals[2])
            director = played(join(address, code), 20)
            director.replace_deals([*sample.deals[:2], other, *sample.deals[3:5]])
            assert put(address, code, dumps(director), "30")[0] == 200  # another window on the code
            qtbot.waitUntil(lambda: "differs" in window.night.label.text() and (1, 1) in book.disagreements,
                            timeout=3000)
            book.keep_own(1, 1, "the paper sheet is right")
            qtbot.waitUntil(lambda: window.document.game.deals == director.deals, timeout=3000)
            assert "the table's game is now the director's" in window.statusBar().currentMessage()
            assert window.document.undo.undoText() == "Take the director's game"
            qtbot.waitUntil(lambda: "the director has 5" in window.night.label.text(), timeout=3000)
            qtbot.waitUntil(lambda: book.event.rounds[0].tables[0].kept_over == 0, timeout=3000)
            window.document.add(sample.deals[5])
            qtbot.waitUntil(lambda: book.deals.get((1, 1)) == 6, timeout=3000)
            assert book.games[1, 1].deals == [*director.deals, sample.deals[5]]
            assert not book.disagreements and "differs" not in window.night.label.text()
    finally:
        window.night.leave()
        book.close()
