"""Refusals of game files, settings, house conventions and the library in the interface language: every template
of the core's and the library's tables is marked for lupdate where it stands and has a Russian translation
(words/texts.py translates those very strings, no copy), and the windows that show a refusal show it in Russian
when the interface is Russian (and, in English, exactly the command line's text)."""

from __future__ import annotations

import copy
import json
import random
import string
import xml.etree.ElementTree as ET
from pathlib import Path
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMessageBox

from preferans_desk.core import gamefile
from preferans_desk.core.conventions import ConventionError
from preferans_desk.core.errors import (
    DEAL_PROBLEM,
    DEAL_TEMPLATES,
    DealError,
    GameFileError,
    problem_from_json,
    problem_to_json,
)
from preferans_desk.core.exact_numbers import NumberError
from preferans_desk.core.settings import SETTING_PROBLEM, SettingsError, preset
from preferans_desk.gui.dialogs.new_game_dialog import NewGameDialog
from preferans_desk.gui.game_library.library_window import LibraryModel, LibraryWindow
from preferans_desk.gui.main_window import MainWindow
from preferans_desk.library import Library, LibraryError
from preferans_desk.library.library_errors import MESSAGES as LIBRARY_MESSAGES
from preferans_desk.library.library_errors import UNSTORABLE
from preferans_desk.resources import TRANSLATIONS
from preferans_desk.words import texts

EXAMPLE = Path(__file__).parent.parent / "data" / "example.pulka"
CYRILLIC = set("абвгдеёжзийклмнопрстуфхцчшщъыьэюя")

# the English templates of every kind of refusal, where the core and the library keep them
TABLES = [GameFileError.MESSAGES, SettingsError.MESSAGES, NumberError.MESSAGES, ConventionError.MESSAGES,
          DEAL_TEMPLATES, LIBRARY_MESSAGES]
PASS_THROUGH = {"{cause}", "{path}: {problem}"}  # a nested problem, or a path and the system's own message
EXTRA = [SETTING_PROBLEM, DEAL_PROBLEM, UNSTORABLE, "a number", "text", "a list", "an object", "a folder",
         "a special file", "a misère", "an all-pass", "a give-up", "a totus", *texts.JSON_PROBLEMS,
         *texts.OS_PROBLEMS]


def ru_translations() -> dict[str, str]:
    """The finished Russian translation of every message of the empty context (where texts.tr looks)."""
    root = ET.parse(TRANSLATIONS / "preferans_desk_ru.ts").getroot()
    found = {}
    for context in root.iter("context"):
        if (context.findtext("name") or "") != "":
            continue
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None and translation.get("type") is None and translation.text:
                found[message.findtext("source")] = translation.text
    return found


def fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


@pytest.fixture
def russian(translations):
    assert translations.set_language("ru")
    return translations


@pytest.fixture
def shown(monkeypatch):
    """Message boxes recorded instead of shown, as (kind, title, text)."""
    boxes = []
    for kind in ("critical", "warning", "information"):
        monkeypatch.setattr(QMessageBox, kind, lambda parent, title, text, *a, _kind=kind, **k:
                            boxes.append((_kind, title, text)) or QMessageBox.StandardButton.Ok)
    return boxes


def refusal(data) -> GameFileError:
    with pytest.raises(GameFileError) as info:
        gamefile.loads(data if isinstance(data, str) else json.dumps(data, ensure_ascii=False))
    return info.value


def example(**changes) -> dict:
    document = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    document.update(changes)
    return document


# ----- the tables -----
def test_every_template_has_a_russian_translation_with_the_same_fields():
    """Marked where they stand (core/noop.py's QT_TRANSLATE_NOOP), so lupdate found them all: a new code in
    the core or the library fails here until its Russian is in the .ts file."""
    russian = ru_translations()
    templates = [template for table in TABLES for template in table.values() if template not in PASS_THROUGH]
    templates += EXTRA
    missing = [template for template in templates if template not in russian]
    assert missing == []
    for template in templates:
        words = russian[template]
        assert fields(words) == fields(template), (template, words)
        assert CYRILLIC & set(words.casefold()), words
        # It formats with the fields the core gives (doubled braces stay literal braces).
        values = {name: "X" for name in fields(template)}
        assert words.format(**values).count("{") == template.format(**values).count("{")


# ----- English: the command line's text -----
def test_in_english_a_refusal_reads_as_on_the_command_line(translations):
    """A seeded sample of mutated game files: every refusal worded by the GUI equals its str()."""
    from tests.core.test_fuzz import SEEDS, _mutate_tree

    translations.set_language("en")
    rng = random.Random(7)
    compared = 0
    for seed in SEEDS:
        for _ in range(400):
            doc = copy.deepcopy(seed)
            for _ in range(rng.randint(1, 3)):
                _mutate_tree(rng, doc)
            try:
                gamefile.loads(json.dumps(doc, ensure_ascii=False, allow_nan=True))
            except GameFileError as error:
                assert texts.problem_text(error) == str(error)
                again = problem_from_json(problem_to_json(error))
                assert texts.problem_text(again) == str(error)
                compared += 1
            except (UnicodeEncodeError, ValueError):
                pass
    assert compared > 500


# ----- Russian -----
RUSSIAN_CASES = [
    ("{", "в файле ошибка JSON (строка 1, столбец 2: ожидалось имя ключа в двойных кавычках)"),
    (example(version=7), "партия сохранена более новой версией Preferans Desk (версия файла 7, а эта программа "
                         "читает версии до 2); обновите программу"),
    (example(players="A, B, C"), "players должно быть списком из 3 или 4 имён, а здесь текст"),
    (example(deals=[*example()["deals"][:2], {"kind": "contract", "declarer": 0, "level": 6, "suit": "spades",
                                              "defence": ["whist", "pass"], "tricks": [6, 2, 1]}]),
     "сдача 3: всего взяток у игроков 9, а должно быть 10"),
    (example(deals=[{"kind": "adjust", "mountain": [1, 2, "x"]}]), "сдача 1: поле mountain: не число: 'x'"),
    (example(rules=example()["rules"] | {"settings": {"game_value": {"6": "1/0", "7": 4, "8": 6, "9": 8,
                                                                     "10": 10}}}),
     "поле rules.settings: настройка 'game_value': деление на ноль в '1/0'"),
    (example(rules=example()["rules"] | {"settings": {"stalingrad": 1}}),
     "поле rules.settings: настройка 'stalingrad': должно быть true или false, а здесь число"),
    ('{"a": 1, "a": 2}', "в файле ошибка JSON: ключ 'a' дважды встречается в одном объекте"),
]


@pytest.mark.parametrize("data, words", RUSSIAN_CASES, ids=[words[:40] for _, words in RUSSIAN_CASES])
def test_in_russian_the_whole_chain_is_worded(russian, data, words):
    error = refusal(data)
    assert texts.problem_text(error) == words
    assert texts.problem_text(problem_from_json(problem_to_json(error))) == words  # as the library keeps it


def test_a_refusal_without_words_keeps_its_english(russian):
    error = GameFileError("json_value", cause=ValueError("Exceeds the limit of something new"))
    assert texts.problem_text(error) == "в файле ошибка JSON: Exceeds the limit of something new"
    assert texts.problem_text(ValueError("plain")) == "plain"


def test_an_unreadable_file_in_russian(russian, tmp_path):
    with pytest.raises(GameFileError) as info:
        gamefile.load(tmp_path / "gone.pulka")
    assert texts.problem_text(info.value) == "не удаётся прочитать файл: нет такого файла или папки"


# ----- the windows -----
@pytest.fixture
def main_window(qtbot, tmp_path):
    qsettings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(qsettings=qsettings, data_dir=tmp_path / "data")
    qtbot.addWidget(window)
    return window


def test_opening_a_bad_file_in_russian_says_why_in_russian(russian, main_window, shown, tmp_path):
    bad = tmp_path / "плохая.pulka"
    bad.write_text(json.dumps(example(players=["Анна", "Борис"]), ensure_ascii=False), encoding="utf-8")
    assert not main_window.open_file(bad)
    assert shown == [("critical", "Не удаётся открыть плохая.pulka", "в players должно быть 3 или 4 имени, а не 2")]


def test_recovering_a_broken_autosave_in_russian(russian, main_window, shown, tmp_path):
    bad = tmp_path / "autosave.pulka"
    bad.write_text("[]", encoding="utf-8")
    item = SimpleNamespace(game_file=bad, original=None)
    assert not main_window.files._recover(item)
    assert shown[-1][2] == "в файле нет партии (его JSON — не объект)"


def test_a_broken_sample_in_russian(russian, main_window, shown, tmp_path):
    bad = tmp_path / "sample.pulka"
    bad.write_text(json.dumps(example(first_dealer=5)), encoding="utf-8")
    assert not main_window.open_sample(bad)
    assert shown[-1][2] == "first_dealer должно быть номером места от 0 до 2, а не 5"


def test_in_english_the_dialog_shows_the_command_lines_text(translations, main_window, shown, tmp_path):
    translations.set_language("en")
    bad = tmp_path / "bad.pulka"
    bad.write_text(json.dumps(example(players=["A", "B"])), encoding="utf-8")
    assert not main_window.open_file(bad)
    assert shown == [("critical", "Cannot open bad.pulka", "players must list 3 or 4 names, not 2")]


def test_the_library_lists_a_broken_file_with_its_problem_in_russian(russian, qtbot, tmp_path):
    games = tmp_path / "games"
    games.mkdir()
    gamefile.save(gamefile.load(EXAMPLE).game, games / "good.pulka")
    (games / "torn.pulka").write_text('{"format": "preferans-desk", "version": 1', encoding="utf-8")
    library = Library(tmp_path / "data", [games])
    entry = next(e for e in library.games() if e.path.name == "torn.pulka")
    assert entry.error == "the file is not valid JSON (line 1, column 42: Expecting ',' delimiter)"  # the CLI's
    assert entry.problem["code"] == "json_syntax"
    window = LibraryWindow(library, lambda path: None)
    qtbot.addWidget(window)
    row = next(r for r in range(window.proxy.rowCount())
               if window.proxy.index(r, LibraryModel.COLUMNS.index("name")).data() == "torn")
    result = window.proxy.index(row, LibraryModel.COLUMNS.index("result"))
    words = "в файле ошибка JSON (строка 1, столбец 42: ожидался разделитель ',')"
    assert result.data() == words
    assert result.data(Qt.ItemDataRole.ToolTipRole).endswith(words)
    window.chart_box.setCurrentIndex(1)  # the chart within the game says why there is none
    assert window.select_path(games / "torn.pulka")
    assert window.chart._empty_text.endswith(words)


def test_the_new_game_dialog_words_setting_and_convention_problems_in_russian(russian, qtbot, tmp_path):
    (tmp_path / "bad.json").write_text(json.dumps({"format": "preferans-desk-convention", "version": 1,
                                                   "name": "Плохая", "base": "sochi",
                                                   "settings": {"rounding": "sideways"}}), encoding="utf-8")
    dialog = NewGameDialog(None, tmp_path, {"players": ["Анна", "Борис", "Вера"]})
    qtbot.addWidget(dialog)
    text = dialog.load_problems.text()
    assert "файл bad.json: настройка 'rounding': должно быть одним из значений exact, paper, nearest, truncate, " \
           "а не 'sideways'" in text
    with pytest.raises(Exception) as info:
        preset("sochi", {"allpass_exit_levels": []})
    assert texts.setting_problem_text(info.value) == "должно содержать хотя бы один уровень"


def test_a_refused_library_operation_and_a_refused_totus_in_russian(russian):
    """Shown in English before the words layer: a library operation refused, a totus deal refused."""
    assert texts.problem_text(LibraryError("exists", name="вечер.pulka")) == "вечер.pulka уже существует"
    assert texts.problem_text(LibraryError("io", path="/x", problem=UNSTORABLE)) == "/x: имя не в кодировке UTF-8"
    assert texts.error_text(DealError("totus_level", "level", level=9)) == \
        "тотус должен быть десятерной, а здесь уровень 9"
    assert texts.problem_text(GameFileError("absent", key="defence", what="a totus")) == \
        "у сдачи «тотус» не должно быть поля defence"
