"""The settings of the new-game dialog: the "Advanced rules" page, generated from ``core.settings.ALL_SPECS``
with a plain explanation of each setting (``settings_help``), and the end of the game (the agreed hour, the
rounds) asked on the "Game" page; checked together into the game's ``Settings``.

``RulesPart`` is a base of gui/dialogs/new_game_dialog.py's ``NewGameDialog``. Its words keep the dialog's Qt
Linguist context ("NewGameDialog"), so they are translated as ``QCoreApplication.translate("NewGameDialog",
...)`` here.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import time

from PySide6.QtCore import QCoreApplication, QTime
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSpinBox,
    QTimeEdit,
    QVBoxLayout,
    QWidget,
)

from preferans_desk.core.ending import next_instant
from preferans_desk.core.settings import ALL_SPECS, Settings, SettingsError, all_presets
from preferans_desk.gui.dialogs.deal_widgets import label_name
from preferans_desk.gui.dialogs.new_game_fields import hidden_message, note, say
from preferans_desk.gui.dialogs.new_game_players import PlayersPart
from preferans_desk.gui.dialogs.setting_editor import Problem, SettingEditor
from preferans_desk.gui.state import clock
from preferans_desk.words import settings_help, texts

translate = QCoreApplication.translate
GROUPS = ("Contracts", "Whists", "Misère", "All-pass", "Pool and end", "Settlement", "Extras")
PRESETS = all_presets()  # the five presets, tournament Leningrad included
# Every setting on the "Advanced rules" page but the agreed hour and the rounds, asked on the Game page.
ASKED_ON_THE_GAME_PAGE = ("end_time", "end_rounds")
SPECS = tuple(spec for spec in ALL_SPECS if spec.name not in ASKED_ON_THE_GAME_PAGE)
DEFAULT_HOUR = QTime(23, 0)
DEFAULT_ROUNDS = 4


class RulesPart(PlayersPart):
    """Every setting's editor, its label (in bold when changed) and its message; the end's hour and rounds."""

    base: str  # the preset the rules start from (the convention's, or the house convention's base)

    def _build_end(self, grid: QGridLayout, row: int, page: QWidget) -> int:
        """The agreed hour or the number of rounds, shown when the rules end the game so."""
        self.end_hour = QTimeEdit(DEFAULT_HOUR, page)
        self.end_hour.setDisplayFormat("HH:mm")
        self.end_hour.setToolTip(translate("NewGameDialog",
                                           "The game ends at this hour (the next time the clock shows it)."))
        self.end_rounds = QSpinBox(page)
        self.end_rounds.setRange(1, 99)
        self.end_rounds.setValue(DEFAULT_ROUNDS)
        self.end_rounds.setToolTip(translate("NewGameDialog", "A round: every player deals once."))
        self.end_label = QLabel(page)
        self.end_hour.setAccessibleName(translate("NewGameDialog", "Ends at"))
        self.end_rounds.setAccessibleName(translate("NewGameDialog", "Rounds"))
        line = QHBoxLayout()
        line.addWidget(self.end_hour)
        line.addWidget(self.end_rounds)
        line.addStretch(1)
        grid.addWidget(self.end_label, row, 0)
        grid.addLayout(line, row, 1)
        return row + 1

    def _show_end(self, condition: str | None) -> None:
        """The hour for the end by the clock, the rounds for the end by rounds, nothing else."""
        self.end_hour.setVisible(condition == "time")
        self.end_rounds.setVisible(condition == "rounds")
        self.end_label.setVisible(condition in ("time", "rounds"))
        self.end_label.setText(translate("NewGameDialog", "&Ends at:") if condition == "time"
                               else translate("NewGameDialog", "&Rounds:"))
        self.end_label.setBuddy(self.end_hour if condition == "time" else self.end_rounds)

    def _build_settings(self, page: QWidget) -> QScrollArea:
        """Every setting, by group, each explained, in a scrolled column."""
        scroll = QScrollArea(page)
        scroll.setWidgetResizable(True)
        # it takes the focus to scroll
        scroll.setAccessibleName(label_name(translate("NewGameDialog", "Advanced &rules")))
        inner = QWidget(scroll)
        inner_layout = QVBoxLayout(inner)
        self.editors: dict[str, SettingEditor] = {}
        self.setting_labels: dict[str, QLabel] = {}
        self.setting_messages: dict[str, QLabel] = {}
        for group in GROUPS:
            inner_layout.addWidget(self._build_group(group, inner))
        inner_layout.addStretch(1)
        scroll.setWidget(inner)
        return scroll

    def _build_group(self, group: str, parent: QWidget) -> QGroupBox:
        box = QGroupBox(settings_help.group_label(group), parent)
        grid = QGridLayout(box)
        grid.setColumnStretch(1, 1)
        grid.setVerticalSpacing(2)
        row = 0
        for spec in SPECS:
            if settings_help.SETTINGS[spec.name][0] != group:
                continue
            label = QLabel(settings_help.setting_label(spec.name), box)
            label.setToolTip(spec.name)
            editor = SettingEditor(spec, box)
            editor.changed.connect(self._refresh)
            explanation = note(box, "hint")
            explanation.setText(settings_help.setting_help(spec.name))
            message = hidden_message(box)
            grid.addWidget(label, row, 0)
            grid.addWidget(editor, row, 1)
            grid.addWidget(explanation, row + 1, 0, 1, 2)
            grid.addWidget(message, row + 2, 0, 1, 2)
            grid.setRowMinimumHeight(row + 3, 6)
            row += 4
            self.editors[spec.name] = editor
            self.setting_labels[spec.name] = label
            self.setting_messages[spec.name] = message
        return box

    def _settings(self) -> Settings:
        values, problems = {}, {}
        for name, editor in self.editors.items():
            try:
                values[name] = editor.value()
            except Problem as problem:
                problems[name] = str(problem)
        settings = None
        if not problems:
            condition = values.get("end_condition")
            if condition == "time":
                hour = self.end_hour.time()
                at = time(hour.hour(), hour.minute(), hour.second())
                values["end_time"] = next_instant(at, clock.now()).isoformat(timespec="minutes")
            elif condition == "rounds":
                values["end_rounds"] = self.end_rounds.value()
            settings = replace(PRESETS[self.base], **values)
            try:
                settings.check()
            except SettingsError as error:
                problems[error.name] = self._check_problem(error)
        for name, message in self.setting_messages.items():
            say(message, problems.get(name, ""))
        if problems:
            raise Problem(translate("NewGameDialog", "Check the advanced rules: %1.").replace(
                "%1", ", ".join(settings_help.setting_label(name) for name in problems)))
        assert settings is not None  # made when nothing was wrong
        return settings

    def _check_problem(self, error: SettingsError) -> str:
        if error.name == "allpass_progression":
            return translate("NewGameDialog",
                             "A falling progression cannot go on by adding: choose another way to continue it.")
        return texts.setting_problem_text(error)

    def _mark_changed(self, reference: Settings) -> list[str]:
        """Set in bold the label of each setting that differs from ``reference``; those labels."""
        changed = []
        for name, editor in self.editors.items():
            try:
                differs = editor.value() != getattr(reference, name)
            except Problem:
                differs = True
            font = self.setting_labels[name].font()
            font.setBold(differs)
            self.setting_labels[name].setFont(font)
            if differs:
                changed.append(settings_help.setting_label(name))
        return changed

    def message_of(self, name: str) -> str:
        """The message beside a setting's editor ("" when it is fine); for tests."""
        label = self.setting_messages[name]
        return "" if label.isHidden() else label.text()
