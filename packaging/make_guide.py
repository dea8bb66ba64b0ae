"""Render the user guide for the app: `python packaging/make_guide.py`.

The guide is written in Markdown, docs/guide/guide-en.md and guide-ru.md (readable on the project's pages as
they are). The app ships it as HTML, so that Help → User Guide opens it in any browser, offline:
resources/guide/guide-LANG.html, with the screenshots it shows copied beside it in images/.
The output is committed (it is package data); tests/packaging checks that it is up to date.

Only the Markdown the guide uses is understood: headings, paragraphs, lists, tables, code blocks indented by
four spaces or fenced, images, links, **bold**, *italics* and `code`. No third-party package is needed.
"""

from __future__ import annotations

import html
import re
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "docs" / "guide"
OUT = ROOT / "resources" / "guide"
LANGUAGES = ("en", "ru")

CSS = """
body { font-family: "DejaVu Sans", "Segoe UI", Helvetica, Arial, sans-serif; line-height: 1.5; color: #222;
       max-width: 60em; margin: 0 auto; padding: 1em 2em 3em; background: #fffdf7; }
h1 { color: #5a4a2a; border-bottom: 2px solid #5a4a2a; padding-bottom: .2em; }
h2 { color: #5a4a2a; border-bottom: 1px solid #d8cfb5; margin-top: 2em; }
h3 { color: #3d3320; }
code, pre { font-family: "DejaVu Sans Mono", Consolas, Menlo, monospace; background: #f2ecdb; }
code { padding: 0 .25em; border-radius: 3px; }
pre { padding: .6em 1em; overflow-x: auto; border-radius: 4px; }
table { border-collapse: collapse; margin: .8em 0; }
th, td { border: 1px solid #d8cfb5; padding: .3em .7em; text-align: left; vertical-align: top; }
th { background: #f2ecdb; }
img { max-width: 100%; border: 1px solid #d8cfb5; box-shadow: 0 1px 4px rgba(0, 0, 0, .15); }
a { color: #1f4e99; }
"""

INLINE_CODE = re.compile(r"`([^`]+)`")
IMAGE = re.compile(r"!\[([^\]]*)\]\(([^)\s]+)\)")
LINK = re.compile(r"\[([^\]]+)\]\(([^)\s]+)\)")
BOLD = re.compile(r"\*\*(.+?)\*\*")
ITALIC = re.compile(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])")
HEADING = re.compile(r"^(#{1,6})\s+(.*)$")
LIST_ITEM = re.compile(r"^(\s*)([-*]|\d+\.)\s+(.*)$")
TABLE_RULE = re.compile(r"^\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?$")


def slug(text: str) -> str:
    """The anchor of a heading, as GitHub makes it: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"<[^>]+>", "", text).lower()
    return re.sub(r"[^\w\- ]", "", text).strip().replace(" ", "-")


class Renderer:
    def __init__(self, source: Path):
        self.source = source
        self.images: list[Path] = []  # the files the page shows, to copy beside it

    def inline(self, text: str) -> str:
        codes: list[str] = []

        def keep(match: re.Match) -> str:
            codes.append(f"<code>{html.escape(match.group(1), quote=False)}</code>")
            return f"\0{len(codes) - 1}\0"

        text = INLINE_CODE.sub(keep, text)
        text = html.escape(text, quote=False)
        text = IMAGE.sub(lambda m: self.image(m.group(1), m.group(2)), text)
        text = LINK.sub(lambda m: f'<a href="{self.href(m.group(2))}">{m.group(1)}</a>', text)
        text = BOLD.sub(r"<strong>\1</strong>", text)
        text = ITALIC.sub(r"<em>\1</em>", text)
        return re.sub("\0(\\d+)\0", lambda m: codes[int(m.group(1))], text)

    def image(self, alt: str, src: str) -> str:
        path = (self.source.parent / html.unescape(src)).resolve()
        if not path.exists():
            raise SystemExit(f"{self.source}: no image {src}")
        if path not in self.images:
            self.images.append(path)
        return f'<img src="images/{html.escape(path.name)}" alt="{alt}">'

    @staticmethod
    def href(target: str) -> str:
        return target  # anchors (#…) and web addresses stay as they are

    def render(self, text: str) -> tuple[str, str]:
        """(title, body HTML) of a Markdown text."""
        lines = text.splitlines()
        out: list[str] = []
        title = ""
        i = 0
        while i < len(lines):
            line = lines[i]
            if not line.strip():
                i += 1
            elif line.startswith("```"):
                end = next((j for j in range(i + 1, len(lines)) if lines[j].startswith("```")), len(lines))
                out.append("<pre>" + html.escape("\n".join(lines[i + 1:end]), quote=False) + "</pre>")
                i = end + 1
            elif line.startswith("    "):
                block = []
                while i < len(lines) and (lines[i].startswith("    ") or not lines[i].strip()):
                    block.append(lines[i][4:])
                    i += 1
                out.append("<pre>" + html.escape("\n".join(block).rstrip("\n"), quote=False) + "</pre>")
            elif match := HEADING.match(line):
                level, content = len(match.group(1)), self.inline(match.group(2).strip())
                if level == 1 and not title:
                    title = re.sub(r"<[^>]+>", "", content)
                out.append(f'<h{level} id="{slug(content)}">{content}</h{level}>')
                i += 1
            elif line.startswith("|") and i + 1 < len(lines) and TABLE_RULE.match(lines[i + 1].strip()):
                rows = [line]
                i += 2
                while i < len(lines) and lines[i].startswith("|"):
                    rows.append(lines[i])
                    i += 1
                out.append(self.table(rows))
            elif LIST_ITEM.match(line):
                i = self.list(lines, i, out)
            else:
                para = []
                while (i < len(lines) and lines[i].strip() and not HEADING.match(lines[i])
                       and not LIST_ITEM.match(lines[i]) and not lines[i].startswith(("|", "```", "    "))):
                    para.append(lines[i].strip())
                    i += 1
                out.append("<p>" + self.inline(" ".join(para)) + "</p>")
        return title, "\n".join(out)

    def table(self, rows: list[str]) -> str:
        def cells(row: str) -> list[str]:
            return [cell.strip() for cell in row.strip().strip("|").split("|")]

        head = "".join(f"<th>{self.inline(c)}</th>" for c in cells(rows[0]))
        body = "".join("<tr>" + "".join(f"<td>{self.inline(c)}</td>" for c in cells(row)) + "</tr>\n"
                       for row in rows[1:])
        return f"<table>\n<thead><tr>{head}</tr></thead>\n<tbody>\n{body}</tbody>\n</table>"

    def list(self, lines: list[str], i: int, out: list[str]) -> int:
        """A list whose items may go on over indented lines; returns the index after it."""
        ordered = LIST_ITEM.match(lines[i]).group(2)[0].isdigit()
        items: list[str] = []
        while i < len(lines):
            match = LIST_ITEM.match(lines[i])
            if match and not match.group(1):
                items.append(match.group(3).strip())
            elif lines[i].startswith(("  ", "\t")) and lines[i].strip() and items:
                items[-1] += " " + lines[i].strip()
            else:
                break
            i += 1
        tag = "ol" if ordered else "ul"
        out.append(f"<{tag}>\n" + "\n".join(f"<li>{self.inline(item)}</li>" for item in items) + f"\n</{tag}>")
        return i


def page(language: str, title: str, body: str) -> str:
    return (f'<!DOCTYPE html>\n<html lang="{language}">\n<head>\n<meta charset="utf-8">\n'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            f"<title>{title}</title>\n<style>{CSS}</style>\n</head>\n<body>\n{body}\n</body>\n</html>\n")


def build(out: Path = OUT) -> dict[Path, bytes]:
    """Every file of the rendered guide, by its path under ``out``."""
    files: dict[Path, bytes] = {}
    for language in LANGUAGES:
        source = SOURCE / f"guide-{language}.md"
        renderer = Renderer(source)
        title, body = renderer.render(source.read_text(encoding="utf-8"))
        files[out / f"guide-{language}.html"] = page(language, title, body).encode("utf-8")
        for image in renderer.images:
            files[out / "images" / image.name] = image.read_bytes()
    return files


def main(out: Path = OUT) -> int:
    files = build(out)
    if out.exists():
        shutil.rmtree(out)
    for path, data in files.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    size = sum(len(data) for data in files.values())
    print(f"{out}: {len(files)} files, {size // 1024} KiB")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT))
