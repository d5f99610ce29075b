"""The mutation score (issue 15): the catalogue, the import hook, the worker pool and the ``mutate`` verb."""

from __future__ import annotations

import json

import pytest

from conformance import cli, resources
from conformance.mutation.mutants import CATALOGUE, Mutant, MutantError, check, load_catalogue, mutated_source
from conformance.mutation.scoring import score


TIMING = resources.scenarios_dir() / "timing"
SMALL = [TIMING / "chain-resolves-newest-first-with-a-priority-round-each.yaml",
         TIMING / "priority-goes-to-the-next-items-controller-not-the-turn-player.yaml"]

KILLED = """\
- id: chain-resolves-oldest
  mechanism: chain order
  rule: "340.1"
  description: the oldest item resolves first
  module: timing.py
  old: resolve_item(g, g.chain[-1])
  new: resolve_item(g, g.chain[0])
"""
NO_OP = """\
- id: planted-no-op
  mechanism: nothing
  rule: "339.2"
  description: the same code with brackets around it
  module: timing.py
  old: 'g.priority = g.next_player(player)  # 339.2'
  new: 'g.priority = (g.next_player(player))  # 339.2'
"""


def test_the_curated_catalogue_has_at_least_40_mutants_each_naming_one_place_and_a_real_rule():
    mutants = load_catalogue()
    assert len(mutants) >= 40
    assert check(mutants) == []
    from conformance.lint import rule_numbers  # the linter's own index of Core Rules v1.4

    assert [m.id for m in mutants if m.rule not in rule_numbers()] == []
    mechanisms = {m.mechanism for m in mutants}
    for needed in ("chain order", "focus/priority passing", "Tank", "Backline", "hidden", "cleanup timing",
                   "Might floor", "scoring", "control", "replacement", "triggers (once per combat)", "costs",
                   "end-of-turn heal"):
        assert needed in mechanisms
    assert any(m.id == "cleanup-during-finalization" for m in mutants)


def test_a_multi_line_mutant_is_matched_at_its_indentation():
    m = Mutant("x", "m", "1", "d", "timing.py", "if a:\n    b()", "if not a:\n    b()")
    src = "def f():\n    if a:\n        b()\n"
    assert mutated_source(m, src) == "def f():\n    if not a:\n        b()\n"
    with pytest.raises(MutantError, match="occurs 0 times"):
        mutated_source(m, "if a:\n  c()\n")


def test_a_killed_mutant_names_its_killers_and_a_planted_no_op_survives(tmp_path):
    path = tmp_path / "two.yaml"
    path.write_text(KILLED + NO_OP)
    result = score(load_catalogue(path), [str(p) for p in SMALL], workers=2)
    assert [r.verdict for r in result.results] == ["killed", "survived"]
    killed, survivor = result.results
    assert {k[0] for k in killed.killers} == {p.stem for p in SMALL}  # scenario IDs are the file names here
    assert result.survivors == [survivor] and result.percent == 50.0
    assert result.thin(3) == [killed]


def test_mutate_prints_the_score_and_each_survivor_with_its_mutated_line(tmp_path, capsys):
    path = tmp_path / "two.yaml"
    path.write_text(KILLED + NO_OP)
    code = cli.main(["mutate", "--catalogue", str(path), "-n", "2", *map(str, SMALL)])
    out = capsys.readouterr().out
    assert code == 1
    assert "mutation score: 1 / 2 mutants killed (50.0%)" in out
    assert "SURVIVED planted-no-op (nothing, rule 339.2)" in out
    assert "+ g.priority = (g.next_player(player))  # 339.2" in out
    assert cli.main(["mutate", "--catalogue", str(path), "--only", "chain-resolves-oldest", "--json",
                     *map(str, SMALL)]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["score"] == 100.0 and data["mutants"][0]["killers"][0]["status"] == "failed"


def test_a_stale_or_malformed_catalogue_is_a_located_usage_error(tmp_path, capsys):
    stale = tmp_path / "stale.yaml"
    stale.write_text(KILLED.replace("g.chain[-1])", "g.chain[-7])"))
    assert cli.main(["mutate", "--catalogue", str(stale)]) == 4
    assert "chain-resolves-oldest: 'old' occurs 0 times in reference_engine/timing.py" in capsys.readouterr().err
    bad = tmp_path / "bad.yaml"
    bad.write_text(KILLED.replace("  rule: \"340.1\"\n", ""))
    assert cli.main(["mutate", "--catalogue", str(bad)]) == 4
    assert f"{bad}:1: [0]: field 'rule' must be a non-empty string" in capsys.readouterr().err
    assert cli.main(["mutate", "--only", "no-such-mutant"]) == 4
    assert "--only: no mutant 'no-such-mutant'" in capsys.readouterr().err


def test_the_catalogue_ships_with_the_package():
    assert CATALOGUE.is_file() and CATALOGUE.parent.name == "mutation"


def test_code_level_mutants_come_from_cosmic_ray_as_one_place_replacements():
    from conformance.mutation.code_level import build, positions
    from conformance.mutation.mutants import engine_root

    places = positions(["scoring.py"])
    assert len(places) > 50 and len(set(places)) == len(places)
    built = [m for m in (build(*p) for p in places[:40]) if m is not None]
    assert built
    source = (engine_root() / "scoring.py").read_text()
    for m in built:
        assert check([m]) == [] and mutated_source(m, source) != source
        assert m.id.startswith("scoring:") and m.mechanism.startswith("code-level (")


def test_a_code_level_sample_is_the_same_for_the_same_seed():
    from conformance.mutation.code_level import sample

    first, total = sample(3, seed=7, modules=["might.py"])
    again, _ = sample(3, seed=7, modules=["might.py"])
    assert len(first) == 3 and total > 3
    assert [m.id for m in first] == [m.id for m in again]
