"""The director's changes to a table's game reach the table's link (issue 33, point 3: a real disagreement is
shown at the table and to the director, never settled silently): the table's copy taken clears the table's
disagreement by itself; a game the director corrected or entered is not replaced unseen by the table's next copy
of its old deals."""

from __future__ import annotations

import time

from preferans_desk.core.gamefile import dumps
from preferans_desk.night import NIGHT_KEY
from preferans_desk.night.night_book import NightBook
from preferans_desk.night.table_link import TableLink, join
from preferans_desk.render.samples import sample_game

from .test_night_book import played, receiving
from .test_revisions import event_path, linked, put, quick_asks  # noqa: F401 (fixtures)


def until(condition, seconds: float = 5) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(0.02)
    return condition()


def test_the_tables_copy_taken_clears_the_tables_disagreement(event_path, quick_asks):  # noqa: F811
    book = NightBook(event_path)
    book.open_round(1)
    code = book.event.rounds[0].tables[0].code
    with receiving(book) as address:
        theirs = played(join(address, code), 20)
        other = next(deal for deal in theirs.deals[3:] if deal != theirs.deals[2])
        theirs.replace_deals([*theirs.deals[:2], other, *theirs.deals[3:5]])
        assert put(address, code, dumps(theirs), "30")[0] == 200  # the director holds another third deal
        link, game = linked(address, code, 5, behind=True)
        try:
            assert link.wait_sent(5) and link.state.disagreement == (5, 5, 3)
            book.take_copy(1, 1, "the table's is right")
            assert until(lambda: link.state.disagreement is None), "the table's line goes back by itself"
            assert book.games[1, 1].deals == game.deals
        finally:
            link.stop()


def test_a_game_the_director_corrected_is_not_replaced_unseen_by_the_tables_next_copy(event_path):  # noqa: F811
    book = NightBook(event_path)
    book.open_round(1)
    code = book.event.rounds[0].tables[0].code
    with receiving(book) as address:
        joined = join(address, code)
        game = played(joined, 4)
        game.extra[NIGHT_KEY] = joined.night_field(address, code)
        link = TableLink(address, code)
        try:
            link.publish_game(game)
            assert link.wait_sent(5) and book.deals[1, 1] == 4
            corrected = book.new_game(1, 1)
            other = sample_game(3, 40, "sochi", pool_target=20, seed=77).deals
            corrected.replace_deals([*game.deals[:3], next(d for d in other if d != game.deals[3])])
            book.keep_game(1, 1, corrected, "the paper sheet is right")
            game.replace_deals(played(joined, 5).deals)  # the table plays on from its own fourth deal
            link.publish_game(game)
            assert until(lambda: (1, 1) in book.disagreements), "the table's copy is shown to the director"
            assert book.games[1, 1].deals == corrected.deals, "never replaced silently"
            assert until(lambda: link.state.disagreement is not None), "and the table says so"
        finally:
            link.stop()
