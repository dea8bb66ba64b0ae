"""The settlement as plain text, for `preferans-desk settle` without --json."""

from __future__ import annotations

from .game import Game
from .numbers import Number, mixed_str
from .settlement import Settlement, format_minor


def settlement_text(game: Game, result: Settlement) -> str:
    players = game.players
    rules = game.rules
    width = max(9, *(len(name) + 2 for name in players))
    label_width = max(22, *(len(f"Whists on {name}") + 2 for name in players))

    def row(label: str, cells: list[str]) -> str:
        return label.ljust(label_width) + "".join(cell.rjust(width) for cell in cells)

    def numbers(label: str, values: list[Number], sign: bool = False) -> str:
        return row(label, [mixed_str(v, sign) for v in values])

    status = "finished" if game.finished else "not finished"
    price = ""
    if rules.whist_price is not None:
        price = ", " + " ".join(part for part in (mixed_str(rules.whist_price), rules.currency, "a whist") if part)
    lines = [game.title or "Preferans game",
             f"Convention: {rules.convention}, pool to {rules.pool_target}{price}; "
             f"{len(game.deals)} deals, {status}", "",
             row("", players),
             numbers("Pool", result.pool),
             numbers("Mountain", result.mountain)]
    for target, name in enumerate(players):
        lines.append(row(f"Whists on {name}",
                         ["-" if w == target else mixed_str(result.whists[w][target]) for w in range(len(players))]))
    lines += ["", f"Settlement (rounding: {result.rounding})",
              numbers("Levelled mountain", result.levelled),
              numbers("Amnestied mountain", result.amnestied)]
    if result.correction is not None:
        c = result.correction
        lines.append(f"Paper correction: {players[c.seat]}'s mountain {c.delta:+d}; each other player "
                     f"changes his whists on {players[c.seat]} by {c.whists:+d}")
        lines.append(numbers("Corrected mountain", result.corrected))
    lines += [numbers("Mountain whists", result.mountain_whists, sign=True),
              numbers("Whist balance", [sum(r) for r in result.balances], sign=True),
              numbers("Result (exact)", result.exact, sign=True),
              numbers("Result", result.result, sign=True)]
    unit = rules.currency or ""
    if result.money is not None:
        lines.append(row(f"Money {unit}".rstrip(),
                         [_signed(format_minor(m, result.money_digits), m) for m in result.money]))
    lines += ["", "Who pays whom:"]
    if not result.transfers:
        lines.append("  nobody pays anybody")
    for payer, payee, amount in result.transfers:
        if result.money is not None:
            assert isinstance(amount, int)  # with money, the transfers are whole minor units
            shown = f"{format_minor(amount, result.money_digits)} {unit}".rstrip()
        else:
            shown = f"{mixed_str(amount)} whists"
        lines.append(f"  {players[payer]} pays {players[payee]} {shown}")
    return "\n".join(lines)


def _signed(text: str, value: int) -> str:
    return f"+{text}" if value > 0 else text
