"""Properties of random valid games (strategies.game_specs): settlement, replay, the file, the CLI."""

from __future__ import annotations

import contextlib
import io
import itertools
import json
import os
import tempfile
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from preferans_desk import cli
from preferans_desk.core import gamefile, score, settle, settle_game
from preferans_desk.core.money import shortest_transfers

from .strategies import game_specs, sheet_state

ROUNDINGS = ("exact", "paper", "nearest", "truncate")
CONTRACT_KEYS = {"players", "finished", "pool", "mountain", "whists", "result_exact", "result"}

# PD_EXAMPLES=1000 python -m pytest tests/core/test_properties.py searches harder.
EXAMPLES = int(os.environ.get("PD_EXAMPLES", "100"))
fast = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
pytestmark = pytest.mark.slow  # a hundred random games each


# ----- settlement -----
@fast
@given(game_specs())
def test_results_and_money_sum_to_zero_in_every_rounding(spec):
    game = spec.game()
    for mode in ROUNDINGS:
        s = settle_game(game, mode)
        assert s.rounding == mode
        assert sum(s.exact) == 0
        assert sum(s.result) == 0, mode
        if mode == "exact":
            assert s.result == s.exact
        else:
            assert all(isinstance(x, int) for x in s.result), (mode, s.result)
        if mode in ("nearest", "truncate"):
            assert all(abs(r - e) < 1 for r, e in zip(s.result, s.exact, strict=True))
        if spec.whist_price is None:
            assert s.money is None and s.money_text() is None
        else:
            assert s.money is not None and sum(s.money) == 0
            assert all(isinstance(m, int) for m in s.money)
            price = game.rules.whist_price
            for money, result in zip(s.money, s.result, strict=True):
                assert abs(money - Fraction(result) * price * 10**s.money_digits) < 1


@fast
@given(game_specs())
def test_pairwise_balances_are_antisymmetric_and_rows_sum_to_the_exact_result(spec):
    s = settle_game(spec.game(), "exact")
    n = len(spec.players)
    for i, j in itertools.product(range(n), repeat=2):
        assert s.pairwise[i][j] == -s.pairwise[j][i]
        assert s.balances[i][j] == -s.balances[j][i]
    assert all(s.pairwise[i][i] == 0 for i in range(n))
    assert [sum(row) for row in s.pairwise] == s.exact
    assert min(s.amnestied) == 0
    # Step 3 + step 4 = step 5 (no paper correction in exact mode).
    assert [m + sum(b) for m, b in zip(s.mountain_whists, s.balances, strict=True)] == s.exact


@fast
@given(game_specs(), st.integers(-15, 40))
def test_the_pool_reference_does_not_change_the_exact_result(spec, shift):
    """RULES.md 6.1: levelling against another reference gives the same result."""
    game = spec.game()
    sheet, rules = game.sheet, game.rules
    base = settle(sheet.pool, sheet.mountain, sheet.whists, rules.pool_target, rules.settings, rounding="exact")
    moved = settle(sheet.pool, sheet.mountain, sheet.whists, rules.pool_target + shift, rules.settings,
                   rounding="exact")
    assert moved.exact == base.exact


def _apply(balances: list[int], transfers: list[tuple[int, int, int]]) -> list[int]:
    out = list(balances)
    for payer, payee, amount in transfers:
        assert amount > 0 and payer != payee
        out[payer] += amount
        out[payee] -= amount
    return out


def _fewest_transfers(balances: list[int]) -> int:
    """Brute force: nonzero players minus the most zero-sum groups they split into."""
    seats = [i for i, b in enumerate(balances) if b]

    def most_groups(rest: tuple[int, ...]) -> int:
        if not rest:
            return 0
        first, others = rest[0], rest[1:]
        best = 0
        for size in range(len(others) + 1):
            for chosen in itertools.combinations(others, size):
                if balances[first] + sum(balances[i] for i in chosen) == 0:
                    left = tuple(i for i in others if i not in chosen)
                    best = max(best, 1 + most_groups(left))
        return best

    return len(seats) - most_groups(tuple(seats))


@fast
@given(game_specs())
def test_transfers_of_a_game_settle_the_money(spec):
    s = settle_game(spec.game())
    owed = s.money if s.money is not None else s.result
    assert _apply(list(owed), s.transfers) == [0] * len(owed)
    nonzero = sum(1 for x in owed if x)
    assert len(s.transfers) <= max(nonzero - 1, 0)


zero_sum_balances = st.lists(st.integers(-1000, 1000), min_size=2, max_size=6).map(lambda xs: [*xs, -sum(xs)])


@settings(max_examples=300, deadline=None)
@given(st.one_of(zero_sum_balances, st.lists(st.sampled_from([-10, -5, 0, 5, 10]), min_size=2, max_size=5)
                 .map(lambda xs: [*xs, -sum(xs)])))
def test_shortest_transfers_settle_with_the_fewest_payments(balances):
    transfers = shortest_transfers(balances)
    assert _apply(balances, transfers) == [0] * len(balances)
    nonzero = sum(1 for x in balances if x)
    assert len(transfers) <= max(nonzero - 1, 0)
    assert len(transfers) == _fewest_transfers(balances)
    assert transfers == sorted(transfers)
    # Nobody both pays and receives.
    payers = {p for p, _, _ in transfers}
    payees = {q for _, q, _ in transfers}
    assert not payers & payees


# ----- replay -----
@fast
@given(game_specs())
def test_replaying_twice_gives_the_same_sheet(spec):
    first, second = spec.game(), spec.game()
    assert sheet_state(first.sheet) == sheet_state(second.sheet)
    again = score(first.players, first.rules.settings, first.rules.pool_target, first.deals, spec.first_dealer)
    assert sheet_state(again) == sheet_state(first.sheet)
    assert sheet_state(first.sheet_after(len(first.deals))) == sheet_state(first.sheet)
    first.replace_deals(list(first.deals))
    assert sheet_state(first.sheet) == sheet_state(second.sheet)


@fast
@given(game_specs(), st.data())
def test_taking_deals_off_equals_scoring_the_rest_from_scratch(spec, data):
    """Appending and then taking deals off the end (the window's undo: ``Sheet.pop`` restores what each deal
    changed, it never replays) must leave the sheet a fresh replay of the deals kept gives. This replaces a
    property that compared appending one by one with the constructor, which appends one by one too."""
    game = spec.game()
    keep = data.draw(st.integers(0, len(spec.deals)), label="deals kept")
    sheet = game.sheet
    for _ in range(len(spec.deals) - keep):
        sheet.pop()
    fresh = score(game.players, game.rules.settings, game.rules.pool_target, spec.deals[:keep], spec.first_dealer)
    assert sheet_state(sheet) == sheet_state(fresh)
    for deal in spec.deals[keep:]:  # and appended again, the whole game as before
        sheet.append(deal)
    assert sheet_state(sheet) == sheet_state(spec.game().sheet)


@fast
@given(game_specs())
def test_ledgers_end_at_the_totals(spec):
    sheet = spec.game().sheet
    n = sheet.n
    for i in range(n):
        for value, ledger in ((sheet.pool[i], sheet.pool_ledger[i]), (sheet.mountain[i], sheet.mountain_ledger[i])):
            assert sum(e.delta for e in ledger) == value
            assert (ledger[-1].total if ledger else 0) == value
            assert all(e.delta != 0 for e in ledger)
        for j in range(n):
            ledger = sheet.whist_ledger[i][j]
            assert (ledger[-1].total if ledger else 0) == sheet.whists[i][j]
        assert sheet.whists[i][i] == 0
    # The sitting-out dealer of a 4-player deal never takes tricks.
    for record in sheet.records:
        tricks = getattr(record.deal, "tricks", None)
        if record.sits_out is not None and isinstance(tricks, tuple):
            assert tricks[record.sits_out] is None


# ----- the file -----
@fast
@given(game_specs())
def test_gamefile_round_trip(spec):
    game = spec.game()
    text = gamefile.dumps(game)
    loaded = gamefile.loads(text)
    again = loaded.game
    assert again.players == game.players
    assert again.first_dealer == game.first_dealer
    assert again.rules == game.rules
    assert again.deals == game.deals
    assert (again.title, again.ended, again.extra) == (game.title, game.ended, game.extra)
    assert sheet_state(again.sheet) == sheet_state(game.sheet)
    assert [w.message for w in loaded.warnings] == [w.message for w in game.warnings]
    assert gamefile.dumps(again) == text
    assert gamefile.loads(text.encode("utf-8")).game.deals == game.deals


# ----- the command line -----
@fast
@given(game_specs())
def test_cli_settle_json_never_crashes_and_keeps_the_contract(spec):
    game = spec.game()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "game.pulka"
        gamefile.save(game, path)
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = cli.main(["settle", str(path), "--json"])
            worths = io.StringIO()
            with contextlib.redirect_stdout(worths):
                cli.main(["settle", str(path), "--json", "--deal-values"])
    assert status == 0, err.getvalue()
    data = json.loads(out.getvalue())
    expected_keys = CONTRACT_KEYS | ({"money"} if spec.whist_price is not None else set())
    assert set(data) == expected_keys
    with_worths = json.loads(worths.getvalue())
    assert with_worths == {**data, "deal_values": with_worths["deal_values"]}  # only the key is added
    assert len(with_worths["deal_values"]) == len(game.deals)
    assert [sum(Fraction(row[seat]) for row in with_worths["deal_values"]) for seat in range(len(game.players))] \
        == settle_game(game).exact
    n = len(spec.players)
    assert data["players"] == game.players
    assert data["finished"] is game.finished
    for key in ("pool", "mountain", "result_exact", "result") + (("money",) if "money" in data else ()):
        assert len(data[key]) == n and all(isinstance(x, str) for x in data[key]), key
    assert len(data["whists"]) == n and all(len(row) == n for row in data["whists"])
    s = settle_game(game)
    assert [Fraction(x) for x in data["result_exact"]] == s.exact
    assert [Fraction(x) for x in data["result"]] == s.result
    assert sum(Fraction(x) for x in data["result"]) == 0
    assert [Fraction(x) for x in data["pool"]] == game.sheet.pool
    assert [[Fraction(x) for x in row] for row in data["whists"]] == game.sheet.whists
    for text in data["result_exact"]:  # reduced fractions, no spaces, no plus sign
        value = Fraction(text)
        assert text == (str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}")
    if "money" in data:
        digits = s.money_digits
        for text, minor in zip(data["money"], s.money, strict=True):
            whole, _, cents = text.lstrip("-").partition(".")
            assert len(cents) == digits
            assert int(whole + cents) * (-1 if text.startswith("-") else 1) == minor
