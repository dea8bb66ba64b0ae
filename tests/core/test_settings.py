"""Settings: the presets against RULES.md section 8 (written out here independently of the code),
overrides by name, refusals, progression continuation and exit levels."""

from __future__ import annotations

from dataclasses import fields
from fractions import Fraction as F

import pytest

from preferans_desk.core import PRESETS, Settings, SettingsError, preset
from preferans_desk.core.settings import ALL_SPECS, SPECS, parse_setting

# RULES.md section 8, column by column: Sochi, Leningrad, Rostov, Classic.
TABLE = {
    "game_value": [(2, 4, 6, 8, 10)] * 4,
    "obligation": [(4, 2, 1, 1, 1)] * 4,
    "remiz_factor": [1, 2, 1, 1],
    "whist_factor": [1, 2, 1, 1],
    "whister_penalty_factor": [1, 1, F(1, 2), 1],
    "lone_whist": ["greedy", "gentleman", "gentleman", "greedy"],
    "gentleman_split": ["on_remiz"] * 4,
    "duty_8_10": ["last", "both", "last", "last"],
    "consolation_factor": [1, 2, 1, 1],
    "consolation_to_passer": [True] * 4,
    "consolation_to_dealer": [True] * 4,
    "half_whist_levels": [(), (6, 7), (6, 7), ()],
    "talon_bonus": [False, True, False, False],
    "misere_value": [10, 10, 10, 10],
    "misere_penalty": [10, 20, 10, 10],
    "allpass_scoring": ["mountain", "mountain", "whists", "mountain"],
    "allpass_base": [1, 2, 1, 1],
    "allpass_progression": [(1, 2, 3), (1, 2, 3), (1,), (1, 2, 3)],
    "allpass_progression_after": ["repeat"] * 4,
    "allpass_whists_per_trick": [5, 5, 5, 5],
    "allpass_zero_bonus": [True] * 4,
    "allpass_zero_bonus_points": [1, 2, 1, 1],
    "allpass_subtract_min": [False] * 4,
    "allpass_exit_levels": [(6,), (7,), (6,), (6,)],
    "allpass_streak_reset": ["any_game", "whisted_made_game", "any_game", "any_game"],
    "two_whister_duty": ["personal_if_short"] * 4,
    "pool_overflow": ["help", "keep", "help", "help"],
    "help_whists_per_point": [10, 20, 10, 10],
    "end_condition": ["all_closed", "pool_sum", "all_closed", "all_closed"],
    "pool_to_mountain": [1, 2, 1, 1],
    "mountain_whists": [10, 10, 10, 10],
    "rounding": ["paper"] * 4,
    "stalingrad": [False] * 4,
    "blind_allowed": [False, False, False, True],
    "blind_multiplier": [2, 2, 2, 2],
    "game_to_mountain_allowed": [False, False, False, True],
}
CONVENTIONS = ["sochi", "leningrad", "rostov", "classic"]


def test_the_table_names_every_setting_and_every_preset():
    assert set(TABLE) == {spec.name for spec in SPECS}  # the added settings: test_added_settings.py
    assert {f.name for f in fields(Settings)} == {spec.name for spec in ALL_SPECS}
    assert list(PRESETS) == CONVENTIONS


@pytest.mark.parametrize("column, convention", list(enumerate(CONVENTIONS)))
@pytest.mark.parametrize("name", list(TABLE))
def test_preset_matches_rules_table(name, column, convention):
    expected = TABLE[name][column]
    actual = getattr(PRESETS[convention], name)
    assert actual == expected, (convention, name)
    assert type(actual) is type(expected) or isinstance(expected, F)  # bools stay bools, tuples stay tuples


def test_value_and_obligation_by_level():
    s = preset("sochi")
    assert [s.value(level) for level in range(6, 11)] == [2, 4, 6, 8, 10]
    assert [s.obligation_of(level) for level in range(6, 11)] == [4, 2, 1, 1, 1]


def test_preset_is_the_shared_object_without_overrides():
    assert preset("sochi") is PRESETS["sochi"]
    assert preset("sochi", {}) is PRESETS["sochi"]


# ----- overrides by name -----
@pytest.mark.parametrize("name, raw, expected", [
    ("rounding", "exact", "exact"),
    ("lone_whist", "gentleman", "gentleman"),
    ("stalingrad", True, True),
    ("remiz_factor", "1/2", F(1, 2)),
    ("remiz_factor", "1.5", F(3, 2)),
    ("remiz_factor", " 2 ", 2),
    ("remiz_factor", "4/2", 2),
    ("remiz_factor", 3, 3),
    ("whister_penalty_factor", 0, 0),
    ("game_value", {"6": 2, "7": 4, "8": 6, "9": 8, "10": 12}, (2, 4, 6, 8, 12)),
    ("game_value", [1, 2, 3, 4, "9/2"], (1, 2, 3, 4, F(9, 2))),
    ("obligation", {"6": 4, "7": 2, "8": 1, "9": 1, "10": 0}, (4, 2, 1, 1, 0)),  # "the ten is checked"
    ("half_whist_levels", [7, 6, 7], (6, 7)),
    ("half_whist_levels", [], ()),
    ("allpass_exit_levels", [6, 7, 7], (6, 7, 7)),
    ("allpass_progression", [1, 2, 2], (1, 2, 2)),
    ("allpass_progression", ["1/2", 1], (F(1, 2), 1)),
    ("mountain_whists", "0.5", F(1, 2)),
])
def test_override_by_name(name, raw, expected):
    s = preset("sochi", {name: raw})
    assert getattr(s, name) == expected
    assert s.differences(PRESETS["sochi"]) == ([name] if expected != getattr(PRESETS["sochi"], name) else [])
    assert parse_setting(name, raw) == expected


def test_several_overrides_and_every_other_setting_kept():
    s = preset("leningrad", {"rounding": "nearest", "talon_bonus": False, "allpass_base": 1})
    assert (s.rounding, s.talon_bonus, s.allpass_base) == ("nearest", False, 1)
    assert sorted(s.differences(PRESETS["leningrad"])) == ["allpass_base", "rounding", "talon_bonus"]


def test_to_json_writes_every_setting_in_file_notation_and_reads_back():
    for convention in CONVENTIONS:
        s = preset(convention, {"whister_penalty_factor": "1/3", "allpass_progression": [1, "3/2"]})
        written = s.to_json()
        assert set(written) == set(TABLE)
        assert written["whister_penalty_factor"] == "1/3"
        assert written["allpass_progression"] == [1, "3/2"]
        assert written["game_value"] == {"6": 2, "7": 4, "8": 6, "9": 8, "10": 10}
        assert preset("sochi", written) == s  # any preset plus every setting is the same settings


@pytest.mark.parametrize("name, raw", [
    ("no_such_setting", 1),
    ("Rounding", "exact"),
    ("rounding", "up"),
    ("rounding", None),
    ("rounding", ["exact"]),
    ("lone_whist", "greedy "),
    ("stalingrad", 1),
    ("stalingrad", "true"),
    ("remiz_factor", -1),
    ("remiz_factor", "-1/2"),
    ("remiz_factor", "x"),
    ("remiz_factor", "1/0"),
    ("remiz_factor", True),
    ("remiz_factor", 1.5),  # a float is inexact: refused
    ("remiz_factor", None),
    ("remiz_factor", 10**40),
    ("mountain_whists", 0),
    ("blind_multiplier", 0),
    ("obligation", {"6": 4, "7": 2, "8": 1, "9": 1, "10": "1/2"}),  # whole numbers only
    ("obligation", {"6": 4, "7": 2, "8": 1, "9": 1}),
    ("game_value", {"6": 2, "7": 4, "8": 6, "9": 8, "10": 10, "11": 12}),
    ("game_value", [2, 4, 6]),
    ("game_value", 2),
    ("half_whist_levels", [5]),
    ("half_whist_levels", [6, True]),
    ("half_whist_levels", "6,7"),
    ("half_whist_levels", [6.0]),
    ("allpass_exit_levels", []),
    ("allpass_exit_levels", [11]),
    ("allpass_progression", []),
    ("allpass_progression", [1, 0]),
    ("allpass_progression", [1, -2]),
    ("allpass_progression", 1),
    ("allpass_progression", [1] * 21),
])
def test_unknown_names_and_bad_values_raise_settings_error(name, raw):
    with pytest.raises(SettingsError) as info:
        preset("sochi", {name: raw})
    assert info.value.name == name
    assert name in str(info.value)


def test_unknown_convention():
    with pytest.raises(SettingsError, match="unknown convention 'moscow'"):
        preset("moscow")


def test_falling_progression_cannot_be_continued_arithmetically():
    with pytest.raises(SettingsError, match="allpass_progression"):
        preset("sochi", {"allpass_progression": [3, 2, 1], "allpass_progression_after": "arithmetic"})
    # Falling is fine when repeated or continued geometrically (it stays positive).
    preset("sochi", {"allpass_progression": [3, 2, 1], "allpass_progression_after": "repeat"})
    preset("sochi", {"allpass_progression": [4, 2], "allpass_progression_after": "geometric"})
    # The check sees the combined result, in either order of the overrides.
    with pytest.raises(SettingsError):
        preset("sochi", {"allpass_progression_after": "arithmetic", "allpass_progression": [2, 1]})


# ----- progression continuation -----
def progression(values, after, count=7):
    s = preset("sochi", {"allpass_progression": values, "allpass_progression_after": after})
    return [s.progression(n) for n in range(1, count + 1)]


def test_progression_repeat():
    assert progression([1, 2, 3], "repeat") == [1, 2, 3, 3, 3, 3, 3]
    assert progression([1, 2, 2], "repeat") == [1, 2, 2, 2, 2, 2, 2]


def test_progression_arithmetic():
    assert progression([1, 2, 3], "arithmetic") == [1, 2, 3, 4, 5, 6, 7]
    assert progression([1, 3], "arithmetic") == [1, 3, 5, 7, 9, 11, 13]
    assert progression([1, 2, 2], "arithmetic") == [1, 2, 2, 2, 2, 2, 2]  # last difference 0
    assert progression(["1/2", 1], "arithmetic", 4) == [F(1, 2), 1, F(3, 2), 2]


def test_progression_geometric():
    assert progression([1, 2, 4], "geometric") == [1, 2, 4, 8, 16, 32, 64]
    assert progression([2, 3], "geometric", 4) == [2, 3, F(9, 2), F(27, 4)]
    assert progression([4, 2], "geometric", 5) == [4, 2, 1, F(1, 2), F(1, 4)]
    values = progression([1, 2, 4], "geometric", 40)
    assert values[-1] == 2**39 and isinstance(values[-1], int)


@pytest.mark.parametrize("after", ["repeat", "arithmetic", "geometric"])
def test_one_value_list_always_repeats(after):
    assert progression([2], after) == [2] * 7
    assert progression(["3/2"], after, 3) == [F(3, 2)] * 3


def test_preset_progressions():
    assert [PRESETS["sochi"].progression(n) for n in range(1, 6)] == [1, 2, 3, 3, 3]
    assert [PRESETS["rostov"].progression(n) for n in range(1, 6)] == [1, 1, 1, 1, 1]


# ----- exit levels -----
def test_exit_levels_by_streak():
    sochi, piter = PRESETS["sochi"], PRESETS["leningrad"]
    assert [sochi.exit_level(n) for n in range(0, 5)] == [6, 6, 6, 6, 6]
    assert [piter.exit_level(n) for n in range(0, 5)] == [6, 7, 7, 7, 7]  # no streak open: any six
    six_seven_seven = preset("sochi", {"allpass_exit_levels": [6, 7]})  # "6-7-7"
    assert [six_seven_seven.exit_level(n) for n in range(0, 5)] == [6, 6, 7, 7, 7]
    rising = preset("sochi", {"allpass_exit_levels": [7, 8, 9]})
    assert [rising.exit_level(n) for n in range(0, 6)] == [6, 7, 8, 9, 9, 9]
