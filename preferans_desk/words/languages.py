"""The interface's languages and each one's name in itself ("English", "Русский"), as the language menu and
the phones' page offer them. The name is a message like any other, its translation the language's own name."""

from __future__ import annotations

from .compiled import translator
from .translate import translate, translated_by

LANGUAGES = ("en", "ru")  # English, the source, and each language the package ships a translation into


def own_name(lang: str) -> str:
    """``lang``'s name as its speakers write it."""
    with translated_by(translator(lang), lang):
        return translate("Languages", "English", "this language's name, in this language")
