"""Time the window's hot paths and print figures measured in this one run (`python benchmarks/gui.py`).

1. Adding one deal to a 300-deal game and repainting, against the 16.7 ms of a frame: the whole
   window's repaint (the sheet, the history, the settlement), in a game in play and in one long over.
2. Undo and redo of an appended deal on a 2,000-deal game (each step repainted and autosaved), against a
   frame: undoing an append takes the deal off the sheet, it never replays the game, and the autosave
   journals it rather than writing the whole game.
3. Opening the window with a 300-deal game, as a ratio to the start-up of an empty PySide6 window
   (both in fresh processes, alternating, the median of 9 pairs), and where our start-up goes;
   `--startup` measures this alone. Beside the wall clock, each process's own CPU time: on a machine busy
   with other work it swings far less than the wall clock does.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

EMPTY_WINDOW = """
import time, sys
start = time.perf_counter()
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv)
w = QMainWindow(); w.resize(1366, 768); w.show(); app.processEvents()
print("cpu", time.process_time())
print(time.perf_counter() - start)
"""

OUR_WINDOW = """
import time, sys
start = time.perf_counter()
marks = []
def mark(name):
    marks.append((name, time.perf_counter()))
from pathlib import Path
import importlib
# As `preferans-desk FILE` starts (__main__, cli.main): the command line, then what comes before Qt (the check of
# Qt's libraries, the window's modules without Qt), and only then Qt.
import preferans_desk.cli
preferans_desk.cli.before_qt([])
mark("our command line and what it imports before Qt")
from PySide6.QtWidgets import QApplication, QMainWindow
mark("PySide6, as the empty window imports it")
for name in sys.argv[3].split():  # the Qt classes and namespaces our start-up modules hold (see qt_names)
    module, _, attribute = name.rpartition(".")
    getattr(importlib.import_module(module), attribute)
mark("Qt's own set-up of the Qt types we use")
from PySide6.QtCore import QEvent, QSettings, QTimer
from preferans_desk.gui.app import create_app, open_window
from preferans_desk.gui.main_window import MainWindow
mark("our modules")
app = create_app(sys.argv)
mark("application, fonts")
built = MainWindow.__init__
def timed_init(self, *args, **kwargs):  # a phase inside open_window: the window, before the game file is opened
    built(self, *args, **kwargs)
    self.resize(1366, 768)  # the empty window's size
    mark("language, window built")
MainWindow.__init__ = timed_init
painted = []
def first_paint():
    painted.append((time.perf_counter(), time.process_time()))
    mark("first paint")
handled = MainWindow.event
def timed_event(self, event):  # the window's first paint: its children are painted after it, then posted calls run
    if event.type() == QEvent.Type.Paint and not hasattr(self, "painted"):
        self.painted = True
        QTimer.singleShot(0, self, first_paint)  # posted before what waits for the first paint (after_first_paint)
    return handled(self, event)
MainWindow.event = timed_event
tmp = Path(sys.argv[2])
# As gui/app.py's run opens the window: the window shown, recovery offered, the game file opened (read,
# scored, shown to the views, locked); then the event loop's first turn paints it.
window = open_window(app, sys.argv[1], QSettings(str(tmp / "s.ini"), QSettings.Format.IniFormat), tmp)
mark("game file opened and shown to the views")
while not painted:
    app.processEvents()
app.processEvents()  # what waited for the first paint: the file told to the library
mark("after the first paint (not counted)")
last = start
for name, at in marks:
    print(f"phase {name} {at - last}")
    last = at
print("cpu", painted[0][1])
print(painted[0][0] - start)
"""


QT_NAMES = """
import sys
from preferans_desk.gui.app import create_app
from preferans_desk.gui.main_window import MainWindow
from preferans_desk.core.gamefile import load
names = set()
for module in list(sys.modules.values()):
    if getattr(module, "__name__", "").startswith("preferans_desk"):
        for value in vars(module).values():
            home = getattr(value, "__module__", "") or ""
            if home.startswith("PySide6.") and isinstance(value, type):
                names.add(home + "." + value.__name__)
print(" ".join(sorted(names)))
"""


def qt_names() -> str:
    """The Qt classes and namespaces the modules of our start-up hold: PySide6 sets each type up (its enums
    as Python enums) when it is first touched, a cost of Qt's we pay that an empty window does not."""
    return run_python(QT_NAMES).strip()


def run_python(code: str, *args: str) -> str:
    """``code`` in a fresh offscreen process; its output. Bytecode is cached as on a user's machine after the
    first run."""
    env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    env["QT_QPA_PLATFORM"] = "offscreen"
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, check=True,
                          env=env).stdout


def startup(code: str, *args: str) -> tuple[float, float, dict[str, float]]:
    """One fresh process: its start-up (s), the CPU time it took (s, interpreter start included) and, for our
    window, the time of each phase."""
    out = run_python(code, *args)
    lines = out.strip().splitlines()
    phases = {" ".join(line.split()[1:-1]): float(line.split()[-1]) for line in lines if line.startswith("phase ")}
    cpu = next(float(line.split()[1]) for line in lines if line.startswith("cpu "))
    return float(lines[-1]), cpu, phases


def startup_ratio(path: Path, tmp: Path, runs: int = 9) -> None:
    """Empty window and ours, alternating (the machine's noise hits both alike), medians of ``runs`` pairs."""
    names = qt_names()
    startup(EMPTY_WINDOW)
    startup(OUR_WINDOW, str(path), str(tmp), names)  # warm the caches (bytecode, fonts) before measuring
    empty, ours, empty_cpu, ours_cpu, phases = [], [], [], [], {}
    for _ in range(runs):
        took, cpu, _ = startup(EMPTY_WINDOW)
        empty.append(took)
        empty_cpu.append(cpu)
        took, cpu, parts = startup(OUR_WINDOW, str(path), str(tmp), names)
        ours.append(took)
        ours_cpu.append(cpu)
        for name, value in parts.items():
            phases.setdefault(name, []).append(value)
    e, o = statistics.median(empty), statistics.median(ours)
    print(f"start-up, median of {runs} alternating runs: empty PySide6 window {e * 1000:.0f} ms, ours with "
          f"300 deals {o * 1000:.0f} ms, ratio {o / e:.2f} (target <= 1.5)")
    # A process's start here swings by tens of milliseconds either way: the quickest of each says the same
    # with less of that noise.
    print(f"  quickest of each: empty {min(empty) * 1000:.0f} ms, ours {min(ours) * 1000:.0f} ms, "
          f"ratio {min(ours) / min(empty):.2f}")
    ec, oc = statistics.median(empty_cpu), statistics.median(ours_cpu)
    print(f"  CPU time of each process (medians): empty {ec * 1000:.0f} ms, ours {oc * 1000:.0f} ms, "
          f"ratio {oc / ec:.2f}")
    print("  ours by phase (medians): " + ", ".join(f"{name} {statistics.median(values) * 1000:.0f} ms"
                                                   for name, values in phases.items()))


def idle(window, most: float = 1.0) -> None:
    """Handle events as the window does between two key presses: the autosave, and the sheet's images
    of what it last painted directly (made while idle, a few milliseconds at a time)."""
    from PySide6.QtWidgets import QApplication

    end = time.perf_counter() + most
    QApplication.processEvents()
    while window.sheet._making and time.perf_counter() < end:
        QApplication.processEvents()


def autosave_now(window) -> None:
    """The autosave a change left for the next turn of the event loop, written now: it is part of the
    step, for the next key press waits on it as on the repaint."""
    timer = window.document.autosave_timer
    if timer.isActive():
        timer.stop()
        window.document.write_autosave()


def append_and_repaint(window, deals, rounds: int = 5) -> list[float]:
    """Adding each of ``deals``, repainting the window and autosaving, then undoing it: the median of each
    round."""

    medians = []
    for _ in range(rounds):
        times = []
        for deal in deals:
            start = time.perf_counter()
            window._push_deal(deal)
            window.sheet.repaint()  # paints every part of the window the deal changed
            autosave_now(window)
            times.append(time.perf_counter() - start)
            idle(window)
            window.document.undo.undo()
            idle(window)
        medians.append(statistics.median(times))
    return medians


def rounds_text(medians: list[float]) -> str:
    """The median of the rounds' medians, and the rounds' medians (the machine's noise shows in them)."""
    shown = ", ".join(f"{m * 1000:.1f}" for m in medians)
    return f"{statistics.median(medians) * 1000:.1f} ms (rounds: {shown})"


def undo_redo_steps(window, repeats: int = 20, rounds: int = 5) -> list[float]:
    """One undo or one redo of the last appended deal, with its repaint and its autosave: the median of each
    round (the events between two key presses are handled between two steps, as in the window)."""

    medians = []
    for _ in range(rounds):
        times = []
        for _ in range(repeats):
            for step in (window.document.undo.undo, window.document.undo.redo):
                start = time.perf_counter()
                step()
                window.sheet.repaint()
                autosave_now(window)
                times.append(time.perf_counter() - start)
                idle(window)
        medians.append(statistics.median(times))
    return medians


def startup_only() -> None:
    """``--startup``: the start-up ratio alone, without a window of our own in this process."""
    from preferans_desk.core.gamefile import save
    from preferans_desk.render.samples import sample_game

    tmp = Path(tempfile.mkdtemp())
    path = tmp / "g300.pulka"
    save(sample_game(3, 300, "sochi", pool_target=20, seed=3), path)
    startup_ratio(path, tmp)


def main() -> None:
    if "--startup" in sys.argv[1:]:
        startup_only()
        return
    from PySide6.QtCore import QSettings

    from preferans_desk.core.gamefile import save
    from preferans_desk.gui.app import create_app
    from preferans_desk.gui.main_window import MainWindow
    from preferans_desk.render.samples import sample_game

    app = create_app(sys.argv)
    tmp = Path(tempfile.mkdtemp())
    window = MainWindow(qsettings=QSettings(str(tmp / "s.ini"), QSettings.Format.IniFormat), data_dir=tmp)
    window.resize(1366, 768)
    window.show()
    # a game still being played (a pool of 500: its pools stay open), and one long over, whose
    # settlement, written into every field, changes with each deal added
    for target, what in ((500, "a 300-deal game in play"), (20, "a 300-deal game long over")):
        full = sample_game(3, 330, "sochi", pool_target=target, seed=3)
        game = sample_game(3, 330, "sochi", pool_target=target, seed=3)
        game.replace_deals(full.deals[:300])
        window.set_game(game, None)
        app.processEvents()
        medians = append_and_repaint(window, full.deals[300:])
        print(f"add one deal to {what}, repaint and autosave: {rounds_text(medians)}; a frame is 16.7 ms")

    for target, what in ((3000, "in play"), (20, "long over")):
        long_game = sample_game(3, 2000, "sochi", pool_target=target, seed=3)
        window.set_game(long_game, None)
        window._push_deal(sample_game(3, 2001, "sochi", pool_target=target, seed=3).deals[-1])
        app.processEvents()
        medians = undo_redo_steps(window)
        print(f"undo or redo of an appended deal on a 2,000-deal game {what}, repainted and autosaved: "
              f"{rounds_text(medians)} a step; a frame is 16.7 ms")
    window.set_game(game, None)

    path = tmp / "g300.pulka"
    save(game, path)
    startup_ratio(path, tmp)
    window.document.undo.setClean()
    window.close()


if __name__ == "__main__":
    main()
