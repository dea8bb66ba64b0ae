"""Game > Join Club Night: the director's address and the table's code (both on the table card). The director
is asked in a thread of its own, so the dialog stays live (Cancel works) while the network answers."""

from __future__ import annotations

import threading

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from preferans_desk.gui.dialogs.deal_widgets import label_name
from preferans_desk.gui.sheet import tones
from preferans_desk.night.night_refusals import refusal_text
from preferans_desk.night.table_link import Joined, NightLinkError, join


class JoinNightDialog(QDialog):
    """Asks the director which table a code opens; ``joined`` is its answer once accepted."""

    answered = Signal(object)  # a Joined, or the NightLinkError's message (from the asking thread)

    def __init__(self, parent: QWidget | None, address: str = ""):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Join Club Night"))
        self.joined: Joined | None = None
        self.address_edit = QLineEdit(address)
        self.address_edit.setPlaceholderText("192.168.1.20")
        self.code_edit = QLineEdit()
        self.code_edit.setPlaceholderText("ABCD-2345")
        explanation = QLabel(self.tr("The director's address and this table's code are on the table card and on "
                                     "the director's screen. Each deal entered here then goes to the director."))
        explanation.setWordWrap(True)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setProperty("tone", "error")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.ask)
        self.buttons.rejected.connect(self.reject)
        form = QFormLayout()
        for text, edit in ((self.tr("&Director:"), self.address_edit), (self.tr("Table &code:"), self.code_edit)):
            form.addRow(text, edit)
            edit.setAccessibleName(label_name(text))
        layout = self.column = QVBoxLayout(self)
        layout.addWidget(explanation)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self.answered.connect(self._answered)
        tones.apply(self)
        (self.code_edit if address else self.address_edit).setFocus()

    def ask(self) -> None:
        """Ask the director (OK); the answer comes back through ``answered``."""
        address, code = self.address_edit.text(), self.code_edit.text()
        if not address.strip() or not code.strip():
            self._say(self.tr("Type the director's address and the table's code."))
            return
        self._busy(True)
        self._say(self.tr("Asking the director…"))
        threading.Thread(target=self._ask, args=(address, code), name="night-join", daemon=True).start()

    def _ask(self, address: str, code: str) -> None:
        try:
            self.answered.emit(join(address, code))
        except NightLinkError as problem:
            self.answered.emit(refusal_text(problem.refusal))
        except RuntimeError:  # the dialog was closed meanwhile (its signal is gone)
            pass

    def _answered(self, answer: object) -> None:
        self._busy(False)
        if isinstance(answer, Joined):
            self.joined = answer
            self.accept()
        else:
            self._say(str(answer))

    def _say(self, text: str) -> None:
        """``text`` under the fields, the dialog grown to show it and its wrapped lines whole: a top-level window
        keeps its height when a label's lines grow, and squeezed the explanation at the top instead."""
        self.problem.setText(text)
        self.column.activate()
        needed = self.column.totalHeightForWidth(self.width())
        if needed > self.height():
            self.resize(self.width(), needed)

    def _busy(self, busy: bool) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setEnabled(not busy)
        self.address_edit.setEnabled(not busy)
        self.code_edit.setEnabled(not busy)

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        if tones.follows_palette(event):
            tones.apply(self)
        super().changeEvent(event)

    def address(self) -> str:
        return self.address_edit.text().strip()

    def code(self) -> str:
        return self.code_edit.text().strip()
