"""What the user told the library and the files cannot tell again: player aliases, the files registered
from outside the library's folders and the folders it watches besides its own (a club's), kept in
``library.json`` beside the index, so that a rebuilt index loses nothing."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import TypedDict

from preferans_desk.core.atomic import atomic_write_text
from preferans_desk.core.errors import GameFileError
from preferans_desk.core.gamefile import read_bytes
from preferans_desk.core.json_types import JsonValue

from .library_errors import LibraryError, os_problem
from .scan import storable

USER_FILE = "library.json"
USER_FORMAT = "preferans-desk-library"


class User(TypedDict):
    """What the user told the library (``library.json``)."""

    aliases: dict[str, str]  # a merged spelling -> the name it stands for
    registered: list[str]  # the files registered from outside the folders
    folders: list[str]  # the folders the library watches besides its own (a club's shared folder)


def read_user(path: Path) -> User:
    """The file's aliases and registered files; empty when there is no file, and when it is damaged (then
    kept aside as ``library.json.bad`` rather than written over)."""
    empty = User(aliases={}, registered=[], folders=[])
    if not os.path.lexists(path):
        return empty
    try:
        data: JsonValue = json.loads(read_bytes(path))  # through the loader's guard: never a pipe
    except (GameFileError, ValueError):
        data = None
    aliases = data.get("aliases", {}) if isinstance(data, dict) else None
    registered = data.get("registered", []) if isinstance(data, dict) else None
    folders = data.get("folders", []) if isinstance(data, dict) else None
    if not isinstance(aliases, dict) or not isinstance(registered, list) or not isinstance(folders, list):
        try:  # keep a damaged file aside rather than write over it
            os.replace(path, path.with_name(USER_FILE + ".bad"))
        except OSError:
            pass
        return empty
    return User(aliases={str(k): v for k, v in aliases.items()
                         if isinstance(v, str) and storable(str(k)) and storable(v)},
                registered=[p for p in registered if isinstance(p, str) and storable(p)],
                folders=[p for p in folders if isinstance(p, str) and storable(p)])


def write_user(path: Path, user: User) -> None:
    document = {"format": USER_FORMAT, "version": 1, "aliases": user["aliases"], "registered": user["registered"],
                "folders": user["folders"]}
    try:
        atomic_write_text(path, json.dumps(document, ensure_ascii=False, indent=2) + "\n")
    except OSError as exc:
        raise LibraryError("io", path=path, problem=os_problem(exc)) from None
