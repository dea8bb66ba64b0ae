"""A game: the players, the rules and the deals. The deals are the truth; the
sheet is derived from them and kept up to date as deals are appended."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .deals import Deal
from .engine import DealRecord, Sheet
from .errors import DealWarning
from .exact_numbers import Number
from .names import MAX_NAME as MAX_NAME  # importable from here as before; the rule lives in names.py
from .settings import Settings, preset


@dataclass(frozen=True)
class Rules:
    """The game's rules: its convention, pool target and settings, and the whist's price."""

    convention: str
    pool_target: int
    settings: Settings
    whist_price: Number | None = None
    currency: str | None = None
    extra: dict[str, Any] = field(default_factory=dict[str, Any])

    @classmethod
    def from_preset(cls, convention: str, pool_target: int, **kwargs: Any) -> Rules:
        return cls(convention, pool_target, preset(convention), **kwargs)


class Game:
    """Players (clockwise), rules, deals and the file's other fields.

    ``sheet`` is the scored state; ``append`` scores only the new deal, while
    ``replace_deals`` (edit, delete, undo) replays from the start.
    """

    def __init__(self, players: list[str], rules: Rules, deals: list[Deal] | None = None, *,
                 first_dealer: int = 0, title: str | None = None, created: str | None = None,
                 ended: str | None = None, extra: dict[str, Any] | None = None):
        self.players = list(players)
        self.rules = rules
        self.first_dealer = first_dealer
        self.title = title
        self.created = created
        self.ended = ended
        self.extra = dict(extra or {})
        self.deals: list[Deal] = []
        self.sheet = self._new_sheet()
        self.replace_deals(deals or [])

    def _new_sheet(self) -> Sheet:
        return Sheet(self.players, self.rules.settings, self.rules.pool_target, self.first_dealer)

    @property
    def finished(self) -> bool:
        """Over by the end condition, or because the table agreed to stop (``ended``)."""
        return self.ended is not None or self.sheet.finished

    @property
    def warnings(self) -> list[DealWarning]:
        return [w for record in self.sheet.records for w in record.warnings]

    def append(self, deal: Deal) -> DealRecord:
        """Score and add one deal; raises ``DealError`` and changes nothing if it is invalid."""
        record = self.sheet.append(deal)
        self.deals.append(record.deal)
        return record

    def append_record(self, record: DealRecord) -> None:
        """Add a deal already scored by ``sheet.preview`` (the entry dialog's): it is not scored again."""
        self.sheet.commit(record)
        self.deals.append(record.deal)

    def pop_deal(self) -> Deal:
        """Take back the last deal without replaying the game (the undo of an append)."""
        self.sheet.pop()
        return self.deals.pop()

    def replace_deals(self, deals: list[Deal]) -> None:
        """Re-score the whole game from ``deals``; on a ``DealError`` the game is left as it was."""
        sheet = self._new_sheet()
        for deal in deals:
            sheet.append(deal)
        self.sheet = sheet
        self.deals = [record.deal for record in sheet.records]

    def sheet_after(self, count: int) -> Sheet:
        """The sheet as it stood after the first ``count`` deals (for review)."""
        sheet = self._new_sheet()
        for deal in self.deals[:count]:
            sheet.append(deal)
        return sheet
