"""The Help menu's pages: the user guide, the sample games and the About box.

- ``open_user_guide(parent, language)`` opens the guide (HTML shipped in resources/guide/, made from
  docs/guide/ by packaging/make_guide.py) in the desktop's browser, or in a window of its own when there is none
  (``GuideBrowser``: Qt's HTML view, its pictures scaled down to the window's width).
- ``show_keys(parent)``: the window's keys (``KEYS_HELP``), with this platform's own undo and redo keys
  (``keys_help``).
- ``sample_games()`` lists the sample games shipped in resources/samples/ as (title, path), titles in the
  interface language; ``fill_samples_menu(menu, open_sample)`` fills a menu with them.
- ``show_about(parent)``: the version and the licences of the app and of what it ships (Qt and PySide6, the
  DejaVu fonts, ReportLab).
"""

from __future__ import annotations

import json
import math
import platform
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from importlib import metadata
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QSize,
    Qt,
    QtMsgType,
    QUrl,
    qCritical,
    qDebug,
    qInfo,
    qInstallMessageHandler,
    qVersion,
    qWarning,
)
from PySide6.QtGui import (
    QAction,
    QDesktopServices,
    QGuiApplication,
    QImage,
    QKeySequence,
    QPixmap,
    QTextCursor,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QMenu,
    QMessageBox,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from preferans_desk.resources import FONTS, RESOURCES, SAMPLES
from preferans_desk.words.translate import QT_TRANSLATE_NOOP

CONTEXT = "Help"
GUIDE = RESOURCES / "guide"
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
    with qt_messages_held() as held:
        opened = QDesktopServices.openUrl(QUrl.fromLocalFile(str(page)))
    if not opened:  # the window below is the answer: Qt's "cannot open" warning would only alarm
        show_guide_window(parent, page)
    else:
        held.pass_on()
    return True


class _HeldMessages(list):
    """Qt's messages while held, as (type, text); ``pass_on`` says them again, to whoever listens then."""

    def pass_on(self) -> None:
        say = {QtMsgType.QtDebugMsg: qDebug, QtMsgType.QtInfoMsg: qInfo, QtMsgType.QtWarningMsg: qWarning}
        for kind, text in self:
            say.get(kind, qCritical)(text)
        self.clear()


@contextmanager
def qt_messages_held() -> Iterator[_HeldMessages]:
    """Keep Qt's messages (warnings included) from the console while the block runs."""
    held = _HeldMessages()
    # the context Qt hands the handler lives only as long as the call: the text is kept, not the context
    previous = qInstallMessageHandler(lambda kind, context, text: held.append((kind, text)))
    try:
        yield held
    finally:
        qInstallMessageHandler(previous)


GUIDE_WINDOW = QSize(900, 700)  # the guide window's size where the screen has room for it
OBJECT_CHARACTER = "\ufffc"  # where a document holds a picture


class GuideBrowser(QTextBrowser):
    """The guide in Qt's HTML view, which knows no CSS ``max-width``: each picture wider than the view is
    handed to it scaled down (smoothly) to the view's width, and again whenever the window is resized; and
    nothing else makes the page wider than the window."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setOpenExternalLinks(True)
        self._pictures: dict[str, QImage] = {}  # each picture at its own size, by its address
        self._room = 0  # the width the pictures are fitted to
        self.sourceChanged.connect(self._let_long_lines_wrap)

    def _let_long_lines_wrap(self) -> None:
        """A browser scrolls a too-long line of a ``<pre>`` on its own; Qt's view would scroll the whole page
        sideways, so such a line goes on over the next one instead (only when the window is that narrow)."""
        document = self.document()
        cursor = QTextCursor(document)
        block = document.begin()
        while block.isValid():
            form = block.blockFormat()
            if form.nonBreakableLines():
                form.setNonBreakableLines(False)
                cursor.setPosition(block.position())
                cursor.setBlockFormat(form)
            block = block.next()

    def picture_room(self) -> int:
        """The widest a picture may be: the view's width less the scroll bar (the guide is long: it always has
        one), the document's margins and those of the paragraphs holding pictures (the page's padding)."""
        scroll = self.verticalScrollBar().sizeHint().width()
        margins = 2 * math.ceil(self.document().documentMargin()) + 2 * self.frameWidth() + 2
        return max(48, self.width() - scroll - margins - self._picture_margins())

    def _picture_margins(self) -> int:
        widest = 0.0
        block = self.document().begin()
        while block.isValid():
            if OBJECT_CHARACTER in block.text():
                form = block.blockFormat()
                widest = max(widest, form.leftMargin() + form.rightMargin() + max(0.0, form.textIndent()))
            block = block.next()
        return math.ceil(widest)

    def loadResource(self, kind: int, url: QUrl | str):  # noqa: N802 (Qt's name; Qt passes a QUrl)
        data = super().loadResource(kind, url)
        if kind != QTextDocument.ResourceType.ImageResource:
            return data
        if isinstance(data, QPixmap):
            picture = data.toImage()
        elif isinstance(data, QImage):
            picture = data
        else:
            picture = QImage.fromData(data) if data is not None else QImage()
        if picture.isNull():
            return data
        self._pictures[QUrl(url).toString()] = picture
        return self._fitted(picture)

    def _fitted(self, picture: QImage) -> QImage:
        room = self.picture_room()
        if picture.width() <= room:
            return picture
        return picture.scaledToWidth(room, Qt.TransformationMode.SmoothTransformation)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        room = self.picture_room()
        if room == self._room:
            return
        self._room = room
        document = self.document()
        for address, picture in self._pictures.items():  # replaces the pictures the document keeps
            document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(address), self._fitted(picture))
        if self._pictures:
            document.markContentsDirty(0, document.characterCount())


def show_guide_window(parent: QWidget | None, page: Path) -> QDialog:
    """The guide in a window of the app (Qt's own HTML view: plainer, but always there), sized to the screen."""
    dialog = QDialog(parent)
    dialog.setWindowTitle(translate("Help", "Preferans Desk User Guide"))
    browser = GuideBrowser(dialog)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
    buttons.rejected.connect(dialog.reject)
    layout = QVBoxLayout(dialog)
    layout.addWidget(browser)
    layout.addWidget(buttons)
    screen = parent.screen() if parent is not None else QGuiApplication.primaryScreen()
    size = GUIDE_WINDOW
    if screen is not None:
        size = size.boundedTo(screen.availableGeometry().size() - QSize(16, 48))  # its frame and title bar too
    dialog.resize(size)
    browser.resize(size)  # the pictures are fitted to it as they load
    browser.setSource(QUrl.fromLocalFile(str(page)))
    dialog.show()
    return dialog


# ----- the keys -----
KEYS_HELP = QT_TRANSLATE_NOOP(  # in the main window's context, where it was first translated
    "MainWindow",
    "Ctrl+D or Insert: add a deal\n"
    "Ctrl+H: go to the history; there Up/Down choose a deal, Enter edits it, Delete deletes it\n"
    "Up/Down on the sheet: the deal before or after\n"
    "Ctrl+E: edit the selected deal (the last one when none is); Ctrl+Del: delete it\n"
    "Ctrl+Z / Ctrl+Shift+Z: undo / redo\n"
    "Ctrl+T: settle now\n"
    "Ctrl+R: review; then Left/Right, Home/End step through the game (wherever the focus is); Esc leaves\n"
    "Ctrl+N, Ctrl+O, Ctrl+S, Ctrl+Q: new, open, save, quit\n"
    "Ctrl+Shift+E: export a PDF; Ctrl+P: print\n"
    "Ctrl+Shift+T: turn the sheet\n"
    "Ctrl+= / Ctrl+- / Ctrl+0: zoom in / out / fit the sheet\n"
    "F11: the table view, full screen; there Left/Right turn it (in review they step), Esc leaves\n\n"
    "In the deal dialog, F1 lists its keys (each field's tooltip has them too).",
)


def show_keys(parent: QWidget | None) -> None:
    """Help > Keyboard: the window's keys, as this platform binds undo and redo."""
    QMessageBox.information(parent, translate("MainWindow", "Keyboard"),
                            keys_help(translate("MainWindow", KEYS_HELP)))


def keys_help(text: str) -> str:
    """The keys help (written with Ctrl+Z and Ctrl+Shift+Z) as this platform binds undo and redo: Ctrl+Y
    redoes on Windows, Shift+Ctrl+Z on Linux, ⇧⌘Z on macOS."""
    native = QKeySequence.SequenceFormat.NativeText
    undo = QKeySequence(QKeySequence.StandardKey.Undo).toString(native)
    redo = QKeySequence(QKeySequence.StandardKey.Redo).toString(native)
    keys = {"Ctrl+Shift+Z": redo or "Ctrl+Shift+Z", "Ctrl+Z": undo or "Ctrl+Z"}
    return re.sub(r"Ctrl\+Shift\+Z|Ctrl\+Z", lambda found: keys[found.group()], text)  # one pass: no key twice


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
        action.setMenuRole(QAction.MenuRole.NoRole)  # macOS keeps it here whatever a game's title reads like
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


class AboutBox(QMessageBox):
    """A message box that keeps its "About Qt" button, for ``show_about`` to tell it was clicked."""

    about_qt_button: QPushButton


def about_box(parent: QWidget | None = None) -> AboutBox:
    """The About box, not yet shown: the text, the app's icon, an "About Qt" and a Close button."""
    box = AboutBox(parent)
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
