"""Failures group by the shape of their first divergence, with the scenario's own names taken out."""

from __future__ import annotations

from conformance.results import FailureDetail, ResultRecord
from conformance.results.causes import cause_of, group_failures, normalise_field


def record(scenario, status="failed", fields=("priority",), step="actions[1]", kind="checkpoint", tags=("chain",)):
    failure = FailureDetail(kind, step, 3, "diverged",
                            [{"field": f, "expected": 1, "actual": 2} for f in fields]) if status == "failed" else None
    return ResultRecord(engine="e", engine_version="1", rules_version="1.4", scenario=scenario,
                        path=f"scenarios/{scenario}.yaml", rulings=[], rules=[], tags=list(tags), status=status,
                        duration=0.0, failure=failure)


def test_names_chosen_by_the_author_are_taken_out():
    assert normalise_field("cards.guard.zone") == "cards.*.zone"
    assert normalise_field("players.A.score") == "players.*.score"
    assert normalise_field("chain[2].controller") == "chain[*].controller"
    assert normalise_field("priority") == "priority"


def test_passed_and_skipped_have_no_cause():
    assert cause_of(record("a", status="passed")) is None
    assert cause_of(record("b", status="skipped")) is None


def test_groups_are_largest_first_and_merge_across_instance_names():
    records = [record("p1", fields=("priority",)), record("p2", fields=("priority",), step="actions[4]"),
               record("z1", fields=("cards.guard.zone",)), record("z2", fields=("cards.fodder.zone",)),
               record("z3", fields=("cards.x.zone",)), record("ok", status="passed")]
    groups = group_failures(records)
    assert [len(g.records) for g in groups] == [3, 2]
    assert groups[0].cause.fields == ("cards.*.zone",)
    assert groups[0].scenarios == ["z1", "z2", "z3"]
    assert groups[1].cause.label == "checkpoint at actions: priority"


def test_engine_side_failures_form_their_own_groups():
    groups = group_failures([record("c1", status="crash"), record("c2", status="crash"), record("t", status="timeout")])
    assert [(g.cause.status, len(g.records)) for g in groups] == [("crash", 2), ("timeout", 1)]
    assert groups[0].to_json()["count"] == 2
