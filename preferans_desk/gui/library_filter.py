"""The library table's filter and sort: the games a ``GameQuery`` matches, ordered by the model's sort keys."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSortFilterProxyModel

from preferans_desk.library.query import GameQuery

from .library_model import SORT_ROLE


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
