"""The scoring page's deal-entry form (issue 34): its HTML, CSS and script, as ``night/phone_page.py`` assembles
them into the page (``docs/club-night-network.md``, "Scoring on phones").

``ENTRY_HTML`` goes inside the page's ``<section id="entry">``; ``ENTRY_CSS`` styles only what is under
``#entry``, from the page's colours (``--bg``, ``--fg``, ``--dim``) and its own (``--pe-*``); ``ENTRY_JS``
defines ``PhoneEntry = {mount(root, host), show(state), relang()}`` and reads ``ENTRY_WORDS`` (the words in every
language, ``words/phone_entry_words.py``), put into the same script before it.

The form offers what the desktop's deal dialog offers (``core/entry.py``: the defenders' words the rules allow,
whose tricks are typed and whose are the rest, the 4-player dealer's whist, the all-pass talon) and builds the
deal exactly as a game file writes it (``core/gamefile.deal_to_json``). What it cannot know, the director's
preview refuses in the dialog's words (``night/phone_preview.py``), and the director judges the entry again.
"""

from __future__ import annotations

from preferans_desk.words.phone_entry_words import ENTRY_WORDS

__all__ = ["ENTRY_CSS", "ENTRY_HTML", "ENTRY_JS", "ENTRY_WORDS"]

ENTRY_HTML = """<div class="pe-row pe-kinds" role="group"></div>
<div class="pe-body"></div>
<div class="pe-live" aria-live="polite">
<p class="pe-summary"></p><p class="pe-writes"></p><p class="pe-worth"></p><p class="pe-warn"></p>
<label class="pe-stand" hidden><input type="checkbox" class="pe-stand-box"> <span></span></label>
</div>
<div class="pe-foot"><button type="button" class="pe-clear"></button>\
<button type="button" class="pe-send" disabled></button></div>"""

ENTRY_CSS = """
#entry { --pe-line: #8a94a6; --pe-on: #2c3a52; --pe-on-fg: #fff; --pe-send: #1f7a3a; --pe-send-fg: #fff;
  --pe-red: #b3262e; --pe-warn: #8a5a00; --pe-live: rgba(80, 120, 200, 0.08); }
@media (prefers-color-scheme: dark) {
  #entry { --pe-line: #7d8799; --pe-on: #cfd8ea; --pe-on-fg: #111722; --pe-send: #2f9c52; --pe-red: #ff7b82;
    --pe-warn: #f0b04a; --pe-live: rgba(140, 170, 230, 0.12); }
}
#entry { box-sizing: border-box; max-width: 100%; color: var(--fg);
  overflow-x: clip; /* not hidden: that makes #entry a scroller of its own and unsticks Send from the screen */ }
#entry *, #entry *::before, #entry *::after { box-sizing: border-box; }
#entry[hidden] { display: none; }
#entry h3 { font-size: 0.78rem; font-weight: 600; letter-spacing: 0.04em; text-transform: uppercase;
  color: var(--dim); margin: 0.7rem 0 0.3rem; }
#entry button { min-height: 44px; min-width: 44px; font: inherit; color: var(--fg); background: var(--bg);
  border: 1px solid var(--pe-line); border-radius: 10px; padding: 0 0.4rem; cursor: pointer;
  touch-action: manipulation; }
#entry button.on { background: var(--pe-on); color: var(--pe-on-fg); border-color: var(--pe-on); }
#entry button:disabled { opacity: 0.38; cursor: default; }
#entry .pe-row { display: flex; flex-wrap: wrap; gap: 6px; }
#entry .pe-row button { flex: 1 1 0; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
#entry .pe-kinds { flex-wrap: nowrap; gap: 4px; }
#entry .pe-kinds button { flex: 1 1 auto; padding: 0 4px; font-size: 0.9rem; }  /* as wide as its word */
#entry .pe-grid { display: grid; grid-template-columns: repeat(5, minmax(0, 1fr)); gap: 5px; }
#entry .pe-grid button { padding: 0; white-space: nowrap; }
#entry .red { color: var(--pe-red); }
#entry button.on.red { color: var(--pe-on-fg); }
#entry .pe-word { display: grid; grid-template-columns: minmax(0, 0.8fr) minmax(0, 3fr); gap: 6px;
  align-items: center; margin: 4px 0; }
#entry .pe-name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
#entry .pe-word .pe-row { display: grid; grid-template-columns: repeat(var(--pe-words, 2), minmax(0, 1fr)); gap: 4px; }
#entry .pe-word .pe-row.three { --pe-words: 3; }
#entry .pe-word .pe-row button { padding: 0 1px; font-size: 0.9rem; }
#entry .pe-counts { display: grid; grid-template-columns: repeat(6, minmax(0, 1fr)); gap: 4px; margin: 2px 0 8px; }
#entry .pe-counts button { padding: 0; }
#entry .pe-fixed { display: flex; justify-content: space-between; margin: 4px 0 8px; color: var(--dim); }
#entry .pe-fixed b { color: var(--fg); }
#entry .pe-amounts { display: grid; grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr) minmax(0, 1fr);
  gap: 6px; align-items: center; }
#entry .pe-amounts input { width: 100%; min-height: 44px; font: inherit; color: var(--fg); background: var(--bg);
  border: 1px solid var(--pe-line); border-radius: 10px; padding: 0 0.5rem; }
#entry .pe-help { color: var(--dim); font-size: 0.85rem; margin: 0.3rem 0; }
#entry .pe-live { border: 1px dashed var(--pe-line); border-radius: 10px; background: var(--pe-live);
  padding: 0.45rem 0.6rem; margin: 0.8rem 0 0.6rem; min-height: 44px; overflow-wrap: anywhere; }
#entry .pe-live p { margin: 0.15rem 0; }
#entry .pe-live p:empty { display: none; }
#entry .pe-summary { font-weight: 600; }
#entry .pe-worth { color: var(--dim); font-size: 0.92rem; }
#entry .pe-warn { color: var(--pe-warn); }
#entry .pe-live.refused .pe-writes { color: var(--pe-red); }
#entry .pe-stand { display: flex; align-items: center; gap: 0.5rem; min-height: 44px; }
#entry .pe-stand[hidden] { display: none; }
#entry .pe-stand input { width: 24px; height: 24px; }
#entry .pe-foot { display: flex; justify-content: space-between; gap: 10px; position: sticky; bottom: 0;
  background: var(--bg); padding: 6px 0; }
#entry .pe-send { flex: 0 1 60%; min-height: 56px; font-size: 1.1rem; font-weight: 600; background: var(--pe-send);
  color: var(--pe-send-fg); border-color: var(--pe-send); }
#entry .pe-clear { flex: 0 1 30%; color: var(--dim); }
"""

ENTRY_JS = r"""
const PhoneEntry = (() => {
  const SUITS = ["spades", "clubs", "diamonds", "hearts", "notrump"];  // the rules' order
  const MARKS = {spades: "♠", clubs: "♣", diamonds: "♦", hearts: "♥"};
  const LEVELS = [6, 7, 8, 9, 10];
  const KINDS = ["contract", "misere", "allpass", "adjust"];
  const V2 = {half_whist_levels: [], half_whist_by: "second", half_whist_returned: "refused",
    half_whist_mode: "unplayed", allpass_dealer_talon: false, dealer_may_whist: false, give_up: "no",
    totus: false, stalingrad: false};  // a version-1 game's rules leave these out: their defaults
  let root = null, host = null, state = null, f = null;
  let asked = "", answer = null, answered = "", warned = "", timer = 0, seq = 0;

  const $ = (sel) => root.querySelector(sel);
  const esc = (text) => String(text).replace(/[&<>"']/g, (c) => "&#" + c.charCodeAt(0) + ";");
  function W(key) {
    const all = ENTRY_WORDS, lang = host ? host.lang() : "en";
    return (all[lang] || all.en || {})[key] || (all.en || {})[key] || key;
  }
  function fmt(text, ...args) {
    return args.reduce((t, a, i) => t.split("%" + (i + 1)).join(a).split("{" + i + "}").join(a), text);
  }

  // ----- the table and its rules (core/entry.py, core/validate.Table) -----
  function setting(name) {
    const s = ((state && state.rules) || {}).settings || {};
    return name in s ? s[name] : V2[name];
  }
  const size = () => state.players.length;
  function out() { return size() === 4 ? (state.sits_out ?? state.dealer) : null; }
  function active() { return state.players.map((_, s) => s).filter((s) => s !== out()); }
  function defenders(declarer) {
    const seats = [];
    for (let step = 1; step < size(); step++) {
      const s = (declarer + step) % size();
      if (s !== out()) seats.push(s);
    }
    return seats;
  }
  const halfAt = (level) => (setting("half_whist_levels") || []).includes(level);
  const forced = (level, suit) => setting("stalingrad") && level === 6 && suit === "spades";
  function rowWords(second) {  // the buttons a defender's row has (the dialog's rows)
    const half = (setting("half_whist_levels") || []).length > 0 && (second || setting("half_whist_by") === "either");
    return half ? ["pass", "whist", "half"] : ["pass", "whist"];
  }
  function allowed(second) {  // core.entry.first_words / second_words, once the contract is known
    const level = f.level, suit = f.suit;
    if (level === null) return rowWords(second);
    if (forced(level, suit)) return ["whist"];
    if (!second) return setting("half_whist_by") === "either" && halfAt(level) ? ["pass", "whist", "half"]
      : ["pass", "whist"];
    if (!halfAt(level)) return ["pass", "whist"];
    const returned = setting("half_whist_returned") !== "refused";
    if (f.first === "pass" || (f.first === "whist" && returned)) return ["pass", "whist", "half"];
    if (f.first === "half") return returned ? ["pass", "whist"] : ["pass"];
    return ["pass", "whist"];
  }
  function dealerAsked() {  // RULES-v2 6.3: both defenders spoke, neither whisted
    return size() === 4 && setting("dealer_may_whist") && !f.giveUp && !f.totus && f.first !== null
      && f.second !== null && f.first !== "whist" && f.second !== "whist";
  }
  function roles() {  // core.entry.trick_roles: {edit, auto, zero} or null (no tricks)
    if (f.kind === "allpass") {
      const seats = active(), talon = setting("allpass_dealer_talon") && size() === 4 ? [out()] : [];
      return {edit: seats.slice(0, -1).concat(talon), auto: seats[seats.length - 1], zero: [], talon: talon[0]};
    }
    if (f.declarer === null || f.giveUp || f.level === null) return null;
    const [first, second] = defenders(f.declarer), words = [f.first, f.second];
    if (f.totus || (!words.includes("whist") && f.dealerWhist === "whist")) {
      return {edit: [f.declarer], auto: first, zero: [second]};
    }
    if (!words.includes("whist")) {
      if (setting("half_whist_mode") === "played" && words.includes("half")) {
        const half = words[0] === "half" ? first : second;
        return {edit: [f.declarer], auto: half, zero: [half === first ? second : first]};
      }
      return null;
    }
    if (words[0] === "whist" && words[1] === "whist") return {edit: [f.declarer, first], auto: second, zero: []};
    const whister = words[0] === "whist" ? first : second;
    return {edit: [f.declarer], auto: whister, zero: [whister === first ? second : first]};
  }
  function implied(r, counts, seat) {  // the others typed make 10 already: this one is 0, not asked
    return counts[seat] === undefined && r.edit.filter((s) => s !== seat)
      .reduce((sum, s) => sum + (counts[s] || 0), 0) === 10;
  }
  function tricks(r, counts) {  // per seat, null where none; null while a typed count is missing
    const t = state.players.map(() => null);
    let sum = 0;
    for (const s of r.edit) {
      const c = counts[s] !== undefined ? counts[s] : (implied(r, counts, s) ? 0 : undefined);
      if (c === undefined) return null;
      t[s] = c;
      sum += c;
    }
    for (const s of r.zero) t[s] = 0;
    t[r.auto] = Math.max(0, 10 - sum);
    return t;
  }

  // ----- the deal as a game file writes it (core/gamefile.deal_to_json), or why not yet -----
  function amount(text) {  // an int, "a/b" reduced, "" for none, or undefined when no number
    const t = text.trim().replace(",", ".").replace("−", "-");
    if (!t) return "";
    let m = /^([+-]?)(\d{1,9})(?:\.(\d{1,6}))?$/.exec(t), num, den;
    if (m) {
      den = 10 ** (m[3] || "").length;
      num = Number(m[2] + (m[3] || "")) * (m[1] === "-" ? -1 : 1);
    } else if ((m = /^([+-]?)(\d{1,9})\/(\d{1,9})$/.exec(t)) && Number(m[3]) > 0) {
      num = Number(m[2]) * (m[1] === "-" ? -1 : 1);
      den = Number(m[3]);
    } else {
      return undefined;
    }
    const gcd = (a, b) => (b ? gcd(b, a % b) : Math.abs(a));
    const g = gcd(num, den) || 1;
    return den / g === 1 ? num / g : (num / g) + "/" + (den / g);
  }
  function adjustment() {
    const deal = {kind: "adjust"};
    for (const field of ["pool", "mountain"]) {
      const list = [];
      for (let s = 0; s < size(); s++) {
        const got = amount(f[field][s] || "");
        if (got === undefined) {
          const what = fmt(W(field + "_of"), state.players[s]);
          return {missing: fmt(W("not_number"), what, f[field][s].trim())};
        }
        list.push(got === "" ? 0 : got);
      }
      if (list.some((x) => x !== 0)) deal[field] = list;
    }
    return deal.pool || deal.mountain ? {deal} : {missing: W("no_amount")};
  }
  function built() {  // {deal} or {missing: text}
    const incomplete = {missing: W("incomplete")};
    if (f.kind === "adjust") return adjustment();
    if (f.kind === "misere") {
      return f.declarer === null ? incomplete : {deal: {kind: "misere", declarer: f.declarer, tricks: f.misTricks}};
    }
    if (f.kind === "allpass") {
      const t = tricks(roles(), f.counts);
      return t ? {deal: {kind: "allpass", tricks: t}} : incomplete;
    }
    if (f.declarer === null || f.level === null) return incomplete;
    const deal = {kind: "contract", declarer: f.declarer, level: f.level, suit: f.suit};
    if (f.giveUp) return {deal: Object.assign(deal, {concede: true})};
    if (!f.totus) {
      if (f.first === null || f.second === null || (dealerAsked() && f.dealerWhist === null)) return incomplete;
      deal.defence = [f.first, f.second];
    }
    const r = roles();
    if (r) {
      const t = tricks(r, f.counts);
      if (!t) return incomplete;
      deal.tricks = t;
    }
    if (f.totus) deal.totus = true;
    if (dealerAsked() && f.dealerWhist === "whist") deal.dealer_whist = true;
    return {deal};
  }

  // ----- the form -----
  function blank(kind) {
    return {kind: kind || "contract", declarer: null, level: null, suit: null, first: null, second: null,
      dealerWhist: null, giveUp: false, totus: false, counts: {}, misTricks: 0, pool: {}, mountain: {},
      letStand: false};
  }
  const button = (key, value, label, on, extra, off) =>
    `<button type="button" data-k="${key}" data-v="${esc(value)}" class="${on ? "on" : ""} ${extra || ""}"` +
    ` aria-pressed="${on ? "true" : "false"}"${off ? " disabled" : ""}>${label}</button>`;
  const heading = (text) => `<h3>${esc(text.replace(/:$/, ""))}</h3>`;
  function seatRow(key, chosen) {
    const buttons = active().map((s) => button(key, s, esc(state.players[s]), chosen === s));
    return `<div class="pe-row">${buttons.join("")}</div>`;
  }
  function countButtons(seat, top, chosen) {
    let html = `<div class="pe-counts" data-seat="${seat}">`;
    for (let c = 0; c <= top; c++) html += button("count", seat + ":" + c, c, chosen === c);
    return html + "</div>";
  }
  function countRows(r, counts) {
    let html = "";
    for (const s of r.edit) {
      const name = s === r.talon ? fmt(W("talon"), state.players[s]) : state.players[s];
      html += `<div class="pe-name">${esc(name)}</div>` + countButtons(s, s === r.talon ? 2 : 10, counts[s]);
    }
    const t = tricks(r, counts);
    html += `<div class="pe-fixed"><span>${esc(fmt(W("rest"), state.players[r.auto]))}</span>` +
      `<b>${t ? t[r.auto] : "–"}</b></div>`;
    for (const s of r.zero) html += `<div class="pe-fixed"><span>${esc(state.players[s])}</span><b>0</b></div>`;
    return html;
  }
  function grid() {
    let html = '<div class="pe-grid">';
    for (const level of LEVELS) {
      for (const suit of SUITS) {
        const mark = MARKS[suit] || esc(W("nt"));
        const red = suit === "diamonds" || suit === "hearts" ? "red" : "";
        html += button("contract", level + ":" + suit, level + mark, f.level === level && f.suit === suit, red);
      }
    }
    return html + "</div>";
  }
  function wordRow(key, name, words, chosen, can) {  // the rows line up: three columns where any row has three
    const three = rowWords(true).length === 3 ? " three" : "";
    return `<div class="pe-word"><span class="pe-name">${esc(name)}</span><div class="pe-row${three}">` +
      words.map((w) => button(key, w, esc(W(w)), chosen === w, "", !can.includes(w))).join("") + "</div></div>";
  }
  function contractBody() {
    let html = heading(W("declarer")) + seatRow("declarer", f.declarer) + heading(W("level_suit")) + grid();
    const extras = [];
    if (setting("give_up") !== "no") extras.push(button("giveUp", "1", esc(W("give_up")), f.giveUp));
    if (setting("totus")) extras.push(button("totus", "1", esc(W("totus")), f.totus));
    if (f.declarer !== null) {
      const [first, second] = defenders(f.declarer);
      html += heading(W("defenders"));
      if (!f.giveUp && !f.totus) {
        html += wordRow("first", state.players[first], rowWords(false), f.first, allowed(false));
        html += wordRow("second", state.players[second], rowWords(true), f.second, allowed(true));
        if (dealerAsked()) {
          html += wordRow("dealerWhist", fmt(W("dealer"), state.players[out()]), ["pass", "whist"], f.dealerWhist,
            ["pass", "whist"]);
        }
      }
      if (extras.length) html += `<div class="pe-row">${extras.join("")}</div>`;
      const r = roles();
      if (r) html += heading(W("tricks")) + countRows(r, f.counts);
    } else if (extras.length) {
      html += `<div class="pe-row">${extras.join("")}</div>`;
    }
    return html;
  }
  function body() {
    if (f.kind === "contract") return contractBody();
    if (f.kind === "misere") {
      return heading(W("declarer")) + seatRow("declarer", f.declarer) + heading(W("taken")) +
        countButtons("m", 10, f.misTricks);
    }
    if (f.kind === "allpass") return heading(W("allpass_tricks")) + countRows(roles(), f.counts);
    let html = `<p class="pe-help">${esc(W("adjust_help"))}</p><div class="pe-amounts"><span></span>` +
      `<span class="pe-name">${esc(W("pool"))}</span><span class="pe-name">${esc(W("mountain"))}</span>`;
    state.players.forEach((name, s) => {
      html += `<span class="pe-name">${esc(name)}</span>`;
      for (const field of ["pool", "mountain"]) {
        html += `<input type="text" inputmode="text" autocomplete="off" data-f="${field}" data-s="${s}"` +
          ` aria-label="${esc(fmt(W(field + "_of"), name))}" value="${esc(f[field][s] || "")}">`;
      }
    });
    return html + "</div>";
  }
  function render() {
    if (!root || !state) return;
    $(".pe-kinds").innerHTML = KINDS.map((k) => button("kind", k, esc(W(k)), f.kind === k)).join("");
    $(".pe-kinds").setAttribute("aria-label", W("kind"));
    $(".pe-body").innerHTML = body();
    $(".pe-send").textContent = W("send");
    $(".pe-clear").textContent = W("clear");
    $(".pe-stand span").textContent = W("let_stand");
    live();
  }

  // ----- the live line: the director's preview, 250 ms after the last tap -----
  function live() {
    const made = built(), box = $(".pe-live");
    const deal = made.deal ? JSON.stringify(made.deal) : "";
    const key = deal ? JSON.stringify([made.deal, f.letStand]) : "";
    const text = (sel, value) => { $(sel).textContent = value || ""; };
    $(".pe-stand").hidden = !deal || warned !== deal;
    $(".pe-stand-box").checked = f.letStand;
    box.classList.remove("refused");
    if (!deal) {
      clearTimeout(timer);
      asked = "";
      text(".pe-summary"); text(".pe-writes", made.missing); text(".pe-worth"); text(".pe-warn");
    } else if (answered === key && answer) {
      if (answer.ok) {
        text(".pe-summary", answer.words.summary); text(".pe-writes", "→ " + answer.words.writes);
        text(".pe-worth", answer.words.worth); text(".pe-warn", answer.warning);
      } else {
        if (!answer.offline) box.classList.add("refused");
        text(".pe-summary"); text(".pe-writes", answer.offline ? W("offline") : answer.text);
        text(".pe-worth"); text(".pe-warn");
      }
    } else {
      text(".pe-summary"); text(".pe-writes", W("scoring")); text(".pe-worth"); text(".pe-warn");
      if (asked !== key) {
        asked = key;
        clearTimeout(timer);
        timer = setTimeout(() => ask(made.deal, f.letStand, key, deal), 250);
      }
    }
    const refused = answered === key && answer && !answer.ok && !answer.offline;
    const unsettled = answered === key && answer && answer.ok && answer.warning && !f.letStand;
    $(".pe-send").disabled = !deal || Boolean(refused || unsettled);
  }
  function ask(deal, letStand, key, dealText) {
    const mine = ++seq;
    new Promise((resolve) => resolve(host.preview(deal, letStand))).then((got) => {
      if (mine !== seq) return;  // a later tap asked again
      answer = got || {ok: false, offline: true};
      answered = key;
      if (answer.ok && answer.warning) warned = dealText;
      if (root && state) live();
    }, () => {
      if (mine !== seq) return;
      answer = {ok: false, offline: true};
      answered = key;
      live();
    });
  }

  // ----- taps -----
  function tap(key, value) {
    if (key === "kind") {
      if (value !== f.kind) f = blank(value);
    } else if (key === "declarer") {
      const seat = Number(value);
      if (seat !== f.declarer) Object.assign(f, {declarer: seat, first: null, second: null, dealerWhist: null,
        counts: {}});
    } else if (key === "contract") {
      const [level, suit] = value.split(":");
      Object.assign(f, {level: Number(level), suit, counts: {}});
      if (forced(f.level, f.suit)) Object.assign(f, {first: "whist", second: "whist"});
    } else if (key === "first" || key === "second") {
      f[key] = value;
      f.counts = {};
      if (!dealerAsked()) f.dealerWhist = null;
    } else if (key === "dealerWhist") {
      f.dealerWhist = value;
      f.counts = {};
    } else if (key === "giveUp" || key === "totus") {
      f[key] = !f[key];
      if (f[key]) f[key === "giveUp" ? "totus" : "giveUp"] = false;
      f.counts = {};
    } else if (key === "count") {
      const [seat, count] = value.split(":");
      if (seat === "m") f.misTricks = Number(count);
      else f.counts[Number(seat)] = Number(count);
    }
    render();
  }
  function send() {
    const made = built();
    if (!made.deal || $(".pe-send").disabled) return;
    host.submit(made.deal, f.letStand);
    f = blank();
    asked = answered = warned = "";
    answer = null;
    clearTimeout(timer);
    seq++;
    render();
    if (host.busy()) root.hidden = true;  // the entry waits: one at a time (the page shows the form again)
  }

  return {
    mount(element, given) {
      root = element;
      host = given;
      f = blank();
      root.addEventListener("click", (event) => {
        const target = event.target.closest("button");
        if (!target || target.disabled || !root.contains(target)) return;
        if (target.classList.contains("pe-send")) send();
        else if (target.classList.contains("pe-clear")) { f = blank(f.kind); render(); }
        else if (target.dataset.k) tap(target.dataset.k, target.dataset.v);
      });
      root.addEventListener("input", (event) => {
        const field = event.target.dataset && event.target.dataset.f;
        if (field) { f[field][Number(event.target.dataset.s)] = event.target.value; live(); }
      });
      root.addEventListener("change", (event) => {
        if (event.target.classList.contains("pe-stand-box")) { f.letStand = event.target.checked; live(); }
      });
      render();  // the state may have come first
    },
    show(given) {
      const seated = state ? JSON.stringify([state.players, state.dealer, state.sits_out, state.rules]) : "";
      const before = state ? (state.deals || []).length : -1;
      state = given;
      if (!root) return;
      if (host.busy()) root.hidden = true;  // the page unhides it (it also hides it for its own reasons)
      if (seated !== JSON.stringify([state.players, state.dealer, state.sits_out, state.rules])) {
        f = blank(f.kind);  // another deal to enter, or another table: nothing chosen carries over
        render();
      } else if (before !== (state.deals || []).length) {
        answered = asked = "";  // the same deal is worth another amount after the game moved on
        live();
      }
    },
    relang() {
      answered = asked = "";
      render();
    },
  };
})();
"""
