"""Game file version 2, the files of games that use an added setting (RULES-v2-settings.md section 12): what is
written, what is read, what is refused, and what `settle --json` keeps."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

from preferans_desk.cli import main
from preferans_desk.core import Contract, gamefile
from preferans_desk.core.errors import GameFileError
from preferans_desk.core.settings import ALL_SPECS, SPECS

from .sheets import P4, game

EXAMPLE = Path(__file__).parent.parent / "data" / "example.pulka"
SETTLE_KEYS = {"players", "finished", "pool", "mountain", "whists", "result_exact", "result", "money"}

# The fragments of section 12, made whole files.
FSPR_EVENING = {
    "format": "preferans-desk", "version": 2, "players": ["Anna", "Boris", "Vera", "Gleb"], "first_dealer": 3,
    "rules": {"convention": "leningrad_fspr", "pool_target": 20,
              "settings": {"end_condition": "time", "end_time": "2026-12-05T23:00:00+03:00"}},
    "deals": [
        {"kind": "contract", "declarer": 0, "level": 7, "suit": "diamonds", "defence": ["pass", "pass"],
         "dealer_whist": True, "tricks": [6, 2, 2, None]},
        {"kind": "allpass", "tricks": [0, 6, 0, 4]},
    ],
}
NEW_DEALS = [
    {"kind": "contract", "declarer": 2, "level": 8, "suit": "clubs", "concede": True},
    {"kind": "contract", "declarer": 0, "level": 10, "suit": "hearts", "totus": True, "tricks": [10, 0, 0]},
    {"kind": "contract", "declarer": 0, "level": 7, "suit": "spades", "defence": ["whist", "half"],
     "tricks": [7, 3, 0]},
    {"kind": "contract", "declarer": 0, "level": 7, "suit": "hearts", "defence": ["half", "pass"]},
]
NEW_RULES = {"convention": "rostov", "pool_target": 20,
             "settings": {"give_up": "without_three", "totus": True, "totus_bonus": "1/2",
                          "half_whist_returned": "lone_whist", "half_whist_by": "either"}}


def document(rules=None, deals=(), players=("A", "B", "C"), version=2):
    return {"format": "preferans-desk", "version": version, "players": list(players),
            "rules": rules or {"convention": "sochi", "pool_target": 20}, "deals": list(deals)}


def loads(doc):
    return gamefile.loads(json.dumps(doc, ensure_ascii=False))


def refused(doc) -> str:
    with pytest.raises(GameFileError) as info:
        loads(doc)
    return str(info.value)


# ----- reading -----
def test_the_fragments_of_section_12_load_and_score():
    g = loads(FSPR_EVENING).game
    assert g.sheet.records[0].dealer == 3 and g.sheet.records[1].dealer == 0
    assert g.sheet.mountain == [8, 12, -4, 8]  # the seven down one (r = 8), then the all-pass at 2 a trick
    assert g.sheet.whists[3][0] == 8 * 4 + 8
    g = loads(document(NEW_RULES, NEW_DEALS)).game
    assert [record.writes[0][2] for record in g.sheet.records] == ["give_up", "game", "game", "game"]
    assert g.sheet.pool == [Fraction(21, 2) + 4 + 4, 0, 0] and g.sheet.mountain == [0, 0, 6 * 3]
    assert g.deals[1].totus and g.deals[0].concede
    assert g.sheet.whists[1][0] == 12 + 4  # the returned whist's 3 tricks at 4, then the first defender's half


def test_a_version_1_file_loads_unchanged_and_is_saved_as_version_1():
    text = EXAMPLE.read_text(encoding="utf-8")
    g = gamefile.loads(text).game
    saved = json.loads(gamefile.dumps(g))
    assert saved["version"] == 1
    assert set(saved["rules"]["settings"]) == {spec.name for spec in SPECS}
    assert gamefile.dumps(gamefile.loads(gamefile.dumps(g)).game) == gamefile.dumps(g)


def test_a_version_1_file_reads_every_new_setting_at_its_default():
    doc = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    g = loads(doc).game
    assert g.rules.settings.version() == 1 and gamefile.file_version(g) == 1
    doc["version"] = 2  # the same game in a version-2 file scores the same
    assert loads(doc).game.sheet.mountain == g.sheet.mountain


@pytest.mark.parametrize("rules, deals", [
    ({"convention": "leningrad_fspr", "pool_target": 20}, []),
    ({"convention": "sochi", "pool_target": 20, "settings": {"rounding": "truncate"}}, []),
    ({"convention": "sochi", "pool_target": 20, "settings": {"end_reminder_minutes": 5}}, []),
    (NEW_RULES, NEW_DEALS[:1]),
    (NEW_RULES, []),
])
def test_a_game_that_uses_something_new_is_saved_as_version_2_with_every_setting(rules, deals):
    g = loads(document(rules, deals)).game
    saved = json.loads(gamefile.dumps(g))
    assert saved["version"] == 2 == gamefile.file_version(g)
    assert set(saved["rules"]["settings"]) == {spec.name for spec in ALL_SPECS}
    again = loads(saved).game
    assert again.rules.settings == g.rules.settings and again.deals == g.deals


def test_a_new_deal_alone_makes_version_2():
    g = game("sochi", give_up="without_three")
    assert gamefile.file_version(g) == 2  # the setting
    g = game("leningrad_fspr", [Contract(0, 7, "spades", ("pass", "pass"), (6, 4, 0, None), dealer_whist=True)],
             players=P4, first_dealer=3)
    assert gamefile.file_version(g) == 2


def test_new_deals_are_written_as_section_12_shows_them():
    g = loads(document(NEW_RULES, NEW_DEALS)).game
    written = json.loads(gamefile.dumps(g))["deals"]
    assert written == NEW_DEALS
    assert json.loads(gamefile.dumps(loads(FSPR_EVENING).game))["deals"] == FSPR_EVENING["deals"]


def test_settle_json_keeps_its_keys(tmp_path, capsys):
    path = tmp_path / "new.pulka"
    path.write_text(json.dumps(document(NEW_RULES | {"whist_price": 1}, NEW_DEALS)), encoding="utf-8")
    assert main(["settle", str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out) == SETTLE_KEYS
    assert out["pool"] == ["37/2", "0", "0"]


def test_settle_json_follows_truncate_and_the_end_by_rounds(tmp_path, capsys):
    deals = [{"kind": "misere", "declarer": seat, "tricks": 1} for seat in (1, 2, 0)]
    rules = {"convention": "sochi", "pool_target": 20,
             "settings": {"rounding": "truncate", "end_condition": "rounds", "end_rounds": 1}}
    path = tmp_path / "rounds.pulka"
    path.write_text(json.dumps(document(rules, deals[:2])), encoding="utf-8")
    assert main(["settle", str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["finished"] is False
    assert out["result_exact"] == ["200/3", "-100/3", "-100/3"] and out["result"] == ["66", "-33", "-33"]
    path.write_text(json.dumps(document(rules, deals)), encoding="utf-8")
    assert main(["settle", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["finished"] is True


# ----- refusals: each names the deal and the problem -----
def _contract(**fields):
    return {"kind": "contract", "declarer": 0, "level": 8, "suit": "spades", **fields}


GIVE_UP = {"convention": "sochi", "pool_target": 20, "settings": {"give_up": "without_three", "totus": True}}
FSPR = {"convention": "leningrad_fspr", "pool_target": 20}


@pytest.mark.parametrize("rules, deal, players, message", [
    (None, _contract(concede=True), 3, "deal 1: giving up (without three) is not allowed under these rules"),
    (GIVE_UP, _contract(concede=True, defence=["pass", "pass"]), 3, "deal 1: defence must be left out of a give-up"),
    (GIVE_UP, _contract(concede=True, tricks=[5, 5, 0]), 3, "deal 1: tricks must be left out of a give-up"),
    (GIVE_UP, _contract(concede=True, to_mountain=True), 3, "deal 1: a give-up has no to_mountain"),
    (GIVE_UP, _contract(concede=True, totus=True, level=10), 3, "deal 1: a give-up has no totus"),
    (GIVE_UP, _contract(concede="yes"), 3, "deal 1: concede must be true or false, not \"yes\""),
    (None, _contract(totus=True, level=10, tricks=[10, 0, 0]), 3, "deal 1: a totus is not allowed under these rules"),
    (GIVE_UP, _contract(totus=True, tricks=[9, 1, 0]), 3, "deal 1: a totus must be a ten, not level 8"),
    (GIVE_UP, _contract(totus=True, level=10, defence=["whist", "pass"], tricks=[10, 0, 0]), 3,
     "deal 1: defence must be left out of a totus"),
    (GIVE_UP, _contract(totus=True, level=10), 3, "deal 1: the tricks are required when someone whisted"),
    (FSPR, _contract(defence=["pass", "pass"], dealer_whist=True, tricks=[8, 2, 0]), 3,
     "deal 1: only the dealer of a game of four, who sits out, may whist as the dealer"),
    ({"convention": "leningrad", "pool_target": 20}, _contract(defence=["pass", "pass"], dealer_whist=True,
                                                               tricks=[8, 2, 0, None]), 4,
     "deal 1: the dealer may not whist under these rules"),
    (FSPR, _contract(defence=["whist", "pass"], dealer_whist=True, tricks=[8, 2, 0, None]), 4,
     "deal 1: the dealer whists only when neither defender did"),
    (FSPR, _contract(defence=["pass", "pass"], dealer_whist=True), 4,
     "deal 1: the tricks are required when someone whisted"),
    (FSPR, _contract(level=7, defence=["half", "half"]), 4, "deal 1: only the second defender may half-whist"),
    (FSPR, _contract(level=8, defence=["whist", "half"], tricks=[8, 2, 0, None]), 4,
     "deal 1: half-whist is not allowed at level 8"),
    (FSPR, _contract(level=7, defence=["half", "whist"], tricks=[8, 2, 0, None]), 4,
     "deal 1: only the second defender may half-whist"),
    (FSPR, _contract(level=7, defence=["pass", "half"], tricks=[8, 2, 0, None]), 4, None),
    (FSPR, {"kind": "allpass", "tricks": [2, 3, 2, 3]}, 4,
     "deal 1: the dealer Gleb plays the talon and takes 0 to 2 tricks, not 3"),
    ({"convention": "sochi", "pool_target": 20, "settings": {"half_whist_levels": [7], "half_whist_mode": "played"}},
     _contract(level=7, defence=["pass", "half"]), 3, "deal 1: the tricks are required when someone whisted"),
    (GIVE_UP, {"kind": "misere", "declarer": 0, "tricks": 0, "concede": True}, 3,
     "deal 1: concede must be left out of a misère"),
    (FSPR, {"kind": "allpass", "tricks": [2, 3, 3, 2], "dealer_whist": False}, 4,
     "deal 1: dealer_whist must be left out of an all-pass"),
    ({"convention": "rostov", "pool_target": 20, "settings": {"allpass_dealer_talon": True}}, None, 3,
     "rules.settings: setting 'allpass_dealer_talon': the dealer cannot play the talon on an all-pass scored in "
     "whists"),
    ({"convention": "sochi", "pool_target": 20, "settings": {"end_time": "23:00"}}, None, 3,
     "rules.settings: setting 'end_time': must be an ISO 8601 timestamp with an offset"),
    ({"convention": "sochi", "pool_target": 20, "settings": {"end_rounds": 0}}, None, 3,
     "rules.settings: setting 'end_rounds': must be positive"),
])
def test_every_new_way_a_file_can_be_wrong_is_refused(rules, deal, players, message):
    names = ["Anna", "Boris", "Vera", "Gleb"][:players]
    doc = document(rules, [deal] if deal else [], players=names)
    if players == 4:
        doc["first_dealer"] = 3
    if message is None:  # the control: the same deal, right, loads
        assert loads(doc).game.deals
        return
    assert refused(doc).startswith(message)
