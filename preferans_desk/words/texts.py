"""Every deal, write and refusal in words, in the interface language (or the one an export lends).

The core returns codes and numbers; this module is the one place that puts them into (translatable) words,
for the history, the entry dialog's preview, the sheet's hover text, the printout and error messages (a deal
the dialog refuses: ``error_text``; a game file, setting, house convention or library operation refused:
``problem_text``). It imports no Qt: the words come through ``words.translate``.

The refusals are translated from the English templates where the core and the library keep them
(``core.errors``, ``core.settings``, ``core.exact_numbers``, ``core.conventions``, ``library.library_errors``), each
marked there for lupdate with ``QT_TRANSLATE_NOOP("", ...)``: in English the window says exactly what the command
line says, and a new code is worded in every language as soon as its Russian is in the .ts file.
"""

from __future__ import annotations

import textwrap
from collections.abc import Mapping
from typing import Any

from preferans_desk.core.currency import money_text, price_text
from preferans_desk.core.deals import Adjust, AllPass, Contract, Deal, Misere, taken
from preferans_desk.core.engine import DealRecord, Entry
from preferans_desk.core.errors import DEAL_PROBLEM, DEAL_TEMPLATES, CodedError, DealError, DealWarning
from preferans_desk.core.exact_numbers import MINUS, Number, shown_str
from preferans_desk.core.money import minor_digits
from preferans_desk.core.scoring import Field
from preferans_desk.core.settings import SETTING_PROBLEM, SettingsError
from preferans_desk.library.library_errors import MESSAGES as LIBRARY_MESSAGES
from preferans_desk.library.library_errors import LibraryError

from .translate import QT_TRANSLATE_NOOP, language, tr
from .translate import Translate as Translate  # re-exported: the window words through this module
from .translate import translated_by as translated_by

SUIT_SYMBOLS = {"spades": "♠", "clubs": "♣", "diamonds": "♦", "hearts": "♥"}


def suit_symbol(suit: str) -> str:
    return SUIT_SYMBOLS.get(suit) or tr("NT")


def contract_name(level: int, suit: str) -> str:
    return f"{level}{suit_symbol(suit)}"


def number(x: Number, sign: bool = False) -> str:
    """A number as people read it: "30 2/3", "+4", "−1/2" (the typographic minus, as money has it)."""
    return shown_str(x, sign)


def money(minor: Number, digits: int, currency: str | None, sign: bool = False) -> str:
    """Money in minor units as the interface's language writes it: "2 470,00 ₽", "2,470.00 RUB"."""
    return money_text(round(minor), digits, currency, language(), sign)


def money_totals(totals: Mapping[str, int]) -> str:
    """Sums of money in minor units by currency ("" for none named), each signed, as the language writes
    money: "+2 470,00 ₽; −3,00 EUR"; "" when there is none."""
    return "; ".join(money(total, minor_digits(currency or None), currency or None, sign=True)
                     for currency, total in sorted(totals.items()))


def decimal(x: Number | float, places: int, sign: bool = False) -> str:
    """A decimal fraction as the interface's language writes it, with the typographic minus: "+152.0", "−0.40";
    in Russian with a decimal comma, "+152,0"."""
    text = f"{float(x):{'+' if sign else ''}.{places}f}".replace("-", MINUS)
    return text.replace(".", ",") if language() == "ru" else text


def two_places(x: Number) -> str:
    """A signed average to two places ("+2.61", "−0.40"; "+2,61" in Russian), "0" for none."""
    return decimal(x, 2, sign=True) if x else "0"


def price(value: Number, currency: str | None) -> str:
    """A whist's price as money: "0,50 ₽", not "1/2 RUB"."""
    return price_text(value, currency, language())


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

    assert record.dealer is not None, "a contract is dealt by someone"  # only an adjustment has no dealer
    first, second = Table(players, record.dealer).defenders(deal.declarer)
    name = contract_name(deal.level, deal.suit)
    if deal.totus:
        name = tr("totus {0}").format(name)
    parts = [f"{players[deal.declarer]} {name}"]
    if deal.concede:  # RULES-v2 7: no defence, no play
        parts.append(tr("gave up without three"))
    elif deal.totus:  # RULES-v2 8: nobody whists a totus
        pass
    elif deal.defence == ("pass", "pass"):
        parts.append(tr("both passed"))
    else:
        for seat, word in zip((first, second), deal.defence, strict=True):
            parts.append(f"{players[seat]} {decision_word(word)}")
    if deal.dealer_whist:  # RULES-v2 6.3
        parts.append(tr("{0}, the dealer, whisted").format(players[record.dealer]))
    text = ", ".join(parts)
    played = deal.played or ("half" in deal.defence and deal.tricks is not None)  # a played half-whist too
    if played and deal.tricks is not None:
        t = taken(deal.tricks, deal.declarer)
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


def write_text(players: list[str], field: Field, amount: Number) -> str:
    """One write: "Anna +4 pool", "Boris 8 whists on Anna"."""
    if field[0] == "pool":
        return tr("{0} {1} pool").format(players[field[1]], number(amount, sign=True))
    if field[0] == "mountain":
        return tr("{0} {1} mountain").format(players[field[1]], number(amount, sign=True))
    return tr("{0} {1} whists on {2}").format(players[field[1]], number(amount), players[field[2]])


def consequence(players: list[str], record: DealRecord) -> str:
    """What a deal writes, fields merged as on paper: "Anna +4 pool; Boris 8 whists on Anna". When a
    closed pool sent the points elsewhere, where they went comes first (see ``help_text``)."""
    merged: dict[Field, Number] = {}
    for field, amount, _why in record.writes:
        merged[field] = merged.get(field, 0) + amount
    parts = [write_text(players, field, amount) for field, amount in merged.items() if amount]
    written = "; ".join(parts) if parts else tr("nothing is written")
    helped = help_text(players, record)
    return f"{helped}. {written}" if helped else written


def worth_text(players: list[str], worth: list[Number]) -> str:
    """What a deal was worth to each player, in whists: "Worth: Anna +5 1/3, Boris +1 1/3, Vera −6 2/3"."""
    return tr("Worth: {0}").format(", ".join(f"{name} {number(w, sign=True)}"
                                             for name, w in zip(players, worth, strict=True)))


class _Gift:
    """What a full pool gave away: help to other pools (the seat helped, the amount), and what went off the
    donor's mountain."""

    def __init__(self) -> None:
        self.help: list[tuple[int, Number]] = []
        self.off: Number = 0


def help_text(players: list[str], record: DealRecord) -> str:
    """Where the points of a full pool went, so that the deal's own value shows: "Anna: 10 for the
    misère — 4 help Boris, 6 off the mountain". Empty when nothing went past a pool."""
    donors: dict[int, _Gift] = {}
    writes = record.writes
    for i, (field, amount, why) in enumerate(writes):
        if why == "help" and field[0] == "pool":  # the engine writes the donor's whists on it next
            donor = writes[i + 1][0][1]
            donors.setdefault(donor, _Gift()).help.append((field[1], amount))
        elif why == "help_mountain":
            donors.setdefault(field[1], _Gift()).off -= amount
    lines: list[str] = []
    for donor, went in donors.items():
        own = [(amount, why) for field, amount, why in writes if field == ("pool", donor) and why != "help"]
        kept = sum(amount for amount, _why in own)
        total = kept + sum(amount for _seat, amount in went.help) + went.off
        parts = [tr("{0} into the own pool").format(number(kept))] if kept else []
        parts += [tr("{0} help {1}").format(number(amount), players[seat]) for seat, amount in went.help]
        if went.off:
            parts.append(tr("{0} off the mountain").format(number(went.off)))
        reason = own[0][1] if own else _gain_reason(record.deal)
        lines.append(tr("{0}: {1} for the {2} — {3}").format(players[donor], number(total), reason_text(reason),
                                                                ", ".join(parts)))
    return "; ".join(lines)


def _gain_reason(deal: Deal) -> str:
    """What the donor won when none of it stayed in the own pool (the pool gains of core.scoring)."""
    if isinstance(deal, Misere):
        return "misere"
    return "allpass_zero" if isinstance(deal, AllPass) else "game"


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
    # RULES-v2-settings.md
    "give_up": QT_TRANSLATE_NOOP("", "gave up without three"),
    "totus_bonus": QT_TRANSLATE_NOOP("", "totus bonus"),
    "mountain_first": QT_TRANSLATE_NOOP("", "game written off the mountain first"),
}


def reason_text(code: str) -> str:
    return tr(REASONS.get(code, code))


def entry_tooltip(players: list[str], record: DealRecord, field: Field, entry: Entry) -> str:
    """Hover text for a number on the sheet: which deal wrote it and why (a long note cut and wrapped), and
    what that deal was worth to each player."""
    what = write_text(players, field, entry.delta)
    why = ", ".join(f"{reason_text(code)} {number(amount)}" for code, amount in entry.reasons)
    head = tr("deal {0}: {1}").format(entry.deal + 1, deal_summary(players, record))
    return "\n".join([*tip_lines(f"{head} → {what} ({why})"), worth_text(players, record.worth)])


# A note may be 10,000 characters: what Qt lays out for a row or a tooltip is bounded, not the note.
ROW_CHARS = 300  # each paragraph of a history row at most: wrapped, a long note's start takes some five lines
TIP_CHARS = 1000  # a long note's start in a tooltip,
TIP_WIDTH = 100  # in lines of this many characters (a plain tooltip does not wrap: one line could outgrow the screen)


def clip(text: str, most: int) -> str:
    return text if len(text) <= most else text[:most - 1] + "…"


def tip_lines(line: str) -> list[str]:
    if len(line) <= TIP_WIDTH:
        return [line]
    return textwrap.wrap(clip(line, TIP_CHARS), TIP_WIDTH, subsequent_indent="    ")


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
    "below_exit_level": QT_TRANSLATE_NOOP("", "All-passes in a row: {streak}. The game must be {exit} or higher."),
    "too_large": QT_TRANSLATE_NOOP("", "This deal would take a total on the sheet beyond ±{limit}, more than a game "
                                       "may hold."),
    "too_fine": QT_TRANSLATE_NOOP("", "This deal would leave a total on the sheet with fractions finer than "
                                      "1/{limit}, more than a game may hold."),
}


def error_text(error: DealError) -> str:
    """A refusal in the interface language."""
    template = ERRORS.get(error.code)
    if template is None:  # no advice of the dialog's own: the core's wording (the refusals of RULES-v2)
        return problem_text(error)
    return tr(template).format(field=error.field, **error.params)


# ----- refusals of game files, settings, numbers, house conventions and the library -----
# Words the core gives in English as parameters of its messages: the JSON type names (core.exact_numbers.type_name),
# the kinds of path (core.gamefile.NODE_KINDS) and of deal (``what``) are marked where they are written; the
# JSON parser's and the system's messages are marked here. Only these parameters are translated, and a word no
# translation knows stays in English.
JSON_PROBLEMS = (
    QT_TRANSLATE_NOOP("", "Expecting value"),
    QT_TRANSLATE_NOOP("", "Expecting property name enclosed in double quotes"),
    QT_TRANSLATE_NOOP("", "Expecting ':' delimiter"),
    QT_TRANSLATE_NOOP("", "Expecting ',' delimiter"),
    QT_TRANSLATE_NOOP("", "Unterminated string starting at"),
    QT_TRANSLATE_NOOP("", "Invalid control character at"),
    QT_TRANSLATE_NOOP("", "Invalid \\escape"),
    QT_TRANSLATE_NOOP("", "Invalid \\uXXXX escape"),
    QT_TRANSLATE_NOOP("", "Extra data"),
    QT_TRANSLATE_NOOP("", "Illegal trailing comma before end of object"),
    QT_TRANSLATE_NOOP("", "Illegal trailing comma before end of array"),
)
OS_PROBLEMS = (
    QT_TRANSLATE_NOOP("", "No such file or directory"),
    QT_TRANSLATE_NOOP("", "Permission denied"),
    QT_TRANSLATE_NOOP("", "Is a directory"),
)
WORDED_PARAMS = ("type", "node", "what", "json_problem", "os_problem")
LIBRARY_WORDED_PARAMS = ("problem",)  # the system's message, or library.library_errors.UNSTORABLE


def problem_text(error: BaseException) -> str:
    """A refusal of a game file, a setting, a number, a house convention or a library operation in the
    interface language, its whole chain of causes worded. An error without a code (or a code without a
    template) keeps its English."""
    if isinstance(error, DealError):
        template = DEAL_TEMPLATES.get(error.code)
        if template is None:
            return error.message
        text = tr(template).format(**_words(dict(error.params, field=error.field)))
        return text if error.deal is None else tr(DEAL_PROBLEM).format(deal=error.deal, problem=text)
    if isinstance(error, SettingsError):
        return tr(SETTING_PROBLEM).format(name=repr(error.name), problem=setting_problem_text(error))
    if isinstance(error, CodedError):
        return _coded_text(error)
    if isinstance(error, LibraryError):
        template = LIBRARY_MESSAGES.get(error.code)
        if template is None:
            return str(error)
        return tr(template).format(**_words(error.params, LIBRARY_WORDED_PARAMS))
    return str(error)


def setting_problem_text(error: SettingsError) -> str:
    """What is wrong with a setting's value, without the setting's name (shown beside its editor)."""
    return _coded_text(error)


def _coded_text(error: CodedError) -> str:
    template = type(error).MESSAGES.get(error.code)
    if template is None:
        return error.text
    cause = "" if error.cause is None else problem_text(error.cause)
    return tr(template).format(cause=cause, **_words(error.params))


def _words(params: dict[str, Any], worded: tuple[str, ...] = WORDED_PARAMS) -> dict[str, Any]:
    """The parameters, with the words the core gave in English (type names, kinds of path, the JSON
    parser's and the system's messages) in the interface language."""
    out = dict(params)
    for name in worded:
        if isinstance(out.get(name), str):
            out[name] = tr(out[name])
    return out
