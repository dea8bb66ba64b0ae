"""The director's control of the night in the window: one writer (a second window on the same night watches it
read-only, saying who holds it; in one program Open Club Night brings the open window forward), a read-only
window follows the file, a round's results locked, a table's late copy held and accepted or rejected with a
reason, a paper sheet over a sent game asks why, and the change log shows every change."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from preferans_desk.core.gamefile import dumps
from preferans_desk.gui.night_views import director_window, night_control
from preferans_desk.gui.night_views.director_window import DirectorWindow
from preferans_desk.gui.night_views.night_control import ChangeLog
from preferans_desk.night.night_book import NightBook
from preferans_desk.night.night_file import save as save_event
from preferans_desk.night.night_rounds import new_event
from preferans_desk.night.table_link import TableLink, join
from preferans_desk.night.tables_book import NightRefusal
from preferans_desk.render.samples import sample_game

SIX = ["Anna", "Boris", "Vera", "Gleb", "Dina", "Egor"]


def cells(view, column):
    model = view.model()
    return [model.data(model.index(row, column), Qt.ItemDataRole.DisplayRole) for row in range(model.rowCount())]


@pytest.fixture
def event_path(tmp_path, monkeypatch):
    monkeypatch.setattr(director_window, "PORT", 0)
    path = tmp_path / "Friday.prefevent"
    save_event(new_event(SIX, 2, 3, "norepeat", "7", title="Friday"), path)
    return path


def opened(qtbot, event_path):
    window = DirectorWindow.open(None, event_path)
    assert window is not None
    qtbot.addWidget(window)
    return window


def game_of(book, number, t, deals):
    game = book.new_game(number, t)
    game.replace_deals(sample_game(3, deals, "sochi", pool_target=20, seed=t).deals[:deals])
    return game


def test_a_second_window_on_the_night_watches_it_saying_who_holds_it(qtbot, event_path, monkeypatch):
    said = []
    monkeypatch.setattr(director_window.QMessageBox, "information", lambda _p, title, text: said.append(text))
    holder = NightBook(event_path, holder="event serve")
    try:
        window = opened(qtbot, event_path)
        assert window.read_only and window.book.read_only
        assert len(said) == 1 and "event serve" in said[0] and "watch" in said[0]
        assert window.watching.isVisible() and window.windowTitle().endswith("Club Night, watched")
        assert not window.open_button.isEnabled() and not window.receive_button.isEnabled()
        assert not window.paper_action.isEnabled() and not window.lock_action.isEnabled()
        holder.open_round(1)  # the other program opens round 1 and a table's game comes in
        holder.keep_game(1, 1, game_of(holder, 1, 1, 3))
        window.document.follow.timeout.emit()
        assert cells(window.tables, 3)[0] == "3", "the window follows the file"
        assert cells(window.tables, 2)[0] != "—"
    finally:
        holder.close()


def test_open_club_night_on_a_night_open_here_brings_its_window_forward(qtbot, event_path, monkeypatch):
    monkeypatch.setattr(director_window.QMessageBox, "information", lambda *a: pytest.fail("no message"))
    window = opened(qtbot, event_path)
    window.show()
    assert DirectorWindow.open(None, event_path) is window
    assert not window.read_only


def test_a_closed_window_lets_the_night_go(qtbot, event_path):
    window = DirectorWindow(event_path)
    window.close()
    again = opened(qtbot, event_path)
    assert not again.read_only


def test_a_late_copy_for_a_locked_round_is_held_and_accepted_with_a_reason(qtbot, event_path, monkeypatch,
                                                                           translations):
    assert translations.set_language("en")  # (the deals' plural)
    window = opened(qtbot, event_path)
    window.show()
    window.open_button.click()
    window.address_box.setCurrentText("127.0.0.1")
    window.receive_button.click()
    code = window.book.event.rounds[0].tables[0].code
    game = join(window.address, code).game
    game.replace_deals(sample_game(3, 3, "sochi", pool_target=20, seed=4).deals[:3])
    link = TableLink(window.address, code)
    link.publish(dumps(game))
    assert link.wait_sent(5)
    window.lock_action.trigger()
    assert window.book.locked(1) is not None and window.lock_action.isChecked()
    game.replace_deals(sample_game(3, 5, "sochi", pool_target=20, seed=4).deals[:5])
    link.publish(dumps(game))
    qtbot.waitUntil(lambda: (1, 1) in window.book.held, timeout=5000)
    link.stop()
    qtbot.waitUntil(lambda: "a copy waits for you" in cells(window.tables, 5)[0], timeout=2000)
    assert cells(window.tables, 3)[0] == "3", "the night keeps its game until the director says"
    assert window.accept_action.isEnabled()
    asked = []

    def reason(_parent, title, question, *_args):
        asked.append((title, question))
        return ("", True) if len(asked) == 1 else ("the table's scorer mistyped a whist", True)

    monkeypatch.setattr(night_control.QInputDialog, "getText", staticmethod(reason))
    monkeypatch.setattr(night_control.QMessageBox, "information", lambda *a: None)  # "say why"
    window.tables.selectRow(0)
    window.accept_action.trigger()
    assert asked[0][0] == "Accept the Held Copy"
    assert asked[0][1] == ("Table 1 sent a copy (5 deals) after the round's results were locked; the night keeps 3 "
                           "deals. Why do you accept it?")
    assert len(asked) == 2, "an empty reason is asked again"
    assert window.book.held == {} and cells(window.tables, 3)[0] == "5"
    change = window.book.changes()[-1]
    assert (change.kind, change.reason, change.deals_before, change.deals_after) == (
        "accepted", "the table's scorer mistyped a whist", 3, 5)
    log = ChangeLog(window, window.book.changes())
    qtbot.addWidget(log)
    assert log.table.rowCount() == 1 and log.table.item(0, 5).text() == change.reason
    assert log.table.item(0, 3).text() == "a table's copy accepted" and log.table.item(0, 4).text().startswith("3 → 5")


def test_a_paper_sheet_over_a_sent_game_asks_why(qtbot, event_path, monkeypatch):
    from preferans_desk.gui.dialogs import paper_sheet

    window = opened(qtbot, event_path)
    window.open_button.click()
    window.book.keep_game(1, 2, game_of(window.book, 1, 2, 2))
    deals = sample_game(3, 4, "sochi", pool_target=20, seed=9).deals[:4]

    def typed(_parent, game):
        game.replace_deals(deals)
        return game

    monkeypatch.setattr(paper_sheet.PaperSheetDialog, "get_game", staticmethod(typed))
    asked = []
    monkeypatch.setattr(night_control.QInputDialog, "getText",
                        staticmethod(lambda _p, title, text, *a: asked.append(text) or ("", False)))
    window.tables.selectRow(1)
    window.paper_action.trigger()
    assert asked and "Table 2 has sent its game already" in asked[0]
    assert window.book.deals[1, 2] == 2, "no reason: nothing changed"
    monkeypatch.setattr(night_control.QInputDialog, "getText",
                        staticmethod(lambda *a: ("its laptop's battery died; the paper is right", True)))
    window.paper_action.trigger()
    assert window.book.deals[1, 2] == 4
    assert window.book.changes()[-1].reason == "its laptop's battery died; the paper is right"
    window.tables.selectRow(0)
    asked.clear()
    monkeypatch.setattr(night_control.QInputDialog, "getText",
                        staticmethod(lambda _p, title, text, *a: asked.append(text) or ("", False)))
    window.paper_action.trigger()
    assert asked == [] and window.book.deals[1, 1] == 4, "a table without a game asks nothing"


def disagreeing(window, deals=5):
    """Table 1 of round 1 sent a game of ``deals`` deals (revision 30), then a copy of an older revision whose
    third deal is another: a real disagreement, kept by the book for the director. The table's copy."""
    book = window.book
    seat = book.seat(book.event.rounds[0].tables[0].code)
    kept = game_of(book, 1, 1, deals)
    book.receive(seat, kept, dumps(kept), 30)
    theirs = game_of(book, 1, 1, deals)
    other = next(deal for deal in sample_game(3, 40, "sochi", pool_target=20, seed=77).deals if deal != kept.deals[2])
    theirs.replace_deals([*kept.deals[:2], other, *kept.deals[3:]])
    with pytest.raises(NightRefusal):
        book.receive(seat, theirs, dumps(theirs), 5)
    assert (1, 1) in book.disagreements
    window.document.refresh()
    return theirs


def test_a_tables_differing_copy_is_shown_and_taken_with_a_reason(qtbot, event_path, monkeypatch, translations):
    assert translations.set_language("en")
    window = opened(qtbot, event_path)
    window.open_button.click()
    assert not window.take_copy_action.isEnabled() and not window.keep_own_action.isEnabled()
    theirs = disagreeing(window)
    assert window.document.moment.round.tables[0].differs == (5, 5, 3), "the night's moment holds it"
    assert "Its copy differs from deal 3" in cells(window.tables, 5)[0], "the round's tables say it"
    assert window.take_copy_action.isEnabled() and window.keep_own_action.isEnabled()
    asked = []
    monkeypatch.setattr(night_control.QInputDialog, "getText",
                        staticmethod(lambda _p, title, text, *a: asked.append((title, text)) or ("the table's "
                                                                                                "is right", True)))
    window.tables.selectRow(0)
    window.take_copy_action.trigger()
    assert asked == [("Take the Table's Differing Copy", "Table 1 sent a copy (5 deals) that differs from the "
                      "night's (5 deals) from deal 3 on. Why do you take the table's?")]
    assert window.book.disagreements == {} and window.book.games[1, 1].deals == theirs.deals
    change = window.book.changes()[-1]
    assert (change.kind, change.reason) == ("accepted", "the table's is right")
    assert "differs" not in cells(window.tables, 5)[0] and not window.take_copy_action.isEnabled()


def test_the_nights_copy_kept_over_a_differing_one_is_logged_with_a_reason(qtbot, event_path, monkeypatch):
    window = opened(qtbot, event_path)
    window.open_button.click()
    disagreeing(window)
    kept = window.book.games[1, 1].deals
    monkeypatch.setattr(night_control.QInputDialog, "getText", staticmethod(lambda *a: ("", False)))
    window.tables.selectRow(0)
    window.keep_own_action.trigger()
    assert (1, 1) in window.book.disagreements, "no reason: nothing settled"
    monkeypatch.setattr(night_control.QInputDialog, "getText",
                        staticmethod(lambda *a: ("the scorer entered deal 3 twice", True)))
    window.keep_own_action.trigger()
    assert window.book.disagreements == {} and window.book.games[1, 1].deals == kept
    change = window.book.changes()[-1]
    assert (change.kind, change.reason, change.deals_before, change.deals_after, change.offered) == (
        "rejected", "the scorer entered deal 3 twice", 5, 5, 5)
    assert "differs" not in cells(window.tables, 5)[0]


def test_a_restarted_director_says_which_round_it_receives(qtbot, event_path):
    book = NightBook(event_path)
    book.open_round(1)
    book.seat_round(2)
    book.open_round(2)  # round 1 left unfinished: the director's laptop then restarts
    book.close()
    window = opened(qtbot, event_path)
    assert window.shown_round() == 2
    assert "Round 2 is open" in window.address_label.text()
    window.address_box.setCurrentText("127.0.0.1")
    window.receive_button.click()
    assert "Receiving round 2" in window.address_label.text()
    assert "round 2" in window.statusBar().currentMessage()
    window.receive_button.click()


def test_a_watching_window_says_which_round_the_holder_receives(qtbot, event_path, monkeypatch):
    monkeypatch.setattr(director_window.QMessageBox, "information", lambda *a: None)
    holder = NightBook(event_path, holder="event serve")
    try:
        holder.open_round(1)
        window = opened(qtbot, event_path)
        assert window.read_only
        assert window.address_label.text() == "Round 1 is open; the program that holds the night receives its tables"
    finally:
        holder.close()


def test_a_round_seated_again_while_receiving_is_said_not_open(qtbot, event_path):
    window = opened(qtbot, event_path)
    window.open_button.click()
    window.address_box.setCurrentText("127.0.0.1")
    window.receive_button.click()
    assert window.address_label.text().startswith("Receiving round 1")
    assert window.add_late_player("Olga")  # round 1 seated again: its tables' codes are gone until it is opened
    assert window.address_label.text().startswith("Round 1 is not open to its tables")
    window.open_button.click()
    assert window.address_label.text().startswith("Receiving round 1")
    window.receive_button.click()
