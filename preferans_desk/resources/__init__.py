"""Files shipped with the package: fonts (DejaVu, with its licence), icons, translations, sample games."""

from pathlib import Path

RESOURCES = Path(__file__).parent
FONTS = RESOURCES / "fonts"
TRANSLATIONS = RESOURCES / "translations"
ICONS = RESOURCES / "icons"
SAMPLES = RESOURCES / "samples"

FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSansCondensed.ttf")
FONT_FAMILY = "DejaVu Sans"
