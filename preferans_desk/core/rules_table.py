"""`preferans-desk rules [--json]`: every setting with its type, allowed values and default, and each preset's
values, so that a table can check its house convention from the command line.

The JSON is a stable contract (keys are added, never renamed). A setting's ``default`` is what a file that does
not name it means: for the settings version 2 added, today's behaviour (RULES-v2-settings.md); for the others,
the default convention's value (Sochi), which is also what a new game starts from.
"""

from __future__ import annotations

from dataclasses import MISSING, fields
from typing import Any

from .json_types import JsonValue
from .settings import ALL_SPECS, DEFAULT_CONVENTION, Settings, SettingSpec, all_presets, setting_to_json

FORMAT = "preferans-desk-rules"
VERSION = 1


def defaults() -> dict[str, JsonValue]:
    """Each setting's default in file notation."""
    base = all_presets()[DEFAULT_CONVENTION]
    out: dict[str, JsonValue] = {}
    for f in fields(Settings):
        value = f.default if f.default is not MISSING else getattr(base, f.name)
        out[f.name] = setting_to_json(f.name, value)
    return out


def rules_json() -> dict[str, Any]:
    given = defaults()
    presets = all_presets()
    return {
        "format": FORMAT,
        "version": VERSION,
        "default_convention": DEFAULT_CONVENTION,
        "settings": [_spec_json(spec, given[spec.name]) for spec in ALL_SPECS],
        "presets": {name: settings.to_json(version=2) for name, settings in presets.items()},
    }


def _spec_json(spec: SettingSpec, default: JsonValue) -> dict[str, Any]:
    entry: dict[str, Any] = {"name": spec.name, "kind": spec.kind, "default": default,
                             "since_file_version": spec.version}
    if spec.kind == "choice":
        entry["choices"] = list(spec.all_choices)
    for flag in ("nullable", "integer", "positive"):
        if getattr(spec, flag):
            entry[flag] = True
    return entry


KIND_WORDS = {
    "per_level": "a number for each level 6-10", "levels": "a list of levels 6-10, may be empty",
    "progression": "a list of positive numbers", "level_list": "a list of levels 6-10",
    "timestamp": "a date and time with its offset", "bool": "true or false",
}


def rules_text() -> str:
    """The same for people: one line a setting, then what each preset changes from the default convention."""
    table = rules_json()
    width = max(len(entry["name"]) for entry in table["settings"])
    lines = [f"Settings (default: as in {DEFAULT_CONVENTION}; for a setting of file version 2, today's behaviour)",
             ""]
    for entry in table["settings"]:
        lines.append(f"  {entry['name']:<{width}}  {_allowed(entry)}; default {_value(entry['default'])}")
    base = table["presets"][DEFAULT_CONVENTION]
    lines += ["", "Presets (what each changes from the default convention)", ""]
    for name, values in table["presets"].items():
        changed = [f"{key} = {_value(value)}" for key, value in values.items() if value != base.get(key)]
        lines.append(f"  {name}: " + ("; ".join(changed) if changed else "the defaults"))
    return "\n".join(lines)


def _allowed(entry: dict[str, Any]) -> str:
    if entry["kind"] == "choice":
        text = "one of " + ", ".join(entry["choices"])
    elif entry["kind"] == "number":
        text = ("a whole number" if entry.get("integer") else "a number") + (" above 0" if entry.get("positive")
                                                                             else "")
    else:
        kind: str = entry["kind"]
        text = KIND_WORDS.get(kind, kind)
    return text + (" or null" if entry.get("nullable") else "")


def _value(value: JsonValue) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return "[" + ", ".join(_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {_value(v)}" for k, v in value.items()) + "}"
    return str(value)


def overrides(settings: Settings, convention: str) -> list[tuple[str, Any, Any]]:
    """The settings a game sets otherwise than its convention's preset: (name, its value, the preset's), in
    file notation; empty for a house convention's own name (no preset to compare with)."""
    base = all_presets().get(convention)
    if base is None:
        return []
    return [(name, setting_to_json(name, getattr(settings, name)), setting_to_json(name, getattr(base, name)))
            for name in settings.differences(base)]
