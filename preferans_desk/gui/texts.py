"""Every deal, write and refusal in words, in the interface language.

The core returns codes and numbers; this module is the one place that puts
them into (translatable) words, for the history, the entry dialog's preview,
the sheet's hover text and error messages.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from preferans_desk.core.deals import Adjust, AllPass, Contract, Deal, Misere
from preferans_desk.core.engine import DealRecord, Entry
from preferans_desk.core.errors import DealError, DealWarning
from preferans_desk.core.numbers import Number, mixed_str

SUIT_SYMBOLS = {"spades": "♠", "clubs": "♣", "diamonds": "♦", "hearts": "♥"}


Translate = Callable[[str, str, "str | None", int], str]  # (context, source, disambiguation, n) -> text
_translate: ContextVar[Translate] = ContextVar("translate", default=QCoreApplication.translate)


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """Translate module-level text; lupdate files bare tr() calls under the empty context."""
    return _translate.get()("", text, disambiguation, n)


@contextmanager
def translated_by(translate: Translate) -> Iterator[None]:
    """Word everything here with ``translate`` instead of the installed translators while the block
    runs: an export in another language than the interface's, with no language switch of the window."""
    token = _translate.set(translate)
    try:
        yield
    finally:
        _translate.reset(token)


def suit_symbol(suit: str) -> str:
    return SUIT_SYMBOLS.get(suit) or tr("NT")


def contract_name(level: int, suit: str) -> str:
    return f"{level}{suit_symbol(suit)}"


def number(x: Number, sign: bool = False) -> str:
    return mixed_str(x, sign)


def decision_word(decision: str) -> str:
    return {"whist": tr("whisted"), "pass": tr("passed"), "half": tr("half-whisted")}[decision]


def deal_summary(players: list[str], record: DealRecord) -> str:
    """One deal in plain words: "Boris 7♠, Anna whisted, Vera passed: 6 tricks, down 1"."""
    deal = record.deal
    text = _deal_words(players, deal, record)
    if getattr(deal, "blind", False):
        text += " " + tr("(blind)")
    if deal.note:
        text += f" — {deal.note}"
    return text


def _deal_words(players: list[str], deal: Deal, record: DealRecord) -> str:
    if isinstance(deal, Contract):
        return _contract_words(players, deal, record)
    if isinstance(deal, Misere):
        who = players[deal.declarer]
        if deal.tricks == 0:
            return tr("{0} misère, made").format(who)
        return tr("{0} misère, %n trick(s) taken", None, deal.tricks).format(who)
    if isinstance(deal, AllPass):
        counts = ", ".join(f"{players[s]} {t}" for s, t in enumerate(deal.tricks) if t is not None)
        return tr("All-pass #{0}: {1}").format(record.allpass_n, counts)
    assert isinstance(deal, Adjust)
    return tr("Adjustment")


def _contract_words(players: list[str], deal: Contract, record: DealRecord) -> str:
    from preferans_desk.core.validate import Table

    first, second = Table(players, record.dealer).defenders(deal.declarer)
    parts = [f"{players[deal.declarer]} {contract_name(deal.level, deal.suit)}"]
    if deal.defence == ("pass", "pass"):
        parts.append(tr("both passed"))
    else:
        for seat, word in zip((first, second), deal.defence, strict=True):
            parts.append(f"{players[seat]} {decision_word(word)}")
    text = ", ".join(parts)
    if deal.played and deal.tricks is not None:
        t = deal.tricks[deal.declarer]
        result = tr("%n trick(s)", None, t)
        if t < deal.level:
            result += ", " + tr("down %n", None, deal.level - t)
        text += ": " + result
    if deal.to_mountain:
        text += " " + tr("(written off the mountain)")
    return text


def dealer_text(players: list[str], dealer: int | None) -> str:
    return "" if dealer is None else tr("{0} deals").format(players[dealer])


def warning_text(warning: DealWarning) -> str:
    """A warning in the interface language (the core words it in English)."""
    template = ERRORS.get(warning.code)
    return tr(template).format(**warning.params) if template else warning.message


def write_text(players: list[str], field: tuple, amount: Number) -> str:
    """One write: "Anna +4 pool", "Boris 8 whists on Anna"."""
    if field[0] == "pool":
        return tr("{0} {1} pool").format(players[field[1]], number(amount, sign=True))
    if field[0] == "mountain":
        return tr("{0} {1} mountain").format(players[field[1]], number(amount, sign=True))
    return tr("{0} {1} whists on {2}").format(players[field[1]], number(amount), players[field[2]])


def consequence(players: list[str], record: DealRecord) -> str:
    """What a deal writes, fields merged as on paper: "Anna +4 pool; Boris 8 whists on Anna"."""
    merged: dict[tuple, Number] = {}
    for field, amount, _why in record.writes:
        merged[field] = merged.get(field, 0) + amount
    parts = [write_text(players, field, amount) for field, amount in merged.items() if amount]
    return "; ".join(parts) if parts else tr("nothing is written")


REASONS = {
    "game": QT_TRANSLATE_NOOP("", "game"),
    "game_off_mountain": QT_TRANSLATE_NOOP("", "game written off the mountain"),
    "remiz": QT_TRANSLATE_NOOP("", "undertricks"),
    "whist_tricks": QT_TRANSLATE_NOOP("", "whists for tricks"),
    "consolation": QT_TRANSLATE_NOOP("", "consolation"),
    "duty": QT_TRANSLATE_NOOP("", "whisters' duty"),
    "half_whist": QT_TRANSLATE_NOOP("", "half-whist"),
    "talon": QT_TRANSLATE_NOOP("", "talon bonus"),
    "misere": QT_TRANSLATE_NOOP("", "misère"),
    "misere_penalty": QT_TRANSLATE_NOOP("", "misère tricks"),
    "allpass": QT_TRANSLATE_NOOP("", "all-pass"),
    "allpass_zero": QT_TRANSLATE_NOOP("", "no trick on all-pass"),
    "help": QT_TRANSLATE_NOOP("", "help"),
    "help_mountain": QT_TRANSLATE_NOOP("", "help, off the mountain"),
    "adjust": QT_TRANSLATE_NOOP("", "adjustment"),
}


def reason_text(code: str) -> str:
    return tr(REASONS.get(code, code))


def entry_tooltip(players: list[str], record: DealRecord, field: tuple, entry: Entry) -> str:
    """Hover text for a number on the sheet: which deal wrote it and why."""
    what = write_text(players, field, entry.delta)
    why = ", ".join(f"{reason_text(code)} {number(amount)}" for code, amount in entry.reasons)
    head = tr("deal {0}: {1}").format(entry.deal + 1, deal_summary(players, record))
    return f"{head} → {what} ({why})"


ERRORS = {
    "seat": QT_TRANSLATE_NOOP("", "Choose a player."),
    "declarer_sits_out": QT_TRANSLATE_NOOP("", "{seat} deals and sits out this deal; he cannot declare."),
    "level": QT_TRANSLATE_NOOP("", "The level must be 6 to 10."),
    "suit": QT_TRANSLATE_NOOP("", "Choose a suit or no-trump."),
    "defence_shape": QT_TRANSLATE_NOOP("", "Give both defenders' decisions."),
    "defence_word": QT_TRANSLATE_NOOP("", "Each defender whists, passes or half-whists."),
    "half_level": QT_TRANSLATE_NOOP("", "Half-whist is not allowed at level {level} under these rules."),
    "half_order": QT_TRANSLATE_NOOP("", "Only the second defender may half-whist, and only after the first passed."),
    "stalingrad": QT_TRANSLATE_NOOP("", "Stalingrad: on 6♠ both defenders must whist."),
    "tricks_missing": QT_TRANSLATE_NOOP("", "Enter the tricks: somebody whisted."),
    "tricks_shape": QT_TRANSLATE_NOOP("", "Enter one trick count per player."),
    "tricks_range": QT_TRANSLATE_NOOP("", "{seat}: a trick count is 0 to 10."),
    "dealer_tricks": QT_TRANSLATE_NOOP("", "{seat} deals and sits out: he takes no tricks."),
    "active_tricks": QT_TRANSLATE_NOOP("", "Enter {seat}'s tricks."),
    "tricks_sum": QT_TRANSLATE_NOOP("", "The tricks add up to {total}, not 10."),
    "talon": QT_TRANSLATE_NOOP("", "Talon tricks are 0 to 3."),
    "blind_not_allowed": QT_TRANSLATE_NOOP("", "Blind games are not allowed under these rules."),
    "to_mountain_not_allowed": QT_TRANSLATE_NOOP("", "These rules do not allow writing a game off the mountain."),
    "to_mountain_failed": QT_TRANSLATE_NOOP("", "Only a made game can be written off the mountain."),
    "misere_tricks": QT_TRANSLATE_NOOP("", "The misère declarer takes 0 to 10 tricks."),
    "adjust_shape": QT_TRANSLATE_NOOP("", "Give one amount per player."),
    "adjust_number": QT_TRANSLATE_NOOP("", "Amounts must be exact numbers."),
    "adjust_whist": QT_TRANSLATE_NOOP("", "Whists are written by one player on another."),
    "below_exit_level": QT_TRANSLATE_NOOP("", "After {streak} all-pass(es) the game must be at least {exit}."),
}


def error_text(error: DealError) -> str:
    """A refusal in the interface language."""
    template = ERRORS.get(error.code)
    if template is None:
        return error.message
    return tr(template).format(field=error.field, **error.params)
