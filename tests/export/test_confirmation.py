"""After an export or a printout the status bar says what was written where, with a button to open the
folder; the PDF's paper is, until the user picks one, the locale's (Letter in the US, else A4)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale, QSettings, QSize, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox, QPushButton

from preferans_desk.gui import export_actions
from preferans_desk.gui.export_actions import (
    ImageOptionsDialog,
    PdfOptionsDialog,
    export_image_dialog,
    export_pdf_dialog,
)
from preferans_desk.gui.state import preferences


@pytest.fixture(autouse=True)
def games_folder(monkeypatch, tmp_path):
    """Not the real documents folder."""
    monkeypatch.setattr(export_actions, "games_folder", lambda create=False: tmp_path)


@pytest.fixture
def qsettings(tmp_path):
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def main(qtbot):
    window = QMainWindow()
    qtbot.addWidget(window)
    return window


@pytest.fixture
def answers(monkeypatch, tmp_path):
    """The file dialog answers ``answers["file"]``; the options dialog records the paper it was offered."""
    state = {"file": str(tmp_path / "friday.pdf"), "offered": [], "opened": []}
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda parent, caption, suggested, filters: (state["file"], "")))

    def options(cls, parent, paper, orientation):
        state["offered"].append(paper)
        return paper, orientation

    monkeypatch.setattr(PdfOptionsDialog, "get_options", classmethod(options))
    monkeypatch.setattr(ImageOptionsDialog, "get_size", classmethod(lambda cls, *a: QSize(300, 400)))
    monkeypatch.setattr(QMessageBox, "critical", staticmethod(lambda *a: pytest.fail(f"error: {a[2]}")))
    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(lambda url: state["opened"].append(url) or True))
    return state


def folder_button(window: QMainWindow) -> QPushButton:
    return window.statusBar().findChild(QPushButton, export_actions.OPEN_FOLDER)


def test_an_export_says_what_it_wrote_where_and_opens_the_folder(main, example, qsettings, answers, tmp_path):
    assert export_pdf_dialog(main, example, qsettings) == tmp_path / "friday.pdf"
    assert main.statusBar().currentMessage() == f"Exported friday.pdf to {tmp_path}"
    button = folder_button(main)
    assert not button.isHidden() and button.text() == "Open folder"
    button.click()
    assert answers["opened"] == [QUrl.fromLocalFile(str(tmp_path))]


def test_the_button_goes_with_its_message(main, example, qsettings, answers, tmp_path):
    answers["file"] = str(tmp_path / "sheet.png")
    export_image_dialog(main, example, qsettings)
    assert main.statusBar().currentMessage() == f"Exported sheet.png to {tmp_path}"
    main.statusBar().showMessage("Saved something else")
    assert folder_button(main).isHidden()
    main.statusBar().clearMessage()
    assert folder_button(main).isHidden()


def test_a_printout_says_where_it_went(main, example, tmp_path, answers):
    printer = export_actions.new_printer()
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    printer.setDocName("Friday")
    export_actions.printed(main, printer)
    assert main.statusBar().currentMessage() == f"Printed Friday to {tmp_path / 'printed.pdf'}"
    assert not folder_button(main).isHidden()


def test_without_a_main_window_nothing_is_said(example, qsettings, answers, tmp_path):
    assert export_pdf_dialog(None, example, qsettings) == tmp_path / "friday.pdf"


@pytest.mark.parametrize(("country", "paper"), [(QLocale.Country.UnitedStates, "letter"),
                                                 (QLocale.Country.UnitedKingdom, "a4"),
                                                 (QLocale.Country.Germany, "a4")])
def test_the_paper_follows_the_locale_until_one_is_chosen(qapp, example, qsettings, answers, country, paper):
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.English if country != QLocale.Country.Germany
                               else QLocale.Language.German, country))
    try:
        export_pdf_dialog(None, example, qsettings)
        assert answers["offered"] == [paper]
        preferences.write(qsettings, preferences.EXPORT_PAPER, "letter" if paper == "a4" else "a4")
        export_pdf_dialog(None, example, qsettings)
        assert answers["offered"][-1] != paper  # the user's choice, remembered
    finally:
        QLocale.setDefault(before)
