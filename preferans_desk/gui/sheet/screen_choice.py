"""Which screen a full-screen view goes to (the table view, the club night's projector view): the one chosen by
name in a menu of the screens, else another than its window's (a second monitor, a TV, a projector), else the
window's own."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QActionGroup, QGuiApplication, QScreen
from PySide6.QtWidgets import QMenu, QWidget


def table_screen(window: QWidget, name: str = "") -> QScreen:
    """The screen named ``name`` if it is there, else one other than the window's (a second monitor or
    a TV), else the window's own."""
    screens = QGuiApplication.screens()
    for screen in screens:
        if name and screen.name() == name:
            return screen
    own = window.screen()
    others = [screen for screen in screens if screen is not own]
    return others[0] if others else own


def fill_screen_menu(menu: QMenu, chosen: QScreen, choose: Callable[[str], None]) -> None:
    """``menu``: every screen by name and size, ``chosen`` checked; picking one calls ``choose`` with its name."""
    menu.clear()
    group = QActionGroup(menu)
    for screen in QGuiApplication.screens():
        size = screen.geometry().size()
        action = menu.addAction(f"{screen.name()} ({size.width()}×{size.height()})")
        action.setCheckable(True)
        action.setChecked(screen is chosen)
        name = screen.name()
        action.triggered.connect(lambda _=False, n=name: choose(n))
        group.addAction(action)


def show_full_screen_on(view: QWidget, screen: QScreen) -> None:
    """``view`` (a window of its own) full screen on ``screen``, in front."""
    if view.isVisible():
        view.showNormal()
    view.setScreen(screen)
    view.setGeometry(screen.geometry())
    view.showFullScreen()
    view.raise_()
    view.activateWindow()
