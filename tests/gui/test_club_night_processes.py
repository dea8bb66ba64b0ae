"""A club night end to end over loopback (127.0.0.1): the director's window in this process, each table's window
in a process of its own (tests/night/table_process.py). Twelve players in four rounds of four tables: the deals
entered at the tables reach the standings within a second; a table killed mid-round and started again loses
nothing; a wrong code and another table's game are refused; the director killed and opened again goes on, and the
tables catch up by themselves."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
from itertools import combinations
from pathlib import Path

import pytest

from preferans_desk.core.gamefile import dumps
from preferans_desk.gui.night_views import director_window
from preferans_desk.gui.night_views.director_window import DirectorWindow
from preferans_desk.night.night_file import save as save_event
from preferans_desk.night.night_rounds import new_event
from preferans_desk.night.table_link import NightLinkError, TableLink, join

pytestmark = [pytest.mark.slow, pytest.mark.timeout(240)]

TWELVE = ["Anna", "Boris", "Vera", "Gleb", "Dina", "Egor", "Zhenya", "Ilya", "Kira", "Lev", "Mila", "Nika"]
ROOT = Path(__file__).resolve().parents[2]


class Table:
    """A table's window in a process of its own, driven line by line."""

    def __init__(self, address: str, code: str, data: Path):
        self.args = [sys.executable, "-m", "tests.night.table_process", address, code, str(data)]
        data.mkdir(exist_ok=True)
        self.start()

    def start(self) -> int:
        self.process = subprocess.Popen(self.args, cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        text=True, bufsize=1)
        return self.expect("ready")

    def ask(self, line: str, answer: str) -> int:
        assert self.process.stdin is not None
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()
        return self.expect(answer)

    def expect(self, word: str) -> int:
        assert self.process.stdout is not None
        line = self.process.stdout.readline().split()
        assert line[:1] == [word], f"the table said {line} (expected {word})"
        return int(line[1])

    def kill(self) -> None:
        self.process.kill()
        self.process.wait(10)

    def quit(self) -> None:
        if self.process.poll() is None:
            try:
                self.ask("quit", "")
            except (AssertionError, OSError, IndexError):
                pass
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_a_club_night_of_four_tables_in_processes(qtbot, tmp_path, monkeypatch):
    port = free_port()
    monkeypatch.setattr(director_window, "PORT", port)  # the director comes back on the same port
    path = tmp_path / "Night.prefevent"
    save_event(new_event(TWELVE, 4, 3, "norepeat", "12"), path)
    director = DirectorWindow(path)
    qtbot.addWidget(director)
    director.open_button.click()
    director.address_box.setCurrentText("127.0.0.1")
    director.receive_button.click()
    address = director.address
    assert address == f"127.0.0.1:{port}"
    codes = [table.code for table in director.book.event.rounds[0].tables]
    tables = [Table(address, code, tmp_path / f"table-{t}") for t, code in enumerate(codes, 1)]
    try:
        # Deals entered at each table reach the standings within a second.
        for t, table in enumerate(tables, 1):
            count = table.ask("add 3", "added")
            start = time.monotonic()
            qtbot.waitUntil(lambda t=t, count=count: director.book.deals.get((1, t)) == count, timeout=1000)
            assert time.monotonic() - start < 1
        assert [row.games for row in director.book.standings()] == [1] * 12

        # A table killed mid-round and started again loses nothing.
        assert tables[1].ask("add 2", "added") == 5
        tables[1].kill()
        assert tables[1].start() == 5, "the autosave keeps every deal entered"
        qtbot.waitUntil(lambda: director.book.deals.get((1, 2)) == 5, timeout=3000)
        assert tables[1].ask("add 1", "added") == 6
        qtbot.waitUntil(lambda: director.book.deals.get((1, 2)) == 6, timeout=1000)

        # A wrong code and another table's game are refused.
        with pytest.raises(NightLinkError, match="no table of this round has this code"):
            join(address, "WRONG999")
        other = join(address, codes[2]).game
        link = TableLink(address, codes[0])
        link.publish(dumps(other))
        assert link.wait_sent(5) and link.state.refused is not None
        assert link.state.refused.code == "other_players"
        link.stop()
        assert director.book.deals[1, 1] == 3

        # The director killed and opened again goes on; the tables catch up by themselves.
        standings = director.book.standings()
        director.set_receiving(False)
        assert tables[3].ask("add 2", "added") == 5  # entered while the director is away
        director.book.close()  # (a director killed: the system lets its lock go)
        again = DirectorWindow(path)
        qtbot.addWidget(again)
        assert again.book.standings() == standings and again.book.round == 1
        again.address_box.setCurrentText("127.0.0.1")
        again.receive_button.click()
        assert again.address == address
        qtbot.waitUntil(lambda: again.book.deals.get((1, 4)) == 5, timeout=10000)
        assert tables[0].ask("add 1", "added") == 4
        qtbot.waitUntil(lambda: again.book.deals.get((1, 1)) == 4, timeout=1000)
        assert tables[0].ask("sent", "sent") == 4

        # Rounds 2 to 4: each opened to its tables, which join it with their new codes and play (the director says
        # Open when the window names the tables still playing the round before).
        monkeypatch.setattr(director_window.QMessageBox, "question",
                            lambda *_args: director_window.QMessageBox.StandardButton.Open)
        for number in (2, 3, 4):
            again.show_round(number)
            again.open_button.click()
            assert again.book.round == number
            for t, table in enumerate(again.book.event.rounds[number - 1].tables, 1):
                assert tables[t - 1].ask(f"join {table.code}", "joined") == 0
                count = tables[t - 1].ask("add 2", "added")
                qtbot.waitUntil(lambda t=t, number=number, count=count: again.book.deals.get((number, t)) == count,
                                timeout=1000)
        assert [row.games for row in again.book.standings()] == [4] * 12
        met = [frozenset(pair) for round_ in again.book.event.rounds for table in round_.tables
               for pair in combinations(table.players, 2)]
        assert len(met) == len(set(met)) == 4 * 4 * 3, "no two players met twice"
        with pytest.raises(NightLinkError, match="round 1 is over"):
            join(address, codes[0])  # round 1 is over: its codes open nothing
    finally:
        for table in tables:
            table.quit()
