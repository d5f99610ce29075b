"""Issue 17 item 5: abilities on the chain as targets, and names for the cards an engine creates."""

from __future__ import annotations

import pytest

from conformance.bindings import Bindings, Unbound, bound_names
from conformance.compare import Comparison
from conformance.loader import load_file
from conformance.runner import run_scenario
from harness_engine import HarnessEngine
from scenario_text import passing
from test_loader import errors_of

# -- a triggered ability as a target -------------------------------------------------------------


def test_a_target_may_be_an_ability_on_the_chain(tmp_path):
    assert errors_of(passing().replace("targets: [u1]", "targets: [u1.trigger]"), tmp_path) == []
    assert errors_of(passing().replace("targets: [u1]", "targets: [u1.ability.2]"), tmp_path) == []
    (error,) = errors_of(passing().replace("targets: [u1]", "targets: [u2.trigger]"), tmp_path)
    assert error == ("s.yaml:12:41: actions[0].targets[0]: chain reference 'u2.trigger' names unknown "
                     "instance 'u2' (did you mean 'u1'?)")
    (error,) = errors_of(passing().replace("targets: [u1]", "targets: [u1.spell]"), tmp_path)
    assert "actions[0].targets[0]" in error and "chain reference to an ability" in error


# -- names for created cards ---------------------------------------------------------------------

CREATED = """\
id: created-card
title: A created card is named by the entry that finds it
source: {rulings: [FAQ-48]}
summary: The engine creates a card; a checkpoint names it and a later decision moves it.
rules: ["180"]
setup:
  battlefields: [{id: bf1}]
  players:
    A: {base: [{id: u1, unit: {might: 2}}]}
    B: {}
actions:
  - check: {players: {A: {base: [u1, {card: Sprite, as: sprite}]}}}
  - {player: A, move: [sprite], to: bf1}
expect:
  cards: {sprite: {zone: bf1}}
  battlefields: {bf1: {units: [sprite]}}
"""


def test_a_bound_name_is_an_instance_from_its_checkpoint_on(tmp_path):
    assert errors_of(CREATED, tmp_path) == []
    early = CREATED.replace("actions:\n", "actions:\n  - {player: A, move: [sprite], to: bf1}\n")
    (error,) = errors_of(early, tmp_path)
    assert error.startswith("s.yaml:12:24: actions[0].move[0]: unknown card instance 'sprite' (it names a created "
                            "card only from actions[1] on")
    twice = CREATED.replace("expect:\n", "  - check: {players: {A: {base: [{card: Sprite, as: sprite}]}}}\nexpect:\n")
    (error,) = errors_of(twice, tmp_path)
    assert "actions[2].check.players.A.base[0].as: instance ID 'sprite' is used twice" in error
    clash = CREATED.replace("as: sprite}", "as: u1}")
    assert any("instance ID 'u1' is used twice" in e for e in errors_of(clash, tmp_path))
    versioned = CREATED.replace("  - check: {players:", "  - check: {by_version: {\"1.4\": {players:").replace(
        "as: sprite}]}}}", "as: sprite}]}}}}}")
    assert any("named outside by_version" in e for e in errors_of(versioned, tmp_path))


class CreatingEngine(HarnessEngine):
    """Creates a Sprite in A's base at setup, under an ID of its own choosing; records what it was sent."""

    def setup(self, setup, *, rules_version):
        super().setup(setup, rules_version=rules_version)
        self.sent = []
        card = self._card({"id": "zz-77", "card": "Sprite"}, "A", "base")
        card["token"] = True
        self.state["cards"]["zz-77"] = card
        self.state["players"]["A"]["base"].append("zz-77")

    def act(self, action):
        self.sent.append(action)
        return super().act(action)


def _scenario(text):
    loaded = load_file("scenarios/t/x.yaml", raw=text.encode())
    assert not loaded.errors, loaded.errors
    return loaded.scenario


def test_the_runner_sends_the_engines_id_and_compares_by_the_bound_name():
    engine = CreatingEngine()
    record = run_scenario(_scenario(CREATED), engine, engine.describe())
    assert record.status == "passed", record.failure
    assert engine.sent == [{"player": "A", "move": ["zz-77"], "to": "bf1"}]
    wrong = CREATED.replace("cards: {sprite: {zone: bf1}}", "cards: {sprite: {zone: base}}")
    record = run_scenario(_scenario(wrong), engine, engine.describe())
    assert record.status == "failed"
    assert record.failure.differences == [{"field": "cards.sprite.zone", "expected": "base", "actual": "bf1"}]


def test_an_untracked_binding_skips_the_scenario_at_first_use():
    class Untracking(CreatingEngine):
        def describe(self):
            from dataclasses import replace

            return replace(super().describe(), untracked=("players.*.base",))

    engine = Untracking()
    record = run_scenario(_scenario(CREATED), engine, engine.describe())
    assert record.status == "skipped"
    assert "'sprite' names a created card, but no checkpoint before this step bound it" in record.reason


def test_comparison_binds_and_shows_created_cards_by_name():
    state = {"players": {"A": {"base": ["u1", "t-9"]}}, "chain": [{"ref": "t-9.trigger"}],
             "cards": {"u1": {"name": "Unit"}, "t-9": {"name": "Sprite", "stunned": True}}}
    comparison = Comparison({"u1"}, bindings=Bindings({"sprite"}))
    assert comparison.compare({"players": {"A": {"base": [{"card": "Sprite", "as": "sprite", "stunned": True},
                                                            "u1"]}}}, state) == []
    assert comparison.bindings.ids == {"sprite": "t-9"}
    assert comparison.compare({"cards": {"sprite": {"stunned": True}}, "chain": ["sprite.trigger"],
                               "players": {"A": {"base": ["sprite", "u1"]}}}, state) == []
    (diff,) = comparison.compare({"chain": []}, state)
    assert diff.actual == ["sprite.trigger"]
    (diff,) = comparison.compare({"players": {"A": {"base": ["u1"]}}}, state)
    assert diff.actual == ["sprite", "u1"]


def test_bindings_translate_every_reference_of_a_decision():
    b = Bindings({"sprite"})
    with pytest.raises(Unbound):
        b.engine_id("sprite")
    b.bind("sprite", "t-9")
    assert b.action({"player": "A", "activate": "sprite", "targets": ["sprite.trigger", "u1", "B"],
                     "order": ["sprite.trigger.2"], "choose": ["sprite"], "assign": {"sprite": {"e1": 2}}}) == {
        "player": "A", "activate": "t-9", "targets": ["t-9.trigger", "u1", "B"], "order": ["t-9.trigger.2"],
        "choose": ["t-9"], "assign": {"t-9": {"e1": 2}}}
    assert b.action({"player": "A", "assign": {"e1": 2}}) == {"player": "A", "assign": {"e1": 2}}
    assert bound_names({"actions": [{"check": {"battlefields": {"bf1": {"units": [{"card": "Bird", "as": "b1"}]}}}}],
                        "expect": {"players": {"A": {"trash": [{"card": "X", "as": "x"}]}}}}) == {"b1", "x"}


# -- rulings that disagree with Core Rules v1.4, recorded beside its expectation --------------------

def _with_ruling(text: str) -> str:
    return text.replace("source: {rulings: [TIM-04]}", "source: {rulings: [TIM-04, FAQ-47]}")


def test_by_ruling_names_a_cited_ruling_marked_as_contradicting(tmp_path):
    text = _with_ruling(passing()).replace("chain: [cleave], priority: A}",
                                           "chain: [cleave], priority: A, by_ruling: {FAQ-47: {priority: B}}}")
    assert errors_of(text, tmp_path) == []
    (error,) = errors_of(text.replace("[TIM-04, FAQ-47]", "[TIM-04]"), tmp_path)
    assert "by_ruling.FAQ-47: FAQ-47 is not among this scenario's source.rulings" in error
    (error,) = errors_of(text.replace("FAQ-47", "TIM-05"), tmp_path)
    assert "TIM-05 is not marked in the rulings catalogue as contradicting Core Rules v1.4" in error
    nested = text.replace("by_ruling: {FAQ-47: {priority: B}}", "by_version: {\"1.4\": {by_ruling: {FAQ-47: {priority: B}}}}")
    assert any("cannot hold by_version or by_ruling" in e or "by_ruling goes beside by_version" in e
               for e in errors_of(nested, tmp_path))
    decision = _with_ruling(passing()).replace("reason: priority}", "reason: priority, by_ruling: {FAQ-47: {refused: false}}}")
    assert errors_of(decision, tmp_path) == []


def test_the_engine_is_compared_with_the_ruling_for_the_record_only():
    engine = HarnessEngine()
    text = _with_ruling(passing()).replace("chain: [cleave], priority: A}",
                                           "chain: [cleave], priority: A, by_ruling: {FAQ-47: {priority: B}}}")
    text = text.replace("reason: priority}", "reason: priority, by_ruling: {FAQ-47: {refused: false}}}")
    record = run_scenario(_scenario(text), engine, engine.describe())
    assert record.status == "passed"
    assert [(r["step"], r["ruling"], r["expects"], r["engine"]) for r in record.rulings_beside] == [
        ("actions[1]", "FAQ-47", {"priority": "B"}, "v1.4"),
        ("actions[2]", "FAQ-47", {"refused": False}, "v1.4")]
    assert any("ruling FAQ-47 disagrees with Core Rules v1.4 here" in line and "follows Core Rules v1.4" in line
               for line in record.narrative)
    # an engine that follows the ruling fails, and the failure says whose expectation it met
    follows = text.replace("chain: [cleave], priority: A, by_ruling: {FAQ-47: {priority: B}}",
                           "chain: [cleave], priority: B, by_ruling: {FAQ-47: {priority: A}}")
    record = run_scenario(_scenario(follows), engine, engine.describe())
    assert record.status == "failed"
    assert "as ruling FAQ-47 expects" in record.failure.message
    assert record.rulings_beside[-1]["engine"] == "ruling"


def test_reports_show_the_rulings_beside():
    from conformance.report.render import render

    html = render("_rulings_beside.html.j2", record={"rulings_beside": [
        {"step": "expect", "line": 3, "ruling": "FAQ-47", "expects": {"players": {"A": {"hand": ["a1"]}}},
         "engine": "v1.4"}]})
    assert "FAQ-47" in html and "Core Rules v1.4" in html and "a1" in html
    assert "<table" not in render("_rulings_beside.html.j2", record={"rulings_beside": []})
