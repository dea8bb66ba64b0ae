"""The deal-entry dialog: one deal of any kind, typed in a few keys or clicked.

Every choice is a row of buttons that takes its own keys when it has focus
(declarer 1-4 or initial, level 6-9 and 0, suit S C D H N, defence W P H);
a choice moves the focus to the next step that still needs an answer, so a
typical deal is "1 7 s w p 6 Enter". Editing a deal, the same keys walk the
same steps over the old answers. Trick fields take digits ("1" waits for a
possible "0" of a ten). All of that is the deal form's (gui/dialogs/deal_form.py,
no Qt: the answers, the steps and what each offers by ``core.entry``, the
deal they make); the dialog only shows the form and passes it the keys and
clicks. The score the deal would write is previewed live from
``Sheet.preview`` (once per deal, and that record is what the dialog returns);
any refusal is shown beside its field and OK stays disabled. The full key
scheme is in docs/keyboard.md. The widgets are built in gui/dialogs/deal_layout.py
(of gui/dialogs/deal_widgets.py's rows and fields).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QDialog, QLineEdit, QMessageBox, QWidget

from preferans_desk.core.deals import Deal
from preferans_desk.core.engine import DealRecord, Sheet
from preferans_desk.core.exact_numbers import mixed_str
from preferans_desk.core.game import Game
from preferans_desk.gui.dialogs.deal_form import DealForm
from preferans_desk.gui.dialogs.deal_layout import DealLayout
from preferans_desk.gui.dialogs.deal_parts import (
    AMOUNTS,
    DEALER_WHIST,
    DECLARER,
    FIRST,
    KIND,
    KINDS,
    LEVEL,
    LEVEL_KEYS,
    MISERE_DECLARER,
    MISERE_TRICKS,
    OK,
    SECOND,
    SUIT,
    allpass_step,
    now,
    tricks_step,
)
from preferans_desk.gui.dialogs.deal_widgets import ChoiceRow, Message, TrickField, TrickRow, set_flag
from preferans_desk.gui.sheet import tones
from preferans_desk.words import texts

_now = now  # the time a new deal is entered at; the form asks it here, where a test can fix it


class DealDialog(DealLayout):
    """Enter or edit one deal. Use ``DealDialog.get_record`` (or ``get_deal`` for the deal alone)."""

    def __init__(self, parent: QWidget | None, game: Game, sheet_before: Sheet, deal: Deal | None = None):
        super().__init__(parent)
        self.game, self.sheet = game, sheet_before
        self.form = DealForm(sheet_before, deal, clock=lambda: _now())
        self._showing = False  # the form is being shown: the widgets' signals are its own echo
        self.setWindowTitle(self.tr("Edit deal %1").replace("%1", str(len(self.sheet.records) + 1)) if deal
                            else self.tr("New deal"))
        self._build()
        self._wire()
        self._show()

    # ----- the public API -----
    @classmethod
    def get_record(cls, parent: QWidget | None, game: Game, sheet_before: Sheet,
                   deal: Deal | None = None) -> DealRecord | None:
        """Open the dialog on ``sheet_before`` (to edit ``deal``, or for a new one); None when cancelled.

        The accepted deal comes scored: the record ``sheet_before.preview`` made of it, its ``deal`` in
        normal form. It was scored once, so the caller commits it as it is.
        """
        dialog = cls(parent, game, sheet_before, deal)
        try:
            return dialog.record() if dialog.exec() == QDialog.DialogCode.Accepted else None
        finally:
            dialog.deleteLater()

    @classmethod
    def get_deal(cls, parent: QWidget | None, game: Game, sheet_before: Sheet,
                 deal: Deal | None = None) -> Deal | None:
        """Open the dialog; the entered deal (in normal form), or None when cancelled."""
        record = cls.get_record(parent, game, sheet_before, deal)
        return None if record is None else record.deal

    def deal(self) -> Deal | None:
        """The deal as entered, when it is complete and acceptable."""
        return self.form.deal()

    def record(self) -> DealRecord | None:
        """The entered deal as scored, when it is complete and acceptable."""
        return self.form.record()

    def kind(self) -> str:
        return self.form.kind

    def message(self) -> tuple[str, str]:
        """The message shown now and its severity ("" when all is well); for tests and the status bar."""
        return self.form.outcome.text, self.form.outcome.severity

    def accept(self) -> None:
        if self.form.acceptable:
            super().accept()

    # ----- what the scorer does, passed on to the form -----
    def _wire(self) -> None:
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.helpRequested.connect(self.show_keys)
        self.rows: dict[str, ChoiceRow[Any]] = {  # seats, levels or words
            KIND: self.kind_row, DECLARER: self.declarer_row, LEVEL: self.level_row, SUIT: self.suit_row,
            FIRST: self.defence_rows[0], SECOND: self.defence_rows[1], MISERE_DECLARER: self.misere_declarer}
        if self.dealer_row is not None:
            self.rows[DEALER_WHIST] = self.dealer_row
        for step, row in self.rows.items():
            row.chosen.connect(lambda option, s=step: self._act(lambda: self.form.choose(s, option)))
            row.on_key = partial(self._key, step)
        self.fields: dict[str, TrickField] = {MISERE_TRICKS: self.misere_tricks}
        for seat in range(self.n):
            self.fields[tricks_step(seat)] = self.contract_tricks.fields[seat]
            self.fields[allpass_step(seat)] = self.allpass_tricks.fields[seat]
        for step, field in self.fields.items():
            field.typed.connect(lambda key, s=step, f=field: self._key(s, key, f.hasSelectedText()))
            field.edited.connect(lambda s=step: self._act(lambda: self.form.edit(s)))
            field.textChanged.connect(lambda text, s=step: self._act(lambda: self.form.set_count(s, text)))
        for key, cell in self.adjust_cells.items():
            cell.textChanged.connect(lambda text, k=key: self._act(lambda: self.form.set_amount(k, text)))
        boxes = {"let_stand": self.below_exit, "blind": self.blind, "to_mountain": self.to_mountain,
                 "open": self.open_cards, "give_up": self.give_up, "totus": self.totus}
        for name, box in boxes.items():
            box.toggled.connect(lambda on, b=name: self._act(lambda: self.form.set_box(b, on)))
        self.talon.valueChanged.connect(lambda value: self._act(lambda: self.form.set_box("talon", value)))
        self.dealer_box.currentIndexChanged.connect(
            lambda _index: self._act(lambda: self.form.set_dealer(self.dealer_box.currentData())))
        self.next_dealer.currentIndexChanged.connect(
            lambda _index: self._act(lambda: self.form.set_next_dealer(self.next_dealer.currentData())))
        self.note.textChanged.connect(lambda text: self._act(lambda: self.form.set_note(text)))

    def _act(self, action: Callable[[], object]) -> None:
        if not self._showing:
            action()
            self._show()

    def _key(self, step: str, key: str, replace: bool = False) -> bool:
        handled = self.form.press(key, step, replace)
        self._show()
        return handled

    def keyPressEvent(self, event: QKeyEvent) -> None:
        number = event.key() - Qt.Key.Key_1.value
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier and 0 <= number < len(KINDS):
            self._act(lambda: self.form.press(f"Ctrl+{number + 1}"))
        elif event.key() == Qt.Key.Key_F1:
            self.show_keys()
        else:
            super().keyPressEvent(event)

    def show_keys(self) -> None:
        box = QMessageBox(QMessageBox.Icon.Information, self.tr("Keys"), self.key_help(),
                          QMessageBox.StandardButton.Close, self)
        box.setTextFormat(Qt.TextFormat.RichText)
        box.open()

    # ----- showing the form -----
    def _show(self) -> None:
        """Write the form into the widgets (in the order the dialog once refreshed them: a row disabled or a
        box hidden that had the focus sends it on), then move the focus where the form moved it."""
        form = self.form
        self._showing = True
        try:
            self.stack.setCurrentIndex(KINDS.index(form.kind))
            self.dealer_box.setCurrentIndex(form.dealer)
            self.info.setText(form.header())
            self.allpass_info.setText(self._allpass_text())
            self._show_rows()
            self._show_counts()
            self._show_boxes()
            self._show_outcome()
        finally:
            self._showing = False
        if form.moved:
            form.moved = False
            self._focus(form.focus)
        if form.written is not None:  # typed over, even with the same count: the cursor after it, no selection
            field = self.fields[form.written]  # (after the focus: a digit that spilled over moved it first)
            field.blockSignals(True)
            field.setText(field.text())
            field.blockSignals(False)
            form.written = None

    def _allpass_text(self) -> str:
        """What this all-pass costs, as a player says it: "All-pass at 2 a trick, 2 in a row" (a plural is
        found by lupdate in a tr() only, so these words are the dialog's, not the form's)."""
        price = mixed_str(self.sheet.next_allpass_price())
        whists = self.settings.allpass_scoring == "whists"
        if not self.sheet.streak:
            text = self.tr("All-pass at %1 whists a trick") if whists else self.tr("All-pass at %1 a trick")
            return text.replace("%1", price)
        text = (self.tr("All-pass at %1 whists a trick, %n in a row", "", self.sheet.streak + 1) if whists
                else self.tr("All-pass at %1 a trick, %n in a row", "", self.sheet.streak + 1))
        return text.replace("%1", price)

    def _show_rows(self) -> None:
        form = self.form
        defenders = form.defenders()
        for index, label in enumerate(self.defence_labels):
            name = self.players[defenders[index]] if defenders else (self.tr("1st defender") if index == 0
                                                                     else self.tr("2nd defender"))
            label.setText(name + ":")
            self.defence_rows[index].setAccessibleName(name)
        for step, row in self.rows.items():
            choice = form.choice(step)
            row.set_value(choice.value if choice is not None else None)
            for option in row.values():
                row.set_allowed(option, form.offers(step, option))
            row.setEnabled(form.enabled(step))
        if self.dealer_row is not None:
            name = self.players[form.dealer]
            self.dealer_label.setText(self.tr("%1 (dealer):").replace("%1", name))
            self.dealer_row.setAccessibleName(self.tr("%1 (dealer)").replace("%1", name))
        exit_level = self.sheet.exit_level()
        for level in LEVEL_KEYS.values():
            below = form.below_exit(level)
            button = self.level_row.button(level)
            set_flag(button, "below", below)
            if below:
                button.setToolTip(self.tr("Below the exit level %1 after the all-passes").replace("%1",
                                                                                                   str(exit_level)))

    def _show_counts(self) -> None:
        form = self.form
        for counts, row in ((form.contract_counts, self.contract_tricks), (form.allpass_counts, self.allpass_tricks)):
            row.configure(counts.roles)
            row.show_counts(counts.texts, [counts.implied(seat) for seat in range(self.n)])
        self.contract_tricks.set_waiting(form.defence_pending())
        if self.misere_tricks.text() != form.misere_tricks:
            self.misere_tricks.setText(form.misere_tricks)
        talon_seat = form.talon_seat()
        for seat, label in enumerate(self.allpass_tricks.names):  # a dealer who plays the talon: 0 to 2
            talon = seat == talon_seat
            label.setText(self.tr("%1 (talon)").replace("%1", self.players[seat]) if talon else self.players[seat])
            if talon:
                self.allpass_tricks.fields[seat].setToolTip(self.tr("The dealer's tricks from the talon: 0 to 2."))
        for key, cell in self.adjust_cells.items():
            if cell.text() != form.amounts[key]:
                cell.setText(form.amounts[key])
        self.next_dealer.setCurrentIndex(0 if form.next_dealer is None else form.next_dealer + 1)

    def _show_boxes(self) -> None:
        form, boxes = self.form, self.form.boxes
        self.talon.setValue(boxes.talon)
        for check, on in ((self.blind, boxes.blind), (self.to_mountain, boxes.to_mountain),
                          (self.open_cards, boxes.open), (self.give_up, boxes.give_up), (self.totus, boxes.totus),
                          (self.below_exit, boxes.let_stand)):
            check.setChecked(on)
        if self.note.text() != form.note:
            self.note.setText(form.note)
        self.talon_label.setVisible(form.shows("talon"))
        for widget, box in ((self.talon, "talon"), (self.blind, "blind"), (self.to_mountain, "to_mountain"),
                            (self.open_cards, "open"), (self.give_up, "give_up"), (self.totus, "totus")):
            widget.setVisible(form.shows(box))
        self.dealer_box.setEnabled(form.shows("dealer"))
        # Set once, not hidden first: hiding the focused box would send the focus away.
        self.below_exit.setVisible(form.shows("let_stand"))

    def _show_outcome(self) -> None:
        form, kind = self.form, self.form.kind
        outcome = form.outcome
        for (page, _field), message in self.messages.items():
            if page == kind:
                message.say()
        for message in (self.general, self.options_message, self.dealer_message):
            message.say()
        if outcome.text:
            self._message_for(kind, outcome.field).say(outcome.text, outcome.severity)
        if form.notice is not None:  # a key refused: why, beside its row
            self._message_for(kind, form.notice.field).say(form.notice.text)
        self.ok_button.setEnabled(form.acceptable)
        if outcome.record is not None:
            self.preview.setText("→ " + texts.consequence(self.players, outcome.record))
        else:
            self.preview.setText(self.tr("The score appears here as soon as the deal is complete."))

    def _message_for(self, kind: str, field: str | None) -> Message:
        if field in ("blind", "to_mountain", "talon_tricks", "concede", "totus"):
            return self.options_message
        if field == "dealer_whist":
            field = "defence"
        if field == "dealer":
            return self.dealer_message
        if kind == "adjust" and field in ("pool", "mountain", "whists"):
            field = "amounts"
        return self.messages.get((kind, field), self.general) if field is not None else self.general

    def _focus(self, step: str | None) -> None:
        if step == OK:
            self.ok_button.setFocus()
            return
        widget: QWidget = self.note
        if step == AMOUNTS:
            widget = self.adjust_cells[("pool", 0)]
        elif step is not None:
            widget = self.rows[step] if step in self.rows else self.fields[step]
        widget.setFocus(Qt.FocusReason.OtherFocusReason)
        if isinstance(widget, QLineEdit):
            widget.selectAll()

    # ----- room for what appears -----
    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest:  # the layout has just been redone
            self._grow()
        elif tones.follows_palette(event):
            tones.apply(self)
        return handled

    def _grow(self) -> None:
        """Grow to fit a line that appeared (a warning, "Let it stand", a longer preview).

        The wrapped lines make the height depend on the width, which the minimum size the layout
        sets does not account for: the dialog would stay as it is and the rows would be squeezed and
        cut off. It does not shrink back, so it does not jump while the deal is typed.
        """
        layout = self.layout()
        if layout is None:
            return
        needed = max(layout.totalHeightForWidth(self.width()), layout.totalMinimumSize().height())
        if self.height() < needed:
            self.resize(self.width(), needed)


__all__ = ["DealDialog", "ChoiceRow", "TrickField", "TrickRow"]
