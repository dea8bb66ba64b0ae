"""Qt's own file dialog (no native one): its sidebar shows its places' names whole (issue 14: «Компь…»)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtWidgets import QFileDialog, QListView, QToolButton

from preferans_desk.gui.dialogs.file_dialogs import widen_sidebar

# A place whose name no default sidebar width holds, whatever fonts the machine has (issue 21: with more fonts
# installed, «Компьютер» alone already fitted and the test showed nothing).
LONG_NAME = "Партии преферанса за весь прошлый сезон в клубе"


def test_the_sidebar_is_widened_to_its_longest_name(qtbot, translations, tmp_path):
    translations.set_language("ru")
    place = tmp_path / LONG_NAME
    place.mkdir()
    dialog = QFileDialog(None, "Открыть")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    dialog.setSidebarUrls([QUrl("file:"), QUrl.fromLocalFile(str(place))])
    qtbot.addWidget(dialog)
    dialog.show()
    sidebar = dialog.findChild(QListView, "sidebar")
    sidebar.setMaximumWidth(10_000)
    if sidebar.viewport().width() >= sidebar.sizeHintForColumn(0):
        pytest.skip(f"Qt opened the sidebar {sidebar.viewport().width()} px wide, enough for "
                    f"{sidebar.sizeHintForColumn(0)} px of names: nothing to widen")
    assert widen_sidebar(dialog)
    qtbot.waitUntil(lambda: sidebar.viewport().width() >= sidebar.sizeHintForColumn(0), timeout=2000)


def test_a_dialog_without_a_sidebar_is_left_alone(qtbot):
    dialog = QFileDialog(None)
    qtbot.addWidget(dialog)
    for child in dialog.findChildren(QListView):
        child.setObjectName("other")
    assert not widen_sidebar(dialog)


def test_the_toolbars_more_button_has_a_name(plain_window):
    more = plain_window.menus.toolbar.findChild(QToolButton, "qt_toolbar_ext_button")
    assert more is None or more.accessibleName() == "More tools"
