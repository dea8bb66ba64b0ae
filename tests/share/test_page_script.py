"""The phone page's script run by Node.js against a stand-in of the browser (the DOM ids it uses, fetch,
EventSource, the timers): once sharing has ended it says so and asks the server nothing more. Skipped
where no ``node`` is installed (the browser tests in test_browser.py need Chromium)."""

from __future__ import annotations

import json
import re
import shutil
import subprocess

import pytest

from preferans_desk.share.page import PAGE_TEXT

# The stand-in browser: every element the script asks for, a fetch answering ``STATE_STATUS``, one
# EventSource kept to fire its events by hand, and the timers counted.
HARNESS = r"""
const elements = {};
const element = (id) => elements[id] || (elements[id] = {
  id, textContent: "", hidden: false, value: "", alt: "", src: "", options: [],
  add(option) { this.options.push(option); }, addEventListener() {}, insertRow() { return {insertCell: () => ({})}; },
  appendChild() {}});
globalThis.window = globalThis;
globalThis.document = {getElementById: element, documentElement: {lang: ""}, createElement: () => ({})};
globalThis.localStorage = {getItem: () => null, setItem() {}};
globalThis.navigator = {language: LANGUAGE};
globalThis.Option = function (text, value) { this.text = text; this.value = value; };
const timers = new Set();
let nextTimer = 1;
globalThis.setInterval = () => { const id = nextTimer++; timers.add(id); return id; };
globalThis.clearInterval = (id) => { timers.delete(id); };
const fetched = [];
globalThis.fetch = async (url) => { fetched.push(url); return {ok: STATE_STATUS === 200, status: STATE_STATUS,
  json: async () => ({players: ["A", "B", "C"], deals: 1, version: 1}), text: async () => "<svg/>"}; };
let source = null;
globalThis.EventSource = class {
  constructor(url) { source = this; this.url = url; this.listeners = {}; this.closed = false; }
  addEventListener(name, listener) { this.listeners[name] = listener; }
  close() { this.closed = true; }
};
new Function(SCRIPT)();
(async () => {
  await new Promise((done) => setTimeout(done, 20));
  if (FIRE_END) source.listeners.end({data: "ended"});
  await new Promise((done) => setTimeout(done, 20));
  const asked = fetched.length;
  if (source.onerror) source.onerror();  // the closed stream's error must not say "reconnecting"
  console.log(JSON.stringify({status: element("status").textContent, closed: source.closed,
                              timers: timers.size, asked, fetched: fetched.length}));
})();
"""


def run_page(language: str, state_status: int, fire_end: bool) -> dict:
    node = shutil.which("node") or shutil.which("nodejs")
    if node is None:
        pytest.skip("node not installed (apt-get install nodejs): the page's script is not run")
    found = re.search(r"<script>(.*?)</script>", PAGE_TEXT, re.S)
    assert found is not None
    program = (HARNESS.replace("LANGUAGE", json.dumps(language)).replace("STATE_STATUS", str(state_status))
               .replace("FIRE_END", json.dumps(fire_end)).replace("SCRIPT", json.dumps(found.group(1))))
    done = subprocess.run([node, "-e", program], capture_output=True, text=True, timeout=30)
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
