"""The shipped translations read without Qt (words/compiled.py) give what ``QTranslator`` gives: every message
of both .ts files, in its own context and in another, every plural form, and nothing for a text not there."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from preferans_desk.resources import TRANSLATIONS
from preferans_desk.words.compiled import CompiledTranslation, compiled, translator
from preferans_desk.words.translate import tr, translated_by

from ..imports import loaded_by

COUNTS = [*range(0, 130), 1001, 1011, 2_000_021, 1_000_000]


def messages(lang: str) -> list[tuple[str, str, str, bool]]:
    """(context, source, disambiguation, plural) of every message of the language's .ts file."""
    root = ET.parse(TRANSLATIONS / f"preferans_desk_{lang}.ts").getroot()
    return [(context.findtext("name") or "", message.findtext("source") or "", message.findtext("comment") or "",
             message.get("numerus") == "yes")
            for context in root.iter("context") for message in context.iter("message")]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_message_reads_as_qt_reads_it(lang):
    core = pytest.importorskip("PySide6.QtCore")
    qt = core.QTranslator()
    assert qt.load(str(TRANSLATIONS / f"preferans_desk_{lang}.qm"))
    ours = compiled(lang)
    assert ours is not None
    found = 0
    for context, source, comment, plural in messages(lang):
        for asked in (context, "NoSuchContext"):
            for n in COUNTS if plural else [-1]:
                theirs = qt.translate(asked, source, comment or None, n)
                mine = ours.find(asked, source, comment or None, n)
                assert (mine or "") == theirs, (asked, source, comment, n)
                found += mine is not None
    assert found > (100 if lang == "en" else 1500)  # the files were read, not just missed alike


def test_plural_forms_follow_each_languages_rules():
    ru, en = compiled("ru"), compiled("en")
    assert ru is not None and en is not None
    assert [ru.plural_form(n) for n in (1, 2, 5, 11, 21, 22, 25, 111, 112)] == [0, 1, 2, 2, 0, 1, 2, 2, 2]
    assert [en.plural_form(n) for n in (0, 1, 2, 21)] == [1, 0, 1, 1]


def test_a_lent_translator_from_the_file_words_russian_without_qt():
    code = ("from preferans_desk.words.compiled import translator\n"
            "from preferans_desk.words.translate import translated_by, tr\n"
            "with translated_by(translator('ru'), 'ru'):\n"
            "    assert tr('{0} deals') == '{0} сдаёт', tr('{0} deals')\n"
            "    assert tr('%n trick(s)', None, 22) == '22 взятки', tr('%n trick(s)', None, 22)\n")
    assert loaded_by(code, ("PySide6", "shiboken6")) == []


def test_english_has_its_plural_forms_and_a_missing_language_its_sources():
    with translated_by(translator("en"), "en"):
        assert tr("%n trick(s)", None, 1) == "1 trick" and tr("%n trick(s)", None, 3) == "3 tricks"
    with translated_by(translator("xx"), "xx"):
        assert tr("{0} deals") == "{0} deals" and tr("%n trick(s)", None, 3) == "3 trick(s)"
    assert compiled("xx") is None


def test_a_file_that_is_no_translation_is_refused():
    with pytest.raises(ValueError, match="not a compiled Qt translation"):
        CompiledTranslation(b"<TS></TS>")
    assert CompiledTranslation((TRANSLATIONS / "preferans_desk_ru.qm").read_bytes()).find("", "no such text") is None
