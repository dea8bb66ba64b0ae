import pytest
from PySide6.QtCore import QLocale

from preferans_desk.gui.i18n import Translations


@pytest.fixture
def translations(qapp):
    """Translations on the shared application; afterwards it is back to the bare English sources."""
    locale = QLocale()
    translations = Translations(qapp)
    yield translations
    translations.uninstall()
    QLocale.setDefault(locale)


@pytest.fixture(autouse=True)
def no_modifier_left_held(qapp):
    """Each test starts with no key held. QTest's click of Ctrl+key leaves the application's modifier state at
    Ctrl (its release of Ctrl carries Ctrl, as a real keyboard's does), and a later test's click would be a
    Ctrl+click: the state is released after each test, as lifting the finger would."""
    yield
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QWidget

    if QApplication.keyboardModifiers() != Qt.KeyboardModifier.NoModifier:
        lifted = QWidget()
        for key in (Qt.Key.Key_Control, Qt.Key.Key_Shift, Qt.Key.Key_Alt, Qt.Key.Key_Meta):
            QTest.keyRelease(lifted, key, Qt.KeyboardModifier.NoModifier)
        lifted.deleteLater()


@pytest.fixture(autouse=True)
def no_unexpected_question(monkeypatch):
    """A question a test did not expect fails it instead of waiting forever for a click offscreen
    (tests that expect one patch GameFiles.ask themselves)."""
    from PySide6.QtWidgets import QMessageBox

    from preferans_desk.gui.game_files import GameFiles

    def ask(self, title, text, choices):
        raise AssertionError(f"unexpected question: {title}: {text}")

    def ask_to_save(self):
        """The save prompt put as QMessageBox.question: the tests that answer questions answer it too (the
        real box, with its mnemonics, is tested in test_saving.py)."""
        button = QMessageBox.StandardButton
        return QMessageBox.question(self.window, "Unsaved changes",
                                    "The game has changes that are not saved. Save them?",
                                    button.Save | button.Discard | button.Cancel)

    monkeypatch.setattr(GameFiles, "ask", ask)
    monkeypatch.setattr(GameFiles, "ask_to_save", ask_to_save)


@pytest.fixture
def plain_window(qtbot, tmp_path, monkeypatch):
    """A main window with settings and data of its own, that never asks to save what a test leaves."""
    from PySide6.QtCore import QSettings

    from preferans_desk.gui.main_window import MainWindow

    window = MainWindow(qsettings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat),
                        data_dir=tmp_path / "data")
    qtbot.addWidget(window)
    monkeypatch.setattr(window, "maybe_save", lambda: True)
    return window


@pytest.fixture
def asked(monkeypatch):
    """GameFiles.ask answered from ``asked.answers`` (in order); each question, and each message box, is kept
    in ``asked.questions``."""
    from PySide6.QtWidgets import QMessageBox

    from preferans_desk.gui.game_files import GameFiles

    class Asked:
        answers: list[str] = []
        questions: list[tuple[str, str, list[str]]] = []

    def ask(self, title, text, choices):
        Asked.questions.append((title, text, [key for key, _label in choices]))
        return Asked.answers.pop(0)

    monkeypatch.setattr(GameFiles, "ask", ask)
    for kind in ("critical", "warning", "information"):
        monkeypatch.setattr(QMessageBox, kind, lambda *a, **k: Asked.questions.append((a[1], a[2], [])))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    return Asked
