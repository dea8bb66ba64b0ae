"""House conventions: save, load and delete in a folder; names; broken files."""

from __future__ import annotations

import json

import pytest

from preferans_desk.core import PRESETS, preset
from preferans_desk.core.conventions import (
    ConventionError,
    HouseConvention,
    check_name,
    delete_convention,
    file_name,
    load_conventions,
    parse_convention,
    read_convention,
    save_convention,
)


def house(name="Friday", base="sochi", **overrides) -> HouseConvention:
    return HouseConvention(name, base, preset(base, overrides or {"rounding": "exact"}))


def test_save_load_delete_round_trip(tmp_path):
    friday = house("Friday", "sochi", rounding="exact", allpass_progression=[1, 2, 2], lone_whist="gentleman")
    piter = house("Piter at home", "leningrad", talon_bonus=False, whister_penalty_factor="1/2")
    path = save_convention(tmp_path, friday)
    save_convention(tmp_path, piter)
    assert path.parent == tmp_path and path.suffix == ".json"
    loaded, problems = load_conventions(tmp_path)
    assert problems == []
    assert [c.name for c in loaded] == ["Friday", "Piter at home"]
    assert loaded[0] == friday and loaded[1] == piter
    assert sorted(loaded[0].changed_settings()) == ["allpass_progression", "lone_whist", "rounding"]
    assert sorted(loaded[1].changed_settings()) == ["talon_bonus", "whister_penalty_factor"]
    delete_convention(tmp_path, "Friday")
    assert [c.name for c in load_conventions(tmp_path)[0]] == ["Piter at home"]
    with pytest.raises(ConventionError, match="no house convention named 'Friday'"):
        delete_convention(tmp_path, "Friday")


def test_saved_file_holds_every_setting(tmp_path):
    path = save_convention(tmp_path, house("Every", "rostov", rounding="nearest"))
    document = json.loads(path.read_text(encoding="utf-8"))
    assert document["format"] == "preferans-desk-convention" and document["version"] == 1
    assert document["base"] == "rostov" and document["name"] == "Every"
    assert set(document["settings"]) == set(PRESETS["rostov"].to_json())
    # A later change of the base preset does not change the house convention.
    assert read_convention(path).settings == preset("rostov", {"rounding": "nearest"})


def test_saving_again_replaces_the_convention(tmp_path):
    save_convention(tmp_path, house("Friday", rounding="exact"))
    save_convention(tmp_path, house("Friday", rounding="nearest"))
    loaded, _ = load_conventions(tmp_path)
    assert len(loaded) == 1 and loaded[0].settings.rounding == "nearest"
    assert [p.name for p in tmp_path.iterdir()] == [file_name("Friday")]  # no temporary file left


def test_folder_is_created_and_a_missing_folder_lists_nothing(tmp_path):
    folder = tmp_path / "config" / "conventions"
    assert load_conventions(folder) == ([], [])
    save_convention(folder, house())
    assert len(load_conventions(folder)[0]) == 1


@pytest.mark.parametrize("name", ["sochi", "Sochi", "  LENINGRAD ", "rostov", "Classic"])
def test_names_that_clash_with_presets_are_refused(tmp_path, name):
    with pytest.raises(ConventionError, match="name of a preset"):
        save_convention(tmp_path, house(name))
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("name", ["", "   ", "x" * 41, "!!!", "..."])
def test_bad_names_are_refused(tmp_path, name):
    with pytest.raises(ConventionError):
        save_convention(tmp_path, house(name))


def test_unknown_base_is_refused(tmp_path):
    with pytest.raises(ConventionError, match="unknown base"):
        save_convention(tmp_path, HouseConvention("Mine", "moscow", PRESETS["sochi"]))


def test_names_differing_in_punctuation_get_files_of_their_own(tmp_path):
    save_convention(tmp_path, house("a b"))
    save_convention(tmp_path, house("a_b"))
    assert sorted(c.name for c in load_conventions(tmp_path)[0]) == ["a b", "a_b"]
    assert file_name("A B") == file_name("a b")  # but case does not count


def test_cyrillic_names_work(tmp_path):
    friday = house("Пятница у Олега", "sochi", rounding="exact")
    piter = house("Питер дома", "leningrad", rounding="nearest")
    path = save_convention(tmp_path, friday)
    save_convention(tmp_path, piter)
    assert path.name.startswith("пятница_у_олега-") and path.name.endswith(".json")
    assert file_name("Питер дома").startswith("питер_дома-")
    loaded, problems = load_conventions(tmp_path)
    assert problems == []
    assert [c.name for c in loaded] == ["Питер дома", "Пятница у Олега"]
    assert "Пятница у Олега" in path.read_text(encoding="utf-8")  # written as text, not \\u escapes
    delete_convention(tmp_path, "Пятница у Олега")
    assert [c.name for c in load_conventions(tmp_path)[0]] == ["Питер дома"]
    assert check_name("  Сочи по-домашнему ") == "Сочи по-домашнему"


def test_a_broken_file_is_reported_and_the_others_still_load(tmp_path):
    save_convention(tmp_path, house("Good one"))
    save_convention(tmp_path, house("Другая"))
    (tmp_path / "broken.json").write_text("{ this is not json", encoding="utf-8")
    (tmp_path / "latin1.json").write_bytes(b'{"name": "\xe9t\xe9"}')
    (tmp_path / "wrong_format.json").write_text(json.dumps({"format": "x"}), encoding="utf-8")
    bad_setting = {"format": "preferans-desk-convention", "version": 1, "name": "Bad", "base": "sochi",
                   "settings": {"rounding": "sideways"}}
    (tmp_path / "bad_setting.json").write_text(json.dumps(bad_setting), encoding="utf-8")
    newer = dict(bad_setting, version=2, settings={})
    (tmp_path / "newer.json").write_text(json.dumps(newer), encoding="utf-8")
    preset_name = dict(bad_setting, name="Sochi", settings={})
    (tmp_path / "preset_name.json").write_text(json.dumps(preset_name), encoding="utf-8")
    (tmp_path / "notes.txt").write_text("not a convention", encoding="utf-8")  # not *.json: ignored
    loaded, problems = load_conventions(tmp_path)
    assert [c.name for c in loaded] == ["Good one", "Другая"]
    assert len(problems) == 6
    for file in ("broken.json", "latin1.json", "wrong_format.json", "bad_setting.json", "newer.json"):
        assert any(file in message for message in problems), file
    assert any("rounding" in message for message in problems)
    assert any("name of a preset" in message for message in problems)


def test_every_problem_names_its_file(tmp_path):
    document = {"format": "preferans-desk-convention", "version": 1, "name": "Sochi", "base": "sochi",
                "settings": {}}
    (tmp_path / "preset_name.json").write_text(json.dumps(document), encoding="utf-8")
    _, problems = load_conventions(tmp_path)
    assert len(problems) == 1 and "preset_name.json" in problems[0]


def test_an_unhashable_base_is_reported_like_any_broken_file(tmp_path):
    save_convention(tmp_path, house("Good one"))
    document = {"format": "preferans-desk-convention", "version": 1, "name": "Bad", "base": ["sochi"],
                "settings": {}}
    (tmp_path / "bad.json").write_text(json.dumps(document), encoding="utf-8")
    loaded, problems = load_conventions(tmp_path)
    assert [c.name for c in loaded] == ["Good one"] and len(problems) == 1


def test_parse_convention_refusals():
    good = {"format": "preferans-desk-convention", "version": 1, "name": "Mine", "base": "classic",
            "settings": {"rounding": "exact"}}
    assert parse_convention(good).settings.rounding == "exact"
    for broken in ([], dict(good, format="preferans-desk"), dict(good, version="1"), dict(good, name=5),
                   dict(good, base="moscow"), dict(good, settings=[]), dict(good, settings={"nope": 1}),
                   dict(good, name="classic")):
        with pytest.raises(ConventionError):
            parse_convention(broken, "x.json")
