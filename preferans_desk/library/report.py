"""The library and its statistics as plain text and JSON, for `preferans-desk library` and `stats`."""

from __future__ import annotations

from collections.abc import Sequence
from collections.abc import Set as AbstractSet
from fractions import Fraction
from typing import Any

from preferans_desk.core.exact_numbers import Number, fraction_str, mixed_str
from preferans_desk.core.settlement import format_minor

from .index import GameEntry
from .stats import GameRef, PlayerStats


def table(header: Sequence[str], rows: Sequence[Sequence[str]], right: AbstractSet[int] = frozenset()) -> list[str]:
    """Columns padded to their widest cell; the columns in ``right`` aligned right."""
    widths = [max(len(str(row[i])) for row in [header, *rows]) for i in range(len(header))]

    def line(row: Sequence[str]) -> str:
        cells = [str(cell).rjust(w) if i in right else str(cell).ljust(w)
                 for i, (cell, w) in enumerate(zip(row, widths, strict=True))]
        return "  ".join(cells).rstrip()

    return [line(header), *(line(row) for row in rows)]


def short_date(date: str) -> str:
    return date[:16].replace("T", " ")


def signed(x: Number) -> str:
    return mixed_str(x, sign=True)


def money_text(amount: Number, digits: int, sign: bool = True) -> str:
    whole = round(Fraction(amount))
    text = format_minor(whole, digits)
    return f"+{text}" if sign and whole > 0 else text


# ----- library -----
def game_results(entry: GameEntry) -> str:
    if not entry.ok:
        return f"cannot be read: {entry.error}"
    text = ", ".join(f"{seat.name} {signed(seat.result)}" for seat in entry.seats)
    money = [seat.money for seat in entry.seats if seat.money is not None]
    if money:  # a whist price gives every seat its money, else none
        unit = f" {entry.currency}" if entry.currency else ""
        amounts = ", ".join(money_text(amount, entry.money_digits) for amount in money)
        text += f" (money{unit}: {amounts})"
    return text


def library_text(games: list[GameEntry], folders: Sequence[object]) -> str:
    rows: list[tuple[str, ...]] = []
    for entry in games:
        status = "finished" if entry.finished else "in progress" if entry.ok else "broken"
        if entry.copy_of is not None:
            status = f"copy of {entry.copy_of.name}, " + ("the same deals" if entry.same_as_copied else
                                                          "other deals: to resolve")
        rules = f"{entry.convention}/{entry.pool_target}" if entry.ok else ""
        rows.append((short_date(entry.date), entry.name, rules, str(entry.deals) if entry.ok else "", status,
                     game_results(entry)))
    broken = sum(not entry.ok for entry in games)
    where = ", ".join(str(folder) for folder in folders)
    summary = f"{len(games)} game(s)" + (f", {broken} cannot be read" if broken else "") + f" (folders: {where})"
    if not games:
        return f"No games in the library. {summary}"
    return "\n".join([*table(("Date", "Game", "Rules", "Deals", "Status", "Result"), rows, right={3}), "",
                      summary])


def library_json(games: list[GameEntry], folders: Sequence[object]) -> dict[str, Any]:
    return {"folders": [str(folder) for folder in folders], "games": [entry.to_json() for entry in games]}


# ----- statistics -----
def money_list(stats: PlayerStats, sign: bool = False) -> list[dict[str, Any]]:
    return [{"currency": currency or None, "total": money_text(total, stats.money_digits(currency), sign),
             "average": money_text(stats.average_money(currency), stats.money_digits(currency), sign),
             "games": stats.money_games[currency]}
            for currency, total in sorted(stats.money.items())]


def _ref_json(ref: GameRef | None) -> dict[str, Any] | None:
    if ref is None:
        return None
    return {"path": str(ref.path), "name": ref.name, "date": ref.date, "result": fraction_str(ref.result)}


def player_json(stats: PlayerStats) -> dict[str, Any]:
    return {
        "name": stats.name, "spellings": sorted(stats.spellings), "games": stats.games, "won": stats.won,
        "share_won": round(float(stats.share_won), 4), "total": fraction_str(stats.total),
        "total_exact": fraction_str(stats.total_exact), "average": fraction_str(stats.average),
        "money": money_list(stats), "best": _ref_json(stats.best), "worst": _ref_json(stats.worst),
        "contracts": {"declared": stats.declared, "played": stats.played, "made": stats.made},
        "remizes": stats.remizes, "misere": {"made": stats.misere_made, "failed": stats.misere_failed},
        "whists_written": fraction_str(stats.whists_written), "allpass_tricks": stats.allpass_tricks,
    }


def stats_json(players: list[PlayerStats], games: int) -> dict[str, Any]:
    return {"games": games, "players": [player_json(stats) for stats in players]}


def average_text(x: Number) -> str:
    return f"{float(x):+.1f}" if x else "0"


def money_summary(stats: PlayerStats) -> str:
    items = money_list(stats, sign=True)
    return "; ".join(f"{item['total']} {item['currency'] or ''}".rstrip() for item in items) or "-"


def stats_text(players: list[PlayerStats], games: int) -> str:
    if not players:
        return f"No statistics: {games} game(s), none that loads."
    rows: list[tuple[str, ...]] = []
    for s in players:
        best, worst = s.extremes()
        rows.append((s.name, str(s.games), f"{s.won} ({round(100 * s.share_won)}%)", signed(s.total),
                     average_text(s.average), money_summary(s), signed(best.result), signed(worst.result),
                     f"{s.made}/{s.played}/{s.declared}", f"{s.misere_made}/{s.misere_failed}", str(s.remizes),
                     mixed_str(s.whists_written), str(s.allpass_tricks)))
    header = ("Player", "Games", "Won", "Total", "Average", "Money", "Best", "Worst", "Contracts", "Misères",
              "Remizes", "Whists", "All-pass")
    return "\n".join([*table(header, rows, right=set(range(1, 13)) - {5}), "",
                      f"{games} game(s). Total and average in whists, as settled. Contracts: made/played/declared "
                      "(played: somebody whisted). Misères: made/failed. Whists: written on the others. All-pass: "
                      "tricks taken."])


def player_text(stats: PlayerStats) -> str:
    """One player in full, for `stats --player`."""
    also = sorted(stats.spellings - {stats.name})
    lines = [stats.name + (f" (also {', '.join(also)})" if also else ""),
             f"Games played:       {stats.games}",
             f"Games won:          {stats.won} ({round(100 * stats.share_won)}%)",
             f"Total result:       {signed(stats.total)} whists (exact {signed(stats.total_exact)})",
             f"Average result:     {average_text(stats.average)} whists"]
    for item in money_list(stats, sign=True):
        unit = f" {item['currency']}" if item["currency"] else ""
        lines.append(f"Money{unit}:".ljust(20) + f"{item['total']} in {item['games']} game(s), "
                     f"{item['average']} a game")
    for label, ref in zip(("Best game:", "Worst game:"), stats.extremes(), strict=True):
        lines.append(f"{label:<20}{signed(ref.result)}: {ref.name}, {short_date(ref.date)} ({ref.path})")
    lines += [f"Contracts:          {stats.declared} declared, {stats.played} played, {stats.made} made, "
              f"{stats.remizes} remiz(es)",
              f"Misères:            {stats.misere_made} made, {stats.misere_failed} failed",
              f"Whists written:     {mixed_str(stats.whists_written)}",
              f"All-pass tricks:    {stats.allpass_tricks}"]
    return "\n".join(lines)
