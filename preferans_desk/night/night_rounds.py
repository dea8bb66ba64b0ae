"""Seating an event's rounds and changing them: a new event, a round seated by its method or by hand, a table's
game added, a late player and a leaver (the rules are in ``docs/club-night.md``).

A round is seated by the event's method: the first is always drawn at random; ``random`` draws each later one,
``norepeat`` seats all the later ones at once (the most times any pair meets as low as the search finds, then the
repeats), and ``swiss`` seats a round by the standings after the round before it, without rematches while it can,
so only once that round's games are all in. A round is never seated again once a game of it is in. Each round's
draws come from the event's seed and the round's number: the same event seats the same way on any computer.

Nothing here reads a file: what the standings say (Swiss) comes from the caller as the players' order.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from preferans_desk.core.names import name_key

from . import seating
from .night_errors import EventError
from .night_file import parse, to_document
from .night_model import Event, Limits, Player, Round, RoundTable, TableSize
from .table_results import game_key
from .table_split import byes, divides, table_sizes
from .tour_points import TourPoints, WhistPoints

Order = Callable[[int], list[str]]  # the players by the standings before round n (Swiss), leaders first


def new_event(players: Sequence[str], rounds: int, table_size: TableSize, method: str, seed: str, *,
              convention: str = "sochi", limits: Limits | None = None, points: TourPoints | None = None,
              title: str | None = None, created: str | None = None) -> Event:
    """An event with its players and rounds, checked as the file is (a bad name or value is refused with the
    file's message), and seated as far as it can be: every round but Swiss rounds after the first."""
    event = Event([Player(name.strip()) for name in players], [Round(Limits(**vars(limits or Limits())))
                                                               for _ in range(rounds)],
                  table_size, method, seed, convention, points or WhistPoints(), title, created)
    event = parse(to_document(event))  # the file's checks, with the file's messages
    if not divides(len(event.players), table_size):
        raise EventError("strict_size", count=len(event.players), size=table_size)
    _seat_open(event, 1, _no_order)
    return event


def _no_order(number: int) -> list[str]:
    raise AssertionError(f"round {number} is not Swiss")  # the first round is drawn: it needs no standings


def rng(event: Event, what: str) -> random.Random:
    """The random source of one draw of the event: its seed and what is drawn (a round, a search)."""
    return random.Random(f"{event.seed}/{what}")


def first_open(event: Event) -> int:
    """The first round without any game in (refused when every round has games)."""
    for number, round_ in enumerate(event.rounds, 1):
        if not round_.started and all(not r.started for r in event.rounds[number:]):
            return number
    raise EventError("no_open_round")


def seat_from(event: Event, first: int, order: Order) -> None:
    """Seat round ``first`` (which has no game) and every later round without a game, as far as the method can:
    a Swiss round only once the round before it is complete."""
    _open(event, first)
    _seat_open(event, first, order)


def _seat_open(event: Event, first: int, order: Order) -> None:
    numbers = [n for n in range(first, len(event.rounds) + 1) if not event.rounds[n - 1].started]
    for number in numbers:
        event.rounds[number - 1].tables, event.rounds[number - 1].seated_by = [], None
    if numbers[:1] == [1]:
        _seat_drawn(event, 1)
        numbers = numbers[1:]
    if event.seating == "norepeat":
        _seat_norepeat(event, numbers)
    elif event.seating == "random":
        for number in numbers:
            _seat_drawn(event, number)
    elif numbers and event.rounds[numbers[0] - 2].complete:
        _seat_swiss(event, numbers[0], order(numbers[0]))


def _open(event: Event, number: int) -> None:
    if not 1 <= number <= len(event.rounds):
        raise EventError("no_round", round=number, count=len(event.rounds))
    if event.rounds[number - 1].started:
        raise EventError("round_started", round=number)


def _players_of(event: Event, number: int) -> list[str]:
    players = event.active(number)
    if len(players) < 3:
        raise EventError("few_players", round=number, count=len(players))
    return players


def _seat_drawn(event: Event, number: int) -> None:
    draw = rng(event, f"round {number}")
    players = _without_byes(event, number, _players_of(event, number), draw)
    tables = seating.draw(draw, players, table_sizes(len(players), event.table_size))
    _write(event, number, tables, "random")


def _seat_norepeat(event: Event, numbers: list[int]) -> None:
    """Seat the rounds ``numbers`` at once, after every other round as it is seated."""
    if not numbers:
        return
    search = rng(event, f"norepeat from round {numbers[0]}")
    wanted: list[tuple[list[str], list[int]]] = []
    for number in numbers:
        players = _without_byes(event, number, _players_of(event, number), search)
        wanted.append((players, table_sizes(len(players), event.table_size)))
    history = [[t.players for t in r.tables] for n, r in enumerate(event.rounds, 1) if n not in numbers]
    for number, tables in zip(numbers, seating.no_repeats(search, history, wanted), strict=True):
        _write(event, number, tables, "norepeat")


def _seat_swiss(event: Event, number: int, order: list[str]) -> None:
    players = _players_of(event, number)
    playing = {name_key(name) for name in players}
    ranked = [name for name in order if name_key(name) in playing]
    ranked += [name for name in players if name not in ranked]  # anyone the standings do not list (none)
    players = _without_byes(event, number, ranked, None)
    before = [[t.players for t in r.tables] for r in event.rounds[:number - 1]]
    tables = seating.swiss(players, table_sizes(len(players), event.table_size), seating.meetings(before))
    _write(event, number, tables, "swiss")


def _without_byes(event: Event, number: int, players: list[str], draw: random.Random | None) -> list[str]:
    """The players less those who sit the round out (one of five): who sat out least so far, then by the draw
    (Swiss: the last of the standings). ``players`` keep their order."""
    count = byes(len(players), event.table_size)
    if not count:
        return players
    sat_out = {name: sum(1 for n, r in enumerate(event.rounds[:number - 1], 1)
                         if r.seated and name in event.active(n) and not any(name in t.players for t in r.tables))
               for name in players}
    ties = {name: (draw.random() if draw is not None else -i) for i, name in enumerate(players)}
    out = sorted(players, key=lambda name: (sat_out[name], ties[name]))[:count]
    return [name for name in players if name not in out]


def _write(event: Event, number: int, tables: list[list[str]], by: str) -> None:
    """The round's tables with each table's seats drawn."""
    seated = seating.seat_order(rng(event, f"seats of round {number}"), tables)
    event.rounds[number - 1].tables = [RoundTable(players) for players in seated]
    event.rounds[number - 1].seated_by = by


def seat_by_hand(event: Event, number: int, tables: Sequence[Sequence[str]], order: Order) -> None:
    """Seat round ``number`` as the director says, seats in the order given; a player of the round left out sits
    it out. The later rounds without games are seated again by the method (Swiss ones only after this is in)."""
    _open(event, number)
    seen: set[str] = set()
    rows: list[list[str]] = []
    for names in tables:
        if not 3 <= len(names) <= 4:
            raise EventError("table_size", count=len(names), players=", ".join(names))
        row: list[str] = []
        for name in names:
            player = event.player(name)
            if player is None or not player.plays(number) or player.name in seen:
                problem = "unknown" if player is None else "twice" if player.name in seen else "not playing"
                raise EventError("hand_seats", round=number, wanted=", ".join(event.active(number)),
                                 problem=f"{name}: {problem}")
            seen.add(player.name)
            row.append(player.name)
        rows.append(row)
    event.rounds[number - 1].tables = [RoundTable(row) for row in rows]
    event.rounds[number - 1].seated_by = "hand"
    if number < len(event.rounds):
        _seat_open(event, number + 1, order)


def join(event: Event, name: str, first: int, order: Order) -> Player:
    """A late player, who plays from round ``first`` (a round without games): that round and the later ones are
    seated again."""
    if event.player(name) is not None:
        raise EventError("player_known", name=name.strip())
    player = Player(name.strip(), first)
    event.players.append(player)
    try:
        checked = parse(to_document(event))  # the name as the file checks it
    except Exception:
        event.players.pop()
        raise
    event.players[-1] = player = checked.players[-1]
    seat_from(event, first, order)
    return player


def leave(event: Event, name: str, first: int, order: Order) -> None:
    """A player who leaves: he plays no round from ``first`` on (a round without games), which is seated again;
    a player who has played no round yet is taken off the list."""
    player = event.player(name)
    if player is None:
        raise EventError("player_unknown", name=name.strip())
    _open(event, first)
    if first <= player.first_round:
        event.players.remove(player)
    else:
        player.last_round = first - 1 if player.last_round is None else min(player.last_round, first - 1)
    seat_from(event, first, order)


def find_table(event: Event, number: int, table: int) -> RoundTable:
    if not 1 <= number <= len(event.rounds):
        raise EventError("no_round", round=number, count=len(event.rounds))
    tables = event.rounds[number - 1].tables
    if not tables:
        raise EventError("not_seated", round=number)
    if not 1 <= table <= len(tables):
        raise EventError("no_table", round=number, table=table, count=len(tables))
    return tables[table - 1]


def add_game(event: Event, number: int, table: int, path: str, players: Sequence[str], *,
             replace: bool = False) -> bool:
    """Record the game of round ``number``'s table ``table`` (``path`` as the file keeps it), whose ``players``
    must be the table's (in any order, names compared as the game file compares them). Returns whether the
    round is now complete."""
    seated = find_table(event, number, table)
    if sorted(map(name_key, players)) != sorted(map(name_key, seated.players)):
        raise EventError("game_players", players=", ".join(players), round=number, table=table,
                         table_players=", ".join(seated.players))
    if seated.game is not None and not replace:
        raise EventError("has_game", round=number, table=table, path=seated.game)
    for other_number, round_ in enumerate(event.rounds, 1):  # one file is one table's game: it counts once
        for t, other in enumerate(round_.tables, 1):
            if other is not seated and other.game is not None and game_key(other.game) == game_key(path):
                raise EventError("game_twice", path=path, round=other_number, table=t)
    seated.game = path
    return event.rounds[number - 1].complete


def seat_next_swiss(event: Event, number: int, order: Order) -> bool:
    """After round ``number`` is complete: seat the Swiss round after it when it is not seated yet. Returns
    whether a round was seated."""
    if event.seating != "swiss" or number >= len(event.rounds) or event.rounds[number].seated:
        return False
    if not event.rounds[number - 1].complete:
        return False
    _seat_swiss(event, number + 1, order(number + 1))
    return True


def swiss_ready(event: Event, number: int) -> None:
    """Refuse to seat Swiss round ``number`` before the round before it is complete."""
    if event.seating == "swiss" and number > 1 and not event.rounds[number - 2].complete:
        previous = event.rounds[number - 2]
        missing = [str(t) for t, table in enumerate(previous.tables, 1) if table.game is None] or ["all"]
        raise EventError("previous_open", round=number, previous=number - 1, tables=", ".join(missing))
