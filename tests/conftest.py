import os

# Every Qt test runs without a screen (a variable set but empty would abort Qt with a bare "Fatal Python error").
if not os.environ.get("QT_QPA_PLATFORM"):
    os.environ["QT_QPA_PLATFORM"] = "offscreen"


import pytest  # noqa: E402 (after the platform is set)


@pytest.fixture(autouse=True)
def preferences_in_tmp(tmp_path_factory):
    """A QSettings made without a file (the app's own) lives in a folder of the test's: never the user's. So
    does Qt's own (NativeFormat): a file dialog keeps its sidebar's width and places in QtProject.conf, and a
    width left there by an earlier run would decide how the next test's dialog opens."""
    from PySide6.QtCore import QSettings

    folder = str(tmp_path_factory.mktemp("preferences"))
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    for kind in (QSettings.Format.IniFormat, QSettings.Format.NativeFormat):
        for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
            QSettings.setPath(kind, scope, folder)


@pytest.fixture(autouse=True)
def games_folder_in_tmp(tmp_path_factory, monkeypatch):
    """Save and Export start in the documents folder's "Preferans Desk": never the real one in a test."""
    from PySide6.QtCore import QStandardPaths

    from preferans_desk.gui import places

    folder = tmp_path_factory.mktemp("documents")
    real = QStandardPaths.writableLocation

    def location(kind):
        return str(folder) if kind == QStandardPaths.StandardLocation.DocumentsLocation else real(kind)

    # the same place a test of the games folder patches, so that its own patch still decides
    monkeypatch.setattr(places.QStandardPaths, "writableLocation", staticmethod(location))



@pytest.fixture
def share_port(monkeypatch):
    """The window's share asks first for a port of the test's own (free when chosen) instead of the app's 8642,
    which every other pytest-xdist worker and every other run on the machine would ask for too: a stopped share's
    port found open, a new share moved to another port, a busy port that is not the test's."""
    import socket

    from preferans_desk.gui.panels import share_panel

    with socket.socket() as probe:
        probe.bind((share_panel.LOOPBACK, 0))
        port = probe.getsockname()[1]
    monkeypatch.setattr(share_panel, "PORT", port)
    return port


@pytest.fixture
def game_file(tmp_path):
    """The example game saved as another program would (the live sheet's tests, command and follower); a
    test module that needs another game defines its own ``game_file``."""
    import json

    from tests.share.files import example_doc, replace

    path = tmp_path / "game.pulka"
    replace(path, json.dumps(example_doc()))
    return path


def pytest_configure(config):
    """A checkout from before the package data moved to the top-level resources/ keeps the ignored
    preferans_desk/resources/__pycache__/ after pulling the move; Python would import that folder as an empty
    namespace package, in front of resources/, and every test would fail with "cannot import name ..."."""
    from pathlib import Path

    stale = Path(__file__).resolve().parent.parent / "preferans_desk" / "resources"
    if stale.is_dir() and not (stale / "__init__.py").exists():
        raise pytest.UsageError(f"{stale} is left over from before resources/ moved to the top: remove it")


@pytest.hookimpl(trylast=True)  # after pytest-xdist's own hook
def pytest_collection_modifyitems(config, items):
    """In a worker of pyproject.toml's ``--dist loadgroup``: the tests of one xdist_group mark together, and the
    tests marked slow handed out first.

    pytest-xdist groups a mark's tests by adding "@group" to their node ids, which from pytest 9.2 on no longer
    changes the id (pytest-dev/pytest-xdist#1386): the groups were spread over the workers, and each built the
    wheel. The suffix is added here where it is missing. The slow tests first: the scheduler hands the tests out
    in this order (every worker sorts alike), so that no worker is left running a long one while the other
    idles."""
    if not getattr(config.option, "loadgroup", False):  # not a worker of --dist loadgroup
        return
    for item in items:
        groups = sorted({str(mark.args[0] if mark.args else mark.kwargs.get("name", "default"))
                         for mark in item.iter_markers("xdist_group")})
        suffix = "@" + "_".join(groups)
        if groups and not item.nodeid.endswith(suffix):
            from _pytest.nodeid import coerce_node_id  # where pytest 9.2 keeps an item's id

            item._id = coerce_node_id(item.nodeid + suffix)
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)


@pytest.fixture
def no_fsync(monkeypatch):
    """fsync as a no-op. It only makes the disk keep a file through a power cut, which no test simulates (a crash
    is a copy of the folder, which reads what the system holds either way); in a test that writes the autosave
    at every step it takes a fifth of the time."""
    monkeypatch.setattr(os, "fsync", lambda fd: None)


@pytest.fixture
def table_director():
    """A club night director's receiver on 127.0.0.1 (a port of its own) over a book of one table, whose code is
    ``tests.night.books.CODE``: the book and the address as a table types it (``host:port``)."""
    from preferans_desk.night.receiver import DirectorReceiver
    from tests.night.books import CODE, MemoryBook

    book = MemoryBook.one_table(CODE)
    server = DirectorReceiver(book, "127.0.0.1", 0)
    host, port = server.start()
    yield book, f"{host}:{port}"
    server.stop()
