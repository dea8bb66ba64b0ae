"""Benchmark of the sheet's rendering (a script, not a test): ``python benchmarks/render.py``.

Every figure is measured in this one run (the machines are noisy: compare the figures of one run).

1. ``layout_sheet`` of a 3-player Sochi game of 300 deals at 1366x768 with no ``LayoutCache`` (a fresh
   one, as an export lays out; median of runs), and the first layout in a fresh process (what the first
   paint at start-up pays).
2. ``layout_sheet`` after appending one deal to it, with the ``LayoutCache`` kept from the layout before,
   as the window keeps one (median of 20 appends, deals 301 to 320).
3. Painting offscreen into a 1366x768 QImage: a plain paint with a painter of its own, as export and
   print make one (median of 10); the window's layered painter, each new layout after an append, its
   images made between two paints as the window makes them while idle (median of 20); and a
   ``SheetWidget`` shown offscreen, portrait and landscape: one deal appended and the widget repainted
   (median of 20, the events between two deals handled), against the 16.7 ms of a frame
   (``python benchmarks/render.py widget`` prints only these).
4. Each shape of the sheet (portrait, landscape), 3 and 4 players: ``layout_sheet`` of a settled
   300-deal game with a fresh ``LayoutCache`` (median of 5 games), and after appending one deal with
   the cache kept (median of 20 appends), at 1366x768; and the table view laid out on a whole 1366x768
   and 1920x1080 screen, its strip beside the paper: the paper's share of the screen, the newest running
   totals' size (the least over the fields) and the circled results' (px), over games of 12, 60 and 300
   deals, in play and circled. ``python benchmarks/render.py shapes`` prints only these.
5. Start-up: a fresh-process import of ``preferans_desk.gui.sheet.sheet_widget`` against ``PySide6.QtWidgets``,
   ``-X importtime``'s cumulative figure for ``preferans_desk.render``, and a window showing the
   300-deal sheet against an empty PySide6 window (medians of fresh processes).
"""

from __future__ import annotations

import gc
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run from a checkout without installing
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

SIZE = (1366, 768)
FRAME = 1 / 60  # seconds: a frame at 60 Hz
# Fresh processes run as after an install, with the modules' bytecode cached (here in a folder of its own,
# even where PYTHONDONTWRITEBYTECODE is set): compiling the sources is no part of a start-up.
ENV = {name: value for name, value in os.environ.items() if name != "PYTHONDONTWRITEBYTECODE"}
ENV.update(QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT),
           PYTHONPYCACHEPREFIX=str(Path(tempfile.gettempdir()) / "preferans-desk-bench-pycache"))

TIMED_IMPORT = """
import time
start = time.perf_counter()
import {module}
print(time.perf_counter() - start)
"""

FIRST_LAYOUT = """
import sys, time
from preferans_desk.core.gamefile import load
game = load(sys.argv[1]).game
start = time.perf_counter()
from preferans_desk.render.geometry import layout_sheet
imported = time.perf_counter()
layout_sheet(game.sheet, 1366, 768)
print(imported - start, time.perf_counter() - imported)
"""

EMPTY_WINDOW = """
import sys, time
start = time.perf_counter()
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication(sys.argv)
w = QWidget(); w.resize(1366, 768); w.show(); app.processEvents()
print(time.perf_counter() - start)
"""

SHEET_WINDOW = """
import sys, time
start = time.perf_counter()
from PySide6.QtWidgets import QApplication
from preferans_desk.core.gamefile import load
from preferans_desk.gui.sheet.sheet_widget import SheetWidget
app = QApplication(sys.argv)
w = SheetWidget(); w.resize(1366, 768)
w.set_game(load(sys.argv[1]).game)
w.show(); app.processEvents()
assert w.sheet_layout() is not None
print(time.perf_counter() - start)
"""


def median_of(runs: int, work) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def fresh(code: str, *args: str, runs: int = 7) -> list[float]:
    """The figures a fresh process prints, the median of each over ``runs`` processes (after one more
    that caches the bytecode)."""
    rows = []
    for _ in range(runs + 1):
        out = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, check=True,
                             env=ENV, cwd=tempfile.gettempdir())
        rows.append([float(x) for x in out.stdout.split()])
    return [statistics.median(col) for col in zip(*rows[1:], strict=True)]


IMPORT_RENDER = """
import sys
import PySide6.QtWidgets, preferans_desk.core  # loaded first: not counted
{preload}
sys.stderr.write("-- render --\\n")
import preferans_desk.render.geometry, preferans_desk.render.qt_painter
preferans_desk.render.metrics.text_width("10", 12.0)  # the first width loads the font metrics
"""


def import_time(preload: str = "", runs: int = 7) -> float:
    """``-X importtime``: the median of the milliseconds that importing the render package costs after
    PySide6, the core and ``preload``, its first text width included (the modules imported then count too)."""
    code = IMPORT_RENDER.format(preload=preload)
    totals = []
    fresh("import preferans_desk.render.geometry, preferans_desk.render.qt_painter", runs=0)  # the bytecode
    for _ in range(runs):
        out = subprocess.run([sys.executable, "-X", "importtime", "-c", code], capture_output=True,
                             text=True, check=True, env=ENV, cwd=tempfile.gettempdir())
        after = out.stderr.split("-- render --", 1)[1]
        # top-level rows only (one space before the name): their cumulative figure holds their imports
        totals.append(sum(int(m.group(1)) for m in re.finditer(r"import time:\s+\d+ \|\s+(\d+) \| (?! )", after)))
    return statistics.median(totals) / 1000


def ms(seconds: float) -> str:
    return f"{seconds * 1000:7.2f} ms"


def shape_figures() -> None:
    """Section 4: each shape's layouts, for 3 and 4 players."""
    from preferans_desk.core import settle_game
    from preferans_desk.render.geometry import SHAPES, LayoutCache, layout_sheet
    from preferans_desk.render.samples import sample_game

    for n in (3, 4):
        games = [sample_game(n, 300, "sochi", seed=200 + i) for i in range(5)]
        settlements = [settle_game(game) for game in games]
        for shape in SHAPES:
            times = []
            for game, settlement in zip(games, settlements, strict=True):
                gc.collect()
                start = time.perf_counter()
                layout_sheet(game.sheet, *SIZE, settlement=settlement, shape=shape)
                times.append(time.perf_counter() - start)
            game = sample_game(n, 300, "sochi", seed=3)
            extra = sample_game(n, 320, "sochi", seed=3).deals[300:]
            cache = LayoutCache()
            layout_sheet(game.sheet, *SIZE, shape=shape, cache=cache)
            appends = []
            for deal in extra:
                game.append(deal)
                gc.collect()
                start = time.perf_counter()
                layout_sheet(game.sheet, *SIZE, shape=shape, cache=cache)
                appends.append(time.perf_counter() - start)
            print(f"{n} players, {shape:9}: layout of a settled 300-deal game {ms(statistics.median(times))}"
                  f"  (after appending one deal: {ms(statistics.median(appends)).strip()})")
    table_view_figures()


def table_view_figures() -> None:
    """The table view's bars (issue 22, point 3), measured from its layout as the table view lays it out on
    a whole screen: the paper's share of the screen, the strip's width, the least size of the newest running
    totals and of the circled results; a game of 12 deals, an evening's 60 and a long one of 300, in play
    and circled."""
    from PySide6.QtWidgets import QApplication

    from preferans_desk.core.moment import Moment
    from preferans_desk.gui.sheet.sheet_view import SheetView
    from preferans_desk.gui.sheet.sheet_widget import AUTOMATIC
    from preferans_desk.gui.sheet.table_view import COLUMN_ROOM, STRIP_PIXELS
    from preferans_desk.render.samples import sample_game

    app = QApplication.instance() or QApplication(sys.argv)
    for n in (3, 4):
        for size in ((1366, 768), (1920, 1080)):
            view = SheetView(large=True, strip_pixels=STRIP_PIXELS, column_room=COLUMN_ROOM)
            view.set_shape(AUTOMATIC)
            view.resize(*size)
            view.show()
            newest, results, shares, shapes = [], [], [], set()
            for deals, target in ((12, 20), (60, 50), (300, 500)):
                game = sample_game(n, deals, "sochi", pool_target=target, seed=3)
                for circled in (False, True):
                    view.show_moment(Moment(game, game.sheet, deals, review=False, selected=None,
                                            settle_requested=circled, rounding=None))
                    app.processEvents()
                    layout = view.sheet.sheet_layout()
                    assert layout is not None
                    x, y, w, h = layout.sheet_rect
                    shares.append(w * h / (size[0] * size[1]))
                    shapes.add(layout.shape)
                    newest.append(min(fl.entries[-1].run.size for fl in layout.fields.values() if fl.entries))
                    results += [run.size for run in layout.texts if run.role == "result"]
            print(f"table view, {n} players, {size[0]}x{size[1]} ({'/'.join(sorted(shapes))}): paper"
                  f" {min(shares):.1%} of the screen, strip {view.facts.width()} px; newest totals at least"
                  f" {min(newest):5.1f} px, circled results at least {min(results):5.1f} px")
            view.close()


def widget_figures() -> None:
    """Section 3's end: a ``SheetWidget`` shown offscreen in each shape, one deal appended and repainted."""
    from PySide6.QtWidgets import QApplication

    from preferans_desk.gui.sheet.sheet_widget import SheetWidget
    from preferans_desk.render.samples import sample_game

    app = QApplication.instance() or QApplication(sys.argv)
    for shape in ("portrait", "landscape"):  # (View → Sheet Shape; at 1366x768 Automatic is landscape)
        widget = SheetWidget()
        widget.resize(*SIZE)
        widget.set_shape(shape)
        game = sample_game(3, 300, "sochi", pool_target=500, seed=3)
        extra = sample_game(3, 320, "sochi", pool_target=500, seed=3).deals[300:]
        widget.set_game(game)
        widget.show()
        app.processEvents()
        widget.repaint()
        times, cpu = [], []
        for deal in extra:
            while widget._making:
                app.processEvents()
            gc.collect()
            start, start_cpu = time.perf_counter(), time.thread_time()
            game.append(deal)
            widget.set_game(game)
            widget.repaint()
            times.append(time.perf_counter() - start)
            cpu.append(time.thread_time() - start_cpu)
        median = statistics.median(times)
        print(f"SheetWidget, {shape}: append one deal and repaint (median of {len(times)}):"
              f"  {ms(median)}  ({median / FRAME:.2f} of a frame of 16.7 ms; a game in play, pools of 500;"
              f" the thread's CPU time {ms(statistics.median(cpu)).strip()}, which other processes slow less)")
        widget.close()


def main() -> None:
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QApplication

    from preferans_desk.core import settle_game
    from preferans_desk.core.gamefile import save
    from preferans_desk.render.geometry import LayoutCache, layout_sheet
    from preferans_desk.render.qt_painter import LayoutPainter
    from preferans_desk.render.samples import sample_game

    _app = QApplication.instance() or QApplication(sys.argv)  # (kept for the paints below)
    print(f"Python {sys.version.split()[0]}, page {SIZE[0]}x{SIZE[1]}, 3 players, Sochi")

    # 1. a game no cache has seen, then a first layout in a fresh process
    games = [sample_game(3, 300, "sochi", seed=100 + i) for i in range(7)]
    times = []
    for game in games:
        gc.collect()
        start = time.perf_counter()
        layout_sheet(game.sheet, *SIZE)
        times.append(time.perf_counter() - start)
    print(f"layout, a new 300-deal game (median of {len(times)}):           {ms(statistics.median(times))}")
    tmp = Path(tempfile.mkdtemp())
    path = tmp / "g300.pulka"
    save(sample_game(3, 300, "sochi", seed=3), path)
    imported, first = fresh(FIRST_LAYOUT, str(path))
    print(f"layout, the first one in a fresh process:                 {ms(first)}"
          f"  (importing render.geometry: {ms(imported).strip()})")

    # 2. appending one deal to it
    game = sample_game(3, 300, "sochi", seed=3)
    extra = sample_game(3, 320, "sochi", seed=3).deals[300:]
    cache = LayoutCache()
    layouts = [layout_sheet(game.sheet, *SIZE, cache=cache)]  # the sheet as shown before the append
    times = []
    for deal in extra:
        game.append(deal)
        gc.collect()
        start = time.perf_counter()
        layouts.append(layout_sheet(game.sheet, *SIZE, cache=cache))
        times.append(time.perf_counter() - start)
    append_layout = statistics.median(times)
    print(f"layout after appending one deal (median of {len(times)}):          {ms(append_layout)}"
          "  (aim: <= 5 ms)")

    # 3. painting: a plain paint with a painter of its own, as an export makes one; then the window's painter,
    # each new layout once (after the one before, as the window paints them), then one again
    image = QImage(*SIZE, QImage.Format.Format_ARGB32_Premultiplied)

    def paint(layout) -> None:
        p = QPainter(image)
        LayoutPainter().paint(p, layout)
        p.end()

    settled = layout_sheet(game.sheet, *SIZE, settlement=settle_game(game), cache=cache)
    print(f"a plain paint, as export and print make (median of 10):   {ms(median_of(10, lambda: paint(layouts[-1])))}"
          f"  (settled: {ms(median_of(10, lambda: paint(settled))).strip()})")

    layered = LayoutPainter(layered=True)

    def paint_layered(layout) -> None:
        p = QPainter(image)
        layered.paint(p, layout)
        p.end()

    paint_layered(layouts[0])
    times = []
    for layout in layouts[1:]:
        while layered.make_images(1.0):
            pass
        gc.collect()
        start = time.perf_counter()
        paint_layered(layout)
        times.append(time.perf_counter() - start)
    print(f"the window's painter, a new layout after an append:       {ms(statistics.median(times))}"
          f"  (the same again: {ms(median_of(30, lambda: paint_layered(layouts[-1]))).strip()})")

    widget_figures()

    # 4. each shape
    shape_figures()

    # 5. start-up
    (ours,) = fresh(TIMED_IMPORT.format(module="preferans_desk.gui.sheet.sheet_widget"))
    (qt,) = fresh(TIMED_IMPORT.format(module="PySide6.QtWidgets"))
    print(f"import preferans_desk.gui.sheet.sheet_widget (fresh process):   {ms(ours)}"
          f"  (PySide6.QtWidgets: {ms(qt).strip()}, ratio {ours / qt:.2f})")
    # PySide6 sets up its Qt namespace (every enum) when it is first used, here by the painter: a cost of
    # any window that uses it (the main window does), shown apart
    print(f"-X importtime, preferans_desk.render after Qt and core:   {import_time():7.2f} ms"
          f"  (its first text width included; {import_time('PySide6.QtCore.Qt.PenStyle'):.2f} ms once Qt's"
          " namespace is set up)")
    (empty,) = fresh(EMPTY_WINDOW)
    (sheet_window,) = fresh(SHEET_WINDOW, str(path))
    print(f"start-up, a window showing the 300-deal sheet:            {ms(sheet_window)}"
          f"  (empty PySide6 window: {ms(empty).strip()}, ratio {sheet_window / empty:.2f}; aim: <= 1.5)")


if __name__ == "__main__":
    if sys.argv[1:] == ["shapes"]:
        print(f"Python {sys.version.split()[0]}, page {SIZE[0]}x{SIZE[1]}, Sochi")
        shape_figures()
    elif sys.argv[1:] == ["widget"]:
        print(f"Python {sys.version.split()[0]}, page {SIZE[0]}x{SIZE[1]}, 3 players, Sochi")
        widget_figures()
    else:
        main()
