"""The user guide: both languages, every setting and convention explained, the shipped HTML up to date."""

from __future__ import annotations

import importlib.util
import re

import pytest

from preferans_desk.core.settings import SPECS
from preferans_desk.resources import RESOURCES

from .conftest import PACKAGING, ROOT

GUIDES = ROOT / "docs" / "guide"
SHIPPED = RESOURCES / "guide"
LANGUAGES = ("en", "ru")


def make_guide():
    spec = importlib.util.spec_from_file_location("make_guide", PACKAGING / "make_guide.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_setting_is_explained(language):
    text = (GUIDES / f"guide-{language}.md").read_text(encoding="utf-8")
    missing = [spec.name for spec in SPECS if f"`{spec.name}`" not in text]
    assert not missing, f"guide-{language}.md does not explain {missing}"


@pytest.mark.parametrize("language, words", [
    ("en", ["Sochi", "Leningrad", "Rostov", "Classic", "Installing", "Settling", "Export PDF", "autosave",
            "misère", "All-pass", "adjustment", "Review", "preferans-desk settle"]),
    ("ru", ["Сочинка", "Ленинградка", "Ростов", "Классика", "Установка", "Роспись", "Экспорт в PDF", "пуля",
            "гора", "висты", "распасы", "мизер", "Поправка", "preferans-desk settle"]),
])
def test_guide_covers_the_topics(language, words):
    text = (GUIDES / f"guide-{language}.md").read_text(encoding="utf-8")
    assert [word for word in words if word.lower() not in text.lower()] == []


def test_the_shipped_html_is_up_to_date():
    """Run `python packaging/make_guide.py` after changing docs/guide/."""
    files = make_guide().build(SHIPPED)
    for path, data in files.items():
        assert path.exists(), f"{path} is missing: run packaging/make_guide.py"
        if path.suffix == ".html":
            assert path.read_bytes() == data, f"{path.name} is out of date: run packaging/make_guide.py"
    shipped = {p for p in SHIPPED.rglob("*") if p.is_file()}
    assert shipped == set(files), "files in resources/guide that the guide does not use"


@pytest.mark.parametrize("language", LANGUAGES)
def test_links_and_images_resolve(language):
    page = (SHIPPED / f"guide-{language}.html").read_text(encoding="utf-8")
    ids = set(re.findall(r'id="([^"]+)"', page))
    anchors = set(re.findall(r'href="#([^"]+)"', page))
    assert anchors and anchors <= ids, anchors - ids
    images = re.findall(r'<img src="([^"]+)"', page)
    assert images and all((SHIPPED / src).exists() for src in images)
    assert f'<html lang="{language}">' in page


def test_renderer_handles_the_markdown_it_meets(tmp_path):
    module = make_guide()
    source = tmp_path / "page.md"
    renderer = module.Renderer(source)
    title, body = renderer.render("# Title *one*\n\nA **bold** `a*b*c` [link](#x) & <b>.\n\n"
                                  "- one\n  more\n- two\n\n1. first\n\n| a | b |\n|---|---|\n| 1 | *2* |\n\n"
                                  "    code <here>\n\n## Every setting, in plain words\n")
    assert title == "Title one"
    assert '<h1 id="title-one">Title <em>one</em></h1>' in body
    assert "<strong>bold</strong> <code>a*b*c</code> <a href=\"#x\">link</a> &amp; &lt;b&gt;." in body
    assert "<ul>\n<li>one more</li>\n<li>two</li>\n</ul>" in body
    assert "<ol>\n<li>first</li>\n</ol>" in body
    assert "<td><em>2</em></td>" in body and "<th>a</th>" in body
    assert "<pre>code &lt;here&gt;</pre>" in body
    assert 'id="every-setting-in-plain-words"' in body
