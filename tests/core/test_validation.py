"""Every DealError code, with its deal number, and a game left unchanged by a refusal."""

from __future__ import annotations

import copy
from fractions import Fraction

import pytest

from preferans_desk.core import Adjust, AllPass, Contract, DealError, Game, Misere, Rules, Sheet, preset
from preferans_desk.core.errors import MESSAGES

P3 = ["Anna", "Boris", "Vera"]
P4 = ["Anna", "Boris", "Vera", "Gleb"]

# Two valid deals first, so that the refused deal is deal 3 (adjustments count).
PRELUDE3 = [Contract(0, 6, "clubs", ("whist", "pass"), (6, 4, 0)), Adjust(mountain=(1, 0, 0))]
# Four players, first dealer 0: deal 1 is dealt by 0, the adjustment does not move the dealer: seat 1 deals deal 3.
PRELUDE4 = [Contract(1, 6, "clubs", ("whist", "pass"), (None, 6, 4, 0)), Adjust(mountain=(1, 0, 0, 0))]


def make(players=P3, convention="sochi", prelude=None, **overrides) -> Game:
    rules = Rules(convention, 20, preset(convention, overrides))
    deals = prelude if prelude is not None else (PRELUDE3 if len(players) == 3 else PRELUDE4)
    return Game(players, rules, list(deals))


def snapshot(game: Game) -> tuple:
    sheet = game.sheet
    return (list(game.deals), copy.deepcopy(sheet.pool), copy.deepcopy(sheet.mountain),
            copy.deepcopy(sheet.whists), copy.deepcopy(sheet.pool_ledger), copy.deepcopy(sheet.mountain_ledger),
            copy.deepcopy(sheet.whist_ledger), len(sheet.records), sheet.streak, sheet.next_dealer)


# (code, players, convention, overrides, bad deal)
CASES = [
    ("seat", P3, "sochi", {}, Contract(3, 6, "spades", ("pass", "pass"))),
    ("seat", P3, "sochi", {}, Contract(-1, 6, "spades", ("pass", "pass"))),
    ("seat", P3, "sochi", {}, Misere(True, 0)),
    ("seat", P3, "sochi", {}, AllPass((4, 3, 3), dealer=3)),
    ("seat", P4, "sochi", {}, Adjust(whists=((0, 4, 5),))),
    ("seat", P4, "sochi", {}, Adjust(dealer=4)),
    # With four players seat 1 deals deal 3 and sits out.
    ("declarer_sits_out", P4, "sochi", {}, Contract(1, 6, "spades", ("pass", "pass"))),
    ("declarer_sits_out", P4, "sochi", {}, Misere(1, 0)),
    ("declarer_sits_out", P4, "sochi", {}, Contract(2, 7, "hearts", ("pass", "pass"), dealer=2)),
    ("level", P3, "sochi", {}, Contract(0, 5, "spades", ("pass", "pass"))),
    ("level", P3, "sochi", {}, Contract(0, 11, "spades", ("pass", "pass"))),
    ("level", P3, "sochi", {}, Contract(0, True, "spades", ("pass", "pass"))),
    ("suit", P3, "sochi", {}, Contract(0, 6, "trumps", ("pass", "pass"))),
    ("defence_shape", P3, "sochi", {}, Contract(0, 6, "spades", ("pass",))),
    ("defence_shape", P3, "sochi", {}, Contract(0, 6, "spades", ["pass", "pass"])),
    ("defence_word", P3, "sochi", {}, Contract(0, 6, "spades", ("pass", "maybe"))),
    ("half_level", P3, "sochi", {}, Contract(0, 6, "spades", ("pass", "half"))),
    ("half_level", P3, "leningrad", {}, Contract(0, 8, "spades", ("pass", "half"))),
    ("half_level", P3, "rostov", {"half_whist_levels": [7]}, Contract(0, 6, "spades", ("pass", "half"))),
    ("half_order", P3, "leningrad", {}, Contract(0, 6, "spades", ("half", "pass"))),
    ("half_order", P3, "leningrad", {}, Contract(0, 6, "spades", ("whist", "half"), (6, 2, 2))),
    ("half_order", P3, "leningrad", {}, Contract(0, 6, "spades", ("half", "half"))),
    ("stalingrad", P3, "sochi", {"stalingrad": True}, Contract(0, 6, "spades", ("whist", "pass"), (6, 4, 0))),
    ("stalingrad", P3, "sochi", {"stalingrad": True}, Contract(0, 6, "spades", ("pass", "pass"))),
    ("tricks_missing", P3, "sochi", {}, Contract(0, 6, "spades", ("whist", "pass"))),
    ("tricks_missing", P3, "sochi", {}, Contract(0, 6, "spades", ("pass", "whist"))),
    ("tricks_shape", P3, "sochi", {}, Contract(0, 6, "spades", ("whist", "pass"), (6, 4, 0, 0))),
    ("tricks_shape", P4, "sochi", {}, AllPass((4, 3, 3))),
    ("tricks_shape", P3, "sochi", {}, AllPass([4, 3, 3])),
    ("tricks_range", P3, "sochi", {}, Contract(0, 6, "spades", ("whist", "whist"), (11, -1, 0))),
    ("tricks_range", P3, "sochi", {}, AllPass((4, 3, "3"))),
    ("tricks_range", P3, "sochi", {}, AllPass((4, 3.0, 3))),
    ("tricks_range", P3, "sochi", {}, AllPass((True, 6, 3))),
    ("dealer_tricks", P4, "sochi", {}, AllPass((4, 1, 3, 2))),
    ("dealer_tricks", P4, "sochi", {}, Contract(0, 6, "spades", ("whist", "whist"), (6, 2, 1, 1))),
    ("active_tricks", P4, "sochi", {}, AllPass((4, None, 6, None))),
    ("active_tricks", P3, "sochi", {}, AllPass((None, 4, 6))),
    ("tricks_sum", P3, "sochi", {}, Contract(0, 6, "spades", ("whist", "pass"), (5, 4, 0))),
    ("tricks_sum", P3, "sochi", {}, AllPass((4, 4, 4))),
    ("tricks_sum", P4, "sochi", {}, AllPass((4, None, 3, 2))),
    # Tricks given on an unplayed contract are checked too.
    ("tricks_sum", P3, "sochi", {}, Contract(0, 6, "spades", ("pass", "pass"), (6, 3, 0))),
    ("talon", P4, "leningrad", {}, Contract(0, 6, "spades", ("pass", "pass"), talon_tricks=4)),
    ("talon", P3, "sochi", {}, Contract(0, 6, "spades", ("pass", "pass"), talon_tricks=-1)),
    ("blind_not_allowed", P3, "sochi", {}, Contract(0, 6, "spades", ("pass", "pass"), blind=True)),
    ("blind_not_allowed", P3, "leningrad", {}, Misere(0, 0, blind=True)),
    ("blind_not_allowed", P3, "rostov", {}, AllPass((4, 3, 3), blind=True)),
    ("blind_not_allowed", P3, "classic", {"blind_allowed": False}, AllPass((4, 3, 3), blind=True)),
    ("to_mountain_not_allowed", P3, "sochi", {}, Contract(0, 6, "spades", ("pass", "pass"), to_mountain=True)),
    ("to_mountain_failed", P3, "classic", {},
     Contract(0, 6, "spades", ("whist", "pass"), (5, 5, 0), to_mountain=True)),
    ("misere_tricks", P3, "sochi", {}, Misere(0, 11)),
    ("misere_tricks", P3, "sochi", {}, Misere(0, -1)),
    ("misere_tricks", P3, "sochi", {}, Misere(0, None)),
    ("adjust_shape", P3, "sochi", {}, Adjust(pool=(1, 2))),
    ("adjust_shape", P4, "sochi", {}, Adjust(mountain=(1, 2, 3))),
    ("adjust_shape", P3, "sochi", {}, Adjust(mountain=[1, 2, 3])),
    ("adjust_number", P3, "sochi", {}, Adjust(pool=(1.5, 0, 0))),
    ("adjust_number", P3, "sochi", {}, Adjust(mountain=(0, "2", 0))),
    ("adjust_number", P3, "sochi", {}, Adjust(mountain=(0, True, 0))),
    ("adjust_number", P3, "sochi", {}, Adjust(whists=((0, 1, 0.5),))),
    ("adjust_whist", P3, "sochi", {}, Adjust(whists=((0, 0, 5),))),
    ("adjust_whist", P3, "sochi", {}, Adjust(whists=((0, 1),))),
    ("adjust_whist", P3, "sochi", {}, Adjust(whists=([0, 1, 5],))),
    ("too_large", P3, "sochi", {}, Adjust(mountain=(10**12 + 1, 0, 0))),
    ("too_large", P3, "sochi", {}, Adjust(whists=((0, 1, -(10**12) - 1),))),
    ("too_large", P3, "classic", {"blind_multiplier": 10**30}, AllPass((4, 3, 3), blind=True)),
    ("too_fine", P3, "sochi", {}, Adjust(pool=(Fraction(1, 10**12 + 1), 0, 0))),
    ("too_fine", P3, "sochi", {"allpass_progression": ["1/1000000000001"]}, AllPass((4, 3, 3))),
]


def _case_id(case):
    return f"{case[0]}-{type(case[4]).__name__}"


@pytest.mark.parametrize("code, players, convention, overrides, deal", CASES, ids=[_case_id(c) for c in CASES])
@pytest.mark.parametrize("through", ["game", "sheet"])
def test_refused_deal_names_code_and_number_and_changes_nothing(code, players, convention, overrides, deal, through):
    game = make(players, convention, **overrides)
    before = snapshot(game)
    with pytest.raises(DealError) as info:
        if through == "game":
            game.append(deal)
        else:
            game.sheet.append(deal)
    exc = info.value
    assert exc.code == code
    assert exc.deal == 3
    assert str(exc).startswith("deal 3: ")
    assert exc.message == str(exc) and "\n" not in str(exc)
    assert snapshot(game) == before
    # The game still takes a valid deal afterwards, as deal 3.
    record = game.append(Adjust(pool=(0,) * len(players)))
    assert record.index == 2


def test_every_error_code_is_exercised():
    codes = {case[0] for case in CASES} | {"below_exit_level"}  # the warning, tested below
    assert codes == set(MESSAGES)


def test_messages_name_the_player():
    game = make(P4)
    with pytest.raises(DealError, match=r"^deal 3: .*\bBoris\b") as info:
        game.append(Contract(1, 6, "spades", ("pass", "pass")))
    assert info.value.code == "declarer_sits_out" and info.value.field == "declarer"
    with pytest.raises(DealError, match=r"^deal 3: .*\bBoris\b") as info:
        game.append(AllPass((4, 1, 3, 2)))
    assert info.value.code == "dealer_tricks"
    with pytest.raises(DealError, match=r"\b9\b") as info:
        game.append(AllPass((4, None, 3, 2)))
    assert info.value.params == {"total": 9}


def test_seat_and_adjustment_messages_name_the_field():
    game = make()
    with pytest.raises(DealError) as info:
        game.append(Contract(3, 6, "spades", ("pass", "pass")))
    assert info.value.field == "declarer"
    assert str(info.value) == "deal 3: declarer must be a seat from 0 to 2, not 3"
    with pytest.raises(DealError) as info:
        game.append(Adjust(mountain=(1, 2)))
    assert info.value.field == "mountain" and "mountain" in str(info.value) and "3 seats" in str(info.value)
    with pytest.raises(DealError) as info:
        game.append(Adjust(pool=(0, 0.5, 0)))
    assert info.value.field == "pool" and "0.5" in str(info.value)


def test_preview_refuses_like_append_and_never_changes_the_sheet():
    game = make()
    before = snapshot(game)
    record = game.sheet.preview(Contract(1, 7, "hearts", ("whist", "whist"), (7, 2, 1)))
    assert record.index == 2 and record.writes
    assert snapshot(game) == before
    with pytest.raises(DealError) as info:
        game.sheet.preview(AllPass((5, 5, 5)))
    assert info.value.deal == 3 and info.value.code == "tricks_sum"
    assert snapshot(game) == before


def test_replace_deals_refuses_and_keeps_the_game():
    game = make()
    before = snapshot(game)
    bad = [*PRELUDE3, Misere(0, 0), AllPass((3, 3, 3))]
    with pytest.raises(DealError) as info:
        game.replace_deals(bad)
    assert info.value.deal == 4 and info.value.code == "tricks_sum"
    assert snapshot(game) == before


def test_game_constructor_refuses_with_the_deal_number():
    with pytest.raises(DealError) as info:
        Game(P3, Rules.from_preset("sochi", 20), [Misere(0, 0), Misere(1, 0), Misere(2, 0), Misere(0, 12)])
    assert info.value.deal == 4 and info.value.code == "misere_tricks"


# ----- the 4-player dealer -----
def test_four_players_dealer_rotation_and_who_sits_out():
    sheet = Sheet(P4, preset("sochi"), 20, first_dealer=2)
    assert sheet.next_dealer == 2 and sheet.sits_out == 2
    sheet.append(AllPass((4, 3, None, 3)))
    assert sheet.next_dealer == 3 and sheet.sits_out == 3
    sheet.append(Adjust(pool=(1, 0, 0, 0)))  # an adjustment never moves the dealer
    assert sheet.next_dealer == 3
    sheet.append(Contract(0, 6, "clubs", ("pass", "pass")))
    assert sheet.next_dealer == 0
    sheet.append(Misere(1, 0, dealer=2))  # an explicit dealer sets the rotation
    assert sheet.next_dealer == 3
    sheet.append(Adjust(dealer=1))  # an adjustment that names the next dealer
    assert sheet.next_dealer == 1 and sheet.sits_out == 1
    with pytest.raises(DealError) as info:
        sheet.append(Misere(1, 0))
    assert info.value.code == "declarer_sits_out" and info.value.deal == 6


def test_three_players_nobody_sits_out():
    sheet = Sheet(P3, preset("sochi"), 20, first_dealer=1)
    assert sheet.sits_out is None
    record = sheet.append(Contract(1, 6, "clubs", ("whist", "pass"), (6, 4, 0)))
    assert record.dealer == 1 and record.sits_out is None
    assert sheet.next_dealer == 2


def test_dealer_zero_tricks_is_read_as_none():
    game = make(P4)  # seat 1 deals deal 3
    record = game.append(AllPass((4, 0, 3, 3)))
    assert record.deal.tricks == (4, None, 3, 3)
    assert game.deals[-1].tricks == (4, None, 3, 3)
    record = game.append(Contract(0, 6, "hearts", ("whist", "whist"), (6, 2, 0, 2)))  # seat 2 deals
    assert record.deal.tricks == (6, 2, None, 2)


def test_half_whist_where_allowed_and_only_by_the_second_defender():
    game = make(P3, "leningrad")
    record = game.append(Contract(1, 7, "hearts", ("pass", "half")))
    assert any(fld == ("whist", 0, 1) for fld, _, _ in record.writes)  # seat 0 is Boris's second defender
    sochi = make(P3, "sochi", half_whist_levels=[6])
    sochi.append(Contract(2, 6, "hearts", ("pass", "half")))
    with pytest.raises(DealError) as info:
        sochi.append(Contract(2, 7, "hearts", ("pass", "half")))
    assert info.value.code == "half_level" and info.value.deal == 4


def test_stalingrad_allows_both_whists_and_other_contracts():
    game = make(P3, "sochi", stalingrad=True)
    game.append(Contract(0, 6, "spades", ("whist", "whist"), (6, 2, 2)))
    game.append(Contract(0, 6, "clubs", ("pass", "pass")))
    game.append(Contract(0, 7, "spades", ("whist", "pass"), (7, 3, 0)))
    assert len(game.deals) == 5


def test_blind_and_to_mountain_where_allowed():
    game = make(P3, "classic")
    game.append(Contract(0, 6, "spades", ("pass", "pass"), blind=True, to_mountain=True))
    game.append(Contract(1, 6, "spades", ("whist", "whist"), (1, 6, 3), to_mountain=True))  # made, played
    game.append(Misere(2, 0, blind=True))
    game.append(AllPass((4, 3, 3), blind=True))
    assert len(game.deals) == 6


# ----- the exit level gives a warning, not an error -----
def test_below_exit_level_is_a_warning_in_leningrad():
    game = make(P3, "leningrad", prelude=[])
    game.append(AllPass((4, 3, 3)))
    record = game.append(Contract(1, 6, "spades", ("pass", "pass")))
    assert len(game.deals) == 2  # accepted
    assert [w.code for w in record.warnings] == ["below_exit_level"]
    warning = record.warnings[0]
    assert warning.deal == 2 and warning.message.startswith("deal 2: ")
    assert warning.params == {"level": 6, "exit": 7, "streak": 1}
    assert [w.message for w in game.warnings] == [warning.message]
    # A seven is fine; the streak stays open in Leningrad after an unplayed six.
    assert game.sheet.streak == 1
    assert game.append(Contract(2, 7, "spades", ("pass", "pass"))).warnings == []


def test_sochi_exit_six_never_warns():
    game = make(P3, "sochi", prelude=[])
    for _ in range(4):
        game.append(AllPass((4, 3, 3)))
        assert game.append(Contract(0, 6, "spades", ("pass", "pass"))).warnings == []
    game.append(AllPass((4, 3, 3)))
    game.append(AllPass((4, 3, 3)))
    assert game.append(Contract(0, 6, "hearts", ("whist", "pass"), (6, 4, 0))).warnings == []
    assert game.warnings == []


def test_no_warning_without_an_open_streak_and_exit_list_by_streak():
    game = make(P3, "sochi", prelude=[], allpass_exit_levels=[6, 7])
    assert game.append(Contract(0, 6, "spades", ("pass", "pass"))).warnings == []
    game.append(AllPass((4, 3, 3)))
    assert game.append(Contract(0, 6, "spades", ("pass", "pass"))).warnings == []  # streak 1: exit 6
    game.append(AllPass((4, 3, 3)))
    game.append(AllPass((4, 3, 3)))
    assert game.sheet.exit_level() == 7
    warned = game.append(Contract(0, 6, "spades", ("pass", "pass")))
    assert [w.code for w in warned.warnings] == ["below_exit_level"]
    assert game.append(Misere(1, 3)).warnings == []  # a misere may always be bid


def test_adjust_amounts_may_be_fractions_and_negative():
    game = make()
    game.append(Adjust(pool=(Fraction(1, 2), -3, 0), mountain=(Fraction(-5, 3), 0, 2),
                       whists=((1, 2, Fraction(7, 4)),), note="paper totals"))
    assert game.sheet.pool == [2 + Fraction(1, 2), -3, 0]
    assert game.sheet.whists[1][2] == Fraction(7, 4)
