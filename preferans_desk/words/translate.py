"""The translator the words layer speaks through, injectable and free of Qt.

``tr(text, disambiguation, n)`` translates module-level text under the empty context (as lupdate files a
bare ``tr()`` call); ``translate(context, text, disambiguation, n)`` under any context. The count comes third,
so that lupdate files a message with ``%n`` as plural by itself.

Who translates: ``translated_by(translate)`` for the length of a block (an export in another language than
the window's), else what ``install`` set (the window installs ``QCoreApplication.translate`` and its
language, gui/i18n.py), else the English source text itself with ``%n`` filled in. Nothing here imports Qt,
so the command line and the PDF writer word everything without it.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from contextlib import contextmanager
from contextvars import ContextVar

from preferans_desk.core.noop import QT_TRANSLATE_NOOP

Translate = Callable[[str, str, "str | None", int], str]  # (context, source, disambiguation, n) -> text

__all__ = ["QT_TRANSLATE_NOOP", "Translate", "current", "install", "language", "source_text", "tr", "translate",
           "translated_by"]


def source_text(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """No translation: the English source, ``%n`` replaced by the count as Qt does."""
    return text.replace("%n", str(n)) if n >= 0 else text


_installed: list[Translate] = [source_text]
_installed_language: list[Callable[[], str]] = [lambda: "en"]
_lent: ContextVar[tuple[Translate, str | None] | None] = ContextVar("translate", default=None)


def install(translator: Translate, current_language: Callable[[], str] | None = None) -> None:
    """Word everything with ``translator`` from now on, in ``current_language()`` (the window's: it may change)."""
    _installed[0] = translator
    if current_language is not None:
        _installed_language[0] = current_language


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    lent = _lent.get()
    return (lent[0] if lent is not None else _installed[0])(context, text, disambiguation, n)


def current() -> Translate:
    """The translator in effect here and now (lent or installed), to word through later."""
    lent = _lent.get()
    return lent[0] if lent is not None else _installed[0]


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """Translate module-level text; lupdate files bare tr() calls under the empty context."""
    return translate("", text, disambiguation, n)


def language() -> str:
    """The language the words come out in ("en", "ru"): the lent translator's if it named one, else the
    installed one's."""
    lent = _lent.get()
    if lent is not None and lent[1] is not None:
        return lent[1]
    return _installed_language[0]()


@contextmanager
def translated_by(translator: Translate, lang: str | None = None) -> Generator[None, None, None]:
    """Word everything with ``translator`` (in ``lang``) instead of the installed one while the block runs:
    an export in another language than the interface's, with no language switch of the window."""
    token = _lent.set((translator, lang))
    try:
        yield
    finally:
        _lent.reset(token)
