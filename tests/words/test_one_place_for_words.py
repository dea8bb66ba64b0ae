"""Words in a language live in one place: the translations (resources/translations), read through the words
layer. No module outside ``words/`` keeps a table of words by language, in Python (``{"en": ..., "ru": ...}``,
``dict(ru=...)``) or in a script or page it serves (``{en: "...", ru: "..."}``); and the live sheet's
server, which words the phones' page and sheets in every language at once, writes no Russian of its own."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import preferans_desk
from preferans_desk.resources import TRANSLATIONS
from preferans_desk.words.languages import LANGUAGES

PACKAGE = Path(preferans_desk.__file__).parent
# every language the package speaks: the listed ones and any a translation is shipped for
CODES = frozenset(LANGUAGES) | {path.stem.rsplit("_", 1)[1] for path in TRANSLATIONS.glob("*.qm")}
# a language code as an object's key, with words (a string or an object of them) as its value
KEYED = re.compile(r"""(?<![\w$.-])(["']?)(""" + "|".join(sorted(CODES)) + r""")\1\s*:\s*["'{]""")
CYRILLIC = re.compile("[\u0400-\u04ff]")


def sources(*, outside: str = "words") -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py") if outside not in p.relative_to(PACKAGE).parts[:1])


def docstrings(tree: ast.AST) -> set[int]:
    """The ids of the docstring nodes: prose about words is no table of them."""
    found: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(id(first.value))
    return found


def language_tables(source: str) -> list[str]:
    """Where ``source`` keys words by language: dict displays and dict() calls with a language code for a key,
    and scripts or pages in its strings with one as an object's key."""
    tree = ast.parse(source)
    prose = docstrings(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Dict):
            keys = {key.value for key in node.keys if isinstance(key, ast.Constant) and isinstance(key.value, str)}
            found += [f"line {node.lineno}: a dict keyed by {sorted(keys & CODES)}"] if keys & CODES else []
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "dict":
            names = {keyword.arg for keyword in node.keywords} & CODES
            found += [f"line {node.lineno}: dict() keyed by {sorted(names)}"] if names else []
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in prose:
            found += [f"line {node.lineno}: {m.group(0)!r} in a string" for m in KEYED.finditer(node.value)]
    return found


def test_the_check_finds_a_table_in_each_form_it_may_take():
    assert language_tables('WORDS = {"en": {"deals": "{0} deals"}, "ru": {"deals": "{0} сдаёт"}}')
    assert language_tables('NAMES = dict(en="English", ru="Russian")')
    assert language_tables('PAGE = """<script>const ENDED = {en: "Sharing has ended.", ru: "Показ окончен."};"""')
    assert language_tables("""PAGE = '<script>const W = {"ru": {seat: "Место"}};</script>'""")
    assert not language_tables('LANGS = ("en", "ru")\nshown = {lang: words(lang) for lang in LANGS}\n'
                               'def f():\n    """Reads {"en": ...} tables nowhere."""\n'
                               'SHEET = {"seat": 0, "lang": "en"}\nCSS = "html { lang: en }"')


@pytest.mark.parametrize("path", sources(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_module_outside_the_words_layer_keeps_words_by_language(path):
    assert language_tables(path.read_text(encoding="utf-8")) == [], "word it in words/, translate it in the .ts"


def test_the_live_sheets_server_writes_no_russian_of_its_own():
    for path in sorted((PACKAGE / "share").glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        prose = docstrings(tree)
        russian = [node.lineno for node in ast.walk(tree) if isinstance(node, ast.Constant)
                   and isinstance(node.value, str) and id(node) not in prose and CYRILLIC.search(node.value)]
        assert russian == [], f"{path.name}: Russian words on lines {russian}"
