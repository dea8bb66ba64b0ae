"""The club night's scoring page (issue 34): ``GET /t/CODE/``, one page per table, built once per process.

One HTML document with one inline ``<style>`` (the shell's CSS, then the entry form's) and one inline
``<script>``: the words in every language (``SHELL_WORDS`` from ``words.phone_page_words``, ``ENTRY_WORDS`` from
the entry form's module), then the entry form's script (``PhoneEntry``), then the shell's (``phone_page_script``).
The entry form's HTML goes inside the shell's ``<section id="entry">``. The page asks the director's receiver for
nothing but its own table's addresses, relative to the page (``state.json``, ``sheet.svg``, ``preview``,
``entries``), and its content security policy forbids anything else: the script and the style run only by their
hashes, images only from ``data:`` and ``blob:`` URLs (the sheet), requests only to the page's own origin.
"""

from __future__ import annotations

from html import escape

from preferans_desk.lan.page_parts import PAGE_HEAD, script_json, source_hash
from preferans_desk.words.languages import LANGUAGES, own_name
from preferans_desk.words.phone_page_words import shell_words

from .night_limits import PHONE_POLL_EVERY
from .phone_entry_page import ENTRY_CSS, ENTRY_HTML, ENTRY_JS, ENTRY_WORDS
from .phone_page_script import SHELL_JS

CSS = """:root { color-scheme: light dark; --bg: #f4f3ee; --fg: #1d1d1d; --dim: #5c5c5c; --card: #fff;
  --line: #b9b6ab; --strip: #27303f; --strip-fg: #fff; --ok: #1d6b35; --bad: #a12222;
  --warn-bg: #fff4cc; --warn-fg: #4a3a00; --warn-line: #d9b44a; }
@media (prefers-color-scheme: dark) { :root { --bg: #1b1c1f; --fg: #e2e2e2; --dim: #a4a4a4; --card: #27292d;
  --line: #55575c; --strip: #0f141c; --ok: #3b9b58; --bad: #ff8a80; --warn-bg: #43370f; --warn-fg: #ffe9a8;
  --warn-line: #8a7020; } }
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
body { margin: 0; background: var(--bg); color: var(--fg); font: 16px/1.4 system-ui, "DejaVu Sans", sans-serif;
  display: grid; grid-template-columns: minmax(0, 1fr); grid-template-areas: "strip" "main" "sheet" "info"; }
button, select { font: inherit; min-height: 44px; border-radius: 8px; border: 1px solid var(--line);
  background: var(--card); color: var(--fg); padding: 0 14px; }
button:disabled { opacity: 0.45; }
#strip { grid-area: strip; position: sticky; top: 0; z-index: 2; display: flex; flex-wrap: wrap;
  align-items: center; gap: 2px 10px; padding: 4px 8px 4px 12px; background: var(--strip); color: var(--strip-fg); }
#where { font-weight: 600; flex: 1 1 auto; }
#conn { font-size: 14px; }
/* connected: only its green dot (the word is there for a screen reader); offline: said in words */
#conn.on { font-size: 0; }
#conn.on::before { font-size: 16px; }
#conn::before { content: "\\25CF\\00A0"; }
#conn.on::before { color: #7fdc95; }
#conn.off::before { color: #ff9d8f; }
#conn.off { font-weight: 600; }
#langs { display: flex; gap: 4px; }
#langs button { min-width: 44px; padding: 0 6px; background: transparent; color: inherit; border-color: #8c95a5; }
#langs button[aria-pressed="true"] { background: var(--strip-fg); color: var(--strip); }
#players { flex: 1 1 auto; font-size: 14px; opacity: 0.9; padding-bottom: 2px; }
#sheetbox { grid-area: sheet; }
#sheet { display: block; width: 100%; max-width: 720px; height: auto; margin: 0 auto; }
main { grid-area: main; padding: 6px 10px 6px; min-width: 0; }
#info { grid-area: info; padding: 6px 10px 28px; min-width: 0; }
.notice { margin: 6px 0; padding: 8px 10px; border: 1px solid var(--warn-line); border-radius: 6px;
  background: var(--warn-bg); color: var(--warn-fg); }
#limits { color: var(--dim); font-size: 14px; margin: 4px 0; }
#seatline { display: flex; align-items: center; gap: 8px; margin: 6px 0; color: var(--dim); white-space: nowrap; }
#seat { flex: 0 1 14em; min-width: 0; }
#card { margin: 10px 0; padding: 10px 12px; border: 2px dashed var(--dim); border-radius: 10px;
  background: var(--card); }
#acts { display: flex; flex-wrap: wrap; gap: 8px; margin-bottom: 8px; }
#acts:empty { display: none; }
#confirm { background: var(--ok); border-color: var(--ok); color: #fff; font-weight: 600; min-width: 8em; }
#dispute, #withdraw { color: var(--bad); border-color: var(--bad); }
#cstate { font-weight: 600; }
#card.disputed #cstate { color: var(--bad); }
#cwords p { margin: 4px 0; }
#cwho, #cnote { color: var(--dim); font-size: 14px; margin: 4px 0 0; }
#deals h2 { font-size: 17px; margin: 14px 0 4px; }
#list { margin: 0; padding-left: 2.4em; font-variant-numeric: tabular-nums; }
#list li { padding: 3px 0; border-bottom: 1px solid color-mix(in srgb, var(--fg) 12%, transparent); }
#fate { margin: 6px 0; font-weight: 600; }
#fate:empty { display: none; }
#none { color: var(--dim); margin: 4px 0; }
[hidden] { display: none !important; }
/* Sideways (740 x 360): the sheet as tall as the screen on the left, the rest scrolling beside it. */
html[data-shape="landscape"] body { grid-template-columns: auto minmax(0, 1fr); grid-template-rows: auto auto 1fr;
  grid-template-areas: "sheet strip" "sheet main" "sheet info"; }
html[data-shape="landscape"] #sheetbox { position: sticky; top: 0; align-self: start; height: 100vh; }
html[data-shape="landscape"] #sheet { width: auto; height: 100vh; max-width: 60vw; object-fit: contain;
  object-position: left top; }
"""

HTML = PAGE_HEAD + """<style>/*CSS*/</style>
</head>
<body>
<header id="strip">
<span id="where"></span>
<span id="conn" role="status"></span>
<span id="langs"><!--LANGUAGES--></span>
<span id="players"></span>
</header>
<main>
<div id="notice" class="notice" role="alert" hidden></div>
<section id="card" hidden>
<div id="acts"></div>
<div id="cstate"></div>
<div id="cwords"></div>
<p id="cwho"></p>
<p id="cnote"></p>
</section>
<div id="refusal" class="notice" role="alert" hidden></div>
<p id="fate"></p>
<section id="entry"><!--ENTRY--></section>
</main>
<div id="sheetbox" hidden><img id="sheet" alt=""></div>
<div id="info">
<div id="limits"></div>
<label id="seatline"><span id="l-seat"></span> <select id="seat"></select></label>
<section id="deals"><h2 id="l-deals"></h2><p id="none" hidden></p><ol id="list" reversed></ol></section>
</div>
<script>/*SCRIPT*/</script>
</body>
</html>
"""


def script(langs: tuple[str, ...] = LANGUAGES) -> str:
    """The page's one script: the words in every language, the entry form's part, then the shell's."""
    return ("\"use strict\";\n"
            f"const SHELL_WORDS = {script_json({lang: shell_words(lang) for lang in langs})};\n"
            f"const ENTRY_WORDS = {script_json(ENTRY_WORDS)};\n"
            f"const POLL_EVERY = {round(PHONE_POLL_EVERY * 1000)};\n"
            f"{ENTRY_JS}\n{SHELL_JS}")


def page_text(langs: tuple[str, ...] = LANGUAGES) -> tuple[str, str, str]:
    """The page offering ``langs`` (a switch button each, named by its code and titled in itself), its style and
    its script."""
    buttons = "".join(f'<button type="button" data-lang="{escape(lang)}" title="{escape(own_name(lang))}" '
                      f'aria-pressed="false">{escape(lang.upper())}</button>' for lang in langs)
    style, code = CSS + ENTRY_CSS, script(langs)
    text = (HTML.replace("<!--LANGUAGES-->", buttons).replace("<!--ENTRY-->", ENTRY_HTML)
            .replace("/*CSS*/", style).replace("/*SCRIPT*/", code))
    return text, style, code


def policy(style: str, code: str) -> str:
    """The page's content security policy: its own script and style by their hashes, images from data: and blob:
    URLs, requests to its own origin; nothing else, and no frame, form or base."""
    return (f"default-src 'none'; script-src {source_hash(code)}; style-src {source_hash(style)}; "
            "img-src data: blob:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")


PAGE_TEXT, _STYLE, _SCRIPT = page_text()
PAGE = PAGE_TEXT.encode("utf-8")
HEADERS = {"Content-Security-Policy": policy(_STYLE, _SCRIPT), "X-Content-Type-Options": "nosniff",
           "Referrer-Policy": "no-referrer"}
CONTENT_TYPE = "text/html; charset=utf-8"
