"""The Node.js example engine (examples/node-engine) speaks protocol v1 through the subprocess adapter."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from conformance.adapters.protocol import ActionResult
from conformance.adapters.subprocess import SubprocessEngine
from conformance.exceptions import Unsupported

NODE = shutil.which("node")
ENGINE = Path(__file__).resolve().parents[1] / "examples" / "node-engine" / "engine.js"

pytestmark = pytest.mark.skipif(NODE is None, reason="node is not on PATH")

SETUP = {"turn": {"active": "A", "phase": "main"}, "battlefields": [{"id": "bf1"}],
         "players": {"A": {"energy": 3, "base": [{"id": "su", "unit": {"might": 2}}],
                           "hand": [{"id": "recruit", "unit": {"might": 1, "cost": 2}}]}, "B": {}}}


@pytest.fixture
def node_engine():
    engine = SubprocessEngine.from_command(f"{NODE} {ENGINE}", step_timeout=10)
    yield engine
    engine.close()


def test_handshake(node_engine):
    info = node_engine.describe()
    assert (info.name, info.rules_version, info.capabilities) == ("node-example", "1.4", frozenset())
    assert info.protocol == 2  # the highest version both speak
    assert info.features == {"move", "showdown", "combat", "damage-assignment", "stun"}


def test_move_to_an_empty_battlefield_then_conquer(node_engine):
    node_engine.setup(SETUP, rules_version="1.4")
    assert node_engine.act({"player": "A", "move": ["su"], "to": "bf1"}) == ActionResult.ok()
    state = node_engine.observe()
    assert (state["turn"]["state"], state["focus"], state["showdown"]) == (
        "showdown-open", "A", {"at": "bf1", "combat": False})
    for player in ("A", "B"):
        assert node_engine.act({"player": player, "pass": "focus"}).accepted
    state = node_engine.observe()
    assert state["turn"]["state"] == "neutral-open" and state["priority"] == "A"
    assert state["battlefields"]["bf1"]["controller"] == "A"
    assert state["players"]["A"]["score"] == 1


def test_refusal_leaves_the_state_unchanged(node_engine):
    node_engine.setup(SETUP, rules_version="1.4")
    before = node_engine.observe()
    result = node_engine.act({"player": "B", "move": ["su"], "to": "bf1"})
    assert not result.accepted and "priority" in result.reason
    assert node_engine.observe() == before
    assert node_engine.act({"player": "A", "play": "recruit"}).accepted
    assert node_engine.observe()["players"]["A"]["energy"] == 1


def test_what_it_lacks_is_unsupported_and_it_keeps_running(node_engine):
    with pytest.raises(Unsupported, match="official cards"):
        node_engine.setup({"players": {"A": {"hand": [{"id": "c", "card": "Cleave"}]}, "B": {}}},
                          rules_version="1.4")
    node_engine.setup(SETUP, rules_version="1.4")
    with pytest.raises(Unsupported, match="end_turn"):
        node_engine.act({"player": "A", "end_turn": True})
    assert node_engine.observe()["turn"]["number"] == 1


def test_shipped_suite_through_the_cli(tmp_path):
    """On the shipped suite the example passes what it implements and declares the rest unsupported."""
    import json
    import subprocess
    import sys

    root = ENGINE.parents[2]
    proc = subprocess.run(
        [sys.executable, "-m", "conformance.cli", "run", "--engine", f"cmd:{NODE} {ENGINE}",
         "--reports", str(tmp_path)], cwd=root, capture_output=True, text=True, timeout=300)
    records = [json.loads(line) for line in (tmp_path / "results.jsonl").read_text().splitlines()]
    statuses = {r["scenario"]: r["status"] for r in records}
    wrong = {k: v for k, v in statuses.items() if v not in ("passed", "skipped")}
    assert not wrong, proc.stdout[-3000:]
    assert sum(v == "passed" for v in statuses.values()) >= 5
    assert all(r["engine"] == "node-example" for r in records)
    skipped = [r for r in records if r["status"] == "skipped"]
    assert all(r["reason"] for r in skipped)
    assert proc.returncode == 0
    # the honest headline: what it passed, of what it could be judged on, of the whole suite
    passed = sum(v == "passed" for v in statuses.values())
    assert (f"engine node-example 0.2.0, rules version 1.4: {passed} passed / {passed} applicable / "
            f"{len(records)} total: pass rate 100.0%, coverage {100 * passed / len(records):.1f}%") in proc.stdout
    # it declares what it implements, so nothing is skipped mid-scenario: every skip is up front
    assert all(r["reason"].startswith(("engine does not declare feature", "scenario applies to rules versions"))
               for r in skipped)


def test_acceptance_gates_exit_non_zero_for_the_example(tmp_path):
    """`--fail-under 100 --min-coverage 50`: it passes everything it plays, but plays too little."""
    import subprocess
    import sys

    proc = subprocess.run(
        [sys.executable, "-m", "conformance.cli", "run", "--engine", f"cmd:{NODE} {ENGINE}",
         "--reports", str(tmp_path), "--fail-under", "100", "--min-coverage", "50"],
        cwd=ENGINE.parents[2], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 6, proc.stdout[-2000:]
    assert re.search(r"GATE coverage \d\.\d% is below --min-coverage 50%", proc.stdout), proc.stdout[-2000:]
    assert "GATE pass rate" not in proc.stdout
