"""Every reader of the settlement shows the core's rows (core.settlement_rows) and the same numbers: the window's
panel, the printout's page of steps, `preferans-desk settle` and the phone page's JSON. Each reader's text is read
back into numbers here and compared step by step with the rows, and who pays whom with the transfers."""

from __future__ import annotations

import io
import json
import re
from decimal import Decimal
from fractions import Fraction as F
from pathlib import Path

import pytest
from pypdf import PdfReader

from preferans_desk.cli import main
from preferans_desk.core import Adjust, Game, Rules, gamefile, preset
from preferans_desk.core.moment import Moment
from preferans_desk.core.settlement_rows import SettlementRows, Step
from preferans_desk.export import pdf_bytes
from preferans_desk.share.shared_state import settlement_json

EXAMPLE = Path(__file__).parent / "data" / "example.pulka"
W3 = ["West", "East", "South"]


def example_1() -> Game:
    """RULES.md 9, example 1, at 100 roubles a whist: a paper correction, money."""
    adjust = Adjust(pool=(20, 20, 20), mountain=(8, 19, 14), whists=((1, 0, 26), (2, 1, 2)))
    return Game(W3, Rules("sochi", 20, preset("sochi"), whist_price=100, currency="RUB"), [adjust])


def halved() -> Game:
    """A correction and half a whist left to round; no price: who pays whom in whists."""
    adjust = Adjust(pool=(20, 20, 20), mountain=(0, 1, 0), whists=((0, 1, F(1, 2)),))
    return Game(W3, Rules("sochi", 20, preset("sochi")), [adjust])


def piter() -> Game:
    """RULES.md 9, example 2: four players, two mountain points a pool point, exact, a price of 1000 (thousands)."""
    adjust = Adjust(pool=(56, 12, 6, 16), mountain=(76, 40, 52, 80))
    settings = preset("leningrad", {"rounding": "exact"})
    return Game(list("ABCD"), Rules("leningrad", 21, settings, whist_price=1000, currency="EUR"), [adjust])


def example() -> Game:
    return gamefile.load(EXAMPLE).game


GAMES = [example_1, halved, piter, example]


# ----- reading numbers back -----

def number(text: str) -> F:
    """"+30 2/3", "−1/3", "+3,100.00", "3 100,00" (the ASCII or the typographic minus) as a number."""
    text = text.replace("\u2212", "-").replace("\u00a0", " ").strip()
    sign = -1 if text.startswith("-") else 1
    text = text.lstrip("+-")
    if "." in text:
        return sign * F(Decimal(text.replace(",", "").replace(" ", "")))
    return sign * sum((F(part) for part in text.split()), F(0))


def cells(text: str) -> list[str]:
    """A row of numbers as the printout's text has it, one cell each: a mixed number's fraction goes with its
    whole part ("+56 2/3 −53 1/3" is two cells)."""
    out: list[str] = []
    for token in text.split():
        if re.fullmatch(r"\d+/\d+", token) and out and re.fullmatch(r"[+\u2212-]?\d+", out[-1]):
            out[-1] += " " + token
        else:
            out.append(token)
    return out


def values(row: list[str], step: Step, digits: int) -> tuple:
    """A row's cells as the model holds them: an empty or dashed cell None, money in minor units."""
    scale = 10 ** digits if step == Step.MONEY else 1
    return tuple(None if cell.strip() in ("", "-", "—") else number(cell) * scale for cell in row)


def labels(game: Game, exact: str, result: str, money: str) -> dict[str, tuple[Step, int | None]]:
    """A reader's English names of the steps."""
    names = {"Pool": (Step.POOL, None), "Mountain": (Step.MOUNTAIN, None), "Levelled mountain": (Step.LEVELLED, None),
             "Amnestied mountain": (Step.AMNESTIED, None),
             "Mountain whists": (Step.MOUNTAIN_WHISTS, None), exact: (Step.EXACT_RESULT, None),
             "Paper correction": (Step.CORRECTION, None), "Rounded to whole whists": (Step.ROUNDED, None),
             result: (Step.RESULT, None), money: (Step.MONEY, None)}
    for seat, name in enumerate(game.players):
        names[f"Whists on {name}"] = (Step.WHISTS_ON, seat)
        names[f"Whists with {name}"] = (Step.WHISTS_WITH, seat)
    return names


def read_rows(lines: list[str], names: dict[str, tuple[Step, int | None]], n: int, digits: int) -> dict:
    """The rows of a text, each a line of a step's name and ``n`` cells."""
    shown = {}
    for line in lines:
        label = next((name for name in sorted(names, key=len, reverse=True) if line.startswith(name + " ")), None)
        if label is not None:
            key = names[label]
            row = cells(line[len(label):])
            assert len(row) == n, line
            shown[key] = values(row, key[0], digits)
    return shown


def model(settled: SettlementRows, shown: set[Step] | None = None) -> dict[tuple[Step, int | None], tuple]:
    return {(row.step, row.about): row.values for row in settled.rows if shown is None or row.step in shown}


def transfers(settled: SettlementRows) -> list[tuple[int, int, F]]:
    return [(t.payer, t.payee, F(t.amount)) for t in settled.transfers]


def paid(game: Game, lines: list[str], pattern: str, settled: SettlementRows) -> list[tuple[int, int, F]]:
    """Who pays whom read back from lines like "Anna pays Vera 76.00 RUB" (``pattern`` names the parts)."""
    scale = 10 ** settled.money_digits if settled.money is not None else 1
    out = []
    for line in lines:
        found = re.fullmatch(pattern, line.strip())
        if found:
            amount = re.sub(r"[^\d.,/ +\u2212-]", "", found["amount"].replace(" whists", ""))
            out.append((game.players.index(found["payer"]), game.players.index(found["payee"]),
                        number(amount) * scale))
    return out


# ----- the readers -----

@pytest.mark.parametrize("make", GAMES)
def test_settle_text_shows_the_rows(make, tmp_path, capsys):
    game = make()
    settled = Moment.present(game).settlement_rows
    path = tmp_path / "game.pulka"
    gamefile.save(game, path)
    assert main(["settle", str(path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    names = labels(game, "Result (exact)", "Result", f"Money {settled.currency or ''}".strip())
    assert read_rows(lines, names, len(game.players), settled.money_digits) == model(settled)
    pays = paid(game, lines, r"(?P<payer>.+) pays (?P<payee>\S+) (?P<amount>.+)", settled)
    assert pays == transfers(settled)


@pytest.mark.parametrize("make", GAMES)
def test_the_printout_shows_the_rows(make):
    game = make()
    settled = Moment.present(game).settlement_rows
    lines = PdfReader(io.BytesIO(pdf_bytes(game))).pages[1].extract_text().splitlines()
    result = "Result" if settled.rounding == "exact" else f"Result ({settled.rounding})"
    money = f"Money, {settled.currency}" if settled.currency else "Money"
    names = labels(game, "Exact result", result, money)
    steps = lines[lines.index("Settlement step by step"):]  # (the facts above it have a "Pool target")
    assert read_rows(steps, names, len(game.players), settled.money_digits) == model(settled)
    pays = paid(game, lines, r"(?P<payer>.+) pays (?P<payee>\S+): (?P<amount>.+)", settled)
    assert pays == transfers(settled)


@pytest.mark.parametrize("make", GAMES)
def test_the_panel_shows_the_rows_but_the_whists_written(make, qtbot):
    from preferans_desk.gui.panels.settlement_panel import SettlementPanel

    game = make()
    panel = SettlementPanel()
    qtbot.addWidget(panel)
    panel.show_game(game)
    assert panel.moment is not None
    settled = panel.moment.settlement_rows
    names = labels(game, "Exact result", "Result", f"Money {settled.currency or ''}".strip())
    names["After amnesty"] = names.pop("Amnestied mountain")
    table = panel.table
    shown = {}
    for r in range(table.rowCount()):
        key = names[table.verticalHeaderItem(r).text()]
        row = [table.item(r, c).text() if table.item(r, c) else "" for c in range(table.columnCount())]
        shown[key] = values(row, key[0], settled.money_digits)
    assert shown == model(settled, set(Step) - {Step.WHISTS_ON})
    lines = panel.transfers.text().splitlines()
    assert paid(game, lines, r"(?P<payer>.+) pays (?P<payee>\S+) (?P<amount>.+)", settled) == transfers(settled)


@pytest.mark.parametrize("make", GAMES)
def test_the_phone_page_shows_the_outcome(make):
    game = make()
    moment = Moment.present(game)
    settled = moment.settlement_rows
    facts = json.loads(json.dumps(settlement_json(moment.settlement, game.rules.currency)))
    shown = {(Step.RESULT, None): tuple(F(x) for x in facts["result"])}
    if facts["money"] is not None:
        shown[(Step.MONEY, None)] = values(facts["money"], Step.MONEY, settled.money_digits)
    assert shown == model(settled, {Step.RESULT, Step.MONEY})
    scale = 10 ** settled.money_digits if settled.money is not None else 1
    pays = [(t["from"], t["to"], number(t["text"]) * scale) for t in facts["transfers"]]
    assert pays == [(t["from"], t["to"], F(t["amount"])) for t in facts["transfers"]] == transfers(settled)
