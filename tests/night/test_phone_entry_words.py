"""The deal-entry form's words and pieces, without a browser: every word the script asks for is there in every
language, the desktop dialog's words are the dialog's own, the Russian is Russian, and the form's HTML, CSS and
script load nothing from anywhere (the page's content security policy forbids it)."""

from __future__ import annotations

import re

from preferans_desk.night import phone_entry_page
from preferans_desk.night.phone_entry_page import ENTRY_CSS, ENTRY_HTML, ENTRY_JS
from preferans_desk.words.compiled import translator
from preferans_desk.words.languages import LANGUAGES
from preferans_desk.words.phone_entry_words import DIALOG_WORDS, ENTRY_WORDS, FORM_WORDS, entry_words
from preferans_desk.words.translate import translate, translated_by


def test_every_word_the_script_asks_for_is_there_in_every_language():
    asked = set(re.findall(r'\bW\("([a-z_]+)"\)', ENTRY_JS))
    asked |= {kind for kind in ("contract", "misere", "allpass", "adjust", "pass", "whist", "half")}
    asked |= {field + "_of" for field in ("pool", "mountain")}
    assert asked <= set(ENTRY_WORDS["en"]), asked - set(ENTRY_WORDS["en"])
    assert set(ENTRY_WORDS) == set(LANGUAGES)
    for lang in LANGUAGES:
        assert set(ENTRY_WORDS[lang]) == set(DIALOG_WORDS) | set(FORM_WORDS)
        assert all(text.strip() for text in ENTRY_WORDS[lang].values())
    assert phone_entry_page.ENTRY_WORDS is ENTRY_WORDS  # the shell assembles the page from this module


def test_the_dialogs_words_are_the_dialogs_and_the_russian_is_russian():
    for lang in LANGUAGES:
        with translated_by(translator(lang), lang):
            for key, text in DIALOG_WORDS.items():
                assert ENTRY_WORDS[lang][key] == translate("DealDialog", text).replace("&", "")
    en, ru = entry_words("en"), entry_words("ru")
    assert en["half"] == "Half-whist" and ru["half"] == "Полвиста" and ru["send"] == "Отправить"
    for key in (*DIALOG_WORDS, *FORM_WORDS):
        if key != "nt":
            assert ru[key] != en[key] and re.search("[а-яё]", ru[key], re.IGNORECASE), key
        for mark in ("%1", "%2", "{0}"):
            assert (mark in en[key]) == (mark in ru[key]), (key, mark)  # the script fills them in


def test_the_pieces_load_nothing_and_run_no_inline_handler():
    for piece in (ENTRY_HTML, ENTRY_CSS, ENTRY_JS):
        assert not re.search(r"https?:|//[a-z]|url\(|@import|@font-face", piece, re.IGNORECASE), piece[:80]
    assert not re.search(r"\son[a-z]+=|\sstyle=", ENTRY_HTML + ENTRY_JS)  # a strict CSP runs none
    assert not re.search(r"\beval\(|new Function|innerHTML\s*\+=|document\.write", ENTRY_JS)
    assert "const PhoneEntry" in ENTRY_JS and all(name in ENTRY_JS for name in ("mount(", "show(", "relang("))
    assert all(rule.strip().startswith(("#entry", "@media", "}")) or not rule.strip()
               for rule in re.split(r"(?<=})\n", ENTRY_CSS))  # nothing outside the form's section
    for cls in re.findall(r'\$\("\.([a-z-]+)', ENTRY_JS):
        assert cls in ENTRY_HTML, cls
