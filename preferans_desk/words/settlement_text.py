"""The settlement as plain text, for `preferans-desk settle` without --json: the game's totals and the core's
settlement rows (``core.settlement_rows``) in columns, then who pays whom.

Worded through ``words.translate`` under the context "SettleText" (English by default; the command line lends
another language's translator). Numbers are written as the game file writes them, with the ASCII minus and
money as "3100.00 RUB", so that the text stays easy for scripts to cut up.
"""

from __future__ import annotations

from preferans_desk.core.exact_numbers import Number, mixed_str
from preferans_desk.core.game import Game
from preferans_desk.core.settlement import format_minor
from preferans_desk.core.settlement_rows import Row, SettlementRows, Step

from . import settings_help
from .translate import QT_TRANSLATE_NOOP, translate

CONTEXT = "SettleText"

MESSAGES = {
    "game": QT_TRANSLATE_NOOP("SettleText", "Preferans game"),
    "about": QT_TRANSLATE_NOOP("SettleText", "Convention: {0}, pool to {1}{2}; {3} deals, {4}"),
    "price": QT_TRANSLATE_NOOP("SettleText", ", {0} a whist"),
    "finished": QT_TRANSLATE_NOOP("SettleText", "finished"),
    "unfinished": QT_TRANSLATE_NOOP("SettleText", "not finished"),
    "settlement": QT_TRANSLATE_NOOP("SettleText", "Settlement (rounding: {0})"),
    "pool": QT_TRANSLATE_NOOP("SettleText", "Pool"),
    "mountain": QT_TRANSLATE_NOOP("SettleText", "Mountain"),
    "whists_on": QT_TRANSLATE_NOOP("SettleText", "Whists on {0}"),
    "levelled": QT_TRANSLATE_NOOP("SettleText", "Levelled mountain"),
    "amnestied": QT_TRANSLATE_NOOP("SettleText", "Amnestied mountain"),
    "mountain_whists": QT_TRANSLATE_NOOP("SettleText", "Mountain whists"),
    "whists_with": QT_TRANSLATE_NOOP("SettleText", "Whists with {0}"),
    "exact_result": QT_TRANSLATE_NOOP("SettleText", "Result (exact)"),
    "correction_note": QT_TRANSLATE_NOOP("SettleText", "Paper correction: {0}'s mountain {1}; each other player "
                                                       "changes his whists on {0} by {2}"),
    "correction": QT_TRANSLATE_NOOP("SettleText", "Paper correction"),
    "rounded": QT_TRANSLATE_NOOP("SettleText", "Rounded to whole whists"),
    "result": QT_TRANSLATE_NOOP("SettleText", "Result"),
    "money": QT_TRANSLATE_NOOP("SettleText", "Money {0}"),
    "who_pays": QT_TRANSLATE_NOOP("SettleText", "Who pays whom:"),
    "nobody_pays": QT_TRANSLATE_NOOP("SettleText", "nobody pays anybody"),
    "pays": QT_TRANSLATE_NOOP("SettleText", "{0} pays {1} {2}"),
    "n_whists": QT_TRANSLATE_NOOP("SettleText", "{0} whists"),
}

# The message of each step's row that names no player and nothing else.
STEP_WORDS = {Step.POOL: "pool", Step.MOUNTAIN: "mountain", Step.LEVELLED: "levelled", Step.AMNESTIED: "amnestied",
              Step.MOUNTAIN_WHISTS: "mountain_whists", Step.EXACT_RESULT: "exact_result",
              Step.CORRECTION: "correction", Step.ROUNDED: "rounded", Step.RESULT: "result"}
# The rows of the sheet's totals, printed above the settlement's heading.


def say(key: str, *args: object) -> str:
    """The message ``key`` in the current language, with ``{0}``, ``{1}``… filled in."""
    return translate(CONTEXT, MESSAGES[key]).format(*args)


def settlement_text(game: Game, settled: SettlementRows) -> str:
    """The title, the rules in a line, the totals and the settlement step by step, and who pays whom."""
    players = game.players
    labels = [_label(row, settled, players) for row in settled.rows]
    cells = [_cells(row, settled) for row in settled.rows]
    # a column as wide as its widest name or number and two spaces (large money too: "+530000.00")
    width = max(9, *(len(text) + 2 for text in [*players, *(cell for row in cells for cell in row)]))
    label_width = max(22, *(len(label) + 2 for label in labels))

    def line(label: str, cells: list[str]) -> str:
        return label.ljust(label_width) + "".join(cell.rjust(width) for cell in cells)

    lines = [game.title or say("game"), _about(game), "", line("", players)]
    for row, label, texts in zip(settled.rows, labels, cells, strict=True):
        if row.step == Step.LEVELLED:
            lines += ["", say("settlement", settings_help.choice_label("rounding", settled.rounding))]
        c = settled.correction
        if row.step == Step.CORRECTION and c is not None:
            lines.append(say("correction_note", players[c.seat], mixed_str(c.delta, True), mixed_str(c.whists, True)))
        lines.append(line(label, texts))
    lines += ["", say("who_pays")]
    if not settled.transfers:
        lines.append("  " + say("nobody_pays"))
    for t in settled.transfers:
        lines.append("  " + say("pays", players[t.payer], players[t.payee], _amount(t.amount, settled)))
    return "\n".join(lines)


def _about(game: Game) -> str:
    """The convention, the pool, the price, how many deals, finished or not."""
    rules = game.rules
    price = ""
    if rules.whist_price is not None:
        price = say("price", " ".join(part for part in (mixed_str(rules.whist_price), rules.currency) if part))
    status = say("finished") if game.finished else say("unfinished")
    known = rules.convention in settings_help.CONVENTIONS  # else a house convention, named by its table
    convention = settings_help.convention_label(rules.convention) if known else rules.convention
    return say("about", convention, rules.pool_target, price, len(game.deals), status)


def _label(row: Row, settled: SettlementRows, players: list[str]) -> str:
    if row.step == Step.WHISTS_ON or row.step == Step.WHISTS_WITH:
        assert row.about is not None  # a pair's row names its player
        return say(row.step.value, players[row.about])
    if row.step == Step.MONEY:
        return say("money", settled.currency or "").rstrip()
    return say(STEP_WORDS[row.step])


def _cells(row: Row, settled: SettlementRows) -> list[str]:
    """A row's values, signed when they are gains, "-" in a pair's own column."""
    if row.step == Step.MONEY:
        return [_signed(format_minor(int(v), settled.money_digits), v) if v is not None else "-" for v in row.values]
    return [mixed_str(v, row.gain) if v is not None else "-" for v in row.values]


def _amount(amount: Number, settled: SettlementRows) -> str:
    """A payment: money with its currency, or whists."""
    if settled.money is None:
        return say("n_whists", mixed_str(amount))
    return f"{format_minor(int(amount), settled.money_digits)} {settled.currency or ''}".rstrip()


def _signed(text: str, value: Number) -> str:
    return f"+{text}" if value > 0 else text
