"""The deal-entry dialog: one deal of any kind, typed in a few keys or clicked.

Every choice is a row of buttons that takes its own keys when it has focus
(declarer 1-4 or initial, level 6-9 and 0, suit S C D H N, defence W P H);
a choice moves the focus to the next step that still needs an answer, so a
typical deal is "1 7 s w p 6 Enter". Trick fields take digits ("1" waits
for a possible "0" of a ten). The score the deal would write is previewed
live from ``Sheet.preview``; any refusal is shown beside its field and OK
stays disabled. The full key scheme is in docs/keyboard.md.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import datetime

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QIntValidator, QKeyEvent, QPainter, QPen
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QSpinBox,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from preferans_desk.core.deals import Adjust, AllPass, Contract, Deal, Misere
from preferans_desk.core.engine import DealRecord, Sheet
from preferans_desk.core.errors import DealError
from preferans_desk.core.numbers import NumberError, mixed_str, parse_number, to_json
from preferans_desk.core.validate import Table
from preferans_desk.gui import texts

KINDS = ("contract", "misere", "allpass", "adjust")
LEVEL_KEYS = {"6": 6, "7": 7, "8": 8, "9": 9, "0": 10}
SUIT_KEYS = {"s": "spades", "c": "clubs", "d": "diamonds", "h": "hearts", "n": "notrump"}
RED_SUITS = ("diamonds", "hearts")

# Message colours: a refusal, a warning the table may override, a hint of what is missing.
COLOURS = {"error": "#b00020", "warning": "#9a5b00", "hint": "#4a5a70"}

# A chosen button must stand out at a glance; red suits stay red; levels below the exit level are struck.
STYLE = """
ChoiceRow QToolButton { padding: 3px 9px; min-height: 20px; border: 1px solid #9ca3af; border-radius: 4px;
                        background: #ffffff; }
ChoiceRow QToolButton:checked { background: #1d4ed8; color: white; border-color: #1e3a8a; font-weight: bold; }
ChoiceRow QToolButton:disabled { color: #b0b4bb; border-color: #d1d5db; background: #f3f4f6; }
ChoiceRow QToolButton[red="true"] { color: #c00000; }
ChoiceRow QToolButton[red="true"]:checked { color: white; }
ChoiceRow QToolButton[below="true"] { color: #9a5b00; text-decoration: line-through; }
ChoiceRow QToolButton[below="true"]:checked { color: white; }
TrickField { min-height: 24px; font-size: 11pt; }
TrickField[readOnly="true"] { background: #f3f4f6; color: #4b5563; }
"""


def _set_flag(widget: QWidget, name: str, on: bool) -> None:
    """Set a style-sheet property and re-apply the style when it changes."""
    if bool(widget.property(name)) != on:
        widget.setProperty(name, on)
        widget.style().unpolish(widget)
        widget.style().polish(widget)


def _now() -> str:
    return datetime.now().astimezone().isoformat(timespec="seconds")


# The Latin letter printed on each key of a Russian (ЙЦУКЕН) keyboard, so that S, W, P... work in either layout.
LATIN_ON_RUSSIAN_KEYS = dict(zip("йцукенгшщзфывапролдячсмить", "qwertyuiopasdfghjklzxcvbnm", strict=True))

class ChoiceRow(QFrame):
    """A row of exclusive buttons that also answers its own keys while it has the focus."""

    chosen = Signal(object)  # picked by key or click: the entry moves on
    moved = Signal(object)  # picked with Left/Right: the focus stays
    refused = Signal(object)  # a key for an option that is not allowed now

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(4, 3, 4, 3)
        self._layout.setSpacing(4)
        self._group = QButtonGroup(self)
        self._group.buttonClicked.connect(self._clicked)
        self._buttons: dict[object, QToolButton] = {}
        self._values: dict[QToolButton, object] = {}
        self._keys: dict[str, object] = {}
        self.extra_keys: dict[str, Callable[[], None]] = {}  # keys that are not options

    def add(self, value: object, text: str, keys: str, tooltip: str) -> QToolButton:
        button = QToolButton(self)
        button.setText(text)
        button.setCheckable(True)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.setToolTip(tooltip)
        button.setMinimumWidth(38)
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self._group.addButton(button)
        self._layout.addWidget(button)
        self._buttons[value] = button
        self._values[button] = value
        for key in keys:
            self._keys[key.casefold()] = value
        return button

    def finish(self, hint: str) -> None:
        """End the row with the keys it takes, in small grey type."""
        self._layout.addStretch(1)
        label = QLabel(hint, self)
        label.setStyleSheet("color: #6b7280; font-size: 9pt;")
        self._layout.addWidget(label)

    def button(self, value: object) -> QToolButton:
        return self._buttons[value]

    def value(self) -> object:
        button = self._group.checkedButton()
        return self._values[button] if button is not None else None

    def set_value(self, value: object) -> None:
        if value is None:
            self._group.setExclusive(False)
            for button in self._buttons.values():
                button.setChecked(False)
            self._group.setExclusive(True)
        else:
            self._buttons[value].setChecked(True)

    def set_allowed(self, value: object, allowed: bool) -> None:
        self._buttons[value].setEnabled(allowed)

    def allowed(self, value: object) -> bool:
        return self._buttons[value].isEnabled() and not self._buttons[value].isHidden()

    def choose(self, value: object) -> None:
        """Pick ``value`` as if its key had been pressed."""
        if not self.allowed(value):
            self.refused.emit(value)
            return
        self._buttons[value].setChecked(True)
        self.chosen.emit(value)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier & ~Qt.KeyboardModifier.ShiftModifier
        key = event.text().casefold()
        if key not in self._keys and key not in self.extra_keys:
            key = LATIN_ON_RUSSIAN_KEYS.get(key, key)  # the same physical key with a Russian layout on
        if mods == Qt.KeyboardModifier.NoModifier and key in self.extra_keys:
            self.extra_keys[key]()
        elif mods == Qt.KeyboardModifier.NoModifier and key in self._keys:
            self.choose(self._keys[key])
        elif event.key() in (Qt.Key.Key_Left, Qt.Key.Key_Right) and mods == Qt.KeyboardModifier.NoModifier:
            self._step(-1 if event.key() == Qt.Key.Key_Left else 1)
        else:
            super().keyPressEvent(event)

    def _step(self, direction: int) -> None:
        values = [value for value in self._buttons if self.allowed(value)]
        if not values:
            return
        current = self.value()
        value = values[(values.index(current) + direction) % len(values) if current in values else 0]
        self._buttons[value].setChecked(True)
        self.moved.emit(value)

    def _clicked(self, button: QToolButton) -> None:
        self.chosen.emit(self._values[button])

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self.update()

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        if self.hasFocus():  # the keys go to this row: say so with a ring
            painter = QPainter(self)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(self.palette().highlight().color(), 2))
            painter.drawRoundedRect(self.rect().adjusted(1, 1, -1, -1), 5, 5)


class TrickField(QLineEdit):
    """A trick count 0-10 typed as digits: most digits are complete at once, "1" waits for a "0"."""

    done = Signal()  # a whole count was typed: move on
    spill = Signal(str)  # after "1", a digit that belongs to the next field

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setMaxLength(2)
        self.setValidator(QIntValidator(0, 10, self))
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setFixedWidth(48)
        self._fresh = False  # just focused: the next digit replaces whatever is there

    def value(self) -> int | None:
        text = self.text().strip()
        return int(text) if text.isdigit() and int(text) <= 10 else None

    def set_value(self, value: int | None) -> None:
        self.setText("" if value is None else str(value))

    def type_digit(self, digit: str, fresh: bool = False) -> None:
        pending = not fresh and not self._fresh and self.text() == "1" and not self.hasSelectedText()
        self._fresh = False
        if pending and digit == "0":
            self.setText("10")
            self.done.emit()
        elif pending:
            self.spill.emit(digit)
        else:
            self.setText(digit)
            if digit != "1":
                self.done.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        text = event.text()
        plain = not event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
        if plain and self.isReadOnly() and text:
            event.ignore()
        elif plain and len(text) == 1 and text.isdigit():
            self.type_digit(text)
        elif plain and event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down) and not self.isReadOnly():
            step = 1 if event.key() == Qt.Key.Key_Up else -1
            self.set_value(min(10, max(0, (self.value() or 0) + step)))
        elif plain and text and text.isprintable():
            event.ignore()  # letters are not counts; let the dialog see them
        else:
            self._fresh = False
            super().keyPressEvent(event)

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        self._fresh = True
        self.selectAll()


class TrickRow(QWidget):
    """One trick field per player, in the order the entry asks for them.

    Roles: ``edit`` fields are typed; one ``auto`` field is what the others leave
    of 10; ``zero`` fields hold 0 (a passer); the other seats are hidden.
    """

    changed = Signal()

    def __init__(self, players: list[str], parent: QWidget | None = None):
        super().__init__(parent)
        self.players = players
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setHorizontalSpacing(14)
        self.names = [QLabel(name, self) for name in players]
        self.fields = [TrickField(self) for _ in players]
        for field in self.fields:
            field.textChanged.connect(self.changed)
        self.edit: list[int] = []
        self.auto: int | None = None
        self.zero: list[int] = []
        self.idle = QLabel(self.tr("not played: no tricks to enter"), self)
        self.idle.setStyleSheet("color: #6b7280;")
        self._grid.addWidget(self.idle, 0, 0, 2, 1)
        for seat in range(len(players)):
            self.names[seat].hide()
            self.fields[seat].hide()
        # Room for names and fields from the start, so the dialog does not jump when they appear.
        self.setMinimumHeight(self.names[0].sizeHint().height() + 34 + self._grid.verticalSpacing())

    def configure(self, edit: list[int], auto: int | None = None, zero: tuple[int, ...] | list[int] = ()) -> None:
        if (edit, auto, list(zero)) == (self.edit, self.auto, self.zero):
            return
        before = self._roles()
        self.edit, self.auto, self.zero = list(edit), auto, list(zero)
        for seat, role in self._roles().items():
            if role != before.get(seat):  # a count typed for another role means nothing here
                self._show(seat, "")
        order = self.edit + ([auto] if auto is not None else []) + self.zero
        for seat in range(len(self.players)):
            self._grid.removeWidget(self.names[seat])
            self._grid.removeWidget(self.fields[seat])
            shown = seat in order
            self.names[seat].setVisible(shown)
            self.fields[seat].setVisible(shown)
        for column, seat in enumerate(order):
            self._grid.addWidget(self.names[seat], 0, column, Qt.AlignmentFlag.AlignHCenter)
            self._grid.addWidget(self.fields[seat], 1, column, Qt.AlignmentFlag.AlignHCenter)
            typed = seat in self.edit
            field = self.fields[seat]
            field.setFocusPolicy(Qt.FocusPolicy.StrongFocus if typed else Qt.FocusPolicy.NoFocus)
            _set_flag(field, "readOnly", not typed)
            field.setToolTip(self.tr("Filled in: the tricks add up to 10.") if seat == auto else "")
        for column in range(len(self.players) + 1):  # only the column after the last field stretches
            self._grid.setColumnStretch(column, 1 if column == len(order) else 0)
        self.idle.setVisible(not order)
        self.refill()

    def _roles(self) -> dict[int, str]:
        roles = {seat: "edit" for seat in self.edit} | {seat: "zero" for seat in self.zero}
        return roles | ({self.auto: "auto"} if self.auto is not None else {})

    def edit_fields(self) -> list[TrickField]:
        return [self.fields[seat] for seat in self.edit]

    def refill(self) -> None:
        """Write the inferred counts into the fields that are not typed."""
        for seat in self.zero:
            self._show(seat, "0")
        if self.auto is not None:
            rest = self._rest()
            self._show(self.auto, "" if rest is None or rest < 0 else str(rest))

    def _show(self, seat: int, text: str) -> None:
        if self.fields[seat].text() != text:
            self.fields[seat].blockSignals(True)
            self.fields[seat].setText(text)
            self.fields[seat].blockSignals(False)

    def _rest(self) -> int | None:
        typed = [self.fields[seat].value() for seat in self.edit]
        return None if None in typed else 10 - sum(typed)

    def missing(self) -> int | None:
        """The first typed seat still without a count."""
        return next((seat for seat in self.edit if self.fields[seat].value() is None), None)

    def tricks(self) -> tuple[int | None, ...]:
        """Counts per seat for a deal (None for hidden seats); an impossible rest is 0, so the sum shows."""
        out: list[int | None] = [None] * len(self.players)
        for seat in self.edit:
            out[seat] = self.fields[seat].value()
        for seat in self.zero:
            out[seat] = 0
        if self.auto is not None:
            out[self.auto] = max(0, self._rest() or 0)
        return tuple(out)

    def load(self, tricks: tuple[int | None, ...] | None) -> None:
        for seat in self.edit:
            self.fields[seat].set_value(tricks[seat] if tricks else None)
        self.refill()


class Message(QLabel):
    """A line under a field: what is missing, a warning, or why the deal is refused."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWordWrap(True)
        self.severity = ""
        self.hide()

    def say(self, text: str = "", severity: str = "error") -> None:
        self.severity = severity if text else ""
        self.setText(text)
        self.setStyleSheet(f"color: {COLOURS.get(severity, '#000')};")
        self.setVisible(bool(text))


@dataclass
class Outcome:
    deal: Deal | None
    record: DealRecord | None
    field: str | None = None
    text: str = ""
    severity: str = ""


class Incomplete(Exception):
    """The entry is not finished yet; names the field to fill and says how."""

    def __init__(self, field: str, text: str, severity: str = "hint"):
        super().__init__(text)
        self.field, self.text, self.severity = field, text, severity


class DealDialog(QDialog):
    """Enter or edit one deal. Use ``DealDialog.get_deal``."""

    def __init__(self, parent: QWidget | None, game: object, sheet_before: Sheet, deal: Deal | None = None):
        super().__init__(parent)
        self.game = game
        self.sheet = sheet_before
        self.players = list(sheet_before.players)
        self.n = len(self.players)
        self.settings = sheet_before.settings
        self.original = deal
        self._busy = False
        self.setWindowTitle(self.tr("Edit deal %1").replace("%1", str(len(self.sheet.records) + 1)) if deal
                            else self.tr("New deal"))
        self._build()
        if deal is not None:
            self._load(deal)
        else:
            self._show_kind("contract")
        self._refresh()
        self._focus_first()

    # ----- the public API -----
    @classmethod
    def get_deal(cls, parent: QWidget | None, game: object, sheet_before: Sheet,
                 deal: Deal | None = None) -> Deal | None:
        """Open the dialog; the entered deal, or None when cancelled."""
        dialog = cls(parent, game, sheet_before, deal)
        try:
            return dialog.deal() if dialog.exec() == QDialog.DialogCode.Accepted else None
        finally:
            dialog.deleteLater()

    def deal(self) -> Deal | None:
        """The deal as entered, when it is complete and acceptable."""
        outcome = self._outcome
        return outcome.deal if self.ok_button.isEnabled() else None

    def kind(self) -> str:
        return self.kind_row.value()

    # ----- building -----
    def _build(self) -> None:
        layout = QVBoxLayout(self)
        layout.addLayout(self._build_header())
        self.kind_row = ChoiceRow(self)
        names = (self.tr("&Contract"), self.tr("&Misère"), self.tr("&All-pass"), self.tr("Ad&justment"))
        for number, (kind, text) in enumerate(zip(KINDS, names, strict=True), start=1):
            button = self.kind_row.add(kind, text, kind[0] if kind != "adjust" else "j",
                                       self.tr("Ctrl+%1").replace("%1", str(number)))
            button.setMinimumWidth(96)
        self.kind_row.finish(self.tr("Ctrl+1 … Ctrl+4"))
        self.kind_row.chosen.connect(self._switch_kind)
        self.kind_row.moved.connect(lambda kind: self._switch_kind(kind, focus=False))
        layout.addWidget(self.kind_row)
        self.stack = QStackedWidget(self)
        self.messages: dict[tuple[str, str], Message] = {}
        for build in (self._build_contract, self._build_misere, self._build_allpass, self._build_adjust):
            self.stack.addWidget(build())
        layout.addWidget(self.stack)
        layout.addLayout(self._build_options())
        layout.addLayout(self._build_note())
        self.general = Message(self)
        layout.addWidget(self.general)
        self.preview = QLabel(self)
        self.preview.setWordWrap(True)
        self.preview.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.preview.setMinimumHeight(40)
        self.preview.setStyleSheet("background: #f3f4f6; border: 1px solid #d1d5db; border-radius: 4px;"
                                   " padding: 6px; font-size: 11pt;")
        layout.addWidget(self.preview)
        self.legend = QLabel(self._legend_text(), self)
        self.legend.setWordWrap(True)
        self.legend.setStyleSheet("color: #6b7280; font-size: 9pt;")
        layout.addWidget(self.legend)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
                                   | QDialogButtonBox.StandardButton.Help, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        buttons.helpRequested.connect(self.show_keys)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setDefault(True)
        layout.addWidget(buttons)
        self.setMinimumWidth(640)
        self.setStyleSheet(STYLE)

    def _build_header(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.info = QLabel(self)
        self.info.setWordWrap(True)
        row.addWidget(self.info, 1)
        label = QLabel(self.tr("&Dealer:"), self)
        self.dealer_box = QComboBox(self)
        for seat, name in enumerate(self.players):
            self.dealer_box.addItem(name, seat)
        self.dealer_box.setCurrentIndex(self.sheet.next_dealer)
        self.dealer_box.setToolTip(self.tr("Who dealt this deal; the deals after it go on clockwise from here."))
        self.dealer_box.currentIndexChanged.connect(self._refresh)
        label.setBuddy(self.dealer_box)
        row.addWidget(label)
        row.addWidget(self.dealer_box)
        self.dealer_message = Message(self)
        return row

    def _page(self) -> tuple[QWidget, QGridLayout]:
        page = QWidget(self)
        grid = QGridLayout(page)
        grid.setContentsMargins(0, 6, 0, 0)
        grid.setVerticalSpacing(2)
        grid.setColumnStretch(1, 1)
        return page, grid

    def _add_row(self, grid: QGridLayout, label: QLabel | str, widget: QWidget, kind: str,
                 field: str | None = None) -> QLabel:
        if isinstance(label, str):
            label = QLabel(label, grid.parentWidget())
        row = grid.rowCount()
        grid.addWidget(label, row, 0, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        grid.addWidget(widget, row, 1)
        if field is not None:
            message = Message(grid.parentWidget())
            grid.addWidget(message, row + 1, 1)
            self.messages[(kind, field)] = message
        return label

    def _declarer_row(self, parent: QWidget) -> ChoiceRow:
        row = ChoiceRow(parent)
        initials = [name.strip()[:1].casefold() for name in self.players]
        for seat, name in enumerate(self.players):
            keys = str(seat + 1)
            if initials[seat] and not initials[seat].isdigit() and initials.count(initials[seat]) == 1:
                keys += initials[seat]
            tip = self.tr("%1: key %2").replace("%1", name).replace("%2", " / ".join(keys.upper()))
            row.add(seat, f"{seat + 1}  {name}", keys, tip)
        row.finish(self.tr("1–%1 or initial").replace("%1", str(self.n)))
        self._wire(row)
        return row

    def _build_contract(self) -> QWidget:
        page, grid = self._page()
        self.declarer_row = self._declarer_row(page)
        self._add_row(grid, self.tr("Declarer:"), self.declarer_row, "contract", "declarer")
        self.level_row = ChoiceRow(page)
        for key, level in LEVEL_KEYS.items():
            self.level_row.add(level, str(level), key, self.tr("Level %1: key %2").replace("%1", str(level))
                               .replace("%2", key))
        self.level_row.extra_keys["m"] = self._misere_from_level
        self.level_row.finish(self.tr("6–9, 0 = ten, M = misère"))
        self._add_row(grid, self.tr("Level:"), self.level_row, "contract", "level")
        self.below_exit = QCheckBox(self.tr("Let it stand: the table allowed a game below the e&xit level"), page)
        self.below_exit.hide()
        self.below_exit.toggled.connect(self._refresh)
        grid.addWidget(self.below_exit, grid.rowCount(), 1)
        self.suit_row = ChoiceRow(page)
        suit_names = {"spades": self.tr("spades"), "clubs": self.tr("clubs"), "diamonds": self.tr("diamonds"),
                      "hearts": self.tr("hearts"), "notrump": self.tr("no-trump")}
        for key, suit in SUIT_KEYS.items():
            button = self.suit_row.add(suit, texts.suit_symbol(suit), key,
                                       f"{suit_names[suit]}: {self.tr('key')} {key.upper()}")
            button.setProperty("red", suit in RED_SUITS)
        self.suit_row.finish(self.tr("S C D H N"))
        self._wire(self.level_row)
        self._wire(self.suit_row)
        self._add_row(grid, self.tr("Suit:"), self.suit_row, "contract", "suit")
        self.defence_rows = [self._defence_row(page, second) for second in (False, True)]
        self.defence_labels = [self._add_row(grid, "", row, "contract") for row in self.defence_rows]
        self.messages[("contract", "defence")] = message = Message(page)
        grid.addWidget(message, grid.rowCount(), 1)
        self.contract_tricks = TrickRow(self.players, page)
        self.contract_tricks.changed.connect(self._refresh)
        self._wire_tricks(self.contract_tricks)
        self._add_row(grid, self.tr("Tricks:"), self.contract_tricks, "contract", "tricks")
        grid.setRowStretch(grid.rowCount(), 1)
        return page

    def _defence_row(self, parent: QWidget, second: bool) -> ChoiceRow:
        row = ChoiceRow(parent)
        row.add("whist", self.tr("Whist"), "w", self.tr("Whist: key W"))
        row.add("pass", self.tr("Pass"), "p", self.tr("Pass: key P"))
        hint = self.tr("W P")
        if second and self.settings.half_whist_levels:
            row.add("half", self.tr("Half-whist"), "h", self.tr("Half-whist: key H (only after the first "
                                                                "defender passed)"))
            hint = self.tr("W P H")
        row.finish(hint)
        self._wire(row)
        return row

    def _build_misere(self) -> QWidget:
        page, grid = self._page()
        self.misere_declarer = self._declarer_row(page)
        self._add_row(grid, self.tr("Declarer:"), self.misere_declarer, "misere", "declarer")
        self.misere_tricks = TrickField(page)
        self.misere_tricks.setPlaceholderText("0")
        self.misere_tricks.setToolTip(self.tr("Tricks the declarer took: empty or 0 = misère made."))
        self.misere_tricks.textChanged.connect(self._refresh)
        self.misere_tricks.done.connect(lambda: self._advance(self.misere_tricks))
        self.misere_tricks.spill.connect(lambda digit: self.misere_tricks.type_digit(digit, fresh=True))
        box = QHBoxLayout()
        box.addWidget(self.misere_tricks)
        hint = QLabel(self.tr("empty or 0 = made"), page)
        hint.setStyleSheet("color: #6b7280; font-size: 9pt;")
        box.addWidget(hint)
        box.addStretch(1)
        holder = QWidget(page)
        holder.setLayout(box)
        box.setContentsMargins(4, 0, 0, 0)
        self._add_row(grid, self.tr("Tricks taken:"), holder, "misere", "tricks")
        grid.setRowStretch(grid.rowCount(), 1)
        return page

    def _build_allpass(self) -> QWidget:
        page, grid = self._page()
        self.allpass_info = QLabel(page)
        grid.addWidget(self.allpass_info, 0, 0, 1, 2)
        self.allpass_tricks = TrickRow(self.players, page)
        self.allpass_tricks.changed.connect(self._refresh)
        self._wire_tricks(self.allpass_tricks)
        self._add_row(grid, self.tr("Tricks:"), self.allpass_tricks, "allpass", "tricks")
        grid.setRowStretch(grid.rowCount(), 1)
        return page

    def _build_adjust(self) -> QWidget:
        page, grid = self._page()
        table = QGridLayout()
        headers = [self.tr("Pool"), self.tr("Mountain")] + [
            self.tr("Whists on %1").replace("%1", name) for name in self.players]
        for column, text in enumerate(headers, start=1):
            table.addWidget(QLabel(f"<b>{text}</b>", page), 0, column, Qt.AlignmentFlag.AlignHCenter)
        self.adjust_cells: dict[tuple, QLineEdit] = {}
        for seat, name in enumerate(self.players):
            table.addWidget(QLabel(name, page), seat + 1, 0)
            for column, key in enumerate([("pool", seat), ("mountain", seat)]
                                         + [("whists", seat, target) for target in range(self.n)], start=1):
                if key[0] == "whists" and key[2] == seat:
                    continue
                cell = QLineEdit(page)
                cell.setPlaceholderText("0")
                cell.setFixedWidth(72)
                cell.setAlignment(Qt.AlignmentFlag.AlignRight)
                cell.textChanged.connect(self._refresh)
                table.addWidget(cell, seat + 1, column)
                self.adjust_cells[key] = cell
        holder = QWidget(page)
        holder.setLayout(table)
        table.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(QLabel(self.tr("Amounts to write as they are (5, -2, 1.5 or 1/2); the whists are "
                                      "written by the player of the row on the player of the column."), page),
                       0, 0, 1, 2)
        grid.itemAtPosition(0, 0).widget().setWordWrap(True)
        self._add_row(grid, "", holder, "adjust", "amounts")
        self.next_dealer = QComboBox(page)
        self.next_dealer.addItem(self.tr("(as it goes: %1)").replace("%1", self.players[self.sheet.next_dealer]),
                                 None)
        for seat, name in enumerate(self.players):
            self.next_dealer.addItem(name, seat)
        self.next_dealer.currentIndexChanged.connect(self._refresh)
        self._add_row(grid, self.tr("Next dealer:"), self.next_dealer, "adjust")
        grid.setRowStretch(grid.rowCount(), 1)
        return page

    def _build_options(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.talon_label = QLabel(self.tr("&Talon tricks:"), self)
        self.talon = QSpinBox(self)
        self.talon.setRange(0, 3)
        self.talon.setToolTip(self.tr("The dealer's talon bonus: an ace or K+Q of a suit = 1, A+K = 2, two aces = 3."))
        self.talon_label.setBuddy(self.talon)
        self.blind = QCheckBox(self.tr("&Blind"), self)
        self.blind.setToolTip(self.tr("Played in the dark: everything this deal writes is multiplied by %1.")
                              .replace("%1", mixed_str(self.settings.blind_multiplier)))
        self.to_mountain = QCheckBox(self.tr("Write &off the mountain"), self)
        self.to_mountain.setToolTip(self.tr("The declarer writes the made game off his mountain instead of "
                                            "into his pool."))
        self.open_cards = QCheckBox(self.tr("Op&en cards"), self)
        self.open_cards.setToolTip(self.tr("The defence played with its cards open (for the record only)."))
        for widget in (self.talon_label, self.talon, self.blind, self.to_mountain, self.open_cards):
            row.addWidget(widget)
        row.addStretch(1)
        self.talon.valueChanged.connect(self._refresh)
        for box in (self.blind, self.to_mountain, self.open_cards):
            box.toggled.connect(self._refresh)
        self.options_message = Message(self)
        return row

    def _build_note(self) -> QVBoxLayout:
        column = QVBoxLayout()
        column.addWidget(self.options_message)
        column.addWidget(self.dealer_message)
        row = QHBoxLayout()
        label = QLabel(self.tr("&Note:"), self)
        self.note = QLineEdit(self)
        self.note.setPlaceholderText(self.tr("optional"))
        label.setBuddy(self.note)
        self.note.textChanged.connect(self._refresh)
        row.addWidget(label)
        row.addWidget(self.note, 1)
        column.addLayout(row)
        return column

    def _wire_tricks(self, row: TrickRow) -> None:
        for field in row.fields:
            field.done.connect(lambda f=field: self._advance(f))
            field.spill.connect(lambda digit, f=field: self._spill(f, digit))

    def _legend_text(self) -> str:
        return self.tr("Keys: Ctrl+1…4 kind · declarer 1–%1 or initial · level 6–9, 0 = ten, M = misère · "
                       "suit S C D H N · defenders W P H · tricks as digits (1 0 = ten) · Tab/Shift+Tab move · "
                       "Enter OK · F1 all keys").replace("%1", str(self.n))

    def key_help(self) -> str:
        """The whole key scheme (the Help button and F1 show it)."""
        return self.tr(
            "<p><b>Kind of deal</b>: Ctrl+1 contract, Ctrl+2 misère, Ctrl+3 all-pass, Ctrl+4 adjustment "
            "(or C, M, A, J on the row of kinds).</p>"
            "<p><b>Contract</b>: the declarer's number (1–4) or initial, the level 6, 7, 8, 9 or 0 for a ten "
            "(M instead makes it a misère), the suit S ♠, C ♣, D ♦, H ♥ or N for no-trump, then each defender: "
            "W whist, P pass, H half-whist. If someone whisted, type the declarer's tricks, and with two "
            "whisters the first whister's tricks too: the last count is filled in so the tricks add up to 10. "
            "Enter confirms.<br>Example: <tt>1 7 s w p 6 Enter</tt> = player 1 plays 7♠, whisted by one, "
            "takes 6.</p>"
            "<p><b>Misère</b>: Ctrl+2, the declarer, the tricks he took (nothing or 0 = made), Enter.</p>"
            "<p><b>All-pass</b>: Ctrl+3, each player's tricks but the last, Enter.</p>"
            "<p><b>Adjustment</b>: Ctrl+4, then Tab through the amounts.</p>"
            "<p>In a trick field a digit is a whole count and moves on; 1 waits for a 0 (ten). Up and Down "
            "change a count, Backspace clears it. Left and Right walk along a row of buttons; Tab and "
            "Shift+Tab move between the rows. Alt with the underlined letter reaches the other fields "
            "(dealer, talon, blind, note). Esc cancels.</p>")

    def show_keys(self) -> None:
        box = QMessageBox(QMessageBox.Icon.Information, self.tr("Keys"), self.key_help(),
                          QMessageBox.StandardButton.Close, self)
        box.setTextFormat(Qt.TextFormat.RichText)
        box.open()

    # ----- the table this deal is played at -----
    def _dealer(self) -> int:
        return self.dealer_box.currentData()

    def _table(self) -> Table:
        return Table(self.players, self._dealer())

    def _defenders(self) -> tuple[int, int] | None:
        declarer = self.declarer_row.value()
        table = self._table()
        return table.defenders(declarer) if declarer in table.active else None

    # ----- reacting to input -----
    def keyPressEvent(self, event: QKeyEvent) -> None:
        number = event.key() - Qt.Key.Key_1.value
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier and 0 <= number < len(KINDS):
            self._switch_kind(KINDS[number])
        elif event.key() == Qt.Key.Key_F1:
            self.show_keys()
        else:
            super().keyPressEvent(event)

    def _switch_kind(self, kind: str, focus: bool = True) -> None:
        """Show another kind of deal; a declarer carries over between contract and misère."""
        previous = KINDS[self.stack.currentIndex()]
        if previous == "contract" and kind == "misere":
            self.misere_declarer.set_value(self.declarer_row.value())
        elif previous == "misere" and kind == "contract":
            self.declarer_row.set_value(self.misere_declarer.value())
        self._show_kind(kind)
        self._refresh()
        if focus:
            self._focus_first()

    def _show_kind(self, kind: str) -> None:
        self.kind_row.set_value(kind)
        self.stack.setCurrentIndex(KINDS.index(kind))

    def _misere_from_level(self) -> None:
        self._switch_kind("misere")

    def _wire(self, row: ChoiceRow) -> None:
        row.chosen.connect(lambda _value, r=row: self._choice_made(r))
        row.moved.connect(lambda _value, r=row: self._choice_made(r, advance=False))
        row.refused.connect(lambda value, r=row: self._refused(r, value))

    def _choice_made(self, row: ChoiceRow, advance: bool = True) -> None:
        self._fill_stalingrad()
        self._refresh()
        if advance:
            self._advance(row)

    def _fill_stalingrad(self) -> None:
        """On 6♠ under Stalingrad both defenders whist: say it for them when they have not spoken."""
        if self._stalingrad() and all(row.value() is None for row in self.defence_rows):
            for row in self.defence_rows:
                row.set_value("whist")

    def _stalingrad(self) -> bool:
        return self.settings.stalingrad and self.level_row.value() == 6 and self.suit_row.value() == "spades"

    def _refused(self, row: ChoiceRow, value: object) -> None:
        """A key for a choice that is not allowed now: say why beside the row."""
        if row in (self.declarer_row, self.misere_declarer):
            text = texts.error_text(DealError("declarer_sits_out", "declarer", seat=self.players[value]))
            self.messages[(self.kind(), "declarer")].say(text)
            return
        level = self.level_row.value()
        if self._stalingrad():
            error = DealError("stalingrad", "defence")
        elif value == "half" and row is self.defence_rows[0]:
            error = DealError("half_order", "defence")
        elif value == "half" and level is not None and level not in self.settings.half_whist_levels:
            error = DealError("half_level", "defence", level=level)
        elif value == "half" and level is None:
            self.messages[("contract", "defence")].say(self.tr("Choose the level first."))
            return
        else:
            error = DealError("half_order", "defence")
        self.messages[("contract", "defence")].say(texts.error_text(error))

    def _spill(self, field: TrickField, digit: str) -> None:
        """After a "1" that was not a ten, the next digit is the next field's count."""
        following = self._next_step(field)
        if isinstance(following, TrickField):
            self._focus(following)
            following.type_digit(digit, fresh=True)
        else:
            field.type_digit(digit, fresh=True)

    # ----- focus -----
    def _steps(self) -> list[QWidget]:
        kind = self.kind()
        if kind == "contract":
            return [self.declarer_row, self.level_row, self.suit_row, *self.defence_rows,
                    *self.contract_tricks.edit_fields()]
        if kind == "misere":
            return [self.misere_declarer, self.misere_tricks]
        if kind == "allpass":
            return self.allpass_tricks.edit_fields()
        return [cell for cell in self.adjust_cells.values()][:1]

    @staticmethod
    def _wants_input(widget: QWidget) -> bool:
        if isinstance(widget, ChoiceRow):
            return widget.value() is None
        return isinstance(widget, QLineEdit) and not widget.text().strip()

    def _next_step(self, widget: QWidget | None) -> QWidget | None:
        """The next step still to answer: after ``widget`` first, then from the start."""
        steps = self._steps()
        start = steps.index(widget) + 1 if widget in steps else 0
        if isinstance(widget, TrickField) and start < len(steps) and isinstance(steps[start], TrickField):
            return steps[start]  # counts are typed one after another, also over old ones
        for candidate in steps[start:] + steps[:start]:
            if candidate is not widget and candidate.isEnabled() and not candidate.isHidden() \
                    and self._wants_input(candidate):
                return candidate
        return None

    def _advance(self, widget: QWidget | None) -> None:
        following = self._next_step(widget)
        if following is not None:
            self._focus(following)
        elif self.ok_button.isEnabled():
            self.ok_button.setFocus()

    def _focus(self, widget: QWidget) -> None:
        widget.setFocus(Qt.FocusReason.OtherFocusReason)
        if isinstance(widget, QLineEdit):
            widget.selectAll()

    def _focus_first(self) -> None:
        steps = self._steps()
        following = self._next_step(None)
        self._focus(following or (steps[0] if steps else self.note))

    # ----- loading a deal to edit -----
    def _load(self, deal: Deal) -> None:
        self._busy = True
        try:
            self._show_kind(deal.kind)
            self.note.setText(deal.note or "")
            self.blind.setChecked(bool(getattr(deal, "blind", False)))
            if isinstance(deal, Adjust):
                self._load_adjust(deal)
                return
            if deal.dealer is not None:
                self.dealer_box.setCurrentIndex(deal.dealer)
            if isinstance(deal, Contract):
                self._load_contract(deal)
            elif isinstance(deal, Misere):
                self.misere_declarer.set_value(deal.declarer)
                self.misere_tricks.set_value(deal.tricks)
            else:
                self._update_tricks()
                self.allpass_tricks.load(deal.tricks)
        finally:
            self._busy = False

    def _load_contract(self, deal: Contract) -> None:
        self.declarer_row.set_value(deal.declarer)
        self.level_row.set_value(deal.level)
        self.suit_row.set_value(deal.suit)
        for row, word in zip(self.defence_rows, deal.defence, strict=True):
            row.set_value(word)
        self._update_tricks()
        self.contract_tricks.load(deal.tricks)
        self.talon.setValue(deal.talon_tricks)
        self.to_mountain.setChecked(deal.to_mountain)
        self.open_cards.setChecked(deal.open)
        try:
            self.below_exit.setChecked(bool(self.sheet.preview(deal).warnings))  # it was let stand before
        except DealError:
            pass

    def _load_adjust(self, deal: Adjust) -> None:
        for fld in ("pool", "mountain"):
            for seat, amount in enumerate(getattr(deal, fld) or ()):
                self.adjust_cells[(fld, seat)].setText(self._amount_text(amount))
        for writer, target, amount in deal.whists:
            cell = self.adjust_cells[("whists", writer, target)]
            total = (parse_number(cell.text()) if cell.text() else 0) + amount
            cell.setText(self._amount_text(total))
        if deal.dealer is not None:
            self.next_dealer.setCurrentIndex(deal.dealer + 1)

    @staticmethod
    def _amount_text(amount) -> str:
        return "" if not amount else str(to_json(amount))

    # ----- keeping the form consistent -----
    def _refresh(self) -> None:
        if self._busy:
            return
        self._busy = True
        try:
            self._update_header()
            self._update_choices()
            self._update_tricks()
            self._update_options()
            self._outcome = self._evaluate()
            self._show_outcome(self._outcome)
        finally:
            self._busy = False

    def _update_header(self) -> None:
        dealer = self._dealer()
        parts = [self.tr("Deal %1").replace("%1", str(len(self.sheet.records) + 1))]
        if self.n == 4:
            parts.append(self.tr("%1 deals and sits out").replace("%1", self.players[dealer]))
        else:
            parts.append(self.tr("%1 deals").replace("%1", self.players[dealer]))
        streak = self.sheet.streak
        if streak:
            parts.append(self.tr("all-passes in a row: %1").replace("%1", str(streak)))
            parts.append(self.tr("games from %1").replace("%1", str(self.sheet.exit_level())))
        self.info.setText(" · ".join(parts))
        self.allpass_info.setText(self._allpass_text())

    def _allpass_text(self) -> str:
        price = mixed_str(self.sheet.next_allpass_price())
        number = str(self.sheet.streak + 1)
        if self.settings.allpass_scoring == "whists":
            text = self.tr("All-pass no. %1 in a row: %2 whists a trick")
        else:
            text = self.tr("All-pass no. %1 in a row: %2 a trick")
        return text.replace("%1", number).replace("%2", price)

    def _update_choices(self) -> None:
        table = self._table()
        for row in (self.declarer_row, self.misere_declarer):
            for seat in range(self.n):
                row.set_allowed(seat, seat in table.active)
        defenders = self._defenders()
        for index, label in enumerate(self.defence_labels):
            name = self.players[defenders[index]] if defenders else (self.tr("1st defender") if index == 0
                                                                     else self.tr("2nd defender"))
            label.setText(name + ":")
        level, forced = self.level_row.value(), self._stalingrad()
        for row in self.defence_rows:
            row.set_allowed("pass", not forced)
        if self.settings.half_whist_levels:
            half = (not forced and self.defence_rows[0].value() == "pass"
                    and level in self.settings.half_whist_levels)
            self.defence_rows[1].set_allowed("half", half)
        exit_level = self.sheet.exit_level()
        for value in LEVEL_KEYS.values():
            below = value < exit_level
            button = self.level_row.button(value)
            _set_flag(button, "below", below)
            if below:
                button.setToolTip(self.tr("Below the exit level %1 after the all-passes")
                                  .replace("%1", str(exit_level)))

    def _update_tricks(self) -> None:
        table = self._table()
        defenders = self._defenders()
        declarer = self.declarer_row.value()
        defence = tuple(row.value() for row in self.defence_rows)
        if defenders is None or "whist" not in defence:
            self.contract_tricks.configure([])
        elif defence == ("whist", "whist"):
            self.contract_tricks.configure([declarer, defenders[0]], defenders[1])
        else:
            whister = defenders[defence.index("whist")]
            passer = defenders[1 - defence.index("whist")]
            self.contract_tricks.configure([declarer], whister, [passer])
        self.contract_tricks.refill()
        active = table.active
        self.allpass_tricks.configure(active[:-1], active[-1])
        self.allpass_tricks.refill()

    def _update_options(self) -> None:
        kind, s = self.kind(), self.settings
        talon = kind == "contract" and self.n == 4 and s.talon_bonus
        self.talon_label.setVisible(talon)
        self.talon.setVisible(talon)
        self.blind.setVisible(kind != "adjust" and (s.blind_allowed or self.blind.isChecked()))
        self.to_mountain.setVisible(kind == "contract" and (s.game_to_mountain_allowed or self.to_mountain.isChecked()))
        self.open_cards.setVisible(kind == "contract")
        self.dealer_box.setEnabled(kind != "adjust")

    # ----- assembling and checking the deal -----
    def _evaluate(self) -> Outcome:
        self.below_exit.setVisible(False)
        try:
            deal = self._assemble()
        except Incomplete as missing:
            return Outcome(None, None, missing.field, missing.text, missing.severity)
        try:
            record = self.sheet.preview(deal)
        except DealError as error:
            return Outcome(deal, None, error.field, texts.error_text(error), "error")
        self.below_exit.setVisible(bool(record.warnings))
        if record.warnings and not self.below_exit.isChecked():
            warning = record.warnings[0]
            text = texts.error_text(DealError(warning.code, "level", **warning.params))
            return Outcome(deal, record, "level", text, "warning")
        return Outcome(deal, record)

    def _assemble(self) -> Deal:
        kind = self.kind()
        common = {"note": self.note.text().strip() or None, "time": self._time(), "extra": self._extra()}
        if kind == "adjust":
            return self._assemble_adjust(common)
        common["dealer"] = self._dealer_field()
        blind = self.blind.isChecked()
        if kind == "misere":
            declarer = self._chosen(self.misere_declarer, "declarer", self._declarer_hint())
            self._check_active(declarer)
            return Misere(declarer, self.misere_tricks.value() or 0, blind=blind, **common)
        if kind == "allpass":
            self._check_tricks(self.allpass_tricks)
            return AllPass(self.allpass_tricks.tricks(), blind=blind, **common)
        return self._assemble_contract(common, blind)

    def _assemble_contract(self, common: dict, blind: bool) -> Contract:
        declarer = self._chosen(self.declarer_row, "declarer", self._declarer_hint())
        self._check_active(declarer)
        level = self._chosen(self.level_row, "level", self.tr("Choose the level: 6 to 9, or 0 for a ten."))
        suit = self._chosen(self.suit_row, "suit", self.tr("Choose the suit: S, C, D, H, or N for no-trump."))
        first, second = self._defenders()
        words = []
        for row, seat in zip(self.defence_rows, (first, second), strict=True):
            can_half = row is self.defence_rows[1] and bool(self.settings.half_whist_levels) \
                and row.button("half").isEnabled()
            hint = (self.tr("What did %1 say? W whist, P pass, H half-whist.") if can_half
                    else self.tr("What did %1 say? W whist or P pass.")).replace("%1", self.players[seat])
            words.append(self._chosen(row, "defence", hint))
        talon = self.talon.value() if self.n == 4 else 0
        contract = Contract(declarer, level, suit, (words[0], words[1]), None, talon_tricks=talon, blind=blind,
                            to_mountain=self.to_mountain.isChecked(), open=self.open_cards.isChecked(), **common)
        if not contract.played:
            return contract
        if self.contract_tricks.missing() is not None:
            self._refusal_before_tricks(contract)
            self._check_tricks(self.contract_tricks)
        return replace(contract, tricks=self.contract_tricks.tricks())

    def _refusal_before_tricks(self, contract: Contract) -> None:
        """While tricks are still missing, a refusal of what is already entered matters more."""
        try:
            self.sheet.preview(contract)
        except DealError as error:
            if error.code != "tricks_missing":
                raise Incomplete(error.field, texts.error_text(error), "error") from None

    def _declarer_hint(self) -> str:
        return self.tr("Choose the declarer: 1–%1 or the first letter of the name.").replace("%1", str(self.n))

    @staticmethod
    def _chosen(row: ChoiceRow, field: str, hint: str) -> object:
        value = row.value()
        if value is None:
            raise Incomplete(field, hint)
        return value

    def _check_active(self, declarer: int) -> None:
        if declarer not in self._table().active:
            error = DealError("declarer_sits_out", "declarer", seat=self.players[declarer])
            raise Incomplete("declarer", texts.error_text(error), "error")

    def _check_tricks(self, row: TrickRow) -> None:
        seat = row.missing()
        if seat is not None:
            raise Incomplete("tricks", texts.error_text(DealError("active_tricks", "tricks",
                                                                  seat=self.players[seat])))

    def _assemble_adjust(self, common: dict) -> Adjust:
        amounts = {key: self._amount(key, cell) for key, cell in self.adjust_cells.items()}
        pool = tuple(amounts[("pool", seat)] for seat in range(self.n))
        mountain = tuple(amounts[("mountain", seat)] for seat in range(self.n))
        whists = tuple((key[1], key[2], amount) for key, amount in amounts.items() if key[0] == "whists" and amount)
        dealer = self.next_dealer.currentData()
        if not any(pool) and not any(mountain) and not whists and dealer is None:
            raise Incomplete("amounts", self.tr("Enter at least one amount."))
        return Adjust(pool if any(pool) else None, mountain if any(mountain) else None, whists, dealer=dealer,
                      **common)

    def _amount(self, key: tuple, cell: QLineEdit):
        text = cell.text().strip().replace(",", ".")
        if not text:
            return 0
        try:
            return parse_number(text)
        except NumberError:
            what = {"pool": self.tr("%1's pool"), "mountain": self.tr("%1's mountain"),
                    "whists": self.tr("%1's whists")}[key[0]].replace("%1", self.players[key[1]])
            raise Incomplete("amounts", self.tr("%1: “%2” is not a number; write 5, -2, 1.5 or 1/2.")
                             .replace("%1", what).replace("%2", text), "error") from None

    def _dealer_field(self) -> int | None:
        """The dealer is written into the deal only when it departs from the rotation (or did before)."""
        dealer = self._dealer()
        if self.original is not None and self.original.dealer is not None:
            return dealer
        return None if dealer == self.sheet.next_dealer else dealer

    def _time(self) -> str:
        return self.original.time if self.original is not None else _now()  # an edit keeps its time

    def _extra(self) -> dict:
        return dict(self.original.extra) if self.original is not None else {}

    # ----- showing the outcome -----
    def _show_outcome(self, outcome: Outcome) -> None:
        kind = self.kind()
        for (page, _field), message in self.messages.items():
            if page == kind:
                message.say()
        for message in (self.general, self.options_message, self.dealer_message):
            message.say()
        if outcome.text:
            self._message_for(kind, outcome.field).say(outcome.text, outcome.severity)
        ok = outcome.record is not None and outcome.severity != "warning"
        self.ok_button.setEnabled(ok)
        if outcome.record is not None:
            self.preview.setText("→ " + texts.consequence(self.players, outcome.record))
        else:
            self.preview.setText(self.tr("The score appears here as soon as the deal is complete."))

    def _message_for(self, kind: str, field: str | None) -> Message:
        if field in ("blind", "to_mountain", "talon_tricks"):
            return self.options_message
        if field == "dealer":
            return self.dealer_message
        if kind == "adjust" and field in ("pool", "mountain", "whists"):
            field = "amounts"
        return self.messages.get((kind, field), self.general)

    def message(self) -> tuple[str, str]:
        """The message shown now and its severity ("" when all is well); for tests and the status bar."""
        return self._outcome.text, self._outcome.severity

    def accept(self) -> None:
        if self.ok_button.isEnabled():
            super().accept()


__all__ = ["DealDialog", "ChoiceRow", "TrickField", "TrickRow"]
