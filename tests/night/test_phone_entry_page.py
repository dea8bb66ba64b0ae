"""The phones' deal-entry form in a real browser: headless Chromium at 360×740, tapped as a player taps it, on a
page of its own (``entry_harness``) whose live line comes from the director's real receiver. A deal of each kind,
for 3 and 4 players, is sent exactly as the game file writes it (``deal_to_json`` of the same core deal), a
typical deal in at most 8 taps (Send included), the live line is the desktop dialog's, a game below the exit
level is let stand only when ticked, a refusal and a director out of reach are said, and the form fits the phone.
Skipped where no Chromium is found; nothing leaves 127.0.0.1."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from preferans_desk.core.deals import Adjust, AllPass, Contract, Deal, Misere
from preferans_desk.core.gamefile import deal_to_json
from preferans_desk.core.validate import Table
from preferans_desk.night.night_book import NightBook
from preferans_desk.night.night_file import save as save_event
from preferans_desk.night.night_rounds import new_event
from preferans_desk.night.receiver import DirectorReceiver
from preferans_desk.words.phone_entry_words import ENTRY_WORDS

from ..share.cdp import Browser, CDPError, find_browser
from .entry_harness import Harness
from .phone_client import Phone

pytestmark = pytest.mark.xdist_group("browser")
NAMES = ["Anna", "Boris", "Vera", "Gleb", "Dina", "Egor", "Zoya", "Lev"]
SHOTS = os.environ.get("ENTRY_SHOTS")  # a folder to keep the form's screenshots in, to look at


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    if find_browser() is None:
        pytest.skip("chromium not installed: apt-get install chromium")
    with Browser() as chromium:
        yield chromium


@dataclass
class Table_:
    """A table of a night served by the director's receiver, and a phone of it."""

    book: NightBook
    phone: Phone
    state: dict[str, Any]

    @property
    def seats(self) -> Table:
        return Table(self.state["players"], self.state["dealer"])


@pytest.fixture
def night(tmp_path: Path):
    made: list[tuple[NightBook, DirectorReceiver]] = []

    def open_table(players: int = 3, convention: str = "sochi") -> Table_:
        path = tmp_path / f"{convention}-{players}.prefevent"
        event = new_event(NAMES[: players * 2], 1, players, "norepeat", "7")
        event.convention = convention
        save_event(event, path)
        book = NightBook(path)
        book.open_round(1)
        server = DirectorReceiver(book, "127.0.0.1", 0)
        host, port = server.start()
        made.append((book, server))
        phone = Phone(f"{host}:{port}", book.event.rounds[0].tables[0].code or "", "tester")
        return Table_(book, phone, phone.state())

    yield open_table
    for book, server in made:
        server.stop()
        book.close()


class Form:
    """The harness's page in a tab: taps (real mouse presses at the middle of what is tapped), counted."""

    def __init__(self, page, table: Table_):
        self.page, self.table, self.taps = page, table, 0
        page.evaluate(f"PhoneEntry.show({json.dumps(table.state)})")

    def tap(self, selector: str) -> None:
        where = self.page.evaluate(f"""(() => {{
          const el = document.querySelector({json.dumps(selector)});
          if (!el || el.disabled || el.closest("[hidden]")) return null;
          el.scrollIntoView({{block: "center"}});
          const r = el.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
          return el.contains(document.elementFromPoint(x, y)) ? [x, y] : null;
        }})()""")
        assert where, f"nothing to tap at {selector}"
        for kind in ("mousePressed", "mouseReleased"):
            self.page.send("Input.dispatchMouseEvent", {"type": kind, "x": where[0], "y": where[1],
                                                        "button": "left", "clickCount": 1})
        self.taps += 1

    def choose(self, key: str, value: object) -> None:
        self.tap(f'#entry button[data-k="{key}"][data-v="{value}"]')

    def type(self, field: str, seat: int, text: str) -> None:
        self.tap(f'#entry input[data-f="{field}"][data-s="{seat}"]')
        self.page.send("Input.insertText", {"text": text})

    def live(self) -> dict[str, Any]:
        return self.page.evaluate("""(() => { const q = (s) => document.querySelector(s);
          return {summary: q("#entry .pe-summary").textContent, writes: q("#entry .pe-writes").textContent,
                  worth: q("#entry .pe-worth").textContent, warn: q("#entry .pe-warn").textContent,
                  stand: !q("#entry .pe-stand").hidden, send: !q("#entry .pe-send").disabled}; })()""")

    def wait_live(self, condition, timeout: float = 10.0) -> dict[str, Any]:
        try:
            self.page.wait_for("(() => { const t = document.querySelector('#entry .pe-writes').textContent;"
                               " return t.startsWith('→') || (t && !t.startsWith('Scoring') &&"
                               " !t.startsWith('Запись') && !t.startsWith('The score appears')); })()", timeout)
        except CDPError:
            pytest.fail(f"no live line: {self.live()}")
        shown = self.live()
        assert condition(shown), shown
        return shown

    def send(self) -> dict[str, Any]:
        before = self.page.evaluate("harness.sent.length")
        self.tap("#entry .pe-send")
        sent = self.page.evaluate("harness.sent")
        assert len(sent) == before + 1, sent
        return sent[-1]


def enter(form: Form, steps: list[tuple[str, Any]], expected: Deal, *, let_stand: bool = False) -> int:
    """Tap ``steps`` then Send; the deal sent is ``expected`` as the game file writes it, and the live line
    showed what the director's preview says of it. The taps, Send included."""
    form.taps = 0
    for key, value in steps:
        if key == "type":
            form.type(*value)
        else:
            form.choose(key, value)
    shown = form.wait_live(lambda s: s["send"] and s["writes"].startswith("→"))
    status, answer = form.table.phone.ask("POST", f"/t/{form.table.phone.code}/preview",
                                          {"deal": deal_to_json(expected), "let_stand": let_stand})
    assert status == 200 and shown["writes"] == "→ " + answer["words"]["en"]["writes"], (shown, answer)
    assert shown["summary"] == answer["words"]["en"]["summary"] and shown["worth"] == answer["words"]["en"]["worth"]
    sent = form.send()
    assert sent == {"deal": deal_to_json(expected), "letStand": let_stand}
    assert form.page.evaluate("document.querySelector('#entry .pe-writes').textContent") == \
        ENTRY_WORDS["en"]["incomplete"]  # cleared for the next deal
    return form.taps


@pytest.fixture
def tab(browser: Browser):
    pages = []

    def open_tab(table: Table_, dark: bool = False, width: int = 360, height: int = 740):
        page = browser.new_page(width, height, dark=dark, locale="en-US")
        pages.append(page)
        harness = Harness(table.phone.host + ":" + str(table.phone.port), table.phone.code).__enter__()
        pages.append(harness)
        page.navigate(harness.url)
        return Form(page, table), harness

    yield open_tab
    for item in pages:
        if isinstance(item, Harness):
            item.__exit__()
        else:
            item.close()


def test_typical_deals_of_three_players_in_at_most_8_taps(night, tab):
    table = night(3)
    form, harness = tab(table)
    seats = table.seats
    a, b, c = seats.active
    first, second = seats.defenders(b)
    taps = {}
    taps["7♠, whist and pass, 7 tricks"] = enter(form, [
        ("declarer", b), ("contract", "7:spades"), ("first", "whist"), ("second", "pass"), ("count", f"{b}:7")],
        Contract(b, 7, "spades", ("whist", "pass"), tuple(7 if s == b else 3 if s == first else 0
                                                          for s in range(3))))
    taps["6♥, both whist, 6 and 3"] = enter(form, [
        ("declarer", b), ("contract", "6:hearts"), ("first", "whist"), ("second", "whist"), ("count", f"{b}:6"),
        ("count", f"{first}:3")],
        Contract(b, 6, "hearts", ("whist", "whist"), tuple(6 if s == b else 3 if s == first else 1
                                                           for s in range(3))))
    taps["8♦, both pass"] = enter(form, [("declarer", c), ("contract", "8:diamonds"), ("first", "pass"),
                                         ("second", "pass")], Contract(c, 8, "diamonds", ("pass", "pass")))
    taps["10 no-trump, one whist, all ten"] = enter(form, [
        ("declarer", a), ("contract", "10:notrump"), ("first", "pass"), ("second", "whist"), ("count", f"{a}:10")],
        Contract(a, 10, "notrump", ("pass", "whist"), tuple(10 if s == a else 0 for s in range(3))))
    taps["misère, made"] = enter(form, [("kind", "misere"), ("declarer", b)], Misere(b, 0))
    taps["misère, 2 tricks"] = enter(form, [("kind", "misere"), ("declarer", c), ("count", "m:2")], Misere(c, 2))
    taps["all-pass 4, 3"] = enter(form, [("kind", "allpass"), ("count", f"{a}:4"), ("count", f"{b}:3")],
                                  AllPass(tuple({a: 4, b: 3, c: 3}[s] for s in range(3))))
    assert all(count <= 8 for count in taps.values()), taps
    adjust = enter(form, [("kind", "adjust"), ("type", ("mountain", a, "5")), ("type", ("pool", c, "-1,5"))],
                   Adjust(tuple(Fraction(-3, 2) if s == c else 0 for s in range(3)),
                          tuple(5 if s == a else 0 for s in range(3))))
    taps["adjustment: 5 on the mountain, -1.5 off the pool"] = adjust
    print("taps per deal, 3 players:", taps)


def test_four_players_the_sitting_out_dealer_his_whist_and_the_talon(night, tab):
    table = night(4, "leningrad_fspr")
    form, _ = tab(table)
    seats, out = table.seats, table.state["sits_out"]
    assert out is not None and out == table.state["dealer"]
    offered = form.page.evaluate("[...document.querySelectorAll('#entry button[data-k=\"declarer\"]')]"
                                 ".map((b) => Number(b.dataset.v))")
    assert sorted(offered) == sorted(seats.active) and out not in offered  # who sits out does not declare
    a, b, c = seats.active
    first, second = seats.defenders(a)
    taps = {}
    taps["7♦, both pass, the dealer whists, 6 tricks"] = enter(form, [
        ("declarer", a), ("contract", "7:diamonds"), ("first", "pass"), ("second", "pass"), ("dealerWhist", "whist"),
        ("count", f"{a}:6")],
        Contract(a, 7, "diamonds", ("pass", "pass"), tuple(None if s == out else 6 if s == a else 4 if s == first
                                                           else 0 for s in range(4)), dealer_whist=True))
    taps["7♦, all three pass"] = enter(form, [
        ("declarer", a), ("contract", "7:diamonds"), ("first", "pass"), ("second", "pass"), ("dealerWhist", "pass")],
        Contract(a, 7, "diamonds", ("pass", "pass")))
    taps["6♠, pass and half-whist"] = enter(form, [
        ("declarer", b), ("contract", "6:spades"), ("first", "pass"), ("second", "half"), ("dealerWhist", "pass")],
        Contract(b, 6, "spades", ("pass", "half")))
    taps["all-pass 3, 4, the dealer's talon 2"] = enter(form, [
        ("kind", "allpass"), ("count", f"{a}:3"), ("count", f"{b}:4"), ("count", f"{out}:2")],
        AllPass(tuple({a: 3, b: 4, c: 1, out: 2}[s] for s in range(4))))
    taps["misère, made"] = enter(form, [("kind", "misere"), ("declarer", c)], Misere(c, 0))
    assert all(count <= 8 for count in taps.values()), taps
    enter(form, [("kind", "adjust"), ("type", ("mountain", out, "1/3"))],
          Adjust(None, tuple(Fraction(1, 3) if s == out else 0 for s in range(4))))  # the one sitting out too
    print("taps per deal, 4 players (Leningrad FSPR):", taps)


def test_four_players_sochi_two_whists(night, tab):
    table = night(4)
    form, _ = tab(table)
    seats, out = table.seats, table.state["sits_out"]
    a = seats.active[1]
    first, second = seats.defenders(a)
    taps = enter(form, [("declarer", a), ("contract", "6:clubs"), ("first", "whist"), ("second", "whist"),
                        ("count", f"{a}:7"), ("count", f"{first}:2")],
                 Contract(a, 6, "clubs", ("whist", "whist"), tuple(None if s == out else 7 if s == a else
                                                                   2 if s == first else 1 for s in range(4))))
    assert taps == 7
    assert not form.page.evaluate("!!document.querySelector('#entry button[data-k=\"dealerWhist\"]')")


def test_a_game_below_the_exit_level_is_sent_only_let_stand(night, tab):
    table = night(3, "leningrad")
    seat = table.book.seat(table.phone.code)
    table.book.enter(seat, "a1", "phoneA", {"kind": "allpass", "tricks": [4, 3, 3]})
    table.book.confirm(seat, "a1", "phoneB")
    table.state = table.phone.state()
    form, _ = tab(table)
    d = table.seats.active[0]
    first, second = table.seats.defenders(d)
    for key, value in (("declarer", d), ("contract", "6:clubs"), ("first", "pass"), ("second", "half")):
        form.choose(key, value)
    shown = form.wait_live(lambda s: bool(s["warn"]))
    assert shown["stand"] and not shown["send"] and shown["writes"].startswith("→")  # asked, as the dialog asks
    form.tap("#entry .pe-stand-box")
    shown = form.wait_live(lambda s: s["send"] and s["stand"])
    sent = form.send()
    assert sent == {"deal": deal_to_json(Contract(d, 6, "clubs", ("pass", "half"))), "letStand": True}


def test_a_refusal_and_a_director_out_of_reach_are_said(night, tab):
    table = night(3)
    form, harness = tab(table)
    d = table.seats.active[0]
    table.book.lock_round(1)
    for key, value in (("declarer", d), ("contract", "8:hearts"), ("first", "pass"), ("second", "pass")):
        form.choose(key, value)
    shown = form.wait_live(lambda s: not s["send"])
    assert "locked" in shown["writes"] and not shown["summary"]  # the director's refusal, and no Send
    table.book.unlock_round(1)
    harness.offline = True
    form.choose("contract", "9:hearts")
    shown = form.wait_live(lambda s: s["send"])
    assert shown["writes"] == ENTRY_WORDS["en"]["offline"]  # sent anyway: the shell keeps it until answered
    assert form.send()["deal"]["level"] == 9


def test_the_form_hides_while_busy_and_speaks_russian(night, tab):
    table = night(3)
    form, _ = tab(table)
    form.page.evaluate("harness.setLang('ru')")
    assert form.page.evaluate("document.querySelector('#entry .pe-send').textContent") == ENTRY_WORDS["ru"]["send"]
    d = table.seats.active[2]
    for key, value in (("declarer", d), ("contract", "7:notrump"), ("first", "pass"), ("second", "pass")):
        form.choose(key, value)
    shown = form.wait_live(lambda s: s["send"])
    assert any("а" <= ch <= "я" for ch in shown["summary"] + shown["writes"]), shown
    form.page.evaluate("harness.setBusy(true)")
    form.send()
    assert form.page.evaluate("document.getElementById('entry').hidden")  # an entry waits: one at a time
    form.page.evaluate(f"harness.show({json.dumps(table.state)})")
    assert form.page.evaluate("document.getElementById('entry').hidden")  # still waiting
    form.page.evaluate("harness.setBusy(false)")
    form.page.evaluate(f"harness.show({json.dumps(table.state)})")
    assert not form.page.evaluate("document.getElementById('entry').hidden")


@pytest.mark.parametrize(("lang", "dark", "players"), [("en", False, 3), ("ru", True, 4), ("ru", False, 3)])
def test_the_form_fits_a_phone_held_upright(night, tab, lang, dark, players):
    table = night(players, "leningrad_fspr" if players == 4 else "sochi")
    form, harness = tab(table, dark=dark)
    form.page.evaluate(f"harness.setLang('{lang}')")
    d = table.seats.active[0]
    for key, value in (("declarer", d), ("contract", "10:notrump"), ("first", "whist"), ("second", "whist")):
        form.choose(key, value)
    form.choose("count", f"{d}:8")
    measured = form.page.evaluate("""(() => {
      const small = [...document.querySelectorAll("#entry button, #entry input")].filter((el) => {
        const r = el.getBoundingClientRect(); return r.width && (r.width < 44 || r.height < 44); })
        .map((el) => el.outerHTML.slice(0, 80));
      return {scroll: document.documentElement.scrollWidth, width: innerWidth, small}; })()""")
    assert measured["scroll"] <= measured["width"] and measured["small"] == [], measured
    urls = form.page.requested_urls()
    assert urls and all(url.startswith(harness.url) for url in urls), urls  # nothing but its own origin
    if SHOTS:
        form.page.evaluate("window.scrollTo(0, 0)")
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        name = f"entry-{lang}-{'dark' if dark else 'light'}-{players}"
        Path(SHOTS, name + ".png").write_bytes(form.page.screenshot())
        form.page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
        Path(SHOTS, name + "-end.png").write_bytes(form.page.screenshot())


def test_what_only_some_rules_offer_and_a_refusal_in_the_dialogs_words(night, tab):
    """Rules with a give-up, a totus, a half-whist by either defender and a played half-whist (RULES-v2): the form
    offers them and builds their deals as the game file writes them; the director's Sochi refuses what its rules
    do not have, worded as the dialog words it, and Send is not offered."""
    table = night(3)
    settings = table.state["rules"]["settings"]
    settings.update(give_up="without_three", totus=True, half_whist_by="either", half_whist_levels=[6, 7],
                    half_whist_mode="played")
    form, _ = tab(table)
    d = table.seats.active[1]
    first, second = table.seats.defenders(d)

    def previewed(steps, expected: Deal) -> dict[str, Any]:
        form.tap("#entry .pe-clear")
        for key, value in steps:
            form.choose(key, value)
        shown = form.wait_live(lambda s: True)
        assert form.page.evaluate("harness.previews.at(-1).deal") == deal_to_json(expected)
        return shown

    shown = previewed([("declarer", d), ("contract", "8:clubs"), ("giveUp", 1)],
                      Contract(d, 8, "clubs", ("pass", "pass"), concede=True))
    status, refused = table.phone.enter("e1", deal_to_json(Contract(d, 8, "clubs", ("pass", "pass"), concede=True)))
    assert status == 422 and shown["writes"] == refused["words"]["en"] and not shown["send"]
    previewed([("declarer", d), ("contract", "10:hearts"), ("totus", 1), ("count", f"{d}:10")],
              Contract(d, 10, "hearts", ("pass", "pass"), tuple(10 if s == d else 0 for s in range(3)), totus=True))
    previewed([("declarer", d), ("contract", "7:spades"), ("first", "half"), ("second", "pass"), ("count", f"{d}:8")],
              Contract(d, 7, "spades", ("half", "pass"), tuple(8 if s == d else 2 if s == first else 0
                                                               for s in range(3))))


def test_the_half_whists_of_the_keyboards_examples(night, tab):
    """docs/keyboard.md's half-whist deals at a table of three (Leningrad FSPR: half-whists at 6 and 7, a whist
    returned beside one): the pass and half-whist, and the whist returned beside a half-whist."""
    table = night(3, "leningrad_fspr")
    form, _ = tab(table)
    a = table.seats.active[0]
    first, second = table.seats.defenders(a)
    taps = {"6♣, pass and half-whist": enter(form, [("declarer", a), ("contract", "6:clubs"), ("first", "pass"),
                                                    ("second", "half")], Contract(a, 6, "clubs", ("pass", "half")))}
    taps["7♠, a whist returned beside a half-whist, 7 tricks"] = enter(form, [
        ("declarer", a), ("contract", "7:spades"), ("first", "whist"), ("second", "half"), ("count", f"{a}:7")],
        Contract(a, 7, "spades", ("whist", "half"), tuple(7 if s == a else 3 if s == first else 0 for s in range(3))))
    assert taps == {"6♣, pass and half-whist": 5, "7♠, a whist returned beside a half-whist, 7 tricks": 6}
    half = "document.querySelector('#entry button[data-k=\"second\"][data-v=\"half\"]').disabled"
    form.choose("declarer", a)
    form.choose("contract", "7:clubs")
    assert form.page.evaluate(half) is True  # a half-whist only after the first defender's word
    form.choose("first", "pass")
    assert form.page.evaluate(half) is False
    form.choose("contract", "8:clubs")  # no half-whist at 8: the button is there, greyed
    assert form.page.evaluate(half) is True


def test_the_live_line_asks_once_a_quarter_second_after_the_last_change(night, tab):
    table = night(3)
    form, harness = tab(table)
    d = table.seats.active[0]
    clicks = [("declarer", d), ("contract", "7:spades"), ("first", "whist"), ("second", "pass"), ("count", f"{d}:5"),
              ("count", f"{d}:6"), ("count", f"{d}:7")]
    script = "".join(f"document.querySelector('#entry button[data-k=\"{k}\"][data-v=\"{v}\"]').click();"
                     for k, v in clicks)
    form.page.evaluate(f"(() => {{ {script} }})()")  # three complete deals in one moment: asked about the last
    form.wait_live(lambda s: s["send"])
    previews = form.page.evaluate("harness.previews")
    assert [p["deal"]["tricks"][d] for p in previews] == [7] and harness.forwarded == 1
