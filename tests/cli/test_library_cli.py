"""`preferans-desk library` and `preferans-desk stats`: text, JSON, one player, refusals, no Qt."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import preferans_desk
from preferans_desk.cli import main
from preferans_desk.core.gamefile import save
from preferans_desk.library import ENV_VAR, Library
from tests.library.known_games import friday

REPO = Path(preferans_desk.__file__).resolve().parent.parent


def run(capsys, *args):
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


def test_library_lists_the_games_with_their_results(capsys, data, folder):
    status, out, err = run(capsys, "library", "--folder", str(folder))
    assert status == 0 and err == ""
    lines = out.splitlines()
    assert lines[0].split() == ["Date", "Game", "Rules", "Deals", "Status", "Result"]
    friday_line = next(line for line in lines if "Friday" in line)
    assert "2024-03-01 19:00" in friday_line and "sochi/10" in friday_line and "in progress" in friday_line
    assert "Anna +4, Boris -151, Vera +147 (money RUB: +2.00, -75.50, +73.50)" in friday_line
    assert "Боря +72, Vera -160, Grigory +88" in out
    assert "broken" in out and "cannot be read: the file is not valid JSON" in out
    assert "3 game(s), 1 cannot be read" in out
    assert (data / "library.sqlite3").exists()


def test_library_json(capsys, data, folder):
    status, out, _ = run(capsys, "library", "--folder", str(folder), "--json")
    assert status == 0
    document = json.loads(out)
    assert document["folders"] == [str(folder)]
    by_name = {Path(game["path"]).name: game for game in document["games"]}
    friday_game = by_name["friday.pulka"]
    assert friday_game["title"] == "Friday" and friday_game["players"] == ["Anna", "Boris", "Vera"]
    assert friday_game["result"] == ["4", "-151", "147"]
    assert friday_game["result_exact"] == ["14/3", "-454/3", "440/3"]
    assert friday_game["money"] == ["2.00", "-75.50", "73.50"] and friday_game["currency"] == "RUB"
    assert (friday_game["convention"], friday_game["pool_target"], friday_game["deals"]) == ("sochi", 10, 4)
    assert friday_game["finished"] is False and friday_game["error"] is None
    assert "money" not in by_name["sunday.pulka"]
    assert "not valid JSON" in by_name["broken.pulka"]["error"] and "result" not in by_name["broken.pulka"]


def test_the_default_library_folder(capsys, data):
    status, out, _ = run(capsys, "library")
    assert status == 0 and out.startswith("No games in the library.")
    save(friday(), data / "games" / "friday.pulka")
    status, out, _ = run(capsys, "library", "--json")
    assert [game["title"] for game in json.loads(out)["games"]] == ["Friday"]


def test_stats_of_every_player(capsys, data, folder):
    Library(data, [folder]).merge_names("Боря", "Boris")
    status, out, err = run(capsys, "stats", "--folder", str(folder))
    assert status == 0 and err == ""
    lines = out.splitlines()
    assert [line.split()[0] for line in lines[1:5]] == ["Grigory", "Anna", "Vera", "Boris"]
    assert lines[4].split()[:8] == ["Boris", "2", "1", "(50%)", "-79", "-39.5", "-75.50", "RUB"]
    assert "2 game(s)" in out


def test_stats_json(capsys, data, folder):
    Library(data, [folder]).merge_names("Боря", "Boris")
    status, out, _ = run(capsys, "stats", "--folder", str(folder), "--json")
    assert status == 0
    document = json.loads(out)
    assert document["games"] == 2
    boris = next(p for p in document["players"] if p["name"] == "Boris")
    assert boris["spellings"] == ["Boris", "Боря"]
    assert (boris["games"], boris["won"], boris["share_won"]) == (2, 1, 0.5)
    assert (boris["total"], boris["average"], boris["total_exact"]) == ("-79", "-79/2", "-238/3")
    assert boris["money"] == [{"currency": "RUB", "total": "-75.50", "average": "-75.50", "games": 1}]
    assert boris["best"]["name"] == "Sunday" and boris["best"]["result"] == "72"
    assert boris["worst"]["name"] == "Friday" and boris["worst"]["result"] == "-151"
    assert boris["contracts"] == {"declared": 2, "played": 1, "made": 0}
    assert boris["remizes"] == 1 and boris["misere"] == {"made": 0, "failed": 0}
    assert (boris["whists_written"], boris["allpass_tricks"]) == ("20", 6)


def test_stats_of_one_player_by_any_spelling(capsys, data, folder):
    Library(data, [folder]).merge_names("Боря", "Boris")
    status, out, _ = run(capsys, "stats", "--folder", str(folder), "--player", "Боря")
    assert status == 0
    assert out.splitlines()[0] == "Boris (also Боря)"
    assert "Games played:       2" in out and "Total result:       -79 whists" in out
    assert "Contracts:          2 declared, 1 played, 0 made, 1 remiz(es)" in out
    status, out, _ = run(capsys, "stats", "--folder", str(folder), "--player", "vera", "--json")
    assert status == 0 and [p["name"] for p in json.loads(out)["players"]] == ["Vera"]


@pytest.mark.parametrize("args, message", [
    (["stats", "--player", "Nobody"], "no games of 'Nobody' in the library"),
    (["library", "--folder", "{tmp}/nowhere"], "nowhere: not a folder"),
    (["stats", "--folder", "{tmp}/games/friday.pulka"], "friday.pulka: not a folder"),
])
def test_refusals_exit_2_with_one_message(capsys, data, folder, tmp_path, args, message):
    args = [arg.replace("{tmp}", str(tmp_path)) for arg in args]
    status, out, err = run(capsys, *args, *([] if "--folder" in args else ["--folder", str(folder)]))
    assert status == 2 and out == ""
    assert err.startswith("preferans-desk: ") and message in err and err.count("\n") == 1


def test_an_unusable_data_folder_exits_2(capsys, tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("", encoding="utf-8")
    monkeypatch.setenv(ENV_VAR, str(blocker / "data"))
    status, out, err = run(capsys, "library")
    assert status == 2 and out == "" and err.startswith("preferans-desk: ")


def test_the_library_commands_import_no_qt(tmp_path, folder):
    code = ("import sys\nfrom preferans_desk.cli import main\n"
            f"assert main(['stats', '--folder', {str(folder)!r}]) == 0\n"
            f"assert main(['library', '--folder', {str(folder)!r}, '--json']) == 0\n"
            "print('QT', sorted(n for n in sys.modules if n.startswith(('PySide6', 'shiboken6'))))\n")
    env = {**os.environ, ENV_VAR: str(tmp_path / "data"), "PYTHONPATH": str(REPO)}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env)
    assert out.stdout.splitlines()[-1] == "QT []"
