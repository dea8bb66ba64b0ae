"""The recovery list offers each game once, as its newest autosave: two autosaves in one second are
ordered by their full time, and a game that crashed again and again is one row, not one per crash."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt

from preferans_desk.gui.dialogs.recovery_dialog import RecoveryDialog
from preferans_desk.gui.state.autosave import Autosave, find_recoverable
from tests.gui.test_recovery import DEALS, choose_recover, crashed, data, dead_pid, game_of, window  # noqa: F401


def left_by_dead_process(autosave: Autosave, **changes) -> None:
    meta = json.loads(autosave.meta_file.read_text())
    meta["pid"] = dead_pid()
    meta.update(changes)
    autosave.meta_file.write_text(json.dumps(meta))


def test_of_two_autosaves_in_one_second_the_newer_is_first(tmp_path):
    older, newer = Autosave(tmp_path), Autosave(tmp_path)
    older.write(game_of(DEALS[:3], "Older"), None)
    newer.write(game_of(DEALS[:4], "Newer"), None)
    for autosave in (older, newer):  # the same whole second, as a fast machine writes them
        left_by_dead_process(autosave, saved="2026-12-08T01:00:00+00:00")
    found = find_recoverable(tmp_path)
    assert [item.game_file for item in found] == [newer.game_file, older.game_file]


def test_a_never_saved_game_that_crashed_twenty_times_is_one_row_its_newest(tmp_path):
    lineage = None
    last = None
    for crash in range(20):  # each start recovers the last copy, adds a deal and crashes again
        autosave = Autosave(tmp_path)
        if lineage is not None:
            autosave.lineage = lineage
        lineage = autosave.lineage
        autosave.write(game_of(DEALS[: 1 + crash % 8], None), None)
        left_by_dead_process(autosave, saved="2026-12-08T01:00:00+00:00")
        last = autosave
    found = find_recoverable(tmp_path)
    assert [item.game_file for item in found] == [last.game_file]
    assert len(list(tmp_path.glob("*.pulka"))) == 1  # the older copies are gone: the newest holds the game


def test_two_different_never_saved_games_are_two_rows(tmp_path):
    for title in ("One", "Two"):
        autosave = Autosave(tmp_path)
        autosave.write(game_of(DEALS[:2], title), None)
        left_by_dead_process(autosave)
    assert len(find_recoverable(tmp_path)) == 2


def test_a_recovered_games_new_autosave_is_the_same_game(window, data, monkeypatch):  # noqa: F811 (fixtures)
    first = crashed(data, game_of(DEALS[:3], None))
    choose_recover(monkeypatch)
    assert window.offer_recovery()
    autosave = window.document.autosave
    assert autosave.lineage == first_lineage(first) and autosave.id != first.id
    assert json.loads(autosave.meta_file.read_text())["game"] == first_lineage(first)
    window.document.set_game(game_of(DEALS[:1], "Another"), modified=True)
    assert window.document.autosave.lineage == autosave.id  # another game is another row


def first_lineage(autosave: Autosave) -> str:
    return json.loads(autosave.meta_file.read_text())["game"]


def test_two_autosaves_of_one_game_in_one_second_offer_the_newer_as_the_default(qtbot, tmp_path):
    older = Autosave(tmp_path)
    older.write(game_of(DEALS[:7], "Club table"), None)
    newer = Autosave(tmp_path)
    newer.lineage = older.lineage  # the game recovered from ``older``, a deal added, crashed again
    newer.write(game_of(DEALS[:8], "Club table"), None)
    for autosave in (older, newer):
        left_by_dead_process(autosave, saved="2026-12-08T01:00:00+00:00")
    found = find_recoverable(tmp_path)
    assert [item.game_file for item in found] == [newer.game_file]
    dialog = RecoveryDialog(None, found)
    qtbot.addWidget(dialog)
    assert dialog.list.currentItem().data(Qt.ItemDataRole.UserRole).game_file == newer.game_file
    assert "— 8 deal" in dialog.list.currentItem().text()
    assert not older.game_file.exists()
