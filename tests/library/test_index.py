"""The library's index: indexing, re-indexing after changes, broken files, a lost or damaged index,
registered files, delete, rename, import, aliases and the default data folder."""

import json
import os
import sqlite3
from pathlib import Path

import pytest

from preferans_desk.core import settle_game
from preferans_desk.core.gamefile import load, save
from preferans_desk.library import ENV_VAR, Library, LibraryError, check_file_name, default_data_dir
from preferans_desk.library.index_file import INDEX_FILE, SCHEMA
from preferans_desk.library.stats import game_seats
from preferans_desk.library.user_file import USER_FILE
from preferans_desk.render.samples import sample_game

from .known_games import friday, sunday


def make_game(n: int, deals: int = 12):
    game = sample_game(3 + n % 2, deals, ("sochi", "leningrad", "rostov")[n % 3], seed=n, whist_price=10)
    game.title = f"Game {n}"
    game.created = f"2024-01-{n + 1:02d}T20:00:00"
    return game


@pytest.fixture
def folder(tmp_path):
    games = tmp_path / "games"
    (games / "old").mkdir(parents=True)
    for n in range(4):
        save(make_game(n), games / ("old" if n == 3 else "") / f"game-{n}.pulka")
    (games / "broken.pulka").write_text("{ not json", encoding="utf-8")
    (games / "notes.txt").write_text("not a game", encoding="utf-8")
    (games / ".hidden.pulka").write_text("{}", encoding="utf-8")
    return games


def open_library(tmp_path, folder=None, **kwargs):
    return Library(tmp_path / "data", [folder] if folder else None, **kwargs)


def touch_later(path: Path) -> None:
    stat = path.stat()
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 5_000_000_000))


def test_indexes_every_game_under_the_folders(tmp_path, folder):
    library = open_library(tmp_path, folder)
    assert library.rebuilt == "missing"
    assert (tmp_path / "data" / INDEX_FILE).exists()
    games = library.games()
    assert [g.path.name for g in games if g.ok] == ["game-0.pulka", "game-1.pulka", "game-2.pulka", "game-3.pulka"]
    entry = games[1]
    game = make_game(1)
    assert entry.name == "Game 1" and entry.title == "Game 1"
    assert entry.players == game.players and len(entry.players) == 4
    assert (entry.convention, entry.pool_target, entry.deals) == ("leningrad", 20, 12)
    assert entry.finished == game.finished
    assert entry.date == "2024-01-02T20:00:00" and entry.created == "2024-01-02T20:00:00"
    settlement = settle_game(game)
    assert [s.result for s in entry.seats] == settlement.result
    assert [s.result_exact for s in entry.seats] == settlement.exact
    assert [s.money for s in entry.seats] == settlement.money
    assert entry.money_text(0) == settlement.money_text()[0]
    assert entry.whist_price == "10"
    assert not entry.registered


def test_a_broken_file_is_listed_with_its_error(tmp_path, folder):
    games = open_library(tmp_path, folder).games()
    broken = [g for g in games if not g.ok]
    assert [g.path.name for g in broken] == ["broken.pulka"]
    assert "not valid JSON" in broken[0].error
    assert broken[0].name == "broken" and broken[0].seats == [] and broken[0].players == []
    assert broken[0].to_json()["error"] == broken[0].error


def test_a_broken_file_keeps_its_refusal_as_codes_for_the_window(tmp_path, folder):
    """The English message for the command line, and the refusal's chain as JSON, rebuilt on reading."""
    library = open_library(tmp_path, folder)
    (folder / "bad-deal.pulka").write_text(json.dumps({
        "format": "preferans-desk", "version": 1, "players": ["A", "B", "C"],
        "rules": {"convention": "sochi", "pool_target": 10},
        "deals": [{"kind": "adjust", "pool": [1, 2, "x"]}]}), encoding="utf-8")
    library.refresh()
    entry = library.entry(folder / "bad-deal.pulka")
    assert entry.error == "deal 1: pool: not a number: 'x'"
    assert entry.problem["code"] == "in_deal" and entry.problem["params"] == {"deal": 1}
    refusal = entry.refusal()
    assert str(refusal) == entry.error and refusal.deal == 1
    assert [link.code for link in refusal.chain()] == ["in_deal", "in_field", "not_a_number"]
    assert "problem" not in entry.to_json()  # the `library --json` contract is unchanged
    library.close()
    again = open_library(tmp_path, folder).entry(folder / "bad-deal.pulka")  # read back from the index
    assert again.problem == entry.problem and str(again.refusal()) == entry.error
    good = open_library(tmp_path, folder).entry(folder / "game-0.pulka")
    assert good.ok and good.problem is None and good.refusal() is None


def test_reindexes_changed_files_and_drops_vanished_ones(tmp_path, folder):
    open_library(tmp_path, folder).close()
    library = open_library(tmp_path, folder)
    assert library.rebuilt is None
    assert not library.refresh()  # nothing changed
    longer = make_game(0, deals=20)
    save(longer, folder / "game-0.pulka")
    touch_later(folder / "game-0.pulka")
    (folder / "game-2.pulka").unlink()
    save(make_game(7), folder / "old" / "game-7.pulka")
    (folder / "broken.pulka").write_text(json.dumps({"format": "something else"}), encoding="utf-8")
    touch_later(folder / "broken.pulka")
    changes = library.refresh()
    assert sorted(p.name for p in changes.updated) == ["broken.pulka", "game-0.pulka"]
    assert [p.name for p in changes.removed] == ["game-2.pulka"]
    assert [p.name for p in changes.added] == ["game-7.pulka"]
    assert library.entry(folder / "game-0.pulka").deals == 20
    assert "not a Preferans Desk game" in library.entry(folder / "broken.pulka").error
    assert library.entry(folder / "game-2.pulka") is None


def test_a_broken_file_mended_is_read_again(tmp_path, folder):
    library = open_library(tmp_path, folder)
    save(make_game(5), folder / "broken.pulka")
    touch_later(folder / "broken.pulka")
    library.refresh()
    assert library.entry(folder / "broken.pulka").ok


def test_a_deleted_index_is_rebuilt(tmp_path, folder):
    before = [(g.path, g.date, g.seats) for g in open_library(tmp_path, folder).games()]
    (tmp_path / "data" / INDEX_FILE).unlink()
    library = open_library(tmp_path, folder)
    assert library.rebuilt == "missing"
    assert [(g.path, g.date, g.seats) for g in library.games()] == before


def test_a_reopened_index_lists_what_the_index_made_from_the_files_did(tmp_path, folder):
    """A row keeps its seats as text, read when first asked for: the index read back gives the entries, seat
    for seat, that the one made from the files gave, and the seats are the games' own."""
    fresh = open_library(tmp_path, folder).games()
    again = open_library(tmp_path, folder)
    listed = again.games()
    assert again.rebuilt is None and listed == fresh
    assert [entry.seats for entry in listed] == [entry.seats for entry in fresh]
    for entry in listed:
        assert entry.seats == (game_seats(load(entry.path).game) if entry.ok else []), entry.path


@pytest.mark.parametrize("damage", [b"this is no database at all" * 100, b"SQLite format 3\x00" + b"\xff" * 5000])
def test_a_corrupt_index_is_rebuilt(tmp_path, folder, damage):
    count = len(open_library(tmp_path, folder).games())
    (tmp_path / "data" / INDEX_FILE).write_bytes(damage)
    library = open_library(tmp_path, folder)
    assert library.rebuilt == "corrupt"
    assert len(library.games()) == count


def test_an_index_of_another_schema_is_rebuilt(tmp_path, folder):
    index = tmp_path / "data" / INDEX_FILE
    index.parent.mkdir()
    db = sqlite3.connect(index)
    db.executescript(f"CREATE TABLE games (path TEXT, something TEXT); PRAGMA user_version = {SCHEMA - 1};")
    db.close()
    library = open_library(tmp_path, folder)
    assert library.rebuilt == "schema"
    assert len(library.games()) == 5


def test_the_default_folder_is_made_in_the_data_folder(tmp_path):
    library = Library(tmp_path / "data")
    assert library.folders == [tmp_path / "data" / "games"]
    assert library.folder.is_dir()
    assert library.games() == []


def test_registered_files_are_listed_and_survive_a_rebuilt_index(tmp_path, folder):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    save(friday(), elsewhere / "friday.pulka")
    library = open_library(tmp_path, folder)
    entry = library.register(elsewhere / "friday.pulka")
    assert entry.registered and entry.name == "Friday" and [s.result for s in entry.seats] == [4, -151, 147]
    assert library.register(folder / "game-0.pulka").registered is False  # found in the folder anyway
    library.close()
    (tmp_path / "data" / INDEX_FILE).unlink()
    library = open_library(tmp_path, folder)
    assert "Friday" in [g.name for g in library.games()]
    (elsewhere / "friday.pulka").unlink()
    assert [p.name for p in library.refresh().removed] == ["friday.pulka"]
    assert json.loads((tmp_path / "data" / USER_FILE).read_text(encoding="utf-8"))["registered"] == []


def test_registering_a_broken_file_lists_it(tmp_path):
    library = Library(tmp_path / "data")
    path = tmp_path / "bad.pulka"
    path.write_text("[]", encoding="utf-8")
    assert "holds no game" in library.register(path).error
    with pytest.raises(LibraryError) as caught:
        library.register(tmp_path / "missing.pulka")
    assert caught.value.code == "io"


def test_listing_under_one_folder_and_another_set_of_folders(tmp_path, folder):
    library = open_library(tmp_path, folder)
    assert [g.path.name for g in library.games(under=folder / "old")] == ["game-3.pulka"]
    other = tmp_path / "other"
    other.mkdir()
    save(sunday(), other / "sunday.pulka")
    library = open_library(tmp_path, other)
    assert [g.name for g in library.games()] == ["Sunday"]  # the first folder's games are not in this library
    assert [g.name for g in open_library(tmp_path, folder).games()][0] == "Game 0"


def test_delete_removes_the_file_and_the_entry(tmp_path, folder):
    library = open_library(tmp_path, folder)
    library.delete(folder / "game-1.pulka")
    assert not (folder / "game-1.pulka").exists()
    assert library.entry(folder / "game-1.pulka") is None
    assert "game-1.pulka" not in [g.path.name for g in library.games()]


def test_rename_moves_the_file_and_the_entry(tmp_path, folder):
    library = open_library(tmp_path, folder)
    seats = library.entry(folder / "game-1.pulka").seats
    new = library.rename(folder / "game-1.pulka", "  Пятница у Бори ")
    assert new == folder / "Пятница у Бори.pulka" and new.exists()
    assert not (folder / "game-1.pulka").exists()
    assert library.entry(new).seats == seats
    assert library.entry(folder / "game-1.pulka") is None
    assert not library.refresh()  # the index already knew
    assert library.rename(new, "Пятница у Бори.pulka") == new
    with pytest.raises(LibraryError) as caught:
        library.rename(new, "game-0")
    assert caught.value.code == "exists" and new.exists()


def test_a_game_open_in_a_window_is_neither_renamed_nor_deleted(tmp_path, folder):
    library = open_library(tmp_path, folder)
    game = folder / "game-1.pulka"
    library.is_open = lambda path: path == game  # as the window tells it, from the game's lock
    for change in (lambda: library.rename(game, "Friday"), lambda: library.delete(game)):
        with pytest.raises(LibraryError) as caught:
            change()
        assert caught.value.code == "open_elsewhere"
        assert str(caught.value) == "game-1.pulka is open in a window; close it there first"
    assert game.exists() and library.entry(game) is not None and not (folder / "Friday.pulka").exists()
    library.delete(folder / "game-2.pulka")  # the others are not held
    assert not (folder / "game-2.pulka").exists()


@pytest.mark.parametrize("name, code", [("", "empty_name"), ("  .pulka", "empty_name"), ("a/b", "bad_name"),
                                        ("what?", "bad_name"), ("..", "empty_name")])
def test_bad_file_names(name, code):
    with pytest.raises(LibraryError) as caught:
        check_file_name(name)
    assert caught.value.code == code


def test_import_copies_the_games_into_the_library_folder(tmp_path, folder):
    library = Library(tmp_path / "data")
    result = library.import_folder(folder)
    assert sorted(p.name for p in result.added) == ["broken.pulka", "game-0.pulka", "game-1.pulka", "game-2.pulka",
                                                    "game-3.pulka"]
    assert all(p.parent == library.folder for p in result.added)
    assert (folder / "game-0.pulka").exists()  # the originals stay
    assert len(library.games()) == 5
    again = library.import_folder(folder)
    assert again.added == [] and len(again.skipped) == 5
    other = tmp_path / "other"
    other.mkdir()
    save(sunday(), other / "game-0.pulka")  # same name, another game
    result = library.import_folder(other)
    assert [p.name for p in result.added] == ["game-0 (2).pulka"]
    assert "Sunday" in [g.name for g in library.games()]


def test_import_copies_no_file_too_large_to_be_a_game(tmp_path, folder):
    from preferans_desk.core.limits import MAX_BYTES

    huge = folder / "huge.pulka"
    with huge.open("wb") as out:
        out.truncate(MAX_BYTES + 1)  # sparse: no disk spent on it
    library = Library(tmp_path / "data")
    result = library.import_folder(folder)
    assert len(result.added) == 5 and not (library.folder / "huge.pulka").exists()
    assert [(path, str(problem)) for path, problem in result.failed] == [
        (huge, f"the file is larger than {MAX_BYTES // (1024 * 1024)} MB; it is not a game file")]


def test_import_without_copying_registers_the_files(tmp_path, folder):
    library = Library(tmp_path / "data")
    result = library.import_folder(folder, copy=False)
    assert len(result.added) == 5 and result.skipped == []
    assert {g.path for g in library.games()} == set(result.added)
    assert all(g.registered for g in library.games())
    assert len(library.import_folder(folder, copy=False).skipped) == 5
    with pytest.raises(LibraryError) as caught:
        library.import_folder(tmp_path / "nowhere")
    assert caught.value.code == "not_folder"


def test_merging_names(tmp_path):
    library = Library(tmp_path / "data")
    library.merge_names("Боря", "Boris")
    library.merge_names("Борис", "Боря")  # merged into a name that is itself merged: goes to the end
    assert library.aliases() == {"Боря": "Boris", "Борис": "Boris"}
    library.merge_names("Boris", "Боря")  # turned around: Боря becomes the name kept
    assert library.aliases() == {"Boris": "Боря", "Борис": "Боря"}
    assert library.resolve("Борис") == "Боря"
    library.unmerge("Борис")
    assert library.resolve("Борис") == "Борис"
    with pytest.raises(LibraryError) as caught:
        library.merge_names("Anna", " Anna ")
    assert caught.value.code == "same_name"
    # kept apart from the index
    (tmp_path / "data" / INDEX_FILE).unlink()
    assert Library(tmp_path / "data").aliases() == {"Boris": "Боря"}


def test_statistics_of_the_library_apply_the_aliases(tmp_path):
    library = Library(tmp_path / "data")
    save(friday(), library.folder / "friday.pulka")
    save(sunday(), library.folder / "sunday.pulka")
    library.refresh()
    library.merge_names("Боря", "Boris")
    stats = {s.name: s for s in library.stats()}
    assert stats["Boris"].total == -79 and stats["Boris"].games == 2
    assert library.players() == ["Anna", "Boris", "Grigory", "Vera"]


def test_a_damaged_user_file_is_kept_aside(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    (data / USER_FILE).write_text("{ broken", encoding="utf-8")
    library = Library(data)
    assert library.aliases() == {}
    library.merge_names("a", "b")
    assert (data / (USER_FILE + ".bad")).read_text(encoding="utf-8") == "{ broken"
    assert library.aliases() == {"a": "b"}


def test_the_default_data_folder(monkeypatch, tmp_path):
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "mine"))
    assert default_data_dir() == tmp_path / "mine"
    monkeypatch.delenv(ENV_VAR)
    monkeypatch.setattr("sys.platform", "linux")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert default_data_dir() == tmp_path / "xdg" / "preferans-desk"
    monkeypatch.setenv("XDG_DATA_HOME", "relative/is/ignored")
    monkeypatch.setenv("HOME", str(tmp_path))
    assert default_data_dir() == tmp_path / ".local" / "share" / "preferans-desk"
    monkeypatch.setattr("sys.platform", "darwin")
    assert default_data_dir() == tmp_path / "Library" / "Application Support" / "Preferans Desk"
    monkeypatch.setattr("sys.platform", "win32")
    monkeypatch.setenv("APPDATA", str(tmp_path / "Roaming"))
    assert default_data_dir() == tmp_path / "Roaming" / "Preferans Desk"


def test_hostile_files_are_listed_as_broken_and_the_rest_in_full(tmp_path):
    """Files that are valid JSON but hold lone surrogates or totals past the bound, and a file whose name is
    not UTF-8: none stops the listing; the good games are listed with their results."""
    from tests.core import hostile

    games = tmp_path / "games"
    games.mkdir()
    save(friday(), games / "friday.pulka")
    save(sunday(), games / "sunday.pulka")
    bad = {place: hostile.write(games / f"{place}.pulka", hostile.surrogate(place))
           for place, _key, _deal in hostile.SURROGATE_PLACES}
    bad["doubling"] = hostile.write(games / "doubling.pulka", hostile.doubling())
    odd_name = os.fsdecode(os.fsencode(games) + b"/caf\xe9.pulka")  # Latin-1 bytes: not UTF-8
    try:
        save(friday(), odd_name)
    except (OSError, UnicodeError):  # a file system that insists on UTF-8 names
        odd_name = None
    library = Library(tmp_path / "data", [games])
    entries = {entry.path.stem: entry for entry in library.games()}
    odd = {"caf\\xe9"} if odd_name is not None else set()  # listed, as broken (its name is shown escaped)
    assert set(entries) == {"friday", "sunday", *bad, *odd}
    assert entries["friday"].ok and entries["sunday"].ok and entries["friday"].seats
    for name in [*bad, *odd]:
        entry = entries[name]
        assert not entry.ok and entry.problem is not None and entry.seats == [], name
        assert str(entry.refusal()) == entry.error
    assert "lone surrogate" in entries["title"].error and "10^12" in entries["doubling"].error
    assert [s.name for s in library.stats()]  # the statistics count the good games
    if odd_name is not None:
        with pytest.raises(LibraryError) as info:
            library.register(odd_name)
        assert info.value.code == "io" and "not valid UTF-8" in str(info.value)
    library.close()
