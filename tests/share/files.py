"""Game files for the share tests: the example game, and saving it as another program would."""

from __future__ import annotations

import json
import os
from pathlib import Path

EXAMPLE = Path(__file__).parent.parent / "data" / "example.pulka"
ONE_MORE = {"kind": "contract", "declarer": 1, "level": 6, "suit": "hearts", "defence": ["pass", "pass"]}


def example_doc() -> dict:
    return json.loads(EXAMPLE.read_text(encoding="utf-8"))


def replace(path: Path, text: str) -> None:
    """Save as another program would: a temporary file beside the game, then an atomic rename."""
    temporary = path.with_name(path.name + ".tmp")
    temporary.write_text(text, encoding="utf-8")
    os.replace(temporary, path)
