"""Features derived from scenario content (conformance/features.py), checked on every shipped scenario
by independent means, and the runner skipping what an engine does not declare."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from conformance import features, resources
from conformance.adapters import messages as m
from conformance.adapters.reference import ReferenceAdapter
from conformance.exceptions import ProtocolError
from conformance.lint import card_catalogue
from conformance.loader import load_file, load_suite
from conformance.runner import run_scenario
from harness_engine import HarnessEngine
from scenario_text import move, passing


@pytest.fixture(scope="module")
def shipped():
    loaded = load_suite([resources.scenarios_dir()])
    return [item.scenario for item in loaded if item.scenario is not None]


def _walk(node: Any, key: str):
    """Every value stored under ``key`` anywhere below ``node`` (a second, generic way to read a file)."""
    if isinstance(node, dict):
        for k, v in node.items():
            if k == key:
                yield v
            yield from _walk(v, key)
    elif isinstance(node, list):
        for v in node:
            yield from _walk(v, key)


def _checks(raw: dict) -> list[dict]:
    return [a["check"] for a in raw["actions"] if "check" in a] + ([raw["expect"]] if "expect" in raw else [])


def test_every_shipped_scenario_naming_an_official_card_is_marked_so(shipped):
    catalogue = card_catalogue()
    for s in shipped:
        named = {v for v in _walk(s.raw["setup"], "card") if isinstance(v, str)}
        official = {n for n in named if n in catalogue and not catalogue[n].get("stand_in")}
        assert ("official-cards" in s.features) == bool(official), s.id
        assert ("stand-in-cards" in s.features) == bool(named - official), s.id


def test_every_shipped_scenario_has_the_features_its_content_shows(shipped):
    for s in shipped:
        raw, f = s.raw, s.features
        decisions = [a for a in raw["actions"] if "check" not in a]
        checks = _checks(raw)
        assert ("multiplayer" in f) == (len(raw["setup"].get("players") or raw["setup"]["decks"]) > 2), s.id
        assert ("events" in f) == any(list(_walk(c, "events")) for c in checks), s.id
        assert ("legal-actions" in f) == any("legal" in c for c in checks), s.id
        assert ("move" in f) == any("move" in d for d in decisions), s.id
        assert ("concede" in f) == any("concede" in d for d in decisions), s.id
        assert ("activated-abilities" in f) == any("activate" in d for d in decisions), s.id
        if any("hide" in d or d.get("hidden") for d in decisions) or list(_walk(raw["setup"], "facedown")):
            assert "hidden" in f, s.id
        if any("assign" in d for d in decisions):
            assert {"damage-assignment", "combat"} <= f, s.id
        if any(d.get("pass") == "focus" for d in decisions):
            assert "showdown" in f, s.id
        if any(v is True for v in _walk(raw["setup"], "stunned")) or any(list(_walk(c, "stunned")) for c in checks):
            assert "stun" in f, s.id
        if any(list(_walk(c, "attached_to")) for c in checks):
            assert "equipment" in f, s.id
        assert s.requires <= f, s.id          # `requires:` is never lost
        assert not features.unknown(f), s.id  # and nothing outside the documented vocabulary


def test_scenarios_in_a_topic_folder_have_its_feature(shipped):
    for folder, feature in (("hidden", "hidden"), ("multiplayer", "multiplayer"), ("equipment", "equipment")):
        inside = [s for s in shipped if f"/{folder}/" in s.path.replace("\\", "/")]
        assert inside, folder
        for s in inside:
            # two scenarios filed under hidden/ play no hidden card: one is about the Hidden keyword's text,
            # the other the from-hand contrast of FAQ-15
            if s.id not in ("teemo-counts-only-cards-with-the-hidden-keyword",
                            "unit-played-from-hand-enters-exhausted"):
                assert feature in s.features, s.id


def test_one_scenario_exactly(shipped):
    arcane = next(s for s in shipped if s.id == "arcane-shift-attacker-cannot-be-replayed-to-the-attacked-battlefield")
    assert arcane.features == {"official-cards", "move", "showdown", "combat"}
    assert features.official_cards(arcane.raw) == ["Arcane Shift"]


def test_every_feature_is_documented_and_declared_by_the_reference_engine():
    doc = (Path(__file__).parents[1] / "docs" / "engine-protocol.md").read_text(encoding="utf-8")
    for name in features.FEATURES:
        assert f"| `{name}` |" in doc, name
    info = ReferenceAdapter().describe()
    assert info.features == set(features.FEATURES)
    assert features.CAPABILITIES <= set(features.FEATURES)


def test_missing_features_old_and_new_engines():
    needed = {"move", "events", "official-cards"}
    assert features.missing(needed, None, {"events"}) == []          # protocol v1: capabilities only
    assert features.missing(needed, None, ()) == ["events"]
    assert features.missing(needed, {"move"}, {"events"}) == ["official-cards"]


def test_a_handshake_naming_an_unknown_feature_is_a_protocol_error():
    reply = {"version": 2, "engine": {"name": "x", "version": "1", "rules_version": "1.4", "features": ["flying"]}}
    with pytest.raises(ProtocolError, match="features"):
        m.StartReply.from_json(reply)
    with pytest.raises(ProtocolError, match="'features' is a required property"):
        m.StartReply.from_json({"version": 2, "engine": {"name": "x", "version": "1", "rules_version": "1.4"}})


# -- the runner --------------------------------------------------------------------------------------


def scenario(text: str):
    loaded = load_file("scenarios/t/x.yaml", raw=text.encode())
    assert not loaded.errors, loaded.errors
    return loaded.scenario


class Declaring(HarnessEngine):
    """The harness fake, declaring features (protocol v2) and, optionally, its cards and untracked fields."""

    def __init__(self, feature_names=(), cards=None, untracked=()):
        super().__init__()
        self.info = replace(super().describe(), features=frozenset(feature_names),
                            cards=None if cards is None else frozenset(cards), untracked=tuple(untracked))

    def describe(self):
        return self.info


def test_scenario_needing_an_undeclared_feature_is_skipped_before_setup():
    engine = Declaring(["showdown"])
    record = run_scenario(scenario(move()), engine, engine.describe())
    assert record.status == "skipped" and record.reason == "engine does not declare feature: move"
    assert engine.state == {}  # never set up
    assert record.features == ["move", "showdown"]
    engine = Declaring(["move", "showdown"])
    assert run_scenario(scenario(move()), engine, engine.describe()).status == "passed"


def test_scenario_naming_a_card_the_engine_does_not_list_is_skipped():
    engine = Declaring(features.FEATURES, cards=["Jinx, Rebel"])
    record = run_scenario(scenario(passing()), engine, engine.describe())
    assert record.status == "skipped" and record.reason == "engine does not implement card: Cleave"
    engine = Declaring(features.FEATURES, cards=["Cleave"])
    assert run_scenario(scenario(passing()), engine, engine.describe()).status == "passed"


# -- untracked fields and partial credit --------------------------------------------------------------

CONTESTED = move().replace("battlefields: {bf1: {units: [u1]}}", "battlefields: {bf1: {units: [u1], contested: true}}")


def test_an_untracked_field_is_skipped_and_reported_not_failed():
    plain = HarnessEngine()
    failed = run_scenario(scenario(CONTESTED), plain, plain.describe())
    assert failed.status == "failed"
    assert [d["field"] for d in failed.failure.differences] == ["battlefields.bf1.contested"]
    engine = Declaring(features.FEATURES, untracked=["battlefields.*.contested"])
    record = run_scenario(scenario(CONTESTED), engine, engine.describe())
    assert record.status == "passed"
    assert record.untracked == ["battlefields.bf1.contested"]
    assert record.checkpoints == [{"step": "expect", "line": 15, "outcome": "passed",
                                   "untracked": ["battlefields.bf1.contested"]}]
    assert any("untracked: battlefields.bf1.contested" in line for line in record.narrative)


def test_an_untracked_field_does_not_hide_a_real_divergence_beside_it():
    wrong = CONTESTED.replace("units: [u1], contested", "units: [], contested")
    engine = Declaring(features.FEATURES, untracked=["battlefields.*.contested"])
    record = run_scenario(scenario(wrong), engine, engine.describe())
    assert record.status == "failed"
    assert [d["field"] for d in record.failure.differences] == ["battlefields.bf1.units"]


class StopsAtPass(HarnessEngine):
    """Implements playing a spell but not passing priority: ``unsupported`` midway."""

    def act(self, action):
        from conformance.exceptions import Unsupported

        if "pass" in action:
            raise Unsupported("engine error on act (unsupported): passing priority is not implemented")
        return super().act(action)


def test_a_scenario_stopped_by_unsupported_keeps_the_checkpoints_it_passed():
    engine = StopsAtPass()
    record = run_scenario(scenario(passing()), engine, engine.describe())
    assert record.status == "skipped"
    assert record.reason.endswith("passing priority is not implemented (1 of 2 checkpoints passed before)")
    assert [c["outcome"] for c in record.checkpoints] == ["passed", "not-reached"]
    assert record.checkpoints_passed == 1


def test_every_checkpoint_outcome_is_recorded_and_the_failing_step_kind_named():
    from scenario_text import wrong_chain

    engine = HarnessEngine()
    record = run_scenario(scenario(wrong_chain()), engine, engine.describe())
    assert record.status == "failed"
    assert [c["outcome"] for c in record.checkpoints] == ["failed", "not-reached"]
    assert record.failure.step_kind == "after play"
    ok = run_scenario(scenario(passing()), engine, engine.describe())
    assert [c["outcome"] for c in ok.checkpoints] == ["passed", "passed"] and ok.failure is None


def test_pruning_untracked_fields_keeps_null_expectations_and_drops_emptied_entries():
    from conformance.compare import prune_untracked

    fields = {"battlefields": {"bf1": {"contested": True}}, "players": {"A": {"power": {}, "score": 1}},
              "showdown": None, "scores": {"A": 1}}
    kept, skipped = prune_untracked(fields, ["battlefields.*.contested", "players.*.power", "scores"])
    assert kept == {"players": {"A": {"score": 1}}, "showdown": None}
    assert skipped == ["battlefields.bf1.contested", "players.A.power", "scores"]


def test_an_engine_that_omits_contested_and_power_is_schema_valid_and_passes_with_them_untracked():
    class Minimal(Declaring):
        def observe(self):
            state = super().observe()
            for bf in state["battlefields"].values():
                del bf["contested"]
            for player in state["players"].values():
                del player["power"]
            return state

    text = CONTESTED.replace("cards: {u1:", "players: {A: {power: {fury: 1}}}\n  cards: {u1:")
    engine = Minimal(features.FEATURES, untracked=["battlefields.*.contested", "players.*.power"])
    record = run_scenario(scenario(text), engine, engine.describe())
    assert record.status == "passed", record.failure
    assert record.untracked == ["players.A.power", "battlefields.bf1.contested"]


def test_derivable_features_need_no_requires():
    hide = move().replace("actions:\n  - {player: A, move: [u1], to: bf1}", "actions:\n  - {player: A, hide: u1, at: bf1}")
    assert "hidden" in scenario(hide).features
    three = passing().replace("    B: {}", "    B: {}\n    C: {}")
    assert "multiplayer" in scenario(three).features
    events = move().replace("expect:\n", "expect:\n  events: [{type: move, card: u1}]\n")
    assert "events" in scenario(events).features


def test_untracked_patterns_cover_the_aliases_of_a_field():
    from conformance.compare import is_untracked

    assert is_untracked("units.guard.might", ["cards.*.might"])
    assert is_untracked("scores.A", ["players.*.score"])
    assert not is_untracked("scores.A", ["players.*.energy"])
    assert not is_untracked("cards.guard.mightier", ["cards.*.might"])
