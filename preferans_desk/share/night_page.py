"""The club night's page on the phones: the standings and the round's tables (a table tapped shows its sheet,
``table.svg``), refreshed on each server-sent event (state.json, as the director's window publishes it: ``kind``
"night"). Inline CSS and JS only (the server's CSP
lists their hashes); its words are the words layer's (``words.night_words``), in every language, chosen as the
live sheet's page chooses (the phone's choice, else the browser's)."""

from __future__ import annotations

from preferans_desk.words.languages import LANGUAGES
from preferans_desk.words.night_words import night_words

from .page import HEAD, with_words

NIGHT_TEMPLATE = HEAD + """body { margin: 0; padding: 6px 8px 16px; background: var(--bg); color: var(--fg);
       font: 15px/1.4 "DejaVu Sans", system-ui, sans-serif; }
header { display: flex; flex-wrap: wrap; gap: 6px 12px; align-items: baseline; }
h1 { font-size: 1.25em; margin: 4px 0; flex: 1 1 100%; }
h2 { font-size: 1.1em; margin: 14px 0 4px; }
label, #round { color: var(--dim); }
#status { color: #c44; }
table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
td, th { padding: 4px 3px; border-bottom: 1px solid color-mix(in srgb, var(--fg) 15%, transparent); text-align: left; }
td.n, th.n { text-align: right; white-space: nowrap; }
#tables td { vertical-align: top; }
#tables td:first-child { white-space: nowrap; }
#tables tr.has-sheet { cursor: pointer; }
#tables tr.chosen td { font-weight: bold; }
#sheet { display: block; width: 100%; max-width: 720px; height: auto; margin: 8px auto 0; }
</style>
</head>
<body>
<header>
<h1 id="title"></h1>
<span id="round"></span>
<label><span id="l-lang">Language</span> <select id="lang">
<!--LANGUAGES--></select></label>
<span id="status"></span>
</header>
<h2 id="l-standings"></h2>
<table id="standings"></table>
<h2 id="l-tables"></h2>
<table id="tables"></table>
<img id="sheet" alt="" hidden>
<script>
"use strict";
const WORDS = /*WORDS*/;
const $ = (id) => document.getElementById(id);
const browser = (navigator.language || "en").slice(0, 2);
let chosen = null;
try { chosen = localStorage.getItem("night-lang"); } catch (e) {}
let lang = chosen || (WORDS[browser] ? browser : "en");
let state = null, events = null, over = false, chosenTable = null;
function words() { return WORDS[lang] || WORDS.en; }
function fill(text, ...values) { return values.reduce((t, v, i) => t.replace("{" + i + "}", v), text); }
function cell(row, text, number) {
  const td = document.createElement(row.parentNode && row.parentNode.tagName === "THEAD" ? "th" : "td");
  td.textContent = text;
  if (number) td.className = "n";
  row.appendChild(td);
}
function show() {
  const w = words();
  $("lang").value = lang;
  $("l-lang").textContent = w.lang;
  $("l-standings").textContent = w.standings;
  $("l-tables").textContent = w.tables;
  if (!state) return;
  $("title").textContent = state.title;
  $("round").textContent = fill(w.round, state.round, state.rounds);
  const standings = $("standings");
  standings.textContent = "";
  const head = standings.createTHead().insertRow();
  [[w.rank, 1], [w.player, 0], [w.points, 1], [w.whists, 1], [w.games, 1]].forEach(([t, n]) => cell(head, t, n));
  const body = standings.createTBody();
  for (const p of state.standings) {
    const row = body.insertRow();
    [[p.rank, 1], [p.name, 0], [p.points, 1], [p.whists, 1], [p.games, 1]].forEach(([t, n]) => cell(row, t, n));
  }
  const tables = $("tables");
  tables.textContent = "";
  const rows = tables.createTBody();
  for (const t of state.tables) {
    const row = rows.insertRow();
    cell(row, fill(w.table, t.table), 0);
    cell(row, t.players.join(", "), 0);
    cell(row, t.deals === null ? w.waiting : (t.finished ? w.finished + ", " : "") + fill(w.deals, t.deals), 1);
    if (t.sheet) {
      row.className = t.table === chosenTable ? "has-sheet chosen" : "has-sheet";
      row.addEventListener("click", () => { chosenTable = chosenTable === t.table ? null : t.table; show(); sheet(); });
    }
  }
}
// The chosen table's sheet, as the director has it now (a data: URL: an image runs no script).
async function sheet() {
  const img = $("sheet");
  if (chosenTable === null || !state) { img.hidden = true; return; }
  try {
    const got = await fetch("table.svg?round=" + state.round + "&table=" + chosenTable + "&lang=" + lang,
                            {cache: "no-store"});
    if (!got.ok) { img.hidden = true; return; }
    img.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(await got.text());
    img.alt = fill(words().table, chosenTable);
    img.hidden = false;
  } catch (e) { offline(words().offline); }
}
function offline(text) { $("status").textContent = text; }
function ended() {
  over = true;
  if (events) events.close();
  offline(words().ended);
}
async function refresh() {
  if (over) return;
  try {
    const got = await fetch("state.json", {cache: "no-store"});
    if (got.status === 404) { ended(); return; }
    if (!got.ok) return;
    state = await got.json();
    offline("");
    show();
    sheet();
  } catch (e) { offline(words().offline); }
}
$("lang").addEventListener("change", (e) => {
  lang = chosen = e.target.value;
  try { localStorage.setItem("night-lang", lang); } catch (err) {}
  show();
  sheet();  // its notes in the language chosen
});
function listen() {
  if (!window.EventSource) { setInterval(refresh, 5000); return; }
  events = new EventSource("events");
  events.onmessage = () => refresh();
  events.addEventListener("end", ended);
  events.onerror = () => { offline(words().offline); };
  events.onopen = () => { offline(""); };
}
show();
refresh();
listen();
</script>
</body>
</html>
"""


def night_page_text(langs: tuple[str, ...] = LANGUAGES) -> str:
    """The page offering ``langs``, each named in itself, with its words in every one of them."""
    return with_words(NIGHT_TEMPLATE, night_words, langs)


NIGHT_PAGE_TEXT = night_page_text()
NIGHT_PAGE = NIGHT_PAGE_TEXT.encode()
