"""Benchmark of the game library (a script, not a test): ``python benchmarks/library.py [GAMES]``.

1. Generates GAMES (default 1,000) varied games in a temporary folder: three and four players, every
   convention, 10 to 60 deals, about half of them with a whist price.
2. Times the first indexing (no index yet: every file read, scored and settled).
3. Times opening the library afterwards, what the window and the command line do each time: the index
   opened and brought up to date (every file's time and size checked, none read), the games listed; then
   the statistics of all players and the running balances across all games; then the whole library window
   offscreen (index refreshed, table, statistics and chart filled).
4. Times a refresh after 10 files changed and 1 was deleted.

Target (issue 5): with 1,000 games the library opens in under a second after the first indexing.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run from a checkout without installing
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from preferans_desk.core.gamefile import dumps  # noqa: E402
from preferans_desk.library import Library, running_balances  # noqa: E402
from preferans_desk.render.samples import sample_game  # noqa: E402

CONVENTIONS = ("sochi", "leningrad", "rostov", "classic")
RUNS = 5
TARGET = 1.0  # seconds to open the library of 1,000 games


def generate(folder: Path, count: int) -> None:
    for n in range(count):
        game = sample_game(3 + n % 2, 10 + n % 51, CONVENTIONS[n % 4], seed=n, whist_price=(n % 3) or None)
        game.title = f"Game {n}"
        game.created = f"{2015 + n % 10}-{1 + n % 12:02d}-{1 + n % 28:02d}T20:{n % 60:02d}:00"
        sub = folder / str(2015 + n % 10)  # a folder a year, as people keep them
        sub.mkdir(exist_ok=True)
        (sub / f"game-{n:04d}.pulka").write_text(dumps(game), encoding="utf-8")


def timed(action) -> tuple[float, object]:
    start = time.perf_counter()
    result = action()
    return time.perf_counter() - start, result


def median_time(action, runs: int = RUNS) -> float:
    return statistics.median(timed(action)[0] for _ in range(runs))


def open_and_list(data: Path, folder: Path) -> int:
    with Library(data, [folder]) as library:
        return len(library.games())


def main() -> int:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    with tempfile.TemporaryDirectory() as tmp:
        folder, data = Path(tmp) / "games", Path(tmp) / "data"
        folder.mkdir()
        seconds, _ = timed(lambda: generate(folder, count))
        size = sum(p.stat().st_size for p in folder.rglob("*.pulka"))
        print(f"{count} games generated in {seconds:.1f} s ({size / 1e6:.1f} MB of .pulka files)")

        seconds, library = timed(lambda: Library(data, [folder]))
        games = library.games()
        print(f"first indexing:                  {seconds:8.3f} s  ({1000 * seconds / count:.2f} ms a game; "
              f"index {(data / 'library.sqlite3').stat().st_size / 1e6:.1f} MB)")
        assert len(games) == count and all(game.ok for game in games)

        opening = median_time(lambda: open_and_list(data, folder))
        listing = median_time(library.games)
        stats = median_time(lambda: library.stats(games))
        balances = median_time(lambda: running_balances(games, library.aliases()))
        print(f"open the library and list:       {opening:8.3f} s  (median of {RUNS}; target under {TARGET:g} s: "
              f"{'met' if opening < TARGET else 'NOT met'})")
        print(f"  of which listing the index:    {listing:8.3f} s")
        print(f"statistics of every player:      {stats:8.3f} s")
        print(f"running balances across games:   {balances:8.3f} s")

        from PySide6.QtWidgets import QApplication

        from preferans_desk.gui.game_library.library_window import LibraryWindow

        app = QApplication.instance() or QApplication(sys.argv)

        def window() -> None:
            w = LibraryWindow(Library(data, [folder], refresh=False), lambda path: None)
            w.show()
            app.processEvents()
            w.close()
            w.deleteLater()
            app.processEvents()

        window_time = median_time(window, 3)
        print(f"library window, open and shown:  {window_time:8.3f} s  (median of 3; refresh, table, statistics, "
              f"chart)")

        changed = sorted(folder.rglob("*.pulka"))[:11]
        for number, path in enumerate(changed[:10]):
            path.write_text(dumps(sample_game(3, 12, "sochi", seed=number)), encoding="utf-8")
        changed[10].unlink()
        seconds, changes = timed(library.refresh)
        print(f"refresh, 10 changed, 1 deleted:  {seconds:8.3f} s  ({len(changes.updated)} read again, "
              f"{len(changes.removed)} removed)")
        library.close()
        return 0 if opening < TARGET or count != 1000 else 1


if __name__ == "__main__":
    sys.exit(main())
