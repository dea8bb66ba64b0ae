"""The game library window: every game found again, filtered and sorted, opened for review, renamed, deleted
or imported; the players' statistics across the games and a chart of their running balances.

The main window opens it with ``LibraryWindow.open(parent, library, open_game)``: ``library`` is a
``preferans_desk.library.Library`` and ``open_game(path)`` is called with the file the user wants to review
(the main window opens it and switches review on). The library itself is pure Python; this module only
shows it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QAbstractTableModel, QDate, QModelIndex, QPersistentModelIndex, QSortFilterProxyModel, Qt
from PySide6.QtGui import QAction, QBrush, QColor, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
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
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from preferans_desk.core.errors import GameFileError
from preferans_desk.core.game import Game
from preferans_desk.core.gamefile import load
from preferans_desk.core.numbers import Number, mixed_str
from preferans_desk.library import GameEntry, Library, LibraryError, PlayerStats, game_balance, player_stats
from preferans_desk.library import resolve as resolve_name
from preferans_desk.library.index import BAD_NAME_CHARS
from preferans_desk.library.query import GameQuery
from preferans_desk.library.report import money_text
from preferans_desk.library.stats import running_balances

from . import settings_help, texts
from .charts import PALETTE, LineChart, Series

SORT_ROLE = Qt.ItemDataRole.UserRole + 1
ENTRY_ROLE = Qt.ItemDataRole.UserRole + 2
BROKEN_COLOR = QColor("#b00020")
CHART_LINES = len(PALETTE)  # the players with the most games get a line each
NO_DATE = QDate(1900, 1, 1)  # a date edit at its minimum means "any date"

OpenGame = Callable[[Path], object]


def signed(x: Number) -> str:
    return mixed_str(x, sign=True)


def convention_text(name: str | None) -> str:
    if not name:
        return ""
    try:
        return settings_help.convention_label(name)
    except KeyError:
        return name


# ----- the games -----
def broken_text(entry: GameEntry) -> str:
    """Why the file does not load, in the interface language when the index kept the refusal's codes."""
    refusal = entry.refusal()
    return "" if refusal is None else texts.problem_text(refusal)


class LibraryModel(QAbstractTableModel):
    """The games of the library, one row each; ``SORT_ROLE`` gives each cell's sort key."""

    COLUMNS = ("date", "name", "players", "rules", "deals", "status", "result", "file")

    def __init__(self, parent=None):
        super().__init__(parent)
        self.entries: list[GameEntry] = []
        self.aliases: dict[str, str] = {}
        self.player: str | None = None  # the result column sorts by this player's result when set

    def set_entries(self, entries: list[GameEntry], aliases: dict[str, str]) -> None:
        self.beginResetModel()
        self.entries = list(entries)
        self.aliases = dict(aliases)
        self.endResetModel()

    def reword(self) -> None:
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self.COLUMNS) - 1)
        if self.entries:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.entries) - 1, len(self.COLUMNS) - 1))

    def rowCount(self, parent=None) -> int:  # noqa: N802 (Qt's name)
        return 0 if parent is not None and parent.isValid() else len(self.entries)

    def columnCount(self, parent=None) -> int:  # noqa: N802 (Qt's name)
        return 0 if parent is not None and parent.isValid() else len(self.COLUMNS)

    def headers(self) -> list[str]:
        return [self.tr("Date"), self.tr("Game"), self.tr("Players"), self.tr("Rules"), self.tr("Deals"),
                self.tr("Status"), self.tr("Result"), self.tr("File")]

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802 (Qt's name)
                   role: int = Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.headers()[section]
        return None

    def status_text(self, entry: GameEntry) -> str:
        if not entry.ok:
            return self.tr("Cannot be read")
        return self.tr("Finished") if entry.finished else self.tr("In progress")

    def result_text(self, entry: GameEntry) -> str:
        if not entry.ok:
            return broken_text(entry)
        return " · ".join(f"{seat.name} {signed(seat.result)}" for seat in entry.seats)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        entry = self.entries[index.row()]
        column = self.COLUMNS[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(entry, column)
        if role == SORT_ROLE:
            return self._key(entry, column)
        if role == ENTRY_ROLE:
            return entry
        if role == Qt.ItemDataRole.ToolTipRole:
            if not entry.ok:
                return self.tr("%1 cannot be read: %2").replace("%1", entry.path.name).replace("%2",
                                                                                            broken_text(entry))
            if column == "result" and entry.seats[0].money is not None:
                unit = f" {entry.currency}" if entry.currency else ""
                return "\n".join(f"{seat.name}: {signed(seat.result)} = {money_text(seat.money, entry.money_digits)}"
                                 f"{unit}" for seat in entry.seats)
            return str(entry.path) if column in ("file", "name") else None
        if role == Qt.ItemDataRole.ForegroundRole and not entry.ok:
            return QBrush(BROKEN_COLOR)
        if role == Qt.ItemDataRole.TextAlignmentRole and column == "deals":
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def _text(self, entry: GameEntry, column: str) -> str:
        if column == "date":
            return entry.date[:16].replace("T", " ")
        if column == "name":
            return entry.name
        if column == "players":
            return ", ".join(entry.players)
        if column == "rules":
            return f"{convention_text(entry.convention)}, {entry.pool_target}" if entry.ok else ""
        if column == "deals":
            return str(entry.deals) if entry.ok else ""
        if column == "status":
            return self.status_text(entry)
        if column == "result":
            return self.result_text(entry)
        return entry.path.name

    def _key(self, entry: GameEntry, column: str):
        if column == "deals":
            return entry.deals if entry.ok else -1
        if column == "status":
            return 0 if not entry.ok else 2 if entry.finished else 1
        if column == "result":
            if not entry.ok:
                return float("-inf")
            results = {resolve_name(seat.name, self.aliases): float(seat.result) for seat in entry.seats}
            if self.player:
                return results.get(self.player, float("-inf"))
            return max(results.values())
        if column == "date":
            return entry.date
        return self._text(entry, column).casefold()


class LibraryFilter(QSortFilterProxyModel):
    """Keeps the games a ``GameQuery`` matches; sorts by the model's sort keys."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.query = GameQuery()
        self.setSortRole(SORT_ROLE)

    def set_query(self, query: GameQuery) -> None:
        """Filter by ``query`` and sort again (the result column's keys follow the chosen player)."""
        self.query = query
        self.invalidate()

    def filterAcceptsRow(self, row: int, parent: QModelIndex | QPersistentModelIndex) -> bool:  # noqa: N802
        model = self.sourceModel()
        return self.query.matches(model.entries[row], model.aliases)

    def lessThan(self, left: QModelIndex | QPersistentModelIndex,  # noqa: N802 (Qt's name)
                 right: QModelIndex | QPersistentModelIndex) -> bool:
        a, b = left.data(SORT_ROLE), right.data(SORT_ROLE)
        if a == b:  # ties in date order, so that a sort is stable from run to run
            return left.siblingAtColumn(0).data(SORT_ROLE) < right.siblingAtColumn(0).data(SORT_ROLE)
        return a < b


# ----- statistics -----
class StatItem(QTableWidgetItem):
    """A cell that sorts by its key, not its text."""

    def __init__(self, text: str, key, tooltip: str = ""):
        super().__init__(text)
        self.key = key
        self.setFlags(Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled)
        if tooltip:
            self.setToolTip(tooltip)
        if not isinstance(key, str):
            self.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

    def __lt__(self, other: QTableWidgetItem) -> bool:
        return self.key < other.key if isinstance(other, StatItem) else super().__lt__(other)


class MergeNamesDialog(QDialog):
    """Ask which spelling counts as which player: ("Боря", "Boris")."""

    def __init__(self, parent: QWidget | None, spellings: list[str], alias: str = "", name: str = ""):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Merge Names"))
        self.alias_box = QComboBox(editable=True)
        self.name_box = QComboBox(editable=True)
        for box, text in ((self.alias_box, alias), (self.name_box, name)):
            box.addItems(spellings)
            box.setCurrentText(text)
            box.setMinimumContentsLength(20)
        explanation = QLabel(self.tr("The statistics count the games of one spelling as another player's: "
                                     "for instance Боря as Boris. The game files are not changed."))
        explanation.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(self.tr("&Name:"), self.alias_box)
        form.addRow(self.tr("&Counts as:"), self.name_box)
        layout = QVBoxLayout(self)
        layout.addWidget(explanation)
        layout.addLayout(form)
        layout.addWidget(buttons)

    def merge(self) -> tuple[str, str]:
        return self.alias_box.currentText().strip(), self.name_box.currentText().strip()

    @classmethod
    def get_merge(cls, parent: QWidget | None, spellings: list[str], alias: str = "",
                  name: str = "") -> tuple[str, str] | None:
        dialog = cls(parent, spellings, alias, name)
        return dialog.merge() if dialog.exec() == QDialog.DialogCode.Accepted else None


# ----- the window -----
class LibraryWindow(QMainWindow):
    STAT_COLUMNS = ("player", "games", "won", "total", "average", "money", "best_worst", "contracts", "misere",
                    "remizes", "whists", "allpass")

    def __init__(self, library: Library, open_game: OpenGame, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("library_window")
        self.library = library
        self.open_game = open_game
        self.aliases: dict[str, str] = {}
        self.shown_stats: list[PlayerStats] = []
        self._loaded: tuple[Path, int, Game | BaseException] | None = None  # the game the chart shows, or why not

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
        self.resize(1280, 780)
        self.bottom.setSizes([820, 460])
        self.refresh()

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
        self.date_from, self.date_to = QDateEdit(), QDateEdit()
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
        table.setModel(self.proxy)
        table.setSortingEnabled(True)
        table.sortByColumn(0, Qt.SortOrder.DescendingOrder)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
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

    def _build_stats(self) -> None:
        self.stats_label = QLabel()
        self.stats_label.setWordWrap(True)
        table = self.stats_table = QTableWidget(0, len(self.STAT_COLUMNS))
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.verticalHeader().hide()
        table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 8)
        table.setSortingEnabled(True)
        table.sortByColumn(self.STAT_COLUMNS.index("total"), Qt.SortOrder.DescendingOrder)
        table.setAlternatingRowColors(True)
        table.itemSelectionChanged.connect(self._update_actions)

    def _build_chart(self) -> None:
        self.chart_box = QComboBox()
        self.chart_box.addItems(["", ""])
        self.chart_box.currentIndexChanged.connect(self._update_chart)
        self.chart_label = QLabel()
        self.chart_label.setBuddy(self.chart_box)
        self.chart = LineChart()

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
        self.rename_action = self._action(self.rename_selected, None, Qt.Key.Key_F2, self.table)
        self.delete_action = self._action(self.delete_selected, pixmaps.SP_TrashIcon, keys.Delete, self.table)
        self.import_action = self._action(self.import_folder, pixmaps.SP_DirOpenIcon)
        self.refresh_action = self._action(self.refresh, pixmaps.SP_BrowserReload, keys.Refresh)
        self.merge_action = self._action(self.ask_merge)
        self.separate_action = self._action(self.separate_selected, None, None, self.stats_table)
        self.close_action = self._action(self.close, None, keys.Close)
        toolbar = self.toolbar = self.addToolBar("")
        toolbar.setObjectName("library_toolbar")
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        toolbar.addActions([self.open_action, self.rename_action, self.delete_action])
        toolbar.addSeparator()
        toolbar.addActions([self.import_action, self.refresh_action])
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
        chart = QWidget()
        chart_layout = QVBoxLayout(chart)
        chart_layout.setContentsMargins(0, 0, 6, 6)
        chart_row = QHBoxLayout()
        chart_row.addWidget(self.chart_label)
        chart_row.addWidget(self.chart_box, 1)
        chart_layout.addLayout(chart_row)
        chart_layout.addWidget(self.chart, 1)

        self.bottom = QSplitter(Qt.Orientation.Horizontal)
        self.bottom.addWidget(stats)
        self.bottom.addWidget(chart)
        self.bottom.setStretchFactor(0, 3)
        self.bottom.setStretchFactor(1, 2)
        self.splitter = QSplitter(Qt.Orientation.Vertical)
        self.splitter.addWidget(games)
        self.splitter.addWidget(self.bottom)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 1)
        self.setCentralWidget(self.splitter)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Game Library — Preferans Desk"))
        self.toolbar.setWindowTitle(self.tr("Library toolbar"))
        for action, text in (
            (self.open_action, self.tr("&Open for Review")), (self.rename_action, self.tr("&Rename…")),
            (self.delete_action, self.tr("&Delete…")), (self.import_action, self.tr("&Import Folder…")),
            (self.refresh_action, self.tr("Re&fresh")), (self.merge_action, self.tr("&Merge Names…")),
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
        self.chart_label.setText(self.tr("C&hart:"))
        self.chart_box.setItemText(0, self.tr("Running balance across games"))
        self.chart_box.setItemText(1, self.tr("Running balance within the current game"))
        headers = [self.tr("Player"), self.tr("Games"), self.tr("Won"), self.tr("Total"), self.tr("Average"),
                   self.tr("Money"), self.tr("Best / worst"), self.tr("Contracts"), self.tr("Misères"),
                   self.tr("Remizes"), self.tr("Whists"), self.tr("All-pass")]
        tips = [self.tr("The player; merged spellings in the tooltip"),
                self.tr("Games played"), self.tr("Games won (result above zero) and their share"),
                self.tr("Sum of the results, in whists, as settled"), self.tr("Average result a game, in whists"),
                self.tr("Sum of the money, by currency"),
                self.tr("The best and the worst result in one game (the games in the cell's tooltip)"),
                self.tr("Contracts made / played / declared (played: somebody whisted)"),
                self.tr("Misères made / failed"), self.tr("Contracts played and lost"),
                self.tr("Whists written on the others"), self.tr("Tricks taken on all-pass")]
        for column, (text, tip) in enumerate(zip(headers, tips, strict=True)):
            item = QTableWidgetItem(text)
            item.setToolTip(tip)
            self.stats_table.setHorizontalHeaderItem(column, item)
        self.model.reword()
        self._fill_choices()
        self._update_views()

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        if event.type() == event.Type.LanguageChange:
            self.retranslate()
        elif event.type() == event.Type.ActivationChange and self.isActiveWindow():
            self.refresh_if_changed()  # back from the main window, which may have saved a game
        super().changeEvent(event)

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
        for row in range(self.proxy.rowCount()):
            if self.proxy.index(row, 0).data(ENTRY_ROLE).path == path:
                self.table.selectRow(row)
                self.table.setCurrentIndex(self.proxy.index(row, 0))
                return True
        return False

    def _double_clicked(self, index: QModelIndex) -> None:
        self.table.selectRow(index.row())
        self.table.setCurrentIndex(index)
        self.open_selected()

    def _selection_changed(self, *_args) -> None:
        self._update_views()

    def _current_changed(self, *_args) -> None:
        if self.chart_box.currentIndex() == 1:
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
        self.statusBar().showMessage(" · ".join(parts))

    def _update_stats(self) -> None:
        chosen = self.chosen_entries()
        selected = len(self.selected_entries()) > 1
        counted = sum(entry.ok for entry in chosen)
        if selected:
            self.stats_label.setText(self.tr("Statistics of the %n selected game(s)", "", counted))
        else:
            self.stats_label.setText(self.tr("Statistics of the %n game(s) shown (select several games to narrow "
                                             "them down)", "", counted))
        self.shown_stats = player_stats(chosen, self.aliases)
        table = self.stats_table
        table.setSortingEnabled(False)
        table.setRowCount(len(self.shown_stats))
        for row, stats in enumerate(self.shown_stats):
            for column, item in enumerate(self._stat_items(stats)):
                table.setItem(row, column, item)
        table.setSortingEnabled(True)
        table.resizeColumnsToContents()

    def _stat_items(self, s: PlayerStats) -> list[StatItem]:
        also = sorted(s.spellings - {s.name})
        money = "; ".join(f"{money_text(total, s.money_digits(currency))} {currency}".rstrip()
                          for currency, total in sorted(s.money.items()))
        average = float(s.average)

        def game_tip(ref) -> str:
            return f"{ref.name}, {ref.date[:10]}" if ref else ""

        return [
            StatItem(s.name, s.name.casefold(), self.tr("Also: %1").replace("%1", ", ".join(also)) if also else ""),
            StatItem(str(s.games), s.games),
            StatItem(f"{s.won} ({round(100 * s.share_won)}%)", float(s.share_won)),
            StatItem(signed(s.total), float(s.total)),
            StatItem(f"{average:+.1f}" if average else "0", average),
            StatItem(money or "—", float(sum(s.money.values()))),
            StatItem(f"{signed(s.best.result)} / {signed(s.worst.result)}", float(s.best.result),
                     f"{game_tip(s.best)}\n{game_tip(s.worst)}"),
            StatItem(f"{s.made}/{s.played}/{s.declared}", (s.made, s.played, s.declared)),
            StatItem(f"{s.misere_made}/{s.misere_failed}", (s.misere_made, -s.misere_failed)),
            StatItem(str(s.remizes), s.remizes),
            StatItem(mixed_str(s.whists_written), float(s.whists_written)),
            StatItem(str(s.allpass_tricks), s.allpass_tricks),
        ]

    def _update_chart(self, *_args) -> None:
        if self.chart_box.currentIndex() == 1:
            self._chart_within_game()
        else:
            self._chart_across_games()

    def _chart_across_games(self) -> None:
        balances = running_balances(self.chosen_entries(), self.aliases)
        frequent = sorted(self.shown_stats, key=lambda s: (-s.games, -s.total, s.name))[:CHART_LINES]
        series = [Series(s.name, tuple((index + 1, float(total)) for index, total in balances.lines[s.name]))
                  for s in frequent if s.name in balances.lines]
        games = balances.games

        def hover(x: float) -> str:
            index = int(round(x)) - 1
            if 0 <= index < len(games):
                return f"{index + 1}. {games[index].name}, {games[index].date[:10]}"
            return ""

        self.chart.set_data(series, x_title=self.tr("Games, by date"), x_label=lambda x: f"{x:.0f}",
                            hover_label=hover, empty_text=self.tr("No games that load are shown."))

    def _chart_within_game(self) -> None:
        entry = self.current_entry()
        if entry is None:
            self.chart.set_data([], empty_text=self.tr("Select a game to see its balance deal by deal."))
            return
        game = self._game(entry)
        if not isinstance(game, Game):
            self.chart.set_data([], empty_text=self.tr("%1 cannot be read: %2").replace("%1", entry.path.name)
                                .replace("%2", texts.problem_text(game)))
            return
        rows = game_balance(game)
        series = [Series(name, tuple((k, float(row[seat])) for k, row in enumerate(rows)))
                  for seat, name in enumerate(game.players)]
        self.chart.set_data(series, x_title=self.tr("Deals of “%1”").replace("%1", entry.name),
                            x_label=lambda x: f"{x:.0f}",
                            hover_label=lambda x: self.tr("after deal %1").replace("%1", f"{x:.0f}"),
                            empty_text=self.tr("The game has no deals yet."))

    def _game(self, entry: GameEntry) -> Game | BaseException:
        """The game of ``entry`` read from its file (kept while the file is unchanged), or the refusal."""
        if self._loaded is not None and self._loaded[:2] == (entry.path, entry.mtime_ns):
            return self._loaded[2]
        if not entry.ok:
            game: Game | BaseException = entry.refusal() or ValueError(entry.error)
        else:
            try:
                game = load(entry.path).game
            except GameFileError as exc:
                game = exc
        self._loaded = (entry.path, entry.mtime_ns, game)
        return game

    def _update_actions(self) -> None:
        selected = self.selected_entries()
        current = self.current_entry()
        self.open_action.setEnabled(current is not None and current.ok)
        self.rename_action.setEnabled(current is not None)
        self.delete_action.setEnabled(bool(selected))
        self.separate_action.setEnabled(any(len(s.spellings) > 1 or s.name in self.aliases.values()
                                            for s in self._selected_stats()))

    def _selected_stats(self) -> list[PlayerStats]:
        rows = sorted({index.row() for index in self.stats_table.selectedIndexes()})
        names = {self.stats_table.item(row, 0).text() for row in rows if self.stats_table.item(row, 0)}
        return [s for s in self.shown_stats if s.name in names]

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
        if entry is None:
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
        if not entries:
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

    def import_folder(self, folder: str | Path | None = None) -> None:
        """Copy the games of a folder (asked for when not given) into the library folder."""
        if folder is None:
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
            lines.append(self.tr("%1 could not be copied: %2").replace("%1", path.name).replace("%2", problem))
        QMessageBox.information(self, self.tr("Import"), "\n".join(lines))

    def ask_merge(self) -> None:
        """Ask which spelling counts as which player; the selected players are offered first."""
        chosen = self._selected_stats()
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
        for stats in self._selected_stats():
            for alias, target in self.aliases.items():
                if resolve_name(target, self.aliases) == stats.name or alias == stats.name:
                    self.library.unmerge(alias)
        self.reload()

    # ----- words -----
    def error_text(self, error: LibraryError) -> str:
        params = error.params
        words = {
            "empty_name": lambda: self.tr("A file name cannot be empty."),
            "bad_name": lambda: self.tr("A file name cannot contain any of %1")
            .replace("%1", " ".join(BAD_NAME_CHARS)),
            "exists": lambda: self.tr("%1 already exists.").replace("%1", str(params.get("name"))),
            "same_name": lambda: self.tr("%1 cannot be merged with itself.").replace("%1", str(params.get("name"))),
            "not_folder": lambda: self.tr("%1 is not a folder.").replace("%1", str(params.get("path"))),
            "io": lambda: f"{params.get('path')}: {params.get('problem')}",
            "index": lambda: self.tr("The library index %1 cannot be used: %2")
            .replace("%1", str(params.get("path"))).replace("%2", str(params.get("problem"))),
        }
        return words[error.code]() if error.code in words else str(error)

    def _error(self, title: str, text: str) -> None:
        QMessageBox.warning(self, title, text)
