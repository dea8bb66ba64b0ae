"""``QT_TRANSLATE_NOOP`` without Qt: marks an English message for Qt Linguist and returns it unchanged.

The core words its refusals in English (the command line prints them) and stays pure Python; ``lupdate``
finds the marked messages by this function's name, so that the words layer (``preferans_desk.words``)
translates the very same source text for the window, with no copy of the tables to keep in step.
Module-level messages use the empty context ``""``, where ``words.translate.tr`` looks them up.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (the name lupdate looks for)
    """``text`` itself; ``context`` is read by lupdate only."""
    return text
