"""A club's folder kept by a file-sync tool (issue 24, point 6): conflict copies named as Syncthing, Dropbox
and Nextcloud name them count once or are shown to resolve; partial and temporary files are never read; a
file that changes while it is read is read again."""

from __future__ import annotations

import json
import shutil

import pytest

from preferans_desk.core import AllPass, Contract
from preferans_desk.core.gamefile import dumps, loads_document, save
from preferans_desk.library import Library
from preferans_desk.library import rows as rows_module
from preferans_desk.library.sync_copies import conflicts, counted
from tests.library.known_games import friday, sunday

COPIES = {
    "syncthing": "friday.sync-conflict-20240302-101500-ABCDEF7.pulka",
    "dropbox": "friday (Anna's conflicted copy 2024-03-02).pulka",
    "nextcloud": "friday (conflicted copy 2024-03-02 101500).pulka",
}


@pytest.fixture
def folder(tmp_path):
    games = tmp_path / "club"
    games.mkdir()
    save(friday(), games / "friday.pulka")
    save(sunday(), games / "sunday.pulka")
    return games


def library(tmp_path, folder) -> Library:
    return Library(tmp_path / "data", [folder])


@pytest.mark.parametrize("tool", COPIES)
def test_a_copy_with_the_same_deals_counts_once(tmp_path, folder, tool):
    shutil.copyfile(folder / "friday.pulka", folder / COPIES[tool])
    with library(tmp_path, folder) as lib:
        games = lib.games()
        copy = next(g for g in games if g.path.name == COPIES[tool])
        assert copy.copy_of == folder / "friday.pulka" and copy.same_as_copied
        assert len(games) == 3 and len(counted(games)) == 2 and conflicts(games) == []
        anna = next(s for s in lib.stats() if s.name == "Anna")
        assert anna.games == 1  # not twice
        assert next(g for g in lib.games() if g.path == copy.path).to_json()["same_as_copied"] is True


def test_a_copy_with_other_deals_is_shown_to_resolve_and_counts_nowhere_until_then(tmp_path, folder):
    other = friday()
    other.append(AllPass((4, 3, 3)))  # the other machine's evening went on a deal
    (folder / COPIES["syncthing"]).write_text(dumps(other), encoding="utf-8")
    with library(tmp_path, folder) as lib:
        games = lib.games()
        assert [g.path.name for g in conflicts(games)] == [COPIES["syncthing"]]
        assert len(counted(games)) == 2 and next(s for s in lib.stats() if s.name == "Anna").games == 1


def test_keeping_the_copy_puts_it_in_the_games_place(tmp_path, folder):
    other = friday()
    other.append(AllPass((4, 3, 3)))
    (folder / COPIES["dropbox"]).write_text(dumps(other), encoding="utf-8")
    with library(tmp_path, folder) as lib:
        copy = conflicts(lib.games())[0]
        assert lib.keep_version(copy, "copy") == folder / "friday.pulka"
        games = lib.games()
        assert sorted(g.path.name for g in games) == ["friday.pulka", "sunday.pulka"]
        assert next(g for g in games if g.path.name == "friday.pulka").deals == 5
        assert conflicts(games) == []


def test_keeping_the_game_deletes_the_copy_and_keeping_both_makes_two_games(tmp_path, folder):
    other = friday()
    other.append(Contract(0, 6, "spades", ("pass", "pass")))
    for name in (COPIES["nextcloud"], COPIES["syncthing"]):
        (folder / name).write_text(dumps(other), encoding="utf-8")
    with library(tmp_path, folder) as lib:
        first, second = sorted(conflicts(lib.games()), key=lambda g: g.path.name)
        assert lib.keep_version(first, "game") == folder / "friday.pulka" and not first.path.exists()
        kept = lib.keep_version(second, "both")
        assert kept == folder / "friday (2).pulka" and kept.exists()
        games = lib.games()
        assert conflicts(games) == [] and len(counted(games)) == 3
        assert next(s for s in lib.stats() if s.name == "Anna").games == 2


def test_a_copy_whose_game_is_gone_is_the_game(tmp_path, folder):
    shutil.move(folder / "friday.pulka", folder / COPIES["syncthing"])
    with library(tmp_path, folder) as lib:
        games = lib.games()
        assert all(g.copy_of is None for g in games) and len(counted(games)) == 2


@pytest.mark.parametrize("name", ["~syncthing~friday.pulka.tmp", ".syncthing.friday.pulka.tmp",
                                  ".friday.pulka.~1a2b3c", "~$friday.pulka", ".friday.pulka.lock"])
def test_partial_and_temporary_files_are_never_read(tmp_path, folder, name):
    (folder / name).write_text('{"format": "preferans-desk", "vers', encoding="utf-8")  # half written
    with library(tmp_path, folder) as lib:
        assert sorted(g.path.name for g in lib.games()) == ["friday.pulka", "sunday.pulka"]


def test_a_file_that_changes_while_it_is_read_is_read_again(tmp_path, folder, monkeypatch):
    """A sync tool writes the file in place while the library reads it: the torn bytes do not load, the file's
    stamp has changed by then, and it is read again whole."""
    path = folder / "friday.pulka"
    whole = path.read_bytes()
    real = rows_module.read_bytes
    torn = {"left": 1}

    def read_bytes(target):
        if str(target) == str(path) and torn["left"]:
            torn["left"] -= 1
            path.write_bytes(whole + b" ")  # the rest arrives while we read: size and time change
            return whole[: len(whole) // 2]
        return real(target)

    monkeypatch.setattr(rows_module, "read_bytes", read_bytes)
    with library(tmp_path, folder) as lib:
        entry = next(g for g in lib.games() if g.path == path)
        assert entry.ok and entry.deals == 4 and entry.size == len(whole) + 1


def test_a_file_broken_for_good_is_listed_broken_and_counted_nowhere(tmp_path, folder):
    (folder / "torn.pulka").write_text(json.dumps({"format": "preferans-desk"})[:20], encoding="utf-8")
    with library(tmp_path, folder) as lib:
        games = lib.games()
        broken = next(g for g in games if g.path.name == "torn.pulka")
        assert not broken.ok and len(lib.stats()) == 5  # Anna, Boris, Vera, Боря, Grigory


def test_many_files_are_read_by_a_pool_as_they_are_read_here(tmp_path, folder, monkeypatch):
    """A club's first index reads its files in worker processes: the same rows, in the same order."""
    from preferans_desk.library import parallel_read
    from preferans_desk.library.scan import found_at

    (folder / "torn.pulka").write_text("{", encoding="utf-8")
    stale = [(str(path), found_at(str(path))) for path in sorted(folder.glob("*.pulka"))]
    here = list(parallel_read.read_rows(stale))
    monkeypatch.setattr(parallel_read, "PARALLEL_FROM", 2)
    monkeypatch.setattr(parallel_read.os, "cpu_count", lambda: 2)
    assert list(parallel_read.read_rows(stale)) == here
    with library(tmp_path, folder) as lib:
        assert sorted(g.path.name for g in lib.games()) == ["friday.pulka", "sunday.pulka", "torn.pulka"]


def test_a_pool_that_cannot_start_leaves_the_files_to_be_read_here(tmp_path, folder, monkeypatch):
    from preferans_desk.library import parallel_read

    class NoPool:
        def __init__(self, *args, **kwargs):
            raise OSError("no processes here")

    monkeypatch.setattr(parallel_read, "PARALLEL_FROM", 1)
    monkeypatch.setattr(parallel_read, "ProcessPoolExecutor", NoPool)
    with library(tmp_path, folder) as lib:
        assert len(lib.games()) == 2


def test_a_club_folder_is_watched_where_it_is_and_remembered(tmp_path, folder):
    from preferans_desk.library import LibraryError

    data = tmp_path / "data"
    with Library(data) as lib:  # its own folder, empty
        assert lib.games() == []
        assert lib.add_folder(folder) == folder
        assert sorted(g.path for g in lib.games()) == sorted(folder.glob("*.pulka"))  # listed where they are
        assert not any((data / "games").iterdir())  # nothing copied
        with pytest.raises(LibraryError):
            lib.add_folder(folder / "friday.pulka")
    with Library(data) as again:  # remembered in library.json
        assert again.added_folders() == [folder] and len(again.games()) == 2
        again.remove_folder(folder)
        assert again.games() == [] and again.added_folders() == []
    assert sorted(p.name for p in folder.iterdir()) == ["friday.pulka", "sunday.pulka"]  # left as they were


@pytest.mark.parametrize("change", ["none", "decimal", "bom", "two_boms", "extra_fields"])
def test_the_key_from_the_loaded_document_is_the_key_from_the_bytes(change):
    """rows.deals_key digests the document the file was loaded from rather than decoding the file again: the
    same key whatever the file holds (a decimal in a deal, byte-order marks and unknown fields included)."""
    document = json.loads(dumps(friday()))
    if change == "decimal":
        document["deals"][0]["rating"] = 1.5  # an unknown field, kept: a Decimal when loaded, a float for json
    if change == "extra_fields":
        document["deals"][1]["note"] = "ü [x] {y}"
        document["players"] = list(reversed(document["players"]))
    data = json.dumps(document, ensure_ascii=False).encode("utf-8")
    if change in ("bom", "two_boms"):
        data = "\ufeff".encode() * (2 if change == "two_boms" else 1) + data
    _loaded, loaded_document = loads_document(data)
    assert rows_module.deals_key(data, loaded_document) == rows_module.deals_key(data)
