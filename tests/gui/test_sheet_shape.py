"""View → Sheet Shape (issue 22): the window's sheet drawn portrait, landscape or in the shape with the
larger type for its space, the choice remembered; the table view always choosing for its screen; the
numbers found under the mouse on a landscape sheet."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QSettings, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip

from preferans_desk.core import settle_game
from preferans_desk.gui.main_window import MainWindow
from preferans_desk.gui.sheet.sheet_widget import SheetWidget
from preferans_desk.render.geometry import SIDES
from preferans_desk.render.samples import sample_game
from preferans_desk.words.texts import entry_tooltip

ROOT = Path(__file__).resolve().parents[2]
AUTOMATIC = "auto"  # (sheet_widget.AUTOMATIC, spelt out: the tests say what the menu stores)


def new_window(qtbot, monkeypatch, path: Path, size=(1366, 768), players: int = 3) -> MainWindow:
    window = MainWindow(qsettings=QSettings(str(path), QSettings.Format.IniFormat), data_dir=path.parent / "data")
    qtbot.addWidget(window)
    monkeypatch.setattr(window, "maybe_save", lambda: True)
    window.resize(*size)
    window.set_game(sample_game(players, 25, "sochi", pool_target=30, seed=3), None)
    window.show()
    qtbot.waitExposed(window)
    return window


def shape_menu(window: MainWindow):
    menus = [a.menu() for a in window.menus.view.actions() if a.menu() is not None]
    return next(menu for menu in menus if menu.title().replace("&", "") == "Sheet Shape")


def drawn_shape(window: MainWindow) -> str:
    layout = window.sheet.sheet_layout()
    assert layout is not None
    return layout.shape


def test_view_sheet_shape_offers_automatic_portrait_and_landscape_one_at_a_time(qtbot, monkeypatch, tmp_path):
    window = new_window(qtbot, monkeypatch, tmp_path / "s.ini")
    actions = shape_menu(window).actions()
    assert [a.text().replace("&", "") for a in actions] == ["Automatic", "Portrait", "Landscape"]
    assert all(a.isCheckable() and a.isEnabled() for a in actions)
    assert [a.isChecked() for a in actions] == [True, False, False], "a new user's sheet is automatic"
    actions[2].trigger()
    assert [a.isChecked() for a in actions] == [False, False, True]
    actions[1].trigger()
    assert [a.isChecked() for a in actions] == [False, True, False]


def test_the_choice_lays_the_window_s_sheet_out_in_that_shape(qtbot, monkeypatch, tmp_path):
    window = new_window(qtbot, monkeypatch, tmp_path / "s.ini")
    window.shape_actions["portrait"].trigger()
    assert drawn_shape(window) == "portrait"
    assert window.facts.column, "the portrait sheet leaves the strip its column, as before"
    window.shape_actions["landscape"].trigger()
    assert drawn_shape(window) == "landscape"
    window.shape_actions[AUTOMATIC].trigger()
    assert drawn_shape(window) == "landscape", "1366x768: the landscape sheet has the larger type"
    layout = window.sheet.sheet_layout()
    assert layout.sheet_rect[3] >= window.sheet.height() - 1, "the paper takes the sheet's whole height"
    window.resize(700, 1000)
    qtbot.waitUntil(lambda: drawn_shape(window) == "portrait")


@pytest.mark.parametrize(("choice", "size"), [("landscape", (700, 1000)), ("portrait", (1366, 768))])
def test_the_choice_is_remembered_at_the_next_start(qtbot, monkeypatch, tmp_path, choice, size):
    """Chosen against what the automatic shape would be at that size, so that only the memory explains it."""
    window = new_window(qtbot, monkeypatch, tmp_path / "s.ini", size)
    window.shape_actions[choice].trigger()
    window.close()
    again = new_window(qtbot, monkeypatch, tmp_path / "s.ini", size)
    assert again.shape_actions[choice].isChecked()
    assert drawn_shape(again) == choice


@pytest.mark.parametrize("players", [3, 4])
def test_automatic_picks_landscape_for_a_wide_sheet_and_portrait_for_a_tall_one(qtbot, players):
    widget = SheetWidget()
    qtbot.addWidget(widget)
    widget.set_game(sample_game(players, 20, seed=2))
    widget.resize(900, 600)
    assert widget.sheet_layout().shape == "portrait", "a widget alone draws portrait unless told otherwise"
    widget.set_shape(AUTOMATIC)
    assert widget.sheet_layout().shape == "landscape"
    widget.resize(600, 900)
    assert widget.sheet_layout().shape == "portrait"
    widget.resize(1000, 700)
    assert widget.sheet_layout().shape == "landscape"


TABLE_VIEW = textwrap.dedent("""
    import json, sys, tempfile
    from pathlib import Path
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication
    from preferans_desk.gui.main_window import MainWindow
    from preferans_desk.render.samples import sample_game
    app = QApplication(sys.argv[:1])
    tmp = Path(tempfile.mkdtemp())
    settings = QSettings(str(tmp / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("table_view/screen", sys.argv[1])
    window = MainWindow(qsettings=settings, data_dir=tmp)
    window.shape_actions["portrait"].trigger()  # the window's own choice: the table view chooses for itself
    window.show()
    window.set_game(sample_game(3, 25, seed=3), None)
    window.table_view_action.trigger()
    for _ in range(3):
        app.processEvents()
    view = window.table_view
    layout = view.view.sheet.sheet_layout()
    print(json.dumps([view.isFullScreen(), view.size().toTuple(), layout.shape, layout.sheet_rect,
                      view.view.facts.column, window.sheet.sheet_layout().shape]))
    window.document.undo.setClean()
""")
SCREENS = {"screens": [
    {"name": "laptop", "x": 0, "y": 0, "width": 1366, "height": 768, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1},
    {"name": "tv", "x": 1366, "y": 0, "width": 1920, "height": 1080, "logicalDpi": 96, "logicalBaseDpi": 96,
     "dpr": 1}]}


@pytest.mark.parametrize("screen", ["laptop", "tv"])
def test_the_table_view_draws_a_landscape_sheet_on_a_landscape_screen(tmp_path, screen):
    """F11 on a 1366x768 laptop and on a 1920x1080 TV, 3 players: the landscape sheet, the screen's full
    height, the strip in the column beside it (never a row off the paper's height)."""
    config = tmp_path / "screens.json"
    config.write_text(json.dumps(SCREENS))
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}", "PYTHONPATH": str(ROOT)}
    out = subprocess.run([sys.executable, "-c", TABLE_VIEW, screen], capture_output=True, text=True, env=env,
                         timeout=60, check=True)
    full, size, shape, paper, column, window_shape = json.loads(out.stdout.strip().splitlines()[-1])
    expected = next(s for s in SCREENS["screens"] if s["name"] == screen)
    assert full and size == [expected["width"], expected["height"]]
    assert shape == "landscape" and window_shape == "portrait"
    assert paper[3] >= expected["height"] - 1 and column


def entry_points(layout):
    """The centre of every written number: (point, field, entry index)."""
    for fid, field in layout.fields.items():
        for er in field.entries:
            yield QPointF(sum(p[0] for p in er.box) / 4, sum(p[1] for p in er.box) / 4), fid, er.entry


@pytest.mark.parametrize("players", [3, 4])
def test_hover_and_click_find_the_number_under_the_mouse_on_a_landscape_sheet(qtbot, players):
    game = sample_game(players, 30, seed=5)
    widget = SheetWidget()
    qtbot.addWidget(widget)
    widget.resize(1200, 800)
    widget.set_shape("landscape")
    widget.set_game(game, settle_game(game))
    widget.show()
    qtbot.waitExposed(widget)
    layout = widget.sheet_layout()
    assert layout.shape == "landscape"
    points = list(entry_points(layout))
    assert {layout.fields[fid].side for _, fid, _ in points} == set(SIDES[players]), "every player's side"
    for pos, fid, index in points:
        entry = game.sheet.ledger(fid)[index]
        assert widget.tooltip_at(pos) == entry_tooltip(game.players, game.sheet.records[entry.deal], fid, entry)
    pos, fid, index = points[len(points) // 2]
    local = QPoint(round(pos.x()), round(pos.y()))
    QApplication.sendEvent(widget, QHelpEvent(QEvent.Type.ToolTip, local, widget.mapToGlobal(local)))
    assert QToolTip.text() == widget.tooltip_at(QPointF(local)) != ""
    deals = []
    widget.dealClicked.connect(deals.append)
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=local)
    assert deals == [game.sheet.ledger(fid)[index].deal]
