"""Damage assignment per defender or per attacker-defender pair, and targets with the play or as a
question: what the harness sends for each convention an engine declares (conformance/action_shapes.py)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from conformance import action_shapes, resources
from conformance.adapters.reference import ReferenceAdapter
from conformance.adapters.protocol import ActionResult
from conformance.loader import load_file
from conformance.runner import run_scenario
from harness_engine import HarnessEngine
from scenario_text import passing

STATE = {
    "showdown": {"at": "bf1", "combat": True, "attacker": "A", "defender": "B"},
    "battlefields": {"bf1": {"units": ["big", "small", "stunned", "e1", "e2"]}},
    "cards": {"big": {"controller": "A", "might": 3}, "small": {"controller": "A", "might": 2},
              "stunned": {"controller": "A", "might": 4, "stunned": True},
              "e1": {"controller": "B", "might": 3}, "e2": {"controller": "B", "might": 3}},
}


def test_per_defender_sums_pairs_and_keeps_a_plain_map():
    assert action_shapes.per_defender({"e1": 3}) == {"e1": 3}
    assert action_shapes.per_defender({"big": {"e1": 3}, "small": {"e1": 1, "e2": 1}}) == {"e1": 4, "e2": 1}


def test_per_pair_splits_over_the_players_units_that_add_damage():
    assert action_shapes.per_pair({"e1": 4, "e2": 1}, "A", STATE) == {"big": {"e1": 3}, "small": {"e1": 1, "e2": 1}}
    # more than the side's Might: the excess goes to the last unit, and the engine should refuse it
    assert action_shapes.per_pair({"e1": 6}, "A", STATE) == {"big": {"e1": 3}, "small": {"e1": 3}}
    assert action_shapes.per_pair({"big": {"e1": 3}}, "A", STATE) == {"big": {"e1": 3}}


def test_targets_apart():
    assert action_shapes.targets_apart({"player": "A", "play": "x", "targets": ["u1"]}) == (
        {"player": "A", "play": "x"}, ["u1"])
    assert action_shapes.targets_apart({"player": "A", "move": ["u1"], "to": "bf1"})[1] is None


def _scenario(text: str, origin: str = "scenarios/t/x.yaml"):
    loaded = load_file(origin, raw=text.encode())
    assert not loaded.errors, loaded.errors
    return loaded.scenario


def test_a_scenario_written_per_pair_passes_on_the_reference_engine_which_takes_per_defender():
    path = resources.scenarios_dir() / "combat" / "cmb05-five-damage-among-four-three-might-units.yaml"
    text = Path(path).read_text(encoding="utf-8")
    per_pair = text.replace("assign: {e1: 2, e2: 1, e3: 1, e4: 1}", "assign: {brute: {e1: 2, e2: 1, e3: 1, e4: 1}}")
    per_pair = per_pair.replace("assign: {e1: 3, e2: 2}", "assign: {brute: {e1: 3, e2: 2}}")
    assert per_pair.count("brute: {e") == 2
    engine = ReferenceAdapter()
    assert run_scenario(_scenario(per_pair), engine, engine.describe()).status == "passed"
    wrong = per_pair.replace("assign: {brute: {e1: 3, e2: 2}}", "assign: {brute: {e1: 2, e2: 3}}")
    assert run_scenario(_scenario(wrong), engine, engine.describe()).status == "failed"


COMBAT = """\
id: pairs
title: Damage assigned among two defenders
source: {rulings: [CMB-05]}
summary: A's two units are in combat with B's two; A assigns 4 to one defender and 1 to the other.
rules: ["465.2.c"]
setup:
  battlefields:
    - id: bf1
      units:
        - {id: big, unit: {might: 3}, controller: A}
        - {id: small, unit: {might: 2}, controller: A}
        - {id: e1, unit: {might: 4}, controller: B}
        - {id: e2, unit: {might: 4}, controller: B}
  players: {A: {}, B: {}}
actions:
  - check: {decision: {player: A, kind: assign-damage}}
  - {player: A, assign: {e1: 4, e2: 1}}
expect:
  cards: {e1: {damage: 4}, e2: {damage: 1}}
"""


class PairEngine(HarnessEngine):
    """Asks A to assign combat damage and takes it only per attacker-defender pair, as many engines do."""

    def __init__(self, form="per-pair"):
        super().__init__()
        self.form = form
        self.received = []

    def describe(self):
        return replace(super().describe(), damage_assignment=self.form)

    def setup(self, setup, *, rules_version):
        super().setup(setup, rules_version=rules_version)
        self.state["showdown"] = {"at": "bf1", "combat": True, "attacker": "A", "defender": "B"}
        self.state["decision"] = {"player": "A", "kind": "assign-damage"}

    def act(self, action):
        if "assign" not in action:
            return super().act(action)
        self.received.append(action["assign"])
        pairs = action["assign"]
        if not all(isinstance(v, dict) for v in pairs.values()):
            return ActionResult.refuse("assign per attacker: {attacker: {defender: damage}}")
        for attacker, targets in pairs.items():
            if sum(targets.values()) > self.state["cards"][attacker]["might"]:
                return ActionResult.refuse(f"{attacker} cannot deal that much")
            for target, amount in targets.items():
                self.state["cards"][target]["damage"] += amount
        self.state["decision"] = None
        return ActionResult.ok()


def test_an_engine_taking_pairs_gets_pairs_from_a_per_defender_scenario():
    engine = PairEngine()
    record = run_scenario(_scenario(COMBAT), engine, engine.describe())
    assert record.status == "passed", record.failure
    assert engine.received == [{"big": {"e1": 3}, "small": {"e1": 1, "e2": 1}}]
    undeclared = PairEngine(form="per-defender")
    record = run_scenario(_scenario(COMBAT), undeclared, undeclared.describe())
    assert record.status == "failed" and record.failure.kind == "unexpected-refusal"


class TargetsAsQuestion(HarnessEngine):
    """Plays a card without targets, then asks for them with a ``choose`` question."""

    def __init__(self, declare=True):
        super().__init__()
        self.declare = declare
        self.chosen = []

    def describe(self):
        return replace(super().describe(), targets="question") if self.declare else super().describe()

    def act(self, action):
        if "play" in action and "targets" in action:
            return ActionResult.refuse("targets are chosen after playing, as a question")
        if "choose" in action:
            self.chosen.append(action["choose"])
            self.state["decision"] = None
            return ActionResult.ok()
        result = super().act(action)
        if result.accepted and "play" in action:
            self.state["decision"] = {"player": action["player"], "kind": "choose", "options": ["u1"]}
        return result


def test_targets_asked_as_a_question_are_answered_from_the_scenarios_play():
    engine = TargetsAsQuestion()
    record = run_scenario(_scenario(passing()), engine, engine.describe())
    assert record.status == "passed", record.failure
    assert engine.chosen == [["u1"]]
    plain = TargetsAsQuestion(declare=False)
    assert run_scenario(_scenario(passing()), plain, plain.describe()).status == "failed"


def test_an_engine_declaring_target_questions_but_asking_none_fails_with_a_clear_message():
    class Silent(TargetsAsQuestion):
        def act(self, action):
            result = super().act(action)
            self.state["decision"] = None
            return result

    engine = Silent()
    record = run_scenario(_scenario(passing()), engine, engine.describe())
    assert record.status == "failed"
    assert record.failure.message == ("the engine takes targets as a question, but after A plays cleave "
                                      "targeting u1 without them it asked nothing")
