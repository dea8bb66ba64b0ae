"""The players' part of the new-game dialog: three or four players, their names in seating order (Alt+Up /
Alt+Down moves one), and who deals first. The names are checked by the core's rule (the one the game file
keeps), each with its message beside it.

``PlayersPart`` is a base of gui/dialogs/new_game_dialog.py's ``NewGameDialog``. Its words keep the dialog's Qt
Linguist context ("NewGameDialog"), so they are translated as ``QCoreApplication.translate("NewGameDialog",
...)`` here.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QToolButton,
    QWidget,
)

from preferans_desk.core.names import EMPTY, LONG, MAX_NAME, NameProblem, clean, names_problems
from preferans_desk.gui.dialogs.new_game_fields import hidden_message, say
from preferans_desk.gui.dialogs.setting_editor import Problem

translate = QCoreApplication.translate


class PlayersPart(QDialog):
    """How many play, their names and seats, and the first dealer: the fields and their checks."""

    _typed: bool  # a name was typed (or the game asked for): an empty name is said to be wrong from now on

    def _refresh(self) -> None:
        """Check every field again and show what is wrong (the dialog's, which has all the fields)."""
        raise NotImplementedError

    def _build_count(self, page: QWidget) -> QHBoxLayout:
        """Three or four players."""
        count_row = QHBoxLayout()
        self.three = QRadioButton(translate("NewGameDialog", "&3 players"), page)
        self.four = QRadioButton(translate("NewGameDialog", "&4 players (the dealer sits out)"), page)
        self.three.setChecked(True)
        self.three.toggled.connect(self._refresh)
        for button in (self.three, self.four):
            button.clicked.connect(self._focus_names)  # Alt+3/Alt+4 and on to typing names
        count_row.addWidget(self.three)
        count_row.addWidget(self.four)
        count_row.addStretch(1)
        return count_row

    def _build_players(self, page: QWidget) -> QWidget:
        box = QGroupBox(translate("NewGameDialog", "Seating, clockwise (Alt+Up / Alt+Down moves a player)"), page)
        grid = QGridLayout(box)
        grid.addWidget(QLabel(translate("NewGameDialog", "Deals first"), box), 0, 3, Qt.AlignmentFlag.AlignHCenter)
        self.name_edits: list[QLineEdit] = []
        self.name_messages: list[QLabel] = []
        self.dealer_buttons = QButtonGroup(self)
        self.player_widgets: list[list[QWidget]] = []
        for seat in range(4):
            number = QLabel(f"{seat + 1}.", box)
            edit = QLineEdit(box)
            edit.setPlaceholderText(translate("NewGameDialog", "Player %1").replace("%1", str(seat + 1)))
            edit.setMaxLength(MAX_NAME + 10)  # long enough to say "too long" instead of cutting silently
            edit.textEdited.connect(self._name_typed)
            edit.textChanged.connect(self._refresh)
            edit.installEventFilter(self)
            up, down = QToolButton(box), QToolButton(box)
            up.setText("▲")
            down.setText("▼")
            up.setToolTip(translate("NewGameDialog", "Move up (Alt+Up)"))
            down.setToolTip(translate("NewGameDialog", "Move down (Alt+Down)"))
            for button in (up, down):
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            up.clicked.connect(lambda _=False, s=seat: self.move_player(s, -1))
            down.clicked.connect(lambda _=False, s=seat: self.move_player(s, 1))
            dealer = QRadioButton(box)
            dealer.setToolTip(translate("NewGameDialog", "This player deals the first deal"))
            self.dealer_buttons.addButton(dealer, seat)
            message = hidden_message(box)
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

    def _focus_names(self) -> None:
        """Put the cursor in the first empty name (else the first), ready to type."""
        shown = [edit for edit in self.name_edits if edit.isVisibleTo(self)]
        if not shown:  # the game page is not the one shown (the rules page is): leave the focus where it is
            return
        target = next((edit for edit in shown if not edit.text().strip()), shown[0])
        target.setFocus()
        target.selectAll()

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

    def _show_seats(self) -> None:
        """The rows of the players who play, and a first dealer among them."""
        count = self.player_count()
        for seat, widgets in enumerate(self.player_widgets):
            for widget in widgets:
                widget.setVisible(seat < count)
            if seat >= count:
                self.name_messages[seat].hide()
        if self.dealer_buttons.checkedId() >= count:
            self.dealer_buttons.button(0).setChecked(True)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Alt+Up / Alt+Down in a name moves that player."""
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):  # (as a key press always is)
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
            say(self.name_messages[seat], self._name_message(names, problems.get(seat)))
        if problems:
            raise Problem(translate("NewGameDialog", "Check the players' names."))
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
            return translate("NewGameDialog", "Enter a name for player %1.").replace("%1", str(problem.index + 1))
        if problem.code == LONG:
            return translate("NewGameDialog", "A name is at most %1 characters.").replace("%1", str(MAX_NAME))
        return translate("NewGameDialog", "Two players are called %1; the names must differ.").replace(
            "%1", names[problem.index])
