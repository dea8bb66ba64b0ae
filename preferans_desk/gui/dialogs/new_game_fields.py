"""The new-game dialog's small parts shared by its pages: notes and messages under fields, a labelled row of
the form, and running every check of the fields so that each shows its message."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtWidgets import QComboBox, QGridLayout, QHBoxLayout, QLabel, QWidget

from preferans_desk.gui.dialogs.deal_widgets import label_name
from preferans_desk.gui.dialogs.setting_editor import Problem

_T = TypeVar("_T")


def note(parent: QWidget, tone: str = "") -> QLabel:
    """A wrapped line of text under a field, in a tone of the dialog's sheet (gui.sheet.tones)."""
    label = QLabel(parent)
    label.setWordWrap(True)
    label.setProperty("tone", tone)
    return label


def hidden_message(parent: QWidget) -> QLabel:
    """A field's message of what is wrong with it, hidden until there is something to say."""
    label = note(parent, "error")
    label.hide()
    return label


def say(label: QLabel, text: str) -> None:
    """Show ``text`` in a message, or hide the message when there is nothing to say."""
    label.setText(text)
    label.setVisible(bool(text))


def name_line_edit(widget: QWidget, label: str) -> None:
    """An editable combo box's line edit is named after the combo's label, as the combo is by its buddy."""
    line = widget.lineEdit() if isinstance(widget, QComboBox) else None
    if line is not None:
        line.setAccessibleName(label_name(label))


def form_row(grid: QGridLayout, row: int, text: str, widget: QWidget | QHBoxLayout,
             message: QLabel | None = None, buddy: QWidget | None = None) -> int:
    """A labelled row of ``grid`` (and the field's message under it); the next free row."""
    label = QLabel(text, grid.parentWidget())
    grid.addWidget(label, row, 0)
    buddy = buddy or (widget if isinstance(widget, QWidget) else None)
    if buddy is not None:
        label.setBuddy(buddy)
        name_line_edit(buddy, text)
    if isinstance(widget, QWidget):
        box = QHBoxLayout()
        box.addWidget(widget)
        box.addStretch(1)
        grid.addLayout(box, row, 1)
    else:
        grid.addLayout(widget, row, 1)
    row += 1
    if message is not None:
        grid.addWidget(message, row, 1)
        row += 1
    return row


def checked(check: Callable[[], _T], problems: list[Problem]) -> _T | None:
    """What ``check`` gives, or None when it refuses the field: its problem is added to ``problems``."""
    try:
        return check()
    except Problem as problem:
        problems.append(problem)
        return None
