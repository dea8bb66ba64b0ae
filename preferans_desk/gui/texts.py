"""Every deal, write and refusal in words, in the interface language.

The core returns codes and numbers; this module is the one place that puts
them into (translatable) words, for the history, the entry dialog's preview,
the sheet's hover text and error messages (a deal the dialog refuses:
``error_text``; a game file, setting or house convention refused: ``problem_text``).
"""

from __future__ import annotations

import textwrap
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale

from preferans_desk.core.conventions import ConventionError
from preferans_desk.core.currency import money_text, price_text
from preferans_desk.core.deals import Adjust, AllPass, Contract, Deal, Misere
from preferans_desk.core.engine import DealRecord, Entry
from preferans_desk.core.errors import CodedError, DealError, DealWarning, GameFileError
from preferans_desk.core.numbers import Number, NumberError, mixed_str
from preferans_desk.core.settings import SettingsError

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


def language() -> str:
    """The interface's language, as the window set it (``gui.i18n`` makes it the default locale)."""
    return "ru" if QLocale().language() == QLocale.Language.Russian else "en"


def money(minor: Number, digits: int, currency: str | None, sign: bool = False) -> str:
    """Money in minor units as the interface's language writes it: "2 470,00 ₽", "2,470.00 RUB"."""
    return money_text(round(minor), digits, currency, language(), sign)


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
    """What a deal writes, fields merged as on paper: "Anna +4 pool; Boris 8 whists on Anna". When a
    closed pool sent the points elsewhere, where they went comes first (see ``help_text``)."""
    merged: dict[tuple, Number] = {}
    for field, amount, _why in record.writes:
        merged[field] = merged.get(field, 0) + amount
    parts = [write_text(players, field, amount) for field, amount in merged.items() if amount]
    written = "; ".join(parts) if parts else tr("nothing is written")
    helped = help_text(players, record)
    return f"{helped}. {written}" if helped else written


def help_text(players: list[str], record: DealRecord) -> str:
    """Where the points of a full pool went, so that the deal's own value shows: "Anna: 10 for the
    misère — 4 help Boris, 6 off the mountain". Empty when nothing went past a pool."""
    donors: dict[int, dict] = {}
    writes = record.writes
    for i, (field, amount, why) in enumerate(writes):
        if why == "help" and field[0] == "pool":  # the engine writes the donor's whists on it next
            donor = writes[i + 1][0][1]
            donors.setdefault(donor, {"help": [], "off": 0})["help"].append((field[1], amount))
        elif why == "help_mountain":
            donors.setdefault(field[1], {"help": [], "off": 0})["off"] -= amount
    lines = []
    for donor, went in donors.items():
        own = [(amount, why) for field, amount, why in writes if field == ("pool", donor) and why != "help"]
        kept = sum(amount for amount, _why in own)
        total = kept + sum(amount for _seat, amount in went["help"]) + went["off"]
        parts = [tr("{0} into the own pool").format(number(kept))] if kept else []
        parts += [tr("{0} help {1}").format(number(amount), players[seat]) for seat, amount in went["help"]]
        if went["off"]:
            parts.append(tr("{0} off the mountain").format(number(went["off"])))
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
}


def reason_text(code: str) -> str:
    return tr(REASONS.get(code, code))


def entry_tooltip(players: list[str], record: DealRecord, field: tuple, entry: Entry) -> str:
    """Hover text for a number on the sheet: which deal wrote it and why (a long note cut and wrapped)."""
    what = write_text(players, field, entry.delta)
    why = ", ".join(f"{reason_text(code)} {number(amount)}" for code, amount in entry.reasons)
    head = tr("deal {0}: {1}").format(entry.deal + 1, deal_summary(players, record))
    return "\n".join(tip_lines(f"{head} → {what} ({why})"))


# A note may be 10,000 characters: what Qt lays out for a row or a tooltip is bounded, not the note.
ROW_CHARS = 300  # more than a history row shows (the view elides it to its width)
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
    if template is None:
        return error.message
    return tr(template).format(field=error.field, **error.params)


# ----- refusals of game files, settings, numbers and house conventions (core/errors.py) -----
# Worded as the core words them in English (the command line prints that), so that a message names what is
# wrong in the file; the English sources here must equal the core's tables (tests/gui/test_problems.py). A
# template that is only "{cause}" passes the nested problem through and needs no translation.
FILE_PROBLEMS = {
    "unreadable": QT_TRANSLATE_NOOP("", "cannot read the file: {os_problem}"),
    "not_a_file": QT_TRANSLATE_NOOP("", "cannot read the file: it is {node}, not a file"),
    "empty": QT_TRANSLATE_NOOP("", "the file is not valid JSON: it is empty"),
    "too_large": QT_TRANSLATE_NOOP("", "the file is larger than {megabytes} MB; it is not a game file"),
    "not_utf8": QT_TRANSLATE_NOOP("", "the file is not UTF-8 text; it is not a game file"),
    "nested_too_deeply": QT_TRANSLATE_NOOP("", "the file is nested too deeply; it is not a game file"),
    "json_syntax": QT_TRANSLATE_NOOP("", "the file is not valid JSON (line {line}, column {column}: {json_problem})"),
    "json_value": QT_TRANSLATE_NOOP("", "the file is not valid JSON: {cause}"),
    "number_out_of_range": QT_TRANSLATE_NOOP("", "the number {number} is out of range"),
    "json_constant": QT_TRANSLATE_NOOP("", "{constant} is not a number a game file may hold"),
    "duplicate_key": QT_TRANSLATE_NOOP("", "the key {key} appears twice in one object"),
    "too_deep": QT_TRANSLATE_NOOP("", "the file is nested more than {depth} levels deep; it is not a game file"),
    "not_object": QT_TRANSLATE_NOOP("", "the file holds no game (its JSON is not an object)"),
    "not_preferans": QT_TRANSLATE_NOOP("", "this is not a Preferans Desk game (format is {format}, "
                                           "expected {expected})"),
    "version": QT_TRANSLATE_NOOP("", "version must be a whole number from 1, not {version}"),
    "newer_version": QT_TRANSLATE_NOOP("", "this game was saved by a newer Preferans Desk (file version {version}; "
                                           "this one reads up to {supported}); please update"),
    "players_count": QT_TRANSLATE_NOOP("", "players must list 3 or 4 names, not {count}"),
    "players_type": QT_TRANSLATE_NOOP("", "players must list 3 or 4 names, not {type}"),
    "player_name_empty": QT_TRANSLATE_NOOP("", "player {index}: a name must be non-empty text"),
    "player_name_long": QT_TRANSLATE_NOOP("", "player {index}: the name is longer than {max} characters"),
    "players_same": QT_TRANSLATE_NOOP("", "players: two players have the same name"),
    "players_alike": QT_TRANSLATE_NOOP("", "players {first} and {second}: {name} and {other} count as the same "
                                           "name (names must differ in more than capital letters)"),
    "seat": QT_TRANSLATE_NOOP("", "{key} must be a seat from 0 to {last}, not {value}"),
    "rules_type": QT_TRANSLATE_NOOP("", "rules must be an object, not {type}"),
    "unknown_convention": QT_TRANSLATE_NOOP("", "rules.convention: unknown convention {convention} (known: {known})"),
    "pool_target": QT_TRANSLATE_NOOP("", "rules.pool_target must be a whole number from 1 to 10000, not {value}"),
    "settings_type": QT_TRANSLATE_NOOP("", "rules.settings must be an object, not {type}"),
    "in_field": QT_TRANSLATE_NOOP("", "{key}: {cause}"),
    "whist_price_positive": QT_TRANSLATE_NOOP("", "rules.whist_price must be positive"),
    "currency": QT_TRANSLATE_NOOP("", "rules.currency must be a short text such as RUB"),
    "deals_type": QT_TRANSLATE_NOOP("", "deals must be a list, not {type}"),
    "too_many_deals": QT_TRANSLATE_NOOP("", "the game has {count} deals, more than the {max} a game may hold"),
    "in_deal": QT_TRANSLATE_NOOP("", "deal {deal}: {cause}"),
    "deal_type": QT_TRANSLATE_NOOP("", "a deal must be an object, not {type}"),
    "deal_kind": QT_TRANSLATE_NOOP("", "kind must be contract, misere, allpass or adjust, not {kind}"),
    "defence": QT_TRANSLATE_NOOP("", 'defence must be a list of two decisions, such as ["whist", "pass"]'),
    "whole_number": QT_TRANSLATE_NOOP("", "{key} must be a whole number, not {value}"),
    "text": QT_TRANSLATE_NOOP("", "{key} must be text, not {value}"),
    "flag": QT_TRANSLATE_NOOP("", "{key} must be true or false, not {value}"),
    "timestamp": QT_TRANSLATE_NOOP("", "{key} must be an ISO 8601 timestamp, not {value}"),
    "tricks": QT_TRANSLATE_NOOP("", "tricks must be a list with one count per seat, not {value}"),
    "trick_count": QT_TRANSLATE_NOOP("", "a trick count must be a whole number or null, not {value}"),
    "amounts": QT_TRANSLATE_NOOP("", "{key} must be a list with one amount per seat"),
    "whists": QT_TRANSLATE_NOOP("", "whists must be a list of [writer, target, amount]"),
    "whists_entry": QT_TRANSLATE_NOOP("", "a whists entry must be [writer, target, amount], not {value}"),
    "whists_seat": QT_TRANSLATE_NOOP("", "a whists entry names seats by number, not {value}"),
    "not_unicode": QT_TRANSLATE_NOOP("", "{key} is not valid Unicode text: it holds a lone surrogate, {char}"),
    "text_long": QT_TRANSLATE_NOOP("", "{key} is longer than {max} characters"),
    "unreadable_folder": QT_TRANSLATE_NOOP("", "cannot read the folder: {os_problem}; the games in it are not "
                                               "listed"),
    "name_not_utf8": QT_TRANSLATE_NOOP("", "the file's name is not valid UTF-8; rename the file to list it in the "
                                           "library"),
    "results_too_large": QT_TRANSLATE_NOOP("", "the game's results are too large for the library to keep"),
    "internal": QT_TRANSLATE_NOOP("", "Preferans Desk failed to read this file ({problem}); please report it"),
}

SETTING_PROBLEMS = {
    "unknown": QT_TRANSLATE_NOOP("", "there is no such setting"),
    "number": "{cause}",
    "choice": QT_TRANSLATE_NOOP("", "must be one of {choices}, not {value}"),
    "bool": QT_TRANSLATE_NOOP("", "must be true or false, not {type}"),
    "progression_list": QT_TRANSLATE_NOOP("", "must be a list of 1 to 20 positive numbers"),
    "progression_positive": QT_TRANSLATE_NOOP("", "every multiplier must be positive"),
    "positive": QT_TRANSLATE_NOOP("", "must be positive"),
    "not_negative": QT_TRANSLATE_NOOP("", "must not be negative"),
    "whole": QT_TRANSLATE_NOOP("", "must be a whole number"),
    "per_level_shape": QT_TRANSLATE_NOOP("", 'must be an object keyed by level, {{"6": ..., "10": ...}}'),
    "per_level_levels": QT_TRANSLATE_NOOP("", "must give exactly the levels 6, 7, 8, 9 and 10"),
    "levels_list": QT_TRANSLATE_NOOP("", "must be a list of levels (6 to 10)"),
    "levels_range": QT_TRANSLATE_NOOP("", "every level must be a whole number from 6 to 10"),
    "levels_empty": QT_TRANSLATE_NOOP("", "must list at least one level"),
    "falling_arithmetic": QT_TRANSLATE_NOOP("", "a falling progression cannot be continued arithmetically"),
    "unknown_convention": QT_TRANSLATE_NOOP("", "unknown convention {convention} (known: {known})"),
}
SETTING_PROBLEM = QT_TRANSLATE_NOOP("", "setting {name}: {problem}")

NUMBER_PROBLEMS = {
    "bool": QT_TRANSLATE_NOOP("", "expected a number, got true/false"),
    "too_large": QT_TRANSLATE_NOOP("", "number is too large"),
    "not_finite": QT_TRANSLATE_NOOP("", "number is not finite"),
    "float": QT_TRANSLATE_NOOP("", '{value} is a float, which is not exact; give it as text, e.g. "{value}"'),
    "type": QT_TRANSLATE_NOOP("", "expected a number, got {type}"),
    "too_long": QT_TRANSLATE_NOOP("", "number is too long"),
    "division_by_zero": QT_TRANSLATE_NOOP("", "division by zero in {text}"),
    "not_a_number": QT_TRANSLATE_NOOP("", "not a number: {text}"),
    "too_precise": QT_TRANSLATE_NOOP("", "number is too large or too precise: {text}"),
}

CONVENTION_PROBLEMS = {
    "name_length": QT_TRANSLATE_NOOP("", "a convention's name must be 1 to {max} characters"),
    "preset_name": QT_TRANSLATE_NOOP("", "{name} is the name of a preset; choose another"),
    "name_letter": QT_TRANSLATE_NOOP("", "a convention's name needs at least one letter or digit"),
    "unknown_base": QT_TRANSLATE_NOOP("", "unknown base convention {base}"),
    "unreadable": QT_TRANSLATE_NOOP("", "{where}: cannot be read ({problem})"),
    "not_convention": QT_TRANSLATE_NOOP("", "{where}: not a Preferans Desk convention"),
    "version": QT_TRANSLATE_NOOP("", "{where}: unsupported version {version}"),
    "fields": QT_TRANSLATE_NOOP("", "{where}: needs a name, a known base convention and settings"),
    "in_file": QT_TRANSLATE_NOOP("", "{where}: {cause}"),
    "no_such": QT_TRANSLATE_NOOP("", "there is no house convention named {name}"),
}

# A deal the rules refuse, found in a file: the core's wording (the deal dialog's advice, ERRORS, would not fit).
DEAL_PROBLEMS = {
    "seat": QT_TRANSLATE_NOOP("", "{field} must be a seat from 0 to {last}, not {value}"),
    "declarer_sits_out": QT_TRANSLATE_NOOP("", "the declarer {seat} is the dealer, who sits out in a game of four"),
    "level": QT_TRANSLATE_NOOP("", "the level must be 6 to 10, not {value}"),
    "suit": QT_TRANSLATE_NOOP("", "the suit must be spades, clubs, diamonds, hearts or notrump, not {value}"),
    "defence_shape": QT_TRANSLATE_NOOP("", "the defence must give two decisions (first and second defender)"),
    "defence_word": QT_TRANSLATE_NOOP("", "a defender's decision must be whist, pass or half, not {value}"),
    "half_level": QT_TRANSLATE_NOOP("", "half-whist is not allowed at level {level} under these rules"),
    "half_order": QT_TRANSLATE_NOOP("", "only the second defender may half-whist, and only after the first "
                                        "defender passed"),
    "stalingrad": QT_TRANSLATE_NOOP("", "Stalingrad: on 6 spades both defenders must whist"),
    "tricks_missing": QT_TRANSLATE_NOOP("", "the tricks are required when someone whisted"),
    "tricks_shape": QT_TRANSLATE_NOOP("", "tricks must list one number per seat ({players} seats)"),
    "tricks_range": QT_TRANSLATE_NOOP("", "{seat} took {value} tricks; a count must be a whole number from 0 to 10"),
    "dealer_tricks": QT_TRANSLATE_NOOP("", "the dealer {seat} sits out and takes no tricks"),
    "active_tricks": QT_TRANSLATE_NOOP("", "{seat} plays this deal and needs a trick count"),
    "tricks_sum": QT_TRANSLATE_NOOP("", "the tricks of the players add up to {total}, not 10"),
    "talon": QT_TRANSLATE_NOOP("", "talon tricks must be 0 to 3, not {value}"),
    "blind_not_allowed": QT_TRANSLATE_NOOP("", "blind (dark) games are not allowed under these rules"),
    "to_mountain_not_allowed": QT_TRANSLATE_NOOP("", "writing a game off the mountain is not allowed under these "
                                                     "rules"),
    "to_mountain_failed": QT_TRANSLATE_NOOP("", "only a made game can be written off the mountain"),
    "misere_tricks": QT_TRANSLATE_NOOP("", "the misere declarer's tricks must be 0 to 10, not {value}"),
    "adjust_shape": QT_TRANSLATE_NOOP("", "{field} must list one amount per seat ({players} seats)"),
    "adjust_number": QT_TRANSLATE_NOOP("", "{field}: {problem}"),
    "adjust_whist": QT_TRANSLATE_NOOP("", "a whist entry must be [writer, target, amount] with two different seats"),
    "below_exit_level": QT_TRANSLATE_NOOP("", "level {level} is below the exit level {exit} after {streak} "
                                              "all-pass deal(s)"),
    "too_large": QT_TRANSLATE_NOOP("", "a total on the sheet would go beyond ±{limit}, more than a game may hold"),
    "too_fine": QT_TRANSLATE_NOOP("", "a total on the sheet would need fractions finer than 1/{limit}, more than "
                                      "a game may hold"),
}
DEAL_PROBLEM = QT_TRANSLATE_NOOP("", "deal {deal}: {problem}")

# Words the core puts into its messages as parameters: JSON type names, the JSON parser's and the system's
# messages. One not listed here stays in English.
TYPE_NAMES = {
    "a number": QT_TRANSLATE_NOOP("", "a number"),
    "text": QT_TRANSLATE_NOOP("", "text"),
    "a list": QT_TRANSLATE_NOOP("", "a list"),
    "an object": QT_TRANSLATE_NOOP("", "an object"),
}
JSON_PROBLEMS = {
    "Expecting value": QT_TRANSLATE_NOOP("", "Expecting value"),
    "Expecting property name enclosed in double quotes":
        QT_TRANSLATE_NOOP("", "Expecting property name enclosed in double quotes"),
    "Expecting ':' delimiter": QT_TRANSLATE_NOOP("", "Expecting ':' delimiter"),
    "Expecting ',' delimiter": QT_TRANSLATE_NOOP("", "Expecting ',' delimiter"),
    "Unterminated string starting at": QT_TRANSLATE_NOOP("", "Unterminated string starting at"),
    "Invalid control character at": QT_TRANSLATE_NOOP("", "Invalid control character at"),
    "Invalid \\escape": QT_TRANSLATE_NOOP("", "Invalid \\escape"),
    "Invalid \\uXXXX escape": QT_TRANSLATE_NOOP("", "Invalid \\uXXXX escape"),
    "Extra data": QT_TRANSLATE_NOOP("", "Extra data"),
    "Illegal trailing comma before end of object": QT_TRANSLATE_NOOP("", "Illegal trailing comma before end of object"),
    "Illegal trailing comma before end of array": QT_TRANSLATE_NOOP("", "Illegal trailing comma before end of array"),
}
NODE_KINDS = {  # what a path that is not a regular file is (gamefile.NODE_KINDS)
    "a folder": QT_TRANSLATE_NOOP("", "a folder"),
    "a named pipe": QT_TRANSLATE_NOOP("", "a named pipe"),
    "a device": QT_TRANSLATE_NOOP("", "a device"),
    "a socket": QT_TRANSLATE_NOOP("", "a socket"),
    "a special file": QT_TRANSLATE_NOOP("", "a special file"),
}
OS_PROBLEMS = {
    "No such file or directory": QT_TRANSLATE_NOOP("", "No such file or directory"),
    "Permission denied": QT_TRANSLATE_NOOP("", "Permission denied"),
    "Is a directory": QT_TRANSLATE_NOOP("", "Is a directory"),
}
_PARAM_WORDS = {"type": TYPE_NAMES, "json_problem": JSON_PROBLEMS, "os_problem": OS_PROBLEMS, "node": NODE_KINDS}

_PROBLEM_TABLES: dict[type[CodedError], dict[str, str]] = {
    GameFileError: FILE_PROBLEMS,
    SettingsError: SETTING_PROBLEMS,
    NumberError: NUMBER_PROBLEMS,
    ConventionError: CONVENTION_PROBLEMS,
}


def problem_text(error: BaseException) -> str:
    """A refusal of a game file, a setting, a number or a house convention in the interface language, its
    whole chain of causes worded. An error without a code (or a code no table knows) keeps its English."""
    if isinstance(error, DealError):
        template = DEAL_PROBLEMS.get(error.code)
        if template is None:
            return error.message
        text = tr(template).format(**_words(dict(error.params, field=error.field)))
        return text if error.deal is None else tr(DEAL_PROBLEM).format(deal=error.deal, problem=text)
    if isinstance(error, SettingsError):
        return tr(SETTING_PROBLEM).format(name=repr(error.name), problem=setting_problem_text(error))
    if isinstance(error, CodedError):
        return _coded_text(error)
    return str(error)


def setting_problem_text(error: SettingsError) -> str:
    """What is wrong with a setting's value, without the setting's name (shown beside its editor)."""
    return _coded_text(error)


def _coded_text(error: CodedError) -> str:
    template = _PROBLEM_TABLES.get(type(error), {}).get(error.code)
    if template is None:
        return error.text
    cause = "" if error.cause is None else problem_text(error.cause)
    return tr(template).format(cause=cause, **_words(error.params))


def _words(params: dict) -> dict:
    """The parameters, with the words the core gave in English (type names, the JSON parser's and the
    system's messages) in the interface language."""
    out = dict(params)
    for name, table in _PARAM_WORDS.items():
        if name in out and out[name] in table:
            out[name] = tr(table[out[name]])
    return out
