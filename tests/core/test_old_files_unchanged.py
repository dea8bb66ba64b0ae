"""Old game files are unchanged: with every added setting at its default, a version-1 game gives the same numbers
as before and is saved as it was (RULES-v2-settings.md 14).

``tests/data/v1_scores.json`` holds 40 random version-1 games (drawn by the property tests' strategies of the time,
none meeting the write-off correction of section 1) with the totals, the finished flag and the results in every
rounding that the core before version 2 gave them; this core must give the same, and save them unchanged as
version-1 files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from preferans_desk.core import gamefile, settle_game
from preferans_desk.core.exact_numbers import fraction_str

CASES = json.loads((Path(__file__).parent.parent / "data" / "v1_scores.json").read_text(encoding="utf-8"))


def test_the_cases_are_many_and_varied():
    assert len(CASES) == 40
    conventions = {case["file"]["rules"]["convention"] for case in CASES}
    assert conventions == {"sochi", "leningrad", "rostov", "classic"}
    assert {len(case["file"]["players"]) for case in CASES} == {3, 4}


@pytest.mark.parametrize("case", CASES, ids=[str(number) for number in range(1, len(CASES) + 1)])
def test_an_old_game_scores_and_saves_as_before(case):
    game = gamefile.loads(json.dumps(case["file"], ensure_ascii=False)).game
    sheet = game.sheet
    assert [fraction_str(x) for x in sheet.pool] == case["pool"]
    assert [fraction_str(x) for x in sheet.mountain] == case["mountain"]
    assert [[fraction_str(x) for x in row] for row in sheet.whists] == case["whists"]
    assert game.finished is case["finished"]
    for mode, expected in case["results"].items():
        assert [fraction_str(x) for x in settle_game(game, mode).result] == expected, mode
    assert gamefile.file_version(game) == 1
    assert json.loads(gamefile.dumps(game)) == case["file"]
