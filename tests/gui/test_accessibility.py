"""Every control a screen reader reaches has a name, and the sheet says the standings in words.

The dialogs are shown non-modally (as tests/gui/test_deal_dialog.py does) and walked through
``QAccessible``'s tree, as an assistive technology would walk them.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QTabWidget, QWidget

from preferans_desk.core import Contract, Game, Rules, preset, settle_game
from preferans_desk.gui.dialogs.deal_dialog import DealDialog
from preferans_desk.gui.dialogs.merge_names_dialog import MergeNamesDialog
from preferans_desk.gui.dialogs.new_game_dialog import NewGameDialog
from preferans_desk.gui.dialogs.recovery_dialog import RecoveryDialog
from preferans_desk.gui.panels.history import HistoryPanel
from preferans_desk.gui.panels.share_panel import ShareDialog
from preferans_desk.gui.sheet.sheet_view import SheetView
from preferans_desk.gui.sheet.sheet_widget import SheetWidget
from preferans_desk.gui.state.autosave import Autosave, Recoverable
from preferans_desk.render.samples import sample_game
from preferans_desk.words.texts import number

NAMES = ["Anna", "Boris", "Vera", "Gleb"]
Role = QAccessible.Role
INTERACTIVE = {Role.Button, Role.PushButton, Role.CheckBox, Role.RadioButton, Role.ComboBox, Role.EditableText,
               Role.SpinBox, Role.List, Role.Table, Role.Tree, Role.PageTabList, Role.PageTab, Role.Slider,
               Role.ButtonMenu, Role.ButtonDropDown, Role.ScrollBar}


def walk(iface, depth=0, seen=None):
    """Every accessible interface under ``iface`` (itself included)."""
    seen = set() if seen is None else seen
    if iface is None or not iface.isValid() or depth > 40:
        return
    key = (id(iface.object()), iface.role(), iface.text(QAccessible.Text.Name), iface.rect().x(), iface.rect().y())
    if key in seen:
        return
    seen.add(key)
    yield iface
    for i in range(iface.childCount()):
        yield from walk(iface.child(i), depth + 1, seen)


def nameless(widget: QWidget) -> list[str]:
    """The shown controls without an accessible name: their roles and classes, to say which."""
    out = []
    for iface in walk(QAccessible.queryAccessibleInterface(widget)):
        if iface.state().invisible or iface.role() == Role.ScrollBar:  # Qt's scroll bars: named by Qt
            continue
        obj = iface.object()
        focusable = (isinstance(obj, QWidget) and obj.isVisible() and obj is not widget
                     and obj.focusPolicy() & Qt.FocusPolicy.TabFocus and obj.focusProxy() is None)
        if (iface.role() in INTERACTIVE or focusable) and not iface.text(QAccessible.Text.Name).strip():
            parent = obj.parent() if isinstance(obj, QWidget) else None
            out.append(f"{iface.role().name} {type(obj).__name__} in {type(parent).__name__}")
    return out


def shown(qtbot, dialog):
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def game_of(players):
    return Game(NAMES[:players], Rules("sochi", 20, preset("sochi")))


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("kind", ["contract", "misere", "allpass", "adjust"])
def test_every_control_of_the_deal_dialog_is_named(qtbot, players, kind):
    game = game_of(players)
    game.append(Contract(1, 6, "spades", ("pass", "pass")))
    dialog = shown(qtbot, DealDialog(None, game, game.sheet))
    dialog.kind_row.choose(kind)
    if kind == "contract":  # on to the trick fields: player 1 plays 7♠, whist and pass
        for key in "17swp":
            qtbot.keyClick(dialog.focusWidget(), key)
    assert dialog.kind() == kind
    if kind == "contract":
        assert dialog.focusWidget() is dialog.contract_tricks.fields[0]
    assert nameless(dialog) == []


def test_an_edited_contract_with_two_whisters_is_named_too(qtbot):
    game = game_of(3)
    game.append(Contract(1, 7, "hearts", ("whist", "whist"), (2, 6, 2)))
    dialog = shown(qtbot, DealDialog(None, game, game.sheet, game.deals[0]))
    assert nameless(dialog) == []


@pytest.mark.parametrize("page", [0, 1])
def test_every_control_of_the_new_game_dialog_is_named(qtbot, tmp_path, page):
    dialog = shown(qtbot, NewGameDialog(None, tmp_path))
    tabs = dialog.findChildren(QTabWidget)
    assert tabs, "the dialog has its pages in tabs"
    tabs[0].setCurrentIndex(page)
    qtbot.wait(10)
    assert nameless(dialog) == []


def test_every_control_of_the_recovery_dialog_is_named(qtbot, tmp_path):
    autosave = Autosave(tmp_path)
    autosave.write(game_of(3), None)
    item = Recoverable(autosave.game_file, autosave.meta_file, None, "2026-12-01T21:00:00+03:00")
    dialog = shown(qtbot, RecoveryDialog(None, [item]))
    assert nameless(dialog) == []


def test_every_control_of_the_merge_names_dialog_is_named(qtbot):
    dialog = shown(qtbot, MergeNamesDialog(None, ["Anna", "Boris", "Боря"], "Боря", "Boris"))
    assert nameless(dialog) == []


class _Publisher(QObject):
    """What ShareDialog asks of a publisher, not sharing."""

    ended = Signal()
    running = False
    server = None


def test_every_control_of_the_share_dialog_is_named(qtbot):
    dialog = shown(qtbot, ShareDialog(None, _Publisher()))
    assert nameless(dialog) == []


# ----- the sheet in words -----

def sheet_widget(qtbot, game, settlement=None):
    widget = SheetWidget()
    qtbot.addWidget(widget)
    widget.resize(600, 800)
    widget.set_game(game, settlement)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def described(widget):
    iface = QAccessible.queryAccessibleInterface(widget)
    return iface.text(QAccessible.Text.Name), iface.text(QAccessible.Text.Description)


def totals(sheet, seat):
    """The player's pool, mountain and whists balance, from the last numbers written in his fields."""
    def last(fid):
        ledger = sheet.ledger(fid)
        return ledger[-1].total if ledger else 0
    whists = sum(last(("whist", seat, o)) - last(("whist", o, seat)) for o in range(sheet.n) if o != seat)
    return last(("pool", seat)), last(("mountain", seat)), whists


def line_of(description, player):
    return next(line for line in description.splitlines() if line.startswith(player + ":"))


@pytest.mark.parametrize("players", [3, 4])
def test_the_sheet_is_named_and_describes_the_standings(qtbot, players):
    game = sample_game(players, 12, "sochi", seed=4)
    widget = sheet_widget(qtbot, game)
    name, description = described(widget)
    assert name.strip()
    assert any(totals(game.sheet, seat)[2] for seat in range(players)), "a sample with whists written"
    for seat, player in enumerate(game.players):
        pool, mountain, whists = totals(game.sheet, seat)
        line = line_of(description, player)
        assert f"pool {number(pool)}," in line, line
        assert f"mountain {number(mountain)}," in line, line
        assert line.endswith(f"whists {number(whists, sign=True)}"), line


def test_the_description_follows_the_deals(qtbot):
    game = sample_game(3, 5, "sochi", seed=4)
    widget = sheet_widget(qtbot, game)
    before = described(widget)[1]
    declarer = next(seat for seat in range(3) if not game.sheet.is_closed(seat))
    game.append(Contract(declarer, 8, "hearts", ("pass", "pass")))
    widget.set_game(game)
    after = described(widget)[1]
    assert after != before
    assert f"pool {number(totals(game.sheet, declarer)[0])}," in line_of(after, game.players[declarer])
    assert "6 deal" in after.splitlines()[0]


def test_the_description_of_a_settled_sheet_has_the_results(qtbot):
    game = sample_game(3, 24, "sochi", seed=7, whist_price=10)
    settlement = settle_game(game)
    widget = sheet_widget(qtbot, game, settlement)
    description = described(widget)[1]
    for seat, player in enumerate(game.players):
        assert line_of(description, player).endswith(f"result {number(settlement.result[seat], sign=True)}")


def test_every_control_of_the_history_panel_is_named(qtbot):
    panel = HistoryPanel()
    qtbot.addWidget(panel)
    panel.show_game(sample_game(3, 5))
    panel.show()
    qtbot.waitExposed(panel)
    assert nameless(panel) == []


# ----- the keyboard's focus shows -----

def highlighted(image, colour, points):
    return [image.pixelColor(x, y) == colour for x, y in points]


def focused(qtbot, widget):
    widget.window().activateWindow()
    widget.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(widget.hasFocus)
    QApplication.processEvents()


def test_the_sheet_shows_when_it_has_the_focus(qtbot):
    widget = sheet_widget(qtbot, sample_game(3, 5))
    assert widget.focusPolicy() & Qt.FocusPolicy.TabFocus
    ring = widget.palette().highlight().color()
    w, h = widget.width(), widget.height()
    edge = [(1, h // 2), (w - 2, h // 2), (w // 2, 1), (w // 2, h - 2)]
    assert not any(highlighted(widget.grab().toImage(), ring, edge))
    focused(qtbot, widget)
    assert all(highlighted(widget.grab().toImage(), ring, edge))


def test_the_sheets_scroll_area_is_no_stop_of_its_own(qtbot):
    view = SheetView()
    qtbot.addWidget(view)
    assert not view.scroll_area.focusPolicy() & Qt.FocusPolicy.TabFocus
    assert view.sheet.focusPolicy() & Qt.FocusPolicy.TabFocus


def test_a_trick_field_and_a_row_of_buttons_show_the_focus(qtbot):
    game = game_of(3)
    dialog = shown(qtbot, DealDialog(None, game, game.sheet))
    ring = dialog.palette().highlight().color()
    for key in "17swp":
        qtbot.keyClick(dialog.focusWidget(), key)
    field = dialog.focusWidget()
    assert field is dialog.contract_tricks.fields[0]
    focused(qtbot, field)
    border = [(0, field.height() // 2), (field.width() - 1, field.height() // 2), (field.width() // 2, 0)]
    assert all(highlighted(field.grab().toImage(), ring, border))
    row = dialog.defence_rows[1]
    assert not any(highlighted(row.grab().toImage(), ring, [(1, row.height() // 2)]))
    focused(qtbot, row)
    assert all(highlighted(row.grab().toImage(), ring, [(1, row.height() // 2), (row.width() // 2, 1)]))
    assert not any(highlighted(field.grab().toImage(), ring, border))
