"""The night's document and the views over its moment: a copy received changes the director's and the
projector's views by ``dataChanged`` (never a model reset), forty tables at once make a moment or two, not forty;
the projector pages long standings and shows the next round's seating; opening the next round while tables still
play asks first, naming them."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from preferans_desk.core.gamefile import dumps
from preferans_desk.gui.night_views import director_window
from preferans_desk.gui.night_views.director_window import DirectorWindow
from preferans_desk.gui.night_views.night_tables import StandingsModel
from preferans_desk.gui.state.night_document import NightDocument
from preferans_desk.night.night_file import save as save_event
from preferans_desk.night.night_rounds import new_event
from preferans_desk.night.table_link import TableLink, join
from preferans_desk.render.samples import sample_game

SIX = ["Anna", "Boris", "Vera", "Gleb", "Dina", "Egor"]


def cells(view, column):
    model = view.model()
    return [model.data(model.index(row, column), Qt.ItemDataRole.DisplayRole) for row in range(model.rowCount())]


def night(tmp_path, players, rounds=2, seating="norepeat"):
    path = tmp_path / "Friday.prefevent"
    save_event(new_event(players, rounds, 3, seating, "7", title="Friday"), path)
    return path


@pytest.fixture
def director(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(director_window, "PORT", 0)
    window = DirectorWindow(night(tmp_path, SIX))
    qtbot.addWidget(window)
    window.show()
    return window


def finished(book, number, t, deals=40):
    game = book.new_game(number, t)
    game.replace_deals(sample_game(3, deals, "sochi", pool_target=20, seed=t).deals[:deals])
    return game


class Told:
    """What a model told its views."""

    def __init__(self, model):
        self.changed, self.resets, self.inserted = [], 0, 0
        model.dataChanged.connect(lambda first, last, _roles: self.changed.append((first.row(), last.row())))
        model.modelReset.connect(self._reset)
        model.rowsInserted.connect(self._inserted)

    def _reset(self):
        self.resets += 1

    def _inserted(self, *_args):
        self.inserted += 1


def test_a_copy_received_changes_both_views_by_data_changed(director, qtbot):
    director.open_button.click()
    director.address_box.setCurrentText("127.0.0.1")
    director.receive_button.click()
    director.projector_action.trigger()
    projector = director.projector
    assert projector.standings_model is director.standings.model(), "one standings model, shared"
    tables, standings = Told(director.tables.model()), Told(director.standings.model())
    code = director.book.event.rounds[0].tables[1].code
    game = join(director.address, code).game
    game.replace_deals(sample_game(3, 3, "sochi", pool_target=20, seed=4).deals[:3])
    link = TableLink(director.address, code)
    link.publish(dumps(game))
    assert link.wait_sent(5)
    link.stop()
    qtbot.waitUntil(lambda: cells(director.tables, 3)[1] == "3", timeout=2000)
    assert tables.changed == [(1, 1)], "only table 2's row"
    assert standings.changed and tables.resets == standings.resets == 0 and tables.inserted == 0
    assert sorted(cells(projector.standings, 1)) == sorted(SIX)
    assert cells(projector.standings, 4) == cells(director.standings, 4), "the projector shows what the director does"
    assert sum(map(int, cells(projector.standings, 4))) == 3


def test_forty_tables_at_once_make_a_moment_or_two(qtbot, tmp_path):
    document = NightDocument(night(tmp_path, [f"Player {n:03d}" for n in range(120)], 1, "random"))
    document.book.open_round(1)
    document.refresh()
    moments = []
    document.momentChanged.connect(moments.append)
    games = [finished(document.book, 1, t, 3) for t in range(1, 41)]
    threads = [threading.Thread(target=document.book.keep_game, args=(1, t, game)) for t, game in
               enumerate(games, 1)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    qtbot.waitUntil(lambda: bool(moments) and all(row.deals == 3 for row in moments[-1].round.tables), timeout=2000)
    qtbot.wait(50)
    assert len(moments) <= 2, len(moments)


def test_the_projector_pages_long_standings_and_shows_the_next_rounds_seating(qtbot, tmp_path):
    document = NightDocument(night(tmp_path, [f"Player {n:02d}" for n in range(24)], 2))
    from preferans_desk.gui.night_views.projector_view import ProjectorView

    projector = ProjectorView(document)
    qtbot.addWidget(projector)
    projector.resize(1366, 768)
    projector.show()
    qtbot.waitUntil(lambda: projector.height() == 768, timeout=1000)
    qtbot.wait(20)
    a_page = projector.rows_a_page()
    assert 5 <= a_page < 24, a_page
    assert projector.standings.font().pointSize() >= 24, "never smaller to fit more"
    pages = -(-24 // a_page)
    seen = []
    for number in range(1, pages + 1):
        assert projector.page_label.text() == f"Standings, page {number} of {pages}"
        shown = cells(projector.standings, 1)
        assert 0 < len(shown) <= a_page
        view = projector.standings
        assert view.rowViewportPosition(len(shown) - 1) + view.rowHeight(0) <= view.viewport().height(), "all seen"
        seen += shown
        projector.turn_page()
    assert sorted(seen) == sorted(row.name for row in document.moment.standings), "every row in turn"
    assert projector.pages.currentWidget() is projector.seating, "then round 2's seating, seated already"
    assert projector.page_label.text() == "Round 2: who sits where"
    assert cells(projector.seating, 0) == [str(t) for t in range(1, 9)]
    assert all(projector.seating.isColumnHidden(column) for column in (2, 3, 4, 5))
    projector.turn_page()
    assert projector.page_label.text() == f"Standings, page 1 of {pages}", "and round again"


def test_a_single_page_says_no_page_number(qtbot, tmp_path):
    document = NightDocument(night(tmp_path, SIX, 1))
    from preferans_desk.gui.night_views.projector_view import ProjectorView

    projector = ProjectorView(document)
    qtbot.addWidget(projector)
    projector.resize(1366, 768)
    projector.show()
    qtbot.wait(20)
    assert projector.page_label.text() == "Standings" and len(projector.page_list()) == 1


def test_opening_the_next_round_while_tables_play_asks_naming_them(director, monkeypatch, translations):
    assert translations.set_language("en")  # (the plural's English forms)
    asked = []

    def answer(reply):
        def question(_parent, title, text, *_args):
            asked.append((title, text))
            return reply
        return question

    director.open_button.click()
    director.book.keep_game(1, 1, finished(director.book, 1, 1))
    director.book.keep_game(1, 2, finished(director.book, 1, 2, 3))
    director.refresh()
    director.show_round(2)
    monkeypatch.setattr(director_window.QMessageBox, "question", answer(QMessageBox.StandardButton.Cancel))
    director.open_button.click()
    assert asked == [("Open Round 2", "Round 1 has 1 table still playing (2).\n\nOpen round 2 now? The tables "
                      "still playing can send no more deals of round 1.")]
    assert director.book.round == 1 and director.book.opened(2) is None, "nothing done"
    monkeypatch.setattr(director_window.QMessageBox, "question", answer(QMessageBox.StandardButton.Open))
    director.open_button.click()
    assert director.book.round == 2 and director.document.moment.playing == 2
    assert not director.open_button.isEnabled()


def test_opening_the_next_round_once_every_table_has_finished_asks_nothing(director, monkeypatch):
    monkeypatch.setattr(director_window.QMessageBox, "question", lambda *a: pytest.fail("asked"))
    director.open_button.click()
    for t in (1, 2):
        director.book.keep_game(1, t, finished(director.book, 1, t))
    director.show_round(2)
    director.open_button.click()
    assert director.book.round == 2


def test_the_standings_model_is_one_a_document(qtbot, tmp_path):
    document = NightDocument(night(tmp_path, SIX, 1))
    assert StandingsModel.of(document) is StandingsModel.of(document)
