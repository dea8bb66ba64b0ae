"""The paper sheet (pulka) on screen: the render geometry painted by the Qt backend.

The layout is computed when the game, the highlight, the settlement or the
size changes, never on a plain repaint; hovering a number shows which deal
wrote it and why, clicking it selects that deal.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QHelpEvent, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from preferans_desk.core.deals import Deal
from preferans_desk.core.engine import DealRecord, Sheet
from preferans_desk.core.game import Game
from preferans_desk.core.moment import Moment
from preferans_desk.core.settlement import Settlement
from preferans_desk.render.geometry import (
    SHAPES,
    LayoutCache,
    PrintSize,
    SheetLayout,
    auto_shape,
    hit_test,
    layout_sheet,
)
from preferans_desk.render.primitives import SheetInfo
from preferans_desk.render.qt_painter import LayoutPainter
from preferans_desk.words.sheet_notes import sheet_notes
from preferans_desk.words.texts import entry_tooltip, number

# The table view's type: the newest running totals at 24 px or more on a 1366x768 screen (3 players,
# 32 px for 4; tests/gui/test_table_view.py measures them), older values behind "…" rather than smaller.
LARGE_PRINT: PrintSize = {"type_scale": 1.6, "type_floor": 0.95}

AUTOMATIC = "auto"
SHAPE_CHOICES = (AUTOMATIC, *SHAPES)  # View → Sheet Shape: the automatic one, or a shape chosen for good


def resolve_shape(choice: str, n_players: int, width: float, height: float) -> str:
    """The shape a sheet of ``n_players`` takes on a ``width`` x ``height`` widget: the one chosen, or
    for the automatic choice the one with the larger type there (``auto_shape``)."""
    return auto_shape(n_players, width, height) if choice == AUTOMATIC else choice


def sheet_info(game: Game, sheet: Sheet) -> SheetInfo:
    """The notes beside the circle, in the interface language."""
    return SheetInfo(**sheet_notes(game.rules, sheet)._asdict())


class SheetWidget(QWidget):
    fieldClicked = Signal(object, object)  # noqa: N815 (Qt's naming): field id, entry index or None
    dealClicked = Signal(int)  # noqa: N815 (Qt naming): the 0-based deal that wrote the clicked number
    stepRequested = Signal(int)  # noqa: N815 (Qt naming): Up (-1) or Down (+1): the deal before or after

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.game: Game | None = None
        self.shown_sheet: Sheet | None = None
        self.settlement: Settlement | None = None
        self.highlight: int | None = None
        self.pending: DealRecord | None = None  # a deal entered on a phone, not yet counted: drawn dashed
        self.bottom_seat = 0
        self.large_print = False  # a table view's: larger type, no notes by the circle (its strip has them)
        self.shape_choice = "portrait"  # or "landscape", or AUTOMATIC: the shape for the size (see set_shape)
        self._room: tuple[int, int] | None = None  # the space the automatic shape is chosen for (set_room)
        self._layout: SheetLayout | None = None
        self._cache = LayoutCache()  # this widget's memory of its last layouts (a deal added redoes little)
        self._painter = LayoutPainter(layered=True)  # keeps the fields' lines as images
        self._making = False  # the painter's images are being made while idle
        self.setMouseTracking(True)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)  # it fills itself: nothing under it is painted
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # Up/Down walk through the deals
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(240, 240)
        self._describe()

    # ----- what is shown -----
    def show_moment(self, moment: Moment | None) -> None:
        """Show a ``Moment``: its sheet, its highlight and, when circled, its settlement."""
        self.pending = None
        if moment is None:
            self.game, self.shown_sheet, self.settlement, self.highlight = None, None, None, None
        else:
            self.game = moment.game
            self.shown_sheet = moment.sheet
            self.settlement = moment.settlement if moment.circled else None
            self.highlight = moment.highlight
        self._changed()

    def set_game(self, game: Game | None, settlement: Settlement | None = None,
                 pending: DealRecord | None = None) -> None:
        """Show ``game`` as it stands now (call again after it changed). ``pending``: a deal entered but not yet
        counted, as ``game.sheet.preview`` scores it (a phone table's open entry: ``night.phone_sheet.
        pending_record``), written after the sheet's values, dashed."""
        self.game = game
        self.shown_sheet = game.sheet if game is not None else None
        self.settlement = settlement
        self.highlight = None
        self.pending = pending if game is not None else None
        self._changed()

    def set_table_game(self, game: Game, waiting: Deal | None) -> None:
        """A club night table's game with the deal waiting at it (a phone's open entry, pending or disputed: its
        ``PhoneEntry.deal``) drawn dashed, as its phones show it; a deal the game no longer takes is left out."""
        from preferans_desk.night.phone_sheet import pending_record  # (the director's: not at the window's start)

        self.set_game(game, pending=pending_record(game, waiting) if waiting is not None else None)

    def set_bottom_seat(self, seat: int) -> None:
        """Turn the sheet so that ``seat`` sits at the bottom edge."""
        self.bottom_seat = seat
        self._changed()

    def set_large_print(self, large: bool) -> None:
        """Type to be read from across the table: the newest numbers stay large and the oldest go
        behind "…" sooner; the notes by the circle are left to the strip of facts."""
        self.large_print = large
        self._changed()

    def set_shape(self, choice: str) -> None:
        """Lay the sheet out in ``choice`` (one of SHAPE_CHOICES); AUTOMATIC: the shape with the larger
        type at the widget's size, chosen again at every size (a resize lays the sheet out anyway)."""
        if choice not in SHAPE_CHOICES:
            raise ValueError(f"unknown sheet shape {choice!r}")
        if choice != self.shape_choice:
            self.shape_choice = choice
            self._changed()

    def set_room(self, width: int, height: int) -> None:
        """Choose the automatic shape for a ``width`` x ``height`` space (a view's, the strip of facts in it)
        rather than for the widget's own size, so that the strip's place does not turn the sheet."""
        if (width, height) != self._room:
            self._room = (width, height)
            if self.shape_choice == AUTOMATIC:
                self._changed()

    def shape(self) -> str:
        """The shape the sheet is drawn in now ("portrait" or "landscape")."""
        players = self.shown_sheet.n if self.shown_sheet is not None else 3
        width, height = self._room or (self.width(), self.height())
        return resolve_shape(self.shape_choice, players, width, height)

    def sheet_layout(self) -> SheetLayout | None:
        """The current layout (computed now if needed)."""
        layout = self._layout
        if layout is not None and (layout.width, layout.height) != (self.width(), self.height()):
            self._layout = None  # resized while hidden: no resize event came
        if self._layout is None and self.shown_sheet is not None:
            info = sheet_info(self.game, self.shown_sheet) if self.game is not None and not self.large_print else None
            self._layout = layout_sheet(self.shown_sheet, self.width(), self.height(), settlement=self.settlement,
                                        highlight_deal=self.highlight, bottom_seat=self.bottom_seat, info=info,
                                        shape=self.shape(), cache=self._cache, pending=self.pending,
                                        **(LARGE_PRINT if self.large_print else PrintSize()))
        return self._layout

    def _changed(self) -> None:
        self._layout = None
        self._describe()
        self.update()

    # ----- for a screen reader -----
    def standings(self) -> str:
        """The sheet in words: the pool target and the deals, then each player's pool, mountain and
        whists balance (the whists he wrote less those written on him), and his result when circled;
        read from the sheet and the settlement shown, one player a line."""
        sheet = self.shown_sheet
        if sheet is None:
            return self.tr("No game.")
        lines = [self.tr("Pool to %1, %n deal(s).", "", len(sheet.records)).replace("%1", number(sheet.pool_target))]
        for seat, player in enumerate(sheet.players):
            whists = sum(sheet.whists[seat][other] - sheet.whists[other][seat] for other in range(sheet.n))
            if self.settlement is not None:
                line = self.tr("%1: pool %2, mountain %3, whists %4, result %5")
                line = line.replace("%5", number(self.settlement.result[seat], sign=True))
            else:
                line = self.tr("%1: pool %2, mountain %3, whists %4")
            lines.append(line.replace("%2", number(sheet.pool[seat])).replace("%3", number(sheet.mountain[seat]))
                         .replace("%4", number(whists, sign=True)).replace("%1", player))  # the name may hold "%"
        return "\n".join(lines)

    def _describe(self) -> None:
        self.setAccessibleName(self.tr("Score sheet"))
        self.setAccessibleDescription(self.standings())

    # ----- Qt -----
    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(600, 800)

    def resizeEvent(self, event) -> None:  # noqa: N802
        self._layout = None
        super().resizeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        layout = self.sheet_layout()
        if layout is not None:  # (it covers the widget)
            self._painter.paint(painter, layout, background=self.palette().window().color())
        else:
            painter.fillRect(self.rect(), self.palette().window())
        if self.hasFocus():  # the keys (Up, Down) go to the sheet: say so with a ring round it
            painter.setPen(QPen(self.palette().highlight().color(), 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(QRectF(self.rect()).adjusted(1, 1, -1, -1))
        painter.end()
        if self._painter.waiting and not self._making:
            self._making = True
            QTimer.singleShot(0, self._make_images)

    def _make_images(self) -> None:
        """While idle, a few milliseconds at a time: the pictures of what the last paint drew directly."""
        if self._painter.make_images(0.005):
            QTimer.singleShot(0, self._make_images)
        else:
            self._making = False

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange:
            self._changed()  # the notes beside the circle are worded in the interface language
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):  # as Qt sends a tool tip
            text = self.tooltip_at(QPointF(event.pos()))
            if text:
                QToolTip.showText(event.globalPos(), text, self)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)

    def tooltip_at(self, pos: QPointF) -> str:
        """The hover text for a number at ``pos``, or ""."""
        hit = self._hit(pos)
        sheet = self.shown_sheet
        if hit is None or sheet is None:
            return ""
        field, index = hit
        if index is None or index >= len(sheet.ledger(field)):  # (none, or the pending deal's)
            return ""
        entry = sheet.ledger(field)[index]
        return entry_tooltip(sheet.players, sheet.records[entry.deal], field, entry)

    def focusInEvent(self, event) -> None:  # noqa: N802
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event) -> None:  # noqa: N802
        super().focusOutEvent(event)
        self.update()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        steps: dict[int, int] = {Qt.Key.Key_Up: -1, Qt.Key.Key_Down: 1}  # key() is an int
        if event.key() in steps and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self.stepRequested.emit(steps[event.key()])
            return
        super().keyPressEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        hit = self._hit(event.position())
        if hit is None:
            super().mousePressEvent(event)
            return
        field, index = hit
        if self.shown_sheet is not None and index is not None and index >= len(self.shown_sheet.ledger(field)):
            index = None  # the pending deal's value: no deal of the game wrote it yet
        self.fieldClicked.emit(field, index)
        if index is not None and self.shown_sheet is not None:
            self.dealClicked.emit(self.shown_sheet.ledger(field)[index].deal)

    def _hit(self, pos: QPointF):
        layout = self.sheet_layout()
        return hit_test(layout, pos.x(), pos.y()) if layout is not None else None
