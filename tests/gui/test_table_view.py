"""The sheet for the whole table: the main window's zoom and strip of facts, and the table view
(F11), which follows the document, opens on the screen chosen for it and is read across a table."""

from __future__ import annotations

import textwrap

import pytest
from other_processes import on_two_screens, screen_rect  # tests/gui is on the path
from PySide6.QtCore import QSettings, Qt

from preferans_desk.core import Contract
from preferans_desk.core.moment import Moment
from preferans_desk.gui.main_window import MainWindow
from preferans_desk.render.samples import sample_game


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    window = MainWindow(qsettings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat),
                        data_dir=tmp_path / "data")
    qtbot.addWidget(window)
    monkeypatch.setattr(window, "maybe_save", lambda: True)  # closed by pytest-qt before this fixture ends
    window.resize(1366, 768)
    window.set_game(sample_game(3, 25, "sochi", pool_target=30, seed=3), None)
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.document.undo.setClean()
    if window.table_view is not None:
        window.table_view.close()


def newest_sizes(layout, sheet) -> list[float]:
    """The type size of each field's newest running total (-1 for a field that does not show it)."""
    sizes = []
    for fid, field in layout.fields.items():
        ledger = sheet.ledger(fid)
        if ledger:
            runs = [e.run.size for e in field.entries if e.entry == len(ledger) - 1]
            sizes.append(min(runs) if runs else -1)
    return sizes


# ----- the main window -----
def test_the_strip_stands_beside_the_paper_where_there_is_room_and_above_it_where_not(window, qtbot):
    window.shape_actions["portrait"].trigger()  # (automatic, 1366x768 is drawn landscape: test_sheet_shape.py)
    view = window.sheet_view
    assert view.facts.column, "1366x768: the portrait paper leaves room at its side"
    paper = window.sheet.sheet_layout().sheet_rect
    assert paper[3] >= window.sheet.height() - 1, "the paper takes the whole height"
    assert view.facts.type_size() > view.font().pixelSize() and view.facts.type_size() >= 14
    assert window.facts.labels[0].text().startswith("Deal 26:")
    window.resize(700, 768)
    qtbot.waitUntil(lambda: not view.facts.column)
    assert "Deal 26:" in view.facts.line.text() and "·" in view.facts.line.text()


def test_zoom_enlarges_the_paper_and_ctrl_0_fits_it_again(window, qtbot):
    fit = window.sheet.size()
    window.zoom_in_action.trigger()
    qtbot.waitUntil(lambda: window.sheet.width() > fit.width())
    assert window.sheet.width() >= fit.width() * 1.2
    window.zoom_in_action.trigger()
    window.zoom_out_action.trigger()
    assert window.sheet_view.zoom == pytest.approx(1.25)
    window.zoom_fit_action.trigger()
    qtbot.waitUntil(lambda: window.sheet.size() == window.sheet_view.scroll_area.viewport().size())
    for _ in range(3):
        window.zoom_out_action.trigger()
    assert window.sheet_view.zoom == 1.0, "never smaller than fitting"
    assert {"Ctrl+=", "Ctrl+-", "Ctrl+0"} <= {k.toString() for a in (window.zoom_in_action, window.zoom_out_action,
                                                                     window.zoom_fit_action) for k in a.shortcuts()}


# ----- the table view -----
def test_f11_opens_the_table_view_full_screen_and_esc_leaves(window, qtbot):
    assert window.table_view_action.shortcut().toString() == "F11"
    window.table_view_action.trigger()
    view = window.table_view
    assert view is not None and view.isFullScreen()
    assert window.table_view_action.isChecked()
    assert view.view.sheet.large_print and view.view.facts.type_size() >= 28
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.table_view is None)
    assert not window.table_view_action.isChecked()


def test_the_table_view_follows_deals_undo_edit_and_review(window, qtbot):
    window.table_view_action.trigger()
    view = window.table_view
    document = window.document

    def shows_the_document() -> None:
        assert view.view.sheet.shown_sheet is document.moment.sheet
        assert view.view.facts.labels[0].text() == window.facts.labels[0].text()

    document.add(Contract(0, 6, "spades", ("whist", "pass"), (6, 3, 1)))
    shows_the_document()
    assert len(view.view.sheet.shown_sheet.records) == 26
    document.undo.undo()
    shows_the_document()
    document.edit(3, Contract(1, 7, "hearts", ("pass", "pass")))
    shows_the_document()
    document.start_review()
    document.set_review(5)
    shows_the_document()
    assert len(view.view.sheet.shown_sheet.records) == 5
    document.set_review(None)
    shows_the_document()


def test_the_scorer_keeps_working_while_the_table_view_shows(window, qtbot, monkeypatch):
    window.table_view_action.trigger()
    view = window.table_view
    assert window.add_deal_action in view.actions() and window.undo_action in view.actions()
    assert window.quit_action not in view.actions()
    asked = []
    monkeypatch.setattr(window, "_ask_deal", lambda sheet, deal: asked.append(1))
    view.activateWindow()
    window.add_deal_action.trigger()
    assert asked == [1]


def test_left_and_right_turn_the_table_view_to_face_another_player(window, qtbot):
    window.table_view_action.trigger()
    view = window.table_view
    players = window.document.game.players
    assert view.view.facts.labels[4].text() == f"Facing {players[0]}"
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.view.sheet.bottom_seat == 1 and view.view.facts.labels[4].text() == f"Facing {players[1]}"
    qtbot.keyClick(view, Qt.Key.Key_Left)
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert view.view.sheet.bottom_seat == 2
    assert window.sheet.bottom_seat == 0, "the scorer's own sheet is not turned"


NEWEST_BAR = {3: 32, 4: 28}  # px: the newest running totals of a table view at 1366x768 and up (issue 22)


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("screen", [(1366, 768), (1920, 1080)])
def test_the_table_view_fills_a_wide_screen_with_paper_read_across_a_table(window, qtbot, players, screen):
    """The readability bar of a table view, measured from its layout on a 16:9 screen: the paper takes at
    least 80% of the screen and the strip only what it leaves beside it; the newest running totals at least
    32 px high for 3 players and 28 px for 4, the circled results at least 32 px; for a short game, an
    evening's and a long one, in play and circled."""
    window.table_view_action.trigger()
    table = window.table_view
    table.showNormal()
    table.resize(*screen)
    view = table.view
    qtbot.waitUntil(lambda: view.size().toTuple() == screen)
    width, height = screen
    for deals, target in ((12, 20), (60, 50), (300, 500)):
        game = sample_game(players, deals, "sochi", pool_target=target, seed=3)
        for circled in (False, True):
            moment = Moment(game, game.sheet, deals, review=False, selected=None, settle_requested=circled,
                            rounding=None)
            view.show_moment(moment)
            qtbot.waitUntil(lambda: view.sheet.geometry().right() < view.facts.geometry().left())
            layout = view.sheet.sheet_layout()
            x, y, w, h = layout.sheet_rect
            case = (deals, moment.circled, layout.shape)
            assert w * h >= 0.8 * width * height, case
            assert view.facts.column and view.facts.type_size() >= 28, case
            assert view.sheet.x() + x + w <= view.facts.x() + 1, "the strip beside the paper, never over it"
            assert view.sheet.width() + view.facts.width() == width, "no empty column"
            sizes = newest_sizes(layout, game.sheet)
            assert min(sizes) >= NEWEST_BAR[players], (case, sizes)
            results = [run.size for run in layout.texts if run.role == "result"]
            assert len(results) == (players if moment.circled else 0), case
            assert min(results, default=32) >= 32, (case, results)


ON_SCREENS = textwrap.dedent("""
    import json, sys, tempfile
    from pathlib import Path
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication
    from preferans_desk.gui.main_window import MainWindow
    from preferans_desk.render.samples import sample_game
    app = QApplication(sys.argv[:1])
    tmp = Path(tempfile.mkdtemp())
    settings = QSettings(str(tmp / "s.ini"), QSettings.Format.IniFormat)
    if sys.argv[1]:
        settings.setValue("table_view/screen", sys.argv[1])
    window = MainWindow(qsettings=settings, data_dir=tmp)
    window.move(10, 10)
    window.show()
    window.set_game(sample_game(3, 10, seed=1), None)
    window.table_view_action.trigger()
    app.processEvents()
    view = window.table_view
    print(json.dumps([view.screen().name(), view.geometry().getRect(), view.isFullScreen()]))
    window.document.undo.setClean()
""")


@pytest.mark.parametrize(("chosen", "expected"), [("", "tv"), ("laptop", "laptop"), ("gone", "tv")])
def test_the_table_view_opens_on_the_screen_chosen_else_on_another_one(tmp_path, chosen, expected):
    name, rect, full = on_two_screens(ON_SCREENS, chosen, tmp_path)
    assert name == expected and full
    assert rect == screen_rect(expected)


def test_the_docks_never_starve_the_sheet(window, qtbot):
    window.resizeDocks([window.history_dock], [1200], Qt.Orientation.Horizontal)
    qtbot.waitUntil(lambda: window.sheet.width() + window.facts.width() >= window.sheet_view.width() - 2)
    assert window.history_dock.width() <= 0.45 * window.width() + 1
    assert window.sheet_view.width() >= 0.54 * window.width()
    layout = window.sheet.sheet_layout()
    assert layout.sheet_rect[3] >= window.sheet.height() - 1, "the paper still takes the whole height"


def test_the_strips_words_never_resize_the_sheet(window, qtbot):
    """A new size lays the whole sheet out afresh: the strip's size follows the space, not its words."""
    sizes = {window.sheet.size().toTuple()}
    for deal in sample_game(3, 40, "sochi", pool_target=30, seed=3).deals[25:40]:
        window.document.add(deal)
        qtbot.wait(1)
        sizes.add(window.sheet.size().toTuple())
    assert len(sizes) == 1, sizes


def test_a_long_name_in_the_column_of_facts_is_written_smaller_not_cut_off(qtbot):
    """At 1366x768 the table view's column of facts is some 200 px wide; "Deal 1: Konstantinovna deals" has a
    word wider than that, which is written smaller (down to a share of the type) to fit, while the
    facts with short words keep the strip's type."""
    from PySide6.QtGui import QFontMetricsF

    from preferans_desk.core import Game, Rules
    from preferans_desk.gui.sheet.sheet_view import SheetView
    from preferans_desk.gui.sheet.sheet_widget import AUTOMATIC
    from preferans_desk.gui.sheet.table_view import COLUMN_ROOM, STRIP_PIXELS

    game = Game(["Konstantinovna", "Boris", "Vera"], Rules.from_preset("sochi", 20))
    view = SheetView(None, large=True, strip_pixels=STRIP_PIXELS, column_room=COLUMN_ROOM)
    qtbot.addWidget(view)
    view.set_shape(AUTOMATIC)
    view.resize(1366, 768)
    view.show()
    view.show_moment(Moment.present(game))
    view.set_facing("Konstantinovna")
    qtbot.waitExposed(view)
    strip = view.facts
    assert strip.column
    shown = [label for label in strip.labels if label.isVisible()]
    for label in shown:
        widest = max(QFontMetricsF(label.font()).horizontalAdvance(word) for word in label.text().split())
        assert widest <= label.contentsRect().width() + 1, label.text()
    sizes = {label.text(): label.font().pixelSize() for label in shown}
    assert sizes["Deal 1: Konstantinovna deals"] < STRIP_PIXELS
    assert sizes["All-pass at 1 a trick"] == STRIP_PIXELS
