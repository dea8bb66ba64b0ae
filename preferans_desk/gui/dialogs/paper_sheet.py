"""File → New from a Paper Sheet: settle a game played on paper.

The new-game dialog has given the players, the convention and the pool target; this form, laid out as
the sheet is (each player's box where his field lies, the pool target in the circle between them), takes
each player's final pool, mountain and whists on each opponent. Enter goes to the next number (an empty
one is 0) and, after the last, settles; Ctrl+Enter settles from any. The game it makes is a normal game
whose one deal is an adjustment writing those totals: saved, printed and settled like any other, and
corrected by editing that deal. (A dedicated kind of deal would carry nothing an adjustment does not,
and every tool that reads game files knows adjustments already.)
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from preferans_desk.core.deals import Adjust
from preferans_desk.core.errors import DealError
from preferans_desk.core.exact_numbers import Number, NumberError, parse_number
from preferans_desk.core.game import Game
from preferans_desk.core.moment import Moment
from preferans_desk.gui.panels.settlement_panel import transfers_text
from preferans_desk.gui.sheet import tones
from preferans_desk.words import texts

# Where each seat's box goes, as the paper has them with the first player at the bottom: (row, column,
# column span) in a 3x3 grid whose middle holds the circle.
PLACES = {3: {0: (2, 0, 3), 1: (0, 0, 1), 2: (0, 2, 1)},
          4: {0: (2, 0, 3), 1: (1, 0, 1), 2: (0, 0, 3), 3: (1, 2, 1)}}

Key = tuple  # ("pool", seat), ("mountain", seat) or ("whists", writer, target)


class PaperSheetDialog(QDialog):
    """The totals of a paper sheet for ``game`` (its players and rules; no deals yet)."""

    def __init__(self, parent: QWidget | None, game: Game):
        super().__init__(parent)
        self.game = game
        n = len(game.players)
        self.setWindowTitle(self.tr("New from a Paper Sheet"))
        self.cells: dict[Key, QLineEdit] = {}
        grid = QGridLayout()
        for seat in range(n):
            row, column, span = PLACES[n][seat]
            grid.addWidget(self._player_box(seat, wide=span > 1), row, column, 1, span)
        circle = QLabel(texts.number(game.rules.pool_target))
        circle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        circle.setStyleSheet("font-size: 20pt; font-weight: bold;")
        circle.setToolTip(self.tr("The pool target"))
        grid.addWidget(circle, 0 if n == 3 else 1, 1)
        about = QLabel(self.tr("Type each player's final pool and mountain and the whists he wrote on each "
                               "opponent, as the paper sheet has them. Enter goes to the next number and, after "
                               "the last, settles; Ctrl+Enter settles at once. An empty one is 0."))
        about.setWordWrap(True)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.preview = QLabel()
        self.preview.setWordWrap(True)
        self.preview.setProperty("tone", "preview")
        self.preview.setAccessibleName(self.tr("Settlement"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("&Settle"))
        layout = QVBoxLayout(self)
        layout.addWidget(about)
        layout.addLayout(grid)
        layout.addWidget(self.message)
        layout.addWidget(self.preview)
        layout.addWidget(buttons)
        order = list(self.cells.values())
        for first, second in zip(order, order[1:], strict=False):
            QWidget.setTabOrder(first, second)
        for cell in order:
            cell.textChanged.connect(self._refresh)
        tones.apply(self)
        self._refresh()
        order[0].setFocus()

    def _player_box(self, seat: int, wide: bool) -> QGroupBox:
        """A player's numbers: in a row under their names when the box spans the sheet (top, bottom), else
        in a column beside them (the side fields)."""
        players = self.game.players
        n = len(players)
        box = QGroupBox(players[seat])
        form = QGridLayout(box)
        fields: list[tuple[tuple[str, int] | tuple[str, int, int], str]] = [
            (("pool", seat), self.tr("Pool")), (("mountain", seat), self.tr("Mountain"))]
        for step in range(1, n):
            target = (seat + step) % n
            fields.append((("whists", seat, target), self.tr("Whists on %1").replace("%1", players[target])))
        for place, (key, label) in enumerate(fields):
            cell = QLineEdit(box)
            cell.setPlaceholderText("0")
            cell.setAlignment(Qt.AlignmentFlag.AlignRight)
            cell.setMaximumWidth(90)
            cell.setAccessibleName(f"{players[seat]}: {label}")
            caption = QLabel(label, box)
            caption.setBuddy(cell)
            self.cells[key] = cell
            if wide:
                form.addWidget(caption, 0, place)
                form.addWidget(cell, 1, place)
            else:
                form.addWidget(caption, place, 0)
                form.addWidget(cell, place, 1)
        return box

    # ----- typing -----
    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        """Enter in a number: the next one (the dialog's default button would settle at the first);
        Ctrl+Enter: settle from anywhere. A field passes Enter on to here after its own returnPressed."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            cell = self.focusWidget()
            if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
                self.accept()
                return
            if isinstance(cell, QLineEdit) and cell in self.cells.values():
                self._next(cell)
                return
        super().keyPressEvent(event)

    def _next(self, cell: QLineEdit) -> None:
        """Enter: the next number, or settle after the last one."""
        order = list(self.cells.values())
        index = order.index(cell)
        if index + 1 < len(order):
            order[index + 1].setFocus()
            order[index + 1].selectAll()
        else:
            self.accept()

    def _amounts(self) -> dict[Key, Number]:
        """Every number typed (empty: 0); raises ``ValueError`` naming the field that is not a number."""
        amounts: dict[Key, Number] = {}
        for key, cell in self.cells.items():
            text = cell.text().strip()
            try:
                amounts[key] = parse_number(text.replace(",", ".")) if text else 0
            except NumberError:
                raise ValueError(self.tr("%1: “%2” is not a number; write 5, -2, 1.5 or 1/2.")
                                 .replace("%1", cell.accessibleName()).replace("%2", text)) from None
        return amounts

    def deal(self) -> Adjust:
        """The adjustment that writes the sheet's totals; raises ``ValueError`` for a bad number."""
        amounts = self._amounts()
        n = len(self.game.players)
        whists = tuple((key[1], key[2], amount) for key, amount in amounts.items()
                       if key[0] == "whists" and amount)
        return Adjust(pool=tuple(amounts[("pool", seat)] for seat in range(n)),
                      mountain=tuple(amounts[("mountain", seat)] for seat in range(n)),
                      whists=whists, note=self.tr("from a paper sheet"))

    def settled_game(self) -> Game:
        """The game with its one deal: what the window will show."""
        game = Game(list(self.game.players), self.game.rules, first_dealer=self.game.first_dealer,
                    title=self.game.title, created=self.game.created)
        game.append(self.deal())
        return game

    def _refresh(self) -> None:
        try:
            game = self.settled_game()
        except (ValueError, DealError) as exc:
            problem = texts.problem_text(exc) if isinstance(exc, DealError) else str(exc)
            self.message.setText(problem)
            tones.set_tone(self.message, "error")
            self.ok_button.setEnabled(False)
            return
        self.message.clear()
        self.ok_button.setEnabled(True)
        self.preview.setText(self._settlement_text(game))

    def _settlement_text(self, game: Game) -> str:
        settled = Moment.present(game).settlement_rows
        results = ", ".join(f"{name} {texts.number(value, sign=True)}"
                            for name, value in zip(game.players, settled.result, strict=True))
        return self.tr("Result: %1").replace("%1", results) + "\n" + transfers_text(game, settled)

    def accept(self) -> None:
        if self.ok_button.isEnabled():
            super().accept()

    @classmethod
    def get_game(cls, parent: QWidget | None, game: Game) -> Game | None:
        """Ask for the totals; the game with its one deal, or None if cancelled."""
        dialog = cls(parent, game)
        return dialog.settled_game() if dialog.exec() == QDialog.DialogCode.Accepted else None
