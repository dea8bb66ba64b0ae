"""Undo commands over the core Game: every change to a game is one of these.

The deals are the truth, so each command only swaps deal lists (appending
writes just the new deal); the sheet follows. A command is checked before it
is pushed (``Game.replace_deals`` refuses an edit that breaks a later deal).
Each command knows which deal it concerns, so the window selects that deal
after a redo or an undo, and words itself anew in the interface language
whenever it is shown (``describe``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from preferans_desk.core.deals import Deal
from preferans_desk.core.engine import DealRecord, score
from preferans_desk.core.game import Game
from preferans_desk.words.translate import QT_TRANSLATE_NOOP

# Marked here for lupdate, worded when shown: an undo text follows the interface language.
ADD = QT_TRANSLATE_NOOP("Commands", "Add deal")
EDIT = QT_TRANSLATE_NOOP("Commands", "Edit deal %1")
DELETE = QT_TRANSLATE_NOOP("Commands", "Delete deal %1")
END = QT_TRANSLATE_NOOP("Commands", "End game")
DIRECTOR = QT_TRANSLATE_NOOP("Commands", "Change the club night's director")
CONTINUE = QT_TRANSLATE_NOOP("Commands", "Continue game")
NIGHTS = QT_TRANSLATE_NOOP("Commands", "Take the director's game")


def _tr(text: str) -> str:
    return QCoreApplication.translate("Commands", text)


class GameCommand(QUndoCommand):
    """A change to the game; ``focus_after_redo`` / ``focus_after_undo`` name the deal concerned
    (0-based, None for no deal in particular)."""

    focus_after_redo: int | None = None
    focus_after_undo: int | None = None

    def __init__(self, game: Game):
        super().__init__()
        self.game = game
        self.setText(self.describe())

    def describe(self) -> str:
        """What the command does, in the interface language of now."""
        raise NotImplementedError


class ChangeDeals(GameCommand):
    """Replace the game's deals by ``new`` (edit, delete, or the club night director's deals taken: "director");
    undo restores ``old``."""

    def __init__(self, game: Game, new: list[Deal], index: int, action: str):
        self.old = list(game.deals)
        self.new = list(new)
        self.index = index
        self.action = action  # "edit", "delete" or "director"
        self.focus_after_redo = index
        self.focus_after_undo = index
        super().__init__(game)

    def describe(self) -> str:
        if self.action == "director":
            return _tr(NIGHTS)
        text = _tr(EDIT if self.action == "edit" else DELETE)
        return text.replace("%1", str(self.index + 1))

    def redo(self) -> None:
        self.game.replace_deals(self.new)

    def undo(self) -> None:
        self.game.replace_deals(self.old)


class AppendDeal(GameCommand):
    """Add one deal at the end, as the entry dialog scored it: never scored again, never a replay."""

    def __init__(self, game: Game, record: DealRecord):
        self.record = record
        self.focus_after_redo = record.index
        self.focus_after_undo = record.index - 1 if record.index else None
        super().__init__(game)

    def describe(self) -> str:
        return _tr(ADD)

    def redo(self) -> None:
        self.game.append_record(self.record)

    def undo(self) -> None:
        self.game.pop_deal()


class SetEnded(GameCommand):
    """Mark the game as stopped by agreement (``ended``), or take that back."""

    def __init__(self, game: Game, ended: str | None):
        self.old = game.ended
        self.new = ended
        super().__init__(game)

    def describe(self) -> str:
        return _tr(END if self.new else CONTINUE)

    def redo(self) -> None:
        self.game.ended = self.new

    def undo(self) -> None:
        self.game.ended = self.old


class SetExtra(GameCommand):
    """Set one of the game's fields other programs keep as they are (``Game.extra``: a club night's, say), or take
    it off (None); ``name`` is what the change is called, marked for translation in this module."""

    def __init__(self, game: Game, key: str, value: object, name: str):
        self.key, self.old, self.new, self.name = key, game.extra.get(key), value, name
        super().__init__(game)

    def describe(self) -> str:
        return _tr(self.name)

    def redo(self) -> None:
        self._set(self.new)

    def undo(self) -> None:
        self._set(self.old)

    def _set(self, value: object) -> None:
        if value is None:
            self.game.extra.pop(self.key, None)
        else:
            self.game.extra[self.key] = value


def edit_command(game: Game, index: int, deal: Deal) -> ChangeDeals:
    """Replace deal ``index``; raises ``DealError`` (naming the deal) if the game would become invalid."""
    deals = list(game.deals)
    deals[index] = deal
    _check(game, deals)
    return ChangeDeals(game, deals, index, "edit")


def deals_command(game: Game, deals: list[Deal]) -> ChangeDeals:
    """Every deal replaced by ``deals`` (a club night director's, kept over the table's); raises ``DealError`` if
    they do not score with the game's players and rules."""
    _check(game, deals)
    first = next((i for i, (a, b) in enumerate(zip(game.deals, deals, strict=False)) if a != b),
                 min(len(game.deals), len(deals)))
    return ChangeDeals(game, deals, max(min(first, len(deals) - 1), 0), "director")


def delete_command(game: Game, index: int) -> ChangeDeals:
    deals = game.deals[:index] + game.deals[index + 1:]
    _check(game, deals)
    return ChangeDeals(game, deals, index, "delete")


def _check(game: Game, deals: list[Deal]) -> None:
    """Score ``deals`` on a scratch sheet: raises DealError without touching the game."""
    score(game.players, game.rules.settings, game.rules.pool_target, deals, game.first_dealer)
