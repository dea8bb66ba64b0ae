"""The library is pure Python like the core: the command line uses it without Qt."""

import subprocess
import sys
from pathlib import Path

import preferans_desk.library

LIBRARY = Path(preferans_desk.library.__file__).parent


def test_library_modules_import_no_qt():
    code = (
        "import sys, pkgutil, importlib, preferans_desk.library as library\n"
        "for m in pkgutil.iter_modules(library.__path__):\n"
        "    importlib.import_module('preferans_desk.library.' + m.name)\n"
        "bad = sorted(n for n in sys.modules if n.split('.')[0] in ('PySide6', 'shiboken6', 'PyQt6'))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def test_library_sources_name_no_qt():
    for path in LIBRARY.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "PySide6" not in text and "shiboken6" not in text, path.name
