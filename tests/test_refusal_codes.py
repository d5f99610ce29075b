"""Refusal codes (conformance/refusals.py): the taxonomy, its two copies, the protocol, and the runner's
verdicts: an expected code passes, a missing one is untracked, a wrong or unknown one fails."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import reference_engine.refusals as engine_refusals
from conformance import refusals
from conformance.adapters import messages as m
from conformance.adapters.protocol import ActionResult
from conformance.adapters.reference import ReferenceAdapter
from conformance.lint import rule_numbers
from conformance.loader import load_scenario, load_suite
from conformance.runner import run_scenario
from reference_engine.api import Session
from reference_engine.server import Server

ROOT = Path(__file__).resolve().parents[1]
SCENARIO = ROOT / "scenarios/timing/only-the-player-with-priority-may-act.yaml"


def test_the_engine_and_the_harness_list_the_same_codes_in_the_same_order():
    assert engine_refusals.CODES == refusals.CODES
    assert len(refusals.CODES) <= 12 and len(set(refusals.CODES)) == len(refusals.CODES)


def test_the_schemas_enumerate_exactly_the_taxonomy():
    scenario = json.loads((ROOT / "schema/scenario.schema.json").read_text())
    reply = json.loads((ROOT / "schema/protocol/act-reply.schema.json").read_text())
    assert scenario["$defs"]["refusal_code"]["enum"] == list(refusals.CODES)
    assert reply["properties"]["code"]["enum"] == list(refusals.CODES)


def test_every_code_is_documented_with_rules_that_exist():
    protocol = (ROOT / "docs/engine-protocol.md").read_text()
    fmt = (ROOT / "docs/scenario-format.md").read_text()
    for code in refusals.TAXONOMY:
        assert f"`{code.name}`" in protocol and f"`{code.name}`" in fmt, code.name
        assert all(rule in rule_numbers() for rule in code.rules), code
        assert code.rules or code.name == "malformed"


def test_every_shipped_refusal_names_its_code():
    missing = [f"{lf.path}:{step.line}" for lf in load_suite([ROOT / "scenarios"]) if lf.scenario
               for step in lf.scenario.steps if getattr(step, "refused", False) and not step.code]
    assert missing == []


def test_the_reference_engine_reports_a_code_with_its_refusals():
    s = Session()
    s.setup({"players": {"A": {"hand": [{"id": "x", "unit": {"might": 2}}]}, "B": {}},
             "turn": {"active": "A", "phase": "main"}})
    assert s.act({"player": "B", "play": "x"})["code"] == "wrong-zone"
    assert s.act({"player": "A", "pass": "focus"})["code"] == "wrong-timing"
    assert s.act({"player": "A", "fly": "x"})["code"] == "malformed"
    assert s.act({"player": "A", "choose": ["x"]})["code"] == "invalid-answer"
    assert "code" not in s.act({"player": "A", "play": "x"})


def test_an_unknown_code_inside_the_engine_is_a_bug_not_a_refusal():
    from reference_engine.errors import IllegalAction

    with pytest.raises(ValueError, match="unknown refusal code"):
        IllegalAction("no", code="nope")
    with pytest.raises(ValueError):
        engine_refusals.Refusal("no", "nope")


def test_the_server_and_the_protocol_messages_carry_the_code():
    server = Server()
    server.session = Session()
    server.session.setup({"players": {"A": {}, "B": {}}, "turn": {"active": "A", "phase": "main"}}, None)
    reply = server._act({"action": {"player": "A", "pass": "focus"}})
    assert reply == {"accepted": False, "reason": reply["reason"], "code": "wrong-timing"}
    parsed = m.parse_reply(m.Act, m.encode(reply))
    assert parsed.result.code == "wrong-timing"
    assert json.loads(m.encode(m.ActReply(ActionResult.refuse("no", "cannot-pay")).to_json()))["code"] == "cannot-pay"
    with pytest.raises(Exception, match="code"):
        m.parse_reply(m.Act, m.encode({"accepted": False, "reason": "x", "code": "sideways"}))
    with pytest.raises(Exception, match="code"):
        m.parse_reply(m.Act, m.encode({"accepted": True, "code": "malformed"}))


@pytest.mark.parametrize("expected, reported, outcome", [
    (None, None, "passed"), (None, "malformed", "passed"), ("no-priority", None, "untracked"),
    ("no-priority", "no-priority", "passed"), ("no-priority", "wrong-timing", "failed"),
    (["assignment-order", "assignment-amount"], "assignment-amount", "passed"),
    (["assignment-order", "assignment-amount"], "cannot-pay", "failed"), (None, "sideways", "failed"),
])
def test_verdicts(expected, reported, outcome):
    assert refusals.check(expected, reported).outcome == outcome


class _Recoded(ReferenceAdapter):
    """The reference engine with its refusal codes replaced (None: reports none)."""

    def __init__(self, code):
        super().__init__()
        self.code = code

    def act(self, action):
        result = super().act(action)
        return result if result.accepted else ActionResult(False, result.reason, self.code)


@pytest.mark.parametrize("code, status", [(None, "passed"), ("no-priority", "passed"),
                                          ("wrong-timing", "failed")])
def test_the_runner_passes_untracks_or_fails_by_the_code(code, status):
    scenario = load_scenario(SCENARIO)
    engine = _Recoded(code)
    record = run_scenario(scenario, engine, engine.describe())
    assert record.status == status, record.failure
    if code is None:
        assert record.untracked == [refusals.UNTRACKED]
        assert any("no refusal code reported (untracked)" in line for line in record.narrative)
    elif status == "failed":
        assert record.failure.kind == "refusal"
        assert "refusal code 'wrong-timing', expected 'no-priority'" in record.failure.message
    else:
        assert record.untracked == []
