"""Screenshots of the club night's scoring page on a phone, to docs/screenshots/ (run: python
docs/make_phone_scoring_screenshots.py [out_dir]).

A night of six players, round 1 opened, is served over loopback (127.0.0.1) by the director's receiver, as the
director's window serves it; its first table has a few deals confirmed from the phones and one deal waiting. A
headless Chromium at phone size (360x740 CSS pixels upright, 740x360 sideways, 2 device pixels each) loads the
table's page as the phone of another seat than the one that entered the deal, and captures it a little after the
card appeared (its Confirm enabled). Then the deal is confirmed and the entry form is captured with a contract
tapped in (the live line under it). Nothing is contacted but 127.0.0.1.
"""

from __future__ import annotations

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
from tests.share.cdp import Browser, Page, find_browser  # noqa: E402

UPRIGHT, SIDEWAYS, SCALE = (360, 740), (740, 360), 2
SHOTS = [  # name, the phone's language, dark, its viewport (CSS pixels)
    ("phone-scoring-en", "en-US", False, UPRIGHT),
    ("phone-scoring-ru-dark", "ru-RU", True, UPRIGHT),
    ("phone-scoring-landscape-en", "en-US", False, SIDEWAYS),
    ("phone-scoring-landscape-ru-dark", "ru-RU", True, SIDEWAYS),
]
FORM_SHOTS = [("phone-entry-en", "en-US", False, UPRIGHT), ("phone-entry-ru-dark", "ru-RU", True, UPRIGHT)]


def a_night(folder: Path) -> tuple[NightBook, DirectorReceiver, str, Phone]:
    """Round 1 of a night of six at two tables of three; table 1 with five deals confirmed and a sixth waiting."""
    path = folder / "Friday.prefevent"
    save_event(new_event(["Anna", "Boris", "Vera", "Gleb", "Dina", "Egor"], 2, 3, "norepeat", "7"), path)
    book = NightBook(path)
    book.open_round(1)
    server = DirectorReceiver(book, "127.0.0.1", 0)
    host, port = server.start()
    code = book.event.rounds[0].tables[0].code
    entering, checking = (Phone(f"{host}:{port}", str(code), f"phone-of-seat-{n}-000000") for n in (1, 2))
    deals = sample_deals(3, 6)
    for number, deal in enumerate(deals[:5], 1):
        entering.enter(f"deal-{number}", deal)
        checking.act(f"deal-{number}", "confirm")
    entering.enter("deal-6", deals[5])
    return book, server, f"http://{host}:{port}/t/{code}/", checking


def shoot(page: Page, path: Path) -> None:
    """The page once its sheet is drawn, to ``path``; the page closed."""
    page.wait_for('document.getElementById("sheetbox").hidden || document.getElementById("sheet").complete', 10.0)
    time.sleep(0.3)
    path.write_bytes(page.screenshot())
    print(path)
    page.close()


def main(out: Path) -> None:
    if find_browser() is None:
        sys.exit("no chromium on PATH")
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        book, server, url, checking = a_night(Path(folder))
        try:
            with Browser() as browser:
                for name, locale, dark, (width, height) in SHOTS:
                    page = browser.new_page(width, height, SCALE, dark=dark, locale=locale)
                    page.navigate(url)
                    page.wait_for('!document.getElementById("card").hidden && document.getElementById("confirm")'
                                  ' && !document.getElementById("confirm").disabled', 10.0)
                    shoot(page, out / f"{name}.png")
                checking.act("deal-6", "confirm")
                dealer = checking.state()["dealer"]
                declarer = (dealer + 1) % 3
                for name, locale, dark, (width, height) in FORM_SHOTS:
                    page = browser.new_page(width, height, SCALE, dark=dark, locale=locale)
                    page.navigate(url)
                    page.wait_for('!document.getElementById("entry").hidden', 10.0)
                    for key, value in (("declarer", declarer), ("contract", "7:hearts"), ("first", "whist"),
                                       ("second", "pass"), ("count", f"{declarer}:7")):
                        page.evaluate(f'document.querySelector(\'#entry button[data-k="{key}"][data-v="{value}"]\')'
                                      '.click()')
                    page.wait_for('document.querySelector("#entry").textContent.includes("→")', 10.0)
                    shoot(page, out / f"{name}.png")
        finally:
            server.stop()
            book.close()


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshots")
