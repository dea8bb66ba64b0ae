"""Write the sample printouts in docs/samples/ (run: python docs/make_samples.py [out_dir]).

Two finished games, random but valid and seeded (``render.samples``): three players in Sochi and four in
Leningrad, each saved as a .pulka file and exported as PDF in English and in Russian, exactly as
``preferans-desk export`` would, and once more on landscape pages (``--landscape``).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from preferans_desk.core import Game, Rules, preset  # noqa: E402
from preferans_desk.core.gamefile import save  # noqa: E402
from preferans_desk.export import export_pdf  # noqa: E402
from preferans_desk.render.samples import random_deal  # noqa: E402

SAMPLES = [
    # file name, title, players, convention, pool target, whist price, currency, seed
    ("sochi-3-players", "Friday at Oleg's", ["Anna", "Boris", "Vera"], "sochi", 20, 1, "RUB", 11),
    ("leningrad-4-players", "Дача, суббота", ["Анна", "Борис", "Вера", "Григорий"], "leningrad", 20, "1/2", "RUB", 5),
]

LANDSCAPE = {"sochi-3-players": "en", "leningrad-4-players": "ru"}  # each game once on landscape pages, in its language


def finished_game(players: list[str], convention: str, target: int, price, currency: str, seed: int,
                  title: str) -> Game:
    """Deals from a seeded random table until the game is over."""
    from preferans_desk.core.exact_numbers import parse_number

    rules = Rules(convention, target, preset(convention), whist_price=parse_number(price), currency=currency)
    game = Game(players, rules, title=title, created="2026-11-28T19:30:00+03:00")
    rng = random.Random(seed)
    while not game.finished:
        game.append(random_deal(game.sheet, rng))
    return game


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    for name, title, players, convention, target, price, currency, seed in SAMPLES:
        game = finished_game(players, convention, target, price, currency, seed, title)
        save(game, out / f"{name}.pulka")
        for lang in ("en", "ru"):
            path = out / f"{name}-{lang}.pdf"
            export_pdf(game, path, lang=lang)
            print(path, f"({len(game.deals)} deals)")
        path = out / f"{name}-landscape-{LANDSCAPE[name]}.pdf"  # --landscape: the landscape sheet on page 1
        export_pdf(game, path, lang=LANDSCAPE[name], orientation="landscape")
        print(path, f"({len(game.deals)} deals, landscape)")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).parent / "samples")
