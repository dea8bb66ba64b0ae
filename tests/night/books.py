"""A club night's book kept in memory, as the director's event keeps it (thread-safe), and games for it."""

from __future__ import annotations

import dataclasses
import threading

from preferans_desk.core.game import Game
from preferans_desk.core.gamefile import dumps
from preferans_desk.night.tables_book import NightRefusal, TableSeat
from preferans_desk.render.samples import sample_game

PLAYERS = ("Anna", "Boris", "Vera")
CODE = "ABCD2345"


def table_game(deals: int = 0, players: tuple[str, ...] = PLAYERS, convention: str = "sochi") -> Game:
    """A game of ``players`` with its first ``deals`` deals (the same deals for the same count)."""
    game = sample_game(len(players), max(deals, 1), convention, seed=7, whist_price=1)
    game.players = list(players)
    game.replace_deals(game.deals[:deals])
    return game


class MemoryBook:
    """Codes to tables; a table's copy replaced by a newer one."""

    def __init__(self, seats: dict[str, TableSeat], texts: dict[str, str]):
        self.seats, self.texts = dict(seats), dict(texts)
        self.lock = threading.Lock()
        self.received: list[tuple[str, int]] = []  # (code, deals) in the order they came

    @classmethod
    def one_table(cls, code: str = "ABCD2345", game: Game | None = None) -> MemoryBook:
        game = game or table_game()
        return cls({code: TableSeat(1, 1, tuple(game.players), game.rules, game.first_dealer)}, {code: dumps(game)})

    def seat(self, code: str) -> TableSeat:
        with self.lock:
            if code not in self.seats:
                raise NightRefusal(403, "wrong_code")
            return self.seats[code]

    def game_text(self, seat: TableSeat) -> str:
        with self.lock:
            return next(self.texts[c] for c, s in self.seats.items() if (s.round, s.table) == (seat.round, seat.table))

    def receive(self, seat: TableSeat, game: Game, text: str, revision: int) -> int:
        with self.lock:
            code = next(c for c, s in self.seats.items() if (s.round, s.table) == (seat.round, seat.table))
            if revision <= self.seats[code].revision:
                raise NightRefusal(409, "newer_copy")
            self.seats[code] = dataclasses.replace(seat, revision=revision)
            self.texts[code] = text
            self.received.append((code, len(game.deals)))
            return len(game.deals)

