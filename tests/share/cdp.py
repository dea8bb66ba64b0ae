"""A small Chrome DevTools Protocol client over a pipe, on the standard library only (for the browser
test of the live sheet and docs/make_phone_screenshots.py).

Chromium started with ``--remote-debugging-pipe`` reads commands from its fd 3 and writes replies and
events to its fd 4, each message one JSON object ended by a NUL byte. No port is opened, and the flags
below keep the browser from contacting anything but loopback. Every wait has a deadline, and the
browser (its whole process group) is killed when the ``with`` block ends, whatever happened.
"""

from __future__ import annotations

import base64
import fcntl
import json
import os
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from typing import Any

BINARIES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")

# Nothing but 127.0.0.1: no first-run pages, updates, sync, metrics, safe browsing lists or DNS. (Under
# strace the one other address is Chromium's IPv6 probe: a UDP socket connect()ed, which sends nothing.)
QUIET_FLAGS = (
    "--no-first-run", "--no-default-browser-check", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--disable-default-apps", "--metrics-recording-only",
    "--disable-extensions", "--no-proxy-server", "--disable-client-side-phishing-detection",
    "--disable-domain-reliability", "--disable-breakpad", "--no-pings", "--password-store=basic",
    "--disable-features=Translate,MediaRouter,OptimizationHints,AutofillServerCommunication,"
    "InterestFeedContentSuggestions,CertificateTransparencyComponentUpdater",
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
)


def _moved_up(fd: int) -> int:
    """``fd`` renumbered to 10 or more (close-on-exec until ``pass_fds`` hands it on)."""
    moved = fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, 10)
    os.close(fd)
    return moved


TRAMPOLINE = ("import os, sys; read, write = map(int, sys.argv[1:3]); os.dup2(read, 3); os.dup2(write, 4); "
              "os.close(read); os.close(write); os.execv(sys.argv[3], sys.argv[3:])")


class CDPError(RuntimeError):
    """The browser answered a command with an error, went away, or did not answer in time."""


def find_browser() -> str | None:
    """The first Chromium-like browser on PATH, or None."""
    for name in BINARIES:
        path = shutil.which(name)
        if path:
            return path
    return None


class Browser:
    """A headless Chromium driven over the DevTools pipe: ``with Browser() as browser: ...``."""

    def __init__(self, binary: str | None = None, extra_args: tuple[str, ...] = (), timeout: float = 10.0):
        self.binary = binary or find_browser()
        if self.binary is None:
            raise CDPError("no chromium, chromium-browser or google-chrome on PATH")
        self.extra_args = extra_args
        self.timeout = timeout  # the default wait for a command's reply
        self.events: list[dict[str, Any]] = []  # every event received so far, in order
        self._next_id = 0
        self._buffer = b""
        self._proc: subprocess.Popen | None = None
        self._profile: tempfile.TemporaryDirectory | None = None
        self._write = self._read = -1

    # ----- start and stop -----
    def __enter__(self) -> Browser:
        self.launch()
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def launch(self) -> None:
        self._profile = tempfile.TemporaryDirectory(prefix="cdp-profile-", ignore_cleanup_errors=True)
        to_browser_r, self._write = os.pipe()
        self._read, from_browser_w = os.pipe()
        # The browser's ends numbered from 10 up, clear of the 3 and 4 they become in the browser.
        to_browser_r, from_browser_w = (_moved_up(fd) for fd in (to_browser_r, from_browser_w))
        args = [self.binary, "--headless=new", "--no-sandbox", "--remote-debugging-pipe",
                f"--user-data-dir={self._profile.name}", *QUIET_FLAGS, *self.extra_args, "about:blank"]
        # A tiny Python trampoline makes the pipe's ends the browser's fds 3 and 4 and then becomes the
        # browser (no preexec_fn, which is unsafe with threads running, as the share server's are).
        try:
            self._proc = subprocess.Popen([sys.executable, "-c", TRAMPOLINE, str(to_browser_r), str(from_browser_w),
                                           *args], pass_fds=(to_browser_r, from_browser_w),
                                          stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                          stderr=subprocess.DEVNULL, start_new_session=True)
        finally:
            os.close(to_browser_r)
            os.close(from_browser_w)
        try:
            self.send("Browser.getVersion", timeout=max(self.timeout, 15.0))  # the first start may be slow
        except BaseException:
            self.close()
            raise

    def close(self) -> None:
        """Ask the browser to quit, then kill whatever is left of it; remove its profile."""
        proc = self._proc
        if proc is not None:
            try:
                if proc.poll() is None:
                    try:
                        self.send("Browser.close", timeout=2.0)
                    except (CDPError, OSError):
                        pass
                    try:
                        proc.wait(timeout=1.0)  # it may linger on its helpers: killed below
                    except subprocess.TimeoutExpired:
                        pass
            finally:
                self._proc = None
                try:
                    os.killpg(proc.pid, signal.SIGKILL)  # its own session: the renderers and helpers too
                except (ProcessLookupError, PermissionError):
                    pass
                try:
                    proc.wait(timeout=5.0)
                except subprocess.TimeoutExpired:
                    pass
        for fd in (self._write, self._read):
            if fd >= 0:
                try:
                    os.close(fd)
                except OSError:
                    pass
        self._write = self._read = -1
        if self._profile is not None:
            self._profile.cleanup()
            self._profile = None

    # ----- messages -----
    def send(self, method: str, params: dict[str, Any] | None = None, session: str | None = None,
             timeout: float | None = None) -> dict[str, Any]:
        """Send a command and wait for its reply (events meanwhile go to ``events``); its result."""
        if self._proc is None or self._write < 0:
            raise CDPError("the browser is not running")
        self._next_id += 1
        message: dict[str, Any] = {"id": self._next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        data = json.dumps(message).encode() + b"\0"
        while data:
            data = data[os.write(self._write, data):]
        deadline = time.monotonic() + (self.timeout if timeout is None else timeout)
        while True:
            reply = self._receive(deadline, method)
            if reply.get("id") == message["id"]:
                if "error" in reply:
                    raise CDPError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            if "method" in reply:
                self.events.append(reply)

    def _receive(self, deadline: float, waiting_for: str) -> dict[str, Any]:
        while b"\0" not in self._buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                raise CDPError(f"no reply to {waiting_for} in time")
            ready, _, _ = select.select([self._read], [], [], left)
            if ready:
                chunk = os.read(self._read, 1 << 20)
                if not chunk:
                    raise CDPError(f"the browser went away waiting for {waiting_for}")
                self._buffer += chunk
        raw, _, self._buffer = self._buffer.partition(b"\0")
        return json.loads(raw)

    # ----- pages -----
    def new_page(self, width: int = 360, height: int = 780, scale: float = 1.0, mobile: bool = True,
                 dark: bool = False, locale: str | None = None) -> Page:
        """A new tab of that size (CSS pixels), attached with a flat session."""
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        page = Page(self, target, session)
        page.send("Page.enable")
        page.send("Runtime.enable")
        page.send("Network.enable")
        page.send("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": scale, "mobile": mobile})
        if dark:
            page.send("Emulation.setEmulatedMedia",
                      {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
        if locale:
            page.send("Emulation.setLocaleOverride", {"locale": locale})
            page.send("Emulation.setUserAgentOverride",
                      {"userAgent": self.send("Browser.getVersion")["userAgent"], "acceptLanguage": locale})
        return page


class Page:
    """One tab, through its session."""

    def __init__(self, browser: Browser, target: str, session: str):
        self.browser, self.target, self.session = browser, target, session

    def send(self, method: str, params: dict[str, Any] | None = None, timeout: float | None = None) -> dict:
        return self.browser.send(method, params, session=self.session, timeout=timeout)

    def navigate(self, url: str, timeout: float = 10.0) -> None:
        """Load ``url`` and wait until its document has loaded."""
        result = self.send("Page.navigate", {"url": url}, timeout=timeout)
        if result.get("errorText"):
            raise CDPError(f"navigating to {url}: {result['errorText']}")
        self.wait_for(f"location.href === {json.dumps(url)} && document.readyState === 'complete'", timeout)

    def evaluate(self, expression: str, timeout: float | None = None) -> Any:
        """The value of a JS expression (promises awaited), as JSON brings it over."""
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True,
                                                "awaitPromise": True}, timeout=timeout)
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            raise CDPError(f"{expression!r}: {details.get('exception', {}).get('description') or details}")
        return result["result"].get("value")

    def wait_for(self, expression: str, timeout: float = 10.0, every: float = 0.05) -> Any:
        """Evaluate ``expression`` until it is truthy (its value) or ``timeout`` passes (CDPError)."""
        deadline = time.monotonic() + timeout
        while True:
            value = self.evaluate(expression, timeout=max(0.5, deadline - time.monotonic()))
            if value:
                return value
            if time.monotonic() >= deadline:
                raise CDPError(f"still false after {timeout} s: {expression}")
            time.sleep(every)

    def resize(self, width: int, height: int, scale: float = 1.0, mobile: bool = True) -> None:
        """The same tab at another size, as a phone turned: the page gets its resize event (and, on a
        phone, orientationchange)."""
        angle, kind = (0, "portraitPrimary") if height >= width else (90, "landscapePrimary")
        self.send("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": scale, "mobile": mobile,
                   "screenOrientation": {"type": kind, "angle": angle}})

    def screenshot(self) -> bytes:
        """The viewport as PNG bytes."""
        data = self.send("Page.captureScreenshot", {"format": "png"}, timeout=15.0)["data"]
        return base64.b64decode(data)

    def requested_urls(self) -> list[str]:
        """Every URL this tab has requested so far (Network.requestWillBeSent)."""
        return [e["params"]["request"]["url"] for e in self.browser.events
                if e.get("method") == "Network.requestWillBeSent" and e.get("sessionId") == self.session]

    def close(self) -> None:
        self.browser.send("Target.closeTarget", {"targetId": self.target})
