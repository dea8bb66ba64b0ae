"""Pictures of the PDF's first page, to docs/screenshots/ (run: python docs/make_pdf_screenshots.py [out_dir]).

Each sample game is printed as ``preferans-desk export ... -o OUT.pdf`` prints it, on A4 upright and turned
sideways (``--landscape``: the landscape sheet, the results beside it), and page 1 is drawn by poppler's
``pdftoppm`` (another program than ours, as a reader's viewer would draw it; apt-get install poppler-utils).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from preferans_desk.export.pdf import pdf_bytes  # noqa: E402
from preferans_desk.render.samples import sample_game  # noqa: E402

DPI = 100

SHOTS = [
    # name, players, deals, convention, language, orientation
    ("pdf-3-players", 3, 24, "sochi", "en", "portrait"),
    ("pdf-3-players-landscape", 3, 24, "sochi", "en", "landscape"),
    ("pdf-3-players-landscape-ru", 3, 24, "sochi", "ru", "landscape"),
    ("pdf-3-players-ru", 3, 24, "sochi", "ru", "portrait"),
    ("pdf-4-players", 4, 40, "leningrad", "en", "portrait"),
    ("pdf-4-players-landscape", 4, 40, "leningrad", "en", "landscape"),
    ("pdf-4-players-landscape-ru", 4, 40, "leningrad", "ru", "landscape"),
]


def shoot(out: Path, name: str, players: int, deals: int, convention: str, language: str, orientation: str) -> None:
    game = sample_game(players, deals, convention, seed=7, whist_price=10)
    with tempfile.TemporaryDirectory() as folder:
        pdf = Path(folder) / "game.pdf"
        pdf.write_bytes(pdf_bytes(game, lang=language, orientation=orientation))
        subprocess.run(["pdftoppm", "-f", "1", "-l", "1", "-r", str(DPI), "-png", "-singlefile", str(pdf),
                        str(out / name)], check=True, timeout=60)
    print(f"{out / name}.png  ({players} players, {language}, A4 {orientation})")


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshots"
    if shutil.which("pdftoppm") is None:
        print("pdftoppm not installed: apt-get install poppler-utils", file=sys.stderr)
        return 1
    out.mkdir(parents=True, exist_ok=True)
    for shot in SHOTS:
        shoot(out, *shot)
    return 0


if __name__ == "__main__":
    sys.exit(main())
