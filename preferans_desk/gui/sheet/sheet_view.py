"""The sheet as a window shows it: the paper as large as the space allows, zoomable, and the strip
of facts where it costs the paper nothing.

The paper keeps its proportions (portrait: 3:4 for three players, square for four; landscape: 4:3 to
3:2 as the space is, with four players from the square), so a space of another shape leaves room at its
side: the strip goes there, in a column. Where there is none (a narrow window, or a landscape paper that
fills the space), the strip is a row above the paper. The automatic shape is the one with the larger type in
the whole space (then the more paper), chosen before the strip takes its place. Zooming past "fit" makes
the paper larger than the space and scrollable; Ctrl+0 fits it again.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QScrollArea, QVBoxLayout, QWidget

from preferans_desk.core.moment import Moment
from preferans_desk.gui.sheet.facts_strip import FactsStrip
from preferans_desk.gui.sheet.sheet_widget import SheetWidget
from preferans_desk.render.geometry import paper_size

QWIDGETSIZE_MAX = (1 << 24) - 1
ZOOM_STEP = 1.25
ZOOM_MOST = 4.0
COLUMN_ROOM = 12  # type heights: the width a column of facts needs beside the paper


class SheetView(QWidget):
    """A ``SheetWidget`` in a scroll area with a ``FactsStrip``; ``large`` for a table view; ``column_room``,
    the least width (in the strip's type heights) of a column of facts beside the paper."""

    def __init__(self, parent: QWidget | None = None, *, large: bool = False, strip_pixels: int | None = None,
                 column_room: float = COLUMN_ROOM):
        super().__init__(parent)
        self.column_room = column_room
        self.sheet = SheetWidget()
        self.sheet.set_large_print(large)
        self.facts = FactsStrip(pixel_size=strip_pixels)
        self.zoom = 1.0  # 1: the paper fits the space
        self.scroll_area = QScrollArea()
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.scroll_area.setWidget(self.sheet)
        self.scroll_area.setWidgetResizable(True)
        # The sheet is the one stop for the keyboard here, and shows it has the focus; the scroll area would
        # be a stop that shows nothing (the keys it scrolls with still reach it from the sheet).
        self.scroll_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.scroll_area.viewport().installEventFilter(self)
        self._row = QVBoxLayout(self)  # the strip above the sheet, or (holding a QHBoxLayout) beside it
        self._row.setContentsMargins(0, 0, 0, 0)
        self._row.setSpacing(0)
        self._beside = QHBoxLayout()
        self._beside.setContentsMargins(0, 0, 0, 0)
        self._beside.setSpacing(0)
        self._row.addLayout(self._beside)
        self._beside.addWidget(self.scroll_area, 1)
        self._place_strip(column=True)
        self._moment: Moment | None = None
        self._facing: str | None = None

    # ----- what is shown -----
    def show_moment(self, moment: Moment | None) -> None:
        self._moment = moment
        self.sheet.show_moment(moment)
        self.facts.show_moment(moment, self._facing)
        self._arrange()

    def refresh_facts(self) -> None:
        """Say the facts again: what is left of a game ending by the clock changes with time alone."""
        self.facts.show_moment(self._moment, self._facing)

    def set_facing(self, name: str | None) -> None:
        """Say in the strip which player the sheet is turned to (a table view), or nothing."""
        self._facing = name
        self.facts.show_moment(self._moment, name)

    def set_shape(self, choice: str) -> None:
        """The sheet's shape: "portrait", "landscape" or AUTOMATIC (``SheetWidget.set_shape``)."""
        self.sheet.set_shape(choice)
        self._arrange()

    # ----- zoom -----
    def zoom_in(self) -> None:
        self.set_zoom(self.zoom * ZOOM_STEP)

    def zoom_out(self) -> None:
        self.set_zoom(self.zoom / ZOOM_STEP)

    def zoom_to_fit(self) -> None:
        self.set_zoom(1.0)

    def set_zoom(self, zoom: float) -> None:
        self.zoom = min(ZOOM_MOST, max(1.0, zoom))
        fit = self.zoom == 1.0
        self.scroll_area.setWidgetResizable(fit)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff if fit
                                                 else Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.scroll_area.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff if fit
                                               else Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self._size_sheet()

    def _size_sheet(self) -> None:
        if self.zoom == 1.0:
            return
        view = self.scroll_area.viewport().size()
        self.sheet.resize(QSize(round(view.width() * self.zoom), round(view.height() * self.zoom)))

    # ----- where the strip goes -----
    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._arrange()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.scroll_area.viewport() and event.type() == QEvent.Type.Resize:
            self._size_sheet()
        return False

    def _arrange(self) -> None:
        """The strip in a column where the paper leaves that much room at its side, else in a row."""
        self.sheet.set_room(self.width(), self.height())
        room = self._strip_room()
        column = room > 0
        self._place_strip(column)
        # The strip's size follows the space, never its words: a deal that changes them must not resize
        # the sheet (a new size lays the whole sheet out and paints it afresh).
        if column:
            self.facts.setMinimumHeight(0)
            self.facts.setMaximumHeight(QWIDGETSIZE_MAX)
            self.facts.setFixedWidth(room)  # all the room the paper leaves: it never narrows the paper
        else:
            self.facts.setMinimumWidth(0)
            self.facts.setMaximumWidth(QWIDGETSIZE_MAX)
            self.facts.setFixedHeight(self.facts.row_height())

    def _strip_room(self) -> int:
        """The width of the strip's column beside the paper, or 0 for a row above it. The shape is chosen for
        the whole space, as for a page of that size (``auto_shape``: the larger type, then the more paper), and
        the strip takes what that paper leaves: the column at its side where it is wide enough, else a row
        (a landscape paper filling the space gives up a row's height rather than a column's width)."""
        players = len(self._moment.game.players) if self._moment is not None else 3
        width, height = self.width(), self.height()
        room = int(width - paper_size(players, width, height, self.sheet.shape())[0])
        return room if room >= self.column_room * self.facts.type_size() else 0

    def _place_strip(self, column: bool) -> None:
        if self.facts.parent() is self and column == self.facts.column:
            return
        layout = self._beside if column else self._row
        self._beside.removeWidget(self.facts)
        self._row.removeWidget(self.facts)
        self.facts.set_column(column)
        if column:
            layout.addWidget(self.facts)
        else:
            layout.insertWidget(0, self.facts)
