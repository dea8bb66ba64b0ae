"""The table view's side of the main window: F11 opens the sheet full screen for the whole table, on the
screen chosen for it in View → Table View Screen (remembered); Esc or F11 again closes it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from preferans_desk.gui.sheet.screen_choice import fill_screen_menu, table_screen
from preferans_desk.gui.state import preferences

if TYPE_CHECKING:
    from PySide6.QtGui import QScreen

    from preferans_desk.gui.main_window import MainWindow
    from preferans_desk.gui.sheet.table_view import TableView


class TableScreens(QObject):
    """The window's table view, while one is open, and the menu of the screens it may go to."""

    def __init__(self, window: MainWindow):
        super().__init__(window)
        self.window = window
        self.view: TableView | None = None

    def toggle(self, on: bool | None = None) -> None:
        """Open the table view (``on``), close it, or (None) the one or the other."""
        if on is None:
            on = self.view is None
        if not on:
            if self.view is not None:
                self.view.close()
            return
        if self.view is not None:
            return
        window = self.window
        if window.document.game is None:
            window.table_view_action.setChecked(False)
            return
        from preferans_desk.gui.sheet.table_view import TableView  # not at start-up: most evenings go without

        view = TableView(window, window.sheet.bottom_seat)
        view.closed.connect(self._closed)
        self.view = view
        view.show_on(self._screen(preferences.read(window.qsettings, preferences.TABLE_SCREEN)))
        window.table_view_action.setChecked(True)

    def _closed(self) -> None:
        self.view = None
        self.window.table_view_action.setChecked(False)

    def fill_menu(self) -> None:
        """View → Table View Screen: every screen by name, the chosen one (else the default) checked."""
        chosen = self._screen(preferences.read(self.window.qsettings, preferences.TABLE_SCREEN))
        fill_screen_menu(self.window.menus.table_screen, chosen, self._choose)

    def _choose(self, name: str) -> None:
        preferences.write(self.window.qsettings, preferences.TABLE_SCREEN, name)
        if self.view is not None:
            self.view.show_on(self._screen(name))

    def _screen(self, name: str) -> QScreen:
        return table_screen(self.window, name)
