"""Each table's result in whists, from its game's exact settlement (``core.settlement``, as ``settle --json``
gives ``result_exact``): the games are read from their files, whose paths the event keeps relative to itself."""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

from preferans_desk.core.errors import GameFileError
from preferans_desk.core.exact_numbers import Number
from preferans_desk.core.game import Game
from preferans_desk.core.gamefile import load
from preferans_desk.core.names import name_key
from preferans_desk.core.settlement import settle_game

from .night_errors import EventError
from .night_model import Event

Results = dict[tuple[int, int], dict[str, Number]]  # (round, table) -> each player's result, by the event's names


def game_path(event_path: str | os.PathLike[str], kept: str) -> Path:
    """Where a table's game is: its path as the event keeps it, from the event file's folder."""
    return Path(event_path).parent / Path(kept)


def kept_path(event_path: str | os.PathLike[str], game: str | os.PathLike[str]) -> str:
    """A game's path as the event keeps it: relative to the event file's folder, with forward slashes, so that
    the folder may be moved or shared whole; absolute when there is no such path (another drive on Windows)."""
    folder = Path(os.path.abspath(event_path)).parent
    try:
        return Path(os.path.relpath(os.path.abspath(game), folder)).as_posix()
    except ValueError:
        return Path(os.path.abspath(game)).as_posix()


def table_results(event: Event, event_path: str | os.PathLike[str], through: int | None = None) -> Results:
    """The results of every table whose game is in, in the rounds up to ``through`` (all by default). A game
    that cannot be read, or whose players are no longer the table's, is refused naming the round and table."""
    results: Results = {}
    last = len(event.rounds) if through is None else through
    for number, round_ in enumerate(event.rounds[:last], 1):
        for t, table in enumerate(round_.tables, 1):
            if table.game is not None:
                results[number, t] = table_game(event, event_path, number, t)[1]
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
    except GameFileError as exc:
        raise EventError("game", round=number, table=t, path=table.game, cause=exc) from None
    if sorted(map(name_key, game.players)) != sorted(map(name_key, table.players)):
        raise EventError("game", round=number, table=t, path=table.game,
                         cause=EventError("game_players", players=", ".join(game.players), round=number,
                                          table=t, table_players=", ".join(table.players)))
    return game, named_results(game, table.players)


def named_results(game: Game, players: Sequence[str]) -> dict[str, Number]:
    """Each of ``players``' result in ``game`` (its exact settlement), by these names: the game's own may be
    spelt otherwise (names compared as the game file compares them)."""
    by_key = dict(zip(map(name_key, game.players), settle_game(game).exact, strict=True))
    return {name: by_key[name_key(name)] for name in players}
