"""The contradiction and duplicate linter (conformance/contradictions.py), through ``validate``."""

from __future__ import annotations

from pathlib import Path

from conformance import cli
from conformance.contradictions import check
from conformance.loader import load_suite
from scenario_text import passing

ROOT = Path(__file__).resolve().parents[1]


def renamed(text: str, scenario_id: str) -> str:
    """``text`` with its id, players and instances renamed: the same situation in other words."""
    for old, new in (("A:", "Red:"), ("player: A", "player: Red"), ("priority: A", "priority: Red"),
                     ("B:", "Blue:"), ("player: B", "player: Blue"), ("cleave", "axe"), ("u1", "hero")):
        text = text.replace(old, new)
    return text.replace("id: spell-resolves", f"id: {scenario_id}", 1)


def suite(tmp_path: Path, **files: str) -> list:
    folder = tmp_path / "scenarios"
    folder.mkdir(exist_ok=True)
    for name, text in files.items():
        (folder / f"{name}.yaml").write_text(text)
    return load_suite([folder])


def test_a_planted_contradiction_is_an_error_in_the_later_files_own_names(tmp_path):
    wrong = renamed(passing(), "spell-stays").replace("players: {Red: {trash: [axe], hand: []}}",
                                                      "players: {Red: {trash: [], hand: [axe]}}")
    errors, warnings = check(suite(tmp_path, a_first=passing(), b_second=wrong))
    assert warnings == []
    (error,) = errors
    text = str(error)
    assert text.startswith("scenarios/b_second.yaml:") or "b_second.yaml:" in text
    assert "contradicts" in text and "a_first.yaml (spell-resolves)" in text
    assert "at the end, players.Red.hand is expected [\"axe\"] here but [] there" in text


def test_a_refusal_against_an_acceptance_is_an_error(tmp_path):
    accepted = renamed(passing(), "blue-may-pass").replace(
        "{player: Blue, pass: priority, refused: true, reason: priority}", "{player: Blue, pass: priority}")
    (error,), _ = check(suite(tmp_path, a=passing(), b=accepted))
    assert "decision 2 (of the decisions in order) is accepted here but refused there" in str(error)


def test_agreeing_repeats_and_near_duplicates_are_warnings(tmp_path):
    repeat = renamed(passing(), "spell-resolves-again").replace("  state: neutral-open\n", "")
    near = passing("bigger-unit").replace("unit: {might: 3}", "unit: {might: 4}")
    errors, warnings = check(suite(tmp_path, a=passing(), b=repeat, c=near))
    assert errors == []
    assert [w.path.split("/")[-1] for w in warnings] == ["b.yaml", "c.yaml"]
    assert "repeats" in warnings[0].message and "never disagree" in warnings[0].message
    assert "near-duplicate of" in warnings[1].message
    assert "setup.players.A.base[0].unit.might" in warnings[1].message


def test_different_actions_or_setups_are_not_compared(tmp_path):
    other = passing("other").replace("- {player: A, pass: priority}\n  - {player: B, pass: priority}\n",
                                     "- {player: A, pass: priority}\n")
    far = passing("far").replace("base: [{id: u1, unit: {might: 3}}]",
                                 "base: [{id: u1, unit: {might: 3, keywords: [Tank]}}], deck: [{id: d, unit: {might: 1}}]")
    assert check(suite(tmp_path, a=passing(), b=other, c=far)) == ([], [])


def test_validate_fails_on_a_contradiction(tmp_path, monkeypatch, capsys):
    wrong = renamed(passing(), "spell-stays").replace("state: neutral-open", "state: neutral-closed")
    suite(tmp_path, a=passing(), b=wrong)
    monkeypatch.chdir(tmp_path)
    assert cli.main(["validate", "scenarios"]) == 1
    out, err = capsys.readouterr()
    assert "b.yaml" in out and "contradicts scenarios/a.yaml (spell-resolves)" in out
    assert "1 problems" in err


def test_the_shipped_suite_has_no_contradiction():
    errors, _ = check(load_suite([ROOT / "scenarios"]))
    assert errors == []
