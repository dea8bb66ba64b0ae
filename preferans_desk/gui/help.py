"""The Help menu's pages: the user guide, the sample games and the About box.

- ``open_user_guide(parent, language)`` opens the guide (HTML shipped in resources/guide/, made from
  docs/guide/ by packaging/make_guide.py) in the desktop's browser, or in a window of its own when there is none.
- ``sample_games()`` lists the sample games shipped in resources/samples/ as (title, path), titles in the
  interface language; ``fill_samples_menu(menu, open_sample)`` fills a menu with them.
- ``show_about(parent)``: the version and the licences of the app and of what it ships (Qt and PySide6, the
  DejaVu fonts, ReportLab).
"""

from __future__ import annotations

import json
import platform
from collections.abc import Callable
from importlib import metadata
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, QUrl, qVersion
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMenu, QMessageBox, QTextBrowser, QVBoxLayout, QWidget

from preferans_desk.resources import FONTS, RESOURCES, SAMPLES

CONTEXT = "Help"
GUIDE = RESOURCES / "guide"
GUIDE_LANGUAGES = ("en", "ru")
APP_LICENSE = "GPL-3.0-or-later"
LICENSE_URLS = {
    "GPL": "https://www.gnu.org/licenses/gpl-3.0.html",
    "LGPL": "https://www.gnu.org/licenses/lgpl-3.0.html",
    "BSD": "https://opensource.org/license/bsd-3-clause",
}

# The samples in the order the menu shows them; a file not named here is listed by its own title.
SAMPLE_TITLES: dict[str, str] = {
    "sochi-3-players": QT_TRANSLATE_NOOP("Help", "Sochi, 3 players"),
    "sochi-4-players": QT_TRANSLATE_NOOP("Help", "Sochi, 4 players"),
    "leningrad-3-players": QT_TRANSLATE_NOOP("Help", "Leningrad, 3 players"),
    "leningrad-4-players": QT_TRANSLATE_NOOP("Help", "Leningrad, 4 players"),
    "rostov-3-players": QT_TRANSLATE_NOOP("Help", "Rostov, 3 players"),
    "rostov-4-players": QT_TRANSLATE_NOOP("Help", "Rostov, 4 players"),
    "classic-3-players": QT_TRANSLATE_NOOP("Help", "Classic, 3 players"),
    "classic-4-players": QT_TRANSLATE_NOOP("Help", "Classic, 4 players"),
    "sochi-3-players-unfinished": QT_TRANSLATE_NOOP("Help", "Sochi, 3 players, a game in progress"),
}


def _t(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


translate = QCoreApplication.translate  # with the context written out, so that lupdate finds the texts


# ----- the user guide -----
def user_guide_path(language: str = "en") -> Path:
    """The guide's HTML page in ``language`` (English when there is none in it)."""
    page = GUIDE / f"guide-{language}.html"
    return page if page.exists() else GUIDE / "guide-en.html"


def open_user_guide(parent: QWidget | None = None, language: str = "en") -> bool:
    """Open the guide in the desktop's browser; without one (or if it refuses), show it in a window here.

    Returns False only when the guide is missing from the installation (the user is told so)."""
    page = user_guide_path(language)
    if not page.exists():
        text = translate("Help", "The user guide is missing from this installation:\n%1")
        QMessageBox.warning(parent, translate("Help", "User Guide"), text.replace("%1", str(page)))
        return False
    if not QDesktopServices.openUrl(QUrl.fromLocalFile(str(page))):
        show_guide_window(parent, page)
    return True


def show_guide_window(parent: QWidget | None, page: Path) -> QDialog:
    """The guide in a window of the app (Qt's own HTML view: plainer, but always there)."""
    dialog = QDialog(parent)
    dialog.setWindowTitle(translate("Help", "Preferans Desk User Guide"))
    browser = QTextBrowser(dialog)
    browser.setOpenExternalLinks(True)
    browser.setSource(QUrl.fromLocalFile(str(page)))
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
    buttons.rejected.connect(dialog.reject)
    layout = QVBoxLayout(dialog)
    layout.addWidget(browser)
    layout.addWidget(buttons)
    dialog.resize(900, 700)
    dialog.show()
    return dialog


# ----- the sample games -----
def sample_games() -> list[tuple[str, Path]]:
    """The sample games as (title in the interface language, path), in the menu's order."""
    files = {path.stem: path for path in SAMPLES.glob("*.pulka")}
    order = [name for name in SAMPLE_TITLES if name in files] + sorted(set(files) - set(SAMPLE_TITLES))
    return [(_t(SAMPLE_TITLES[name]) if name in SAMPLE_TITLES else _file_title(files[name]), files[name])
            for name in order]


def _file_title(path: Path) -> str:
    try:
        title = json.loads(path.read_text(encoding="utf-8")).get("title")
    except (OSError, ValueError, AttributeError):
        title = None
    return title if isinstance(title, str) and title else path.stem


def fill_samples_menu(menu: QMenu, open_sample: Callable[[Path], object]) -> None:
    """Put one action for each sample game in ``menu``; choosing one calls ``open_sample(path)``.

    Call it again (e.g. from ``menu.aboutToShow``) to re-word the titles after a language switch."""
    menu.clear()
    for title, path in sample_games():
        action = menu.addAction(title)
        action.setData(str(path))
        action.triggered.connect(lambda _=False, p=path: open_sample(p))


# ----- About -----
def _version(distribution: str) -> str:
    try:
        return metadata.version(distribution)
    except metadata.PackageNotFoundError:
        return ""


def about_text() -> str:
    """The About box's rich text: the version, the app's licence and those of the parts it ships."""
    import PySide6

    from preferans_desk import __version__

    reportlab = _version("reportlab")
    font_licence = QUrl.fromLocalFile(str(FONTS / "LICENSE-DejaVu.txt")).toString()
    summary = translate("Help", "A score sheet (pulka) for Preferans: scoring, settlement, printing.")
    licence = translate(
        "Help", "This program is free software: you can redistribute it and/or modify it under the terms of the "
                "<a href=\"%1\">GNU General Public License</a>, version 3 or (at your option) any later version. "
                "It comes with ABSOLUTELY NO WARRANTY.").replace("%1", LICENSE_URLS["GPL"])
    ships = translate("Help", "It uses and ships:")
    qt = translate(
        "Help", "Qt %1 and PySide6 %2 (Qt for Python), under the <a href=\"%3\">GNU Lesser General Public "
                "License</a>, version 3;")
    fonts = translate(
        "Help", "the DejaVu fonts, under the <a href=\"%1\">Bitstream Vera and Arev fonts licence</a> (free to "
                "use, copy and change);")
    pdf = translate("Help", "ReportLab %1, under the <a href=\"%2\">BSD licence</a>;")
    python = translate("Help", "Python %1, under the Python Software Foundation licence.")
    parts = [
        f"<h3>Preferans Desk {__version__}</h3>",
        f"<p>{summary}</p>",
        f"<p>{licence}</p>",
        f"<p>{ships}</p><ul>",
        "<li>" + qt.replace("%1", qVersion()).replace("%2", PySide6.__version__).replace("%3", LICENSE_URLS["LGPL"])
        + "</li>",
        "<li>" + fonts.replace("%1", font_licence) + "</li>",
        "<li>" + pdf.replace("%1", reportlab).replace("%2", LICENSE_URLS["BSD"]) + "</li>",
        "<li>" + python.replace("%1", platform.python_version()) + "</li></ul>",
    ]
    return "".join(parts)


def about_box(parent: QWidget | None = None) -> QMessageBox:
    """The About box, not yet shown: the text, the app's icon, an "About Qt" and a Close button."""
    box = QMessageBox(parent)
    box.setWindowTitle(translate("Help", "About Preferans Desk"))
    box.setTextFormat(Qt.TextFormat.RichText)
    box.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
    box.setText(about_text())
    icon = parent.windowIcon() if parent is not None else QGuiApplication.windowIcon()
    if not icon.isNull():
        box.setIconPixmap(icon.pixmap(64, 64))
    box.about_qt_button = box.addButton(translate("Help", "About &Qt"), QMessageBox.ButtonRole.HelpRole)
    box.setDefaultButton(box.addButton(QMessageBox.StandardButton.Close))
    return box


def show_about(parent: QWidget | None = None) -> None:
    """Show the About box (modal); its "About Qt" button shows Qt's own box and comes back to it."""
    box = about_box(parent)
    while True:
        box.exec()
        if box.clickedButton() is not box.about_qt_button:
            break
        QMessageBox.aboutQt(box, translate("Help", "About Qt"))
    box.deleteLater()
