"""Refresh the Qt Linguist sources and compile them: `python packaging/translations.py`.

lupdate collects every translatable string of the package (the core's and the
library's English refusals too: they are marked with core/noop.py's pure-Python
QT_TRANSLATE_NOOP, which lupdate finds by name) into preferans_desk/resources/translations/
preferans_desk_ru.ts, keeping the translations already made, and only the
plural messages into preferans_desk_en.ts: English needs no translation, but
"%n trick(s)" should read "1 trick", "2 tricks". lrelease compiles both to the
.qm files the app loads (gui/i18n.py).

Plurals: lupdate files a message as plural only when the count is the third
argument, ``self.tr(text, disambiguation, n)`` or ``translate(context, text,
disambiguation, n)``; ``texts.tr(text, n)`` passes it second, so lupdate takes
those messages for plain ones, and Qt would find no Russian text for 2 or 5 of
them. So every message whose source holds %n is made plural here after lupdate
(with the forms it had before, lupdate would drop them), and the English file
gets those too (lupdate says "Removed plural forms…" about them: expected).
For messages lupdate already files as plural this changes nothing.
"""

from __future__ import annotations

import html
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "preferans_desk" / "resources" / "translations"
LANGUAGES = ("ru",)  # full translations; English (the source) gets its plural forms only
PLURAL_FORMS = {"en": 2, "ru": 3}  # numerus forms Qt uses for the language

CONTEXT = re.compile(r"<context>\n    <name>(?P<name>.*?)</name>\n(?P<body>.*?)</context>\n", re.S)
MESSAGE = re.compile(r"    <message(?P<attrs>[^>]*)>\n(?P<body>.*?)\n    </message>\n", re.S)
SOURCE = re.compile(r"<source>(.*?)</source>", re.S)
COMMENT = re.compile(r"<comment>(.*?)</comment>", re.S)
TRANSLATION = re.compile(r"\n        <translation[^>]*?(?:/>|>.*?</translation>)", re.S)
FORM = re.compile(r"<numerusform>(.*?)</numerusform>", re.S)


def sources() -> list[str]:
    """The package's Python files lupdate reads, relative to the root."""
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "preferans_desk").rglob("*.py"))


def _key(context: str, body: str) -> tuple[str, str, str]:
    comment = COMMENT.search(body)
    return context, SOURCE.search(body).group(1), comment.group(1) if comment else ""


def messages(text: str):
    """(context name, attributes, body, context match, message match) for every message of a TS text."""
    for context in CONTEXT.finditer(text):
        for message in MESSAGE.finditer(context.group("body")):
            yield context.group("name"), message.group("attrs"), message.group("body"), context, message


def plural_translations(ts: Path) -> dict[tuple[str, str, str], str]:
    """The <translation> element of every plural message, by (context, source, comment), as written."""
    if not ts.exists():
        return {}
    found = {}
    for context, attrs, body, _, _ in messages(ts.read_text(encoding="utf-8")):
        translation = TRANSLATION.search(body)
        if 'numerus="yes"' in attrs and translation and FORM.search(translation.group()):
            found[_key(context, body)] = translation.group()
    return found


def _plural_body(body: str, kept: str | None, forms: int) -> str:
    """A message body made plural: the translation kept before, else ``forms`` empty forms."""
    if kept is None:
        empty = "".join("\n            <numerusform></numerusform>" for _ in range(forms))
        kept = f'\n        <translation type="unfinished">{empty}\n        </translation>'
    translation = TRANSLATION.search(body)
    if translation is None:
        return body + kept
    return body[:translation.start()] + kept + body[translation.end():]


def make_plural(ts: Path, kept: dict[tuple[str, str, str], str], forms: int,
                extra: list[tuple[str, str]] = ()) -> int:
    """Mark every message with %n in its source as plural; add ``extra`` (context, body) messages
    that are missing. Returns how many messages were changed or added."""
    text = ts.read_text(encoding="utf-8")
    changed = 0
    out, at = [], 0
    present = set()
    for context, attrs, body, context_match, message in messages(text):
        key = _key(context, body)
        present.add(key)
        if "%n" in key[1] and 'numerus="yes"' not in attrs:
            start = context_match.start("body") + message.start()
            end = context_match.start("body") + message.end()
            new = f'    <message numerus="yes"{attrs}>\n{_plural_body(body, kept.get(key), forms)}\n    </message>\n'
            out.append(text[at:start] + new)
            at = end
            changed += 1
    text = "".join(out) + text[at:]
    for context, body in extra:
        key = _key(context, body)
        if key in present:
            continue
        present.add(key)
        block = f'    <message numerus="yes">\n{_plural_body(body, kept.get(key), forms)}\n    </message>\n'
        named = re.search(rf"<context>\n    <name>{re.escape(context)}</name>\n", text)
        if named is None:  # a new context, in lupdate's (sorted) place
            following = next((m for m in CONTEXT.finditer(text) if html.unescape(m.group("name"))
                              > html.unescape(context)), None)
            at = following.start() if following is not None else text.rindex("</TS>")
            text = text[:at] + f"<context>\n    <name>{context}</name>\n{block}</context>\n" + text[at:]
        else:
            at = text.index("</context>\n", named.end())
            text = text[:at] + block + text[at:]
        changed += 1
    ts.write_text(text, encoding="utf-8")
    return changed


def plural_messages(ts: Path) -> list[tuple[str, str]]:
    """(context, body without translation) of every message with %n in its source."""
    found = []
    for context, _attrs, body, _, _ in messages(ts.read_text(encoding="utf-8")):
        if "%n" in _key(context, body)[1]:
            found.append((context, TRANSLATION.sub("", body)))
    return found


def update(ts: Path, *options: str, extra: list[tuple[str, str]] = ()) -> None:
    """lupdate into ``ts`` (keeping plural translations), then lrelease it to the .qm beside it."""
    language = ts.stem.rsplit("_", 1)[1]
    kept = plural_translations(ts)
    subprocess.run(["pyside6-lupdate", *sources(), "-no-obsolete", *options, "-ts", str(ts)], cwd=ROOT, check=True)
    changed = make_plural(ts, kept, PLURAL_FORMS[language], extra)
    if changed:
        print(f"    Made {changed} message(s) with %n plural in {ts.name}")
    subprocess.run(["pyside6-lrelease", str(ts), "-qm", str(ts.with_suffix(".qm"))], cwd=ROOT, check=True)


def main() -> int:
    plurals: list[tuple[str, str]] = []
    for language in LANGUAGES:
        ts = FOLDER / f"preferans_desk_{language}.ts"
        update(ts)
        plurals = plurals or plural_messages(ts)
    update(FOLDER / "preferans_desk_en.ts", "-pluralonly", "-source-language", "en", "-target-language", "en",
           extra=plurals)
    return 0


if __name__ == "__main__":
    sys.exit(main())
