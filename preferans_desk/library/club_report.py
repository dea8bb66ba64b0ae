"""A season's table as plain text and JSON, for `preferans-desk club` (the JSON is a public contract,
``docs/file-format.md``)."""

from __future__ import annotations

from typing import Any

from preferans_desk.core.exact_numbers import fraction_str, mixed_str

from .report import average_text, money_list, money_summary, signed, table
from .season_table import SeasonRow
from .seasons import Season


def season_json(rows: list[SeasonRow], games: int, season: Season) -> dict[str, Any]:
    return {"games": games, "from": season.start, "to": None if season.last is None else season.last.isoformat(),
            "players": [row_json(row) for row in rows]}


def row_json(row: SeasonRow) -> dict[str, Any]:
    s = row.stats
    return {
        "name": row.name, "rank": row.rank, "rating": row.rating, "rating_change": row.rating_change,
        "games": s.games, "first_places": row.first_places, "result": fraction_str(s.total),
        "result_exact": fraction_str(s.total_exact), "money": money_list(s), "deals": row.deals,
        "per_deal": fraction_str(row.per_deal),
        "contracts": {"declared": s.declared, "played": s.played, "made": s.made, "failed": s.remizes},
        "misere": {"made": s.misere_made, "failed": s.misere_failed},
        "whists_written": fraction_str(s.whists_written), "spellings": sorted(s.spellings),
    }


def season_text(rows: list[SeasonRow], games: int, season: Season) -> str:
    span = "all time" if season.all_time else f"{season.start or '…'} to {season.last or '…'}"
    if not rows:
        return f"No games in the season ({span})."
    lines = table(
        ("#", "Player", "Rating", "Change", "Games", "Firsts", "Result", "Money", "Per deal", "Contracts",
         "Misères", "Whists"),
        [(str(r.rank), r.name, str(r.rating), f"{r.rating_change:+d}" if r.rating_change else "0",
          str(r.stats.games), str(r.first_places), signed(r.stats.total), money_summary(r.stats),
          average_text(r.per_deal), f"{r.stats.made}/{r.stats.remizes}",
          f"{r.stats.misere_made}/{r.stats.misere_failed}", mixed_str(r.stats.whists_written)) for r in rows],
        right={0, 2, 3, 4, 5, 6, 8, 11})
    return "\n".join([*lines, "", f"{games} game(s), {span}. Ranked by result in whists (as settled), then rating. "
                      "Rating: 1000 + 30 x (mu - 3 sigma), openskill's Plackett-Luce model over every game so far "
                      "(docs/club.md). Contracts: made/failed. Misères: made/failed. Whists: written on the others."])
