"""The printout's words in one language, through Qt Linguist's compiled translations.

An export names its language (``"en"``, ``"ru"``) and gets that translation
without installing it, so the window keeps its own language while it prints
in another; ``None`` uses the translator the words layer has installed (the
interface language: the window's, or plain English on the command line).

Importing this (and so ``export.pdf``) loads no Qt. Only a chosen language
loads QtCore, lazily, for a ``QTranslator`` to read the shipped ``.qm`` file:
the very file and plural rules the window uses, with no second reader of the
translations to keep equal (and no ``.ts`` source the package need not ship).
QtCore needs no display, no application object and no QtGui.

The export's own messages are here, under the context "Export"; the deals are
worded by ``words.texts`` and the settings by ``words.settings_help``, whose
translations are reused as they are.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from preferans_desk.core.exact_numbers import Number, shown_str
from preferans_desk.core.settings import LEVELS, SPEC_BY_NAME
from preferans_desk.resources import TRANSLATIONS
from preferans_desk.words import settings_help
from preferans_desk.words import translate as words
from preferans_desk.words.texts import SUIT_SYMBOLS
from preferans_desk.words.translate import QT_TRANSLATE_NOOP, Translate

CONTEXT = "Export"
LANGUAGES = ("en", "ru")

# Every message of the printout, by a short key.
MESSAGES = {
    "game": QT_TRANSLATE_NOOP("Export", "Preferans game"),
    "subject": QT_TRANSLATE_NOOP("Export", "Preferans score sheet and settlement"),
    "finished": QT_TRANSLATE_NOOP("Export", "Finished"),
    "unfinished": QT_TRANSLATE_NOOP("Export", "Not finished — settled as it stands"),
    "page": QT_TRANSLATE_NOOP("Export", "Page {0} of {1}"),
    "pool_to": QT_TRANSLATE_NOOP("Export", "pool to {0}"),
    "deal_count": QT_TRANSLATE_NOOP("Export", "deals: {0}"),
    # the facts of the game
    "date": QT_TRANSLATE_NOOP("Export", "Date"),
    "ended": QT_TRANSLATE_NOOP("Export", "Ended"),
    "players": QT_TRANSLATE_NOOP("Export", "Players"),
    "convention": QT_TRANSLATE_NOOP("Export", "Convention"),
    "pool_target": QT_TRANSLATE_NOOP("Export", "Pool target"),
    "whist_price": QT_TRANSLATE_NOOP("Export", "Price of a whist"),
    "deals_played": QT_TRANSLATE_NOOP("Export", "Deals"),
    "status": QT_TRANSLATE_NOOP("Export", "Status"),
    "rounding": QT_TRANSLATE_NOOP("Export", "Rounding"),
    "differences": QT_TRANSLATE_NOOP("Export", "Settings that differ from the preset"),
    "no_differences": QT_TRANSLATE_NOOP("Export", "none: the convention's rules unchanged"),
    "preset_value": QT_TRANSLATE_NOOP("Export", "{0}: {1} (preset: {2})"),
    "yes": QT_TRANSLATE_NOOP("Export", "yes"),
    "no": QT_TRANSLATE_NOOP("Export", "no"),
    "none": QT_TRANSLATE_NOOP("Export", "none"),
    # the settlement
    "settlement": QT_TRANSLATE_NOOP("Export", "Settlement step by step"),
    "totals": QT_TRANSLATE_NOOP("Export", "The sheet after the last deal"),
    "pool": QT_TRANSLATE_NOOP("Export", "Pool"),
    "mountain": QT_TRANSLATE_NOOP("Export", "Mountain"),
    "whists_on": QT_TRANSLATE_NOOP("Export", "Whists on {0}"),
    "step_level": QT_TRANSLATE_NOOP("Export", "1. Each pool is levelled to the target: a missing pool point adds "
                                              "{0} to the mountain."),
    "levelled": QT_TRANSLATE_NOOP("Export", "Levelled mountain"),
    "step_amnesty": QT_TRANSLATE_NOOP("Export", "2. Amnesty: the smallest mountain, {0}, is taken off every "
                                                "mountain."),
    "amnestied": QT_TRANSLATE_NOOP("Export", "Amnestied mountain"),
    "step_mountain_whists": QT_TRANSLATE_NOOP("Export", "3. Mountain whists: a mountain point is worth {0} whists, "
                                                        "shared out against the average mountain."),
    "mountain_whists": QT_TRANSLATE_NOOP("Export", "Mountain whists"),
    "step_balances": QT_TRANSLATE_NOOP("Export", "4. The whists written are netted pair by pair: what each player "
                                                 "wrote on an opponent less what that opponent wrote on him."),
    "balance_with": QT_TRANSLATE_NOOP("Export", "Whists with {0}"),
    "step_result": QT_TRANSLATE_NOOP("Export", "5. The result is the mountain whists plus the whist balances."),
    "exact_result": QT_TRANSLATE_NOOP("Export", "Exact result"),
    "step_correction": QT_TRANSLATE_NOOP("Export", "Paper correction: {0}'s mountain {1}, and every other player "
                                                   "writes {2} on {0}, so that the mountain whists come out whole. "
                                                   "What that changes in each result:"),
    "correction": QT_TRANSLATE_NOOP("Export", "Paper correction"),
    "step_rounding": QT_TRANSLATE_NOOP("Export", "Fractions of a whist are rounded to whole whists so that the "
                                                 "results still add up to zero:"),
    "rounded": QT_TRANSLATE_NOOP("Export", "Rounded to whole whists"),
    "result": QT_TRANSLATE_NOOP("Export", "Result"),
    "result_rounded": QT_TRANSLATE_NOOP("Export", "Result ({0})"),
    "money": QT_TRANSLATE_NOOP("Export", "Money"),
    "money_in": QT_TRANSLATE_NOOP("Export", "Money, {0}"),
    "who_pays": QT_TRANSLATE_NOOP("Export", "Who pays whom"),
    "pays": QT_TRANSLATE_NOOP("Export", "{0} pays {1}: {2}"),
    "n_whists": QT_TRANSLATE_NOOP("Export", "{0} whists"),
    "nobody_pays": QT_TRANSLATE_NOOP("Export", "Nobody pays anybody."),
    # the deals
    "deals": QT_TRANSLATE_NOOP("Export", "The deals"),
    "deals_continued": QT_TRANSLATE_NOOP("Export", "The deals (continued)"),
    # the club's season table (export/club_pdf.py)
    "club_title": QT_TRANSLATE_NOOP("Export", "The club's season table"),
    "club_subject": QT_TRANSLATE_NOOP("Export", "Preferans club: results and ratings of a season"),
    "club_all_time": QT_TRANSLATE_NOOP("Export", "All time"),
    "club_span": QT_TRANSLATE_NOOP("Export", "From {0} to {1}"),
    "club_games": QT_TRANSLATE_NOOP("Export", "Games in the season: {0}"),
    "club_continued": QT_TRANSLATE_NOOP("Export", "The season's table (continued)"),
    "club_heads": QT_TRANSLATE_NOOP("Export", "#|Player|Rating|Change|Games|Firsts|Result|Money|Per deal|Contracts|"
                                              "Misères|Whists"),
    "club_note": QT_TRANSLATE_NOOP("Export", "Ranked by the season's result in whists (as settled), then rating. "
                                             "Rating: a newcomer shows 1000 (openskill's Plackett–Luce model, game "
                                             "by game). Firsts: games where nobody did better. Contracts and "
                                             "misères: made / failed. Whists: written on the others."),
    "number": QT_TRANSLATE_NOOP("Export", "No."),
    "dealer": QT_TRANSLATE_NOOP("Export", "Dealer"),
    "deal": QT_TRANSLATE_NOOP("Export", "Deal"),
    "written": QT_TRANSLATE_NOOP("Export", "Written"),
    "worth_note": QT_TRANSLATE_NOOP("Export", "Under each player's name: what the deal was worth to him, in whists "
                                              "(the exact settlement after the deal minus the one before it)."),
    "no_deals": QT_TRANSLATE_NOOP("Export", "No deals yet."),
    # the club night's table cards and seating (export/night_cards.py)
    "night_title": QT_TRANSLATE_NOOP("Export", "Club night"),
    "night_cards_subject": QT_TRANSLATE_NOOP("Export", "Club night: the seating and the table cards of a round"),
    "night_seating": QT_TRANSLATE_NOOP("Export", "Round {0}: the seating"),
    "night_seating_note": QT_TRANSLATE_NOOP("Export", "Each table's players in seat order: the first deals first."),
    "night_seating_heads": QT_TRANSLATE_NOOP("Export", "Table|Players in seat order"),
    "night_sitting_out": QT_TRANSLATE_NOOP("Export", "Sitting out this round: {0}"),
    "night_round": QT_TRANSLATE_NOOP("Export", "Round {0}"),
    "night_table": QT_TRANSLATE_NOOP("Export", "Table"),
    "night_seats": QT_TRANSLATE_NOOP("Export", "Players in seat order"),
    "night_deals_first": QT_TRANSLATE_NOOP("Export", "deals first"),
    "night_deals_limit": QT_TRANSLATE_NOOP("Export", "deals: at most {0}"),
    "night_minutes_limit": QT_TRANSLATE_NOOP("Export", "time: {0} min"),
    "night_code": QT_TRANSLATE_NOOP("Export", "Table code"),
    "night_no_code": QT_TRANSLATE_NOOP("Export", "No code yet: the round is not open to the tables. Ask the "
                                                 "director for this table's code."),
    "night_director": QT_TRANSLATE_NOOP("Export", "Director's address: {0}"),
    "night_ask_director": QT_TRANSLATE_NOOP("Export", "Director's address: ask the director."),
    "night_join": QT_TRANSLATE_NOOP("Export", "To join: in Preferans Desk choose Game > Join Club Night, then type "
                                              "the director's address and the table code."),
    "night_phones": QT_TRANSLATE_NOOP("Export", "Score on your phones: scan this"),
    "night_phones_ask": QT_TRANSLATE_NOOP("Export", "To score on your phones instead: scan this table's QR code on "
                                                    "the director's screen, or ask the director for the page."),
    # the club night's final printout (export/night_pdf.py)
    "night_subject": QT_TRANSLATE_NOOP("Export", "Club night: the standings and every table's game"),
    "night_facts": QT_TRANSLATE_NOOP("Export", "Players: {0} · Rounds: {1} · Games counted: {2}"),
    "night_final": QT_TRANSLATE_NOOP("Export", "Final standings"),
    "night_so_far": QT_TRANSLATE_NOOP("Export", "Standings so far (not every table's game is in)"),
    "night_heads": QT_TRANSLATE_NOOP("Export", "#|Player|Tour points|Whists|Games"),
    "night_continued": QT_TRANSLATE_NOOP("Export", "Standings (continued)"),
    "night_order": QT_TRANSLATE_NOOP("Export", "Ranked by tour points, then by whists (the sum of the player's "
                                               "results); players level on both share a rank."),
    "night_points": QT_TRANSLATE_NOOP("Export", "Tour points: {0}."),
    "night_points_whists": QT_TRANSLATE_NOOP("Export", "each game's result in whists"),
    "night_points_places": QT_TRANSLATE_NOOP("Export", "by the place at the table ({0}); {1} more for the only "
                                                       "player not below zero"),
    "night_points_scale": QT_TRANSLATE_NOOP("Export", "at a table of {0}: {1}"),
    "night_points_below": QT_TRANSLATE_NOOP("Export", "at most {0} for a player below zero"),
    "night_points_compressed": QT_TRANSLATE_NOOP("Export", "the result compressed: each whist counts 1, {0}"),
    "night_points_stretch": QT_TRANSLATE_NOOP("Export", "{0} above {1}"),
    "night_points_preset": QT_TRANSLATE_NOOP("Export", "as the rules of {0} count"),
    "night_points_losses_full": QT_TRANSLATE_NOOP("Export", "a loss counts in full"),
    "night_points_losses_alike": QT_TRANSLATE_NOOP("Export", "a loss is compressed alike"),
    "night_tables": QT_TRANSLATE_NOOP("Export", "The tables"),
    "night_tables_heads": QT_TRANSLATE_NOOP("Export", "Table|Players in seat order, their results|Game"),
    "night_not_seated": QT_TRANSLATE_NOOP("Export", "Not seated."),
    "night_no_game": QT_TRANSLATE_NOOP("Export", "No game yet: not counted"),
    "night_unreadable": QT_TRANSLATE_NOOP("Export", "Cannot be read, not counted: {0}"),
    "night_game_finished": QT_TRANSLATE_NOOP("Export", "Finished, deals: {0}"),
    "night_game_unfinished": QT_TRANSLATE_NOOP("Export", "Not finished, deals: {0}"),
    "night_game_title": QT_TRANSLATE_NOOP("Export", "{0}: round {1}, table {2}"),
}

# Messages of other contexts that the printout reuses, as (context, source).
NOTE_WHIST = ("", "whist = {0}")
NOTE_ALLPASS = ("", "all-pass at {0}")
NOTE_EXIT = ("", "exit {0}")
NOTE_DEALER = ("", "{0} deals")


class Words:
    """Translates the printout's messages into ``lang`` (None: the words layer's installed translator)."""

    def __init__(self, lang: str | None = "en"):
        if lang is not None and lang not in LANGUAGES:
            raise ValueError(f"unknown language {lang!r} (known: {', '.join(LANGUAGES)})")
        self.lang = lang
        self._translators: list[Any] = _translators(lang) if lang is not None else []
        self._base: Translate = words.current()  # with lang None; never this object's own translate

    @property
    def language(self) -> str:
        """The printout's language; with the installed translator, the interface's."""
        return self.lang if self.lang is not None else words.language()

    def translate(self, context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        """Like ``QCoreApplication.translate``, from this object's language."""
        if self.lang is None:
            return self._base(context, text, disambiguation, n)
        for translator in self._translators:
            found = translator.translate(context, text, disambiguation, n)
            if found:
                text = found
                break
        return text.replace("%n", str(n)) if n >= 0 else text

    @contextmanager
    def wording(self) -> Iterator[None]:
        """Word the deals and settings (``words.texts``, ``words.settings_help``) in this language while
        the block runs."""
        with words.translated_by(self.translate, self.language):
            yield

    def __call__(self, key: str, *args: object) -> str:
        """The message ``key`` of MESSAGES, with ``{0}``, ``{1}``… filled in."""
        text = self.translate(CONTEXT, MESSAGES[key])
        return text.format(*args) if args else text

    def other(self, message: tuple[str, str], *args: object) -> str:
        """A message of another context (``NOTE_…``), filled in."""
        text = self.translate(*message)
        return text.format(*args) if args else text

    # ----- the words of the settings -----
    def convention(self, name: str) -> str:
        known = settings_help.CONVENTIONS.get(name)
        return self.translate(settings_help.CONTEXT, known[0]) if known else name

    def setting(self, name: str) -> str:
        known = settings_help.SETTINGS.get(name)
        return self.translate(settings_help.CONTEXT, known[1]) if known else name

    def choice(self, name: str, value: str) -> str:
        known = settings_help.CHOICES.get((name, value))
        return self.translate(settings_help.CONTEXT, known) if known else value

    def setting_value(self, name: str, value: Any) -> str:
        """A setting's value for people: "6: 2, 7: 4…", "6, 7", "yes", "greedy (the whister keeps all)"."""
        kind = SPEC_BY_NAME[name].kind if name in SPEC_BY_NAME else ""
        if kind == "choice":
            return self.choice(name, value)
        if kind == "bool":
            return self("yes") if value else self("no")
        if kind == "per_level":
            return ", ".join(f"{level}: {num(x)}" for level, x in zip(LEVELS, value, strict=True))
        if kind in ("levels", "level_list", "progression"):
            return ", ".join(num(x) for x in value) or self("none")
        if kind == "number":
            return num(value)
        return str(value)


def _translators(lang: str) -> list[Any]:
    """The QTranslator of ``lang``'s compiled file (English: its plural forms only); Qt loaded here only."""
    from PySide6.QtCore import QTranslator  # lazily: importing the exporter loads no Qt

    translator = QTranslator()
    return [translator] if translator.load(str(TRANSLATIONS / f"preferans_desk_{lang}.qm")) else []


def num(x: Number, sign: bool = False) -> str:
    """A number as on the sheet: mixed fractions, a true minus sign."""
    return shown_str(x, sign)


__all__ = ["Words", "MESSAGES", "LANGUAGES", "num", "SUIT_SYMBOLS"]
