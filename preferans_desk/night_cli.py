"""`preferans-desk event`: a club night or a tournament from the command line (``docs/club-night.md``): a new
event seated from its seed, its seating, a table's game added, the standings, a round seated again or by hand, a
late player and a leaver; a round's seating and table cards, and the night's standings with every table's game,
as PDF (``preferans_desk.export``); and ``serve``, the director without a window (``night.night_service``). The
event file is read and written here; everything else is ``preferans_desk.night``.

Exit status: 0 done; 2 refused (a bad event or game file, an operation the event cannot do, a night that a
director's window or ``event serve`` holds, named), with one message on stderr; 1 when the event file or the PDF
cannot be written. The commands that write the night (join, leave, seat, add) hold its lock for their moment
(``night.night_lock``); ``serve`` holds it while it runs, and exits 0 when stopped (Ctrl+C, SIGTERM).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import secrets
import signal
import sys
import threading
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from .core.errors import CodedError, GameFileError
from .core.exact_numbers import Number, NumberError, parse_number
from .core.game import Game
from .core.gamefile import load as load_game
from .core.settings import all_presets
from .night import night_file, night_report, night_rounds
from .night.held_copies import now_text
from .night.night_errors import EventError, EventFileError
from .night.night_file import MAX_TEXT
from .night.night_limits import MAX_REVISION
from .night.night_lock import COMMAND_LINE, NightLock
from .night.night_model import SEATINGS, Change, Event, Limits
from .night.night_service import NightService
from .night.receiver import PORT
from .night.standings import standings, swiss_order
from .night.table_link import NightLinkError, director_address
from .night.table_results import game_path, kept_path, table_results
from .night.tour_points import PRESETS as POINT_PRESETS
from .night.tour_points import CompressedPoints, PlacePoints, TourPoints, WhistPoints, compressed_preset

POINTS = ("whists", "places", "compressed", *POINT_PRESETS)
COMMAND_WAIT = 5.0  # seconds a command waits for another command's write of a moment


class Refused(Exception):
    """A refusal the command prints as it is (status 2)."""


class NotWritten(Exception):
    """The event file could not be written (status 1)."""


def event_command(args: list[str]) -> int:
    options = _parser().parse_args(args)
    try:
        return int(options.run(options))
    except (CodedError, Refused) as exc:
        print(f"preferans-desk: {options.event}: {exc}", file=sys.stderr)
        return 2
    except NotWritten as exc:
        print(f"preferans-desk: {exc}", file=sys.stderr)
        return 1


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="preferans-desk event",
                                     description="A club night or a tournament: seating, games and standings.")
    sub = parser.add_subparsers(dest="action", required=True)
    new = sub.add_parser("new", help="make an event file and seat what can be seated now")
    new.add_argument("event", help="the event file to make (.prefevent)")
    new.add_argument("--players", nargs="+", required=True, metavar="NAME")
    new.add_argument("--rounds", type=int, required=True, metavar="N")
    new.add_argument("--table-size", choices=("3", "4", "mixed"), default="3")
    new.add_argument("--seating", choices=SEATINGS, default="norepeat", help="how the rounds after the first are "
                                                                              "seated (the first is drawn)")
    new.add_argument("--seed", help="the draw's seed (default: a number drawn now, shown)")
    new.add_argument("--convention", choices=tuple(all_presets()), default="sochi")
    new.add_argument("--pool", type=int, default=20, metavar="N", help="the pool each round plays to")
    new.add_argument("--deals", type=int, metavar="N", help="at most N deals a round")
    new.add_argument("--minutes", type=int, metavar="N", help="at most N minutes a round")
    new.add_argument("--points", choices=POINTS, default="whists", help="tour points: whists, places, compressed "
                                                                        "(with --breakpoints) or a preset")
    new.add_argument("--breakpoints", metavar="W:RATE,...", help="compressed points: each whist above W counts "
                                                                 "RATE, e.g. 200:1/10,650:0")
    new.add_argument("--symmetric", action="store_true", help="compressed points: losses compressed alike")
    new.add_argument("--title")
    new.set_defaults(run=_new)
    show = sub.add_parser("show", help="print the rounds' tables")
    show.add_argument("event")
    show.add_argument("--json", action="store_true", help="print one JSON object (a stable contract)")
    show.set_defaults(run=_show)
    add = sub.add_parser("add", help="record a table's game")
    add.add_argument("event")
    add.add_argument("game", help="the table's .pulka game file")
    add.add_argument("--round", type=int, required=True, metavar="R")
    add.add_argument("--table", type=int, required=True, metavar="T")
    add.add_argument("--replace", action="store_true", help="replace the game the table has")
    add.add_argument("--reason", default="", metavar="TEXT",
                     help="why the table's game is replaced (kept in the night's changes)")
    add.set_defaults(run=_one_writer(_add))
    table = sub.add_parser("standings", help="print the standings")
    table.add_argument("event")
    table.add_argument("--json", action="store_true", help="print one JSON object (a stable contract)")
    table.set_defaults(run=_standings)
    seat = sub.add_parser("seat", help="seat a round again by the event's method (a Swiss round once the round "
                                       "before is in), or by hand")
    seat.add_argument("event")
    seat.add_argument("--round", type=int, required=True, metavar="R")
    seat.add_argument("--table", action="append", metavar="NAME,NAME,NAME", help="by hand: a table's players, "
                                                                                "seats in order (once a table)")
    seat.set_defaults(run=_one_writer(_seat))
    for name, what in (("join", "a late player, from round R"), ("leave", "a player who plays no more from round R")):
        change = sub.add_parser(name, help=f"{what} (default: the first round without games); the rounds from R "
                                           "without games are seated again")
        change.add_argument("event")
        change.add_argument("name")
        change.add_argument("--round", type=int, metavar="R")
        change.set_defaults(run=_one_writer(_join if name == "join" else _leave))
    cards = sub.add_parser("cards", help="print a round's seating and a card for each table (its number, players, "
                                         "code, how to join and its scoring page's QR code) as a PDF")
    cards.add_argument("event")
    cards.add_argument("--round", type=int, required=True, metavar="R")
    cards.add_argument("--director", metavar="HOST[:PORT]", help="the director's address as the tables type it "
                                                                 "(default: the cards say to ask the director)")
    _pdf_options(cards)
    cards.set_defaults(run=_cards)
    serve = sub.add_parser("serve", help="be the director without a window: receive the tables of the round being "
                                         "played until Ctrl+C")
    serve.add_argument("event")
    serve.add_argument("--bind", default="0.0.0.0", metavar="ADDR",  # noqa: S104 (the tables are on the LAN)
                       help="the address to listen on (default: every interface)")
    serve.add_argument("--port", type=int, default=PORT, metavar="N",
                       help=f"the port (default {PORT}; the next free one when it is busy)")
    serve.set_defaults(run=_serve)
    export = sub.add_parser("export", help="print the standings and every table's game as one PDF")
    export.add_argument("event")
    _pdf_options(export)
    export.set_defaults(run=_export)
    return parser


def _pdf_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("-o", "--output", required=True, metavar="OUT.pdf")
    parser.add_argument("--lang", choices=("en", "ru"), default="en", help="language of the texts")
    parser.add_argument("--paper", choices=("a4", "letter"), default="a4")


def _one_writer(run: Callable[[argparse.Namespace], int]) -> Callable[[argparse.Namespace], int]:
    """``run`` (which reads the event file, changes it and writes it) under the night's lock, so that it never
    writes while a director's window or ``event serve`` holds the night (refused naming the holder, status 2),
    nor at once with another command (waited for a few seconds). An event file that is not there is left to
    ``run`` to refuse; a folder where the lock cannot be made cannot take the event file either (status 1)."""
    def locked(options: argparse.Namespace) -> int:
        path = Path(options.event)
        if not path.is_file():
            return run(options)
        try:
            lock = NightLock.take(path, COMMAND_LINE, wait=COMMAND_WAIT)
        except EventError as exc:
            if exc.code == "night_lock":
                raise NotWritten(f"{path}: cannot write: {exc}") from None
            raise
        with lock:
            return run(options)

    return locked


def _new(options: argparse.Namespace) -> int:
    path = Path(options.event)
    if path.exists() or path.is_symlink():
        raise Refused("already exists; give the new event another file name")
    seed = options.seed if options.seed is not None else str(secrets.randbelow(1_000_000))
    size = options.table_size if options.table_size == "mixed" else int(options.table_size)
    event = night_rounds.new_event(
        options.players, options.rounds, size, options.seating, seed, convention=options.convention,
        limits=Limits(options.pool, options.deals, options.minutes), points=_points(options),
        title=options.title, created=datetime.now().astimezone().isoformat(timespec="seconds"))
    _claim(path)
    try:
        _save(event, path)
    except BaseException:
        path.unlink(missing_ok=True)  # the empty file claimed: nothing of ours is left
        raise
    print(night_report.show_text(event))
    print(f"{path}: written (seed {event.seed})")
    return 0


def _claim(path: Path) -> None:
    """The new event's name taken at once (an empty file, written over atomically next): another ``event new``
    of the same name that wrote meanwhile is kept, and this one refused, where the later write won."""
    try:
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666))
    except FileExistsError:
        raise Refused("already exists; give the new event another file name") from None
    except OSError as exc:
        raise NotWritten(f"{path}: cannot write: {exc.strerror or exc}") from None


def _points(options: argparse.Namespace) -> TourPoints:
    """The tour points as asked: an option that does not apply to the method is refused, never dropped."""
    if options.breakpoints is not None and options.points != "compressed":
        raise Refused(f"--breakpoints is for --points compressed only (the points are {options.points})")
    compressed = options.points == "compressed" or options.points in POINT_PRESETS
    if options.symmetric and not compressed:
        raise Refused("--symmetric is for compressed points only (--points compressed, "
                      f"{' or '.join(POINT_PRESETS)}; the points are {options.points})")
    if options.points in POINT_PRESETS:
        return dataclasses.replace(compressed_preset(options.points), symmetric=options.symmetric)
    if options.points == "places":
        return PlacePoints()
    if options.points == "whists":
        return WhistPoints()
    return CompressedPoints(_breakpoints(options.breakpoints), options.symmetric)


def _breakpoints(text: str | None) -> tuple[tuple[Number, Number], ...]:
    """``200:1/10,650:0`` as the file's breakpoints (the file's checks then say what is wrong with them)."""
    try:
        pairs = [part.split(":") for part in (text or "").split(",")]
        return tuple((parse_number(a), parse_number(r)) for a, r in pairs)
    except (ValueError, NumberError):
        raise EventError("breakpoints", value=text or "nothing") from None


def _show(options: argparse.Namespace) -> int:
    event = night_file.load(options.event)
    if options.json:
        print(json.dumps(night_report.show_json(event), ensure_ascii=False, indent=2))
    else:
        print(night_report.show_text(event))
    return 0


def _add(options: argparse.Namespace) -> int:
    path = Path(options.event)
    event = night_file.load(path)
    try:
        game = load_game(options.game).game
    except GameFileError as exc:
        raise Refused(f"{options.game}: {exc}") from None
    night_rounds.find_table(event, options.round, options.table)
    if not game.deals:
        raise EventError("no_deals", path=options.game)
    limits = event.rounds[options.round - 1].limits
    if game.rules.convention != event.convention or game.rules.pool_target != limits.pool:
        print(f"preferans-desk: {options.game}: warning: the game is {game.rules.convention} to "
              f"{game.rules.pool_target}; the round's is {event.convention} to {limits.pool}", file=sys.stderr)
    kept = kept_path(path, options.game)
    if not night_file.writable_text(kept):  # a file name of bytes that are not UTF-8: the event cannot name it
        raise EventFileError("text", key="GAME", max=MAX_TEXT, value=night_file.literal(kept))
    _not_kept_already(event, path, kept, options.round, options.table)
    change = _replacing(event, path, options, game)
    complete = night_rounds.add_game(event, options.round, options.table, kept, game.players,
                                     replace=options.replace)
    if change is not None:
        event.changes.append(change)
    table = event.rounds[options.round - 1].tables[options.table - 1]
    if table.code is not None:  # a table on the network: its link hears of the change and compares (no copy of its
        table.revision = min(table.revision + 1, MAX_REVISION)  # goes over it unseen), as for the window's changes
    seated = complete and night_rounds.seat_next_swiss(event, options.round, _order(event, path))
    _save(event, path)
    print(f"{path}: round {options.round}, table {options.table}: {options.game} added")
    if seated:
        print(_round_text(event, options.round + 1))
    return 0


def _replacing(event: Event, path: Path, options: argparse.Namespace, game: Game) -> Change | None:
    """The director's change when ``--replace`` puts another game in place of the table's (kept in the night's
    changes, with its reason, as the director's window keeps a correction); None when the table had none."""
    table = event.rounds[options.round - 1].tables[options.table - 1]
    if options.reason and not options.replace:
        raise Refused("--reason goes with --replace: it says why a table's game is replaced")
    if table.game is None and options.reason:  # kept nowhere: refused, never dropped
        raise Refused(f"--reason says why a table's game is replaced, and round {options.round}, table "
                      f"{options.table} has no game yet")
    if table.game is None or not options.replace:
        return None
    reason = night_file.change_reason(options.reason)
    if not night_file.writable_text(reason):  # bytes a shell passed on that are not UTF-8: the file refuses them
        raise EventFileError("reason", key="--reason", max=MAX_TEXT, value=night_file.literal(reason))
    try:
        before: int | None = len(load_game(game_path(path, table.game)).game.deals)
    except (GameFileError, EventError):
        before = None  # the game replaced cannot be read (that is why it is replaced, maybe)
    return Change(now_text(), options.round, options.table, "corrected", reason, before, len(game.deals))


def _not_kept_already(event: Event, path: Path, kept: str, number: int, t: int) -> None:
    """Refuse a game that is another table's under another name (a link to it, a hard link): it would count
    twice. (The same name is refused by ``add_game``, which reads no file.)"""
    for other_number, round_ in enumerate(event.rounds, 1):
        for other_t, table in enumerate(round_.tables, 1):
            if table.game is None or (other_number, other_t) == (number, t):
                continue
            try:
                same = os.path.samefile(game_path(path, table.game), game_path(path, kept))
            except (OSError, EventError):  # the other's game is missing or leads out: not this one
                same = False
            if same:
                raise EventError("game_twice", path=kept, round=other_number, table=other_t)


def _standings(options: argparse.Namespace) -> int:
    event = night_file.load(options.event)
    results = table_results(event, options.event)
    rows = standings(event, results)
    if options.json:
        print(json.dumps(night_report.standings_json(rows), ensure_ascii=False, indent=2))
    else:
        print(night_report.standings_text(rows, len(results)))
    return 0


def _seat(options: argparse.Namespace) -> int:
    path = Path(options.event)
    event = night_file.load(path)
    order = _order(event, path)
    if options.table:
        tables = [[name.strip() for name in table.split(",") if name.strip()] for table in options.table]
        night_rounds.seat_by_hand(event, options.round, tables, order)
    else:
        night_rounds.swiss_ready(event, options.round)
        night_rounds.seat_from(event, options.round, order)
    _save(event, path)
    print(_round_text(event, options.round))
    return 0


def _join(options: argparse.Namespace) -> int:
    return _change(options, night_rounds.join)


def _leave(options: argparse.Namespace) -> int:
    return _change(options, night_rounds.leave)


def _change(options: argparse.Namespace, change: Callable[..., object]) -> int:
    path = Path(options.event)
    event = night_file.load(path)
    first = options.round if options.round is not None else night_rounds.first_open(event)
    change(event, options.name, first, _order(event, path))
    _save(event, path)
    print(night_report.show_text(event))
    return 0


def _cards(options: argparse.Namespace) -> int:
    from .export.night_cards import export_cards_pdf  # reportlab only when printing

    if options.director is not None:  # read as the tables' Join Club Night reads it: the cards' QR codes hold it
        try:
            director_address(options.director)
        except NightLinkError as exc:
            raise Refused(f"--director {options.director}: {exc}") from exc
    event = night_file.load(options.event)
    out = Path(options.output)
    _written(out, lambda: export_cards_pdf(event, options.round, out, director=options.director,
                                           lang=options.lang, paper=options.paper))
    return 0


def _export(options: argparse.Namespace) -> int:
    from .export.night_pdf import export_night_pdf  # reportlab only when printing

    event = night_file.load(options.event)
    out = Path(options.output)
    _written(out, lambda: export_night_pdf(event, options.event, out, lang=options.lang, paper=options.paper))
    return 0


def _serve(options: argparse.Namespace) -> int:
    """Receive until SIGINT (Ctrl+C) or SIGTERM, then stop cleanly: exit 0."""
    if not 0 <= options.port < 65536:
        raise Refused(f"the port must be a number from 0 to 65535, not {options.port}")
    stop = threading.Event()
    service = NightService(Path(options.event), lambda line: print(line, flush=True), options.bind, options.port)
    kept = {sig: signal.signal(sig, lambda *_: stop.set()) for sig in _STOP_SIGNALS}  # (a Ctrl+C while it opens too)
    try:
        try:
            service.start()
        except OSError as problem:
            raise Refused(f"cannot listen on {options.bind}:{options.port}: {problem.strerror or problem}") from None
        try:
            while not stop.wait(0.5):  # a wait with a timeout: the signal handler runs between
                pass
        finally:
            service.stop()  # a second Ctrl+C meanwhile only sets ``stop`` again: the stop is never cut short
    finally:
        for sig, handler in kept.items():
            signal.signal(sig, handler)
    return 0


_STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM)


def _written(out: Path, write: Callable[[], None]) -> None:
    try:
        write()
    except OSError as exc:
        raise NotWritten(f"{out}: cannot write: {exc.strerror or exc}") from None
    print(f"{out}: written")


def _order(event: Event, path: Path) -> night_rounds.Order:
    """The standings' order before a round, for seating it Swiss (the games read only when it is needed)."""
    return lambda number: swiss_order(event, table_results(event, path, number - 1), number)


def _round_text(event: Event, number: int) -> str:
    """The lines of one round in ``show``'s text."""
    lines = night_report.show_text(event).splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(f"Round {number} "))
    end = next((i for i in range(start + 1, len(lines)) if lines[i].startswith("Round ")), len(lines))
    return "\n".join(lines[start:end])


def _save(event: Event, path: Path) -> None:
    try:
        night_file.save(event, path)
    except OSError as exc:
        raise NotWritten(f"{path}: cannot write: {exc.strerror or exc}") from None
