"""Start the window: the application object, fonts, language, recovery, the file to open."""

from __future__ import annotations

import gc
import os
import sys
from pathlib import Path

import shiboken6
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from preferans_desk.gui import qt_feature_scan  # noqa: F401 (first: PySide6 then looks at the modules below quickly)
from preferans_desk.gui.main_window import MainWindow
from preferans_desk.gui.state import preferences
from preferans_desk.resources import ICONS

from .i18n import Translations, system_language

# The application id: the name of the .desktop file, the AppStream id, the icon's name in the desktop's theme
# (packaging/linux/). Wayland and the desktop match the window to its menu entry and icon by it.
APP_ID = "io.github.preferansdesk.PreferansDesk"
# Set to a number of milliseconds, the app quits that long after it started: the smoke test of a built app
# (packaging/README.md) starts the window offscreen this way.
QUIT_AFTER_ENV = "PREFERANS_DESK_QUIT_AFTER_MS"


def create_app(argv: list[str]) -> QApplication:
    running = QApplication.instance()
    if running is not None and not isinstance(running, QApplication):
        raise RuntimeError("a QCoreApplication without widgets is running; the window needs a QApplication")
    app = running or QApplication(argv)
    app.setOrganizationName("PreferansDesk")
    app.setApplicationName("Preferans Desk")
    app.setApplicationDisplayName("Preferans Desk")
    app.setDesktopFileName(APP_ID)
    app.setWindowIcon(app_icon())
    quit_after = os.environ.get(QUIT_AFTER_ENV, "")
    if quit_after.isdigit():
        QTimer.singleShot(int(quit_after), app, app.quit)
    from preferans_desk.render.qt_painter import register_fonts

    register_fonts()
    return app


def app_icon() -> QIcon:
    """The app's icon: the drawn sizes (crisp where small) and the SVG for any other size."""
    icon = QIcon()
    for png in sorted((ICONS / "png").glob("preferans-desk-*.png")):
        icon.addFile(str(png))
    svg = ICONS / "preferans-desk.svg"
    if svg.exists():
        icon.addFile(str(svg))
    return icon


def open_window(app: QApplication, file: str | None = None, qsettings: QSettings | None = None,
                data_dir=None) -> MainWindow:
    """The main window with the language chosen (saved choice, else the system's) and the file opened.

    After a crash the autosaved games are offered first. When one is recovered and a file was asked
    for too, both are shown: the recovered game in this window, the file in a second one (the window
    returned keeps it in ``companions``)."""
    qsettings = qsettings or QSettings()
    translations = Translations(app)
    translations.set_language(preferences.read(qsettings, preferences.LANGUAGE) or system_language())
    windows: list[MainWindow] = []

    def switch(code: str) -> None:
        translations.set_language(code)
        preferences.write(qsettings, preferences.LANGUAGE, translations.language)
        for each in windows:
            if shiboken6.isValid(each):
                each.set_language_checked(translations.language)

    def new_window() -> MainWindow:
        window = MainWindow(qsettings=qsettings, data_dir=data_dir)
        window.set_language_checked(translations.language)
        window.languageRequested.connect(switch)
        window.translations = translations
        windows.append(window)
        window.show()
        return window

    window = new_window()
    if not gc.isenabled():  # turned off for the start-up (cli.before_qt)
        window.after_first_paint(_collect_again)
    recovered = window.offer_recovery()
    if file and not recovered:
        window.open_file(file)
    elif file and not _same_file(file, window.document.path):
        second = new_window()
        window.companions.append(second)
        if not second.open_file(file):
            second.close()
    return window


def _collect_again() -> None:
    """After the window's first paint: the garbage collector on again, with what the start-up made left out of
    its collections (``gc.freeze``): the modules, the window and the game, which live as long as the window;
    tracing them again would be one long collection for nothing."""
    gc.freeze()
    gc.enable()


def _same_file(file: str, path: Path | None) -> bool:
    """Whether ``file`` is the recovered game's own file (then it is shown once, recovered)."""
    try:
        return path is not None and os.path.samefile(file, path)
    except OSError:
        return False


def run(file: str | None, qt_args: list[str]) -> int:
    app = create_app([sys.argv[0], *qt_args])
    window = open_window(app, file)  # noqa: F841 (kept alive while the loop runs)
    return app.exec()
