"""`preferans-desk rules [--json]` (every setting, its type, allowed values and default; each preset's values)
and `check` naming the settings a file overrides (issue 12, part 8)."""

from __future__ import annotations

import json
from pathlib import Path

from preferans_desk.cli import main
from preferans_desk.core.gamefile import save
from preferans_desk.core.settings import ALL_SPECS, all_presets, parse_setting
from preferans_desk.render.samples import sample_game

from ..imports import QT, loaded_by

EXAMPLE = Path(__file__).parent.parent / "data" / "example.pulka"


def rules(capsys) -> dict:
    assert main(["rules", "--json"]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    return json.loads(out)


def test_every_setting_with_its_kind_values_and_a_valid_default(capsys):
    table = rules(capsys)
    assert table["format"] == "preferans-desk-rules" and table["version"] == 1
    assert [entry["name"] for entry in table["settings"]] == [spec.name for spec in ALL_SPECS]
    for entry, spec in zip(table["settings"], ALL_SPECS, strict=True):
        assert entry["kind"] == spec.kind and entry["since_file_version"] == spec.version
        if spec.kind == "choice":
            assert entry["choices"] == list(spec.all_choices) and entry["default"] in entry["choices"]
        parse_setting(spec.name, entry["default"])  # a default the core accepts, in file notation


def test_each_presets_values_read_back_as_the_preset(capsys):
    table = rules(capsys)
    presets = all_presets()
    assert set(table["presets"]) == set(presets) and "leningrad_fspr" in presets
    for name, values in table["presets"].items():
        assert set(values) == {spec.name for spec in ALL_SPECS}
        for setting, value in values.items():
            assert parse_setting(setting, value) == getattr(presets[name], setting), (name, setting)


def test_the_text_names_every_setting_and_what_each_preset_changes(capsys):
    assert main(["rules"]) == 0
    out = capsys.readouterr().out
    for spec in ALL_SPECS:
        assert f"  {spec.name} " in out
    assert "  sochi: the defaults" in out
    assert "  rostov: " in out and "allpass_scoring = whists" in out
    assert "  leningrad_fspr: " in out and "dealer_may_whist = true" in out


def test_check_names_what_a_file_overrides(capsys, tmp_path):
    assert main(["check", str(EXAMPLE)]) == 0
    out = capsys.readouterr().out
    assert "  overrides sochi: half_whist_levels = [6, 7] (preset: [])" in out
    assert '  overrides sochi: rounding = "exact" (preset: "paper")' in out
    plain = tmp_path / "plain.pulka"
    save(sample_game(3, 10, "sochi"), plain)
    assert main(["check", str(plain)]) == 0
    assert "overrides" not in capsys.readouterr().out, "a game played by its preset overrides nothing"


def test_rules_loads_no_qt():
    code = "import contextlib, io\nfrom preferans_desk.cli import main\n" \
           "with contextlib.redirect_stdout(io.StringIO()):\n    main(['rules', '--json'])"
    assert loaded_by(code, QT) == []
