"""Statistics on two games worked out by hand (known_games.py), running balances, aliases."""

import heapq
from fractions import Fraction
from operator import itemgetter
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from preferans_desk.core import settle, settle_game
from preferans_desk.core.exact_numbers import norm
from preferans_desk.library.stats import (
    SWINGS,
    GameRef,
    SeatRecord,
    game_balance,
    game_seats,
    player_stats,
    resolve,
    running_balances,
    seats_from_text,
    seats_text,
    swings,
)
from preferans_desk.render.samples import sample_game

from .known_games import friday, sunday


class Entry:
    """What the statistics need of a game in the library."""

    def __init__(self, game, path, date):
        self.path = Path(path)
        self.name = game.title
        self.date = date
        self.currency = game.rules.currency
        self.seats = game_seats(game)


def entries():
    return [Entry(sunday(), "/games/sunday.pulka", "2024-03-02T18:00:00"),
            Entry(friday(), "/games/friday.pulka", "2024-03-01T19:00:00")]


def test_one_game_per_seat():
    anna, boris, vera = game_seats(friday())
    assert (anna.result, boris.result, vera.result) == (4, -151, 147)
    assert (anna.result_exact, boris.result_exact, vera.result_exact) == (
        Fraction(14, 3), Fraction(-454, 3), Fraction(440, 3))
    assert (anna.money, boris.money, vera.money) == (200, -7550, 7350)
    assert (anna.declared, anna.played, anna.made, anna.remizes) == (1, 1, 1, 0)
    assert (boris.declared, boris.played, boris.made, boris.remizes) == (1, 1, 0, 1)
    assert (vera.misere_made, vera.misere_failed) == (1, 0)
    assert (anna.whists_written, boris.whists_written, vera.whists_written) == (16, 8, 30)
    assert (anna.allpass_tricks, boris.allpass_tricks, vera.allpass_tricks) == (4, 6, 0)

    borya, vera2, grigory = game_seats(sunday())
    assert (borya.result, vera2.result, grigory.result) == (72, -160, 88)
    assert borya.money is None
    assert (borya.declared, borya.played, borya.made) == (1, 0, 0)  # both passed: declared, not played
    assert (vera2.misere_made, vera2.misere_failed) == (0, 1)
    assert (grigory.declared, grigory.played, grigory.made) == (1, 1, 1)
    assert borya.whists_written == 12


def test_a_seat_record_survives_json():
    for seat in game_seats(friday()):
        assert SeatRecord.from_json(seat.to_json()) == seat


def test_seats_survive_the_index_text():
    """The index keeps a game's seats as lists (stats.seats_text): every value comes back, fractions exact."""
    seats = [*game_seats(friday()), SeatRecord("Вера", Fraction(-7, 3), Fraction(1, 2), 15, 1, 2, 3, 4, 5, 6,
                                                Fraction(5, 2), 7, ("0", "-7/3"), ((4, "8/3"), (9, "-1")))]
    assert seats_from_text(seats_text(seats)) == seats
    assert seats_from_text(seats_text([])) == []


def test_statistics_across_the_two_games_with_a_merged_name():
    stats = {s.name: s for s in player_stats(entries(), {"Боря": "Boris"})}
    assert list(stats) == ["Grigory", "Anna", "Vera", "Boris"]  # best total first
    boris = stats["Boris"]
    assert boris.spellings == {"Boris", "Боря"}
    assert (boris.games, boris.won, boris.total, boris.average) == (2, 1, -79, Fraction(-79, 2))
    assert boris.share_won == Fraction(1, 2)
    assert boris.total_exact == Fraction(-454, 3) + 72
    assert boris.best == GameRef(Path("/games/sunday.pulka"), "Sunday", "2024-03-02T18:00:00", 72)
    assert boris.worst == GameRef(Path("/games/friday.pulka"), "Friday", "2024-03-01T19:00:00", -151)
    assert (boris.declared, boris.played, boris.made, boris.remizes) == (2, 1, 0, 1)
    assert (boris.whists_written, boris.allpass_tricks) == (20, 6)
    assert boris.money == {"RUB": -7550} and boris.money_games == {"RUB": 1}
    assert boris.average_money("RUB") == -7550
    vera = stats["Vera"]
    assert (vera.games, vera.won, vera.total, vera.misere_made, vera.misere_failed) == (2, 1, -13, 1, 1)
    assert vera.whists_written == 30
    assert (vera.best.result, vera.worst.result) == (147, -160)
    anna = stats["Anna"]
    assert (anna.games, anna.won, anna.total, anna.share_won) == (1, 1, 4, 1)
    assert anna.best == anna.worst
    assert stats["Grigory"].total == 88


def test_without_the_alias_the_spellings_are_two_players():
    names = [s.name for s in player_stats(entries())]
    assert sorted(names) == ["Anna", "Boris", "Grigory", "Vera", "Боря"]


def test_a_game_that_did_not_load_counts_for_nobody():
    broken = Entry(friday(), "/games/broken.pulka", "2024-01-01T00:00:00")
    broken.seats = []
    stats = {s.name: s for s in player_stats([*entries(), broken])}
    assert stats["Anna"].games == 1


def test_running_balance_across_games_by_date():
    balances = running_balances(entries(), {"Боря": "Boris"})
    assert [game.name for game in balances.games] == ["Friday", "Sunday"]
    assert balances.lines == {"Anna": [(0, 4)], "Boris": [(0, -151), (1, -79)], "Vera": [(0, 147), (1, -13)],
                              "Grigory": [(1, 88)]}


def test_running_balance_within_a_game():
    rows = game_balance(friday())
    assert len(rows) == 5
    assert rows[0] == [0, 0, 0]
    assert rows[1] == [Fraction(16, 3), Fraction(4, 3), Fraction(-20, 3)]  # after Anna's 6♠ worked by hand
    assert rows[-1] == [Fraction(14, 3), Fraction(-454, 3), Fraction(440, 3)]
    assert game_balance(friday(), rounding=None)[-1] == [4, -151, 147]


@pytest.mark.parametrize("players, convention, seed", [(3, "sochi", 1), (4, "leningrad", 2), (3, "rostov", 3)])
def test_the_balance_within_a_game_is_the_game_settled_after_each_deal(players, convention, seed):
    game = sample_game(players, 40, convention, seed=seed)
    rows = game_balance(game)
    for count, row in enumerate(rows):
        sheet = game.sheet_after(count)
        expected = settle(sheet.pool, sheet.mountain, sheet.whists, game.rules.pool_target, game.rules.settings,
                          rounding="exact").result
        assert row == expected, count
    assert rows[-1] == settle_game(game, "exact").result
    assert all(sum(row) == 0 for row in rows)


def test_aliases_are_followed_and_a_cycle_stops():
    assert resolve("Боря", {"Боря": "Борис", "Борис": "Boris"}) == "Boris"
    assert resolve("a", {"a": "b", "b": "a"}) == "b"
    assert resolve("Anna", None) == "Anna"


# ----- the window's filter -----
def query_entries(tmp_path):
    from preferans_desk.core.gamefile import save
    from preferans_desk.library import Library

    library = Library(tmp_path / "data")
    save(friday(), library.folder / "friday.pulka")
    save(sunday(), library.folder / "sunday.pulka")
    (library.folder / "broken.pulka").write_text("nope", encoding="utf-8")
    library.refresh()
    return {entry.path.stem: entry for entry in library.games()}


@pytest.mark.parametrize("query, kept", [
    ({}, {"friday", "sunday", "broken"}),
    ({"text": "FRI"}, {"friday"}),
    ({"text": "бор"}, {"sunday"}),  # a player's name, any case
    ({"text": "broken"}, {"broken"}),  # the file name
    ({"player": "Boris"}, {"friday", "sunday"}),  # Боря counts as Boris
    ({"player": "Grigory"}, {"sunday"}),
    ({"convention": "sochi"}, {"friday", "sunday"}),
    ({"status": "broken"}, {"broken"}),
    ({"status": "unfinished"}, {"friday", "sunday"}),
    ({"status": "finished"}, set()),
    ({"date_from": "2024-03-02"}, {"sunday", "broken"}),  # the broken file is dated by the file's time
    ({"date_from": "2024-03-01", "date_to": "2024-03-01"}, {"friday"}),
])
def test_the_game_query(tmp_path, query, kept):
    from preferans_desk.library.query import GameQuery

    entries = query_entries(tmp_path)
    found = {name for name, entry in entries.items() if GameQuery(**query).matches(entry, {"Боря": "Boris"})}
    assert found == kept


def test_every_count_of_a_seat_is_added():
    """PlayerStats.add names each count (for speed): none of COUNT_FIELDS may be left out."""
    from preferans_desk.library.stats import COUNT_FIELDS, PlayerStats

    entry = Entry(sunday(), "/games/sunday.pulka", "2024-03-02T18:00:00")
    seat = SeatRecord("Vera", 3, 3, **{name: number for number, name in enumerate(COUNT_FIELDS, start=2)})
    stats = PlayerStats("Vera")
    stats.add(entry, seat)
    stats.add(entry, seat)
    assert {name: getattr(stats, name) for name in COUNT_FIELDS} == {
        name: 2 * number for number, name in enumerate(COUNT_FIELDS, start=2)}


def _swings_by_heaps(worths, seat):
    """What swings gave before it sorted whole numbers: heapq's nlargest and nsmallest of the worths."""
    mine = [(number, worth[seat]) for number, worth in enumerate(worths, start=1)]
    best = heapq.nlargest(SWINGS, [d for d in mine if d[1] > 0], key=itemgetter(1))
    worst = heapq.nsmallest(SWINGS, [d for d in mine if d[1] < 0], key=itemgetter(1))
    return tuple(best + worst)


@given(st.lists(st.lists(st.one_of(st.integers(-40, 40), st.fractions(-40, 40, max_denominator=12).map(norm)),
                         min_size=3, max_size=3), max_size=60))
def test_swings_are_the_largest_and_smallest_worths_earlier_first(worths):
    for seat in range(3):
        got = swings(worths, seat)
        assert got == _swings_by_heaps(worths, seat)
        assert [type(worth) for _deal, worth in got] == [type(worth) for _deal, worth in _swings_by_heaps(worths, seat)]
