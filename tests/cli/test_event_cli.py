"""`preferans-desk event`: every subcommand, the refusals with status 2 and their one message, and the JSON shapes
of docs/file-format.md exactly (the documented examples are this file's events' output)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from preferans_desk.cli import main
from preferans_desk.night import night_file
from tests.night.games import write_game

DOC = Path(__file__).parents[2] / "docs" / "file-format.md"
SIX = ["Anna", "Boris", "Vera", "Gleb", "Dasha", "Egor"]


def documented(after: str) -> dict:
    """The JSON example that follows ``after`` in docs/file-format.md."""
    text = DOC.read_text(encoding="utf-8")
    return json.loads(text.split(after, 1)[1].split("```json", 1)[1].split("```", 1)[0])


def run(capsys, *args: str) -> tuple[int, str, str]:
    status = main(["event", *args])
    out, err = capsys.readouterr()
    return status, out, err


@pytest.fixture
def night(tmp_path, capsys):
    path = tmp_path / "night.prefevent"
    status, out, err = run(capsys, "new", str(path), "--players", *SIX, "--rounds", "2", "--table-size", "3",
                           "--seating", "norepeat", "--seed", "club", "--points", "places", "--title", "Club night")
    assert (status, err) == (0, "")
    assert out.startswith("Club night: 6 players, 2 rounds, tables of 3; seating norepeat, seed club; sochi; points: ")
    assert out.endswith(f"{path}: written (seed club)\n")
    return path


def tables(path, number):
    return [t.players for t in night_file.load(path).rounds[number - 1].tables]


def play_round(path, number, results, capsys):
    for t, players in enumerate(tables(path, number), 1):
        game = write_game(path.parent / f"r{number}t{t}.pulka", players, results[t - 1])
        assert run(capsys, "add", str(path), str(game), "--round", str(number), "--table", str(t))[0] == 0


def test_show_json_is_the_documented_shape(night, capsys):
    status, out, _ = run(capsys, "show", str(night), "--json")
    assert status == 0
    assert json.loads(out) == documented("`event show EVENT [--json]`")


def test_show_text(night, capsys):
    status, out, _ = run(capsys, "show", str(night))
    assert status == 0
    first = tables(night, 1)[0]
    assert "Round 1 (pool 20): drawn\n" in out and f"  Table 1: {', '.join(first)}\n" in out
    assert "Round 2 (pool 20): no repeats\n" in out


def test_add_records_the_games_path_and_standings_are_the_documented_shape(night, capsys):
    play_round(night, 1, [[30, 0, -30], [50, -20, -30]], capsys)
    play_round(night, 2, [[10, -4, -6], [24, 0, -24]], capsys)
    event = night_file.load(night)
    assert event.rounds[0].tables[0].game == "r1t1.pulka"
    status, out, _ = run(capsys, "standings", str(night), "--json")
    assert status == 0
    assert json.loads(out) == documented("`event standings EVENT [--json]`")
    status, out, _ = run(capsys, "standings", str(night))
    assert status == 0 and out.startswith("Standings after 4 games\nrank  player")


def test_a_game_of_other_players_is_refused_with_status_2(night, capsys, tmp_path):
    players = tables(night, 1)[1]
    game = write_game(tmp_path / "other.pulka", players, [0, 0, 0])
    before = night.read_bytes()
    status, out, err = run(capsys, "add", str(night), str(game), "--round", "1", "--table", "1")
    assert (status, out) == (2, "")
    table = ", ".join(tables(night, 1)[0])
    assert err == (f"preferans-desk: {night}: the game's players are {', '.join(players)}, not those of round 1, "
                   f"table 1: {table}\n")
    assert night.read_bytes() == before


def test_a_bad_game_file_is_refused(night, capsys, tmp_path):
    (tmp_path / "broken.pulka").write_text("nope", encoding="utf-8")
    status, _, err = run(capsys, "add", str(night), str(tmp_path / "broken.pulka"), "--round", "1", "--table", "1")
    assert status == 2
    assert err == (f"preferans-desk: {night}: {tmp_path / 'broken.pulka'}: the file is not valid JSON (line 1, "
                   "column 1: Expecting value)\n")


def test_a_bad_event_file_is_refused(capsys, tmp_path):
    path = tmp_path / "bad.prefevent"
    path.write_text('{"format": "preferans-desk-event", "version": 1, "players": []}', encoding="utf-8")
    for command in (["show", str(path)], ["standings", str(path)], ["seat", str(path), "--round", "1"]):
        status, out, err = run(capsys, *command)
        assert (status, out, err) == (2, "", f"preferans-desk: {path}: players must list 3 to 1000 entries, not 0\n")


def test_new_refuses(capsys, tmp_path):
    path = tmp_path / "x.prefevent"
    status, _, err = run(capsys, "new", str(path), "--players", "A", "B", "--rounds", "2", "--table-size", "mixed",
                         "--seating", "random", "--seed", "1")
    assert (status, err) == (2, f"preferans-desk: {path}: players must list 3 to 1000 entries, not 2\n")
    status, _, err = run(capsys, "new", str(path), "--players", *SIX[:4], "--rounds", "2", "--table-size", "3",
                         "--seating", "random", "--seed", "1")
    assert status == 2 and "4 players do not sit at tables of 3 alone" in err
    status, _, err = run(capsys, "new", str(path), "--players", *SIX[:4], "--rounds", "2", "--table-size", "4",
                         "--seating", "random", "--points", "compressed")
    assert status == 2 and "compressed points need breakpoints such as 200:1/10,650:0, not nothing" in err
    assert not path.exists()
    path.write_text("", encoding="utf-8")
    status, _, err = run(capsys, "new", str(path), "--players", *SIX[:3], "--rounds", "1", "--seating", "random")
    assert (status, err) == (2, f"preferans-desk: {path}: already exists; give the new event another file name\n")


def test_a_seed_is_drawn_and_shown_when_not_given(tmp_path, capsys):
    path = tmp_path / "x.prefevent"
    status, out, _ = run(capsys, "new", str(path), "--players", *SIX[:3], "--rounds", "1", "--seating", "random",
                         "--points", "gambler")
    seed = night_file.load(path).seed
    assert status == 0 and out.endswith(f"(seed {seed})\n") and f"seed {seed};" in out
    assert "compressed (gambler: each whist 1, 1/10 above 200, 0 above 650)" in out


def test_swiss_rounds_are_seated_as_the_round_before_is_in(tmp_path, capsys):
    path = tmp_path / "swiss.prefevent"
    assert run(capsys, "new", str(path), "--players", *SIX, "--rounds", "2", "--table-size", "3", "--seating",
               "swiss", "--seed", "s")[0] == 0
    status, _, err = run(capsys, "seat", str(path), "--round", "2")
    assert status == 2 and "round 2 is seated by the standings after round 1, whose games are not all in" in err
    first, second = tables(path, 1)
    write_game(tmp_path / "a.pulka", first, [40, -10, -30])
    write_game(tmp_path / "b.pulka", second, [20, -5, -15])
    assert run(capsys, "add", str(path), str(tmp_path / "a.pulka"), "--round", "1", "--table", "1")[0] == 0
    assert tables(path, 2) == []
    status, out, _ = run(capsys, "add", str(path), str(tmp_path / "b.pulka"), "--round", "1", "--table", "2")
    assert status == 0 and "Round 2 (pool 20): Swiss" in out
    assert sorted(tables(path, 2)[0]) == sorted([first[0], second[0], second[1]])  # 40, 20, -5 whists


def test_seat_by_hand_join_and_leave(night, capsys):
    status, out, _ = run(capsys, "seat", str(night), "--round", "2", "--table", "Anna,Boris,Vera",
                         "--table", "Gleb, Dasha, Egor")
    assert status == 0 and out == "Round 2 (pool 20): by hand\n  Table 1: Anna, Boris, Vera\n  Table 2: Gleb, " \
                                  "Dasha, Egor\n"
    status, out, _ = run(capsys, "join", str(night), "Zoya", "--round", "2")
    assert status == 0 and "Zoya plays rounds 2 to 2" in out
    assert sorted(len(t) for t in tables(night, 2)) == [3, 4]
    status, out, _ = run(capsys, "leave", str(night), "Anna")
    assert status == 0 and all("Anna" not in t for t in tables(night, 1))  # she never played: off the list
    status, _, err = run(capsys, "leave", str(night), "Nobody")
    assert (status, err) == (2, f"preferans-desk: {night}: Nobody is not a player of the event\n")


def test_an_event_that_cannot_be_written_exits_1(night, capsys):
    if os.geteuid() == 0:
        pytest.skip("the superuser writes a read-only folder")
    night.parent.chmod(0o555)
    try:
        status, _, err = run(capsys, "seat", str(night), "--round", "2")
    finally:
        night.parent.chmod(0o755)
    assert status == 1 and err.startswith(f"preferans-desk: {night}: cannot write: ")


def test_serve_refuses_a_port_out_of_range_and_a_night_without_a_seated_round(tmp_path, capsys):
    from preferans_desk.night_cli import event_command

    path = tmp_path / "Night.prefevent"
    assert event_command(["new", str(path), "--players", "A", "B", "C", "--rounds", "1", "--seed", "1"]) == 0
    assert event_command(["serve", str(path), "--port", "70000"]) == 2
    assert "the port must be a number from 0 to 65535, not 70000" in capsys.readouterr().err
    assert event_command(["serve", str(tmp_path / "none.prefevent"), "--bind", "127.0.0.1", "--port", "0"]) == 2
