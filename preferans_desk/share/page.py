"""The live sheet's one page: inline CSS and JS only (the server's CSP forbids anything else).

It shows the sheet as an image made from the fetched SVG (a data: URL: an image runs no script),
lets the phone choose whose seat is at the bottom and the language (by default the browser's), and
refreshes on each server-sent event, polling state.json every few seconds when events fail.
"""

from __future__ import annotations

import base64
import hashlib
import re

PAGE_TEXT = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="referrer" content="no-referrer">
<title>Preferans Desk</title>
<style>
:root { color-scheme: light dark; --bg: #f4f3ee; --fg: #222; --dim: #666; }
@media (prefers-color-scheme: dark) { :root { --bg: #1e1f22; --fg: #ddd; --dim: #999; } }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg);
       font: 15px/1.4 "DejaVu Sans", system-ui, sans-serif; }
header { display: flex; flex-wrap: wrap; gap: 6px 12px; align-items: center; padding: 6px 8px; }
header label { color: var(--dim); }
select { font: inherit; max-width: 11em; }
#facts { flex: 1 1 100%; color: var(--dim); min-height: 1.4em; }
#sheet { display: block; width: 100%; max-width: 100vw; height: auto; max-height: calc(100vh - 5em);
         object-fit: contain; margin: 0 auto; }
#status { color: #c44; }
</style>
</head>
<body>
<header>
<label><span id="l-seat">Seat</span> <select id="seat"></select></label>
<label><span id="l-lang">Language</span> <select id="lang">
<option value="en">English</option><option value="ru">Русский</option></select></label>
<span id="status"></span>
<div id="facts"></div>
</header>
<img id="sheet" alt="">
<script>
"use strict";
const WORDS = {
  en: {seat: "Seat", lang: "Language", deals: "Deals", dealer: "{0} deals next", offline: "reconnecting…",
       sheet: "The score sheet"},
  ru: {seat: "Место", lang: "Язык", deals: "Сдач", dealer: "следующим сдаёт {0}", offline: "переподключение…",
       sheet: "Пулька"}
};
const $ = (id) => document.getElementById(id);
const saved = (key) => { try { return localStorage.getItem(key); } catch (e) { return null; } };
const keep = (key, value) => { try { localStorage.setItem(key, value); } catch (e) { /* private mode */ } };
const browser = (navigator.language || "en").slice(0, 2).toLowerCase();
let lang = saved("lang") || (WORDS[browser] ? browser : "en");
let seat = Number(saved("seat") || 0);
let shown = -1, loading = false, again = false, state = null;

function words() { return WORDS[lang] || WORDS.en; }

function label() {
  const w = words();
  document.documentElement.lang = lang;
  $("l-seat").textContent = w.seat;
  $("l-lang").textContent = w.lang;
  $("sheet").alt = w.sheet;
  $("lang").value = lang;
}

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
  const dealer = next === undefined ? "" : " · " + w.dealer.replace("{0}", () => next);
  $("facts").textContent = w.deals + ": " + state.deals + dealer;
}

async function refresh() {
  if (loading) { again = true; return; }
  loading = true;
  try {
    const got = await fetch("state.json", {cache: "no-store"});
    if (!got.ok) return;
    state = await got.json();
    facts();
    const sheet = await fetch("sheet.svg?seat=" + seat + "&lang=" + lang, {cache: "no-store"});
    if (!sheet.ok) return;
    const svg = await sheet.text();
    $("sheet").src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(svg);
    shown = state.version;
    $("status").textContent = "";
  } catch (e) {
    $("status").textContent = words().offline;
  } finally {
    loading = false;
    if (again) { again = false; refresh(); }
  }
}

$("seat").addEventListener("change", (e) => { seat = Number(e.target.value); keep("seat", seat); refresh(); });
$("lang").addEventListener("change", (e) => { lang = e.target.value; keep("lang", lang); label(); refresh(); });

function listen() {
  if (!window.EventSource) return;
  const events = new EventSource("events");
  events.onmessage = (e) => { if (Number(e.data) !== shown) refresh(); };
  events.onerror = () => { $("status").textContent = words().offline; };
  events.onopen = () => { $("status").textContent = ""; };
}

// The fallback: a poll of the facts every few seconds, a refresh when their version moved on.
setInterval(async () => {
  try {
    const got = await fetch("state.json", {cache: "no-store"});
    if (got.ok && (await got.json()).version !== shown) refresh();
  } catch (e) { $("status").textContent = words().offline; }
}, 5000);

label();
refresh();
listen();
</script>
</body>
</html>
"""

PAGE = PAGE_TEXT.encode()


def _digest(tag: str) -> str:
    """The CSP source for the page's one inline ``tag`` element: its hash, so that nothing else runs."""
    body = re.search(f"<{tag}>(.*?)</{tag}>", PAGE_TEXT, re.S).group(1)
    return "'sha256-" + base64.b64encode(hashlib.sha256(body.encode()).digest()).decode() + "'"


# Only this page's own style and script (by hash), images from data: URLs, fetches from this server.
CSP = (f"default-src 'none'; style-src {_digest('style')}; script-src {_digest('script')}; img-src data:; "
       "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
