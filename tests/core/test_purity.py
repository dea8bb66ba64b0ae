"""The core never imports Qt: it must run (and be tested) without a GUI."""

from pathlib import Path

import preferans_desk.core

from ..imports import QT, every_module_of, loaded_by

CORE = Path(preferans_desk.core.__file__).parent


def test_core_modules_import_no_qt():
    assert loaded_by(every_module_of("preferans_desk.core"), QT) == []


def test_core_sources_name_no_qt():
    for path in CORE.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "PySide6" not in text and "shiboken6" not in text, path.name
