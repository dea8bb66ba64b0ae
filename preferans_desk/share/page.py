"""The live sheet's one page: inline CSS and JS only (the server's CSP forbids anything else).

It shows the sheet as an image made from the fetched SVG (a data: URL: an image runs no script) in the shape
that fits the screen as the phone is held (``geometry.auto_shape``'s rule on the viewport: upright portrait,
sideways landscape, asked for again when the phone turns), lets the phone choose whose seat is at the bottom
and the language (by default the one state.json names as ``lang``, else the browser's), and refreshes on each
server-sent event, polling state.json every few seconds when events fail. When state.json carries a
``problem`` (the game file followed by ``preferans-desk share`` cannot be read now), a notice above the sheet
says so and that the sheet shown is the last good one. When sharing ends (the scorer stopped it or opened
another game), the event stream says so with an ``end`` event, or state.json answers 404: the page then says
that sharing has ended, keeps the last sheet and asks the server nothing more.

Its words are the words layer's (``words.share_page``, each language's name by ``words.languages``), put into
the script in every language from the shipped translations when this module is loaded.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from html import escape

from preferans_desk.lan.page_parts import PAGE_HEAD, script_json, source_hash
from preferans_desk.render.auto_shape_script import AUTO_SHAPE_JS
from preferans_desk.words.languages import LANGUAGES, own_name
from preferans_desk.words.share_page import page_words

# The head both of share's pages begin with (this one and the club night's): the phone pages' head, then their
# shared colours.
HEAD = PAGE_HEAD + """<style>
:root { color-scheme: light dark; --bg: #f4f3ee; --fg: #222; --dim: #666; }
@media (prefers-color-scheme: dark) { :root { --bg: #1e1f22; --fg: #ddd; --dim: #999; } }
"""

TEMPLATE = HEAD + """* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg);
       font: 15px/1.4 "DejaVu Sans", system-ui, sans-serif; }
header { display: flex; flex-wrap: wrap; gap: 6px 12px; align-items: center; padding: 6px 8px; }
header label { color: var(--dim); }
select { font: inherit; max-width: 11em; padding: 2px 4px; }
#facts { flex: 1 1 100%; color: var(--dim); min-height: 1.4em; }
#sheet { display: block; width: 100%; max-width: 100vw; height: auto; max-height: calc(100vh - 5em);
         object-fit: contain; margin: 0 auto; }
#status { color: #c44; }
#problem { flex: 1 1 100%; padding: 4px 8px; border: 1px solid #d9b44a; border-radius: 4px;
           background: #fff4cc; color: #4a3a00; }
@media (prefers-color-scheme: dark) { #problem { background: #4a3d12; color: #ffe9a8; border-color: #8a7020; } }
/* A portrait sheet on a wide screen keeps its width and scrolls: fitted to the height its numbers would be tiny. */
@media (orientation: landscape) { html:not([data-shape="landscape"]) #sheet { max-height: none;
                                                                            max-width: min(100vw, 720px); } }
/* The landscape sheet (a phone turned sideways) as tall as the screen, the choices and the results beside it. */
html[data-shape="landscape"] body { display: grid; grid-template-columns: auto minmax(10em, 1fr);
                                    grid-template-rows: auto 1fr; align-items: start; }
html[data-shape="landscape"] #sheet { grid-column: 1; grid-row: 1 / 3; width: auto; height: 100vh; height: 100dvh;
                                      max-height: none; max-width: calc(100vw - 10em); margin: 0;
                                      object-position: left top; }
html[data-shape="landscape"] header, html[data-shape="landscape"] #settled { grid-column: 2; min-width: 0; }
#settled { padding: 4px 10px 16px; }
#settled h2 { font-size: 1.1em; margin: 8px 0 4px; }
#results { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
#results td { padding: 3px 6px; border-bottom: 1px solid color-mix(in srgb, var(--fg) 15%, transparent); }
#results td.n { text-align: right; white-space: nowrap; }
#pays { margin: 8px 0 0; padding-left: 1.2em; }
</style>
</head>
<body>
<header>
<label><span id="l-seat">Seat</span> <select id="seat"></select></label>
<label><span id="l-lang">Language</span> <select id="lang">
<!--LANGUAGES--></select></label>
<span id="status"></span>
<div id="facts"></div>
<div id="problem" role="alert" hidden></div>
</header>
<img id="sheet" alt="">
<section id="settled" hidden>
<h2 id="l-settled"></h2>
<table id="results"></table>
<ul id="pays"></ul>
</section>
<script>
"use strict";
const WORDS = /*WORDS*/;  // the page's words in each language, from the words layer
const $ = (id) => document.getElementById(id);
const saved = (key) => { try { return localStorage.getItem(key); } catch (e) { return null; } };
const keep = (key, value) => { try { localStorage.setItem(key, value); } catch (e) { /* private mode */ } };
const browser = (navigator.language || "en").slice(0, 2).toLowerCase();
let chosen = saved("lang");  // a language chosen on this device wins over the server's and the browser's
let lang = chosen || (WORDS[browser] ? browser : "en");
let seat = Number(saved("seat") || 0);
let shape = "portrait";  // the shape asked for: the one that fits the screen as the phone is held
let shown = -1, wanted = -1, loading = false, again = false, state = null;  // wanted: the newest version announced
let over = false, events = null, poll = 0;  // over: sharing has ended

function words() { return WORDS[lang] || WORDS.en; }

""" + AUTO_SHAPE_JS + """
function fitShape() {
  const n = state && state.players && state.players.length === 4 ? 4 : 3;
  shape = autoShape(n, window.innerWidth || 360, window.innerHeight || 740);
}

function label() {
  const w = words();
  document.documentElement.lang = lang;
  $("l-seat").textContent = w.seat;
  $("l-lang").textContent = w.lang;
  $("sheet").alt = w.sheet;
  $("lang").value = lang;
  if (over) $("status").textContent = w.ended;
}

function ended() {
  over = true;
  if (events) events.close();
  clearInterval(poll);
  label();
}

// Nothing to say while sharing goes on; once it has ended, only that.
function offline(text) { if (!over) $("status").textContent = text; }

function facts() {
  if (!state || !state.players) return;
  const w = words(), sel = $("seat");
  if (sel.options.length !== state.players.length) {
    sel.textContent = "";
    state.players.forEach((name, i) => sel.add(new Option(name, String(i))));
  }
  if (seat >= state.players.length) seat = 0;
  sel.value = String(seat);
  const next = state.players[state.next_dealer];
  const dealer = state.finished ? " · " + w.over
    : next === undefined ? "" : " · " + w.dealer.replace("{0}", () => next);
  $("facts").textContent = w.deals + ": " + state.deals + dealer;
  settled();
  const problem = $("problem");
  problem.hidden = !state.problem;
  problem.textContent = state.problem ? w.problem.replace("{0}", () => state.problem) : "";
}

// Each player's result (whists, and money when the game has a price) and who pays whom.
function settled() {
  const w = words(), box = $("settled"), s = state.settlement;
  box.hidden = !s;
  if (!s) return;
  $("l-settled").textContent = state.finished ? w.settled : w.ifnow;
  const rows = $("results");
  rows.textContent = "";
  const unit = s.unit === "whists" ? w.whists : s.unit;
  const shown = (s.shown && s.shown[lang]) || {};  // money as this language writes it
  state.players.forEach((name, i) => {
    const row = rows.insertRow();
    row.insertCell().textContent = name;
    const whists = row.insertCell();
    whists.className = "n";
    whists.textContent = shown.whists ? shown.whists[i] : signed((s.result_text || s.result)[i]) + " " + w.whists;
    if (s.money) {
      const money = row.insertCell();
      money.className = "n";
      money.textContent = shown.money ? shown.money[i] : signed(s.money[i]) + (s.unit ? " " + s.unit : "");
    }
  });
  const pays = $("pays");
  pays.textContent = "";
  (s.transfers || []).forEach((t, k) => {
    const item = document.createElement("li");
    const amount = s.money && shown.transfers ? shown.transfers[k] : t.text + (unit ? " " + unit : "");
    item.textContent = w.pays.replace("{0}", () => state.players[t.from]).replace("{1}", () => state.players[t.to])
      .replace("{2}", () => amount);
    pays.appendChild(item);
  });
}

function signed(value) {
  const text = String(value);
  return text.startsWith("-") ? "\u2212" + text.slice(1) : (/^[0.,]+$/.test(text) ? text : "+" + text);
}

// The language the server asks for (preferans-desk share --lang), unless this device chose one.
function serverLang() {
  if (chosen || !state || !WORDS[state.lang] || state.lang === lang) return;
  lang = state.lang;
  label();
}

async function refresh() {
  if (over) return;
  if (loading) { again = true; return; }
  loading = true;
  try {
    const got = await fetch("state.json", {cache: "no-store"});
    if (got.status === 404) { ended(); return; }
    if (!got.ok) return;
    state = await got.json();
    if (over) return;  // sharing ended meanwhile: the page stays as it was
    serverLang();
    facts();
    fitShape();
    const asked = shape;
    const sheet = await fetch("sheet.svg?seat=" + seat + "&lang=" + lang + "&shape=" + asked, {cache: "no-store"});
    if (!sheet.ok) return;
    const svg = await sheet.text();
    if (over) return;
    $("sheet").src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(svg);
    document.documentElement.dataset.shape = asked;  // the page's layout follows the sheet shown
    shown = state.version;
    offline("");
  } catch (e) {
    offline(words().offline);
  } finally {
    loading = false;
    // A change asked for meanwhile (a seat, a language), or a version newer than the one just shown; the first
    // event of the stream, announcing the version being loaded, asks for nothing more.
    if (again || wanted > shown) { again = false; refresh(); }
  }
}

// The server announced ``version`` (its stream or the poll): loaded unless it is shown or being loaded.
function announced(version) {
  wanted = Math.max(wanted, version);
  if (!loading && version !== shown) refresh();
}

$("seat").addEventListener("change", (e) => { seat = Number(e.target.value); keep("seat", seat); refresh(); });
$("lang").addEventListener("change", (e) => {
  lang = chosen = e.target.value; keep("lang", lang); label(); refresh();
});

// The phone turned (or the window was resized): the other shape's sheet, if it now fits better.
function turned() {
  const before = shape;
  fitShape();
  if (shape !== before) refresh();
}
window.addEventListener("resize", turned);
window.addEventListener("orientationchange", turned);

function listen() {
  if (!window.EventSource) return;
  events = new EventSource("events");
  events.onmessage = (e) => { announced(Number(e.data)); };
  events.addEventListener("end", ended);
  events.onerror = () => { offline(words().offline); };
  events.onopen = () => { offline(""); };
}

// The fallback: a poll of the facts every few seconds, a refresh when their version moved on.
poll = setInterval(async () => {
  try {
    const got = await fetch("state.json", {cache: "no-store"});
    if (got.status === 404) ended();
    else if (got.ok) announced((await got.json()).version);
  } catch (e) { offline(words().offline); }
}, 5000);

label();
refresh();
listen();
</script>
</body>
</html>
"""



def page_text(langs: tuple[str, ...] = LANGUAGES) -> str:
    """The page offering ``langs``, each named in itself, with its words in every one of them."""
    return with_words(TEMPLATE, page_words, langs)


def with_words(template: str, words_of: Callable[[str], dict[str, str]], langs: tuple[str, ...]) -> str:
    """A phone page's ``template`` with its language choices (``<!--LANGUAGES-->``) and its words in each
    language (``/*WORDS*/``: JSON, with no "<" a script could end on)."""
    options = "".join(f'<option value="{escape(lang)}">{escape(own_name(lang))}</option>' for lang in langs)
    words = script_json({lang: words_of(lang) for lang in langs})
    return template.replace("<!--LANGUAGES-->", options).replace("/*WORDS*/", words)


PAGE_TEXT = page_text()
PAGE = PAGE_TEXT.encode()


def inline_hash(tag: str, text: str) -> str:
    """The CSP source for a page's one inline ``tag`` element: its hash, so that nothing else runs."""
    found = re.search(f"<{tag}>(.*?)</{tag}>", text, re.S)
    assert found is not None, f"the page has no <{tag}>"
    return source_hash(found.group(1))
