"""No module of the package is named like a standard-library module or like another module of the package
(issue 23, point 7): ``numbers`` or ``report`` or ``words`` read in an import should say which one it is."""

from __future__ import annotations

import sys
from collections import defaultdict
from pathlib import Path

import preferans_desk

PACKAGE = Path(preferans_desk.__file__).parent


def module_names() -> dict[str, list[str]]:
    """Every module and subpackage under the package by its own (last) name, with where each is."""
    names: dict[str, list[str]] = defaultdict(list)
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE)
        if relative == Path("__init__.py"):
            continue
        if path.name == "__init__.py":
            names[path.parent.name].append(str(relative.parent))
        else:
            names[path.stem].append(str(relative))
    return names


def clashes() -> dict[str, list[str]]:
    return {name: places for name, places in module_names().items()
            if len(places) > 1 or name in sys.stdlib_module_names}


def test_the_walk_finds_the_package():
    names = module_names()
    assert names["settlement"] == ["core/settlement.py"] and names["panels"] == ["gui/panels"]


def test_no_module_is_named_like_the_standard_library_or_another_module():
    assert clashes() == {}


def test_a_clash_is_found(monkeypatch):
    monkeypatch.setattr(sys, "stdlib_module_names", frozenset({"settlement"}))
    assert clashes() == {"settlement": ["core/settlement.py"]}
