"""What the director's receiver asks of the club night: the table a code opens, and the keeping of a table's
game. The club night's event implements it; the receiver only checks and passes on."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from preferans_desk.core.game import Game, Rules

from .night_refusals import Refusal


class NightRefusal(Exception):
    """A request the club night refuses: the HTTP status and the refusal (a code of ``night_refusals`` with its
    parameters; its English text is the exception's)."""

    def __init__(self, status: int, code: str, **params: Any):
        self.refusal = Refusal(code, params)
        super().__init__(self.refusal.text)
        self.status = status


@dataclass(frozen=True)
class TableSeat:
    """A table of a round, as the director holds it: its players (in their seats, clockwise), the rules and first
    dealer its game must have, the revision of the copy the director keeps (0 before any), its deals, and the
    revision of the table's copy the director kept the night's over (0 when none)."""

    round: int
    table: int
    players: tuple[str, ...]
    rules: Rules
    first_dealer: int = 0
    revision: int = 0
    deals: int = 0
    kept_over: int = 0  # the revision of the table's copy the director ruled against (RoundTable.kept_over)


class TablesBook(Protocol):
    """The director's side of the club night, called from the receiver's threads (so: thread-safe)."""

    def seat(self, code: str) -> TableSeat:
        """The table ``code`` opens in the round being played; ``NightRefusal`` (403): ``wrong_code`` for a code
        of no table, ``round_over`` or ``round_not_open`` for a table of another round."""
        ...

    def game_text(self, seat: TableSeat) -> str:
        """The table's game as the director holds it (a game file's text: the rules and players, and the deals
        it has so far), for a table joining."""
        ...

    def receive(self, seat: TableSeat, game: Game, text: str, revision: int) -> int:
        """Keep ``text`` (``game``, read and checked) as the table's game; how many deals it holds.
        ``NightRefusal``: 409 ``newer_copy`` when ``revision`` is not past the copy kept, 400 ``absurd_revision``
        when it is too far past it (``night_limits.MAX_REVISION_STEP``, ``MAX_REVISION``)."""
        ...
