"""Structured problems: a code the GUI can word in any language, plus English text.

Every refusal names the rule broken (``code``), the deal (``deal``, counted
from 1, adjustments included) and the field when there is one.
"""

from __future__ import annotations

from typing import Any

# English wording of each code; params are filled in with str.format.
MESSAGES: dict[str, str] = {
    "seat": "{field} must be a seat from 0 to {last}, not {value}",
    "declarer_sits_out": "the declarer {seat} is the dealer, who sits out in a game of four",
    "level": "the level must be 6 to 10, not {value}",
    "suit": "the suit must be spades, clubs, diamonds, hearts or notrump, not {value}",
    "defence_shape": "the defence must give two decisions (first and second defender)",
    "defence_word": "a defender's decision must be whist, pass or half, not {value}",
    "half_level": "half-whist is not allowed at level {level} under these rules",
    "half_order": "only the second defender may half-whist, and only after the first defender passed",
    "stalingrad": "Stalingrad: on 6 spades both defenders must whist",
    "tricks_missing": "the tricks are required when someone whisted",
    "tricks_shape": "tricks must list one number per seat ({players} seats)",
    "tricks_range": "{seat} took {value} tricks; a count must be a whole number from 0 to 10",
    "dealer_tricks": "the dealer {seat} sits out and takes no tricks",
    "active_tricks": "{seat} plays this deal and needs a trick count",
    "tricks_sum": "the tricks of the players add up to {total}, not 10",
    "talon": "talon tricks must be 0 to 3, not {value}",
    "blind_not_allowed": "blind (dark) games are not allowed under these rules",
    "to_mountain_not_allowed": "writing a game off the mountain is not allowed under these rules",
    "to_mountain_failed": "only a made game can be written off the mountain",
    "misere_tricks": "the misere declarer's tricks must be 0 to 10, not {value}",
    "adjust_shape": "{field} must list one amount per seat ({players} seats)",
    "adjust_number": "{field}: {problem}",
    "adjust_whist": "a whist entry must be [writer, target, amount] with two different seats",
    "below_exit_level": "level {level} is below the exit level {exit} after {streak} all-pass deal(s)",
}


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
        text = MESSAGES[self.code].format(field=self.field, **self.params)
        return f"deal {self.deal}: {text}" if self.deal is not None else text

    def __str__(self) -> str:
        return self.message


class DealWarning:
    """Something allowed but unusual (a contract below the all-pass exit level)."""

    def __init__(self, deal: int, code: str, **params: Any):
        self.deal = deal
        self.code = code
        self.params = params

    @property
    def message(self) -> str:
        return f"deal {self.deal}: " + MESSAGES[self.code].format(**self.params)

    def __repr__(self) -> str:
        return f"DealWarning({self.message!r})"


class GameFileError(ValueError):
    """A game file that cannot be loaded, with one clear message."""
