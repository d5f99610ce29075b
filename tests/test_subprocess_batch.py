"""Batching (docs/engine-protocol.md, "Batching"): for an engine that declares ``batch`` the harness writes a
scenario's decisions up to its next need of the engine at once, behind the setup, and reads the replies in
turn; for any other engine nothing changes. Replies left unread by a scenario that stopped early are dropped
before the next one, and a fault among them is the stopped scenario's."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from conformance import resources
from conformance.adapters import subprocess as adapter
from conformance.adapters.config import EngineConfig
from conformance.adapters.reference import ReferenceAdapter
from conformance.adapters.subprocess import SubprocessEngine
from conformance.loader import load_file, load_suite
from conformance.runner import run_scenario
from conformance.scenario import Scenario

TOY = Path(__file__).parent / "fakes" / "toy_engine.py"


def toy(*options: str) -> SubprocessEngine:
    return SubprocessEngine(EngineConfig(command=(sys.executable, str(TOY), *options), step_timeout=5.0))


def scenario(sid: str, actions: list, marker: str | None = None) -> Scenario:
    """A toy scenario; ``marker``: the ID of a unit of B's that a scripted fault may aim at."""
    raw = {"id": sid, "title": sid, "source": {"urls": ["https://example.invalid/toy"]}, "rules": ["144"],
           "summary": "A toy engine moves a unit and ends turns, for the harness's own tests.",
           "setup": {"players": {"A": {"base": [{"id": "u1", "unit": {"might": 2}}]},
                                 "B": {"base": [{"id": marker, "unit": {"might": 1}}]} if marker else {}},
                     "battlefields": [{"id": "bf1"}, {"id": "bf2"}]},
           "actions": actions}
    loaded = load_file(f"{sid}.yaml", raw=json.dumps(raw).encode())  # JSON is YAML
    assert loaded.scenario is not None, loaded.errors
    return loaded.scenario


#: Three decisions and a checkpoint that reads only the observed state: one run of decisions.
MOVES = [{"player": "A", "move": ["u1"], "to": "bf1"}, {"player": "A", "end_turn": True},
         {"player": "B", "end_turn": True}, {"check": {"cards": {"u1": {"zone": "bf1"}}}}]


@pytest.fixture
def writes(monkeypatch):
    count = [0]
    real = adapter._Process.write  # noqa: SLF001

    def write(self, data, deadline):
        count[0] += 1
        return real(self, data, deadline)

    monkeypatch.setattr(adapter._Process, "write", write)  # noqa: SLF001
    return count


@pytest.mark.parametrize("batch", [False, True])
def test_a_declaring_engine_gets_the_decisions_behind_the_setup(writes, batch):
    engine = toy(*(["--batch"] if batch else []))
    try:
        info = engine.describe()
        assert info.batch is batch
        writes[0] = 0
        record = run_scenario(scenario("toy-moves", MOVES), engine, info)
        assert record.status == "passed", record.failure
        assert writes[0] == (1 if batch else 4)  # setup + observe, then one write per decision without batch
    finally:
        engine.close()


@pytest.mark.parametrize("fold", [[], ["--observe-with-act"]], ids=["observe", "observe-with-act"])
def test_replies_of_a_scenario_that_stopped_early_are_dropped(fold):
    engine = toy("--batch", *fold)
    try:
        info = engine.describe()
        # the first decision is refused (the toy engine only moves, ends turns and concedes): strict mode stops
        # there, the next two were written ahead all the same
        stopped = run_scenario(scenario("toy-refused", [{"player": "A", "play": "u1"}, *MOVES]), engine, info)
        assert (stopped.status, stopped.failure.kind) == ("failed", "unexpected-refusal")
        assert run_scenario(scenario("toy-next", MOVES), engine, info).status == "passed"
        assert engine.restarts == 0
    finally:
        engine.close()


@pytest.mark.parametrize("fold", [[], ["--observe-with-act"]], ids=["observe", "observe-with-act"])
def test_a_crash_among_decisions_written_ahead_ends_only_its_scenario(fold):
    engine = toy("--batch", "--fault=crash:doomed", *fold)
    try:
        info = engine.describe()
        crashed = run_scenario(scenario("toy-crash", MOVES, marker="doomed"), engine, info)
        assert crashed.status == "crash"
        assert run_scenario(scenario("toy-after", MOVES), engine, info).status == "passed"
        assert engine.restarts == 1
    finally:
        engine.close()


def test_the_reference_server_batches_and_ends_every_scenario_as_in_process(writes, lines):
    files = sorted(resources.scenarios_dir().rglob("*.yaml"))[:30]
    scenarios = [f.scenario for f in load_suite([str(f) for f in files]) if f.scenario is not None]
    remote = SubprocessEngine.from_command(f"{sys.executable} -m reference_engine", step_timeout=30)
    inproc = ReferenceAdapter()
    try:
        info_remote, info_in = remote.describe(), inproc.describe()
        assert info_remote.batch and info_remote.observe_with_act
        writes[0] = 0
        lines["sent"].clear()
        decisions = 0
        for s in scenarios:
            a, b = run_scenario(s, inproc, info_in), run_scenario(s, remote, info_remote)
            assert (a.status, a.narrative, a.checkpoints) == (b.status, b.narrative, b.checkpoints), s.id
            decisions += sum(1 for step in s.steps if not hasattr(step, "fields"))
        assert writes[0] < len(scenarios) + decisions / 2  # without batching: a setup and every decision
        # observing with act: an observe is asked after a setup, never after an act
        sent = lines["sent"]
        assert sent.count("act") >= decisions / 2
        assert not [i for i, cmd in enumerate(sent[1:], 1) if cmd == "observe" and sent[i - 1] == "act"]
    finally:
        remote.close()


# ------------------------------------------------------------------ observing with act (observe_with_act)


@pytest.fixture
def lines(monkeypatch):
    """Every request line written to an engine, and every reply line read from it."""
    seen = {"sent": [], "read": []}
    real_write, real_read = adapter._Process.write, adapter._Process.read_line  # noqa: SLF001

    def write(self, data, deadline):
        seen["sent"].extend(json.loads(line)["cmd"] for line in bytes(data).splitlines())
        return real_write(self, data, deadline)

    def read_line(self, deadline):
        line = real_read(self, deadline)
        seen["read"].append(line)
        return line

    monkeypatch.setattr(adapter._Process, "write", write)  # noqa: SLF001
    monkeypatch.setattr(adapter._Process, "read_line", read_line)  # noqa: SLF001
    return seen


@pytest.mark.parametrize("batch", [False, True])
@pytest.mark.parametrize("fold", [False, True])
def test_an_engine_observing_with_act_gets_no_observe_requests_after_decisions(writes, lines, batch, fold):
    engine = toy(*(["--batch"] if batch else []), *(["--observe-with-act"] if fold else []))
    try:
        info = engine.describe()
        assert info.observe_with_act is fold
        writes[0] = 0
        lines["sent"].clear()
        lines["read"].clear()
        record = run_scenario(scenario("toy-moves", MOVES), engine, info)
        assert record.status == "passed", record.failure
        assert writes[0] == (1 if batch else 4)  # folding changes what is written, not how often
        # setup and its observe, then three decisions: each an act, followed by an observe unless folded
        assert lines["sent"] == ["setup", "observe"] + (["act"] * 3 if fold else ["act", "observe"] * 3)
        assert len(lines["read"]) == len(lines["sent"])
    finally:
        engine.close()


def test_a_refused_decision_observed_with_act_reports_the_state_after_it():
    engine = toy("--batch", "--observe-with-act")
    try:
        info = engine.describe()
        engine.setup(scenario("toy-refusal", MOVES).setup, rules_version="1.4")
        assert engine.observe()["cards"]["u1"]["zone"] == "base"
        result = engine.act({"player": "A", "play": "u1"})
        assert not result.accepted
        assert engine.observe()["cards"]["u1"]["zone"] == "base"
        assert engine.act({"player": "A", "move": ["u1"], "to": "bf1"}).accepted
        assert engine.observe()["cards"]["u1"]["zone"] == "bf1"
        assert info.observe_with_act
    finally:
        engine.close()


def test_an_engine_declaring_observe_with_act_but_omitting_the_state_is_a_protocol_error():
    engine = toy("--observe-with-act", "--fault=no-state")
    try:
        record = run_scenario(scenario("toy-no-state", MOVES), engine, engine.describe())
        assert record.status == "protocol-error", record
        assert 'has no "state"' in str(record.failure.message)
        assert "observe_with_act" in str(record.failure.message)
    finally:
        engine.close()


def test_pipeline_off_asks_an_engine_observing_with_act_strictly_one_request_at_a_time(lines):
    engine = SubprocessEngine(EngineConfig(command=(sys.executable, str(TOY), "--batch", "--observe-with-act"),
                                           step_timeout=5.0, pipeline=False))
    try:
        info = engine.describe()
        lines["sent"].clear()
        assert run_scenario(scenario("toy-moves", MOVES), engine, info).status == "passed"
        assert lines["sent"] == ["setup", "observe"] + ["act", "observe"] * 3
    finally:
        engine.close()
