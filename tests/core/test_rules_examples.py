"""Every worked example of RULES.md section 9, numbered as there."""

from fractions import Fraction as F

import pytest

from preferans_desk.core import Adjust, AllPass, Contract, Game, Rules, preset, settle_game

W3 = ["West", "East", "South"]


def game(convention, players, deals=(), target=20, price=None, **overrides):
    rules = Rules(convention, target, preset(convention, overrides), whist_price=price)
    return Game(players, rules, list(deals))


def tally(convention, players, pools, mountains, whists=(), target=20, price=None, **overrides):
    """A final tally entered as one adjustment; whists as {(writer, target): amount}."""
    adjust = Adjust(pool=tuple(pools), mountain=tuple(mountains),
                    whists=tuple((w, t, x) for (w, t), x in dict(whists).items()))
    return game(convention, players, [adjust], target, price, **overrides)


def results(g, rounding=None):
    return settle_game(g, rounding).result


# 1
def test_1_sochi_settlement_exact_and_paper():
    g = tally("sochi", W3, [20] * 3, [8, 19, 14], {(1, 0): 26, (2, 1): 2}, price=100)
    exact = settle_game(g, "exact")
    assert exact.amnestied == [0, 11, 6]
    assert exact.result == [F(92, 3), F(-88, 3), F(-4, 3)]
    paper = settle_game(g, "paper")
    assert paper.correction.seat == 1 and paper.correction.delta == 1 and paper.correction.whists == -3
    assert paper.corrected == [0, 12, 6]
    assert paper.result == [31, -30, -1]
    assert paper.money_text() == ["3100.00", "-3000.00", "-100.00"]
    assert settle_game(g).result == [31, -30, -1]  # paper is the preset's rounding


# 2
def test_2_piter_four_players_pool_21():
    g = tally("leningrad", list("ABCD"), [56, 12, 6, 16], [76, 40, 52, 80], target=21, rounding="exact")
    s = settle_game(g)
    assert s.levelled == [6, 58, 82, 90]
    assert s.amnestied == [0, 52, 76, 84]
    assert s.result == [530, 10, -230, -310]


# 3
def test_3_sochi_final_tally_and_pairwise():
    g = tally("sochi", ["W", "E", "S"], [20] * 3, [322, 124, 82],
              {(0, 1): 120, (1, 0): 240, (0, 2): 96, (1, 2): 12}, rounding="exact")
    s = settle_game(g)
    assert s.result == [-1484, 652, 832]
    assert s.pairwise[0][1] == -780 and s.pairwise[1][0] == 780
    assert s.pairwise[2][0] == 704
    assert s.pairwise[2][1] == 128


# 4
def test_4_pool_only():
    g = tally("sochi", ["S", "W", "E"], [12, 0, 0], [0, 0, 0], rounding="exact")
    assert results(g) == [80, -40, -40]


# 5
def test_5_allpass_three_players_price_one():
    g = game("sochi", ["S", "W", "E"], [AllPass((4, 3, 3))])
    assert g.sheet.mountain == [4, 3, 3]
    assert results(g, "exact") == [F(-20, 3), F(10, 3), F(10, 3)]
    assert results(g, "paper") == [-6, 3, 3]


def test_5_third_allpass_with_progression_1_2_2():
    deals = [AllPass((4, 3, 3)), AllPass((4, 3, 3)), AllPass((3, 2, 5))]
    g = game("sochi", ["S", "W", "E"], deals, allpass_progression=[1, 2, 2])
    assert g.sheet.records[2].allpass_price == 2
    third = [entry.delta for ledger in g.sheet.mountain_ledger for entry in ledger if entry.deal == 2]
    assert third == [6, 4, 10]


# 6
def test_6_sochi_six_down_one_one_whister():
    g = game("sochi", ["D", "Wh", "P"], [Contract(0, 6, "hearts", ("whist", "pass"), (5, 5, 0))])
    sheet = g.sheet
    assert sheet.mountain == [2, 0, 0]
    assert sheet.whists[1][0] == 12
    assert sheet.whists[2][0] == 2


# 7
def test_7_sochi_six_made_two_whisters():
    g = game("sochi", ["D", "A", "B"], [Contract(0, 6, "clubs", ("whist", "whist"), (7, 2, 1))])
    sheet = g.sheet
    assert sheet.pool == [2, 0, 0]
    assert sheet.whists[1][0] == 4 and sheet.whists[2][0] == 2
    assert sheet.mountain == [0, 0, 2]


# 8
@pytest.mark.parametrize("convention, declarer_result", [("sochi", -31), ("leningrad", -62)])
def test_8_four_players_six_down_one(convention, declarer_result):
    # Seat 3 deals and sits out; seat 0 declares, seats 1 and 2 whist with 2 and 3 tricks.
    deal = Contract(0, 6, "diamonds", ("whist", "whist"), (5, 2, 3, None), dealer=3)
    g = game(convention, list("DABX"), [deal], rounding="exact")
    if convention == "sochi":
        assert g.sheet.whists[1][0] == 6 and g.sheet.whists[2][0] == 8 and g.sheet.whists[3][0] == 2
        assert g.sheet.mountain[0] == 2
        assert results(g) == [-31, 11, 13, 7]
    else:
        assert results(g)[0] == declarer_result


# 9
def test_9_leningrad_gentleman_split_four_players():
    deal = Contract(0, 6, "spades", ("whist", "pass"), (5, 5, 0, None), dealer=3)
    g = game("leningrad", list("DWPX"), [deal], rounding="exact")
    assert g.sheet.mountain == [4, 0, 0, 0]
    assert g.sheet.whists[1][0] == 14 and g.sheet.whists[2][0] == 14 and g.sheet.whists[3][0] == 4
    assert results(g) == [-62, 24, 24, 14]


# 10
@pytest.mark.parametrize("level, expected", [
    (6, [7, 10, 13]), (7, [12, 18, 24]), (8, [15, 24, 33]), (9, [16, 28, 40]), (10, [15, 30, 45]),
])
def test_10_gentleman_split_table(level, expected):
    for down, whists in enumerate(expected, start=1):
        t = level - down
        deal = Contract(0, level, "notrump", ("whist", "pass"), (t, 10 - t, 0))
        g = game("sochi", ["D", "W", "P"], [deal], lone_whist="gentleman")
        assert g.sheet.whists[1][0] == whists == g.sheet.whists[2][0], (level, down)


# 11
def test_11_cost_of_a_six():
    mountains = Adjust(mountain=(80, 80, 80))
    sixes = [Contract(0, 6, "spades", ("whist", "whist"), (6, 2, 2), dealer=0) for _ in range(30)]
    piter = game("leningrad", ["D", "A", "B"], [mountains, *sixes], rounding="exact")
    assert piter.sheet.whists[1][0] + piter.sheet.whists[2][0] == 16 * 30
    assert results(piter)[0] == 320
    sochi = game("sochi", ["D", "A", "B"], [mountains, *sixes], rounding="exact")
    assert sochi.sheet.pool == [20, 20, 20]
    assert sochi.sheet.whists[0][1] + sochi.sheet.whists[0][2] == 400
    assert sochi.sheet.whists[1][0] + sochi.sheet.whists[2][0] == 240
    assert results(sochi)[0] == 160


# 12
def test_12_help_worked_check():
    start = Adjust(pool=(16, 18, 19), mountain=(5, 0, 0))
    ten = Contract(0, 10, "spades", ("pass", "pass"))
    g = game("sochi", ["P0", "P1", "P2"], [start, ten])
    assert g.sheet.pool == [20, 20, 20]
    assert g.sheet.mountain == [2, 0, 0]
    assert g.sheet.whists[0][2] == 10 and g.sheet.whists[0][1] == 20
    assert g.finished


# 13
ESWN = ["E", "S", "W", "N"]


def test_13_leningrad_four_players_calculator():
    whists = {(0, 3): 34, (0, 1): 84, (0, 2): 136, (1, 3): 96, (1, 0): 60, (1, 2): 0, (2, 3): 108,
              (2, 0): 220, (2, 1): 192, (3, 0): 80, (3, 1): 44, (3, 2): 48}
    g = tally("leningrad", ESWN, [76, 74, 32, 22], [74, 60, 34, 76], whists, rounding="exact")
    assert results(g) == [264, 306, 226, -796]


TALLY_13B = ([56, 22, 12], [22, 22, 34], {(0, 1): 24, (0, 2): 32, (1, 0): 100, (1, 2): 32, (2, 0): 72,
                                          (2, 1): 56})


def test_13_leningrad_three_players_calculator():
    g = tally("leningrad", ["E", "S", "W"], *TALLY_13B)
    assert results(g, "exact") == [444, -68, -376]
    assert results(g, "paper") == [444, -68, -376]


def test_13_same_tally_in_sochi():
    g = tally("sochi", ["E", "S", "W"], *TALLY_13B)
    assert results(g, "exact") == [184, 12, -196]


def test_13_leningrad_paper_correction():
    whists = {(0, 1): 148, (0, 2): 10, (1, 0): 28, (1, 2): 0, (2, 1): 94, (2, 0): 46}
    g = tally("leningrad", ["E", "S", "W"], [14, 26, 10], [38, 41, 28], whists)
    assert results(g, "exact") == [F(22, 3), F(-242, 3), F(220, 3)]
    paper = settle_game(g, "paper")
    assert sum(paper.amnestied) == 40
    assert paper.correction.seat == 2 and paper.correction.delta == -1 and paper.correction.whists == 3
    assert paper.result == [7, -81, 74]


# 14
@pytest.mark.parametrize("duty, tricks, expected", [
    ("personal_if_short", (7, 3, 0), [0, 0, 4]),
    ("collective", (7, 3, 0), [0, 0, 2]),
    ("personal", (6, 4, 0), [0, 0, 4]),
    ("personal_if_short", (6, 4, 0), [0, 0, 0]),
    ("collective", (6, 4, 0), [0, 0, 0]),
])
def test_14_two_whisters_duty(duty, tricks, expected):
    deal = Contract(0, 6, "hearts", ("whist", "whist"), tricks)
    g = game("sochi", ["D", "A", "B"], [deal], two_whister_duty=duty)
    assert g.sheet.mountain == expected


# 15
def test_15_sitting_out_dealer_gets_nothing_on_allpass():
    for convention in ("sochi", "leningrad", "rostov", "classic"):
        g = game(convention, list("ABCD"), [AllPass((4, None, 3, 3), dealer=1)])
        sheet = g.sheet
        assert sheet.pool[1] == 0 and sheet.mountain[1] == 0
        assert all(sheet.whists[1][j] == 0 and sheet.whists[j][1] == 0 for j in range(4)), convention
        assert any(sheet.mountain) or any(map(any, sheet.whists)), convention
