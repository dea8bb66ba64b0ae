"""The settlement panel: each step of the роспись, the result, the money and who pays whom."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from preferans_desk.core.game import Game
from preferans_desk.core.numbers import Number, mixed_str
from preferans_desk.core.settlement import Settlement, format_minor, settle_game

ROUNDINGS = ("exact", "paper", "nearest")


class SettlementPanel(QWidget):
    """Shows ``settle_game(game, rounding)``; the rounding can be switched here."""

    roundingChanged = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.game: Game | None = None
        self.settlement: Settlement | None = None
        self.chosen_rounding: str | None = None  # the table's pick here; None follows the game's setting
        self.rounding = QComboBox()
        self.rounding.currentIndexChanged.connect(self._rounding_picked)
        self.rounding_label = QLabel()
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.table = QTableWidget()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setWordWrap(False)
        self.transfers = QLabel()
        self.transfers.setWordWrap(True)
        self.transfers.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        top = QHBoxLayout()
        top.addWidget(self.rounding_label)
        top.addWidget(self.rounding)
        top.addStretch()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.status)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.transfers)
        self.retranslate()

    def retranslate(self) -> None:
        self.rounding_label.setText(self.tr("Rounding:"))
        names = (self.tr("exact"), self.tr("paper"), self.tr("nearest whist"))
        self.rounding.blockSignals(True)
        self.rounding.clear()
        for code, name in zip(ROUNDINGS, names, strict=True):
            self.rounding.addItem(name, code)
        self.rounding.blockSignals(False)
        if self.game is not None:
            self.show_game(self.game)

    def reset_rounding(self) -> None:
        """Follow the game's own rounding setting again (a new game was opened)."""
        self.chosen_rounding = None

    def _rounding_picked(self) -> None:
        self.chosen_rounding = self.rounding.currentData()
        if self.game is not None:
            self.show_game(self.game)
            self.roundingChanged.emit(self.chosen_rounding)

    def show_game(self, game: Game) -> Settlement:
        """Settle the game as it stands and show every step."""
        self.game = game
        rounding = self.chosen_rounding or game.rules.settings.rounding
        self.rounding.blockSignals(True)
        self.rounding.setCurrentIndex(ROUNDINGS.index(rounding))
        self.rounding.blockSignals(False)
        self.settlement = settle_game(game, rounding)
        self._fill(game, self.settlement)
        return self.settlement

    def _fill(self, game: Game, s: Settlement) -> None:
        players = game.players
        rows: list[tuple[str, list[str], bool]] = [
            (self.tr("Pool"), _texts(s.pool), False),
            (self.tr("Mountain"), _texts(s.mountain), False),
            (self.tr("Levelled mountain"), _texts(s.levelled), False),
            (self.tr("After amnesty"), _texts(s.amnestied), False),
        ]
        if s.correction is not None:
            rows.append((self.tr("Paper correction"), _texts(s.corrected), False))
        rows.append((self.tr("Mountain whists"), _texts(s.mountain_whists, True), False))
        for j, name in enumerate(players):
            cells = ["" if i == j else mixed_str(s.balances[i][j], True) for i in range(len(players))]
            rows.append((self.tr("Whists with %1").replace("%1", name), cells, False))
        if s.rounding != "exact":
            rows.append((self.tr("Exact result"), _texts(s.exact, True), False))
        rows.append((self.tr("Result"), _texts(s.result, True), True))
        if s.money is not None:
            currency = game.rules.currency or ""
            money = [format_minor(m, s.money_digits) for m in s.money]
            label = self.tr("Money %1").replace("%1", currency).strip()
            rows.append((label, [_plus(t) for t in money], True))
        self.table.clear()
        self.table.setColumnCount(len(players))
        self.table.setRowCount(len(rows))
        self.table.setHorizontalHeaderLabels(players)
        self.table.setVerticalHeaderLabels([label for label, _, _ in rows])
        bold = QFont()
        bold.setBold(True)
        for r, (_, cells, strong) in enumerate(rows):
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if strong:
                    item.setFont(bold)
                self.table.setItem(r, c, item)
        self.status.setText(self._status_text(game))
        self.transfers.setText(self._transfers_text(game, s))

    def _status_text(self, game: Game) -> str:
        if game.finished:
            return self.tr("The game is over. Settlement:")
        return self.tr("The game is not over; this is how it would settle now.")

    def _transfers_text(self, game: Game, s: Settlement) -> str:
        if not s.transfers:
            return self.tr("Nobody pays anybody.")
        lines = [self.tr("Who pays whom:")]
        for payer, payee, amount in s.transfers:
            if s.money is not None:
                shown = f"{format_minor(amount, s.money_digits)} {game.rules.currency or ''}".strip()
            else:
                shown = self.tr("%1 whists").replace("%1", mixed_str(amount))
            lines.append(self.tr("%1 pays %2 %3").replace("%1", game.players[payer])
                         .replace("%2", game.players[payee]).replace("%3", shown))
        return "\n".join(lines)


def _texts(values: list[Number], sign: bool = False) -> list[str]:
    return [mixed_str(v, sign) for v in values]


def _plus(text: str) -> str:
    return text if text.startswith("-") or set(text) <= set("0.") else "+" + text
