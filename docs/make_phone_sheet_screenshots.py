"""Screenshots of a phone table's sheet with a deal waiting for its confirmation, drawn dashed, to docs/screenshots/
(run: python docs/make_phone_sheet_screenshots.py [out_dir]).

A club night is opened in a temporary folder and its director's receiver listens on 127.0.0.1; a table's phones
play a few deals (one enters, another confirms) and enter one more, left pending. The sheet is asked for as a phone
asks (``GET /t/CODE/sheet.svg``) and shown as the scoring page shows it, an image 360 CSS pixels wide on the page's
light or dark ground, in a headless Chromium at phone size (2 device pixels each), driven over its DevTools pipe by
tests/share/cdp.py. Nothing is contacted but 127.0.0.1.
"""

from __future__ import annotations

import base64
import http.client
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from preferans_desk.night.night_book import NightBook  # noqa: E402
from preferans_desk.night.night_file import save as save_event  # noqa: E402
from preferans_desk.night.night_rounds import new_event  # noqa: E402
from preferans_desk.night.receiver import DirectorReceiver  # noqa: E402
from tests.night.phone_client import Phone, sample_deals  # noqa: E402
from tests.share.cdp import Browser, find_browser  # noqa: E402

UPRIGHT, SCALE = (360, 740), 2
PLAYERS = {3: ["Anna", "Boris", "Vera", "Gleb", "Dina", "Egor"],
           4: ["Anna", "Boris", "Vera", "Gleb", "Dina", "Egor", "Zoya", "Lev"]}
SHOTS = [
    # name, players, deals confirmed, language, dark
    ("phone-sheet-pending", 3, 9, "en", False),
    ("phone-sheet-pending-dark", 3, 9, "en", True),
    ("phone-sheet-pending-4-players-ru", 4, 12, "ru", False),
    ("phone-sheet-pending-4-players-ru-dark", 4, 12, "ru", True),
]
# The page's grounds, as the scoring page follows the phone's scheme
PAGE = """<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<style>body{{margin:0;background:#f4f4f2}} img{{display:block;width:100%}}
@media (prefers-color-scheme: dark){{body{{background:#1e1f22}}}}</style></head>
<body><img id="sheet" alt="" src="data:image/svg+xml;base64,{svg}"></body></html>"""
SHOWN = "(() => { const i = document.getElementById('sheet'); return i.complete && i.naturalWidth > 0; })()"


def table_sheet(folder: Path, players: int, deals: int, lang: str) -> bytes:
    """The sheet of table 1 after ``deals`` deals confirmed and one more entered, as its first player's phone
    asks for it."""
    folder = Path(tempfile.mkdtemp(prefix="night-", dir=folder))  # a night of its own, its games and entries
    path = folder / "night.prefevent"
    save_event(new_event(PLAYERS[players], 1, players, "norepeat", "7"), path)
    book = NightBook(path)
    book.open_round(1)
    server = DirectorReceiver(book, "127.0.0.1", 0)
    host, port = server.start()
    try:
        code = book.event.rounds[0].tables[0].code
        entering, checking = (Phone(f"{host}:{port}", code, f"phone-{n}") for n in range(2))
        played = sample_deals(players, deals + 1, seed=3)
        for number, deal in enumerate(played[:-1], 1):
            entering.enter(f"deal-{number}", deal)
            checking.act(f"deal-{number}", "confirm")
        entering.enter("waiting", played[-1])
        status, svg = _get(host, port, f"/t/{code}/sheet.svg?shape=portrait&seat=0&lang={lang}")
        if status != 200:
            raise RuntimeError(f"the sheet was refused: {status} {svg[:200]!r}")
        return svg
    finally:
        server.stop()
        book.close()


def _get(host: str, port: int, path: str) -> tuple[int, bytes]:
    connection = http.client.HTTPConnection(host, port, timeout=20)
    try:
        connection.request("GET", path)
        reply = connection.getresponse()
        return reply.status, reply.read()
    finally:
        connection.close()


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshots"
    if find_browser() is None:
        print("chromium not installed: apt-get install chromium", file=sys.stderr)
        return 1
    out.mkdir(parents=True, exist_ok=True)
    started = time.monotonic()
    with tempfile.TemporaryDirectory() as folder, Browser() as browser:
        for name, players, deals, lang, dark in SHOTS:
            svg = table_sheet(Path(folder), players, deals, lang)
            html = Path(folder) / f"{name}.html"
            html.write_text(PAGE.format(svg=base64.b64encode(svg).decode()), encoding="utf-8")
            page = browser.new_page(*UPRIGHT, SCALE, dark=dark, locale=lang)
            try:
                page.navigate(html.as_uri())
                page.wait_for(SHOWN, timeout=10.0)
                (out / f"{name}.png").write_bytes(page.screenshot())
            finally:
                page.close()
            print(f"{out / name}.png  ({players} players, {deals} deals and one waiting, {lang})")
    print(f"{len(SHOTS)} screenshots in {time.monotonic() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
