"""The new-game dialog: players and seating, the convention and every setting, house conventions.

The "Game" page asks what a table settles before the first deal; the
"Advanced rules" page is generated from ``core.settings.ALL_SPECS`` with a plain
explanation of each setting (``settings_help``). A changed set of rules can be
saved as a named house convention in the folder the caller gives.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from datetime import datetime, time
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QEvent, QObject, QSettings, Qt, QTime
from PySide6.QtGui import QIntValidator, QKeyEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QTabWidget,
    QTimeEdit,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from preferans_desk.core import conventions
from preferans_desk.core.conventions import ConventionError, HouseConvention
from preferans_desk.core.ending import next_instant
from preferans_desk.core.exact_numbers import Number, NumberError, parse_number, to_json
from preferans_desk.core.game import Game, Rules
from preferans_desk.core.limits import MAX_TITLE
from preferans_desk.core.names import EMPTY, LONG, MAX_NAME, NameProblem, clean, names_problems
from preferans_desk.core.settings import ALL_SPECS, DEFAULT_CONVENTION, Settings, SettingsError, all_presets
from preferans_desk.gui.dialogs.deal_widgets import label_name
from preferans_desk.gui.dialogs.setting_editor import Problem, SettingEditor
from preferans_desk.gui.sheet import tones
from preferans_desk.gui.state import clock, preferences
from preferans_desk.words import settings_help, texts

POOL_TARGETS = (10, 15, 20, 21, 25, 30, 40, 50)
DEFAULT_POOL = 20
CURRENCIES = ("RUB", "EUR", "USD", "GBP", "UAH", "BYN", "KZT", "ILS")
GROUPS = ("Contracts", "Whists", "Misère", "All-pass", "Pool and end", "Settlement", "Extras")
# The choices a new game starts from again next time (the names are the window's "last_players").
PRESETS = all_presets()  # the five presets, tournament Leningrad included
# Every setting on the "Advanced rules" page but the agreed hour and the rounds, asked on the Game page.
ASKED_ON_THE_GAME_PAGE = ("end_time", "end_rounds")
SPECS = tuple(spec for spec in ALL_SPECS if spec.name not in ASKED_ON_THE_GAME_PAGE)
DEFAULT_HOUR = QTime(23, 0)
DEFAULT_ROUNDS = 4
REMEMBERED = {"convention": preferences.NEW_GAME_CONVENTION, "pool_target": preferences.NEW_GAME_POOL,
              "whist_price": preferences.NEW_GAME_PRICE, "currency": preferences.NEW_GAME_CURRENCY}


def _name_line_edit(widget: QWidget, label: str) -> None:
    """An editable combo box's line edit is named after the combo's label, as the combo is by its buddy."""
    line = widget.lineEdit() if isinstance(widget, QComboBox) else None
    if line is not None:
        line.setAccessibleName(label_name(label))


_T = TypeVar("_T")


def _checked(check: Callable[[], _T], problems: list[Problem]) -> _T | None:
    """What ``check`` gives, or None when it refuses the field: its problem is added to ``problems``."""
    try:
        return check()
    except Problem as problem:
        problems.append(problem)
        return None


class NewGameDialog(QDialog):
    """Start a game. Use ``NewGameDialog.get_game``.

    ``defaults`` may hold ``players`` (names, 3 or 4), ``first_dealer``,
    ``convention`` (a preset or a house convention's name), ``pool_target``,
    ``whist_price``, ``currency`` and ``title``. ``qsettings`` (else the parent window's) remembers the
    convention, pool target, price and currency of the last game started; ``defaults`` go first.
    """

    def __init__(self, parent: QWidget | None, conventions_folder: Path, defaults: dict | None = None,
                 qsettings: QSettings | None = None):
        super().__init__(parent)
        self.folder = Path(conventions_folder)
        self.qsettings = qsettings if qsettings is not None else getattr(parent, "qsettings", None)
        defaults = {**self._remembered(), **(defaults or {})}
        self._typed = False  # no name typed yet: an empty one is not an error to show in red yet
        self.house: HouseConvention | None = None
        self.base = DEFAULT_CONVENTION
        self._busy = False
        self.setWindowTitle(self.tr("New game"))
        self._build()
        self._apply_defaults(defaults)
        self._refresh()
        self.name_edits[0].setFocus()
        self.name_edits[0].selectAll()

    # ----- the public API -----
    @classmethod
    def get_game(cls, parent: QWidget | None, conventions_folder: Path, defaults: dict | None = None,
                 qsettings: QSettings | None = None) -> Game | None:
        """Open the dialog; the new game, or None when cancelled."""
        dialog = cls(parent, conventions_folder, defaults, qsettings)
        try:
            return dialog.game() if dialog.exec() == QDialog.DialogCode.Accepted else None
        finally:
            dialog.deleteLater()

    def game(self) -> Game | None:
        """The game as set up, or None while something is wrong."""
        try:
            return self._make_game()
        except Problem:
            return None

    # ----- building -----
    def _build(self) -> None:
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget(self)
        self.tabs.addTab(self._build_game_page(), self.tr("&Game"))
        self.tabs.addTab(self._build_rules_page(), self.tr("Advanced &rules"))
        layout.addWidget(self.tabs)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Start the game"))
        self.ok_button.setDefault(True)
        bottom = QHBoxLayout()
        self.status = self._note(self, "error")  # why the game cannot start yet, on either page
        bottom.addWidget(self.status, 1)
        bottom.addWidget(buttons)
        layout.addLayout(bottom)
        self.resize(780, 620)
        tones.apply(self)

    @staticmethod
    def _note(parent: QWidget, tone: str = "") -> QLabel:
        """A wrapped line of text under a field, in a tone of the dialog's sheet (gui.sheet.tones)."""
        label = QLabel(parent)
        label.setWordWrap(True)
        label.setProperty("tone", tone)
        return label

    def _message(self, parent: QWidget) -> QLabel:
        label = self._note(parent, "error")
        label.hide()
        return label

    def _focus_names(self) -> None:
        """Put the cursor in the first empty name (else the first), ready to type."""
        shown = [edit for edit in self.name_edits if edit.isVisibleTo(self)]
        if not shown:  # the game page is not the one shown (the rules page is): leave the focus where it is
            return
        target = next((edit for edit in shown if not edit.text().strip()), shown[0])
        target.setFocus()
        target.selectAll()

    def _build_game_page(self) -> QWidget:
        page = QWidget(self)
        grid = QGridLayout(page)
        grid.setColumnStretch(1, 1)
        row = 0
        count_row = QHBoxLayout()
        self.three = QRadioButton(self.tr("&3 players"), page)
        self.four = QRadioButton(self.tr("&4 players (the dealer sits out)"), page)
        self.three.setChecked(True)
        self.three.toggled.connect(self._refresh)
        for button in (self.three, self.four):
            button.clicked.connect(self._focus_names)  # Alt+3/Alt+4 and on to typing names
        count_row.addWidget(self.three)
        count_row.addWidget(self.four)
        count_row.addStretch(1)
        grid.addWidget(QLabel(self.tr("Players:"), page), row, 0)
        grid.addLayout(count_row, row, 1)
        row += 1
        grid.addWidget(self._build_players(page), row, 0, 1, 2)
        row += 1
        self.title = QLineEdit(page)
        self.title.setMaxLength(MAX_TITLE)  # what a game file may keep
        self.title.setPlaceholderText(self.tr("optional, e.g. Friday at Oleg's"))
        self.title.setMinimumWidth(320)
        row = self._form_row(grid, row, self.tr("&Title:"), self.title)
        row = self._build_convention(grid, row, page)
        self.pool = QComboBox(page)
        self.pool.setEditable(True)
        self.pool.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        for target in POOL_TARGETS:
            self.pool.addItem(str(target))
        self.pool.setValidator(QIntValidator(1, 999, self.pool))
        self.pool.setCurrentText(str(DEFAULT_POOL))
        self.pool.setToolTip(self.tr("A player whose pool reaches this has closed it."))
        self.pool.editTextChanged.connect(self._refresh)
        self.pool_message = self._message(page)
        row = self._form_row(grid, row, self.tr("&Pool target:"), self.pool, self.pool_message)
        row = self._build_money(grid, row, page)
        row = self._build_end(grid, row, page)
        grid.setRowStretch(row, 1)
        return page

    def _build_end(self, grid: QGridLayout, row: int, page: QWidget) -> int:
        """The agreed hour or the number of rounds, shown when the rules end the game so."""
        self.end_hour = QTimeEdit(DEFAULT_HOUR, page)
        self.end_hour.setDisplayFormat("HH:mm")
        self.end_hour.setToolTip(self.tr("The game ends at this hour (the next time the clock shows it)."))
        self.end_rounds = QSpinBox(page)
        self.end_rounds.setRange(1, 99)
        self.end_rounds.setValue(DEFAULT_ROUNDS)
        self.end_rounds.setToolTip(self.tr("A round: every player deals once."))
        self.end_label = QLabel(page)
        self.end_hour.setAccessibleName(self.tr("Ends at"))
        self.end_rounds.setAccessibleName(self.tr("Rounds"))
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
        self.end_label.setText(self.tr("&Ends at:") if condition == "time" else self.tr("&Rounds:"))
        self.end_label.setBuddy(self.end_hour if condition == "time" else self.end_rounds)

    def _form_row(self, grid: QGridLayout, row: int, text: str, widget: QWidget | QHBoxLayout,
                  message: QLabel | None = None, buddy: QWidget | None = None) -> int:
        label = QLabel(text, grid.parentWidget())
        grid.addWidget(label, row, 0)
        buddy = buddy or (widget if isinstance(widget, QWidget) else None)
        if buddy is not None:
            label.setBuddy(buddy)
            _name_line_edit(buddy, text)
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

    def _build_players(self, page: QWidget) -> QWidget:
        box = QGroupBox(self.tr("Seating, clockwise (Alt+Up / Alt+Down moves a player)"), page)
        grid = QGridLayout(box)
        grid.addWidget(QLabel(self.tr("Deals first"), box), 0, 3, Qt.AlignmentFlag.AlignHCenter)
        self.name_edits: list[QLineEdit] = []
        self.name_messages: list[QLabel] = []
        self.dealer_buttons = QButtonGroup(self)
        self.player_widgets: list[list[QWidget]] = []
        for seat in range(4):
            number = QLabel(f"{seat + 1}.", box)
            edit = QLineEdit(box)
            edit.setPlaceholderText(self.tr("Player %1").replace("%1", str(seat + 1)))
            edit.setMaxLength(MAX_NAME + 10)  # long enough to say "too long" instead of cutting silently
            edit.textEdited.connect(self._name_typed)
            edit.textChanged.connect(self._refresh)
            edit.installEventFilter(self)
            up, down = QToolButton(box), QToolButton(box)
            up.setText("▲")
            down.setText("▼")
            up.setToolTip(self.tr("Move up (Alt+Up)"))
            down.setToolTip(self.tr("Move down (Alt+Down)"))
            for button in (up, down):
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            up.clicked.connect(lambda _=False, s=seat: self.move_player(s, -1))
            down.clicked.connect(lambda _=False, s=seat: self.move_player(s, 1))
            dealer = QRadioButton(box)
            dealer.setToolTip(self.tr("This player deals the first deal"))
            self.dealer_buttons.addButton(dealer, seat)
            message = self._message(box)
            grid.addWidget(number, 2 * seat + 1, 0)
            grid.addWidget(edit, 2 * seat + 1, 1)
            arrows = QHBoxLayout()
            arrows.addWidget(up)
            arrows.addWidget(down)
            grid.addLayout(arrows, 2 * seat + 1, 2)
            grid.addWidget(dealer, 2 * seat + 1, 3, Qt.AlignmentFlag.AlignHCenter)
            grid.addWidget(message, 2 * seat + 2, 1, 1, 3)
            self.name_edits.append(edit)
            self.name_messages.append(message)
            self.player_widgets.append([number, edit, up, down, dealer])
        self.dealer_buttons.button(0).setChecked(True)
        for first, second in zip(self.name_edits, self.name_edits[1:], strict=False):
            QWidget.setTabOrder(first, second)
        return box

    def _build_convention(self, grid: QGridLayout, row: int, page: QWidget) -> int:
        self.convention = QComboBox(page)
        self.convention.setMinimumWidth(220)
        self.convention.currentIndexChanged.connect(self._convention_chosen)
        self.delete_button = QPushButton(self.tr("&Delete"), page)
        self.delete_button.setToolTip(self.tr("Delete this house convention"))
        self.delete_button.clicked.connect(self.delete_house)
        line = QHBoxLayout()
        line.addWidget(self.convention)
        line.addWidget(self.delete_button)
        line.addStretch(1)
        row = self._form_row(grid, row, self.tr("&Convention:"), line, buddy=self.convention)
        self.convention_help = self._note(page, "hint")
        self.changes = self._note(page)
        self.load_problems = self._note(page, "error")
        for offset, label in enumerate((self.convention_help, self.changes, self.load_problems)):
            grid.addWidget(label, row + offset, 1)
        self._fill_conventions()
        return row + 3

    def _build_money(self, grid: QGridLayout, row: int, page: QWidget) -> int:
        self.price = QLineEdit(page)
        self.price.setFixedWidth(90)
        self.price.setPlaceholderText(self.tr("none"))
        self.price.setToolTip(self.tr("Money per whist at the settlement, e.g. 1, 0.5 or 1/2; leave empty to "
                                      "settle in whists only."))
        self.price.textChanged.connect(self._refresh)
        self.currency = QComboBox(page)
        self.currency.setEditable(True)
        self.currency.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.currency.addItems(["", *CURRENCIES])
        self.currency.setToolTip(self.tr("Optional: the currency's code, such as RUB or EUR."))
        self.currency.editTextChanged.connect(self._refresh)
        line = QHBoxLayout()
        line.addWidget(self.price)
        currency_label = QLabel(self.tr("C&urrency:"), page)
        currency_label.setBuddy(self.currency)
        _name_line_edit(self.currency, currency_label.text())
        line.addWidget(currency_label)
        line.addWidget(self.currency)
        line.addStretch(1)
        self.price_message = self._message(page)
        return self._form_row(grid, row, self.tr("&Whist price:"), line, self.price_message, buddy=self.price)

    def _build_rules_page(self) -> QWidget:
        page = QWidget(self)
        column = QVBoxLayout(page)
        top = QHBoxLayout()
        self.base_label = QLabel(page)
        top.addWidget(self.base_label, 1)
        reset = QPushButton(self.tr("Re&set to the convention"), page)
        reset.clicked.connect(self.reset_settings)
        top.addWidget(reset)
        column.addLayout(top)
        scroll = QScrollArea(page)
        scroll.setWidgetResizable(True)
        scroll.setAccessibleName(label_name(self.tr("Advanced &rules")))  # it takes the focus to scroll
        inner = QWidget(scroll)
        inner_layout = QVBoxLayout(inner)
        self.editors: dict[str, SettingEditor] = {}
        self.setting_labels: dict[str, QLabel] = {}
        self.setting_messages: dict[str, QLabel] = {}
        for group in GROUPS:
            inner_layout.addWidget(self._build_group(group, inner))
        inner_layout.addStretch(1)
        scroll.setWidget(inner)
        column.addWidget(scroll, 1)
        column.addLayout(self._build_save_row(page))
        return page

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
            explanation = self._note(box, "hint")
            explanation.setText(settings_help.setting_help(spec.name))
            message = self._message(box)
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

    def _build_save_row(self, page: QWidget) -> QVBoxLayout:
        column = QVBoxLayout()
        line = QHBoxLayout()
        label = QLabel(self.tr("Save these rules as a house convention &named:"), page)
        self.house_name = QLineEdit(page)
        self.house_name.setPlaceholderText(self.tr("e.g. Sochi at Oleg's"))
        self.house_name.textChanged.connect(self._refresh_save)
        self.house_name.installEventFilter(self)
        label.setBuddy(self.house_name)
        self.save_button = QPushButton(self.tr("Sa&ve"), page)
        self.save_button.clicked.connect(self.save_house)
        line.addWidget(label)
        line.addWidget(self.house_name, 1)
        line.addWidget(self.save_button)
        column.addLayout(line)
        self.save_message = self._note(page)
        column.addWidget(self.save_message)
        return column

    # ----- conventions -----
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
        self.load_problems.setText("\n".join(self.tr("A house convention could not be read: %1")
                                             .replace("%1", texts.problem_text(problem)) for problem in problems))
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
            self._say_saved(self.tr("Could not save: %1").replace("%1", texts.problem_text(error)), error=True)
            return
        self._fill_conventions(select=name)
        self._say_saved(self.tr("Saved as “%1”; it is in the list of conventions now.").replace("%1", name))

    def delete_house(self) -> None:
        if self.house is None:
            return
        answer = QMessageBox.question(self, self.tr("Delete convention"),
                                      self.tr("Delete the house convention “%1”?").replace("%1", self.house.name))
        if answer != QMessageBox.StandardButton.Yes:
            return
        try:
            conventions.delete_convention(self.folder, self.house.name)
        except (OSError, ConventionError) as error:
            self._say_saved(self.tr("Could not delete: %1").replace("%1", texts.problem_text(error)), error=True)
            return
        self._fill_conventions(select=self.base)

    def _say_saved(self, text: str, error: bool = False) -> None:
        self.save_message.setText(text)
        tones.set_tone(self.save_message, "error" if error else "hint")

    def _house_name(self) -> str:
        name = self.house_name.text().strip()
        if not name:
            raise Problem(self.tr("Give the house convention a name."))
        if len(name) > conventions.MAX_NAME:
            raise Problem(self.tr("A convention's name is at most %1 characters.")
                          .replace("%1", str(conventions.MAX_NAME)))
        if name.casefold() in PRESETS or name.casefold() in (settings_help.convention_label(p).casefold()
                                                             for p in PRESETS):
            raise Problem(self.tr("“%1” is the name of a preset; choose another.").replace("%1", name))
        if not re.search(r"\w", name):
            raise Problem(self.tr("The name needs at least one letter or digit."))
        return name

    def _refresh_save(self) -> None:
        name = self.house_name.text().strip().casefold()
        exists = any(name == listed.casefold() for listed in self.conventions_listed()[len(PRESETS):])
        self.save_button.setText(self.tr("Re&place") if exists else self.tr("Sa&ve"))
        self.save_button.setEnabled(bool(name))

    # ----- players -----
    def player_count(self) -> int:
        return 4 if self.four.isChecked() else 3

    def move_player(self, seat: int, step: int) -> None:
        """Swap a player with his neighbour (the first-dealer mark goes with him)."""
        other = seat + step
        if not 0 <= other < self.player_count():
            return
        first, second = self.name_edits[seat], self.name_edits[other]
        text = first.text()
        first.setText(second.text())
        second.setText(text)
        dealer = self.dealer_buttons.checkedId()
        if dealer in (seat, other):
            self.dealer_buttons.button(other if dealer == seat else seat).setChecked(True)
        second.setFocus()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if tones.follows_palette(event):
            tones.apply(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):  # (as a key press always is)
            if watched is self.house_name and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.save_house()  # Enter in the name saves the convention; it does not start the game
                return True
            if isinstance(watched, QLineEdit) and watched in self.name_edits and (
                    event.modifiers() & Qt.KeyboardModifier.AltModifier
                    and event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down)):
                self.move_player(self.name_edits.index(watched), -1 if event.key() == Qt.Key.Key_Up else 1)
                return True
        return super().eventFilter(watched, event)

    def _names(self) -> list[str]:
        """The names, each checked by the core's rule (the one the game file keeps); the messages beside the
        fields say what is wrong."""
        names = [clean(edit.text()) for edit in self.name_edits[:self.player_count()]]
        problems = {problem.index: problem for problem in names_problems(names)}
        for seat in range(len(names)):
            self._say(self.name_messages[seat], self._name_message(names, problems.get(seat)))
        if problems:
            raise Problem(self.tr("Check the players' names."))
        return names

    def _name_typed(self) -> None:
        self._typed = True  # textChanged refreshes next, now with the messages

    def _quiet(self, names: list[str] | None = None) -> bool:
        """Nothing typed into the names and none given: empty names are not (yet) said to be wrong."""
        if names is None:
            names = [edit.text().strip() for edit in self.name_edits[:self.player_count()]]
        return not self._typed and not any(names)

    def _name_message(self, names: list[str], problem: NameProblem | None) -> str:
        if problem is None or (problem.code == EMPTY and self._quiet(names)):
            return ""
        if problem.code == EMPTY:
            return self.tr("Enter a name for player %1.").replace("%1", str(problem.index + 1))
        if problem.code == LONG:
            return self.tr("A name is at most %1 characters.").replace("%1", str(MAX_NAME))
        return self.tr("Two players are called %1; the names must differ.").replace("%1", names[problem.index])

    # ----- defaults -----
    def _apply_defaults(self, defaults: dict) -> None:
        names = [str(name) for name in defaults.get("players") or []][:4]
        self.four.setChecked(len(names) == 4)
        for edit, name in zip(self.name_edits, names, strict=False):
            edit.setText(name)
        dealer = defaults.get("first_dealer", 0)
        if isinstance(dealer, int) and 0 <= dealer < 4:
            self.dealer_buttons.button(dealer).setChecked(True)
        if not self.select_convention(str(defaults.get("convention") or DEFAULT_CONVENTION)):
            self.select_convention(DEFAULT_CONVENTION)
        if defaults.get("pool_target"):
            self.pool.setCurrentText(str(defaults["pool_target"]))
        if defaults.get("whist_price") is not None:
            self.price.setText(str(to_json(parse_number(defaults["whist_price"]))))
        self.currency.setCurrentText(defaults.get("currency") or "")
        self.title.setText(defaults.get("title") or "")

    # ----- checking and the result -----
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
            self._say(message, problems.get(name, ""))
        if problems:
            raise Problem(self.tr("Check the advanced rules: %1.").replace(
                "%1", ", ".join(settings_help.setting_label(name) for name in problems)))
        assert settings is not None  # made when nothing was wrong
        return settings

    def _check_problem(self, error: SettingsError) -> str:
        if error.name == "allpass_progression":
            return self.tr("A falling progression cannot go on by adding: choose another way to continue it.")
        return texts.setting_problem_text(error)

    def _pool_target(self) -> int:
        text = self.pool.currentText().strip()
        target = int(text) if text.isdigit() else 0
        problem = "" if target > 0 else self.tr("The pool target is a whole number, such as 20.")
        self._say(self.pool_message, problem)
        if problem:
            raise Problem(problem)
        return target

    def _price(self) -> Number | None:
        text = self.price.text().strip().replace(",", ".")
        problem = ""
        price = None
        if text:
            try:
                price = parse_number(text)
            except NumberError:
                price = None
            if price is None or price <= 0:
                problem = self.tr("Write a price such as 1, 0.5 or 1/2, or leave it empty.")
        self._say(self.price_message, problem)
        self.currency.setEnabled(bool(text))
        if problem:
            raise Problem(problem)
        return price

    def _make_game(self) -> Game:
        problems: list[Problem] = []  # every check runs, so that every field shows its message
        names = _checked(self._names, problems)
        target = _checked(self._pool_target, problems)
        price = _checked(self._price, problems)
        settings = _checked(self._settings, problems)
        if problems:
            raise problems[0]
        assert names is not None and target is not None and settings is not None  # each check passed
        currency = self.currency.currentText().strip().upper() or None if price is not None else None
        house = self.house if self.house is not None and settings == self.house.settings else None
        rules = Rules(self.base, target, settings, price, currency,
                      extra={"house": house.name} if house is not None else {})
        dealer = self.dealer_buttons.checkedId()
        return Game(names, rules, first_dealer=dealer if dealer < len(names) else 0,
                    title=self.title.text().strip() or None,
                    created=datetime.now().astimezone().isoformat(timespec="seconds"))

    def _refresh(self) -> None:
        if self._busy:
            return
        count = self.player_count()
        for seat, widgets in enumerate(self.player_widgets):
            for widget in widgets:
                widget.setVisible(seat < count)
            if seat >= count:
                self.name_messages[seat].hide()
        if self.dealer_buttons.checkedId() >= count:
            self.dealer_buttons.button(0).setChecked(True)
        self._show_end(self.editors["end_condition"].current_choice())
        try:
            self._make_game()
            problem = ""
        except Problem as error:
            problem = str(error)
        self.ok_button.setEnabled(not problem)
        self.ok_button.setToolTip(problem)
        self.status.setText("" if self._quiet() and problem == self.tr("Check the players' names.") else problem)
        self._show_changes()
        self._refresh_save()

    def _show_changes(self) -> None:
        """Say which settings differ from the convention chosen, and mark them on the rules page."""
        self.delete_button.setEnabled(self.house is not None)
        base_name = self.house.name if self.house else settings_help.convention_label(self.base)
        self.convention_help.setText(settings_help.convention_help(self.base) if self.house is None else
                                     self.tr("A house convention based on %1.").replace(
                                         "%1", settings_help.convention_label(self.base)))
        reference = self.house.settings if self.house else PRESETS[self.base]
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
        self.base_label.setText(self.tr("Starting from: <b>%1</b>. Changed settings are in bold.")
                                .replace("%1", base_name))
        if changed:
            self.changes.setText(self.tr("Changed from %1: %2.").replace("%1", base_name)
                                 .replace("%2", ", ".join(changed)))
        else:
            self.changes.setText(self.tr("All the rules of %1 (see Advanced rules).").replace("%1", base_name))

    @staticmethod
    def _say(label: QLabel, text: str) -> None:
        label.setText(text)
        label.setVisible(bool(text))

    def message_of(self, name: str) -> str:
        """The message beside a setting's editor ("" when it is fine); for tests."""
        label = self.setting_messages[name]
        return "" if label.isHidden() else label.text()

    def accept(self) -> None:
        game = self.game()
        if game is not None:
            self._remember(game)
            super().accept()
        elif not self._typed:  # Enter in an empty dialog: now say what is missing
            self._typed = True
            self._refresh()

    # ----- remembered for the next game -----
    def _remembered(self) -> dict:
        """The last game's convention, pool target, price and currency, as ``defaults``."""
        if self.qsettings is None:
            return {}
        found = {}
        for name, preference in REMEMBERED.items():
            value = preferences.read(self.qsettings, preference)
            if value:
                found[name] = value
        if "whist_price" in found:
            try:
                parse_number(found["whist_price"])
            except NumberError:
                del found["whist_price"]  # not one this dialog wrote
        return found

    def _remember(self, game: Game) -> None:
        if self.qsettings is None:
            return
        rules = game.rules
        values = {"convention": self.house.name if self.house is not None else self.base,
                  "pool_target": str(rules.pool_target),
                  "whist_price": "" if rules.whist_price is None else str(to_json(rules.whist_price)),
                  "currency": rules.currency or ""}
        for name, value in values.items():
            preferences.write(self.qsettings, REMEMBERED[name], value)


__all__ = ["NewGameDialog", "SettingEditor"]
