"""Where games go by default: a folder of their own in the user's documents, as native apps do."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths

FOLDER_NAME = "Preferans Desk"  # the same in every language: a translated name would move the games


def documents_folder() -> Path:
    """The user's documents folder (the home folder when the system names none); tests patch this."""
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(documents) if documents else Path.home()


def games_folder(*, create: bool = False) -> Path:
    """``Documents/Preferans Desk``; ``create`` makes it, for a save dialog to start in (a failure leaves
    the dialog its parent)."""
    folder = documents_folder() / FOLDER_NAME
    if create:
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            pass
    return folder


def start_folder(folder: Path) -> Path:
    """``folder`` if it is there, else its nearest parent that is: a dialog opened on a folder that is
    gone starts in the process's current directory instead."""
    for candidate in (folder, *folder.parents):
        if candidate.is_dir():
            return candidate
    return Path.home()
