"""The deal-entry form on the real scoring page (``GET /t/CODE/``, the shell's page assembled with the form) in
headless Chromium at 360×740 over 127.0.0.1: a deal tapped on the page becomes the table's pending entry exactly as
the game file writes it, the form waits hidden while it is open, and comes back cleared once another phone
confirms it, for the next deal. Skipped where no Chromium is found, or where the scoring page is not served."""

from __future__ import annotations

import json
import time
import urllib.error
import urllib.request

import pytest

from preferans_desk.core.deals import Contract, Misere
from preferans_desk.core.gamefile import deal_to_json
from preferans_desk.core.validate import Table
from preferans_desk.night.night_book import NightBook
from preferans_desk.night.night_file import save as save_event
from preferans_desk.night.night_rounds import new_event
from preferans_desk.night.receiver import DirectorReceiver

from ..share.cdp import Browser, Page, find_browser
from .phone_client import Phone

pytestmark = pytest.mark.xdist_group("browser")
DIRECT = urllib.request.build_opener(urllib.request.ProxyHandler({}))
WITHIN = 10.0  # seconds: the page polls every 1.5 s


@pytest.fixture
def night(tmp_path):
    path = tmp_path / "Friday.prefevent"
    save_event(new_event(["Anna", "Boris", "Vera", "Gleb", "Dina", "Egor"], 1, 3, "norepeat", "7"), path)
    book = NightBook(path)
    book.open_round(1)
    server = DirectorReceiver(book, "127.0.0.1", 0)
    host, port = server.start()
    try:
        yield book, f"{host}:{port}", book.event.rounds[0].tables[0].code or ""
    finally:
        server.stop()
        book.close()


def tap(page: Page, selector: str) -> None:
    """A real tap (a mouse press and release) at the middle of what ``selector`` finds, once it can be tapped."""
    where = page.wait_for(f"""(() => {{
      const el = document.querySelector({json.dumps(selector)});
      if (!el || el.disabled || el.closest("[hidden]")) return null;
      el.scrollIntoView({{block: "center"}});
      const r = el.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
      return el.contains(document.elementFromPoint(x, y)) ? [x, y] : null;
    }})()""", WITHIN)
    for kind in ("mousePressed", "mouseReleased"):
        page.send("Input.dispatchMouseEvent", {"type": kind, "x": where[0], "y": where[1], "button": "left",
                                               "clickCount": 1})


def open_entry(book: NightBook, code: str) -> dict | None:
    entries = book.phone_state(book.seat(code))["entries"]
    return entries[0] if entries else None


def wait(condition, what: str) -> None:
    deadline = time.monotonic() + WITHIN
    while not condition():
        if time.monotonic() > deadline:
            pytest.fail(f"{what} within {WITHIN} s")
        time.sleep(0.05)


def test_a_deal_tapped_on_the_scoring_page_waits_for_another_phone(night):
    book, address, code = night
    url = f"http://{address}/t/{code}/"
    try:
        DIRECT.open(url, timeout=10).close()
    except urllib.error.HTTPError as error:
        pytest.skip(f"the scoring page is not served here ({error.code}): the form is tested on its harness")
    if find_browser() is None:
        pytest.skip("chromium not installed: apt-get install chromium")
    state = Phone(address, code, "other").state()
    seats = Table(state["players"], state["dealer"])
    d = seats.active[1]
    first, _second = seats.defenders(d)
    with Browser() as browser:
        page = browser.new_page(360, 740, locale="en-US")
        page.navigate(url)
        taps = [f'#entry button[data-k="declarer"][data-v="{d}"]',
                '#entry button[data-k="contract"][data-v="7:spades"]',
                '#entry button[data-k="first"][data-v="whist"]', '#entry button[data-k="second"][data-v="pass"]',
                f'#entry button[data-k="count"][data-v="{d}:7"]', "#entry .pe-send"]
        for selector in taps[:-1]:
            tap(page, selector)
        page.evaluate("window.scrollTo(0, 0)")  # the form is longer than the screen: Send stays at its foot
        assert page.evaluate("document.querySelector('#entry .pe-send').getBoundingClientRect().bottom"
                             " <= innerHeight && document.documentElement.scrollHeight > innerHeight")
        tap(page, taps[-1])
        wait(lambda: open_entry(book, code) is not None, "the entry did not reach the director")
        entry = open_entry(book, code)
        assert entry is not None and entry["state"] == "pending"
        expected = Contract(d, 7, "spades", ("whist", "pass"), tuple(7 if s == d else 3 if s == first else 0
                                                                      for s in range(3)))
        assert {k: v for k, v in entry["deal"].items() if k != "time"} == deal_to_json(expected)
        assert len(taps) == 6
        page.wait_for("document.getElementById('entry').hidden", WITHIN)  # one entry at a time
        assert Phone(address, code, "other").act(entry["id"], "confirm")[0] == 200
        page.wait_for("!document.getElementById('entry').hidden && "
                      "!document.querySelector('#entry button.on[data-k=\"declarer\"]')", WITHIN)  # cleared
        dealer = Phone(address, code, "other").state()["dealer"]
        m = Table(state["players"], dealer).active[0]
        for selector in ('#entry button[data-k="kind"][data-v="misere"]',
                         f'#entry button[data-k="declarer"][data-v="{m}"]', "#entry .pe-send"):
            tap(page, selector)
        wait(lambda: open_entry(book, code) is not None, "the misère did not reach the director")
        misere = open_entry(book, code)
        assert misere is not None and {k: v for k, v in misere["deal"].items() if k != "time"} == \
            deal_to_json(Misere(m, 0))
        thrown = [e for e in browser.events if e.get("method") == "Runtime.exceptionThrown"]
        assert not thrown, thrown
