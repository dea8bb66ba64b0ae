"""The editor of one setting of the rules, chosen by the setting's kind (a choice, a flag, a number, a number
per level, levels, a list); the new-game dialog's "Advanced rules" page is made of them."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QLabel, QLineEdit, QWidget

from preferans_desk.core.exact_numbers import NumberError, parse_number, to_json
from preferans_desk.core.settings import LEVELS, SettingsError, SettingSpec, parse_setting
from preferans_desk.words import settings_help, texts


class Problem(ValueError):
    """Input that cannot be used, worded for the person who typed it."""


def _split(text: str) -> list[str]:
    return [part for part in text.replace(";", ",").replace(" ", ",").split(",") if part]


class SettingEditor(QWidget):
    """The editor of one setting, chosen by its kind; ``value()`` returns it in the core's form."""

    changed = Signal()

    def __init__(self, spec: SettingSpec, parent: QWidget | None = None):
        super().__init__(parent)
        self.spec = spec
        self.setObjectName(spec.name)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        # The parts by their class, for reading and writing them: a choice has one box, a flag one check box,
        # levels a check box a level, a number per level an edit a level, any other kind one edit.
        self._boxes: list[QComboBox] = []
        self._checks: list[QCheckBox] = []
        self._edits: list[QLineEdit] = []
        kind = spec.kind
        if kind == "choice":
            box = QComboBox(self)
            for choice in spec.all_choices:
                box.addItem(settings_help.choice_label(spec.name, choice), choice)
            box.currentIndexChanged.connect(self.changed)
            self._boxes.append(box)
        elif kind == "bool":
            check = QCheckBox(self.tr("yes"), self)
            check.toggled.connect(self.changed)
            self._checks.append(check)
        elif kind == "levels":
            for level in LEVELS:
                check = QCheckBox(str(level), self)
                check.toggled.connect(self.changed)
                self._checks.append(check)
        elif kind == "per_level":
            for level in LEVELS:
                edit = QLineEdit(self)
                caption = QLabel(f"{level}:", self)
                caption.setProperty("tone", "hint")  # coloured by the dialog (gui.sheet.tones)
                layout.addWidget(caption)
                layout.addWidget(edit)
                edit.setFixedWidth(46)
                edit.setToolTip(self.tr("Level %1").replace("%1", str(level)))
                edit.setPlaceholderText(str(level))
                edit.textChanged.connect(self.changed)
                self._edits.append(edit)
        else:
            edit = QLineEdit(self)
            edit.setFixedWidth(90 if kind == "number" else 160)
            edit.textChanged.connect(self.changed)
            self._edits.append(edit)
        self.parts: list[QWidget] = [*self._boxes, *self._checks, *self._edits]  # one kind of them only
        for part in self.parts:
            if layout.indexOf(part) < 0:
                layout.addWidget(part)
        layout.addStretch(1)
        self._name_parts()

    def _name_parts(self) -> None:
        """Name each part for a screen reader after the setting, and a level's part after its level too
        (a check box's own "yes" or "6" says nothing without the setting)."""
        name = settings_help.setting_label(self.spec.name)
        self.setAccessibleName(name)
        for part in self.parts:
            part.setAccessibleDescription(settings_help.setting_help(self.spec.name))
        if self.spec.kind in ("per_level", "levels"):
            for level, part in zip(LEVELS, self.parts, strict=True):
                level_name = self.tr("Level %1").replace("%1", str(level))
                part.setAccessibleName(f"{name}: {level_name}")
        else:
            self.parts[0].setAccessibleName(name)

    def set_value(self, value: Any) -> None:
        kind = self.spec.kind
        if kind == "choice":
            self._boxes[0].setCurrentIndex(self.spec.all_choices.index(value))
        elif kind == "bool":
            self._checks[0].setChecked(value)
        elif kind == "per_level":
            for edit, amount in zip(self._edits, value, strict=True):
                edit.setText(str(to_json(amount)))
        elif kind == "levels":
            for check, level in zip(self._checks, LEVELS, strict=True):
                check.setChecked(level in value)
        elif kind == "number":
            self._edits[0].setText("" if value is None else str(to_json(value)))  # empty: not agreed yet (nullable)
        else:
            self._edits[0].setText(", ".join(str(to_json(x)) for x in value))

    def current_choice(self) -> Any:
        """A choice setting's chosen value, as its box holds it (unchecked)."""
        return self._boxes[0].currentData()

    def value(self) -> Any:
        """The setting in the core's form; raises ``Problem`` with a message for the person."""
        raw = self._raw()
        try:
            return parse_setting(self.spec.name, raw)
        except SettingsError as error:
            raise Problem(self._explain(raw) or texts.setting_problem_text(error)) from None

    def _raw(self) -> Any:
        kind = self.spec.kind
        if kind == "choice":
            return self.current_choice()
        if kind == "bool":
            return self._checks[0].isChecked()
        if kind == "per_level":
            return {str(level): part.text().strip() for level, part in zip(LEVELS, self._edits, strict=True)}
        if kind == "levels":
            return [level for level, part in zip(LEVELS, self._checks, strict=True) if part.isChecked()]
        if kind == "number":
            text = self._edits[0].text().strip().replace(",", ".")
            return None if not text and self.spec.nullable else text
        items = _split(self._edits[0].text())
        if kind == "level_list":
            return [int(item) if item.isdigit() else item for item in items]
        return items

    def _explain(self, raw: Any) -> str:
        """Why ``raw`` was refused, in words that can be translated."""
        kind = self.spec.kind
        if kind == "number":
            return self._number_problem(raw)
        if kind == "per_level":
            for level, text in raw.items():
                problem = self._number_problem(text)
                if problem:
                    return self.tr("Level %1: %2").replace("%1", level).replace("%2", problem)
            return ""
        if kind == "progression":
            return self.tr("List positive numbers separated by commas, such as 1, 2, 3.")
        if kind == "level_list":
            return self.tr("List levels from 6 to 10 separated by commas, such as 6, 7.")
        return ""

    def _number_problem(self, text: str) -> str:
        try:
            value = parse_number(text)
        except NumberError:
            return self.tr("Write a number such as 2, 1.5 or 1/2.")
        if value < 0:
            return self.tr("It cannot be negative.")
        if self.spec.positive and value == 0:
            return self.tr("It must be more than 0.")
        if self.spec.integer and not isinstance(value, int):
            return self.tr("It must be a whole number.")
        return ""
