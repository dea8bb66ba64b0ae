"""The night's arithmetic as the director asks it (issue 33 point 7): every option of ``event new`` is kept or
refused where it does not apply, one game file never counts for two tables, a game of no deals is no game, and
the command line's words are right in the singular."""

from __future__ import annotations

import json
import os

import pytest

from preferans_desk.cli import main
from preferans_desk.core.game import Game, Rules
from preferans_desk.core.gamefile import save
from preferans_desk.night import night_file
from preferans_desk.night.night_book import NightBook
from preferans_desk.night.table_results import table_results
from tests.night.books import table_game
from tests.night.games import write_game

SIX = ["Anna", "Boris", "Vera", "Gleb", "Dasha", "Egor"]


def run(capsys, *args: str) -> tuple[int, str, str]:
    status = main(["event", *args])
    out, err = capsys.readouterr()
    return status, out, err


def new(capsys, path, *options: str) -> tuple[int, str, str]:
    return run(capsys, "new", str(path), "--players", *SIX, "--rounds", "2", "--seed", "s", *options)


@pytest.mark.parametrize(("options", "points"), [
    (["--points", "gambler", "--symmetric"],
     {"method": "compressed", "preset": "gambler", "breakpoints": [[200, "1/10"], [650, 0]], "symmetric": True}),
    (["--points", "compressed", "--breakpoints", "100:1/2", "--symmetric"],
     {"method": "compressed", "breakpoints": [[100, "1/2"]], "symmetric": True}),
    (["--points", "playelephant"],
     {"method": "compressed", "preset": "playelephant", "breakpoints": [[50, "1/2"], [100, "1/10"]],
      "symmetric": False}),
])
def test_every_option_of_new_is_kept(tmp_path, capsys, options, points):
    path = tmp_path / "n.prefevent"
    status, _, err = new(capsys, path, *options)
    assert (status, err) == (0, "")
    assert json.loads(path.read_text(encoding="utf-8"))["points"] == points


@pytest.mark.parametrize(("options", "message"), [
    (["--points", "places", "--breakpoints", "5:1/2"],
     "--breakpoints is for --points compressed only (the points are places)"),
    (["--points", "gambler", "--breakpoints", "5:1/2"],
     "--breakpoints is for --points compressed only (the points are gambler)"),
    (["--breakpoints", "5:1/2"], "--breakpoints is for --points compressed only (the points are whists)"),
    (["--points", "places", "--symmetric"],
     "--symmetric is for compressed points only (--points compressed, gambler or playelephant; the points are "
     "places)"),
    (["--points", "whists", "--symmetric"],
     "--symmetric is for compressed points only (--points compressed, gambler or playelephant; the points are "
     "whists)"),
])
def test_an_option_that_does_not_apply_is_refused(tmp_path, capsys, options, message):
    path = tmp_path / "n.prefevent"
    status, out, err = new(capsys, path, *options)
    assert (status, out, err) == (2, "", f"preferans-desk: {path}: {message}\n")
    assert not path.exists()


@pytest.fixture
def night(tmp_path, capsys):
    path = tmp_path / "night.prefevent"
    assert new(capsys, path, "--table-size", "3", "--points", "places")[0] == 0
    return path


def tables(path, number):
    return [t.players for t in night_file.load(path).rounds[number - 1].tables]


def test_one_game_file_for_two_tables_or_rounds_is_refused(night, capsys, tmp_path):
    first = tables(night, 1)[0]
    game = write_game(tmp_path / "r1t1.pulka", first, [30, 0, -30])
    assert run(capsys, "add", str(night), str(game), "--round", "1", "--table", "1")[0] == 0
    event = night_file.load(night)
    event.rounds[1].tables[0].players = list(first)  # round 2's table 1 seated with the same three, by hand
    event.rounds[1].tables[1].players = [p for p in SIX if p not in first]
    night_file.save(event, night)
    before = night.read_bytes()
    status, _, err = run(capsys, "add", str(night), str(game), "--round", "2", "--table", "1")
    assert (status, err) == (2, f"preferans-desk: {night}: r1t1.pulka is the game of round 1, table 1 already; a "
                                "game counts once\n")
    assert night.read_bytes() == before
    assert run(capsys, "add", str(night), str(game), "--round", "1", "--table", "1", "--replace")[0] == 0


def test_a_game_of_no_deals_is_no_game(night, capsys, tmp_path):
    first = tables(night, 1)[0]
    empty = tmp_path / "empty.pulka"
    save(Game(list(first), Rules.from_preset("sochi", 20)), empty)
    before = night.read_bytes()
    status, _, err = run(capsys, "add", str(night), str(empty), "--round", "1", "--table", "1")
    assert (status, err) == (2, f"preferans-desk: {night}: {empty} has no deals; a game of no deals is no game\n")
    assert night.read_bytes() == before
    event = night_file.load(night)  # written by another tool, or the director's window before it sends a deal
    event.rounds[0].tables[0].game = "empty.pulka"
    night_file.save(event, night)
    assert table_results(night_file.load(night), night) == {}
    status, out, _ = run(capsys, "standings", str(night), "--json")
    assert status == 0
    assert {(p["points"], p["games"]) for p in json.loads(out)["players"]} == {("0", 0)}


def test_the_directors_book_counts_a_game_of_no_deals_for_nobody(night):
    players = tuple(tables(night, 1)[0])
    book = NightBook(night)
    book.keep_game(1, 1, table_game(0, players))
    assert (1, 1) in book.games and (1, 1) not in book.results
    assert {row.games for row in book.standings()} == {0}
    book.keep_game(1, 1, table_game(3, players))
    assert {row.games for row in book.standings()} == {0, 1}


def test_the_book_never_names_one_file_for_two_tables(night):
    event = night_file.load(night)
    event.rounds[0].tables[1].game = "night games/round-1-table-1.pulka"  # added by hand as table 2's
    night_file.save(event, night)
    players = tuple(event.rounds[0].tables[0].players)
    (night.parent / "night games").mkdir()
    book = NightBook(night)
    book.keep_game(1, 1, table_game(2, players))
    assert night_file.load(night).rounds[0].tables[0].game == "night games/round-1-table-1-2.pulka"


def test_plurals_in_show(tmp_path, capsys):
    path = tmp_path / "one.prefevent"
    status, out, _ = run(capsys, "new", str(path), "--players", *SIX[:3], "--rounds", "1", "--seed", "s",
                         "--deals", "1", "--minutes", "1")
    assert status == 0
    assert out.startswith("Event: 3 players, 1 round, tables of 3;")
    assert "Round 1 (pool 20, at most 1 deal, 1 minute): drawn" in out
    status, out, _ = run(capsys, "show", str(path))
    assert "1 rounds" not in out and "1 deals" not in out and "1 minutes" not in out


def test_one_game_under_two_names_is_refused(night, capsys, tmp_path):
    first = tables(night, 1)[0]
    game = write_game(tmp_path / "r1t1.pulka", first, [30, 0, -30])
    assert run(capsys, "add", str(night), str(game), "--round", "1", "--table", "1")[0] == 0
    event = night_file.load(night)
    event.rounds[1].tables[0].players = list(first)
    event.rounds[1].tables[1].players = [p for p in SIX if p not in first]
    night_file.save(event, night)
    other = tmp_path / "again.pulka"
    os.link(game, other)  # a hard link: one file, two names
    status, _, err = run(capsys, "add", str(night), str(other), "--round", "2", "--table", "1")
    assert (status, err) == (2, f"preferans-desk: {night}: again.pulka is the game of round 1, table 1 already; a "
                                "game counts once\n")


def test_a_game_replaced_from_the_command_line_is_kept_in_the_nights_changes(night, capsys, tmp_path):
    """Issue 33 point 6: every change the director makes to a table's game is kept with its time and reason; a
    replacement by ``event add --replace`` is one (a correction), as in the director's window."""
    first = tables(night, 1)[0]
    played = write_game(tmp_path / "r1t1.pulka", first, [30, 0, -30])
    assert run(capsys, "add", str(night), str(played), "--round", "1", "--table", "1")[0] == 0
    assert night_file.load(night).changes == []  # the table's first game is no change
    fixed = write_game(tmp_path / "r1t1-fixed.pulka", first, [20, 10, -30])
    status, _, err = run(capsys, "add", str(night), str(fixed), "--round", "1", "--table", "1", "--reason", "x")
    assert (status, err) == (2, f"preferans-desk: {night}: --reason goes with --replace: it says why a table's "
                                "game is replaced\n")
    assert run(capsys, "add", str(night), str(fixed), "--round", "1", "--table", "1", "--replace",
               "--reason", " the last deal was Vera's, not Anna's ")[0] == 0
    [change] = night_file.load(night).changes
    assert (change.round, change.table, change.kind, change.reason) == (1, 1, "corrected",
                                                                       "the last deal was Vera's, not Anna's")
    assert (change.deals_before, change.deals_after, change.offered) == (1, 1, None)  # one adjustment each


# A name or a reason from a command line that is not valid UTF-8 (bytes a shell passes on as they are) reaches
# Python as a lone surrogate: it is refused with the file's message, never a traceback, and nothing is written.
@pytest.mark.parametrize("options", [["--players", "Anna", "Boris", "Vera\udcff"],
                                     ["--players", "Anna", "Boris", "Vera", "--title", "Friday\udcff"]])
def test_a_name_that_is_not_unicode_is_refused_by_new(capsys, tmp_path, options):
    path = tmp_path / "night.prefevent"
    status, _, err = run(capsys, "new", str(path), "--rounds", "1", "--seed", "s", *options)
    assert status == 2 and "\\udcff" in err and "must be text" in err and not path.exists()


def test_a_name_or_reason_that_is_not_unicode_is_refused_by_join_and_add(capsys, tmp_path):
    path = tmp_path / "night.prefevent"
    assert new(capsys, path)[0] == 0
    before = path.read_bytes()
    status, _, err = run(capsys, "join", str(path), "Zoya\udcff")
    assert status == 2 and "players[6].name must be text" in err and path.read_bytes() == before
    event = night_file.load(path)
    players = event.rounds[0].tables[0].players
    for name in ("a.pulka", "b.pulka"):
        write_game(tmp_path / name, players, [10, -5, -5])
    assert run(capsys, "add", str(path), str(tmp_path / "a.pulka"), "--round", "1", "--table", "1")[0] == 0
    before = path.read_bytes()
    status, _, err = run(capsys, "add", str(path), str(tmp_path / "b.pulka"), "--round", "1", "--table", "1",
                         "--replace", "--reason", "typo\udcff")
    assert status == 2 and "--reason must be text" in err and path.read_bytes() == before


def test_a_game_whose_file_name_is_not_unicode_is_refused_by_add(capsys, tmp_path):
    path = tmp_path / "night.prefevent"
    assert new(capsys, path)[0] == 0
    game = tmp_path / "table\udcff.pulka"
    try:
        write_game(game, night_file.load(path).rounds[0].tables[0].players, [10, -5, -5])
    except (OSError, UnicodeError):
        pytest.skip("this file system takes only names of valid Unicode")
    before = path.read_bytes()
    status, _, err = run(capsys, "add", str(path), str(game), "--round", "1", "--table", "1")
    assert status == 2 and "GAME must be text" in err and path.read_bytes() == before


def test_a_reason_for_a_table_without_a_game_is_refused_never_dropped(night, capsys, tmp_path):
    played = write_game(tmp_path / "r1t1.pulka", tables(night, 1)[0], [30, 0, -30])
    before = night.read_bytes()
    status, _, err = run(capsys, "add", str(night), str(played), "--round", "1", "--table", "1", "--replace",
                         "--reason", "entered late")
    assert (status, err) == (2, f"preferans-desk: {night}: --reason says why a table's game is replaced, and round "
                                "1, table 1 has no game yet\n")
    assert night.read_bytes() == before


def test_a_night_made_by_another_new_meanwhile_is_never_written_over(capsys, tmp_path, monkeypatch):
    """Two `event new` of one name at once: the one that writes second is refused, where it wrote over the first's
    night (whose seed and tables the first had printed)."""
    from preferans_desk.night import night_rounds

    path = tmp_path / "night.prefevent"
    seat = night_rounds.new_event

    def and_another_meanwhile(*args, **kwargs):
        night_file.save(seat(SIX, 1, 3, "random", "theirs"), path)  # the other `event new`, done while we seat
        return seat(*args, **kwargs)

    monkeypatch.setattr(night_rounds, "new_event", and_another_meanwhile)
    status, _, err = new(capsys, path)
    assert (status, err) == (2, f"preferans-desk: {path}: already exists; give the new event another file name\n")
    assert night_file.load(path).seed == "theirs"
