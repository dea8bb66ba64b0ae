"""The library is pure Python like the core: the command line uses it without Qt."""

from pathlib import Path

import preferans_desk.library

from ..imports import QT, every_module_of, loaded_by

LIBRARY = Path(preferans_desk.library.__file__).parent


def test_library_modules_import_no_qt():
    assert loaded_by(every_module_of("preferans_desk.library"), QT) == []


def test_library_sources_name_no_qt():
    for path in LIBRARY.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "PySide6" not in text and "shiboken6" not in text, path.name
