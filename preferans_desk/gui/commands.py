"""Undo commands over the core Game: every change to a game is one of these.

The deals are the truth, so each command only swaps deal lists (appending
scores just the new deal); the sheet follows. A command is checked before it
is pushed (``Game.replace_deals`` refuses an edit that breaks a later deal).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from preferans_desk.core.deals import Deal
from preferans_desk.core.engine import score
from preferans_desk.core.game import Game


class ChangeDeals(QUndoCommand):
    """Replace the game's deals by ``new`` (edit, delete, insert); undo restores ``old``."""

    def __init__(self, game: Game, new: list[Deal], text: str):
        super().__init__(text)
        self.game = game
        self.old = list(game.deals)
        self.new = list(new)

    def redo(self) -> None:
        self.game.replace_deals(self.new)

    def undo(self) -> None:
        self.game.replace_deals(self.old)


class AppendDeal(QUndoCommand):
    """Add one deal at the end: scored incrementally, never replaying the game."""

    def __init__(self, game: Game, deal: Deal):
        super().__init__(QCoreApplication.translate("Commands", "Add deal"))
        self.game = game
        self.deal = deal

    def redo(self) -> None:
        self.game.append(self.deal)

    def undo(self) -> None:
        self.game.replace_deals(self.game.deals[:-1])


class SetEnded(QUndoCommand):
    """Mark the game as stopped by agreement (``ended``), or take that back."""

    def __init__(self, game: Game, ended: str | None):
        end, go_on = (QCoreApplication.translate("Commands", "End game"),
                      QCoreApplication.translate("Commands", "Continue game"))
        super().__init__(end if ended else go_on)
        self.game = game
        self.old = game.ended
        self.new = ended

    def redo(self) -> None:
        self.game.ended = self.new

    def undo(self) -> None:
        self.game.ended = self.old


def edit_command(game: Game, index: int, deal: Deal) -> ChangeDeals:
    """Replace deal ``index``; raises ``DealError`` (naming the deal) if the game would become invalid."""
    deals = list(game.deals)
    deals[index] = deal
    _check(game, deals)
    text = QCoreApplication.translate("Commands", "Edit deal %1").replace("%1", str(index + 1))
    return ChangeDeals(game, deals, text)


def delete_command(game: Game, index: int) -> ChangeDeals:
    deals = game.deals[:index] + game.deals[index + 1:]
    _check(game, deals)
    text = QCoreApplication.translate("Commands", "Delete deal %1").replace("%1", str(index + 1))
    return ChangeDeals(game, deals, text)


def _check(game: Game, deals: list[Deal]) -> None:
    """Score ``deals`` on a scratch sheet: raises DealError without touching the game."""
    score(game.players, game.rules.settings, game.rules.pool_target, deals, game.first_dealer)
