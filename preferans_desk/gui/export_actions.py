"""File → Export PDF…, Export Image…, Print… and Print Preview…, for the main window to call.

Each function asks what it needs (options, then a file name in the folder
used last, which ``qsettings`` remembers), writes or prints the game in the
interface language, and shows any failure in a message box: nothing raises
out of here. The printer draws the very pages of the PDF (``export.pages``)
with the Qt painter, on the printer's paper, full page.
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, QSize, QUrl
from PySide6.QtGui import QDesktopServices, QPageLayout
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,  # noqa: F401 (asked through game_files.ask_save_path; tests patch it here)
    QFormLayout,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from preferans_desk.core.atomic import is_write_protected
from preferans_desk.core.game import Game
from preferans_desk.core.settlement import Settlement
from preferans_desk.export.images import MAX_SIDE, paint_document
from preferans_desk.export.pages import build_document
from preferans_desk.export.pdf import export_pdf
from preferans_desk.gui.places import games_folder, start_folder
from preferans_desk.gui.state import preferences
from preferans_desk.render.geometry import sheet_aspect

translate = QCoreApplication.translate

IMAGE_WIDTH = 1200  # pixels, the default width of an image of the sheet
CONFIRM_MS = 15000  # how long the status bar says what was written where
OPEN_FOLDER = "openWrittenFolder"  # the status bar's Open folder button, made once per window


def _with_buttons(dialog: QDialog, form: QFormLayout) -> None:
    """Lay ``dialog`` out as ``form`` above OK and Cancel."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    layout = QVBoxLayout(dialog)
    layout.addLayout(form)
    layout.addWidget(buttons)


class PdfOptionsDialog(QDialog):
    """Paper and orientation of the PDF."""

    def __init__(self, parent: QWidget | None, paper: str, orientation: str):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Export PDF"))
        self.paper = QComboBox()
        self.paper.addItem("A4", "a4")  # the same name in every language
        self.paper.addItem(self.tr("Letter (US)"), "letter")
        self.orientation = QComboBox()
        self.orientation.addItem(self.tr("Portrait"), "portrait")
        self.orientation.addItem(self.tr("Landscape"), "landscape")
        self.paper.setCurrentIndex(max(0, self.paper.findData(paper)))
        self.orientation.setCurrentIndex(max(0, self.orientation.findData(orientation)))
        form = QFormLayout()
        form.addRow(self.tr("&Paper:"), self.paper)
        form.addRow(self.tr("&Orientation:"), self.orientation)
        _with_buttons(self, form)

    def options(self) -> tuple[str, str]:
        return self.paper.currentData(), self.orientation.currentData()

    @classmethod
    def get_options(cls, parent: QWidget | None, paper: str, orientation: str) -> tuple[str, str] | None:
        """(paper, orientation) as chosen, or None when cancelled."""
        dialog = cls(parent, paper, orientation)
        return dialog.options() if dialog.exec() == QDialog.DialogCode.Accepted else None


class ImageOptionsDialog(QDialog):
    """The size of the image in pixels; by default it keeps the sheet's proportions."""

    def __init__(self, parent: QWidget | None, size: QSize, aspect: float):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Export image"))
        self.aspect = aspect
        self.width_box = QSpinBox()
        self.height_box = QSpinBox()
        for box in (self.width_box, self.height_box):
            box.setRange(100, MAX_SIDE)
            box.setSuffix(self.tr(" px"))
        self.width_box.setValue(size.width())
        self.height_box.setValue(size.height())
        self.keep = QCheckBox(self.tr("&Keep the sheet's proportions"))
        self.keep.setChecked(True)
        self.width_box.valueChanged.connect(self._width_changed)
        self.height_box.valueChanged.connect(self._height_changed)
        form = QFormLayout()
        form.addRow(self.tr("&Width:"), self.width_box)
        form.addRow(self.tr("&Height:"), self.height_box)
        form.addRow(self.keep)
        _with_buttons(self, form)

    def _width_changed(self, width: int) -> None:
        if self.keep.isChecked():
            self.height_box.blockSignals(True)
            self.height_box.setValue(round(width / self.aspect))
            self.height_box.blockSignals(False)

    def _height_changed(self, height: int) -> None:
        if self.keep.isChecked():
            self.width_box.blockSignals(True)
            self.width_box.setValue(round(height * self.aspect))
            self.width_box.blockSignals(False)

    def chosen_size(self) -> QSize:
        return QSize(self.width_box.value(), self.height_box.value())

    @classmethod
    def get_size(cls, parent: QWidget | None, size: QSize, aspect: float) -> QSize | None:
        dialog = cls(parent, size, aspect)
        return dialog.chosen_size() if dialog.exec() == QDialog.DialogCode.Accepted else None


# ----- export -----

def export_pdf_dialog(parent: QWidget | None, game: Game, qsettings: QSettings, *,
                      settlement: Settlement | None = None) -> Path | None:
    """Ask for the paper and a file name, write the PDF; returns the file written, or None."""
    paper = preferences.paper(qsettings)
    orientation = preferences.read(qsettings, preferences.EXPORT_ORIENTATION)
    options = PdfOptionsDialog.get_options(parent, paper, orientation)
    if options is None:
        return None
    paper, orientation = options
    preferences.write(qsettings, preferences.EXPORT_PAPER, paper)
    preferences.write(qsettings, preferences.EXPORT_ORIENTATION, orientation)
    path = _ask_path(parent, game, qsettings, translate("ExportActions", "Export PDF"),
                     translate("ExportActions", "PDF documents (*.pdf)"), ".pdf")
    if path is None:
        return None
    try:
        export_pdf(game, path, lang=None, paper=paper, orientation=orientation, settlement=settlement)
    except (OSError, ValueError) as exc:
        _failed(parent, path, exc)
        return None
    exported(parent, path)
    return path


def export_image_dialog(parent: QWidget | None, game: Game, qsettings: QSettings, *,
                        settlement: Settlement | None = None) -> Path | None:
    """Ask for the size and a file name (.png or .svg), write the image; returns the file written, or None."""
    from preferans_desk.export.images import export_image

    aspect = sheet_aspect(len(game.players))
    size = preferences.read(qsettings, preferences.EXPORT_IMAGE_SIZE)
    if size is None or size.isEmpty():
        size = QSize(IMAGE_WIDTH, round(IMAGE_WIDTH / aspect))
    chosen = ImageOptionsDialog.get_size(parent, size, aspect)
    if chosen is None:
        return None
    preferences.write(qsettings, preferences.EXPORT_IMAGE_SIZE, chosen)
    png = translate("ExportActions", "PNG images (*.png)")
    svg = translate("ExportActions", "SVG images (*.svg)")
    path = _ask_path(parent, game, qsettings, translate("ExportActions", "Export image"), f"{png};;{svg}",
                     ".png", {svg: ".svg"})
    if path is None:
        return None
    try:
        export_image(game, path, chosen.width(), chosen.height(), lang=None, settlement=settlement)
    except (OSError, ValueError) as exc:
        _failed(parent, path, exc)
        return None
    exported(parent, path)
    return path


def _ask_path(parent: QWidget | None, game: Game, qsettings: QSettings, caption: str, filters: str,
              suffix: str, suffixes: dict[str, str] | None = None) -> Path | None:
    """A file name from the save dialog, opened in the folder used last (at first the games folder);
    the suffix added if missing (and then replacing a file of that name asked, see ``ask_save_path``)."""
    from preferans_desk.gui.game_files import ask_save_path

    suggested = export_folder(qsettings) / (file_stem(game) + suffix)
    path = ask_save_path(parent, caption, str(suggested), filters, suffix, suffixes)
    if path is None:
        return None
    preferences.write(qsettings, preferences.EXPORT_FOLDER, str(path.parent))
    if is_write_protected(path):  # the atomic rename would replace it all the same
        QMessageBox.critical(parent, translate("ExportActions", "Cannot export"),
                             translate("ExportActions", "%1 is read-only; export under another name.")
                             .replace("%1", str(path)))
        return None
    return path


def export_folder(qsettings: QSettings) -> Path:
    """Where exports go: the folder exported to last, else the games folder (made now, to save into)."""
    remembered = preferences.read(qsettings, preferences.EXPORT_FOLDER)
    folder = Path(remembered) if remembered else games_folder(create=True)
    return start_folder(folder)


def file_stem(game: Game) -> str:
    """A file name for the game: its title without the characters file systems refuse."""
    stem = " ".join(re.sub(r'[\\/:*?"<>|\x00-\x1f]', " ", game.title or "").split()).strip(".")
    return stem[:80] or "preferans"


# ----- confirmation -----

def exported(parent: QWidget | None, path: Path) -> None:
    """"Exported friday.pdf to /home/anna/Documents/Preferans Desk", with a button to open the folder."""
    text = translate("ExportActions", "Exported %1 to %2").replace("%1", path.name).replace("%2", str(path.parent))
    confirm(parent, text, path.parent)


def printed(parent: QWidget | None, printer: QPrinter) -> None:
    """What went to which printer; a printout to a file says where, as an export does."""
    output = printer.outputFileName()
    if output:
        path = Path(output)
        text = (translate("ExportActions", "Printed %1 to %2").replace("%1", printer.docName())
                .replace("%2", str(path)))
        confirm(parent, text, path.parent)
    else:
        text = (translate("ExportActions", "Sent %1 to the printer %2").replace("%1", printer.docName())
                .replace("%2", printer.printerName()))
        confirm(parent, text, None)


def confirm(parent: QWidget | None, text: str, folder: Path | None) -> None:
    """Say ``text`` in the window's status bar, with an Open folder button while it shows when ``folder``
    is given. Without a main window (a test, the command line) there is nothing to say it in."""
    window = parent.window() if parent is not None else None
    if not isinstance(window, QMainWindow):
        return
    button = _open_folder_button(window)
    button.setProperty("folder", str(folder) if folder else "")
    button.setProperty("message", text)
    window.statusBar().showMessage(text, CONFIRM_MS)
    _follow(button, text)


def _follow(button: QPushButton, message: str) -> None:
    """The button shows only beside its own message: not once it timed out or another replaced it."""
    button.setVisible(bool(button.property("folder")) and message == button.property("message"))


def _open_folder_button(window: QMainWindow) -> QPushButton:
    """The status bar's Open folder button; it hides with the message it belongs to."""
    status = window.statusBar()
    button = status.findChild(QPushButton, OPEN_FOLDER)
    if button is None:
        button = QPushButton(translate("ExportActions", "Open folder"), status)
        button.setObjectName(OPEN_FOLDER)
        button.setFlat(True)
        button.clicked.connect(lambda: open_folder(Path(str(button.property("folder")))))
        status.addPermanentWidget(button)
        button.hide()
        status.messageChanged.connect(lambda message: _follow(button, message))
    return button


def open_folder(folder: Path) -> bool:
    """Show ``folder`` in the system's file manager."""
    return QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))


def _failed(parent: QWidget | None, path: Path, exc: Exception) -> None:
    reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
    QMessageBox.critical(parent, translate("ExportActions", "Cannot export"), f"{path}:\n{reason}")


# ----- printing -----

def new_printer() -> QPrinter:
    """A high-resolution printer drawing on the whole page (the printout keeps its own margins)."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setFullPage(True)
    printer.setDocName("Preferans Desk")
    return printer


def print_game(printer: QPrinter, game: Game, *, settlement: Settlement | None = None) -> int:
    """Draw the printout of ``game`` on ``printer``'s paper; returns the number of pages."""
    from preferans_desk.export.printout_words import Words

    paper = printer.pageLayout().fullRect(QPageLayout.Unit.Point)
    document = build_document(game, Words(None), width=paper.width(), height=paper.height(), settlement=settlement)
    printer.setDocName(document.title)
    paint_document(printer, document)
    return len(document.pages)


def print_dialog(parent: QWidget | None, game: Game, *, settlement: Settlement | None = None) -> bool:
    """The system print dialog, then the printout; True when it was printed."""
    printer = new_printer()
    dialog = QPrintDialog(printer, parent)
    dialog.setWindowTitle(translate("ExportActions", "Print the game"))
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return False
    if not _print(parent, printer, game, settlement):
        return False
    printed(parent, printer)
    return True


class _PreviewDialog(QPrintPreviewDialog):
    """A print preview that keeps its printer alive as long as itself (Qt's dialog only points to it)."""

    def __init__(self, printer: QPrinter, parent: QWidget | None):
        super().__init__(printer, parent)
        self.printer_ = printer


def preview_dialog(parent: QWidget | None, game: Game, *, settlement: Settlement | None = None) -> QPrintPreviewDialog:
    """The print preview, ready to open: it draws the printout whenever the paper changes."""
    dialog = _PreviewDialog(new_printer(), parent)
    dialog.setWindowTitle(translate("ExportActions", "Print preview"))
    dialog.paintRequested.connect(lambda device: _print(dialog, device, game, settlement))
    return dialog


def print_preview(parent: QWidget | None, game: Game, *, settlement: Settlement | None = None) -> None:
    """Show the print preview (from which the user may print)."""
    preview_dialog(parent, game, settlement=settlement).exec()


def _print(parent: QWidget | None, printer: QPrinter, game: Game, settlement: Settlement | None) -> bool:
    try:
        print_game(printer, game, settlement=settlement)
    except OSError as exc:
        QMessageBox.critical(parent, translate("ExportActions", "Cannot print"), str(exc))
        return False
    return True
