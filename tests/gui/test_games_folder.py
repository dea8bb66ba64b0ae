"""Save, Open and Export start in a folder for games in the documents (made on the first save), then in the
folder the user last saved to, opened from or exported to; never in the process's current directory."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QStandardPaths
from PySide6.QtWidgets import QFileDialog, QMessageBox

from preferans_desk.core import Contract, Game, Rules
from preferans_desk.core.gamefile import save
from preferans_desk.gui import export_actions, places
from preferans_desk.gui.export_actions import PdfOptionsDialog, export_pdf_dialog
from preferans_desk.gui.main_window import MainWindow
from preferans_desk.gui.state import preferences


@pytest.fixture
def documents(tmp_path, monkeypatch):
    """The system's documents folder, in tmp_path."""
    folder = tmp_path / "Documents"
    folder.mkdir()
    real = QStandardPaths.writableLocation

    def location(kind):
        return str(folder) if kind == QStandardPaths.StandardLocation.DocumentsLocation else real(kind)

    monkeypatch.setattr(places.QStandardPaths, "writableLocation", staticmethod(location))
    return folder


@pytest.fixture
def asked(monkeypatch):
    """The folders and names the file dialogs were opened with; Save answers ``asked.answer``."""
    class Asked(list):
        answer = ""

    record = Asked()

    def save_name(parent, caption, suggested, filters):
        record.append(suggested)
        return record.answer, filters.split(";;")[0]

    def open_name(parent, caption, folder, filters):
        record.append(folder)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(save_name))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(open_name))
    monkeypatch.setattr(QMessageBox, "critical", staticmethod(lambda *a: pytest.fail(f"error: {a[2]}")))
    return record


@pytest.fixture
def window(qtbot, tmp_path):
    qsettings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(qsettings=qsettings, data_dir=tmp_path / "data")
    qtbot.addWidget(window)
    return window


def friday() -> Game:
    game = Game(["Anna", "Boris", "Vera"], Rules.from_preset("sochi", 10), title="Friday")
    game.append(Contract(0, 6, "spades", ("pass", "pass")))
    return game


def test_the_games_folder_is_in_the_documents(documents):
    assert places.games_folder() == documents / "Preferans Desk"
    assert not (documents / "Preferans Desk").exists()
    assert places.games_folder(create=True).is_dir()


def test_the_first_save_starts_in_the_games_folder_made_for_it(window, documents, asked, tmp_path):
    games = documents / "Preferans Desk"
    window.set_game(friday(), None)
    assert not window.files.save_as()  # cancelled
    assert asked == [str(games / "Friday.pulka")] and games.is_dir()
    elsewhere = tmp_path / "cards"
    elsewhere.mkdir()
    asked.answer = str(elsewhere / "friday.pulka")
    assert window.files.save_as()
    window.set_game(friday(), None)
    asked.answer = ""
    window.files.save_as()
    assert asked[-1] == str(elsewhere / "Friday.pulka")  # the folder saved to last


def test_open_starts_in_the_games_folder_then_where_the_last_game_came_from(window, documents, asked, tmp_path):
    window.files.open_file()
    assert asked == [str(documents)]  # the games folder is not made yet: its parent
    (documents / "Preferans Desk").mkdir()
    window.files.open_file()
    assert asked[-1] == str(documents / "Preferans Desk")
    path = tmp_path / "old" / "saturday.pulka"
    path.parent.mkdir()
    save(friday(), path)
    assert window.files.open_file(path)
    window.files.open_file()
    assert asked[-1] == str(path.parent)


def test_export_starts_in_the_games_folder_then_where_it_exported_last(window, documents, asked, tmp_path,
                                                                      monkeypatch):
    monkeypatch.setattr(PdfOptionsDialog, "get_options", classmethod(lambda cls, *a: ("a4", "portrait")))
    qsettings = window.qsettings
    assert export_pdf_dialog(None, friday(), qsettings) is None
    assert asked == [str(documents / "Preferans Desk" / "Friday.pdf")]
    asked.answer = str(tmp_path / "out.pdf")
    assert export_pdf_dialog(None, friday(), qsettings) == tmp_path / "out.pdf"
    asked.answer = ""
    export_pdf_dialog(None, friday(), qsettings)
    assert asked[-1] == str(tmp_path / "Friday.pdf")


def test_a_remembered_folder_that_is_gone_starts_at_what_is_left_of_it(documents, tmp_path):
    qsettings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    qsettings.setValue(preferences.EXPORT_FOLDER.key, str(tmp_path / "gone" / "deeper"))
    assert export_actions.export_folder(qsettings) == tmp_path
    assert places.start_folder(Path(tmp_path / "x" / "y")) == tmp_path
