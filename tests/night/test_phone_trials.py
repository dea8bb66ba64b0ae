"""Trials of a club night scored on phones (issue 34), end to end: the director a process of its own
(``preferans-desk event serve`` on 127.0.0.1, killed and started again as a crash would), the phones real pages in
headless Chromium (``tests/share/cdp.py``), each phone a browser context of its own (its own storage: its own
device id and its own queue of entries not yet sent), driven as players would: one page enters a deal, another
confirms it by pressing Confirm on its card.

What they try: a round at a table of three and at a table of four, the standings then a laptop table's for the
same deals; a withdrawal, a dispute and the director's answers (the service stopped, the night answered through
``NightBook.answer_entry``, the service started again with the pages open); a page taken offline mid-entry, whose
deal is sent once and counted once when it is back; a page reloaded finding its table as it stands; the director
killed (SIGKILL) and restarted with the pages open, losing nothing it confirmed or acknowledged. Skipped without
Chromium. Nothing leaves 127.0.0.1 (the browser resolves no other host; the pages are checked to ask for nothing
else).
"""

from __future__ import annotations

import dataclasses
import importlib.util
import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from preferans_desk.core.deals import Contract
from preferans_desk.core.gamefile import deal_from_json, deal_to_json, dumps
from preferans_desk.night.night_book import NightBook
from preferans_desk.night.night_file import save as save_event
from preferans_desk.night.night_rounds import new_event
from preferans_desk.night.phone_entries import ACCEPTED, DELETED
from preferans_desk.night.table_link import TableLink, join
from tests.gui.test_club_night_processes import free_port
from tests.night.test_night_processes import Serve
from tests.share.cdp import Browser, CDPError, Page, find_browser

from .phone_client import Phone, sample_deals

pytestmark = [pytest.mark.slow, pytest.mark.timeout(280), pytest.mark.xdist_group("browser")]

# 14 players at mixed tables: two tables of three, then two of four (table_split): one of each size scores on
# phones, the other plays the same deals on a laptop
FOURTEEN = ["Anna", "Boris", "Vera", "Gleb", "Dina", "Egor", "Zoya", "Lev", "Mira", "Oleg", "Pavel", "Rita",
            "Sofia", "Timur"]
SIX = FOURTEEN[:6]
FORM_DEAL = deal_to_json(Contract(1, 8, "diamonds", ("pass", "pass")))
WITHIN = 20.0  # seconds for a page to show what the director holds (it asks every 1.5 s; a busy machine)

# What a page shows: its connection, the open entry's card and its buttons, the confirmed deals listed, what became
# of the last entry, and its queue of entries not yet answered (the browser's storage)
SHOWN = """(() => {
  const $ = (id) => document.getElementById(id);
  if (!$("conn") || !$("card") || !$("list")) return null;
  const code = location.pathname.split("/")[2].toUpperCase().replace(/-/g, "");
  let queue = [];
  try { queue = JSON.parse(localStorage.getItem("queue:" + code) || "[]"); } catch (e) { queue = null; }
  return {conn: $("conn").className, connText: $("conn").textContent, card: !$("card").hidden,
          cardState: $("card").hidden ? "" : $("card").className,
          buttons: Array.from(document.querySelectorAll("#acts button"), (b) => b.id + (b.disabled ? "-off" : "")),
          deals: $("list").children.length, fate: $("fate").textContent, refusal: $("refusal").hidden ? ""
          : $("refusal").textContent, queue: queue && queue.map((q) => q.id), entryHidden: $("entry").hidden};
})()"""


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    if find_browser() is None:
        pytest.skip("chromium not installed: apt-get install chromium")
    if importlib.util.find_spec("preferans_desk.night.phone_page") is None:  # a branch from before the page
        pytest.skip("the scoring page (night/phone_page.py) is not in this checkout yet")
    with Browser(timeout=20.0) as chromium:
        yield chromium


class PhonePage:
    """One phone: a page of the table in a browser context of its own, as a player's phone is."""

    def __init__(self, browser: Browser, url: str):
        self.browser, self.url = browser, url
        self.context = browser.send("Target.createBrowserContext")["browserContextId"]
        target = browser.send("Target.createTarget", {"url": "about:blank", "browserContextId": self.context})
        session = browser.send("Target.attachToTarget", {"targetId": target["targetId"], "flatten": True})
        self.page = Page(browser, target["targetId"], session["sessionId"])
        for method in ("Page.enable", "Runtime.enable", "Network.enable"):
            self.page.send(method)
        self.page.send("Emulation.setDeviceMetricsOverride",
                       {"width": 360, "height": 740, "deviceScaleFactor": 1, "mobile": True})
        self.page.send("Emulation.setLocaleOverride", {"locale": "en-US"})  # English, whatever the machine speaks
        self.page.navigate(url, timeout=WITHIN)
        self.wait(lambda s: s["conn"] == "on", "online")

    def shown(self) -> dict[str, Any]:
        return self.page.evaluate(SHOWN) or {}

    def wait(self, condition, what: str, within: float = WITHIN) -> dict[str, Any]:
        """What the page shows once it meets ``condition``; fails saying what it showed instead."""
        deadline = time.monotonic() + within
        shown: dict[str, Any] = {}
        while time.monotonic() < deadline:
            shown = self.shown()
            if shown and condition(shown):
                return shown
            time.sleep(0.1)
        pytest.fail(f"the page did not show {what} within {within} s; it showed {shown}")

    def enter(self, deal: dict[str, Any]) -> str:
        """A deal entered as the entry form hands it over (the page's host: kept, queued, sent); its id."""
        return self.page.evaluate(f"window.phoneHost.submit({json.dumps(deal)}, false)")

    def press(self, button: str) -> None:
        """The card's button pressed with the finger, once the page offers it."""
        self.wait(lambda s: button in s["buttons"], f"the {button} button enabled")
        self.tap(f"#acts #{button}")

    def tap(self, selector: str, within: float = WITHIN) -> None:
        """A touch at the middle of what ``selector`` finds, once it is there, enabled, shown and not covered."""
        where = self.page.wait_for(f"""(() => {{
          const el = document.querySelector({json.dumps(selector)});
          if (!el || el.disabled || el.closest("[hidden]")) return null;
          el.scrollIntoView({{block: "center"}});
          const r = el.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
          return el.contains(document.elementFromPoint(x, y)) ? [x, y] : null;
        }})()""", within)
        for kind in ("mousePressed", "mouseReleased"):
            self.page.send("Input.dispatchMouseEvent", {"type": kind, "x": where[0], "y": where[1],
                                                        "button": "left", "clickCount": 1})

    def fill(self, steps: list[tuple[str, object]]) -> None:
        """A deal entered on the entry form with the finger: its choices, then Send once the director's live
        line lets it."""
        for key, value in steps:
            self.tap(f'#entry button[data-k="{key}"][data-v="{value}"]')
        self.tap("#entry .pe-send")

    def offline(self, offline: bool) -> None:
        self.page.send("Network.emulateNetworkConditions", {"offline": offline, "latency": 0,
                                                             "downloadThroughput": -1, "uploadThroughput": -1})

    def reload(self) -> None:
        self.page.send("Page.reload", {"ignoreCache": True})
        time.sleep(0.2)
        self.page.wait_for("document.readyState === 'complete' && !!document.getElementById('conn')", WITHIN)
        self.wait(lambda s: s["conn"] == "on", "online again")

    def posted(self, path_end: str) -> list[int | None]:
        """What became of this page's POSTs ending in ``path_end``, in order: the answer's status, or None for one
        that never reached the director (offline)."""
        self.page.evaluate("0")  # the events sent so far read
        posts = [e["params"]["requestId"] for e in self.browser.events
                 if e.get("method") == "Network.requestWillBeSent" and e.get("sessionId") == self.page.session
                 and e["params"]["request"]["method"] == "POST" and e["params"]["request"]["url"].endswith(path_end)]
        answers = {e["params"]["requestId"]: e["params"]["response"]["status"] for e in self.browser.events
                   if e.get("method") == "Network.responseReceived" and e.get("sessionId") == self.page.session}
        return [answers.get(post) for post in posts]

    def only_loopback(self) -> None:
        base = self.url.split("/t/")[0] + "/"
        urls = self.page.requested_urls()
        assert urls and all(url.startswith((base, "blob:", "data:")) for url in urls), urls

    def close(self) -> None:
        try:
            self.page.close()
            self.browser.send("Target.disposeBrowserContext", {"browserContextId": self.context})
        except CDPError:
            pass


class Night:
    """The night's director (``event serve``) and its tables' phones, stopped whatever happens."""

    def __init__(self, browser: Browser, path: Path):
        self.browser, self.path, self.port = browser, path, free_port()
        self.serve: Serve | None = Serve(path, self.port)
        self.codes = self.serve.codes
        self.pages: list[PhonePage] = []

    def url(self, t: int) -> str:
        return f"http://127.0.0.1:{self.port}/t/{self.codes[t - 1]}/"

    def phones(self, t: int, count: int = 2) -> list[PhonePage]:
        pages = [PhonePage(self.browser, self.url(t)) for _ in range(count)]
        self.pages += pages
        return pages

    def watcher(self, t: int) -> Phone:
        """A plain client of the table's requests: what the director holds, asked for directly."""
        return Phone(f"127.0.0.1:{self.port}", self.codes[t - 1], "watcher")

    def stop(self) -> None:
        if self.serve is not None:
            assert self.serve.interrupt() == 0
            self.serve = None

    def kill(self) -> None:
        assert self.serve is not None
        self.serve.kill()
        self.serve = None

    def start(self) -> None:
        self.serve = Serve(self.path, self.port)
        assert self.serve.codes == self.codes  # the same round, the same codes: the pages carry on

    def __enter__(self) -> Night:
        return self

    def __exit__(self, *exc: object) -> None:
        for page in self.pages:
            page.close()
        if self.serve is not None:
            self.serve.interrupt()


def night(tmp_path: Path, players: list[str], size: int | str = 3) -> Path:
    path = tmp_path / "Friday.prefevent"
    save_event(new_event(players, 1, size, "norepeat", "7"), path)
    return path


def confirm_on(entering: PhonePage, checking: PhonePage, deal: dict[str, Any], deals_before: int) -> str:
    """A deal entered on one phone, shown pending on the other, confirmed there, and listed on both."""
    entry = entering.enter(deal)
    checking.wait(lambda s: s["cardState"] == "pending" and "dispute" in s["buttons"], "the entry pending")
    checking.press("confirm")
    for page in (entering, checking):
        page.wait(lambda s: s["deals"] == deals_before + 1 and not s["card"], "the deal confirmed")
    return entry


def play(pages: list[PhonePage], deals: list[dict[str, Any]], first: int = 1) -> None:
    for number, deal in enumerate(deals, first):
        entering, checking = (pages[0], pages[1]) if number % 2 else (pages[1], pages[0])
        confirm_on(entering, checking, deal, number - 1)


def played(book: NightBook, key: tuple[int, int]) -> list:
    """The table's game's deals as played (the time the director received each aside)."""
    return [dataclasses.replace(deal, time=None) for deal in book.games[key].deals]


def seat_results(book: NightBook, key: tuple[int, int]) -> list:
    players = book.event.rounds[key[0] - 1].tables[key[1] - 1].players
    return [book.results[key][name] for name in players]


def laptop(address: str, code: str, deals: list[dict[str, Any]]) -> None:
    """A laptop's table sends the same deals (its link, as the window's)."""
    game = join(address, code).game
    game.replace_deals([deal_from_json(deal, n) for n, deal in enumerate(deals, 1)])
    link = TableLink(address, code)
    try:
        link.publish(dumps(game))
        assert link.wait_sent(10)
    finally:
        link.stop()


def test_a_round_on_phones_at_a_table_of_three_and_of_four_scores_as_a_laptop(browser, tmp_path):
    path = night(tmp_path, FOURTEEN, "mixed")
    three, four = sample_deals(3, 4), sample_deals(4, 4, seed=9)
    with Night(browser, path) as director:
        sizes = [len(table.players) for table in NightBook(path, read_only=True).event.rounds[0].tables]
        assert sizes == [3, 3, 4, 4]
        for t, deals in ((1, three), (3, four)):
            pages = director.phones(t)
            play(pages, deals)
        # one more at the table of three on the form itself: 8 diamonds, both defenders pass
        anna, boris = director.pages[:2]
        anna.fill([("declarer", 1), ("contract", "8:diamonds"), ("first", "pass"), ("second", "pass")])
        boris.wait(lambda s: s["cardState"] == "pending", "the form's deal pending")
        boris.press("confirm")
        anna.wait(lambda s: s["deals"] == len(three) + 1 and not s["card"], "the form's deal confirmed")
        three = director.watcher(1).state()["deals"]
        assert three[-1] | {"time": None} == {**FORM_DEAL, "time": None}
        for page in director.pages:
            page.only_loopback()
        address = f"127.0.0.1:{director.port}"
        laptop(address, director.codes[1], three)
        laptop(address, director.codes[3], four)
        director.stop()
    book = NightBook(path, read_only=True)
    for phones, laptops, count in (((1, 1), (1, 2), len(three)), ((1, 3), (1, 4), len(four))):
        assert len(book.games[phones].deals) == len(book.games[laptops].deals) == count
        assert seat_results(book, phones) == seat_results(book, laptops)  # the standings are a laptop table's
    standing = {s.name: s for s in book.standings()}
    assert len(standing) == len(FOURTEEN)


def test_withdraw_dispute_and_the_directors_answers_reach_the_pages(browser, tmp_path):
    path = night(tmp_path, SIX)
    deals = sample_deals(3, 4)
    with Night(browser, path) as director:
        anna, boris = director.phones(1)
        confirm_on(anna, boris, deals[0], 0)
        # a withdrawal: the card goes from both phones, nothing counted, the form back
        withdrawn = anna.enter(deals[1])
        boris.wait(lambda s: s["cardState"] == "pending", "the entry pending")
        anna.press("withdraw")
        for page in (anna, boris):
            page.wait(lambda s: not s["card"] and not s["entryHidden"] and s["deals"] == 1, "the entry withdrawn")
        assert [e["state"] for e in director.watcher(1).state()["settled"] if e["id"] == withdrawn] == ["withdrawn"]
        # a dispute, for the director: nobody may confirm it meanwhile
        disputed = boris.enter(deals[1])
        anna.wait(lambda s: s["cardState"] == "pending", "the entry pending")
        anna.press("dispute")
        for page in (anna, boris):
            page.wait(lambda s: s["cardState"] == "disputed" and "confirm" not in s["buttons"]
                      and s["entryHidden"], "the entry disputed")
        # the director accepts it (event serve cannot answer: the night answered with the service stopped)
        director.stop()
        anna.wait(lambda s: s["conn"] == "off", "the director out of reach")
        book = NightBook(path)
        try:
            book.answer_entry(1, 1, disputed, ACCEPTED, "Checked with the table")
        finally:
            book.close()
        director.start()
        for page in (anna, boris):
            page.wait(lambda s: s["conn"] == "on" and s["deals"] == 2 and not s["card"]
                      and "Checked with the table" in s["fate"], "the director's answer")
        # another dispute, deleted by the director: nothing counted, the table enters again
        deleted = anna.enter(deals[2])
        boris.wait(lambda s: s["cardState"] == "pending", "the entry pending")
        boris.press("dispute")
        anna.wait(lambda s: s["cardState"] == "disputed", "the entry disputed")
        director.stop()
        book = NightBook(path)
        try:
            book.answer_entry(1, 1, deleted, DELETED, "Dealt again")
        finally:
            book.close()
        director.start()
        for page in (anna, boris):
            page.wait(lambda s: s["deals"] == 2 and not s["card"] and not s["entryHidden"] and "Dealt again"
                      in s["fate"], "the entry deleted")
        confirm_on(boris, anna, deals[2], 2)
        director.stop()
    book = NightBook(path, read_only=True)
    assert played(book, (1, 1)) == [deal_from_json(deal, n) for n, deal in enumerate(deals[:3], 1)]
    assert [(c.kind, c.reason) for c in book.event.changes] == [("entry_accepted", "Checked with the table"),
                                                                ("entry_deleted", "Dealt again")]


def test_a_page_offline_mid_entry_sends_its_deal_once_and_a_reload_finds_the_table(browser, tmp_path):
    path = night(tmp_path, SIX)
    deals = sample_deals(3, 3)
    with Night(browser, path) as director:
        anna, boris = director.phones(1)
        confirm_on(anna, boris, deals[0], 0)
        answered = len(anna.posted("/entries"))
        anna.offline(True)
        offline = anna.wait(lambda s: s["conn"] == "off", "offline")["connText"]
        entry = anna.enter(deals[1])
        shown = anna.wait(lambda s: s["queue"] == [entry] and s["cardState"] == "queued", "the deal waiting")
        assert shown["connText"] != offline  # the top strip says a deal waits on the phone
        time.sleep(3)  # two turns of polling and sending: nothing reaches the director
        assert director.watcher(1).state()["entries"] == []
        anna.offline(False)
        boris.wait(lambda s: s["cardState"] == "pending", "the entry pending")
        anna.wait(lambda s: s["queue"] == [] and s["cardState"] == "pending", "the deal delivered")
        tries = anna.posted("/entries")[answered:]
        assert tries[-1] == 201 and set(tries[:-1]) == {None} and len(tries) > 1  # tried offline, answered once back
        # both pages reloaded: each finds the table as it stands, its own device (the entry still its own)
        for page in (anna, boris):
            page.reload()
        anna.wait(lambda s: s["cardState"] == "pending" and "withdraw" in s["buttons"] and s["deals"] == 1,
                  "its own entry after the reload")
        boris.wait(lambda s: s["cardState"] == "pending" and "dispute" in s["buttons"] and s["deals"] == 1,
                   "the other's entry after the reload")
        boris.press("confirm")
        anna.wait(lambda s: s["deals"] == 2 and not s["card"], "the deal confirmed")
        state = director.watcher(1).state()
        assert len(state["deals"]) == 2 and [e["id"] for e in state["settled"]].count(entry) == 1
        director.stop()
    assert len(NightBook(path, read_only=True).games[(1, 1)].deals) == 2  # counted once


def test_the_director_killed_and_restarted_with_the_pages_open_loses_nothing(browser, tmp_path):
    path = night(tmp_path, SIX)
    deals = sample_deals(3, 5)
    with Night(browser, path) as director:
        anna, boris = director.phones(1)
        play([anna, boris], deals[:2])
        acknowledged = anna.enter(deals[2])
        boris.wait(lambda s: s["cardState"] == "pending", "the entry pending")
        director.kill()  # a crash, with an entry acknowledged and waiting
        for page in (anna, boris):
            page.wait(lambda s: s["conn"] == "off", "the director out of reach")
        director.start()
        assert [e["id"] for e in director.watcher(1).state()["entries"]] == [acknowledged]
        boris.wait(lambda s: s["conn"] == "on" and s["cardState"] == "pending" and s["deals"] == 2,
                   "the table as the director kept it")
        boris.press("confirm")
        anna.wait(lambda s: s["deals"] == 3 and not s["card"], "the deal confirmed")
        director.kill()  # a crash again: the deal entered meanwhile waits on the phone
        queued = boris.enter(deals[3])
        boris.wait(lambda s: s["queue"] == [queued], "the deal waiting")
        director.start()
        anna.wait(lambda s: s["cardState"] == "pending", "the waiting deal delivered")
        anna.press("confirm")
        boris.wait(lambda s: s["deals"] == 4 and not s["card"] and s["queue"] == [], "the deal confirmed")
        confirm_on(anna, boris, deals[4], 4)
        director.stop()
    book = NightBook(path, read_only=True)
    assert played(book, (1, 1)) == [deal_from_json(deal, n) for n, deal in enumerate(deals, 1)]
    assert book.event.rounds[0].tables[0].revision == 5
