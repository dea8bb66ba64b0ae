"""The history panel: every deal in plain words, edit/delete, and the review mode."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSlider,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from preferans_desk.core.game import Game

from . import texts


class HistoryPanel(QWidget):
    """Lists the deals; selecting one highlights what it wrote; review steps through the game."""

    dealSelected = Signal(int)  # -1 when nothing is selected
    editRequested = Signal(int)
    deleteRequested = Signal(int)
    reviewChanged = Signal(int)  # deals shown in review, -1 when back to the live sheet

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.game: Game | None = None
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        self.list.currentRowChanged.connect(self._row_changed)
        self.list.itemDoubleClicked.connect(lambda item: self.editRequested.emit(self.list.row(item)))
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
        if self.game is not None:
            self.set_game(self.game)

    # ----- content -----
    def set_game(self, game: Game) -> None:
        """Refill the list from the game (after any change)."""
        self.game = game
        row = self.list.currentRow()
        self.list.blockSignals(True)
        self.list.clear()
        players = game.players
        for record in game.sheet.records:
            dealer = "" if record.dealer is None else self.tr("%1 deals").replace("%1", players[record.dealer])
            head = f"{record.index + 1}. {texts.deal_summary(players, record)}"
            item = QListWidgetItem(f"{head}\n    {texts.consequence(players, record)}")
            item.setToolTip(dealer)
            if record.warnings:
                item.setForeground(Qt.GlobalColor.darkRed)
                item.setToolTip("\n".join([dealer, *(w.message for w in record.warnings)]))
            self.list.addItem(item)
        self.list.blockSignals(False)
        if 0 <= row < self.list.count():
            self.list.setCurrentRow(row)
        self.slider.setRange(0, len(game.deals))
        if not self.review.isChecked():
            self.slider.setValue(len(game.deals))
        self._update_buttons()

    def select(self, index: int) -> None:
        self.list.setCurrentRow(index)
        if 0 <= index < self.list.count():
            self.list.scrollToItem(self.list.item(index))

    def selected(self) -> int:
        return self.list.currentRow()

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
