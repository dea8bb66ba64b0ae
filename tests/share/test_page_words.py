"""The phone page's words are the words layer's (words/share_page.py), in each language its shipped translation:
the page carries every language's words for its own switch, and names each language in itself."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET

from preferans_desk.resources import TRANSLATIONS
from preferans_desk.share.page import PAGE_TEXT, page_text
from preferans_desk.words.share_page import CONTEXT, PAGE_WORDS


def russian(context: str) -> dict[str, str]:
    """The .ts file's Russian for every message of ``context``."""
    root = ET.parse(TRANSLATIONS / "preferans_desk_ru.ts").getroot()
    return {message.findtext("source") or "": message.findtext("translation") or ""
            for found in root.iter("context") if found.findtext("name") == context
            for message in found.iter("message")}


def carried(text: str) -> dict[str, dict[str, str]]:
    found = re.search(r"^const WORDS = (.*?);  //", text, re.M)
    assert found is not None, "the page's script has its words"
    return json.loads(found.group(1))


def test_the_page_carries_each_languages_translation_of_every_word():
    words = carried(PAGE_TEXT)
    assert list(words) == ["en", "ru"]
    assert words["en"] == PAGE_WORDS
    translations = russian(CONTEXT)
    assert words["ru"] == {key: translations[text] for key, text in PAGE_WORDS.items()}
    assert all(words["ru"][key] not in ("", text) for key, text in PAGE_WORDS.items()), "every word in Russian"
    assert words["ru"]["seat"] == "Место" and words["ru"]["ended"] == "Показ окончен."


def test_each_language_is_offered_by_its_own_name():
    assert '<option value="en">English</option><option value="ru">Русский</option>' in PAGE_TEXT
    assert '<option value="en">English</option></select>' in page_text(("en",))
    assert list(carried(page_text(("en",)))) == ["en"]


def test_no_word_can_end_the_script(monkeypatch):
    """The words go into the page's script as JSON with no "<": a translation holding "</script>" ends nothing."""
    monkeypatch.setattr("preferans_desk.share.page.page_words", lambda lang: {"seat": "</script><b>" + lang})
    text = page_text(("en", "ru"))
    script = text.split("<script>", 1)[1].split("</script>", 1)[0]
    assert "const WORDS" in script and "function label()" in script, "the whole script is one element"
    assert carried(text) == {"en": {"seat": "</script><b>en"}, "ru": {"seat": "</script><b>ru"}}
