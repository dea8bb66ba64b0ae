"""Interface languages (Qt Linguist): English source strings, Russian translation.

English loads a small file too: the plural forms of the messages with %n.

Installing a translator sends every widget a LanguageChange event; the
widgets re-word themselves in ``retranslate``.

The words layer (``preferans_desk.words``, no Qt of its own) is told here, on
import, to speak through ``QCoreApplication.translate`` in the interface
language: every window's deals, settings and refusals follow the translators
installed below.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
from PySide6.QtWidgets import QApplication

from preferans_desk.resources import TRANSLATIONS
from preferans_desk.words import languages
from preferans_desk.words import translate as words

LANGUAGES = {code: languages.own_name(code) for code in languages.LANGUAGES}  # each named in itself


def interface_language() -> str:
    """The interface's language, as ``Translations.set_language`` made it the default locale."""
    return "ru" if QLocale().language() == QLocale.Language.Russian else "en"


words.install(QCoreApplication.translate, interface_language)


def system_language() -> str:
    return "ru" if QLocale.system().language() == QLocale.Language.Russian else "en"


class Translations:
    """Keeps the installed translators so that a language switch can replace them."""

    def __init__(self, app: QApplication):
        self.app = app
        self.language = "en"
        self._installed: list[QTranslator] = []

    def uninstall(self) -> None:
        """Remove every translator installed here: the bare English source strings remain."""
        for translator in self._installed:
            self.app.removeTranslator(translator)
        self._installed = []

    def set_language(self, language: str) -> bool:
        """Switch the interface language; returns False if its translation is missing."""
        if language not in LANGUAGES:
            language = "en"
        self.uninstall()
        ok = True
        if language == "en":
            # The source strings are English; this file only holds their plural forms ("1 trick", "2 tricks").
            plurals = QTranslator(self.app)
            if plurals.load(str(TRANSLATIONS / "preferans_desk_en.qm")):
                self._installed.append(plurals)
        else:
            from PySide6.QtCore import QLibraryInfo  # Qt's own translations: only for a language other than English

            ours = QTranslator(self.app)
            ok = ours.load(str(TRANSLATIONS / f"preferans_desk_{language}.qm"))
            qt = QTranslator(self.app)
            if qt.load(f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
                self._installed.append(qt)
            if ok:
                self._installed.append(ours)
        for translator in self._installed:
            self.app.installTranslator(translator)
        self.language = language if ok else "en"
        QLocale.setDefault(QLocale(QLocale.Language.Russian if self.language == "ru" else QLocale.Language.English))
        return ok
