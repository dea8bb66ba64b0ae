"""The marks lupdate looks for, typed.

PySide6's ``QT_TRANSLATE_NOOP`` is typed ``(object, object) -> object``, so every string marked with it
reads as ``object`` to a type checker. This one returns its text as ``str``, as Qt's does. lupdate finds
it by its name, so it keeps Qt's; it needs no Qt at all.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (the name lupdate looks for)
    """Mark ``text`` for translation under ``context``; worded later by ``QCoreApplication.translate``."""
    return text
