"""What the harness knows of the reference engine's cards (through the reference adapter): ``validate``
warns about cards the oracle cannot play; ``list --cards [--missing]`` lists what it implements."""

from __future__ import annotations

import pytest
from scenario_text import passing

from conformance import card_support, cli
from conformance.adapters.reference import card_support as support


def _first(how: str, kind: str) -> str:
    for entry in support():
        if entry["how"] == how and entry["type"] == kind:
            return entry["name"]
    pytest.skip(f"the reference engine has no {kind} card that is {how!r}")


def test_the_adapter_answers_for_every_card():
    entries = support()
    assert len({e["name"] for e in entries}) == len(entries) > 900
    assert {"module", "spec", "keywords"} <= {e["how"] for e in entries} <= {"module", "spec", "keywords", "missing"}
    assert all((e["problem"] is None) == (e["how"] != "missing") for e in entries)


def test_the_unwritten_card_is_reported_missing_with_its_problem(one_spec_unit_unwritten):
    entry = next(e for e in support() if e["name"] == one_spec_unit_unwritten)
    assert entry["how"] == "missing" and "no compiled effect spec" in entry["problem"]


def test_validate_warns_at_the_card_field_and_still_exits_0(tmp_path, capsys, one_spec_unit_unwritten):
    name = one_spec_unit_unwritten
    text = passing("names-an-unplayable-card").replace(
        "base: [{id: u1, unit: {might: 3}}]", f'base: [{{id: u1, unit: {{might: 3}}}}, {{id: z, card: "{name}"}}]')
    (tmp_path / "s.yaml").write_text(text)
    (tmp_path / "ok.yaml").write_text(passing())
    assert cli.main(["validate", str(tmp_path)]) == 0
    out, err = capsys.readouterr()
    line = next(n for n, t in enumerate(text.splitlines(), 1) if name in t)
    column = text.splitlines()[line - 1].index(f'"{name}"') + 1
    assert out.splitlines() == [f"{tmp_path}/s.yaml:{line}:{column}: setup.players.A.base[1].card: warning: the reference "
                                f"engine does not implement card {name!r} yet: its rules text has no behaviour "
                                f"(no card module, no compiled effect spec)"]
    assert "2 of 2 scenario files valid, 0 problems, 1 warnings" in err


def test_validate_is_silent_about_playable_cards(tmp_path, capsys):
    (tmp_path / "ok.yaml").write_text(passing())
    assert cli.main(["validate", str(tmp_path)]) == 0
    out, err = capsys.readouterr()
    assert out == "" and "warning" not in err


def test_every_card_field_of_a_setup_is_seen():
    setup = {"battlefields": [{"id": "b", "card": "X"}],
             "players": {"A": {"legend": {"id": "l", "card": "L"}, "runes": [{"id": "r", "card": "R"}],
                               "hand": [{"id": "h", "card": "H"}, {"id": "u", "unit": {"might": 1}}]}}}
    assert list(card_support.named_cards(setup, ("setup",))) == [
        (("setup", "battlefields", 0, "card"), "X"), (("setup", "players", "A", "legend", "card"), "L"),
        (("setup", "players", "A", "runes", 0, "card"), "R"), (("setup", "players", "A", "hand", 0, "card"), "H")]


def test_list_cards_and_missing_partition_the_catalogue(capsys):
    assert cli.main(["list", "--cards"]) == 0
    implemented, err = capsys.readouterr()
    assert cli.main(["list", "--cards", "--missing"]) == 0
    missing, _ = capsys.readouterr()
    names = {e["name"]: e["how"] for e in support()}
    shown = [line.split("  ")[0].rstrip() for line in implemented.splitlines()]
    assert sorted(shown) == sorted(n for n, how in names.items() if how != "missing")
    assert len(missing.splitlines()) == sum(how == "missing" for how in names.values())
    assert all(line.endswith("not implemented") for line in missing.splitlines())
    voidseeker = next(line for line in implemented.splitlines() if line.startswith("Void Seeker "))
    assert voidseeker.split() == ["Void", "Seeker", "spell", "OGN", "module", "reference_engine.cards.origins.void_seeker"]
    assert f"{len(shown)} of {len(names)} cards implemented" in err


def test_missing_alone_is_a_usage_error(capsys):
    assert cli.main(["list", "--missing"]) == 2
    assert "--missing goes with --rulings or --cards" in capsys.readouterr().err


def test_only_the_reference_adapter_imports_the_reference_engine():
    """The harness reaches the oracle through ``conformance/adapters/reference.py`` only (any import form,
    late imports included), so a harness without the reference engine still loads."""
    import ast
    from pathlib import Path

    root = Path(cli.__file__).resolve().parent
    offenders = []
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [node.module or ""] if isinstance(node, ast.ImportFrom) and node.level == 0 else [])
            if any(n.split(".")[0] == "reference_engine" for n in names):
                offenders.append(f"{path.relative_to(root)}:{node.lineno}")
    assert offenders and all(o.startswith("adapters/reference.py:") for o in offenders), offenders


def test_validate_goes_on_when_the_reference_engine_cannot_answer(tmp_path, capsys, monkeypatch):
    def broken():
        raise RuntimeError("catalogue unreadable")

    monkeypatch.setattr(card_support, "card_support", broken)
    card_support._support.cache_clear()
    try:
        (tmp_path / "ok.yaml").write_text(passing())
        assert cli.main(["validate", str(tmp_path)]) == 0
        out, err = capsys.readouterr()
        assert out.splitlines() == ["reference engine: <root>: warning: cannot tell which cards it plays "
                                    "(RuntimeError: catalogue unreadable)"]
        assert "1 of 1 scenario files valid, 0 problems, 1 warnings" in err
    finally:
        card_support._support.cache_clear()
