"""The names file-sync tools give the files they write into a club's folder: conflict copies and partial files.

When two machines change one game before they hear from each other, the tool keeps one version under the
game's name and the other beside it under a name of its own:
- Syncthing: ``friday.sync-conflict-20261201-203000-ABCDEF7.pulka`` (date, time, the other device's short id);
- Dropbox: ``friday (Anna's conflicted copy 2026-12-01).pulka``, a second one on the same day with ``(1)``
  before the last parenthesis; older clients left out the date;
- Nextcloud: ``friday (conflicted copy 2026-12-01 203000).pulka``, newer clients with the user's name before
  the date; ownCloud before 2.5: ``friday_conflict-20261201-203000.pulka``.
While a file arrives, the tools write it under a temporary name and rename it when whole: Syncthing
``~syncthing~friday.pulka.tmp`` (Windows) and ``.syncthing.friday.pulka.tmp``, Nextcloud ``.friday.pulka.~1a2b``,
Office's owner files ``~$friday.pulka``; such a file is never read.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_SYNCTHING = re.compile(r"^(?P<stem>.+)\.sync-conflict-\d{8}-\d{6}-[A-Z0-9]{7}(?P<ext>\.[^.]*)?$")
_CONFLICTED = re.compile(r"^(?P<stem>.+?) \((?P<who>[^()]*'s )?conflicted copy(?: [^()]*)?(?: \(\d+\))?\)"
                         r"(?P<ext>\.[^.]*)?$", re.IGNORECASE)
_OWNCLOUD = re.compile(r"^(?P<stem>.+)_conflict-\d{8}-\d{6}(?P<ext>\.[^.]*)?$")
_ANY_CONFLICT = re.compile("conflict", re.IGNORECASE)  # in each of the three names above
_PARTIAL = (re.compile(r"^~syncthing~.*\.tmp$"), re.compile(r"^\.syncthing\..*\.tmp$"),
            re.compile(r"^\..*\.~[0-9a-f]+$"), re.compile(r"^~\$"))


@dataclass(frozen=True)
class ConflictCopy:
    """A conflict copy's file name: the name of the game it is a version of, and the tool that wrote it."""

    original: str
    tool: str  # syncthing, dropbox, nextcloud or owncloud


def conflict_copy(name: str) -> ConflictCopy | None:
    """What a file name says of a conflict copy, or None for any other name."""
    if not _ANY_CONFLICT.search(name):
        return None  # every name of a copy says "conflict": one search spares three matches a game of the listing
    match = _SYNCTHING.match(name)
    if match:
        return ConflictCopy(match["stem"] + (match["ext"] or ""), "syncthing")
    match = _CONFLICTED.match(name)
    if match:
        tool = "dropbox" if match["who"] or not _has_time(name) else "nextcloud"
        return ConflictCopy(match["stem"] + (match["ext"] or ""), tool)
    match = _OWNCLOUD.match(name)
    if match:
        return ConflictCopy(match["stem"] + (match["ext"] or ""), "owncloud")
    return None


def _has_time(name: str) -> bool:
    """Nextcloud writes the time of day after the date ("2026-12-01 203000"); Dropbox writes the date alone."""
    return re.search(r"\d{4}-\d{2}-\d{2} \d{6}", name) is not None


def is_partial(name: str) -> bool:
    """Whether a file name is one a sync tool writes while the file is still arriving (never a whole game)."""
    if not name.startswith(("~", ".")):
        return False  # as every such name begins: one test spares four matches a file of the folders
    return any(pattern.match(name) for pattern in _PARTIAL)
