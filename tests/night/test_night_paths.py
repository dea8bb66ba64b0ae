"""A table's game stays inside its night: the event file names it relative to its own folder, and a name that
leads out (``..``, an absolute path, a drive or a UNC path, a NUL byte, a symlink in the games folder) is refused
with one message; nothing outside the night's folder is ever written or read as a table's game."""

from __future__ import annotations

import pytest

from preferans_desk.cli import main
from preferans_desk.night import night_file
from preferans_desk.night.night_book import NightBook
from preferans_desk.night.night_errors import EventError, EventFileError
from preferans_desk.night.night_rounds import new_event
from preferans_desk.night.table_results import game_path, table_results
from tests.night.books import table_game
from tests.night.games import write_game
from tests.night.mutants import link

SIX = ["Anna", "Boris", "Vera", "Gleb", "Dina", "Egor"]
VICTIM = b"the victim's own text"


@pytest.fixture
def night(tmp_path):
    """A night in its own folder, and a victim file beside the folder that nothing may touch."""
    folder = tmp_path / "night"
    folder.mkdir()
    path = folder / "Friday.prefevent"
    night_file.save(new_event(SIX, 2, 3, "norepeat", "7"), path)
    (tmp_path / "victim.pulka").write_bytes(VICTIM)
    return path


def with_game(path, game: str) -> dict:
    document = night_file.to_document(night_file.load(path))
    document["rounds"][0]["tables"][0]["game"] = game
    return document


@pytest.mark.parametrize("game", ["../victim.pulka", "games/../../victim.pulka", "/tmp/victim.pulka",
                                  "C:/victim.pulka", "c:victim.pulka", "//server/share/victim.pulka",
                                  "\\\\server\\share\\victim.pulka", "..\\victim.pulka", "games\\..\\..\\v.pulka",
                                  "r1\x00.pulka", "r1.pulka:stream", "..", ".", "games/", "./", "games/.",
                                  "Friday games/./.", "NUL", "Friday games/nul.pulka", "CON.pulka", "aux",
                                  "com1.pulka", "LPT9.x.pulka", "prn .pulka", "games/CONIN$"])
def test_a_game_named_out_of_the_night_is_refused_by_the_loader(night, game):
    with pytest.raises(EventFileError) as info:
        night_file.parse(with_game(night, game))
    assert str(info.value).startswith("rounds[0].tables[0].game: ")
    assert "inside the night's folder" in str(info.value)


@pytest.mark.parametrize("game", ["r1t1.pulka", "Friday games/round-1-table-1.pulka", "./sub/r1.pulka",
                                  "Пятница/стол 1.pulka"])
def test_a_game_inside_the_night_loads(night, game):
    assert night_file.parse(with_game(night, game)).rounds[0].tables[0].game == game


def test_a_symlink_in_the_games_folder_is_neither_read_nor_written(night):
    event = night_file.load(night)
    players = event.rounds[0].tables[0].players
    outside = night.parent.parent / "victim.pulka"
    games = night.parent / "Friday games"
    games.mkdir()
    link(games / "round-1-table-1.pulka", outside)
    write_game(night.parent / "mine.pulka", players, [0, 0, 0])
    book = NightBook(night)
    with pytest.raises(EventError) as info:
        book.keep_game(1, 1, table_game(2, tuple(players)))
    assert "leads out of the night's folder" in str(info.value)
    assert outside.read_bytes() == VICTIM
    assert night_file.load(night).rounds[0].tables[0].game is None


def test_a_games_folder_that_is_a_symlink_out_is_not_written(night, tmp_path):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    link(night.parent / "Friday games", elsewhere, target_is_directory=True)
    players = night_file.load(night).rounds[0].tables[0].players
    book = NightBook(night)
    with pytest.raises(EventError):
        book.keep_game(1, 1, table_game(2, tuple(players)))
    assert list(elsewhere.iterdir()) == []


def test_a_kept_game_that_is_a_symlink_out_is_not_read(night):
    event = night_file.load(night)
    players = event.rounds[0].tables[0].players
    outside = write_game(night.parent.parent / "outside.pulka", players, [1, -1, 0])
    link(night.parent / "r1t1.pulka", outside)
    event.rounds[0].tables[0].game = "r1t1.pulka"
    night_file.save(event, night)
    with pytest.raises(EventError) as info:
        table_results(night_file.load(night), night)
    assert "leads out of the night's folder" in str(info.value)
    book = NightBook(night)  # the director's book says it beside the table, as a game that cannot be read
    assert "leads out of the night's folder" in book.problems[1, 1]
    assert (1, 1) not in book.results


def test_a_symlink_inside_the_night_is_followed(night):
    players = night_file.load(night).rounds[0].tables[0].players
    write_game(night.parent / "real.pulka", players, [1, -1, 0])
    link(night.parent / "link.pulka", "real.pulka")
    assert game_path(night, "link.pulka") == night.parent / "link.pulka"


def test_the_book_writes_a_received_game_into_the_games_folder(night):
    players = night_file.load(night).rounds[0].tables[0].players
    book = NightBook(night)
    book.keep_game(1, 1, table_game(2, tuple(players)))
    assert night_file.load(night).rounds[0].tables[0].game == "Friday games/round-1-table-1.pulka"


def run(capsys, *args):
    status = main(["event", *args])
    out, err = capsys.readouterr()
    return status, out, err


def test_event_add_refuses_a_game_outside_the_night(night, capsys):
    players = night_file.load(night).rounds[0].tables[0].players
    game = write_game(night.parent.parent / "outside.pulka", players, [1, -1, 0])
    before = night.read_bytes()
    status, _, err = run(capsys, "add", str(night), str(game), "--round", "1", "--table", "1")
    assert status == 2
    assert "is outside the night's folder" in err
    assert err.count("\n") == 1
    assert night.read_bytes() == before


def test_event_add_takes_a_game_anywhere_in_the_night_folder(night, capsys):
    players = night_file.load(night).rounds[0].tables[0].players
    (night.parent / "paper").mkdir()
    game = write_game(night.parent / "paper" / "t1.pulka", players, [1, -1, 0])
    status, _, err = run(capsys, "add", str(night), str(game), "--round", "1", "--table", "1")
    assert (status, err) == (0, "")
    assert night_file.load(night).rounds[0].tables[0].game == "paper/t1.pulka"


def test_event_add_refuses_a_symlink_leading_out(night, capsys):
    players = night_file.load(night).rounds[0].tables[0].players
    outside = write_game(night.parent.parent / "outside.pulka", players, [1, -1, 0])
    link(night.parent / "link.pulka", outside)
    status, _, err = run(capsys, "add", str(night), str(night.parent / "link.pulka"), "--round", "1", "--table", "1")
    assert status == 2
    assert "outside the night's folder" in err


@pytest.mark.parametrize("command", ["standings", "export", "show"])
def test_a_nul_byte_in_a_game_path_is_one_message(night, capsys, command, tmp_path):
    document = with_game(night, "r1\x00t1.pulka")
    night.write_text(night_file.json.dumps(document), encoding="utf-8")
    extra = ["-o", str(tmp_path / "out.pdf")] if command == "export" else []
    status, _, err = run(capsys, command, str(night), *extra)
    assert status == 2
    assert err.startswith(f"preferans-desk: {night}: rounds[0].tables[0].game: ")
    assert err.count("\n") == 1



def test_a_link_in_the_games_folder_to_another_tables_game_is_never_written_through(night):
    """A table's game is written in place of whatever is at its name, never through a link there: a link to
    another table's game (or put there between the check of the name and the write) would have the table's game
    written over that one."""
    event = night_file.load(night)
    first, second = (tuple(table.players) for table in event.rounds[0].tables[:2])
    book = NightBook(night)
    book.keep_game(1, 1, table_game(2, first))
    games = night.parent / "Friday games"
    kept_first = (games / "round-1-table-1.pulka").read_bytes()
    link(games / "round-1-table-2.pulka", "round-1-table-1.pulka")
    book.keep_game(1, 2, table_game(3, second))
    assert (games / "round-1-table-1.pulka").read_bytes() == kept_first
    assert not (games / "round-1-table-2.pulka").is_symlink()
    book.close()
    again = NightBook(night)
    assert again.deals == {(1, 1): 2, (1, 2): 3} and not again.problems
    again.close()


def test_an_event_file_reached_through_a_link_keeps_its_games_in_its_own_folder(night, tmp_path, capsys):
    """A link to the event file from another folder is the same night: its games are named from the real file's
    folder (as its lock is beside the real file), so that the night read by either name finds them."""
    elsewhere = tmp_path / "desk"
    elsewhere.mkdir()
    alias = elsewhere / "Fri.prefevent"
    link(alias, night)
    players = night_file.load(night).rounds[0].tables[0].players
    game = write_game(night.parent / "r1t1.pulka", players, [1, -1, 0])
    status, _, err = run(capsys, "add", str(alias), str(game), "--round", "1", "--table", "1")
    assert (status, err) == (0, "")
    assert night_file.load(night).rounds[0].tables[0].game == "r1t1.pulka"
    assert table_results(night_file.load(night), night) == table_results(night_file.load(alias), alias)
    book = NightBook(alias)
    assert book.deals[1, 1] == 1 and not book.problems
    book.keep_game(1, 2, table_game(2, tuple(night_file.load(night).rounds[0].tables[1].players)))
    book.close()
    assert (night.parent / "Friday games" / "round-1-table-2.pulka").is_file()
    assert not (elsewhere / "Fri games").exists()
