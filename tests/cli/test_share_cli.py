"""`preferans-desk share FILE`: the real command in a subprocess, over loopback only. Its paths, the first
line of its output and its exit statuses are a public contract. Every wait is bounded: a failing test
fails, it does not hang."""

from __future__ import annotations

import json
import os
import queue
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path
from urllib.parse import urlsplit

import pytest

import preferans_desk
from preferans_desk.cli import main

from ..imports import QT, loaded_by
from ..share.files import EXAMPLE, ONE_MORE, example_doc, replace

REPO = Path(preferans_desk.__file__).resolve().parent.parent
TIMEOUT = 10.0  # seconds any one wait may take (a start on a slow machine included)

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")




def start(path: Path, *options: str, port: int = 0) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")])))
    command = [sys.executable, "-m", "preferans_desk", "share", str(path), "--port", str(port), *options]
    return subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, encoding="utf-8",
                            env=env)


def first_line(process: subprocess.Popen) -> str:
    """The first line of the command's output, read in a thread so that the wait has a bound."""
    lines: queue.Queue[str] = queue.Queue()
    threading.Thread(target=lambda: lines.put(process.stdout.readline()), daemon=True).start()
    try:
        return lines.get(timeout=TIMEOUT).strip()
    except queue.Empty:
        pytest.fail("no address printed")


def get(url: str) -> bytes:
    with urllib.request.urlopen(url, timeout=TIMEOUT) as reply:
        return reply.read()


def state(url: str) -> dict:
    return json.loads(get(url + "state.json"))


def until(condition, what: str):
    """Poll ``condition`` until it gives something true (then return it), failing after ``TIMEOUT``."""
    end = time.monotonic() + TIMEOUT
    while time.monotonic() < end:
        got = condition()
        if got:
            return got
        time.sleep(0.05)
    pytest.fail(f"timed out waiting for {what}")


@pytest.fixture
def served(game_file):
    process = start(game_file)
    try:
        url = first_line(process)
        yield process, url
    finally:
        if process.poll() is None:
            process.kill()
        process.communicate(timeout=TIMEOUT)


def test_serves_follows_the_file_and_stops_on_ctrl_c(served, game_file):
    process, url = served
    parts = urlsplit(url)
    assert parts.scheme == "http" and parts.hostname == "127.0.0.1" and len(parts.path.strip("/")) >= 32
    assert b"EventSource" in get(url)
    assert b"<svg" in get(url + "sheet.svg")[:200]
    facts = state(url)
    assert facts["deals"] == 7 and facts["players"] == ["Anna", "Boris", "Vera"]
    assert {"pool", "mountain", "whists", "next_dealer", "settlement"} <= set(facts)

    with urllib.request.urlopen(url + "events", timeout=TIMEOUT) as events:
        first = _event(events)
        doc = example_doc()
        doc["deals"].append(ONE_MORE)
        replace(game_file, json.dumps(doc))
        assert _event(events) != first  # one event for the change
    assert until(lambda: state(url)["deals"] == 8, "the eighth deal")
    good_sheet = get(url + "sheet.svg?seat=1&lang=ru")

    replace(game_file, json.dumps({**doc, "version": 99}))
    problem = until(lambda: state(url).get("problem"), "the problem")
    assert problem.startswith("game.pulka: ") and "newer" in problem and str(game_file.parent) not in problem
    assert state(url)["deals"] == 8 and get(url + "sheet.svg?seat=1&lang=ru") == good_sheet

    replace(game_file, json.dumps(doc))
    assert until(lambda: "problem" not in state(url), "the problem to clear")

    with urllib.request.urlopen(url + "events", timeout=TIMEOUT) as watching:  # a phone still watching
        _event(watching)
        process.send_signal(signal.SIGINT)
        assert process.wait(timeout=TIMEOUT) == 0
    with pytest.raises(OSError):
        socket.create_connection((parts.hostname, parts.port), timeout=TIMEOUT).close()
    assert "newer" in process.stderr.read()  # the console was told too


def _event(events) -> str:
    """The next event's data (each read bounded by the connection's timeout)."""
    while True:
        line = events.readline()
        if not line:
            pytest.fail("the event stream ended")
        if line.startswith(b"data: "):
            return line[6:].strip().decode()


def test_sigterm_stops_cleanly_and_lang_is_told_to_the_page(game_file):
    process = start(game_file, "--lang", "ru")
    try:
        url = first_line(process)
        assert state(url)["lang"] == "ru"
        process.send_signal(signal.SIGTERM)
        assert process.wait(timeout=TIMEOUT) == 0
    finally:
        if process.poll() is None:
            process.kill()
        process.communicate(timeout=TIMEOUT)


def test_a_port_in_use_gives_way_to_another_and_says_so(game_file):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        busy = taken.getsockname()[1]
        process = start(game_file, port=busy)
        try:
            url = first_line(process)
            assert urlsplit(url).port != busy and state(url)["deals"] == 7
        finally:
            process.send_signal(signal.SIGINT)
            _, err = process.communicate(timeout=TIMEOUT)
        assert process.returncode == 0 and f"port {busy} is in use" in err


def test_a_bad_file_is_refused_with_status_2_as_check_refuses_it(tmp_path):
    doc = example_doc()
    doc["deals"][5]["tricks"] = [2, 5, 2]
    path = tmp_path / "bad.pulka"
    replace(path, json.dumps(doc))
    process = start(path)
    out, err = process.communicate(timeout=TIMEOUT)
    assert process.returncode == 2 and out == ""
    assert err.count("\n") == 1
    assert str(path) in err and "deal 6:" in err and "add up to 9, not 10" in err


def test_a_missing_file_is_refused_with_status_2(tmp_path, capsys):
    assert main(["share", str(tmp_path / "none.pulka")]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and "cannot read the file" in err


def test_a_port_out_of_range_is_refused(capsys):
    with pytest.raises(SystemExit) as stopped:
        main(["share", str(EXAMPLE), "--port", "70000"])
    assert stopped.value.code == 2
    assert "not a port from 0 to 65535" in capsys.readouterr().err


def test_share_needs_no_qt(tmp_path):
    """A TV box or a server may have no Qt libraries that load: the command must not import them."""
    code = ("import preferans_desk.share.follow\nfrom preferans_desk.cli import main\n"  # all that serving loads
            f"main(['share', {str(tmp_path / 'none.pulka')!r}])")
    assert loaded_by(code, QT) == []
