"""The deal dialog's widgets, built once and laid out: the header, the row of kinds, a page for each kind of
deal, the boxes beside them, the note, the preview, the legend and the key help.

``DealLayout`` is the base of gui/dialogs/deal_dialog.py's ``DealDialog``, which fills these widgets from its form
(gui/dialogs/deal_form.py) and passes on to it what the scorer does. The widgets are made in the order the Tab key
walks them. Their words keep the dialog's Qt Linguist context ("DealDialog"), so they are translated as
``QCoreApplication.translate("DealDialog", ...)`` here.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from preferans_desk.core.exact_numbers import mixed_str
from preferans_desk.core.limits import MAX_NOTE
from preferans_desk.gui.dialogs.deal_form import DealForm
from preferans_desk.gui.dialogs.deal_parts import KINDS, LEVEL_KEYS, SUIT_KEYS, AmountKey, Choice
from preferans_desk.gui.dialogs.deal_widgets import ChoiceRow, Message, TrickField, TrickRow, label_name
from preferans_desk.gui.sheet import tones
from preferans_desk.words import texts

translate = QCoreApplication.translate
RED_SUITS = ("diamonds", "hearts")


def _name_from(widget: QWidget, label: str) -> None:
    """Name ``widget`` for a screen reader after the label beside it ("&Declarer:" names it "Declarer");
    a label that is no buddy does not name it by itself."""
    name = label_name(label)
    if name:
        widget.setAccessibleName(name)


class DealLayout(QDialog):
    """The deal dialog's widgets; ``_build`` makes them for ``form`` (set first)."""

    form: DealForm

    def _build(self) -> None:
        self.players, self.n, self.settings = self.form.players, self.form.n, self.form.settings
        layout = QVBoxLayout(self)
        layout.addLayout(self._build_header())
        self.kind_row: ChoiceRow[str] = ChoiceRow(self)
        names = (translate("DealDialog", "&Contract"), translate("DealDialog", "&Misère"),
                 translate("DealDialog", "&All-pass"), translate("DealDialog", "Ad&justment"))
        for number, (kind, text) in enumerate(zip(KINDS, names, strict=True), start=1):
            button = self.kind_row.add(kind, text, translate("DealDialog", "Ctrl+%1").replace("%1", str(number)))
            button.setMinimumWidth(96)
        self.kind_row.finish(translate("DealDialog", "Ctrl+1 … Ctrl+4"))
        self.kind_row.setAccessibleName(translate("DealDialog", "Kind of deal"))
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
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
                                        | QDialogButtonBox.StandardButton.Help, self)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setDefault(True)
        layout.addWidget(self.buttons)
        # At least as wide as its widest page (a minimum set by hand replaces the layout's own).
        self.setMinimumWidth(max(640, layout.totalMinimumSize().width()))
        tones.apply(self)

    def _build_header(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.info = QLabel(self)
        self.info.setWordWrap(True)
        row.addWidget(self.info, 1)
        label = QLabel(translate("DealDialog", "&Dealer:"), self)
        self.dealer_box = QComboBox(self)
        for seat, name in enumerate(self.players):
            self.dealer_box.addItem(name, seat)
        self.dealer_box.setCurrentIndex(self.form.sheet.next_dealer)
        self.dealer_box.setToolTip(translate("DealDialog", "Who dealt this deal; the deals after it go on clockwise "
                                                           "from here."))
        label.setBuddy(self.dealer_box)
        row.addSpacing(16)  # the deal's facts wrap before they run into "Dealer:"
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

    def _declarer_row(self, parent: QWidget, choice: Choice[int]) -> ChoiceRow[int]:
        row: ChoiceRow[int] = ChoiceRow(parent)
        for seat, name in enumerate(self.players):
            keys = " / ".join(key.upper() for key in choice.keys_of(seat))
            row.add(seat, f"{seat + 1}  {name}", translate("DealDialog", "%1: key %2").replace("%1", name)
                    .replace("%2", keys))
        row.finish(translate("DealDialog", "1–%1 or initial").replace("%1", str(self.n)))
        return row

    def _build_contract(self) -> QWidget:
        page, grid = self._page()
        self.declarer_row = self._declarer_row(page, self.form.declarer)
        self._add_row(grid, translate("DealDialog", "Declarer:"), self.declarer_row, "contract", "declarer")
        self.level_row: ChoiceRow[int] = ChoiceRow(page)
        for key, level in LEVEL_KEYS.items():
            self.level_row.add(level, str(level), translate("DealDialog", "Level %1: key %2")
                               .replace("%1", str(level)).replace("%2", key))
        self.level_row.finish(translate("DealDialog", "6–9, 0 = ten, T = totus, M = misère") if self.settings.totus
                              else translate("DealDialog", "6–9, 0 = ten, M = misère"))
        self._add_row(grid, translate("DealDialog", "Level:"), self.level_row, "contract", "level")
        self.below_exit = QCheckBox(translate("DealDialog", "Let it stand: the table allowed a game below the "
                                                            "e&xit level"), page)
        self.below_exit.hide()
        grid.addWidget(self.below_exit, grid.rowCount(), 1)
        self.suit_row: ChoiceRow[str] = ChoiceRow(page)
        suit_names = {"spades": translate("DealDialog", "spades"), "clubs": translate("DealDialog", "clubs"),
                      "diamonds": translate("DealDialog", "diamonds"), "hearts": translate("DealDialog", "hearts"),
                      "notrump": translate("DealDialog", "no-trump")}
        for key, suit in SUIT_KEYS.items():
            button = self.suit_row.add(suit, texts.suit_symbol(suit), translate("DealDialog", "%1: key %2")
                                       .replace("%1", suit_names[suit]).replace("%2", key.upper()))
            button.setProperty("red", suit in RED_SUITS)
            button.setAccessibleName(suit_names[suit])  # a screen reader says "spades", not the symbol's name
        self.suit_row.finish(translate("DealDialog", "S C D H N"))
        self._add_row(grid, translate("DealDialog", "Suit:"), self.suit_row, "contract", "suit")
        self.defence_rows = [self._defence_row(page, choice) for choice in (self.form.first, self.form.second)]
        self.defence_labels = [self._add_row(grid, "", row, "contract") for row in self.defence_rows]
        self.dealer_row: ChoiceRow[str] | None = None  # the 4-player dealer's whist (RULES-v2 6.3), where allowed
        if self.form.dealer_whist is not None:
            self.dealer_row = self._dealer_whist_row(page)
            self.dealer_label = self._add_row(grid, "", self.dealer_row, "contract")
        self.messages[("contract", "defence")] = message = Message(page)
        grid.addWidget(message, grid.rowCount(), 1)
        self.contract_tricks = TrickRow(self.players, page)
        self._add_row(grid, translate("DealDialog", "Tricks:"), self.contract_tricks, "contract", "tricks")
        grid.setRowStretch(grid.rowCount(), 1)
        return page

    def _defence_row(self, parent: QWidget, choice: Choice[str]) -> ChoiceRow[str]:
        row: ChoiceRow[str] = ChoiceRow(parent)
        row.add("whist", translate("DealDialog", "Whist"), translate("DealDialog", "Whist: key W"))
        row.add("pass", translate("DealDialog", "Pass"), translate("DealDialog", "Pass: key P"))
        keys = [translate("DealDialog", "W P")]
        if "half" in choice.options:  # else H still says why there is no half-whist to choose (the form)
            either = self.settings.half_whist_by == "either"
            row.add("half", translate("DealDialog", "Half-whist"),
                    translate("DealDialog", "Half-whist: key H (when the other defender passed)") if either
                    else translate("DealDialog", "Half-whist: key H (only after the first defender passed)"))
            keys = [translate("DealDialog", "W P H")]
        if self.settings.give_up != "no":
            keys.append(translate("DealDialog", "G = gave up"))
        row.finish(" · ".join(keys))
        return row

    def _dealer_whist_row(self, parent: QWidget) -> ChoiceRow[str]:
        row: ChoiceRow[str] = ChoiceRow(parent)
        row.add("whist", translate("DealDialog", "Whist"), translate("DealDialog", "The dealer whists the contract "
                                                                               "both defenders declined: key W"))
        row.add("pass", translate("DealDialog", "Pass"), translate("DealDialog", "The dealer stays out: key P"))
        row.finish(translate("DealDialog", "W P (when neither defender whisted)"))
        return row

    def _build_misere(self) -> QWidget:
        page, grid = self._page()
        self.misere_declarer = self._declarer_row(page, self.form.misere)
        self._add_row(grid, translate("DealDialog", "Declarer:"), self.misere_declarer, "misere", "declarer")
        self.misere_tricks = TrickField(page)
        self.misere_tricks.setPlaceholderText("0")
        self.misere_tricks.setToolTip(translate("DealDialog", "Tricks the declarer took: empty or 0 = misère made."))
        box = QHBoxLayout()
        box.addWidget(self.misere_tricks)
        hint = QLabel(translate("DealDialog", "empty or 0 = made"), page)
        hint.setProperty("tone", "hint")
        box.addWidget(hint)
        box.addStretch(1)
        holder = QWidget(page)
        holder.setLayout(box)
        box.setContentsMargins(4, 0, 0, 0)
        _name_from(self.misere_tricks, self._add_row(grid, translate("DealDialog", "Tricks taken:"), holder,
                                                     "misere", "tricks").text())
        grid.setRowStretch(grid.rowCount(), 1)
        return page

    def _build_allpass(self) -> QWidget:
        page, grid = self._page()
        self.allpass_info = QLabel(page)
        grid.addWidget(self.allpass_info, 0, 0, 1, 2)
        self.allpass_tricks = TrickRow(self.players, page)
        self._add_row(grid, translate("DealDialog", "Tricks:"), self.allpass_tricks, "allpass", "tricks")
        grid.setRowStretch(grid.rowCount(), 1)
        return page

    def _build_adjust(self) -> QWidget:
        page, grid = self._page()
        table = QGridLayout()
        headers = [translate("DealDialog", "Pool"), translate("DealDialog", "Mountain")] + [
            translate("DealDialog", "Whists on %1").replace("%1", name) for name in self.players]
        # Two header rows, "Whists on" over the whist columns and a player's name over each: "Whists on Grigory"
        # in each column's head made a table of four players wider than the dialog.
        centre = Qt.AlignmentFlag.AlignHCenter
        for column, text in enumerate(headers[:2], start=1):
            table.addWidget(QLabel(f"<b>{text}</b>", page), 1, column, centre)
        whists_on = translate("DealDialog", "Whists on")
        table.addWidget(QLabel(f"<b>{whists_on}</b>", page), 0, 3, 1, self.n, centre)
        for column, name in enumerate(self.players, start=3):
            table.addWidget(QLabel(f"<b>{escape(name)}</b>", page), 1, column, centre)
        self.adjust_cells: dict[AmountKey, QLineEdit] = {}
        for seat, name in enumerate(self.players):
            table.addWidget(QLabel(name, page), seat + 2, 0)
            keys: list[AmountKey] = [("pool", seat), ("mountain", seat)]
            for column, key in enumerate(keys + [("whists", seat, target) for target in range(self.n)], start=1):
                if key == ("whists", seat, seat):
                    continue
                cell = QLineEdit(page)
                cell.setAccessibleName(f"{name}: {headers[column - 1]}")  # "Anna: Whists on Boris"
                cell.setPlaceholderText("0")
                cell.setFixedWidth(72)
                cell.setAlignment(Qt.AlignmentFlag.AlignRight)
                table.addWidget(cell, seat + 2, column)
                self.adjust_cells[key] = cell
        holder = QWidget(page)
        holder.setLayout(table)
        table.setContentsMargins(0, 0, 0, 0)
        intro = QLabel(translate("DealDialog", "Amounts to write as they are (5, -2, 1.5 or 1/2); the whists are "
                                               "written by the player of the row on the player of the column."), page)
        intro.setWordWrap(True)
        grid.addWidget(intro, 0, 0, 1, 2)
        self._add_row(grid, "", holder, "adjust", "amounts")
        self.next_dealer = QComboBox(page)
        self.next_dealer.addItem(translate("DealDialog", "(as it goes: %1)")
                                 .replace("%1", self.players[self.form.sheet.next_dealer]), None)
        for seat, name in enumerate(self.players):
            self.next_dealer.addItem(name, seat)
        self._add_row(grid, translate("DealDialog", "Next dealer:"), self.next_dealer, "adjust")
        grid.setRowStretch(grid.rowCount(), 1)
        return page

    def _build_options(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.talon_label = QLabel(translate("DealDialog", "&Talon tricks:"), self)
        self.talon = QSpinBox(self)
        self.talon.setRange(0, 3)
        self.talon.setToolTip(translate("DealDialog", "The dealer's talon bonus: an ace or K+Q of a suit = 1, A+K = 2, "
                                                      "two aces = 3."))
        self.talon_label.setBuddy(self.talon)
        self.blind = QCheckBox(translate("DealDialog", "&Blind"), self)
        multiplier = mixed_str(self.settings.blind_multiplier)
        self.blind.setToolTip(translate("DealDialog", "Played in the dark: everything this deal writes is multiplied "
                                                      "by %1.").replace("%1", multiplier))
        self.to_mountain = QCheckBox(translate("DealDialog", "Write &off the mountain"), self)
        self.to_mountain.setToolTip(translate("DealDialog", "The declarer writes the made game off his mountain "
                                                            "instead of into his pool."))
        self.open_cards = QCheckBox(translate("DealDialog", "Op&en cards"), self)
        self.open_cards.setToolTip(translate("DealDialog", "The defence played with its cards open (for the record "
                                                           "only)."))
        self.give_up = QCheckBox(translate("DealDialog", "Gave &up"), self)
        self.give_up.setToolTip(translate("DealDialog", "The declarer gave the game up without playing it "
                                                        "(\"without three\"): three undertricks into his mountain, no "
                                                        "whists. Key G on a defender."))
        self.totus = QCheckBox(translate("DealDialog", "Totu&s"), self)
        self.totus.setToolTip(translate("DealDialog", "A totus: a ten that must take every trick, with no whist. Key T "
                                                      "on the level."))
        for widget in (self.talon_label, self.talon, self.blind, self.to_mountain, self.open_cards, self.give_up,
                       self.totus):
            row.addWidget(widget)
        row.addStretch(1)
        self.options_message = Message(self)
        return row

    def _build_note(self) -> QVBoxLayout:
        column = QVBoxLayout()
        column.addWidget(self.options_message)
        column.addWidget(self.dealer_message)
        row = QHBoxLayout()
        label = QLabel(translate("DealDialog", "&Note:"), self)
        self.note = QLineEdit(self)
        self.note.setMaxLength(MAX_NOTE)  # what a game file may keep
        self.note.setPlaceholderText(translate("DealDialog", "optional"))
        label.setBuddy(self.note)
        row.addWidget(label)
        row.addWidget(self.note, 1)
        column.addLayout(row)
        return column

    # ----- the keys in words -----
    def _legend_text(self) -> str:
        text = translate("DealDialog", "Keys: Ctrl+1…4 kind · declarer 1–%1 or initial · level 6–9, 0 = ten, M = "
                                       "misère · suit S C D H N · defenders W P H · tricks as digits (1 0 = ten) · "
                                       "Tab/Shift+Tab move · Enter OK · F1 all keys").replace("%1", str(self.n))
        extra = self._rule_keys()
        return text + (" · " + " · ".join(extra) if extra else "")

    def _rule_keys(self) -> list[str]:
        """The keys this game's rules add (RULES-v2): the totus, the give-up, the dealer's whist."""
        keys = []
        if self.settings.totus:
            keys.append(translate("DealDialog", "level T = totus"))
        if self.settings.give_up != "no":
            keys.append(translate("DealDialog", "defender G = the declarer gave up"))
        if self.dealer_row is not None:
            keys.append(translate("DealDialog", "dealer W P after two non-whists"))
        return keys

    def key_help(self) -> str:
        """The whole key scheme (the Help button and F1 show it)."""
        return translate(
            "DealDialog",
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
            parts.append(translate("DealDialog", "<p><b>Totus</b>: T on the level row makes the contract a totus (a "
                                                 "ten, no whist); then the suit and the declarer's tricks.</p>"))
        if self.settings.give_up != "no":
            parts.append(translate("DealDialog", "<p><b>Gave up</b>: G on a defender's row: the declarer gave the "
                                                 "game up without playing (three undertricks, no whists). Example: "
                                                 "<tt>2 8 c g Enter</tt>.</p>"))
        if self.dealer_row is not None:
            parts.append(translate("DealDialog", "<p><b>The dealer's whist</b>: when neither defender whisted, the "
                                                 "dealer's row asks W (he whists: type the declarer's tricks) or "
                                                 "P.</p>"))
        if self.form.talon_seat() is not None:
            parts.append(translate("DealDialog", "<p><b>All-pass</b>: the dealer plays the talon: type his tricks (0 "
                                                 "to 2) after the others'.</p>"))
        return "".join(parts)


__all__ = ["DealLayout"]
