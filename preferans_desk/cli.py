"""`preferans-desk` and `python -m preferans_desk`: open the window, or settle, check, export and share game
files; `event` is in ``night_cli``."""

from __future__ import annotations

import argparse
import gc
import json
import os
import re
import signal
import sys
import threading
from collections.abc import Sequence
from datetime import date
from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING

from . import __version__
from .core.deal_worths import deal_worths
from .core.errors import GameFileError
from .core.exact_numbers import fraction_str
from .core.game import Game
from .core.gamefile import load
from .core.settlement import Settlement, settle_game

if TYPE_CHECKING:
    from .library.index import GameEntry, Library
    from .share.follow import Follower

COMMANDS = ("settle", "check", "export", "library", "stats", "club", "share", "rules", "event")
EXPORT_FORMATS = (".pdf", ".png", ".svg")
IMAGE_WIDTH = 1200  # pixels, when --size is not given
SHARE_BIND = "127.0.0.1"  # share's default: this computer only; the network only when asked (--bind)
# The window's modules without Qt (the core's, the drawing's, the words'), with what they import, are imported
# before Qt: PySide6 reads the source of every module imported after it, to see whether it switches PySide6's
# features (PYSIDE-2029), and none of these does.
WINDOW_MODULES_WITHOUT_QT = ("core.gamefile", "core.moment", "render.geometry", "render.style", "words.texts",
                             "words.sheet_notes", "words.languages", "library.paths", "night")


def _to_a_pipe(args: list[str]) -> int:
    """A command whose reader may leave early (``settle FILE | head``): what it prints stops there, quietly,
    with status 1, instead of a traceback. Flushed here, so that no write is left for the exit to fail."""
    try:
        status = _command(args)
        sys.stdout.flush()
        return status
    except BrokenPipeError:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())  # the interpreter's own last flush then finds somewhere to go
        return 1


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] in (["--version"], ["-V"]):
        print(f"preferans-desk {__version__}")
        return 0
    if args and args[0] in COMMANDS:
        return _to_a_pipe(args)
    parser = argparse.ArgumentParser(
        prog="preferans-desk",
        description="A score sheet for Preferans. Commands: settle FILE [--json] [--lang en|ru], check FILE, "
                    "export FILE -o OUT.pdf|OUT.png|OUT.svg, library [--folder DIR] [--json], "
                    "stats [--player NAME] [--folder DIR] [--json], club [--folder DIR] [--from DATE] [--to DATE] "
                    "[--json], share FILE [--bind ADDR] [--port N] [--lang en|ru], rules [--json], "
                    "event new|show|add|standings|seat|join|leave|cards|export|serve EVENT ... "
                    "(preferans-desk event --help).",
    )
    parser.add_argument("file", nargs="?", help="a .pulka game file to open")
    ours, qt_args = qt_options(args)
    options, unknown = parser.parse_known_args(ours)
    qt_args += unknown  # any other option is Qt's to take or ignore
    missing = before_qt(qt_args)
    if missing:
        from .gui.xcb_libraries import STATUS

        print(missing, file=sys.stderr)
        return STATUS
    from .gui.app import run  # Qt is imported only when the window is wanted

    return run(options.file, qt_args)


# Qt's own command-line options that take a value (QGuiApplication's, QApplication's and X11's): each is given
# to Qt with its value, which is never taken for the game file (``-style fusion game.pulka``).
QT_VALUE_OPTIONS = frozenset({"platform", "platformpluginpath", "platformtheme", "plugin", "qwindowgeometry",
                              "qwindowicon", "qwindowtitle", "session", "display", "geometry", "style", "stylesheet",
                              "name", "title", "visual", "qmljsdebugger"})


def qt_options(args: list[str]) -> tuple[list[str], list[str]]:
    """``args`` split into ours and Qt's options with their values (``-platform offscreen``, ``--style=fusion``)."""
    ours: list[str] = []
    qt: list[str] = []
    i = 0
    while i < len(args):
        arg = args[i]
        name, joined, _ = arg.lstrip("-").partition("=")
        if arg.startswith("-") and name in QT_VALUE_OPTIONS:
            taken = 1 if joined or i + 1 == len(args) else 2
            qt += args[i:i + taken]
            i += taken
        else:
            ours.append(arg)
            i += 1
    return ours, qt


def before_qt(qt_args: list[str]) -> str | None:
    """The window's way before Qt: Qt's libraries checked (pure Python: Qt's own message names the wrong
    library), what is missing said; else the window's modules without Qt imported (``WINDOW_MODULES_WITHOUT_QT``).

    The garbage collector is off from here to the window's first paint (``gui.app.open_window`` turns it on
    again): the start-up's objects, most of which live as long as the window, are not traced again and again
    as they are made."""
    from .gui import xcb_libraries

    missing = xcb_libraries.check(qt_args)
    if missing:
        return missing
    gc.disable()
    for name in WINDOW_MODULES_WITHOUT_QT:
        import_module(f"{__package__}.{name}")
    return None


def _command(args: list[str]) -> int:
    if args[0] == "event":  # a command of its own subcommands, in a module of its own
        from .night_cli import event_command

        return event_command(args[1:])
    parser = argparse.ArgumentParser(prog="preferans-desk")
    sub = parser.add_subparsers(dest="command", required=True)
    settle_parser = sub.add_parser("settle", help="print the totals and the settlement of a game file")
    settle_parser.add_argument("file")
    settle_parser.add_argument("--json", action="store_true", help="print one JSON object (a stable contract)")
    settle_parser.add_argument("--deal-values", action="store_true",
                               help="with --json, add what each deal was worth to each player (deal_values)")
    settle_parser.add_argument("--lang", choices=("en", "ru"), default="en",
                               help="language of the text (--json is the same in any)")
    check_parser = sub.add_parser("check", help="validate a game file only")
    check_parser.add_argument("file")
    export_parser = sub.add_parser("export", help="write the sheet, the settlement and the deals as PDF, PNG or SVG")
    export_parser.add_argument("file")
    export_parser.add_argument("-o", "--output", required=True, help="OUT.pdf, OUT.png or OUT.svg")
    export_parser.add_argument("--lang", choices=("en", "ru"), default="en", help="language of the texts")
    export_parser.add_argument("--paper", choices=("a4", "letter"), default="a4", help="paper of a PDF")
    export_parser.add_argument("--landscape", action="store_true",
                               help="a PDF on landscape pages (the landscape sheet on page 1); a PNG or SVG of the "
                                    "landscape sheet")
    export_parser.add_argument("--size", type=_size, metavar="WxH",
                               help=f"pixels of an image (default {IMAGE_WIDTH} wide, the sheet's proportions)")
    library_parser = sub.add_parser("library", help="list the games in the library with their results")
    stats_parser = sub.add_parser("stats", help="print each player's statistics across the games in the library")
    stats_parser.add_argument("--player", help="one player's statistics in full (a merged spelling will do)")
    club_parser = sub.add_parser("club", help="print a season's table: each player's results and rating "
                                 "across the games in the library")
    club_parser.add_argument("--from", dest="first", metavar="DATE", help="the season's first day (YYYY-MM-DD)")
    club_parser.add_argument("--to", dest="last", metavar="DATE", help="the season's last day (YYYY-MM-DD)")
    for command_parser in (library_parser, stats_parser, club_parser):
        command_parser.add_argument("--folder", help="the games under DIR instead of the library's folder "
                                                     "(the index stays in the data folder, $PREFERANS_DESK_DATA)")
        command_parser.add_argument("--json", action="store_true", help="print one JSON object (a stable contract)")
    share_parser = sub.add_parser(
        "share", help="serve the live sheet of a game file to browsers, following the file as it changes",
        description="Serve the live sheet of FILE, read-only, and follow the file as it changes. The first "
                    "line printed is the page's address with its secret token; Ctrl+C stops.")
    share_parser.add_argument("file")
    share_parser.add_argument("--bind", default=SHARE_BIND, metavar="ADDR",
                              help=f"the address to listen on (default {SHARE_BIND}: this computer only; "
                                   "this computer's address on the local network, or 0.0.0.0 for every "
                                   "interface, lets phones and a TV open the page)")
    share_parser.add_argument("--port", type=_port, default=0, metavar="N",
                              help="the port to listen on (default 0: a free port the system picks; a port "
                                   "in use gives way to a nearby free one, and the address printed tells)")
    share_parser.add_argument("--lang", choices=("en", "ru"),
                              help="the page's language on every device that has not chosen one on the page "
                                   "(default: each browser's own, English otherwise)")
    rules_parser = sub.add_parser("rules", help="list every setting (type, allowed values, default) and each "
                                                "preset's values")
    rules_parser.add_argument("--json", action="store_true", help="print one JSON object (a stable contract)")
    options = parser.parse_args(args)
    if options.command == "rules":
        return _rules(options)
    if options.command in ("library", "stats", "club"):
        return _library(options)
    if options.command == "share":
        return _share(options)
    if options.command == "export" and Path(options.output).suffix.lower() not in EXPORT_FORMATS:
        suffix = Path(options.output).suffix
        kind = f"{suffix} files" if suffix else "a file without an extension"
        print(f"preferans-desk: {options.output}: cannot export to {kind}; use .pdf, .png or .svg", file=sys.stderr)
        return 2
    try:
        loaded = load(options.file)
    except GameFileError as exc:
        print(f"preferans-desk: {options.file}: {exc}", file=sys.stderr)
        return 2
    for warning in loaded.warnings:
        print(f"preferans-desk: {options.file}: warning: {warning.message}", file=sys.stderr)
    game = loaded.game
    if options.command == "check":
        from .core.rules_table import overrides

        print(f"{options.file}: a good game file ({len(game.players)} players, {len(game.deals)} deals)")
        for name, value, preset_value in overrides(game.rules.settings, game.rules.convention):
            print(f"  overrides {game.rules.convention}: {name} = {_json(value)} (preset: {_json(preset_value)})")
        return 0
    if options.command == "export":
        return _export(game, options)
    result = settle_game(game)
    if options.json:
        print(json.dumps(settlement_json(game, result, options.deal_values), ensure_ascii=False, indent=2))
    else:
        print(_settlement_text(game, result, options.lang))
    return 0


def _settlement_text(game: Game, result: Settlement, lang: str) -> str:
    """`settle`'s text: in English as the words layer has it, in another language through that language's
    compiled translation (which loads QtCore alone, as the printout's does)."""
    from .core.settlement_rows import settlement_rows
    from .words.settlement_text import settlement_text

    settled = settlement_rows(result)
    if lang == "en":
        return settlement_text(game, settled)
    from .export.printout_words import Words

    with Words(lang).wording():
        return settlement_text(game, settled)


def _rules(options: argparse.Namespace) -> int:
    from .core.rules_table import rules_json, rules_text

    if options.json:
        print(json.dumps(rules_json(), ensure_ascii=False, indent=2))
    else:
        print(rules_text())
    return 0


def _json(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


def _size(text: str) -> tuple[int, int]:
    """An image size "WxH" in pixels."""
    from .export.images import MAX_SIDE

    match = re.fullmatch(r"\s*(\d+)\s*[xX×]\s*(\d+)\s*", text)
    if not match or not all(0 < int(v) <= MAX_SIDE for v in match.groups()):
        raise argparse.ArgumentTypeError(f"{text!r} is not a size WxH of 1 to {MAX_SIDE} pixels a side")
    return int(match.group(1)), int(match.group(2))


def _port(text: str) -> int:
    if not (text.isascii() and text.isdigit() and int(text) <= 65535):
        raise argparse.ArgumentTypeError(f"{text!r} is not a port from 0 to 65535")
    return int(text)


def _share(options: argparse.Namespace) -> int:
    """Serve the live sheet of a game file until SIGINT or SIGTERM (then exit 0); a bad file is refused
    with status 2 before anything listens, as `check` refuses it."""
    from .share import ShareServer
    from .share.follow import Follower

    server = ShareServer(options.bind, options.port)
    follower = Follower(options.file, server.publish, lang=options.lang)
    follower.poll_once()  # the first state is published before the server starts: no page is ever empty
    if follower.game is None:
        print(f"preferans-desk: {options.file}: {follower.error}", file=sys.stderr)
        return 2
    for warning in follower.warnings:
        print(f"preferans-desk: {options.file}: warning: {warning.message}", file=sys.stderr)
    stop = threading.Event()
    previous = {sig: signal.signal(sig, lambda *_: stop.set()) for sig in (signal.SIGINT, signal.SIGTERM)}
    try:
        try:
            url = server.start()
        except OSError as exc:
            print(f"preferans-desk: cannot serve on {options.bind} port {options.port}: {exc.strerror or exc}",
                  file=sys.stderr)
            return 1
        print(url, flush=True)  # the first line: a script or a test reads the address from it
        if server.busy_port is not None:
            print(f"preferans-desk: port {server.busy_port} is in use; listening on port {server.port_now}",
                  file=sys.stderr, flush=True)
        _follow(follower, stop, options.file)
    finally:
        server.stop()
        for sig, handler in previous.items():
            signal.signal(sig, handler)
    return 0


def _follow(follower: Follower, stop: threading.Event, name: str) -> None:
    """Poll the file until stopped, telling the console when it cannot be read and when it is good again."""
    while not stop.wait(follower.interval):
        before = follower.error
        follower.poll_once()
        if follower.error != before:
            news = "read again" if follower.error is None else f"{follower.error}; still showing the last good sheet"
            print(f"preferans-desk: {name}: {news}", file=sys.stderr, flush=True)


def _export(game: Game, options: argparse.Namespace) -> int:
    """Write OUT.pdf with reportlab (no Qt GUI needed), OUT.png or OUT.svg with the Qt painter (offscreen)."""
    out = Path(options.output)
    try:
        if out.suffix.lower() == ".pdf":
            from .export.pdf import export_pdf

            export_pdf(game, out, lang=options.lang, paper=options.paper,
                       orientation="landscape" if options.landscape else "portrait")
        else:
            from .export.images import ensure_gui_application, export_image
            from .render.geometry import sheet_aspect

            ensure_gui_application()
            shape = "landscape" if options.landscape else "portrait"
            width, height = options.size or (IMAGE_WIDTH, round(IMAGE_WIDTH / sheet_aspect(len(game.players), shape)))
            export_image(game, out, width, height, lang=options.lang, fmt=out.suffix.lower().lstrip("."), shape=shape)
    except OSError as exc:
        print(f"preferans-desk: {out}: cannot write: {exc.strerror or exc}", file=sys.stderr)
        return 1
    print(f"{out}: written")
    return 0


def settlement_json(game: Game, result: Settlement, deal_values: bool = False) -> dict:
    """The `settle --json` object: its shape is a public contract (FILE_FORMAT.md), which other tools compare
    as written; the deals' worths come only when asked for (``--deal-values``)."""
    out = {
        "players": list(game.players),
        "finished": game.finished,
        "pool": [fraction_str(x) for x in result.pool],
        "mountain": [fraction_str(x) for x in result.mountain],
        "whists": [[fraction_str(x) for x in row] for row in result.whists],
        "result_exact": [fraction_str(x) for x in result.exact],
        "result": [fraction_str(x) for x in result.result],
    }
    money = result.money_text()
    if money is not None:
        out["money"] = money
    if deal_values:  # what each deal was worth to each seat, exact; they add up to result_exact
        out["deal_values"] = [[fraction_str(x) for x in worth] for worth in deal_worths(game)]
    return out


def _library(options: argparse.Namespace) -> int:
    """`library` and `stats`: the index in the data folder, refreshed from the files first."""
    from .library import Library, LibraryError, default_data_dir, report

    folder = None
    if options.folder is not None:
        folder = Path(options.folder).expanduser()
        if not folder.is_dir():
            print(f"preferans-desk: {options.folder}: not a folder", file=sys.stderr)
            return 2
    try:
        library = Library(default_data_dir(), None if folder is None else [folder])
    except LibraryError as exc:
        print(f"preferans-desk: {exc}", file=sys.stderr)
        return 2
    if library.notice is not None:
        print(f"preferans-desk: warning: {library.notice}", file=sys.stderr)
    with library:
        games = library.games(under=folder)
        if options.command == "club":
            return _club(options, library, games)
        if options.command == "library":
            if options.json:
                print(json.dumps(report.library_json(games, library.folders), ensure_ascii=False, indent=2))
            else:
                print(report.library_text(games, library.folders))
            return 0
        players = library.stats(games)
        if options.player is not None:
            wanted = library.resolve(options.player.strip())
            chosen = [s for s in players if s.name == wanted] or [
                s for s in players if s.name.casefold() == wanted.casefold()]
            if not chosen:
                print(f"preferans-desk: no games of {options.player!r} in the library", file=sys.stderr)
                return 2
            players = chosen[:1]
        counted = sum(game.ok and game.copy_of is None for game in games)
        if options.json:
            print(json.dumps(report.stats_json(players, counted), ensure_ascii=False, indent=2))
        elif options.player is not None:
            print(report.player_text(players[0]))
        else:
            print(report.stats_text(players, counted))
    return 0


def _club(options: argparse.Namespace, library: Library, games: list[GameEntry]) -> int:
    """`club`: the season's table, ratings over every game in the library up to the season's end."""
    from .library import club_report
    from .library.rating_cache import CACHE_NAME
    from .library.ratings import rate
    from .library.season_table import season_games, season_table
    from .library.seasons import between
    from .library.sync_copies import counted

    days: list[date | None] = []
    for flag, text in (("--from", options.first), ("--to", options.last)):
        try:
            days.append(None if text is None else date.fromisoformat(text.strip()))
        except ValueError:
            print(f"preferans-desk: club: {flag} {text}: not a date (give it as YYYY-MM-DD)", file=sys.stderr)
            return 2
    try:
        season = between(*days)
    except ValueError as exc:
        print(f"preferans-desk: club: {exc}", file=sys.stderr)
        return 2
    aliases = library.aliases()
    games = counted(games)  # a sync tool's copy of a game counts once
    rows = season_table(games, season, rate(games, aliases, library.data_dir / CACHE_NAME), aliases)
    number = len(season_games(games, season))
    if options.json:
        print(json.dumps(club_report.season_json(rows, number, season), ensure_ascii=False, indent=2))
    else:
        print(club_report.season_text(rows, number, season))
    return 0
