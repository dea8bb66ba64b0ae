"""Atomic writes (core/atomic.py): permissions kept, links written through, any name the system allows,
bytes as well as text, stale temporary files removed, and a save that succeeded is never a failure."""

from __future__ import annotations

import errno
import os
import stat
import time

import pytest

from preferans_desk.core import atomic
from preferans_desk.core.atomic import atomic_write_bytes, atomic_write_text, is_write_protected

posix = pytest.mark.skipif(os.name != "posix", reason="POSIX permissions and links")


def mode(path) -> int:
    return stat.S_IMODE(os.stat(path).st_mode)


@pytest.fixture
def umask():
    """Set the umask for the test; the old one comes back after."""
    old = os.umask(0o022)
    os.umask(old)
    yield lambda mask: os.umask(mask)
    os.umask(old)


@posix
@pytest.mark.parametrize("kept", [0o644, 0o640, 0o664])
def test_an_existing_file_keeps_its_permissions(tmp_path, kept):
    path = tmp_path / "friday.pulka"
    path.write_text("old")
    os.chmod(path, kept)
    atomic_write_text(path, "new")
    assert path.read_text() == "new" and mode(path) == kept


@posix
@pytest.mark.parametrize(("mask", "expected"), [(0o022, 0o644), (0o077, 0o600), (0o002, 0o664)])
def test_a_new_file_gets_the_mode_the_umask_allows(tmp_path, umask, mask, expected):
    umask(mask)
    assert atomic.current_umask() == mask
    atomic_write_text(tmp_path / "new.pulka", "text")
    assert mode(tmp_path / "new.pulka") == expected


@posix
def test_a_link_is_written_through_to_its_target(tmp_path):
    real = tmp_path / "real"
    real.mkdir()
    target = real / "friday.pulka"
    target.write_text("old")
    os.chmod(target, 0o640)
    links = tmp_path / "links"
    links.mkdir()
    (links / "step.pulka").symlink_to(target)
    link = links / "friday.pulka"
    link.symlink_to(links / "step.pulka")  # a link to a link
    atomic_write_text(link, "new")
    assert link.is_symlink() and (links / "step.pulka").is_symlink()
    assert target.read_text() == "new" and mode(target) == 0o640
    assert sorted(p.name for p in real.iterdir()) == ["friday.pulka"]  # the temporary file was beside it
    assert sorted(p.name for p in links.iterdir()) == ["friday.pulka", "step.pulka"]


def test_the_longest_name_the_system_allows_can_be_saved(tmp_path):
    try:
        limit = os.pathconf(tmp_path, "PC_NAME_MAX")
    except (AttributeError, OSError, ValueError):
        limit = 255
    name = "я" * ((limit - len(".pulka")) // 2) + ".pulka"  # 120 Cyrillic letters: 246 bytes and more
    assert len(name.encode()) > limit - 14  # too long for the old ".<name>.XXXXXXXX.tmp"
    path = tmp_path / name
    atomic_write_text(path, "text")
    assert path.read_text() == "text"
    assert [p.name for p in tmp_path.iterdir()] == [name]


def test_bytes_are_written_atomically_and_a_full_disk_leaves_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "sheet.png"
    atomic_write_bytes(path, b"\x89PNG old")
    assert path.read_bytes() == b"\x89PNG old"

    def full(*_args):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic.os, "fsync", full)
    with pytest.raises(OSError) as caught:
        atomic_write_bytes(path, b"\x89PNG new and longer")
    assert caught.value.errno == errno.ENOSPC
    with pytest.raises(OSError):
        atomic_write_bytes(tmp_path / "new.png", b"data")
    monkeypatch.undo()
    assert path.read_bytes() == b"\x89PNG old"
    assert [p.name for p in tmp_path.iterdir()] == ["sheet.png"]  # no 0-byte file, no temporary file


def test_stale_temporary_files_of_killed_writes_are_removed_at_the_next_write(tmp_path):
    hour_ago = time.time() - atomic.STALE_AFTER - 60
    stale = [".pdesk-abcd1234.tmp", ".friday.pulka.x_y9ZZ00.tmp"]  # ours, and the form earlier versions used
    fresh = ".pdesk-efgh5678.tmp"  # another window's write, going on now
    others = [".other.tmp", "notes.tmp", ".pdesk-abc.tmp", ".friday.txt.abcd1234.tmp"]  # not our pattern
    for name in [*stale, fresh, *others]:
        (tmp_path / name).write_text("x")
        if name != fresh:
            os.utime(tmp_path / name, (hour_ago, hour_ago))
    atomic_write_text(tmp_path / "game.pulka", "text")
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(["game.pulka", fresh, *others])


def test_a_folder_that_cannot_be_read_does_not_turn_a_save_into_a_failure(tmp_path, monkeypatch):
    """A folder of mode 0333 lets us create and rename files, not open or list it (simulated: the
    superuser may do both)."""
    path = tmp_path / "game.pulka"
    real_open = os.open

    def no_read(where, *args, **kwargs):
        if os.path.isdir(where):
            raise PermissionError(errno.EACCES, "Permission denied", str(where))
        return real_open(where, *args, **kwargs)

    def no_list(where):
        raise PermissionError(errno.EACCES, "Permission denied", str(where))

    monkeypatch.setattr(atomic.os, "open", no_read)
    monkeypatch.setattr(atomic.os, "scandir", no_list)
    atomic_write_text(path, "saved")
    monkeypatch.undo()
    assert path.read_text() == "saved"


@posix
@pytest.mark.skipif(os.name == "posix" and os.geteuid() == 0, reason="the superuser may read any folder")
def test_a_writable_but_unreadable_folder_really(tmp_path):
    folder = tmp_path / "drop"
    folder.mkdir()
    os.chmod(folder, 0o333)
    try:
        atomic_write_text(folder / "game.pulka", "saved")
        assert (folder / "game.pulka").read_text() == "saved"
    finally:
        os.chmod(folder, 0o755)


@posix
def test_write_protected_means_no_write_permission_for_anyone_or_for_us(tmp_path, monkeypatch):
    path = tmp_path / "friday.pulka"
    path.write_text("x")
    assert not is_write_protected(path) and not is_write_protected(tmp_path / "missing.pulka")
    os.chmod(path, 0o444)
    assert is_write_protected(path)  # even for the superuser: the mode says no
    os.chmod(path, 0o644)
    monkeypatch.setattr(atomic.os, "access", lambda *a, **k: False)  # another user's file
    assert is_write_protected(path)
