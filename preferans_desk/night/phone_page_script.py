"""The scoring page's own script (``night/phone_page.py`` puts it after the words and the entry form's script):
plain ES2017, no library, nothing from elsewhere.

It asks for the table's ``state.json`` every ``POLL_EVERY`` ms with the last ``ETag`` (most answers are 304, no
body), and at once after each of its own requests; when the state changed, it fetches the table's ``sheet.svg``
for the phone's shape, seat and language (shown as a ``blob:`` image: an image runs no script), draws the open
entry's card (Confirm at its top left, for another device only, enabled a second after the card appears;
Dispute; Withdraw for the device that entered it) and the confirmed deals, newest first, and says the round's
limits, lock, or a round that is over. It is the entry form's ``host``: the device id and the entries not yet
answered are kept in ``localStorage`` per table code, and an entry is sent again, with its own id, until the
director answers it: 200 or 201 is delivered, a refusal is shown in the phone's language and dropped.
"""

from preferans_desk.render.auto_shape_script import AUTO_SHAPE_JS

SHELL_JS = r"""
(function () {
const $ = (id) => document.getElementById(id);
const CODE = (location.pathname.split("/")[2] || "").toUpperCase().replace(/-/g, "");
const LANGS = Object.keys(SHELL_WORDS);
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const CONFIRM_AFTER = 1000;  // ms a card is on screen before its Confirm can be pressed: nobody confirms by reflex
const SUITS = {spades: "\u2660", clubs: "\u2663", diamonds: "\u2666", hearts: "\u2665"};

function saved(key) { try { return localStorage.getItem(key); } catch (e) { return null; } }
function keep(key, value) { try { localStorage.setItem(key, value); } catch (e) { /* private mode */ } }
function newId() {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => ALPHABET[b & 63]).join("");
}

const browser = (navigator.language || "en").slice(0, 2).toLowerCase();
let lang = saved("lang") || (SHELL_WORDS[browser] ? browser : "en");
if (!SHELL_WORDS[lang]) lang = "en";
let device = saved("device:" + CODE);
if (!device || !/^[A-Za-z0-9_-]{16,64}$/.test(device)) { device = newId(); keep("device:" + CODE, device); }
let seat = Number(saved("seat:" + CODE) || 0);
let queue = [];  // entries not yet answered: {id, deal, let_stand}
try { queue = JSON.parse(saved("queue:" + CODE) || "[]"); } catch (e) { queue = []; }
if (!Array.isArray(queue)) queue = [];
queue = queue.filter((q) => q && typeof q.id === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(q.id));

let state = null, etag = "", refused = null, online = null, polling = false, pollAgain = false;
let sending = false, shape = "portrait", sheetShown = "", sheetLoading = false, sheetUrl = "";
let refusal = null;  // the director's last refusal of this phone's request, shown until the next request
let cardId = "", cardSince = 0, cardTimer = 0, lastOpen = "";  // lastOpen: the director's entry shown last
const previews = {};  // an entry's id: the director's words for its deal, in each language (or false)

function words() { return SHELL_WORDS[lang] || SHELL_WORDS.en; }
function say(key) {
  const args = Array.prototype.slice.call(arguments, 1);
  return (words()[key] || SHELL_WORDS.en[key] || key).replace(/\{(\d)\}/g, (m, i) => String(args[Number(i)]));
}
function saveQueue() { keep("queue:" + CODE, JSON.stringify(queue)); }
function worded(answer) {  // a refusal's text in the phone's language
  if (!answer) return say("bad_request");
  if (answer.words) return answer.words[lang] || answer.words.en || answer.error;
  return words()[answer.code] ? say(answer.code) : (answer.error || say("bad_request"));
}
async function readJson(got) { try { return await got.json(); } catch (e) { return null; } }
function post(path, body) {
  return fetch(path, {method: "POST", cache: "no-store", headers: {"Content-Type": "application/json"},
                      body: JSON.stringify(body)});
}

// ----- the state -----
async function poll() {
  if (polling) { pollAgain = true; return; }
  polling = true;
  try {
    const got = await fetch("state.json", {cache: "no-store", headers: etag ? {"If-None-Match": etag} : {}});
    if (got.status === 304) {
      connected(true);
    } else if (got.ok) {
      const fresh = await got.json();
      etag = got.headers.get("ETag") || "";
      state = fresh;
      refused = null;
      fitShape();
      connected(true);
      changed();
    } else if (got.status !== 503) {  // busy: asked again at the next poll
      const answer = await readJson(got);
      if (answer && answer.code) {
        refused = answer;
        etag = "";
        connected(true);
        changed();
      }
    }
  } catch (e) {
    connected(false);
  } finally {
    polling = false;
    if (pollAgain) { pollAgain = false; poll(); }
  }
  loadSheet();
}

function connected(yes) {
  online = yes;
  const conn = $("conn");
  conn.className = yes ? "on" : yes === false ? "off" : "";
  conn.textContent = yes === null ? say("connecting") : !yes ? say(queue.length ? "waiting" : "offline")
    : say("online");
}

function open() { return state && !refused && state.entries && state.entries[0] ? state.entries[0] : null; }

// What the state says, drawn again after every change (a new state, a language, a seat, the queue).
function changed() {
  const ours = open();
  if (ours) {  // the director has it: no longer this phone's to send
    const before = queue.length;
    queue = queue.filter((q) => q.id !== ours.id);
    if (queue.length !== before) saveQueue();
  }
  strip();
  notices();
  card();
  deals();
  form();
}

function strip() {
  document.documentElement.lang = lang;
  Array.prototype.forEach.call(document.querySelectorAll("#langs button"), (b) => {
    b.setAttribute("aria-pressed", String(b.dataset.lang === lang));
  });
  $("l-seat").textContent = say("seat");
  $("sheet").alt = say("sheet");
  $("l-deals").textContent = say("deals");
  connected(online);
  if (!state) { $("where").textContent = ""; $("players").textContent = ""; return; }
  $("where").textContent = say("round", state.round) + " \u00b7 " + say("table", state.table);
  let who = state.players.join(", ");
  if (!state.finished && state.players[state.dealer] !== undefined) {  // at a table of four the dealer sits out
    who += " \u00b7 " + say(state.sits_out === state.dealer ? "deals_sits" : "deals_next", state.players[state.dealer]);
  }
  $("players").textContent = who;
  const select = $("seat");
  if (select.options.length !== state.players.length
      || Array.prototype.some.call(select.options, (o, i) => o.text !== state.players[i])) {
    select.textContent = "";
    state.players.forEach((name, i) => select.add(new Option(name, String(i))));
  }
  if (!(seat >= 0 && seat < state.players.length)) seat = 0;
  select.value = String(seat);
}

function notices() {
  const lines = [];
  if (refused) lines.push(worded(refused));
  else if (state) {
    if (state.locked) lines.push(say("locked"));
    if (state.finished) lines.push(say("finished"));
    else if (state.limits && state.limits.over) lines.push(say("over"));
  }
  const notice = $("notice");
  notice.hidden = !lines.length;
  notice.textContent = lines.join(" ");
  $("fate").textContent = outcome();
  const own = $("refusal");
  own.hidden = !refusal;
  own.textContent = refusal ? say("refused", refusal) : "";
  const limits = [];
  const l = state && !refused ? state.limits : null;
  if (l) {
    if (l.pool) limits.push(say("pool", l.pool));
    if (l.deals) limits.push(say("most_deals", l.deals_played, l.deals));
    if (l.ends) limits.push(say("ends", l.ends.slice(11, 16)));
  }
  $("limits").textContent = limits.length ? say("limits") + " " + limits.join(" \u00b7 ") : "";
}

// What became of the entry this page showed last, once it is settled: until the next one comes.
function outcome() {
  if (!state || refused || open() || !lastOpen) return "";
  const entry = (state.settled || []).filter((e) => e.id === lastOpen)[0];
  if (!entry || !words()["settled_" + entry.state]) return "";
  const text = say("settled_" + entry.state, entry.number);
  return entry.reason ? text + " " + say("reason", entry.reason) : text;
}

// ----- a deal in a few words -----
function named(i) { return state && state.players[i] !== undefined ? state.players[i] : "?"; }
function dealText(d) {
  if (!d || typeof d !== "object") return "";
  if (d.kind === "contract") {
    let text = named(d.declarer) + ": " + d.level + (SUITS[d.suit] || say("notrump"));
    if (d.concede) text += ", " + say("conceded");
    else if (Array.isArray(d.tricks)) text += ", " + say("took", d.tricks[d.declarer]);
    else if (Array.isArray(d.defence) && d.defence.every((x) => x === "pass")) text += ", " + say("no_whist");
    return text;
  }
  if (d.kind === "misere") return say("misere", named(d.declarer), d.tricks);
  if (d.kind === "allpass") {
    return say("allpass", (d.tricks || []).map((n, i) => named(i) + " " + (n === null ? 0 : n)).join(", "));
  }
  if (d.kind === "adjust") return say("adjust", d.note || (d.mountain || []).join(", "));
  return String(d.kind);
}

// The confirmed deals, newest first, numbered as the game numbers them (the last state's, once a round is over).
function deals() {
  const list = $("list"), all = state && Array.isArray(state.deals) ? state.deals : [];
  list.textContent = "";
  for (let i = all.length - 1; i >= 0; i--) {
    const item = document.createElement("li");
    item.value = i + 1;
    item.textContent = dealText(all[i]);
    list.appendChild(item);
  }
  $("none").hidden = !state || all.length > 0;
  $("none").textContent = say("no_deals");
}

// ----- the open entry's card -----
function shownEntry() {
  const entry = open();
  if (entry) return entry;
  if (refused || !queue.length) return null;
  return {id: queue[0].id, device: device, deal: queue[0].deal, let_stand: queue[0].let_stand, state: "queued"};
}

function waitAgain() {
  cardSince = Date.now();
  clearTimeout(cardTimer);
  cardTimer = setTimeout(card, CONFIRM_AFTER + 20);
}

function button(id, text, action, entry) {
  const b = document.createElement("button");
  b.type = "button";
  b.id = id;
  b.textContent = say(text);
  b.addEventListener("click", () => action(entry));
  return b;
}

function card() {
  const entry = shownEntry(), box = $("card");
  box.hidden = !entry;
  if (!entry) { cardId = ""; return; }
  if (entry.state !== "queued") lastOpen = entry.id;
  if (entry.id !== cardId) {  // a new card: its Confirm waits a second
    cardId = entry.id;
    waitAgain();
  }
  box.className = entry.state;
  const mine = entry.device === device, acts = $("acts");
  acts.textContent = "";
  if (entry.state === "pending" && !mine && !(state && state.locked)) {
    const confirm = button("confirm", "confirm", act("confirm"), entry);
    confirm.disabled = Date.now() - cardSince < CONFIRM_AFTER;
    acts.appendChild(confirm);
  }
  if (entry.state === "pending" && !mine) acts.appendChild(button("dispute", "dispute", act("dispute"), entry));
  if (entry.state === "pending" && mine) acts.appendChild(button("withdraw", "withdraw", act("withdraw"), entry));
  if (entry.state === "queued") acts.appendChild(button("withdraw", "withdraw", unqueue, entry));
  $("cstate").textContent = say(entry.state === "queued" ? "queued" : entry.state);
  const lines = [], preview = previews[entry.id];
  const said = preview && preview.words ? preview.words[lang] || preview.words.en : null;
  if (said) {
    lines.push(said.summary);
    if (said.writes) lines.push(say("writes", said.writes));
    if (said.worth) lines.push(said.worth);  // the dialog's own line: "Worth: ..." already
  } else {
    lines.push(dealText(entry.deal));
    if (preview === undefined && entry.state !== "queued") askPreview(entry);
  }
  const box2 = $("cwords");
  box2.textContent = "";
  lines.forEach((line) => { const p = document.createElement("p"); p.textContent = line; box2.appendChild(p); });
  $("cwho").textContent = entry.entered ? say(mine ? "by_me" : "by_other", String(entry.entered).slice(11, 16)) : "";
  $("cnote").textContent = entry.state === "pending" && !mine ? say("check") : "";
}

async function askPreview(entry) {
  previews[entry.id] = false;  // asked once: a refusal or no answer leaves the deal's own words
  const answer = await previewOf(entry.deal, entry.let_stand);
  if (answer.ok) { previews[entry.id] = answer.raw; card(); }
  else if (answer.offline) delete previews[entry.id];
}

function act(action) {
  return async (entry) => {
    Array.prototype.forEach.call(document.querySelectorAll("#acts button"), (b) => { b.disabled = true; });
    refusal = null;
    try {
      const got = await post("entries/" + encodeURIComponent(entry.id) + "/" + action, {device: device});
      const answer = await readJson(got);
      if (!got.ok) refusal = worded(answer);
      else if (state && answer && answer.entry) {  // as the director holds it now, until the next state
        state.entries = /^(pending|disputed)$/.test(answer.entry.state) ? [answer.entry] : [];
      }
    } catch (e) {
      refusal = say("not_sent");
      connected(false);
    }
    changed();
    poll();
  };
}

function unqueue(entry) {  // not sent yet: the phone forgets it (sent meanwhile, the director's card withdraws it)
  queue = queue.filter((q) => q.id !== entry.id);
  saveQueue();
  changed();
}

// ----- the entries this phone sends -----
async function sendQueue() {
  if (sending || !queue.length) return;
  sending = true;
  try {
    while (queue.length) {
      const entry = queue[0];
      let got;
      try {
        got = await post("entries", {id: entry.id, device: device, deal: entry.deal, let_stand: !!entry.let_stand});
      } catch (e) {
        connected(false);
        break;  // kept: sent again with the same id
      }
      if (got.status === 200 || got.status === 201) {
        const answer = await readJson(got);
        delivered(entry.id);
        connected(true);
        // shown as the director holds it until the next state, so that the form does not flash in between
        if (state && answer && answer.entry && /^(pending|disputed)$/.test(answer.entry.state)) {
          state.entries = [answer.entry];
        }
      } else if (got.status >= 500) {  // the director is busy or could not keep it: sent again, nothing lost
        const answer = await readJson(got);
        if (answer && answer.words) { refusal = worded(answer); changed(); }
        break;
      } else {  // refused: said in the phone's language and dropped, never counted as delivered
        refusal = worded(await readJson(got));
        delivered(entry.id);
      }
    }
  } finally {
    sending = false;
    changed();
    poll();
  }
}

function delivered(id) {
  queue = queue.filter((q) => q.id !== id);
  saveQueue();
}

// ----- the entry form's host -----
async function previewOf(deal, letStand) {
  try {
    const got = await post("preview", {deal: deal, let_stand: !!letStand});
    const answer = await readJson(got);
    if (got.ok && answer && answer.words) return {ok: true, raw: answer};
    return {ok: false, text: worded(answer), offline: false};
  } catch (e) {
    return {ok: false, text: say("not_sent"), offline: true};
  }
}

const host = {
  lang: () => lang,
  preview: async (deal, letStand) => {
    const answer = await previewOf(deal, letStand);
    if (!answer.ok) return answer;
    const raw = answer.raw;
    return {ok: true, words: raw.words[lang] || raw.words.en,
            warning: raw.warning ? raw.warning[lang] || raw.warning.en : null};
  },
  submit: (deal, letStand) => {
    const id = newId();
    queue.push({id: id, deal: deal, let_stand: !!letStand});
    saveQueue();
    refusal = null;
    changed();
    sendQueue();
    return id;
  },
  busy: () => !!open() || queue.length > 0,
};

function form() {
  const root = $("entry");
  root.hidden = !state || !!refused || host.busy() || !!state.locked;
  try { if (state) PhoneEntry.show(state); } catch (e) { /* the form's own trouble: the rest of the page goes on */ }
}

// ----- the sheet -----
""" + AUTO_SHAPE_JS + r"""
function fitShape() {
  const n = state && state.players && state.players.length === 4 ? 4 : 3;
  shape = autoShape(n, window.innerWidth || 360, window.innerHeight || 740);
}
function sheetKey() { return [etag, seat, lang, shape].join("|"); }

async function loadSheet() {
  if (sheetLoading || !etag || sheetKey() === sheetShown) return;
  sheetLoading = true;
  const want = sheetKey(), asked = shape;
  try {
    const got = await fetch("sheet.svg?shape=" + asked + "&seat=" + seat + "&lang=" + lang, {cache: "no-store"});
    if (got.ok) {
      const url = URL.createObjectURL(await got.blob());
      $("sheet").src = url;
      if (sheetUrl) URL.revokeObjectURL(sheetUrl);
      sheetUrl = url;
      $("sheetbox").hidden = false;
      document.documentElement.dataset.shape = asked;
      sheetShown = want;
    } else if (got.status === 404) {  // no sheet served: the page goes on without it
      $("sheetbox").hidden = true;
      document.documentElement.dataset.shape = "";
      sheetShown = want;
    }
  } catch (e) {
    connected(false);  // asked again at the next poll
  } finally {
    sheetLoading = false;
  }
  if (sheetKey() !== want && sheetShown === want) loadSheet();
}

// ----- the phone's choices -----
Array.prototype.forEach.call(document.querySelectorAll("#langs button"), (b) => {
  b.addEventListener("click", () => {
    lang = b.dataset.lang;
    keep("lang", lang);
    changed();
    try { PhoneEntry.relang(); } catch (e) { /* as above */ }
    loadSheet();
  });
});
$("seat").addEventListener("change", (e) => {
  seat = Number(e.target.value);
  keep("seat:" + CODE, seat);
  loadSheet();
});
function turned() { fitShape(); loadSheet(); }
// A phone woken (or its tab shown again) asks at once, and a card it had not seen waits its second again.
document.addEventListener("visibilitychange", () => {
  if (document.hidden) return;
  if (cardId) waitAgain();
  card();
  poll();
  sendQueue();
});
window.addEventListener("online", () => { poll(); sendQueue(); });
window.addEventListener("resize", turned);
window.addEventListener("orientationchange", turned);

fitShape();
try { PhoneEntry.mount($("entry"), host); } catch (e) { /* as above */ }
window.phoneHost = host;  // for the browser tests: the same host the entry form has
changed();
connected(null);
poll();
sendQueue();
setInterval(() => { poll(); sendQueue(); }, POLL_EVERY);
})();
"""
