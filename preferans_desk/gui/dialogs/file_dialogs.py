"""Qt's own file dialog, where the platform has no native one (Linux without a desktop portal): its sidebar
opens narrower than its places' names, so the Russian «Компьютер» reads «Компь…». Before a static file dialog
runs, ``widen_sidebar_soon`` arranges for the sidebar to be widened to its longest name once the dialog shows
(a native dialog has no such sidebar: nothing happens)."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QListView, QSplitter

MARGIN = 24  # pixels beyond the longest name: the icon's gap and the frame


def widen_sidebar(dialog: QFileDialog) -> bool:
    """Give the dialog's sidebar the width of its longest place name; True if it has one to widen."""
    sidebar = dialog.findChild(QListView, "sidebar")
    splitter = dialog.findChild(QSplitter, "splitter")
    if sidebar is None or splitter is None or sidebar.model() is None:
        return False
    need = sidebar.sizeHintForColumn(0) + sidebar.frameWidth() * 2 + MARGIN
    sizes = splitter.sizes()
    if len(sizes) >= 2 and sizes[0] < need:
        splitter.setSizes([need, max(sizes[1] - (need - sizes[0]), 1), *sizes[2:]])
    return True


def widen_sidebar_soon() -> None:
    """For the next file dialog that opens (a static one runs its own event loop): widen its sidebar."""
    def widen() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QFileDialog):
            widen_sidebar(dialog)

    QTimer.singleShot(0, widen)
