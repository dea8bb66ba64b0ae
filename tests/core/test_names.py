"""The player-name rule (core/names.py): trimmed, non-empty, at most MAX_NAME characters, and the names of a game
different once compared caselessly, letter case and the composition of letters not counting."""

from __future__ import annotations

import pytest

from preferans_desk.core import game
from preferans_desk.core.names import (
    ALIKE,
    EMPTY,
    LONG,
    MAX_NAME,
    SAME,
    NameProblem,
    clean,
    name_key,
    name_problem,
    names_problem,
    names_problems,
)

YO = "\u0401"  # Ё as one character
YO_DECOMPOSED = "\u0415\u0308"  # Е and a combining diaeresis: the same letter on the screen


def test_max_name_is_still_importable_from_the_game():
    assert game.MAX_NAME == MAX_NAME == 100


@pytest.mark.parametrize(("name", "code"), [
    ("Anna", None), ("  Anna  ", None), ("李", None), ("Пётр Ильич", None),
    ("", EMPTY), ("   ", EMPTY), ("\t\n", EMPTY), (None, EMPTY), (7, EMPTY), (["Anna"], EMPTY),
    ("x" * MAX_NAME, None), ("x" * (MAX_NAME + 1), LONG), (" " + "x" * MAX_NAME + " ", None),
])
def test_one_name(name, code):
    assert name_problem(name) == code


def test_a_name_is_kept_trimmed():
    assert clean("  Anna Maria \n") == "Anna Maria"


@pytest.mark.parametrize(("first", "second"), [
    ("Anna", "anna"), ("Anna", " ANNA "), ("Борис", "БОРИС"), ("Straße", "STRASSE"),
    (f"{YO}лкин", f"{YO_DECOMPOSED}лкин"), (f"{YO}лкин", f"{YO_DECOMPOSED.lower()}лкин"),
    ("Zoë", "Zoe\u0308"),
])
def test_names_that_are_one(first, second):
    assert name_key(first) == name_key(second)


@pytest.mark.parametrize(("first", "second"), [
    ("Алёна", "Алена"), ("Anna", "Anna Maria"), ("Anna Maria", "AnnaMaria"), ("Zoë", "Zoe"), ("Олег", "Oлег"),
])
def test_names_that_differ(first, second):
    """Another spelling is another name (the library merges those); so is a Latin O in a Cyrillic name."""
    assert name_key(first) != name_key(second)


def test_good_names_have_no_problem():
    assert names_problems(["Anna", "Boris", "Vera", "Gleb"]) == []
    assert names_problem(["Anna", "Boris", "Vera"]) is None


def test_a_name_repeated_is_the_later_ones_fault():
    assert names_problems(["Anna", "Boris", "Anna "]) == [NameProblem(SAME, 2, 0)]
    assert names_problems(["Anna", "Boris", "anna"]) == [NameProblem(ALIKE, 2, 0)]
    assert names_problems(["Anna", "anna", "ANNA"]) == [NameProblem(ALIKE, 1, 0), NameProblem(ALIKE, 2, 0)]
    assert names_problems([f"{YO}ж", "Boris", f"{YO_DECOMPOSED}ж"]) == [NameProblem(ALIKE, 2, 0)]


def test_every_name_at_fault_once():
    problems = names_problems(["", "Boris", "x" * 101, "boris"])
    assert problems == [NameProblem(EMPTY, 0), NameProblem(LONG, 2), NameProblem(ALIKE, 3, 1)]


def test_a_bad_name_is_not_compared():
    """An empty or long name is reported as such, and a later copy of it as well, never as a repeat."""
    long = "x" * 101
    assert names_problems([long, "Boris", long]) == [NameProblem(LONG, 0), NameProblem(LONG, 2)]


def test_the_problem_reported_for_a_game():
    """A name that cannot be used on its own comes first, whatever its seat; then the first repeat."""
    assert names_problem(["Anna", "anna", ""]) == NameProblem(EMPTY, 2)
    assert names_problem(["Anna", "anna", "Boris", "boris"]) == NameProblem(ALIKE, 1, 0)
    assert names_problem(["Anna", "Boris", "Anna"]) == NameProblem(SAME, 2, 0)

