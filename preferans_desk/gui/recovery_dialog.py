"""After a crash: every autosaved game left behind, each named by its game, to recover, discard or keep."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from preferans_desk.core.errors import GameFileError

from . import texts
from .autosave import Recoverable, recover
from .texts import tr

translate = QCoreApplication.translate


def describe(item: Recoverable) -> str:
    """"Friday — Anna, Boris, Vera — 14 deals — autosaved 2026-12-01T21:40:00+03:00" (or why it cannot be read)."""
    try:
        game = recover(item).game
    except GameFileError as exc:
        return translate("RecoveryDialog", "Unreadable autosave: %1").replace("%1", texts.problem_text(exc))
    parts = [game.title] if game.title else []
    parts.append(", ".join(game.players))
    parts.append(tr("%n deal(s)", None, len(game.deals)))
    parts.append(translate("RecoveryDialog", "autosaved %1").replace("%1", item.saved))
    if item.original is not None:
        parts.append(str(item.original))
    return " — ".join(parts)


class RecoveryDialog(QDialog):
    """Lists the autosaves; ``choose`` returns ("recover" | "discard", item) or None for "later"."""

    def __init__(self, parent: QWidget | None, found: list[Recoverable]):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Recover games"))
        self.found = list(found)
        self.choice: tuple[str, Recoverable] | None = None
        intro = QLabel(self.tr("Preferans Desk did not close properly. These games had changes that were not "
                               "saved; recover one to go on with it, discard the ones you do not need. The others "
                               "are kept and offered again next time."), self)
        intro.setWordWrap(True)
        self.list = QListWidget(self)
        for item in self.found:
            row = QListWidgetItem(describe(item))
            row.setData(Qt.ItemDataRole.UserRole, item)
            self.list.addItem(row)
        self.list.setCurrentRow(0)
        self.list.itemActivated.connect(lambda _row: self._pick("recover"))
        buttons = QDialogButtonBox(self)
        self.recover_button = buttons.addButton(self.tr("&Recover"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.discard_button = buttons.addButton(self.tr("&Discard"), QDialogButtonBox.ButtonRole.DestructiveRole)
        self.later_button = buttons.addButton(self.tr("&Later"), QDialogButtonBox.ButtonRole.RejectRole)
        self.recover_button.setDefault(True)
        self.recover_button.clicked.connect(lambda: self._pick("recover"))
        self.discard_button.clicked.connect(lambda: self._pick("discard"))
        self.later_button.clicked.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.list, 1)
        layout.addWidget(buttons)
        self.resize(640, 320)

    def _pick(self, action: str) -> None:
        row = self.list.currentItem()
        if row is not None:
            self.choice = (action, row.data(Qt.ItemDataRole.UserRole))
            self.accept()

    @classmethod
    def choose(cls, parent: QWidget | None, found: list[Recoverable]) -> tuple[str, Recoverable] | None:
        dialog = cls(parent, found)
        try:
            return dialog.choice if dialog.exec() == QDialog.DialogCode.Accepted else None
        finally:
            dialog.deleteLater()
