"""The live sheet in a real browser: headless Chromium at phone size, driven over the DevTools pipe
(tests/share/cdp.py, standard library only), loads the page over loopback, shows the sheet, and
follows a deal added through the document within a few seconds, and draws the sheet's shape that fits
the phone as it is held, turning it with the phone. Skipped where no Chromium is found.

Nothing leaves 127.0.0.1: the browser runs with its background services off and every host name but
127.0.0.1 resolving to nothing, and the test checks that the page requested nothing else. Every wait
has a deadline, so a failure fails instead of hanging.
"""

from __future__ import annotations

import random
import re
import time
import urllib.request
from collections.abc import Callable
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest

from preferans_desk.core import settle_game
from preferans_desk.core.currency import money_text
from preferans_desk.render.samples import random_deal, sample_game
from preferans_desk.share import ShareServer
from preferans_desk.share.shared_state import shared_state
from preferans_desk.words.share_page import results_in

from .cdp import Browser, find_browser

# The window's share (SharePublisher) on a port of the test's own, not the 8642 of every other run; and one
# pytest-xdist worker for the module, so that its browser (a module fixture) starts once.
pytestmark = [pytest.mark.usefixtures("share_port"), pytest.mark.xdist_group("browser")]

DIRECT = urllib.request.build_opener(urllib.request.ProxyHandler({}))  # never a proxy from the environment
LOAD_WITHIN = 10.0  # seconds for the first load of the page and its sheet
FOLLOW_WITHIN = 5.0  # seconds for the page to show a new deal

# What the page shows, once its sheet is in: the facts line, the SVG the <img> holds (page.py puts it
# in a data: URL), the seat choices, the language and the page's width against the viewport's.
SHOWN = """(() => {
  const img = document.getElementById("sheet");
  if (!img || !img.src.startsWith("data:image/svg+xml") || !img.complete || !img.naturalWidth) return null;
  return {facts: document.getElementById("facts").textContent,
          svg: decodeURIComponent(img.src.slice(img.src.indexOf(",") + 1)),
          seats: Array.from(document.getElementById("seat").options, (o) => o.text),
          lang: document.documentElement.lang, label: document.getElementById("l-seat").textContent,
          scroll: document.documentElement.scrollWidth, width: innerWidth, shownWidth: img.clientWidth,
          height: innerHeight, shownHeight: img.clientHeight, shape: document.documentElement.dataset.shape};
})()"""


@pytest.fixture(scope="module")
def browser():
    if find_browser() is None:
        pytest.skip("chromium not installed: apt-get install chromium")
    with Browser() as chromium:
        yield chromium


def wait_shown(page, condition: Callable[[dict[str, Any]], bool], timeout: float) -> dict[str, Any]:
    """Poll the page until what it shows meets ``condition``; fail (with what it showed) after ``timeout``."""
    deadline = time.monotonic() + timeout
    shown = None
    while time.monotonic() < deadline:
        shown = page.evaluate(SHOWN, timeout=max(0.5, deadline - time.monotonic()))
        if shown and condition(shown):
            return shown
        time.sleep(0.05)
    pytest.fail(f"the page did not show it within {timeout} s; it showed: "
                f"{shown and {k: v for k, v in shown.items() if k != 'svg'}}")


def only_loopback(page, base: str) -> None:
    urls = page.requested_urls()
    assert urls and all(url.startswith(base) or url.startswith("data:") for url in urls), urls


def fits_the_phone(shown: dict[str, Any]) -> None:
    assert shown["width"] == 360 and shown["scroll"] <= shown["width"], "no sideways scrolling on a phone"
    assert 0 < shown["shownWidth"] <= shown["width"]


def test_the_phone_follows_a_deal_added_through_the_document(browser, qapp, tmp_path):
    from preferans_desk.gui.panels.share_panel import LOOPBACK, SharePublisher
    from preferans_desk.gui.state.document import GameDocument

    document = GameDocument(tmp_path / "autosave")
    document.set_game(sample_game(3, 20, pool_target=500, seed=3))  # a game in play: someone deals next
    publisher = SharePublisher(document)  # the window's own path: document -> worker -> server
    page = None
    try:
        url = publisher.start(LOOPBACK)
        assert url.startswith("http://127.0.0.1:")
        page = browser.new_page(360, 780, locale="en-US")  # English, whatever the machine speaks
        started = time.monotonic()
        page.navigate(url)
        dealer = document.game.players[document.game.sheet.next_dealer]
        shown = wait_shown(page, lambda s: s["facts"].startswith("Deals: 20"), LOAD_WITHIN)
        assert time.monotonic() - started < LOAD_WITHIN
        assert f"{dealer} deals next" in shown["facts"] and f">{dealer} deals<" in shown["svg"]
        assert shown["seats"] == document.game.players and shown["lang"] == "en"
        fits_the_phone(shown)
        before = shown["svg"]

        document.add(random_deal(document.game.sheet, random.Random(7)))
        added = time.monotonic()
        dealer = document.game.players[document.game.sheet.next_dealer]  # the next dealer moves on too
        # The facts come first, then the sheet: both must have moved on.
        shown = wait_shown(page, lambda s: s["facts"].startswith("Deals: 21") and f">{dealer} deals<" in s["svg"],
                           FOLLOW_WITHIN)
        assert time.monotonic() - added < FOLLOW_WITHIN
        assert f"{dealer} deals next" in shown["facts"] and shown["svg"] != before
        with DIRECT.open(url + "sheet.svg?seat=0&lang=en", timeout=5) as served:
            assert shown["svg"] == served.read().decode(), "the page shows exactly the sheet served"
        only_loopback(page, url)
    finally:
        if page is not None:
            page.close()
        publisher.close()
        document.autosave_timer.stop()


def test_four_players_load_turn_and_speak_russian(browser):
    game = sample_game(4, 22, "leningrad", seed=5)
    state = shared_state(game)
    server = ShareServer("127.0.0.1")
    page = None
    try:
        url = server.start()
        server.publish(state)
        page = browser.new_page(360, 780, locale="en-US")  # English, whatever the machine speaks
        # a slow network: the stream's first event (the version being loaded) comes while the sheet loads
        page.send("Network.emulateNetworkConditions", {"offline": False, "latency": 300, "downloadThroughput": -1,
                                                       "uploadThroughput": -1})
        page.navigate(url)
        shown = wait_shown(page, lambda s: s["facts"].startswith("Deals: 22"), LOAD_WITHIN)
        assert shown["seats"] == game.players and shown["svg"] == state.svg[("en", 0, "portrait")]
        fits_the_phone(shown)
        time.sleep(1)  # that event asks for nothing more
        page.send("Network.emulateNetworkConditions", {"offline": False, "latency": 0, "downloadThroughput": -1,
                                                       "uploadThroughput": -1})
        assert [u for u in page.requested_urls() if u.startswith(url + "sheet.svg")] == [
            url + "sheet.svg?seat=0&lang=en&shape=portrait"], "the sheet fetched once"

        # The language through the page's own switch (kept in localStorage for the next visit).
        choose(page, "lang", "ru")
        shown = wait_shown(page, lambda s: s["lang"] == "ru" and s["svg"] == state.svg[("ru", 0, "portrait")],
                           FOLLOW_WITHIN)
        assert shown["label"] == "Место" and shown["facts"].startswith("Сдач: 22")
        # the page's words from the shipped translation, each language offered by its own name
        assert page.evaluate('[document.getElementById("l-lang").textContent, document.getElementById("sheet").alt,'
                             ' Array.from(document.getElementById("lang").options, (o) => o.text)]') == [
            "Язык", "Пулька", ["English", "Русский"]]
        assert f">{game.players[game.sheet.next_dealer]} сдаёт<" in shown["svg"]
        fits_the_phone(shown)

        # Grigory's seat at the bottom: the sheet turns (the choice is kept too).
        choose(page, "seat", "3")
        wait_shown(page, lambda s: s["svg"] == state.svg[("ru", 3, "portrait")], FOLLOW_WITHIN)
        assert page.evaluate('[localStorage.getItem("lang"), localStorage.getItem("seat")]') == ["ru", "3"]
        only_loopback(page, url)
    finally:
        if page is not None:
            page.close()
        server.stop()


def view_box_aspect(svg: str) -> float:
    found = re.search(r'viewBox="0 0 ([0-9.]+) ([0-9.]+)"', svg)
    assert found is not None, svg[:200]
    return float(found.group(1)) / float(found.group(2))


def sheets_asked(page, base: str) -> list[str]:
    """The shapes of the sheets the page asked the server for, in order, a repeat counted once."""
    shapes = [parse_qs(urlsplit(url).query).get("shape", ["(none)"])[0] for url in page.requested_urls()
              if url.startswith(base + "sheet.svg")]
    return [shape for i, shape in enumerate(shapes) if i == 0 or shapes[i - 1] != shape]


def test_the_phone_upright_gets_portrait_and_sideways_landscape(browser):
    game = sample_game(3, 24, "sochi", seed=7, whist_price=10)
    state = shared_state(game)
    server = ShareServer("127.0.0.1")
    page = sideways = None
    try:
        url = server.start()
        server.publish(state)
        page = browser.new_page(360, 740, locale="en-US")
        page.navigate(url)
        shown = wait_shown(page, lambda s: s["facts"].startswith("Deals: 24"), LOAD_WITHIN)
        assert shown["shape"] == "portrait" and shown["svg"] == state.svg[("en", 0, "portrait")]
        assert view_box_aspect(shown["svg"]) == pytest.approx(3 / 4, abs=1e-3)
        assert sheets_asked(page, url) == ["portrait"]
        fits_the_phone(shown)

        page.resize(740, 360)  # turned sideways: the landscape sheet, as tall as the screen
        shown = wait_shown(page, lambda s: s["shape"] == "landscape", FOLLOW_WITHIN)
        assert shown["svg"] == state.svg[("en", 0, "landscape")]
        assert view_box_aspect(shown["svg"]) == pytest.approx(4 / 3, abs=1e-3)
        assert sheets_asked(page, url) == ["portrait", "landscape"]
        assert shown["scroll"] <= shown["width"] == 740, "no sideways scrolling"
        assert shown["shownHeight"] == shown["height"] == 360, "the sheet as tall as the screen"
        assert shown["shownWidth"] >= 0.6 * shown["width"], "the sheet takes most of the width"

        page.resize(360, 740)  # and upright again
        shown = wait_shown(page, lambda s: s["shape"] == "portrait", FOLLOW_WITHIN)
        assert shown["svg"] == state.svg[("en", 0, "portrait")]
        fits_the_phone(shown)

        sideways = browser.new_page(740, 360, locale="en-US")  # opened sideways: landscape from the start
        sideways.navigate(url)
        shown = wait_shown(sideways, lambda s: s["facts"].startswith("Deals: 24"), LOAD_WITHIN)
        assert shown["shape"] == "landscape" and sheets_asked(sideways, url) == ["landscape"]
        only_loopback(page, url)
        only_loopback(sideways, url)
    finally:
        for tab in (page, sideways):
            if tab is not None:
                tab.close()
        server.stop()


SETTLED = """(() => {
  const box = document.getElementById("settled");
  return {hidden: box.hidden, heading: document.getElementById("l-settled").textContent,
          rows: Array.from(document.querySelectorAll("#results tr"), (r) => Array.from(r.cells, (c) => c.textContent)),
          pays: Array.from(document.querySelectorAll("#pays li"), (li) => li.textContent),
          scroll: document.documentElement.scrollWidth, width: innerWidth};
})()"""


def test_a_settled_game_shows_who_pays_whom(browser):
    game = sample_game(3, 24, "sochi", seed=7, whist_price=10)
    settlement = settle_game(game)
    assert game.finished and settlement.transfers
    state = shared_state(game, settlement=settlement)
    server = ShareServer("127.0.0.1")
    page = None
    try:
        url = server.start()
        server.publish(state)
        page = browser.new_page(360, 780, locale="en-US")
        page.navigate(url)
        shown = wait_shown(page, lambda s: s["facts"].startswith("Deals: 24"), LOAD_WITHIN)
        assert shown["facts"].endswith("the game is over"), "nobody deals next in a finished game"
        settled = page.evaluate(SETTLED)
        assert not settled["hidden"] and settled["heading"] == "Settlement"
        assert [row[0] for row in settled["rows"]] == game.players
        for row, whists, money in zip(settled["rows"], settlement.result, settlement.money, strict=True):
            assert row[1].replace("\u2212", "-").lstrip("+") == f"{whists} whist{'' if abs(whists) == 1 else 's'}"
            assert row[1] == results_in("en", [whists])[0]  # worded by the server, its plural chosen there
            assert row[2] == money_text(money, settlement.money_digits, None, "en", sign=True)
        assert len(settled["pays"]) == len(settlement.transfers)
        payer, payee, _amount = settlement.transfers[0]
        assert settled["pays"][0].startswith(f"{game.players[payer]} pays {game.players[payee]}: ")
        assert settled["scroll"] <= settled["width"], "the settlement fits the phone too"
    finally:
        if page is not None:
            page.close()
        server.stop()


def choose(page, select: str, value: str) -> None:
    """Pick ``value`` in the page's ``select`` as a phone's user would (the change event follows)."""
    page.evaluate(f'(() => {{ const s = document.getElementById("{select}"); s.value = "{value}";'
                  ' s.dispatchEvent(new Event("change")); })()')


def asked_of(page, base: str) -> int:
    """How many requests the page made of the server (its images' data: URLs are no requests)."""
    return sum(url.startswith(base) for url in page.requested_urls())


def test_the_phone_says_sharing_has_ended_when_the_game_changes(browser, qapp, tmp_path):
    """The window's path: the document holds another game, the publisher ends the share; the open pages
    are told by their event streams, say so in their language, keep the last sheet and ask nothing more."""
    from preferans_desk.gui.panels.share_panel import LOOPBACK, SharePublisher
    from preferans_desk.gui.state.document import GameDocument

    document = GameDocument(tmp_path / "autosave")
    document.set_game(sample_game(3, 20, pool_target=500, seed=3))
    publisher = SharePublisher(document)
    pages = []
    said = {"en-US": ("Sharing has ended.", "Deals: 20"), "ru-RU": ("Показ окончен.", "Сдач: 20")}
    try:
        url = publisher.start(LOOPBACK)
        for locale, (_ended, facts) in said.items():
            pages.append(browser.new_page(360, 780, locale=locale))
            pages[-1].navigate(url)
            wait_shown(pages[-1], lambda s, facts=facts: s["facts"].startswith(facts), LOAD_WITHIN)
        document.set_game(sample_game(4, 3, "leningrad", seed=5))  # New, Open, the library...: another game
        status = 'document.getElementById("status").textContent'
        for page, (ended, _facts) in zip(pages, said.values(), strict=True):
            page.wait_for(f"{status} === {ended!r}", timeout=FOLLOW_WITHIN)
        asked = [asked_of(page, url) for page in pages]
        time.sleep(6)  # longer than the page's 5 s poll
        for page, count, (ended, facts) in zip(pages, asked, said.values(), strict=True):
            assert asked_of(page, url) == count, "nothing more is asked of the old address"
            assert page.evaluate(status) == ended
            assert page.evaluate('document.getElementById("facts").textContent').startswith(facts), \
                "the last sheet stays"
            only_loopback(page, url)
    finally:
        for page in pages:
            page.close()
        publisher.close()
        document.autosave_timer.stop()


NIGHT_SHOWN = """(() => {
  const rows = document.getElementById("standings").rows;
  if (rows.length < 2) return null;
  return {heading: document.getElementById("l-standings").textContent, rows: rows.length,
          first: rows[1].cells[1].textContent, tables: document.getElementById("tables").rows.length,
          round: document.getElementById("round").textContent,
          scroll: document.documentElement.scrollWidth, width: innerWidth};
})()"""


@pytest.mark.parametrize("language", ["en", "ru"])
def test_a_club_nights_standings_show_on_a_phone_and_follow(browser, tmp_path, language):
    """The night's page runs under the server's CSP, in the phone's language, fits the phone and follows a new
    state published by the director's window."""
    from preferans_desk.gui.night_views.night_phones import night_state
    from preferans_desk.night.night_book import NightBook
    from preferans_desk.night.night_file import save as save_event
    from preferans_desk.night.night_moment import of_book
    from preferans_desk.night.night_rounds import new_event

    path = tmp_path / "Night.prefevent"
    save_event(new_event(["Anna", "Boris", "Vera", "Gleb", "Dina", "Egor"], 2, 3, "norepeat", "1"), path)
    book = NightBook(path)
    book.open_round(1)
    server = ShareServer("127.0.0.1")
    url = server.start()
    page = None
    try:
        server.publish(night_state(of_book(book)))
        page = browser.new_page(360, 780, 2, locale=language)
        page.navigate(url)
        deadline = time.monotonic() + LOAD_WITHIN
        shown = None
        while time.monotonic() < deadline and not shown:
            shown = page.evaluate(NIGHT_SHOWN)
            time.sleep(0.05)
        assert shown, "the script ran and showed the standings"
        assert shown["heading"] == {"en": "Standings", "ru": "Турнирная таблица"}[language]
        assert shown["rows"] == 7 and shown["tables"] == 2 and shown["scroll"] <= shown["width"]
        game = book.new_game(1, 1)
        game.replace_deals(sample_game(3, 5, "sochi", pool_target=20, seed=2).deals[:5])
        book.keep_game(1, 1, game)
        leader = book.standings()[0].name
        assert leader != shown["first"], "the deals change who leads: the page must follow"
        server.publish(night_state(of_book(book)))
        deadline = time.monotonic() + FOLLOW_WITHIN
        while time.monotonic() < deadline and page.evaluate(NIGHT_SHOWN)["first"] != leader:
            time.sleep(0.05)
        assert page.evaluate(NIGHT_SHOWN)["first"] == leader
        page.evaluate('document.querySelector("#tables tr.has-sheet").click()')  # the table's sheet, tapped
        deadline = time.monotonic() + FOLLOW_WITHIN
        sheet = None
        while time.monotonic() < deadline and not sheet:
            sheet = page.evaluate('(() => { const i = document.getElementById("sheet"); '
                                  'return !i.hidden && i.complete && i.naturalWidth ? i.src.slice(0, 30) : null; })()')
            time.sleep(0.05)
        assert sheet == "data:image/svg+xml;charset=utf"
        drawn = page.evaluate('decodeURIComponent(document.getElementById("sheet").src.split(",").slice(1).join(","))')
        assert drawn == night_state(of_book(book)).tables[1, 1, language], "the sheet's notes in the phone's language"
        only_loopback(page, url)
    finally:
        if page is not None:
            page.close()
        server.stop()
