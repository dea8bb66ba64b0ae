"""Player names: the one rule, kept here so that the game file and the new-game dialog cannot disagree.

A name is its text trimmed of surrounding white space; it must not be empty and has at most ``MAX_NAME``
characters. The names of one game must differ when compared caselessly (Unicode's canonical caseless match):
"Anna" and "anna" are one person at the table, and so are "Ёлкин" typed with the letter Ё and with Е plus a
combining diaeresis, which look the same on the sheet. Different spellings (Алёна, Алена) stay different names;
the library's merged names are for those.

Codes, not words: the file loader turns a problem into a ``GameFileError``, the dialog into its own message.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass

MAX_NAME = 100  # a player's name, in characters once trimmed

EMPTY = "empty"  # not text, or only white space
LONG = "long"  # more than MAX_NAME characters
SAME = "same"  # the same text as an earlier name, once trimmed
ALIKE = "alike"  # an earlier name but for letter case or the way a letter is composed


@dataclass(frozen=True)
class NameProblem:
    """What is wrong with the name at ``index`` (0-based); ``other`` is the earlier name it repeats."""

    code: str
    index: int
    other: int | None = None


def clean(name: str) -> str:
    """The name as kept: trimmed."""
    return name.strip()


def name_key(name: str) -> str:
    """What names are compared by: NFD(casefold(NFD(name))), so that case and composition do not count."""
    return unicodedata.normalize("NFD", unicodedata.normalize("NFD", clean(name)).casefold())


def name_problem(name: object) -> str | None:
    """``EMPTY`` or ``LONG`` when one name cannot be used on its own, else None."""
    if not isinstance(name, str) or not clean(name):
        return EMPTY
    if len(clean(name)) > MAX_NAME:
        return LONG
    return None


def names_problems(names: Sequence[object]) -> list[NameProblem]:
    """Each name at fault, in order, with one problem each; of two names that are one, the later is at fault."""
    problems: list[NameProblem] = []
    seen: dict[str, tuple[int, str]] = {}  # by key: the first name's index and text
    for index, name in enumerate(names):
        code = name_problem(name)
        if code is not None or not isinstance(name, str):
            problems.append(NameProblem(code or EMPTY, index))
            continue
        key = name_key(name)
        if key not in seen:
            seen[key] = index, clean(name)
            continue
        other, text = seen[key]
        problems.append(NameProblem(SAME if text == clean(name) else ALIKE, index, other))
    return problems


def names_problem(names: Sequence[object]) -> NameProblem | None:
    """The problem to report for a game's names, None when they are fine: a name that cannot be used on its
    own comes before two names that are one."""
    problems = names_problems(names)
    alone = [problem for problem in problems if problem.other is None]
    found = alone or problems
    return found[0] if found else None
