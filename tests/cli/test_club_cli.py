"""`preferans-desk club`: a season's table from the library's games (issue 24, point 5), on the two games of
tests/library/known_games.py worked out by hand (the fixtures ``data`` and ``folder``: conftest.py)."""

from __future__ import annotations

import json

import pytest

from preferans_desk.cli import main
from preferans_desk.library import Library
from preferans_desk.library.ratings import NEWCOMER


def club(capsys, *args):
    status = main(["club", *args])
    out, err = capsys.readouterr()
    return status, out, err


def test_the_table_of_all_time_follows_the_aliases(capsys, data, folder):
    with Library(data, [folder]) as library:
        library.refresh()
        library.merge_names("Боря", "Boris")
    status, out, err = club(capsys, "--folder", str(folder), "--json")
    assert status == 0 and err == ""
    table = json.loads(out)
    assert table["games"] == 2 and table["from"] is None and table["to"] is None  # the broken file counts nowhere
    rows = {row["name"]: row for row in table["players"]}
    assert [row["name"] for row in table["players"]] == ["Grigory", "Anna", "Vera", "Boris"]  # by result
    assert [row["rank"] for row in table["players"]] == [1, 2, 3, 4]
    boris = rows["Boris"]
    assert (boris["games"], boris["result"], boris["spellings"]) == (2, "-79", ["Boris", "Боря"])
    assert (rows["Vera"]["result"], rows["Vera"]["first_places"], rows["Vera"]["deals"]) == ("-13", 1, 7)
    assert rows["Vera"]["per_deal"] == "-13/7" and rows["Grigory"]["first_places"] == 1
    assert rows["Anna"]["first_places"] == 0 and rows["Anna"]["result_exact"] == "14/3"
    assert rows["Grigory"]["rating"] > NEWCOMER.shown > rows["Boris"]["rating"]
    assert rows["Anna"]["rating_change"] == rows["Anna"]["rating"] - NEWCOMER.shown


def test_a_season_holds_the_games_of_its_days(capsys, data, folder):
    status, out, _ = club(capsys, "--folder", str(folder), "--from", "2024-03-02", "--to", "2024-03-02", "--json")
    table = json.loads(out)
    assert status == 0 and table["games"] == 1 and (table["from"], table["to"]) == ("2024-03-02", "2024-03-02")
    assert [row["name"] for row in table["players"]] == ["Grigory", "Боря", "Vera"]
    vera = table["players"][2]
    assert vera["games"] == 1 and vera["rating_change"] < 0  # her win of the day before is not of this season


def test_the_text_table_and_a_season_without_games(capsys, data, folder):
    status, out, _ = club(capsys, "--folder", str(folder))
    assert status == 0
    header, first = out.splitlines()[:2]
    assert header.split()[:3] == ["#", "Player", "Rating"] and first.split()[:2] == ["1", "Grigory"]
    assert "2 game(s), all time" in out
    status, out, _ = club(capsys, "--folder", str(folder), "--from", "2025-01-01")
    assert status == 0 and out.strip() == "No games in the season (2025-01-01 to …)."


@pytest.mark.parametrize(("args", "message"), [
    (["--from", "2024-13-01"], "--from 2024-13-01: not a date (give it as YYYY-MM-DD)"),
    (["--to", "March"], "--to March: not a date"),
    (["--from", "2024-03-02", "--to", "2024-03-01"], "the season ends (2024-03-01) before it begins (2024-03-02)"),
])
def test_a_bad_span_is_refused_with_one_message(capsys, data, folder, args, message):
    status, out, err = club(capsys, "--folder", str(folder), *args)
    assert status == 2 and out == "" and message in err and len(err.strip().splitlines()) == 1
