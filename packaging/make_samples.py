"""Write the sample games the Help menu opens: `python packaging/make_samples.py`.

Every convention with three and with four players, each a finished game, and one game left in the middle (an
all-pass series open), in resources/samples/. The deals are random but seeded and plausible:
mostly sixes and sevens, most games made, whists and passes as a table says them, all-passes and misères now and
then, and each convention's own features where it has them: half-whists on six and seven (Leningrad, Rostov),
the talon bonus with four players (Leningrad), blind games and a game written off the mountain (Classic). Each
deal carries the time it was entered, a few carry a note. The files are committed; running this again writes
the same files.
"""

from __future__ import annotations

import random
import sys
from datetime import datetime, timedelta
from pathlib import Path
from typing import NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from preferans_desk.core import AllPass, Contract, Deal, Game, Misere, Rules, preset  # noqa: E402
from preferans_desk.core.engine import Sheet  # noqa: E402
from preferans_desk.core.exact_numbers import parse_number  # noqa: E402
from preferans_desk.core.gamefile import save  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "resources" / "samples"
SUITS = ("spades", "clubs", "diamonds", "hearts", "notrump")


class Sample(NamedTuple):
    name: str  # the file's name, without .pulka
    title: str  # the game's own title, as a scorer would type it
    players: tuple[str, ...]
    convention: str
    pool_target: int
    whist_price: str
    first_dealer: int
    start: str  # when the game began
    seed: int
    deals: int | None = None  # stop after this many deals (an unfinished game); None: play to the end


SAMPLES = (
    Sample("sochi-3-players", "Friday at Oleg's", ("Anna", "Boris", "Vera"), "sochi", 20, "1", 0,
           "2026-11-27T19:30:00+03:00", 11),
    Sample("sochi-4-players", "Дача, суббота", ("Андрей", "Ирина", "Михаил", "Наталья"), "sochi", 20, "1/2", 1,
           "2026-08-15T16:00:00+03:00", 4),
    Sample("leningrad-3-players", "Питерская пуля", ("Костя", "Лена", "Саша"), "leningrad", 20, "1", 0,
           "2026-10-03T20:00:00+03:00", 7),
    Sample("leningrad-4-players", "Club night", ("Peter", "Olga", "Denis", "Marina"), "leningrad", 20, "1/2", 2,
           "2026-11-12T18:45:00+03:00", 5),
    Sample("rostov-3-players", "На Дону", ("Гена", "Зоя", "Илья"), "rostov", 20, "1", 1,
           "2026-07-20T21:00:00+03:00", 3),
    Sample("rostov-4-players", "Rostov rules at the office", ("Mark", "Nina", "Oleg", "Polina"), "rostov", 20,
           "1/2", 0, "2026-09-25T18:30:00+03:00", 8),
    Sample("classic-3-players", "Classic, the old way", ("Fyodor", "Gleb", "Yulia"), "classic", 20, "1", 2,
           "2026-06-06T19:00:00+03:00", 9),
    Sample("classic-4-players", "Классика на четверых", ("Дима", "Женя", "Коля", "Таня"), "classic", 20, "1/2",
           3, "2026-05-01T15:00:00+03:00", 12),
    Sample("sochi-3-players-unfinished", "Tuesday, to be continued", ("Anna", "Boris", "Vera"), "sochi", 20, "1",
           1, "2026-11-24T20:00:00+03:00", 43, deals=14),
)

NOTES_EN = ("played with open cards", "the talon was shown by mistake", "misdeal first, dealt again")
NOTES_RU = ("играли в открытую", "открыли прикуп по ошибке", "пересдача")


def make_game(sample: Sample) -> Game:
    """The sample's game: from its seed, or the first seed after it whose game shows every feature it should."""
    for attempt in range(200):
        game = play(sample, sample.seed + 1000 * attempt)
        if not missing_features(game):
            return game
    raise SystemExit(f"{sample.name}: no seed shows {missing_features(game)}")


def missing_features(game: Game) -> list[str]:
    """What a sample of this convention should show and does not."""
    s, deals = game.rules.settings, game.deals
    wanted = {
        "all-pass": True,
        "misère": True,
        "half-whist": bool(s.half_whist_levels),
        "talon bonus": s.talon_bonus and len(game.players) == 4,
        "blind game": s.blind_allowed,
        "game off the mountain": s.game_to_mountain_allowed,
    }
    found = {
        "all-pass": any(isinstance(d, AllPass) for d in deals),
        "misère": any(isinstance(d, Misere) for d in deals),
        "half-whist": any(isinstance(d, Contract) and "half" in d.defence for d in deals),
        "talon bonus": any(isinstance(d, Contract) and d.talon_tricks for d in deals),
        "blind game": any(getattr(d, "blind", False) for d in deals),
        "game off the mountain": any(isinstance(d, Contract) and d.to_mountain for d in deals),
    }
    return [name for name, want in wanted.items() if want and not found[name]]


def play(sample: Sample, seed: int) -> Game:
    rules = Rules(sample.convention, sample.pool_target, preset(sample.convention),
                  whist_price=parse_number(sample.whist_price), currency="RUB")
    game = Game(list(sample.players), rules, first_dealer=sample.first_dealer, title=sample.title,
                created=sample.start)
    rng = random.Random(seed)
    clock = datetime.fromisoformat(sample.start)
    russian = any("а" <= ch <= "я" for ch in "".join(sample.players).lower())
    while not game.finished and (sample.deals is None or len(game.deals) < sample.deals):
        clock += timedelta(minutes=rng.randint(3, 7), seconds=rng.randint(0, 59))
        deal = plausible_deal(game.sheet, rng)
        extra: dict = {"time": clock.isoformat()}
        if rng.random() < 0.04:
            extra["note"] = rng.choice(NOTES_RU if russian else NOTES_EN)
        game.append(_with(deal, **extra))
    if sample.deals is not None and game.finished:
        raise SystemExit(f"{sample.name}: the game ended before deal {sample.deals}; choose another seed")
    return game


def plausible_deal(sheet: Sheet, rng: random.Random) -> Deal:
    """A deal as they come at a table of this convention."""
    s = sheet.settings
    active = [seat for seat in range(sheet.n) if seat != sheet.sits_out]
    blind = s.blind_allowed and rng.random() < 0.06
    roll = rng.random()
    if roll < 0.14:
        return AllPass(_allpass_tricks(sheet.n, active, rng), blind=blind)
    if roll < 0.21:
        return Misere(rng.choice(active), rng.choice((0, 0, 0, 0, 1, 1, 2)), blind=blind)
    return _contract(sheet, active, rng, blind)


def _allpass_tricks(n: int, active: list[int], rng: random.Random) -> tuple[int | None, ...]:
    """Ten tricks shared out, a few each, rarely none."""
    tricks: list[int | None] = [None] * n
    while True:
        counts = [min(7, max(0, round(rng.gauss(10 / 3, 1.6)))) for _ in active[:-1]]
        last = 10 - sum(counts)
        if 0 <= last <= 7:
            break
    for seat, count in zip(active, [*counts, last], strict=True):
        tricks[seat] = count
    return tuple(tricks)


def _contract(sheet: Sheet, active: list[int], rng: random.Random, blind: bool) -> Contract:
    s = sheet.settings
    declarer = rng.choice(active)
    low = sheet.exit_level() if sheet.streak else 6
    level = max(low, rng.choices((6, 7, 8, 9, 10), (46, 30, 14, 7, 3))[0])
    suit = rng.choice(SUITS)
    first, second = [seat for seat in ((declarer + i) % sheet.n for i in range(1, sheet.n)) if seat in active]
    talon = 0
    if s.talon_bonus and sheet.n == 4 and rng.random() < 0.3:
        talon = rng.choice((1, 1, 1, 2, 3))
    # Whist more often on a six; past eight, pass more often.
    p_whist = {6: 0.65, 7: 0.55, 8: 0.4, 9: 0.3, 10: 0.2}[level]
    defence = ["whist" if rng.random() < p_whist else "pass" for _ in range(2)]
    if defence == ["pass", "pass"] and level in s.half_whist_levels and rng.random() < 0.5:
        defence = ["pass", "half"]
    if s.stalingrad and level == 6 and suit == "spades":
        defence = ["whist", "whist"]
    if "whist" not in defence:
        return Contract(declarer, level, suit, tuple(defence), talon_tricks=talon, blind=blind)
    made = rng.random() < (0.82 if level <= 7 else 0.9)
    taken = min(10, level + rng.choice((0, 0, 0, 1, 1, 2))) if made else level - rng.choice((1, 1, 1, 2, 3))
    tricks: list[int | None] = [None] * sheet.n
    tricks[declarer] = taken
    defence_tricks = 10 - taken
    if defence == ["whist", "whist"]:
        tricks[first] = rng.randint(0, defence_tricks)
        tricks[second] = defence_tricks - tricks[first]
    else:  # one whister: the defence's tricks are his, the passer takes none on paper
        whister, passer = (first, second) if defence[0] == "whist" else (second, first)
        tricks[whister], tricks[passer] = defence_tricks, 0
    to_mountain = (made and s.game_to_mountain_allowed and sheet.mountain[declarer] >= s.value(level)
                   and rng.random() < 0.3)
    return Contract(declarer, level, suit, tuple(defence), tuple(tricks), talon_tricks=talon, blind=blind,
                    to_mountain=to_mountain)


def _with(deal: Deal, **fields) -> Deal:
    from dataclasses import replace

    return replace(deal, **fields)


def main(out: Path = OUT) -> int:
    out.mkdir(parents=True, exist_ok=True)
    for sample in SAMPLES:
        game = make_game(sample)
        path = out / f"{sample.name}.pulka"
        save(game, path)
        state = "finished" if game.finished else "in progress"
        print(f"{path.relative_to(out.parent.parent.parent)}: {len(game.deals)} deals, {state}")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT))
