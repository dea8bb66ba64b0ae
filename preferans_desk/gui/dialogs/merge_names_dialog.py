"""The dialog that asks which spelling of a name counts as which player in the library's statistics."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QVBoxLayout, QWidget

from preferans_desk.gui.dialogs.deal_widgets import label_name


class MergeNamesDialog(QDialog):
    """Ask which spelling counts as which player: ("Боря", "Boris")."""

    def __init__(self, parent: QWidget | None, spellings: list[str], alias: str = "", name: str = ""):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Merge Names"))
        self.alias_box = QComboBox(editable=True)
        self.name_box = QComboBox(editable=True)
        for box, text in ((self.alias_box, alias), (self.name_box, name)):
            box.addItems(spellings)
            box.setCurrentText(text)
            box.setMinimumContentsLength(20)
        explanation = QLabel(self.tr("The statistics count the games of one spelling as another player's: "
                                     "for instance Боря as Boris. The game files are not changed."))
        explanation.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout()
        for text, box in ((self.tr("&Name:"), self.alias_box), (self.tr("&Counts as:"), self.name_box)):
            form.addRow(text, box)
            line = box.lineEdit()
            assert line is not None  # an editable box has one
            line.setAccessibleName(label_name(text))  # named as the box is, by its label
        layout = QVBoxLayout(self)
        layout.addWidget(explanation)
        layout.addLayout(form)
        layout.addWidget(buttons)

    def merge(self) -> tuple[str, str]:
        return self.alias_box.currentText().strip(), self.name_box.currentText().strip()

    @classmethod
    def get_merge(cls, parent: QWidget | None, spellings: list[str], alias: str = "",
                  name: str = "") -> tuple[str, str] | None:
        dialog = cls(parent, spellings, alias, name)
        return dialog.merge() if dialog.exec() == QDialog.DialogCode.Accepted else None
