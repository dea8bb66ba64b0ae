"""Refresh the Qt Linguist sources and compile them: `python packaging/translations.py`.

lupdate collects every translatable string of the package into
preferans_desk/resources/translations/preferans_desk_ru.ts (keeping the
translations already made); lrelease compiles it to the .qm the app loads.
"""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "preferans_desk" / "resources" / "translations"
LANGUAGES = ("ru",)


def main() -> int:
    sources = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "preferans_desk").rglob("*.py")
                     if "core" not in p.parts)
    for language in LANGUAGES:
        ts = FOLDER / f"preferans_desk_{language}.ts"
        subprocess.run(["pyside6-lupdate", *sources, "-no-obsolete", "-ts", str(ts)], cwd=ROOT, check=True)
        subprocess.run(["pyside6-lrelease", str(ts), "-qm", str(ts.with_suffix(".qm"))], cwd=ROOT, check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
