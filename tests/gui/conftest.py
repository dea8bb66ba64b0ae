import pytest
from PySide6.QtCore import QLocale

from preferans_desk.gui.i18n import Translations


@pytest.fixture
def translations(qapp):
    """Translations on the shared application; afterwards it is back to the bare English sources."""
    locale = QLocale()
    translations = Translations(qapp)
    yield translations
    translations.uninstall()
    QLocale.setDefault(locale)
