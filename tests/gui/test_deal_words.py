"""The deals of RULES-v2-settings.md in words (the history, the sheet's hover text), and a word for every reason
the core gives a write."""

import re
from pathlib import Path

import pytest

from preferans_desk.core import AllPass, Contract, Game, Rules, preset
from preferans_desk.core.deals import NO_DEFENCE
from preferans_desk.words import texts

NAMES = ["Anna", "Boris", "Vera", "Gleb"]
CORE = Path(texts.__file__).parents[1] / "core"


@pytest.fixture(autouse=True)
def english(translations):
    translations.set_language("en")  # the English plural forms: "1 trick", "9 tricks"


def summary(game: Game, deal) -> str:
    game.append(deal)
    return texts.deal_summary(game.players, game.sheet.records[-1])


def game(convention="sochi", players=3, first_dealer=0, **overrides):
    return Game(NAMES[:players], Rules(convention, 20, preset(convention, overrides or None)),
                first_dealer=first_dealer)


def test_every_reason_the_core_writes_has_words():
    source = (CORE / "scoring.py").read_text() + (CORE / "engine.py").read_text()
    codes = set(re.findall(r"\.(?:pool|mountain|whist)\([^()]*(?:\([^()]*\)[^()]*)*, \"([a-z_]+)\"\)", source))
    codes |= set(re.findall(r"norm\([^\n]*\), \"([a-z_]+)\"\)", source))
    assert {"give_up", "totus_bonus", "mountain_first", "remiz", "help"} <= codes
    assert sorted(code for code in codes if code not in texts.REASONS) == []


def test_a_give_up():
    text = summary(game(give_up="without_three"), Contract(2, 8, "clubs", NO_DEFENCE, None, concede=True))
    assert text == "Vera 8♣, gave up without three"


@pytest.mark.parametrize(("tricks", "words"), [((10, 0, 0), "10 tricks"), ((9, 1, 0), "9 tricks, down 1")])
def test_a_totus(tricks, words):
    text = summary(game(totus=True), Contract(0, 10, "hearts", NO_DEFENCE, tricks, totus=True))
    assert text == f"Anna totus 10♥: {words}"


def test_the_dealers_whist():
    text = summary(game("leningrad_fspr", players=4, first_dealer=3),
                   Contract(0, 7, "diamonds", ("pass", "pass"), (6, 4, 0, None), dealer_whist=True))
    assert text == "Anna 7♦, both passed, Gleb, the dealer, whisted: 6 tricks, down 1"


def test_a_played_half_whist_shows_its_tricks():
    text = summary(game("rostov", half_whist_mode="played"), Contract(0, 7, "spades", ("pass", "half"), (8, 0, 2)))
    assert text == "Anna 7♠, Boris passed, Vera half-whisted: 8 tricks"


def test_the_dealer_playing_the_talon():
    text = summary(game("leningrad_fspr", players=4, first_dealer=3), AllPass((3, 4, 1, 2)))
    assert text == "All-pass #1: Anna 3, Boris 4, Vera 1, Gleb 2"


def test_in_russian(translations):
    translations.set_language("ru")
    text = summary(game(give_up="without_three"), Contract(2, 8, "clubs", NO_DEFENCE, None, concede=True))
    assert text == "Vera 8♣, уход без трёх"  # names are as the players wrote them
    text = summary(game(totus=True), Contract(0, 10, "hearts", NO_DEFENCE, (9, 1, 0), totus=True))
    assert text.startswith("Anna тотус 10♥: 9 ")
