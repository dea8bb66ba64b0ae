"""A seeded monkey for the main window: random actions, keys, shortcuts, clicks, wheel and text, checked after
every one.

Used by tests/gui/test_monkey.py (a short run in the suite) and benchmarks/monkey.py (long runs).
Every event is one of the things a scorer does (add, edit, delete, undo, redo, select, review, settle,
round, end, save, open, new game, the library, the window's shortcuts, keys, text, clicks and the wheel).
Questions and file names are answered by patched functions (a real modal QMessageBox or QFileDialog would
wait forever offscreen); the deal dialog and the new-game dialog are sometimes answered by patched functions
and sometimes opened for real and typed into by a ``DialogDriver``, which always ends them. After each event
the state must hold together: no Python exception and no unexpected Qt warning (``Watch``), no dialog left
open, the sheet equals a fresh replay of the deals, the views show the document's moment, and the unsaved
deals are on disk (the autosave with its journal), or the saved file holds them.
"""

from __future__ import annotations

import random
import sys
import traceback
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, Qt, QTimer, QtMsgType, qInstallMessageHandler
from PySide6.QtGui import QKeySequence, QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QInputDialog, QMessageBox, QWidget

from preferans_desk.core import Game, Rules
from preferans_desk.core.engine import score
from preferans_desk.core.gamefile import load
from preferans_desk.gui.state.autosave import Recoverable, recover
from preferans_desk.render.samples import random_deal

# Qt warnings that are platform noise, not a fault of the app: each with why it is harmless.
ALLOWED_QT_MESSAGES = {
    "This plugin does not support propagateSizeHints()":
        "offscreen platform: it has no window manager to pass size hints to",
    "This plugin does not support raise()":
        "offscreen platform: windows have no stacking order (the library window and docks are raised)",
    "This plugin does not support grabbing the keyboard":
        "offscreen platform: popups (combo boxes, menus) cannot grab a keyboard it does not have",
    "This plugin does not support grabbing the mouse":
        "offscreen platform: as above, for the mouse",
}

Key = Qt.Key
Mod = Qt.KeyboardModifier
# The deal dialog's keys (docs/keyboard.md): declarer digits and initials, levels 6-9 and 0, suits, defence,
# M for misère, the kinds C M A J; and the players' initials of the monkey's games.
DEAL_KEYS = "0123456789scdhnwpmaj" + "abvg"
MOVE_KEYS = [Key.Key_Tab, Key.Key_Backtab, Key.Key_Backspace, Key.Key_Left, Key.Key_Right, Key.Key_Up,
             Key.Key_Down, Key.Key_Space, Key.Key_Home, Key.Key_End, Key.Key_Delete]
ALT_KEYS = "dtboenxcpwruvs34"  # the dialogs' Alt+underlined letters
UNICODE = "йцукенЖЩЪ♠♣♦♥éßø€£¥ℕ∑√中文字😀🂡\u0301\u200b\u202e\t"


class Watch:
    """The run's exception hook and Qt message handler: an exception raised inside a Qt callback (PySide
    prints it and carries on) or a Qt warning that is not known noise is kept, and the next check fails.

    The project's pytest config sets no ``qt_log_level_fail``, so pytest-qt only records Qt messages; here they
    fail the run. PySide hands back no Python handler installed before (pytest-qt's), so while the watch is
    installed the Qt messages come to it alone; the exception hook passes exceptions on to the one before.
    """

    def __init__(self):
        self.problems: list[str] = []
        self._hook = None
        self._handler = None

    def install(self) -> None:
        self._hook = sys.excepthook
        sys.excepthook = self._exception
        self._handler = qInstallMessageHandler(self._message)

    def uninstall(self) -> None:
        qInstallMessageHandler(self._handler)
        sys.excepthook = self._hook

    def _exception(self, kind, value, trace) -> None:
        self.problems.append("".join(traceback.format_exception(kind, value, trace)))
        self._hook(kind, value, trace)  # pytest-qt's hook (it fails the test too) or the printing one

    def _message(self, mode, context, text: str) -> None:
        if mode in (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg) \
                and text not in ALLOWED_QT_MESSAGES:
            self.problems.append(f"Qt {mode.name}: {text}")
        if self._handler is not None:
            self._handler(mode, context, text)

    def take(self) -> list[str]:
        problems, self.problems = self.problems, []
        return problems


class DialogDriver:
    """Types into the real modal dialogs an action opens, from a timer that ticks inside their own event loop,
    and always ends them: after ``budget`` ticks Escape, then reject(), then done()."""

    def __init__(self, rng: random.Random, log: list[str]):
        self.rng = rng
        self.log = log
        self.ticks = 0
        self.budget = 0
        self.timer = QTimer(interval=0)
        self.timer.timeout.connect(self._tick)

    def __enter__(self) -> DialogDriver:
        self.ticks, self.budget = 0, self.rng.randint(1, 40)
        self.timer.start()
        return self

    def __exit__(self, *_exc) -> None:
        self.timer.stop()

    def _tick(self) -> None:
        popup = QApplication.activePopupWidget()
        if popup is not None:  # a combo box's list, a menu: it would take every key
            popup.close()
            return
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            return
        self.ticks += 1
        if isinstance(dialog, QMessageBox) or self.ticks > self.budget + 10:  # the deal dialog's key help
            dialog.done(QDialog.DialogCode.Rejected)
        elif self.ticks > self.budget + 5:
            dialog.reject()
        elif self.ticks > self.budget:
            QTest.keyClick(dialog, Key.Key_Escape)
        else:
            self._type(dialog)

    def _target(self, dialog: QWidget) -> QWidget:
        """The focused widget of the dialog (never one of the window under it)."""
        focus = QApplication.focusWidget()
        return focus if focus is not None and (focus is dialog or dialog.isAncestorOf(focus)) else dialog

    def _type(self, dialog: QWidget) -> None:
        rng, target = self.rng, self._target(dialog)
        kinds = ["deal keys", "move", "ctrl", "alt", "unicode", "text", "paste", "enter", "escape", "f1",
                 "click", "a deal"]
        kind = rng.choices(kinds, [40, 20, 5, 5, 6, 4, 2, 6, 1, 1, 4, 6])[0]
        self.log.append(f"  dialog {kind}")
        if kind == "deal keys":
            QTest.keyClicks(target, "".join(rng.choices(DEAL_KEYS, k=rng.randint(1, 4))))
        elif kind == "move":
            QTest.keyClick(target, rng.choice(MOVE_KEYS), rng.choice([Mod.NoModifier, Mod.ShiftModifier]))
        elif kind == "ctrl":
            QTest.keyClick(target, rng.choice([Key.Key_1, Key.Key_2, Key.Key_3, Key.Key_4]), Mod.ControlModifier)
        elif kind == "alt":
            key = rng.choice([*ALT_KEYS, "up", "down"])
            code = {"up": Key.Key_Up, "down": Key.Key_Down}.get(key) or Key(ord(key.upper()))
            QTest.keyClick(target, code, Mod.AltModifier)
        elif kind == "unicode":
            type_text(target, "".join(rng.choices(UNICODE, k=rng.randint(1, 6))))
        elif kind == "text":
            type_text(target, random_text(rng, rng.randint(1, 40)))
        elif kind == "paste":
            QApplication.clipboard().setText(random_text(rng, rng.choice([300, 5000, 70000])))
            QTest.keyClick(target, Key.Key_V, Mod.ControlModifier)
        elif kind == "enter":
            QTest.keyClick(target, Key.Key_Return)
        elif kind == "escape":
            QTest.keyClick(target, Key.Key_Escape)
        elif kind == "f1":
            QTest.keyClick(target, Key.Key_F1)
        elif kind == "click":
            click_somewhere(dialog, rng)
        else:  # a deal as a scorer types it: "1 7 s w p 6"
            QTest.keyClicks(target, f"{rng.randint(1, 4)}{rng.choice('67890m')}{rng.choice('scdhn')}"
                                    f"{rng.choice('wp')}{rng.choice('wph')}{rng.randint(0, 10)}{rng.randint(0, 9)}")


def random_text(rng: random.Random, length: int) -> str:
    alphabet = "abcdefghijklmnopqrstuvwxyz ABCDEFGH0123456789.,/-+" + UNICODE
    return "".join(rng.choices(alphabet, k=length))


def type_text(widget: QWidget, text: str) -> None:
    """Key events carrying any text (QTest.keyClicks sends Latin-1 only)."""
    for char in text:
        QTest.sendKeyEvent(QTest.KeyAction.Click, widget, Key.Key_unknown, char, Mod.NoModifier)


def click_somewhere(widget: QWidget, rng: random.Random, double: bool = False) -> None:
    """A left click at a random point of ``widget``, given to the child under it."""
    point = QPoint(rng.randrange(max(1, widget.width())), rng.randrange(max(1, widget.height())))
    child = widget.childAt(point) or widget
    local = child.mapFrom(widget, point) if child is not widget else point
    click = QTest.mouseDClick if double else QTest.mouseClick
    click(child, Qt.MouseButton.LeftButton, Mod.NoModifier, local)


def wheel(widget: QWidget, rng: random.Random) -> None:
    point = QPointF(rng.randrange(max(1, widget.width())), rng.randrange(max(1, widget.height())))
    delta = QPoint(0, rng.choice([-360, -120, -15, 15, 120, 360]))
    modifiers = rng.choice([Mod.NoModifier, Mod.NoModifier, Mod.ControlModifier, Mod.ShiftModifier])
    event = QWheelEvent(point, QPointF(widget.mapToGlobal(point)), QPoint(), delta, Qt.MouseButton.NoButton,
                        modifiers, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)


class Monkey:
    REAL_DEAL = 0.25  # how often the real deal dialog is opened instead of the patched answer
    REAL_NEW_GAME = 0.5

    def __init__(self, window, folder: Path, seed: int):
        self.window = window
        self.folder = Path(folder)
        self.rng = random.Random(seed)
        self.events = 0
        self.log: list[str] = []
        self.watch = Watch()
        # Its own generator: how long a real dialog is typed into does not change the events that follow.
        self.driver = DialogDriver(random.Random(seed + 1_000_003), self.log)

    # ----- the dialogs, answered -----
    def patch(self, monkeypatch) -> None:
        """Answer every question and file name; the deal and new-game dialogs, sometimes, for real."""
        from preferans_desk.gui import game_files
        from preferans_desk.gui.dialogs import new_game_dialog

        rng = self.rng
        self._real_deal = self.window._ask_deal
        self._real_new_game = new_game_dialog.NewGameDialog.get_game
        monkeypatch.setattr(QMessageBox, "question", self._question)
        for kind in ("critical", "warning", "information"):
            monkeypatch.setattr(QMessageBox, kind, lambda *a, **k: QMessageBox.StandardButton.Ok)
        monkeypatch.setattr(game_files.QFileDialog, "getSaveFileName", lambda *a, **k: (self._file("save"), ""))
        monkeypatch.setattr(game_files.QFileDialog, "getOpenFileName", lambda *a, **k: (self._file("open"), ""))
        monkeypatch.setattr(game_files.QFileDialog, "getExistingDirectory", lambda *a, **k: "")
        monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("", False))
        monkeypatch.setattr(game_files.GameFiles, "ask", lambda self_, title, text, choices: self._answer(
            "ask", rng.choice(choices)[0]))
        monkeypatch.setattr(new_game_dialog.NewGameDialog, "get_game", classmethod(lambda cls, *a, **k: self._new(*a)))
        monkeypatch.setattr(self.window, "_ask_deal", self._deal)

    def _question(self, parent, title, text, buttons=None, default=None) -> QMessageBox.StandardButton:
        """One of the buttons the question offers (Yes or No when it names none), as a user would click."""
        button = QMessageBox.StandardButton
        offered = buttons if buttons is not None else button.Yes | button.No
        return self._answer("question", self.rng.choice(
            [b for b in (button.Yes, button.No, button.Save, button.Discard, button.Cancel) if offered & b]))

    def _file(self, what: str) -> str:
        return self._answer(what, str(self.folder / f"game-{self.rng.randint(0, 2)}.pulka"))

    def _answer(self, what: str, answer):
        """A patched dialog's answer, in the log: a failure's last events say what was answered."""
        self.log.append(f"  {what}: {getattr(answer, 'name', None) or Path(str(answer)).name}")
        return answer

    def _new(self, *args) -> Game | None:
        if self.rng.random() < self.REAL_NEW_GAME:
            self.log.append("  the real new-game dialog")
            return self._real_new_game(*args)
        names = ["Anna", "Boris", "Vera", "Gleb"][: self.rng.choice([3, 4])]
        return Game(names, Rules.from_preset(self.rng.choice(["sochi", "leningrad", "rostov", "classic"]),
                                             self.rng.choice([5, 10, 20])))

    def _deal(self, sheet, old):
        chance = self.rng.random()
        if chance < 0.1:
            return None  # Cancel
        if chance < 0.1 + self.REAL_DEAL:
            self.log.append("  the real deal dialog")
            return self._real_deal(sheet, old)
        deal = random_deal(sheet, self.rng)
        return sheet.preview(deal) if old is None and self.rng.random() < 0.5 else deal

    # ----- the events -----
    def actions(self) -> list[tuple[str, Callable[[], None], int]]:
        w = self.window
        return [
            ("add", w.add_deal_action.trigger, 12),
            ("undo", w.undo_action.trigger, 5),
            ("redo", w.redo_action.trigger, 3),
            ("edit", lambda: w.edit_deal(self._some_deal()), 3),
            ("delete", lambda: w.delete_deal(self._some_deal()), 2),
            ("select", lambda: w.document.select(self._some_deal()), 3),
            ("sheet keys", self._sheet_keys, 3),
            ("history keys", self._history_keys, 3),
            ("click", self._click, 3),
            ("window click", lambda: click_somewhere(w, self.rng, self.rng.random() < 0.2), 2),
            ("wheel", self._wheel, 3),
            ("shortcut", self._shortcut, 6),
            ("typing", self._typing, 3),
            ("library", self._library, 2),
            ("review", w.review_action.trigger, 2),
            ("review step", lambda: w.document.set_review(self.rng.randint(0, len(w.document.game.deals) + 1))
             if w.document.review is not None else None, 3),
            ("settle", w.settle_action.trigger, 1),
            ("rounding", lambda: w.settlement.rounding.setCurrentIndex(self.rng.randint(0, 2)), 1),
            ("end", w.end_action.trigger, 1),
            ("save", w.save_action.trigger, 2),
            ("save as", w.save_as_action.trigger, 1),
            ("open", w.open_action.trigger, 1),
            ("new", w.new_action.trigger, 1),
            ("tab", lambda: self.rng.choice([w.history_dock, w.settlement_dock]).raise_(), 2),
            ("turn", w.turn_action.trigger, 1),
        ]

    def _some_deal(self) -> int | None:
        game = self.window.document.game
        return self.rng.randrange(len(game.deals)) if game is not None and game.deals else None

    def _sheet_keys(self) -> None:
        key = self.rng.choice([Key.Key_Up, Key.Key_Down, Key.Key_Left, Key.Key_X])
        QTest.keyClick(self.window.sheet, key)

    def _history_keys(self) -> None:
        keys = [Key.Key_Up, Key.Key_Down, Key.Key_Home, Key.Key_End, Key.Key_Left,
                Key.Key_Right, Key.Key_Return, Key.Key_Delete, Key.Key_PageUp]
        QTest.keyClick(self.window.history.list, self.rng.choice(keys))

    def _click(self) -> None:
        sheet = self.window.sheet
        point = QPoint(self.rng.randrange(max(1, sheet.width())), self.rng.randrange(max(1, sheet.height())))
        QTest.mouseClick(sheet, Qt.MouseButton.LeftButton, Mod.NoModifier, point)

    def _wheel(self) -> None:
        history = self.window.history
        targets = [self.window.sheet, history.list.viewport(), *history.findChildren(QWidget)]
        wheel(self.rng.choice(targets), self.rng)

    def shortcut_actions(self) -> list:
        """The window's actions with keys, but those that would open a real dialog nothing answers (print,
        export), another program (the guide) or end the run (quit)."""
        w = self.window
        skipped = {w.quit_action, w.print_action, w.export_pdf_action, w.guide_action}
        return [action for action in w.actions() if action.shortcuts() and action not in skipped]

    def _shortcut(self) -> None:
        """The key sequence of one of the window's actions, sent to the focused widget as a scorer types it."""
        w = self.window
        if self.rng.random() < 0.8:  # mostly at the main window; else wherever the keys go now (the library)
            w.activateWindow()
            QApplication.processEvents()
        action = self.rng.choice(self.shortcut_actions())
        combination = self.rng.choice(action.shortcuts())[0]
        self.log.append(f"  {QKeySequence(combination).toString()}")
        QTest.keyClick(self._focused(), combination.key(), combination.keyboardModifiers())

    def _focused(self) -> QWidget:
        focus = QApplication.focusWidget()
        return focus if focus is not None else self.window

    def _typing(self) -> None:
        """Text typed into whatever has the focus in the main window (the sheet, the history, a box)."""
        target = self._focused()
        if target.window() is not self.window:
            return  # the library's table would delete files on Delete: it has its own events
        rng = self.rng
        if rng.random() < 0.5:
            QTest.keyClicks(target, "".join(rng.choices(DEAL_KEYS + " ", k=rng.randint(1, 8))))
        elif rng.random() < 0.5:
            type_text(target, random_text(rng, rng.randint(1, 20)))
        else:
            QTest.keyClick(target, rng.choice([*MOVE_KEYS, Key.Key_Return, Key.Key_Escape, Key.Key_PageDown]))

    # ----- the library window -----
    def library_window(self):
        from preferans_desk.gui.game_library.library_window import LibraryWindow

        return self.window.findChild(LibraryWindow)

    def _library(self) -> None:
        """Open the library (Ctrl+L), search, choose, open a game for review, close it."""
        library, rng = self.library_window(), self.rng
        if library is None or not library.isVisible() or rng.random() < 0.15:
            QTest.keyClick(self._main_focus(), Key.Key_L, Mod.ControlModifier)
            return
        what = rng.choices(["search", "clear", "row", "keys", "double", "filter", "wheel", "close"],
                           [5, 1, 3, 3, 1, 2, 1, 2])[0]
        self.log.append(f"  library {what}")
        table = library.table
        if what == "search":
            text = rng.choice(["Anna", "game", "1", "Вера", "", random_text(rng, rng.randint(1, 12))])
            library.search.setFocus()
            if rng.random() < 0.5:
                type_text(library.search, text)
            else:
                library.search.setText(text)
        elif what == "clear":
            library.clear_button.click()
        elif what in ("row", "double") and library.proxy.rowCount():
            rect = table.visualRect(library.proxy.index(rng.randrange(library.proxy.rowCount()), 0))
            click = QTest.mouseDClick if what == "double" else QTest.mouseClick
            click(table.viewport(), Qt.MouseButton.LeftButton, Mod.NoModifier, rect.center())
        elif what == "keys":  # no Delete or F2: deleting or renaming an open game's file is not this test's
            table.setFocus()
            QTest.keyClick(table, rng.choice([Key.Key_Up, Key.Key_Down, Key.Key_Home, Key.Key_End,
                                              Key.Key_PageDown, Key.Key_Return]))
        elif what == "filter":
            box = rng.choice([library.player_box, library.convention_box, library.status_box])
            box.setCurrentIndex(rng.randrange(max(1, box.count())))
        elif what == "wheel":
            wheel(table.viewport(), rng)
        elif what == "close":
            if rng.random() < 0.5:
                QTest.keyClick(library, Key.Key_W, Mod.ControlModifier)
            else:
                library.close()

    def _main_focus(self) -> QWidget:
        self.window.activateWindow()
        QApplication.processEvents()
        return self._focused()

    # ----- running -----
    def step(self) -> None:
        names, moves, weights = zip(*self.actions(), strict=True)
        index = self.rng.choices(range(len(moves)), weights)[0]
        self.log.append(names[index])
        with self.driver:  # any action may open a real dialog: it is typed into and ended
            if self.window.document.game is None and names[index] not in ("new", "open"):
                self.window.new_action.trigger()
            else:
                moves[index]()
            QApplication.processEvents()  # the autosave, the repaints
        self._close_popups()
        self.events += 1
        self.check()

    @staticmethod
    def _close_popups() -> None:
        for _ in range(5):
            popup = QApplication.activePopupWidget()
            if popup is None:
                return
            popup.close()

    def run(self, events: int) -> None:
        self.watch.install()
        try:
            for _ in range(events):
                self.step()
        finally:
            self.watch.uninstall()

    # ----- what must hold -----
    def where(self) -> str:
        return f"after {self.events} events: {self.log[-12:]}"

    def check(self) -> None:
        problems = self.watch.take()
        assert not problems, f"{self.where()}\n" + "\n".join(problems)
        assert QApplication.activeModalWidget() is None, f"a dialog was left open {self.where()}"
        w, document = self.window, self.window.document
        game = document.game
        if game is None:
            return
        where = self.where()
        replayed = score(game.players, game.rules.settings, game.rules.pool_target, game.deals, game.first_dealer)
        assert [r.deal for r in replayed.records] == game.deals, where
        assert (game.sheet.pool, game.sheet.mountain, game.sheet.whists) == \
            (replayed.pool, replayed.mountain, replayed.whists), where
        assert (game.sheet.streak, game.sheet.next_dealer) == (replayed.streak, replayed.next_dealer), where
        moment = document.moment
        assert w.sheet.shown_sheet is moment.sheet, where
        assert w.history.count() == len(game.deals), where
        if moment.review:
            assert len(moment.sheet.records) == moment.count, where
        if document.modified:
            autosave = document.autosave
            assert autosave.game_file.exists(), f"no autosave with unsaved changes {where}"
            item = Recoverable(autosave.game_file, autosave.meta_file, None, "")
            assert recover(item).game.deals == game.deals, f"the autosave lost deals {where}"
        elif document.path is not None and not document.read_only:
            assert load(document.path).game.deals == game.deals, f"the saved file differs {where}"
