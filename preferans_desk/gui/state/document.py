"""The game document: the one source of state every view of the window shows.

``GameDocument`` owns the open game, its file, the undo stack and its clean
state, the autosave, the review position, the selected deal and the
settlement. It changes the game without any dialog (the window asks the
questions) and says what changed through signals; the sheet, the history,
the settlement panel, the status bar and the title draw the ``Moment`` it
hands them and work out nothing of their own.
"""

from __future__ import annotations

import errno
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, QTimer, Signal
from PySide6.QtGui import QUndoStack

from preferans_desk.core.atomic import is_write_protected, write_target
from preferans_desk.core.deals import Deal
from preferans_desk.core.engine import DealRecord, Sheet
from preferans_desk.core.game import Game
from preferans_desk.core.gamefile import save, special_file
from preferans_desk.core.moment import Moment
from preferans_desk.core.settlement import Settlement
from preferans_desk.gui.state.autosave import Autosave, signature
from preferans_desk.gui.state.commands import (
    AppendDeal,
    GameCommand,
    SetEnded,
    SetExtra,
    deals_command,
    delete_command,
    edit_command,
)


class SaveConflict(Exception):
    """The file changed on disk since this window loaded or last saved it (another window, another program)."""

    def __init__(self, path: Path):
        super().__init__(str(path))
        self.path = path


@dataclass(frozen=True)
class LockOwner:
    """Who holds a game file's lock: a process on a host, by its application name."""

    pid: int
    host: str
    app: str


def lock_path(path: Path) -> Path:
    """The lock file beside a game: ``.friday.pulka.lock`` (hidden on Unix, like an editor's); beside the
    real file when ``path`` is a symbolic link, so that two windows opening one file by two names see
    each other's lock."""
    path = write_target(path)
    return path.with_name(f".{path.name}.lock")


def is_open(path: Path) -> bool:
    """Whether a window (of this process or another) has the game at ``path`` open: its lock is held by a live
    process. A lock left by a process that died is taken over and so removed; a lock that cannot be looked at
    (a folder we may not write in) says nothing is open."""
    lock_file = lock_path(Path(path))
    if not lock_file.exists() or special_file(lock_file):
        return False
    lock = QLockFile(str(lock_file))
    lock.setStaleLockTime(0)  # as claim(): stale only when its process is gone
    if lock.tryLock(0):
        lock.unlock()
        return False
    return lock.error() == QLockFile.LockError.LockFailedError


class GameDocument(QObject):
    """The open game and everything the window shows of it."""

    changed = Signal()  # the deals or the game's fields changed (after a command, an open or a close)
    momentChanged = Signal(object)  # the Moment every view shows now
    selectionChanged = Signal(int)  # the selected deal, -1 for none
    settlementChanged = Signal(object)  # the Moment whose settlement the panel shows
    modifiedChanged = Signal(bool)
    pathChanged = Signal(object)  # the file (Path) or None
    finishedNow = Signal()  # the last change ended the game
    autosaveFailed = Signal(str)  # why the autosave could not be written (again)
    autosaveRestored = Signal()  # the autosave is written again after it failed
    closed = Signal()  # the window closed cleanly: nothing of this game is kept for recovery
    undoCleared = Signal()  # a new game's undo history starts empty (the stack's own signals are held then)

    def __init__(self, autosave_folder: Path, parent: QObject | None = None):
        super().__init__(parent)
        self.game: Game | None = None
        self.path: Path | None = None
        self.undo = QUndoStack(self)
        self.autosave = Autosave(autosave_folder)
        # Written right after the change is shown (the next turn of the event loop), not before the repaint.
        self.autosave_timer = QTimer(self, singleShot=True, interval=0)
        self.autosave_timer.timeout.connect(self.write_autosave)
        self._review: int | None = None  # deals shown in review, None for the present
        self._review_sheet: Sheet | None = None
        self._selected: int | None = None
        self._rounding: str | None = None  # the table's pick; None follows the game's setting
        self._settle_requested = False
        self._moment: Moment | None = None
        self._game_finished = False  # whether the game shown last was over (finishedNow: a change ended it)
        self._changes = 0  # changes of the game shown, counted: what the present beside a review is made for
        # the present while a past deal is reviewed (``present``), and the changes, rounding and settle request of it
        self._present_beside: tuple[tuple[int, str | None, bool], Moment] | None = None
        self._undo_index = 0
        self._modified = False
        self.read_only = False  # saving goes elsewhere: another window holds the file, or it is write-protected
        self.write_protected = False  # the file's own permissions say no
        self.autosave_error: str | None = None  # why the last autosave failed, None while it works
        self._lock: tuple[Path, QLockFile] | None = None  # the lock this document holds on its file
        self._claimed: tuple[Path, QLockFile] | None = None  # taken by claim(), kept by the next set_game
        self._disk: tuple[int, int, str] | None = None  # the file as loaded or last saved
        self.undo.indexChanged.connect(self._undo_moved)
        self.undo.cleanChanged.connect(self._update_modified)  # a method: disconnected when we are destroyed

    # ----- the game -----
    def set_game(self, game: Game | None, path: Path | None = None, *, modified: bool = False,
                 read_only: bool = False) -> None:
        """Show ``game`` (new, opened or recovered; None closes it): the undo history starts afresh
        and the newest deal is selected. The file's lock, if ``claim`` took it, is kept."""
        self.game = game
        self.path = Path(path) if path else None
        self._take_lock(self.path)
        self.write_protected = self.path is not None and is_write_protected(self.path)
        self.read_only = read_only or self.write_protected
        self._disk = signature(self.path) if self.path else None
        self._review, self._review_sheet = None, None
        self._rounding, self._settle_requested = None, False
        self._selected = self._last_deal()
        self.undo.blockSignals(True)
        self.undo.clear()
        # clear() leaves an empty stack's clean state alone: a game recovered or new before
        # would make this one look modified too.
        self.undo.setClean()
        if modified:
            self.undo.resetClean()
        self.undo.blockSignals(False)
        self._undo_index = 0
        self.undoCleared.emit()  # Undo and Redo must not offer the last game's steps
        self.pathChanged.emit(self.path)
        self._update_modified()
        self._publish(changed=True)
        if modified:
            self.autosave_timer.start()
        else:  # nothing to lose yet, and a large game opens quicker: its first deal's journal writes it whole
            self.autosave_timer.stop()
            self.autosave.remove()

    @property
    def modified(self) -> bool:
        return self.game is not None and not self.undo.isClean()

    @property
    def moment(self) -> Moment | None:
        return self._moment

    @property
    def present(self) -> Moment | None:
        """The game as it stands now: the moment shown, or, while a past deal is reviewed, the present beside it
        (made once a change), for the readers that always show the present (the phones)."""
        if self._moment is None or not self._moment.review:
            return self._moment
        key = (self._changes, self._rounding, self._settle_requested)
        if self._present_beside is None or self._present_beside[0] != key:
            self._present_beside = (key, self._present())
        return self._present_beside[1]

    @property
    def selected(self) -> int | None:
        return self._selected

    @property
    def review(self) -> int | None:
        return self._review

    @property
    def rounding(self) -> str | None:
        return self._rounding

    def live_settlement(self) -> Settlement | None:
        """The settlement of the game as it stands now (for export and print), with the chosen rounding."""
        if self.game is None:
            return None
        if self._moment is not None and not self._moment.review:
            return self._moment.settlement
        return self._present().settlement

    # ----- changes (each one an undo command) -----
    def add(self, deal: Deal | DealRecord) -> None:
        """Append a deal; a record already scored against the present sheet is written as it is.
        Raises ``DealError`` (and changes nothing) if the deal is not valid here."""
        game = self._need_game()
        record = deal if isinstance(deal, DealRecord) else game.sheet.preview(deal)
        self.set_review(None)
        self.undo.push(AppendDeal(game, record))

    def edit(self, index: int, deal: Deal) -> None:
        """Replace deal ``index``; raises ``DealError`` naming the later deal it would break."""
        self.undo.push(edit_command(self._need_game(), index, deal))

    def replace_deals(self, deals: list[Deal]) -> None:
        """Every deal replaced by ``deals`` as one change (a club night director's game taken at the table); raises
        ``DealError`` (and changes nothing) if they do not score here."""
        self.set_review(None)
        self.undo.push(deals_command(self._need_game(), deals))

    def delete(self, index: int) -> None:
        self.undo.push(delete_command(self._need_game(), index))

    def set_ended(self, ended: str | None) -> None:
        self.undo.push(SetEnded(self._need_game(), ended))

    def set_extra(self, key: str, value: object, name: str) -> None:
        """One of the game's other fields set (None: taken off), undoably; ``name`` names the change (one of
        ``commands``' marked words)."""
        self.undo.push(SetExtra(self._need_game(), key, value, name))

    def _need_game(self) -> Game:
        if self.game is None:
            raise RuntimeError("no game is open")
        return self.game

    def _undo_moved(self, index: int) -> None:
        """After a push, an undo or a redo: select the deal concerned, and show the new state."""
        one_step = abs(index - self._undo_index) == 1
        journalled = False  # an append, or the undo of one: a line in the journal instead of the whole game
        if index > self._undo_index:
            command = self.undo.command(index - 1)
            focus = command.focus_after_redo if isinstance(command, GameCommand) else None
            if isinstance(command, AppendDeal) and one_step:
                journalled = self._journal(command.record.deal)  # on disk before it is shown
        elif index < self._undo_index:
            command = self.undo.command(index)
            focus = command.focus_after_undo if isinstance(command, GameCommand) else None
            if isinstance(command, AppendDeal) and one_step:
                journalled = self._journal(None)
        else:
            focus = None
        self._undo_index = index
        was_finished = self._game_finished
        if self._review is not None:  # the deals changed under the review: back to the present
            self._review, self._review_sheet = None, None
        count = len(self.game.deals) if self.game else 0
        if focus is not None:
            self._selected = min(focus, count - 1) if count else None
        elif self._selected is not None and self._selected >= count:
            self._selected = self._last_deal()
        self._update_modified()
        self._publish(changed=True)
        if not journalled or self.autosave.journal_full or self.autosave_error is not None:
            self.autosave_timer.start()  # the whole game, once the change is shown
        if self.game is not None and self.game.finished and not was_finished:
            self.finishedNow.emit()

    def _update_modified(self, *_args) -> None:
        if self.modified != self._modified:
            self._modified = self.modified
            self.modifiedChanged.emit(self._modified)

    # ----- what is shown -----
    def select(self, index: int | None) -> None:
        """Choose deal ``index`` (0-based, None for none); in review, step the review to it."""
        if self.game is None:
            return
        count = len(self.game.deals)
        if index is not None and not 0 <= index < count:
            return
        if self._review is not None:
            self.set_review(index + 1 if index is not None else 0)
            return
        if index != self._selected:
            self._selected = index
            self._publish()

    def step_selection(self, step: int) -> None:
        """Up/Down: the deal before or after the selected one (from the newest when none is)."""
        if self.game is None or not self.game.deals:
            return
        current = self._selected if self._selected is not None else len(self.game.deals)
        self.select(max(0, min(len(self.game.deals) - 1, current + step)))

    def set_review(self, count: int | None) -> None:
        """Show the game as it stood after ``count`` deals; None returns to the present."""
        if self.game is None:
            return
        if count is not None:
            count = max(0, min(count, len(self.game.deals)))
        if count == self._review:
            return
        if count is None:
            self._review, self._review_sheet = None, None
            self._selected = self._last_deal()
        else:
            self._review = count
            self._review_sheet = self.game.sheet if count == len(self.game.deals) else self.game.sheet_after(count)
            self._selected = count - 1 if count else None
        self._publish()

    def start_review(self) -> None:
        """Review from the selected deal (the newest when none is)."""
        if self.game is not None and self._review is None:
            self.set_review(self._selected + 1 if self._selected is not None else len(self.game.deals))

    def set_rounding(self, rounding: str | None) -> None:
        if rounding != self._rounding:
            self._rounding = rounding
            self._publish()

    def request_settlement(self) -> None:
        """Settle now: circle the results on the sheet before the game is over."""
        if not self._settle_requested:
            self._settle_requested = True
            self._publish()

    def _last_deal(self) -> int | None:
        return len(self.game.deals) - 1 if self.game is not None and self.game.deals else None

    def _present(self) -> Moment:
        game = self._need_game()
        return Moment(game, game.sheet, len(game.deals), review=False, selected=self._selected,
                      settle_requested=self._settle_requested, rounding=self._rounding)

    def _publish(self, changed: bool = False) -> None:
        """Make the new moment and tell every view, the selection and the settlement first."""
        game = self.game
        # Kept as shown: the moment reads the game, which a change has altered by the time it is told.
        self._game_finished = game is not None and game.finished
        self._changes += changed
        if game is None:
            self._moment = None
        elif self._review is None:
            self._moment = self._present()
        else:
            assert self._review_sheet is not None  # set with _review
            self._moment = Moment(game, self._review_sheet, self._review, review=True, selected=self._selected,
                                  settle_requested=self._settle_requested, rounding=self._rounding)
        if changed:
            self.changed.emit()
        self.selectionChanged.emit(-1 if self._selected is None else self._selected)
        self.momentChanged.emit(self._moment)
        self.settlementChanged.emit(self._moment)

    # ----- files -----
    def claim(self, path: Path) -> LockOwner | None:
        """Lock ``path`` for this document before it is opened or saved there: None when the lock is
        ours (now or already), else who holds it. A lock left by a process that died is taken over."""
        path = Path(path)
        for held in (self._lock, self._claimed):
            if held is not None and held[0] == path:
                return None
        if special_file(lock_path(path)):
            return None  # a pipe or a device where the lock goes: Qt would wait for ever reading it
        lock = QLockFile(str(lock_path(path)))
        lock.setStaleLockTime(0)  # stale only when its process is gone, however long a game lasts
        if lock.tryLock(0):
            self._release(self._claimed)
            self._claimed = (path, lock)
            return None
        if lock.error() != QLockFile.LockError.LockFailedError:
            return None  # a folder we may not write in (a read-only share): no lock to take, nothing to warn of
        info = lock.getLockInfo()  # (pid, host, app), or a failure when the lock just went
        return LockOwner(*info) if isinstance(info, tuple) and len(info) == 3 else LockOwner(0, "", "")

    def _take_lock(self, path: Path | None) -> None:
        """Keep the lock of the file now shown (claimed before), let go of any other."""
        claimed, self._claimed = self._claimed, None
        if self._lock is not None and self._lock[0] == path:
            self._release(claimed)
            return
        self._release(self._lock)
        self._lock = None
        if claimed is not None and claimed[0] == path:
            self._lock = claimed
        else:
            self._release(claimed)

    @staticmethod
    def _release(held: tuple[Path, QLockFile] | None) -> None:
        if held is not None:
            held[1].unlock()

    def save_to(self, path: Path, *, overwrite: bool = False) -> None:
        """Write the game to ``path`` (atomically); raises OSError and then nothing changed.

        Raises ``SaveConflict`` when ``path`` is this document's file and it changed on disk since it
        was loaded or last saved, unless ``overwrite`` (the user chose to)."""
        path = Path(path)
        if path == self.path and not overwrite and self._disk is not None and signature(path) != self._disk:
            raise SaveConflict(path)
        if is_write_protected(path):  # a rename would replace it all the same
            raise PermissionError(errno.EACCES, "the file is read-only", str(path))
        save(self._need_game(), path)
        self._disk = signature(path)  # None if it cannot be read back: the save happened all the same
        self.read_only = self.write_protected = False
        if self.path != path:
            self.path = path
            self._take_lock(path)
            self.pathChanged.emit(self.path)
        self.undo.setClean()
        self._update_modified()
        self.autosave_timer.start()

    def assume_disk(self, disk: tuple[int, int, str] | None) -> None:
        """Check the next save against this state of the file rather than the one read when the game was
        shown: a recovered game's file as it was when the autosave was written."""
        self._disk = disk

    def _journal(self, deal: Deal | None) -> bool:
        """The deal just appended (None: the last one just taken off) on disk before it is shown; False
        if that failed."""
        if self.autosave_timer.isActive():  # a change before it is not on disk yet: the whole game, now
            self.write_autosave()
            return self.autosave_error is None
        try:
            if deal is None:
                self.autosave.journal_pop(self._need_game(), self.path, disk=self._disk)
            else:
                self.autosave.journal(self._need_game(), self.path, deal, disk=self._disk)
        except OSError as exc:
            self._autosave_failed(exc)
            return False
        return True

    def write_autosave(self) -> None:
        """Keep a copy of the game for after a crash, written after the change is shown. A game with no
        unsaved changes (after a save) is written too, marked clean: the base the next deal's journal line adds
        to. A game just opened gets none: its first deal finds no base and writes it whole."""
        self.autosave_timer.stop()  # written now: one pending would write the same again
        if self.game is None:
            self.autosave.remove()
            return
        try:
            self.autosave.write(self.game, self.path, clean=not self.modified, disk=self._disk)
        except OSError as exc:
            self._autosave_failed(exc)
            return
        if self.autosave_error is not None:  # only a whole game written clears the warning
            self.autosave_error = None
            self.autosaveRestored.emit()

    def _autosave_failed(self, exc: OSError) -> None:
        self.autosave_error = exc.strerror or str(exc)
        self.autosaveFailed.emit(self.autosave_error)

    def close(self) -> None:
        """The window closes cleanly: no autosave is left behind, no lock held."""
        self.autosave_timer.stop()
        self.autosave.remove()
        self._release(self._lock)
        self._release(self._claimed)
        self._lock = self._claimed = None
        self.closed.emit()
