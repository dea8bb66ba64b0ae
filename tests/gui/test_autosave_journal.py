"""Undo and redo of an appended deal are journalled as the deal itself is (issue 21, point 11): a line in the
autosave's journal, fsynced before the change is shown, instead of the whole game written again (80 ms a step
on 2,000 deals, 58% of it that write).

A stateful hypothesis test runs random sequences of appends, undos, redos, other changes (edit, delete, end),
saves and idle turns of the event loop on one document, and after every step takes the autosave folder as a
crash at that very moment would leave it: without a turn of the event loop for an append or the undo or redo of
one, a line torn by the crash, a crash between a full write and the removal of the journal it replaces. The
game recovered from the copy is the game shown (or, for a torn line, the one shown just before)."""

from __future__ import annotations

import json
import shutil
from datetime import datetime, timedelta
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, precondition, rule, run_state_machine_as_test
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from preferans_desk.core import AllPass, Contract, Game, Rules
from preferans_desk.core.errors import DealError
from preferans_desk.core.gamefile import deal_to_json, dumps
from preferans_desk.gui.main_window import MainWindow
from preferans_desk.gui.state import autosave as autosave_module
from preferans_desk.gui.state.autosave import Autosave, Recoverable, find_recoverable, journal_of, recover
from preferans_desk.gui.state.commands import AppendDeal
from preferans_desk.gui.state.document import GameDocument, SaveConflict
from preferans_desk.render.samples import sample_game

# fsync keeps a file through a power cut, which the crashes here (copies of the folder) are not
pytestmark = [pytest.mark.timeout(300), pytest.mark.usefixtures("no_fsync")]
DEALS = (Contract(0, 6, "spades", ("pass", "pass")), Contract(1, 7, "hearts", ("whist", "pass"), (7, 2, 1)),
         AllPass((3, 3, 4)), Contract(2, 6, "clubs", ("whist", "whist"), (5, 3, 2)))


class Crash(BaseException):
    """The process dies here."""


def a_game(deals: int = 0) -> Game:
    game = Game(["Anna", "Boris", "Vera"], Rules.from_preset("sochi", 20))
    for deal in DEALS[:deals]:
        game.append(deal)
    return game


def settle() -> None:
    QApplication.processEvents()  # the full autosave a change left for the event loop's next turn


def crashed_copy(folder: Path, into: Path) -> Path:
    """The autosave folder as a kill -9 now leaves it, without the locks (their process is gone)."""
    shutil.rmtree(into, ignore_errors=True)
    if folder.exists():
        shutil.copytree(folder, into, ignore=shutil.ignore_patterns("*.lock"))
    else:
        into.mkdir(parents=True)
    return into


class Journal(RuleBasedStateMachine):
    """One document on its own autosave folder; ``root`` is a fresh folder for each run."""

    root: Path
    runs = 0

    def __init__(self):
        super().__init__()
        Journal.runs += 1
        self.base = Journal.root / f"run{Journal.runs}"
        self.folder = self.base / "autosave"
        self.file = self.base / "game.pulka"
        self.base.mkdir(parents=True)
        self.doc = GameDocument(self.folder)
        self.start: str | None = None  # the game as set, before any change (nothing autosaved yet)

    def teardown(self):
        self.doc.close()
        settle()

    # ----- what the window does -----
    @rule(deals=st.integers(0, 3))
    def new(self, deals):
        self.doc.set_game(a_game(deals), None)
        self.start = dumps(self.doc.game)

    @precondition(lambda self: self.doc.game is not None)
    @rule(deal=st.sampled_from(DEALS))
    def add(self, deal):
        before = dumps(self.doc.game)
        size = self.journal_size()
        try:
            self.doc.add(deal)
        except DealError:
            return
        self.check_crash(before, size)

    @precondition(lambda self: self.doc.game is not None and self.doc.undo.canUndo())
    @rule()
    def undo(self):
        self.step(self.doc.undo.undo, self.doc.undo.index() - 1)

    @precondition(lambda self: self.doc.game is not None and self.doc.undo.canRedo())
    @rule()
    def redo(self):
        self.step(self.doc.undo.redo, self.doc.undo.index())

    def step(self, action, command_index: int) -> None:
        appended = isinstance(self.doc.undo.command(command_index), AppendDeal)
        before = dumps(self.doc.game)
        size = self.journal_size()
        action()
        if appended:  # journalled: safe before the event loop turns again
            self.check_crash(before, size)

    # Any other change is written whole once it is shown, on the event loop's next turn (idle), or by the
    # next append first; a crash before that loses it, by design.
    @precondition(lambda self: self.doc.game is not None)
    @rule(at=st.integers(0, 6), deal=st.sampled_from(DEALS), delete=st.booleans())
    def change_a_past_deal(self, at, deal, delete):
        if at >= len(self.doc.game.deals):
            return
        try:
            self.doc.delete(at) if delete else self.doc.edit(at, deal)
        except DealError:
            return

    @precondition(lambda self: self.doc.game is not None)
    @rule()
    def end_or_continue(self):
        self.doc.set_ended(None if self.doc.game.ended else "2026-12-01T23:00:00+00:00")

    @precondition(lambda self: self.doc.game is not None)
    @rule()
    def save(self):
        try:
            self.doc.save_to(self.file, overwrite=True)
        except SaveConflict:
            return

    @precondition(lambda self: self.doc.game is not None)
    @rule()
    def idle(self):
        settle()
        self.check_crash()

    @precondition(lambda self: self.doc.autosave_timer.isActive())
    @rule()
    def crash_between_a_full_write_and_the_journals_removal(self):
        """The full write the last change left is made: the game file and its note are written, and the
        crash comes before anything else (the journal they replace is still there)."""
        real = autosave_module.atomic_write_text

        def write_then_crash(path, text):
            real(path, text)
            raise Crash

        autosave_module.atomic_write_text = write_then_crash
        try:
            with pytest.raises(Crash):
                self.doc.write_autosave()
        finally:
            autosave_module.atomic_write_text = real
        self.doc.autosave_timer.stop()
        self.check_crash()
        self.doc.write_autosave()  # a process that lived on: its next write puts the autosave in order

    # ----- the checks -----
    def journal_size(self) -> int:
        journal = self.doc.autosave.journal_file
        return journal.stat().st_size if journal.exists() else 0

    def check_crash(self, before: str | None = None, size: int = 0) -> None:
        """Recovered from a copy of the folder now: the game shown. ``before``: the game just before a
        journalled step, which a crash tearing its line (the journal was ``size`` bytes before) gives."""
        assert not self.doc.autosave_timer.isActive(), "a change shown is not on disk"
        copy = crashed_copy(self.folder, self.base / "crashed")
        now = dumps(self.doc.game)
        game_file = copy / self.doc.autosave.game_file.name
        if not game_file.exists():  # nothing written since the game was set: nothing changed
            assert now == self.start and not self.doc.modified
            return
        item = Recoverable(game_file, copy / self.doc.autosave.meta_file.name, None, "")
        assert dumps(recover(item).game) == now, "the recovered game is not the game shown"
        if self.doc.modified and not self.same_as_file():
            assert game_file in [found.game_file for found in find_recoverable(copy)]
        journal = journal_of(game_file)
        if before is not None and journal.exists() and journal.stat().st_size > size:
            data = journal.read_bytes()
            for cut in range(1, len(data) - size + 1, 7):  # the line torn at every seventh byte
                journal.write_bytes(data[:-cut])
                assert dumps(recover(item).game) in (before, now), f"a line torn {cut} bytes short"

    def same_as_file(self) -> bool:
        return self.file.exists() and self.file.read_text(encoding="utf-8") == dumps(self.doc.game)


@pytest.fixture
def crash_is_no_pid(monkeypatch):
    """The copy's notes name this live process: in the copy, only the (absent) locks may count."""
    monkeypatch.setattr(autosave_module, "_alive", lambda pid: False)


@pytest.mark.slow
def test_recovery_after_any_appends_undos_and_redos_gives_the_game_shown(qapp, tmp_path, crash_is_no_pid):
    Journal.root, Journal.runs = tmp_path, 0
    run_state_machine_as_test(Journal, settings=settings(max_examples=80, stateful_step_count=30, deadline=None,
                                                         suppress_health_check=[HealthCheck.too_slow]))


def test_a_stale_journal_is_not_replayed_onto_the_game_that_holds_it(qapp, tmp_path, crash_is_no_pid):
    """A deal journalled, then a past deal deleted: the game file written for the delete holds the deal, and
    as many deals as the journal's line follows. Replayed onto it, that line would add the deal again."""
    Journal.root, Journal.runs = tmp_path, 0
    machine = Journal()
    try:
        machine.new(2)
        machine.add(DEALS[2])  # no autosave yet: written whole
        machine.add(DEALS[3])  # journalled: after 3 deals
        machine.change_a_past_deal(0, DEALS[0], delete=True)  # 3 deals again, written whole...
        machine.crash_between_a_full_write_and_the_journals_removal()  # ...and the crash comes
    finally:
        machine.teardown()


def test_a_journal_is_not_replayed_onto_the_same_game_written_again(qapp, tmp_path, crash_is_no_pid):
    """Found by the machine: a deal journalled and then deleted brings the game back as the journal's base
    holds it; the game file written for the delete is that very base, which the journal's line names."""
    Journal.root, Journal.runs = tmp_path, 0
    machine = Journal()
    try:
        machine.new(0)
        machine.end_or_continue()
        machine.idle()  # written whole: the base
        machine.add(DEALS[0])  # journalled onto it
        machine.change_a_past_deal(0, DEALS[0], delete=True)  # the base again...
        machine.crash_between_a_full_write_and_the_journals_removal()  # ...written whole, and the crash
    finally:
        machine.teardown()


@pytest.fixture
def long_game_window(qtbot, tmp_path, monkeypatch):
    window = MainWindow(qsettings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat),
                        data_dir=tmp_path / "data")
    qtbot.addWidget(window)
    monkeypatch.setattr(window, "maybe_save", lambda: True)  # closed at the end without asking
    full = sample_game(3, 2001, "sochi", pool_target=3000, seed=3)
    game = sample_game(3, 2001, "sochi", pool_target=3000, seed=3)
    game.replace_deals(full.deals[:2000])
    window.set_game(game, None)
    window._push_deal(full.deals[-1])  # the first deal after opening writes the autosave whole
    settle()
    yield window
    window.document.close()


def file_state(path: Path) -> tuple[int, int, int]:
    status = path.stat()
    return status.st_mtime_ns, status.st_size, status.st_ino


def test_ctrl_z_and_ctrl_shift_z_of_an_append_only_add_to_the_journal(long_game_window):
    window = long_game_window
    autosave = window.document.autosave
    snapshot, note = file_state(autosave.game_file), file_state(autosave.meta_file)
    journal = autosave.journal_file
    lines: list[dict] = []
    for action in (window.undo_action, window.redo_action, window.undo_action):
        assert action.isEnabled()
        action.trigger()
        settle()
        assert file_state(autosave.game_file) == snapshot and file_state(autosave.meta_file) == note
        lines = [json.loads(line) for line in journal.read_text(encoding="utf-8").splitlines()]
    assert [next(iter(line)) for line in lines] == ["base", "pop", "after", "pop"]
    assert lines[1] == lines[3] == {"pop": 2000} and lines[2]["after"] == 2000
    assert journal.stat().st_size < 1000  # a few lines, not 2,000 deals
    assert len(window.document.game.deals) == 2000


def test_a_journal_grown_past_its_bound_is_written_whole(long_game_window, monkeypatch):
    window = long_game_window
    autosave = window.document.autosave
    window.undo_action.trigger()
    window.redo_action.trigger()
    settle()
    assert autosave.journal_file.exists()
    monkeypatch.setattr(autosave_module, "JOURNAL_MOST", autosave.journal_file.stat().st_size + 1)
    window.undo_action.trigger()  # past the bound now
    settle()
    assert not autosave.journal_file.exists()
    item = Recoverable(autosave.game_file, autosave.meta_file, None, "")
    assert dumps(recover(item).game) == dumps(window.document.game)


def test_a_journal_of_an_older_version_is_still_replayed(tmp_path):
    """Before this version a journal held appended deals only, with no line naming its base."""
    autosave = Autosave(tmp_path)
    game = a_game(1)
    autosave.write(game, None)
    lines = []
    for deal in DEALS[1:3]:
        lines.append(json.dumps({"after": len(game.deals), "deal": deal_to_json(deal)}))
        game.append(deal)
    autosave.journal_file.write_text("\n".join(lines) + "\n", encoding="utf-8")
    item = Recoverable(autosave.game_file, autosave.meta_file, None, "")
    assert dumps(recover(item).game) == dumps(game)


def test_a_pop_that_does_not_follow_ends_the_replay(tmp_path):
    autosave = Autosave(tmp_path)
    game = a_game(2)
    autosave.write(game, None)
    autosave.journal_pop(game, None)  # says the game had 2 deals after the pop: it has 2 before it
    game.append(DEALS[2])
    autosave.journal(game, None, DEALS[2])
    item = Recoverable(autosave.game_file, autosave.meta_file, None, "")
    assert len(recover(item).game.deals) == 2


def test_a_saved_game_undone_is_offered_from_the_journal(qapp, tmp_path, crash_is_no_pid):
    """After a save the autosave is the file's copy, marked clean; an undo journalled after it still makes
    it worth offering, and recovers the game without the deal."""
    doc = GameDocument(tmp_path / "autosave")
    try:
        doc.set_game(a_game(2), None)
        doc.add(DEALS[2])
        doc.save_to(tmp_path / "game.pulka")
        settle()
        doc.undo.undo()
        copy = crashed_copy(doc.autosave.folder, tmp_path / "crashed")
        [item] = find_recoverable(copy)
        assert recover(item).game.deals == list(DEALS[:2]) and item.original == tmp_path / "game.pulka"
    finally:
        doc.close()


def test_the_time_offered_is_the_journals_when_it_is_later(tmp_path, crash_is_no_pid):
    """The recovery dialog says when the game was last autosaved: a journalled undo leaves the note's time."""
    autosave = Autosave(tmp_path)
    game = a_game(2)
    autosave.write(game, None)
    note = json.loads(autosave.meta_file.read_text(encoding="utf-8"))
    autosave.meta_file.write_text(json.dumps(note | {"saved": "2026-01-01T10:00:00+00:00"}), encoding="utf-8")
    autosave._lock.unlock()
    [item] = find_recoverable(tmp_path)
    assert item.saved == "2026-01-01T10:00:00+00:00"
    game.pop_deal()
    autosave.journal_pop(game, None)
    [item] = find_recoverable(tmp_path)
    assert datetime.fromisoformat(item.saved) > datetime.now().astimezone() - timedelta(minutes=5)
