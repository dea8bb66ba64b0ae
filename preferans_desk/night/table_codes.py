"""A table's code: what a table's laptop types to join the director over the network, printed on the table card.
Eight letters and digits that cannot be taken for one another (no 0 and O, no 1, I and L): 40 bits, drawn by the
system's secure source (``secrets``), never from the event's seed, which the players are shown."""

from __future__ import annotations

import secrets

from .night_model import Event

CODE_LETTERS = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 8


def new_code() -> str:
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))


def is_code(text: str) -> bool:
    return len(text) == CODE_LENGTH and all(letter in CODE_LETTERS for letter in text)


def shown(code: str) -> str:
    """A code as the table card and the director's screen show it: two groups of four (ABCD-2345)."""
    return f"{code[:4]}-{code[4:]}"


def give_codes(event: Event, number: int) -> bool:
    """A code for each table of round ``number`` that has none, none alike in the event; whether any was given."""
    taken = {table.code for round_ in event.rounds for table in round_.tables if table.code is not None}
    given = False
    for table in event.rounds[number - 1].tables:
        while table.code is None:
            code = new_code()
            if code not in taken:
                table.code = code
                taken.add(code)
                given = True
    return given
