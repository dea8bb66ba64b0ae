"""Only the window uses Qt's widgets. The layers themselves (ARCHITECTURE.md) are import-linter's contracts in
pyproject.toml, checked by .ci/run; a contract cannot name a part of an outside package, so this one is here."""

from __future__ import annotations

import ast
from pathlib import Path

import preferans_desk

PACKAGE = Path(preferans_desk.__file__).parent


def imported_modules(path: Path) -> set[str]:
    """Every module a source file imports, at its top or inside a function."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return found


def test_no_module_outside_gui_imports_qt_widgets():
    outside = [path for path in PACKAGE.rglob("*.py") if "gui" not in path.relative_to(PACKAGE).parts]
    assert len(outside) > 50
    widgets = {str(path.relative_to(PACKAGE)): sorted(name for name in imported_modules(path)
                                                       if name.startswith("PySide6.QtWidgets"))
               for path in outside}
    assert {path: names for path, names in widgets.items() if names} == {}
