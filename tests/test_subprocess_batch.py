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


def test_replies_of_a_scenario_that_stopped_early_are_dropped():
    engine = toy("--batch")
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


def test_a_crash_among_decisions_written_ahead_ends_only_its_scenario():
    engine = toy("--batch", "--fault=crash:doomed")
    try:
        info = engine.describe()
        crashed = run_scenario(scenario("toy-crash", MOVES, marker="doomed"), engine, info)
        assert crashed.status == "crash"
        assert run_scenario(scenario("toy-after", MOVES), engine, info).status == "passed"
        assert engine.restarts == 1
    finally:
        engine.close()


def test_the_reference_server_batches_and_ends_every_scenario_as_in_process(writes):
    files = sorted(resources.scenarios_dir().rglob("*.yaml"))[:30]
    scenarios = [f.scenario for f in load_suite([str(f) for f in files]) if f.scenario is not None]
    remote = SubprocessEngine.from_command(f"{sys.executable} -m reference_engine", step_timeout=30)
    inproc = ReferenceAdapter()
    try:
        info_remote, info_in = remote.describe(), inproc.describe()
        assert info_remote.batch
        writes[0] = 0
        decisions = 0
        for s in scenarios:
            a, b = run_scenario(s, inproc, info_in), run_scenario(s, remote, info_remote)
            assert (a.status, a.narrative, a.checkpoints) == (b.status, b.narrative, b.checkpoints), s.id
            decisions += sum(1 for step in s.steps if not hasattr(step, "fields"))
        assert writes[0] < len(scenarios) + decisions / 2  # without batching: a setup and every decision
    finally:
        remote.close()
