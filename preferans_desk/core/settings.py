"""Scoring settings (RULES.md section 8 and RULES-v2-settings.md), the presets, and overrides by name.

A convention is a frozen set of named settings; the scoring code asks the
setting, never the convention's name.

Two generations live side by side. ``SPECS`` and ``PRESETS`` are those of RULES.md (game file version 1), each
setting with its version-1 values: what a version-1 file can say and what the new-game dialog edits today.
``ALL_SPECS`` and ``all_presets()`` add the settings, values and the preset of RULES-v2-settings.md; every new
setting defaults to today's behaviour, so the four presets score exactly as before.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from datetime import datetime
from fractions import Fraction
from typing import Any

from .errors import CodedError
from .exact_numbers import Number, NumberError, norm, parse_number, to_json, type_name
from .json_types import JsonValue
from .noop import QT_TRANSLATE_NOOP

LEVELS = (6, 7, 8, 9, 10)

# English wording of each SettingsError code: the problem, after "setting 'name': ".
SETTINGS_MESSAGES: dict[str, str] = {
    "unknown": QT_TRANSLATE_NOOP("", "there is no such setting"),
    "number": "{cause}",
    "choice": QT_TRANSLATE_NOOP("", "must be one of {choices}, not {value}"),
    "bool": QT_TRANSLATE_NOOP("", "must be true or false, not {type}"),
    "progression_list": QT_TRANSLATE_NOOP("", "must be a list of 1 to 20 positive numbers"),
    "progression_positive": QT_TRANSLATE_NOOP("", "every multiplier must be positive"),
    "positive": QT_TRANSLATE_NOOP("", "must be positive"),
    "not_negative": QT_TRANSLATE_NOOP("", "must not be negative"),
    "whole": QT_TRANSLATE_NOOP("", "must be a whole number"),
    "per_level_shape": QT_TRANSLATE_NOOP("", 'must be an object keyed by level, {{"6": ..., "10": ...}}'),
    "per_level_levels": QT_TRANSLATE_NOOP("", "must give exactly the levels 6, 7, 8, 9 and 10"),
    "levels_list": QT_TRANSLATE_NOOP("", "must be a list of levels (6 to 10)"),
    "levels_range": QT_TRANSLATE_NOOP("", "every level must be a whole number from 6 to 10"),
    "levels_empty": QT_TRANSLATE_NOOP("", "must list at least one level"),
    "falling_arithmetic": QT_TRANSLATE_NOOP("", "a falling progression cannot be continued arithmetically"),
    "unknown_convention": QT_TRANSLATE_NOOP("", "unknown convention {convention} (known: {known})"),
}
# The refusals RULES-v2-settings.md adds, kept apart as errors.MESSAGES_V2 is (SettingsError words both).
SETTINGS_MESSAGES_V2: dict[str, str] = {
    "timestamp": QT_TRANSLATE_NOOP("", "must be an ISO 8601 timestamp with an offset, such as "
                                       "\"2026-12-05T23:00:00+03:00\", or null"),
    "dealer_talon_whists": QT_TRANSLATE_NOOP("", "the dealer cannot play the talon on an all-pass scored in whists "
                                                 "(allpass_scoring = whists)"),
}

SETTING_PROBLEM = QT_TRANSLATE_NOOP("", "setting {name}: {problem}")  # a SettingsError's whole message


class SettingsError(CodedError):
    """An unknown setting or a value a setting does not allow: ``name`` (the setting's, as in the file)
    and ``problem`` (``SETTINGS_MESSAGES[code]`` filled in); the message is "setting 'name': problem"."""

    MESSAGES = {**SETTINGS_MESSAGES, **SETTINGS_MESSAGES_V2}

    def __init__(self, name: str, code: str, cause: BaseException | None = None, **params: Any):
        super().__init__(code, cause, name=name, **params)

    @property
    def name(self) -> str:
        return self.params["name"]

    @property
    def problem(self) -> str:
        return self.text

    @property
    def message(self) -> str:
        return SETTING_PROBLEM.format(name=repr(self.name), problem=self.problem)


@dataclass(frozen=True)
class SettingSpec:
    """How one setting is typed and checked. ``kind`` is one of:

    choice (a word from ``all_choices``: ``choices`` are a version-1 file's, ``new_choices`` those version 2
    adds), bool, number (exact, >= minimum, > 0 when ``positive``), per_level (a number for each level
    6..10), levels (a set of levels, may be empty), progression (a non-empty list of positive numbers),
    level_list (a non-empty list of levels), timestamp (an ISO 8601 instant with its offset, kept as text).
    ``nullable``: null is a value too.
    """

    name: str
    kind: str
    choices: tuple[str, ...] = ()
    positive: bool = False
    integer: bool = False
    nullable: bool = False  # null is a value ("not agreed yet")
    version: int = 1  # the game-file version that introduced the setting
    new_choices: tuple[str, ...] = ()  # values added by version 2 to a version-1 choice

    @property
    def all_choices(self) -> tuple[str, ...]:
        return self.choices + self.new_choices


def _choice(name: str, *choices: str, new: tuple[str, ...] = ()) -> SettingSpec:
    return SettingSpec(name, "choice", choices, new_choices=new)


def _v2(name: str, kind: str, *choices: str, **options: Any) -> SettingSpec:
    return SettingSpec(name, kind, choices, version=2, **options)


ALL_SPECS: tuple[SettingSpec, ...] = (
    SettingSpec("game_value", "per_level"),
    SettingSpec("obligation", "per_level", integer=True),
    SettingSpec("remiz_factor", "number"),
    SettingSpec("whist_factor", "number"),
    SettingSpec("whister_penalty_factor", "number"),
    _choice("lone_whist", "greedy", "gentleman"),
    _choice("gentleman_split", "on_remiz", "always"),
    _choice("duty_8_10", "last", "both", new=("last_personal", "each_personal")),
    SettingSpec("consolation_factor", "number"),
    SettingSpec("consolation_to_passer", "bool"),
    SettingSpec("consolation_to_dealer", "bool"),
    SettingSpec("half_whist_levels", "levels"),
    SettingSpec("talon_bonus", "bool"),
    SettingSpec("misere_value", "number"),
    SettingSpec("misere_penalty", "number"),
    _choice("allpass_scoring", "mountain", "whists"),
    SettingSpec("allpass_base", "number"),
    SettingSpec("allpass_progression", "progression"),
    _choice("allpass_progression_after", "repeat", "arithmetic", "geometric"),
    SettingSpec("allpass_whists_per_trick", "number"),
    SettingSpec("allpass_zero_bonus", "bool"),
    SettingSpec("allpass_zero_bonus_points", "number"),
    SettingSpec("allpass_subtract_min", "bool"),
    SettingSpec("allpass_exit_levels", "level_list"),
    _choice("allpass_streak_reset", "any_game", "whisted_made_game", new=("played_game", "made_game")),
    _choice("two_whister_duty", "personal_if_short", "personal", "collective"),
    _choice("pool_overflow", "help", "keep"),
    SettingSpec("help_whists_per_point", "number"),
    _choice("end_condition", "all_closed", "pool_sum", new=("time", "rounds")),
    SettingSpec("pool_to_mountain", "number"),
    SettingSpec("mountain_whists", "number", positive=True),
    _choice("rounding", "exact", "paper", "nearest", new=("truncate",)),
    SettingSpec("stalingrad", "bool"),
    SettingSpec("blind_allowed", "bool"),
    SettingSpec("blind_multiplier", "number", positive=True),
    SettingSpec("game_to_mountain_allowed", "bool"),
    # RULES-v2-settings.md, by its sections
    _v2("mountain_first", "bool"),  # 2
    _v2("half_whist_by", "choice", "second", "either"),  # 4.1
    _v2("half_whist_returned", "choice", "refused", "fixed_fee", "lone_whist"),  # 4.2
    _v2("half_whist_mode", "choice", "unplayed", "played"),  # 4.3
    _v2("allpass_zero_bonus_scale", "choice", "progression", "fixed"),  # 5
    _v2("allpass_zero_bonus_to", "choice", "pool", "mountain"),
    _v2("allpass_zero_bonus_dealer", "bool"),  # 6.2
    _v2("allpass_dealer_talon", "bool"),  # 6.1
    _v2("dealer_may_whist", "bool"),  # 6.3
    _v2("talon_bonus_3p", "bool"),  # 6.4
    _v2("give_up", "choice", "no", "without_three"),  # 7
    _v2("totus", "bool"),  # 8
    _v2("totus_bonus", "number"),
    _v2("end_time", "timestamp", nullable=True),  # 11
    _v2("end_rounds", "number", positive=True, integer=True, nullable=True),
    _v2("end_time_finish", "choice", "deal", "round"),
    _v2("end_open_streak", "choice", "ends", "play_out"),
    _v2("end_reminder_minutes", "number", integer=True),
)
SPECS = tuple(spec for spec in ALL_SPECS if spec.version == 1)
SPEC_BY_NAME = {spec.name: spec for spec in ALL_SPECS}


@dataclass(frozen=True)
class Settings:
    """Every scoring setting. Per-level values are tuples indexed by ``level - 6``."""

    game_value: tuple[Number, ...]
    obligation: tuple[int, ...]
    remiz_factor: Number
    whist_factor: Number
    whister_penalty_factor: Number
    lone_whist: str
    gentleman_split: str
    duty_8_10: str
    consolation_factor: Number
    consolation_to_passer: bool
    consolation_to_dealer: bool
    half_whist_levels: tuple[int, ...]
    talon_bonus: bool
    misere_value: Number
    misere_penalty: Number
    allpass_scoring: str
    allpass_base: Number
    allpass_progression: tuple[Number, ...]
    allpass_progression_after: str
    allpass_whists_per_trick: Number
    allpass_zero_bonus: bool
    allpass_zero_bonus_points: Number
    allpass_subtract_min: bool
    allpass_exit_levels: tuple[int, ...]
    allpass_streak_reset: str
    two_whister_duty: str
    pool_overflow: str
    help_whists_per_point: Number
    end_condition: str
    pool_to_mountain: Number
    mountain_whists: Number
    rounding: str
    stalingrad: bool
    blind_allowed: bool
    blind_multiplier: Number
    game_to_mountain_allowed: bool
    # RULES-v2-settings.md: each default is today's behaviour (section 13).
    mountain_first: bool = False
    half_whist_by: str = "second"
    half_whist_returned: str = "refused"
    half_whist_mode: str = "unplayed"
    allpass_zero_bonus_scale: str = "progression"
    allpass_zero_bonus_to: str = "pool"
    allpass_zero_bonus_dealer: bool = True
    allpass_dealer_talon: bool = False
    dealer_may_whist: bool = False
    talon_bonus_3p: bool = False
    give_up: str = "no"
    totus: bool = False
    totus_bonus: Number = 0
    end_time: str | None = None
    end_rounds: int | None = None
    end_time_finish: str = "deal"
    end_open_streak: str = "ends"
    end_reminder_minutes: int = 15

    def value(self, level: int) -> Number:
        """The value ``v`` of a contract level."""
        return self.game_value[level - 6]

    def obligation_of(self, level: int) -> int:
        return self.obligation[level - 6]

    def progression(self, n: int) -> Number:
        """Multiplier ``p_n`` of the n-th all-pass in a streak (n >= 1)."""
        values = self.allpass_progression
        if n <= len(values):
            return values[n - 1]
        if len(values) == 1 or self.allpass_progression_after == "repeat":
            return values[-1]
        extra = n - len(values)
        if self.allpass_progression_after == "arithmetic":
            return norm(values[-1] + (values[-1] - values[-2]) * extra)
        return norm(values[-1] * Fraction(values[-1], values[-2]) ** extra)

    def exit_level(self, streak: int) -> int:
        """The lowest contract allowed while a streak of ``streak`` all-passes is open."""
        if streak <= 0:
            return 6
        levels = self.allpass_exit_levels
        return levels[min(streak, len(levels)) - 1]

    def with_overrides(self, overrides: dict[str, Any]) -> Settings:
        """A copy with settings given by name, in file notation, each checked."""
        changed = replace(self, **{name: parse_setting(name, raw) for name, raw in overrides.items()})
        changed.check()
        return changed

    def check(self) -> None:
        """Refuse combinations of settings that cannot score."""
        values = self.allpass_progression
        if self.allpass_progression_after == "arithmetic" and len(values) >= 2 and values[-1] < values[-2]:
            # Continued arithmetically, a falling list would reach zero and negative prices.
            raise SettingsError("allpass_progression", "falling_arithmetic")
        if self.allpass_dealer_talon and self.allpass_scoring == "whists":
            # Under Rostov the talon is not opened on an all-pass (RULES-v2 6.1).
            raise SettingsError("allpass_dealer_talon", "dealer_talon_whists")

    def version(self) -> int:
        """The lowest game-file version that can hold these settings: 2 when one of them is not what a
        version-1 file means (a new setting off its default, or a new value of an old one)."""
        return 2 if self.version_2_settings() else 1

    def version_2_settings(self) -> list[str]:
        """The settings that need game-file version 2."""
        out: list[str] = []
        for f in fields(self):
            spec, value = SPEC_BY_NAME[f.name], getattr(self, f.name)
            if (spec.version == 2 and value != f.default) or value in spec.new_choices:
                out.append(f.name)
        return out

    def to_json(self, version: int | None = None) -> dict[str, Any]:
        """Every setting of file ``version`` (by default the lowest that holds these settings) in the game
        file's notation; the settings a version leaves out are at their defaults."""
        version = self.version() if version is None else version
        return {f.name: setting_to_json(f.name, getattr(self, f.name)) for f in fields(self)
                if SPEC_BY_NAME[f.name].version <= version}

    def differences(self, other: Settings) -> list[str]:
        """Names of the settings whose values differ from ``other``."""
        return [f.name for f in fields(self) if getattr(self, f.name) != getattr(other, f.name)]


def parse_setting(name: str, raw: JsonValue) -> Any:
    """Check one setting's value in file notation and return it in the core's form."""
    spec = SPEC_BY_NAME.get(name)
    if spec is None:
        raise SettingsError(name, "unknown")
    try:
        value = _parse_kind(spec, raw)
    except NumberError as exc:
        raise SettingsError(name, "number", cause=exc) from None
    return value


def _parse_kind(spec: SettingSpec, raw: JsonValue) -> Any:
    name, kind = spec.name, spec.kind
    if raw is None and spec.nullable:
        return None
    if kind == "choice":
        if not isinstance(raw, str) or raw not in spec.all_choices:
            raise SettingsError(name, "choice", choices=", ".join(spec.all_choices), value=repr(raw))
        return raw
    if kind == "bool":
        if not isinstance(raw, bool):
            raise SettingsError(name, "bool", type=type_name(raw))
        return raw
    if kind == "number":
        return _number(spec, raw)
    if kind == "per_level":
        return _per_level(spec, raw)
    if kind in ("levels", "level_list"):
        return _levels(spec, raw)
    if kind == "timestamp":
        return _timestamp(spec, raw)
    if kind == "progression":
        if not isinstance(raw, list) or not raw or len(raw) > 20:
            raise SettingsError(name, "progression_list")
        values = tuple(parse_number(x) for x in raw)
        if any(x <= 0 for x in values):
            raise SettingsError(name, "progression_positive")
        return values
    raise AssertionError(kind)


def _number(spec: SettingSpec, raw: JsonValue) -> Number:
    value = parse_number(raw)
    if value < 0 or (spec.positive and value == 0):
        raise SettingsError(spec.name, "positive" if spec.positive else "not_negative")
    if spec.integer and not isinstance(value, int):
        raise SettingsError(spec.name, "whole")
    return value


def _timestamp(spec: SettingSpec, raw: JsonValue) -> str:
    """An instant: an ISO 8601 timestamp with an offset, kept as written."""
    try:
        moment = datetime.fromisoformat(raw) if isinstance(raw, str) else None
    except ValueError:
        moment = None
    if not isinstance(raw, str) or moment is None or moment.utcoffset() is None:
        raise SettingsError(spec.name, "timestamp")
    return raw


def _per_level(spec: SettingSpec, raw: JsonValue) -> tuple[Number, ...]:
    items: dict[str, JsonValue]
    if isinstance(raw, list) and len(raw) == len(LEVELS):
        items = dict(zip((str(level) for level in LEVELS), raw, strict=True))
    elif isinstance(raw, dict):
        items = raw
    else:
        raise SettingsError(spec.name, "per_level_shape")
    if sorted(items) != sorted(str(level) for level in LEVELS):
        raise SettingsError(spec.name, "per_level_levels")
    return tuple(_number(spec, items[str(level)]) for level in LEVELS)


def _levels(spec: SettingSpec, raw: JsonValue) -> tuple[int, ...]:
    if not isinstance(raw, list) or len(raw) > 20:
        raise SettingsError(spec.name, "levels_list")
    levels = [x for x in raw if isinstance(x, int) and not isinstance(x, bool) and x in LEVELS]
    if len(levels) != len(raw):
        raise SettingsError(spec.name, "levels_range")
    if spec.kind == "levels":
        return tuple(sorted(set(levels)))
    if not levels:
        raise SettingsError(spec.name, "levels_empty")
    return tuple(levels)


def setting_to_json(name: str, value: Any) -> JsonValue:
    kind = SPEC_BY_NAME[name].kind
    if kind == "per_level":
        return {str(level): to_json(x) for level, x in zip(LEVELS, value, strict=True)}
    if kind == "progression":
        return [to_json(x) for x in value]
    if kind in ("levels", "level_list"):
        return list(value)
    if kind == "number" and value is not None:
        return to_json(value)
    return value


_SOCHI = Settings(
    game_value=(2, 4, 6, 8, 10),
    obligation=(4, 2, 1, 1, 1),
    remiz_factor=1,
    whist_factor=1,
    whister_penalty_factor=1,
    lone_whist="greedy",
    gentleman_split="on_remiz",
    duty_8_10="last",
    consolation_factor=1,
    consolation_to_passer=True,
    consolation_to_dealer=True,
    half_whist_levels=(),
    talon_bonus=False,
    misere_value=10,
    misere_penalty=10,
    allpass_scoring="mountain",
    allpass_base=1,
    allpass_progression=(1, 2, 3),
    allpass_progression_after="repeat",
    allpass_whists_per_trick=5,
    allpass_zero_bonus=True,
    allpass_zero_bonus_points=1,
    allpass_subtract_min=False,
    allpass_exit_levels=(6,),
    allpass_streak_reset="any_game",
    two_whister_duty="personal_if_short",
    pool_overflow="help",
    help_whists_per_point=10,
    end_condition="all_closed",
    pool_to_mountain=1,
    mountain_whists=10,
    rounding="paper",
    stalingrad=False,
    blind_allowed=False,
    blind_multiplier=2,
    game_to_mountain_allowed=False,
)

PRESETS: dict[str, Settings] = {
    "sochi": _SOCHI,
    "leningrad": replace(
        _SOCHI,
        remiz_factor=2,
        whist_factor=2,
        lone_whist="gentleman",
        duty_8_10="both",
        consolation_factor=2,
        half_whist_levels=(6, 7),
        talon_bonus=True,
        misere_penalty=20,
        allpass_base=2,
        allpass_zero_bonus_points=2,
        allpass_exit_levels=(7,),
        allpass_streak_reset="whisted_made_game",
        pool_overflow="keep",
        help_whists_per_point=20,
        end_condition="pool_sum",
        pool_to_mountain=2,
    ),
    "rostov": replace(
        _SOCHI,
        whister_penalty_factor=Fraction(1, 2),
        lone_whist="gentleman",
        half_whist_levels=(6, 7),
        allpass_scoring="whists",
        allpass_progression=(1,),
    ),
    "classic": replace(_SOCHI, blind_allowed=True, game_to_mountain_allowed=True),
}
# RULES-v2-settings.md 6.5: tournament Leningrad (FSPR), Leningrad with the federation's differences.
PRESETS_V2: dict[str, Settings] = {
    "leningrad_fspr": replace(
        PRESETS["leningrad"],
        gentleman_split="always",
        half_whist_returned="lone_whist",
        talon_bonus_3p=True,
        dealer_may_whist=True,
        allpass_zero_bonus_to="mountain",
        allpass_zero_bonus_dealer=False,
        allpass_dealer_talon=True,
        end_condition="time",
    ),
}
DEFAULT_CONVENTION = "sochi"


def all_presets() -> dict[str, Settings]:
    """Every preset by name: the four of RULES.md, then those of RULES-v2-settings.md."""
    return {**PRESETS, **PRESETS_V2}


def preset(name: str, overrides: dict[str, Any] | None = None) -> Settings:
    """A preset by name (any of ``all_presets()``), with optional overrides in file notation."""
    presets = all_presets()
    if name not in presets:
        raise SettingsError("convention", "unknown_convention", convention=repr(name), known=", ".join(presets))
    settings = presets[name]
    return settings.with_overrides(overrides) if overrides else settings
