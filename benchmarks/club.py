"""Benchmark of the club (a script, not a test): ``python benchmarks/club.py [GAMES] [DEALS]``.

Issue 24's figures: a club folder of GAMES (default 10,000) games of about DEALS (default 100) deals, 30
players at tables of three and four over ten years. Prints
1. the first index (every file read, scored, settled, each deal's worth worked out), and the processor time it
   took in all processes (on a machine shared with other work, the elapsed time grows and this does not);
2. reopening the library (the index brought up to date, nothing read) and listing the games; then reading every
   game's seats, which an entry reads from the index only when first asked for (the statistics, a season's table);
3. a season's table with ratings: the first time (every game rated, the ratings kept), and again (the kept
   ratings read back), for "last year" and for all time;
4. the process's peak memory (resident set);
5. the deal worths of a 300-deal game against scoring it (the worths come with the scoring).
Targets: first index under 60 s, reopening under 1 s, a season's table with ratings under 1 s, memory under
300 MB, the worths of a 300-deal game under 50 ms.
"""

from __future__ import annotations

import random
import resource
import statistics
import sys
import tempfile
import time
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run from a checkout without installing

from preferans_desk.core.deal_worths import deal_worths  # noqa: E402
from preferans_desk.core.gamefile import dumps  # noqa: E402
from preferans_desk.library import Library  # noqa: E402
from preferans_desk.library.rating_cache import CACHE_NAME  # noqa: E402
from preferans_desk.library.ratings import rate  # noqa: E402
from preferans_desk.library.season_table import season_table  # noqa: E402
from preferans_desk.library.seasons import ALL_TIME, last_year  # noqa: E402
from preferans_desk.library.sync_copies import counted  # noqa: E402
from preferans_desk.render.samples import sample_game  # noqa: E402

PLAYERS = [f"Player {n:02d}" for n in range(30)]
CONVENTIONS = ("sochi", "leningrad", "rostov", "classic")


def generate(folder: Path, count: int, deals: int) -> None:
    """``count`` games: a few dozen distinct games (generating is not what is measured), each written under
    its own players and date, so that every file is read, scored and rated as a game of its own."""
    pick = random.Random(24)
    models = {(n, k): sample_game(n, deals + k, CONVENTIONS[k % 4], seed=k, whist_price=1) for n in (3, 4)
              for k in range(6)}
    for number in range(count):
        size = pick.choice((3, 4))
        game = models[(size, number % 6)]
        game.players = pick.sample(PLAYERS, size)
        game.created = f"{2016 + number * 10 // count}-{1 + number % 12:02d}-{1 + number % 28:02d}T20:00:00"
        sub = folder / game.created[:4]
        sub.mkdir(exist_ok=True)
        (sub / f"game-{number:05d}.pulka").write_text(dumps(game), encoding="utf-8")


def timed(action):
    start = time.perf_counter()
    result = action()
    return time.perf_counter() - start, result


def cpu_seconds() -> float:
    """Processor time of this process and of its children that ended (the index's pool of workers)."""
    return sum(resource.getrusage(who).ru_utime + resource.getrusage(who).ru_stime
               for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN))


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # kilobytes on Linux


def main() -> int:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
    deals = int(sys.argv[2]) if len(sys.argv) > 2 else 100
    with tempfile.TemporaryDirectory() as tmp:
        folder, data = Path(tmp) / "club", Path(tmp) / "data"
        folder.mkdir()
        seconds, _ = timed(lambda: generate(folder, count, deals))
        print(f"{count} games of about {deals} deals generated in {seconds:.0f} s")

        cpu = cpu_seconds()
        seconds, library = timed(lambda: Library(data, [folder]))
        print(f"first index:                       {seconds:8.2f} s  ({1000 * seconds / count:.2f} ms a game; "
              f"target under 60 s for 10,000)")
        print(f"  its processor time, all workers: {cpu_seconds() - cpu:8.2f} s  (what other programs on the "
              f"machine do not change)")
        library.close()

        def reopen() -> list:
            with Library(data, [folder]) as again:
                return again.games()

        seconds = statistics.median(timed(reopen)[0] for _ in range(3))
        games = reopen()
        assert len(games) == count and all(game.ok for game in games)
        print(f"reopen and list (median of 3):     {seconds:8.3f} s  (target under 1 s)")
        seconds, seats = timed(lambda: sum(len(game.seats) for game in games))
        print(f"  then every seat read ({seats}): {seconds:8.3f} s  (once, when the statistics first ask)")

        aliases: dict[str, str] = {}
        cache = data / CACHE_NAME
        games = counted(games)
        for label, season in (("last year", last_year(date(2026, 6, 1))), ("all time", ALL_TIME)):
            if cache.exists():
                cache.unlink()
            first, _ = timed(lambda s=season: season_table(games, s, rate(games, aliases, cache), aliases))
            again = statistics.median(
                timed(lambda s=season: season_table(games, s, rate(games, aliases, cache), aliases))[0]
                for _ in range(3))
            print(f"season table, {label:9}, first:  {first:8.3f} s  (every game rated, the ratings kept)")
            print(f"season table, {label:9}, again:  {again:8.3f} s  (median of 3; target under 1 s)")
        print(f"peak memory:                       {peak_mb():8.0f} MB (target under 300 MB)")

        game = sample_game(3, 300, "sochi", seed=5)
        worths = statistics.median(timed(lambda: deal_worths(game))[0] for _ in range(9))
        scoring = statistics.median(timed(lambda: game.replace_deals(list(game.deals)))[0] for _ in range(5))
        print(f"deal worths of a 300-deal game:    {1000 * worths:8.3f} ms (read from the scored deals; target "
              f"under 50 ms)")
        print(f"  scoring the game, worths with it: {1000 * scoring:8.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
