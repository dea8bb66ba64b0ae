"""The table view: the sheet full screen for everybody at the table (View → Table View, F11).

It shows the document's moment as the main window does (every deal, undo and edit, and in review
the reviewed moment), in type to be read from across the table, on the screen chosen for it: a
second monitor or a TV beside the table when there is one, in the sheet's shape with the larger type
there (landscape on a landscape screen). The scorer keeps working: the main
window's shortcuts work here too (Ctrl+D adds a deal, the dialog opens on the main window).
Left and Right turn the sheet to face another player; Esc leaves. In review the window's review keys (its
actions, shared here) win: Left/Right and Home/End step through the game, and Esc leaves the review first.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QScreen
from PySide6.QtWidgets import QVBoxLayout, QWidget

from preferans_desk.core.moment import Moment
from preferans_desk.gui.sheet.screen_choice import show_full_screen_on
from preferans_desk.gui.sheet.sheet_view import SheetView
from preferans_desk.gui.sheet.sheet_widget import AUTOMATIC

STRIP_PIXELS = 32  # the strip's type, to be read across a table (at least 28 px)
# A column of facts beside the paper from this many type heights on (the window's: 12): the landscape paper on
# a 16:9 screen stretches to 3:2 and leaves a sixth of its width (214 px at 1366x768), and the strip wraps there
# rather than take a row of the paper's height.
COLUMN_ROOM = 6.5


class TableView(QWidget):
    closed = Signal()

    def __init__(self, window, bottom_seat: int = 0):
        super().__init__(None, Qt.WindowType.Window)
        self.window_ = window
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.view = SheetView(self, large=True, strip_pixels=STRIP_PIXELS, column_room=COLUMN_ROOM)
        self.view.set_shape(AUTOMATIC)  # the shape for its screen, whatever the window's sheet is drawn in
        self.view.sheet.set_bottom_seat(bottom_seat)
        self.view.sheet.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keys go to this window; no focus ring on a TV
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)
        # the main window's actions work here as there (adding, undoing, editing, review, zoom...)
        self.addActions([action for action in window.actions() if action is not window.quit_action])
        document = window.document
        document.momentChanged.connect(self._show)
        self._show(document.moment)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Table view — Preferans Desk"))

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        if event.type() == event.Type.LanguageChange:
            self.retranslate()
            self._show(self.window_.document.moment)
        super().changeEvent(event)

    def _show(self, moment: Moment | None) -> None:
        if moment is None:
            self.close()
            return
        self.view.show_moment(moment)
        self._say_facing()

    def _say_facing(self) -> None:
        moment = self.window_.document.moment
        if moment is not None:
            self.view.set_facing(moment.game.players[self.view.sheet.bottom_seat % len(moment.game.players)])

    def show_on(self, screen: QScreen) -> None:
        """Full screen on ``screen``."""
        show_full_screen_on(self, screen)

    def turn(self, step: int) -> None:
        """Face the next player (+1) or the one before (-1)."""
        moment = self.window_.document.moment
        if moment is not None:
            players = len(moment.game.players)
            self.view.sheet.set_bottom_seat((self.view.sheet.bottom_seat + step) % players)
            self._say_facing()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        if event.key() == Qt.Key.Key_Escape:
            self.close()
        elif event.key() in (Qt.Key.Key_Left, Qt.Key.Key_Right) and not event.modifiers():
            self.turn(1 if event.key() == Qt.Key.Key_Right else -1)
        else:
            super().keyPressEvent(event)

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        try:
            self.window_.document.momentChanged.disconnect(self._show)
        except (RuntimeError, TypeError):
            pass
        self.closed.emit()
        super().closeEvent(event)
