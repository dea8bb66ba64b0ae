"""The club night's protocol with every side a process of its own, over loopback (127.0.0.1): the director is
``preferans-desk event serve`` (killed and started again as a crash would), the tables are windows in processes of
their own (tests/night/table_process.py) or, for forty at once, links in this process. Issue 33, point 3: no deal
is ever dropped."""

from __future__ import annotations

import http.client
import os
import queue
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from preferans_desk.core.gamefile import dumps
from preferans_desk.night.night_book import NightBook
from preferans_desk.night.night_errors import EventError
from preferans_desk.night.night_file import load as load_event
from preferans_desk.night.night_file import save as save_event
from preferans_desk.night.night_rounds import new_event
from preferans_desk.night.receiver import GAME_PATH
from preferans_desk.night.table_link import TableLink, join
from preferans_desk.night.table_results import table_game
from preferans_desk.render.samples import sample_game
from tests.gui.test_club_night_processes import Table, free_port

pytestmark = [pytest.mark.slow, pytest.mark.timeout(240)]

ROOT = Path(__file__).resolve().parents[2]
SIX = ["Anna", "Boris", "Vera", "Gleb", "Dina", "Egor"]


class Serve:
    """``preferans-desk event serve`` in a process of its own; its lines read as they come."""

    def __init__(self, path: Path, port: int):
        self.process = subprocess.Popen([sys.executable, "-m", "preferans_desk", "event", "serve", str(path),
                                         "--bind", "127.0.0.1", "--port", str(port)], cwd=ROOT,
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, bufsize=1)
        self.lines: queue.Queue[str] = queue.Queue()
        self.said: list[str] = []
        threading.Thread(target=self._read, daemon=True).start()
        first = self.expect("receiving round", 30)
        self.round = int(first.split("receiving round ")[1].split()[0])
        self.address = first.rsplit(" at ", 1)[1].split()[0]
        self.codes = [self.expect("table ", 5).split("code ")[1].split(",")[0].replace("-", "")  # as ABCD-2345
                      for _ in self._tables(path)]

    def _tables(self, path: Path) -> list[object]:
        event = load_event(path)
        return list(event.rounds[self.round - 1].tables)

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.put(line.rstrip("\n"))

    def expect(self, text: str, within: float) -> str:
        """The next line holding ``text`` (the lines before it kept in ``said``)."""
        end = time.monotonic() + within
        while True:
            try:
                line = self.lines.get(timeout=max(0.01, end - time.monotonic()))
            except queue.Empty:
                raise AssertionError(f"event serve did not say {text!r} within {within} s; it said {self.said}") \
                    from None
            self.said.append(line)
            if text in line:
                return line

    def received(self, number: int, t: int, deals: int, within: float) -> float:
        """Seconds until the line saying round ``number``'s table ``t`` was received with ``deals`` deals."""
        start = time.monotonic()
        self.expect(f"round {number} table {t}: {deals} deal", within)
        return time.monotonic() - start

    def interrupt(self) -> int:
        self.process.send_signal(signal.SIGINT)
        return self.process.wait(15)

    def kill(self) -> None:
        self.process.kill()
        self.process.wait(10)


def put(address: str, code: str, text: str, revision: str) -> int:
    host, port = address.split(":")
    connection = http.client.HTTPConnection(host, int(port), timeout=5)
    connection.request("PUT", GAME_PATH, body=text.encode(), headers={"Authorization": f"Table {code}",
                                                                      "X-Revision": revision})
    status = connection.getresponse().status
    connection.close()
    return status


def test_a_director_killed_mid_round_resumes_its_round_and_every_table_catches_up(tmp_path):
    path = tmp_path / "Friday.prefevent"
    save_event(new_event(SIX, 2, 3, "norepeat", "5"), path)
    book = NightBook(path)  # round 1 played, one table unfinished; round 2 then opened
    book.open_round(1)
    game = book.new_game(1, 1)
    game.replace_deals(sample_game(3, 2, "sochi", pool_target=20, seed=3).deals)
    book.keep_game(1, 1, game)
    book.seat_round(2)
    book.open_round(2)
    book.close()  # the window closed: event serve takes the night
    port = free_port()
    director = Serve(path, port)
    tables: list[Table] = []
    try:
        assert director.round == 2, "the round opened last, not the first with an unfinished table"
        with pytest.raises(EventError, match="the night is being written by the event serve"):
            NightBook(path)  # a director's window would be refused: one writer
        tables = [Table(director.address, code, tmp_path / f"table-{t}") for t, code in enumerate(director.codes, 1)]
        for t, table in enumerate(tables, 1):
            count = table.ask("add 2", "added")
            director.received(2, t, count, 5)
        director.kill()  # the director's laptop crashes mid-round
        counts = [table.ask("add 3", "added") for table in tables]  # the tables play on meanwhile
        director = Serve(path, port)
        assert director.round == 2 and director.address.endswith(f":{port}")
        start = time.monotonic()
        waiting = {f"round 2 table {t}: {count} deals" for t, count in enumerate(counts, 1)}
        while waiting:  # in whichever order the tables' links ask first
            line = director.expect("deals received", 5 - (time.monotonic() - start))
            waiting = {text for text in waiting if text not in line}
        assert time.monotonic() - start < 5, "every table's newest copy within 5 s of the director's return"

        # A replacement laptop whose clock is 2 minutes behind joins table 1 and delivers.
        tables[0].kill()
        os.environ["CLOCK_BEHIND"] = "120"
        try:
            tables[0] = Table(director.address, director.codes[0], tmp_path / "replacement")
        finally:
            del os.environ["CLOCK_BEHIND"]
        assert tables[0].ask("add 1", "added") == counts[0] + 1
        director.received(2, 1, counts[0] + 1, 5)

        # A copy with an absurd revision, by anyone holding the code, freezes no table.
        other = dumps(join(director.address, director.codes[1]).game)
        assert put(director.address, director.codes[1], other, "99999999999999999999") == 400
        assert put(director.address, director.codes[1], other, str(2**53)) == 400
        assert tables[1].ask("add 1", "added") == counts[1] + 1
        director.received(2, 2, counts[1] + 1, 5)
        assert director.interrupt() == 0
    finally:
        for table in tables:
            table.quit()
        if director.process.poll() is None:
            director.kill()
    kept = load_event(path)
    assert kept.playing == 2
    assert [len(table_game(kept, path, 2, t)[0].deals) for t in (1, 2)] == [counts[0] + 1, counts[1] + 1]
    assert len(table_game(kept, path, 1, 1)[0].deals) == 2, "round 1's unfinished table is kept as it was"


def test_event_serve_receives_forty_tables_at_once_and_stops_cleanly(tmp_path):
    path = tmp_path / "Club.prefevent"
    save_event(new_event([f"Player {n}" for n in range(1, 121)], 1, 3, "norepeat", "40"), path)
    director = Serve(path, free_port())
    assert director.round == 1 and len(director.codes) == 40
    links = []
    try:
        joined = [join(director.address, code) for code in director.codes]
        texts = []
        for j in joined:
            game = j.game
            game.replace_deals(sample_game(3, 5, "sochi", pool_target=20, seed=2).deals)
            texts.append(dumps(game))
        links = [TableLink(director.address, code) for code in director.codes]
        for link, text in zip(links, texts, strict=True):  # forty at once
            link.publish(text)
        assert all(link.wait_sent(30) for link in links)
        assert all(link.state.deals == 5 and link.state.refused is None for link in links)
        assert director.interrupt() == 0, "Ctrl+C stops it cleanly"
    finally:
        for link in links:
            link.stop(wait=1)
        if director.process.poll() is None:
            director.kill()
    assert director.process.stderr is not None and "Traceback" not in director.process.stderr.read()
    rest = []
    while not director.lines.empty():
        rest.append(director.lines.get())
    said = director.said + rest
    assert sum("deals received" in line for line in said) == 40 and said[-1].startswith("stopped")
    kept = load_event(path)
    assert all(len(table_game(kept, path, 1, t)[0].deals) == 5 for t in range(1, 41)), "the file holds every deal"
    assert [table.revision for table in kept.rounds[0].tables] == [1] * 40, "and every table's revision"
