"""The conventions of the new-game dialog: the list to start from (the presets, then the house conventions in
the folder the caller gives), what the rules changed from the one chosen, and saving the rules as a named house
convention or deleting one.

``ConventionsPart`` is a base of gui/dialogs/new_game_dialog.py's ``NewGameDialog``. Its words keep the dialog's
Qt Linguist context ("NewGameDialog"), so they are translated as ``QCoreApplication.translate("NewGameDialog",
...)`` here.
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from preferans_desk.core import conventions
from preferans_desk.core.conventions import ConventionError, HouseConvention
from preferans_desk.core.settings import Settings
from preferans_desk.gui.dialogs.new_game_fields import form_row, note
from preferans_desk.gui.dialogs.new_game_rules import PRESETS, RulesPart
from preferans_desk.gui.dialogs.setting_editor import Problem
from preferans_desk.gui.sheet import tones
from preferans_desk.words import settings_help, texts

translate = QCoreApplication.translate


class ConventionsPart(RulesPart):
    """The convention chosen (``base``, and ``house`` when it is a house convention) and the house conventions."""

    folder: Path  # where the house conventions are kept
    house: HouseConvention | None  # the house convention chosen, None for a preset
    _busy: bool  # the list or the editors are being filled: their signals change nothing

    def _build_convention(self, grid: QGridLayout, row: int, page: QWidget) -> int:
        self.convention = QComboBox(page)
        self.convention.setMinimumWidth(220)
        self.convention.currentIndexChanged.connect(self._convention_chosen)
        self.delete_button = QPushButton(translate("NewGameDialog", "&Delete"), page)
        self.delete_button.setToolTip(translate("NewGameDialog", "Delete this house convention"))
        self.delete_button.clicked.connect(self.delete_house)
        line = QHBoxLayout()
        line.addWidget(self.convention)
        line.addWidget(self.delete_button)
        line.addStretch(1)
        row = form_row(grid, row, translate("NewGameDialog", "&Convention:"), line, buddy=self.convention)
        self.convention_help = note(page, "hint")
        self.changes = note(page)
        self.load_problems = note(page, "error")
        for offset, label in enumerate((self.convention_help, self.changes, self.load_problems)):
            grid.addWidget(label, row + offset, 1)
        self._fill_conventions()
        return row + 3

    def _build_base_row(self, page: QWidget) -> QHBoxLayout:
        """The top of the rules page: the convention they start from, and going back to its settings."""
        top = QHBoxLayout()
        self.base_label = QLabel(page)
        top.addWidget(self.base_label, 1)
        reset = QPushButton(translate("NewGameDialog", "Re&set to the convention"), page)
        reset.clicked.connect(self.reset_settings)
        top.addWidget(reset)
        return top

    def _build_save_row(self, page: QWidget) -> QVBoxLayout:
        column = QVBoxLayout()
        line = QHBoxLayout()
        label = QLabel(translate("NewGameDialog", "Save these rules as a house convention &named:"), page)
        self.house_name = QLineEdit(page)
        self.house_name.setPlaceholderText(translate("NewGameDialog", "e.g. Sochi at Oleg's"))
        self.house_name.textChanged.connect(self._refresh_save)
        self.house_name.installEventFilter(self)
        label.setBuddy(self.house_name)
        self.save_button = QPushButton(translate("NewGameDialog", "Sa&ve"), page)
        self.save_button.clicked.connect(self.save_house)
        line.addWidget(label)
        line.addWidget(self.house_name, 1)
        line.addWidget(self.save_button)
        column.addLayout(line)
        self.save_message = note(page)
        column.addWidget(self.save_message)
        return column

    def _fill_conventions(self, select: str | None = None) -> None:
        houses, problems = conventions.read_conventions(self.folder)
        self._busy = True
        self.convention.clear()
        for name in PRESETS:
            self.convention.addItem(settings_help.convention_label(name), ("preset", name))
        if houses:
            self.convention.insertSeparator(self.convention.count())
        for house in houses:
            self.convention.addItem(house.name, ("house", house))
        self._busy = False
        unread = translate("NewGameDialog", "A house convention could not be read: %1")
        self.load_problems.setText("\n".join(unread.replace("%1", texts.problem_text(problem)) for problem in problems))
        self.load_problems.setVisible(bool(problems))
        if select is not None:
            self.select_convention(select)

    def conventions_listed(self) -> list[str]:
        """Names in the convention list: the presets' keys, then the house conventions."""
        out = []
        for index in range(self.convention.count()):
            data = self.convention.itemData(index)
            if data:
                out.append(data[1] if data[0] == "preset" else data[1].name)
        return out

    def select_convention(self, name: str) -> bool:
        for index in range(self.convention.count()):
            data = self.convention.itemData(index)
            if data and (data[1] == name if data[0] == "preset" else data[1].name.casefold() == name.casefold()):
                if index == self.convention.currentIndex():
                    self._convention_chosen(index)
                self.convention.setCurrentIndex(index)
                return True
        return False

    def _convention_chosen(self, index: int) -> None:
        if self._busy or index < 0:
            return
        kind, item = self.convention.itemData(index)
        self.house = item if kind == "house" else None
        self.base = item.base if kind == "house" else item
        self._load_settings(item.settings if kind == "house" else PRESETS[item])
        if self.house is not None:
            self.house_name.setText(self.house.name)
        self._refresh()

    def _load_settings(self, settings: Settings) -> None:
        self._busy = True
        try:
            for name, editor in self.editors.items():
                editor.set_value(getattr(settings, name))
        finally:
            self._busy = False

    def reset_settings(self) -> None:
        """Back to the chosen convention's own settings."""
        self._convention_chosen(self.convention.currentIndex())

    def save_house(self) -> None:
        try:
            name = self._house_name()
            settings = self._settings()
            conventions.save_convention(self.folder, HouseConvention(name, self.base, settings))
        except Problem as problem:
            self._say_saved(str(problem), error=True)
            return
        except (OSError, ConventionError) as error:
            self._say_saved(translate("NewGameDialog", "Could not save: %1").replace("%1", texts.problem_text(error)),
                            error=True)
            return
        self._fill_conventions(select=name)
        self._say_saved(translate("NewGameDialog", "Saved as “%1”; it is in the list of conventions now.")
                        .replace("%1", name))

    def delete_house(self) -> None:
        if self.house is None:
            return
        answer = QMessageBox.question(self, translate("NewGameDialog", "Delete convention"),
                                      translate("NewGameDialog", "Delete the house convention “%1”?")
                                      .replace("%1", self.house.name))
        if answer != QMessageBox.StandardButton.Yes:
            return
        try:
            conventions.delete_convention(self.folder, self.house.name)
        except (OSError, ConventionError) as error:
            self._say_saved(translate("NewGameDialog", "Could not delete: %1").replace("%1", texts.problem_text(error)),
                            error=True)
            return
        self._fill_conventions(select=self.base)

    def _say_saved(self, text: str, error: bool = False) -> None:
        self.save_message.setText(text)
        tones.set_tone(self.save_message, "error" if error else "hint")

    def _house_name(self) -> str:
        name = self.house_name.text().strip()
        if not name:
            raise Problem(translate("NewGameDialog", "Give the house convention a name."))
        if len(name) > conventions.MAX_NAME:
            raise Problem(translate("NewGameDialog", "A convention's name is at most %1 characters.")
                          .replace("%1", str(conventions.MAX_NAME)))
        if name.casefold() in PRESETS or name.casefold() in (settings_help.convention_label(p).casefold()
                                                             for p in PRESETS):
            raise Problem(translate("NewGameDialog", "“%1” is the name of a preset; choose another.")
                          .replace("%1", name))
        if not re.search(r"\w", name):
            raise Problem(translate("NewGameDialog", "The name needs at least one letter or digit."))
        return name

    def _refresh_save(self) -> None:
        name = self.house_name.text().strip().casefold()
        exists = any(name == listed.casefold() for listed in self.conventions_listed()[len(PRESETS):])
        self.save_button.setText(translate("NewGameDialog", "Re&place") if exists
                                 else translate("NewGameDialog", "Sa&ve"))
        self.save_button.setEnabled(bool(name))

    def _show_changes(self) -> None:
        """Say which settings differ from the convention chosen, and mark them on the rules page."""
        self.delete_button.setEnabled(self.house is not None)
        base_name = self.house.name if self.house else settings_help.convention_label(self.base)
        self.convention_help.setText(settings_help.convention_help(self.base) if self.house is None else
                                     translate("NewGameDialog", "A house convention based on %1.").replace(
                                         "%1", settings_help.convention_label(self.base)))
        changed = self._mark_changed(self.house.settings if self.house else PRESETS[self.base])
        self.base_label.setText(translate("NewGameDialog", "Starting from: <b>%1</b>. Changed settings are in bold.")
                                .replace("%1", base_name))
        if changed:
            self.changes.setText(translate("NewGameDialog", "Changed from %1: %2.").replace("%1", base_name)
                                 .replace("%2", ", ".join(changed)))
        else:
            self.changes.setText(translate("NewGameDialog", "All the rules of %1 (see Advanced rules).")
                                 .replace("%1", base_name))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Enter in the house convention's name saves the convention; it does not start the game."""
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):  # (as a key press always is)
            if watched is self.house_name and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.save_house()
                return True
        return super().eventFilter(watched, event)
