"""The library window over a folder of good games and every kind of bad file (tests/library/bad_files.py):
every good game with its results, every bad file with its message, and a notice when the index cannot be
written."""

from __future__ import annotations

import sqlite3

import pytest
from PySide6.QtCore import Qt

from preferans_desk.gui.game_library.library_model import ENTRY_ROLE, LibraryModel
from preferans_desk.gui.game_library.library_window import LibraryWindow
from preferans_desk.library import Library, index_file
from preferans_desk.library.index_file import INDEX_FILE
from tests.library import bad_files

COLUMN = {name: i for i, name in enumerate(LibraryModel.COLUMNS)}


@pytest.fixture
def folder(tmp_path):
    return tmp_path / "games", bad_files.make(tmp_path / "games")


def rows(window: LibraryWindow) -> dict[str, dict]:
    """Each row of the table by the file's stem: the status, result and tooltip texts."""
    model = window.model
    out = {}
    for row in range(model.rowCount()):
        entry = model.index(row, 0).data(ENTRY_ROLE)
        result = model.index(row, COLUMN["result"])
        out[entry.path.stem] = {"status": model.index(row, COLUMN["status"]).data(), "result": result.data(),
                                "tip": result.data(Qt.ItemDataRole.ToolTipRole), "sort": result.data(
                                    Qt.ItemDataRole.UserRole + 1)}
    return out


def test_the_window_lists_every_good_game_and_every_bad_file_with_its_message(qtbot, tmp_path, folder, translations):
    translations.set_language("en")
    games, expected = folder
    window = LibraryWindow(Library(tmp_path / "data", [games]), lambda path: None)
    qtbot.addWidget(window)
    shown = rows(window)
    assert set(shown) == set(bad_files.GOOD) | set(expected)
    for stem, result in bad_files.GOOD.items():
        assert shown[stem]["status"] != "Cannot be read"
        assert [part.rsplit(" ", 1)[1].lstrip("+").replace("\u2212", "-")  # the window's minus is "−"
                for part in shown[stem]["result"].split(" · ")] == result
    for stem, words in expected.items():
        assert shown[stem]["status"] == "Cannot be read" and words in shown[stem]["result"], stem
        assert shown[stem]["tip"].endswith(shown[stem]["result"])
    window.table.sortByColumn(COLUMN["result"], Qt.SortOrder.AscendingOrder)  # sorting copes with every row
    window.table.sortByColumn(COLUMN["date"], Qt.SortOrder.AscendingOrder)
    count = len(bad_files.GOOD) + len(expected)
    assert window.statusBar().currentMessage() == f"{count} games in the library · {count} shown · " \
                                                  f"{len(expected)} cannot be read"


def test_the_window_says_when_the_index_is_locked(qtbot, tmp_path, folder, monkeypatch, translations):
    translations.set_language("en")
    games, _expected = folder
    Library(tmp_path / "data", [games]).close()
    monkeypatch.setattr(index_file, "LOCK_TIMEOUT", 0.1)
    holder = sqlite3.connect(tmp_path / "data" / INDEX_FILE, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        window = LibraryWindow(Library(tmp_path / "data", [games]), lambda path: None)
        qtbot.addWidget(window)
    finally:
        holder.rollback()
        holder.close()
    assert "is in use by another program" in window.statusBar().currentMessage()
    assert set(bad_files.GOOD) <= set(rows(window))
