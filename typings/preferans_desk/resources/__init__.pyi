# The types of resources/__init__.py for pyright, which cannot follow the package-dir mapping of
# pyproject.toml (preferans_desk.resources = resources/). tests/packaging/test_layout.py keeps the names equal.
from pathlib import Path

RESOURCES: Path
FONTS: Path
TRANSLATIONS: Path
ICONS: Path
SAMPLES: Path
FONT_FILES: tuple[str, ...]
FONT_FAMILY: str
