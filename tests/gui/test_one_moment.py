"""One game document: every view of the real window shows the same moment, one deal is selected,
past deals are reached and edited from the keyboard, and "modified" means what it says.

Each test drives the real MainWindow offscreen; each reproduces a problem users hit before the
window had a game document (see the issue "One game document…").
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from preferans_desk.core import Contract, Game, Rules
from preferans_desk.core.gamefile import load, save
from preferans_desk.core.settlement import settle
from preferans_desk.gui.main_window import MainWindow
from preferans_desk.gui.sheet.sheet_widget import sheet_info
from preferans_desk.render.geometry import layout_sheet
from preferans_desk.resources import SAMPLES

# 24 deals, over by the end condition; a copy, since opening a file locks it beside it
FINISHED = Path(tempfile.mkdtemp(prefix="preferans-desk-tests-")) / "finished.pulka"
shutil.copy(SAMPLES / "sochi-3-players.pulka", FINISHED)
SIX_MADE = Contract(0, 6, "spades", ("whist", "pass"), (6, 4, 0))


@pytest.fixture
def answers(monkeypatch):
    """Message boxes answered without showing them; ``answers.answer`` is the reply to questions."""

    class Answers:
        answer = QMessageBox.StandardButton.Yes
        shown: list = []

    def ask(*args, **kwargs):
        Answers.shown.append(args[1:3])
        return Answers.answer

    monkeypatch.setattr(QMessageBox, "question", ask)
    for kind in ("critical", "warning", "information"):
        monkeypatch.setattr(QMessageBox, kind, lambda *a, **k: Answers.shown.append(a[1:3]))
    return Answers


@pytest.fixture
def make_window(qtbot, tmp_path, answers, request):
    def make(show: bool = True) -> MainWindow:
        qsettings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        window = MainWindow(qsettings=qsettings, data_dir=tmp_path / "data")
        qtbot.addWidget(window)
        request.addfinalizer(lambda: (window.document.undo.setClean(), window.close()))
        window.resize(1366, 768)
        if show:
            window.show()
            qtbot.waitExposed(window)
        return window
    return make


@pytest.fixture
def window(make_window):
    return make_window()


def painted(layout) -> tuple:
    return layout.fills, layout.lines, layout.ellipses, layout.texts


def expected_layout(game: Game, count: int, width: float, height: float, shape: str):
    """What the sheet must paint after ``count`` deals in ``shape``, worked out here from the core alone."""
    sheet = game.sheet_after(count)
    over = sheet.finished or (game.ended is not None and count == len(game.deals))
    rules = game.rules
    settlement = settle(sheet.pool, sheet.mountain, sheet.whists, rules.pool_target, rules.settings,
                        rules.whist_price, rules.currency) if over else None
    return layout_sheet(sheet, width, height, settlement=settlement, highlight_deal=count - 1 if count else None,
                        info=sheet_info(game, sheet), shape=shape), settlement, sheet


def panel_rows(panel) -> list[list[str]]:
    table = panel.table
    return [[table.item(r, c).text() if table.item(r, c) else "" for c in range(table.columnCount())]
            for r in range(table.rowCount())]


# ----- 1. review shows one moment everywhere -----
def test_review_shows_the_reviewed_moment_in_every_view_whichever_tab_is_shown(window, qtbot):
    assert window.open_file(FINISHED)
    game = window.document.game
    total = len(game.deals)
    assert game.finished and total == 24
    window.review_action.trigger()
    for count in range(total + 1):
        window.document.set_review(count)
        expected, settlement, sheet = expected_layout(game, count, window.sheet.width(), window.sheet.height(),
                                                      window.sheet.shape())
        for dock in (window.settlement_dock, window.history_dock, window.settlement_dock):
            dock.raise_()
            qtbot.waitUntil(lambda d=dock: not d.visibleRegion().isEmpty() or d.isVisible())
            assert painted(window.sheet.sheet_layout()) == painted(expected), (count, dock.objectName())
        window.settlement_dock.raise_()
        panel = window.settlement.settlement
        rules = game.rules
        assert panel == settle(sheet.pool, sheet.mountain, sheet.whists, rules.pool_target, rules.settings,
                               rules.whist_price, rules.currency)
        assert (window.sheet.settlement is not None) == (settlement is not None)
        status = window.facts.labels
        assert status[0].text().startswith(f"Deal {count + 1}:")
        assert (status[3].text() == "Game over") == sheet.finished
        assert f"reviewing deal {count} of {total}" in window.windowTitle()
        panel_says = window.settlement.status.text()
        assert (f"over after deal {count}." if sheet.finished else f"After deal {count} of {total}") in panel_says
    window.document.set_review(15)
    window.review_action.trigger()  # back to the present: all of it
    expected, _settlement, _sheet = expected_layout(game, total, window.sheet.width(), window.sheet.height(),
                                                    window.sheet.shape())
    assert painted(window.sheet.sheet_layout()) == painted(expected)
    assert window.facts.labels[3].text() == "Game over"
    assert window.facts.labels[0].text().startswith(f"Deal {total + 1}:")
    assert "reviewing" not in window.windowTitle()
    assert window.settlement.status.text() == "The game is over. Settlement:"


def test_switching_tabs_in_review_never_paints_the_end_of_the_game(window, qtbot):
    assert window.open_file(FINISHED)
    window.review_action.trigger()
    window.document.set_review(15)
    for _ in range(3):
        window.settlement_dock.raise_()
        qtbot.wait(1)
        window.history_dock.raise_()
        qtbot.wait(1)
        assert window.sheet.settlement is None
        assert window.sheet.shown_sheet.records == window.document.game.sheet_after(15).records[:15] or \
            len(window.sheet.shown_sheet.records) == 15


def test_the_settlement_behind_its_tab_waits_and_shows_the_present_when_brought_forward(window, qtbot):
    window.show()
    qtbot.waitExposed(window)
    assert window.open_file(FINISHED)
    window.history_dock.raise_()
    qtbot.wait(1)
    filled = []
    fill = window.settlement._fill
    window.settlement._fill = lambda *a: filled.append(1) or fill(*a)
    window.document.delete(len(window.document.game.deals) - 1)
    assert filled == [], "not settled while another tab covers it"
    window.settlement_dock.raise_()
    qtbot.waitUntil(lambda: filled == [1])
    assert window.settlement.settlement is window.document.live_settlement()


# ----- 2. one selected deal -----
def current_row(window) -> int:
    return window.history.list.currentIndex().row()


def assert_selected(window, index: int) -> None:
    assert window.document.selected == index
    assert current_row(window) == index
    assert window.sheet.highlight == index
    rect = window.history.list.visualRect(window.history.model.index(index))
    assert window.history.list.viewport().rect().intersects(rect), "the selected deal is scrolled into view"


def test_opening_a_game_selects_the_newest_deal(window):
    assert window.open_file(FINISHED)
    assert_selected(window, len(window.document.game.deals) - 1)


def test_after_an_edit_the_edited_deal_stays_selected(window, monkeypatch):
    assert window.open_file(FINISHED)
    game = window.document.game
    old = game.deals[12]
    changed = Contract(old.declarer, old.level, old.suit, old.defence, old.tricks, note="checked")
    monkeypatch.setattr(window, "_ask_deal", lambda sheet, deal: changed)
    window.document.select(12)
    window.edit_deal_action.trigger()
    assert game.deals[12].note == "checked"
    assert_selected(window, 12)
    window.undo_action.trigger()
    assert game.deals[12].note is None
    assert_selected(window, 12)
    window.redo_action.trigger()
    assert_selected(window, 12)


def test_add_undo_and_redo_select_the_deal_concerned(window, monkeypatch, qtbot):
    window.set_game(Game(["Anna", "Boris", "Vera"], Rules.from_preset("sochi", 50)), None)
    deals = [Contract(seat % 3, 6, "spades", ("pass", "pass")) for seat in range(40)]
    queue = list(deals)
    monkeypatch.setattr(window, "_ask_deal", lambda sheet, deal: queue.pop(0))
    window.add_deal_action.trigger()
    window.add_deal_action.trigger()
    window.document.select(0)
    window.add_deal_action.trigger()
    assert_selected(window, 2)  # the new deal, not the old selection
    for _ in range(30):
        window.add_deal_action.trigger()
    assert_selected(window, 32)  # and the history scrolled down to it
    window.undo_action.trigger()
    assert_selected(window, 31)
    window.document.select(0)
    window.redo_action.trigger()
    assert_selected(window, 32)


def test_clicking_a_number_selects_its_deal_on_a_settled_sheet_too(window, qtbot):
    assert window.open_file(FINISHED)
    assert window.sheet.settlement is not None  # the game is over: results circled
    layout = window.sheet.sheet_layout()
    sheet = window.document.game.sheet
    clicked = 0
    for field_layout in layout.fields.values():
        for entry_run in field_layout.entries[:2]:
            (x0, y0), (x1, y1) = entry_run.box[0], entry_run.box[2]
            point = QPoint(round((x0 + x1) / 2), round((y0 + y1) / 2))
            hit = window.sheet._hit(point.toPointF())
            if hit is None or hit[1] is None:
                continue
            deal = sheet.ledger(hit[0])[hit[1]].deal
            qtbot.mouseClick(window.sheet, Qt.MouseButton.LeftButton, pos=point)
            assert window.document.selected == deal
            assert current_row(window) == deal
            clicked += 1
    assert clicked >= 5


# ----- 3. editing from the keyboard -----
def test_ctrl_e_edits_the_selected_deal_or_else_the_last(window, monkeypatch, qtbot):
    assert window.open_file(FINISHED)
    asked = []
    monkeypatch.setattr(window, "_ask_deal", lambda sheet, deal: asked.append((len(sheet.records), deal)))
    window.document.select(None)
    qtbot.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    last = len(window.document.game.deals) - 1
    assert asked[-1] == (last, window.document.game.deals[last])
    window.document.select(4)
    qtbot.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert asked[-1] == (4, window.document.game.deals[4])


def test_the_history_is_reached_by_key_and_walked_with_the_arrows(window, monkeypatch, qtbot):
    assert window.open_file(FINISHED)
    asked = []
    monkeypatch.setattr(window, "_ask_deal", lambda sheet, deal: asked.append(deal))
    last = len(window.document.game.deals) - 1
    window.sheet.setFocus()
    qtbot.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(window.history.list.hasFocus)
    qtbot.keyClick(window.history.list, Qt.Key.Key_Up)
    qtbot.keyClick(window.history.list, Qt.Key.Key_Up)
    assert_selected(window, last - 2)
    qtbot.keyClick(window.history.list, Qt.Key.Key_Return)
    assert asked == [window.document.game.deals[last - 2]]
    # Up and Down on the sheet walk the deals too.
    window.sheet.setFocus()
    qtbot.keyClick(window.sheet, Qt.Key.Key_Up)
    assert_selected(window, last - 3)
    qtbot.keyClick(window.sheet, Qt.Key.Key_Down)
    qtbot.keyClick(window.sheet, Qt.Key.Key_Down)
    assert_selected(window, last - 1)


def test_keyboard_help_names_the_keys_to_reach_a_past_deal(window):
    from preferans_desk.gui.help import KEYS_HELP

    assert "Ctrl+H" in KEYS_HELP and "Up/Down" in KEYS_HELP and "Enter edits" in KEYS_HELP
    keyboard = (Path(__file__).parents[2] / "docs" / "keyboard.md").read_text(encoding="utf-8")
    assert "Ctrl+H" in keyboard


# ----- 4. "modified" means unsaved changes -----
def test_nothing_new_opened_or_sampled_is_modified(window, monkeypatch, tmp_path):
    from preferans_desk.gui.dialogs import new_game_dialog
    from preferans_desk.gui.help import sample_games

    monkeypatch.setattr(new_game_dialog.NewGameDialog, "get_game",
                        classmethod(lambda cls, *a, **k: Game(["A", "B", "C"], Rules.from_preset("sochi", 10))))
    window.new_action.trigger()
    assert window.document.game is not None and not window.isWindowModified()
    assert window.open_sample(sample_games()[0][1])
    assert not window.isWindowModified()
    assert window.open_file(FINISHED)
    assert not window.isWindowModified()


def test_discarding_leaves_the_next_file_unmodified(window, answers, tmp_path):
    path = tmp_path / "next.pulka"
    save(Game(["A", "B", "C"], Rules.from_preset("sochi", 10)), path)
    window.set_game(Game(["D", "E", "F"], Rules.from_preset("sochi", 10)), None, modified=True)  # recovered
    assert window.isWindowModified()
    answers.answer = QMessageBox.StandardButton.Discard
    assert window.open_file(path)
    assert not window.isWindowModified() and not window.document.modified


def test_a_deal_makes_it_modified_and_saving_clean(window, monkeypatch, tmp_path):
    window.set_game(Game(["A", "B", "C"], Rules.from_preset("sochi", 10)), None)
    monkeypatch.setattr(window, "_ask_deal", lambda sheet, deal: SIX_MADE)
    window.add_deal_action.trigger()
    assert window.isWindowModified()
    window.document.save_to(tmp_path / "g.pulka")
    assert not window.isWindowModified()
    window.undo_action.trigger()
    assert window.isWindowModified()


# ----- 5. undo texts follow the language -----
def test_undo_texts_follow_the_language(qtbot, translations, window, monkeypatch, tmp_path):
    path = tmp_path / "g.pulka"
    save(Game(["A", "B", "C"], Rules.from_preset("sochi", 10)), path)
    window.set_game(Game(["A", "B", "C"], Rules.from_preset("sochi", 10)), None)
    monkeypatch.setattr(window, "_ask_deal", lambda sheet, deal: SIX_MADE)
    window.add_deal_action.trigger()
    assert window.undo_action.text() == "&Undo Add deal"
    assert translations.set_language("ru")
    qtbot.waitUntil(lambda: window.new_action.text() == "&Новая игра…", timeout=2000)
    assert window.undo_action.text() == "&Отменить добавление сдачи"
    window.undo_action.trigger()
    assert window.redo_action.text() == "&Повторить добавление сдачи"
    assert window.open_file(path)
    window.add_deal_action.trigger()
    assert window.undo_action.text() == "&Отменить добавление сдачи"
    assert translations.set_language("en")
    qtbot.waitUntil(lambda: window.new_action.text() == "&New Game…", timeout=2000)
    assert window.undo_action.text() == "&Undo Add deal"


def test_review_then_add_returns_to_the_present(window, monkeypatch, tmp_path):
    unfinished = tmp_path / "unfinished.pulka"
    shutil.copy(SAMPLES / "sochi-3-players-unfinished.pulka", unfinished)
    assert window.open_file(unfinished)
    game = window.document.game
    window.review_action.trigger()
    window.document.set_review(3)
    assert not window.edit_deal_action.isEnabled()
    record = game.sheet.preview(game.sheet.next_table() and _any_valid_deal(game))
    monkeypatch.setattr(window, "_ask_deal", lambda sheet, deal: record)
    window.add_deal_action.trigger()
    assert window.document.review is None and not window.review_action.isChecked()
    assert window.sheet.shown_sheet is game.sheet
    assert_selected(window, len(game.deals) - 1)
    assert load(unfinished).game.deals == game.deals[:-1]


def _any_valid_deal(game: Game) -> Contract:
    table = game.sheet.next_table()
    return Contract(table.active[0], 10, "notrump", ("pass", "pass"))


# ----- a new deal is scored once -----
def test_a_new_deal_typed_in_the_real_dialog_is_scored_exactly_once(window, monkeypatch, qtbot):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from preferans_desk.core import engine

    window.set_game(Game(["Anna", "Boris", "Vera"], Rules.from_preset("sochi", 10)), None)
    scored = []
    original = engine.Sheet._score

    def counting(self, deal, index):
        scored.append(deal)
        return original(self, deal, index)

    monkeypatch.setattr(engine.Sheet, "_score", counting)

    def type_the_deal():
        dialog = QApplication.activeModalWidget()
        QTimer.singleShot(5000, dialog.reject)  # never hang the run if a key went astray
        for key in "17swp6":
            qtbot.keyClick(dialog.focusWidget(), key)
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)

    QTimer.singleShot(0, type_the_deal)
    window.add_deal_action.trigger()
    game = window.document.game
    assert len(game.deals) == 1
    final = game.deals[0]
    assert (final.declarer, final.level, final.suit, final.defence) == (0, 7, "spades", ("whist", "pass"))
    assert final.tricks[0] == 6
    same = [deal for deal in scored if deal == final or (getattr(deal, "tricks", None) == final.tricks
                                                          and getattr(deal, "level", None) == 7)]
    assert len(same) == 1, "typed once, previewed once, written as previewed"
    assert game.sheet.mountain[0] > 0


def test_export_prints_the_documents_settlement_without_settling_again(window, monkeypatch, tmp_path):
    from pypdf import PdfReader

    from preferans_desk.core import moment
    from preferans_desk.export import pages
    from preferans_desk.gui import export_actions

    assert window.open_file(FINISHED)
    window.settlement_dock.raise_()  # the panel's tab in front, as for picking its rounding
    QApplication.processEvents()
    window.settlement.rounding.setCurrentIndex(0)  # exact: the panel's pick goes to the document
    shown = window.settlement.settlement
    assert shown.rounding == "exact" and window.document.live_settlement() is shown
    calls = []
    monkeypatch.setattr(pages, "settle_game", lambda *a, **k: calls.append("pages"))
    monkeypatch.setattr(moment, "settle_sheet", lambda *a, **k: calls.append("document"))
    out = tmp_path / "out.pdf"
    monkeypatch.setattr(export_actions.PdfOptionsDialog, "get_options", lambda *a, **k: ("a4", "portrait"))
    monkeypatch.setattr(export_actions.QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    window.export_pdf_action.trigger()
    assert calls == []
    text = "".join(page.extract_text() for page in PdfReader(out).pages)
    assert "Result" in text and "exact" in text
