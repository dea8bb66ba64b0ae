"""The Russian translation and the English plural forms: complete, faithful to their sources, switchable live."""

import re
import xml.etree.ElementTree as ET
from collections import Counter

import pytest
from PySide6.QtCore import QCoreApplication, QSettings

from preferans_desk.core import Contract, Game, Misere, Rules
from preferans_desk.core.errors import DealError
from preferans_desk.gui.main_window import MainWindow
from preferans_desk.resources import TRANSLATIONS
from preferans_desk.words import texts

RU_TS = TRANSLATIONS / "preferans_desk_ru.ts"
EN_TS = TRANSLATIONS / "preferans_desk_en.ts"

# %1…%9 and %n for Qt, {0} / {seat} fields for str.format.
PLACEHOLDER = re.compile(r"%(?:\d|n)|\{[A-Za-z_0-9]*\}")
ACCELERATOR = re.compile(r"&(?!&)(?=\S)")  # "&File", not "&&" and not a lone "&"
SAME_IN_RUSSIAN = {"Ctrl+%1", "Ctrl+1 … Ctrl+4", "S C D H N", "W P", "W P H"}  # key names stay Latin


def ts_messages(path):
    """(context, source, translation element, numerus) for every message of a .ts file."""
    root = ET.parse(path).getroot()
    assert root.tag == "TS"
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            yield name, message.findtext("source"), message.find("translation"), message.get("numerus") == "yes"


def texts_of(translation, numerus):
    if numerus:
        return [form.text or "" for form in translation.findall("numerusform")]
    return [translation.text or ""]


def ru_messages():
    return list(ts_messages(RU_TS))


@pytest.fixture
def window(qtbot, tmp_path):
    qsettings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(qsettings=qsettings, data_dir=tmp_path)
    qtbot.addWidget(window)
    return window


# ----- the .ts files -----
def test_the_russian_file_has_every_message_translated():
    messages = ru_messages()
    assert len(messages) > 300
    unfinished = [(context, source) for context, source, translation, numerus in messages
                  if translation is None or translation.get("type") in ("unfinished", "obsolete", "vanished")
                  or not all(text.strip() for text in texts_of(translation, numerus))]
    assert unfinished == []


def test_every_message_with_a_count_is_plural():
    """lupdate files a message as plural only when the count is tr()'s third argument (words/translate.py);
    one with %n filed otherwise would have one Russian form for 1, 2 and 5 (packaging/translations.py no
    longer mends that after lupdate)."""
    for path in (RU_TS, EN_TS):
        assert [(context, source) for context, source, _, numerus in ts_messages(path)
                if "%n" in source and not numerus] == []


@pytest.mark.parametrize("context, source, translation, numerus", ru_messages(),
                         ids=lambda value: value[:40] if isinstance(value, str) else None)
def test_a_russian_translation_keeps_what_the_code_relies_on(context, source, translation, numerus):
    """Placeholders exactly; one & accelerator where the source has one; line breaks; a trailing "…"."""
    forms = texts_of(translation, numerus)
    assert len(forms) == (3 if numerus else 1)
    for text in forms:
        assert Counter(PLACEHOLDER.findall(text)) == Counter(PLACEHOLDER.findall(source)), text
        assert len(ACCELERATOR.findall(text)) == len(ACCELERATOR.findall(source)), text
        assert text.count("\n") == source.count("\n"), text
        assert text.endswith("…") == source.endswith("…"), text
        assert text != source or source in SAME_IN_RUSSIAN, text


def test_accelerators_do_not_clash_within_a_menu_or_a_dialog():
    ru = {(context, source): texts_of(translation, numerus)[0]
          for context, source, translation, numerus in ru_messages()}

    def keys(context, sources):
        letters = [ACCELERATOR.search(ru[(context, s)]) for s in sources]
        assert all(letters), sources
        found = [ru[(context, s)][m.end()].casefold() for s, m in zip(sources, letters, strict=True)]
        assert len(set(found)) == len(found), found

    keys("MainWindow", ["&File", "&Edit", "&Game", "&View", "&Help"])
    keys("MainWindow", ["&New Game…", "&Open…", "Open &Recent", "&Save", "Save &As…", "&Quit"])
    keys("MainWindow", ["&Undo", "&Redo", "Add &Deal…", "&Edit Deal…", "De&lete Deal"])
    keys("MainWindow", ["Se&ttle Now", "&Stop Here (End Game)", "&Review"])
    keys("MainWindow", ["&Keyboard", "&About Preferans Desk"])
    keys("DealDialog", ["&Contract", "&Misère", "&All-pass", "Ad&justment", "&Dealer:",
                        "Let it stand: the table allowed a game below the e&xit level", "&Talon tricks:", "&Blind",
                        "Write &off the mountain", "Op&en cards", "&Note:"])
    keys("NewGameDialog", ["&Game", "Advanced &rules", "&3 players", "&4 players (the dealer sits out)", "&Title:",
                           "&Pool target:", "&Delete", "&Convention:", "C&urrency:", "&Whist price:",
                           "Re&set to the convention", "Save these rules as a house convention &named:", "Sa&ve"])


def test_the_director_is_the_judge_everywhere_in_russian():
    """Russian tournament players call the night's director "судья": the table's dialog and status bar did, the
    printed table card said "директор"."""
    said = [(source, text) for _context, source, translation, numerus in ru_messages()
            if re.search(r"\bdirector(?!y)", source or "", re.IGNORECASE) for text in texts_of(translation, numerus)]
    assert len(said) > 10
    assert [pair for pair in said if "директор" in pair[1].lower() or "суд" not in pair[1].lower()] == []


def test_the_english_file_holds_the_plural_forms_only():
    messages = list(ts_messages(EN_TS))
    sources = {source for _, source, _, _ in messages}
    assert {"%n trick(s)", "%n pool(s) open"} <= sources
    for _context, source, translation, numerus in messages:
        assert numerus and "%n" in source
        assert translation.get("type") is None
        forms = texts_of(translation, numerus)
        assert len(forms) == 2 and all("%n" in form for form in forms)


def test_the_compiled_files_are_there():
    for language in ("ru", "en"):
        assert (TRANSLATIONS / f"preferans_desk_{language}.qm").stat().st_size > 100


# ----- switching the language -----
def switch(qtbot, translations, window, language, new_game_text):
    """Switch and wait for the LanguageChange Qt posts to the window."""
    assert translations.set_language(language)
    assert translations.language == language
    qtbot.waitUntil(lambda: window.new_action.text() == new_game_text, timeout=2000)


def test_the_main_window_switches_to_russian_and_back(qtbot, translations, window):
    english = [menu.title() for menu in (window.menus.file, window.menus.edit, window.menus.game, window.menus.help)]
    assert english == ["&File", "&Edit", "&Game", "&Help"]
    switch(qtbot, translations, window, "ru", "&Новая игра…")
    titles = [menu.title() for menu in (window.menus.file, window.menus.edit, window.menus.game, window.menus.view,
                                        window.menus.help)]
    assert titles == ["&Файл", "&Правка", "&Игра", "&Вид", "&Справка"]
    assert window.history_dock.windowTitle() == "История"
    assert window.settlement_dock.windowTitle() == "Роспись"
    assert window.placeholder.text().startswith("Игра не открыта.")
    switch(qtbot, translations, window, "en", "&New Game…")
    assert [menu.title() for menu in (window.menus.file, window.menus.edit, window.menus.game,
                                      window.menus.help)] == english
    assert window.history_dock.windowTitle() == "History"


def test_a_game_in_russian(qtbot, translations, window):
    switch(qtbot, translations, window, "ru", "&Новая игра…")
    game = Game(["Anna", "Boris", "Vera"], Rules.from_preset("sochi", 10))
    game.append(Contract(0, 7, "spades", ("whist", "pass"), (6, 4, 0)))
    window.set_game(game, None)
    assert window.history.edit_button.text() == "Из&менить сдачу…"
    assert window.settlement.rounding_label.text() == "Округление:"
    status = [label.text() for label in window.facts.labels]
    assert status[0] == "Сдача 2: сдаёт Boris"
    assert status[3] == "Открыты 3 пули"


def test_an_unknown_language_falls_back_to_english(translations):
    assert translations.set_language("xx")
    assert translations.language == "en"
    assert QCoreApplication.translate("MainWindow", "&File") == "&File"


# ----- plurals -----
@pytest.mark.parametrize("count, tricks, pools", [
    (1, "1 взятка", "Открыта 1 пуля"), (2, "2 взятки", "Открыты 2 пули"), (5, "5 взяток", "Открыто 5 пуль"),
    (21, "21 взятка", "Открыта 21 пуля"), (11, "11 взяток", "Открыто 11 пуль"), (22, "22 взятки", "Открыты 22 пули"),
])
def test_russian_plurals(translations, count, tricks, pools):
    translations.set_language("ru")
    assert texts.tr("%n trick(s)", None, count) == tricks
    assert QCoreApplication.translate("FactsStrip", "%n pool(s) open", "", count) == pools


@pytest.mark.parametrize("count, text, pools", [(1, "1 trick", "1 pool open"), (2, "2 tricks", "2 pools open")])
def test_english_plurals(translations, count, text, pools):
    translations.set_language("en")
    assert texts.tr("%n trick(s)", None, count) == text
    assert QCoreApplication.translate("FactsStrip", "%n pool(s) open", "", count) == pools


# ----- words/texts.py in Russian -----
def test_deal_words_in_russian(translations):
    translations.set_language("ru")
    game = Game(["Anna", "Boris", "Vera"], Rules.from_preset("sochi", 10))
    game.append(Contract(0, 7, "spades", ("whist", "pass"), (6, 4, 0)))
    game.append(Misere(1, 2))
    game.append(Contract(2, 6, "notrump", ("pass", "pass"), None))
    players, records = game.players, game.sheet.records
    assert texts.deal_summary(players, records[0]) == "Anna 7♠, Boris вист, Vera пас: 6 взяток, без 1"
    assert texts.deal_summary(players, records[1]) == "Boris: мизер, взяты 2 взятки"
    assert texts.deal_summary(players, records[2]) == "Vera 6БК, оба спасовали"
    assert "пуля" in texts.consequence(players, records[2])


def test_refusals_in_russian(translations):
    translations.set_language("ru")
    assert texts.error_text(DealError("tricks_sum", "tricks", total=11)) == "Всего взяток 11, а должно быть 10."
    assert texts.error_text(DealError("active_tricks", "tricks", seat="Vera")) == "Введите взятки игрока Vera."
    assert texts.error_text(DealError("stalingrad", "defence")) == "Сталинград: на 6♠ вистуют оба."


def test_qts_own_dialogs_speak_russian_too(translations):
    """Issue 14: the file dialog showed "Look in:" and "Files of type:" in the Russian interface."""
    translations.set_language("ru")
    for context, source in (("QFileDialog", "Look in:"), ("QFileDialog", "Files of type:"),
                            ("QPlatformTheme", "Cancel")):
        said = QCoreApplication.translate(context, source)
        assert said != source and any("а" <= ch.lower() <= "я" for ch in said), (context, source, said)
    translations.set_language("en")
    assert QCoreApplication.translate("QFileDialog", "Look in:") == "Look in:"


def test_no_message_is_translated_inside_an_f_string():
    """lupdate does not read the expressions of an f-string: a tr() there would never be translated."""
    import ast
    from pathlib import Path

    import preferans_desk

    names = {"tr", "translate", "QT_TRANSLATE_NOOP"}
    hidden = []
    for path in Path(preferans_desk.__file__).parent.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.JoinedStr):
                continue
            for call in ast.walk(node):
                func = call.func if isinstance(call, ast.Call) else None
                name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
                if name in names:
                    hidden.append(f"{path.name}:{call.lineno}")
    assert hidden == []
