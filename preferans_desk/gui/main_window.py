"""The main window: the paper sheet in the middle, history and settlement beside it."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QLabel,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QWidget,
)

from preferans_desk.core.deals import Deal
from preferans_desk.core.engine import DealRecord
from preferans_desk.core.errors import DealError
from preferans_desk.core.game import Game
from preferans_desk.core.gamefile import EXTENSION
from preferans_desk.core.limits import MAX_DEALS
from preferans_desk.core.moment import Moment
from preferans_desk.gui.game_files import GameFiles
from preferans_desk.gui.panels.history import HistoryPanel
from preferans_desk.gui.panels.settlement_panel import SettlementPanel
from preferans_desk.gui.sheet import tones
from preferans_desk.gui.sheet.sheet_view import SheetView
from preferans_desk.gui.sheet.sheet_widget import AUTOMATIC, SHAPE_CHOICES
from preferans_desk.gui.state import clock, preferences
from preferans_desk.gui.state.document import GameDocument
from preferans_desk.library import default_data_dir
from preferans_desk.night import NIGHT_KEY
from preferans_desk.words import texts

from .i18n import LANGUAGES
from .table_screens import TableScreens
from .window_menus import build_menus, enable_actions, name_actions, name_undo_redo, set_icons

END_CHECK_MS = 30_000  # how often the end by the clock is looked at
END_REMINDER_MS = 120_000  # how long a reminder stays in the status bar

if TYPE_CHECKING:
    from preferans_desk.gui.night_seat import NightTable
    from preferans_desk.gui.panels.share_panel import ShareDialog, SharePublisher
    from preferans_desk.gui.sheet.table_view import TableView
    from preferans_desk.library import Library

    from .i18n import Translations


class MainWindow(QMainWindow):
    """Builds the docks and the actions (placed in the menus and the toolbar by ``window_menus``) and routes
    every action to the game document (the state lives there); the questions are asked here and, for files,
    in ``game_files``; the table view is opened by ``table_screens``."""

    languageRequested = Signal(str)
    _after_paint: list[Callable[[], object]] | None = None  # (the events of the window's making see None)

    def __init__(self, *, qsettings: QSettings | None = None, data_dir: Path | None = None):
        super().__init__()
        self._after_paint = []  # what waits for the first paint (``after_first_paint``); None once it came
        self.qsettings = qsettings or QSettings()
        self.data_dir = Path(data_dir) if data_dir else default_data_dir()
        self.conventions_dir = self.data_dir / "conventions"
        self.document = GameDocument(self.data_dir / "autosave", self)
        self.files = GameFiles(self)

        self.sheet_view = SheetView()
        self.sheet, self.facts = self.sheet_view.sheet, self.sheet_view.facts
        self.sheet.dealClicked.connect(self.document.select)
        self.sheet.stepRequested.connect(self.document.step_selection)
        self.placeholder = QLabel()
        self.placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.placeholder.setWordWrap(True)
        self.center = QStackedWidget()
        self.center.addWidget(self.placeholder)
        self.center.addWidget(self.sheet_view)
        self.setCentralWidget(self.center)
        self.share: SharePublisher | None = None  # made by Game > Share with the Table (its imports cost)
        self.share_dialog: ShareDialog | None = None
        self.night: NightTable | None = None  # made by Game > Join Club Night, or by a club night's game opened
        self.translations: Translations | None = None  # the application's (gui/app.py sets them)
        self.companions: list[MainWindow] = []  # a second window opened beside this one, kept alive here

        self.history = HistoryPanel()
        self.history.selectRequested.connect(self._history_selected)
        self.history.editRequested.connect(self.edit_deal)
        self.history.deleteRequested.connect(self.delete_deal)
        self.history.reviewToggled.connect(self.set_review)
        self.history.reviewRequested.connect(self.document.set_review)
        self.settlement = SettlementPanel()
        self.settlement.roundingChanged.connect(self.document.set_rounding)
        self.history_dock = self._dock("history", self.history, Qt.DockWidgetArea.RightDockWidgetArea)
        self.settlement_dock = self._dock("settlement", self.settlement, Qt.DockWidgetArea.RightDockWidgetArea)
        self.tabifyDockWidget(self.history_dock, self.settlement_dock)
        self.settlement_dock.visibilityChanged.connect(self.settlement.set_in_view)
        self.history_dock.raise_()
        # Behind the history until its tab is chosen (the dock says so from the window's first show on): a game
        # opened before that is not settled for a hidden panel.
        self.settlement.set_in_view(False)

        self.tables = TableScreens(self)
        self._create_actions()
        set_icons(self)
        self.menus = build_menus(self)
        self._follow_document()
        # The status bar from the start: made by its first message (a save, a reminder, the game's end), it took
        # its height from the sheet in the middle of the evening.
        self.statusBar()
        self.setAcceptDrops(True)
        self.retranslate()
        self._restore_window_state()
        self._update_actions()

    def _follow_document(self) -> None:
        """Every view shows what the document says, and only that."""
        document = self.document
        document.changed.connect(self._game_changed)
        document.momentChanged.connect(self.sheet_view.show_moment)
        document.momentChanged.connect(self.history.show_moment)
        document.settlementChanged.connect(self.settlement.show_moment)
        document.momentChanged.connect(self._show_moment)
        document.modifiedChanged.connect(self._update_title)
        document.pathChanged.connect(self._update_title)
        document.finishedNow.connect(self._game_over)
        document.autosaveFailed.connect(self._autosave_failed)
        document.autosaveRestored.connect(self._autosave_restored)
        document.undo.indexChanged.connect(self._update_undo_texts)
        document.undoCleared.connect(self._update_undo_texts)
        # The end by the clock moves with time, not only with deals: what is left is looked at twice a minute.
        self._reminded: set[str] = set()
        self.end_timer = QTimer(self, interval=END_CHECK_MS)
        self.end_timer.timeout.connect(self.check_end)
        self.end_timer.start()

    # (methods, not lambdas: Qt disconnects them when the window goes)
    def _game_changed(self) -> None:
        self.history.show_game(self.document.game)
        self._follow_night()
        if self.document.game is None and self.share is not None:
            self.share.stop()  # the game is closed: nothing to share (the table view closes itself)

    def _history_selected(self, row: int) -> None:
        self.document.select(row if row >= 0 else None)

    def _autosave_failed(self, text: str) -> None:
        """Shown until an autosave succeeds again: a crash meanwhile would lose the changes since."""
        if not hasattr(self, "autosave_warning"):
            self.autosave_warning = QLabel()
            self.autosave_warning.setStyleSheet(f"color: {tones.colour('error', self.palette()).name()};"
                                                " font-weight: bold;")
            self.statusBar().insertPermanentWidget(0, self.autosave_warning)
        self.autosave_warning.setText(self.tr("Autosave failed: %1").replace("%1", text))
        self.autosave_warning.show()

    def _autosave_restored(self) -> None:
        self.autosave_warning.hide()

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
        action.setMenuRole(QAction.MenuRole.NoRole)  # macOS moves no action by the look of its (translated) text
        if shortcut is not None:
            action.setShortcuts(shortcut if isinstance(shortcut, list) else [QKeySequence(shortcut)])
        action.setCheckable(checkable)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _create_actions(self) -> None:
        keys = QKeySequence.StandardKey
        self.new_action = self._action(self.new_game, keys.New)
        self.paper_action = self._action(self.new_from_paper)
        self.open_action = self._action(lambda: self.open_file(), keys.Open)
        self.save_action = self._action(self.save, keys.Save)
        self.save_as_action = self._action(self.save_as, keys.SaveAs)
        self.library_action = self._action(self.show_library, "Ctrl+L")
        self.export_pdf_action = self._action(lambda: self._export("export_pdf_dialog"), "Ctrl+Shift+E")
        self.export_image_action = self._action(lambda: self._export("export_image_dialog"))
        self.print_action = self._action(lambda: self._export("print_dialog"), keys.Print)
        self.preview_action = self._action(lambda: self._export("print_preview"))
        # Ctrl+Q on every platform: Qt's Quit key is empty on Windows and on its offscreen platform.
        self.quit_action = self._action(self.close, "Ctrl+Q")
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)  # macOS: in the application menu, in any language
        # Our own undo and redo actions (not the stack's): their texts follow the interface language.
        self.undo_action = self._action(lambda: self.document.undo.undo(), keys.Undo)
        self.redo_action = self._action(lambda: self.document.undo.redo(), keys.Redo)
        self.add_deal_action = self._action(self.add_deal, [QKeySequence("Ctrl+D"), QKeySequence("Insert")])
        self.edit_deal_action = self._action(lambda: self.edit_deal(), "Ctrl+E")
        self.delete_deal_action = self._action(lambda: self.delete_deal(), "Ctrl+Del")
        self.history_action = self._action(self.focus_history, "Ctrl+H")
        self.settle_action = self._action(self.settle_now, "Ctrl+T")
        self.end_action = self._action(self.toggle_ended, checkable=True)
        self.review_action = self._action(self.set_review, "Ctrl+R", checkable=True)
        # Review's steps: the window's keys, whatever has the focus (and in the table view, which shares them),
        # enabled only while reviewing: outside review the keys keep their own meaning there.
        self.review_key_actions = [self._action(lambda _=False, s=step: self.step_review(s), key)
                                   for step, key in REVIEW_STEPS.items()]
        self.review_key_actions.append(self._action(lambda: self.set_review(False), "Esc"))
        self.turn_action = self._action(self.turn_sheet, "Ctrl+Shift+T")
        self.zoom_in_action = self._action(self.sheet_view.zoom_in, [QKeySequence("Ctrl+="), QKeySequence("Ctrl++")])
        self.zoom_out_action = self._action(self.sheet_view.zoom_out, "Ctrl+-")
        self.zoom_fit_action = self._action(self.sheet_view.zoom_to_fit, "Ctrl+0")
        self.table_view_action = self._action(self.tables.toggle, "F11", checkable=True)
        self.share_action = self._action(self.show_share)
        self.join_night_action = self._action(self.join_night)
        self.new_night_action = self._action(lambda: self.club_night(new=True))
        self.open_night_action = self._action(lambda: self.club_night(new=False))
        self.guide_action = self._action(self.show_guide, keys.HelpContents)
        self.keys_action = self._action(self.show_keys, "Ctrl+F1")
        self.about_action = self._action(self.show_about)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.language_group = QActionGroup(self)
        self.language_actions = {}
        for code, name in LANGUAGES.items():
            action = QAction(name, self, checkable=True)
            action.setMenuRole(QAction.MenuRole.NoRole)
            action.triggered.connect(lambda _=False, c=code: self.languageRequested.emit(c))
            self.language_group.addAction(action)
            self.language_actions[code] = action
        self.shape_group = QActionGroup(self)  # View → Sheet Shape: exclusive, remembered
        self.shape_actions = {}
        for choice in SHAPE_CHOICES:
            action = QAction(self, checkable=True)
            action.setMenuRole(QAction.MenuRole.NoRole)
            action.triggered.connect(lambda _=False, c=choice: self.set_sheet_shape(c))
            self.shape_group.addAction(action)
            self.shape_actions[choice] = action

    def retranslate(self) -> None:
        self.menus.retranslate()
        name_actions(self)
        self._update_undo_texts()
        self.history_dock.setWindowTitle(self.tr("History"))
        self.settlement_dock.setWindowTitle(self.tr("Settlement"))
        self.placeholder.setText(self.tr("No game is open.\n\nStart a new game with Ctrl+N or open one with Ctrl+O; "
                                         "you can also drop a .pulka file here."))
        self.history.retranslate()
        self.settlement.retranslate()
        self._update_title()
        self.facts.show_moment(self.document.moment)

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        if event.type() == event.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ----- the game shown -----
    def set_game(self, game: Game, path: Path | None, *, modified: bool = False, read_only: bool = False) -> None:
        """Show ``game`` (new, opened or recovered); the undo history starts afresh."""
        self._reminded = set()  # a new game is reminded afresh
        self.document.set_game(game, path, modified=modified, read_only=read_only)
        self.center.setCurrentWidget(self.sheet_view)

    def _show_moment(self, moment: Moment | None) -> None:
        """The window's own parts: the title and which actions apply."""
        self._update_title()
        self._update_actions()
        self.check_end(refresh_strips=False)  # the views have just shown this very moment

    def check_end(self, refresh_strips: bool = True) -> None:
        """A game that ends by the clock or by rounds: the strips say what is left now (``refresh_strips``: the
        clock moved on, not the game), and the status bar reminds the table once (the minutes before the hour,
        the hour itself, the last round); play is never stopped: the game ends by its deals, as any game does."""
        moment = self.document.moment
        if moment is None or moment.review or moment.game.rules.settings.end_condition not in ("time", "rounds"):
            return
        if refresh_strips:
            self.sheet_view.refresh_facts()
            if self.table_view is not None:
                self.table_view.view.refresh_facts()
        if moment.finished:
            return
        status = moment.end_status(clock.now())
        reminders = (
            ("soon", status.reminder_due,
             self.tr("%n minute(s) to the agreed hour", "", status.minutes_left or 0)),
            ("time", status.time_up and not status.reminder_due,
             self.tr("The agreed hour has come: the round is finished, then the game ends") if status.deals_left
             else self.tr("The agreed hour has come: this deal is the last")),
            ("round", status.last_round, self.tr("The last round begins")),
        )
        for key, due, text in reminders:
            if due and key not in self._reminded:
                self._reminded.add(key)
                self.statusBar().showMessage(text, END_REMINDER_MS)

    def _game_over(self) -> None:
        self.statusBar().showMessage(self.tr("The game is over: see the settlement."), 10000)
        self._show_settlement()

    def _update_title(self, *_args) -> None:
        game, moment, path = self.document.game, self.document.moment, self.document.path
        name = path.name if path else self.tr("Untitled")
        title = game.title if game and game.title else ""
        parts = [p for p in (title, f"{name}[*]") if p] if game else []
        if game is not None and self.document.read_only:
            parts.append(self.tr("read-only: the file is write-protected") if self.document.write_protected
                         else self.tr("read-only: open in another window"))
        if moment is not None and moment.review:
            parts.append(self.tr("reviewing deal %1 of %2").replace("%1", str(moment.count))
                         .replace("%2", str(moment.total)))
        self.setWindowTitle(" — ".join([*parts, "Preferans Desk"]))
        self.setWindowModified(self.document.modified)

    def _update_actions(self) -> None:
        enable_actions(self)

    def _update_undo_texts(self, *_args) -> None:
        name_undo_redo(self)

    # ----- deals -----
    def add_deal(self) -> None:
        game = self.document.game
        if game is None:
            return
        if len(game.deals) >= MAX_DEALS:  # a file of more would not open again
            self._error(self.tr("This deal cannot be entered"),
                        self.tr("A game holds at most %1 deals; start a new game to go on.")
                        .replace("%1", texts.number(MAX_DEALS)))
            return
        self.document.set_review(None)
        entered = self._ask_deal(game.sheet, None)
        if entered is not None:
            self._push_deal(entered)

    def _push_deal(self, entered: Deal | DealRecord) -> bool:
        """Add a deal (or the record the dialog scored): refused with a message if it is not valid."""
        try:
            self.document.add(entered)
        except DealError as exc:
            self._error(self.tr("This deal cannot be entered"), texts.error_text(exc))
            return False
        return True

    def _target(self, index: int | None) -> int | None:
        """The deal an action works on: the one given, else the selected one, else the last."""
        game = self.document.game
        if game is None or not game.deals:
            return None
        if index is None:
            index = self.document.selected
        if index is None:
            index = len(game.deals) - 1
        return index if 0 <= index < len(game.deals) else None

    def edit_deal(self, index: int | None = None) -> None:
        index, game = self._target(index), self.document.game
        if index is None or game is None or self.document.review is not None:
            return
        self.document.select(index)
        entered = self._ask_deal(game.sheet_after(index), game.deals[index])
        deal = entered.deal if isinstance(entered, DealRecord) else entered
        if deal is not None and deal != game.deals[index]:
            self._apply_change(lambda: self.document.edit(index, deal))

    def delete_deal(self, index: int | None = None) -> None:
        index = self._target(index)
        if index is None or self.document.review is not None:
            return
        self.document.select(index)
        answer = QMessageBox.question(self, self.tr("Delete deal"),
                                      self.tr("Delete deal %1? Everything after it is scored again.")
                                      .replace("%1", str(index + 1)))
        if answer == QMessageBox.StandardButton.Yes:
            self._apply_change(lambda: self.document.delete(index))

    def _apply_change(self, change) -> None:
        try:
            change()
        except DealError as exc:
            self._error(self.tr("This change would break a later deal"),
                        self.tr("Deal %1: %2").replace("%1", str(exc.deal)).replace("%2", texts.error_text(exc)))

    def _ask_deal(self, sheet_before, deal: Deal | None) -> Deal | DealRecord | None:
        """The deal dialog: for a new deal, the record it scored (so it is not scored again)."""
        from preferans_desk.gui.dialogs.deal_dialog import DealDialog

        game = self.document.game
        assert game is not None, "deals are entered into an open game"  # add_deal and edit_deal check it
        if deal is None:
            return DealDialog.get_record(self, game, sheet_before)
        return DealDialog.get_deal(self, game, sheet_before, deal)

    def focus_history(self) -> None:
        """Ctrl+H: to the list of deals (Up/Down choose, Enter edits, Delete deletes)."""
        self.history_dock.show()
        self.history_dock.raise_()
        self.history.focus_list()

    # ----- review -----
    def set_review(self, on: bool) -> None:
        if on:
            self.document.start_review()
            self.history_dock.show()
            self.history_dock.raise_()
        else:
            self.document.set_review(None)

    def step_review(self, step: str) -> None:
        """Left/Right: a deal back or on; Home/End: the start or the end of the game."""
        review, game = self.document.review, self.document.game
        if review is None or game is None:
            return
        count = {"first": 0, "prev": review - 1, "next": review + 1, "last": len(game.deals)}[step]
        self.document.set_review(max(0, count))

    # ----- game -----
    def turn_sheet(self) -> None:
        """Put the next player at the bottom, for a scorer sitting elsewhere at the table."""
        game = self.document.game
        if game is not None:
            self.sheet.set_bottom_seat((self.sheet.bottom_seat + 1) % len(game.players))

    def set_sheet_shape(self, choice: str) -> None:
        """View → Sheet Shape: the window's sheet in ``choice`` (AUTOMATIC: the shape with the larger type in
        the space it has), remembered for the next start; the table view always chooses for its screen."""
        preferences.write(self.qsettings, preferences.SHEET_SHAPE, choice)
        self._show_sheet_shape(choice)

    def _show_sheet_shape(self, choice: str) -> None:
        choice = choice if choice in SHAPE_CHOICES else AUTOMATIC  # (a hand-edited file may say anything)
        self.shape_actions[choice].setChecked(True)
        self.sheet_view.set_shape(choice)

    @property
    def table_view(self) -> TableView | None:
        """The table view while it is open (F11)."""
        return self.tables.view

    def join_night(self) -> None:
        """Game > Join Club Night: this table's game from the director's, each change sent to it."""
        self._night().join()

    def club_night(self, new: bool) -> None:
        """Event > New Club Night, Open Club Night: the director's window (its imports only then)."""
        from preferans_desk.gui.night_menu import new_night, open_night

        (new_night if new else open_night)(self)

    def _follow_night(self) -> None:
        """A club night's game is linked to its director (its imports only then)."""
        game = self.document.game
        if self.night is not None or (game is not None and NIGHT_KEY in game.extra):
            self._night().follow(game)

    def _night(self) -> NightTable:
        from preferans_desk.gui.night_seat import NightTable

        if self.night is None:
            self.night = NightTable(self)
        return self.night

    def show_share(self) -> None:
        """Game > Share with the Table: the dialog that starts and stops the live sheet for phones."""
        from preferans_desk.gui.panels.share_panel import ShareDialog, SharePublisher

        if self.share is None:
            self.share = SharePublisher(self.document)
        if self.share_dialog is None:
            self.share_dialog = ShareDialog(self, self.share)
        self.share_dialog.show()
        self.share_dialog.raise_()

    def settle_now(self) -> None:
        if self.document.game is None:
            return
        self.document.request_settlement()
        self._show_settlement()

    def _show_settlement(self) -> None:
        """The settlement's tab in front, and the panel settled for it (a window not shown yet gets no
        visibilityChanged from its dock)."""
        self.settlement_dock.show()
        self.settlement_dock.raise_()
        self.settlement.set_in_view(True)

    def toggle_ended(self) -> None:
        game = self.document.game
        if game is None:
            return
        ended = None if game.ended else datetime.now().astimezone().isoformat(timespec="seconds")
        self.document.set_ended(ended)

    # ----- files -----
    def _export(self, name: str) -> None:
        """PDF, image, print and preview of the game as it stands, with the document's settlement
        (the rounding the panel shows), not settled again."""
        game = self.document.game
        if game is None:
            return
        from preferans_desk.gui import export_actions

        settlement = self.document.live_settlement()
        function = getattr(export_actions, name)
        if name.startswith("export"):
            function(self, game, self.qsettings, settlement=settlement)
        else:
            function(self, game, settlement=settlement)

    def new_game(self) -> None:
        if not self.maybe_save():
            return
        from preferans_desk.gui.dialogs.new_game_dialog import NewGameDialog

        names = preferences.read(self.qsettings, preferences.LAST_PLAYERS)
        game = NewGameDialog.get_game(self, self.conventions_dir, {"players": names})
        if game is not None:
            preferences.write(self.qsettings, preferences.LAST_PLAYERS, game.players)
            self.set_game(game, None)  # nothing to lose yet: not modified until the first deal

    def new_from_paper(self) -> None:
        """A game played on paper, settled here: the players and rules, then the sheet's totals."""
        if not self.maybe_save():
            return
        from preferans_desk.gui.dialogs.new_game_dialog import NewGameDialog
        from preferans_desk.gui.dialogs.paper_sheet import PaperSheetDialog

        names = preferences.read(self.qsettings, preferences.LAST_PLAYERS)
        rules = NewGameDialog.get_game(self, self.conventions_dir, {"players": names})
        game = PaperSheetDialog.get_game(self, rules) if rules is not None else None
        if game is not None:
            preferences.write(self.qsettings, preferences.LAST_PLAYERS, game.players)
            self.set_game(game, None, modified=True)  # typed in: lost unless saved
            self.settle_now()

    # The files and the library: gui/game_files.py asks and does; these are the window's entry points.
    def open_file(self, path: str | Path | None = None) -> bool:
        return self.files.open_file(path)

    def open_sample(self, path: Path) -> bool:
        return self.files.open_sample(path)

    def save(self) -> bool:
        return self.files.save()

    def save_as(self) -> bool:
        return self.files.save_as()

    def maybe_save(self) -> bool:
        return self.files.maybe_save()

    def offer_recovery(self) -> bool:
        return self.files.offer_recovery()

    def recent_files(self) -> list[str]:
        return self.files.recent_files()

    @property
    def library(self) -> Library:
        return self.files.library

    # ----- the library of games -----
    def show_library(self) -> None:
        from preferans_desk.gui.game_library.library_window import LibraryWindow
        from preferans_desk.library import LibraryError

        try:
            LibraryWindow.open(self, self.library, self.review_from_library)
        except LibraryError as exc:
            self._error(self.tr("Cannot open the library"), texts.problem_text(exc))

    def review_from_library(self, path: Path) -> bool:
        """Open a game picked in the library and step through it."""
        if not self.open_file(path):
            return False
        self.set_review(True)
        self.raise_()
        self.activateWindow()
        return True

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

    def after_first_paint(self, call: Callable[[], object]) -> None:
        """``call`` after the window's first paint if the window is shown and not painted yet (it starts),
        else now: work the first sight of the window need not wait for."""
        if self._after_paint is None or not self.isVisible():
            call()
        else:
            self._after_paint.append(call)

    def event(self, event: QEvent) -> bool:
        done = super().event(event)
        # Painted when shown on the screen; its children are painted after it, before the calls posted here.
        if self._after_paint is not None and event.type() == QEvent.Type.Paint:
            calls, self._after_paint = self._after_paint, None
            for call in calls:
                QTimer.singleShot(0, self, call)
        return done

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt's name)
        if not self.maybe_save():
            event.ignore()
            return
        calls, self._after_paint = self._after_paint or [], None  # closed before its first paint: done now
        for call in calls:
            call()
        preferences.write(self.qsettings, preferences.WINDOW_GEOMETRY, self.saveGeometry())
        preferences.write(self.qsettings, preferences.WINDOW_STATE, self.saveState())
        if self.table_view is not None:
            self.table_view.close()
        if self.share is not None:
            self.share.close()
        if self.night is not None:
            self.night.close()
        self.document.close()
        event.accept()

    def _restore_window_state(self) -> None:
        geometry = preferences.read(self.qsettings, preferences.WINDOW_GEOMETRY)
        if geometry is not None:
            self.restoreGeometry(geometry)
        else:  # first start: most of the screen, whatever its size
            screen = QApplication.primaryScreen().availableGeometry()
            self.resize(min(1280, int(screen.width() * 0.9)), min(800, int(screen.height() * 0.9)))
        state = preferences.read(self.qsettings, preferences.WINDOW_STATE)
        if state is not None:
            self.restoreState(state)
        else:  # the sheet keeps about two thirds of the width
            self.resizeDocks([self.history_dock], [int(self.width() * 0.34)], Qt.Orientation.Horizontal)
        self._show_sheet_shape(preferences.read(self.qsettings, preferences.SHEET_SHAPE))

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        """The docks (their width is remembered with the window's state) never take more than a share
        of the window: the sheet keeps the most of it."""
        super().resizeEvent(event)
        most = max(DOCK_LEAST, int(self.width() * DOCK_SHARE))
        for dock in (self.history_dock, self.settlement_dock):
            dock.setMaximumWidth(QWIDGETSIZE_MAX if dock.isFloating() else most)

    def set_language_checked(self, language: str) -> None:
        self.language_actions.get(language, self.language_actions["en"]).setChecked(True)

    def _error(self, title: str, text: str) -> None:
        QMessageBox.critical(self, title, text)

    def show_keys(self) -> None:
        from preferans_desk.gui.help import show_keys

        show_keys(self)

    def show_about(self) -> None:
        from preferans_desk.gui.help import show_about

        show_about(self)

    def show_guide(self) -> None:
        from preferans_desk.gui.help import open_user_guide

        open_user_guide(self, preferences.read(self.qsettings, preferences.LANGUAGE) or "en")


REVIEW_STEPS = {"prev": "Left", "next": "Right", "first": "Home", "last": "End"}  # and Esc leaves
DOCK_SHARE = 0.45  # of the window's width, at most, for the history and settlement docks
DOCK_LEAST = 280  # pixels a dock may always have
QWIDGETSIZE_MAX = (1 << 24) - 1
