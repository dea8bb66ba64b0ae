"""The main window: the paper sheet in the middle, history and settlement beside it."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QIcon, QKeySequence, QUndoStack
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QStyle,
    QWidget,
)

from preferans_desk.core.deals import Deal
from preferans_desk.core.errors import DealError, GameFileError
from preferans_desk.core.game import Game
from preferans_desk.core.gamefile import EXTENSION, load, save
from preferans_desk.library import Library, LibraryError, default_data_dir
from preferans_desk.resources import ICONS

from . import texts
from .autosave import Autosave, Recoverable, discard, find_recoverable
from .commands import AppendDeal, SetEnded, delete_command, edit_command
from .history import HistoryPanel
from .i18n import LANGUAGES
from .settlement_panel import SettlementPanel
from .sheet_widget import SheetWidget

MAX_RECENT = 8




class MainWindow(QMainWindow):
    languageRequested = Signal(str)

    def __init__(self, *, qsettings: QSettings | None = None, data_dir: Path | None = None):
        super().__init__()
        self.qsettings = qsettings or QSettings()
        self.data_dir = Path(data_dir) if data_dir else default_data_dir()
        self.conventions_dir = self.data_dir / "conventions"
        self._library: Library | None = None  # opened when first needed (it indexes the games folder)
        self.autosave = Autosave(self.data_dir / "autosave")
        # Written right after the change is shown (the next turn of the event loop), not before the repaint.
        self.autosave_timer = QTimer(self, singleShot=True, interval=0)
        self.autosave_timer.timeout.connect(self._write_autosave)
        self.game: Game | None = None
        self.path: Path | None = None
        self._was_finished = False
        self.undo = QUndoStack(self)
        self.undo.indexChanged.connect(self._game_changed)
        self.undo.cleanChanged.connect(self._update_title)

        self.sheet = SheetWidget()
        self.sheet.dealClicked.connect(self._sheet_deal_clicked)
        self.placeholder = QLabel()
        self.placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.placeholder.setWordWrap(True)
        self.center = QStackedWidget()
        self.center.addWidget(self.placeholder)
        self.center.addWidget(self.sheet)
        self.setCentralWidget(self.center)

        self.history = HistoryPanel()
        self.history.dealSelected.connect(self._deal_selected)
        self.history.editRequested.connect(self.edit_deal)
        self.history.deleteRequested.connect(self.delete_deal)
        self.history.reviewChanged.connect(self._review_changed)
        self.settlement = SettlementPanel()
        self.settlement.roundingChanged.connect(self._refresh_settlement)
        self.results_on_sheet = False
        self.history_dock = self._dock("history", self.history, Qt.DockWidgetArea.RightDockWidgetArea)
        self.settlement_dock = self._dock("settlement", self.settlement, Qt.DockWidgetArea.RightDockWidgetArea)
        self.tabifyDockWidget(self.history_dock, self.settlement_dock)
        self.history_dock.raise_()
        self.settlement_dock.visibilityChanged.connect(self._refresh_settlement)

        self.status_labels = [QLabel() for _ in range(4)]
        for label in self.status_labels:
            self.statusBar().addPermanentWidget(label)
        self._create_actions()
        self._set_icons()
        self._create_menus()
        self.setAcceptDrops(True)
        self.retranslate()
        self._restore_window_state()
        self._update_actions()

    # ----- building -----
    def _dock(self, name: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
        dock = QDockWidget(self)
        dock.setObjectName(f"{name}_dock")
        dock.setWidget(widget)
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                         | QDockWidget.DockWidgetFeature.DockWidgetFloatable
                         | QDockWidget.DockWidgetFeature.DockWidgetClosable)
        self.addDockWidget(area, dock)
        return dock

    def _action(self, slot, shortcut=None, checkable: bool = False) -> QAction:
        action = QAction(self)
        if shortcut is not None:
            action.setShortcuts(shortcut if isinstance(shortcut, list) else [QKeySequence(shortcut)])
        action.setCheckable(checkable)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _create_actions(self) -> None:
        keys = QKeySequence.StandardKey
        self.new_action = self._action(self.new_game, keys.New)
        self.open_action = self._action(lambda: self.open_file(), keys.Open)
        self.save_action = self._action(self.save, keys.Save)
        self.save_as_action = self._action(self.save_as, keys.SaveAs)
        self.library_action = self._action(self.show_library, "Ctrl+L")
        self.export_pdf_action = self._action(lambda: self._export("export_pdf_dialog"), "Ctrl+Shift+E")
        self.export_image_action = self._action(lambda: self._export("export_image_dialog"))
        self.print_action = self._action(lambda: self._export("print_dialog"), keys.Print)
        self.preview_action = self._action(lambda: self._export("print_preview"))
        self.quit_action = self._action(self.close, keys.Quit)
        self.undo_action = self.undo.createUndoAction(self)
        self.undo_action.setShortcuts(keys.Undo)
        self.redo_action = self.undo.createRedoAction(self)
        self.redo_action.setShortcuts(keys.Redo)
        self.add_deal_action = self._action(self.add_deal, [QKeySequence("Ctrl+D"), QKeySequence("Insert")])
        self.edit_deal_action = self._action(lambda: self.edit_deal(self.history.selected()), "Ctrl+E")
        self.delete_deal_action = self._action(lambda: self.delete_deal(self.history.selected()), "Ctrl+Del")
        self.settle_action = self._action(self.settle_now, "Ctrl+T")
        self.end_action = self._action(self.toggle_ended, checkable=True)
        self.review_action = self._action(self.history.set_review, "Ctrl+R", checkable=True)
        self.turn_action = self._action(self.turn_sheet, "Ctrl+Shift+T")
        self.history.review.toggled.connect(self.review_action.setChecked)
        self.guide_action = self._action(self.show_guide, keys.HelpContents)
        self.keys_action = self._action(self.show_keys, "Ctrl+F1")
        self.about_action = self._action(self.show_about)
        self.language_group = QActionGroup(self)
        self.language_actions = {}
        for code, name in LANGUAGES.items():
            action = QAction(name, self, checkable=True)
            action.triggered.connect(lambda _=False, c=code: self.languageRequested.emit(c))
            self.language_group.addAction(action)
            self.language_actions[code] = action

    def _set_icons(self) -> None:
        """Theme icons where the desktop has them, Qt's own otherwise; SVG for our own actions (sharp at any DPI)."""
        pixmaps = QStyle.StandardPixmap
        for action, theme, fallback in (
            (self.new_action, "document-new", pixmaps.SP_FileIcon),
            (self.open_action, "document-open", pixmaps.SP_DialogOpenButton),
            (self.save_action, "document-save", pixmaps.SP_DialogSaveButton),
            (self.undo_action, "edit-undo", pixmaps.SP_ArrowBack),
            (self.redo_action, "edit-redo", pixmaps.SP_ArrowForward),
        ):
            action.setIcon(QIcon.fromTheme(theme, self.style().standardIcon(fallback)))
        for action, name in ((self.add_deal_action, "add-deal"), (self.settle_action, "settle"),
                             (self.review_action, "review")):
            action.setIcon(QIcon(str(ICONS / f"{name}.svg")))

    def _create_menus(self) -> None:
        bar = self.menuBar()
        self.file_menu = bar.addMenu("")
        self.recent_menu = self.file_menu.addMenu("")
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        for action in (self.new_action, self.open_action, self.library_action):
            self.file_menu.insertAction(self.recent_menu.menuAction(), action)
        self.file_menu.addSeparator()
        self.file_menu.addActions([self.save_action, self.save_as_action])
        self.file_menu.addSeparator()
        self.file_menu.addActions([self.export_pdf_action, self.export_image_action, self.preview_action,
                                   self.print_action])
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.quit_action)
        self.edit_menu = bar.addMenu("")
        self.edit_menu.addActions([self.undo_action, self.redo_action])
        self.edit_menu.addSeparator()
        self.edit_menu.addActions([self.add_deal_action, self.edit_deal_action, self.delete_deal_action])
        self.game_menu = bar.addMenu("")
        self.game_menu.addActions([self.settle_action, self.end_action, self.review_action])
        self.view_menu = bar.addMenu("")
        self.view_menu.addAction(self.turn_action)
        self.view_menu.addAction(self.history_dock.toggleViewAction())
        self.view_menu.addAction(self.settlement_dock.toggleViewAction())
        self.language_menu = self.view_menu.addMenu("")
        self.language_menu.addActions(list(self.language_actions.values()))
        self.help_menu = bar.addMenu("")
        self.help_menu.addActions([self.guide_action, self.keys_action])
        self.samples_menu = self.help_menu.addMenu("")
        self.samples_menu.aboutToShow.connect(self._fill_samples_menu)
        self.help_menu.addSeparator()
        self.help_menu.addAction(self.about_action)
        self.toolbar = self.addToolBar("")
        self.toolbar.setObjectName("main_toolbar")
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toolbar.addActions([self.new_action, self.open_action, self.save_action])
        self.toolbar.addSeparator()
        self.toolbar.addActions([self.add_deal_action, self.undo_action, self.redo_action])
        self.toolbar.addSeparator()
        self.toolbar.addActions([self.settle_action, self.review_action])

    def retranslate(self) -> None:
        self.file_menu.setTitle(self.tr("&File"))
        self.recent_menu.setTitle(self.tr("Open &Recent"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.view_menu.setTitle(self.tr("&View"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.samples_menu.setTitle(self.tr("&Sample Games"))
        self.toolbar.setWindowTitle(self.tr("Toolbar"))
        for action, text in (
            (self.new_action, self.tr("&New Game…")), (self.open_action, self.tr("&Open…")),
            (self.library_action, self.tr("&Library…")),
            (self.save_action, self.tr("&Save")), (self.save_as_action, self.tr("Save &As…")),
            (self.quit_action, self.tr("&Quit")), (self.add_deal_action, self.tr("Add &Deal…")),
            (self.export_pdf_action, self.tr("&Export PDF…")), (self.export_image_action, self.tr("Export &Image…")),
            (self.print_action, self.tr("&Print…")), (self.preview_action, self.tr("Print Pre&view…")),
            (self.edit_deal_action, self.tr("&Edit Deal…")), (self.delete_deal_action, self.tr("De&lete Deal")),
            (self.settle_action, self.tr("Se&ttle Now")), (self.end_action, self.tr("&Stop Here (End Game)")),
            (self.review_action, self.tr("&Review")), (self.keys_action, self.tr("&Keyboard")),
            (self.guide_action, self.tr("User &Guide")),
            (self.turn_action, self.tr("&Turn the Sheet")),
            (self.about_action, self.tr("&About Preferans Desk")),
        ):
            action.setText(text)
            shortcut = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            action.setToolTip(f"{action.text().replace('&', '')} ({shortcut})" if shortcut else "")
        self.undo_action.setText(self.tr("&Undo"))
        self.redo_action.setText(self.tr("&Redo"))
        self.history_dock.setWindowTitle(self.tr("History"))
        self.settlement_dock.setWindowTitle(self.tr("Settlement"))
        self.placeholder.setText(self.tr("No game is open.\n\nStart a new game with Ctrl+N or open one with Ctrl+O; "
                                         "you can also drop a .pulka file here."))
        self.history.retranslate()
        self.settlement.retranslate()
        self._update_title()
        self._update_status()

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        if event.type() == event.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ----- the game shown -----
    def set_game(self, game: Game, path: Path | None, *, modified: bool = False) -> None:
        """Show ``game`` (new, opened or recovered); the undo history starts afresh."""
        self.game = game
        self.path = Path(path) if path else None
        self._was_finished = game.finished
        self.results_on_sheet = False
        self.settlement.reset_rounding()
        self.undo.clear()
        if modified:
            self.undo.resetClean()
        self.history.set_review(False)
        self.center.setCurrentWidget(self.sheet)
        self._game_changed()
        if modified:
            self._update_title()

    def _game_changed(self) -> None:
        game = self.game
        if game is None:
            return
        self.sheet.set_game(game)
        self.history.set_game(game)
        self._refresh_settlement()
        self._update_status()
        self._update_title()
        self._update_actions()
        self.autosave_timer.start()
        if game.finished and not self._was_finished:
            self.statusBar().showMessage(self.tr("The game is over: see the settlement."), 10000)
            self.settlement_dock.show()
            self.settlement_dock.raise_()
            self._refresh_settlement()
        self._was_finished = game.finished

    def _write_autosave(self) -> None:
        if self.game is not None:
            try:
                self.autosave.write(self.game, self.path)
            except OSError as exc:
                self.statusBar().showMessage(self.tr("Autosave failed: %1").replace("%1", str(exc)), 10000)

    def _refresh_settlement(self, *_args) -> None:
        """Keep the panel current while it is shown; results go on the sheet once the game
        is over or the table asked to settle now."""
        if self.game is None:
            return
        on_sheet = self.results_on_sheet or self.game.finished
        settlement = None
        if on_sheet or self.settlement_dock.isVisible():
            settlement = self.settlement.show_game(self.game)
        self.sheet.set_settlement(settlement if on_sheet else None)

    def _update_title(self, *_args) -> None:
        name = self.path.name if self.path else self.tr("Untitled")
        title = self.game.title if self.game and self.game.title else ""
        parts = [p for p in (title, f"{name}[*]") if p] if self.game else []
        self.setWindowTitle(" — ".join([*parts, "Preferans Desk"]))
        self.setWindowModified(self.game is not None and not self.undo.isClean())

    def _update_status(self) -> None:
        labels = self.status_labels
        if self.game is None:
            for label in labels:
                label.setText("")
            return
        sheet, players = self.game.sheet, self.game.players
        labels[0].setText(self.tr("Deal %1: %2 deals").replace("%1", str(len(self.game.deals) + 1))
                          .replace("%2", players[sheet.next_dealer]))
        labels[1].setText(self.tr("%1 sits out").replace("%1", players[sheet.sits_out])
                          if sheet.sits_out is not None else "")
        price = texts.number(sheet.next_allpass_price())
        if sheet.streak:
            labels[2].setText(self.tr("All-pass streak %1, next trick %2, exit from %3")
                              .replace("%1", str(sheet.streak)).replace("%2", price)
                              .replace("%3", str(sheet.exit_level())))
        else:
            labels[2].setText(self.tr("All-pass trick %1").replace("%1", price))
        if self.game.finished:
            labels[3].setText(self.tr("Game over"))
        else:
            labels[3].setText(self.tr("%n pool(s) open", "", sheet.pools_open()))

    def _update_actions(self) -> None:
        has_game = self.game is not None
        for action in (self.save_action, self.save_as_action, self.add_deal_action, self.settle_action,
                       self.end_action, self.review_action, self.turn_action, self.export_pdf_action,
                       self.export_image_action, self.print_action, self.preview_action):
            action.setEnabled(has_game)
        has_deal = has_game and self.history.selected() >= 0
        self.edit_deal_action.setEnabled(has_deal)
        self.delete_deal_action.setEnabled(has_deal)
        self.end_action.setChecked(bool(self.game and self.game.ended))

    # ----- deals -----
    def add_deal(self) -> None:
        if self.game is None:
            return
        self.history.set_review(False)
        deal = self._ask_deal(self.game.sheet, None)
        if deal is not None:
            self._push_deal(deal)

    def _push_deal(self, deal: Deal) -> bool:
        try:
            self.game.sheet.preview(deal)
        except DealError as exc:
            self._error(self.tr("This deal cannot be entered"), texts.error_text(exc))
            return False
        self.undo.push(AppendDeal(self.game, deal))
        return True

    def edit_deal(self, index: int) -> None:
        if self.game is None or not 0 <= index < len(self.game.deals):
            return
        deal = self._ask_deal(self.game.sheet_after(index), self.game.deals[index])
        if deal is not None and deal != self.game.deals[index]:
            self._apply_change(lambda: edit_command(self.game, index, deal))

    def delete_deal(self, index: int) -> None:
        if self.game is None or not 0 <= index < len(self.game.deals):
            return
        answer = QMessageBox.question(self, self.tr("Delete deal"),
                                      self.tr("Delete deal %1? Everything after it is scored again.")
                                      .replace("%1", str(index + 1)))
        if answer == QMessageBox.StandardButton.Yes:
            self._apply_change(lambda: delete_command(self.game, index))

    def _apply_change(self, make_command) -> None:
        try:
            command = make_command()
        except DealError as exc:
            self._error(self.tr("This change would break a later deal"),
                        self.tr("Deal %1: %2").replace("%1", str(exc.deal)).replace("%2", texts.error_text(exc)))
            return
        self.undo.push(command)

    def _ask_deal(self, sheet_before, deal: Deal | None) -> Deal | None:
        from .deal_dialog import DealDialog

        return DealDialog.get_deal(self, self.game, sheet_before, deal)

    def _deal_selected(self, index: int) -> None:
        self.sheet.set_highlight(index if index >= 0 else None)
        self._update_actions()

    def _sheet_deal_clicked(self, index: int) -> None:
        self.history.select(index)

    def _review_changed(self, count: int) -> None:
        if self.game is None:
            return
        if count < 0:
            self.sheet.set_game(self.game)
            self._refresh_settlement()
        else:
            self.sheet.set_sheet(self.game.sheet_after(count))
            self.sheet.set_highlight(count - 1 if count > 0 else None)

    # ----- game -----
    def turn_sheet(self) -> None:
        """Put the next player at the bottom, for a scorer sitting elsewhere at the table."""
        if self.game is not None:
            self.sheet.set_bottom_seat((self.sheet.bottom_seat + 1) % len(self.game.players))

    def settle_now(self) -> None:
        if self.game is None:
            return
        self.results_on_sheet = True
        self.settlement_dock.show()
        self.settlement_dock.raise_()
        self._refresh_settlement()

    def toggle_ended(self) -> None:
        if self.game is None:
            return
        ended = None if self.game.ended else datetime.now().astimezone().isoformat(timespec="seconds")
        self.undo.push(SetEnded(self.game, ended))

    # ----- files -----
    def _export(self, name: str) -> None:
        """PDF, image, print and preview, settled with the rounding the panel shows."""
        if self.game is None:
            return
        from . import export_actions

        rounding = self.settlement.chosen_rounding
        function = getattr(export_actions, name)
        if name.startswith("export"):
            function(self, self.game, self.qsettings, rounding=rounding)
        else:
            function(self, self.game, rounding=rounding)

    def new_game(self) -> None:
        if not self.maybe_save():
            return
        from .new_game_dialog import NewGameDialog

        names = self.qsettings.value("last_players", [])
        game = NewGameDialog.get_game(self, self.conventions_dir, {"players": list(names or [])})
        if game is not None:
            self.qsettings.setValue("last_players", list(game.players))
            self.set_game(game, None, modified=True)

    def open_file(self, path: str | Path | None = None) -> bool:
        """Open a game file; on any problem the game open before stays as it was."""
        if path is None:
            chosen, _ = QFileDialog.getOpenFileName(self, self.tr("Open game"), self._last_folder(),
                                                    self.tr("Preferans games (*%1);;All files (*)")
                                                    .replace("%1", EXTENSION))
            if not chosen:
                return False
            path = chosen
        path = Path(path)
        try:
            loaded = load(path)
        except GameFileError as exc:
            self._error(self.tr("Cannot open %1").replace("%1", path.name), texts.problem_text(exc))
            return False
        if not self.maybe_save():
            return False
        self.set_game(loaded.game, path)
        self._add_recent(path)
        self._register(path)
        if loaded.warnings:
            QMessageBox.warning(self, self.tr("Opened with warnings"),
                                "\n".join(self.tr("Deal %1: %2").replace("%1", str(w.deal))
                                          .replace("%2", texts.warning_text(w)) for w in loaded.warnings[:20]))
        return True

    def save(self) -> bool:
        if self.game is None:
            return False
        if self.path is None:
            return self.save_as()
        return self._write(self.path)

    def save_as(self) -> bool:
        if self.game is None:
            return False
        suggested = str(self.path or Path(self._last_folder()) / f"{self.game.title or 'game'}{EXTENSION}")
        chosen, _ = QFileDialog.getSaveFileName(self, self.tr("Save game"), suggested,
                                                self.tr("Preferans games (*%1)").replace("%1", EXTENSION))
        if not chosen:
            return False
        path = Path(chosen)
        if path.suffix != EXTENSION:
            path = path.with_name(path.name + EXTENSION)
        return self._write(path)

    def _write(self, path: Path) -> bool:
        try:
            save(self.game, path)
        except OSError as exc:
            self._error(self.tr("Cannot save"), f"{path}: {exc.strerror or exc}")
            return False
        self.path = path
        self.undo.setClean()
        self._add_recent(path)
        self._register(path)
        self.autosave_timer.start()
        self._update_title()
        self.statusBar().showMessage(self.tr("Saved %1").replace("%1", str(path)), 5000)
        return True

    def maybe_save(self) -> bool:
        """Ask before unsaved changes are lost; False means the user cancelled."""
        if self.game is None or self.undo.isClean():
            return True
        buttons = (QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                   | QMessageBox.StandardButton.Cancel)
        answer = QMessageBox.question(self, self.tr("Unsaved changes"),
                                      self.tr("The game has changes that are not saved. Save them?"), buttons)
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def offer_recovery(self) -> bool:
        """After a crash: offer the newest autosave left behind; True if one was recovered."""
        found = find_recoverable(self.autosave.folder)
        if not found:
            return False
        item = found[0]
        answer = QMessageBox.question(
            self, self.tr("Recover game"),
            self.tr("Preferans Desk did not close properly. Recover the game autosaved at %1?")
            .replace("%1", item.saved),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        if answer != QMessageBox.StandardButton.Yes:
            for other in found:
                discard(other)
            return False
        return self._recover(item, found)

    def _recover(self, item: Recoverable, found: list[Recoverable]) -> bool:
        try:
            loaded = load(item.game_file)
        except GameFileError as exc:
            self._error(self.tr("Cannot recover the game"), texts.problem_text(exc))
            return False
        self.set_game(loaded.game, item.original, modified=True)
        for other in found:
            discard(other)
        return True

    def _last_folder(self) -> str:
        """Where Open and Save As start: the last file's folder, else the library's games folder."""
        recent = self.recent_files()
        return str(Path(recent[0]).parent) if recent else str(self.data_dir / "games")

    # ----- the library of games -----
    @property
    def library(self) -> Library:
        if self._library is None:
            self._library = Library(self.data_dir)
        return self._library

    def show_library(self) -> None:
        from .library_window import LibraryWindow

        try:
            LibraryWindow.open(self, self.library, self.review_from_library)
        except LibraryError as exc:
            self._error(self.tr("Cannot open the library"), str(exc))

    def review_from_library(self, path: Path) -> bool:
        """Open a game picked in the library and step through it."""
        if not self.open_file(path):
            return False
        self.history.set_review(True)
        self.raise_()
        self.activateWindow()
        return True

    def _register(self, path: Path) -> None:
        """Every game the window opens or saves is found again in the library."""
        try:
            self.library.register(path)
        except LibraryError as exc:  # the library never gets in the way of saving or opening
            self.statusBar().showMessage(self.tr("Not added to the library: %1").replace("%1", str(exc)), 10000)

    def recent_files(self) -> list[str]:
        value = self.qsettings.value("recent_files", [])
        return [value] if isinstance(value, str) else list(value or [])

    def _add_recent(self, path: Path) -> None:
        items = [str(path.resolve()), *(p for p in self.recent_files() if p != str(path.resolve()))]
        self.qsettings.setValue("recent_files", items[:MAX_RECENT])

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        for item in self.recent_files():
            action = self.recent_menu.addAction(item)
            action.triggered.connect(lambda _=False, p=item: self.open_file(p))
        if self.recent_menu.isEmpty():
            self.recent_menu.addAction(self.tr("(none)")).setEnabled(False)

    # ----- window -----
    def dragEnterEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        if any(url.toLocalFile().endswith(EXTENSION) for url in event.mimeData().urls()):
            event.acceptProposedAction()

    def dropEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        paths = [url.toLocalFile() for url in event.mimeData().urls()]
        chosen = next((p for p in paths if p.endswith(EXTENSION)), None)
        if chosen:
            # Opened after the drop returns: a modal dialog inside a drop handler blocks the source.
            QTimer.singleShot(0, lambda: self.open_file(chosen))
            event.acceptProposedAction()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt's name)
        if not self.maybe_save():
            event.ignore()
            return
        self.qsettings.setValue("window/geometry", self.saveGeometry())
        self.qsettings.setValue("window/state", self.saveState())
        self.autosave_timer.stop()
        self.autosave.remove()
        event.accept()

    def _restore_window_state(self) -> None:
        geometry = self.qsettings.value("window/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
        else:  # first start: most of the screen, whatever its size
            screen = QApplication.primaryScreen().availableGeometry()
            self.resize(min(1280, int(screen.width() * 0.9)), min(800, int(screen.height() * 0.9)))
        state = self.qsettings.value("window/state")
        if state is not None:
            self.restoreState(state)
        else:  # the sheet keeps about two thirds of the width
            self.resizeDocks([self.history_dock], [int(self.width() * 0.34)], Qt.Orientation.Horizontal)

    def set_language_checked(self, language: str) -> None:
        self.language_actions.get(language, self.language_actions["en"]).setChecked(True)

    def _error(self, title: str, text: str) -> None:
        QMessageBox.critical(self, title, text)

    def show_keys(self) -> None:
        QMessageBox.information(self, self.tr("Keyboard"), self.tr(KEYS_HELP))

    def show_about(self) -> None:
        from .help import show_about

        show_about(self)

    def show_guide(self) -> None:
        from .help import open_user_guide

        open_user_guide(self, str(self.qsettings.value("language", "en")))

    def _fill_samples_menu(self) -> None:
        from .help import fill_samples_menu

        fill_samples_menu(self.samples_menu, self.open_sample)

    def open_sample(self, path: Path) -> bool:
        """A sample opens as an untitled game: saving must not write into the installed package."""
        try:
            game = load(path).game
        except GameFileError as exc:
            self._error(self.tr("Cannot open %1").replace("%1", path.name), texts.problem_text(exc))
            return False
        if not self.maybe_save():
            return False
        self.set_game(game, None)
        return True


KEYS_HELP = QT_TRANSLATE_NOOP(
    "MainWindow",
    "Ctrl+D or Insert: add a deal\n"
    "Ctrl+E: edit the selected deal; Ctrl+Del: delete it\n"
    "Ctrl+Z / Ctrl+Shift+Z: undo / redo\n"
    "Ctrl+T: settle now\n"
    "Ctrl+R: review; then Left/Right, Home/End step through the game\n"
    "Ctrl+N, Ctrl+O, Ctrl+S: new, open, save\n"
    "Ctrl+Shift+E: export a PDF; Ctrl+P: print\n"
    "Ctrl+Shift+T: turn the sheet\n\n"
    "In the deal dialog, see docs/keyboard.md (also in each field's tooltip).",
)
