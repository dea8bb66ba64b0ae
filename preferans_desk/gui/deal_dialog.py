"""The deal-entry dialog: one deal of any kind, typed in a few keys or clicked.

Every choice is a row of buttons that takes its own keys when it has focus
(declarer 1-4 or initial, level 6-9 and 0, suit S C D H N, defence W P H);
a choice moves the focus to the next step that still needs an answer, so a
typical deal is "1 7 s w p 6 Enter". Editing a deal, the same keys walk the
same steps over the old answers. Trick fields take digits ("1" waits for a
possible "0" of a ten). What is offered and whose tricks are typed follow
``core.entry``. The score the deal would write is previewed live from
``Sheet.preview`` (once per deal, and that record is what the dialog returns);
any refusal is shown beside its field and OK stays disabled. The full key
scheme is in docs/keyboard.md. The widgets are in gui/deal_widgets.py.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from typing import TypeVar

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from preferans_desk.core.deals import NO_DEFENCE, Adjust, AllPass, Contract, Deal, Misere
from preferans_desk.core.engine import DealRecord, Sheet
from preferans_desk.core.entry import (
    NO_TRICKS,
    allpass_roles,
    dealer_field,
    dealer_whist_allowed,
    declarer_allowed,
    declarer_refusal,
    first_words,
    forced_defence,
    half_whist_possible,
    is_played,
    second_words,
    talon_player,
    trick_roles,
    word_refusal,
)
from preferans_desk.core.errors import DealError
from preferans_desk.core.limits import MAX_NOTE
from preferans_desk.core.numbers import NumberError, mixed_str, parse_number, to_json
from preferans_desk.core.validate import Table
from preferans_desk.gui import tones
from preferans_desk.gui.deal_widgets import ChoiceRow, Message, TrickField, TrickRow, label_name, set_flag
from preferans_desk.words import texts

KINDS = ("contract", "misere", "allpass", "adjust")
LEVEL_KEYS = {"6": 6, "7": 7, "8": 8, "9": 9, "0": 10}
SUIT_KEYS = {"s": "spades", "c": "clubs", "d": "diamonds", "h": "hearts", "n": "notrump"}
RED_SUITS = ("diamonds", "hearts")
T = TypeVar("T")


def _name_from(widget: QWidget, label: str) -> None:
    """Name ``widget`` for a screen reader after the label beside it ("&Declarer:" names it "Declarer");
    a label that is no buddy does not name it by itself."""
    name = label_name(label)
    if name:
        widget.setAccessibleName(name)


def _now() -> str:
    return datetime.now().astimezone().isoformat(timespec="seconds")


@dataclass
class Outcome:
    deal: Deal | None
    record: DealRecord | None
    field: str | None = None
    text: str = ""
    severity: str = ""


class Incomplete(Exception):
    """The entry is not finished yet; names the field to fill and says how."""

    def __init__(self, field: str | None, text: str, severity: str = "hint"):
        super().__init__(text)
        self.field, self.text, self.severity = field, text, severity


class DealDialog(QDialog):
    """Enter or edit one deal. Use ``DealDialog.get_record`` (or ``get_deal`` for the deal alone)."""

    def __init__(self, parent: QWidget | None, game: object, sheet_before: Sheet, deal: Deal | None = None):
        super().__init__(parent)
        self.game = game
        self.sheet = sheet_before
        self.players = list(sheet_before.players)
        self.n = len(self.players)
        self.settings = sheet_before.settings
        self.original = deal
        self._busy = False
        self._previews: list[tuple[Deal, DealRecord | DealError]] = []  # newest last, see _preview
        self._loaded: set[QWidget] = set()  # steps still holding the edited deal's answer, see _wants_input
        self.setWindowTitle(self.tr("Edit deal %1").replace("%1", str(len(self.sheet.records) + 1)) if deal
                            else self.tr("New deal"))
        self._build()
        if deal is not None:
            self._load(deal)
        else:
            self._show_kind("contract")
        self._refresh()
        self._loaded = {step for step in self._steps() if not self._wants_input(step)}
        self._focus_first()

    # ----- the public API -----
    @classmethod
    def get_record(cls, parent: QWidget | None, game: object, sheet_before: Sheet,
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
    def get_deal(cls, parent: QWidget | None, game: object, sheet_before: Sheet,
                 deal: Deal | None = None) -> Deal | None:
        """Open the dialog; the entered deal (in normal form), or None when cancelled."""
        record = cls.get_record(parent, game, sheet_before, deal)
        return None if record is None else record.deal

    def deal(self) -> Deal | None:
        """The deal as entered, when it is complete and acceptable."""
        outcome = self._outcome
        return outcome.deal if self.ok_button.isEnabled() else None

    def record(self) -> DealRecord | None:
        """The entered deal as scored, when it is complete and acceptable."""
        outcome = self._outcome
        return outcome.record if self.ok_button.isEnabled() else None

    def kind(self) -> str:
        return KINDS[self.stack.currentIndex()]  # the page shown is the kind (the row follows it)

    # ----- building -----
    def _build(self) -> None:
        layout = QVBoxLayout(self)
        layout.addLayout(self._build_header())
        self.kind_row: ChoiceRow[str] = ChoiceRow(self)
        names = (self.tr("&Contract"), self.tr("&Misère"), self.tr("&All-pass"), self.tr("Ad&justment"))
        for number, (kind, text) in enumerate(zip(KINDS, names, strict=True), start=1):
            button = self.kind_row.add(kind, text, kind[0] if kind != "adjust" else "j",
                                       self.tr("Ctrl+%1").replace("%1", str(number)))
            button.setMinimumWidth(96)
        self.kind_row.finish(self.tr("Ctrl+1 … Ctrl+4"))
        self.kind_row.setAccessibleName(self.tr("Kind of deal"))
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
        self.preview.setProperty("tone", "preview")
        layout.addWidget(self.preview)
        self.legend = QLabel(self._legend_text(), self)
        self.legend.setWordWrap(True)
        self.legend.setProperty("tone", "hint")
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
        tones.apply(self)

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
        _name_from(widget, label.text())
        row = grid.rowCount()
        grid.addWidget(label, row, 0, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        grid.addWidget(widget, row, 1)
        if field is not None:
            message = Message(grid.parentWidget())
            grid.addWidget(message, row + 1, 1)
            self.messages[(kind, field)] = message
        return label

    def _declarer_row(self, parent: QWidget) -> ChoiceRow[int]:
        row: ChoiceRow[int] = ChoiceRow(parent)
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
        self.level_row: ChoiceRow[int] = ChoiceRow(page)
        for key, level in LEVEL_KEYS.items():
            self.level_row.add(level, str(level), key, self.tr("Level %1: key %2").replace("%1", str(level))
                               .replace("%2", key))
        self.level_row.extra_keys["m"] = self._misere_from_level
        if self.settings.totus:
            self.level_row.extra_keys["t"] = self._totus_from_level
        self.level_row.finish(self.tr("6–9, 0 = ten, T = totus, M = misère") if self.settings.totus
                              else self.tr("6–9, 0 = ten, M = misère"))
        self._add_row(grid, self.tr("Level:"), self.level_row, "contract", "level")
        self.below_exit = QCheckBox(self.tr("Let it stand: the table allowed a game below the e&xit level"), page)
        self.below_exit.hide()
        self.below_exit.toggled.connect(self._refresh)
        grid.addWidget(self.below_exit, grid.rowCount(), 1)
        self.suit_row: ChoiceRow[str] = ChoiceRow(page)
        suit_names = {"spades": self.tr("spades"), "clubs": self.tr("clubs"), "diamonds": self.tr("diamonds"),
                      "hearts": self.tr("hearts"), "notrump": self.tr("no-trump")}
        for key, suit in SUIT_KEYS.items():
            button = self.suit_row.add(suit, texts.suit_symbol(suit), key, self.tr("%1: key %2")
                                       .replace("%1", suit_names[suit]).replace("%2", key.upper()))
            button.setProperty("red", suit in RED_SUITS)
            button.setAccessibleName(suit_names[suit])  # a screen reader says "spades", not the symbol's name
        self.suit_row.finish(self.tr("S C D H N"))
        self._wire(self.level_row)
        self._wire(self.suit_row)
        self._add_row(grid, self.tr("Suit:"), self.suit_row, "contract", "suit")
        self.defence_rows = [self._defence_row(page, second) for second in (False, True)]
        self.defence_labels = [self._add_row(grid, "", row, "contract") for row in self.defence_rows]
        self.dealer_row: ChoiceRow[str] | None = None  # the 4-player dealer's whist (RULES-v2 6.3), where allowed
        if self.n == 4 and self.settings.dealer_may_whist:
            self.dealer_row = self._dealer_whist_row(page)
            self.dealer_label = self._add_row(grid, "", self.dealer_row, "contract")
        self.messages[("contract", "defence")] = message = Message(page)
        grid.addWidget(message, grid.rowCount(), 1)
        self.contract_tricks = TrickRow(self.players, page)
        self.contract_tricks.changed.connect(self._refresh)
        self._wire_tricks(self.contract_tricks)
        self._add_row(grid, self.tr("Tricks:"), self.contract_tricks, "contract", "tricks")
        grid.setRowStretch(grid.rowCount(), 1)
        return page

    def _defence_row(self, parent: QWidget, second: bool) -> ChoiceRow[str]:
        row: ChoiceRow[str] = ChoiceRow(parent)
        row.add("whist", self.tr("Whist"), "w", self.tr("Whist: key W"))
        row.add("pass", self.tr("Pass"), "p", self.tr("Pass: key P"))
        keys = [self.tr("W P")]
        either = self.settings.half_whist_by == "either"
        if half_whist_possible(self.settings) and (second or either):
            row.add("half", self.tr("Half-whist"), "h",
                    self.tr("Half-whist: key H (when the other defender passed)") if either
                    else self.tr("Half-whist: key H (only after the first defender passed)"))
            keys = [self.tr("W P H")]
        else:  # H is still a key here: it says why there is no half-whist to choose
            row.extra_keys["h"] = lambda: self._refused(row, "half")
        if self.settings.give_up != "no":
            row.extra_keys["g"] = self._give_up_from_defence
            keys.append(self.tr("G = gave up"))
        row.finish(" · ".join(keys))
        self._wire(row)
        return row

    def _dealer_whist_row(self, parent: QWidget) -> ChoiceRow[str]:
        row: ChoiceRow[str] = ChoiceRow(parent)
        row.add("whist", self.tr("Whist"), "w", self.tr("The dealer whists the contract both defenders "
                                                       "declined: key W"))
        row.add("pass", self.tr("Pass"), "p", self.tr("The dealer stays out: key P"))
        row.finish(self.tr("W P (when neither defender whisted)"))
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
        self.misere_tricks.textChanged.connect(lambda: self._answered(self.misere_tricks))
        self.misere_tricks.done.connect(lambda: self._advance(self.misere_tricks))
        self.misere_tricks.spill.connect(lambda digit: self.misere_tricks.type_digit(digit, fresh=True))
        box = QHBoxLayout()
        box.addWidget(self.misere_tricks)
        hint = QLabel(self.tr("empty or 0 = made"), page)
        hint.setProperty("tone", "hint")
        box.addWidget(hint)
        box.addStretch(1)
        holder = QWidget(page)
        holder.setLayout(box)
        box.setContentsMargins(4, 0, 0, 0)
        _name_from(self.misere_tricks, self._add_row(grid, self.tr("Tricks taken:"), holder, "misere",
                                                     "tricks").text())
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
                if key == ("whists", seat, seat):
                    continue
                cell = QLineEdit(page)
                cell.setAccessibleName(f"{name}: {headers[column - 1]}")  # "Anna: Whists on Boris"
                cell.setPlaceholderText("0")
                cell.setFixedWidth(72)
                cell.setAlignment(Qt.AlignmentFlag.AlignRight)
                cell.textChanged.connect(self._refresh)
                table.addWidget(cell, seat + 1, column)
                self.adjust_cells[key] = cell
        holder = QWidget(page)
        holder.setLayout(table)
        table.setContentsMargins(0, 0, 0, 0)
        intro = QLabel(self.tr("Amounts to write as they are (5, -2, 1.5 or 1/2); the whists are "
                               "written by the player of the row on the player of the column."), page)
        intro.setWordWrap(True)
        grid.addWidget(intro, 0, 0, 1, 2)
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
        self.give_up = QCheckBox(self.tr("Gave &up"), self)
        self.give_up.setToolTip(self.tr("The declarer gave the game up without playing it (\"without three\"): "
                                         "three undertricks into his mountain, no whists. Key G on a defender."))
        self.totus = QCheckBox(self.tr("Totu&s"), self)
        self.totus.setToolTip(self.tr("A totus: a ten that must take every trick, with no whist. Key T on the "
                                      "level."))
        for widget in (self.talon_label, self.talon, self.blind, self.to_mountain, self.open_cards, self.give_up,
                       self.totus):
            row.addWidget(widget)
        row.addStretch(1)
        self.talon.valueChanged.connect(self._refresh)
        for box in (self.blind, self.to_mountain, self.open_cards):
            box.toggled.connect(self._refresh)
        self.give_up.toggled.connect(self._give_up_toggled)
        self.totus.toggled.connect(self._totus_toggled)
        self.options_message = Message(self)
        return row

    def _build_note(self) -> QVBoxLayout:
        column = QVBoxLayout()
        column.addWidget(self.options_message)
        column.addWidget(self.dealer_message)
        row = QHBoxLayout()
        label = QLabel(self.tr("&Note:"), self)
        self.note = QLineEdit(self)
        self.note.setMaxLength(MAX_NOTE)  # what a game file may keep
        self.note.setPlaceholderText(self.tr("optional"))
        label.setBuddy(self.note)
        self.note.textChanged.connect(self._refresh)
        row.addWidget(label)
        row.addWidget(self.note, 1)
        column.addLayout(row)
        return column

    def _wire_tricks(self, row: TrickRow) -> None:
        for field in row.fields:
            field.textChanged.connect(lambda _text, f=field: self._answered(f))
            field.done.connect(lambda f=field: self._advance(f))
            field.spill.connect(lambda digit, f=field: self._spill(f, digit))

    def _legend_text(self) -> str:
        text = self.tr("Keys: Ctrl+1…4 kind · declarer 1–%1 or initial · level 6–9, 0 = ten, M = misère · "
                       "suit S C D H N · defenders W P H · tricks as digits (1 0 = ten) · Tab/Shift+Tab move · "
                       "Enter OK · F1 all keys").replace("%1", str(self.n))
        extra = self._rule_keys()
        return text + (" · " + " · ".join(extra) if extra else "")

    def _rule_keys(self) -> list[str]:
        """The keys this game's rules add (RULES-v2): the totus, the give-up, the dealer's whist."""
        keys = []
        if self.settings.totus:
            keys.append(self.tr("level T = totus"))
        if self.settings.give_up != "no":
            keys.append(self.tr("defender G = the declarer gave up"))
        if self.dealer_row is not None:
            keys.append(self.tr("dealer W P after two non-whists"))
        return keys

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
            "(dealer, talon, blind, note). Esc cancels.</p>") + self._rule_help()

    def _rule_help(self) -> str:
        """What the key help adds for this game's rules (RULES-v2)."""
        parts = []
        if self.settings.totus:
            parts.append(self.tr("<p><b>Totus</b>: T on the level row makes the contract a totus (a ten, no "
                                 "whist); then the suit and the declarer's tricks.</p>"))
        if self.settings.give_up != "no":
            parts.append(self.tr("<p><b>Gave up</b>: G on a defender's row: the declarer gave the game up "
                                 "without playing (three undertricks, no whists). Example: <tt>2 8 c g "
                                 "Enter</tt>.</p>"))
        if self.dealer_row is not None:
            parts.append(self.tr("<p><b>The dealer's whist</b>: when neither defender whisted, the dealer's "
                                 "row asks W (he whists: type the declarer's tricks) or P.</p>"))
        if talon_player(self._table(), self.settings) is not None:
            parts.append(self.tr("<p><b>All-pass</b>: the dealer plays the talon: type his tricks (0 to 2) "
                                 "after the others'.</p>"))
        return "".join(parts)

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
        return table.defenders(declarer) if declarer is not None and declarer_allowed(table, declarer) else None

    def _contract(self) -> tuple[int | None, str | None]:
        """The level and the suit chosen so far."""
        return self.level_row.value(), self.suit_row.value()

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

    def _totus_from_level(self) -> None:
        """T on the level row: a totus, which is a ten (RULES-v2 8)."""
        self.level_row.set_value(10)
        self.totus.setChecked(True)
        self._answered(self.level_row)
        self._refresh()
        self._advance(self.level_row)

    def _totus_toggled(self, on: bool) -> None:
        if on:
            self.level_row.set_value(10)
            self.give_up.setChecked(False)
        self._refresh()

    def _give_up_from_defence(self) -> None:
        """G on a defender's row: the declarer gave the game up before play (RULES-v2 7)."""
        self.give_up.setChecked(True)
        self._refresh()
        self._advance(None)

    def _give_up_toggled(self, on: bool) -> None:
        if on:  # a give-up is no totus: one of the two at most, by key or by mouse
            self.totus.setChecked(False)
        self._refresh()

    def _wire(self, row: ChoiceRow[int] | ChoiceRow[str]) -> None:
        row.chosen.connect(lambda _value, r=row: self._choice_made(r))
        row.moved.connect(lambda _value, r=row: self._choice_made(r, advance=False))
        row.refused.connect(lambda value, r=row: self._refused(r, value))

    def _choice_made(self, row: ChoiceRow[int] | ChoiceRow[str], advance: bool = True) -> None:
        self._answered(row)
        if row is self.level_row and self.totus.isChecked():
            self.totus.setChecked(False)  # a level chosen by its key is an ordinary contract
        self._fill_forced()
        self._refresh()
        if advance:
            self._advance(row)

    def _fill_forced(self) -> None:
        """A defence the rules impose (Stalingrad): say it for the defenders when they have not spoken
        (an edited deal's old words included), so the entry goes straight on to the tricks."""
        forced = forced_defence(self.settings, *self._contract())
        if forced and all(row.value() is None or row in self._loaded for row in self.defence_rows):
            for row, word in zip(self.defence_rows, forced, strict=True):
                row.set_value(word)
                self._answered(row)

    def _refused(self, row: ChoiceRow[int] | ChoiceRow[str], value: int | str) -> None:
        """A key for a choice that is not allowed now: say why beside the row."""
        if row is self.declarer_row or row is self.misere_declarer:
            error = declarer_refusal(self._table(), value) if isinstance(value, int) else None
            if error is not None:
                self.messages[(self.kind(), "declarer")].say(texts.error_text(error))
            return
        if not isinstance(value, str) or not (row is self.defence_rows[0] or row is self.defence_rows[1]):
            return
        level, suit = self._contract()
        message = self.messages[("contract", "defence")]
        if value == "half" and not half_whist_possible(self.settings):
            message.say(self.tr("These rules have no half-whist."))
            return
        if value == "half" and level is None:
            message.say(self.tr("Choose the level first."))
            return
        index = 0 if row is self.defence_rows[0] else 1
        error = word_refusal(self.settings, level, suit, index, value, self.defence_rows[0].value())
        if error is not None:
            message.say(texts.error_text(error))

    def _spill(self, field: TrickField, digit: str) -> None:
        """After a "1" that was not a ten, the next digit is the next field's count."""
        following = self._next_step(field)
        if isinstance(following, TrickField):
            self._focus(following)
            following.type_digit(digit, fresh=True)
        else:
            field.type_digit(digit, fresh=True)

    # ----- focus -----
    def _steps(self) -> Sequence[QWidget]:
        kind = self.kind()
        if kind == "contract":
            dealer = [self.dealer_row] if self.dealer_row is not None else []
            return [self.declarer_row, self.level_row, self.suit_row, *self.defence_rows, *dealer,
                    *self.contract_tricks.edit_fields()]
        if kind == "misere":
            return [self.misere_declarer, self.misere_tricks]
        if kind == "allpass":
            return self.allpass_tricks.edit_fields()
        return [cell for cell in self.adjust_cells.values()][:1]

    def _wants_input(self, widget: QWidget, loaded: bool = True) -> bool:
        """An empty step wants an answer; so does one still holding the edited deal's answer, unless
        ``loaded`` is False: editing, the keys walk the steps in order over the old answers."""
        if self._implied(widget):
            return False
        if loaded and widget in self._loaded:
            return True
        if isinstance(widget, ChoiceRow):
            return widget.value() is None
        return isinstance(widget, QLineEdit) and not widget.text().strip()

    def _implied(self, widget: QWidget) -> bool:
        """A trick count that can only be 0 (the others make 10): the entry does not ask for it."""
        return isinstance(widget, TrickField) and any(row.implied(widget) for row in (self.contract_tricks,
                                                                                       self.allpass_tricks))

    def _answered(self, widget: QWidget) -> None:
        """The scorer answered this step himself: an old answer no longer waits there."""
        self._loaded.discard(widget)

    def _next_step(self, widget: QWidget | None) -> QWidget | None:
        """The next step still to answer: after ``widget`` first, then (only empty ones) from the start."""
        steps = self._steps()
        start = steps.index(widget) + 1 if widget in steps else 0
        if (isinstance(widget, TrickField) and start < len(steps) and isinstance(steps[start], TrickField)
                and not self._implied(steps[start])):
            return steps[start]  # counts are typed one after another, also over old ones
        ahead = [step for step in steps[start:] if self._wants_input(step)]
        behind = [step for step in steps[:start] if self._wants_input(step, loaded=False)]
        return next((step for step in ahead + behind
                     if step is not widget and step.isEnabled() and not step.isHidden()), None)

    def _advance(self, widget: QWidget | None) -> None:
        if widget is not None:
            self._answered(widget)
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
        self.give_up.setChecked(deal.concede)
        self.totus.setChecked(deal.totus)
        if not (deal.concede or deal.totus):  # their defence is a placeholder: nobody spoke
            for row, word in zip(self.defence_rows, deal.defence, strict=True):
                row.set_value(word)
            if self.dealer_row is not None and "whist" not in deal.defence:
                self.dealer_row.set_value("whist" if deal.dealer_whist else "pass")
        self._update_choices()
        self._update_tricks()
        self.contract_tricks.load(deal.tricks)
        self.talon.setValue(deal.talon_tricks)
        self.to_mountain.setChecked(deal.to_mountain)
        self.open_cards.setChecked(deal.open)
        try:
            self.below_exit.setChecked(bool(self._preview(deal).warnings))  # it was let stand before
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
        if self.kind() == "allpass" and talon_player(self._table(), self.settings) is not None:
            parts.append(self.tr("%1 deals and plays the talon").replace("%1", self.players[dealer]))
        elif self.n == 4:
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
        """What this all-pass costs, as a player says it: "All-pass at 2 a trick, 2 in a row"."""
        price = mixed_str(self.sheet.next_allpass_price())
        whists = self.settings.allpass_scoring == "whists"
        if not self.sheet.streak:
            text = self.tr("All-pass at %1 whists a trick") if whists else self.tr("All-pass at %1 a trick")
            return text.replace("%1", price)
        text = (self.tr("All-pass at %1 whists a trick, %n in a row", "", self.sheet.streak + 1) if whists
                else self.tr("All-pass at %1 a trick, %n in a row", "", self.sheet.streak + 1))
        return text.replace("%1", price)

    def _update_choices(self) -> None:
        table = self._table()
        for row in (self.declarer_row, self.misere_declarer):
            for seat in range(self.n):
                row.set_allowed(seat, declarer_allowed(table, seat))
        defenders = self._defenders()
        for index, label in enumerate(self.defence_labels):
            name = self.players[defenders[index]] if defenders else (self.tr("1st defender") if index == 0
                                                                     else self.tr("2nd defender"))
            label.setText(name + ":")
            self.defence_rows[index].setAccessibleName(name)
        level, suit = self._contract()
        first_row, second_row = self.defence_rows
        allowed = (first_words(self.settings, level, suit),
                   second_words(self.settings, level, suit, first_row.value()))
        spoken = not self.give_up.isChecked() and not self.totus.isChecked()  # nobody whists those
        for row, words in zip(self.defence_rows, allowed, strict=True):
            row.setEnabled(spoken)
            for word in row.values():
                row.set_allowed(word, word in words)
        if self.dealer_row is not None:
            name = self.players[self._dealer()]
            self.dealer_label.setText(self.tr("%1 (dealer):").replace("%1", name))
            self.dealer_row.setAccessibleName(self.tr("%1 (dealer)").replace("%1", name))
            defence = (first_row.value(), second_row.value())
            self.dealer_row.setEnabled(spoken and dealer_whist_allowed(self._table(), self.settings, defence))
        exit_level = self.sheet.exit_level()
        for value in LEVEL_KEYS.values():
            below = value < exit_level
            button = self.level_row.button(value)
            set_flag(button, "below", below)
            if below:
                button.setToolTip(self.tr("Below the exit level %1 after the all-passes")
                                  .replace("%1", str(exit_level)))

    def _update_tricks(self) -> None:
        table = self._table()
        if self.give_up.isChecked():
            roles = NO_TRICKS
        elif self.totus.isChecked():
            roles = trick_roles(table, self.declarer_row.value(), NO_DEFENCE, self.settings, totus=True)
        else:
            defence = (self.defence_rows[0].value(), self.defence_rows[1].value())
            roles = trick_roles(table, self.declarer_row.value(), defence, self.settings,
                                dealer_whist=self._dealer_whists())
        self.contract_tricks.configure(roles)
        self.contract_tricks.refill()
        self.allpass_tricks.configure(allpass_roles(table, self.settings))
        self.allpass_tricks.refill()
        talon_seat = talon_player(table, self.settings)
        for seat, label in enumerate(self.allpass_tricks.names):  # a dealer who plays the talon: 0 to 2
            talon = seat == talon_seat
            label.setText(self.tr("%1 (talon)").replace("%1", self.players[seat]) if talon else self.players[seat])
            if talon:
                self.allpass_tricks.fields[seat].setToolTip(self.tr("The dealer's tricks from the talon: 0 to 2."))

    def _dealer_whists(self) -> bool:
        row = self.dealer_row
        return row is not None and row.isEnabled() and row.value() == "whist"

    def _update_options(self) -> None:
        kind, s = self.kind(), self.settings
        talon = kind == "contract" and (s.talon_bonus if self.n == 4 else s.talon_bonus_3p)
        self.talon_label.setVisible(talon)
        self.talon.setVisible(talon)
        self.blind.setVisible(kind != "adjust" and (s.blind_allowed or self.blind.isChecked()))
        self.to_mountain.setVisible(kind == "contract" and (s.game_to_mountain_allowed or self.to_mountain.isChecked()))
        self.open_cards.setVisible(kind == "contract")
        self.give_up.setVisible(kind == "contract" and (s.give_up != "no" or self.give_up.isChecked()))
        self.totus.setVisible(kind == "contract" and (s.totus or self.totus.isChecked()))
        self.dealer_box.setEnabled(kind != "adjust")

    # ----- assembling and checking the deal -----
    def _evaluate(self) -> Outcome:
        outcome = self._judge()
        # Set once, not hidden first: hiding the focused box would send the focus away.
        self.below_exit.setVisible(outcome.record is not None and bool(outcome.record.warnings))
        return outcome

    def _judge(self) -> Outcome:
        try:
            deal = self._assemble()
        except Incomplete as missing:
            return Outcome(None, None, missing.field, missing.text, missing.severity)
        try:
            record = self._preview(deal)
        except DealError as error:
            return Outcome(deal, None, error.field, texts.error_text(error), "error")
        if record.warnings and not self.below_exit.isChecked():
            warning = record.warnings[0]
            text = texts.error_text(DealError(warning.code, "level", **warning.params))
            return Outcome(deal, record, "level", text, "warning")
        return Outcome(deal, record)

    def _preview(self, deal: Deal) -> DealRecord:
        """``sheet.preview``, but each deal scored once: the form asks again while nothing changed, and
        the record is what the dialog returns. Refusals are remembered too."""
        outcome = next((outcome for known, outcome in reversed(self._previews) if known == deal), None)
        if outcome is None:
            try:
                outcome = self.sheet.preview(deal)
            except DealError as error:
                outcome = error
            self._previews = self._previews[-31:] + [(deal, outcome)]  # a few back, for a changed mind
        if isinstance(outcome, DealError):
            raise outcome.with_traceback(None)
        return outcome

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
        talon = self.talon.value() if self.talon.isVisible() else 0
        options = {"talon_tricks": talon, "blind": blind, "open": self.open_cards.isChecked(), **common}
        if self.give_up.isChecked():  # RULES-v2 7: no defence, no tricks
            return Contract(declarer, level, suit, NO_DEFENCE, None, concede=True,
                            to_mountain=self.to_mountain.isChecked(), **options)
        if self.totus.isChecked():  # RULES-v2 8: nobody whists, always played
            contract = Contract(declarer, level, suit, NO_DEFENCE, None, totus=True,
                                to_mountain=self.to_mountain.isChecked(), **options)
            return self._with_tricks(contract)
        first, second = self._table().defenders(declarer)
        words = []
        for row, seat in zip(self.defence_rows, (first, second), strict=True):
            words_now = (first_words(self.settings, level, suit) if row is self.defence_rows[0]
                         else second_words(self.settings, level, suit, self.defence_rows[0].value()))
            can_half = "half" in words_now
            hint = (self.tr("What did %1 say? W whist, P pass, H half-whist.") if can_half
                    else self.tr("What did %1 say? W whist or P pass.")).replace("%1", self.players[seat])
            words.append(self._chosen(row, "defence", hint))
        dealer_whist = False
        if self.dealer_row is not None and self.dealer_row.isEnabled():
            hint = self.tr("Did %1, the dealer, whist? W whist or P pass.").replace("%1", self.players[self._dealer()])
            dealer_whist = self._chosen(self.dealer_row, "defence", hint) == "whist"
        contract = Contract(declarer, level, suit, (words[0], words[1]), None, dealer_whist=dealer_whist,
                            to_mountain=self.to_mountain.isChecked(), **options)
        return self._with_tricks(contract)

    def _with_tricks(self, contract: Contract) -> Contract:
        """A played contract with its tricks (they must all be typed); one not played as it is."""
        if not is_played(contract, self.settings):
            return contract
        if self.contract_tricks.missing() is not None:
            self._refusal_before_tricks(contract)
            self._check_tricks(self.contract_tricks)
        return replace(contract, tricks=self.contract_tricks.tricks())

    def _refusal_before_tricks(self, contract: Contract) -> None:
        """While tricks are still missing, a refusal of what is already entered matters more."""
        try:
            self._preview(contract)
        except DealError as error:
            if error.code != "tricks_missing":
                raise Incomplete(error.field, texts.error_text(error), "error") from None

    def _declarer_hint(self) -> str:
        return self.tr("Choose the declarer: 1–%1 or the first letter of the name.").replace("%1", str(self.n))

    @staticmethod
    def _chosen(row: ChoiceRow[T], field: str, hint: str) -> T:
        value = row.value()
        if value is None:
            raise Incomplete(field, hint)
        return value

    def _check_active(self, declarer: int) -> None:
        error = declarer_refusal(self._table(), declarer)
        if error is not None:
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
        return dealer_field(self._dealer(), self.sheet.next_dealer, getattr(self.original, "dealer", None))

    def _time(self) -> str | None:
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
        if field in ("blind", "to_mountain", "talon_tricks", "concede", "totus"):
            return self.options_message
        if field == "dealer_whist":
            field = "defence"
        if field == "dealer":
            return self.dealer_message
        if kind == "adjust" and field in ("pool", "mountain", "whists"):
            field = "amounts"
        return self.messages.get((kind, field), self.general) if field is not None else self.general

    def message(self) -> tuple[str, str]:
        """The message shown now and its severity ("" when all is well); for tests and the status bar."""
        return self._outcome.text, self._outcome.severity

    def accept(self) -> None:
        if self.ok_button.isEnabled():
            super().accept()

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
