"""Qt's own file dialog (no native one): its sidebar shows its places' names whole (issue 14: «Компь…»)."""

from __future__ import annotations

from PySide6.QtWidgets import QFileDialog, QListView, QToolButton

from preferans_desk.gui.file_dialogs import widen_sidebar


def test_the_sidebar_is_widened_to_its_longest_name(qtbot, translations):
    translations.set_language("ru")
    dialog = QFileDialog(None, "Открыть")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    qtbot.addWidget(dialog)
    dialog.show()
    sidebar = dialog.findChild(QListView, "sidebar")
    sidebar.setMaximumWidth(10_000)
    too_narrow = sidebar.viewport().width() < sidebar.sizeHintForColumn(0)
    assert widen_sidebar(dialog)
    qtbot.waitUntil(lambda: sidebar.viewport().width() >= sidebar.sizeHintForColumn(0), timeout=2000)
    assert too_narrow, "Qt opens it narrower than its names (else this test shows nothing)"


def test_a_dialog_without_a_sidebar_is_left_alone(qtbot):
    dialog = QFileDialog(None)
    qtbot.addWidget(dialog)
    for child in dialog.findChildren(QListView):
        child.setObjectName("other")
    assert not widen_sidebar(dialog)


def test_the_toolbars_more_button_has_a_name(plain_window):
    more = plain_window.toolbar.findChild(QToolButton, "qt_toolbar_ext_button")
    assert more is None or more.accessibleName() == "More tools"
