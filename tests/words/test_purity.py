"""The words layer is pure Python like the core: the command line and the PDF writer word deals, settings and
refusals with it, and no Qt comes with them."""

from pathlib import Path

import preferans_desk.words

from ..imports import QT, every_module_of, loaded_by

WORDS = Path(preferans_desk.words.__file__).parent


def test_words_modules_import_no_qt():
    assert loaded_by(every_module_of("preferans_desk.words"), QT) == []


def test_words_sources_name_no_qt():
    for path in WORDS.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "PySide6" not in text and "shiboken6" not in text, path.name
