"""A seeded monkey for the main window: random actions, keys and clicks, checked after every one.

Used by tests/gui/test_monkey.py (a short run in the suite) and benchmarks/monkey.py (long runs).
Every event is one of the things a scorer does (add, edit, delete, undo, redo, select, review, settle,
round, end, save, open, new game, keys on the sheet and the history, clicks on the sheet); dialogs are
answered by patched functions. After each event the state must hold together: the sheet equals a fresh
replay of the deals, the views show the document's moment, and the unsaved deals are on disk (the
autosave with its journal), or the saved file holds them.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from preferans_desk.core import Game, Rules
from preferans_desk.core.engine import score
from preferans_desk.core.gamefile import load
from preferans_desk.gui.autosave import Recoverable, recover
from preferans_desk.render.samples import random_deal


class Monkey:
    def __init__(self, window, folder: Path, seed: int):
        self.window = window
        self.folder = Path(folder)
        self.rng = random.Random(seed)
        self.events = 0
        self.log: list[str] = []

    # ----- the dialogs, answered -----
    def patch(self, monkeypatch) -> None:
        """Answer every dialog the window may open (file names, questions, the deal and new-game dialogs)."""
        from preferans_desk.gui import game_files, new_game_dialog

        rng = self.rng
        monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: rng.choice(
            [QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.Discard, QMessageBox.StandardButton.No]))
        for kind in ("critical", "warning", "information"):
            monkeypatch.setattr(QMessageBox, kind, lambda *a, **k: QMessageBox.StandardButton.Ok)
        monkeypatch.setattr(game_files.QFileDialog, "getSaveFileName",
                            lambda *a, **k: (str(self.folder / f"game-{rng.randint(0, 2)}.pulka"), ""))
        monkeypatch.setattr(game_files.QFileDialog, "getOpenFileName",
                            lambda *a, **k: (str(self.folder / f"game-{rng.randint(0, 2)}.pulka"), ""))
        monkeypatch.setattr(game_files.GameFiles, "ask", lambda self_, title, text, choices: rng.choice(choices)[0])
        monkeypatch.setattr(new_game_dialog.NewGameDialog, "get_game", classmethod(lambda cls, *a, **k: self._new()))
        monkeypatch.setattr(self.window, "_ask_deal", self._deal)

    def _new(self) -> Game:
        names = ["Anna", "Boris", "Vera", "Gleb"][: self.rng.choice([3, 4])]
        return Game(names, Rules.from_preset(self.rng.choice(["sochi", "leningrad", "rostov", "classic"]),
                                             self.rng.choice([5, 10, 20])))

    def _deal(self, sheet, old):
        if self.rng.random() < 0.1:
            return None  # Cancel
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
            ("review", w.review_action.trigger, 2),
            ("review step", lambda: w.document.set_review(self.rng.randint(0, len(w.game.deals) + 1))
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
        game = self.window.game
        return self.rng.randrange(len(game.deals)) if game is not None and game.deals else None

    def _sheet_keys(self) -> None:
        key = self.rng.choice([Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_X])
        QTest.keyClick(self.window.sheet, key)

    def _history_keys(self) -> None:
        keys = [Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_Left,
                Qt.Key.Key_Right, Qt.Key.Key_Return, Qt.Key.Key_Delete, Qt.Key.Key_PageUp]
        QTest.keyClick(self.window.history.list, self.rng.choice(keys))

    def _click(self) -> None:
        sheet = self.window.sheet
        point = QPoint(self.rng.randrange(max(1, sheet.width())), self.rng.randrange(max(1, sheet.height())))
        QTest.mouseClick(sheet, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)

    def step(self) -> None:
        names, moves, weights = zip(*self.actions(), strict=True)
        index = self.rng.choices(range(len(moves)), weights)[0]
        self.log.append(names[index])
        if self.window.game is None and names[index] not in ("new", "open"):
            self.window.new_action.trigger()
        else:
            moves[index]()
        QApplication.processEvents()  # the autosave, the repaints
        self.events += 1
        self.check()

    def run(self, events: int) -> None:
        for _ in range(events):
            self.step()

    # ----- what must hold -----
    def check(self) -> None:
        w, document = self.window, self.window.document
        game = document.game
        if game is None:
            return
        where = f"after {self.events} events: {self.log[-8:]}"
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


