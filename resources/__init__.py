"""Files shipped with the package: fonts (DejaVu, with its licence), icons, translations, sample games, the guide.

This folder is the top-level resources/ of the repository; pyproject.toml installs it as the package
preferans_desk.resources (the wheel's preferans_desk/resources/, the editable install's resources/ itself, the
PyInstaller bundle's preferans_desk/resources/), so the paths below are the folder of this file wherever it is.
"""

from pathlib import Path

RESOURCES = Path(__file__).parent
FONTS = RESOURCES / "fonts"
TRANSLATIONS = RESOURCES / "translations"
ICONS = RESOURCES / "icons"
SAMPLES = RESOURCES / "samples"

FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSansCondensed.ttf")
FONT_FAMILY = "DejaVu Sans"
