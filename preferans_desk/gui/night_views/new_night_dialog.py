"""Event > New Club Night: the night's players, rounds, tables, seating, rules and tour points. The event is made
(and seated) as ``preferans-desk event new`` makes it; a problem (a name twice, a count the tables cannot take)
is said in the dialog, which stays open."""

from __future__ import annotations

import secrets
from datetime import datetime

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from preferans_desk.core.errors import CodedError
from preferans_desk.core.settings import all_presets
from preferans_desk.gui.dialogs.deal_widgets import label_name
from preferans_desk.gui.sheet import tones
from preferans_desk.night import night_rounds
from preferans_desk.night.night_model import Event, Limits
from preferans_desk.night.tour_points import PRESETS as POINT_PRESETS
from preferans_desk.night.tour_points import PlacePoints, TourPoints, WhistPoints, compressed_preset
from preferans_desk.words import texts
from preferans_desk.words.settings_help import convention_label

SITES = {"gambler": "gambler.ru", "playelephant": "playelephant.lt"}  # whose rules the presets are (tour_points)


class NewNightDialog(QDialog):
    """Asks for a club night; ``made`` is the event made once accepted."""

    def __init__(self, parent: QWidget | None, library_players: list[str]):
        super().__init__(parent)
        self.setWindowTitle(self.tr("New Club Night"))
        self.made: Event | None = None
        self.title_edit = QLineEdit(self.tr("Club night %1").replace("%1", datetime.now().date().isoformat()))
        self.players_edit = QPlainTextEdit()
        self.players_edit.setPlaceholderText(self.tr("One name a line"))
        self.library_box = QComboBox()
        self.library_box.addItems(library_players)
        self.add_button = QPushButton(self.tr("&Add"))
        self.add_button.clicked.connect(self._add_library_player)
        self.add_button.setEnabled(bool(library_players))
        self.rounds_box = QSpinBox(minimum=1, maximum=30, value=4)
        self.size_box = self._choices([("3", self.tr("3 players")), ("4", self.tr("4 players")),
                                       ("mixed", self.tr("3 and 4, as the count needs"))])
        self.seating_box = self._choices([("norepeat", self.tr("No two players meet twice")),
                                          ("swiss", self.tr("Swiss: leaders together")),
                                          ("random", self.tr("Drawn each round"))])
        self.seed_edit = QLineEdit(str(secrets.randbelow(1_000_000)))
        self.convention_box = self._choices([(name, convention_label(name)) for name in all_presets()])
        self.pool_box = QSpinBox(minimum=1, maximum=10_000, value=20)
        self.points_box = self._choices([("whists", self.tr("Whists")), ("places", self.tr("Places at the table")),
                                         *((name, self.tr("Compressed as %1 counts").replace("%1", SITES[name]))
                                           for name in POINT_PRESETS)])
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setProperty("tone", "error")
        self._lay_out()
        tones.apply(self)

    def _choices(self, items: list[tuple[str, str]]) -> QComboBox:
        box = QComboBox()
        for key, text in items:
            box.addItem(text, key)
        return box

    def _lay_out(self) -> None:
        library = QHBoxLayout()
        library.addWidget(self.library_box, 1)
        library.addWidget(self.add_button)
        form = QFormLayout()
        for text, field in ((self.tr("&Title:"), self.title_edit), (self.tr("&Players:"), self.players_edit),
                            (self.tr("From the &library:"), library), (self.tr("&Rounds:"), self.rounds_box),
                            (self.tr("Table si&ze:"), self.size_box), (self.tr("&Seating:"), self.seating_box),
                            (self.tr("Dra&w's seed:"), self.seed_edit),
                            (self.tr("&Convention:"), self.convention_box),
                            (self.tr("P&ool a round:"), self.pool_box), (self.tr("To&ur points:"), self.points_box)):
            # a row whose field is a layout gets no buddy from the form: its label would show "&" and its key
            # would do nothing, so each label is given the row's (first) widget: the library's list
            buddy = field if isinstance(field, QWidget) else self.library_box
            label = QLabel(text)
            label.setBuddy(buddy)
            form.addRow(label, field)
            buddy.setAccessibleName(label_name(text))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.make)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)

    def _add_library_player(self) -> None:
        name = self.library_box.currentText()
        if name and name not in self.players():
            self.players_edit.appendPlainText(name)

    def players(self) -> list[str]:
        return [line.strip() for line in self.players_edit.toPlainText().splitlines() if line.strip()]

    def make(self) -> None:
        """The event as the fields say (OK), or the problem said."""
        size = self.size_box.currentData()
        try:
            self.made = night_rounds.new_event(
                self.players(), self.rounds_box.value(), size if size == "mixed" else int(size),
                self.seating_box.currentData(), self.seed_edit.text().strip() or "1",
                convention=self.convention_box.currentData(), limits=Limits(self.pool_box.value()),
                points=self._points(), title=self.title_edit.text().strip() or None,
                created=datetime.now().astimezone().isoformat(timespec="seconds"))
        except CodedError as problem:
            self.problem.setText(texts.problem_text(problem))
            return
        self.accept()

    def _points(self) -> TourPoints:
        key = self.points_box.currentData()
        if key == "places":
            return PlacePoints()
        return compressed_preset(key) if key in POINT_PRESETS else WhistPoints()
