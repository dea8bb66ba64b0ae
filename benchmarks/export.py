"""Benchmark of printing (a script, not a test): ``python benchmarks/export.py``.

Every figure is measured in this one run (the machines are noisy: compare the figures of one run).

1. Scoring and settling a 3-player Sochi game of 300 deals: replaying its deals into a new ``Game`` and
   ``settle_game`` (median of runs): what the export is compared with.
2. ``export_pdf`` of such a game to a file, A4, English and Russian: games of other seeds each time, so that
   no cache of the sheet's layout has seen them (median of runs), and the first export in a fresh process
   (fonts registered, translations read, every cache cold; imports not counted).
3. For scale: a 4-player game of 300 deals, and a PNG of the sheet at 1200x1600 through the Qt painter.

Target (ARCHITECTURE.md): a 300-deal PDF in under a second.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run from a checkout without installing
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from preferans_desk.core import Game, settle_game  # noqa: E402
from preferans_desk.export import export_pdf  # noqa: E402
from preferans_desk.render.samples import sample_game  # noqa: E402

DEALS = 300
RUNS = 7
ENV = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}

FIRST_EXPORT = """
import sys, time
from preferans_desk.export import export_pdf
from preferans_desk.render.samples import sample_game
game = sample_game(3, {deals}, "sochi", seed=999, whist_price=10)
start = time.perf_counter()
export_pdf(game, sys.argv[1])
print(time.perf_counter() - start)
"""


def median_time(action, runs: int = RUNS) -> float:
    times = []
    for i in range(runs):
        start = time.perf_counter()
        action(i)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def ms(seconds: float) -> str:
    return f"{seconds * 1000:8.1f} ms"


def main() -> None:
    games = {seed: sample_game(3, DEALS, "sochi", seed=seed, whist_price=10) for seed in range(1, 3 * RUNS + 2)}
    fours = {seed: sample_game(4, DEALS, "leningrad", seed=seed, whist_price=10) for seed in range(1, RUNS + 1)}
    base = games[1]

    def score_and_settle(_i: int) -> None:
        settle_game(Game(base.players, base.rules, list(base.deals)))

    scoring = median_time(score_and_settle, 21)
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "game.pdf"
        done = subprocess.run([sys.executable, "-c", FIRST_EXPORT.format(deals=DEALS), str(out)], env=ENV,
                              capture_output=True, text=True, check=True)
        first = float(done.stdout)
        english = median_time(lambda i: export_pdf(games[2 + i], out))
        russian = median_time(lambda i: export_pdf(games[2 + RUNS + i], out, lang="ru"))
        four = median_time(lambda i: export_pdf(fours[1 + i], out))
        pages = out.read_bytes().count(b"/Type /Page\n")
        size = out.stat().st_size

        from preferans_desk.export.images import export_image

        png = median_time(lambda i: export_image(games[2 + i], Path(folder) / "sheet.png", 1200, 1600), 5)

    print(f"A {DEALS}-deal game, in one run (medians; target: a PDF in under 1 s)")
    print(f"  score + settle (replay, settle_game)        {ms(scoring)}")
    print(f"  PDF, A4, English                           {ms(english)}   {english / scoring:6.1f}x score+settle")
    print(f"  PDF, A4, Russian                           {ms(russian)}   {russian / scoring:6.1f}x score+settle")
    print(f"  PDF, first export in a fresh process       {ms(first)}   {first / scoring:6.1f}x score+settle")
    print(f"  PDF of a 4-player Leningrad game           {ms(four)}   ({pages} pages, {size // 1024} KiB)")
    print(f"  PNG of the sheet, 1200x1600 (Qt)           {ms(png)}")
    verdict = "under" if max(english, russian, first) < 1.0 else "OVER"
    print(f"  slowest PDF: {max(english, russian, first):.3f} s, {verdict} the 1 s target")


if __name__ == "__main__":
    main()
