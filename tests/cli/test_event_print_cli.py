"""`preferans-desk event cards` and `event export`: a round's seating and table cards, and the night's PDF, from
the command line, with their refusals (status 2, one message) and a PDF that cannot be written (status 1)."""

from __future__ import annotations

import io

from pypdf import PdfReader

from preferans_desk.night import night_file
from tests.cli.test_event_cli import night, play_round, run, tables  # noqa: F401  (night: the fixture)


def read(path) -> list[str]:
    return [page.extract_text() for page in PdfReader(io.BytesIO(path.read_bytes())).pages]


def test_cards_of_a_round(night, capsys, tmp_path):  # noqa: F811
    event = night_file.load(night)
    event.rounds[0].tables[0].code = "ABCD2345"  # as the director's window gives it when it opens the round
    night_file.save(event, night)
    out = tmp_path / "cards.pdf"
    status, printed, err = run(capsys, "cards", str(night), "--round", "1", "-o", str(out), "--director",
                               "192.168.1.20:8643", "--paper", "letter")
    assert (status, printed, err) == (0, f"{out}: written\n", "")
    pages = read(out)
    assert len(pages) == 2  # the seating, then the two cards on one page
    assert "Club night" in pages[0] and "Round 1: the seating" in pages[0]
    first, second = tables(night, 1)
    assert f"1 {', '.join(first)}" in pages[0] and f"2 {', '.join(second)}" in pages[0]
    card = "".join(pages[1].split())
    assert "ABCD-2345" in card and "192.168.1.20:8643" in card and "Nocodeyet" in card  # table 2 has none
    assert all(name in card for name in first + second)
    assert night_file.load(night) == event  # printing changes nothing


def test_cards_in_russian(night, capsys, tmp_path):  # noqa: F811
    out = tmp_path / "cards.pdf"
    status, _, _ = run(capsys, "cards", str(night), "--round", "2", "-o", str(out), "--lang", "ru")
    assert status == 0
    pages = read(out)
    assert "Тур 2: рассадка" in pages[0] and "Адрес судьи: спросите у судьи." in pages[1]


def test_export_of_the_night(night, capsys, tmp_path):  # noqa: F811
    play_round(night, 1, [[30, 0, -30], [50, -20, -30]], capsys)
    out = tmp_path / "night.pdf"
    status, printed, err = run(capsys, "export", str(night), "-o", str(out))
    assert (status, printed, err) == (0, f"{out}: written\n", "")
    pages = read(out)
    front = " ".join(pages[0].split())
    assert "Standings so far" in front and "Games counted: 2" in front and "No game yet: not counted" in front
    assert "Club night: round 1, table 2" in " ".join(pages)
    status, _, _ = run(capsys, "export", str(night), "-o", str(out), "--lang", "ru", "--paper", "letter")
    assert status == 0 and "Таблица на сейчас" in read(out)[0]


def test_a_broken_game_is_said_in_the_export_where_standings_refuse(night, capsys, tmp_path):  # noqa: F811
    play_round(night, 1, [[30, 0, -30], [50, -20, -30]], capsys)
    (tmp_path / "r1t2.pulka").write_text("nope", encoding="utf-8")
    assert run(capsys, "standings", str(night))[0] == 2
    out = tmp_path / "night.pdf"
    assert run(capsys, "export", str(night), "-o", str(out))[0] == 0
    assert "Cannot be read, not counted: r1t2.pulka" in " ".join(read(out)[0].split())


def test_a_bad_event_file_or_round_is_refused_with_one_message(capsys, tmp_path, night):  # noqa: F811
    bad = tmp_path / "bad.prefevent"
    bad.write_text('{"format": "preferans-desk-event", "version": 1, "players": []}', encoding="utf-8")
    out = tmp_path / "out.pdf"
    for command in (["cards", str(bad), "--round", "1", "-o", str(out)], ["export", str(bad), "-o", str(out)]):
        status, printed, err = run(capsys, *command)
        assert (status, printed, err) == (2, "", f"preferans-desk: {bad}: players must list 3 to 1000 entries, not 0\n")
    status, printed, err = run(capsys, "cards", str(night), "--round", "3", "-o", str(out))
    assert (status, printed, err) == (2, "", f"preferans-desk: {night}: the event has no round 3 (it has 2)\n")
    assert not out.exists()


def test_a_pdf_that_cannot_be_written_exits_1(night, capsys, tmp_path):  # noqa: F811
    out = tmp_path / "no folder" / "out.pdf"
    for command in (["cards", str(night), "--round", "1", "-o", str(out)], ["export", str(night), "-o", str(out)]):
        status, printed, err = run(capsys, *command)
        assert (status, printed) == (1, "")
        assert err == f"preferans-desk: {out}: cannot write: No such file or directory\n"
