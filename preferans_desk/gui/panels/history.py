"""The history panel: every deal in plain words, edit/delete, and the review mode."""

from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QEvent, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from preferans_desk.core.game import Game
from preferans_desk.core.moment import Moment
from preferans_desk.gui.panels.history_rows import DealRows
from preferans_desk.gui.sheet import tones
from preferans_desk.words import texts
from preferans_desk.words.texts import ROW_CHARS, clip, tip_lines


class DealListModel(QAbstractListModel):
    """The deals as rows of text, worded only when a row is shown and kept until the deal changes.

    ``set_game`` keeps the rows of the deals that did not change (appending a deal adds one
    row), so a long game is never re-worded as a whole.
    """

    def __init__(self, parent=None):
        super().__init__(parent)
        self.game: Game | None = None
        self.deals: list = []
        self._texts: dict[int, tuple[str, str]] = {}

    def clear(self) -> None:
        """No game: no rows."""
        self.beginResetModel()
        self.game, self.deals, self._texts = None, [], {}
        self.endResetModel()

    def set_game(self, game: Game) -> None:
        new = list(game.deals)
        same = 0 if game is not self.game else _common_prefix(self.deals, new)
        self.game = game
        if same < len(self.deals):
            self.beginRemoveRows(QModelIndex(), same, len(self.deals) - 1)
            self.deals = self.deals[:same]
            self.endRemoveRows()
        self._texts = {row: text for row, text in self._texts.items() if row < same}
        if same < len(new):
            self.beginInsertRows(QModelIndex(), same, len(new) - 1)
            self.deals = new
            self.endInsertRows()

    def reword(self) -> None:
        """The language changed: word every row again."""
        self._texts.clear()
        if self.deals:
            self.dataChanged.emit(self.index(0), self.index(len(self.deals) - 1))

    def rowCount(self, parent=None) -> int:  # noqa: N802 (Qt's name)
        return 0 if parent is not None and parent.isValid() else len(self.deals)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or self.game is None:
            return None
        record = self.game.sheet.records[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(index.row())[0]
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._text(index.row())[1]
        if role == Qt.ItemDataRole.ForegroundRole and record.warnings:
            return tones.colour("warning", QGuiApplication.palette())
        return None

    def _text(self, row: int) -> tuple[str, str]:
        game = self.game
        assert game is not None, "rows are asked for only while a game is shown"
        if row not in self._texts:
            players = game.players
            record = game.sheet.records[row]
            head = f"{row + 1}. {texts.deal_summary(players, record)}"
            written = f"    {texts.consequence(players, record)}"
            worth = f"    {texts.worth_text(players, record.worth)}"
            dealer = texts.dealer_text(players, record.dealer)
            text = f"{clip(head, ROW_CHARS)}\n{clip(written, ROW_CHARS)}\n{worth}"
            tip = "\n".join([*tip_lines(head), *tip_lines(written), *tip_lines(worth), dealer,
                              *(texts.warning_text(w) for w in record.warnings)])
            self._texts[row] = (text, tip)
        return self._texts[row]


def _common_prefix(old: list, new: list) -> int:
    count = 0
    for a, b in zip(old, new, strict=False):
        if a is not b and a != b:
            break
        count += 1
    return count


class HistoryPanel(QWidget):
    """Lists the deals and the review controls: a view of the game document.

    It shows what the document says (``show_game``, ``show_moment``) and asks the
    document for changes through its signals; it keeps no selection or review
    state of its own.
    """

    selectRequested = Signal(int)  # a row was chosen, -1 for none
    editRequested = Signal(int)
    deleteRequested = Signal(int)
    reviewToggled = Signal(bool)  # start (True) or end the review
    reviewRequested = Signal(int)  # in review, the number of deals to show

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.game: Game | None = None
        self._showing = False  # True while the document's state is being shown: no requests back
        self._selected = -1
        self._review: int | None = None
        self.model = DealListModel(self)
        self.list = DealRows()
        self.list.setModel(self.model)
        self.list.selectionModel().currentRowChanged.connect(lambda current, _: self._row_chosen(current.row()))
        self.list.doubleClicked.connect(lambda index: self._request(self.editRequested, index.row()))
        self.list.installEventFilter(self)
        self.edit_button = QPushButton()
        self.delete_button = QPushButton()
        self.edit_button.clicked.connect(lambda: self._request(self.editRequested))
        self.delete_button.clicked.connect(lambda: self._request(self.deleteRequested))

        self.review = QCheckBox()
        self.review.toggled.connect(self._review_toggled)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.valueChanged.connect(self._slider_moved)
        self.step_label = QLabel()
        self.buttons = {}
        pixmap = QStyle.StandardPixmap
        icons = {"first": pixmap.SP_MediaSkipBackward, "prev": pixmap.SP_MediaSeekBackward,
                 "next": pixmap.SP_MediaSeekForward, "last": pixmap.SP_MediaSkipForward}
        for name, step in (("first", None), ("prev", -1), ("next", 1), ("last", None)):
            button = QToolButton()
            button.setIcon(self.style().standardIcon(icons[name]))
            button.clicked.connect(lambda _=False, n=name, s=step: self._step(n, s))
            self.buttons[name] = button
        self._build_layout()
        self.retranslate()
        self._set_review_enabled(False)

    def _build_layout(self) -> None:
        actions = QHBoxLayout()
        actions.addWidget(self.edit_button)
        actions.addWidget(self.delete_button)
        actions.addStretch()
        review_row = QHBoxLayout()
        review_row.addWidget(self.review)
        for name in ("first", "prev"):
            review_row.addWidget(self.buttons[name])
        review_row.addWidget(self.slider, 1)
        for name in ("next", "last"):
            review_row.addWidget(self.buttons[name])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.list, 1)
        layout.addLayout(actions)
        layout.addLayout(review_row)
        layout.addWidget(self.step_label)

    def retranslate(self) -> None:
        self.edit_button.setText(self.tr("&Edit deal…"))
        self.delete_button.setText(self.tr("De&lete deal"))
        self.edit_button.setToolTip(self.tr("Edit the selected deal (Ctrl+E or Enter)"))
        self.delete_button.setToolTip(self.tr("Delete the selected deal (Ctrl+Del)"))
        self.review.setText(self.tr("&Review"))
        self.review.setToolTip(self.tr("Step through the game deal by deal (arrow keys, Home, End)"))
        for name, tip in (("first", self.tr("Start (Home)")), ("prev", self.tr("Previous deal (Left)")),
                          ("next", self.tr("Next deal (Right)")), ("last", self.tr("Last deal (End)"))):
            self.buttons[name].setToolTip(tip)
            self.buttons[name].setAccessibleName(tip)  # the buttons show only an icon
        self.list.setAccessibleName(self.tr("Deals"))
        self.slider.setAccessibleName(self.tr("Deals shown in review"))
        self._update_step_label()
        self.model.reword()

    # ----- showing the document -----
    def show_game(self, game: Game | None) -> None:
        """Follow the game after any change (only changed deals are worded again)."""
        self.game = game
        self._showing = True
        try:
            if game is None:
                self.model.clear()
            else:
                self.model.set_game(game)
            self.slider.setRange(0, self.count())
        finally:
            self._showing = False

    def show_moment(self, moment: Moment | None) -> None:
        """Show the selection and the review position of a ``Moment`` (None: no game)."""
        self._showing = True
        try:
            review = moment.count if moment is not None and moment.review else None
            selected = moment.selected if moment is not None and moment.selected is not None else -1
            self._review, self._selected = review, selected
            self.review.setChecked(review is not None)
            self._set_review_enabled(review is not None)
            self.slider.setValue(self.count() if review is None else review)
            self.select(selected)
        finally:
            self._showing = False
        self._update_buttons()
        self._update_step_label()

    def count(self) -> int:
        return self.model.rowCount()

    def select(self, index: int) -> None:
        """Show ``index`` as the current row, scrolled into view (-1: none)."""
        if 0 <= index < self.count():
            model_index = self.model.index(index)
            self.list.setCurrentIndex(model_index)
            self.list.scrollTo(model_index)
        else:
            self.list.setCurrentIndex(QModelIndex())

    def selected(self) -> int:
        return self._selected

    def in_review(self) -> bool:
        return self._review is not None

    def focus_list(self) -> None:
        self.list.setFocus()

    # ----- asking the document -----
    def _row_chosen(self, row: int) -> None:
        if not self._showing:
            self.selectRequested.emit(row)

    def _request(self, signal, row: int | None = None) -> None:
        row = self._selected if row is None else row
        if row >= 0 and self._review is None:
            signal.emit(row)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt's name)
        """Enter edits the selected deal, Delete deletes it (review's keys are the window's: main_window)."""
        if watched is self.list and event.type() == QEvent.Type.KeyPress and not event.modifiers():
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self._request(self.editRequested)
                return True
            if event.key() == Qt.Key.Key_Delete:
                self._request(self.deleteRequested)
                return True
        return super().eventFilter(watched, event)

    def _update_buttons(self) -> None:
        has = self._selected >= 0 and self._review is None
        self.edit_button.setEnabled(has)
        self.delete_button.setEnabled(has)

    # ----- review -----
    def _review_toggled(self, on: bool) -> None:
        if self._showing:
            return
        self.reviewToggled.emit(on)
        if on:
            self.slider.setFocus()

    def _set_review_enabled(self, on: bool) -> None:
        self.slider.setEnabled(on)
        for button in self.buttons.values():
            button.setEnabled(on)

    def _slider_moved(self, value: int) -> None:
        if not self._showing and self._review is not None:
            self.reviewRequested.emit(value)

    def _step(self, name: str, step: int | None) -> None:
        if self._review is None:
            return
        if step is not None:
            value = self._review + step
        else:
            value = 0 if name == "first" else self.count()
        self.reviewRequested.emit(max(0, min(value, self.count())))

    def _update_step_label(self) -> None:
        if self._review is not None:
            self.step_label.setText(self.tr("Reviewing: after deal %1 of %2")
                                    .replace("%1", str(self._review)).replace("%2", str(self.count())))
        else:
            self.step_label.setText("")

