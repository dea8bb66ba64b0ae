"""The window's files: open, save, save as, the unsaved-changes prompt, recovery after a crash,
the recent files and the library registration.

``GameFiles`` asks the questions (file dialogs, message boxes) and hands the
result to the game document, which owns the game and its state.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox, QPushButton, QStatusBar, QWidget

from preferans_desk.core.atomic import is_write_protected
from preferans_desk.core.errors import GameFileError
from preferans_desk.core.gamefile import EXTENSION, load
from preferans_desk.gui.places import games_folder, start_folder
from preferans_desk.gui.state import preferences
from preferans_desk.gui.state.autosave import Recoverable, discard, find_recoverable, recover
from preferans_desk.gui.state.document import GameDocument, SaveConflict, signature
from preferans_desk.words import texts

if TYPE_CHECKING:
    from collections.abc import Callable

    from preferans_desk.core.game import Game
    from preferans_desk.library import Library

MAX_RECENT = 8
# A recovered game whose file's state at the autosave is not known: any file there counts as changed,
# so that saving over it asks first.
UNKNOWN_DISK = (-1, -1, "")


def ask_save_path(parent: QWidget | None, caption: str, suggested: str, filters: str, suffix: str,
                  suffixes: dict[str, str] | None = None) -> Path | None:
    """The file name chosen in the save dialog, with its suffix (``suffixes``: by the filter chosen);
    None when cancelled. The dialog asks before replacing the name as typed; when the suffix is added
    here that is another file, so replacing it is asked here."""
    _widen_sidebar_soon()
    chosen, selected = QFileDialog.getSaveFileName(parent, caption, suggested, filters)
    if not chosen:
        return None
    path = Path(chosen)
    if path.suffix.lower() in (suffix, *(suffixes or {}).values()):
        return path
    path = path.with_name(path.name + (suffixes or {}).get(selected, suffix))
    if os.path.lexists(path) and not confirm_replace(parent, path):
        return None
    return path


def confirm_replace(parent: QWidget | None, path: Path) -> bool:
    answer = QMessageBox.question(
        parent, QCoreApplication.translate("GameFiles", "Replace the file?"),
        QCoreApplication.translate("GameFiles", "%1 already exists in %2. Replace it?")
        .replace("%1", path.name).replace("%2", str(path.parent)),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
    return answer == QMessageBox.StandardButton.Yes


class FilesWindow(Protocol):
    """What ``GameFiles`` needs of the window it works for (the main window is one)."""

    @property
    def document(self) -> GameDocument: ...
    @property
    def qsettings(self) -> QSettings: ...
    @property
    def data_dir(self) -> Path: ...  # the library's index lives there

    def window(self) -> QWidget: ...  # the parent of the questions asked
    def statusBar(self) -> QStatusBar: ...  # noqa: N802 (Qt's name): where what was done is said
    def set_game(self, game: Game, path: Path | None, *, modified: bool = False, read_only: bool = False) -> None:
        """Show ``game``: the window resets its own parts (the reminders, the central widget)."""
    def after_first_paint(self, call: Callable[[], object]) -> None: ...  # work the first sight need not wait for


class GameFiles(QObject):
    def __init__(self, window: FilesWindow):
        widget = window.window()
        super().__init__(widget)
        self.widget = widget  # the questions' parent
        self.window = window
        self.document = window.document
        self._library: Library | None = None  # opened when first needed (it indexes the games folder)
        self._recovered: tuple[Recoverable, object] | None = None  # a crashed autosave and the game it gave
        # Its changes were discarded when that game leaves the window unsaved: its autosave goes too.
        self.document.changed.connect(self._drop_recovered_if_replaced)
        self.document.closed.connect(self._drop_recovered)

    # ----- opening -----
    def open_file(self, path: str | Path | None = None) -> bool:
        """Open a game file; on any problem the game open before stays as it was. Opened as the window
        starts, the file goes into the library after the window's first paint (``after_first_paint``): the
        library's modules and its look at the games folder need not hold up the first sight of the game."""
        window = self.window
        if path is None:
            _widen_sidebar_soon()
            chosen, _ = QFileDialog.getOpenFileName(self.widget, self.tr("Open game"), self.last_folder(),
                                                    self.tr("Preferans games (*%1);;All files (*)")
                                                    .replace("%1", EXTENSION))
            if not chosen:
                return False
            path = chosen
        path = Path(path)
        read = signature(path)
        try:
            loaded = load(path)
        except GameFileError as exc:
            self._error(self.tr("Cannot open %1").replace("%1", path.name), texts.problem_text(exc))
            return False
        if not self.maybe_save():
            return False
        if signature(path) != read:  # the prompt's Save wrote this very file: show what it holds now
            try:
                loaded = load(path)
            except GameFileError as exc:
                self._error(self.tr("Cannot open %1").replace("%1", path.name), texts.problem_text(exc))
                return False
        owner = self.document.claim(path)
        if owner is not None:
            choice = self.ask(self.tr("Game open elsewhere"),
                              self.tr("%1 is open in another Preferans Desk window (process %2 on %3). Open it "
                                      "read-only, to look at it or save it under another name, or as an untitled "
                                      "copy?").replace("%1", path.name).replace("%2", str(owner.pid))
                              .replace("%3", owner.host or "?"),
                              [("read_only", self.tr("Open &Read-Only")), ("copy", self.tr("Open a &Copy")),
                               ("cancel", self.tr("Cancel"))])
            if choice == "cancel":
                return False
            if choice == "copy":
                window.set_game(loaded.game, None)
                return True
        window.set_game(loaded.game, path, read_only=owner is not None)
        self.add_recent(path)
        self.window.after_first_paint(lambda: self.register(path))
        if loaded.warnings:
            QMessageBox.warning(self.widget, self.tr("Opened with warnings"),
                                "\n".join(self.tr("Deal %1: %2").replace("%1", str(w.deal))
                                          .replace("%2", texts.warning_text(w)) for w in loaded.warnings[:20]))
        return True

    def open_sample(self, path: Path) -> bool:
        """A sample opens as an untitled game: saving must not write into the installed package."""
        try:
            game = load(path).game
        except GameFileError as exc:
            self._error(self.tr("Cannot open %1").replace("%1", path.name), texts.problem_text(exc))
            return False
        if not self.maybe_save():
            return False
        self.window.set_game(game, None)
        return True

    # ----- saving -----
    def save(self) -> bool:
        if self.document.game is None:
            return False
        if self.document.path is None or self.document.read_only:
            return self.save_as()
        return self.write(self.document.path)

    def save_as(self) -> bool:
        game = self.document.game
        if game is None:
            return False
        suggested = str(self.document.path
                        or Path(self.last_folder(create=True)) / f"{game.title or 'game'}{EXTENSION}")
        path = ask_save_path(self.widget, self.tr("Save game"), suggested,
                             self.tr("Preferans games (*%1)").replace("%1", EXTENSION), EXTENSION)
        return path is not None and self.write(path)

    def write(self, path: Path, *, overwrite: bool = False) -> bool:
        """Save to ``path``; ``overwrite`` when the user chose to write over a file changed on disk."""
        document = self.document
        if is_write_protected(path):
            self._error(self.tr("Cannot save"),
                        self.tr("%1 is read-only; save the game under another name.").replace("%1", str(path)))
            return False
        if path != document.path or document.read_only:  # somewhere new: the file must not be open elsewhere
            owner = document.claim(path)
            if owner is not None:
                self._error(self.tr("Cannot save"),
                            self.tr("%1 is open in another Preferans Desk window (process %2 on %3); "
                                    "save under another name.").replace("%1", path.name)
                            .replace("%2", str(owner.pid)).replace("%3", owner.host or "?"))
                return False
        try:
            document.save_to(path, overwrite=overwrite)
        except SaveConflict:
            return self._conflict(path)
        except OSError as exc:
            self._error(self.tr("Cannot save"), f"{path}: {exc.strerror or exc}")
            return False
        # Saved: from here on nothing may hide that (a full data folder, a broken library).
        if self._recovered is not None and self._recovered[1] is self.document.game:
            _discard_quietly(self._recovered[0])  # the recovered game is safe now: its old autosave can go
            self._recovered = None
        self.add_recent(path)
        saved = self.tr("Saved %1").replace("%1", str(path))
        problem = self._register(path)
        if problem is not None:
            saved = self.tr("%1; not added to the library: %2").replace("%1", saved).replace("%2", problem)
        self.window.statusBar().showMessage(saved, 10000 if problem else 5000)
        return True

    def _conflict(self, path: Path) -> bool:
        """The file changed on disk since it was opened or saved here: the user decides, nothing is lost
        silently."""
        choice = self.ask(self.tr("The file changed on disk"),
                          self.tr("%1 was changed by another window or program since this window opened or "
                                  "saved it. Save this game as a copy, reload the file (the changes made here "
                                  "are dropped), or overwrite it (the other changes are lost)?")
                          .replace("%1", path.name),
                          [("copy", self.tr("Save as &Copy…")), ("reload", self.tr("&Reload")),
                           ("overwrite", self.tr("&Overwrite")), ("cancel", self.tr("Cancel"))])
        if choice == "copy":
            return self.save_as()
        if choice == "reload":
            try:
                loaded = load(path)
            except GameFileError as exc:
                self._error(self.tr("Cannot open %1").replace("%1", path.name), texts.problem_text(exc))
                return False
            self.window.set_game(loaded.game, path)
            return False
        if choice == "overwrite":
            return self.write(path, overwrite=True)
        return False

    def _error(self, title: str, text: str) -> None:
        QMessageBox.critical(self.widget, title, text)

    def ask(self, title: str, text: str, choices: list[tuple[str, str]]) -> str:
        """A question with named answers; the first is the default, the last is what Esc gives."""
        box = QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.NoButton, self.widget)
        answers: list[tuple[QPushButton, str]] = []  # each answer's button and key
        for index, (key, label) in enumerate(choices):
            last = index == len(choices) - 1
            role = QMessageBox.ButtonRole.RejectRole if last else QMessageBox.ButtonRole.AcceptRole
            answers.append((box.addButton(label, role), key))
        box.setDefaultButton(answers[0][0])
        box.setEscapeButton(answers[-1][0])
        box.exec()
        clicked = box.clickedButton()
        return next((key for button, key in answers if button == clicked), choices[-1][0])

    def ask_to_save(self) -> QMessageBox.StandardButton:
        """Save, Discard or Cancel the unsaved changes. Each button has its own mnemonic: they are buttons of
        our own, as Qt's standard labels have none under most styles (and a language change would put those
        back over ours). Enter saves, Esc cancels."""
        standard, role = QMessageBox.StandardButton, QMessageBox.ButtonRole
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Unsaved changes"),
                          self.tr("The game has changes that are not saved. Save them?"),
                          standard.NoButton, self.widget)
        save = box.addButton(self.tr("&Save"), role.AcceptRole)
        discard = box.addButton(self.tr("&Discard"), role.DestructiveRole)
        cancel = box.addButton(self.tr("&Cancel"), role.RejectRole)
        box.setDefaultButton(save)
        box.setEscapeButton(cancel)
        box.exec()
        clicked = box.clickedButton()
        return standard.Save if clicked is save else standard.Discard if clicked is discard else standard.Cancel

    def maybe_save(self) -> bool:
        """Ask before unsaved changes are lost; False means the user cancelled."""
        if not self.document.modified:
            return True
        answer = self.ask_to_save()
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    # ----- after a crash -----
    def offer_recovery(self) -> bool:
        """After a crash: offer every autosave left behind, each named by its game; True if one was
        recovered. An autosave goes only once its game was recovered and saved, or the user discarded it."""
        found = find_recoverable(self.document.autosave.folder)
        if not found:
            return False
        from preferans_desk.gui.dialogs.recovery_dialog import RecoveryDialog  # only when there is something to offer

        while found:
            choice = RecoveryDialog.choose(self.widget, found)
            if choice is None:  # later: all of them stay for the next start
                return False
            action, item = choice
            if action == "recover":
                return self._recover(item)
            discard(item)
            found = [other for other in found if other != item]
        return False

    def _recover(self, item: Recoverable) -> bool:
        """Show the autosaved game, unsaved, with its file: saving it asks first if the file changed
        after the autosave was written. Its new autosave is written at once; the old one is removed
        only when the game is saved, never before a newer copy is on disk."""
        try:
            loaded = recover(item)
        except GameFileError as exc:
            self._error(self.tr("Cannot recover the game"), texts.problem_text(exc))
            return False
        document = self.document
        owner = document.claim(item.original) if item.original is not None else None
        self.window.set_game(loaded.game, item.original, modified=True, read_only=owner is not None)
        if item.original is not None and os.path.lexists(item.original):
            document.assume_disk(item.disk or UNKNOWN_DISK)
        document.write_autosave()  # now, not on the next turn of the event loop
        self._recovered = (item, loaded.game)  # the old autosave goes only once this game is saved
        return True

    def _drop_recovered_if_replaced(self) -> None:
        if self._recovered is not None and self._recovered[1] is not self.document.game:
            self._drop_recovered()

    def _drop_recovered(self) -> None:
        """The recovered game was closed or replaced without saving (the user discarded its changes):
        its old autosave and journal are not offered again at the next start."""
        if self._recovered is not None:
            _discard_quietly(self._recovered[0])
            self._recovered = None

    # ----- folders, recent files, the library -----
    def last_folder(self, *, create: bool = False) -> str:
        """Where Open and Save As start: the folder last saved to or opened from, else the games folder
        in the documents (``create``: made now, for saving into)."""
        recent = self.recent_files()
        folder = Path(recent[0]).parent if recent else games_folder(create=create)
        return str(start_folder(folder))

    def recent_files(self) -> list[str]:
        return preferences.read(self.window.qsettings, preferences.RECENT_FILES)

    def add_recent(self, path: Path) -> None:
        items = [str(path.resolve()), *(p for p in self.recent_files() if p != str(path.resolve()))]
        preferences.write(self.window.qsettings, preferences.RECENT_FILES, items[:MAX_RECENT])

    def fill_recent_menu(self, menu: QMenu) -> None:
        menu.clear()
        for item in self.recent_files():
            action = menu.addAction(item)
            action.setMenuRole(QAction.MenuRole.NoRole)  # a file named "About…" stays in this menu on macOS
            action.triggered.connect(lambda _=False, p=item: self.open_file(p))
        if menu.isEmpty():
            menu.addAction(self.tr("(none)")).setEnabled(False)

    @property
    def library(self) -> Library:
        if self._library is None:
            from preferans_desk.library import Library  # its index loads sqlite3: not at start-up

            self._library = Library(self.window.data_dir)
        return self._library

    def register(self, path: Path) -> None:
        """Every game the window opens or saves is found again in the library."""
        problem = self._register(path)
        if problem is not None:
            self.window.statusBar().showMessage(self.tr("Not added to the library: %1").replace("%1", problem),
                                                10000)

    def _register(self, path: Path) -> str | None:
        """Register ``path``; what went wrong, if anything. The library never gets in the way of saving
        or opening: a full data folder makes its database fail too (sqlite3 raises its own errors)."""
        import sqlite3

        from preferans_desk.library import LibraryError

        try:
            self.library.register(path)
        except LibraryError as exc:
            return texts.problem_text(exc)
        except (OSError, sqlite3.Error) as exc:
            return getattr(exc, "strerror", None) or str(exc)
        return None


def _widen_sidebar_soon() -> None:
    from preferans_desk.gui.dialogs.file_dialogs import widen_sidebar_soon  # with the first file dialog, not at start

    widen_sidebar_soon()


def _discard_quietly(item: Recoverable) -> None:
    """Remove an autosave no longer needed; one that cannot be removed now is offered again later."""
    try:
        discard(item)
    except OSError:
        pass
