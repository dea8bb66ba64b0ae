"""The sample games of Help → Sample Games (packaging/make_samples.py)."""

from __future__ import annotations

import json

from preferans_desk.core.gamefile import load
from preferans_desk.core.settlement import settle_game
from preferans_desk.resources import SAMPLES

CONVENTIONS = ("sochi", "leningrad", "rostov", "classic")


def samples() -> dict[str, object]:
    return {path.stem: load(path) for path in sorted(SAMPLES.glob("*.pulka"))}


def test_every_convention_with_three_and_four_players_finished():
    loaded = samples()
    for convention in CONVENTIONS:
        for players in (3, 4):
            name = f"{convention}-{players}-players"
            game = loaded[name].game
            assert game.rules.convention == convention and len(game.players) == players, name
            assert game.finished and game.ended is None, f"{name} ends by its rules"
            assert not loaded[name].warnings, name


def test_one_game_in_progress():
    unfinished = [name for name, item in samples().items() if not item.game.finished]
    assert unfinished == ["sochi-3-players-unfinished"]


def test_samples_are_plausible_games():
    for name, item in samples().items():
        game = item.game
        assert game.title and game.created, name
        assert 10 <= len(game.deals) <= 60, name
        assert all(deal.time for deal in game.deals), name
        kinds = {type(deal).__name__ for deal in game.deals}
        assert "Contract" in kinds, name
        result = settle_game(game)
        assert sum(result.exact) == 0
        assert game.rules.whist_price is not None and game.rules.currency == "RUB"


def test_conventions_show_their_own_features():
    loaded = {name: json.loads((SAMPLES / f"{name}.pulka").read_text(encoding="utf-8"))
              for name in ("leningrad-4-players", "classic-3-players", "classic-4-players", "rostov-3-players")}

    def deals(name, test):
        return [deal for deal in loaded[name]["deals"] if test(deal)]

    assert deals("leningrad-4-players", lambda d: d.get("talon_tricks"))
    assert deals("leningrad-4-players", lambda d: "half" in d.get("defence", []))
    assert deals("classic-3-players", lambda d: d.get("blind")) or deals("classic-4-players", lambda d: d.get("blind"))
    assert deals("classic-3-players", lambda d: d.get("to_mountain")) or deals("classic-4-players",
                                                                               lambda d: d.get("to_mountain"))
    assert deals("rostov-3-players", lambda d: d["kind"] == "allpass")


def test_sample_games_lists_them_all_with_titles():
    from preferans_desk.gui.help import sample_games

    listed = sample_games()
    assert sorted(path.stem for _, path in listed) == sorted(samples())
    titles = [title for title, _ in listed]
    assert titles[0] == "Sochi, 3 players"
    assert "Sochi, 3 players, a game in progress" in titles
    assert len(set(titles)) == len(titles)
