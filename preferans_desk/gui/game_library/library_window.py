"""The game library window: every game found again, filtered and sorted, opened for review, renamed, deleted
or imported; the players' statistics across the games and a chart of their running balances; and the club's
seasons, ratings and players' pages (the Club tab, ``club_page``).

The main window opens it with ``LibraryWindow.open(parent, library, open_game)``: ``library`` is a
``preferans_desk.library.Library`` and ``open_game(path)`` is called with the file the user wants to review
(the main window opens it and switches review on). The library itself is pure Python; this module only
shows it. Its parts live beside it: the table's model (``library_model``) and filter (``library_filter``),
the statistics table and the chart (``library_stats``) and the merge-names dialog (``merge_names_dialog``).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QDate, QEvent, QItemSelectionModel, QModelIndex, QObject, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QAction, QFocusEvent, QGuiApplication, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QDateEdit,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSplitter,
    QStyle,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from preferans_desk.gui.dialogs.file_dialogs import widen_sidebar_soon
from preferans_desk.gui.dialogs.merge_names_dialog import MergeNamesDialog
from preferans_desk.gui.game_library.club_page import ClubPage
from preferans_desk.gui.game_library.library_filter import FilterDateEdit, LibraryFilter, SortHeader
from preferans_desk.gui.game_library.library_model import ENTRY_ROLE, LibraryModel, broken_text, convention_text
from preferans_desk.gui.game_library.library_stats import BalanceChart, StatsTable
from preferans_desk.gui.state.document import is_open
from preferans_desk.library import GameEntry, Library, LibraryError, PlayerStats, player_stats
from preferans_desk.library import resolve as resolve_name
from preferans_desk.library.query import GameQuery
from preferans_desk.library.rating_cache import CACHE_NAME
from preferans_desk.library.sync_copies import counted
from preferans_desk.words import texts

NO_DATE = QDate(1900, 1, 1)  # a date edit at its minimum means "any date"
SIZE = QSize(1280, 780)  # the window's first size, where the screen has room for it
FRAME_ROOM = QSize(16, 48)  # what a window manager's frame and title bar may add around the window

OpenGame = Callable[[Path], object]


class LibraryWindow(QMainWindow):
    STAT_COLUMNS = StatsTable.COLUMNS

    def __init__(self, library: Library, open_game: OpenGame, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("library_window")
        self.library = library
        self.library.is_open = is_open  # a game open in a window is neither renamed nor deleted
        self.open_game = open_game
        self.aliases: dict[str, str] = {}
        self.shown_stats: list[PlayerStats] = []

        self.model = LibraryModel(self)
        self.proxy = LibraryFilter(self)
        self.proxy.setSourceModel(self.model)
        self._build_filters()
        self._build_table()
        self._build_stats()
        self._build_chart()
        self._create_actions()
        self._build_layout()
        self.retranslate()
        screen = parent.screen() if parent is not None else QGuiApplication.primaryScreen()
        self.fit_to(screen.availableGeometry() if screen is not None else QRect(QPoint(0, 0), SIZE + FRAME_ROOM))
        self.bottom.setSizes([820, 460])
        self.refresh()

    def fit_to(self, available: QRect) -> None:
        """Take the first size where the screen (less its panels and task bar) has room, else as much of it as
        there is, frame and title bar included, and stand within it."""
        most = available.size() - FRAME_ROOM
        size = SIZE.boundedTo(most).expandedTo(self.minimumSizeHint().boundedTo(most))
        self.resize(size)
        left = available.left() + max(0, (available.width() - size.width() - FRAME_ROOM.width()) // 2)
        top = available.top() + max(0, (available.height() - size.height() - FRAME_ROOM.height()) // 2)
        self.move(left, top)

    @classmethod
    def open(cls, parent: QWidget | None, library: Library, open_game: OpenGame) -> LibraryWindow:
        """Show the library window of ``parent`` (made the first time, refreshed after), in front."""
        window = parent.findChild(cls) if parent is not None else None
        if window is None or window.library is not library:
            window = cls(library, open_game, parent)
        else:
            window.open_game = open_game
            window.refresh()
        window.show()
        window.raise_()
        window.activateWindow()
        return window

    # ----- building -----
    def _build_filters(self) -> None:
        self.search = QLineEdit()
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._filter_changed)
        self.player_box = QComboBox()
        self.convention_box = QComboBox()
        self.status_box = QComboBox()
        for box in (self.player_box, self.convention_box, self.status_box):
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            box.currentIndexChanged.connect(self._filter_changed)
        self.from_label, self.to_label = QLabel(), QLabel()
        self.date_from, self.date_to = FilterDateEdit(), FilterDateEdit()
        for label, edit in ((self.from_label, self.date_from), (self.to_label, self.date_to)):
            edit.setCalendarPopup(True)
            edit.setDisplayFormat("yyyy-MM-dd")
            edit.setMinimumDate(NO_DATE)
            edit.setDate(NO_DATE)
            edit.dateChanged.connect(self._filter_changed)
            label.setBuddy(edit)
        self.clear_button = QPushButton()
        self.clear_button.clicked.connect(self.clear_filters)

    def _build_table(self) -> None:
        table = self.table = QTableView()
        table.setHorizontalHeader(SortHeader(table))
        table.setModel(self.proxy)
        table.setSortingEnabled(True)
        table.sortByColumn(0, Qt.SortOrder.DescendingOrder)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setTabKeyNavigation(False)  # the rows are games, not cells to walk: Tab goes on to the statistics
        table.setAlternatingRowColors(True)
        table.setWordWrap(False)
        table.verticalHeader().hide()
        table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 8)
        header = table.horizontalHeader()
        header.setResizeContentsPrecision(200)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        table.doubleClicked.connect(self._double_clicked)
        table.selectionModel().selectionChanged.connect(self._selection_changed)
        table.selectionModel().currentRowChanged.connect(self._current_changed)
        table.installEventFilter(self)

    def _build_stats(self) -> None:
        self.stats_label = QLabel()
        self.stats_label.setWordWrap(True)
        self.stats_legend = QLabel()  # what the columns count, as the command line's `stats` says under its table
        self.stats_legend.setWordWrap(True)
        self.stats_legend.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.stats_table = StatsTable()
        self.stats_table.itemSelectionChanged.connect(self._update_actions)

    def _build_chart(self) -> None:
        self.balance = BalanceChart()
        self.chart_box, self.chart = self.balance.box, self.balance.chart  # the parts the tests drive
        self.chart_box.currentIndexChanged.connect(self._update_chart)

    def _action(self, slot, icon: QStyle.StandardPixmap | None = None, shortcut=None,
                widget: QWidget | None = None) -> QAction:
        action = QAction(self)
        if icon is not None:
            action.setIcon(self.style().standardIcon(icon))
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda _=False: slot())
        if widget is not None:  # keys that mean something else in the search field work in the table only
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            widget.addAction(action)
        else:
            self.addAction(action)
        return action

    def _create_actions(self) -> None:
        pixmaps = QStyle.StandardPixmap
        keys = QKeySequence.StandardKey
        self.open_action = self._action(self.open_selected, pixmaps.SP_DialogOpenButton, Qt.Key.Key_Return,
                                        self.table)
        self.open_action.setShortcuts([QKeySequence(Qt.Key.Key_Return), QKeySequence(Qt.Key.Key_Enter)])
        self.rename_action = self._action(self.rename_selected, None, Qt.Key.Key_F2, self.table)
        self.delete_action = self._action(self.delete_selected, pixmaps.SP_TrashIcon, keys.Delete, self.table)
        self.import_action = self._action(self.import_folder, pixmaps.SP_DirOpenIcon)
        self.club_folder_action = self._action(self.add_club_folder, pixmaps.SP_DirLinkIcon)
        self.forget_folder_action = self._action(self.remove_club_folder)
        self.refresh_action = self._action(self.refresh, pixmaps.SP_BrowserReload, keys.Refresh)
        self.merge_action = self._action(self.ask_merge)
        self.separate_action = self._action(self.separate_selected, None, None, self.stats_table)
        self.resolve_action = self._action(self.resolve_selected, pixmaps.SP_MessageBoxWarning, None, self.table)
        self.close_action = self._action(self.close, None, keys.Close)
        # Esc closes the window too (a list's popup or the date's calendar takes it first while it is open)
        self.close_action.setShortcuts([*QKeySequence.keyBindings(keys.Close), QKeySequence(Qt.Key.Key_Escape)])
        toolbar = self.toolbar = self.addToolBar("")
        toolbar.setObjectName("library_toolbar")
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        toolbar.addActions([self.open_action, self.rename_action, self.delete_action, self.resolve_action])
        toolbar.addSeparator()
        toolbar.addActions([self.import_action, self.club_folder_action, self.forget_folder_action,
                            self.refresh_action])
        toolbar.addSeparator()
        toolbar.addActions([self.merge_action, self.separate_action])
        self.stats_table.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        self.stats_table.addAction(self.merge_action)
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)

    def _build_layout(self) -> None:
        filters = QHBoxLayout()
        filters.addWidget(self.search, 3)
        for widget in (self.player_box, self.convention_box, self.status_box, self.from_label, self.date_from,
                       self.to_label, self.date_to, self.clear_button):
            filters.addWidget(widget)
        games = QWidget()
        games_layout = QVBoxLayout(games)
        games_layout.setContentsMargins(6, 6, 6, 0)
        games_layout.addLayout(filters)
        games_layout.addWidget(self.table)

        stats = QWidget()
        stats_layout = QVBoxLayout(stats)
        stats_layout.setContentsMargins(6, 0, 0, 6)
        stats_layout.addWidget(self.stats_label)
        stats_layout.addWidget(self.stats_table)
        stats_layout.addWidget(self.stats_legend)

        self.bottom = QSplitter(Qt.Orientation.Horizontal)
        self.bottom.addWidget(stats)
        self.bottom.addWidget(self.balance)
        self.bottom.setStretchFactor(0, 3)
        self.bottom.setStretchFactor(1, 2)
        self.splitter = QSplitter(Qt.Orientation.Vertical)
        self.splitter.addWidget(games)
        self.splitter.addWidget(self.bottom)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 1)
        self.club = ClubPage()
        self.tabs = QTabWidget()
        self.tabs.addTab(self.splitter, "")
        self.tabs.addTab(self.club, "")
        self.setCentralWidget(self.tabs)
        # By keyboard: the search, the filters left to right, then the games (the dates leave on Tab too)
        chain = [self.search, self.player_box, self.convention_box, self.status_box, self.date_from, self.date_to,
                 self.clear_button, self.table]
        for first, second in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(first, second)
        self.search.installEventFilter(self)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Game Library — Preferans Desk"))
        self.toolbar.setWindowTitle(self.tr("Library toolbar"))
        for action, text in (
            (self.open_action, self.tr("&Open for Review")), (self.rename_action, self.tr("&Rename…")),
            (self.delete_action, self.tr("&Delete…")), (self.import_action, self.tr("&Import Folder…")),
            (self.refresh_action, self.tr("Re&fresh")), (self.merge_action, self.tr("&Merge Names…")),
            (self.resolve_action, self.tr("Resolve &Conflict…")),
            (self.club_folder_action, self.tr("Add Club &Folder…")),
            (self.forget_folder_action, self.tr("Stop Watching a Club Folder…")),
            (self.separate_action, self.tr("&Separate Names")), (self.close_action, self.tr("&Close")),
        ):
            action.setText(text)
            shortcut = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            action.setToolTip(f"{text.replace('&', '')} ({shortcut})" if shortcut else text.replace("&", ""))
        self.search.setPlaceholderText(self.tr("Search by title, file or player"))
        self.from_label.setText(self.tr("&From:"))
        self.to_label.setText(self.tr("&To:"))
        for edit in (self.date_from, self.date_to):
            edit.setSpecialValueText(self.tr("any date"))
        self.clear_button.setText(self.tr("C&lear"))
        self.clear_button.setToolTip(self.tr("Show every game again"))
        self.stats_legend.setText(self.tr("Total and average: in whists, as settled. Won: games with a result above "
                                          "zero. Contracts: made/played/declared (played: somebody whisted). "
                                          "Misères: made/failed. Remizes: contracts played and lost. Whists: written "
                                          "on the others. All-pass: tricks taken."))
        # names for the controls whose own text does not say what they are (screen readers read these)
        for widget, name in (
            (self.search, self.tr("Search the games")), (self.player_box, self.tr("Player")),
            (self.convention_box, self.tr("Rules")), (self.status_box, self.tr("Status")),
            (self.date_from, self.tr("Games from")), (self.date_to, self.tr("Games until")),
            (self.table, self.tr("Games")), (self.stats_table, self.tr("Players' statistics")),
        ):
            widget.setAccessibleName(name)
        self.tabs.setTabText(0, self.tr("&Games"))
        self.tabs.setTabText(1, self.tr("&Club"))
        self.stats_table.retranslate()
        self.balance.retranslate()
        self.club.retranslate()
        self.model.reword()
        self._fill_choices()
        self._update_views()

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        if event.type() == event.Type.LanguageChange:
            self.retranslate()
        elif event.type() == event.Type.ActivationChange and self.isActiveWindow():
            self.refresh_if_changed()  # back from the main window, which may have saved a game
        super().changeEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        """Down in the search goes to the games; the games table, reached by keyboard, has a game selected
        (the first) so that Enter opens one."""
        if (watched is self.search and isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress
                and event.key() == Qt.Key.Key_Down and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier):
            self.table.setFocus(Qt.FocusReason.OtherFocusReason)
            return True
        if (watched is self.table and isinstance(event, QFocusEvent) and event.type() == QEvent.Type.FocusIn
                and event.reason() != Qt.FocusReason.MouseFocusReason):  # a click selects its own row
            self._select_first_if_none()
        return super().eventFilter(watched, event)

    def _select_first_if_none(self) -> None:
        if not self.table.selectionModel().hasSelection() and self.proxy.rowCount():
            self.table.selectRow(0)
            self.table.setCurrentIndex(self.proxy.index(0, 0))

    # ----- the data -----
    def refresh(self) -> None:
        """Read what changed on disk, then show the library afresh."""
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            self.library.refresh()
        except LibraryError as exc:
            self._error(self.tr("The library cannot be refreshed"), self.error_text(exc))
        finally:
            QApplication.restoreOverrideCursor()
        self.reload()

    def refresh_if_changed(self) -> bool:
        """Check the files (their times and sizes only) and show the library again if any changed."""
        try:
            changes = self.library.refresh()
        except LibraryError:
            return False
        if changes:
            self.reload()
        return bool(changes)

    def reload(self) -> None:
        """Show the library as the index has it (after a change made here)."""
        current = self.current_entry()
        self.aliases = self.library.aliases()
        self.model.set_entries(self.library.games(), self.aliases)
        self.club.set_games(counted(self.model.entries), self.aliases, self.library.data_dir / CACHE_NAME)
        self._fill_choices()  # filters, and so shows the statistics and the chart
        self.table.resizeColumnsToContents()
        for column in (LibraryModel.COLUMNS.index("players"), LibraryModel.COLUMNS.index("result")):
            self.table.setColumnWidth(column, min(self.table.columnWidth(column), 360))
        if current is not None:
            self.select_path(current.path)

    def _fill_choices(self) -> None:
        """The player and convention lists of the filter, from the games (keeping what was chosen)."""
        entries = self.model.entries
        players = sorted({resolve_name(name, self.aliases) for entry in entries for name in entry.players},
                         key=lambda n: (n.casefold(), n))
        conventions = sorted({entry.convention for entry in entries if entry.convention})
        for box, first, values, label in (
            (self.player_box, self.tr("All players"), players, str),
            (self.convention_box, self.tr("All rules"), conventions, convention_text),
            (self.status_box, self.tr("Any status"), ["finished", "unfinished", "broken"], self._status_label),
        ):
            chosen = box.currentData()
            box.blockSignals(True)
            box.clear()
            box.addItem(first, None)
            for value in values:
                box.addItem(label(value), value)
            box.setCurrentIndex(max(0, box.findData(chosen)) if chosen is not None else 0)
            box.blockSignals(False)
        self._filter_changed()

    def _status_label(self, status: str) -> str:
        return {"finished": self.tr("Finished"), "unfinished": self.tr("In progress"),
                "broken": self.tr("Cannot be read")}[status]

    def query(self) -> GameQuery:
        def day(edit: QDateEdit) -> str | None:
            return None if edit.date() == NO_DATE else edit.date().toString("yyyy-MM-dd")

        return GameQuery(self.search.text(), self.player_box.currentData(), self.convention_box.currentData(),
                         self.status_box.currentData(), day(self.date_from), day(self.date_to))

    def _filter_changed(self, *_args) -> None:
        query = self.query()
        self.model.player = query.player
        self.proxy.set_query(query)
        self._update_views()

    def clear_filters(self) -> None:
        for widget in (self.search, self.player_box, self.convention_box, self.status_box, self.date_from,
                       self.date_to):
            widget.blockSignals(True)
        self.search.clear()
        for box in (self.player_box, self.convention_box, self.status_box):
            box.setCurrentIndex(0)
        self.date_from.setDate(NO_DATE)
        self.date_to.setDate(NO_DATE)
        for widget in (self.search, self.player_box, self.convention_box, self.status_box, self.date_from,
                       self.date_to):
            widget.blockSignals(False)
        self._filter_changed()

    # ----- selection -----
    def shown_entries(self) -> list[GameEntry]:
        return [self.proxy.index(row, 0).data(ENTRY_ROLE) for row in range(self.proxy.rowCount())]

    def selected_entries(self) -> list[GameEntry]:
        rows = sorted(index.row() for index in self.table.selectionModel().selectedRows())
        return [self.proxy.index(row, 0).data(ENTRY_ROLE) for row in rows]

    def chosen_entries(self) -> list[GameEntry]:
        """The games the statistics and the chart are about: the selected ones when several are selected,
        else all those shown."""
        selected = self.selected_entries()
        return selected if len(selected) > 1 else self.shown_entries()

    def current_entry(self) -> GameEntry | None:
        index = self.table.currentIndex()
        if not index.isValid() or not self.table.selectionModel().isRowSelected(index.row(), QModelIndex()):
            return None
        return index.data(ENTRY_ROLE)

    def select_path(self, path: Path) -> bool:
        """Make the game of ``path`` the selected and current one. Through the selection model: the view's own
        setCurrentIndex reads the keys held down (Ctrl would toggle the row off again)."""
        for row in range(self.proxy.rowCount()):
            if self.proxy.index(row, 0).data(ENTRY_ROLE).path == path:
                flags = (QItemSelectionModel.SelectionFlag.ClearAndSelect
                         | QItemSelectionModel.SelectionFlag.Rows)
                self.table.selectionModel().setCurrentIndex(self.proxy.index(row, 0), flags)
                return True
        return False

    def _double_clicked(self, index: QModelIndex) -> None:
        self.table.selectRow(index.row())
        self.table.setCurrentIndex(index)
        self.open_selected()

    def _selection_changed(self, *_args) -> None:
        self._update_views()

    def _current_changed(self, *_args) -> None:
        if self.balance.within_game():
            self._update_chart()
        self._update_actions()

    # ----- showing -----
    def _update_views(self) -> None:
        self._update_stats()
        self._update_chart()
        self._update_actions()
        self._update_status()

    def _update_status(self) -> None:
        entries = self.model.entries
        broken = sum(not entry.ok for entry in entries)
        parts = [self.tr("%n game(s) in the library", "", len(entries)),
                 self.tr("%n shown", "", self.proxy.rowCount())]
        if broken:
            parts.append(self.tr("%n cannot be read", "", broken))
        if self.library.notice is not None:  # the index cannot be written: the games are read from their files
            parts.append(self.error_text(self.library.notice))
        self.statusBar().showMessage(" · ".join(parts))

    def _update_stats(self) -> None:
        chosen = counted(self.chosen_entries())  # a sync tool's copy of a game counts once
        selected = len(self.selected_entries()) > 1
        number = sum(entry.ok for entry in chosen)
        if selected:
            self.stats_label.setText(self.tr("Statistics of the %n selected game(s)", "", number))
        else:
            self.stats_label.setText(self.tr("Statistics of the %n game(s) shown (select several games to narrow "
                                             "them down)", "", number))
        self.shown_stats = player_stats(chosen, self.aliases)
        self.stats_table.set_stats(self.shown_stats)

    def _update_chart(self, *_args) -> None:
        if self.balance.within_game():
            self.balance.show_within(self.current_entry())
        else:
            self.balance.show_across(counted(self.chosen_entries()), self.shown_stats, self.aliases)

    def _update_actions(self) -> None:
        selected = self.selected_entries()
        current = self.current_entry()
        self.open_action.setEnabled(current is not None)  # a game that cannot be read: Open says why
        self.rename_action.setEnabled(current is not None)
        self.resolve_action.setEnabled(current is not None and current.copy_of is not None)
        self.delete_action.setEnabled(bool(selected))
        self.separate_action.setEnabled(any(len(s.spellings) > 1 or s.name in self.aliases.values()
                                            for s in self.stats_table.selected_stats()))

    # ----- doing -----
    def open_selected(self) -> None:
        """Hand the current game to the main window, which opens it for review."""
        entry = self.current_entry()
        if entry is None:
            return
        if not entry.ok:
            self._error(self.tr("Cannot open %1").replace("%1", entry.path.name), broken_text(entry))
            return
        self.open_game(entry.path)

    def rename_selected(self) -> None:
        entry = self.current_entry()
        if entry is None or self._refused_open([entry], self.tr("Cannot rename %1")):
            return
        name, ok = QInputDialog.getText(self, self.tr("Rename Game File"),
                                        self.tr("New name of %1:").replace("%1", entry.path.name),
                                        QLineEdit.EchoMode.Normal, entry.path.stem)
        if not ok or not name.strip():
            return
        try:
            new = self.library.rename(entry.path, name)
        except LibraryError as exc:
            self._error(self.tr("Cannot rename %1").replace("%1", entry.path.name), self.error_text(exc))
            return
        self.reload()
        self.select_path(new)

    def delete_selected(self) -> None:
        entries = self.selected_entries()
        if not entries or self._refused_open(entries, self.tr("Cannot delete %1")):
            return
        if len(entries) == 1:
            text = self.tr("Delete the game file %1? This cannot be undone.").replace("%1", entries[0].path.name)
        else:
            text = self.tr("Delete %n game file(s)? This cannot be undone.", "", len(entries))
        answer = QMessageBox.question(self, self.tr("Delete Games"), text,
                                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.No)
        if answer != QMessageBox.StandardButton.Yes:
            return
        for entry in entries:
            try:
                self.library.delete(entry.path)
            except LibraryError as exc:
                self._error(self.tr("Cannot delete %1").replace("%1", entry.path.name), self.error_text(exc))
                break
        self.reload()

    def _refused_open(self, entries: list[GameEntry], title: str) -> bool:
        """Say so, before asking anything, when one of ``entries`` is open in a window (this one's main window or
        another program's): renamed or deleted under it, the window would save to a vanished file."""
        entry = next((entry for entry in entries if self.library.is_open(entry.path)), None)
        if entry is None:
            return False
        self._error(title.replace("%1", entry.path.name),
                    self.error_text(LibraryError("open_elsewhere", name=entry.path.name)))
        return True

    def import_folder(self, folder: str | Path | None = None) -> None:
        """Copy the games of a folder (asked for when not given) into the library folder."""
        if folder is None:
            widen_sidebar_soon()
            folder = QFileDialog.getExistingDirectory(self, self.tr("Import Games from a Folder"), str(Path.home()))
            if not folder:
                return
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            result = self.library.import_folder(folder)
        except LibraryError as exc:
            QApplication.restoreOverrideCursor()
            self._error(self.tr("Cannot import"), self.error_text(exc))
            return
        QApplication.restoreOverrideCursor()
        self.reload()
        lines = [self.tr("%n game(s) copied into the library.", "", len(result.added))]
        if result.skipped:
            lines.append(self.tr("%n were there already.", "", len(result.skipped)))
        for path, problem in result.failed[:10]:
            said = problem if isinstance(problem, str) else texts.problem_text(problem)
            lines.append(self.tr("%1 could not be copied: %2").replace("%1", path.name).replace("%2", said))
        QMessageBox.information(self, self.tr("Import"), "\n".join(lines))

    def add_club_folder(self, folder: str | Path | None = None) -> None:
        """Watch a folder where it is (a club's folder that a sync tool keeps on every member's computer)."""
        if folder is None:
            widen_sidebar_soon()
            folder = QFileDialog.getExistingDirectory(self, self.tr("Add a Club Folder"), str(Path.home()))
            if not folder:
                return
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            self.library.add_folder(folder)
        except LibraryError as exc:
            QApplication.restoreOverrideCursor()
            self._error(self.tr("Cannot add the folder"), self.error_text(exc))
            return
        QApplication.restoreOverrideCursor()
        self.reload()

    def remove_club_folder(self) -> None:
        folders = [str(path) for path in self.library.added_folders()]
        if not folders:
            QMessageBox.information(self, self.tr("Club Folders"), self.tr("No club folder is watched."))
            return
        folder, ok = QInputDialog.getItem(self, self.tr("Stop Watching a Club Folder"),
                                          self.tr("Folder (its games stay where they are):"), folders, 0, False)
        if ok and folder:
            self.library.remove_folder(folder)
            self.reload()

    def resolve_selected(self) -> None:
        """A sync tool's conflict copy: keep it in its game's place, keep the game (the copy is deleted), or keep
        both as two games."""
        copy = self.current_entry()
        if copy is None or copy.copy_of is None:
            return
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Resolve Conflict"), "", parent=self)
        box.setText(self.tr("%1 is a copy a sync tool left beside %2 when two computers changed the game at once. "
                            "It holds %3.").replace("%1", copy.path.name).replace("%2", copy.copy_of.name)
                    .replace("%3", self.tr("the same deals") if copy.same_as_copied else self.tr("other deals")))
        choices: dict[QAbstractButton, str] = {
            box.addButton(self.tr("Keep the &Copy"), QMessageBox.ButtonRole.AcceptRole): "copy",
            box.addButton(self.tr("Keep the &Game"), QMessageBox.ButtonRole.AcceptRole): "game",
            box.addButton(self.tr("Keep &Both"), QMessageBox.ButtonRole.AcceptRole): "both"}
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setInformativeText(self.tr("Keep the copy: it replaces the game. Keep the game: the copy is deleted. "
                                       "Keep both: the copy gets a name of its own and counts as a game."))
        box.exec()
        clicked = box.clickedButton()
        keep = choices.get(clicked) if clicked is not None else None  # None: cancelled
        if keep is not None:
            self.keep_version(copy, keep)

    def keep_version(self, copy: GameEntry, keep: str) -> bool:
        try:
            kept = self.library.keep_version(copy, keep)
        except LibraryError as exc:
            self._error(self.tr("Cannot resolve the conflict"), self.error_text(exc))
            return False
        self.reload()
        self.select_path(kept)
        return True

    def ask_merge(self) -> None:
        """Ask which spelling counts as which player; the selected players are offered first."""
        chosen = self.stats_table.selected_stats()
        spellings = sorted({name for entry in self.model.entries for name in entry.players},
                           key=lambda n: (n.casefold(), n))
        alias = chosen[1].name if len(chosen) > 1 else chosen[0].name if chosen else ""
        name = chosen[0].name if len(chosen) > 1 else ""
        answer = MergeNamesDialog.get_merge(self, spellings, alias, name)
        if answer is not None:
            self.merge_names(*answer)

    def merge_names(self, alias: str, name: str) -> bool:
        try:
            self.library.merge_names(alias, name)
        except LibraryError as exc:
            self._error(self.tr("Cannot merge the names"), self.error_text(exc))
            return False
        self.reload()
        return True

    def separate_selected(self) -> None:
        """Count every spelling merged into the selected players as a player of its own again."""
        for stats in self.stats_table.selected_stats():
            for alias, target in self.aliases.items():
                if resolve_name(target, self.aliases) == stats.name or alias == stats.name:
                    self.library.unmerge(alias)
        self.reload()

    # ----- words -----
    def error_text(self, error: LibraryError) -> str:
        """A refusal of the library in the interface language: the command line's words, translated."""
        return texts.problem_text(error)

    def _error(self, title: str, text: str) -> None:
        QMessageBox.warning(self, title, text)
