"""What every page the desk serves to phones shares (the live sheet's and the club night's in ``share``, the
scoring page in ``night``), below both: the head's first lines, JSON a script may hold, and the content security
policy's source for an inline element, so that the pages cannot drift apart on what keeps them safe."""

from __future__ import annotations

import base64
import hashlib
import json

# The head every phone page begins with: no referrer, light and dark colours; the page's own style follows.
PAGE_HEAD = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="referrer" content="no-referrer">
<title>Preferans Desk</title>
"""


def script_json(value: object) -> str:
    """``value`` as compact JSON a ``<script>`` may hold: no "<" that could end it."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).replace("<", "\\u003c")


def source_hash(text: str) -> str:
    """The CSP source that lets exactly this inline element's text run (or apply)."""
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() + "'"
