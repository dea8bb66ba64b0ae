"""The main window driven offscreen: games, deals, undo, review, settlement, files and recovery."""

import json
import os
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMessageBox

from preferans_desk.core import AllPass, Contract, Game, Misere, Rules
from preferans_desk.core.gamefile import load, save
from preferans_desk.gui.dialogs.recovery_dialog import RecoveryDialog
from preferans_desk.gui.main_window import MainWindow
from preferans_desk.gui.state.autosave import Recoverable, recover


class Messages:
    """Records message boxes instead of showing them; answers questions with ``answer``."""

    def __init__(self, monkeypatch):
        self.shown = []
        self.answer = QMessageBox.StandardButton.Yes
        for kind in ("critical", "warning", "information"):
            monkeypatch.setattr(QMessageBox, kind, self._record(kind))
        monkeypatch.setattr(QMessageBox, "question", self._ask)

    def _record(self, kind):
        def show(parent, title, text, *args, **kwargs):
            self.shown.append((kind, title, text))
            return QMessageBox.StandardButton.Ok
        return show

    def _ask(self, parent, title, text, *args, **kwargs):
        self.shown.append(("question", title, text))
        return self.answer


@pytest.fixture
def messages(monkeypatch):
    return Messages(monkeypatch)


@pytest.fixture
def make_window(qtbot, tmp_path, messages):
    def make():
        qsettings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        window = MainWindow(qsettings=qsettings, data_dir=tmp_path / "data")
        qtbot.addWidget(window)
        return window
    return make


@pytest.fixture
def window(make_window):
    return make_window()


def three_player_game():
    return Game(["Anna", "Boris", "Vera"], Rules.from_preset("sochi", 10))


def four_player_game():
    return Game(["Anna", "Boris", "Vera", "Gleb"], Rules.from_preset("leningrad", 10))


def enter(window, monkeypatch, *deals):
    """Add deals as if typed into the deal dialog."""
    queue = list(deals)
    monkeypatch.setattr(window, "_ask_deal", lambda sheet, deal: queue.pop(0))
    for _ in deals:
        window.add_deal()


SIX_MADE = Contract(0, 6, "spades", ("whist", "pass"), (6, 4, 0))
SEVEN_DOWN = Contract(1, 7, "hearts", ("whist", "whist"), (2, 6, 2))


def test_new_game_shows_sheet_and_status(window):
    window.set_game(three_player_game(), None, modified=True)
    assert window.center.currentWidget() is window.sheet_view
    assert "Anna deals" in window.facts.labels[0].text()
    assert window.isWindowModified()


def test_deals_undo_redo(window, monkeypatch):
    game = three_player_game()
    window.set_game(game, None)
    enter(window, monkeypatch, SIX_MADE, SEVEN_DOWN, AllPass((3, 3, 4)))
    assert len(game.deals) == 3 and game.sheet.pool[0] == 2
    assert window.history.count() == 3
    window.undo_action.trigger()
    assert len(game.deals) == 2 and window.history.count() == 2
    window.undo_action.trigger()
    window.undo_action.trigger()
    assert game.deals == [] and game.sheet.pool == [0, 0, 0]
    window.redo_action.trigger()
    assert game.deals == [SIX_MADE] and game.sheet.pool[0] == 2
    assert "Boris deals" in window.facts.labels[0].text()


def test_invalid_deal_is_refused_with_a_message(window, monkeypatch, messages):
    game = three_player_game()
    window.set_game(game, None)
    enter(window, monkeypatch, Contract(0, 6, "spades", ("whist", "pass"), (6, 3, 0)))
    assert game.deals == []
    assert messages.shown and "10" in messages.shown[-1][2]


def test_a_game_of_the_most_deals_a_file_may_hold_takes_no_more(window, monkeypatch, messages):
    from preferans_desk.core import limits
    from preferans_desk.render.samples import sample_game

    monkeypatch.setattr("preferans_desk.gui.main_window.MAX_DEALS", 12)
    game = sample_game(3, 12, seed=4)
    window.set_game(game, None)
    asked = []
    monkeypatch.setattr(window, "_ask_deal", lambda sheet, deal: asked.append(1))
    window.add_deal_action.trigger()
    assert asked == [] and len(game.deals) == 12
    assert messages.shown and "12" in messages.shown[-1][2] and limits.MAX_DEALS == 5000


def test_edit_and_delete_rescore_everything_after(window, monkeypatch, messages):
    game = three_player_game()
    window.set_game(game, None)
    enter(window, monkeypatch, SIX_MADE, SEVEN_DOWN, Misere(2, 0))
    made_seven = Contract(1, 7, "hearts", ("whist", "whist"), (2, 7, 1))
    monkeypatch.setattr(window, "_ask_deal", lambda sheet, deal: made_seven)
    window.edit_deal(1)
    assert game.deals[1] == made_seven and game.sheet.pool[1] == 4
    window.delete_deal(0)
    assert len(game.deals) == 2 and game.sheet.pool[0] == 0
    window.undo_action.trigger()
    window.undo_action.trigger()
    assert game.deals[1] == SEVEN_DOWN and len(game.deals) == 3


def test_edit_that_breaks_a_later_deal_is_refused(make_window, monkeypatch, messages):
    window = make_window()
    game = four_player_game()
    window.set_game(game, None)
    # Deal 1 dealt by Anna (she sits out), deal 2 by Boris, so Anna may declare deal 2.
    first = AllPass((None, 3, 3, 4))
    second = Contract(0, 7, "clubs", ("pass", "pass"))
    enter(window, monkeypatch, first, second)
    # Making Boris deal the first deal moves the rotation: Vera deals deal 2; still fine.
    # Making Gleb deal deal 1 makes Anna the dealer of deal 2, who cannot declare.
    monkeypatch.setattr(window, "_ask_deal", lambda sheet, deal: AllPass((3, 3, 4, None), dealer=3))
    window.edit_deal(0)
    assert game.deals[0] == first
    assert "Deal 2" in messages.shown[-1][2]


def test_history_selection_highlights_and_review_steps(window, monkeypatch, qtbot):
    window.show()  # review's keys are the window's shortcuts: they work in the active window
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    game = three_player_game()
    window.set_game(game, None)
    enter(window, monkeypatch, SIX_MADE, SEVEN_DOWN, AllPass((3, 3, 4)))
    window.history.select(1)
    assert window.sheet.highlight == 1
    window.review_action.trigger()
    assert window.history.in_review()
    qtbot.keyClick(window.history, Qt.Key.Key_Home)
    assert window.sheet.shown_sheet.records == []
    qtbot.keyClick(window.history, Qt.Key.Key_Right)
    assert len(window.sheet.shown_sheet.records) == 1
    qtbot.keyClick(window.history, Qt.Key.Key_End)
    assert len(window.sheet.shown_sheet.records) == 3
    window.review_action.trigger()
    assert window.sheet.shown_sheet is game.sheet


def test_settle_now_and_game_end(window, monkeypatch):
    game = three_player_game()
    window.set_game(game, None)
    enter(window, monkeypatch, SIX_MADE)
    window.settle_now()
    assert window.settlement.settlement is not None
    assert sum(window.settlement.settlement.result) == 0
    assert window.sheet.settlement is not None
    assert window.settlement.settlement.rounding == "paper"  # the preset's
    window.settlement.rounding.setCurrentIndex(0)  # exact
    assert window.settlement.settlement.rounding == "exact"
    assert window.sheet.settlement.rounding == "exact"
    window.end_action.trigger()
    assert game.ended and game.finished
    window.undo_action.trigger()
    assert game.ended is None


def test_the_game_ends_by_itself_and_play_continues(window, monkeypatch):
    game = Game(["A", "B", "C"], Rules.from_preset("sochi", 4))
    window.set_game(game, None)
    sixes = [Contract(seat, 6, "spades", ("pass", "pass")) for seat in (0, 0, 1, 1, 2, 2)]
    enter(window, monkeypatch, *sixes)
    assert game.finished
    assert "over" in window.facts.labels[3].text()
    assert window.sheet.settlement is not None
    enter(window, monkeypatch, AllPass((3, 3, 4)))
    assert len(game.deals) == 7


def test_save_and_reopen(window, monkeypatch, tmp_path, make_window):
    game = three_player_game()
    window.set_game(game, None, modified=True)
    enter(window, monkeypatch, SIX_MADE, SEVEN_DOWN)
    path = tmp_path / "friday.pulka"
    monkeypatch.setattr("preferans_desk.gui.game_files.QFileDialog.getSaveFileName",
                        lambda *a, **k: (str(path.with_suffix("")), ""))
    assert window.save()
    assert not window.isWindowModified()
    assert load(path).game.deals == game.deals
    window.close()  # else the other window is told the game is open here (tests/gui/test_two_windows.py)
    other = make_window()
    assert other.open_file(path)
    assert other.document.game.deals == game.deals and other.document.path == path
    assert str(path.resolve()) in other.recent_files()


def test_bad_file_leaves_the_open_game_untouched(window, monkeypatch, tmp_path, messages):
    game = three_player_game()
    window.set_game(game, None)
    enter(window, monkeypatch, SIX_MADE)
    bad = tmp_path / "bad.pulka"
    bad.write_text('{"format": "preferans-desk", "version": 1, "players": ["A", "B"]}')
    assert not window.open_file(bad)
    assert window.document.game is game and len(game.deals) == 1
    kind, title, text = messages.shown[-1]
    assert kind == "critical" and "bad.pulka" in title and "players" in text


def test_unsaved_changes_prompt_can_cancel_closing(window, monkeypatch, messages):
    window.set_game(three_player_game(), None)
    enter(window, monkeypatch, SIX_MADE)
    messages.answer = QMessageBox.StandardButton.Cancel
    assert not window.close()
    messages.answer = QMessageBox.StandardButton.Discard
    assert window.close()


def autosaved_deals(window) -> int | None:
    """How many deals a recovery of the window's autosave would give (its game file and its journal), or None
    before the first is written: an added deal may be in the journal alone."""
    files = window.document.autosave
    if not files.game_file.exists():
        return None
    return len(recover(Recoverable(files.game_file, files.meta_file, None, "")).game.deals)


def test_autosave_after_every_change_and_recovery_after_a_crash(make_window, monkeypatch, tmp_path, qtbot):
    crashed = make_window()
    game = three_player_game()
    crashed.set_game(game, tmp_path / "x.pulka")
    autosaved = crashed.document.autosave.game_file
    for count, deal in enumerate((SIX_MADE, SEVEN_DOWN), start=1):
        enter(crashed, monkeypatch, deal)
        qtbot.waitUntil(lambda n=count: autosaved_deals(crashed) == n)
    # Simulate the crash: the process that wrote it is gone (its pid no longer runs).
    meta = json.loads(crashed.document.autosave.meta_file.read_text())
    meta["pid"] = _dead_pid()
    crashed.document.autosave.meta_file.write_text(json.dumps(meta))
    fresh = make_window()
    monkeypatch.setattr(RecoveryDialog, "choose", classmethod(lambda cls, parent, found: ("recover", found[0])))
    assert fresh.offer_recovery()
    assert fresh.document.game.deals == game.deals
    assert fresh.document.path == tmp_path / "x.pulka" and fresh.isWindowModified()
    assert autosaved.exists()  # kept until the recovered game is saved
    fresh.document.autosave_timer.stop()
    assert fresh.save()
    assert not autosaved.exists()


def crash(make_window, monkeypatch, qtbot, game, deals):
    """A window that autosaved ``deals`` of ``game`` and then died."""
    window = make_window()
    window.set_game(game, None)
    enter(window, monkeypatch, *deals)
    qtbot.waitUntil(lambda: autosaved_deals(window) == len(deals))
    meta = json.loads(window.document.autosave.meta_file.read_text())
    meta["pid"] = _dead_pid()
    window.document.autosave.meta_file.write_text(json.dumps(meta))
    return window


def test_two_crashed_windows_both_games_are_offered_and_kept_until_dealt_with(make_window, monkeypatch, qtbot,
                                                                              tmp_path):
    from preferans_desk.gui.dialogs.recovery_dialog import describe
    from preferans_desk.gui.state import autosave as autosave_module

    # the crashes are faked in this process: the live windows' autosave locks must not say "still running"
    monkeypatch.setattr(autosave_module, "in_use", lambda game_file, pid: autosave_module._alive(pid))

    first = crash(make_window, monkeypatch, qtbot, three_player_game(), [SIX_MADE])
    first_files = (first.document.autosave.game_file, first.document.autosave.meta_file)
    friday = Game(["Olga", "Pavel", "Rita"], Rules.from_preset("sochi", 10), title="Friday")
    second = crash(make_window, monkeypatch, qtbot, friday, [SIX_MADE, SEVEN_DOWN])
    offered = []

    def choose(cls, parent, found):
        offered.append([describe(item) for item in found])
        return ("recover", next(item for item in found if item.game_file == first_files[0]))

    monkeypatch.setattr(RecoveryDialog, "choose", classmethod(choose))
    fresh = make_window()
    assert fresh.offer_recovery()
    assert len(offered[0]) == 2, offered
    assert any("Friday — Olga, Pavel, Rita — 2 deal" in text for text in offered[0]), offered
    assert any("Anna, Boris, Vera — 1 deal" in text for text in offered[0])
    assert second.document.autosave.game_file.exists()  # the other game is not lost
    # Next start: the other game is offered again; discarding it is the user's explicit choice.
    monkeypatch.setattr(RecoveryDialog, "choose", classmethod(
        lambda cls, parent, found: ("discard", next(i for i in found if "Friday" in describe(i)))
        if any("Friday" in describe(i) for i in found) else None))
    later = make_window()
    assert not later.offer_recovery()
    assert not second.document.autosave.game_file.exists()
    assert first_files[0].exists()  # still there: its recovered game was not saved yet


def test_clean_close_removes_the_autosave(window, monkeypatch, tmp_path, qtbot):
    window.set_game(three_player_game(), None)
    enter(window, monkeypatch, SIX_MADE)
    qtbot.waitUntil(window.document.autosave.game_file.exists)
    path = tmp_path / "g.pulka"
    window.document.save_to(path)
    assert window.close()
    assert not window.document.autosave.game_file.exists()


def test_four_player_status_names_who_sits_out(window):
    window.set_game(four_player_game(), None)
    assert "Anna sits out" in window.facts.labels[1].text()


def _dead_pid() -> int:
    pid = 999_999
    while True:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return pid
        except PermissionError:
            pass
        pid -= 1


def test_drop_opens_a_game_file(window, tmp_path, qtbot):
    from PySide6.QtCore import QMimeData, QPoint, QUrl
    from PySide6.QtGui import QDropEvent

    path = tmp_path / "dropped.pulka"
    save(three_player_game(), path)
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(path))])
    event = QDropEvent(QPoint(10, 10), Qt.DropAction.CopyAction, data, Qt.MouseButton.LeftButton,
                       Qt.KeyboardModifier.NoModifier)
    window.dropEvent(event)
    qtbot.waitUntil(lambda: window.document.path == Path(path))


def test_turning_the_sheet_puts_the_next_player_at_the_bottom(window):
    window.set_game(four_player_game(), None)
    for expected in (1, 2, 3, 0):
        window.turn_action.trigger()
        assert window.sheet.bottom_seat == expected


def test_file_export_pdf_writes_the_game_with_the_panels_rounding(window, monkeypatch, tmp_path):
    from pypdf import PdfReader

    from preferans_desk.gui import export_actions
    from preferans_desk.gui.state import preferences

    window.set_game(three_player_game(), None)
    enter(window, monkeypatch, SIX_MADE, SEVEN_DOWN)
    window.settle_now()
    window.settlement.rounding.setCurrentIndex(0)  # exact
    out = tmp_path / "out.pdf"
    monkeypatch.setattr(export_actions.PdfOptionsDialog, "get_options", lambda *a, **k: ("a4", "portrait"))
    monkeypatch.setattr(export_actions.QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    window.export_pdf_action.trigger()
    text = "".join(page.extract_text() for page in PdfReader(out).pages)
    assert "Anna" in text and "Boris" in text
    assert "Result +30 2/3 −49 1/3 +18 2/3" in text  # exact, as the panel shows (paper gives +31 -49 +18)
    assert window.qsettings.value(preferences.EXPORT_FOLDER.key) == str(tmp_path)


def test_a_sample_game_opens_untitled_so_saving_never_writes_into_the_package(window):
    from preferans_desk.gui.help import sample_games

    title, path = sample_games()[0]
    assert window.open_sample(path)
    assert window.document.path is None and window.document.game.deals
    window.menus.samples.aboutToShow.emit()
    assert len(window.menus.samples.actions()) == len(sample_games())


def test_saved_games_are_found_in_the_library_and_open_for_review(window, monkeypatch, tmp_path):
    from preferans_desk.gui.game_library.library_window import LibraryWindow

    window.set_game(three_player_game(), None)
    enter(window, monkeypatch, SIX_MADE, SEVEN_DOWN)
    path = tmp_path / "elsewhere" / "friday.pulka"
    path.parent.mkdir()
    monkeypatch.setattr("preferans_desk.gui.game_files.QFileDialog.getSaveFileName",
                        lambda *a, **k: (str(path), ""))
    assert window.save()
    assert [entry.path for entry in window.library.games()] == [path.resolve()]
    window.library_action.trigger()
    library_window = window.findChild(LibraryWindow)
    assert library_window is not None and library_window.isVisible()
    assert window.review_from_library(path)
    assert window.history.in_review() and window.document.path == path


def test_the_settlement_behind_the_history_is_settled_only_once_its_tab_is_in_front(window, qtbot, monkeypatch):
    from preferans_desk.gui.panels import settlement_panel

    settled = []
    fill = settlement_panel.SettlementPanel._fill
    monkeypatch.setattr(settlement_panel.SettlementPanel, "_fill", lambda self, *a: settled.append(1) or fill(self, *a))
    window.set_game(three_player_game(), None)  # as a file opened at start, before the window is shown
    window.show()
    qtbot.waitExposed(window)
    assert settled == [] and window.settlement.settlement is None  # the history's tab is in front
    window.settlement_dock.raise_()
    qtbot.waitUntil(lambda: window.settlement.settlement is not None)
    assert settled == [1]
    window.history_dock.raise_()
    enter(window, monkeypatch, SIX_MADE)
    assert settled == [1]  # a deal added while it is hidden is settled when it is seen again
    window.settlement_dock.raise_()
    qtbot.waitUntil(lambda: len(settled) == 2)
    assert window.settlement.game.deals[-1] == SIX_MADE


def test_the_deal_that_ends_the_game_shows_the_settlement(plain_window, qtbot, monkeypatch):
    """The deal that closes the last pool, entered from the deal dialog: the status bar says the game is over
    and the settlement's tab comes to the front, settled (the history's tab was in front)."""
    window = plain_window
    game = Game(["Anna", "Boris", "Vera"], Rules.from_preset("sochi", 10))
    game.append(Contract(0, 10, "spades", ("pass", "pass")))
    game.append(Contract(1, 10, "spades", ("pass", "pass")))
    window.set_game(game, None)
    window.show()
    qtbot.waitExposed(window)
    window.history_dock.raise_()
    qtbot.waitUntil(lambda: window.settlement_dock.visibleRegion().isEmpty())
    monkeypatch.setattr(window, "_ask_deal", lambda *_: Contract(2, 10, "spades", ("pass", "pass")))
    window.add_deal_action.trigger()
    assert window.document.game.finished
    assert window.statusBar().currentMessage() == "The game is over: see the settlement."
    qtbot.waitUntil(lambda: not window.settlement_dock.visibleRegion().isEmpty())
    assert window.settlement.status.text() == "The game is over. Settlement:"
