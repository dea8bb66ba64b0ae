"""A short seeded monkey run over the main window (a long one: python benchmarks/monkey.py)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QSettings, QTimer, qWarning
from PySide6.QtWidgets import QDialog
from window_monkey import DialogDriver, Monkey, Watch  # tests/gui is on the path (no package here)

from preferans_desk.gui.main_window import MainWindow

EVENTS = 400


@pytest.mark.slow
@pytest.mark.usefixtures("no_fsync")  # the autosave at every step, kept only against a power cut
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_monkey_never_breaks_the_game(qtbot, tmp_path, monkeypatch, seed):
    window = MainWindow(qsettings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat),
                        data_dir=tmp_path / "data")
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    monkey = Monkey(window, tmp_path, seed)
    monkey.patch(monkeypatch)
    monkey.run(EVENTS)  # the first event starts a game (through the new-game dialog, patched or real)
    assert monkey.events == EVENTS
    window.document.undo.setClean()


class Stubborn(QDialog):
    """A dialog that refuses Escape and reject(): the driver must still end it."""

    def reject(self) -> None:
        pass


@pytest.mark.parametrize("kind", [QDialog, Stubborn])
def test_the_driver_always_ends_a_modal_dialog(qtbot, kind):
    dialog = kind()
    qtbot.addWidget(dialog)
    driver = DialogDriver(random.Random(5), [])
    with driver:
        dialog.exec()
    assert not dialog.isVisible()
    assert driver.ticks <= driver.budget + 11


@pytest.mark.qt_no_exception_capture  # the watch is what catches it here
@pytest.mark.qt_log_level_fail("CRITICAL")  # the warnings are the point: the watch must see them
def test_the_watch_keeps_exceptions_in_qt_callbacks_and_qt_warnings(qtbot):
    watch = Watch()
    watch.install()
    try:
        def fail() -> None:
            raise ValueError("in a slot")

        QTimer.singleShot(0, fail)
        qtbot.wait(20)
        qWarning("This plugin does not support propagateSizeHints()")  # noise: allowed
        qWarning("QWidget::setLayout: a real warning")
    finally:
        watch.uninstall()
    problems = watch.take()
    assert len(problems) == 2
    assert "ValueError: in a slot" in problems[0]
    assert problems[1] == "Qt QtWarningMsg: QWidget::setLayout: a real warning"
