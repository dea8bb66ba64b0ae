"""The library table's filter and sort: the games a ``GameQuery`` matches, ordered by the model's sort keys;
the header that shows the order; and the filter's date fields."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSortFilterProxyModel, Qt
from PySide6.QtWidgets import QDateEdit, QHeaderView, QStyleOptionHeader, QWidget

from preferans_desk.gui.game_library.library_model import SORT_ROLE, LibraryModel
from preferans_desk.library.query import GameQuery


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
        assert isinstance(model, LibraryModel)  # the library window's, the only one it filters
        return self.query.matches(model.entries[row], model.aliases)

    def lessThan(self, left: QModelIndex | QPersistentModelIndex,  # noqa: N802 (Qt's name)
                 right: QModelIndex | QPersistentModelIndex) -> bool:
        a, b = left.data(SORT_ROLE), right.data(SORT_ROLE)
        if a == b:  # ties in date order, so that a sort is stable from run to run
            return left.sibling(left.row(), 0).data(SORT_ROLE) < right.sibling(right.row(), 0).data(SORT_ROLE)
        return a < b


class SortHeader(QHeaderView):
    """A table's column header whose sort arrow reads as on Windows, macOS, GNOME and KDE: ▲ while the column
    is sorted ascending (the least on top), ▼ descending.

    Qt hands the style "SortDown" for an ascending column; the native styles turn that into their ascending
    arrow (so does Qt's plain Windows style), but Fusion, the style on most Linux desktops without a theme of
    their own (``LITERAL_STYLES``), draws it as it is named: a ▼ over an ascending list. For it this header hands
    over the arrow the list's order means."""

    LITERAL_STYLES = frozenset({"fusion"})

    def __init__(self, parent=None):
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setSectionsClickable(True)  # as a table's own header
        self.setHighlightSections(True)

    def arrow(self) -> QStyleOptionHeader.SortIndicator:
        """The arrow the style is asked to draw on the sorted column."""
        option = QStyleOptionHeader()
        self.initStyleOptionForIndex(option, self.sortIndicatorSection())
        return option.sortIndicator

    def initStyleOptionForIndex(self, option: QStyleOptionHeader, logical: int) -> None:  # noqa: N802 (Qt's)
        super().initStyleOptionForIndex(option, logical)
        literal = self.style().name().casefold() in self.LITERAL_STYLES
        if literal and option.sortIndicator != QStyleOptionHeader.SortIndicator.None_:
            ascending = self.sortIndicatorOrder() == Qt.SortOrder.AscendingOrder
            option.sortIndicator = (QStyleOptionHeader.SortIndicator.SortUp if ascending
                                    else QStyleOptionHeader.SortIndicator.SortDown)


class FilterDateEdit(QDateEdit):
    """A date of the filter that Tab leaves, as it leaves every other filter: a plain date edit keeps Tab for
    its own year, month and day, and while it shows "any date" it swallows Tab altogether, so the games table
    could not be reached from the search. Left and Right still walk the year, month and day."""

    def focusNextPrevChild(self, forward: bool) -> bool:  # noqa: N802 (Qt's name)
        return QWidget.focusNextPrevChild(self, forward)
