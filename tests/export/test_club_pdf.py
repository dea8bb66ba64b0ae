"""The club's season table as a PDF (issue 24, point 5): A4 or Letter, English or Russian, read back with pypdf."""

from __future__ import annotations

import io
from fractions import Fraction
from pathlib import Path

import pytest
from pypdf import PdfReader

from preferans_desk.export.club_pdf import export_club_pdf
from preferans_desk.export.printout_words import Words
from preferans_desk.library.ratings import rate
from preferans_desk.library.season_table import season_games, season_table
from preferans_desk.library.seasons import ALL_TIME, year
from preferans_desk.library.stats import game_seats
from preferans_desk.words import texts
from tests.library.known_games import friday, sunday


class Entry:
    def __init__(self, game, path: str, date: str):
        self.path, self.name, self.date = Path(path), game.title, date
        self.currency, self.seats, self.deals = game.rules.currency, game_seats(game), len(game.deals)


def season(span=ALL_TIME):
    games = [Entry(friday(), "/club/friday.pulka", "2024-03-01T19:00:00"),
             Entry(sunday(), "/club/sunday.pulka", "2024-03-02T18:00:00")]
    aliases = {"Боря": "Boris"}
    return season_table(games, span, rate(games, aliases), aliases), len(season_games(games, span)), span


@pytest.mark.parametrize(("paper", "size"), [("a4", (595, 842)), ("letter", (612, 792))])
def test_the_season_table_prints_on_a4_and_letter(tmp_path, paper, size):
    rows, games, span = season()
    out = tmp_path / "club.pdf"
    export_club_pdf(rows, games, span, out, lang="en", paper=paper)
    reader = PdfReader(io.BytesIO(out.read_bytes()))
    page = reader.pages[0]
    assert (round(float(page.mediabox.width)), round(float(page.mediabox.height))) == size
    text = page.extract_text()
    assert "The club's season table" in text and "All time · Games in the season: 2" in text
    lines = text.splitlines()
    ranked = [line.split()[1] for line in lines if line[:1].isdigit() and line.split()[1:2]]
    assert ranked[:4] == ["Grigory", "Anna", "Vera", "Boris"]  # by result: +88, +4, −13, −79
    boris = next(line for line in lines if line.startswith("4 Boris"))
    assert f" {rows[3].rating} " in boris and "−79" in boris
    assert reader.metadata is not None and reader.metadata.title == "The club's season table"


def test_the_season_table_in_russian_and_for_a_span(tmp_path):
    rows, games, span = season(year(2024))
    out = tmp_path / "club-ru.pdf"
    export_club_pdf(rows, games, span, out, lang="ru")
    text = PdfReader(io.BytesIO(out.read_bytes())).pages[0].extract_text()
    assert "Таблица сезона клуба" in text and "С 2024-01-01 по 2024-12-31" in text and "Игрок" in text


LONG_NAMES = {"Anna": "Александра Константиновна", "Boris": "Григорий", "Vera": "Maximilian-Alexander",
              "Grigory": "Вера"}


def long_season():
    """The two games with long names and a lot of money in two currencies (a player in both has two sums)."""
    first, second = friday(), sunday()
    second.rules = second.rules.__class__.from_preset("sochi", 10, whist_price=Fraction(50))
    first.rules = first.rules.__class__.from_preset("sochi", 10, whist_price=Fraction(100, 3), currency="RUB")
    for game in (first, second):
        game.players = [LONG_NAMES.get(name, name) for name in game.players]
    games = [Entry(first, "/club/friday.pulka", "2024-03-01T19:00:00"),
             Entry(second, "/club/sunday.pulka", "2024-03-02T18:00:00")]
    aliases = {"Боря": LONG_NAMES["Boris"]}
    return season_table(games, ALL_TIME, rate(games, aliases), aliases), len(season_games(games, ALL_TIME)), ALL_TIME


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_names_are_never_cut_inside_a_word(tmp_path, lang, paper):
    """The names take the width they need before the money and the heads do; a name wider than the page leaves
    them breaks at its spaces only, and the money at its "; " and spaces only."""
    rows, games, span = long_season()
    out = tmp_path / "club.pdf"
    export_club_pdf(rows, games, span, out, lang=lang, paper=paper)
    lines = PdfReader(io.BytesIO(out.read_bytes())).pages[0].extract_text().splitlines()
    with Words(lang).wording():
        money = [part for row in rows for part in texts.money_totals(row.stats.money).split("; ")]
    assert len(money) > len(rows)  # two sums for some: the money column has something to give
    for row in rows:
        if " " not in row.name:  # "Григорий", "Maximilian-Alexander": whole, on the line of its rank
            assert any(line.startswith(f"{row.rank} {row.name} ") for line in lines), (row.name, lines)
        for word in row.name.split(" "):
            assert any(word in line.split(" ") for line in lines), (word, lines)
    for part in money:
        assert any(part.replace("\xa0", " ") in line.replace("\xa0", " ") for line in lines), (part, lines)
