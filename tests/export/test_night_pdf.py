"""The club night's printed matter (issue 25): a round's seating and table cards, and the night's final PDF, read
back with pypdf: the codes, table numbers, names and standings, in English and Russian, on A4 and Letter; a table
without a game, or with a game that cannot be read, is said and never stops the printout."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from pypdf import PdfReader

from preferans_desk.core.gamefile import load
from preferans_desk.export import Words, build_document
from preferans_desk.export.night_cards import export_cards_pdf
from preferans_desk.export.night_pdf import export_night_pdf, points_words
from preferans_desk.export.printout_words import num
from preferans_desk.night import night_file, night_rounds
from preferans_desk.night.night_errors import EventError
from preferans_desk.night.night_model import Event, Limits
from preferans_desk.night.standings import standings
from preferans_desk.night.table_results import table_game, table_results
from preferans_desk.night.tour_points import PlacePoints, compressed_preset
from tests.night.games import write_game

NINE = ["Anna", "Boris", "Vera", "Gleb", "Dasha", "Egor", "Zoya", "Ivan", "Kira"]
CODES = ["ABCD2345", "EFGH6789", "JKMN2345"]
RESULTS = [[30, 0, -30], [50, -20, -30], [10, -4, -6]]


def pages(path: Path) -> list[str]:
    return [page.extract_text() for page in PdfReader(io.BytesIO(path.read_bytes())).pages]


def flat(text: str) -> str:
    """The text with its line breaks (a wrapped cell's) as spaces."""
    return " ".join(text.split())


def squeezed(text: str) -> str:
    """The text without spaces and line breaks (a code's characters are placed one by one)."""
    return "".join(text.split())


@pytest.fixture
def night(tmp_path) -> tuple[Event, Path]:
    """Nine players in three rounds: round 1 all in, round 2 with a game of table 1 only, table 2's file broken
    and table 3's not in; round 1's tables have codes, the others none."""
    event = night_rounds.new_event(NINE, 3, 3, "norepeat", "club", limits=Limits(20, 30, 90), points=PlacePoints(),
                                   title="Friday night")
    for t, table in enumerate(event.rounds[0].tables, 1):
        table.code = CODES[t - 1]
        table.game = write_game(tmp_path / f"r1t{t}.pulka", table.players, RESULTS[t - 1]).name
    second = event.rounds[1].tables
    second[0].game = write_game(tmp_path / "r2t1.pulka", second[0].players, [12, 0, -12]).name
    (tmp_path / "r2t2.pulka").write_text("nope", encoding="utf-8")
    second[1].game = "r2t2.pulka"
    path = tmp_path / "night.prefevent"
    night_file.save(event, path)
    return event, path


def test_the_cards_are_the_seating_then_two_cards_a_page(night, tmp_path):
    event, _ = night
    out = tmp_path / "cards.pdf"
    export_cards_pdf(event, 1, out, director="192.168.1.20:8643")
    texts = pages(out)
    assert len(texts) == 1 + 2  # the seating, then three cards two to a page
    seating = texts[0]
    assert "Friday night" in seating and "Round 1: the seating" in seating and "pool to 20" in seating
    for t, table in enumerate(event.rounds[0].tables, 1):
        assert f"{t} {', '.join(table.players)}" in seating
    assert not any(code in squeezed(seating) for code in CODES)  # the seating hangs where everyone sees it
    cards = squeezed(texts[1] + texts[2])
    for t, table in enumerate(event.rounds[0].tables, 1):
        assert f"Table{t}" in cards and f"{CODES[t - 1][:4]}-{CODES[t - 1][4:]}" in cards
        assert "".join(f"{seat}{name}" for seat, name in enumerate(table.players, 1)).replace(
            f"1{table.players[0]}", f"1{table.players[0]}dealsfirst") in cards
    assert cards.count("Director'saddress:192.168.1.20:8643") == 3 and "GameJoinClubNight" in cards.replace(">", "")


def test_a_card_without_a_code_or_a_director_says_to_ask(night, tmp_path):
    event, _ = night
    out = tmp_path / "cards.pdf"
    export_cards_pdf(event, 2, out)
    cards = " ".join(pages(out)[1:])
    assert cards.count("No code yet") == 3 and cards.count("Director's address: ask the director.") == 3


def test_the_cards_in_russian_on_letter(night, tmp_path):
    event, _ = night
    out = tmp_path / "cards.pdf"
    export_cards_pdf(event, 1, out, director="10.0.0.5", lang="ru", paper="letter")
    reader = PdfReader(io.BytesIO(out.read_bytes()))
    assert {(round(float(p.mediabox.width)), round(float(p.mediabox.height))) for p in reader.pages} == {(612, 792)}
    texts = [page.extract_text() for page in reader.pages]
    assert "Тур 1: рассадка" in texts[0] and "сдач: не более 30 · время: 90 мин" in texts[0]
    assert "Страница 1 из 3" in texts[0]
    assert "Код стола" in texts[1] and "Адрес судьи: 10.0.0.5" in texts[1] and "сдаёт первым" in texts[1]
    assert "ABCD-2345" in squeezed(texts[1])


def test_the_cards_of_a_round_the_event_lacks_or_has_not_seated_are_refused(night, tmp_path):
    event, _ = night
    with pytest.raises(EventError, match="the event has no round 4"):
        export_cards_pdf(event, 4, tmp_path / "x.pdf")
    event.rounds[2].tables = []
    with pytest.raises(EventError, match="round 3 is not seated yet"):
        export_cards_pdf(event, 3, tmp_path / "x.pdf")
    assert not (tmp_path / "x.pdf").exists()


def test_the_night_pdf_has_the_standings_the_tables_and_every_game(night, tmp_path):
    event, path = night
    out = tmp_path / "night.pdf"
    export_night_pdf(event, path, out)
    texts = pages(out)
    front = flat(texts[0])
    assert "Friday night" in front and "Players: 9 · Rounds: 3 · Games counted: 4" in front
    assert "Tour points: by the place at the table (at a table of 3: 3/2/0; at a table of 4: 3/2/1/0)" in front
    assert "Standings so far" in front
    counted = {**table_results(event, path, 1), (2, 1): table_game(event, path, 2, 1)[1]}  # the games read
    rows = standings(event, counted)
    assert len(rows) == 9 and sum(row.games for row in rows) == 4 * 3
    listed = [f"{row.rank} {row.name} {num(row.points, True)} {num(row.whists, True)} {row.games}" for row in rows]
    assert " ".join(listed) in front  # every row, in the standings' order
    first = event.rounds[0].tables
    assert f"1 {first[0].players[0]} +30 · {first[0].players[1]} 0 · {first[0].players[2]} −30" in front
    second = event.rounds[1].tables
    assert f"{', '.join(second[1].players)} Cannot be read, not counted: r2t2.pulka: the file is not valid JSON" \
        in front
    assert f"{', '.join(second[2].players)} No game yet: not counted" in front
    assert "Round 3 · pool to 20 · deals: at most 30 · time: 90 min" in front
    # each game's pages as the game's own printout, after the front page, numbered through
    games = [load(tmp_path / name).game for name in ("r1t1.pulka", "r1t2.pulka", "r1t3.pulka", "r2t1.pulka")]
    counts = [len(build_document(game, Words("en"), width=595.2756, height=841.8898).pages) for game in games]
    assert len(texts) == 1 + sum(counts)
    assert all(f"Page {i} of {len(texts)}" in text for i, text in enumerate(texts, 1))
    assert "Friday night: round 1, table 1 · Preferans Desk" in texts[1]  # its sheet page, its footer
    assert "Friday night: round 2, table 1" in texts[1 + sum(counts[:3])]


def test_the_night_pdf_in_russian_on_letter(night, tmp_path):
    event, path = night
    out = tmp_path / "night.pdf"
    export_night_pdf(event, path, out, lang="ru", paper="letter")
    reader = PdfReader(io.BytesIO(out.read_bytes()))
    assert (round(float(reader.pages[0].mediabox.width)), round(float(reader.pages[0].mediabox.height))) == (612, 792)
    front = flat(reader.pages[0].extract_text())
    assert "Игроков: 9 · Туров: 3 · Партий учтено: 4" in front and "Таблица на сейчас" in front
    assert "Партии ещё нет: не учтена" in front and "Не читается, не учтена: r2t2.pulka" in front
    assert "Friday night: тур 1, стол 1" in reader.pages[1].extract_text()


def test_a_complete_night_prints_final_standings_and_a_game_of_other_players_is_said(night, tmp_path):
    event, path = night
    event.rounds = event.rounds[:1]
    table = event.rounds[0].tables[2]
    write_game(tmp_path / "r1t3.pulka", ["Someone", "Else", "Entirely"], [0, 0, 0])
    out = tmp_path / "night.pdf"
    export_night_pdf(event, path, out)
    front = flat(pages(out)[0])
    assert "Standings so far" in front  # one table is not counted
    assert f"{', '.join(table.players)} Cannot be read, not counted: r1t3.pulka: the game's players are" in front
    write_game(tmp_path / "r1t3.pulka", table.players, RESULTS[2])
    export_night_pdf(event, path, out)
    front = pages(out)[0]
    assert "Final standings" in front and "Games counted: 3" in front


def test_the_tour_points_worded():
    assert points_words(compressed_preset("gambler"), Words("en")) == (
        "the result compressed: each whist counts 1, 1/10 above 200, 0 above 650 (as the rules of gambler.ru "
        "count); a loss counts in full")
    assert points_words(PlacePoints(below_zero=None), Words("ru")) == (
        "по месту за столом (за столом на 3: 3/2/0; за столом на 4: 3/2/1/0); ещё 1 единственному игроку не в минусе")

