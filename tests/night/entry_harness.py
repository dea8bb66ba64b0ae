"""A page of its own for the deal-entry form's browser tests: ``ENTRY_HTML``, ``ENTRY_CSS`` and ``ENTRY_JS`` with a
fake ``host`` (as the shell's page makes one) that records what is sent and asks the director's real receiver for
the live line, served from a tiny standard-library server on 127.0.0.1 (so the tests need not wait for the
shell's page). The page's address forwards ``POST /preview`` to the receiver's ``/t/CODE/preview`` (the page and
the receiver are two origins), and answers 502 while ``offline`` is set, as a director out of reach."""

from __future__ import annotations

import base64
import hashlib
import http.client
import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from preferans_desk.night.phone_entry_page import ENTRY_CSS, ENTRY_HTML, ENTRY_JS, ENTRY_WORDS

HOST_JS = """
const sent = [], previews = [];
let lang = "en", busy = false;
const host = {
  lang: () => lang,
  busy: () => busy,
  submit(deal, letStand) { sent.push({deal, letStand}); },
  async preview(deal, letStand) {
    previews.push({deal, letStand});
    let reply;
    try {
      reply = await fetch("/preview", {method: "POST", headers: {"Content-Type": "application/json"},
                                       body: JSON.stringify({deal, let_stand: letStand})});
    } catch (error) {
      return {ok: false, offline: true};
    }
    if (reply.status === 502) return {ok: false, offline: true};
    const answer = await reply.json();
    if (reply.status !== 200) return {ok: false, offline: false, text: answer.words[lang]};
    return {ok: true, words: answer.words[lang], warning: answer.warning ? answer.warning[lang] : null};
  },
};
window.harness = {sent, previews, setLang(given) { lang = given; PhoneEntry.relang(); },
                  setBusy(given) { busy = given; },
                  show(state) {  // as the shell's page does with each state
                    document.getElementById("entry").hidden = host.busy();
                    PhoneEntry.show(state);
                  }};
PhoneEntry.mount(document.getElementById("entry"), host);
"""

STYLE = """:root { --bg: #fbfaf6; --fg: #1b2230; --dim: #5d6675; color-scheme: light dark; }
@media (prefers-color-scheme: dark) { :root { --bg: #121722; --fg: #e8ecf4; --dim: #9aa3b5; } }
body { margin: 0; padding: 12px; background: var(--bg); color: var(--fg); font: 16px/1.35 system-ui, sans-serif; }
"""
PAGE = """<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>%(style)s</style></head><body><section id="entry">%(html)s</section>
<script>%(script)s</script></body></html>"""


def _hash(text: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() + "'"


def harness_page() -> tuple[bytes, str]:
    """The page and its content security policy: only its own script and style run (by their hashes, as the
    scoring page's policy has it), requests only to its own origin."""
    words = json.dumps(ENTRY_WORDS, ensure_ascii=False).replace("<", "\\u003c")
    script = f'"use strict";\nconst ENTRY_WORDS = {words};\n{ENTRY_JS}\n{HOST_JS}'
    style = STYLE + ENTRY_CSS
    policy = (f"default-src 'none'; script-src {_hash(script)}; style-src {_hash(style)}; connect-src 'self'; "
              "base-uri 'none'")
    return (PAGE % {"style": style, "html": ENTRY_HTML, "script": script}).encode(), policy


class Harness:
    """The harness's server: ``url`` the page; previews go to the receiver at ``address`` for the table
    ``code``; ``forwarded`` counts them."""

    def __init__(self, address: str, code: str):
        self.receiver, self.code = address, code
        self.offline = False
        self.forwarded = 0
        harness = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                pass

            def do_GET(self) -> None:
                if self.path != "/":
                    self._reply(404, b"{}", "application/json")
                    return
                page, policy = harness_page()
                self._reply(200, page, "text/html; charset=utf-8", {"Content-Security-Policy": policy})

            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                if self.path != "/preview" or harness.offline:
                    self._reply(502, b"{}", "application/json")
                    return
                harness.forwarded += 1
                status, data = harness.forward(body)
                self._reply(status, data, "application/json")

            def _reply(self, status: int, data: bytes, kind: str, headers: dict[str, str] | None = None) -> None:
                self.send_response(status)
                self.send_header("Content-Type", kind)
                self.send_header("Content-Length", str(len(data)))
                self.send_header("Cache-Control", "no-store")
                for key, value in (headers or {}).items():
                    self.send_header(key, value)
                self.end_headers()
                self.wfile.write(data)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def forward(self, body: bytes) -> tuple[int, bytes]:
        host, port = self.receiver.rsplit(":", 1)
        connection = http.client.HTTPConnection(host, int(port), timeout=10)
        try:
            connection.request("POST", f"/t/{self.code}/preview", body=body,
                               headers={"Content-Type": "application/json"})
            reply = connection.getresponse()
            return reply.status, reply.read()
        finally:
            connection.close()

    def __enter__(self) -> Harness:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.shutdown()
        self.server.server_close()
        self.thread.join(5)
