"""Draw the diagrams of docs/sheet-shapes.md: a sample sheet in each shape, 3 and 4 players, as PNG
(run: python docs/make_shape_diagrams.py [out_dir]).

Each is a game of 30 random but valid deals (``render.samples``, seeded), drawn by the app's own Qt
painter offscreen at the same height: the portrait sheet 768 px tall, the landscape one 1024x768.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QColor, QImage, QPainter  # noqa: E402

from preferans_desk.export.images import ensure_gui_application  # noqa: E402
from preferans_desk.export.pages import sheet_notes  # noqa: E402
from preferans_desk.export.printout_words import Words  # noqa: E402
from preferans_desk.render.geometry import layout_sheet, sheet_aspect  # noqa: E402
from preferans_desk.render.qt_painter import LayoutPainter  # noqa: E402
from preferans_desk.render.samples import sample_game  # noqa: E402

HEIGHT = 768
GAMES = {3: ("sochi", 7), 4: ("leningrad", 5)}  # convention, seed
DEALS = 30


def draw(n: int, shape: str, path: Path) -> None:
    convention, seed = GAMES[n]
    game = sample_game(n, DEALS, convention, seed=seed, whist_price=1)
    words = Words("en")
    with words.wording():
        info = sheet_notes(game, words)
    width = round(HEIGHT * sheet_aspect(n, shape))
    layout = layout_sheet(game.sheet, width, HEIGHT, info=info, shape=shape)
    image = QImage(width, HEIGHT, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    LayoutPainter().paint(painter, layout)
    painter.end()
    if not image.save(str(path)):
        raise OSError(f"cannot write {path}")
    print(path)


def main(out: Path) -> None:
    ensure_gui_application()
    out.mkdir(parents=True, exist_ok=True)
    for n in (3, 4):
        for shape in ("portrait", "landscape"):
            draw(n, shape, out / f"sheet-{shape}-{n}-players.png")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).parent)
