"""Each table's result in whists, from its game's exact settlement (``core.settlement``, as ``settle --json``
gives ``result_exact``): the games are read from their files, whose paths the event keeps relative to itself."""

from __future__ import annotations

import os
import posixpath
import unicodedata
from collections.abc import Sequence
from pathlib import Path

from preferans_desk.core.atomic import write_target
from preferans_desk.core.errors import GameFileError
from preferans_desk.core.exact_numbers import Number
from preferans_desk.core.game import Game
from preferans_desk.core.gamefile import load
from preferans_desk.core.names import name_key
from preferans_desk.core.settlement import settle_game

from .night_errors import EventError
from .night_model import Event

Results = dict[tuple[int, int], dict[str, Number]]  # (round, table) -> each player's result, by the event's names


GAMES = "{stem} games"  # the night's games folder, beside the event file: "Friday games" for Friday.prefevent
_NOT_IN_A_NAME = frozenset("\\:") | frozenset(map(chr, range(32))) | {"\x7f"}  # Windows' separators and drives,
# streams (a colon), and control characters (a NUL byte among them): none is in a game's name the night keeps


def real_event_file(event_path: str | os.PathLike[str]) -> Path:
    """The event file itself: the target of a link to it (from another folder, under another name), whose folder
    is the night's and whose name names its games folder, whichever name the night is opened by."""
    return write_target(Path(event_path))


def games_folder(event_path: str | os.PathLike[str]) -> str:
    """The name of the night's games folder, where the director keeps the games the tables send."""
    return GAMES.format(stem=real_event_file(event_path).stem)


# Windows' device names: ``NUL.pulka`` or ``games/con`` open a device there (in any letter case, whatever follows
# a dot), not a file of the night
_DEVICES = frozenset({"CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$", *(f"{port}{n}" for port in ("COM", "LPT")
                                                                        for n in "123456789")})


def night_name(kept: str) -> bool:
    """Whether ``kept`` names a file inside the night's folder by its text alone: relative, with forward slashes,
    no ``..``, no drive, no UNC path, no colon, no control character, no device's name, and a file's name last."""
    if not kept or kept.startswith("/") or kept.endswith(("/", "/.")) or any(c in _NOT_IN_A_NAME for c in kept):
        return False  # (``games/.`` names the folder too)
    parts = [part for part in kept.split("/") if part not in ("", ".")]
    return bool(parts) and ".." not in parts and not any(
        part.split(".")[0].rstrip(" ").upper() in _DEVICES for part in parts)


def game_key(kept: str) -> str:
    """A game's name as two names of one file compare: ``./a//b.pulka`` is ``a/b.pulka``, and letter case and
    composition do not count (the night's folder is shared with Windows and macOS, whose names ignore them), nor
    do a name's trailing dots and spaces (Windows drops them: ``a.pulka.`` opens ``a.pulka``)."""
    parts = posixpath.normpath(kept).split("/")
    return unicodedata.normalize("NFC", "/".join(part.rstrip(". ") or part for part in parts)).casefold()


def game_path(event_path: str | os.PathLike[str], kept: str) -> Path:
    """Where a table's game is: its path as the event keeps it, from the event file's folder. Refused
    (``EventError`` "game_outside") when it leads out of that folder, by its name or through a link: nothing
    outside the night is read or written as a table's game."""
    folder = real_event_file(event_path).parent
    if not night_name(kept):
        raise EventError("game_outside", path=kept)
    path = folder / kept
    if not _within(os.path.realpath(folder), os.path.realpath(path)):
        raise EventError("game_outside", path=kept)
    return path


def _within(folder: str, path: str) -> bool:
    try:
        return os.path.commonpath([folder, path]) == folder
    except ValueError:  # another drive (Windows)
        return False


def kept_path(event_path: str | os.PathLike[str], game: str | os.PathLike[str]) -> str:
    """A game's path as the event keeps it (``event add``): relative to the event file's folder, with forward
    slashes, so that the folder may be moved or shared whole. A game outside the night's folder, or a link that
    leads out of it, is refused (``EventError`` "game_elsewhere"): the night keeps its games inside it."""
    folder = Path(os.path.abspath(real_event_file(event_path))).parent
    for base, target in ((str(folder), os.path.abspath(game)),
                         (os.path.realpath(folder), os.path.realpath(game))):  # the folder given through a link
        try:
            kept = Path(os.path.relpath(target, base)).as_posix()
        except ValueError:  # another drive (Windows)
            continue
        if night_name(kept):
            try:
                game_path(event_path, kept)
            except EventError:
                break
            return kept
    raise EventError("game_elsewhere", path=str(game), folder=str(folder), games=games_folder(event_path))


def table_results(event: Event, event_path: str | os.PathLike[str], through: int | None = None) -> Results:
    """The results of every table whose game is in and has deals, in the rounds up to ``through`` (all by
    default). A game that cannot be read, or whose players are no longer the table's, is refused naming the
    round and table."""
    results: Results = {}
    last = len(event.rounds) if through is None else through
    for number, round_ in enumerate(event.rounds[:last], 1):
        for t, table in enumerate(round_.tables, 1):
            if table.game is not None:
                by_name = table_game(event, event_path, number, t)[1]
                if by_name:  # a game of no deals is no game (counted for nobody)
                    results[number, t] = by_name
    return results


def table_game(event: Event, event_path: str | os.PathLike[str], number: int,
               t: int) -> tuple[Game, dict[str, Number]]:
    """The game of round ``number``, table ``t`` (which has one) and each player's result in it, by the event's
    names; refused naming the round and table when it cannot be read or its players are not the table's. The
    night's printout reads each table alone, so that one bad game is said beside the others."""
    table = event.rounds[number - 1].tables[t - 1]
    assert table.game is not None
    try:
        game = load(game_path(event_path, table.game)).game
    except (GameFileError, EventError) as exc:  # EventError: a link that leads out of the night
        raise EventError("game", round=number, table=t, path=table.game, cause=exc) from None
    if sorted(map(name_key, game.players)) != sorted(map(name_key, table.players)):
        raise EventError("game", round=number, table=t, path=table.game,
                         cause=EventError("game_players", players=", ".join(game.players), round=number,
                                          table=t, table_players=", ".join(table.players)))
    return game, named_results(game, table.players)


def named_results(game: Game, players: Sequence[str]) -> dict[str, Number]:
    """Each of ``players``' result in ``game`` (its exact settlement), by these names: the game's own may be
    spelt otherwise (names compared as the game file compares them). A game of no deals is no game: it has no
    results (empty), earns no points and is not counted as a game."""
    if not game.deals:
        return {}
    by_key = dict(zip(map(name_key, game.players), settle_game(game).exact, strict=True))
    return {name: by_key[name_key(name)] for name in players}
