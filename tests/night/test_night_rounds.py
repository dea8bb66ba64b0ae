"""Rounds of an event: Swiss after the round before is in, by hand, late players, leavers, a bye for five, and
the standings with their tie order (docs/club-night.md)."""

from __future__ import annotations

import pytest

from preferans_desk.night import night_rounds
from preferans_desk.night.night_errors import EventError
from preferans_desk.night.night_rounds import add_game, join, leave, new_event, seat_by_hand, seat_next_swiss
from preferans_desk.night.standings import standings, swiss_order
from preferans_desk.night.tour_points import PlacePoints

PLAYERS = ["Anna", "Boris", "Vera", "Gleb", "Dasha", "Egor"]


def no_order(number):
    raise AssertionError(number)


def fill_round(event, number, results_by_table):
    """Add a game to every table of the round; returns the results as table_results gives them."""
    results = {}
    for t, table in enumerate(event.rounds[number - 1].tables, 1):
        add_game(event, number, t, f"r{number}t{t}.pulka", list(reversed(table.players)))
        results[number, t] = dict(zip(table.players, results_by_table[t - 1], strict=True))
    return results


def test_swiss_seats_a_round_once_the_round_before_is_in():
    event = new_event(PLAYERS, 3, 3, "swiss", "s")
    assert event.rounds[0].seated and not event.rounds[1].seated
    with pytest.raises(EventError) as info:
        night_rounds.swiss_ready(event, 2)
    assert str(info.value) == "round 2 is seated by the standings after round 1, whose games are not all in (tables " \
                              "1, 2)"
    results = fill_round(event, 1, [[30, 0, -30], [60, -20, -40]])
    order = swiss_order(event, results, 2)
    assert seat_next_swiss(event, 1, lambda number: order)
    leaders = [order[0], order[1], order[2]]
    assert sorted(event.rounds[1].tables[0].players) == sorted(leaders)
    assert event.rounds[1].seated_by == "swiss"


def test_a_game_of_other_players_is_refused():
    event = new_event(PLAYERS, 2, 3, "random", "s")
    with pytest.raises(EventError) as info:
        add_game(event, 1, 1, "x.pulka", ["Anna", "Boris", "Zoya"])
    table = ", ".join(event.rounds[0].tables[0].players)
    assert str(info.value) == f"the game's players are Anna, Boris, Zoya, not those of round 1, table 1: {table}"
    with pytest.raises(EventError, match="the event has no round 3"):
        add_game(event, 3, 1, "x.pulka", [])
    with pytest.raises(EventError, match="round 1 has no table 3 \\(it has 2\\)"):
        add_game(event, 1, 3, "x.pulka", [])


def test_a_round_with_a_game_is_not_seated_again():
    event = new_event(PLAYERS, 2, 3, "norepeat", "s")
    table = event.rounds[0].tables[0]
    add_game(event, 1, 1, "x.pulka", table.players)
    with pytest.raises(EventError, match="round 1 has games already"):
        seat_by_hand(event, 1, [PLAYERS[:3], PLAYERS[3:]], no_order)
    with pytest.raises(EventError, match="already has a game, x.pulka"):
        add_game(event, 1, 1, "y.pulka", table.players)
    add_game(event, 1, 1, "y.pulka", table.players, replace=True)
    assert table.game == "y.pulka"


def test_by_hand():
    event = new_event(PLAYERS, 3, 3, "norepeat", "s")
    seat_by_hand(event, 2, [["anna", "Boris", "Vera"], ["Gleb", "Dasha", "Egor"]], no_order)
    assert [t.players for t in event.rounds[1].tables] == [["Anna", "Boris", "Vera"], ["Gleb", "Dasha", "Egor"]]
    assert event.rounds[1].seated_by == "hand" and event.rounds[2].seated_by == "norepeat"
    with pytest.raises(EventError, match="Zoya: unknown"):
        seat_by_hand(event, 2, [["Anna", "Boris", "Zoya"]], no_order)
    with pytest.raises(EventError, match="a table has 3 or 4 players, not 2"):
        seat_by_hand(event, 2, [["Anna", "Boris"]], no_order)


def test_a_late_player_and_a_leaver():
    event = new_event(PLAYERS, 4, 3, "norepeat", "s")
    first = [t.players for t in event.rounds[0].tables]
    add_game(event, 1, 1, "a.pulka", event.rounds[0].tables[0].players)
    join(event, "Zoya", 2, no_order)  # seven from round 2: a table of three and one of four
    assert [sorted(len(t.players) for t in r.tables) for r in event.rounds] == [[3, 3], [3, 4], [3, 4], [3, 4]]
    assert [t.players for t in event.rounds[0].tables] == first  # the round with a game stays as it was
    leave(event, "Anna", 3, no_order)
    assert event.player("Anna").last_round == 2
    assert all("Anna" not in t.players for r in event.rounds[2:] for t in r.tables)
    leave(event, "Zoya", 2, no_order)  # she never played: off the list
    assert event.player("Zoya") is None
    with pytest.raises(EventError, match="round 1 has games already"):
        join(event, "Lev", 1, no_order)


def test_five_players_one_sits_out_in_turn():
    event = new_event(PLAYERS[:5], 5, "mixed", "random", "s")
    out = [next(n for n in PLAYERS[:5] if all(n not in t.players for t in r.tables)) for r in event.rounds]
    assert sorted(out) == sorted(PLAYERS[:5])  # each sits out once in five rounds


def test_too_few_players_for_a_round():
    event = new_event(PLAYERS[:3], 2, 3, "norepeat", "s")
    with pytest.raises(EventError, match="round 2 has 2 players; a table needs at least 3"):
        leave(event, "Anna", 2, no_order)


def test_strict_table_sizes():
    with pytest.raises(EventError) as info:
        new_event(PLAYERS[:5], 2, 3, "norepeat", "s")
    assert str(info.value) == "5 players do not sit at tables of 3 alone; give the table size as mixed (tables of " \
                              "three and four)"


def test_standings_and_their_tie_order():
    event = new_event(PLAYERS, 2, 3, "norepeat", "s", points=PlacePoints())
    results = fill_round(event, 1, [[30, 0, -30], [30, 0, -30]])
    rows = standings(event, results)
    t1, t2 = (t.players for t in event.rounds[0].tables)
    # Two winners on 3 points and 30 whists share rank 1 (listed by name), two on 2 points rank 3.
    assert [(r.rank, r.points, r.whists, r.games) for r in rows] == [
        (1, 3, 30, 1), (1, 3, 30, 1), (3, 2, 0, 1), (3, 2, 0, 1), (5, 0, -30, 1), (5, 0, -30, 1)]
    assert [r.name for r in rows[:2]] == sorted([t1[0], t2[0]])
    results.update(fill_round(event, 2, [[10, -5, -5], [50, -20, -30]]))
    rows = standings(event, results)
    assert rows[0].rank == 1 and all(a.rank <= b.rank for a, b in zip(rows, rows[1:], strict=False))
    assert sum(r.games for r in rows) == 12


def test_points_break_ties_before_whists():
    event = new_event(PLAYERS[:3], 1, 3, "random", "s", points=PlacePoints())
    table = event.rounds[0].tables[0].players
    rows = standings(event, {(1, 1): dict(zip(table, [40, -15, -25], strict=True))})
    assert [(r.name, r.rank, r.points) for r in rows] == [(table[0], 1, 4), (table[1], 2, 1), (table[2], 3, 0)]
