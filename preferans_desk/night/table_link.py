"""A table's link to the director: ``join`` asks which table a code opens (and the game the director holds for
it); a ``TableLink`` then sends the table's game after every change, from a thread of its own, so the window
never waits on the network. While the director cannot be reached the link keeps trying, more slowly, and the
table plays on; when it can, the latest copy goes (the copies in between are never needed: each is the whole
game)."""

from __future__ import annotations

import dataclasses
import http.client
import json
import random
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, cast

from preferans_desk.core.errors import GameFileError
from preferans_desk.core.game import Game
from preferans_desk.core.gamefile import loads

from . import NIGHT_KEY
from .night_limits import MAX_BODY, RETRY_BUSY, RETRY_FIRST, RETRY_MOST, SEND_WITHIN
from .night_refusals import Refusal, from_answer
from .receiver import GAME_PATH, PORT, TABLE_PATH, normal_code

LIMITS = ("deals", "ends")  # the round's limits in a table's game's club night field
SETTLED, BUSY, AWAY = "settled", "busy", "away"  # how a try ended (TableLink._send)


class NightLinkError(Exception):
    """The director could not be asked, or refused: the refusal (its English text is the exception's)."""

    def __init__(self, code: str, **params: Any):
        self.refusal = Refusal(code, params)
        super().__init__(self.refusal.text)

    @classmethod
    def answered(cls, status: int, answer: dict[str, Any]) -> NightLinkError:
        refusal = from_answer(status, answer)
        return cls(refusal.code, **refusal.params)


@dataclass(frozen=True)
class Joined:
    """What the director says of a table: its round, number and players, and the game it holds for it."""

    round: int
    table: int
    players: tuple[str, ...]
    game: Game
    revision: int

    def night_field(self, address: str, code: str) -> dict[str, Any]:
        """The club night's field (``NIGHT_KEY``) the table's game carries from now on: the director's address and
        the table's code, round and number, and the round's limits the director gave the game (``deals``, the
        most deals; ``ends``, when its time is up)."""
        given: Any = self.game.extra.get(NIGHT_KEY)
        limits: dict[str, Any] = {key: given[key] for key in LIMITS if key in given} if isinstance(given, dict) else {}
        return {"director": address, "code": normal_code(code), "round": self.round, "table": self.table, **limits}


@dataclass(frozen=True)
class LinkState:
    """Where the table's copies stand: the revision the director has, how many deals it holds, whether the
    link is waiting for the director, and the director's last refusal (None when the last copy went)."""

    sent: int = 0
    deals: int = 0
    waiting: bool = False
    refused: Refusal | None = None


def director_address(text: str) -> tuple[str, int]:
    """``HOST`` or ``HOST:PORT`` as typed (an IPv6 address in brackets when a port follows)."""
    text = text.strip().removeprefix("http://").rstrip("/")
    if text.startswith("["):
        host, _, rest = text[1:].partition("]")
        port_text = rest.removeprefix(":")
    elif text.count(":") == 1:
        host, _, port_text = text.partition(":")
    else:
        host, port_text = text, ""
    if not host:
        raise NightLinkError("no_address_typed")
    if port_text and (not port_text.isdigit() or not 0 < int(port_text) < 65536):
        raise NightLinkError("bad_port", port=port_text)
    return host, int(port_text) if port_text else PORT


def join(address: str, code: str) -> Joined:
    """The table ``code`` opens at the director ``address`` (``NightLinkError`` when it cannot be asked or
    refuses)."""
    status, answer = _request(director_address(address), "GET", TABLE_PATH, code)
    if status != 200:
        raise NightLinkError.answered(status, answer)
    try:
        game = loads(json.dumps(answer["game"])).game
        joined = Joined(int(answer["round"]), int(answer["table"]), tuple(str(p) for p in answer["players"]),
                        game, int(answer.get("revision", 0)))
    except (KeyError, TypeError, ValueError, GameFileError) as problem:
        raise NightLinkError("bad_answer", problem=str(problem)) from None
    return joined


class TableLink:
    """Sends the table's game to the director: ``publish`` the game file's text after each change;
    ``on_state`` hears where the copies stand (from the link's thread)."""

    def __init__(self, address: str, code: str, on_state: Callable[[LinkState], None] | None = None,
                 revision: int = 0):
        self.address = director_address(address)
        self.code = code
        self.on_state = on_state
        self._cond = threading.Condition()
        self._text: str | None = None
        self._revision = revision  # the newest copy's (a restarted table goes on past the director's)
        self._state = LinkState(sent=revision)
        self._stopping = False
        self._thread = threading.Thread(target=self._run, name="night-link", daemon=True)
        self._thread.start()

    @property
    def state(self) -> LinkState:
        with self._cond:
            return self._state

    def publish(self, text: str) -> None:
        """The table's game as it now stands, to be sent (never blocks)."""
        with self._cond:
            self._revision = max(time.time_ns(), self._revision + 1)
            self._text = text
            self._cond.notify_all()

    def stop(self, wait: float = SEND_WITHIN) -> None:
        with self._cond:
            self._stopping = True
            self._cond.notify_all()
        self._thread.join(wait)

    def wait_sent(self, within: float) -> bool:
        """Whether the newest copy reached the director within ``within`` seconds (for tests and closing)."""
        end = time.monotonic() + within
        with self._cond:
            while self._state.sent < self._revision:
                left = end - time.monotonic()
                if left <= 0:
                    return False
                self._cond.wait(left)
            return True

    def _run(self) -> None:
        pause = RETRY_FIRST
        while True:
            with self._cond:
                while not self._stopping and (self._text is None or self._revision <= self._state.sent):
                    self._cond.wait()
                if self._stopping:
                    return
                text, revision = self._text, self._revision
            assert text is not None
            outcome = self._send(text, revision)
            if outcome == SETTLED:
                pause = RETRY_FIRST
                continue
            with self._cond:  # try again later (sooner if a new copy comes): soon when the director was busy
                self._cond.wait(random.uniform(RETRY_BUSY / 2, RETRY_BUSY) if outcome == BUSY else pause)
            if outcome == AWAY:
                pause = min(pause * 2, RETRY_MOST)

    def _send(self, text: str, revision: int) -> str:
        """One try: SETTLED (sent, or refused for a reason a retry would not mend), BUSY (the director had no
        thread free) or AWAY (it could not be reached)."""
        data = text.encode("utf-8")
        try:
            status, answer = _request(self.address, "PUT", GAME_PATH, self.code, data, revision)
        except NightLinkError:
            self._set(waiting=True)
            return AWAY
        if status == 200:
            self._set(sent=revision, deals=int(answer.get("deals", 0)), waiting=False, refused=None)
        elif status == 409:  # the director holds a newer copy: this one is not needed
            self._set(sent=revision, waiting=False, refused=None)
        elif status == 503:  # busy: soon again, the copy is not waiting for the director to come back
            return BUSY
        elif status >= 500:  # broken for now
            self._set(waiting=True)
            return AWAY
        else:  # refused for what this copy is (or the code): the next change sends again
            self._set(sent=revision, waiting=False, refused=from_answer(status, answer))
        return SETTLED

    def _set(self, **changes: Any) -> None:
        with self._cond:
            self._state = dataclasses.replace(self._state, **changes)
            state = self._state
            self._cond.notify_all()
        if self.on_state is not None:
            self.on_state(state)


def _request(address: tuple[str, int], method: str, path: str, code: str, body: bytes | None = None,
             revision: int | None = None) -> tuple[int, dict[str, Any]]:
    """One request to the director: its status and JSON answer (``NightLinkError`` when it cannot be made)."""
    headers = {"Authorization": "Table " + normal_code(code)}
    if body is not None:
        headers["Content-Type"] = "application/json; charset=utf-8"
        headers["X-Revision"] = str(revision)
    connection = http.client.HTTPConnection(*address, timeout=SEND_WITHIN)
    try:
        connection.request(method, path, body=body, headers=headers)
        reply = connection.getresponse()
        data = reply.read(MAX_BODY + 1)
        status = reply.status
    except (OSError, http.client.HTTPException) as problem:
        raise NightLinkError("unreachable", address=f"{address[0]}:{address[1]}", problem=str(problem)) from None
    finally:
        connection.close()
    try:
        answer = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        answer = {}
    return status, cast(dict[str, Any], answer) if isinstance(answer, dict) else {}

