"""`preferans-desk` and `python -m preferans_desk`: open the window, or settle and check game files."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from .core.errors import GameFileError
from .core.game import Game
from .core.gamefile import load
from .core.numbers import fraction_str
from .core.report import settlement_text
from .core.settlement import Settlement, settle_game

COMMANDS = ("settle", "check")


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in COMMANDS:
        return _command(args)
    parser = argparse.ArgumentParser(
        prog="preferans-desk",
        description="A score sheet for Preferans. Commands: settle FILE [--json], check FILE.",
    )
    parser.add_argument("file", nargs="?", help="a .pulka game file to open")
    options, qt_args = parser.parse_known_args(args)
    from .gui.app import run  # Qt is imported only when the window is wanted

    return run(options.file, qt_args)


def _command(args: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="preferans-desk")
    sub = parser.add_subparsers(dest="command", required=True)
    settle_parser = sub.add_parser("settle", help="print the totals and the settlement of a game file")
    settle_parser.add_argument("file")
    settle_parser.add_argument("--json", action="store_true", help="print one JSON object (a stable contract)")
    check_parser = sub.add_parser("check", help="validate a game file only")
    check_parser.add_argument("file")
    options = parser.parse_args(args)
    try:
        loaded = load(options.file)
    except GameFileError as exc:
        print(f"preferans-desk: {options.file}: {exc}", file=sys.stderr)
        return 2
    for warning in loaded.warnings:
        print(f"preferans-desk: {options.file}: warning: {warning.message}", file=sys.stderr)
    game = loaded.game
    if options.command == "check":
        print(f"{options.file}: a good game file ({len(game.players)} players, {len(game.deals)} deals)")
        return 0
    result = settle_game(game)
    if options.json:
        print(json.dumps(settlement_json(game, result), ensure_ascii=False, indent=2))
    else:
        print(settlement_text(game, result))
    return 0


def settlement_json(game: Game, result: Settlement) -> dict:
    """The `settle --json` object: its shape is a public contract (FILE_FORMAT.md)."""
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
    return out
