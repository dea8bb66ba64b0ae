"""The director's window over loopback (127.0.0.1) only: a round opened gives its tables their codes, receiving
is off until started, a table's deals reach the tables and the standings at once, the projector view shows the
standings, and a director's window opened again on the event goes on."""

from __future__ import annotations

import json
import textwrap
from datetime import datetime, timedelta

import pytest
from other_processes import on_two_screens, screen_rect  # tests/gui is on the path
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFormLayout

from preferans_desk.core.gamefile import dumps
from preferans_desk.gui.night_views import director_window
from preferans_desk.gui.night_views.director_window import DirectorWindow
from preferans_desk.gui.night_views.new_night_dialog import NewNightDialog
from preferans_desk.night.night_file import save as save_event
from preferans_desk.night.night_model import Limits
from preferans_desk.night.night_rounds import new_event
from preferans_desk.night.table_codes import shown
from preferans_desk.night.table_link import TableLink, join
from preferans_desk.render.samples import sample_game

SIX = ["Anna", "Boris", "Vera", "Gleb", "Dina", "Egor"]


@pytest.fixture
def event_path(tmp_path):
    path = tmp_path / "Friday.prefevent"
    save_event(new_event(SIX, 2, 3, "norepeat", "7", title="Friday"), path)
    return path


@pytest.fixture
def director(qtbot, event_path, monkeypatch):
    monkeypatch.setattr(director_window, "PORT", 0)  # any free port, never the 8643 of another run
    window = DirectorWindow(event_path)
    qtbot.addWidget(window)
    window.show()
    return window  # (closed by qtbot after the test: its closing stops the receiver)


def cells(view, column, role=Qt.ItemDataRole.DisplayRole):
    model = view.model()
    return [model.data(model.index(row, column), role) for row in range(model.rowCount())]


def rows(view):
    return view.model().rowCount()


def send(address, code, deals):
    joined = join(address, code)
    game = joined.game
    game.replace_deals(sample_game(3, deals, "sochi", pool_target=20, seed=4).deals[:deals])
    link = TableLink(address, code)
    link.publish(dumps(game))
    assert link.wait_sent(5)
    link.stop()
    return game


def test_receiving_is_off_until_started_and_a_round_opened_gives_codes(director):
    assert director.receiver is None and director.address is None
    assert cells(director.tables, 2) == ["—", "—"] and cells(director.tables, 5) == ["Not open yet"] * 2
    director.open_button.click()
    codes = [table.code for table in director.book.event.rounds[0].tables]
    assert cells(director.tables, 2) == [shown(code) for code in codes]
    assert not director.open_button.isEnabled()
    director.address_box.setCurrentText("127.0.0.1")
    director.receive_button.click()
    assert director.address is not None and director.address.startswith("127.0.0.1:")
    assert director.address in director.address_label.text()


def test_a_tables_deals_reach_the_tables_and_the_standings_at_once(director, qtbot):
    director.open_button.click()
    director.address_box.setCurrentText("127.0.0.1")
    director.receive_button.click()
    table = director.book.event.rounds[0].tables[0]
    game = send(director.address, table.code, 4)
    qtbot.waitUntil(lambda: cells(director.tables, 3)[0] == "4", timeout=1000)
    assert cells(director.tables, 5)[0] == "Playing"
    names = cells(director.standings, 1)
    assert sorted(names) == sorted(SIX)
    games = dict(zip(names, cells(director.standings, 4), strict=True))
    assert all(games[name] == ("1" if name in table.players else "0") for name in SIX)
    assert len(game.deals) == 4


def test_the_projector_view_shows_the_standings_large(director, qtbot):
    director.projector_action.trigger()
    projector = director.projector
    assert projector is not None and projector.isVisible()
    assert "Friday" in projector.title.text() and "1" in projector.title.text()
    assert rows(projector.standings) == 6 and projector.standings.font().pointSize() >= 24
    assert projector.clock.text() == "The round has not started"
    director.open_button.click()
    assert "min" in projector.clock.text()
    qtbot.keyClick(projector, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: director.projector is None, timeout=1000)


PROJECTOR_ON_SCREENS = textwrap.dedent("""
    import json, sys, tempfile
    from pathlib import Path
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication
    from preferans_desk.night.night_file import save
    from preferans_desk.night.night_rounds import new_event
    from preferans_desk.gui.night_views.director_window import DirectorWindow
    app = QApplication(sys.argv[:1])
    tmp = Path(tempfile.mkdtemp())
    settings = QSettings(str(tmp / "s.ini"), QSettings.Format.IniFormat)
    if sys.argv[1]:
        settings.setValue("night/projector_screen", sys.argv[1])
    save(new_event(["Anna", "Boris", "Vera"], 1, 3, "random", "7", title="Friday"), tmp / "f.prefevent")
    director = DirectorWindow(tmp / "f.prefevent", qsettings=settings)
    director.move(10, 10)
    director.show()
    director.projector_action.trigger()
    app.processEvents()
    view = director.projector
    shown = [view.screen().name(), view.geometry().getRect(), view.isFullScreen()]
    director.projector_screens.aboutToShow.emit()
    menu = [action.text() for action in director.projector_screens.actions() if action.isChecked()]
    print(json.dumps([director.screen().name(), shown, menu]))
""")


@pytest.mark.parametrize(("chosen", "expected"), [("", "tv"), ("laptop", "laptop"), ("gone", "tv")])
def test_the_projector_goes_to_the_screen_chosen_else_to_another_than_the_directors(tmp_path, chosen, expected):
    own, (name, rect, full), checked = on_two_screens(PROJECTOR_ON_SCREENS, chosen, tmp_path)
    assert own == "laptop" and name == expected and full
    assert rect == screen_rect(expected)
    width, height = screen_rect(expected)[2:]
    assert checked == [f"{expected} ({width}×{height})"], "the menu shows where it goes"


def test_the_projector_shows_a_long_title_whole_and_a_long_name_in_a_row_as_high_as_the_others(
        qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(director_window, "PORT", 0)
    title = "A long night title for the projector, Friday the thirteenth, in the back room of the club"
    players = ["Anna", "Boris", "Aleksandra Konstantinovna Vasilyeva-Rozhdestvenskaya of the Club", "Gleb"]
    path = tmp_path / "long.prefevent"
    save_event(new_event(players, 2, 4, "random", "7", title=title), path)
    window = DirectorWindow(path)
    qtbot.addWidget(window)
    window.show()
    window.projector_action.trigger()
    projector = window.projector
    projector.showNormal()  # the offscreen screen is 800 wide: the room's 1366×768 instead
    projector.setGeometry(0, 0, 1366, 768)
    qtbot.waitUntil(lambda: projector.width() == 1366, timeout=1000)  # a title in one line made it wider
    projector.refresh()
    label = projector.title
    assert label.text().endswith("— round 1 of 2")

    def whole():
        needed = label.fontMetrics().boundingRect(label.contentsRect(), Qt.TextFlag.TextWordWrap, label.text())
        return needed.width() <= label.contentsRect().width() and needed.height() <= label.contentsRect().height()

    qtbot.waitUntil(whole, timeout=1000)  # once laid out again for its type
    assert label.font().pointSize() >= 16
    table = projector.standings
    heights = {table.rowHeight(row) for row in range(rows(table))}
    assert len(heights) == 1, heights
    long_row = cells(table, 1).index(players[2])
    assert table.fontMetrics().horizontalAdvance(players[2]) > table.columnWidth(1), "the name is cut short"
    assert long_row >= 0 and not table.wordWrap()
    # the director's own standings too: one line a row, the name whole in its tooltip
    own = window.standings
    names = cells(own, 1)
    assert not own.wordWrap() and cells(own, 1, Qt.ItemDataRole.ToolTipRole)[names.index(players[2])] == players[2]
    assert len({own.rowHeight(row) for row in range(rows(own))}) == 1


def test_a_director_opened_again_goes_on(director, event_path, qtbot, monkeypatch):
    director.open_button.click()
    director.address_box.setCurrentText("127.0.0.1")
    director.receive_button.click()
    code = director.book.event.rounds[0].tables[1].code
    send(director.address, code, 3)
    standings = director.book.standings()
    director.set_receiving(False)  # the director's laptop dies: nothing is closed, only its port is freed
    director.book.close()  # and the system lets its lock go
    again = DirectorWindow(event_path)
    qtbot.addWidget(again)
    assert again.shown_round() == 1 and cells(again.tables, 3)[1] == "3"
    assert cells(again.tables, 2)[1] == shown(code)
    assert again.book.standings() == standings
    assert cells(again.standings, 1) == [row.name for row in standings]
    assert again.book.opened(1) == director.book.opened(1), "the round's clock is kept in the event file"
    assert not again.open_button.isEnabled(), "the round is open still: the tables join it with their codes"
    assert again.book.seat(code).table == 2


def test_a_paper_table_is_kept_as_a_sent_one(director, qtbot):
    game = director.book.new_game(1, 2)
    game.replace_deals(sample_game(3, 2, "sochi", pool_target=20, seed=4).deals[:2])
    director.book.keep_game(1, 2, game)
    qtbot.waitUntil(lambda: cells(director.tables, 3)[1] == "2", timeout=1000)


def test_a_new_night_is_made_or_its_problem_said(qtbot):
    dialog = NewNightDialog(None, ["Anna", "Boris"])
    qtbot.addWidget(dialog)
    dialog.add_button.click()
    assert dialog.players() == ["Anna"]
    dialog.players_edit.setPlainText("Anna\nBoris\nVera\nGleb")
    dialog.make()
    assert dialog.made is None and dialog.problem.text() != ""
    dialog.size_box.setCurrentIndex(dialog.size_box.findData("mixed"))
    dialog.players_edit.setPlainText("\n".join(SIX))
    dialog.rounds_box.setValue(3)
    dialog.make()
    assert dialog.made is not None and len(dialog.made.rounds) == 3
    assert all(len(table.players) == 3 for table in dialog.made.rounds[0].tables)


def test_every_label_of_the_new_night_dialog_has_its_field_as_buddy(qtbot):
    """"From the &library:" heads a row of a list and a button (a layout): without a buddy it showed its "&"."""
    dialog = NewNightDialog(None, ["Anna", "Boris"])
    qtbot.addWidget(dialog)
    form = dialog.layout().itemAt(0).layout()
    labels = [form.itemAt(row, QFormLayout.ItemRole.LabelRole).widget() for row in range(form.rowCount())]
    assert all(label.buddy() is not None for label in labels), [label.text() for label in labels]
    library = next(label for label in labels if "library" in label.text())
    assert library.buddy() is dialog.library_box
    dialog.show()


def test_closing_the_window_stops_receiving(event_path, monkeypatch, qtbot):
    import socket

    monkeypatch.setattr(director_window, "PORT", 0)
    window = DirectorWindow(event_path)  # (not qtbot's: it is deleted when closed)
    window.show()
    window.address_box.setCurrentText("127.0.0.1")
    window.receive_button.click()
    host, port = window.receiver.address
    window.close()
    with pytest.raises(OSError):
        socket.create_connection((host, port), timeout=1).close()


def test_a_busy_port_is_moved_from_by_the_receiver_and_said(event_path, monkeypatch, qtbot):
    import socket

    with socket.socket() as other:  # another program has the port asked for
        other.bind(("127.0.0.1", 0))
        other.listen(1)
        busy = other.getsockname()[1]
        monkeypatch.setattr(director_window, "PORT", busy)
        window = DirectorWindow(event_path)
        qtbot.addWidget(window)
        window.open_button.click()
        window.address_box.setCurrentText("127.0.0.1")
        window.receive_button.click()
        try:
            host, port = window.receiver.address
            assert port != busy and window.receiver.busy_port == busy
            assert window.address_label.text() == (f"Receiving round 1: tables join at {host}:{port} "
                                                   f"(the port {busy} was busy)")
        finally:
            window.set_receiving(False)


def test_a_swiss_round_is_seated_once_the_round_before_has_finished(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(director_window, "PORT", 0)
    path = tmp_path / "Swiss.prefevent"
    save_event(new_event(SIX, 2, 3, "swiss", "7"), path)
    window = DirectorWindow(path)
    qtbot.addWidget(window)
    warned = []
    monkeypatch.setattr(director_window.QMessageBox, "warning", lambda *args: warned.append(args[2]))
    window.show_round(2)
    assert rows(window.tables) == 0 and window.seat_button.isEnabled()
    window.seat_button.click()
    assert warned and "round 2 is seated by the standings after round 1" in warned[-1]
    for t in (1, 2):
        game = window.book.new_game(1, t)
        game.replace_deals(sample_game(3, 40, "sochi", pool_target=20, seed=t).deals)
        assert game.finished
        window.book.keep_game(1, t, game)
    window.seat_button.click()
    assert rows(window.tables) == 2 and not window.seat_button.isEnabled()
    leaders = [row.name for row in window.book.standings()[:3]]
    assert sorted(window.book.event.rounds[1].tables[0].players) == sorted(leaders)


def test_a_swiss_round_not_seated_says_where_its_tables_would_be_what_it_waits_for(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(director_window, "PORT", 0)
    path = tmp_path / "Swiss.prefevent"
    save_event(new_event([*SIX, "Zoya", "Ivan", "Kira"], 2, 3, "swiss", "7"), path)
    window = DirectorWindow(path)
    qtbot.addWidget(window)
    window.show()
    window.show_round(2)
    note = window.round_note
    assert note.isVisible()
    assert note.text() == ("Round 2 is seated by the standings after round 1, whose games are not all in "
                           "(tables 1, 2, 3).")
    for t in (1, 2, 3):
        game = window.book.new_game(1, t)
        deals = sample_game(3, 40, "sochi", pool_target=20, seed=t).deals
        game.replace_deals(deals if t == 2 else deals[:3])  # table 2 finished, tables 1 and 3 still playing
        window.book.keep_game(1, t, game)
    window.refresh()
    assert note.text() == "Round 2 is seated by the standings after round 1, whose tables 1, 3 are still playing."
    window.resize(1100, 640)
    for t in (1, 3):
        game = window.book.new_game(1, t)
        game.replace_deals(sample_game(3, 40, "sochi", pool_target=20, seed=t).deals)
        window.book.keep_game(1, t, game)
    window.refresh()
    assert note.text() == "Round 2 is not seated yet: Seat Round seats it."
    window.seat_button.click()
    assert rows(window.tables) == 3 and not note.isVisible()
    window.show_round(1)
    assert not note.isVisible(), "a round seated says nothing"


def test_the_cards_and_the_nights_pdf_are_written_and_the_games_go_to_the_library(director, tmp_path):
    from pypdf import PdfReader

    registered = []
    director.register = registered.append
    director.open_button.click()
    director.address_box.setCurrentText("127.0.0.1")
    director.receive_button.click()
    code = director.book.event.rounds[0].tables[0].code
    send(director.address, code, 3)
    cards = tmp_path / "cards.pdf"
    assert director.export_cards(cards)
    text = "".join(page.extract_text() for page in PdfReader(cards).pages)
    assert director.address in text and "".join(code) in text.replace(" ", "").replace("-", "")
    night = tmp_path / "night.pdf"
    assert director.export_night(night)
    assert "Friday" in PdfReader(night).pages[0].extract_text()
    assert director.add_to_library() == 1
    assert registered == [tmp_path / "Friday games" / "round-1-table-1.pulka"]


def test_the_standings_go_to_the_phones_read_only(director, qtbot, monkeypatch):
    import socket
    import urllib.error
    import urllib.request

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        monkeypatch.setattr(director_window, "SHARE_PORT", probe.getsockname()[1])
    director.open_button.click()
    director.address_box.setCurrentText("127.0.0.1")
    director.receive_button.click()
    assert director.share is None, "off until the director starts it"
    director.phones_button.click()
    url = director.share.url
    assert url.startswith("http://127.0.0.1:") and url in director.phones_label.text()
    assert not director.phones_qr.pixmap().isNull()

    def state():
        with urllib.request.urlopen(url + "state.json", timeout=5) as reply:
            return json.loads(reply.read())

    page = urllib.request.urlopen(url, timeout=5).read().decode()
    assert "night-lang" in page and "Standings" in page and "Турнирная таблица" in page
    first = state()
    assert first["title"] == "Friday" and first["round"] == 1 and len(first["standings"]) == 6
    assert [t["deals"] for t in first["tables"]] == [None, None]
    table = director.book.event.rounds[0].tables[0]
    send(director.address, table.code, 3)
    qtbot.waitUntil(lambda: state()["tables"][0]["deals"] == 3, timeout=2000)
    assert sum(row["games"] for row in state()["standings"]) == 3
    assert [t["sheet"] for t in state()["tables"]] == [True, False]
    svg = urllib.request.urlopen(url + "table.svg?round=1&table=1", timeout=5).read().decode()
    assert svg.startswith("<svg") or "<svg" in svg[:200]
    assert all(name in svg for name in table.players), "the table's own sheet"
    russian = urllib.request.urlopen(url + "table.svg?round=1&table=1&lang=ru", timeout=5).read().decode()
    assert russian != svg and all(name in russian for name in table.players), "each phone reads it in its language"
    for missing in ("round=1&table=2", "round=2&table=1", "round=1&table=x", "table=1", "round=1&table=1&lang=xx"):
        with pytest.raises(urllib.error.HTTPError):  # a table without a game, another round, nonsense
            urllib.request.urlopen(url + "table.svg?" + missing, timeout=5)
    base = url.rsplit("/", 2)[0] + "/"
    with pytest.raises(urllib.error.HTTPError):  # without the token: nothing
        urllib.request.urlopen(base + "state.json", timeout=5)
    director.phones_button.click()
    assert director.share is None


def test_a_tables_sheet_is_drawn_again_only_when_its_game_changed(director):
    from preferans_desk.gui.night_views.night_phones import night_state
    from preferans_desk.night.night_moment import of_book

    game = director.book.new_game(1, 1)
    game.replace_deals(sample_game(3, 2, "sochi", pool_target=20, seed=4).deals[:2])
    director.book.keep_game(1, 1, game)
    sheets = {}
    first = night_state(of_book(director.book), sheets).tables[1, 1, "ru"]
    assert night_state(of_book(director.book), sheets).tables[1, 1, "ru"] is first, "the same game: the same drawing"
    director.book.keep_game(1, 1, director.book.games[1, 1])  # kept again: a game of its own each time
    game = director.book.new_game(1, 1)
    game.replace_deals(sample_game(3, 3, "sochi", pool_target=20, seed=4).deals[:3])
    director.book.keep_game(1, 1, game)
    assert night_state(of_book(director.book), sheets).tables[1, 1, "ru"] != first


def test_each_table_against_the_rounds_limits(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(director_window, "PORT", 0)
    path = tmp_path / "Limits.prefevent"
    save_event(new_event(SIX, 2, 3, "norepeat", "7", limits=Limits(20, 4, 90)), path)
    director = DirectorWindow(path)
    qtbot.addWidget(director)
    assert cells(director.tables, 3) == ["—", "—"] and cells(director.tables, 4) == ["—", "—"], "no clock yet"
    director.open_button.click()
    director.address_box.setCurrentText("127.0.0.1")
    director.receive_button.click()
    assert cells(director.tables, 4) == ["90 min"] * 2
    send(director.address, director.book.event.rounds[0].tables[0].code, 2)
    qtbot.waitUntil(lambda: cells(director.tables, 3) == ["2 / 4", "—"], timeout=1000)
    send(director.address, director.book.event.rounds[0].tables[1].code, 4)
    qtbot.waitUntil(lambda: cells(director.tables, 3) == ["2 / 4", "4 / 4"], timeout=1000)
    assert cells(director.tables, 4) == ["90 min", "—"]
    assert cells(director.tables, 5) == ["Playing", "Finished: the round's deals are played"]
    from preferans_desk.gui.night_views.night_phones import night_state

    phones = night_state(director.document.moment).state_json["tables"]
    assert [t["finished"] for t in phones] == [False, True], "the phones say what the window says"
    opened = datetime.fromisoformat(director.book.event.rounds[0].opened or "")
    director.book.event.rounds[0].opened = (opened - timedelta(minutes=90)).isoformat()  # an hour and a half on
    director.document.clock.timeout.emit()
    assert cells(director.tables, 4) == ["Time is up", "—"]
    assert cells(director.tables, 5)[0] == "Playing its last deal"


def test_a_late_player_and_a_leaver_from_the_window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(director_window, "PORT", 0)
    path = tmp_path / "Mixed.prefevent"
    save_event(new_event(SIX, 2, "mixed", "norepeat", "7"), path)
    director = DirectorWindow(path, library_players=lambda: ["Anna", "Lev", "Mila"])
    qtbot.addWidget(director)
    asked: list[list[str]] = []

    def choose(_parent, _title, _label, items, _current, _editable):
        asked.append(list(items))
        return "Lev", True

    monkeypatch.setattr(director_window.QInputDialog, "getItem", staticmethod(choose))
    director.open_button.click()
    assert not director.open_button.isEnabled()
    director.late_action.trigger()
    assert asked == [["Lev", "Mila"]], "the library's players not in the night yet"
    assert director.book.event.player("Lev").first_round == 1
    assert any("Lev" in t.players for t in director.book.event.rounds[0].tables)
    assert "Lev plays from round 1" in director.statusBar().currentMessage()
    assert director.open_button.isEnabled(), "seated again: its tables need new codes"
    director.open_button.click()
    assert all(table.code for table in director.book.event.rounds[0].tables)
    monkeypatch.setattr(director_window.QInputDialog, "getItem", staticmethod(lambda *a: ("Anna", True)))
    director.leave_action.trigger()
    assert director.book.event.player("Anna") is None, "leaving before playing: off the list"
    said: list[str] = []
    monkeypatch.setattr(director_window.QMessageBox, "warning", staticmethod(lambda _p, _t, text: said.append(text)))
    assert not director.player_leaves("Nobody")
    assert said == ["Nobody is not a player of the event"]
