"""The window's export and print functions, with their dialogs answered by the test."""

from __future__ import annotations

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QSettings, QSize, QTimer
from PySide6.QtGui import QImage, QPageLayout
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewWidget
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from preferans_desk.core import settle_game
from preferans_desk.export import build_document, page_size
from preferans_desk.export.pages import sheet_page
from preferans_desk.export.printout_words import Words
from preferans_desk.gui import export_actions
from preferans_desk.gui.export_actions import (
    ImageOptionsDialog,
    PdfOptionsDialog,
    export_image_dialog,
    export_pdf_dialog,
    file_stem,
    preview_dialog,
    print_game,
)
from preferans_desk.gui.state import preferences
from preferans_desk.render.geometry import sheet_aspect
from preferans_desk.render.primitives import SheetLayout


@pytest.fixture
def qsettings(tmp_path):
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def answers(monkeypatch):
    """What the dialogs answer: set ``answers["file"]`` (and the filter) and the options; records the asks."""
    state = {"file": "", "filter": "", "options": ("a4", "portrait"), "size": QSize(300, 400), "asked": [],
             "errors": []}

    def save_name(parent, caption, suggested, filters):
        state["asked"].append(suggested)
        return state["file"], state["filter"] or filters.split(";;")[0]

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(save_name))
    monkeypatch.setattr(PdfOptionsDialog, "get_options", classmethod(lambda cls, *a: state["options"]))
    monkeypatch.setattr(ImageOptionsDialog, "get_size", classmethod(lambda cls, *a: state["size"]))
    monkeypatch.setattr(QMessageBox, "critical", staticmethod(lambda parent, title, text: state["errors"].append(text)))
    return state


def test_export_pdf_writes_and_remembers_the_folder_and_paper(qapp, example, qsettings, answers, tmp_path):
    answers["file"] = str(tmp_path / "friday")  # no extension: .pdf is added
    answers["options"] = ("letter", "landscape")
    path = export_pdf_dialog(None, example, qsettings)
    assert path == tmp_path / "friday.pdf"
    page = PdfReader(path).pages[0]
    assert (float(page.mediabox.width), float(page.mediabox.height)) == pytest.approx((792, 612))
    assert preferences.read(qsettings, preferences.EXPORT_PAPER) == "letter"
    assert preferences.read(qsettings, preferences.EXPORT_ORIENTATION) == "landscape"
    answers["file"] = ""  # cancelled in the file dialog
    assert export_pdf_dialog(None, example, qsettings) is None
    assert answers["asked"][-1] == str(tmp_path / "Friday at Oleg's.pdf")
    assert answers["errors"] == []


def test_export_pdf_cancelled_at_the_options(qapp, example, qsettings, answers):
    answers["options"] = None
    assert export_pdf_dialog(None, example, qsettings) is None
    assert answers["asked"] == []


def test_an_unwritable_path_is_a_message_not_a_crash(qapp, example, qsettings, answers, tmp_path):
    answers["file"] = str(tmp_path / "missing" / "game.pdf")
    assert export_pdf_dialog(None, example, qsettings) is None
    assert len(answers["errors"]) == 1 and "game.pdf" in answers["errors"][0]
    answers["file"] = str(tmp_path / "missing" / "game.png")
    assert export_image_dialog(None, example, qsettings) is None
    assert len(answers["errors"]) == 2


def test_export_image_png_and_svg(qapp, example, qsettings, answers, tmp_path):
    answers["file"] = str(tmp_path / "sheet.png")
    path = export_image_dialog(None, example, qsettings)
    image = QImage(str(path))
    assert (image.width(), image.height()) == (300, 400)
    assert preferences.read(qsettings, preferences.EXPORT_IMAGE_SIZE) == QSize(300, 400)
    answers["file"] = str(tmp_path / "sheet")
    answers["filter"] = "SVG images (*.svg)"
    path = export_image_dialog(None, example, qsettings)
    assert path == tmp_path / "sheet.svg" and "<svg" in path.read_text(encoding="utf-8")


def test_the_options_dialogs(qtbot):
    pdf = PdfOptionsDialog(None, "letter", "landscape")
    qtbot.addWidget(pdf)
    assert pdf.options() == ("letter", "landscape")
    image = ImageOptionsDialog(None, QSize(600, 800), 3 / 4)
    qtbot.addWidget(image)
    image.width_box.setValue(900)
    assert image.chosen_size() == QSize(900, 1200)  # the sheet's proportions kept
    image.keep.setChecked(False)
    image.height_box.setValue(500)
    assert image.chosen_size() == QSize(900, 500)


def test_file_stem():
    from preferans_desk.core import Game, Rules

    game = Game(["A", "B", "C"], Rules.from_preset("sochi", 20), title='Friday: "A/B" <test>?')
    assert file_stem(game) == "Friday A B test"
    game.title = None
    assert file_stem(game) == "preferans"


def test_printing_draws_the_pdf_pages(qapp, long_game, tmp_path):
    printer = export_actions.new_printer()
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    pages = print_game(printer, long_game)
    width, height = page_size()
    assert pages == len(build_document(long_game, Words("en"), width=width, height=height).pages)
    reader = PdfReader(tmp_path / "printed.pdf")
    assert len(reader.pages) == pages
    text = reader.pages[1].extract_text()
    assert all(name in text for name in long_game.players)


def test_print_preview_paints_every_page(qtbot, example):
    dialog = preview_dialog(None, example)
    qtbot.addWidget(dialog)
    widget = dialog.findChild(QPrintPreviewWidget)
    widget.updatePreview()
    assert widget.pageCount() == 2


def test_the_windows_actions_call_the_export_functions_with_the_documents_settlement(qtbot, tmp_path, example,
                                                                                       monkeypatch):
    """Each File action reaches its function with the game shown and the settlement the panel shows (rather
    than only checking the functions exist, as this test once did)."""
    from PySide6.QtCore import QSettings

    from preferans_desk.gui.main_window import MainWindow

    window = MainWindow(qsettings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat),
                        data_dir=tmp_path / "data")
    qtbot.addWidget(window)
    window.set_game(example, None)
    window.document.set_rounding("exact")
    calls = []
    for name in ("export_pdf_dialog", "export_image_dialog", "print_dialog", "print_preview"):
        monkeypatch.setattr(export_actions, name,
                            lambda *args, settlement, _name=name: calls.append((_name, args, settlement)))
    for action in (window.export_pdf_action, window.export_image_action, window.print_action,
                   window.preview_action):
        action.trigger()
    assert [name for name, _args, _s in calls] == ["export_pdf_dialog", "export_image_dialog", "print_dialog",
                                                   "print_preview"]
    for name, args, settlement in calls:
        assert args[0] is window and args[1] is example
        assert (len(args) > 2 and args[2] is window.qsettings) == name.startswith("export")
        assert settlement is window.document.live_settlement() and settlement.rounding == "exact"


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_pdf_dialog_offers_each_paper_both_ways_and_a_landscape_page_prints_the_landscape_sheet(
        qtbot, qsettings, example, tmp_path, monkeypatch, paper):
    """Through the real options dialog: the paper and Landscape chosen in its boxes, OK pressed."""
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a: (str(tmp_path / "sideways.pdf"), "PDF documents (*.pdf)")))
    offered = {}

    def choose():
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, PdfOptionsDialog)
        offered["paper"] = [dialog.paper.itemData(i) for i in range(dialog.paper.count())]
        offered["orientation"] = [dialog.orientation.itemData(i) for i in range(dialog.orientation.count())]
        dialog.paper.setCurrentIndex(dialog.paper.findData(paper))
        dialog.orientation.setCurrentIndex(dialog.orientation.findData("landscape"))
        dialog.accept()

    QTimer.singleShot(0, choose)
    path = export_pdf_dialog(None, example, qsettings)
    assert offered == {"paper": ["a4", "letter"], "orientation": ["portrait", "landscape"]}
    assert path == tmp_path / "sideways.pdf"
    width, height = page_size(paper, "landscape")
    page = PdfReader(path).pages[0]
    assert (float(page.mediabox.width), float(page.mediabox.height)) == pytest.approx((width, height))
    # the page written is the one laid out with the landscape sheet
    [sheet] = [part for part, _x, _y in sheet_page(example, settle_game(example), Words(None), width, height).parts
               if isinstance(part, SheetLayout)]
    _x, _y, w, h = sheet.sheet_rect
    assert sheet.shape == "landscape" and w / h == pytest.approx(sheet_aspect(len(example.players), "landscape"))
    assert "Who pays whom" in page.extract_text() or "Кто кому платит" in page.extract_text()


def test_a_printer_on_landscape_paper_prints_the_landscape_sheet(qapp, example, tmp_path, monkeypatch):
    printer = export_actions.new_printer()
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    printer.setPageOrientation(QPageLayout.Orientation.Landscape)
    drawn = []
    monkeypatch.setattr(export_actions, "paint_document", lambda _printer, document: drawn.append(document))
    print_game(printer, example)
    [document] = drawn
    first = document.pages[0]
    [sheet] = [part for part, _x, _y in first.parts if isinstance(part, SheetLayout)]
    assert first.width > first.height and sheet.shape == "landscape"
