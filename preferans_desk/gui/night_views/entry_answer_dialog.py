"""The director's answer to a phone table's open entry (issue 34, point 3): the entry's words (the deal as the
desktop's dialog says it, what it writes), who entered and who disputed it, the table's sheet with the deal drawn
dashed, and the three answers: Accept (the deal goes into the table's game as entered), Correct… (the deal
dialog, filled with the entry's deal) and Delete (nothing goes in). The dialog only chooses; ``entry_answer`` asks
the reason and makes the change through the night's document."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPushButton, QVBoxLayout, QWidget

from preferans_desk.gui.sheet import tones
from preferans_desk.gui.sheet.sheet_widget import AUTOMATIC, SheetWidget
from preferans_desk.night.night_moment import OpenEntry
from preferans_desk.night.phone_entries import ACCEPTED, CORRECTED, DELETED

from .entry_answer_words import deal_words, since_words, who_words, writes_words

SHEET_SIZE = (640, 420)  # the table's sheet beside the words: enough to read where the deal goes


def show_on_sheet(sheet: SheetWidget, entry: OpenEntry) -> None:
    """The table's sheet as its confirmed deals stand, with the entry's deal written after them dashed, as its
    phones show it (the moment's record of it: none when the rules refuse it now, and then nothing is drawn)."""
    sheet.set_game(entry.game, pending=entry.record)


class EntryAnswerDialog(QDialog):
    """Accept, correct or delete ``entry``; ``choice`` is the answer chosen (``phone_entries`` ACCEPTED, CORRECTED
    or DELETED), None when the director closes it."""

    def __init__(self, parent: QWidget | None, entry: OpenEntry):
        super().__init__(parent)
        self.entry = entry
        self.choice: str | None = None
        self.heading, self.deal, self.writes, self.who = QLabel(), QLabel(), QLabel(), QLabel()
        for label in (self.heading, self.deal, self.writes, self.who):
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        font = self.deal.font()
        font.setBold(True)
        font.setItalic(True)  # as the row shows a deal not yet in the game
        self.deal.setFont(font)
        tones.set_tone(self.writes, "preview")
        tones.set_tone(self.who, "note")
        self.sheet = SheetWidget()
        self.sheet.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the answers take the keys
        self.sheet.setMinimumSize(*SHEET_SIZE)
        self.sheet.set_shape(AUTOMATIC)  # (landscape at this size: the larger type)
        show_on_sheet(self.sheet, entry)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.accept_button, self.correct_button, self.delete_button = QPushButton(), QPushButton(), QPushButton()
        for button, answer in ((self.accept_button, ACCEPTED), (self.correct_button, CORRECTED),
                               (self.delete_button, DELETED)):
            self.buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
            button.clicked.connect(lambda _checked=False, answer=answer: self.answer(answer))
        self.buttons.rejected.connect(self.reject)
        self.accept_button.setEnabled(entry.record is not None)  # a deal the rules refuse now: correct or delete
        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        for button in (self.accept_button, self.correct_button, self.delete_button):
            button.setAutoDefault(False)  # Enter never answers by reflex: an answer is chosen (Alt+A, Alt+O, Alt+D)
        cancel.setDefault(True)
        layout = QVBoxLayout(self)
        for widget in (self.heading, self.deal, self.writes, self.who):
            layout.addWidget(widget)
        layout.addWidget(self.sheet, 1)
        layout.addWidget(self.buttons)
        self.retranslate()
        tones.apply(self)
        cancel.setFocus()

    @classmethod
    def choose(cls, parent: QWidget | None, entry: OpenEntry) -> str | None:
        """The director's answer to ``entry`` (ACCEPTED, CORRECTED or DELETED), None when cancelled."""
        dialog = cls(parent, entry)
        try:
            dialog.exec()
            return dialog.choice
        finally:
            dialog.deleteLater()

    def answer(self, choice: str) -> None:
        self.choice = choice
        self.accept()

    def retranslate(self) -> None:
        entry = self.entry
        self.setWindowTitle(self.tr("Answer Table %1's Deal").replace("%1", str(entry.table)))
        heading = (self.tr("Round %1, table %2 calls the director. %3.") if entry.disputed
                   else self.tr("Round %1, table %2: its phones' deal waits for a confirmation. %3."))
        self.heading.setText(heading.replace("%1", str(entry.round)).replace("%2", str(entry.table))
                             .replace("%3", since_words(entry)))
        self.deal.setText(deal_words(entry))
        self.writes.setText(writes_words(entry) or self.tr("The table's game has changed since: the rules refuse "
                                                           "this deal now."))
        self.who.setText(who_words(entry) + ".")
        self.accept_button.setText(self.tr("&Accept"))
        self.correct_button.setText(self.tr("C&orrect…"))
        self.delete_button.setText(self.tr("&Delete"))
        self.accept_button.setToolTip(self.tr("The deal goes into the table's game as the phone entered it."))
        self.correct_button.setToolTip(self.tr("Enter the deal as it was played: it goes into the table's game "
                                               "instead."))
        self.delete_button.setToolTip(self.tr("Nothing goes into the table's game: the table enters the deal "
                                              "again."))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if tones.follows_palette(event):
            tones.apply(self)
        super().changeEvent(event)
