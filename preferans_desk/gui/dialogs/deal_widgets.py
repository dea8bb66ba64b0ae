"""The deal dialog's widgets: rows of choice buttons, trick fields, and the message line under a field.

They show what the deal form (gui/dialogs/deal_form.py) holds and pass on the keys
typed into them; what a key means for the deal is the form's business. The
class names are the Qt Linguist contexts of their texts, and the style
sheet's selectors (gui/sheet/tones.py).
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
from preferans_desk.gui.sheet.tones import set_tone


def set_flag(widget: QWidget, name: str, on: bool) -> None:
    """Set a style-sheet property and re-apply the style when it changes."""
    if bool(widget.property(name)) != on:
        widget.setProperty(name, on)
        widget.style().unpolish(widget)
        widget.style().polish(widget)


def label_name(label: str) -> str:
    """A label's text as a screen reader's name for the field beside it: "&Pool target:" → "Pool target"."""
    return label.replace("&&", "\0").replace("&", "").replace("\0", "&").strip().rstrip(":").strip()


V = TypeVar("V")


class ChoiceRow(QFrame, Generic[V]):
    """A row of exclusive buttons that passes on the keys typed while it has the focus; its options are
    values of one type (``ChoiceRow[int]`` for seats and levels, ``ChoiceRow[str]`` for suits and words)."""

    chosen = Signal(object)  # picked by a click (or ``choose``)

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
        self.on_key: Callable[[str], bool] = lambda key: False  # a plain key ("s", "Left"): True if it meant something

    def add(self, value: V, text: str, tooltip: str) -> QToolButton:
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
        """Pick ``value`` as a click does (the form refuses what is not allowed now)."""
        self.chosen.emit(value)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier & ~Qt.KeyboardModifier.ShiftModifier
        key = event.text()
        if event.key() in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            key = "Left" if event.key() == Qt.Key.Key_Left else "Right"
        if mods != Qt.KeyboardModifier.NoModifier or not key or not self.on_key(key):
            super().keyPressEvent(event)

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
    """A trick count 0-10, typed as digits: the field passes them on (and Up, Down), the form counts."""

    typed = Signal(str)  # a digit, "Up" or "Down"
    edited = Signal()  # another key, which the field edits its text with itself (Backspace, an arrow)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setMaxLength(2)
        self.setValidator(QIntValidator(0, 10, self))
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setFixedWidth(48)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        text = event.text()
        plain = not event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
        if plain and self.isReadOnly() and text:
            event.ignore()
        elif plain and len(text) == 1 and text.isdigit():
            self.typed.emit(text)
        elif plain and event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down) and not self.isReadOnly():
            self.typed.emit("Up" if event.key() == Qt.Key.Key_Up else "Down")
        elif plain and text and text.isprintable():
            event.ignore()  # letters are not counts; let the dialog see them
        else:
            self.edited.emit()
            super().keyPressEvent(event)

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        self.selectAll()  # the next digit replaces the count


class TrickRow(QWidget):
    """One trick field per player, in the order the entry asks for them.

    The roles come from ``core.entry``: ``edit`` fields are typed; one ``auto``
    field is what the others leave of 10; ``zero`` fields hold 0 (a passer); the
    other seats are hidden. The counts are the form's (``deal_parts.Counts``).
    """

    def __init__(self, players: list[str], parent: QWidget | None = None):
        super().__init__(parent)
        self.players = players
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setHorizontalSpacing(14)
        self.names = [QLabel(name, self) for name in players]
        self.fields = [TrickField(self) for _ in players]
        for field, name in zip(self.fields, players, strict=True):
            field.setAccessibleName(self.tr("%1's tricks").replace("%1", name))
        self.roles = NO_TRICKS
        self.idle = QLabel(self)
        self.idle.setProperty("tone", "note")
        self.set_waiting(False)
        self._grid.addWidget(self.idle, 0, 0, 2, 1)
        for seat in range(len(players)):
            self.names[seat].hide()
            self.fields[seat].hide()
        # Room for names and fields from the start, so the dialog does not jump when they appear.
        self.setMinimumHeight(self.names[0].sizeHint().height() + 34 + self._grid.verticalSpacing())

    def configure(self, roles: TrickRoles) -> None:
        """Show the fields of these roles, in their order; only the typed ones take the focus."""
        if roles == self.roles:
            return
        self.roles = roles
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

    def set_waiting(self, waiting: bool) -> None:
        """What the row says while it asks for no tricks: that they come after the defenders' words, or that the
        deal's defence asks for none."""
        self.idle.setText(self.tr("after the defenders' words") if waiting
                          else self.tr("not played: no tricks to enter"))

    def show_counts(self, texts: list[str], implied: list[bool]) -> None:
        """Write each seat's count; a typed one that can only be 0 shows a grey 0 (it is not asked)."""
        for field, text in zip(self.fields, texts, strict=True):
            if field.text() != text:
                field.blockSignals(True)
                field.setText(text)
                field.blockSignals(False)
        for seat in self.roles.edit:
            self.fields[seat].setPlaceholderText("0" if implied[seat] else "")

    def edit_fields(self) -> list[TrickField]:
        return [self.fields[seat] for seat in self.roles.edit]


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
        set_tone(self, severity)  # the dialog's sheet colours it (gui.sheet.tones)
        self.setVisible(bool(text))


__all__ = ["ChoiceRow", "TrickField", "TrickRow", "Message", "set_flag", "label_name"]
