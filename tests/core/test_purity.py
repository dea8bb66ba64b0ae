"""The core never imports Qt: it must run (and be tested) without a GUI."""

import subprocess
import sys
from pathlib import Path

import preferans_desk.core

CORE = Path(preferans_desk.core.__file__).parent


def test_core_modules_import_no_qt():
    code = (
        "import sys, pkgutil, importlib, preferans_desk.core as core\n"
        "for m in pkgutil.iter_modules(core.__path__):\n"
        "    importlib.import_module('preferans_desk.core.' + m.name)\n"
        "bad = sorted(n for n in sys.modules if n.split('.')[0] in ('PySide6', 'shiboken6', 'PyQt6'))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def test_core_sources_name_no_qt():
    for path in CORE.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "PySide6" not in text and "shiboken6" not in text, path.name
