"""The games of the library as a Qt table model: one row a game, each cell's text, tooltip and sort key."""

from __future__ import annotations

import re

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QGuiApplication

from preferans_desk.core.exact_numbers import Number
from preferans_desk.gui.sheet import tones
from preferans_desk.library import GameEntry
from preferans_desk.library import resolve as resolve_name
from preferans_desk.words import settings_help, texts

SORT_ROLE = Qt.ItemDataRole.UserRole + 1
_DIGITS = re.compile(r"(\d+)")
ENTRY_ROLE = Qt.ItemDataRole.UserRole + 2


def natural_key(text: str) -> tuple[str | int, ...]:
    """A text's sort key with its numbers read as numbers: "Friday #2" before "Friday #11", as people sort. The
    key alternates text and number (``re.split`` with a group), so two keys compare part for part alike."""
    parts = _DIGITS.split(text.casefold())
    return tuple(int(part) if index % 2 else part for index, part in enumerate(parts))


def signed(x: Number) -> str:
    return texts.number(x, sign=True)


def convention_text(name: str | None) -> str:
    if not name:
        return ""
    try:
        return settings_help.convention_label(name)
    except KeyError:
        return name


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
        if entry.copy_of is not None:  # a sync tool's conflict copy (library/sync_copies.py)
            return (self.tr("Copy of %1, the same deals") if entry.same_as_copied else
                    self.tr("Copy of %1, other deals: to resolve")).replace("%1", entry.copy_of.name)
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
            if column == "result":  # with a whist price, every seat's money (else none has any)
                paid = [(seat, seat.money) for seat in entry.seats if seat.money is not None]
                return "\n".join(f"{seat.name}: {signed(seat.result)} = "
                                 f"{texts.money(money, entry.money_digits, entry.currency, sign=True)}"
                                 for seat, money in paid) if paid else None
            return str(entry.path) if column in ("file", "name") else None
        if role == Qt.ItemDataRole.ForegroundRole and not entry.ok:
            return QBrush(tones.colour("error", QGuiApplication.palette()))
        if role == Qt.ItemDataRole.ForegroundRole and entry.copy_of is not None and not entry.same_as_copied:
            return QBrush(tones.colour("warning", QGuiApplication.palette()))
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
            return -1 if entry.copy_of is not None else 0 if not entry.ok else 2 if entry.finished else 1
        if column == "result":
            if not entry.ok:
                return float("-inf")
            results = {resolve_name(seat.name, self.aliases): float(seat.result) for seat in entry.seats}
            if self.player:
                return results.get(self.player, float("-inf"))
            return max(results.values())
        if column == "date":
            return entry.date
        return natural_key(self._text(entry, column))
