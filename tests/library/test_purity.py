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


def test_the_lazy_names_are_the_exported_ones_and_load_nothing_before_use():
    import subprocess
    import sys

    library = preferans_desk.library
    assert sorted(library.__all__) == sorted(library._HOME)
    for name in library.__all__:
        assert getattr(library, name) is not None
    code = ("import sys; from preferans_desk.library import default_data_dir; "
            "print('sqlite3' in sys.modules, 'preferans_desk.library.stats' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert out == ["False", "False"]  # the window's start needs the data folder only
