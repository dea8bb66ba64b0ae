"""The game document on its own, without a window: state, selection, review, modified, autosave."""

from __future__ import annotations

import pytest

from preferans_desk.core import AllPass, Contract, Game, Rules
from preferans_desk.core.errors import DealError
from preferans_desk.core.gamefile import load
from preferans_desk.gui.state.document import GameDocument

SIX = Contract(0, 6, "spades", ("pass", "pass"))


@pytest.fixture
def document(qapp, tmp_path):
    document = GameDocument(tmp_path / "autosave")
    yield document
    document.close()


def small_game(target: int = 10) -> Game:
    return Game(["Anna", "Boris", "Vera"], Rules.from_preset("sochi", target))


def record(signal) -> list:
    seen = []
    signal.connect(lambda *args: seen.append(args))
    return seen


def test_a_new_game_shows_its_present_and_is_not_modified(document):
    moments = record(document.momentChanged)
    document.set_game(small_game(), None)
    assert not document.modified and document.selected is None
    moment = moments[-1][0]
    assert moment.count == 0 and not moment.review and moment.highlight is None


def test_adding_selects_the_new_deal_and_marks_modified(document):
    modified = record(document.modifiedChanged)
    document.set_game(small_game(), None)
    document.add(SIX)
    document.add(AllPass((3, 3, 4)))
    assert document.selected == 1 and document.modified and modified == [(True,)]
    document.undo.undo()
    assert document.selected == 0
    document.undo.undo()
    assert document.selected is None and not document.modified


def test_a_refused_deal_changes_nothing(document):
    document.set_game(small_game(), None)
    with pytest.raises(DealError):
        document.add(Contract(0, 6, "spades", ("whist", "pass"), (6, 3, 0)))
    assert document.game.deals == [] and document.undo.count() == 0


def test_a_record_from_the_dialog_is_written_without_scoring_it_again(document, monkeypatch):
    from preferans_desk.core import engine

    document.set_game(small_game(), None)
    record_made = document.game.sheet.preview(SIX)
    monkeypatch.setattr(engine.Sheet, "_score", lambda *a: pytest.fail("scored again"))
    document.add(record_made)
    assert document.game.sheet.records == [record_made] and document.game.sheet.pool[0] == 2


def test_review_is_clamped_and_selects_the_last_deal_shown(document):
    document.set_game(small_game(), None)
    for _ in range(3):
        document.add(SIX)
    document.set_review(99)
    assert document.review == 3 and document.moment.sheet is document.game.sheet
    document.set_review(1)
    assert document.moment.count == 1 and document.selected == 0 and len(document.moment.sheet.records) == 1
    document.select(2)  # in review, choosing a deal steps the review to it
    assert document.review == 3
    document.set_review(None)
    assert document.moment.count == 3 and document.selected == 2


def test_a_change_ends_the_review(document):
    document.set_game(small_game(), None)
    document.add(SIX)
    document.add(SIX)
    document.set_review(1)
    document.edit(0, AllPass((3, 3, 4)))
    assert document.review is None and document.selected == 0


def test_an_agreed_end_is_over_only_at_the_last_deal(document):
    document.set_game(small_game(), None)
    document.add(SIX)
    document.add(SIX)
    document.set_ended("2026-12-01T22:00:00+03:00")
    assert document.moment.finished and document.moment.circled
    document.set_review(1)
    assert not document.moment.finished and not document.moment.circled


def test_the_settlement_follows_the_rounding_and_is_worked_out_once(document, monkeypatch):
    from preferans_desk.core import moment as module

    document.set_game(small_game(), None)
    document.add(SIX)
    calls = []
    real = module.settle_sheet
    monkeypatch.setattr(module, "settle_sheet", lambda *a, **k: calls.append(a[-1]) or real(*a, **k))
    moment = document.moment
    assert moment.settlement is moment.settlement and len(calls) == 1
    document.set_rounding("exact")
    assert document.moment.settlement.rounding == "exact" and document.live_settlement() is document.moment.settlement


def test_the_autosave_is_offered_only_with_unsaved_changes(document, qtbot, tmp_path, monkeypatch):
    from preferans_desk.gui.state import autosave as autosave_module
    from preferans_desk.gui.state.autosave import find_recoverable

    # a crash faked in this process: the live window's autosave lock must not say "still running"
    monkeypatch.setattr(autosave_module, "in_use", lambda game_file, pid: autosave_module._alive(pid))

    def offered():
        # as the next start sees it: this process's autosaves count as left behind
        return [item.game_file for item in find_recoverable(document.autosave.folder)]

    document.set_game(small_game(), None)
    qtbot.wait(20)
    assert not document.autosave.game_file.exists()  # a game without changes has nothing to lose yet
    assert offered() == []
    document.add(SIX)
    assert offered() == [document.autosave.game_file]  # the deal is on disk before the timer fires
    qtbot.waitUntil(lambda: len(load(document.autosave.game_file).game.deals) == 1)
    document.save_to(tmp_path / "g.pulka")
    qtbot.wait(20)
    assert document.path == tmp_path / "g.pulka" and not document.modified
    assert offered() == []
    document.add(SIX)
    assert offered() == [document.autosave.game_file]


def test_the_change_that_ends_the_game_says_so_once(document):
    """finishedNow follows the change that ended the game (the window then shows the settlement), not every
    change after it; its undo ends nothing and its redo ends the game again."""
    finished = record(document.finishedNow)
    document.set_game(small_game(), None)
    for player in range(3):
        assert not document.game.finished and finished == []
        document.add(Contract(player, 10, "spades", ("pass", "pass")))
    assert document.game.finished and len(finished) == 1
    document.set_rounding("exact")  # a change that is not a deal's
    document.undo.undo()
    assert not document.game.finished and len(finished) == 1
    document.undo.redo()
    assert document.game.finished and len(finished) == 2


def test_stopping_by_agreement_ends_the_game_and_says_so(document):
    finished = record(document.finishedNow)
    document.set_game(small_game(), None)
    document.add(SIX)
    document.set_ended("2026-12-02T22:00:00+03:00")
    assert len(finished) == 1
    document.set_ended(None)
    assert len(finished) == 1


def test_a_game_opened_over_is_not_told_to_end(document):
    finished = record(document.finishedNow)
    game = small_game()
    for player in range(3):
        game.append(Contract(player, 10, "spades", ("pass", "pass")))
    document.set_game(game, None)
    assert game.finished and finished == []


def test_the_present_beside_a_review_is_the_game_as_it_stands(document):
    """``present``: the moment shown, or while a past deal is reviewed the game as it stands, made once for
    the steps of the review and anew after a change or another rounding."""
    document.set_game(small_game(), None)
    document.add(SIX)
    document.add(AllPass((3, 3, 4)))
    assert document.present is document.moment
    document.set_review(1)
    present = document.present
    assert document.moment.review and not present.review and present.count == 2
    document.set_review(0)
    assert document.present is present
    document.set_rounding("exact")
    assert document.present is not present and document.present.rounding == "exact"
    document.add(SIX)  # a change ends the review
    assert not document.moment.review and document.present is document.moment and document.present.count == 3
