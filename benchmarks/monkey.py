"""A long monkey run over the main window: `python benchmarks/monkey.py --events 5000 --seed 7 [--seeds 3]`.

The same monkey as the test suite's short run (tests/gui/window_monkey.py): random actions, shortcuts, keys,
text, clicks and the wheel offscreen, in the window, the library and the real deal and new-game dialogs, each
followed by the checks (no Python exception and no unexpected Qt warning, the sheet equals a replay, the views
show the document's moment, unsaved deals are in the autosave, saved ones in the file). The monkey installs
its own exception hook and Qt message handler for the run (outside pytest nothing else would catch them).
Prints the events run and the time taken; on a failure, the seed, the event and the last actions
(with --log FILE, the whole log of the failing seed is written there).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "gui")]


class Patches:
    """What pytest's monkeypatch does, for a run outside pytest."""

    def __init__(self):
        self.undo = []

    def setattr(self, target, name, value):
        self.undo.append((target, name, getattr(target, name)))
        setattr(target, name, value)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--seeds", type=int, default=1, help="how many seeds from --seed on")
    parser.add_argument("--log", type=Path, help="where to write the failing seed's whole log")
    args = parser.parse_args()

    from PySide6.QtCore import QSettings
    from window_monkey import Monkey

    from preferans_desk.gui.app import create_app
    from preferans_desk.gui.main_window import MainWindow

    app = create_app(sys.argv[:1])
    total, start = 0, time.perf_counter()
    for seed in range(args.seed, args.seed + args.seeds):
        with tempfile.TemporaryDirectory() as folder:
            window = MainWindow(qsettings=QSettings(str(Path(folder) / "s.ini"), QSettings.Format.IniFormat),
                                data_dir=Path(folder) / "data")
            window.resize(1366, 768)
            window.show()
            monkey = Monkey(window, Path(folder), seed)
            patches = Patches()
            monkey.patch(patches)
            try:
                monkey.run(args.events)  # the first event starts a game
            except AssertionError as failure:
                if args.log:
                    args.log.write_text("\n".join(monkey.log) + "\n", encoding="utf-8")
                print(f"seed {seed}: FAILED at event {monkey.events}: {failure}")
                sys.exit(1)
            finally:
                total += monkey.events
                window.document.undo.setClean()
                window.close()
                for target, name, value in reversed(patches.undo):
                    setattr(target, name, value)
        print(f"seed {seed}: {monkey.events} events, all checks held ({time.perf_counter() - start:.1f} s so far)",
              flush=True)
    app.processEvents()
    print(f"{total} events over {args.seeds} seed(s) in {time.perf_counter() - start:.1f} s")


if __name__ == "__main__":
    main()
