"""House conventions: a preset with the table's own changes, saved under a name.

Each one is a small JSON file in a folder the caller chooses (the GUI passes
the user's config folder), so the core never guesses at platform paths.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from pathlib import Path

from .atomic import atomic_write_text
from .errors import CodedError, GameFileError
from .gamefile import read_bytes
from .json_types import JsonValue
from .noop import QT_TRANSLATE_NOOP
from .settings import Settings, SettingsError, all_presets, preset

FORMAT = "preferans-desk-convention"
VERSION = 1
MAX_NAME = 40

# English wording of each ConventionError code; ``{where}`` is the file's name, ``{cause}`` the nested problem.
CONVENTION_MESSAGES: dict[str, str] = {
    "name_length": QT_TRANSLATE_NOOP("", "a convention's name must be 1 to {max} characters"),
    "preset_name": QT_TRANSLATE_NOOP("", "{name} is the name of a preset; choose another"),
    "name_letter": QT_TRANSLATE_NOOP("", "a convention's name needs at least one letter or digit"),
    "unknown_base": QT_TRANSLATE_NOOP("", "unknown base convention {base}"),
    "unreadable": QT_TRANSLATE_NOOP("", "{where}: cannot be read ({problem})"),
    "not_convention": QT_TRANSLATE_NOOP("", "{where}: not a Preferans Desk convention"),
    "version": QT_TRANSLATE_NOOP("", "{where}: unsupported version {version}"),
    "fields": QT_TRANSLATE_NOOP("", "{where}: needs a name, a known base convention and settings"),
    "in_file": QT_TRANSLATE_NOOP("", "{where}: {cause}"),
    "no_such": QT_TRANSLATE_NOOP("", "there is no house convention named {name}"),
}


class ConventionError(CodedError):
    """A house convention that cannot be saved or read (``CONVENTION_MESSAGES``)."""

    MESSAGES = CONVENTION_MESSAGES


@dataclass(frozen=True)
class HouseConvention:
    name: str
    base: str  # the preset it started from
    settings: Settings

    def changed_settings(self) -> list[str]:
        """The settings that differ from the base preset."""
        return self.settings.differences(all_presets()[self.base])


def file_name(name: str) -> str:
    """A safe file name for a convention's name: its letters (of any script) and a short hash, so that
    names differing only in punctuation ("a b", "a_b") get files of their own; case does not count."""
    key = name.strip().casefold()
    stem = re.sub(r"[^\w-]+", "_", key).strip("_")
    digest = hashlib.sha1(key.encode("utf-8")).hexdigest()[:8]
    return f"{stem}-{digest}.json"


def check_name(name: str) -> str:
    name = name.strip()
    if not name or len(name) > MAX_NAME:
        raise ConventionError("name_length", max=MAX_NAME)
    if name.casefold() in all_presets():
        raise ConventionError("preset_name", name=repr(name))
    if not re.search(r"\w", name):
        raise ConventionError("name_letter")
    return name


def save_convention(folder: Path, convention: HouseConvention) -> Path:
    """Write the convention (replacing one of the same name) and return its file."""
    name = check_name(convention.name)
    if convention.base not in all_presets():
        raise ConventionError("unknown_base", base=repr(convention.base))
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / file_name(name)
    document = {"format": FORMAT, "version": VERSION, "name": name, "base": convention.base,
                "settings": convention.settings.to_json()}
    atomic_write_text(path, json.dumps(document, indent=2, ensure_ascii=False) + "\n")
    return path


def read_convention(path: Path) -> HouseConvention:
    try:
        document = json.loads(read_bytes(path))  # through the loader's guard: never a pipe, nor a huge file
    except GameFileError as exc:
        problem = exc.params.get("os_problem") or str(exc)
        raise ConventionError("unreadable", where=Path(path).name, problem=problem) from None
    except (ValueError, RecursionError) as exc:
        raise ConventionError("unreadable", where=Path(path).name, problem=str(exc)) from None
    return parse_convention(document, Path(path).name)


def parse_convention(document: JsonValue, where: str = "convention") -> HouseConvention:
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise ConventionError("not_convention", where=where)
    if document.get("version") != VERSION:
        raise ConventionError("version", where=where, version=repr(document.get("version")))
    base = document.get("base")
    settings = document.get("settings")
    name = document.get("name")
    if not isinstance(name, str) or not isinstance(base, str) or base not in all_presets() \
            or not isinstance(settings, dict):
        raise ConventionError("fields", where=where)
    try:
        return HouseConvention(check_name(name), base, preset(base, settings))
    except (SettingsError, ConventionError) as exc:
        raise ConventionError("in_file", where=where, cause=exc) from None


def load_conventions(folder: Path) -> tuple[list[HouseConvention], list[str]]:
    """All house conventions in ``folder`` by name, and a message for each file that is broken."""
    conventions, problems = read_conventions(folder)
    return conventions, [str(problem) for problem in problems]


def read_conventions(folder: Path) -> tuple[list[HouseConvention], list[ConventionError]]:
    """All house conventions in ``folder`` by name, and the error of each file that is broken."""
    conventions: list[HouseConvention] = []
    problems: list[ConventionError] = []
    folder = Path(folder)
    if not folder.is_dir():
        return [], []
    for path in sorted(folder.glob("*.json")):
        try:
            conventions.append(read_convention(path))
        except ConventionError as exc:
            problems.append(exc)
    return sorted(conventions, key=lambda c: c.name.casefold()), problems


def delete_convention(folder: Path, name: str) -> None:
    path = Path(folder) / file_name(name)
    try:
        path.unlink()
    except FileNotFoundError:
        raise ConventionError("no_such", name=repr(name)) from None
