"""File > New from a Paper Sheet: the totals typed field to field, settled as the core settles them."""

from __future__ import annotations

from fractions import Fraction

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QLabel

from preferans_desk.core import Adjust, Game, Rules, settle, settle_game
from preferans_desk.gui.dialogs.paper_sheet import PaperSheetDialog


def rules_only(players=("Anna", "Boris", "Vera"), price=None) -> Game:
    return Game(list(players), Rules.from_preset("sochi", 20) if price is None else
                Rules("sochi", 20, Rules.from_preset("sochi", 20).settings, price, "RUB"))


def open_dialog(qtbot, game: Game) -> PaperSheetDialog:
    dialog = PaperSheetDialog(None, game)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def type_all(qtbot, dialog, numbers: list[str]) -> int:
    """Each number then Enter into whatever has the focus; the keystrokes it took."""
    keys = 0
    for text in numbers:
        target = dialog.focusWidget()
        if text:
            qtbot.keyClicks(target, text)
        qtbot.keyClick(target, Qt.Key.Key_Return)
        keys += len(text) + 1
    return keys


def test_three_players_typed_field_to_field_and_settled(qtbot):
    dialog = open_dialog(qtbot, rules_only())
    # Anna: pool, mountain, whists on Boris, on Vera; then Boris (on Vera, Anna); then Vera (on Anna, Boris).
    keys = type_all(qtbot, dialog, ["20", "4", "30", "12",  "20", "16", "", "8",  "14", "30", "22", "6"])
    assert dialog.result() == QDialog.DialogCode.Accepted, "Enter after the last number settles"
    assert keys == 12 + 19  # twelve Enters and the digits: nothing else to press
    deal = dialog.deal()
    assert deal.pool == (20, 20, 14) and deal.mountain == (4, 16, 30)
    assert set(deal.whists) == {(0, 1, 30), (0, 2, 12), (1, 0, 8), (2, 0, 22), (2, 1, 6)}
    game = dialog.settled_game()
    assert len(game.deals) == 1 and isinstance(game.deals[0], Adjust)
    expected = settle([20, 20, 14], [4, 16, 30], [[0, 30, 12], [8, 0, 0], [22, 6, 0]], 20,
                      game.rules.settings)
    assert settle_game(game).result == expected.result
    assert sum(expected.result) == 0


def test_enter_goes_on_and_settles_only_after_the_last_number(qtbot):
    """The issue's steps: 20 in Anna's pool, Enter: the dialog stays, on Anna's mountain; every Enter moves
    on in the sheet's order, and only the one after the last number settles."""
    dialog = open_dialog(qtbot, rules_only())
    order = list(dialog.cells.values())
    assert dialog.focusWidget() is dialog.cells[("pool", 0)]
    qtbot.keyClicks(dialog.focusWidget(), "20")
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)
    assert dialog.isVisible() and dialog.result() == QDialog.DialogCode.Rejected
    assert dialog.focusWidget() is dialog.cells[("mountain", 0)]
    for index in range(1, len(order) - 1):
        assert dialog.focusWidget() is order[index]
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)
        assert dialog.isVisible(), f"Enter in field {index + 1} of {len(order)} settled"
    assert dialog.focusWidget() is order[-1]
    qtbot.keyClick(order[-1], Qt.Key.Key_Return)
    assert not dialog.isVisible() and dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.deal().pool == (20, 0, 0)


@pytest.mark.parametrize("field", [0, 5, -1])
def test_ctrl_enter_settles_from_any_number(qtbot, field):
    dialog = open_dialog(qtbot, rules_only(("Anna", "Boris", "Vera", "Gleb")))
    cell = list(dialog.cells.values())[field]
    cell.setFocus()
    qtbot.keyClicks(cell, "6")
    qtbot.keyClick(cell, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert dialog.result() == QDialog.DialogCode.Accepted and not dialog.isVisible()


def test_the_hint_says_what_enter_and_ctrl_enter_do(qtbot):
    dialog = open_dialog(qtbot, rules_only())
    hint = next(label.text() for label in dialog.findChildren(QLabel) if "Enter" in label.text())
    assert "after the last, settles" in hint and "Ctrl+Enter settles" in hint


def test_the_boxes_lie_as_on_the_paper(qtbot):
    for n, names in ((3, ("Anna", "Boris", "Vera")), (4, ("Anna", "Boris", "Vera", "Gleb"))):
        dialog = open_dialog(qtbot, rules_only(names))
        boxes = {box.title(): box.geometry() for box in dialog.findChildren(type(dialog.cells[("pool", 0)]
                                                                                   .parentWidget()))}
        anna, boris, vera = boxes["Anna"], boxes["Boris"], boxes["Vera"]
        assert anna.top() > boris.bottom() and anna.top() > vera.bottom(), "the first player sits at the bottom"
        if n == 3:
            assert boris.right() < vera.left(), "then clockwise: left, right"
        else:
            gleb = boxes["Gleb"]
            assert vera.bottom() < boris.top() and boris.right() < gleb.left(), "left, top, right"
        dialog.close()


def test_a_bad_number_is_named_and_nothing_settles(qtbot):
    dialog = open_dialog(qtbot, rules_only())
    qtbot.keyClicks(dialog.cells[("mountain", 1)], "12x")
    assert not dialog.ok_button.isEnabled()
    assert "Boris: Mountain" in dialog.message.text() and "12x" in dialog.message.text()
    dialog.cells[("mountain", 1)].setText("12,5")  # a decimal comma as Russians type it
    assert dialog.ok_button.isEnabled() and dialog.deal().mountain[1] == Fraction(25, 2)


def test_the_preview_says_who_pays_whom_in_money(qtbot):
    dialog = open_dialog(qtbot, rules_only(price=Fraction(1, 2)))
    dialog.cells[("pool", 0)].setText("20")
    dialog.cells[("mountain", 2)].setText("10")
    text = dialog.preview.text()
    assert text.startswith("Result: Anna +") and "pays" in text and "RUB" in text


@pytest.fixture
def window(plain_window):
    return plain_window


def test_the_window_shows_the_paper_game_settled_and_unsaved(window, monkeypatch):
    from preferans_desk.gui.dialogs import new_game_dialog, paper_sheet

    monkeypatch.setattr(new_game_dialog.NewGameDialog, "get_game", classmethod(lambda cls, *a: rules_only()))

    def typed(cls, parent, game):
        dialog = cls(parent, game)
        for key, text in {("pool", 0): "20", ("pool", 1): "20", ("pool", 2): "20", ("mountain", 1): "6"}.items():
            dialog.cells[key].setText(text)
        return dialog.settled_game()

    monkeypatch.setattr(paper_sheet.PaperSheetDialog, "get_game", classmethod(typed))
    assert window.paper_action.text() == "New from a &Paper Sheet…"
    window.paper_action.trigger()
    assert window.document.game is not None and len(window.document.game.deals) == 1
    assert window.document.modified, "typed in: Save is asked for on closing"
    assert window.document.game.finished and window.settlement_dock.isVisible() is not None
    moment = window.document.moment
    assert moment.circled and moment.settlement.result[1] < 0
    window.document.undo.setClean()
