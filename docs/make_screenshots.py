"""Render sample sheets offscreen to docs/screenshots/ (run: python docs/make_screenshots.py [out_dir]).

The games are random but valid (``render.samples``, seeded), scored by the core and drawn by the
same SheetWidget the window uses.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtWidgets import QApplication  # noqa: E402

from preferans_desk.core import settle_game  # noqa: E402
from preferans_desk.gui.sheet_widget import SheetWidget  # noqa: E402
from preferans_desk.render.samples import sample_game  # noqa: E402

SHOTS = [
    # name, players, deals, convention, settled, size
    ("sheet-3-players", 3, 20, "sochi", False, (600, 800)),
    ("sheet-4-players", 4, 22, "leningrad", False, (800, 800)),
    ("sheet-3-players-settled", 3, 24, "sochi", True, (600, 800)),
    ("sheet-3-players-1366x768", 3, 20, "leningrad", False, (1366, 768)),
    ("sheet-3-players-300-deals-1366x768", 3, 300, "sochi", True, (1366, 768)),
    ("sheet-4-players-300-deals", 4, 300, "sochi", True, (1000, 1000)),
]


def main(out: Path) -> None:
    app = QApplication.instance() or QApplication(sys.argv)
    out.mkdir(parents=True, exist_ok=True)
    for name, players, deals, convention, settled, (w, h) in SHOTS:
        game = sample_game(players, deals, convention, seed=7, whist_price=10)
        widget = SheetWidget()
        widget.resize(w, h)
        widget.set_game(game, settle_game(game) if settled else None)
        widget.grab().save(str(out / f"{name}.png"))
        print(out / f"{name}.png")
    app.processEvents()


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).parent / "screenshots")
