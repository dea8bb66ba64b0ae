"""The scoring page in a real browser: headless Chromium at phone size (tests/share/cdp.py) on a director's
receiver over 127.0.0.1, two phones of a table of three, each in its own browser context (its own storage, so its
own device id). One enters a deal through the page's host (the entry form's way in), the other sees it pending and
confirms it a second after it appeared; the entering phone has no Confirm and may withdraw; a dispute says the
director is called, and his answer is shown; a refusal is said in the phone's language and dropped; an entry made
offline waits on the phone and goes when the network is back; Russian; the page's policy blocks a script from
elsewhere; nothing leaves 127.0.0.1. Skipped where no Chromium is found."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest

from preferans_desk.night.night_book import NightBook
from preferans_desk.night.night_file import save as save_event
from preferans_desk.night.night_rounds import new_event
from preferans_desk.night.receiver import DirectorReceiver

from ..share.cdp import Browser, CDPError, Page, find_browser
from .phone_client import sample_deals

pytestmark = pytest.mark.xdist_group("browser")

SIX = ["Anna", "Boris", "Vera", "Gleb", "Dina", "Egor"]
WITHIN = 10.0  # seconds for the page to show what the director holds (it polls every 1.5 s)

# What a page shows: its card, its buttons, its notices and its confirmed deals.
SHOWN = """(() => {
  const text = (id) => document.getElementById(id).textContent;
  const card = document.getElementById("card");
  return {card: card.hidden ? null : {state: text("cstate"), words: text("cwords"), who: text("cwho"),
          buttons: Array.from(card.querySelectorAll("button"), (b) => [b.id, b.textContent, b.disabled])},
          deals: Array.from(document.querySelectorAll("#list li"), (li) => li.value + ". " + li.textContent),
          conn: text("conn"), notice: document.getElementById("notice").hidden ? "" : text("notice"),
          refusal: document.getElementById("refusal").hidden ? "" : text("refusal"), fate: text("fate"),
          where: text("where"), lang: document.documentElement.lang, form: !document.getElementById("entry").hidden,
          queue: JSON.parse(localStorage.getItem("queue:" + location.pathname.split("/")[2]) || "[]").length,
          scroll: document.documentElement.scrollWidth, width: innerWidth};
})()"""


@pytest.fixture(scope="module")
def browser():
    if find_browser() is None:
        pytest.skip("chromium not installed: apt-get install chromium")
    with Browser() as chromium:
        yield chromium


@pytest.fixture
def night(tmp_path):
    path = tmp_path / "Friday.prefevent"
    save_event(new_event(SIX, 2, 3, "norepeat", "7"), path)
    book = NightBook(path)
    book.open_round(1)
    server = DirectorReceiver(book, "127.0.0.1", 0)
    host, port = server.start()
    try:
        code = book.event.rounds[0].tables[0].code
        yield book, f"http://{host}:{port}/t/{code}/"
    finally:
        server.stop()
        book.close()


def phone(browser: Browser, locale: str = "en-US", dark: bool = False, width: int = 360, height: int = 740) -> Page:
    """A phone: a tab in a browser context of its own (its own localStorage, so its own device id)."""
    context = browser.send("Target.createBrowserContext")["browserContextId"]
    target = browser.send("Target.createTarget", {"url": "about:blank", "browserContextId": context})["targetId"]
    session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
    page = Page(browser, target, session)
    for method in ("Page.enable", "Runtime.enable", "Network.enable"):
        page.send(method)
    page.send("Emulation.setDeviceMetricsOverride", {"width": width, "height": height, "deviceScaleFactor": 1,
                                                     "mobile": True})
    if dark:
        page.send("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    page.send("Emulation.setLocaleOverride", {"locale": locale})
    page.send("Emulation.setUserAgentOverride", {"userAgent": browser.send("Browser.getVersion")["userAgent"],
                                                 "acceptLanguage": locale})
    return page


def shown(page: Page, condition, timeout: float = WITHIN) -> dict[str, Any]:
    """What the page shows once it meets ``condition``; a failure (with what it showed) after ``timeout``."""
    deadline = time.monotonic() + timeout
    seen: dict[str, Any] = {}
    while time.monotonic() < deadline:
        seen = page.evaluate(SHOWN)
        if condition(seen):
            return seen
        time.sleep(0.05)
    pytest.fail(f"the page did not show it within {timeout} s; it showed: {seen}")


def submit(page: Page, deal: dict[str, Any]) -> str:
    """A deal entered through the page's host, as the entry form enters it: the entry's id."""
    return page.evaluate(f"window.phoneHost.submit({json.dumps(deal)}, false)")


def press(page: Page, button: str) -> None:
    assert page.evaluate(f'(() => {{ const b = document.getElementById("{button}"); if (!b || b.disabled) '
                         'return false; b.click(); return true; })()'), f"{button} is there to press"


def buttons(seen: dict[str, Any]) -> list[str]:
    return [b[0] for b in (seen["card"] or {}).get("buttons", [])]


def only_loopback(page: Page, base: str) -> None:
    urls = page.requested_urls()
    assert urls and all(url.startswith(base) or url.startswith(("data:", "blob:")) for url in urls), urls


def no_errors(browser: Browser) -> None:
    thrown = [e["params"]["exceptionDetails"] for e in browser.events if e.get("method") == "Runtime.exceptionThrown"]
    assert not thrown, thrown


def close(*pages: Page) -> None:
    for page in pages:
        try:
            page.close()
        except CDPError:
            pass


def test_one_phone_enters_another_confirms_withdraws_and_disputes(browser, night):
    book, url = night
    anna, boris = phone(browser), phone(browser)
    try:
        for page in (anna, boris):
            page.navigate(url)
        first = shown(anna, lambda s: s["conn"] == "connected" and s["form"])
        assert first["where"] == "Round 1 · Table 1" and first["deals"] == [] and first["card"] is None
        assert first["scroll"] <= first["width"] == 360, "no sideways scrolling on a phone"
        deals = sample_deals(3, 4)

        entry = submit(anna, deals[0])
        mine = shown(anna, lambda s: s["card"] is not None and s["card"]["state"].startswith("Waiting"))
        assert buttons(mine) == ["withdraw"] and not mine["form"], "no Confirm on the phone that entered it"
        assert "on this phone" in mine["card"]["who"]
        theirs = shown(boris, lambda s: s["card"] is not None)
        assert buttons(theirs) == ["confirm", "dispute"] and not theirs["form"]
        assert "on another phone" in theirs["card"]["who"] and theirs["card"]["words"]
        assert theirs["card"]["buttons"][0][2], "Confirm waits a second after the card appears"
        shown(boris, lambda s: s["card"] and not s["card"]["buttons"][0][2], 3.0)
        press(boris, "confirm")
        for page in (anna, boris):
            done = shown(page, lambda s: len(s["deals"]) == 1 and s["card"] is None and s["form"])
            assert done["deals"][0].startswith("1. ")
        assert shown(anna, lambda s: s["fate"] == "Deal 1 confirmed.")
        assert len(book.games[(1, 1)].deals) == 1 and book.phones.entries((1, 1)).find(entry) is not None

        submit(anna, deals[1])
        shown(boris, lambda s: s["card"] is not None)
        shown(anna, lambda s: "withdraw" in buttons(s))
        press(anna, "withdraw")
        for page in (anna, boris):
            shown(page, lambda s: s["card"] is None and s["form"] and s["fate"] == "The deal entered was withdrawn.")

        disputed = submit(anna, deals[1])
        shown(boris, lambda s: "dispute" in buttons(s))
        press(boris, "dispute")
        for page in (anna, boris):
            seen = shown(page, lambda s: s["card"] and s["card"]["state"] == "Disputed: the director is called")
            assert buttons(seen) == [] and not seen["form"], "a disputed deal waits for the director"
        book.answer_entry(1, 1, disputed, "accepted", "the table agreed")
        seen = shown(anna, lambda s: s["card"] is None and len(s["deals"]) == 2)
        assert seen["fate"] == "The director accepted deal 2. Reason: the table agreed"

        submit(boris, {**deals[2], "tricks": [9, 9, 9]} if "tricks" in deals[2] else {"kind": "allpass"})
        seen = shown(boris, lambda s: s["refusal"] and s["queue"] == 0 and s["card"] is None)
        assert seen["refusal"].startswith("Not accepted: ") and seen["form"], "refused, said and dropped"
        assert len(book.games[(1, 1)].deals) == 2 and book.open_entries() == {}
        for page in (anna, boris):
            only_loopback(page, url)
        no_errors(browser)
    finally:
        close(anna, boris)


def test_an_entry_made_offline_waits_on_the_phone_and_goes_when_back_in_russian(browser, night):
    book, url = night
    vera = phone(browser, "ru-RU", dark=True)
    try:
        vera.navigate(url)
        seen = shown(vera, lambda s: s["conn"] == "на связи")
        assert seen["lang"] == "ru" and seen["where"] == "Тур 1 · Стол 1"
        vera.send("Network.emulateNetworkConditions", {"offline": True, "latency": 0, "downloadThroughput": -1,
                                                       "uploadThroughput": -1})
        shown(vera, lambda s: s["conn"].startswith("нет связи"))
        entry = submit(vera, sample_deals(3, 1)[0])
        seen = shown(vera, lambda s: s["card"] and s["queue"] == 1)
        assert seen["conn"] == "нет связи: сдача ждёт отправки на этом телефоне"
        assert seen["card"]["state"].startswith("Ещё не отправлено") and not seen["form"]
        assert book.open_entries() == {}
        vera.send("Network.emulateNetworkConditions", {"offline": False, "latency": 0, "downloadThroughput": -1,
                                                       "uploadThroughput": -1})
        seen = shown(vera, lambda s: s["queue"] == 0 and s["card"] and s["card"]["state"].startswith("Ждёт"))
        assert seen["conn"] == "на связи" and buttons(seen) == ["withdraw"]
        assert book.open_entries()[(1, 1)].id == entry, "sent with the id the phone gave it"
        assert [b[1] for b in seen["card"]["buttons"]] == ["Отозвать"]

        # English through the page's own switch, kept for the next visit
        vera.evaluate('document.querySelector("#langs button[data-lang=en]").click()')
        shown(vera, lambda s: s["lang"] == "en" and s["card"]["state"].startswith("Waiting"))
        vera.navigate(url)
        assert shown(vera, lambda s: s["card"] is not None)["lang"] == "en"
        only_loopback(vera, url)
        no_errors(browser)
    finally:
        close(vera)


def test_the_policy_blocks_a_script_from_elsewhere(browser, night):
    _, url = night
    page = phone(browser)
    try:
        page.navigate(url)
        shown(page, lambda s: s["conn"] == "connected")
        page.evaluate("""(() => {
          window.blocked = [];
          document.addEventListener("securitypolicyviolation", (e) => window.blocked.push(e.violatedDirective));
          const outside = document.createElement("script");
          outside.src = "http://example.com/steal.js";
          document.body.appendChild(outside);
          const inline = document.createElement("script");
          inline.textContent = "window.ran = true;";
          document.body.appendChild(inline);
          const style = document.createElement("link");
          style.rel = "stylesheet";
          style.href = "http://example.com/font.css";
          document.head.appendChild(style);
        })()""")
        blocked = page.wait_for("window.blocked.length >= 3 && window.blocked", 5.0)
        assert sorted(blocked) == ["script-src-elem", "script-src-elem", "style-src-elem"]
        assert page.evaluate("window.ran === undefined")
        # the browser names them, and stops them before they leave: blocked by the policy
        asked = {e["params"]["requestId"]: e["params"]["request"]["url"] for e in browser.events
                 if e.get("method") == "Network.requestWillBeSent" and e.get("sessionId") == page.session}
        stopped = {e["params"]["requestId"]: e["params"].get("blockedReason") for e in browser.events
                   if e.get("method") == "Network.loadingFailed" and e.get("sessionId") == page.session}
        outside = [request for request, address in asked.items() if not address.startswith((url, "blob:", "data:"))]
        assert len(outside) == 2 and all(stopped.get(request) == "csp" for request in outside), (asked, stopped)
    finally:
        close(page)


def test_a_reload_finds_the_entry_kept_and_sends_it_with_its_id(browser, night):
    book, url = night
    gleb = phone(browser)
    try:
        gleb.navigate(url)
        shown(gleb, lambda s: s["conn"] == "connected")
        gleb.send("Network.setBlockedURLs", {"urls": ["*/entries*"]})  # the entry's request lost, the state not
        entry = submit(gleb, sample_deals(3, 1)[0])
        shown(gleb, lambda s: s["queue"] == 1 and s["card"]["state"].startswith("Not sent yet"))
        gleb.navigate(url)  # reloaded: the entry is still on the phone, and still not sent
        seen = shown(gleb, lambda s: s["conn"] == "connected" and s["card"] is not None)
        assert seen["queue"] == 1 and not seen["form"] and book.open_entries() == {}
        gleb.send("Network.setBlockedURLs", {"urls": []})
        seen = shown(gleb, lambda s: s["queue"] == 0 and s["card"] and s["card"]["state"].startswith("Waiting"))
        assert book.open_entries()[(1, 1)].id == entry
        assert [u for u in gleb.requested_urls() if u.endswith("/entries")], "sent again after the reload"
    finally:
        close(gleb)


BUTTONS = """Array.from(document.querySelectorAll("button, select"), (b) => b.getBoundingClientRect())
  .filter((r) => r.width > 0).map((r) => r.height)"""


def test_a_round_over_is_said_and_the_page_fits_upright_and_sideways(browser, night):
    book, url = night
    upright, sideways = phone(browser), phone(browser, width=740, height=360)
    try:
        for page in (upright, sideways):
            page.navigate(url)
        submit(upright, sample_deals(3, 1)[0])
        for page in (upright, sideways):
            seen = shown(page, lambda s: s["card"] is not None and s["conn"] == "connected")
            assert seen["scroll"] <= seen["width"], "no sideways scrolling"
            assert min(page.evaluate(BUTTONS)) >= 44, "every button at least 44 px tall"
        for page, height in ((upright, 740), (sideways, 360)):  # the deal to check on the first screen
            assert page.evaluate(f"document.getElementById('cwords').getBoundingClientRect().bottom < {height}")
        assert upright.evaluate("document.getElementById('card').getBoundingClientRect().bottom"
                                " <= document.getElementById('sheetbox').getBoundingClientRect().top"), "sheet after"
        book.seat_round(2)
        book.open_round(2)
        seen = shown(upright, lambda s: s["notice"] != "" and s["card"] is None)
        assert "round 1" in seen["notice"].lower() and not seen["form"], seen
        assert seen["notice"] == book_words_round_over()
    finally:
        close(upright, sideways)


def book_words_round_over() -> str:
    from preferans_desk.night.phone_judge import refusal_words
    from preferans_desk.night.tables_book import NightRefusal
    return refusal_words(NightRefusal(403, "round_over", round=1))["en"]


SHEET = """(() => { const img = document.getElementById("sheet");
  return !document.getElementById("sheetbox").hidden && img.src.startsWith("blob:") && img.complete
    && img.naturalWidth > 0 && img.src; })()"""


def test_the_sheet_follows_the_table_the_seat_and_the_language(browser, night):
    _, url = night
    dina = phone(browser)
    try:
        dina.navigate(url)
        first = dina.wait_for(SHEET, WITHIN)

        def sheets() -> list[str]:
            dina.evaluate("0")  # the events the browser sent meanwhile read in
            return [u[len(url):] for u in dina.requested_urls() if u.startswith(url + "sheet.svg")]

        assert sheets() == ["sheet.svg?shape=portrait&seat=0&lang=en"]
        time.sleep(3.5)  # two polls or more: the state unchanged (304), the sheet not asked again
        assert len(sheets()) == 1 and len([u for u in dina.requested_urls() if u.endswith("state.json")]) >= 3
        statuses = [e["params"]["response"]["status"] for e in browser.events
                    if e.get("method") == "Network.responseReceived" and e.get("sessionId") == dina.session
                    and e["params"]["response"]["url"].endswith("state.json")]
        assert statuses[0] == 200 and set(statuses[1:]) == {304}, statuses
        submit(dina, sample_deals(3, 1)[0])  # the state moves on: the sheet with the deal waiting
        second = dina.wait_for(f"{SHEET} !== {json.dumps(first)} && {SHEET}", WITHIN)
        assert len(sheets()) == 2
        dina.evaluate('(() => { const s = document.getElementById("seat"); s.value = "2";'
                      ' s.dispatchEvent(new Event("change")); })()')
        dina.wait_for(f"{SHEET} !== {json.dumps(second)}", WITHIN)
        dina.evaluate('document.querySelector("#langs button[data-lang=ru]").click()')
        dina.wait_for(f'{SHEET} && document.documentElement.lang === "ru"', WITHIN)
        time.sleep(0.5)
        assert sheets()[2:] == ["sheet.svg?shape=portrait&seat=2&lang=en", "sheet.svg?shape=portrait&seat=2&lang=ru"]
        dina.resize(740, 360)  # turned sideways: the landscape sheet
        dina.wait_for('document.documentElement.dataset.shape === "landscape"', WITHIN)
        assert sheets()[-1] == "sheet.svg?shape=landscape&seat=2&lang=ru"
        no_errors(browser)
    finally:
        close(dina)
