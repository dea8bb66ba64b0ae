"""The window with its real dialogs, driven from the keyboard as a scorer at the table would."""

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from preferans_desk.core import AllPass, Contract, Misere
from preferans_desk.core.gamefile import load
from preferans_desk.gui.main_window import MainWindow

CTRL = Qt.KeyboardModifier.ControlModifier
ALT = Qt.KeyboardModifier.AltModifier


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    qsettings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(qsettings=qsettings, data_dir=tmp_path / "data")
    qtbot.addWidget(window)
    window.show()
    return window


def type_into_next_dialog(keys):
    """Queue keystrokes for the modal dialog about to open. A key is a character, a Qt key,
    (key, modifiers), or a pause in milliseconds; each goes to the widget focused at that moment."""
    typed = []

    def type_keys(tries=200):
        dialog = QApplication.activeModalWidget()
        focus = QApplication.focusWidget()
        if dialog is None or focus is None or not dialog.isAncestorOf(focus):
            assert tries, "no dialog took the focus"
            QTimer.singleShot(5, lambda: type_keys(tries - 1))  # not shown and focused yet
            return
        for key in keys:
            target = QApplication.focusWidget() or dialog
            if isinstance(key, int) and not isinstance(key, Qt.Key):
                QTest.qWait(key)  # e.g. for a mnemonic's animated click
            elif isinstance(key, tuple):
                QTest.keyClick(target, *key)
            elif isinstance(key, str):
                QTest.keyClicks(target, key)
            else:
                QTest.keyClick(target, key)
            typed.append(key)
        if dialog.isVisible():  # Enter did not close it: leave the test rather than hang
            dialog.reject()

    QTimer.singleShot(0, type_keys)
    return typed


ENTER = Qt.Key.Key_Return


def new_game(window, keys):
    type_into_next_dialog(keys)
    window.new_action.trigger()
    assert window.document.game is not None


def deal(window, *keys):
    before = len(window.document.game.deals)
    type_into_next_dialog([*keys, ENTER])
    window.add_deal_action.trigger()
    assert len(window.document.game.deals) == before + 1, "the deal was not entered"
    return window.document.game.deals[-1]


def test_three_player_game_from_the_keyboard(window, tmp_path):
    new_game(window, ["Anna", Qt.Key.Key_Tab, "Boris", Qt.Key.Key_Tab, "Vera", ENTER])
    assert window.document.game.players == ["Anna", "Boris", "Vera"]
    assert window.document.game.rules.convention == "sochi"

    first = deal(window, "1", "7", "s", "w", "p", "6")
    assert (first.declarer, first.level, first.suit, first.defence) == (0, 7, "spades", ("whist", "pass"))
    assert first.tricks[0] == 6 and sum(first.tricks) == 10
    assert window.document.game.sheet.mountain[0] == 4  # down one at 4 a trick

    second = deal(window, "2", "6", "h", "w", "w", "6", "3")
    assert second.tricks == (1, 6, 3) and second.defence == ("whist", "whist")
    assert isinstance(deal(window, (Qt.Key.Key_2, CTRL), "3"), Misere)
    allpass = deal(window, (Qt.Key.Key_3, CTRL), "4", "3")
    assert isinstance(allpass, AllPass) and allpass.tricks == (4, 3, 3)
    both_pass = deal(window, "1", "8", "d", "p", "p")
    assert isinstance(both_pass, Contract) and both_pass.defence == ("pass", "pass")
    assert window.document.game.sheet.pool[0] == 6
    assert window.history.count() == 5

    window.undo_action.trigger()
    assert len(window.document.game.deals) == 4
    window.redo_action.trigger()
    assert window.document.game.deals[-1] == both_pass


def test_four_player_game_and_its_sitting_out_dealer(window):
    new_game(window, [(Qt.Key.Key_4, ALT), 300, "Anna", Qt.Key.Key_Tab, "Boris", Qt.Key.Key_Tab, "Vera",
                      Qt.Key.Key_Tab, "Gleb", ENTER])
    game = window.document.game
    assert len(game.players) == 4
    assert game.sheet.sits_out == 0  # Anna deals first and sits out
    entered = deal(window, "2", "6", "c", "w", "p", "6")
    assert entered.declarer == 1 and entered.tricks[0] is None
    assert game.sheet.pool[1] == 2
    allpass = deal(window, (Qt.Key.Key_3, CTRL), "5", "3")  # Boris deals: Anna, Vera, Gleb play
    assert allpass.tricks[1] is None and sum(t for t in allpass.tricks if t is not None) == 10


def test_the_deal_dialog_refuses_until_the_deal_is_valid(window):
    new_game(window, ["Anna", Qt.Key.Key_Tab, "Boris", Qt.Key.Key_Tab, "Vera", ENTER])
    # Both whist but only the declarer's tricks typed: Enter must not accept an incomplete deal.
    type_into_next_dialog(["1", "6", "s", "w", "w", ENTER])
    window.add_deal_action.trigger()
    assert window.document.game.deals == []


def test_saved_game_reopens_the_same(window, tmp_path, monkeypatch):
    new_game(window, ["Anna", Qt.Key.Key_Tab, "Boris", Qt.Key.Key_Tab, "Vera", ENTER])
    deal(window, "1", "7", "s", "w", "p", "7")
    path = tmp_path / "game.pulka"
    monkeypatch.setattr("preferans_desk.gui.game_files.QFileDialog.getSaveFileName",
                        lambda *a, **k: (str(path), ""))
    assert window.save()
    assert load(path).game.deals == window.document.game.deals


def test_a_tournament_evening_with_the_new_deals_from_the_keyboard(window, tmp_path, monkeypatch):
    """Tournament Leningrad with a give-up and a totus allowed: the window's own dialog enters the dealer's
    whist, his talon tricks, a give-up and a totus; the history words them; the file keeps them."""
    from preferans_desk.core import Game, Rules, preset

    rules = Rules("leningrad_fspr", 20, preset("leningrad_fspr", {"give_up": "without_three", "totus": True}))
    window.set_game(Game(["Anna", "Boris", "Vera", "Gleb"], rules, first_dealer=3), None)
    whisted = deal(window, "1", "7", "d", "p", "p", "w", "6")  # Gleb deals and whists
    assert whisted.dealer_whist and whisted.tricks == (6, 4, 0, None)
    # Anna deals and plays the talon: Boris 6, Vera 0, then Anna's talon tricks 0; Gleb's 4 are filled in
    allpass = deal(window, (Qt.Key.Key_3, CTRL), "6", "0", "0")
    assert allpass.tricks == (0, 6, 0, 4)
    assert window.document.game.sheet.mountain[0] == 8  # her contract's remiz; as the dealer she gets no zero bonus
    gave_up = deal(window, "4", "8", "c", "g")  # Boris deals; Gleb gives up an eight
    assert gave_up.concede and gave_up.tricks is None
    totus = deal(window, "1", "t", "h", "1", "0")  # Vera deals; Anna's totus
    assert totus.totus and totus.level == 10 and totus.tricks == (10, 0, None, 0)
    model = window.history.model
    rows = [model.data(model.index(row)) for row in range(4)]
    assert rows[0].startswith("1. Anna 7♦, both passed, Gleb, the dealer, whisted: 6 trick")
    assert rows[2].startswith("3. Gleb 8♣, gave up without three")
    assert rows[3].startswith("4. Anna totus 10♥: 10 trick")
    path = tmp_path / "evening.pulka"
    monkeypatch.setattr("preferans_desk.gui.game_files.QFileDialog.getSaveFileName",
                        lambda *a, **k: (str(path), ""))
    assert window.save()
    again = load(path).game
    assert again.deals == window.document.game.deals and again.sheet.mountain == window.document.game.sheet.mountain
