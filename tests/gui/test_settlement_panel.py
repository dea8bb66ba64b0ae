"""The settlement panel fits its dock: four players at the dock's first width, in English and Russian."""

import json

import pytest
from PySide6.QtCore import QRect, QSettings
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication

from preferans_desk.core.gamefile import load
from preferans_desk.gui.main_window import MainWindow
from preferans_desk.resources import SAMPLES

SCREEN = QRect(0, 0, 1366, 728)  # the smallest screen the design names (1366×768, less a task bar)


class Screen:
    def availableGeometry(self):  # noqa: N802 (Qt's name)
        return SCREEN


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    """A main window opened for the first time (no saved geometry) on a 1366×768 screen."""
    monkeypatch.setattr(QApplication, "primaryScreen", staticmethod(lambda: Screen()))
    qsettings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(qsettings=qsettings, data_dir=tmp_path)
    qtbot.addWidget(window)
    return window


def text_width(widget, text):
    return QFontMetrics(widget.font()).horizontalAdvance(text)


@pytest.fixture
def points(qapp, request):
    """The application's font at a size of the test's (9 pt, the offscreen default; 10 pt, KDE's)."""
    font = qapp.font()
    bigger = qapp.font()
    bigger.setPointSizeF(request.param)
    qapp.setFont(bigger)
    yield request.param
    qapp.setFont(font)


@pytest.mark.parametrize("language, points", [("en", 9), ("ru", 9), ("en", 10), ("ru", 10)], indirect=["points"])
def test_four_players_fit_the_settlement_dock(qtbot, translations, points, window, language):
    assert translations.set_language(language)
    qtbot.waitUntil(lambda: window.settlement.rounding_label.text() == ("Округление:" if language == "ru"
                                                                        else "Rounding:"), timeout=2000)
    window.set_game(load(SAMPLES / "leningrad-4-players.pulka").game, None)
    window.show()
    window.settlement_dock.show()
    window.settlement_dock.raise_()
    panel = window.settlement
    qtbot.waitUntil(lambda: panel.isVisible() and panel.table.columnCount() == 4, timeout=2000)
    qtbot.wait(50)  # the layouts settle
    assert window.settlement_dock.width() <= int(min(1280, SCREEN.width() * 0.9) * 0.34) + 1  # the first width
    table = panel.table
    assert not table.horizontalScrollBar().isVisible()
    assert table.horizontalHeader().length() <= table.viewport().width()
    for column in range(4):  # every number shows whole
        widest = max(text_width(table.item(r, column), table.item(r, column).text()) for r in range(table.rowCount())
                     if table.item(r, column) is not None)
        assert table.columnWidth(column) >= widest
    rounding = panel.rounding
    longest = max(text_width(rounding, rounding.itemText(i)) for i in range(rounding.count()))
    assert rounding.sizeHint().width() > longest
    assert rounding.width() >= rounding.sizeHint().width()  # nothing elided: «как на бумаге», not «как на бумаг…»
    assert rounding.geometry().right() <= panel.width()


# A name whose step ("Whists with ...") no settlement table holds on one line, whatever the machine's fonts
# (issue 21: with more fonts installed, "Висты с игроком Marina" fitted and nothing wrapped).
LONG_NAME = "Марина Александровна Константинопольская из Санкт-Петербурга"


def test_a_long_step_name_wraps_instead_of_widening_the_table(qtbot, translations, window, tmp_path):
    assert translations.set_language("ru")
    sample = (SAMPLES / "leningrad-4-players.pulka").read_text(encoding="utf-8")
    path = tmp_path / "long-name.pulka"
    path.write_text(sample.replace('"Marina"', json.dumps(LONG_NAME, ensure_ascii=False)), encoding="utf-8")
    window.set_game(load(path).game, None)
    window.show()
    window.settlement_dock.show()
    window.settlement_dock.raise_()
    table = window.settlement.table
    qtbot.waitUntil(lambda: table.isVisible() and table.columnCount() == 4, timeout=2000)
    qtbot.wait(50)
    header = table.verticalHeader()
    labels = [header.model().headerData(r, header.orientation()) for r in range(table.rowCount())]
    label = f"Висты с игроком {LONG_NAME}"
    assert label in labels  # the item keeps the whole name; only its drawing wraps
    if text_width(header, label) <= table.width():
        pytest.skip(f"the table is {table.width()} px wide, room enough for {label!r} on one line")
    assert header.width() < text_width(header, label)


def test_money_and_whists_have_one_minus(window):
    """Issue 21: the window wrote money "-68.00" and whists "-136" with a hyphen, the sheet beside them "−136"."""
    from dataclasses import replace

    from preferans_desk.core.exact_numbers import MINUS
    from preferans_desk.render.samples import sample_game

    game = sample_game(3, 24, seed=7, whist_price=10)
    game.rules = replace(game.rules, currency="RUB")
    s = window.settlement.show_game(game)
    loser = min(range(3), key=lambda seat: s.result[seat])
    table = window.settlement.table
    rows = {table.verticalHeaderItem(r).text(): r for r in range(table.rowCount())}
    assert table.item(rows["Result"], loser).text().startswith(MINUS)
    assert table.item(rows["Money RUB"], loser).text().startswith(MINUS)
    cells = [table.item(r, c).text() for r in range(table.rowCount()) for c in range(3) if table.item(r, c)]
    assert not [text for text in cells if "-" in text]
