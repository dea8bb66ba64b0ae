"""What a piece of code imports, checked in a fresh interpreter (so nothing the tests loaded counts)."""

from __future__ import annotations

import subprocess
import sys

QT = ("PySide6", "shiboken6", "PyQt6")


def every_module_of(package: str) -> str:
    """Code that imports every module of ``package``."""
    return (f"import pkgutil, importlib, {package} as package\n"
            "for info in pkgutil.iter_modules(package.__path__):\n"
            f"    importlib.import_module('{package}.' + info.name)\n")


def loaded_by(code: str, roots: tuple[str, ...], env: dict[str, str] | None = None) -> list[str]:
    """The modules under ``roots`` that running ``code`` loads."""
    probe = (code + "\nimport sys\n"
             f"print(','.join(sorted(n for n in sys.modules if n.split('.')[0] in {roots!r})))\n")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True, env=env)
    lines = out.stdout.strip().splitlines()
    return [name for name in (lines[-1] if lines else "").split(",") if name]
