"""The command line: check, settle (text and --json), and the module entry point."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import preferans_desk
from preferans_desk.cli import main
from preferans_desk.core import gamefile, settle_game
from preferans_desk.core.exact_numbers import mixed_str

EXAMPLE = Path(__file__).parent.parent / "data" / "example.pulka"
REPO = Path(preferans_desk.__file__).resolve().parent.parent
KEYS = ["players", "finished", "pool", "mountain", "whists", "result_exact", "result"]


def write(tmp_path: Path, document: dict, name: str = "game.pulka") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(document, ensure_ascii=False), encoding="utf-8")
    return path


def example_doc() -> dict:
    return json.loads(EXAMPLE.read_text(encoding="utf-8"))


# ----- check -----
def test_check_a_good_file(capsys):
    assert main(["check", str(EXAMPLE)]) == 0
    out, err = capsys.readouterr()
    assert "good game file" in out and "3 players" in out and "7 deals" in out
    assert err == ""


def test_check_a_bad_file(tmp_path, capsys):
    doc = example_doc()
    doc["deals"][5]["tricks"] = [2, 5, 2]
    path = write(tmp_path, doc)
    assert main(["check", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.count("\n") == 1
    assert str(path) in err and "deal 6:" in err and "add up to 9, not 10" in err


@pytest.mark.parametrize("content, fragment", [
    ("not json at all", "not valid JSON"),
    ('{"format": "preferans-desk", "version": 7}', "newer Preferans Desk"),
    ('{"format": "something else"}', "not a Preferans Desk game"),
])
def test_check_refuses_with_status_2(tmp_path, capsys, content, fragment):
    path = tmp_path / "bad.pulka"
    path.write_text(content, encoding="utf-8")
    assert main(["check", str(path)]) == 2
    _, err = capsys.readouterr()
    assert fragment in err and err.startswith("preferans-desk: ")


def test_check_a_missing_file(tmp_path, capsys):
    assert main(["check", str(tmp_path / "nope.pulka")]) == 2
    assert "cannot read the file" in capsys.readouterr().err


def test_warnings_go_to_stderr_and_the_file_is_good(tmp_path, capsys):
    doc = example_doc()
    doc["rules"]["convention"] = "leningrad"
    doc["deals"].append({"kind": "contract", "declarer": 1, "level": 6, "suit": "clubs", "defence": ["pass", "pass"]})
    path = write(tmp_path, doc)
    assert main(["check", str(path)]) == 0
    out, err = capsys.readouterr()
    assert "good game file" in out
    assert "warning: deal 8: " in err and "below the exit level 7" in err


# ----- settle -----
def test_settle_text_mentions_each_player_and_the_result(capsys):
    assert main(["settle", str(EXAMPLE)]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    for name in ("Anna", "Boris", "Vera"):
        assert name in out
    assert "Friday at Oleg's" in out
    result_line = next(line for line in out.splitlines() if line.startswith("Result "))
    assert result_line.split()[-3:] == ["-76", "-32", "+108"]
    assert "not finished" in out
    assert "Anna pays Vera 76.00 RUB" in out and "Boris pays Vera 32.00 RUB" in out


def test_settle_text_names_the_price_with_single_spaces(tmp_path, capsys):
    """Issue 21: a price without a currency read "1  a whist"."""
    doc = example_doc()
    doc["rules"].pop("currency")
    assert main(["settle", str(write(tmp_path, doc))]) == 0
    out = capsys.readouterr().out
    assert ", 1 a whist;" in out
    assert main(["settle", str(EXAMPLE)]) == 0
    out = capsys.readouterr().out
    assert ", 1 RUB a whist;" in out
    assert "-76" in out and "\u2212" not in out, "the command line keeps the ASCII minus"


def test_settle_text_shows_the_paper_correction(tmp_path, capsys):
    # RULES.md example 1: mountains 8/19/14, whists E->W 26, S->E 2; paper: E's 11 -> 12.
    doc = {"format": "preferans-desk", "version": 1, "players": ["West", "East", "South"],
           "rules": {"convention": "sochi", "pool_target": 20, "whist_price": 100},
           "deals": [{"kind": "adjust", "pool": [20, 20, 20], "mountain": [8, 19, 14],
                      "whists": [[1, 0, 26], [2, 1, 2]]}]}
    assert main(["settle", str(write(tmp_path, doc))]) == 0
    out = capsys.readouterr().out
    assert "Paper correction: East's mountain +1" in out
    game = gamefile.load(tmp_path / "game.pulka").game
    for value in settle_game(game).result:
        assert mixed_str(value, sign=True) in out
    assert "+3100.00" in out and "-3000.00" in out and "finished" in out


def test_settle_text_in_russian_has_the_same_numbers(capsys):
    assert main(["settle", str(EXAMPLE)]) == 0
    english = capsys.readouterr().out.splitlines()
    assert main(["settle", str(EXAMPLE), "--lang", "ru"]) == 0
    russian = capsys.readouterr().out.splitlines()
    assert "Роспись (округление: точно)" in russian and "Кто кому платит:" in russian
    assert "  Anna → Vera: 76.00 RUB" in russian

    def numbers(lines):
        return [re.findall(r"[+-]?\d[\d./]*", line) for line in lines]

    assert len(russian) == len(english) and numbers(russian) == numbers(english)


def test_settle_json_shape(capsys):
    assert main(["settle", str(EXAMPLE), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert list(data) == [*KEYS, "money"]
    assert data["players"] == ["Anna", "Boris", "Vera"]
    assert data["finished"] is False
    assert all(isinstance(x, str) for key in ("pool", "mountain", "result_exact", "result", "money")
               for x in data[key])
    assert all(len(row) == 3 and all(isinstance(x, str) for x in row) for row in data["whists"])


def test_settle_json_without_a_price_has_no_money_and_keeps_fractions(tmp_path, capsys):
    doc = example_doc()
    del doc["rules"]["whist_price"]
    del doc["rules"]["currency"]
    doc["deals"] = [{"kind": "allpass", "tricks": [4, 3, 3]}]
    assert main(["settle", str(write(tmp_path, doc)), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert list(data) == KEYS
    assert data["result_exact"] == ["-20/3", "10/3", "10/3"]
    assert data["result"] == ["-20/3", "10/3", "10/3"]  # the example's rounding is exact


def test_settle_json_four_players_and_currency_digits(tmp_path, capsys):
    doc = {"format": "preferans-desk", "version": 1, "players": ["Анна", "Борис", "Вера", "Глеб"],
           "rules": {"convention": "leningrad", "pool_target": 10, "whist_price": "1/3", "currency": "JPY"},
           "deals": [{"kind": "contract", "declarer": 1, "level": 6, "suit": "spades",
                      "defence": ["whist", "pass"], "tricks": [None, 5, 5, 0]}]}
    assert main(["settle", str(write(tmp_path, doc)), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["players"] == ["Анна", "Борис", "Вера", "Глеб"]
    assert all("." not in x for x in data["money"])  # yen have no minor unit
    assert sum(int(x) for x in data["money"]) == 0
    assert sum(int(x) for x in data["result"]) == 0


def test_settle_a_bad_file_exits_2(tmp_path, capsys):
    path = tmp_path / "bad.pulka"
    path.write_text("[]", encoding="utf-8")
    assert main(["settle", str(path), "--json"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and "holds no game" in err


def test_settle_needs_a_file():
    with pytest.raises(SystemExit) as info:
        main(["settle"])
    assert info.value.code == 2


# ----- the module entry point -----
def test_python_m_preferans_desk_settle_json():
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")])))
    done = subprocess.run([sys.executable, "-m", "preferans_desk", "settle", str(EXAMPLE), "--json"],
                          capture_output=True, text=True, encoding="utf-8", env=env, timeout=60)
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["result"] == ["-76", "-32", "108"]
    assert data["money"] == ["-76.00", "-32.00", "108.00"]


def test_python_m_preferans_desk_check_bad_file(tmp_path):
    path = tmp_path / "bad.pulka"
    path.write_text("{", encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")])))
    done = subprocess.run([sys.executable, "-m", "preferans_desk", "check", str(path)],
                          capture_output=True, text=True, encoding="utf-8", env=env, timeout=60)
    assert done.returncode == 2
    assert "not valid JSON" in done.stderr and done.stdout == ""


def test_version_is_printed_without_starting_the_window(capsys):
    from preferans_desk import __version__
    from preferans_desk.cli import main

    assert main(["--version"]) == 0
    assert capsys.readouterr().out.strip() == f"preferans-desk {__version__}"


def test_a_reader_that_leaves_early_gets_no_traceback():
    """`preferans-desk settle FILE | head -1`: once the reader is gone, the command stops quietly."""
    process = subprocess.Popen([sys.executable, "-m", "preferans_desk", "settle", str(EXAMPLE)],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert process.stdout is not None and process.stderr is not None
    process.stdout.close()  # before the command has printed anything (its start takes far longer)
    error = process.stderr.read().decode()
    assert process.wait(timeout=60) == 1
    assert "Traceback" not in error and "BrokenPipeError" not in error, error


def documented(after: str) -> dict:
    doc = (Path(__file__).parents[2] / "docs" / "file-format.md").read_text(encoding="utf-8")
    return json.loads(doc.split(after, 1)[1].split("```json", 1)[1].split("```", 1)[0])


def test_the_documented_settle_json_is_the_example_games_output(capsys):
    """docs/file-format.md shows `settle --json` of the example game, as the spec does: it stays what the
    command prints, with no key more; `--deal-values` adds the deals' worths and nothing else."""
    assert main(["settle", str(EXAMPLE), "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == documented("`preferans-desk settle FILE [--json]")
    assert main(["settle", str(EXAMPLE), "--json", "--deal-values"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data == {**documented("`preferans-desk settle FILE [--json]"), **documented("With `--json --deal-values`")}
    assert list(data)[-1] == "deal_values"


def test_one_deal_is_worth_the_whole_result(tmp_path, capsys):
    doc = example_doc()
    doc["deals"] = [{"kind": "allpass", "tricks": [4, 3, 3]}]
    assert main(["settle", str(write(tmp_path, doc)), "--json", "--deal-values"]) == 0
    assert json.loads(capsys.readouterr().out)["deal_values"] == [["-20/3", "10/3", "10/3"]]
