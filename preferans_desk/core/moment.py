"""The game at one moment: what every view of it shows.

The window's sheet, history, settlement panel, strip of facts and table view, and the page shared with the
phones, all draw a ``Moment`` and work out nothing of their own: the settlement (and its rows) and the end status are
worked out here, once, when a view first asks for them.
"""

from __future__ import annotations

from datetime import datetime
from functools import cached_property
from typing import TYPE_CHECKING

from .ending import EndStatus, end_status
from .engine import Sheet
from .game import Game
from .settlement import Settlement, settle_sheet

if TYPE_CHECKING:  # (imported when first asked for: the window's first paint shows no settlement's rows)
    from .settlement_rows import SettlementRows


class Moment:
    """The game as it stood after ``count`` deals: the present, or the deal being reviewed (``review``).

    ``selected`` is the deal (0-based) shown as chosen, or None; ``settle_requested``, that the table asked
    for the settlement before the game was over; ``rounding``, the table's pick (None: the game's own)."""

    def __init__(self, game: Game, sheet: Sheet, count: int, *, review: bool = False, selected: int | None = None,
                 settle_requested: bool = False, rounding: str | None = None):
        self.game = game
        self.sheet = sheet
        self.count = count
        self.review = review
        self.selected = selected
        self.rounding = rounding or game.rules.settings.rounding
        self._settle_requested = settle_requested
        self._status: tuple[datetime | None, EndStatus] | None = None

    @classmethod
    def present(cls, game: Game, rounding: str | None = None) -> Moment:
        """The game as it stands now, nothing selected."""
        return cls(game, game.sheet, len(game.deals), rounding=rounding)

    @property
    def total(self) -> int:
        """Deals in the whole game (the present has ``count == total``)."""
        return len(self.game.deals)

    @property
    def finished(self) -> bool:
        """Over by then: by the end condition, or stopped by agreement at this very deal."""
        return self.sheet.finished or (self.game.ended is not None and self.count == self.total)

    @property
    def highlight(self) -> int | None:
        """The deal whose numbers the sheet marks: the selected one, else the last one shown."""
        return self.selected if self.selected is not None else (self.count - 1 if self.count else None)

    @property
    def circled(self) -> bool:
        """Whether the results are circled on the sheet: once over, or when the table asked to settle."""
        return self.finished or self._settle_requested

    @cached_property
    def settlement(self) -> Settlement:
        return settle_sheet(self.sheet, self.game.rules, self.rounding)

    @cached_property
    def settlement_rows(self) -> SettlementRows:
        """The settlement's steps as rows, for every reader to word (``core.settlement_rows``)."""
        from .settlement_rows import settlement_rows

        return settlement_rows(self.settlement)

    @cached_property
    def sheet_apart(self) -> Sheet:
        """The sheet at this count as a copy that no later deal changes (the present's own sheet goes on with the
        game), made once, when first asked while this moment is the document's: what a reader in another
        thread (the share worker) draws, with the settlement and the rules, which nothing changes either."""
        return self.sheet.copy()

    def end_status(self, now: datetime | None) -> EndStatus:
        """The game against its end (``core.ending``) at ``now``; worked out once for each second of the
        clock, however many views ask (the window's reminder and each strip of facts)."""
        second = now.replace(microsecond=0) if now is not None else None
        if self._status is None or self._status[0] != second:
            self._status = (second, end_status(self.game, now))
        return self._status[1]
