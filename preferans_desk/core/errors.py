"""Structured problems: a code the GUI can word in any language, plus English text.

Every refusal names the rule broken (``code``), the deal (``deal``, counted
from 1, adjustments included) and the field when there is one.

Two kinds:

- ``DealError`` (below), a deal the rules refuse, with its ``MESSAGES``.
- ``CodedError`` and its subclasses, the refusals of files and settings: ``GameFileError`` (here, with
  ``FILE_MESSAGES``), ``SettingsError`` (settings.py), ``NumberError`` (exact_numbers.py) and ``ConventionError``
  (conventions.py), each with one table of English templates in its own module. An error is a ``code``,
  ``params`` (plain JSON values: text, numbers, null; a value from the file is shown already formatted, as
  in the English text) and an optional ``cause``: the nested refusal it wraps, whose own text stands for
  ``{cause}`` in the template. A chain is so kept whole, e.g. a file whose setting holds a bad number::

      GameFileError("in_field", key="rules.settings",
                    cause=SettingsError("game_value", "number", cause=NumberError("too_long")))
      -> "rules.settings: setting 'game_value': number is too long"

  A problem inside a deal is ``GameFileError("in_deal", deal=N, cause=...)``: its ``deal`` is the number,
  its cause the problem (a ``DealError`` without a deal number, or a coded error of the file's fields).
  ``str(error)`` is the English text that the command line prints; the window words the same chain in the
  interface language from the codes (``words/texts.problem_text``).

Every English template is marked with ``QT_TRANSLATE_NOOP("", ...)`` (core/noop.py, pure Python), so that Qt
Linguist collects it from here: the words layer translates these very strings and keeps no copy. A template
that is only ``{cause}`` passes the nested problem through and is not marked. ``problem_to_json`` and
  ``problem_from_json`` carry a chain through JSON (the library's index keeps it so).
"""

from __future__ import annotations

from typing import Any, ClassVar

from .json_types import JsonObject, JsonValue
from .noop import QT_TRANSLATE_NOOP

# English wording of each code; params are filled in with str.format.
MESSAGES: dict[str, str] = {
    "seat": QT_TRANSLATE_NOOP("", "{field} must be a seat from 0 to {last}, not {value}"),
    "declarer_sits_out": QT_TRANSLATE_NOOP("", "the declarer {seat} is the dealer, who sits out in a game of four"),
    "level": QT_TRANSLATE_NOOP("", "the level must be 6 to 10, not {value}"),
    "suit": QT_TRANSLATE_NOOP("", "the suit must be spades, clubs, diamonds, hearts or notrump, not {value}"),
    "defence_shape": QT_TRANSLATE_NOOP("", "the defence must give two decisions (first and second defender)"),
    "defence_word": QT_TRANSLATE_NOOP("", "a defender's decision must be whist, pass or half, not {value}"),
    "half_level": QT_TRANSLATE_NOOP("", "half-whist is not allowed at level {level} under these rules"),
    "half_order": QT_TRANSLATE_NOOP("", "only the second defender may half-whist, and only after the first defender "
                                        "passed"),
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
    "below_exit_level": QT_TRANSLATE_NOOP("", "level {level} is below the exit level {exit} after {streak} all-pass "
                                              "deal(s)"),
    "too_large": QT_TRANSLATE_NOOP("", "a total on the sheet would go beyond ±{limit}, more than a game may hold"),
    "too_fine": QT_TRANSLATE_NOOP("", "a total on the sheet would need fractions finer than 1/{limit}, more than a "
                                      "game may hold"),
}

# The refusals RULES-v2-settings.md adds, kept apart from ``MESSAGES`` (a ``DealWarning`` words only those,
# and the version-1 tests list its codes); ``DEAL_TEMPLATES`` holds both.
MESSAGES_V2: dict[str, str] = {
    "half_twice": QT_TRANSLATE_NOOP("", "only one defender may half-whist"),
    "half_returned": QT_TRANSLATE_NOOP("", "a half-whist beside a whist (a returned whist) is not allowed under these "
                                           "rules"),
    "concede_not_allowed": QT_TRANSLATE_NOOP("", "giving up (without three) is not allowed under these rules"),
    "concede_with": QT_TRANSLATE_NOOP("", "a give-up has no {field}"),
    "totus_not_allowed": QT_TRANSLATE_NOOP("", "a totus is not allowed under these rules"),
    "totus_level": QT_TRANSLATE_NOOP("", "a totus must be a ten, not level {level}"),
    "totus_with": QT_TRANSLATE_NOOP("", "a totus has no {field}"),
    "dealer_whist_three": QT_TRANSLATE_NOOP("", "only the dealer of a game of four, who sits out, may whist as the "
                                                "dealer"),
    "dealer_whist_not_allowed": QT_TRANSLATE_NOOP("", "the dealer may not whist under these rules"),
    "dealer_whist_beside": QT_TRANSLATE_NOOP("", "the dealer whists only when neither defender did"),
    "dealer_talon_tricks": QT_TRANSLATE_NOOP("", "the dealer {seat} plays the talon and takes 0 to 2 tricks, not "
                                                 "{value}"),
}
DEAL_TEMPLATES: dict[str, str] = {**MESSAGES, **MESSAGES_V2}
DEAL_PROBLEM = QT_TRANSLATE_NOOP("", "deal {deal}: {problem}")  # a refusal of a deal whose number is known


class DealError(ValueError):
    """A deal the rules refuse."""

    def __init__(self, code: str, field: str | None = None, **params: Any):
        self.code = code
        self.field = field
        self.params = params
        self.deal: int | None = None  # set by whoever knows the deal's number
        super().__init__(self.message)

    @property
    def message(self) -> str:
        text = DEAL_TEMPLATES[self.code].format(field=self.field, **self.params)
        return DEAL_PROBLEM.format(deal=self.deal, problem=text) if self.deal is not None else text

    def __str__(self) -> str:
        return self.message

    def __reduce__(self) -> tuple[Any, ...]:
        return _rebuild_deal_error, (self.code, self.field, self.params, self.deal)


def _rebuild_deal_error(code: str, field: str | None, params: dict[str, Any], deal: int | None) -> DealError:
    error = DealError(code, field, **params)
    error.deal = deal
    return error


class DealWarning:
    """Something allowed but unusual (a contract below the all-pass exit level)."""

    def __init__(self, deal: int, code: str, **params: Any):
        self.deal = deal
        self.code = code
        self.params = params

    @property
    def message(self) -> str:
        return DEAL_PROBLEM.format(deal=self.deal, problem=MESSAGES[self.code].format(**self.params))

    def __repr__(self) -> str:
        return f"DealWarning({self.message!r})"


class CodedError(ValueError):
    """A refusal worded from ``MESSAGES[code]`` with ``params`` and the text of ``cause`` as ``{cause}``."""

    MESSAGES: ClassVar[dict[str, str]] = {}
    KINDS: ClassVar[dict[str, type[CodedError]]] = {}  # every subclass by name, for problem_from_json

    def __init_subclass__(cls, **kwargs: Any):
        super().__init_subclass__(**kwargs)
        CodedError.KINDS[cls.__name__] = cls

    def __init__(self, code: str, cause: BaseException | None = None, **params: Any):
        if code not in self.MESSAGES:
            raise KeyError(f"{type(self).__name__} has no code {code!r}")
        self.code = code
        self.cause = cause
        self.params = params
        super().__init__(self.message)

    @property
    def text(self) -> str:
        """The template filled in (for most kinds the whole message)."""
        cause = "" if self.cause is None else str(self.cause)
        return self.MESSAGES[self.code].format(cause=cause, **self.params)

    @property
    def message(self) -> str:
        return self.text

    def __str__(self) -> str:
        return self.message

    def __reduce__(self) -> tuple[Any, ...]:
        return _rebuild, (type(self), self.code, self.cause, self.params)

    def chain(self) -> list[BaseException]:
        """This error, then its cause, the cause's cause, and on."""
        chain: list[BaseException] = [self]
        while isinstance(chain[-1], CodedError) and chain[-1].cause is not None:
            chain.append(chain[-1].cause)
        return chain


def _rebuild(kind: type[CodedError], code: str, cause: BaseException | None, params: dict[str, Any]) -> CodedError:
    """An error of ``kind`` from its parts, whatever the arguments of the kind's own constructor."""
    error = kind.__new__(kind)
    CodedError.__init__(error, code, cause, **params)
    return error


def problem_to_json(error: BaseException) -> dict[str, Any]:
    """A refusal with its whole chain as plain JSON; an error without a code is kept as its text."""
    if isinstance(error, CodedError):
        out: dict[str, Any] = {"kind": type(error).__name__, "code": error.code, "params": error.params}
        if error.cause is not None:
            out["cause"] = problem_to_json(error.cause)
        return out
    if isinstance(error, DealError):
        return {"kind": "DealError", "code": error.code, "field": error.field, "params": error.params,
                "deal": error.deal}
    return {"text": str(error)}


def problem_from_json(data: JsonValue) -> BaseException:
    """The refusal ``problem_to_json`` wrote (a ``ValueError`` with the text when it cannot be rebuilt)."""
    if isinstance(data, dict):
        try:
            problem = _problem_from_fields(data)
        except (KeyError, TypeError, ValueError, IndexError):
            problem = None
        if problem is not None:
            return problem
        text = data.get("text")
        if isinstance(text, str):
            return ValueError(text)
    return ValueError(str(data))


def _problem_from_fields(data: JsonObject) -> BaseException | None:
    """The refusal of ``problem_to_json``'s fields, None when they name none; raises what a broken one raises."""
    kind, code, params = data.get("kind"), data.get("code"), data.get("params") or {}
    if not isinstance(code, str) or not isinstance(params, dict):
        return None
    if kind == "DealError" and code in DEAL_TEMPLATES:
        field, deal = data.get("field"), data.get("deal")
        if (field is None or isinstance(field, str)) and (deal is None or isinstance(deal, int)):
            return _rebuild_deal_error(code, field, params, deal)
        return None
    if isinstance(kind, str) and kind in CodedError.KINDS:
        cause = problem_from_json(data["cause"]) if "cause" in data else None
        return _rebuild(CodedError.KINDS[kind], code, cause, params)
    return None


# English wording of each GameFileError code; ``{cause}`` is the nested refusal's text.
FILE_MESSAGES: dict[str, str] = {
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
    "not_preferans": QT_TRANSLATE_NOOP("", "this is not a Preferans Desk game (format is {format}, expected "
                                           "{expected})"),
    "version": QT_TRANSLATE_NOOP("", "version must be a whole number from 1, not {version}"),
    "newer_version": QT_TRANSLATE_NOOP("", "this game was saved by a newer Preferans Desk (file version {version}; "
                                           "this one reads up to {supported}); please update"),
    "players_count": QT_TRANSLATE_NOOP("", "players must list 3 or 4 names, not {count}"),
    "players_type": QT_TRANSLATE_NOOP("", "players must list 3 or 4 names, not {type}"),
    "player_name_empty": QT_TRANSLATE_NOOP("", "player {index}: a name must be non-empty text"),
    "player_name_long": QT_TRANSLATE_NOOP("", "player {index}: the name is longer than {max} characters"),
    "players_same": QT_TRANSLATE_NOOP("", "players: two players have the same name"),
    "players_alike": QT_TRANSLATE_NOOP("", "players {first} and {second}: {name} and {other} count as the same name "
                                           "(names must differ in more than capital letters)"),
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
    # What the library says of a file or folder it lists but cannot index (library/scan.py, library/rows.py).
    "unreadable_folder": QT_TRANSLATE_NOOP("", "cannot read the folder: {os_problem}; the games in it are not listed"),
    "name_not_utf8": QT_TRANSLATE_NOOP("", "the file's name is not valid UTF-8; rename the file to list it in the "
                                           "library"),
    "results_too_large": QT_TRANSLATE_NOOP("", "the game's results are too large for the library to keep"),
    "internal": QT_TRANSLATE_NOOP("", "Preferans Desk failed to read this file ({problem}); please report it"),
}


# The file's refusals RULES-v2-settings.md adds (kept apart as ``MESSAGES_V2`` is; ``GameFileError`` words both).
FILE_MESSAGES_V2: dict[str, str] = {
    "absent": QT_TRANSLATE_NOOP("", "{key} must be left out of {what}"),
}


class GameFileError(CodedError):
    """A game file that cannot be loaded, with one clear message (``FILE_MESSAGES``); ``deal`` is the
    number of the deal at fault (counted from 1), None when the problem is not in a deal."""

    MESSAGES = {**FILE_MESSAGES, **FILE_MESSAGES_V2}

    @property
    def deal(self) -> int | None:
        return self.params.get("deal") if self.code == "in_deal" else None
