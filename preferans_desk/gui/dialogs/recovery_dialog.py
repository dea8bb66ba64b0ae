"""After a crash: every autosaved game left behind, each named by its game, to recover, discard or keep."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from preferans_desk.core.errors import GameFileError
from preferans_desk.gui.state.autosave import Recoverable, file_state, recover
from preferans_desk.words import texts
from preferans_desk.words.texts import tr

translate = QCoreApplication.translate


def describe(item: Recoverable) -> str:
    """"Friday — Anna, Boris, Vera — 14 deals — autosaved Tuesday, December 1, 2026 21:40 — /games/friday.pulka
    holds 12 deals, saved before the autosave" (or why it cannot be read)."""
    try:
        game = recover(item).game
    except GameFileError as exc:
        return translate("RecoveryDialog", "Unreadable autosave: %1").replace("%1", texts.problem_text(exc))
    parts = [game.title] if game.title else []
    parts.append(", ".join(game.players))
    parts.append(tr("%n deal(s)", None, len(game.deals)))
    parts.append(translate("RecoveryDialog", "autosaved %1").replace("%1", saved_text(item.saved)))
    parts.append(describe_file(item))
    return " — ".join(parts)


def saved_text(stamp: str) -> str:
    """The autosave's ISO time as the interface language writes it, in this computer's time zone
    ("Tuesday, December 1, 2026 21:40"); the stamp itself when it does not parse."""
    moment = QDateTime.fromString(stamp, Qt.DateFormat.ISODate)
    if not moment.isValid():
        return stamp
    moment = moment.toLocalTime()
    locale = QLocale()
    return f"{locale.toString(moment.date(), QLocale.FormatType.LongFormat)} " \
           f"{locale.toString(moment.time(), QLocale.FormatType.ShortFormat)}"


def describe_file(item: Recoverable) -> str:
    """The game's file beside its autosave: which is newer, and how many deals the file holds."""
    if item.original is None:
        return translate("RecoveryDialog", "never saved to a file")
    state = file_state(item)
    name = str(item.original)
    if state is None:
        return translate("RecoveryDialog", "%1 no longer exists").replace("%1", name)
    if state.deals is None:
        return translate("RecoveryDialog", "%1 cannot be read").replace("%1", name)
    # bare tr(): lupdate finds plural forms only there (translate(context, ..., n) is not extracted)
    if state.newer:
        text = tr("%1 holds %n deal(s) and was saved after the autosave", None, state.deals)
    else:
        text = tr("%1 holds %n deal(s), saved before the autosave", None, state.deals)
    return text.replace("%1", name)


class RecoveryDialog(QDialog):
    """Lists the autosaves; ``choose`` returns ("recover" | "discard", item) or None for "later"."""

    def __init__(self, parent: QWidget | None, found: list[Recoverable]):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Recover games"))
        self.found = list(found)
        self.choice: tuple[str, Recoverable] | None = None
        intro = QLabel(self.tr("Preferans Desk did not close properly. These games had changes that were not "
                               "saved. Recover one to go on with it: it opens unsaved, and saving it over its "
                               "file asks first if the file changed after the autosave. Discard deletes the "
                               "autosave for good. Later keeps them all and offers them again next time."), self)
        intro.setWordWrap(True)
        self.list = QListWidget(self)
        self.list.setAccessibleName(self.tr("Autosaved games"))
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
