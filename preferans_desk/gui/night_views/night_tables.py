"""The night's two tables as Qt models over the document's moment, shared by the director's window and the
projector: a round's tables (number, players, code, deals, time left, state) and the standings (rank, name, tour
points, whists, games).

A new moment changes only what changed: ``dataChanged`` over the rows whose cells differ, rows inserted or removed
when the count changes (never a reset for a deal). The views never size a column to its cells as they change
(``ResizeToContents`` measured every cell after every deal: seconds at a hundred players); each column is sized
once from its head and the widest text it can hold (``size_columns``), the names taking the width left.

A phone table's open entry is on its row (issue 34): its words in the state column, drawn apart from the tables'
own state (italic, in a dashed frame: ``EntryFrame``), and a disputed one calls the director: its row is
highlighted in the attention tone of the palette in use, light or dark.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractProxyModel,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPainter, QPalette, QPen
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QStyledItemDelegate, QStyleOptionViewItem, QTableView

from preferans_desk.core.exact_numbers import Number
from preferans_desk.gui.sheet import tones
from preferans_desk.gui.state.night_document import NightDocument
from preferans_desk.night import night_moment as nm
from preferans_desk.night.night_moment import NightMoment, OpenEntry, RoundView, TableRow
from preferans_desk.night.table_codes import CODE_LETTERS
from preferans_desk.words import texts

from .entry_answer_words import row_words

TABLE_PLAYERS, TABLE_STATE, STANDING_NAME = 1, 5, 1  # the columns of the names and of the tables' state
TABLE_NUMBERS, STANDING_TEXTS = (0, 3, 4), (1,)  # right-aligned columns of the tables; left-aligned of the standings
ENTRY_ROLE = Qt.ItemDataRole.UserRole + 1  # "pending", "disputed", or None: a phone table's open entry
PENDING, CALLING = "pending", "disputed"
# a row that calls the director: a background no one misses, its text kept at 7:1 on it, light and dark
ATTENTION = {False: ("#ffd54a", "#000000"), True: ("#8a5a00", "#ffffff")}
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter

translate = QCoreApplication.translate  # with the context written out, so that lupdate finds the texts
Index = QModelIndex | QPersistentModelIndex


def table_heads() -> list[str]:
    return [translate("NightTables", "Table"), translate("NightTables", "Players"), translate("NightTables", "Code"),
            translate("NightTables", "Deals"), translate("NightTables", "Time Left"), translate("NightTables", "State")]


def standing_heads() -> list[str]:
    return [translate("NightTables", "Rank"), translate("NightTables", "Player"), translate("NightTables", "Points"),
            translate("NightTables", "Whists"), translate("NightTables", "Games")]


class RowsModel(QAbstractTableModel):
    """Rows of texts, changed by ``set_rows`` with only what changed told."""

    def __init__(self, parent: QObject, columns: int, right: Sequence[int]):
        super().__init__(parent)
        self._rows: list[tuple[str, ...]] = []
        self._columns, self._right = columns, set(right)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 (Qt's name and default)
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 (Qt's name and default)
        return 0 if parent.isValid() else self._columns

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):  # a name cut short: whole in its tip
            return self._rows[index.row()][index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return RIGHT if index.column() in self._right else LEFT
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802 (Qt's name)
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.heads()[section]
        return None

    def heads(self) -> list[str]:
        raise NotImplementedError

    def retranslate(self) -> None:
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self._columns - 1)

    def row(self, row: int) -> tuple[str, ...]:
        return self._rows[row]

    def set_rows(self, rows: list[tuple[str, ...]]) -> None:
        old, count = self._rows, len(rows)
        if count < len(old):
            self.beginRemoveRows(QModelIndex(), count, len(old) - 1)
            self._rows = old[:count]
            self.endRemoveRows()
        elif count > len(old):
            self.beginInsertRows(QModelIndex(), len(old), count - 1)
            self._rows = old + rows[len(old):]
            self.endInsertRows()
        changed = [row for row in range(min(len(old), count)) if old[row] != rows[row]]
        self._rows = rows
        for first, last in _runs(changed):  # each run of rows that changed: the views repaint those alone
            self.dataChanged.emit(self.index(first, 0), self.index(last, self._columns - 1))


def _runs(rows: list[int]) -> list[tuple[int, int]]:
    """Ascending row numbers as runs of consecutive rows: [1, 2, 3, 7] -> [(1, 3), (7, 7)]."""
    runs: list[tuple[int, int]] = []
    for row in rows:
        if runs and runs[-1][1] == row - 1:
            runs[-1] = (runs[-1][0], row)
        else:
            runs.append((row, row))
    return runs


class StandingsModel(RowsModel):
    """The standings of the document's moment (one model a document: ``of``)."""

    def __init__(self, document: NightDocument):
        super().__init__(document, len(standing_heads()), [0, 2, 3, 4])
        self._said: dict[tuple[Number, bool], str] = {}
        document.momentChanged.connect(self.show_moment)
        self.show_moment(document.moment)

    @classmethod
    def of(cls, document: NightDocument) -> StandingsModel:
        """The document's standings model, made the first time it is asked for (the director and the projector
        share it)."""
        model = document.findChild(StandingsModel)
        return model if isinstance(model, StandingsModel) else cls(document)

    def heads(self) -> list[str]:
        return standing_heads()

    def show_moment(self, moment: NightMoment) -> None:
        self.set_rows([(str(s.rank), s.name, self._number(s.points), self._number(s.whists, True), str(s.games))
                       for s in moment.standings])

    def _number(self, value: Number, sign: bool = False) -> str:
        """A result worded (remembered: most players' results are as they were after a deal)."""
        key = (value, sign)
        said = self._said.get(key)
        if said is None:
            if len(self._said) > 50_000:
                self._said.clear()
            said = self._said[key] = texts.number(value, sign=sign)
        return said


class RoundTablesModel(RowsModel):
    """Round ``number``'s tables of the document's moment (``set_round`` shows another)."""

    def __init__(self, document: NightDocument, number: int, parent: QObject | None = None):
        super().__init__(parent or document, len(table_heads()), TABLE_NUMBERS)
        self.document, self.number = document, number
        self.entries: list[OpenEntry | None] = []  # each row's open entry (the moment's)
        document.momentChanged.connect(self.show_moment)
        self.show_moment(document.moment)

    def heads(self) -> list[str]:
        return table_heads()

    def set_round(self, number: int) -> None:
        self.number = number
        self.show_moment(self.document.moment)

    def show_moment(self, moment: NightMoment) -> None:
        round_ = moment.rounds[self.number - 1] if 1 <= self.number <= len(moment.rounds) else None
        tables = () if round_ is None else round_.tables
        self.entries = [row.entry for row in tables]  # (an entry's change changes its row's text too: told below)
        self.set_rows([table_cells(row) for row in tables])

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        entry = self.entries[index.row()] if index.isValid() and index.row() < len(self.entries) else None
        if entry is None or role not in (ENTRY_ROLE, Qt.ItemDataRole.FontRole, Qt.ItemDataRole.BackgroundRole,
                                         Qt.ItemDataRole.ForegroundRole):
            return super().data(index, role)
        if role == ENTRY_ROLE:
            return CALLING if entry.disputed else PENDING
        if role == Qt.ItemDataRole.FontRole:  # an entry's words apart from the table's: italic; a call bold too
            if index.column() != TABLE_STATE and not entry.disputed:
                return None
            font = QFont()
            font.setItalic(index.column() == TABLE_STATE)
            font.setBold(entry.disputed)
            return font
        if not entry.disputed:
            return None
        background, text = ATTENTION[tones.is_dark(QGuiApplication.palette())]
        return QColor(background if role == Qt.ItemDataRole.BackgroundRole else text)

    def round_view(self) -> RoundView:
        return self.document.moment.rounds[self.number - 1]


class EntryFrame(QStyledItemDelegate):
    """The state cell of a row whose phones' deal is open, in a dashed frame (as the pending deal is drawn dashed
    on the sheet and on the phones); a call's frame is thicker."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        super().paint(painter, option, index)
        mark = index.data(ENTRY_ROLE)
        if mark is None:
            return
        painter.save()
        calling = mark == CALLING
        colour = (QColor(ATTENTION[tones.is_dark(option.palette)][1]) if calling
                  else option.palette.color(QPalette.ColorRole.Text))
        pen = QPen(colour, 2 if calling else 1, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawRect(option.rect.adjusted(1, 1, -2, -2))
        painter.restore()


def table_cells(row: TableRow) -> tuple[str, ...]:
    return (str(row.table), ", ".join(row.players), row.code or "—", _deals(row), _time_left(row), state_text(row))


def _deals(row: TableRow) -> str:
    """The deals of the cards played, against the round's limit: "12 / 18"."""
    if not row.sent:
        return "—"
    return f"{row.deals} / {row.deals_limit}" if row.deals_limit is not None else str(row.deals)


def _time_left(row: TableRow) -> str:
    """The round's minutes left while the table plays ("—" once its round is over, or without a clock)."""
    if row.minutes_left is None:
        return "—"
    if row.time_up:
        return translate("NightTables", "Time is up")
    return translate("NightTables", "%1 min").replace("%1", str(row.minutes_left))  # (short: no plural)


def state_text(row: TableRow) -> str:
    if row.differs is not None:  # what the director must settle, said first: the column is narrow at 1366
        said = translate("NightTables", "Its copy differs from deal %1").replace("%1", str(row.differs[2]))
    elif row.entry is not None:  # its phones' deal waits: what it is, since when (the table plays on after it)
        said = row_words(row.entry)
    elif row.entries_problem is not None:
        said = translate("NightTables", "Its phones' entries cannot be read: %1").replace("%1", row.entries_problem)
    else:
        said = _state_words(row.state).replace("%1", row.problem or "")
    if row.held:
        said += translate("NightTables", "; a copy waits for you")
    return said


def _state_words(state: str) -> str:
    return {
        nm.PROBLEM: translate("NightTables", "Cannot be read: %1"),
        nm.NOT_OPEN: translate("NightTables", "Not open yet"),
        nm.WAITING: translate("NightTables", "Waiting for its first deal"),
        nm.FINISHED: translate("NightTables", "Finished"),
        nm.DEALS_PLAYED: translate("NightTables", "Finished: the round's deals are played"),
        nm.TIME_PLAYED: translate("NightTables", "Finished: the deal after the time was up is in"),
        nm.LAST_DEAL: translate("NightTables", "Playing its last deal"),
    }.get(state, translate("NightTables", "Playing"))


def new_view(model: QAbstractItemModel, stretch: int, fit: Sequence[int] = ()) -> QTableView:
    """A read-only view of rows whose column ``stretch`` takes the width left; one line a row, a text too long for
    its column cut short with "…" (its tooltip has it whole). The columns ``fit`` are sized to the rows there are
    now (a sample: the round's players), the others by their widest text (``size_columns``)."""
    view = QTableView()
    view.setModel(model)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.verticalHeader().hide()
    view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    view.setWordWrap(False)
    view.setTextElideMode(Qt.TextElideMode.ElideRight)
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
    size_columns(view, stretch, fit)
    return view


# The widest texts a column holds, for sizing it once: a table of three digits, a code, deals against a limit
SAMPLES = {"tables": ["999", "", "", "99 / 99", "99 min", ""],
           "standings": ["999", "", "−999 2/3", "+9 999 2/3", "99"]}


def size_columns(view: QTableView, stretch: int, fit: Sequence[int] = ()) -> None:
    """Each column but ``stretch`` as wide as its head or its widest text can be, once (in the view's type, so
    after it is set): the cells changing never resize them. A code is as wide as eight of its widest letters."""
    model = view.model()
    source = model.sourceModel() if isinstance(model, QAbstractProxyModel) else model  # (a projector's page)
    kind = "tables" if isinstance(source, RoundTablesModel) else "standings"
    heads = source.heads() if isinstance(source, RowsModel) else []
    cells, head = view.fontMetrics(), view.horizontalHeader().fontMetrics()
    samples = list(SAMPLES[kind])
    if kind == "tables":
        samples[2] = 2 * (4 * max(CODE_LETTERS, key=cells.horizontalAdvance)) + "-"
        samples[4] = max(samples[4], translate("NightTables", "Time is up"), key=cells.horizontalAdvance)
    room = 2 * cells.averageCharWidth()
    for column, text in enumerate(samples):
        if column == stretch or column >= len(heads):
            continue
        width = max(cells.horizontalAdvance(text), head.horizontalAdvance(heads[column]))
        if column in fit:
            width = max([width, *(cells.horizontalAdvance(str(model.data(model.index(row, column))))
                                  for row in range(model.rowCount()))])
        view.setColumnWidth(column, width + room)
