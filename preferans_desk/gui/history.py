"""The history panel: every deal in plain words, edit/delete, and the review mode."""

from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QListView,
    QPushButton,
    QSlider,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from preferans_desk.core.game import Game

from . import texts


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
            return QColor(Qt.GlobalColor.darkRed)
        return None

    def _text(self, row: int) -> tuple[str, str]:
        if row not in self._texts:
            players = self.game.players
            record = self.game.sheet.records[row]
            head = f"{row + 1}. {texts.deal_summary(players, record)}"
            dealer = texts.dealer_text(players, record.dealer)
            text = f"{head}\n    {texts.consequence(players, record)}"
            tip = "\n".join([text, dealer, *(texts.warning_text(w) for w in record.warnings)])
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
    """Lists the deals; selecting one highlights what it wrote; review steps through the game."""

    dealSelected = Signal(int)  # -1 when nothing is selected
    editRequested = Signal(int)
    deleteRequested = Signal(int)
    reviewChanged = Signal(int)  # deals shown in review, -1 when back to the live sheet

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.game: Game | None = None
        self.model = DealListModel(self)
        self.list = QListView()
        self.list.setModel(self.model)
        # Two lines a deal, cut with "…" when too long (the tooltip has it all): rows of one height
        # let the view place a long game without measuring every row after each change.
        self.list.setUniformItemSizes(True)
        self.list.setWordWrap(False)
        self.list.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # elide, don't scroll
        self.list.setAlternatingRowColors(True)
        self.list.selectionModel().currentRowChanged.connect(lambda current, _: self._row_changed(current.row()))
        self.list.doubleClicked.connect(lambda index: self.editRequested.emit(index.row()))
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
        self.review.setText(self.tr("&Review"))
        self.review.setToolTip(self.tr("Step through the game deal by deal (arrow keys, Home, End)"))
        for name, tip in (("first", self.tr("Start (Home)")), ("prev", self.tr("Previous deal (Left)")),
                          ("next", self.tr("Next deal (Right)")), ("last", self.tr("Last deal (End)"))):
            self.buttons[name].setToolTip(tip)
        self._update_step_label()
        self.model.reword()

    # ----- content -----
    def set_game(self, game: Game) -> None:
        """Follow the game after any change (only changed deals are worded again)."""
        self.game = game
        self.model.set_game(game)
        self.slider.setRange(0, len(game.deals))
        if not self.review.isChecked():
            self.slider.setValue(len(game.deals))
        self._update_buttons()

    def count(self) -> int:
        return self.model.rowCount()

    def select(self, index: int) -> None:
        if 0 <= index < self.count():
            model_index = self.model.index(index)
            self.list.setCurrentIndex(model_index)
            self.list.scrollTo(model_index)
        else:
            self.list.setCurrentIndex(QModelIndex())

    def selected(self) -> int:
        return self.list.currentIndex().row()

    def _row_changed(self, row: int) -> None:
        self._update_buttons()
        self.dealSelected.emit(row)

    def _request(self, signal) -> None:
        if self.selected() >= 0:
            signal.emit(self.selected())

    def _update_buttons(self) -> None:
        has = self.selected() >= 0 and not self.review.isChecked()
        self.edit_button.setEnabled(has)
        self.delete_button.setEnabled(has)

    # ----- review -----
    def in_review(self) -> bool:
        return self.review.isChecked()

    def set_review(self, on: bool) -> None:
        self.review.setChecked(on)

    def _review_toggled(self, on: bool) -> None:
        self._set_review_enabled(on)
        self._update_buttons()
        if on:
            self.slider.setFocus()
            self.reviewChanged.emit(self.slider.value())
        else:
            self.slider.setValue(self.slider.maximum())
            self.reviewChanged.emit(-1)
        self._update_step_label()

    def _set_review_enabled(self, on: bool) -> None:
        self.slider.setEnabled(on)
        for button in self.buttons.values():
            button.setEnabled(on)

    def _slider_moved(self, value: int) -> None:
        self._update_step_label()
        if self.review.isChecked():
            if value > 0:
                self.select(value - 1)
            self.reviewChanged.emit(value)

    def _step(self, name: str, step: int | None) -> None:
        if step is not None:
            self.slider.setValue(self.slider.value() + step)
        else:
            self.slider.setValue(0 if name == "first" else self.slider.maximum())

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        keys = {Qt.Key.Key_Left: ("prev", -1), Qt.Key.Key_Right: ("next", 1),
                Qt.Key.Key_Home: ("first", None), Qt.Key.Key_End: ("last", None)}
        if self.review.isChecked() and event.key() in keys:
            self._step(*keys[event.key()])
            return
        super().keyPressEvent(event)

    def _update_step_label(self) -> None:
        if self.review.isChecked():
            self.step_label.setText(self.tr("Reviewing: after deal %1 of %2")
                                    .replace("%1", str(self.slider.value()))
                                    .replace("%2", str(self.slider.maximum())))
        else:
            self.step_label.setText("")
