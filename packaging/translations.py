"""Refresh the Qt Linguist sources and compile them: `python packaging/translations.py`.

lupdate collects every translatable string of the package (the core's and the
library's English refusals too: they are marked with core/noop.py's pure-Python
QT_TRANSLATE_NOOP, which lupdate finds by name) into resources/translations/
preferans_desk_ru.ts, keeping the translations already made, and
only the plural messages into preferans_desk_en.ts: English needs no
translation, but "%n trick(s)" should read "1 trick", "2 tricks". lrelease
compiles both to the .qm files the app loads (gui/i18n.py, export/printout_words.py).

Plurals: lupdate files a message as plural when the count is the third
argument, ``tr(text, disambiguation, n)`` (words/translate.py) or
``translate(context, text, disambiguation, n)``, which is how every message
with %n is written; tests/gui/test_i18n.py checks that each one is plural in
the .ts files. (This script used to make them plural itself, when the count
came second.)
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "resources" / "translations"
LANGUAGES = ("ru",)  # full translations; English (the source) gets its plural forms only


def sources() -> list[str]:
    """The package's Python files lupdate reads, relative to the root."""
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "preferans_desk").rglob("*.py"))


def update(ts: Path, *options: str) -> None:
    """lupdate into ``ts``, then lrelease it to the .qm beside it."""
    subprocess.run(["pyside6-lupdate", *sources(), "-no-obsolete", *options, "-ts", str(ts)], cwd=ROOT, check=True)
    subprocess.run(["pyside6-lrelease", str(ts), "-qm", str(ts.with_suffix(".qm"))], cwd=ROOT, check=True)


def main() -> int:
    for language in LANGUAGES:
        update(FOLDER / f"preferans_desk_{language}.ts")
    update(FOLDER / "preferans_desk_en.ts", "-pluralonly", "-source-language", "en", "-target-language", "en")
    return 0


if __name__ == "__main__":
    sys.exit(main())
