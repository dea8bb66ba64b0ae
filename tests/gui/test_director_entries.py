"""The phone tables' open entries at the director (issue 34, point 3): an entry a phone sends shows on its table's
row, pending, drawn apart; a disputed one calls the director (its row highlighted, a line over the tables, the
window's alert), who accepts, corrects (in the desktop's deal dialog) or deletes it with a reason kept in the event
file; a refusal says why and changes nothing; in English and Russian."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from preferans_desk.core.gamefile import deal_from_json, load
from preferans_desk.gui.dialogs.deal_dialog import DealDialog
from preferans_desk.gui.night_views import director_window, entry_answer, night_control
from preferans_desk.gui.night_views.director_window import DirectorWindow
from preferans_desk.gui.night_views.entry_answer_dialog import EntryAnswerDialog
from preferans_desk.gui.night_views.night_control import ChangeLog
from preferans_desk.gui.night_views.night_tables import ATTENTION, CALLING, ENTRY_ROLE, PENDING, TABLE_STATE
from preferans_desk.gui.sheet import tones
from preferans_desk.night.night_file import load as load_event
from preferans_desk.night.night_file import save as save_event
from preferans_desk.night.night_rounds import new_event
from preferans_desk.night.phone_entries import ACCEPTED, CORRECTED, DELETED, DISPUTED, load_entries
from preferans_desk.night.tables_book import NightRefusal
from tests.night.phone_client import Phone

SIX = ["Anna", "Boris", "Vera", "Gleb", "Dina", "Egor"]
SIX_SPADES = {"kind": "contract", "declarer": 0, "level": 6, "suit": "spades", "defence": ["whist", "pass"],
              "tricks": [6, 4, 0]}
STATE = TABLE_STATE


@pytest.fixture
def director(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(director_window, "PORT", 0)  # any free port, never the 8643 of another run
    path = tmp_path / "Friday.prefevent"
    save_event(new_event(SIX, 2, 3, "norepeat", "7", title="Friday"), path)
    window = DirectorWindow(path)
    qtbot.addWidget(window)
    window.show()
    window.open_button.click()
    return window


@pytest.fixture
def alerts(monkeypatch):
    raised = []
    monkeypatch.setattr(director_window.QApplication, "alert", lambda widget, msec=0: raised.append(widget))
    return raised


@pytest.fixture
def reasons(monkeypatch):
    """The reasons the director is asked for (the questions kept), each answered with the reason given."""
    asked = []

    def ask(_parent, _title, question):
        asked.append(question)
        return "the table agrees it after all"

    monkeypatch.setattr(night_control, "ask_reason", ask)
    return asked


@pytest.fixture
def said(monkeypatch):
    """The messages the window shows (a refusal, a choice wanted)."""
    shown = []
    for kind in ("warning", "information", "critical"):
        monkeypatch.setattr(night_control.QMessageBox, kind,
                            lambda _parent, title, text, *_a, kind=kind: shown.append((kind, title, text)))
    return shown


def cell(window, t, column=STATE, role=Qt.ItemDataRole.DisplayRole):
    model = window.tables.model()
    return model.data(model.index(t - 1, column), role)


def seat(window, t=1):
    return window.book.seat(window.book.event.rounds[0].tables[t - 1].code)


def entered(window, disputed=True, t=1):
    """A deal entered on one phone of table ``t`` and disputed on another, through the night's book."""
    book = window.book
    book.enter(seat(window, t), "e1", "phone-anna-1", SIX_SPADES)
    if disputed:
        book.dispute(seat(window, t), "e1", "phone-boris-2")
    window.document.refresh()


def answering(monkeypatch, button):
    """The answer dialog shown, and ``button`` of it ("accept_button"...) clicked, as the director does."""
    shown = []

    def exec_(dialog):
        dialog.show()
        shown.append(dialog)
        getattr(dialog, button).click()
        return dialog.result()

    monkeypatch.setattr(EntryAnswerDialog, "exec", exec_)
    return shown


def changes(window):
    return load_event(window.book.path).changes


def entry_state(window, t=1):
    return load_entries(window.book.phones.path((1, t)), 1, t).entries[-1].state  # as the file keeps it


def test_a_phones_entry_over_the_network_shows_pending_and_a_dispute_calls_the_director(director, qtbot, alerts):
    director.address_box.setCurrentText("127.0.0.1")
    director.receive_button.click()
    code = director.book.event.rounds[0].tables[0].code
    anna, boris = Phone(director.address, code, "phone-anna-1"), Phone(director.address, code, "phone-boris-2")
    assert anna.enter("e1", SIX_SPADES)[0] == 201
    qtbot.waitUntil(lambda: cell(director, 1, role=ENTRY_ROLE) == PENDING, timeout=3000)  # through the document
    players = director.book.event.rounds[0].tables[0].players
    words = cell(director, 1)
    assert words.startswith("Pending since ") and f"{players[0]} 6♠" in words and "pool" in words, words
    assert cell(director, 1, role=Qt.ItemDataRole.FontRole).italic()
    assert cell(director, 1, role=Qt.ItemDataRole.BackgroundRole) is None, "pending: no call yet"
    assert cell(director, 2, role=ENTRY_ROLE) is None and not director.calls.isVisibleTo(director)
    assert alerts == [] and director.answer_action.isEnabled()
    assert boris.act("e1", "dispute")[0] == 200
    qtbot.waitUntil(lambda: cell(director, 1, role=ENTRY_ROLE) == CALLING, timeout=3000)
    assert cell(director, 1).startswith("Disputed at ")
    background, _text = ATTENTION[tones.is_dark(QApplication.palette())]
    assert cell(director, 1, 0, Qt.ItemDataRole.BackgroundRole).name() == background, "the whole row highlighted"
    assert director.calls.isVisibleTo(director)
    assert director.calls_label.text().startswith(f"Table 1 calls the director: {players[0]} 6♠")
    assert alerts == [director], "the window's alert, once"
    director.document.refresh()
    assert alerts == [director], "not again for the same call"


def test_the_director_accepts_a_disputed_entry_with_a_reason(director, monkeypatch, reasons, alerts):
    entered(director)
    shown = answering(monkeypatch, "accept_button")
    director.tables.selectRow(0)
    director.answer_action.trigger()
    dialog = shown[0]
    assert dialog.windowTitle() == "Answer Table 1's Deal" and "calls the director" in dialog.heading.text()
    assert "phone …na-1" in dialog.who.text() and "phone …is-2" in dialog.who.text(), "who entered, who disputed"
    assert dialog.sheet.game is not None and dialog.sheet.game.deals == []
    assert dialog.sheet.pending is not None and dialog.sheet.pending.deal == dialog.entry.entry.deal, "drawn dashed"
    assert len(reasons) == 1 and "Why do you accept it?" in reasons[0]
    game = director.book.games[(1, 1)]
    assert len(game.deals) == 1 and game.deals[0].kind == "contract"
    last = changes(director)[-1]
    assert (last.kind, last.reason, last.round, last.table) == ("entry_accepted", "the table agrees it after all", 1, 1)
    log = ChangeLog(director, director.book.changes())
    assert log.table.item(0, 3).text() == "a phones' deal accepted" and log.table.item(0, 5).text() == last.reason
    log.deleteLater()
    assert entry_state(director) == ACCEPTED
    assert cell(director, 1, role=ENTRY_ROLE) is None and not director.calls.isVisibleTo(director)
    assert cell(director, 1, 3) == "1", "the table's deals shown at once"
    assert director.statusBar().currentMessage() == "Table 1: the phones' deal is accepted, and in its game."


def test_the_director_corrects_an_entry_in_the_deal_dialog(director, monkeypatch, reasons):
    entered(director)
    answering(monkeypatch, "correct_button")
    filled = []

    def deal_dialog(dialog):
        dialog.show()
        filled.append(dialog.deal())
        for key in "17swp7":  # the same keys walk the same steps over the entry's answers: a 7♠ made
            QTest.keyClick(dialog.focusWidget() or dialog, key)
        QTest.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Return)
        return dialog.result()

    monkeypatch.setattr(DealDialog, "exec", deal_dialog)
    director.answer_action.trigger()  # no row chosen: the table that calls the director
    entry_deal = deal_from_json(SIX_SPADES, 1)
    assert filled and filled[0] is not None and (filled[0].level, filled[0].suit) == (entry_deal.level, "spades")
    assert len(reasons) == 1 and "you correct it to" in reasons[0] and "7♠" in reasons[0]
    game = director.book.games[(1, 1)]
    assert [(deal.level, deal.suit) for deal in game.deals] == [(7, "spades")]
    kept = load(director.book.path.parent / director.book.event.rounds[0].tables[0].game).game
    assert kept.deals == game.deals, "in the table's game file"
    last = changes(director)[-1]
    assert (last.kind, last.reason) == ("entry_corrected", "the table agrees it after all")
    assert entry_state(director) == CORRECTED


def test_the_director_deletes_a_merely_pending_entry_from_its_row(director, monkeypatch, reasons):
    entered(director, disputed=False, t=2)  # a table left with one phone: nobody can confirm its deal
    answering(monkeypatch, "delete_button")
    model = director.tables.model()
    director.tables.activated.emit(model.index(1, 0))  # Enter (or a double click) on its row
    assert len(reasons) == 1 and "Why do you delete it?" in reasons[0] and "Table 2" in reasons[0]
    assert (1, 2) not in director.book.games or director.book.games[(1, 2)].deals == []
    last = changes(director)[-1]
    assert (last.kind, last.table, last.reason) == ("entry_deleted", 2, "the table agrees it after all")
    assert entry_state(director, 2) == DELETED
    assert cell(director, 2, role=ENTRY_ROLE) is None


def test_a_refused_correction_says_why_and_changes_nothing(director, monkeypatch, reasons, said):
    entered(director)
    answering(monkeypatch, "correct_button")
    refused = deal_from_json({**SIX_SPADES, "tricks": [6, 4, 3]}, 1)  # thirteen tricks: the rules refuse it
    monkeypatch.setattr(entry_answer, "corrected_deal", lambda _window, _entry: refused)
    before = changes(director)
    director.answer_action.trigger()
    assert [kind for kind, _title, _text in said] == ["warning"]
    assert said[0][2].startswith("The deal is refused: "), said
    assert changes(director) == before and (1, 1) not in director.book.games
    assert cell(director, 1, role=ENTRY_ROLE) == CALLING and entry_state(director) == DISPUTED


def test_an_entry_no_longer_open_is_said_so(director, monkeypatch, reasons, said):
    entered(director, disputed=False)
    answering(monkeypatch, "accept_button")

    def withdrawn_meanwhile(_parent, _title, question):  # the phone takes it back while the director types
        director.book.withdraw(seat(director), "e1", "phone-anna-1")
        return "because"

    monkeypatch.setattr(night_control, "ask_reason", withdrawn_meanwhile)
    director.answer_action.trigger()
    assert len(said) == 1 and "has no phone's deal e1 waiting" in said[0][2], said
    assert changes(director) == [] and (1, 1) not in director.book.games
    assert cell(director, 1, role=ENTRY_ROLE) is None, "the window shows the night as it is"


def test_no_entry_to_answer_is_said(director, said):
    director.answer_action.setEnabled(True)
    director.answer_action.trigger()
    assert [kind for kind, _title, _text in said] == ["information"]
    assert "Choose a table" in said[0][2]


def test_the_entries_in_russian_and_in_the_dark(director, translations, alerts, qapp):
    assert translations.set_language("ru")
    light = qapp.palette()
    qapp.setPalette(tones.dark_palette())
    try:
        entered(director)
        background, text = ATTENTION[True]
        assert cell(director, 1, 0, Qt.ItemDataRole.BackgroundRole).name() == background
        assert cell(director, 1, 0, Qt.ItemDataRole.ForegroundRole).name() == text
        assert background in director.calls.styleSheet()
    finally:
        qapp.setPalette(light)
    players = director.book.event.rounds[0].tables[0].players
    assert cell(director, 1).startswith("Оспорена в "), cell(director, 1)
    assert director.calls_label.text().startswith(f"Стол 1 зовёт судью: {players[0]} 6♠"), director.calls_label.text()
    dialog = EntryAnswerDialog(director, director.document.moment.calls[0])
    try:
        assert dialog.windowTitle() == "Ответ на сдачу стола 1"
        assert dialog.accept_button.text() == "&Принять" and dialog.delete_button.text() == "&Удалить"
    finally:
        dialog.deleteLater()


def test_a_tables_unreadable_entries_are_said_on_its_row(director, qtbot):
    path = director.book.phones.path((1, 1))
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{not json", encoding="utf-8")
    director.book.phones.tables.clear()
    with pytest.raises(Exception):  # noqa: B017 (the phones' refusal: the file is left as it is)
        director.book.phone_state(seat(director))
    director.document.refresh()
    assert cell(director, 1).startswith("Its phones' entries cannot be read: ")


def test_entries_from_the_receivers_threads_reach_the_document_coalesced(director, qtbot):
    """Each phone's change calls the book's on_change from the receiver's thread: the document makes one moment for
    a burst of them (at most one a frame), holding every table's entry, and changes only their rows."""
    made = []
    director.document.momentChanged.connect(made.append)
    changed = []
    director.tables_model.dataChanged.connect(lambda first, last, _roles: changed.append((first.row(), last.row())))
    reset = []
    director.tables_model.modelReset.connect(lambda: reset.append(1))
    threads = [threading.Thread(target=director.book.enter, args=(seat(director, t), f"e{t}", f"phone-{t}",
                                                                     SIX_SPADES)) for t in (1, 2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    qtbot.waitUntil(lambda: len(made) >= 1, timeout=3000)
    qtbot.wait(50)  # (a second moment, if any, within a frame or two)
    assert 1 <= len(made) <= 2, "two changes at once: a moment or two, not one each and never lost"
    assert [(e.round, e.table) for e in made[-1].entries] == [(1, 1), (1, 2)]
    assert [cell(director, t, role=ENTRY_ROLE) for t in (1, 2)] == [PENDING, PENDING]
    assert changed and not reset, "the rows that changed, never a reset"


def test_the_calls_button_answers_the_call_whatever_row_is_chosen(director, monkeypatch, reasons):
    entered(director, disputed=False, t=1)
    book = director.book
    book.enter(seat(director, 2), "e2", "phone-dina-3", SIX_SPADES)
    book.dispute(seat(director, 2), "e2", "phone-egor-4")
    director.document.refresh()
    shown = answering(monkeypatch, "delete_button")
    director.tables.selectRow(0)  # table 1's deal only waits
    director.answer_button.click()
    assert (shown[0].entry.table, shown[0].entry.entry.id) == (2, "e2")
    assert cell(director, 1, role=ENTRY_ROLE) == PENDING and cell(director, 2, role=ENTRY_ROLE) is None
    director.answer_action.trigger()  # the menu's answers the row chosen
    assert (shown[1].entry.table, shown[1].entry.entry.id) == (1, "e1")


def test_a_correction_below_the_exit_level_let_stand_in_the_deal_dialog_is_taken(qtbot, tmp_path, monkeypatch,
                                                                                 reasons, said):
    """After an all-pass Leningrad plays on from 7; a 6 the table let stand, disputed, is corrected in the deal
    dialog (its "let stand" box ticked, as the entry was): the correction goes in, let stand."""
    monkeypatch.setattr(director_window, "PORT", 0)
    path = tmp_path / "Leningrad.prefevent"
    save_event(new_event(SIX, 2, 3, "norepeat", "7", convention="leningrad"), path)
    window = DirectorWindow(path)
    qtbot.addWidget(window)
    window.open_button.click()
    book = window.book
    book.enter(seat(window), "a1", "phone-anna-1", {"kind": "allpass", "tricks": [4, 3, 3]})
    book.confirm(seat(window), "a1", "phone-boris-2")
    refused = {**SIX_SPADES, "tricks": [6, 4, 0]}
    with pytest.raises(NightRefusal):
        book.enter(seat(window), "e0", "phone-anna-1", refused)  # a 6 below the exit level, not let stand
    book.enter(seat(window), "e1", "phone-anna-1", refused, True)
    book.dispute(seat(window), "e1", "phone-boris-2")
    window.document.refresh()
    answering(monkeypatch, "correct_button")
    ticked = []

    def deal_dialog(dialog):
        dialog.show()
        ticked.append(dialog.below_exit.isChecked())
        for key in "16swp5":  # six spades, down one
            QTest.keyClick(dialog.focusWidget() or dialog, key)
        QTest.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Return)
        return dialog.result()

    monkeypatch.setattr(DealDialog, "exec", deal_dialog)
    window.answer_action.trigger()
    assert ticked == [True], "the entry was let stand: so is its correction, unless the director unticks it"
    assert said == []
    deals = book.games[(1, 1)].deals
    assert len(deals) == 2 and (deals[1].level, deals[1].tricks[0]) == (6, 5)
    assert changes(window)[-1].kind == "entry_corrected"


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_answer_dialogs_keys_are_unique_and_enter_answers_nothing(director, translations, language):
    assert translations.set_language(language)
    entered(director)
    dialog = EntryAnswerDialog(director, director.document.moment.calls[0])
    try:
        dialog.show()
        buttons = [dialog.accept_button, dialog.correct_button, dialog.delete_button]
        keys = [QKeySequence.mnemonic(button.text()).toString() for button in buttons]
        assert all(keys) and len(set(keys)) == 3, keys
        assert not any(button.autoDefault() or button.isDefault() for button in buttons)
        QTest.keyClick(dialog, Qt.Key.Key_Return)
        assert dialog.choice is None, "Enter is Cancel: no answer by reflex"
    finally:
        dialog.deleteLater()
