"""The Python in-process adapter example (examples/python-engine) on the shipped suite."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "examples" / "python-engine"


@pytest.fixture(scope="module")
def run(tmp_path_factory):
    out = tmp_path_factory.mktemp("python-example")
    env = {**__import__("os").environ, "PYTHONPATH": str(EXAMPLE)}
    proc = subprocess.run([sys.executable, "-m", "conformance.cli", "run", "--engine", "tiny_adapter:TinyAdapter",
                           "--reports", str(out)], cwd=ROOT, capture_output=True, text=True, timeout=300, env=env)
    return proc, [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]


def test_it_passes_everything_it_declares_and_skips_the_rest_up_front(run):
    proc, records = run
    assert proc.returncode == 0, proc.stdout[-3000:]
    passed = [r for r in records if r["status"] == "passed"]
    assert len(passed) >= 10
    assert {r["status"] for r in records} == {"passed", "skipped"}
    # skipped up front: a feature it does not declare, or a scenario for a rules version it does not implement
    assert all(r["reason"].startswith(("engine does not declare feature", "scenario applies to rules versions"))
               for r in records if r["status"] == "skipped")
    assert f"{len(passed)} passed / {len(passed)} applicable / {len(records)} total" in proc.stdout


def test_per_pair_damage_and_an_untracked_field_are_exercised(run):
    _, records = run
    by_id = {r["scenario"]: r for r in records}
    # a scenario with an assign decision, sent to this engine as attacker-defender pairs, passes
    assert by_id["cmb05-five-damage-among-four-three-might-units"]["status"] == "passed"
    # a checkpoint on contested_by, which it does not track, is reported, not failed
    untracked = [r for r in records if r["untracked"]]
    fields = [f for r in untracked for f in r["untracked"] if f != "refusal-code"]
    assert fields and all(f.endswith(".contested_by") for f in fields)
    assert all(r["status"] == "passed" for r in untracked)
    # it reports no refusal codes: refusals that expect one count as untracked, never as failures
    assert any("refusal-code" in r["untracked"] for r in untracked)


def test_the_engine_module_knows_nothing_of_the_suite():
    text = (EXAMPLE / "tiny_engine.py").read_text(encoding="utf-8")
    assert "import conformance" not in text and "from conformance" not in text
