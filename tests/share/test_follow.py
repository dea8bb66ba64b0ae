"""The file follower of `preferans-desk share`: a new state on each real change of the file, the last good
sheet kept (with the problem) while the file cannot be read. Driven by poll_once(): no sleeping."""

from __future__ import annotations

import json
import os

import pytest

from preferans_desk.core.gamefile import load
from preferans_desk.render.geometry import SHAPES
from preferans_desk.share.follow import Follower, signature
from preferans_desk.share.shared_state import shared_state

from .files import ONE_MORE, example_doc, replace


@pytest.fixture
def follower(game_file):
    published = []
    follower = Follower(game_file, published.append)
    follower.published = published  # the states handed over, in order
    return follower


def test_the_first_look_publishes_the_sheet_and_the_same_file_nothing_more(follower):
    assert follower.poll_once() is True
    assert follower.poll_once() is False
    [state] = follower.published
    assert state.state_json["deals"] == 7 and "problem" not in state.state_json
    assert set(state.svg) == {(lang, seat, shape) for lang in ("en", "ru") for seat in range(3) for shape in SHAPES}


def test_an_atomic_rename_with_one_more_deal_is_published(follower, game_file):
    follower.poll_once()
    doc = example_doc()
    doc["deals"].append(ONE_MORE)
    replace(game_file, json.dumps(doc))
    assert follower.poll_once() is True
    assert follower.published[-1].state_json["deals"] == 8
    assert follower.published[-1].state_json["next_dealer"] == load(game_file).game.sheet.next_dealer


def test_a_write_in_place_is_published(follower, game_file):
    follower.poll_once()
    doc = example_doc()
    doc["title"] = "Saturday"
    before = os.stat(game_file)
    game_file.write_text(json.dumps(doc), encoding="utf-8")
    os.utime(game_file, ns=(before.st_atime_ns, before.st_mtime_ns + 10**9))  # a coarse clock moves too
    assert follower.poll_once() is True


def test_a_touch_or_the_same_bytes_again_publishes_nothing(follower, game_file):
    follower.poll_once()
    os.utime(game_file, ns=(0, 10**18))
    assert follower.poll_once() is False
    replace(game_file, game_file.read_text(encoding="utf-8"))
    assert follower.poll_once() is False and len(follower.published) == 1


def test_an_invalid_file_keeps_the_last_good_sheet_with_the_problem(follower, game_file):
    follower.poll_once()
    good = follower.published[-1]
    doc = example_doc()
    doc["deals"][5]["tricks"] = [2, 5, 2]
    replace(game_file, json.dumps(doc))
    assert follower.poll_once() is True
    kept = follower.published[-1]
    assert kept.svg == good.svg and kept.state_json["deals"] == 7
    problem = kept.state_json["problem"]
    assert problem.startswith("game.pulka: ") and "deal 6:" in problem and "add up to 9, not 10" in problem
    assert str(game_file.parent) not in problem  # the file's name, never where it lives
    assert "problem" not in good.state_json  # the good state itself is left as it was


def test_the_same_problem_again_is_no_news_and_a_good_file_clears_it(follower, game_file):
    follower.poll_once()
    replace(game_file, "not json")
    assert follower.poll_once() is True
    replace(game_file, "not json either")  # another file, the same refusal
    assert follower.poll_once() is False
    doc = example_doc()
    doc["deals"].append(ONE_MORE)
    replace(game_file, json.dumps(doc))
    assert follower.poll_once() is True
    assert "problem" not in follower.published[-1].state_json and follower.error is None
    assert follower.published[-1].state_json["deals"] == 8


def test_a_vanished_file_is_a_problem_until_it_comes_back(follower, game_file):
    follower.poll_once()
    text = game_file.read_text(encoding="utf-8")
    game_file.unlink()  # between the steps of a rename that removes first
    assert signature(game_file) is None
    assert follower.poll_once() is True
    assert "cannot read the file" in follower.published[-1].state_json["problem"]
    assert follower.poll_once() is False  # still missing: no news
    replace(game_file, text)  # the same game back
    assert follower.poll_once() is True
    assert "problem" not in follower.published[-1].state_json
    assert follower.published[-1].svg == follower.published[0].svg


def test_a_bad_file_at_the_first_look_publishes_nothing(tmp_path):
    path = tmp_path / "bad.pulka"
    replace(path, "not json at all")
    published = []
    follower = Follower(path, published.append)
    assert follower.poll_once() is False
    assert published == [] and follower.game is None and "not valid JSON" in follower.error


def test_the_settlement_as_it_stands_is_told_and_circled_only_once_over(follower, game_file):
    """Before the end the phones get where everybody stands; the sheet circles it as the window does."""
    follower.poll_once()
    state = follower.published[-1]
    game = load(game_file).game
    assert not game.finished
    assert len(state.state_json["settlement"]["result"]) == 3
    assert state.svg == shared_state(game).svg  # nothing circled yet
    doc = example_doc()
    doc["ended"] = "2026-11-29T23:00:00+03:00"  # the table stopped here: over
    replace(game_file, json.dumps(doc))
    follower.poll_once()
    assert follower.published[-1].svg != state.svg


def test_the_totals_and_the_servers_language_are_in_the_state(game_file):
    published = []
    Follower(game_file, published.append, lang="ru").poll_once()
    facts = published[-1].state_json
    game = load(game_file).game
    assert facts["lang"] == "ru"
    assert facts["whists"] == [[int(x) if x.denominator == 1 else str(x) for x in row] for row in game.sheet.whists]
    assert len(facts["pool"]) == len(facts["mountain"]) == 3


def test_another_table_in_the_same_file_is_drawn_afresh(follower, game_file):
    follower.poll_once()
    doc = example_doc()
    doc["players"] = ["Anna", "Boris", "Vera", "Gleb"]
    doc["deals"] = []
    replace(game_file, json.dumps(doc))
    assert follower.poll_once() is True
    assert set(follower.published[-1].svg) == {(lang, seat, shape) for lang in ("en", "ru") for seat in range(4)
                                               for shape in SHAPES}
