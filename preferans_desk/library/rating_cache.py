"""The ratings after each game, kept in a file of the machine's data folder so that opening the Club page
rates only the games that are new since (openskill takes some 0.2 ms a game; a club of 10,000 games would
wait seconds each time).

Each game has a key chained from the one before it: its file, date, players (after the aliases) and exact
results, and the key of the game before. The kept ratings are used for the games whose keys are as they were,
from the first on; the first game that differs (a new game, one changed, an alias merged) and all after it are
rated again. A kept file that cannot be read, or of another model, is ignored and written anew; one that cannot
be written is left (the ratings are worked out again the next time).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from preferans_desk.core.atomic import atomic_write_text
from preferans_desk.core.exact_numbers import fraction_str

if TYPE_CHECKING:
    from .ratings import Rating
    from .stats import GameLike

# Another value: the kept ratings are of another model or scale and are made afresh.
CACHE_VERSION = "openskill-plackett-luce-25-1"
CACHE_NAME = "ratings.json"


def game_keys(matches: Sequence[tuple[GameLike, tuple[str, ...]]]) -> list[str]:
    """One key a game, each chained from the one before."""
    keys: list[str] = []
    previous = CACHE_VERSION
    for game, names in matches:
        text = "\x1f".join([previous, str(game.path), game.date, *names,
                             *(fraction_str(seat.result_exact) for seat in game.seats)])
        previous = hashlib.sha1(text.encode("utf-8", "surrogatepass")).hexdigest()
        keys.append(previous)
    return keys


def load_kept(path: Path, keys: list[str]) -> list[tuple[Rating, ...]]:
    """The kept ratings after each of the first games whose keys are unchanged."""
    from .ratings import Rating

    try:
        data: Any = json.loads(path.read_text(encoding="utf-8"))
        if data.get("version") != CACHE_VERSION:
            return []
        kept: list[tuple[Rating, ...]] = []
        for key, saved, after in zip(keys, data["keys"], data["after"], strict=False):
            if key != saved:
                break
            kept.append(tuple(Rating(float(mu), float(sigma)) for mu, sigma in after))
        return kept
    except (OSError, ValueError, TypeError, KeyError, AttributeError):
        return []


def save_kept(path: Path, keys: list[str], after: list[tuple[Rating, ...]]) -> None:
    text = json.dumps({"version": CACHE_VERSION, "keys": keys,
                       "after": [[[r.mu, r.sigma] for r in ratings] for ratings in after]}, separators=(",", ":"))
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_text(path, text)
    except OSError:
        pass  # a read-only data folder: rated afresh next time
