"""The added settings (RULES-v2-settings.md, docs/rules.md section 10): the table of section 13 (written out here
independently of the code), the leningrad_fspr preset of section 6.5, the defaults that keep today's behaviour,
the file version they need, their values in file notation, and the refusals. The four conventions' own
settings: test_settings.py."""

from __future__ import annotations

from dataclasses import fields
from fractions import Fraction

import pytest

from preferans_desk.core import PRESETS, Settings, SettingsError, preset
from preferans_desk.core.settings import ALL_SPECS, SPEC_BY_NAME, SPECS, all_presets

CONVENTIONS = ["sochi", "leningrad", "rostov", "classic", "leningrad_fspr"]
# RULES-v2-settings.md section 13, column by column: Sochi, Leningrad, Rostov, Classic, leningrad_fspr.
TABLE = {
    "mountain_first": [False] * 5,
    "duty_8_10": ["last", "both", "last", "last", "both"],
    "half_whist_by": ["second"] * 5,
    "half_whist_returned": ["refused"] * 4 + ["lone_whist"],
    "half_whist_mode": ["unplayed"] * 5,
    "allpass_zero_bonus_scale": ["progression"] * 5,
    "allpass_zero_bonus_to": ["pool"] * 4 + ["mountain"],
    "allpass_zero_bonus_dealer": [True] * 4 + [False],
    "allpass_dealer_talon": [False] * 4 + [True],
    "dealer_may_whist": [False] * 4 + [True],
    "talon_bonus_3p": [False] * 4 + [True],
    "give_up": ["no"] * 5,
    "totus": [False] * 5,
    "totus_bonus": [0] * 5,
    "allpass_streak_reset": ["any_game", "whisted_made_game", "any_game", "any_game", "whisted_made_game"],
    "rounding": ["paper"] * 5,
    "end_condition": ["all_closed", "pool_sum", "all_closed", "all_closed", "time"],
    "end_time": [None] * 5,  # leningrad_fspr: "by the table", so none in the preset
    "end_rounds": [None] * 5,
    "end_time_finish": ["deal"] * 5,
    "end_open_streak": ["ends"] * 5,
    "end_reminder_minutes": [15] * 5,
}
# RULES-v2-settings.md 6.5: the RULES 8 rows of leningrad_fspr.
FSPR = {
    "game_value": (2, 4, 6, 8, 10), "obligation": (4, 2, 1, 1, 1), "remiz_factor": 2, "whist_factor": 2,
    "whister_penalty_factor": 1, "lone_whist": "gentleman", "gentleman_split": "always", "duty_8_10": "both",
    "two_whister_duty": "personal_if_short", "consolation_factor": 2, "consolation_to_passer": True,
    "consolation_to_dealer": True, "half_whist_levels": (6, 7), "talon_bonus": True, "misere_value": 10,
    "misere_penalty": 20, "allpass_scoring": "mountain", "allpass_base": 2, "allpass_progression": (1, 2, 3),
    "allpass_progression_after": "repeat", "allpass_whists_per_trick": 5, "allpass_zero_bonus": True,
    "allpass_zero_bonus_points": 2, "allpass_subtract_min": False, "allpass_exit_levels": (7,),
    "allpass_streak_reset": "whisted_made_game", "pool_overflow": "keep", "help_whists_per_point": 20,
    "end_condition": "time", "pool_to_mountain": 2, "mountain_whists": 10, "rounding": "paper",
    "stalingrad": False, "blind_allowed": False, "blind_multiplier": 2, "game_to_mountain_allowed": False,
}


def test_the_tables_name_every_new_setting_and_every_preset():
    assert set(TABLE) | {spec.name for spec in SPECS} == {spec.name for spec in ALL_SPECS}
    assert set(FSPR) == {spec.name for spec in SPECS}
    assert list(all_presets()) == CONVENTIONS
    assert list(PRESETS) == CONVENTIONS[:4]  # the presets a version-1 file may name


@pytest.mark.parametrize("column, convention", list(enumerate(CONVENTIONS)))
@pytest.mark.parametrize("name", list(TABLE))
def test_preset_matches_section_13(name, column, convention):
    assert getattr(preset(convention), name) == TABLE[name][column], (convention, name)


@pytest.mark.parametrize("name", list(FSPR))
def test_leningrad_fspr_matches_section_6_5(name):
    assert getattr(preset("leningrad_fspr"), name) == FSPR[name]


def test_the_four_presets_keep_every_new_setting_at_its_default():
    new = {spec.name for spec in ALL_SPECS if spec.version == 2}
    defaults = {f.name: f.default for f in fields(Settings) if f.name in new}
    assert set(defaults) == new
    for name in CONVENTIONS[:4]:
        s = PRESETS[name]
        assert s.version() == 1 and s.version_2_settings() == []
        assert {setting: getattr(s, setting) for setting in new} == defaults, name
    assert preset("leningrad_fspr").version() == 2


@pytest.mark.parametrize("overrides", [
    {"mountain_first": True}, {"duty_8_10": "last_personal"}, {"allpass_streak_reset": "made_game"},
    {"rounding": "truncate"}, {"end_condition": "rounds"}, {"end_reminder_minutes": 5}, {"totus_bonus": "1/2"},
    {"end_time": "2026-12-05T23:00:00+03:00"},
])
def test_a_new_setting_or_value_needs_file_version_2(overrides):
    s = preset("sochi", overrides)
    assert s.version() == 2 and s.version_2_settings() == list(overrides)
    assert set(overrides) <= set(s.to_json())
    new_names = {name for name in overrides if SPEC_BY_NAME[name].version == 2}
    assert not new_names & set(preset("sochi").to_json())  # a version-1 document leaves them out


def test_values_in_file_notation():
    s = preset("sochi", {"totus_bonus": "3/2", "end_rounds": 4, "end_time": "2026-12-05T23:00:00+03:00",
                         "end_reminder_minutes": 0})
    assert (s.totus_bonus, s.end_rounds, s.end_reminder_minutes) == (Fraction(3, 2), 4, 0)
    written = s.to_json()
    assert written["totus_bonus"] == "3/2" and written["end_time"] == "2026-12-05T23:00:00+03:00"
    assert preset("sochi", written) == s
    assert preset("sochi", {"end_rounds": None, "end_time": None}) == preset("sochi")


@pytest.mark.parametrize("name, raw, message", [
    ("mountain_first", "yes", "setting 'mountain_first': must be true or false, not text"),
    ("duty_8_10", "first", "setting 'duty_8_10': must be one of last, both, last_personal, each_personal, "
                           "not 'first'"),
    ("half_whist_by", "first", "setting 'half_whist_by': must be one of second, either, not 'first'"),
    ("half_whist_returned", None, "setting 'half_whist_returned': must be one of refused, fixed_fee, lone_whist, "
                                  "not None"),
    ("give_up", True, "setting 'give_up': must be one of no, without_three, not True"),
    ("totus_bonus", -1, "setting 'totus_bonus': must not be negative"),
    ("end_rounds", 0, "setting 'end_rounds': must be positive"),
    ("end_rounds", "3/2", "setting 'end_rounds': must be a whole number"),
    ("end_reminder_minutes", None, "setting 'end_reminder_minutes': expected a number, got null"),
    ("end_time", "2026-12-05T23:00:00", "setting 'end_time': must be an ISO 8601 timestamp with an offset, such as "
                                        "\"2026-12-05T23:00:00+03:00\", or null"),
    ("end_time", "at eleven", "setting 'end_time': must be an ISO 8601 timestamp"),
    ("end_time", 2300, "setting 'end_time': must be an ISO 8601 timestamp"),
    ("end_condition", "midnight", "setting 'end_condition': must be one of all_closed, pool_sum, time, rounds"),
    ("end_open_streak", "finish", "setting 'end_open_streak': must be one of ends, play_out"),
])
def test_a_bad_value_is_refused_with_one_clear_message(name, raw, message):
    with pytest.raises(SettingsError) as info:
        preset("sochi", {name: raw})
    assert str(info.value).startswith(message)
    assert info.value.name == name


def test_the_dealer_talon_with_all_pass_in_whists_is_refused():
    with pytest.raises(SettingsError) as info:
        preset("leningrad_fspr", {"allpass_scoring": "whists"})
    assert str(info.value) == ("setting 'allpass_dealer_talon': the dealer cannot play the talon on an all-pass "
                               "scored in whists (allpass_scoring = whists)")
    assert preset("leningrad_fspr", {"allpass_scoring": "whists", "allpass_dealer_talon": False})
