"""Screenshots of the live sheet on a phone, to docs/screenshots/ (run: python docs/make_phone_screenshots.py
[out_dir]).

Each sample game is served over loopback (127.0.0.1) by the share server, exactly as Game > Share with
the Table serves it, and a headless Chromium at phone size (360x780 CSS pixels, 2 device pixels each,
held upright; 780x360 turned sideways, where the page asks for the landscape sheet) loads the page and
captures it. Chromium is driven over its DevTools pipe by the standard-library
client in tests/share/cdp.py; nothing is contacted but 127.0.0.1.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from preferans_desk.core import settle_game  # noqa: E402
from preferans_desk.render.samples import sample_game  # noqa: E402
from preferans_desk.share import ShareServer  # noqa: E402
from preferans_desk.share.shared_state import shared_state  # noqa: E402
from tests.share.cdp import Browser, find_browser  # noqa: E402

UPRIGHT, SIDEWAYS, SCALE = (360, 780), (780, 360), 2

SHOTS = [
    # name, players, deals, convention, settled, language, dark, the phone's viewport (CSS pixels)
    ("phone-3-players", 3, 24, "sochi", True, "en", False, UPRIGHT),
    ("phone-3-players-ru", 3, 24, "sochi", True, "ru", False, UPRIGHT),
    ("phone-3-players-dark", 3, 24, "sochi", True, "en", True, UPRIGHT),
    ("phone-4-players", 4, 14, "leningrad", False, "en", False, UPRIGHT),
    ("phone-4-players-ru", 4, 14, "leningrad", False, "ru", False, UPRIGHT),
    ("phone-3-players-landscape", 3, 24, "sochi", True, "en", False, SIDEWAYS),
    ("phone-3-players-landscape-ru", 3, 24, "sochi", True, "ru", False, SIDEWAYS),
    ("phone-3-players-landscape-dark", 3, 24, "sochi", True, "en", True, SIDEWAYS),
    ("phone-4-players-landscape", 4, 14, "leningrad", False, "en", False, SIDEWAYS),
    ("phone-4-players-landscape-ru", 4, 14, "leningrad", False, "ru", False, SIDEWAYS),
    ("phone-4-players-ru-dark", 4, 40, "leningrad", True, "ru", True, UPRIGHT),
    ("phone-4-players-landscape-ru-dark", 4, 40, "leningrad", True, "ru", True, SIDEWAYS),
]

# Truthy once the page shows its sheet: the page's width, the viewport's and the language in use.
SHOWN = """(() => {
  const img = document.getElementById("sheet");
  if (!img || !img.src.startsWith("data:image/svg+xml") || !img.complete || !img.naturalWidth) return null;
  if (!document.getElementById("facts").textContent) return null;
  return {scroll: document.documentElement.scrollWidth, width: innerWidth, lang: document.documentElement.lang,
          height: document.documentElement.scrollHeight, facts: document.getElementById("facts").textContent,
          shape: document.documentElement.dataset.shape};
})()"""
SETTLED = "new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true))))"


def shoot(browser: Browser, out: Path, name: str, players: int, deals: int, convention: str, settled: bool,
          language: str, dark: bool, viewport: tuple[int, int]) -> None:
    game = sample_game(players, deals, convention, seed=7, whist_price=10)
    server = ShareServer("127.0.0.1")
    url = server.start()
    page = None
    try:
        server.publish(shared_state(game, settlement=settle_game(game) if settled else None))
        # The language as a Russian phone would ask for it: the browser's own (the page's default).
        page = browser.new_page(*viewport, SCALE, dark=dark, locale=language)
        page.navigate(url)
        shown = page.wait_for(SHOWN, timeout=10.0)
        if shown["lang"] != language:
            raise RuntimeError(f"{name}: the page speaks {shown['lang']!r}, not {language!r}")
        shape = "landscape" if viewport == SIDEWAYS else "portrait"
        if shown["shape"] != shape:
            raise RuntimeError(f"{name}: the page shows the {shown['shape']} sheet, not the {shape} one")
        page.evaluate(SETTLED)
        (out / f"{name}.png").write_bytes(page.screenshot())
        overflow = "" if shown["scroll"] <= shown["width"] else f"  WIDER THAN THE PHONE: {shown['scroll']} px"
        print(f"{out / name}.png  ({shown['facts']}; {shape}; page {shown['scroll']}x{shown['height']} CSS px)"
              f"{overflow}")
    finally:
        if page is not None:
            page.close()
        server.stop()


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshots"
    if find_browser() is None:
        print("chromium not installed: apt-get install chromium", file=sys.stderr)
        return 1
    out.mkdir(parents=True, exist_ok=True)
    started = time.monotonic()
    with Browser() as browser:
        for shot in SHOTS:
            shoot(browser, out, *shot)
    print(f"{len(SHOTS)} screenshots in {time.monotonic() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
