"""The phone page's script run by Node.js against a stand-in of the browser (the DOM ids it uses, fetch,
EventSource, the timers, the viewport's size and its resize events): once sharing has ended it says so
and asks the server nothing more; it asks for the sheet's shape that fits the screen as the phone is held,
by the same rule as ``geometry.auto_shape``. Skipped where no ``node`` is installed (the browser tests in
test_browser.py need Chromium)."""

from __future__ import annotations

import json
import re
import shutil
import subprocess

import pytest

from preferans_desk.render.geometry import auto_shape
from preferans_desk.share.page import PAGE_TEXT

# The stand-in browser: every element the script asks for, a fetch answering ``STATE_STATUS``, one
# EventSource kept to fire its events by hand, the timers counted, and a viewport of WIDTH x HEIGHT that
# turns to TURN (when not null) once the page has loaded.
HARNESS = r"""
const elements = {};
const element = (id) => elements[id] || (elements[id] = {
  id, textContent: "", hidden: false, value: "", alt: "", src: "", options: [],
  add(option) { this.options.push(option); }, addEventListener() {}, insertRow() { return {insertCell: () => ({})}; },
  appendChild() {}});
globalThis.window = globalThis;
globalThis.document = {getElementById: element, documentElement: {lang: "", dataset: {}},
                       createElement: () => ({})};
globalThis.innerWidth = WIDTH;
globalThis.innerHeight = HEIGHT;
const turns = [];
globalThis.addEventListener = (name, listener) => { if (name === "resize") turns.push(listener); };
globalThis.localStorage = {getItem: () => null, setItem() {}};
globalThis.navigator = {language: LANGUAGE};
globalThis.Option = function (text, value) { this.text = text; this.value = value; };
const timers = new Set();
let nextTimer = 1;
globalThis.setInterval = () => { const id = nextTimer++; timers.add(id); return id; };
globalThis.clearInterval = (id) => { timers.delete(id); };
const fetched = [];
globalThis.fetch = async (url) => { fetched.push(url); return {ok: STATE_STATUS === 200, status: STATE_STATUS,
  json: async () => ({players: PLAYERS, deals: 1, version: 1}), text: async () => "<svg/>"}; };
let source = null;
globalThis.EventSource = class {
  constructor(url) { source = this; this.url = url; this.listeners = {}; this.closed = false; }
  addEventListener(name, listener) { this.listeners[name] = listener; }
  close() { this.closed = true; }
};
new Function(SCRIPT)();
(async () => {
  await new Promise((done) => setTimeout(done, 20));
  const first = {sheets: fetched.filter((url) => url.startsWith("sheet.svg")),
                 shape: document.documentElement.dataset.shape};
  if (TURN) {
    [globalThis.innerWidth, globalThis.innerHeight] = TURN;
    turns.forEach((listener) => listener({}));
    await new Promise((done) => setTimeout(done, 20));
  }
  if (FIRE_END) source.listeners.end({data: "ended"});
  await new Promise((done) => setTimeout(done, 20));
  const asked = fetched.length;
  if (source.onerror) source.onerror();  // the closed stream's error must not say "reconnecting"
  console.log(JSON.stringify({status: element("status").textContent, closed: source.closed,
                              timers: timers.size, asked, fetched: fetched.length, first,
                              sheets: fetched.filter((url) => url.startsWith("sheet.svg")),
                              shape: document.documentElement.dataset.shape}));
})();
"""


def node() -> str:
    found = shutil.which("node") or shutil.which("nodejs")
    if found is None:
        pytest.skip("node not installed (apt-get install nodejs): the page's script is not run")
    return found


def page_script() -> str:
    found = re.search(r"<script>(.*?)</script>", PAGE_TEXT, re.S)
    assert found is not None
    return found.group(1)


def run_page(language: str, state_status: int, fire_end: bool, size: tuple[int, int] = (360, 740),
             turn: tuple[int, int] | None = None, players: int = 3) -> dict:
    program = (HARNESS.replace("LANGUAGE", json.dumps(language)).replace("STATE_STATUS", str(state_status))
               .replace("FIRE_END", json.dumps(fire_end)).replace("WIDTH", str(size[0]))
               .replace("HEIGHT", str(size[1])).replace("TURN", json.dumps(turn))
               .replace("PLAYERS", json.dumps(["A", "B", "C", "D"][:players]))
               .replace("SCRIPT", json.dumps(page_script())))
    done = subprocess.run([node(), "-e", program], capture_output=True, text=True, timeout=30)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


@pytest.mark.parametrize(("language", "said"), [("en", "Sharing has ended."), ("ru", "Показ окончен.")])
def test_the_end_event_says_sharing_has_ended_and_stops_asking(language, said):
    shown = run_page(language, 200, fire_end=True)
    assert shown["status"] == said
    assert shown["closed"] and shown["timers"] == 0, "no stream and no poll any more"
    assert shown["fetched"] == shown["asked"]


def test_a_404_from_the_server_says_sharing_has_ended_too():
    """A phone that slept through the end event learns it from state.json."""
    shown = run_page("en", 404, fire_end=False)
    assert shown["status"] == "Sharing has ended." and shown["closed"] and shown["timers"] == 0


def test_while_sharing_goes_on_nothing_is_said():
    shown = run_page("en", 200, fire_end=False)
    assert shown["status"] == "reconnecting…" and not shown["closed"] and shown["timers"] == 1


def asked_shape(url: str) -> str:
    found = re.search(r"[?&]shape=([a-z]+)", url)
    assert found is not None, f"no shape asked for: {url}"
    return found.group(1)


@pytest.mark.parametrize(("size", "shape"), [((360, 740), "portrait"), ((740, 360), "landscape")])
@pytest.mark.parametrize("players", [3, 4])
def test_the_sheet_asked_for_fits_the_phone_as_it_is_held(size, shape, players):
    shown = run_page("en", 200, fire_end=False, size=size, players=players)
    assert [asked_shape(url) for url in shown["sheets"]] == [shape]
    assert shown["shape"] == shape, "the page's layout follows the sheet shown"


@pytest.mark.parametrize(("size", "turn", "then"), [((360, 740), (740, 360), "landscape"),
                                                    ((740, 360), (360, 740), "portrait")])
def test_turning_the_phone_asks_for_the_other_shape(size, turn, then):
    shown = run_page("en", 200, fire_end=False, size=size, turn=turn)
    assert [asked_shape(url) for url in shown["first"]["sheets"]] == [{"portrait": "landscape"}.get(then, "portrait")]
    assert asked_shape(shown["sheets"][-1]) == then and len(shown["sheets"]) == 2 and shown["shape"] == then


def test_a_resize_that_keeps_the_shape_asks_nothing_more():
    shown = run_page("en", 200, fire_end=False, size=(360, 740), turn=(380, 700))
    assert [asked_shape(url) for url in shown["sheets"]] == ["portrait"]


# Sizes where the two shapes tie or nearly do, and ordinary screens, for both tables.
SIZES = [(360, 740), (740, 360), (1000, 1000), (1000, 999), (999, 1000), (1333, 1000), (1334, 1000),
         (1332, 1000), (1366, 768), (1920, 1080), (768, 1024), (1024, 768), (595, 842), (842, 595), (1, 1)]


def test_the_page_chooses_as_geometry_auto_shape_does():
    rule = re.search(r"^const ASPECTS = .*?^}$", page_script(), re.S | re.M)  # the constants and autoShape
    assert rule is not None and "function autoShape(" in rule.group(0)
    program = rule.group(0) + (f"\nconsole.log(JSON.stringify({json.dumps(SIZES)}.map(([w, h]) => "
                               "[autoShape(3, w, h), autoShape(4, w, h)])));")
    done = subprocess.run([node(), "-e", program], capture_output=True, text=True, timeout=30)
    assert done.returncode == 0, done.stderr
    # the phone draws each shape at its own aspect (its landscape sheet is 4:3): the rule without stretching
    expected = [[auto_shape(3, w, h, stretch=False), auto_shape(4, w, h, stretch=False)] for w, h in SIZES]
    assert json.loads(done.stdout) == expected
