"""The shipped translations (Qt Linguist's compiled ``.qm`` files) read in pure Python.

The live sheet's server words the phones' page and the sheet in every language at once and may load no Qt
(it runs in threads of its own, also under ``preferans-desk share``), so it reads the very ``.qm`` files the
window loads with ``QTranslator``: no second table of words, no ``.ts`` source the package need not ship.
``tests/words/test_compiled.py`` checks that every message of both files comes out as ``QTranslator`` gives
it, plural forms included.

A ``.qm`` file (as lrelease writes it) is a 16-byte magic number, then sections, each a tag byte and a
big-endian 32-bit length: the messages, a table of (hash, offset) pairs sorted by hash, the plural rules.
A message is a run of tagged fields: its translations (UTF-16BE, one per plural form) and, only where two
messages would otherwise be mistaken for one another, its context, source text and comment (UTF-8).
"""

from __future__ import annotations

import struct
from collections.abc import Iterator
from functools import cache
from pathlib import Path

from preferans_desk.resources import TRANSLATIONS

from .translate import Translate, source_text

MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")
HASHES, MESSAGES, PLURAL_RULES = 0x42, 0x69, 0x88  # the sections read (contexts, dependencies... are not)
END, TRANSLATION, OBSOLETE, SOURCE, CONTEXT, COMMENT = 1, 3, 5, 6, 7, 8  # a message's field tags
# The plural rules' byte code: a test of n (or its last digit or two) against one or two numbers, joined by
# AND and OR; each rule ends with NEWRULE and the first that holds gives the form.
EQ, LT, LEQ, BETWEEN, OP_MASK = 1, 2, 3, 4, 0x07
NOT, MOD_10, MOD_100, LEAD_1000 = 0x08, 0x10, 0x20, 0x40
AND, OR, NEWRULE = 0xFD, 0xFE, 0xFF


class CompiledTranslation:
    """One ``.qm`` file: ``find`` a message's translation as ``QTranslator.translate`` finds it."""

    def __init__(self, data: bytes):
        if not data.startswith(MAGIC):
            raise ValueError("not a compiled Qt translation")
        sections = dict(_sections(data))
        self._messages = sections.get(MESSAGES, b"")
        self._rules = sections.get(PLURAL_RULES, b"")
        self._offsets: dict[int, list[int]] = {}
        table = sections.get(HASHES, b"")
        for at in range(0, len(table) - 7, 8):
            key, offset = struct.unpack_from(">II", table, at)
            self._offsets.setdefault(key, []).append(offset)

    @classmethod
    def load(cls, path: Path) -> CompiledTranslation:
        return cls(path.read_bytes())

    def find(self, context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str | None:
        """The translation of ``text`` (its plural form for ``n`` when ``n >= 0``), None if the file has none.
        As Qt does, a message looked up with a disambiguation is looked up again without one."""
        form = self.plural_form(n) if n >= 0 else 0
        for comment in dict.fromkeys((disambiguation or "", "")):
            for offset in self._offsets.get(_elf_hash((text + comment).encode()), ()):
                found = self._message(offset, (context.encode(), text.encode(), comment.encode()), form)
                if found is not None:
                    return found
        return None

    def plural_form(self, n: int) -> int:
        """Which of a plural message's translations ``n`` takes: the first rule that holds, else the last form."""
        rules, at, form = self._rules, 0, 0
        while at < len(rules):
            holds, at = _rule(rules, at, n)
            if holds:
                return form
            form, at = form + 1, at + 1  # past the NEWRULE
        return form

    def _message(self, offset: int, asked: tuple[bytes, bytes, bytes], form: int) -> str | None:
        """The ``form``-th translation of the message at ``offset``, None when a field it keeps is not the one
        ``asked`` (context, source text, comment)."""
        data, at, forms = self._messages, offset, 0
        found: str | None = None
        while at < len(data) and data[at] != END:
            tag = data[at]
            if tag == OBSOLETE:
                at += 5
                continue
            if tag not in (TRANSLATION, CONTEXT, SOURCE, COMMENT):
                return None  # a field this reader does not know: not a match, as in Qt
            (length,) = struct.unpack_from(">I", data, at + 1)
            field, at = data[at + 5:at + 5 + length], at + 5 + length
            if tag == TRANSLATION:
                if length & 1:  # an odd length (also the "null" 0xFFFFFFFF) is no text
                    return None
                if forms == form:
                    found = field.decode("utf-16-be")
                forms += 1
            elif field != asked[(CONTEXT, SOURCE, COMMENT).index(tag)]:
                return None
        return found


def _sections(data: bytes) -> Iterator[tuple[int, bytes]]:
    at = len(MAGIC)
    while at + 5 <= len(data):
        tag, length = data[at], struct.unpack_from(">I", data, at + 1)[0]
        yield tag, data[at + 5:at + 5 + length]
        at += 5 + length


def _elf_hash(data: bytes) -> int:
    """The key of the hash table: the ELF hash of the source text and comment (never 0)."""
    value = 0
    for byte in data:
        value = ((value << 4) + byte) & 0xFFFFFFFF
        high = value & 0xF0000000
        if high:
            value ^= high >> 24
        value &= ~high & 0xFFFFFFFF
    return value or 1


def _rule(rules: bytes, at: int, n: int) -> tuple[bool, int]:
    """Whether the rule starting at ``at`` holds for ``n`` (its ORs of ANDs of tests), and where it ends."""
    any_holds = False
    while True:
        all_hold = True
        while True:
            holds, at = _test(rules, at, n)
            all_hold = all_hold and holds
            if at >= len(rules) or rules[at] != AND:
                break
            at += 1
        any_holds = any_holds or all_hold
        if at >= len(rules) or rules[at] != OR:
            return any_holds, at
        at += 1


def _test(rules: bytes, at: int, n: int) -> tuple[bool, int]:
    """One test of ``n`` (or its last digit, last two, or leading group of three) and where the next begins."""
    code, right = rules[at], rules[at + 1]
    left = n % 10 if code & MOD_10 else n % 100 if code & MOD_100 else n
    if not code & (MOD_10 | MOD_100) and code & LEAD_1000:
        while left >= 1000:
            left //= 1000
    op, at = code & OP_MASK, at + 2
    if op == BETWEEN:
        holds, at = right <= left <= rules[at], at + 1
    else:
        holds = left == right if op == EQ else left < right if op == LT else left <= right
    return holds != bool(code & NOT), at


@cache
def compiled(lang: str) -> CompiledTranslation | None:
    """The shipped translation into ``lang`` (English's holds only its plural forms), None if there is none."""
    path = TRANSLATIONS / f"preferans_desk_{lang}.qm"
    return CompiledTranslation.load(path) if path.is_file() else None


def translator(lang: str) -> Translate:
    """A translator into ``lang`` from its shipped file, for ``translate.translated_by``: what the file does not
    hold comes out as the English source, and ``%n`` is filled in as ``QCoreApplication.translate`` does."""
    file = compiled(lang)

    def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        translation = file.find(context, text, disambiguation, n) if file is not None else None
        return source_text(context, text if translation is None else translation, disambiguation, n)

    return translate
