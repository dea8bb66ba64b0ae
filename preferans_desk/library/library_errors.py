"""What the library says when it cannot do what was asked: ``LibraryError``, its codes and their English."""

from __future__ import annotations

from typing import Any

from preferans_desk.core.noop import QT_TRANSLATE_NOOP

UNSTORABLE = QT_TRANSLATE_NOOP("", "the name is not valid UTF-8")  # the problem of LibraryError("io") for such a file

# English wording of each LibraryError code, marked for Qt Linguist: the command line prints it, the window
# shows its translation (words/texts.problem_text). "io" only joins a path and the system's message.
MESSAGES = {
    "empty_name": QT_TRANSLATE_NOOP("", "a file name cannot be empty"),
    "bad_name": QT_TRANSLATE_NOOP("", "a file name cannot contain any of {chars}"),
    "exists": QT_TRANSLATE_NOOP("", "{name} already exists"),
    "io": "{path}: {problem}",
    "open_elsewhere": QT_TRANSLATE_NOOP("", "{name} is open in a window; close it there first"),
    "same_name": QT_TRANSLATE_NOOP("", "{name} cannot be merged with itself"),
    "not_in_library": QT_TRANSLATE_NOOP("", "{path} is not in the library"),
    "not_folder": QT_TRANSLATE_NOOP("", "{path} is not a folder"),
    "index": QT_TRANSLATE_NOOP("", "the library index {path} cannot be used: {problem}"),
    "index_read_only": QT_TRANSLATE_NOOP("", "the library index {path} cannot be written ({problem}); the games are "
                                             "read from their files each time"),
    "index_locked": QT_TRANSLATE_NOOP("", "the library index {path} is in use by another program; the games are "
                                          "read from their files each time"),
}


class LibraryError(Exception):
    """A library operation that could not be done: ``code`` and ``params`` for the window to word
    (``words.texts.problem_text``), the English message (``MESSAGES``) for the command line."""

    def __init__(self, code: str, **params: Any):
        super().__init__(MESSAGES[code].format(**params))
        self.code = code
        self.params = params


def os_problem(exc: OSError) -> str:
    """The system's message of ``exc`` (its strerror, when it has one): the library's messages add the path."""
    return exc.strerror or str(exc)
