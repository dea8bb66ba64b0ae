"""The deal dialog's widgets: rows of choice buttons, trick fields, and the message line under a field.

Each takes its own keys while it has the focus; what a key means for the deal
is the dialog's business (gui/deal_dialog.py). The class names are the Qt
Linguist contexts of their texts.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QIntValidator, QKeyEvent, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QToolButton,
    QWidget,
)

from preferans_desk.core.entry import NO_TRICKS, TrickRoles

from .tones import set_tone


def set_flag(widget: QWidget, name: str, on: bool) -> None:
    """Set a style-sheet property and re-apply the style when it changes."""
    if bool(widget.property(name)) != on:
        widget.setProperty(name, on)
        widget.style().unpolish(widget)
        widget.style().polish(widget)


def label_name(label: str) -> str:
    """A label's text as a screen reader's name for the field beside it: "&Pool target:" → "Pool target"."""
    return label.replace("&&", "\0").replace("&", "").replace("\0", "&").strip().rstrip(":").strip()


# The Latin letter printed on each key of a Russian (ЙЦУКЕН) keyboard, so that S, W, P... work in either layout.
LATIN_ON_RUSSIAN_KEYS = dict(zip("йцукенгшщзфывапролдячсмить", "qwertyuiopasdfghjklzxcvbnm", strict=True))


V = TypeVar("V")


class ChoiceRow(QFrame, Generic[V]):
    """A row of exclusive buttons that also answers its own keys while it has the focus; its options are
    values of one type (``ChoiceRow[int]`` for seats and levels, ``ChoiceRow[str]`` for suits and words)."""

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
        self._buttons: dict[V, QToolButton] = {}
        self._values: dict[QAbstractButton, V] = {}
        self._keys: dict[str, V] = {}
        self.extra_keys: dict[str, Callable[[], None]] = {}  # keys that are not options

    def add(self, value: V, text: str, keys: str, tooltip: str) -> QToolButton:
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
        """End the row with the keys it takes, in small grey type (and in words for a screen reader)."""
        self._layout.addStretch(1)
        label = QLabel(hint, self)
        label.setProperty("tone", "hint")
        self._layout.addWidget(label)
        self.setAccessibleDescription(hint)

    def button(self, value: V) -> QToolButton:
        return self._buttons[value]

    def values(self) -> tuple[V, ...]:
        """Every option of the row, in order."""
        return tuple(self._buttons)

    def value(self) -> V | None:
        button = self._group.checkedButton()
        return self._values[button] if button is not None else None

    def set_value(self, value: V | None) -> None:
        if value is None:
            self._group.setExclusive(False)
            for button in self._buttons.values():
                button.setChecked(False)
            self._group.setExclusive(True)
        else:
            self._buttons[value].setChecked(True)

    def set_allowed(self, value: V, allowed: bool) -> None:
        self._buttons[value].setEnabled(allowed)

    def allowed(self, value: V) -> bool:
        return self._buttons[value].isEnabled() and not self._buttons[value].isHidden()

    def choose(self, value: V) -> None:
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

    def _clicked(self, button: QAbstractButton) -> None:
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

    The roles come from ``core.entry``: ``edit`` fields are typed; one ``auto``
    field is what the others leave of 10; ``zero`` fields hold 0 (a passer); the
    other seats are hidden.
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
        for field, name in zip(self.fields, players, strict=True):
            field.textChanged.connect(self.changed)
            field.setAccessibleName(self.tr("%1's tricks").replace("%1", name))
        self.roles = NO_TRICKS
        self.idle = QLabel(self.tr("not played: no tricks to enter"), self)
        self.idle.setProperty("tone", "note")
        self._grid.addWidget(self.idle, 0, 0, 2, 1)
        for seat in range(len(players)):
            self.names[seat].hide()
            self.fields[seat].hide()
        # Room for names and fields from the start, so the dialog does not jump when they appear.
        self.setMinimumHeight(self.names[0].sizeHint().height() + 34 + self._grid.verticalSpacing())

    def configure(self, roles: TrickRoles) -> None:
        if roles == self.roles:
            return
        before = self._roles()
        self.roles = roles
        for seat, role in self._roles().items():
            if role != before.get(seat):  # a count typed for another role means nothing here
                self._show(seat, "")
        order = roles.seats
        for seat in range(len(self.players)):
            self._grid.removeWidget(self.names[seat])
            self._grid.removeWidget(self.fields[seat])
            shown = seat in order
            self.names[seat].setVisible(shown)
            self.fields[seat].setVisible(shown)
        for column, seat in enumerate(order):
            self._grid.addWidget(self.names[seat], 0, column, Qt.AlignmentFlag.AlignHCenter)
            self._grid.addWidget(self.fields[seat], 1, column, Qt.AlignmentFlag.AlignHCenter)
            typed = seat in roles.edit
            field = self.fields[seat]
            field.setFocusPolicy(Qt.FocusPolicy.StrongFocus if typed else Qt.FocusPolicy.NoFocus)
            set_flag(field, "readOnly", not typed)
            field.setToolTip(self.tr("Filled in: the tricks add up to 10.") if seat == roles.auto else "")
        for column in range(len(self.players) + 1):  # only the column after the last field stretches
            self._grid.setColumnStretch(column, 1 if column == len(order) else 0)
        self.idle.setVisible(not order)
        self.refill()

    def _roles(self) -> dict[int, str]:
        roles = {seat: "edit" for seat in self.roles.edit} | {seat: "zero" for seat in self.roles.zero}
        return roles | ({self.roles.auto: "auto"} if self.roles.auto is not None else {})

    def edit_fields(self) -> list[TrickField]:
        return [self.fields[seat] for seat in self.roles.edit]

    def refill(self) -> None:
        """Write the inferred counts into the fields that are not typed; a typed one left nothing shows 0."""
        for seat in self.roles.zero:
            self._show(seat, "0")
        if self.roles.auto is not None:
            rest = self._rest()
            self._show(self.roles.auto, "" if rest is None or rest < 0 else str(rest))
        for field in self.edit_fields():
            field.setPlaceholderText("0" if self.implied(field) else "")

    def implied(self, field: QLineEdit) -> bool:
        """Whether a typed field can only hold 0 and need not be asked: the other typed counts make 10
        already (the declarer's ten against two whisters)."""
        fields = self.edit_fields()
        if field not in fields or field.text().strip() not in ("", "0"):
            return False
        return sum(other.value() or 0 for other in fields if other is not field) == 10

    def _counts(self) -> list[int | None]:
        """The typed counts, in the order asked; an empty one the others left nothing is 0."""
        return [0 if field.value() is None and self.implied(field) else field.value() for field in self.edit_fields()]

    def _show(self, seat: int, text: str) -> None:
        if self.fields[seat].text() != text:
            self.fields[seat].blockSignals(True)
            self.fields[seat].setText(text)
            self.fields[seat].blockSignals(False)

    def _rest(self) -> int | None:
        counts = self._counts()
        return None if None in counts else 10 - sum(count or 0 for count in counts)

    def missing(self) -> int | None:
        """The first typed seat still without a count."""
        return next((seat for seat, count in zip(self.roles.edit, self._counts(), strict=True) if count is None),
                    None)

    def tricks(self) -> tuple[int | None, ...]:
        """Counts per seat for a deal (None for hidden seats); an impossible rest is 0, so the sum shows."""
        out: list[int | None] = [None] * len(self.players)
        for seat, count in zip(self.roles.edit, self._counts(), strict=True):
            out[seat] = count
        for seat in self.roles.zero:
            out[seat] = 0
        if self.roles.auto is not None:
            out[self.roles.auto] = max(0, self._rest() or 0)
        return tuple(out)

    def load(self, tricks: tuple[int | None, ...] | None) -> None:
        for seat in self.roles.edit:
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
        set_tone(self, severity)  # the dialog's sheet colours it (gui.tones)
        self.setVisible(bool(text))


__all__ = ["ChoiceRow", "TrickField", "TrickRow", "Message", "LATIN_ON_RUSSIAN_KEYS",
           "set_flag", "label_name"]
