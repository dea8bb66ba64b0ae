"""The library never lets one file, one folder or its own index stop the listing: a file whose values the
index could not keep is listed as broken, a damaged index is made afresh, one that cannot be written is
worked around in memory with a notice, an unreadable folder is listed, a linked game is counted once, and a
file changed behind a preserved modification time is read again."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import threading
import time
from pathlib import Path

import pytest

from preferans_desk.core.gamefile import save
from preferans_desk.library import Library, index_file, rows, scan
from preferans_desk.library.index_file import INDEX_FILE, SCHEMA

from . import bad_files
from .known_games import friday, sunday

ROOT = hasattr(os, "geteuid") and os.geteuid() == 0


def listing(library: Library) -> dict[str, object]:
    return {entry.path.stem: entry for entry in library.games()}


def results(entry) -> list[str]:
    return [str(seat.result) for seat in entry.seats]


@pytest.fixture
def games(tmp_path) -> Path:
    folder = tmp_path / "games"
    folder.mkdir()
    save(friday(), folder / "friday.pulka")
    save(sunday(), folder / "sunday.pulka")
    return folder


def open_library(tmp_path, games) -> Library:
    return Library(tmp_path / "data", [games])


def assert_whole(library: Library) -> None:
    entries = listing(library)
    assert results(entries["friday"]) == ["4", "-151", "147"] and results(entries["sunday"]) == ["72", "-160", "88"]


# ----- the folder of every bad file -----
def test_every_bad_file_is_listed_with_its_message_and_every_good_game_in_full(tmp_path):
    expected = bad_files.make(tmp_path / "games")
    started = time.perf_counter()
    library = open_library(tmp_path, tmp_path / "games")
    entries = listing(library)
    assert time.perf_counter() - started < 10
    assert set(entries) == set(bad_files.GOOD) | set(expected)  # the link to friday is not listed again
    for stem, result in bad_files.GOOD.items():
        assert entries[stem].ok and results(entries[stem]) == result, stem
    for stem, words in expected.items():
        entry = entries[stem]
        assert not entry.ok and words in entry.error, (stem, entry.error)
        assert str(entry.refusal()) == entry.error and entry.problem is not None
    assert entries["far-future"].date == "9999-12-31T23:59:59"
    library.close()
    again = open_library(tmp_path, tmp_path / "games")  # all of it reads back from the index
    assert {stem: entry.error for stem, entry in listing(again).items()} == {
        stem: entry.error for stem, entry in entries.items()}
    assert again.rebuilt is None and again.stats()


# ----- 16: values the index could not keep -----
def test_a_created_past_what_the_clock_converts_is_listed_with_its_own_date(tmp_path, games):
    document = json.loads((games / "friday.pulka").read_text(encoding="utf-8"))
    document["created"] = "9999-12-31T23:59:59-12:00"
    (games / "future.pulka").write_text(json.dumps(document), encoding="utf-8")
    entries = listing(open_library(tmp_path, games))
    assert entries["future"].ok and entries["future"].date == "9999-12-31T23:59:59"
    assert_whole(open_library(tmp_path, games))


def test_results_the_index_could_not_read_back_list_the_game_as_broken(tmp_path, games):
    text, words = bad_files.BAD_TEXTS["huge-results"]
    (games / "huge.pulka").write_text(text, encoding="utf-8")
    library = open_library(tmp_path, games)
    entry = listing(library)["huge"]
    assert not entry.ok and entry.error == words and entry.problem["code"] == "results_too_large"
    assert_whole(library)
    assert [s.name for s in library.stats()]


def test_a_row_that_cannot_be_written_lists_the_file_as_broken(tmp_path, games, monkeypatch):
    """Whatever a file holds that the index cannot take (here, text no UTF-8 can encode), the rest is written."""
    real = rows.read_game

    def unencodable(path, item):
        row = real(path, item)
        return (row[0], *row[1:4], "\ud83d", *row[5:]) if path.endswith("sunday.pulka") else row

    monkeypatch.setattr(rows, "read_game", unencodable)
    entries = listing(open_library(tmp_path, games))
    assert entries["friday"].ok and not entries["sunday"].ok
    assert entries["sunday"].problem["code"] == "internal" and "UnicodeEncodeError" in entries["sunday"].error


def test_a_file_name_that_is_not_utf8_is_listed_as_broken(tmp_path, games):
    odd = os.fsdecode(os.fsencode(games) + b"/caf\xe9.pulka")
    try:
        save(friday(), odd)
    except (OSError, UnicodeError):
        pytest.skip("the file system insists on UTF-8 names")
    entries = listing(open_library(tmp_path, games))
    assert entries["caf\\xe9"].problem["code"] == "name_not_utf8" and "not valid UTF-8" in entries["caf\\xe9"].error
    assert_whole(open_library(tmp_path, games))


# ----- 17: the index is a cache -----
def damage(tmp_path, sql: str) -> None:
    db = sqlite3.connect(tmp_path / "data" / INDEX_FILE)
    db.executescript(sql)
    db.close()


@pytest.mark.parametrize("column", ["players", "seats", "problem"])
def test_a_row_with_broken_json_makes_the_index_afresh(tmp_path, games, column):
    open_library(tmp_path, games).close()
    damage(tmp_path, f"UPDATE games SET {column} = '{{ not json' WHERE path LIKE '%friday.pulka';")
    library = open_library(tmp_path, games)
    assert_whole(library)
    assert library.rebuilt == "corrupt" and library.entry(games / "friday.pulka").ok


def test_a_row_with_a_number_that_does_not_read_back_makes_the_index_afresh(tmp_path, games):
    open_library(tmp_path, games).close()
    damage(tmp_path, "UPDATE games SET seats = json_set(seats, '$[0][1]', '" + "9" * 1000 + "');")
    library = open_library(tmp_path, games)
    assert library.entry(games / "sunday.pulka").ok
    assert_whole(library)


def test_an_index_of_this_schema_missing_a_column_is_made_afresh(tmp_path, games):
    open_library(tmp_path, games).close()
    damage(tmp_path, f"ALTER TABLE games DROP COLUMN currency; PRAGMA user_version = {SCHEMA};")
    library = open_library(tmp_path, games)
    assert library.rebuilt == "corrupt"
    assert_whole(library)


def test_an_index_of_the_last_schema_is_made_afresh(tmp_path, games):
    """Schema 5 keeps each seat as a list with a checksum of the row's seats: an index of schema 4 (each seat an
    object, no checksum), as the last version wrote it, is read again."""
    open_library(tmp_path, games).close()
    damage(tmp_path, """ALTER TABLE games DROP COLUMN seats_check; UPDATE games SET seats = '[{"name": "Anna"}]';
                        PRAGMA user_version = 4;""")
    library = open_library(tmp_path, games)
    assert library.rebuilt == "schema" and SCHEMA == 5
    assert all(seat.versus and len(seat.versus) == len(entry.seats) for entry in library.games() if entry.ok
               for seat in entry.seats)
    assert_whole(library)


def test_a_row_whose_seats_do_not_match_their_checksum_makes_the_index_afresh(tmp_path, games):
    """The seats are read only when asked for: the listing tells a changed text by its checksum."""
    open_library(tmp_path, games).close()
    damage(tmp_path, "UPDATE games SET seats = replace(seats, '\"Anna\"', '\"Anya\"');")
    library = open_library(tmp_path, games)
    assert_whole(library)
    assert library.rebuilt == "corrupt"
    assert "Anya" not in {seat.name for entry in library.games() for seat in entry.seats}


def read_only_connect(library: Library) -> sqlite3.Connection:
    """What a read-only index file or folder gives (the superuser writes anything, so this is simulated)."""
    path = library.index_path
    if not path.exists():
        raise sqlite3.OperationalError("unable to open database file")
    return sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=0.1)


@pytest.mark.parametrize("index_exists", [True, False], ids=["index", "no index"])
def test_an_index_that_cannot_be_written_is_worked_around_with_a_notice(tmp_path, games, monkeypatch, index_exists):
    if index_exists:
        open_library(tmp_path, games).close()
    (tmp_path / "data").mkdir(exist_ok=True)
    monkeypatch.setattr(Library, "_connect", read_only_connect)
    save(friday(), games / "friday again.pulka")  # a change the index cannot take
    library = open_library(tmp_path, games)
    assert library.notice is not None and library.notice.code == "index_read_only"
    assert "cannot be written" in str(library.notice) and "read from their files" in str(library.notice)
    assert_whole(library)
    assert "friday again" in listing(library)
    assert library.register(games / "friday.pulka").ok


def test_an_index_that_fails_to_write_halfway_is_worked_around(tmp_path, games, monkeypatch):
    """Writable at opening, read-only when the refresh writes: the listing is whole all the same."""
    library = open_library(tmp_path, games)
    library._db.close()
    library._db = read_only_connect(library)
    save(sunday(), games / "sunday again.pulka")
    library.refresh()
    assert library.notice is not None and "sunday again" in listing(library)
    assert_whole(library)


@pytest.mark.skipif(ROOT, reason="the superuser writes a read-only file (simulated above)")
def test_a_read_only_index_file_for_real(tmp_path, games):
    open_library(tmp_path, games).close()
    index = tmp_path / "data" / INDEX_FILE
    index.chmod(0o444)
    try:
        save(sunday(), games / "sunday again.pulka")
        library = open_library(tmp_path, games)
        assert library.notice is not None and "sunday again" in listing(library)
    finally:
        index.chmod(0o644)


def test_a_write_locked_index_is_worked_around(tmp_path, games, monkeypatch):
    open_library(tmp_path, games).close()
    monkeypatch.setattr(index_file, "LOCK_TIMEOUT", 0.2)
    holder = sqlite3.connect(tmp_path / "data" / INDEX_FILE, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")  # another program in the middle of a write
    try:
        started = time.perf_counter()
        library = open_library(tmp_path, games)
        assert library.notice is not None and library.notice.code == "index_locked"
        assert "in use by another program" in str(library.notice)
        assert_whole(library)
        assert time.perf_counter() - started < 5
    finally:
        holder.rollback()
        holder.close()


# ----- 18: gaps and repeats -----
def unreadable(monkeypatch, folder: Path) -> None:
    """The folder cannot be listed (the superuser may list anything, so this is simulated)."""
    real = os.scandir

    def scandir(path="."):
        if Path(path) == folder:
            raise PermissionError(13, "Permission denied", str(path))
        return real(path)

    monkeypatch.setattr(scan.os, "scandir", scandir)


def test_an_unreadable_subfolder_is_listed_as_unreadable(tmp_path, games, monkeypatch):
    sub = games / "locked"
    sub.mkdir()
    for n in range(10):
        save(sunday(), sub / f"game-{n}.pulka")
    unreadable(monkeypatch, sub)
    library = open_library(tmp_path, games)
    entry = listing(library)["locked"]
    assert not entry.ok and entry.path == sub
    assert entry.error == "cannot read the folder: Permission denied; the games in it are not listed"
    assert entry.problem["code"] == "unreadable_folder"
    assert_whole(library)
    monkeypatch.undo()  # readable again: the games come, the folder's entry goes
    library.refresh()
    entries = listing(library)
    assert "locked" not in entries and sum(stem.startswith("game-") for stem in entries) == 10


@pytest.mark.skipif(ROOT, reason="the superuser may read any folder (simulated above)")
def test_an_unreadable_subfolder_for_real(tmp_path, games):
    sub = games / "locked"
    sub.mkdir()
    save(sunday(), sub / "game.pulka")
    sub.chmod(0)
    try:
        assert not listing(open_library(tmp_path, games))["locked"].ok
    finally:
        sub.chmod(0o755)


def test_a_game_reached_through_links_is_listed_and_counted_once(tmp_path, games):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    os.symlink(games / "friday.pulka", games / "a-link.pulka")
    os.link(games / "sunday.pulka", games / "hard-link.pulka")
    save(friday(), elsewhere / "outside.pulka")
    os.symlink(elsewhere / "outside.pulka", games / "z-link-out.pulka")  # a game only reached by a link: kept
    library = open_library(tmp_path, games)
    names = sorted(entry.path.name for entry in library.games())
    assert names == ["friday.pulka", "hard-link.pulka", "z-link-out.pulka"] or names == [
        "friday.pulka", "sunday.pulka", "z-link-out.pulka"]
    stats = {s.name: s for s in library.stats()}
    assert stats["Anna"].games == 2 and stats["Vera"].games == 3  # friday, outside; and sunday once
    registered = library.register(games / "a-link.pulka")  # the window registers what it opens
    assert registered.path == games / "friday.pulka"
    assert len(library.games()) == 3


def test_a_file_changed_behind_a_preserved_modification_time_is_read_again(tmp_path, games):
    library = open_library(tmp_path, games)
    target = games / "friday.pulka"
    other = tmp_path / "other.pulka"
    save(sunday(), other)
    text = other.read_text(encoding="utf-8")
    padded = text + " " * (target.stat().st_size - len(text.encode("utf-8")))  # same size
    assert len(padded.encode("utf-8")) == target.stat().st_size
    other.write_text(padded, encoding="utf-8")
    before = target.stat()
    shutil.copy2(other, target)  # cp -p: the bytes change, the size and the modification time stay
    os.utime(target, ns=(before.st_atime_ns, before.st_mtime_ns))
    assert (target.stat().st_mtime_ns, target.stat().st_size) == (before.st_mtime_ns, before.st_size)
    changes = library.refresh()
    assert changes.updated == [target]
    assert library.entry(target).title == "Sunday"


def test_the_listing_does_not_wait_for_a_pipe(tmp_path, games):
    os.mkfifo(games / "pipe.pulka")
    done: list[dict] = []
    worker = threading.Thread(target=lambda: done.append(listing(open_library(tmp_path, games))), daemon=True)
    worker.start()
    worker.join(10)
    if worker.is_alive():  # let the reader go, so that the test ends
        os.close(os.open(games / "pipe.pulka", os.O_WRONLY | os.O_NONBLOCK))
    assert done, "the library waited for the pipe"
    assert done[0]["pipe"].error == "cannot read the file: it is a named pipe, not a file"
