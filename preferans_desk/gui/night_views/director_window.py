"""The director's window: the night's rounds, each table's players, code and live state, and the standings after
every deal. Receiving the tables' games is off until the director starts it (one address of this computer's,
the port 8643 or the next free one). The window reads the night document's moment and changes the night through
the document's book: a table's deal flows from the receiver's thread through the book and the document, whose
moment the window, the projector and the phones show (docs/architecture.md). A phone table's open entry shows on
its row, and a disputed one calls the director (its row highlighted, a line over the tables, the window's alert),
who answers it (``entry_answer``)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QPixmap, QScreen
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from preferans_desk.gui.dialogs.file_dialogs import widen_sidebar_soon
from preferans_desk.gui.panels.share_panel import PORT as SHARE_PORT
from preferans_desk.gui.panels.share_panel import addresses, qr_pixmap
from preferans_desk.gui.sheet import tones
from preferans_desk.gui.sheet.screen_choice import fill_screen_menu, table_screen
from preferans_desk.gui.state import preferences
from preferans_desk.gui.state.night_document import NightDocument
from preferans_desk.night.night_book import NightBook
from preferans_desk.night.night_errors import EventError, EventFileError
from preferans_desk.night.night_moment import NightMoment
from preferans_desk.night.receiver import PORT, DirectorReceiver
from preferans_desk.night.table_results import game_path
from preferans_desk.words import texts

from .entry_answer import answer_entry
from .entry_answer_words import call_line
from .night_control import ChangeLog, accept_held, lock_shown_round, paper_reason, settle_disagreement
from .night_phones import NightPhones
from .night_tables import (
    ATTENTION,
    STANDING_NAME,
    TABLE_PLAYERS,
    TABLE_STATE,
    EntryFrame,
    RoundTablesModel,
    StandingsModel,
    new_view,
)
from .table_pages import show_table_pages

if TYPE_CHECKING:
    from .projector_view import ProjectorView

T = TypeVar("T")


def same_file(one: Path, other: Path) -> bool:
    try:
        return one.resolve() == other.resolve()
    except (OSError, ValueError):
        return one == other


class DirectorWindow(QMainWindow):
    """One club night's director, on its event file."""

    def __init__(self, path: Path, parent: QWidget | None = None,
                 register: Callable[[Path], None] | None = None,
                 library_players: Callable[[], list[str]] | None = None, qsettings: QSettings | None = None,
                 read_only: bool = False):
        super().__init__(parent)
        self.qsettings = qsettings or QSettings()  # the projector's screen, as the main window keeps its choices
        self.register = register  # the library's: the night's games go into it
        self.library_players = library_players or list  # the library's players, offered for a late player
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.document = NightDocument(path, self, read_only=read_only)
        self.document.followed.connect(lambda: self.statusBar().showMessage(
            self.tr("The night was written by the program that holds it: shown as it is now."), 5000))
        self.receiver: DirectorReceiver | None = None
        self.share: NightPhones | None = None  # the standings on the phones, while shared
        self.projector: ProjectorView | None = None
        self.clock = self.document.clock  # the tables' time left
        self._build()
        self.retranslate()
        self.document.momentChanged.connect(self._show_moment)
        self.show_round(self.document.moment.playing)

    @property
    def book(self) -> NightBook:
        return self.document.book

    @classmethod
    def open(cls, parent: QWidget | None, path: Path, register: Callable[[Path], None] | None = None,
             library_players: Callable[[], list[str]] | None = None,
             qsettings: QSettings | None = None) -> DirectorWindow | None:
        """The director's window on ``path`` (the one open already in this program brought forward), or None with
        the file's problem said. A night another program writes (another director's window, ``event serve``)
        opens read-only, saying who holds it: the window watches it."""
        shown = cls.showing(path)
        if shown is not None:
            shown.showNormal()
            shown.raise_()
            shown.activateWindow()
            return shown
        title = QCoreApplication.translate("DirectorWindow", "Cannot open the club night")
        try:
            window = cls(path, parent, register, library_players, qsettings)
        except EventError as problem:
            if problem.code != "night_held":
                QMessageBox.critical(parent, title, texts.problem_text(problem))
                return None
            text = texts.problem_text(problem)
            QMessageBox.information(parent, QCoreApplication.translate("DirectorWindow", "Watch the Club Night"),
                                    text[:1].upper() + text[1:] + ".\n\n" + QCoreApplication.translate(
                                        "DirectorWindow", "The window opens to watch the night: it follows what "
                                        "that program writes, and changes nothing."))
            try:
                window = cls(path, parent, register, library_players, qsettings, read_only=True)
            except (EventFileError, EventError, OSError) as again:
                QMessageBox.critical(parent, title, texts.problem_text(again))
                return None
        except (EventFileError, OSError) as problem:
            QMessageBox.critical(parent, title, texts.problem_text(problem))
            return None
        window.show()
        return window

    @classmethod
    def showing(cls, path: Path) -> DirectorWindow | None:
        """The director's window of this program open on ``path``, if one is."""
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, cls) and widget.isVisible() and same_file(widget.document.path, Path(path)):
                return widget
        return None

    @property
    def read_only(self) -> bool:
        return self.document.read_only

    # ----- building -----
    def _build(self) -> None:
        self.round_box = QComboBox()
        self.round_box.addItems([str(n) for n in range(1, len(self.book.event.rounds) + 1)])
        self.round_box.currentIndexChanged.connect(lambda index: self.show_round(index + 1))
        self.open_button = QPushButton()
        self.open_button.clicked.connect(self.open_shown_round)
        self.seat_button = QPushButton()
        self.seat_button.clicked.connect(self.seat_shown_round)
        self.address_box = QComboBox()
        self.address_box.addItems(addresses())
        self.receive_button = QPushButton()
        self.receive_button.setCheckable(True)
        self.receive_button.toggled.connect(self.set_receiving)
        self.address_label = QLabel()
        self.address_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.phones_button = QPushButton()
        self.phones_button.setCheckable(True)
        self.phones_button.toggled.connect(self.set_sharing)
        self.phones_label, self.phones_qr = QLabel(), QLabel()
        self.phones_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.phones_label.setWordWrap(True)
        self.round_label, self.listen_label = QLabel(), QLabel()
        self.round_label.setBuddy(self.round_box)
        self.listen_label.setBuddy(self.address_box)
        bar = QHBoxLayout()
        for widget in (self.round_label, self.round_box, self.seat_button, self.open_button, self.listen_label,
                       self.address_box, self.receive_button, self.address_label):
            bar.addWidget(widget)
        bar.addStretch(1)
        phones = QHBoxLayout()
        for widget in (self.phones_button, self.phones_qr, self.phones_label):
            phones.addWidget(widget)
        phones.addStretch(1)
        self.tables_model = RoundTablesModel(self.document, self.document.moment.playing, self)
        self.tables = new_view(self.tables_model, TABLE_STATE, fit=[TABLE_PLAYERS])
        self.tables.setItemDelegateForColumn(TABLE_STATE, EntryFrame(self.tables))
        self.tables.activated.connect(self._row_activated)  # Enter or a double click on a row: its entry answered
        self.standings = new_view(StandingsModel.of(self.document), STANDING_NAME)
        self.tables_title, self.standings_title = QLabel(), QLabel()
        self.round_note = QLabel()  # why the round shown has no tables yet (a Swiss round waits for the one before)
        self.round_note.setWordWrap(True)
        split = QSplitter()
        for title, table in ((self.tables_title, self.tables), (self.standings_title, self.standings)):
            side = QWidget()
            column = QVBoxLayout(side)
            column.addWidget(title)
            if table is self.tables:
                column.addWidget(self.round_note)
            column.addWidget(table)
            split.addWidget(side)
        split.setStretchFactor(0, 3)  # the tables' six columns wider than the standings' five
        split.setStretchFactor(1, 2)
        self.calls = QFrame()  # the tables that call the director: over the tables, shown only while there are
        self.calls.setObjectName("calls")
        self.calls_label, self.answer_button = QLabel(), QPushButton()
        self.calls_label.setWordWrap(True)
        self.answer_button.clicked.connect(lambda: answer_entry(self, call=True))  # the call, whatever row is chosen
        line = QHBoxLayout(self.calls)
        line.addWidget(self.calls_label, 1)
        line.addWidget(self.answer_button)
        self.calls.hide()
        self._alerted: set[tuple[int, int, str]] = set()  # the calls the window's alert was raised for
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.addLayout(bar)
        layout.addWidget(self.calls)
        layout.addWidget(split, 1)
        layout.addLayout(phones)
        self.setCentralWidget(central)
        self.paper_action = self._action(self.enter_paper)
        self.late_action = self._action(lambda: self.add_late_player())
        self.leave_action = self._action(lambda: self.player_leaves())
        self.projector_action = self._action(self.show_projector, "F11")
        self.cards_action = self._action(lambda: self.export_cards())
        self.pages_action = self._action(lambda: show_table_pages(self))  # (issue 34: each table's phone page)
        self.night_pdf_action = self._action(lambda: self.export_night())
        self.library_action = self._action(self.add_to_library)
        self.close_action = self._action(self.close, QKeySequence.StandardKey.Close)
        self.lock_action = self._action(lambda: lock_shown_round(self))
        self.lock_action.setCheckable(True)
        self.accept_action = self._action(lambda: accept_held(self, True))
        self.reject_action = self._action(lambda: accept_held(self, False))
        self.take_copy_action = self._action(lambda: settle_disagreement(self, True))
        self.keep_own_action = self._action(lambda: settle_disagreement(self, False))
        self.log_action = self._action(lambda: ChangeLog(self, self.book.changes()).exec())
        self.answer_action = self._action(lambda: answer_entry(self))
        self.watching = QLabel()  # a read-only window says whose night it watches
        self.watching.setWordWrap(True)
        self.watching.setVisible(self.read_only)
        layout.insertWidget(0, self.watching)
        self.menu = self.menuBar().addMenu("")
        self.menu.addActions([self.paper_action, self.projector_action])
        self.projector_screens = self.menu.addMenu("")
        self.projector_screens.aboutToShow.connect(
            lambda: fill_screen_menu(self.projector_screens, self.projector_screen(), self.choose_projector_screen))
        self.menu.addSeparator()
        self.menu.addActions([self.lock_action, self.accept_action, self.reject_action, self.take_copy_action,
                              self.keep_own_action, self.answer_action, self.log_action])
        self.menu.addSeparator()
        self.menu.addActions([self.late_action, self.leave_action])
        self.menu.addSeparator()
        self.menu.addActions([self.cards_action, self.pages_action, self.night_pdf_action, self.library_action])
        self.menu.addSeparator()
        self.menu.addAction(self.close_action)
        self.resize(1100, 640)

    def _action(self, slot, shortcut=None) -> QAction:
        action = QAction(self)
        action.triggered.connect(slot)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        self.addAction(action)
        return action

    def retranslate(self) -> None:
        name = self.book.event.title or self.book.path.stem
        self.setWindowTitle((self.tr("%1 — Club Night, watched") if self.read_only else self.tr("%1 — Club Night"))
                            .replace("%1", name))
        self.watching.setText(self.tr("Another program writes this night: this window watches it and changes "
                                      "nothing. Close the other program's window (or stop its event serve) and open "
                                      "the night again to direct it here."))
        self.lock_action.setText(self.tr("Loc&k the Round's Results"))
        self.accept_action.setText(self.tr("Accep&t the Held Copy…"))
        self.reject_action.setText(self.tr("Reject the &Held Copy…"))
        self.take_copy_action.setText(self.tr("Take the Table's &Differing Copy…"))
        self.keep_own_action.setText(self.tr("Keep the &Night's Copy…"))
        self.log_action.setText(self.tr("The Change Lo&g…"))
        self.answer_action.setText(self.tr("Ans&wer the Phones' Deal…"))
        self.answer_button.setText(self.tr("&Answer…"))
        self.round_label.setText(self.tr("&Round:"))
        self.open_button.setText(self.tr("&Open Round to Tables"))
        self.seat_button.setText(self.tr("S&eat Round"))
        self.listen_label.setText(self.tr("&Listen on:"))
        self.tables_title.setText(self.tr("Tables"))
        self.standings_title.setText(self.tr("Standings"))
        self.menu.setTitle(self.tr("&Club Night"))
        self.paper_action.setText(self.tr("Enter &Paper Sheet…"))
        self.late_action.setText(self.tr("A Late Player &Joins…"))
        self.leave_action.setText(self.tr("A Player &Leaves…"))
        self.projector_action.setText(self.tr("P&rojector View"))
        self.projector_screens.setTitle(self.tr("Projector &Screen"))
        self.cards_action.setText(self.tr("Table C&ards of the Round…"))
        self.pages_action.setText(self.tr("Tables' Ph&one Pages…"))
        self.night_pdf_action.setText(self.tr("&Export the Night as PDF…"))
        self.library_action.setText(self.tr("Add the Games to the Li&brary"))
        self.close_action.setText(self.tr("&Close"))
        self._show_receiving()
        self._show_sharing()

    # ----- rounds and tables -----
    def shown_round(self) -> int:
        return self.round_box.currentIndex() + 1

    def show_round(self, number: int) -> None:
        if self.round_box.currentIndex() != number - 1:
            self.round_box.setCurrentIndex(number - 1)  # (calls back here)
            return
        self.tables_model.set_round(number)
        self._show_moment(self.document.moment)

    def open_shown_round(self) -> None:
        """The round shown is the one the tables play now: its tables get their codes. Tables of the round being
        played that are still playing are named first, and the director asked: their next deals would be
        refused."""
        number = self.shown_round()
        if not self._may_leave_playing(number):
            return
        self.done(self.tr("Cannot open the round"), lambda: self.book.open_round(number))

    def _may_leave_playing(self, number: int) -> bool:
        """Whether round ``number`` may be opened: the round being played has no table still playing, or the
        director says to open it all the same."""
        self.document.refresh()  # (as the book holds it now, not a frame ago)
        moment = self.document.moment
        playing = moment.round
        if number == moment.playing or not playing.open or not playing.still_playing:
            return True
        tables = playing.still_playing
        question = (self.tr("Round %1 has %n table(s) still playing (%2).", "", len(tables))
                    .replace("%1", str(playing.number)).replace("%2", ", ".join(map(str, tables)))
                    + "\n\n" + self.tr("Open round %1 now? The tables still playing can send no more deals of "
                                        "round %2.").replace("%1", str(number)).replace("%2", str(playing.number)))
        answer = QMessageBox.question(self, self.tr("Open Round %1").replace("%1", str(number)), question,
                                      QMessageBox.StandardButton.Open | QMessageBox.StandardButton.Cancel,
                                      QMessageBox.StandardButton.Cancel)
        return answer == QMessageBox.StandardButton.Open

    def seat_shown_round(self) -> None:
        """The round shown seated by the night's method (a Swiss round by the standings, once the round before
        has finished)."""
        self.done(self.tr("Cannot seat the round"), lambda: self.book.seat_round(self.shown_round()))

    def done(self, refused: str, change: Callable[[], T]) -> T | None:
        """What the book's ``change`` gives (the night shown again at once), or None with why it refused said
        under the title ``refused``."""
        try:
            return self.document.change(change)
        except (EventError, EventFileError, OSError) as problem:
            QMessageBox.warning(self, refused, texts.problem_text(problem))
            return None

    def refresh(self) -> None:
        """The night as the book holds it now (the document's moment made at once)."""
        self.document.refresh()

    def _show_moment(self, moment: NightMoment) -> None:
        """The buttons and the note of the round shown (the models show the tables and the standings)."""
        number = self.shown_round()
        round_ = moment.rounds[number - 1]
        writes = not self.read_only
        self.open_button.setEnabled(writes and not round_.open and round_.seated)
        self.seat_button.setEnabled(writes and not round_.seated)
        for action in (self.paper_action, self.late_action, self.leave_action, self.lock_action):
            action.setEnabled(writes)
        self.receive_button.setEnabled(writes)
        self.lock_action.setChecked(round_.locked)
        held = any(row.held for row in round_.tables)
        self.accept_action.setEnabled(writes and held)
        self.reject_action.setEnabled(writes and held)
        differs = any(row.differs is not None for row in round_.tables)
        self.take_copy_action.setEnabled(writes and differs)
        self.keep_own_action.setEnabled(writes and differs)
        self.answer_action.setEnabled(writes and bool(moment.entries))
        self._show_calls(moment)
        self._show_round_note(round_.number, round_.seated, round_.seat_refusal)
        self._show_receiving()  # (the round received may have changed)

    def _show_calls(self, moment: NightMoment) -> None:
        """The tables that call the director (a disputed entry), a line each over the tables, in the attention tone;
        the window's alert raised once for each new call (its taskbar button flashes while it is not active)."""
        calls = moment.calls
        self.calls.setVisible(bool(calls))
        self.answer_button.setEnabled(not self.read_only)
        if not calls:
            return
        background, text = ATTENTION[tones.is_dark(QApplication.palette())]
        self.calls.setStyleSheet(f"QFrame#calls {{ background: {background}; border-radius: 4px; }} "
                                 f"QFrame#calls QLabel {{ color: {text}; font-weight: bold; }}")
        self.calls_label.setText("\n".join(call_line(call, moment.playing) for call in calls))
        new = {(call.round, call.table, call.entry.id) for call in calls} - self._alerted
        if new:
            self._alerted |= new
            QApplication.alert(self)

    def _row_activated(self, index) -> None:
        """Enter or a double click on a table's row: its phones' deal answered, when it has one open."""
        if self.tables_model.entries[index.row()] is not None and not self.read_only:
            answer_entry(self, index.row() + 1)

    def _show_round_note(self, number: int, seated: bool, refusal: EventError | None) -> None:
        """Over a round not seated yet: what its seating waits for (the book's own refusal: the tables of the round
        before still playing), else that Seat Round seats it."""
        if seated:
            self.round_note.hide()
            return
        if refusal is None:
            said = self.tr("Round %1 is not seated yet: Seat Round seats it.").replace("%1", str(number))
        else:
            text = texts.problem_text(refusal)
            said = text[:1].upper() + text[1:] + "."
        self.round_note.setText(said)
        self.round_note.show()

    def selected_table(self) -> int | None:
        rows = self.tables.selectionModel().selectedRows()
        return rows[0].row() + 1 if rows else None

    def enter_paper(self) -> None:
        """A table kept on paper: its totals typed in here become its game."""
        from preferans_desk.gui.dialogs.paper_sheet import PaperSheetDialog

        t = self.selected_table()
        if t is None:
            QMessageBox.information(self, self.tr("Enter Paper Sheet"), self.tr("Choose a table first."))
            return
        number = self.shown_round()
        reason = paper_reason(self, t)
        if reason is None:
            return
        game = PaperSheetDialog.get_game(self, self.book.new_game(number, t))
        if game is not None:
            try:
                self.document.change(lambda: self.book.keep_game(number, t, game, reason))
            except (EventError, OSError) as problem:
                QMessageBox.critical(self, self.tr("Cannot keep the game"), texts.problem_text(problem))

    # ----- late players and leavers -----
    def add_late_player(self, name: str | None = None) -> bool:
        """A late player (typed, or one of the library's): he plays from the first round without games, which
        and the later rounds are seated again."""
        if name is None:
            known = {p.name for p in self.book.event.players}
            offered = [n for n in self.library_players() if n not in known]
            name, ok = QInputDialog.getItem(self, self.tr("A Late Player Joins"), self.tr("The player's name:"),
                                            offered, -1, True)
            if not ok or not name.strip():
                return False
        joined = self.done(self.tr("Cannot add the player"), lambda: self.book.join_player(name))
        if joined is None:
            return False
        kept, first = joined
        self._players_changed(self.tr("%1 plays from round %2: the rounds from it are seated again.")
                              .replace("%1", kept).replace("%2", str(first)), first)
        return True

    def player_leaves(self, name: str | None = None) -> bool:
        """A player who leaves: he plays no round from the first without games on, which are seated again."""
        if name is None:
            names = [p.name for p in self.book.event.players if p.last_round is None]
            name, ok = QInputDialog.getItem(self, self.tr("A Player Leaves"), self.tr("Who leaves:"), names, 0, False)
            if not ok:
                return False
        first = self.done(self.tr("Cannot take the player off"), lambda: self.book.leave_player(name))
        if first is None:
            return False
        self._players_changed(self.tr("%1 plays no round from round %2: the rounds from it are seated again.")
                              .replace("%1", name).replace("%2", str(first)), first)
        return True

    def _players_changed(self, said: str, first: int) -> None:
        """The rounds from ``first`` seated again: their tables' codes are new once the round is opened again."""
        self.statusBar().showMessage(said, 10000)
        self.show_round(first)

    # ----- printed matter and the library -----
    def export_cards(self, path: Path | None = None) -> bool:
        """The round shown: its seating and a card a table (with its code and where the director is)."""
        number = self.shown_round()
        path = path or self._pdf_path(self.tr("Table Cards"), f"{self.book.path.stem} round {number} cards.pdf")
        if path is None:
            return False
        from preferans_desk.export.night_cards import export_cards_pdf  # reportlab, only when asked

        return self._written(path, lambda: export_cards_pdf(self.book.event, number, path, director=self.address,
                                                            lang=None, paper=preferences.default_paper()))

    def export_night(self, path: Path | None = None) -> bool:
        """The night's PDF: the standings and every table's game."""
        path = path or self._pdf_path(self.tr("Export the Night"), f"{self.book.path.stem}.pdf")
        if path is None:
            return False
        from preferans_desk.export.night_pdf import export_night_pdf  # reportlab, only when asked

        return self._written(path, lambda: export_night_pdf(self.book.event, self.book.path, path, lang=None,
                                                            paper=preferences.default_paper()))

    def _pdf_path(self, caption: str, name: str) -> Path | None:
        widen_sidebar_soon()
        chosen, _ = QFileDialog.getSaveFileName(self, caption, str(self.book.path.parent / name), "PDF (*.pdf)")
        if not chosen:
            return None
        return Path(chosen) if chosen.lower().endswith(".pdf") else Path(chosen + ".pdf")

    def _written(self, path: Path, write: Callable[[], None]) -> bool:
        try:
            write()
        except (EventError, OSError) as problem:
            QMessageBox.critical(self, self.tr("Cannot export"), texts.problem_text(problem))
            return False
        self.statusBar().showMessage(self.tr("Written: %1").replace("%1", str(path)), 10000)
        return True

    def add_to_library(self) -> int:
        """Every table's game the night keeps, into the library (its seasons and ratings); how many."""
        paths = [game_path(self.book.path, table.game) for round_ in self.book.event.rounds
                 for table in round_.tables if table.game is not None]
        if self.register is not None:
            for path in paths:
                self.register(path)
        self.statusBar().showMessage(self.tr("Games added to the library: %1").replace("%1", str(len(paths))), 10000)
        return len(paths)

    # ----- receiving -----
    def set_receiving(self, on: bool) -> None:
        if on and self.receiver is None:
            self.receiver = self._listen(self.address_box.currentText())
            if self.receiver is None:
                self.receive_button.setChecked(False)
                return
            self.statusBar().showMessage(self.tr("Receiving the tables of round %1 at %2.")
                                         .replace("%1", str(self.document.moment.playing))
                                         .replace("%2", self.address or ""), 15000)
        elif not on and self.receiver is not None:
            self.receiver.stop()
            self.receiver = None
        self._show_receiving()

    def _listen(self, bind: str) -> DirectorReceiver | None:
        """A receiver on ``bind`` at the port 8643; the receiver takes the next free one when it is busy."""
        receiver = DirectorReceiver(self.book, bind, PORT)
        try:
            receiver.start()
        except OSError as problem:
            QMessageBox.critical(self, self.tr("Cannot receive the tables"), str(problem))
            return None
        return receiver

    @property
    def address(self) -> str | None:
        """Where the tables join (host:port), while receiving."""
        if self.receiver is None or self.receiver.address is None:
            return None
        host, port = self.receiver.address
        return f"{host}:{port}"

    def _show_receiving(self) -> None:
        on = self.receiver is not None
        self.receive_button.setText(self.tr("&Stop Receiving") if on else self.tr("&Start Receiving"))
        self.address_box.setEnabled(not on)
        playing = self.document.moment.round
        if on and playing.open:  # which round is received (a restarted director resumes the round it opened last)
            text = (self.tr("Receiving round %1: tables join at %2").replace("%1", str(playing.number))
                    .replace("%2", self.address or ""))
        elif on:  # seated again for a late player or a leaver, or never opened: its tables have no codes yet
            text = (self.tr("Round %1 is not open to its tables: open it, and they join at %2")
                    .replace("%1", str(playing.number)).replace("%2", self.address or ""))
        elif playing.open and self.read_only:  # watched: the program holding the night (event serve) receives
            text = self.tr("Round %1 is open; the program that holds the night receives its tables").replace(
                "%1", str(playing.number))
        elif playing.open:
            text = self.tr("Round %1 is open; not receiving yet").replace("%1", str(playing.number))
        else:
            text = self.tr("The tables cannot send their deals yet")
        busy = self.receiver.busy_port if self.receiver is not None else None
        if busy is not None:  # another program has the usual port: the tables' cards name this one
            text += " " + self.tr("(the port %1 was busy)").replace("%1", str(busy))
        self.address_label.setText(text)

    # ----- the phones -----
    def set_sharing(self, on: bool) -> None:
        """The standings and the round's tables on the players' phones (read-only), on the address chosen for
        the tables, the live sheet's port or the next free one."""
        if on and self.share is None:
            share = NightPhones(self.document, self.address_box.currentText(), SHARE_PORT)
            try:
                share.start()
            except OSError as problem:
                QMessageBox.critical(self, self.tr("Cannot share with the phones"), str(problem))
                self.phones_button.setChecked(False)
                return
            self.share = share
        elif not on and self.share is not None:
            self.share.stop()
            self.share = None
        self._show_sharing()

    def _show_sharing(self) -> None:
        on = self.share is not None
        self.phones_button.setText(self.tr("Stop Sharing with &Phones") if on else self.tr("Share with &Phones"))
        self.phones_label.setText(self.tr("Phones open %1").replace("%1", self.share.url) if self.share else "")
        self.phones_qr.setPixmap(qr_pixmap(self.share.url, 3) if self.share else QPixmap())
        self.phones_qr.setVisible(on)

    # ----- projector -----
    def show_projector(self) -> None:
        """F11: the standings and the round in large print, full screen (F11 or Escape closes it), on the screen
        chosen in Club Night → Projector Screen, by default another than this window's (the projector, a TV)."""
        from .projector_view import ProjectorView

        if self.projector is None:
            self.projector = ProjectorView(self.document)
            self.projector.setWindowTitle(self.windowTitle())
            self.projector.destroyed.connect(self._projector_gone)
        self.projector.show_on(self.projector_screen())

    def projector_screen(self) -> QScreen:
        """The screen chosen for the projector view if it is there, else another than this window's."""
        return table_screen(self, preferences.read(self.qsettings, preferences.PROJECTOR_SCREEN))

    def choose_projector_screen(self, name: str) -> None:
        """The projector view's screen (remembered); an open view moves there."""
        preferences.write(self.qsettings, preferences.PROJECTOR_SCREEN, name)
        if self.projector is not None:
            self.projector.show_on(self.projector_screen())

    def _projector_gone(self) -> None:
        self.projector = None

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt's name)
        self.set_receiving(False)
        self.set_sharing(False)
        if self.projector is not None:
            self.projector.close()
        self.document.close()  # the night's lock let go: another window or a command may write it now
        super().closeEvent(event)
