"""A table's link to the director: ``join`` asks which table a code opens (and the game the director holds for
it); a ``TableLink`` then sends the table's game after every change, from a thread of its own, so the window
never waits on the network. While the director cannot be reached the link keeps trying, more slowly, and the
table plays on; when it can, the latest copy goes (the copies in between are never needed: each is the whole
game).

Each copy carries the table's revision: its own counter of changes, kept in the game's club night field
(``revision``), never a clock. No refusal counts as delivered: told ``newer_copy``, the link fetches the director's
copy and resolves (``table_copies``): a copy of the same deals or more goes again past the director's revision, a
longer one of the director's is handed to the window (``on_longer``), a real disagreement is said (``LinkState``)
and not sent over; once the director ruled against the copy, keeping the night's (``kept_over`` in its answer), the
director's game is handed to the window (``on_kept``) and the copies agree again. Now and then (``ASK_EVERY``)
the link asks which revision the director holds, a few bytes, and sends again when the director is behind: back
after a crash, or a round opened again."""

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
from preferans_desk.core.gamefile import dumps, loads

from . import NIGHT_KEY
from .night_limits import ASK_EVERY, MAX_BODY, MAX_REVISION, RETRY_BUSY, RETRY_FIRST, RETRY_MOST, SEND_WITHIN
from .night_refusals import Refusal, from_answer
from .receiver import GAME_PATH, PORT, REVISION_PATH, TABLE_PATH, normal_code
from .table_copies import DIFFER, SHORTER, compare, first_difference

LIMITS = ("deals", "ends")  # the round's limits in a table's game's club night field
# Refusals of the moment, not of the copy: the table keeps its deals and sends again once the director is behind
# (a round opened again, unlocked, or its held copy taken)
NOT_NOW = ("round_over", "round_not_open", "round_locked")
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
        return {"director": address, "code": normal_code(code), "round": self.round, "table": self.table, **limits,
                "revision": self.revision}


@dataclass(frozen=True)
class LinkState:
    """Where the table's copies stand: the revision settled (the director has it, or refused it for good), how
    many deals the director holds, whether the link is waiting for the director, the director's last refusal
    (None when the last copy went), and a real disagreement with the director's copy: (the table's deals, the
    director's, the first deal they do not share), None once they agree."""

    sent: int = 0
    deals: int = 0
    waiting: bool = False
    refused: Refusal | None = None
    disagreement: tuple[int, int, int] | None = None


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
    if not 0 <= joined.revision <= MAX_REVISION:
        raise NightLinkError("bad_answer", problem=f"revision {joined.revision}")
    return joined


class TableLink:
    """Sends the table's game to the director: ``publish`` (or ``publish_game``) after each change; ``on_state``
    hears where the copies stand, ``on_longer`` gets the director's game when it holds the same deals and more,
    ``on_kept`` when the director kept it over the table's differing copy (all from the link's thread).
    ``revision`` is the last the table gave (its game's, or the director's when joining): the next copy goes past
    it."""

    def __init__(self, address: str, code: str, on_state: Callable[[LinkState], None] | None = None,
                 revision: int = 0, on_longer: Callable[[Game, int], None] | None = None,
                 on_kept: Callable[[Game, int], None] | None = None):
        self.address = director_address(address)
        self.code = code
        self.on_state, self.on_longer, self.on_kept = on_state, on_longer, on_kept
        self._cond = threading.Condition()
        self._text: str | None = None
        self._revision = revision  # the newest copy's: only ever goes up
        self._state = LinkState(sent=revision)
        self._resend = True  # whether the director being behind is a reason to send again (not after a refusal)
        self._disagreed_at = -1  # the director's revision when the copies were found to differ
        self._answered = False  # whether the director told its revision when last asked
        self._quiet_until = 0.0  # a copy refused for now is not sent again before this (time.monotonic)
        self._stopping = False
        self._thread = threading.Thread(target=self._run, name="night-link", daemon=True)
        self._thread.start()

    @property
    def state(self) -> LinkState:
        with self._cond:
            return self._state

    @property
    def revision(self) -> int:
        """The newest copy's revision."""
        with self._cond:
            return self._revision

    def publish(self, text: str) -> int:
        """The table's game as it now stands, to be sent (never blocks); its revision."""
        with self._cond:
            self._revision += 1
            self._text = text
            self._resend = True
            self._cond.notify_all()
            return self._revision

    def publish_game(self, game: Game) -> int:
        """``game`` to be sent, its club night field stamped with the copy's revision first (in place: beside the
        window's undo, since an undo is a change too and the counter only goes up); its revision."""
        raw = game.extra.get(NIGHT_KEY)
        night = cast(dict[str, Any], raw) if isinstance(raw, dict) else None
        with self._cond:  # (a re-entrant lock: publish takes it again)
            given = night.get("revision") if night is not None else None
            if type(given) is int and self._revision < given <= MAX_REVISION:
                self._revision = given  # the game's own counter, kept in its file, goes on
            if night is not None:
                night["revision"] = self._revision + 1
            return self.publish(dumps(game))

    def stop(self, wait: float = SEND_WITHIN) -> None:
        with self._cond:
            self._stopping = True
            self._cond.notify_all()
        self._thread.join(wait)

    def wait_sent(self, within: float) -> bool:
        """Whether the newest copy was settled (reached the director, or was refused) within ``within`` seconds."""
        end = time.monotonic() + within
        with self._cond:
            while self._state.sent < self._revision:
                left = end - time.monotonic()
                if left <= 0:
                    return False
                self._cond.wait(left)
            return True

    def _due(self) -> bool:
        return self._text is not None and self._revision > self._state.sent

    def _run(self) -> None:
        pause = RETRY_FIRST
        while True:
            with self._cond:
                ask_at = time.monotonic() + random.uniform(ASK_EVERY * 0.75, ASK_EVERY * 1.25)
                while not self._stopping and not self._due() and time.monotonic() < ask_at:
                    self._cond.wait(ask_at - time.monotonic())
                if self._stopping:
                    return
                due, text, revision = self._due(), self._text, self._revision
            if text is None:
                continue
            if not due:
                self._ask()
                continue
            outcome = self._send(text, revision)
            if outcome == SETTLED:
                pause = RETRY_FIRST
                continue
            with self._cond:  # try again later (sooner if a new copy comes): soon when the director was busy
                self._cond.wait(random.uniform(RETRY_BUSY / 2, RETRY_BUSY) if outcome == BUSY else pause)
            if outcome == AWAY:
                pause = min(pause * 2, RETRY_MOST)

    def _send(self, text: str, revision: int) -> str:
        """One try: SETTLED (sent, resolved, or refused for a reason a retry would not mend), BUSY (the director
        had no thread free) or AWAY (it could not be reached)."""
        data = text.encode("utf-8")
        with self._cond:  # in a disagreement, never past the director's: it compares, it does not take (a director
            disagreed = self._state.disagreement is not None  # restarted since knows of it only from this copy)
            wire = min(revision, max(self._disagreed_at, 0)) if disagreed else revision
        try:
            status, answer = _request(self.address, "PUT", GAME_PATH, self.code, data, wire)
        except NightLinkError:
            self._set(waiting=True)
            return AWAY
        refusal = from_answer(status, answer) if status != 200 else None
        if status == 200:
            self._set(sent=revision, deals=int(answer.get("deals", 0)), waiting=False, refused=None,
                      disagreement=None)
        elif status == 409 and refusal is not None and refusal.code == "newer_copy":
            return self._resolve(text, revision, wire)  # the director holds one as new: whose is right is looked at
        elif status == 503:  # busy: soon again, the copy is not waiting for the director to come back
            return BUSY
        elif status >= 500:  # broken for now
            self._set(waiting=True)
            return AWAY
        else:  # refused for what this copy is, or for now (NOT_NOW): the next change, or the director behind, again
            assert refusal is not None
            with self._cond:
                self._resend = refusal.code in NOT_NOW
                self._quiet_until = time.monotonic() + ASK_EVERY * 10
            self._set(sent=revision, waiting=False, refused=refusal)
        return SETTLED

    def _resolve(self, text: str, revision: int, wire: int) -> str:
        """The director's copy fetched and compared with ours (sent as revision ``wire``): ours again past the
        director's revision when its deals begin ours; the director's to the window when ours begin its, or when
        the director kept it over this very copy (``kept_over`` not behind ``wire``); a disagreement said when they
        differ."""
        try:
            status, answer = _request(self.address, "GET", TABLE_PATH, self.code)
            if status != 200:
                return self._send_refused(status, answer, revision)
            theirs, held = loads(json.dumps(answer["game"])).game, int(answer["revision"])
            kept_over = int(answer.get("kept_over", 0))
            ours = loads(text).game
        except NightLinkError:
            self._set(waiting=True)
            return AWAY
        except (KeyError, TypeError, ValueError, GameFileError) as problem:
            self._set(sent=revision, waiting=False, refused=Refusal("bad_answer", {"problem": str(problem)}))
            return SETTLED
        outcome = compare(ours, theirs)
        if outcome == DIFFER and 0 < wire <= kept_over < held:
            return self._ruled(text, revision, theirs, held)
        if outcome == DIFFER:
            with self._cond:
                self._disagreed_at, self._resend = held, False
            self._set(sent=revision, deals=len(theirs.deals), waiting=False, refused=None,
                      disagreement=(len(ours.deals), len(theirs.deals), first_difference(ours, theirs)))
            return SETTLED
        with self._cond:  # the next copy goes past the director's
            self._revision = max(self._revision, min(held, MAX_REVISION - 1) + (0 if outcome == SHORTER else 1))
            settled = self._revision if self._text is text else revision  # nothing newer came: this one is done
        if outcome == SHORTER:  # the director has our deals and more (entered there, or by this table before)
            self._set(sent=settled, deals=len(theirs.deals), waiting=False, refused=None, disagreement=None)
            if self.on_longer is not None:
                self.on_longer(theirs, held)
        else:
            self._set(waiting=False, disagreement=None)  # ours again, now past it
        return SETTLED

    def _ruled(self, text: str, revision: int, theirs: Game, held: int) -> str:
        """The director ruled against this copy, keeping the night's: the director's game goes to the window (to
        be taken as the table's), the disagreement is over, and the next copy goes past the director's revision."""
        with self._cond:
            self._revision = max(self._revision, min(held, MAX_REVISION - 1))
            self._disagreed_at = -1
            settled = self._revision if self._text is text else revision  # nothing newer came: this one is done
        self._set(sent=settled, deals=len(theirs.deals), waiting=False, refused=None, disagreement=None)
        if self.on_kept is not None:
            self.on_kept(theirs, held)
        return SETTLED

    def _send_refused(self, status: int, answer: dict[str, Any], revision: int) -> str:
        if status == 503:
            return BUSY
        if status >= 500:
            self._set(waiting=True)
            return AWAY
        self._set(sent=revision, waiting=False, refused=from_answer(status, answer))
        return SETTLED

    def _ask(self) -> None:
        """Which revision the director holds: behind ours (back after a crash, a round opened again), ours goes
        again; past ours (the director corrected or entered deals, another window sent for this code), ours goes
        again too, to be refused as older and compared; changed since a disagreement, the copies are compared
        again. A copy refused for now while the director answered all along (a round locked) goes again only every
        ``ASK_EVERY * 10``: the next change, or the director taking the copy, settles it sooner."""
        answered_before, self._answered = self._answered, False
        try:
            status, answer = _request(self.address, "GET", REVISION_PATH, self.code)
            held = int(answer["revision"]) if status == 200 else None
        except (NightLinkError, KeyError, TypeError, ValueError):
            return
        self._answered = held is not None
        if held is None:
            if status == 403 and from_answer(status, answer).code == "wrong_code":
                with self._cond:  # a code no longer the director's: asked far less often
                    self._cond.wait(ASK_EVERY * 10)
            return
        with self._cond:
            if self._state.disagreement is not None and held != self._disagreed_at:
                self._resend, behind = True, True
            else:
                behind = self._resend and held < self._revision
            refused = self._state.refused
            if held > self._revision and refused is None and self._state.disagreement is None \
                    and self._state.sent >= self._revision:
                behind = True  # past any copy of ours (the director's change, another window): compared by sending
            if behind and refused is not None and answered_before and time.monotonic() < self._quiet_until:
                behind = False  # refused for now, the director unchanged: not every few seconds
            if behind:  # the newest copy is due again
                self._state = dataclasses.replace(self._state, sent=min(self._state.sent, held, self._revision - 1))
            taken = refused is not None and refused.code in NOT_NOW and held >= self._revision
        if taken:  # the director took the copy it had refused for now (a held copy accepted, say)
            self._set(deals=int(answer.get("deals", 0)), refused=None)

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

