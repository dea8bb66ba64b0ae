"""The director's two tables, filled from what the event book holds: a round's tables (number, players, code,
deals, state) and the standings (rank, name, tour points, whists, games)."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem

from preferans_desk.night.night_book import NightBook
from preferans_desk.night.round_clock import DEALS, GAME, TIME, TableClock
from preferans_desk.night.standings import Standing
from preferans_desk.night.table_codes import shown
from preferans_desk.words import texts

TABLE_PLAYERS, STANDING_NAME = 1, 1  # the columns of the names


translate = QCoreApplication.translate  # with the context written out, so that lupdate finds the texts


def new_table(columns: int, stretch: int) -> QTableWidget:
    """A read-only table of rows whose column ``stretch`` (the names) takes the width left."""
    table = QTableWidget(0, columns)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.verticalHeader().hide()
    # One line a row, a name too long for its column cut short with "…" (its cell's tooltip has it whole)
    table.setWordWrap(False)
    table.setTextElideMode(Qt.TextElideMode.ElideRight)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
    return table


def table_heads() -> list[str]:
    return [translate("NightTables", "Table"), translate("NightTables", "Players"), translate("NightTables", "Code"),
            translate("NightTables", "Deals"), translate("NightTables", "Time Left"), translate("NightTables", "State")]


def standing_heads() -> list[str]:
    return [translate("NightTables", "Rank"), translate("NightTables", "Player"), translate("NightTables", "Points"),
            translate("NightTables", "Whists"), translate("NightTables", "Games")]


def fill_round(widget: QTableWidget, book: NightBook, number: int) -> None:
    """Round ``number``'s tables as the book holds them."""
    widget.setHorizontalHeaderLabels(table_heads())
    round_ = book.event.rounds[number - 1]
    widget.setRowCount(len(round_.tables))
    now = datetime.now().astimezone()
    for row, table in enumerate(round_.tables):
        key = (number, row + 1)
        clock = book.clock(number, row + 1, now)
        cells = [str(row + 1), ", ".join(table.players), shown(table.code) if table.code else "—",
                 _deals(clock, table.game is not None), _time_left(clock), _state(book, key, clock)]
        for column, text in enumerate(cells):
            item = QTableWidgetItem(text)
            item.setToolTip(text)
            if column in (0, 3, 4):
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            widget.setItem(row, column, item)


def _deals(clock: TableClock, sent: bool) -> str:
    """The deals of the cards played, against the round's limit: "12 / 18"."""
    if not sent:
        return "—"
    return f"{clock.deals} / {clock.deals_limit}" if clock.deals_limit is not None else str(clock.deals)


def _time_left(clock: TableClock) -> str:
    """The round's minutes left while the table plays ("—" once its round is over, or without a clock)."""
    if clock.minutes_left is None or clock.over is not None:
        return "—"
    if clock.time_up:
        return translate("NightTables", "Time is up")
    return translate("NightTables", "%1 min").replace("%1", str(clock.minutes_left))


def _state(book: NightBook, key: tuple[int, int], clock: TableClock) -> str:
    table = book.event.rounds[key[0] - 1].tables[key[1] - 1]
    if key in book.problems:
        return translate("NightTables", "Cannot be read: %1").replace("%1", book.problems[key])
    if table.game is None:
        if table.code is None:
            return translate("NightTables", "Not open yet")
        return translate("NightTables", "Waiting for its first deal")
    if clock.over == GAME:
        return translate("NightTables", "Finished")
    if clock.over == DEALS:
        return translate("NightTables", "Finished: the round's deals are played")
    if clock.over == TIME:
        return translate("NightTables", "Finished: the deal after the time was up is in")
    if clock.time_up:
        return translate("NightTables", "Playing its last deal")
    return translate("NightTables", "Playing")


def fill_standings(widget: QTableWidget, rows: list[Standing]) -> None:
    widget.setHorizontalHeaderLabels(standing_heads())
    widget.setRowCount(len(rows))
    for row, standing in enumerate(rows):
        cells = [str(standing.rank), standing.name, texts.number(standing.points),
                 texts.number(standing.whists, sign=True), str(standing.games)]
        for column, text in enumerate(cells):
            item = QTableWidgetItem(text)
            item.setToolTip(text)
            if column != 1:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            widget.setItem(row, column, item)
