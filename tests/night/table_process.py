"""A table's laptop for the club night's tests: the real window in a process of its own (offscreen), joined to the
director, driven by lines on its standard input:

    python -m tests.night.table_process ADDRESS CODE DATA_DIR

With ``CLOCK_BEHIND=SECONDS`` in its environment, its clock (``time.time``) is that far behind: a replacement
laptop whose clock was never set. It joins (or, when DATA_DIR holds an autosave left by a killed process, recovers
the game as a user choosing Recover would, and goes on sending it), then prints ``ready N`` (N deals). ``add K``
enters K more deals of a sample game of the table's rules (the same deals for the same count) and prints ``added
N``; ``undo`` undoes the last change and prints ``undone N``; ``status`` prints ``status N TEXT``, what the
status bar says of the director (in ``TABLE_LANGUAGE``, English by default); ``sent`` waits until the director
has the newest copy and prints ``sent N``; ``join CODE`` joins the table of the next round that CODE opens, as
Game > Join Club Night does, and prints ``joined N``; ``quit`` ends it.
"""

from __future__ import annotations

import os
import sys
import threading
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
if os.environ.get("CLOCK_BEHIND"):
    import time

    _behind = float(os.environ["CLOCK_BEHIND"])
    _time, _time_ns = time.time, time.time_ns
    time.time = lambda: _time() - _behind
    time.time_ns = lambda: _time_ns() - int(_behind * 1e9)

from PySide6.QtCore import QObject, QSettings, Signal  # noqa: E402

from preferans_desk.gui.app import create_app  # noqa: E402
from preferans_desk.gui.dialogs.recovery_dialog import RecoveryDialog  # noqa: E402
from preferans_desk.gui.i18n import Translations  # noqa: E402
from preferans_desk.gui.main_window import MainWindow  # noqa: E402
from preferans_desk.night import NIGHT_KEY  # noqa: E402
from preferans_desk.night.table_link import join  # noqa: E402
from preferans_desk.render.samples import sample_game  # noqa: E402


class Commands(QObject):
    line = Signal(str)


def main(address: str, code: str, data: Path) -> int:
    app = create_app([sys.argv[0]])
    translations = Translations(app)  # the table's language (TABLE_LANGUAGE, English by default), as the app's
    translations.set_language(os.environ.get("TABLE_LANGUAGE", "en"))
    window = MainWindow(qsettings=QSettings(str(data / "s.ini"), QSettings.Format.IniFormat), data_dir=data)
    RecoveryDialog.choose = staticmethod(lambda parent, found: ("recover", found[0]))  # the user's choice
    if not window.files.offer_recovery():
        play(window, address, code)
    window.show()
    commands = Commands()

    def run(line: str) -> None:
        word, _, count = line.partition(" ")
        game = window.document.game
        deals = sample_game(len(game.players), 60, game.rules.convention, pool_target=game.rules.pool_target,
                            seed=len(game.players)).deals
        if word == "join":  # the table's game of the round before is the director's already
            play(window, address, count)
            print("joined", len(window.document.game.deals), flush=True)
        elif word == "add":
            for _ in range(int(count)):
                window.document.add(deals[len(window.document.game.deals)])
            print("added", len(window.document.game.deals), flush=True)
        elif word == "undo":
            window.document.undo.undo()
            print("undone", len(window.document.game.deals), flush=True)
        elif word == "status":  # what the table's status bar says of the director (one line)
            assert window.night is not None
            print("status", len(window.document.game.deals), window.night.label.text(), flush=True)
        elif word == "sent":
            assert window.night is not None and window.night.link is not None
            window.night.link.wait_sent(10)
            print("sent", window.night.link.state.deals, flush=True)
        elif word == "quit":  # the table's evening is over: the game is kept, never asked about
            window.maybe_save = lambda: True
            window.close()
            app.quit()

    commands.line.connect(run)
    threading.Thread(target=lambda: [commands.line.emit(line.strip()) for line in sys.stdin], daemon=True).start()
    print("ready", len(window.document.game.deals), flush=True)
    return app.exec()


def play(window: MainWindow, address: str, code: str) -> None:
    """The table's game of the round ``code`` opens, from the director's, linked to it."""
    joined = join(address, code)
    joined.game.extra[NIGHT_KEY] = joined.night_field(address, code)
    window.set_game(joined.game, None)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2], Path(sys.argv[3])))
