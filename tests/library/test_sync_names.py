"""The names file-sync tools write (issue 24, point 6): conflict copies and partial files, as each tool writes
them."""

import pytest

from preferans_desk.library.sync_names import ConflictCopy, conflict_copy, is_partial


@pytest.mark.parametrize(("name", "original", "tool"), [
    ("friday.sync-conflict-20261201-203000-ABCDEF7.pulka", "friday.pulka", "syncthing"),
    ("пятница 1.12.sync-conflict-20261201-233015-Q2W3E4R.pulka", "пятница 1.12.pulka", "syncthing"),
    ("friday (Anna's conflicted copy 2026-12-01).pulka", "friday.pulka", "dropbox"),
    ("friday (MacBook-Pro's conflicted copy 2026-12-01 (1)).pulka", "friday.pulka", "dropbox"),
    ("friday (Anna's conflicted copy).pulka", "friday.pulka", "dropbox"),
    ("friday (conflicted copy 2026-12-01).pulka", "friday.pulka", "dropbox"),
    ("friday (conflicted copy 2026-12-01 203000).pulka", "friday.pulka", "nextcloud"),
    ("friday (conflicted copy anna 2026-12-01 203000).pulka", "friday.pulka", "nextcloud"),
    ("Game (2) (conflicted copy 2026-12-01 203000).pulka", "Game (2).pulka", "nextcloud"),
    ("friday_conflict-20261201-203000.pulka", "friday.pulka", "owncloud"),
])
def test_a_conflict_copy_names_its_game(name, original, tool):
    assert conflict_copy(name) == ConflictCopy(original, tool)


@pytest.mark.parametrize("name", [
    "friday.pulka", "friday (2).pulka", "sync-conflict.pulka", "friday.sync-conflict-2026-ABC.pulka",
    "conflicted copy.pulka", "friday (copy).pulka", "Anna's game.pulka", "friday_conflict.pulka",
])
def test_other_names_are_no_conflict_copies(name):
    assert conflict_copy(name) is None


@pytest.mark.parametrize("name", [
    "~syncthing~friday.pulka.tmp", ".syncthing.friday.pulka.tmp", ".friday.pulka.~1a2b3c", "~$friday.pulka",
])
def test_files_still_arriving_are_partial(name):
    assert is_partial(name)


@pytest.mark.parametrize("name", ["friday.pulka", "~friday.pulka", "friday.pulka.tmp", ".friday.pulka.lock"])
def test_other_files_are_not_partial(name):
    assert not is_partial(name)
