"""The new-game dialog: players and seating, the convention and every setting, house conventions.

The "Game" page asks what a table settles before the first deal; the "Advanced rules" page is generated from
``core.settings.ALL_SPECS`` with a plain explanation of each setting (``settings_help``). A changed set of rules
can be saved as a named house convention in the folder the caller gives.

The dialog is built of parts, each a base class in a module of its own: the players (new_game_players.py), the
settings (new_game_rules.py) and the conventions (new_game_conventions.py). This module lays out the pages,
asks the pool target and the money, and makes the game.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QEvent, QSettings
from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from preferans_desk.core.exact_numbers import Number, NumberError, parse_number, to_json
from preferans_desk.core.game import Game, Rules
from preferans_desk.core.limits import MAX_TITLE
from preferans_desk.core.settings import DEFAULT_CONVENTION
from preferans_desk.gui.dialogs.new_game_conventions import ConventionsPart
from preferans_desk.gui.dialogs.new_game_fields import checked, form_row, hidden_message, name_line_edit, note, say
from preferans_desk.gui.dialogs.setting_editor import Problem
from preferans_desk.gui.sheet import tones
from preferans_desk.gui.state import preferences

POOL_TARGETS = (10, 15, 20, 21, 25, 30, 40, 50)
DEFAULT_POOL = 20
CURRENCIES = ("RUB", "EUR", "USD", "GBP", "UAH", "BYN", "KZT", "ILS")
# The choices a new game starts from again next time (the names are the window's "last_players").
REMEMBERED = {"convention": preferences.NEW_GAME_CONVENTION, "pool_target": preferences.NEW_GAME_POOL,
              "whist_price": preferences.NEW_GAME_PRICE, "currency": preferences.NEW_GAME_CURRENCY}


class NewGameDialog(ConventionsPart):
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
        self.house = None
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
        self.status = note(self, "error")  # why the game cannot start yet, on either page
        bottom.addWidget(self.status, 1)
        bottom.addWidget(buttons)
        layout.addLayout(bottom)
        self.resize(780, 620)
        tones.apply(self)

    def _build_game_page(self) -> QWidget:
        page = QWidget(self)
        grid = QGridLayout(page)
        grid.setColumnStretch(1, 1)
        row = 0
        count = self._build_count(page)
        grid.addWidget(QLabel(self.tr("Players:"), page), row, 0)
        grid.addLayout(count, row, 1)
        row += 1
        grid.addWidget(self._build_players(page), row, 0, 1, 2)
        row += 1
        self.title = QLineEdit(page)
        self.title.setMaxLength(MAX_TITLE)  # what a game file may keep
        self.title.setPlaceholderText(self.tr("optional, e.g. Friday at Oleg's"))
        self.title.setMinimumWidth(320)
        row = form_row(grid, row, self.tr("&Title:"), self.title)
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
        self.pool_message = hidden_message(page)
        row = form_row(grid, row, self.tr("&Pool target:"), self.pool, self.pool_message)
        row = self._build_money(grid, row, page)
        row = self._build_end(grid, row, page)
        grid.setRowStretch(row, 1)
        return page

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
        name_line_edit(self.currency, currency_label.text())
        line.addWidget(currency_label)
        line.addWidget(self.currency)
        line.addStretch(1)
        self.price_message = hidden_message(page)
        return form_row(grid, row, self.tr("&Whist price:"), line, self.price_message, buddy=self.price)

    def _build_rules_page(self) -> QWidget:
        page = QWidget(self)
        column = QVBoxLayout(page)
        column.addLayout(self._build_base_row(page))
        column.addWidget(self._build_settings(page), 1)
        column.addLayout(self._build_save_row(page))
        return page

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
    def _pool_target(self) -> int:
        text = self.pool.currentText().strip()
        target = int(text) if text.isdigit() else 0
        problem = "" if target > 0 else self.tr("The pool target is a whole number, such as 20.")
        say(self.pool_message, problem)
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
        say(self.price_message, problem)
        self.currency.setEnabled(bool(text))
        if problem:
            raise Problem(problem)
        return price

    def _make_game(self) -> Game:
        problems: list[Problem] = []  # every check runs, so that every field shows its message
        names = checked(self._names, problems)
        target = checked(self._pool_target, problems)
        price = checked(self._price, problems)
        settings = checked(self._settings, problems)
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
        self._show_seats()
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

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if tones.follows_palette(event):
            tones.apply(self)

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


__all__ = ["NewGameDialog"]
