"""PySide6's look at each module imported after it, made quick: whether the module's source names PySide6
(PYSIDE-2029, for ``from __feature__ import ...``), asked of every module an import statement names, the
standard library's included. PySide6 answers it with ``inspect.getsource``, which decodes the file and splits it
into lines through ``linecache``: 0.1 to 0.7 ms a module, some 130 modules and 18 ms of CPU before the window's
first paint. Here the same question is asked of the file's bytes (a module's source is in an ASCII-compatible
encoding, so the name is in its bytes exactly when it is in its text); a module that is not a readable ``.py``
file is left to PySide6's own way. Imported by ``app`` before the window's modules; where PySide6 has no such
look any more, this does nothing."""

import sys  # (nothing else: each module this imports would be looked at the slow way, before the quick one is in)

import PySide6.QtCore  # noqa: F401 (PySide6 sets up its import hook with QtCore)


def _quick(slow):
    """PySide6's ``_mod_uses_pyside`` (``slow``) answered from the file's bytes where the module is a source file."""

    def uses_pyside(module: object) -> bool:
        file = getattr(module, "__file__", None)
        if isinstance(file, str) and file.endswith(".py"):
            try:
                with open(file, "rb") as source:
                    return b"PySide6" in source.read()
            except OSError:
                pass
        return slow(module)

    return uses_pyside


def _install():
    """PySide6's own look, once the quick one is in its place (None where PySide6 has none)."""
    feature = sys.modules.get("shibokensupport.feature") or sys.modules.get("PySide6.support.feature")
    slow = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or not callable(slow):
        return None
    setattr(feature, "_mod_uses_pyside", _quick(slow))  # noqa: B010 (a private name: looked up at each import)
    return slow


PYSIDE_OWN = _install()
