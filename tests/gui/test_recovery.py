"""Recovery after a crash, against the saved file: an autosave the file already holds is not offered, the
question says which is newer, a recovered copy never overwrites a newer file without asking, the old
autosave goes only after a newer copy exists, and a file asked for at the start is opened as well."""

from __future__ import annotations

import errno
import json
import os
import time

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox

from preferans_desk.core import Contract, Game, Rules
from preferans_desk.core.gamefile import load, save
from preferans_desk.gui.app import open_window
from preferans_desk.gui.dialogs.recovery_dialog import RecoveryDialog, describe
from preferans_desk.gui.main_window import MainWindow
from preferans_desk.gui.state import autosave as autosave_module
from preferans_desk.gui.state.autosave import Autosave, find_recoverable, journal_of
from preferans_desk.gui.state.document import signature

DEALS = [Contract(seat % 3, 6, "spades", ("pass", "pass")) for seat in range(8)]
OTHER = Contract(2, 7, "hearts", ("whist", "pass"), (7, 3, 0))


def game_of(deals: list, title: str | None = "Friday") -> Game:
    game = Game(["Anna", "Boris", "Vera"], Rules.from_preset("sochi", 50), title=title)
    for deal in deals:
        game.append(deal)
    return game


def dead_pid() -> int:
    pid = 999_999
    while True:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return pid
        except PermissionError:
            pass
        pid -= 1


def crashed(data, game: Game, original=None, *, disk=None, age: float = 0) -> Autosave:
    """An autosave of ``game`` left by a process that died, written ``age`` seconds ago."""
    autosave = Autosave(data / "autosave")
    autosave.write(game, original)
    meta = json.loads(autosave.meta_file.read_text())
    meta["pid"] = dead_pid()
    meta["disk"] = list(disk) if disk else None
    autosave.meta_file.write_text(json.dumps(meta))
    when = time.time() - age
    for path in (autosave.game_file, autosave.meta_file):
        os.utime(path, (when, when))
    return autosave


@pytest.fixture
def data(tmp_path):
    return tmp_path / "data"


@pytest.fixture
def window(qtbot, tmp_path, data, asked):
    window = MainWindow(qsettings=QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat),
                        data_dir=data)
    qtbot.addWidget(window)
    yield window
    window.document.close()


def choose_recover(monkeypatch, offered: list | None = None):
    def choose(cls, parent, found):
        if offered is not None:
            offered.append([describe(item) for item in found])
        return ("recover", found[0])

    monkeypatch.setattr(RecoveryDialog, "choose", classmethod(choose))


# ----- 10. compared with the saved file -----
@pytest.mark.parametrize("file_deals", [5, 3])
def test_an_autosave_the_file_already_holds_is_not_offered(data, tmp_path, qapp, file_deals):
    """The data folder filled mid-game: the autosave stopped at 3 deals, the file was saved with 5 (or
    the very same 3)."""
    friday = tmp_path / "friday.pulka"
    save(game_of(DEALS[:3]), friday)
    autosaved_with = signature(friday)  # the file as the window knew it when the autosave was last written
    time.sleep(0.01)
    save(game_of(DEALS[:file_deals]), friday)  # saved afterwards: the autosave could not follow
    left = crashed(data, game_of(DEALS[:3]), friday, disk=autosaved_with)
    assert find_recoverable(data / "autosave") == []
    assert not left.game_file.exists() and not left.meta_file.exists()


def test_an_autosave_with_more_than_the_file_is_offered_and_says_the_file_is_older(data, tmp_path, qapp):
    friday = tmp_path / "friday.pulka"
    save(game_of(DEALS[:3]), friday)
    old = time.time() - 600
    os.utime(friday, (old, old))
    crashed(data, game_of(DEALS[:5]), friday, disk=signature(friday))
    found = find_recoverable(data / "autosave")
    assert len(found) == 1
    text = describe(found[0])
    assert "Friday" in text and "5 deal" in text and str(friday) in text
    assert "holds 3 deal" in text and "before the autosave" in text


def test_a_file_changed_after_the_autosave_is_not_overwritten_without_asking(window, data, tmp_path, asked,
                                                                             monkeypatch):
    friday = tmp_path / "friday.pulka"
    save(game_of(DEALS[:2]), friday)
    disk = signature(friday)
    crashed(data, game_of(DEALS[:4]), friday, disk=disk, age=600)
    save(game_of([*DEALS[:2], OTHER]), friday)  # another window saved it later, differently
    offered = []
    choose_recover(monkeypatch, offered)
    assert window.offer_recovery()
    assert "saved after the autosave" in offered[0][0]
    assert len(window.document.game.deals) == 4 and window.isWindowModified() and window.document.path == friday
    asked.answers = ["cancel"]
    assert not window.save()
    title, text, keys = asked.questions[-1]
    assert keys == ["copy", "reload", "overwrite", "cancel"] and "friday.pulka" in text
    assert load(friday).game.deals[-1] == OTHER


def test_a_recovered_game_is_saved_over_its_unchanged_file_without_a_question(window, data, tmp_path, asked,
                                                                               monkeypatch):
    friday = tmp_path / "friday.pulka"
    save(game_of(DEALS[:2]), friday)
    crashed(data, game_of(DEALS[:4]), friday, disk=signature(friday))
    choose_recover(monkeypatch)
    assert window.offer_recovery()
    assert window.save()
    assert asked.questions == [] and len(load(friday).game.deals) == 4


def test_an_autosave_that_does_not_know_its_files_state_asks_before_saving_over_it(window, data, tmp_path,
                                                                                     asked, monkeypatch):
    """An autosave of an earlier version: its note has no signature of the file."""
    friday = tmp_path / "friday.pulka"
    save(game_of(DEALS[:2]), friday)
    crashed(data, game_of(DEALS[:4]), friday, disk=None)
    choose_recover(monkeypatch)
    assert window.offer_recovery()
    asked.answers = ["overwrite"]
    assert window.save()
    assert asked.questions[-1][2] == ["copy", "reload", "overwrite", "cancel"]
    assert len(load(friday).game.deals) == 4


def test_the_recovered_games_autosave_keeps_the_files_state_for_the_next_crash(window, data, tmp_path, asked,
                                                                                monkeypatch):
    friday = tmp_path / "friday.pulka"
    save(game_of(DEALS[:2]), friday)
    disk = signature(friday)
    crashed(data, game_of(DEALS[:4]), friday, disk=disk, age=600)
    choose_recover(monkeypatch)
    assert window.offer_recovery()
    meta = json.loads(window.document.autosave.meta_file.read_text())
    assert tuple(meta["disk"]) == disk and meta["original"] == str(friday) and not meta["clean"]


# ----- 9. the old autosave goes only after a newer copy is on disk -----
def test_the_old_autosave_is_removed_only_when_a_newer_copy_exists(window, data, tmp_path, asked, monkeypatch):
    left = crashed(data, game_of(DEALS[:3]), None)
    removed = []
    real_unlink = autosave_module._unlink

    def unlink(path):
        if path == left.game_file:  # at that moment the game must be safe elsewhere
            new = window.document.autosave.game_file
            saved = window.document.path
            removed.append((new.exists() and len(load(new).game.deals) == 3)
                           or (saved is not None and len(load(saved).game.deals) == 3))
        real_unlink(path)

    monkeypatch.setattr(autosave_module, "_unlink", unlink)
    choose_recover(monkeypatch)
    assert window.offer_recovery()
    assert left.game_file.exists()  # kept until the recovered game is saved
    assert window.document.autosave.game_file.exists() and len(load(window.document.autosave.game_file).game.deals) == 3
    window.document.add(DEALS[3])
    window.files.write(tmp_path / "friday.pulka")
    assert not left.game_file.exists() and not journal_of(left.game_file).exists()
    assert removed == [True]


def test_when_the_new_autosave_fails_the_old_one_stays(window, data, tmp_path, asked, monkeypatch):
    left = crashed(data, game_of(DEALS[:3]), None)

    def full(self, *args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(Autosave, "write", full)
    choose_recover(monkeypatch)
    assert window.offer_recovery()
    assert window.document.autosave_error == "No space left on device"
    assert left.game_file.exists() and len(load(left.game_file).game.deals) == 3


# ----- 11. the question -----
def test_the_recovery_dialog_names_the_game_file_and_deals_and_says_what_discard_does(qtbot, data, tmp_path):
    friday = tmp_path / "friday.pulka"
    save(game_of(DEALS[:1]), friday)
    old = time.time() - 600
    os.utime(friday, (old, old))
    crashed(data, game_of(DEALS[:4]), friday, disk=signature(friday))
    crashed(data, game_of(DEALS[:2], title=None), None)
    found = find_recoverable(data / "autosave")
    dialog = RecoveryDialog(None, found)
    qtbot.addWidget(dialog)
    rows = sorted(dialog.list.item(i).text() for i in range(dialog.list.count()))
    # (untranslated here: "%n deal(s)" reads "2 deal(s)")
    assert rows[0].startswith("Anna, Boris, Vera — 2 deal") and "— autosaved " in rows[0]
    assert rows[0].endswith("— never saved to a file")
    assert rows[1].startswith("Friday — Anna, Boris, Vera — 4 deal")
    assert f"{friday} holds 1 deal" in rows[1] and rows[1].endswith("saved before the autosave")
    intro = " ".join(label.text() for label in dialog.findChildren(QLabel))
    assert "Discard deletes the autosave" in intro and "Later keeps" in intro


# ----- 12. a file asked for at the start, and a game recovered -----
@pytest.fixture
def start(qtbot, tmp_path, data, asked):
    """open_window as `preferans-desk FILE` calls it; every window it opens is closed after."""
    opened = []

    def run(file):
        qsettings = QSettings(str(tmp_path / "start.ini"), QSettings.Format.IniFormat)
        qsettings.setValue("language", "en")
        window = open_window(qtbot_app(), str(file) if file else None, qsettings=qsettings, data_dir=data)
        opened.append(window)
        for each in shown_windows():
            qtbot.addWidget(each)
        return window

    yield run
    for window in opened:
        window.translations.uninstall()
    for each in shown_windows():
        each.document.close()


def qtbot_app():
    return QApplication.instance()


def shown_windows() -> list[MainWindow]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]


def test_starting_with_a_file_and_recovering_opens_both(start, data, tmp_path, monkeypatch):
    saturday = tmp_path / "saturday.pulka"
    save(game_of(DEALS[:2], title="Saturday"), saturday)
    crashed(data, game_of(DEALS[:3]), None)
    choose_recover(monkeypatch)
    window = start(saturday)
    assert len(window.document.game.deals) == 3 and window.isWindowModified() and window.document.path is None
    others = [w for w in shown_windows() if w is not window]
    assert len(others) == 1 and window.companions == others
    other = others[0]
    assert other.document.path == saturday and other.document.game.title == "Saturday" and not other.isWindowModified()


def test_starting_with_the_recovered_games_own_file_opens_it_once(start, data, tmp_path, monkeypatch):
    friday = tmp_path / "friday.pulka"
    save(game_of(DEALS[:2]), friday)
    crashed(data, game_of(DEALS[:3]), friday, disk=signature(friday))
    choose_recover(monkeypatch)
    window = start(friday)
    assert window.document.path == friday and len(window.document.game.deals) == 3 and shown_windows() == [window]


def test_starting_with_a_file_and_no_recovery_opens_the_file(start, data, tmp_path, monkeypatch):
    saturday = tmp_path / "saturday.pulka"
    save(game_of(DEALS[:2], title="Saturday"), saturday)
    crashed(data, game_of(DEALS[:3]), None)
    monkeypatch.setattr(RecoveryDialog, "choose", classmethod(lambda cls, parent, found: None))  # later
    window = start(saturday)
    assert window.document.path == saturday and shown_windows() == [window]


# ----- 13. discarding at quit discards -----
ASK = QMessageBox.question  # the real prompt, before the ``asked`` fixture answers it


def click_discard_at_the_next_prompt(clicked: list) -> None:
    """Press Discard in the "Save changes?" prompt about to open, as the user would."""

    def click(tries: int = 400) -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            assert tries, "no prompt opened"
            QTimer.singleShot(5, lambda: click(tries - 1))
            return
        discard = next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.DestructiveRole)
        clicked.append(box.text())
        discard.click()

    QTimer.singleShot(0, click)


def test_a_recovered_game_discarded_at_quit_is_not_offered_at_the_next_start(start, data, qtbot, monkeypatch):
    """Recover an autosave, Ctrl+Q, Discard: the next start does not say the app did not close properly."""
    left = crashed(data, game_of(DEALS[:3]), None)
    left.journal(game_of(DEALS[:4]), None, DEALS[3])  # a deal confirmed right before the crash
    choose_recover(monkeypatch)
    window = start(None)
    assert len(window.document.game.deals) == 4 and window.isWindowModified()
    monkeypatch.setattr(QMessageBox, "question", ASK)
    clicked = []
    click_discard_at_the_next_prompt(clicked)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)  # Ctrl+Q is the window's shortcut
    qtbot.keyClick(window, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    quit_ = not window.isVisible()
    if not quit_:
        window.document.undo.setClean()  # no prompt left for the teardown to wait on
    assert quit_
    assert len(clicked) == 1 and "not saved" in clicked[0]
    # Neither the old autosave (its game, note and journal) nor the window's own is left. (The old one's lock is
    # this test process's, not a dead one's: it stays.)
    assert [p.name for p in (data / "autosave").iterdir() if p.suffix != ".lock"] == []
    # The next start.
    offered = []
    monkeypatch.setattr(RecoveryDialog, "choose", classmethod(lambda cls, parent, found: offered.append(found)))
    again = start(None)
    assert offered == [] and again.document.game is None


def test_a_recovered_game_discarded_for_another_game_leaves_no_autosave_to_offer(window, data, tmp_path, asked,
                                                                                 monkeypatch):
    """The prompt's Discard before Open drops the recovered changes for good, as at quit."""
    left = crashed(data, game_of(DEALS[:3]), None)
    choose_recover(monkeypatch)
    assert window.offer_recovery()
    saturday = tmp_path / "saturday.pulka"
    save(game_of(DEALS[:2], title="Saturday"), saturday)
    assert window.open_file(saturday)  # "Save changes?" answered Discard (the ``asked`` fixture)
    assert not left.game_file.exists() and not left.meta_file.exists()
    assert find_recoverable(data / "autosave") == []
