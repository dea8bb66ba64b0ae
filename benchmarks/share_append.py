"""Adding a deal with sharing on (a script, not a test): ``python benchmarks/share_append.py``.

A 300-deal game in the window (offscreen), then 30 deals added one by one and each taken back, as
benchmarks/gui.py does: the window's step (the append through the document, its repaint and its autosave;
the share worker draws meanwhile, in its thread but under the same interpreter lock) with sharing off and
on, and with sharing on the time from the append until the server holds the phones' state with that deal.
Medians of 3 rounds, each figure measured in this one run (the machines are noisy: compare one run's).

On a machine others share, the wall times swing with its load; the processor times do much less: the window's
thread's per step (``time.thread_time``), and the share worker's per state it publishes (Linux's
/proc/self/task/<id>/stat, in the system's ticks: averaged over every publish of the rounds).
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run from a checkout without installing

ROUNDS, DEALS = 3, 30
TICK = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def worker_cpu() -> float:
    """The processor time the share worker's thread has taken so far (0 before it exists; Linux only)."""
    import threading

    for thread in threading.enumerate():
        if thread.name.startswith("share-publish") and thread.native_id is not None:
            fields = Path(f"/proc/self/task/{thread.native_id}/stat").read_text().rsplit(")", 1)[1].split()
            return (int(fields[11]) + int(fields[12])) / TICK  # utime and stime
    return 0.0


def published(window, deals: int, within: float = 10.0) -> float:
    """Handle the window's events until the server holds the state after ``deals`` deals; the time it took."""
    from PySide6.QtWidgets import QApplication

    start = time.perf_counter()
    server = window.share.server
    while server.current().state.state_json.get("deals") != deals:
        if time.perf_counter() - start > within:
            raise TimeoutError(f"no state of {deals} deals published within {within} s")
        QApplication.processEvents()
        time.sleep(0.0005)
    return time.perf_counter() - start


def steps(window, deals, sharing: bool) -> tuple[list[float], list[float], float, float]:
    """Each deal added, repainted and autosaved, then taken back: the medians of the steps and, sharing,
    of the times until the phones' state had the deal; the window's thread's processor time a step (median)
    and the worker's a publish (mean)."""
    from PySide6.QtWidgets import QApplication

    step_medians, publish_medians, cpu = [], [], []
    worker_before = worker_cpu()
    for _ in range(ROUNDS):
        times, waits = [], []
        for deal in deals:
            start, start_cpu = time.perf_counter(), time.thread_time()
            window._push_deal(deal)
            window.sheet.repaint()
            timer = window.document.autosave_timer
            if timer.isActive():
                timer.stop()
                window.document.write_autosave()
            times.append(time.perf_counter() - start)
            cpu.append(time.thread_time() - start_cpu)
            if sharing:
                waits.append(time.perf_counter() - start + published(window, len(window.game.deals)))
            window.undo.undo()
            if sharing:
                published(window, len(window.game.deals))
            QApplication.processEvents()
        step_medians.append(statistics.median(times))
        publish_medians.append(statistics.median(waits) if waits else 0.0)
    worker = (worker_cpu() - worker_before) / (2 * ROUNDS * len(deals))  # a publish for each append and undo
    return step_medians, publish_medians, statistics.median(cpu), worker


def ms(values: list[float]) -> str:
    return f"{statistics.median(values) * 1000:.1f} ms (rounds: {', '.join(f'{v * 1000:.1f}' for v in values)})"


def main() -> None:
    from PySide6.QtCore import QSettings

    from preferans_desk.gui.app import create_app
    from preferans_desk.gui.main_window import MainWindow
    from preferans_desk.render.samples import sample_game

    app = create_app(sys.argv)
    tmp = Path(tempfile.mkdtemp())
    window = MainWindow(qsettings=QSettings(str(tmp / "s.ini"), QSettings.Format.IniFormat), data_dir=tmp)
    window.resize(1366, 768)
    window.show()
    for target, what in ((500, "a 300-deal game in play"), (20, "a 300-deal game long over")):
        full = sample_game(3, 300 + DEALS, "sochi", pool_target=target, seed=3)
        game = sample_game(3, 300 + DEALS, "sochi", pool_target=target, seed=3)
        game.replace_deals(full.deals[:300])
        window.set_game(game, None)
        app.processEvents()
        off, _, off_cpu, _ = steps(window, full.deals[300:], sharing=False)
        window.show_share()
        window.share.start("127.0.0.1")
        published(window, 300)
        on, phones, on_cpu, worker = steps(window, full.deals[300:], sharing=True)
        window.share.stop()
        print(f"{what}: the window's step sharing off {ms(off)}, on {ms(on)}; the phones' state has the deal "
              f"{ms(phones)} after the append")
        print(f"  processor time: the window's thread a step {off_cpu * 1000:.1f} ms sharing off, "
              f"{on_cpu * 1000:.1f} ms on; the share worker {worker * 1000:.1f} ms a publish")
    window.undo.setClean()
    window.close()


if __name__ == "__main__":
    main()
