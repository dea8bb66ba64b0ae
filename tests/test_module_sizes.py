"""No module of the package is over 700 lines (issue 23, point 1): past that a module holds more than one thing,
and a new contributor reads it as a maze. A module that grows past the bound is split by what it holds."""

from __future__ import annotations

from pathlib import Path

import preferans_desk

PACKAGE = Path(preferans_desk.__file__).parent
MOST_LINES = 700


def test_no_module_is_over_the_bound():
    sizes = {str(path.relative_to(PACKAGE)): len(path.read_text(encoding="utf-8").splitlines())
             for path in sorted(PACKAGE.rglob("*.py"))}
    assert len(sizes) > 100  # the package's modules were found
    assert {name: lines for name, lines in sizes.items() if lines > MOST_LINES} == {}
