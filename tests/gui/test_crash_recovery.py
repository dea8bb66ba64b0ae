"""A deal confirmed just before a crash is not lost: it is on disk before the window shows it.

A child process opens the window, adds deals as the deal dialog's OK does, and is killed with
SIGKILL right after the last one, before the event loop turns again (when the full autosave
would be written). The next start recovers every deal.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from preferans_desk.core import Contract
from preferans_desk.gui.state.autosave import Recoverable, find_recoverable, journal_of, recover

CHILD = textwrap.dedent("""
    import os, signal, sys
    from pathlib import Path
    from PySide6.QtCore import QSettings, QTimer
    from preferans_desk.core import Contract, Game, Rules
    from preferans_desk.gui.app import create_app
    from preferans_desk.gui.main_window import MainWindow

    data, before = Path(sys.argv[1]), int(sys.argv[2])
    app = create_app([])
    window = MainWindow(qsettings=QSettings(str(data / "s.ini"), QSettings.Format.IniFormat), data_dir=data)
    window.set_game(Game(["Anna", "Boris", "Vera"], Rules.from_preset("sochi", 50)), None)
    window.show()
    deals = [Contract(seat % 3, 6, "spades", ("pass", "pass")) for seat in range(before + 1)]

    def play():
        for deal in deals[:before]:
            window._push_deal(window.document.game.sheet.preview(deal))
            app.processEvents()  # the full autosave of the deals before
        window._push_deal(window.document.game.sheet.preview(deals[before]))  # OK pressed
        os.kill(os.getpid(), signal.SIGKILL)  # and the power goes

    QTimer.singleShot(0, play)
    app.exec()
""")


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL")
@pytest.mark.parametrize("before", [0, 1, 5])
def test_a_deal_confirmed_right_before_a_kill_is_recovered(tmp_path, before):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([sys.executable, "-c", CHILD, str(tmp_path), str(before)], env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == -signal.SIGKILL, result.stderr
    found = find_recoverable(tmp_path / "autosave")
    assert len(found) == 1
    game = recover(found[0]).game
    assert len(game.deals) == before + 1
    assert game.deals[-1].declarer == before % 3


def test_a_torn_or_stale_journal_line_ends_the_replay(tmp_path):
    from preferans_desk.core import Game, Rules
    from preferans_desk.gui.state.autosave import Autosave

    game = Game(["Anna", "Boris", "Vera"], Rules.from_preset("sochi", 50))
    autosave = Autosave(tmp_path)
    game.append(Contract(0, 6, "spades", ("pass", "pass")))
    autosave.write(game, None)
    game.append(Contract(1, 6, "spades", ("pass", "pass")))
    autosave.journal(game, None, game.deals[-1])
    with open(journal_of(autosave.game_file), "a", encoding="utf-8") as file:
        file.write(json.dumps({"after": 7, "deal": {"type": "contract"}}) + "\n")  # not the next deal
        file.write('{"after": 2, "deal": {"ty')  # torn by the crash
    item = Recoverable(autosave.game_file, autosave.meta_file, None, "")
    assert [deal.declarer for deal in recover(item).game.deals] == [0, 1]
    autosave.write(game, None)
    assert not journal_of(autosave.game_file).exists()  # the game file holds them all now
    assert Path(autosave.game_file).exists()


def test_the_recovery_dialog_names_each_game_and_returns_the_choice(qtbot, tmp_path):
    from PySide6.QtCore import Qt

    from preferans_desk.core import Game, Rules
    from preferans_desk.gui.dialogs.recovery_dialog import RecoveryDialog
    from preferans_desk.gui.state.autosave import Autosave

    items = []
    for title in ("Friday", "Saturday"):
        game = Game(["Anna", "Boris", "Vera"], Rules.from_preset("sochi", 50), title=title)
        game.append(Contract(0, 6, "spades", ("pass", "pass")))
        autosave = Autosave(tmp_path)
        autosave.write(game, None)
        items.append(Recoverable(autosave.game_file, autosave.meta_file, None, "2026-12-01T21:00:00+03:00"))
    dialog = RecoveryDialog(None, items)
    qtbot.addWidget(dialog)
    assert [dialog.list.item(i).text().split(" — ")[0] for i in range(2)] == ["Friday", "Saturday"]
    dialog.list.setCurrentRow(1)
    qtbot.mouseClick(dialog.discard_button, Qt.MouseButton.LeftButton)
    assert dialog.choice == ("discard", items[1])
    later = RecoveryDialog(None, items)
    qtbot.addWidget(later)
    qtbot.mouseClick(later.later_button, Qt.MouseButton.LeftButton)
    assert later.choice is None and later.result() == 0
