"""Each scripted fault ends the one scenario it hits, with its own status; the others still pass.

The scenarios run through the harness's runner (conformance.runner.run_scenario) on one SubprocessEngine,
in order, as a real run does: the faulty scenario sits between two good ones.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
import yaml

from conformance.adapters.config import EngineConfig
from conformance.adapters.subprocess import SubprocessEngine
from conformance.loader import load_scenario
from conformance.runner import run_scenario

TOY = Path(__file__).parent / "fakes" / "toy_engine.py"


def write_scenario(folder: Path, scenario_id: str, unit: str) -> Path:
    """A scenario the toy engine passes: a standard move of one plain unit to a battlefield."""
    data = {
        "id": scenario_id,
        "title": "A unit moves from its base to a battlefield",
        "source": {"rulings": ["TIM-01"]},
        "summary": "A standard move takes the unit to the battlefield, exhausted.",
        "rules": ["144.2"],
        "setup": {"turn": {"active": "A", "phase": "main"}, "battlefields": [{"id": "bf1"}],
                  "players": {"A": {"base": [{"id": unit, "unit": {"might": 2}}]}, "B": {}}},
        "actions": [{"player": "A", "move": [unit], "to": "bf1"},
                    {"check": {"cards": {unit: {"zone": "bf1", "exhausted": True}}}}],
        "expect": {"battlefields": {"bf1": {"units": [unit]}}},
    }
    path = folder / f"{scenario_id}.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False))
    return path


def run_all(tmp_path: Path, units: list[str], *faults: str, **settings) -> tuple[list, SubprocessEngine]:
    scenarios = [load_scenario(write_scenario(tmp_path, f"scenario-{i}", unit)) for i, unit in enumerate(units)]
    settings.setdefault("step_timeout", 1.0)
    engine = SubprocessEngine(EngineConfig(
        command=(sys.executable, str(TOY), *(f"--fault={f}" for f in faults)), **settings))
    try:
        info = engine.describe()
        return [run_scenario(s, engine, info) for s in scenarios], engine
    finally:
        engine.close()


@pytest.mark.parametrize("fault, status, message", [
    ("crash:boom", "crash", "exited with code 3 during act"),
    ("crash-setup:boom", "crash", "exited with code 4 during setup"),
    ("hang:boom", "timeout", "no reply to act within the step timeout"),
    ("garbage:boom", "protocol-error", "not JSON"),
    ("bad-state:boom", "protocol-error", "$.state"),
    ("error:boom", "errored", "cannot build this setup"),
    ("refuse-everything:boom", "failed", "refuses everything"),
])
def test_fault_hits_only_its_scenario(tmp_path, fault, status, message):
    results, engine = run_all(tmp_path, ["u1", "boom", "u2"], fault)
    assert [r.status for r in results] == ["passed", status, "passed"], [r.failure for r in results]
    assert message in results[1].failure.message
    if status in ("crash", "timeout"):
        assert "toy engine: scripted" in results[1].failure.message  # the stderr tail is attached
        assert engine.restarts == 1


def test_unsupported_is_skipped_with_the_reason(tmp_path):
    results, _ = run_all(tmp_path, ["u1", "boom", "u2"], "unsupported:boom")
    assert [r.status for r in results] == ["passed", "skipped", "passed"]
    assert "not implemented" in results[1].reason


def test_after_n_crashes_in_a_row_the_rest_is_not_run(tmp_path):
    results, engine = run_all(tmp_path, ["u1", "boom", "boom", "u2", "u3"], "crash-setup:boom",
                              give_up_after=2)
    assert [r.status for r in results] == ["passed", "crash", "crash", "crash", "crash"]
    for r in results[3:]:
        assert "not run: engine gave up after 2 consecutive crashes" in r.failure.message
        assert r.duration < 0.5
    assert engine.restarts == 1
