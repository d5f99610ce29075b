"""End to end: ``riftbound-conformance run --engine cmd:"..."`` against each scripted faulty engine.

Three scenarios run in one process each time; the fault targets the middle one (unit ``boom``). The
results file, the exit status and the terminal summary must show the fault's own status for that
scenario and ``passed`` for the others. Engine-wide faults (wrong protocol version, exit at start) give
every scenario their status.
"""

from __future__ import annotations

import json
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from test_subprocess_faults import write_scenario

ROOT = Path(__file__).resolve().parents[1]
TOY = ROOT / "tests" / "fakes" / "toy_engine.py"


@pytest.fixture(scope="module")
def suite(tmp_path_factory):
    folder = tmp_path_factory.mktemp("suite") / "scenarios"
    folder.mkdir()
    for i, unit in enumerate(["u1", "boom", "u2"]):
        write_scenario(folder, f"scenario-{i}", unit)
    return folder


def run(suite: Path, tmp_path: Path, *faults: str, engines_file: Path | None = None, engine: str | None = None):
    command = shlex.join([sys.executable, str(TOY), *(f"--fault={f}" for f in faults)])
    args = [sys.executable, "-m", "conformance.cli", "run", "--engine", engine or f"cmd:{command}",
            "--reports", str(tmp_path / "reports")]
    if engines_file:
        args += ["--engines-file", str(engines_file)]
    proc = subprocess.run([*args, str(suite.parent)], cwd=ROOT, capture_output=True, text=True, timeout=120)
    results = tmp_path / "reports" / "results.jsonl"
    records = [json.loads(line) for line in results.read_text().splitlines()] if results.exists() else []
    return proc, {r["scenario"]: r for r in records}


@pytest.mark.parametrize("fault, status", [
    ("crash:boom", "crash"),
    ("hang:boom", "timeout"),
    ("garbage:boom", "protocol-error"),
    ("error:boom", "errored"),
    ("refuse-everything:boom", "failed"),
])
def test_fault_yields_its_status_and_the_rest_passes(suite, tmp_path, fault, status):
    engines_file = tmp_path / "riftbound-engines.toml"
    command = [sys.executable, str(TOY), f"--fault={fault}"]
    engines_file.write_text(f"[engines.toy]\ncommand = {json.dumps(command)}\nstep_timeout = 1\n")
    proc, records = run(suite, tmp_path, engines_file=engines_file, engine="toy")
    assert {k: r["status"] for k, r in records.items()} == {
        "scenario-0": "passed", "scenario-1": status, "scenario-2": "passed"}, proc.stdout + proc.stderr
    # a rules divergence exits 1; an engine that misbehaved exits 7
    assert proc.returncode == (1 if status == "failed" else 7)
    summary = proc.stdout.strip().splitlines()[-1]
    assert f"1 {status}" in summary and "2 passed" in summary, summary
    assert records["scenario-1"]["engine"] == "toy"


def test_unsupported_is_skipped_and_the_run_passes(suite, tmp_path):
    proc, records = run(suite, tmp_path, "unsupported:boom")
    assert [records[f"scenario-{i}"]["status"] for i in range(3)] == ["passed", "skipped", "passed"]
    assert proc.returncode == 0, proc.stdout


@pytest.mark.parametrize("fault, status, message", [
    ("wrong-version", "protocol-error", "no protocol version in common"),
    ("exit-at-start", "crash", "refusing to start"),
])
def test_engine_that_cannot_start_marks_every_scenario(suite, tmp_path, fault, status, message):
    proc, records = run(suite, tmp_path, fault)
    assert {r["status"] for r in records.values()} == {status} and len(records) == 3, proc.stdout
    assert message in json.dumps(records["scenario-0"]["failure"])
    assert proc.returncode == 7
