"""Saving from the window: the name the dialog asked about is the file written, links and read-only files,
exports that fail leave the old file, and what went wrong after a save never hides that it succeeded."""

from __future__ import annotations

import errno
import os
import sqlite3
import stat

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from preferans_desk.core import Contract, Game, Rules, atomic
from preferans_desk.core.gamefile import load, save
from preferans_desk.export.pdf import export_pdf
from preferans_desk.gui import export_actions
from preferans_desk.gui.export_actions import ImageOptionsDialog, PdfOptionsDialog
from preferans_desk.gui.game_files import GameFiles
from preferans_desk.gui.main_window import MainWindow
from preferans_desk.gui.state.autosave import Autosave
from preferans_desk.library import Library

DEALS = [Contract(seat % 3, 6, "spades", ("pass", "pass")) for seat in range(6)]
ASK_TO_SAVE = GameFiles.ask_to_save  # the real one, before tests/gui/conftest.py stands in for it
posix = pytest.mark.skipif(os.name != "posix", reason="POSIX permissions and links")


class Dialogs:
    """The file dialog answers ``file`` (and ``filter``); message boxes are recorded, questions answered
    with ``answer``."""

    def __init__(self, monkeypatch):
        self.file, self.filter, self.answer = "", "", QMessageBox.StandardButton.No
        self.shown: list[tuple[str, str, str]] = []
        monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(self._save_name))
        for kind in ("critical", "warning", "information"):
            monkeypatch.setattr(QMessageBox, kind, staticmethod(self._recorder(kind)))
        monkeypatch.setattr(QMessageBox, "question", staticmethod(self._question))

    def _save_name(self, parent, caption, suggested, filters, *args, **kwargs):
        return self.file, self.filter or filters.split(";;")[0]

    def _recorder(self, kind):
        def show(parent, title, text, *args, **kwargs):
            self.shown.append((kind, title, text))
            return QMessageBox.StandardButton.Ok
        return show

    def _question(self, parent, title, text, *args, **kwargs):
        self.shown.append(("question", title, text))
        return self.answer

    def kinds(self) -> list[str]:
        return [kind for kind, _title, _text in self.shown]


@pytest.fixture
def dialogs(monkeypatch):
    return Dialogs(monkeypatch)


@pytest.fixture
def window(qtbot, tmp_path, dialogs):
    window = MainWindow(qsettings=QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat),
                        data_dir=tmp_path / "data")
    qtbot.addWidget(window)
    yield window
    window.document.close()


def new_game(deals: int = 0) -> Game:
    game = Game(["Anna", "Boris", "Vera"], Rules.from_preset("sochi", 50))
    for deal in DEALS[:deals]:
        game.append(deal)
    return game


def add(window, *deals):
    for deal in deals:
        window.document.add(deal)


# ----- 1. the suffix is added before the question of replacing a file -----
def test_save_as_without_the_suffix_asks_before_replacing_the_real_file(window, dialogs, tmp_path):
    friday = tmp_path / "friday.pulka"
    save(new_game(5), friday)
    window.set_game(new_game(1), None, modified=True)
    dialogs.file = str(tmp_path / "friday")  # the dialog checked "friday", which does not exist
    assert not window.files.save_as()
    assert dialogs.kinds() == ["question"] and "friday.pulka" in dialogs.shown[0][2]
    assert len(load(friday).game.deals) == 5 and window.isWindowModified()
    dialogs.answer = QMessageBox.StandardButton.Yes
    assert window.files.save_as()
    assert len(load(friday).game.deals) == 1 and window.document.path == friday


def test_save_as_with_the_suffix_or_to_a_new_name_asks_nothing_more(window, dialogs, tmp_path):
    save(new_game(5), tmp_path / "friday.pulka")
    window.set_game(new_game(1), None, modified=True)
    dialogs.file = str(tmp_path / "friday.pulka")  # the dialog itself asked about this very name
    assert window.files.save_as()
    dialogs.file = str(tmp_path / "saturday")
    assert window.files.save_as() and window.document.path == tmp_path / "saturday.pulka"
    assert dialogs.kinds() == []


def test_export_without_the_suffix_asks_before_replacing(qapp, dialogs, tmp_path, monkeypatch):
    monkeypatch.setattr(PdfOptionsDialog, "get_options", classmethod(lambda cls, *a: ("a4", "portrait")))
    monkeypatch.setattr(ImageOptionsDialog, "get_size", classmethod(lambda cls, *a: export_actions.QSize(200, 300)))
    qsettings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    (tmp_path / "friday.pdf").write_bytes(b"%PDF old")
    (tmp_path / "friday.svg").write_bytes(b"<svg old")
    dialogs.file = str(tmp_path / "friday")
    assert export_actions.export_pdf_dialog(None, new_game(2), qsettings) is None
    dialogs.filter = "SVG images (*.svg)"
    assert export_actions.export_image_dialog(None, new_game(2), qsettings) is None
    assert dialogs.kinds() == ["question", "question"]
    assert "friday.pdf" in dialogs.shown[0][2] and "friday.svg" in dialogs.shown[1][2]
    assert (tmp_path / "friday.pdf").read_bytes() == b"%PDF old"
    assert (tmp_path / "friday.svg").read_bytes() == b"<svg old"
    dialogs.answer = QMessageBox.StandardButton.Yes
    assert export_actions.export_pdf_dialog(None, new_game(2), qsettings) == tmp_path / "friday.pdf"
    assert (tmp_path / "friday.pdf").read_bytes().startswith(b"%PDF-")


@posix
def test_an_export_over_a_read_only_file_is_refused(qapp, dialogs, tmp_path, monkeypatch):
    monkeypatch.setattr(PdfOptionsDialog, "get_options", classmethod(lambda cls, *a: ("a4", "portrait")))
    qsettings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    kept = tmp_path / "friday.pdf"
    kept.write_bytes(b"%PDF kept")
    os.chmod(kept, 0o444)
    dialogs.file = str(kept)
    assert export_actions.export_pdf_dialog(None, new_game(2), qsettings) is None
    kind, title, text = dialogs.shown[-1]
    assert kind == "critical" and "read-only" in text and "friday.pdf" in text
    assert kept.read_bytes() == b"%PDF kept"


# ----- 2. a link -----
@posix
def test_a_game_opened_through_a_link_is_saved_to_the_links_target(window, dialogs, tmp_path):
    real = tmp_path / "real.pulka"
    save(new_game(2), real)
    link = tmp_path / "friday.pulka"
    link.symlink_to(real)
    assert window.open_file(link)
    add(window, DEALS[2])
    assert window.save()
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert len(load(real).game.deals) == 3
    add(window, DEALS[3])
    assert window.save() and len(load(real).game.deals) == 4  # saved by us last: no conflict
    assert dialogs.shown == []


# ----- 3. a read-only file -----
@posix
def test_a_read_only_file_opens_read_only_and_save_goes_to_save_as(window, dialogs, tmp_path):
    friday = tmp_path / "friday.pulka"
    save(new_game(2), friday)
    os.chmod(friday, 0o444)
    assert window.open_file(friday)
    assert window.document.read_only and "read-only" in window.windowTitle()
    assert "write-protected" in window.windowTitle()
    add(window, DEALS[2])
    copy = tmp_path / "friday copy.pulka"
    dialogs.file = str(copy)
    assert window.save()  # Save asked for another name
    assert window.document.path == copy and not window.document.read_only and "read-only" not in window.windowTitle()
    assert len(load(friday).game.deals) == 2 and stat.S_IMODE(os.stat(friday).st_mode) == 0o444
    assert len(load(copy).game.deals) == 3


@posix
def test_saving_over_a_read_only_file_is_refused_with_a_reason(window, dialogs, tmp_path):
    friday = tmp_path / "friday.pulka"
    save(new_game(2), friday)
    os.chmod(friday, 0o444)
    window.set_game(new_game(4), None, modified=True)
    dialogs.file = str(friday)
    assert not window.files.save_as()
    kind, title, text = dialogs.shown[-1]
    assert kind == "critical" and "read-only" in text and "friday.pulka" in text
    assert len(load(friday).game.deals) == 2 and stat.S_IMODE(os.stat(friday).st_mode) == 0o444
    assert window.isWindowModified()


# ----- 4. exports are atomic -----
@pytest.mark.parametrize("name", ["friday.pdf", "friday.png"])
def test_a_failed_export_leaves_the_previous_file_whole(qapp, tmp_path, monkeypatch, name):
    from preferans_desk.export.images import export_image

    path = tmp_path / name
    path.write_bytes(b"the previous export")

    def full(*_args):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic.os, "fsync", full)
    with pytest.raises(OSError):
        if name.endswith(".pdf"):
            export_pdf(new_game(2), path)
        else:
            export_image(new_game(2), path, 200, 300)
    with pytest.raises(OSError):
        export_image(new_game(2), tmp_path / "new.png", 200, 300)
    monkeypatch.undo()
    assert path.read_bytes() == b"the previous export"
    assert [p.name for p in tmp_path.iterdir()] == [name]  # no 0-byte image, no temporary file


# ----- 6. what happens after the rename does not make a save a failure -----
def test_a_folder_that_cannot_be_read_back_still_reports_the_save(window, dialogs, tmp_path, monkeypatch):
    """Mode 0333: we may create and rename files, not list or open the folder (simulated for root)."""
    friday = tmp_path / "friday.pulka"
    window.set_game(new_game(1), None, modified=True)
    real_open = os.open

    def no_folder(where, *args, **kwargs):
        if os.path.isdir(where):
            raise PermissionError(errno.EACCES, "Permission denied", str(where))
        return real_open(where, *args, **kwargs)

    def no_list(where):
        raise PermissionError(errno.EACCES, "Permission denied", str(where))

    monkeypatch.setattr(atomic.os, "open", no_folder)
    monkeypatch.setattr(atomic.os, "scandir", no_list)
    assert window.files.write(friday)
    monkeypatch.undo()
    assert dialogs.shown == [] and not window.isWindowModified()
    assert window.statusBar().currentMessage().startswith("Saved")
    assert len(load(friday).game.deals) == 1


@posix
@pytest.mark.skipif(os.name == "posix" and os.geteuid() == 0, reason="the superuser may read any folder")
def test_a_writable_unreadable_folder_really(window, dialogs, tmp_path):
    folder = tmp_path / "drop"
    folder.mkdir()
    os.chmod(folder, 0o333)
    try:
        window.set_game(new_game(1), None, modified=True)
        assert window.files.write(folder / "friday.pulka")
        assert dialogs.shown == [] and not window.isWindowModified()
    finally:
        os.chmod(folder, 0o755)


# ----- 7. a full data folder -----
def test_a_library_that_fails_does_not_hide_the_save(window, dialogs, tmp_path, monkeypatch):
    def full(self, path):
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(Library, "register", full)
    friday = tmp_path / "friday.pulka"
    window.set_game(new_game(1), None, modified=True)
    assert window.files.write(friday)
    assert not window.isWindowModified() and len(load(friday).game.deals) == 1
    message = window.statusBar().currentMessage()
    assert message.startswith(f"Saved {friday}") and "database or disk is full" in message
    assert dialogs.shown == []


def test_a_failed_autosave_stays_visible_until_one_succeeds(window, qtbot, monkeypatch):
    real_write = Autosave.write

    def full(self, *args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(Autosave, "write", full)
    window.set_game(new_game(0), None)
    add(window, DEALS[0])
    qtbot.waitUntil(lambda: hasattr(window, "autosave_warning") and window.autosave_warning.isVisibleTo(window))
    assert "No space left on device" in window.autosave_warning.text()
    assert window.document.autosave_error == "No space left on device"
    window.statusBar().showMessage("something else", 10)
    qtbot.wait(50)  # a status message comes and goes: the warning stays
    assert window.autosave_warning.isVisibleTo(window)
    monkeypatch.setattr(Autosave, "write", real_write)
    add(window, DEALS[1])
    qtbot.waitUntil(lambda: not window.autosave_warning.isVisibleTo(window))
    assert window.document.autosave_error is None
    assert len(load(window.document.autosave.game_file).game.deals) == 2


# ----- permissions -----
@posix
def test_saving_keeps_the_files_permissions(window, dialogs, tmp_path):
    friday = tmp_path / "friday.pulka"
    save(new_game(1), friday)
    os.chmod(friday, 0o644)
    assert window.open_file(friday)
    add(window, DEALS[1])
    assert window.save()
    assert stat.S_IMODE(os.stat(friday).st_mode) == 0o644


# ----- the save prompt -----
def answer_save_prompt(qtbot, key: Qt.Key, modifier: Qt.KeyboardModifier) -> dict:
    """When the save prompt is up: note its buttons' texts, then press ``key`` with ``modifier``. Should the
    key do nothing, the box is cancelled after a while, so that the test fails instead of waiting forever."""
    seen: dict = {}

    def answer():
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, answer)  # not up yet
            return
        QTimer.singleShot(1500, box.reject)
        seen["buttons"] = {box.buttonRole(button): button.text() for button in box.buttons()}
        box.activateWindow()
        qtbot.waitUntil(box.isActiveWindow, timeout=2000)
        qtbot.keyClick(box, key, modifier)

    QTimer.singleShot(0, answer)
    return seen


ALT, NO_MODIFIER = Qt.KeyboardModifier.AltModifier, Qt.KeyboardModifier.NoModifier


@pytest.mark.parametrize("language, key, modifier, expected", [
    ("en", Qt.Key.Key_D, ALT, True), ("en", Qt.Key.Key_C, ALT, False), ("ru", Qt.Key.Key_Escape, NO_MODIFIER, False)])
def test_every_button_of_the_save_prompt_has_a_mnemonic(qtbot, window, monkeypatch, translations, language, key,
                                                       modifier, expected):
    monkeypatch.setattr(GameFiles, "ask_to_save", ASK_TO_SAVE)  # the real box, not the tests' usual stand-in
    if language == "ru":
        assert translations.set_language("ru")
    window.set_game(new_game(1), None, modified=True)
    seen = answer_save_prompt(qtbot, key, modifier)  # Alt+D Discard, Alt+C Cancel; Esc cancels too
    answered = window.files.maybe_save()
    window.document.undo.setClean()  # closing the window at the end asks nothing
    assert answered is expected
    buttons = seen["buttons"]
    role = QMessageBox.ButtonRole
    assert set(buttons) == {role.AcceptRole, role.DestructiveRole, role.RejectRole}
    mnemonics = [QKeySequence.mnemonic(text) for text in buttons.values()]
    assert all(not mnemonic.isEmpty() for mnemonic in mnemonics), buttons
    assert len(set(mnemonics)) == 3, f"each button its own letter: {buttons}"
    if language == "ru":  # Alt+С, Alt+Н, Alt+О (QTest types no Cyrillic key: the letters are checked)
        assert buttons == {role.AcceptRole: "&Сохранить", role.DestructiveRole: "&Не сохранять",
                           role.RejectRole: "&Отмена"}
