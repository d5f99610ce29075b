"""The fault corpus, through the command line: every scripted engine fault of tests/fakes/toy_engine.py
in one run, each aimed at its own scenario with a good scenario between any two, so each ends its own
scenario with its own status and message while the good ones pass. Engine-wide faults (a child process
left behind, SIGTERM ignored, end of input ignored, the harness itself killed) must leave no process
running afterwards.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conformance import exit_codes

from test_subprocess_faults import write_scenario

ROOT = Path(__file__).resolve().parents[1]
TOY = ROOT / "tests" / "fakes" / "toy_engine.py"

#: fault -> (status, a piece of the failure message or skip reason)
FAULTS = {
    "crash": ("crash", "exited with code 3 during act"),
    "crash-setup": ("crash", "exited with code 4 during setup"),
    "signal-crash": ("crash", "exited with code -11 during act"),
    "close-stdout": ("crash", "closed its stdout during act"),
    "hang": ("timeout", "no reply to act within the step timeout"),
    "partial-line": ("timeout", "received without a newline: '{\"accepted\": tr'"),
    "garbage": ("protocol-error", "not JSON"),
    "bad-state": ("protocol-error", "$.state"),
    "huge-line": ("protocol-error", "more than 33554432 bytes without a newline"),
    "double-reply": ("protocol-error", "observe-reply message breaks schema"),
    "log-stdout": ("protocol-error", "not JSON"),
    "error": ("errored", "cannot build this setup"),
    "unsupported": ("skipped", "not implemented"),
    "refuse-everything": ("failed", "refuses everything"),
    "stderr-flood": ("passed", ""),
}


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # a zombie (exited, not yet reaped by its parent) is not running
        with open(f"/proc/{pid}/stat") as handle:
            return handle.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return True


def wait_gone(pids: list[int], seconds: float = 10.0) -> list[int]:
    end = time.monotonic() + seconds
    while time.monotonic() < end and any(alive(p) for p in pids):
        time.sleep(0.1)
    return [p for p in pids if alive(p)]


def engines_file(tmp_path: Path, *faults: str, **settings) -> Path:
    pid_file = tmp_path / "pids"
    command = [sys.executable, str(TOY), f"--pid-file={pid_file}", *(f"--fault={f}" for f in faults)]
    lines = [f"[engines.toy]", f"command = {json.dumps(command)}"]
    lines += [f"{k} = {v}" for k, v in {"step_timeout": 1, "stop_timeout": 1, "give_up_after": 99, **settings}.items()]
    path = tmp_path / "riftbound-engines.toml"
    path.write_text("\n".join(lines) + "\n")
    return path


def cli(tmp_path: Path, suite: Path, engines: Path, **popen) -> subprocess.Popen:
    args = [sys.executable, "-m", "conformance.cli", "run", "--engine", "toy", "--engines-file", str(engines),
            "--reports", str(tmp_path / "reports"), str(suite)]
    return subprocess.Popen(args, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, **popen)


def records(tmp_path: Path) -> dict[str, dict]:
    path = tmp_path / "reports" / "results.jsonl"
    return {r["scenario"]: r for r in map(json.loads, path.read_text().splitlines())} if path.exists() else {}


def pids(tmp_path: Path) -> list[int]:
    path = tmp_path / "pids"
    return [int(line) for line in path.read_text().split()] if path.exists() else []


def test_each_fault_is_its_own_outcome_on_its_own_scenario(tmp_path):
    suite = tmp_path / "scenarios"
    suite.mkdir()
    for i, fault in enumerate(FAULTS):
        write_scenario(suite, f"{i:02d}-a-{fault}", f"u_{fault.replace('-', '_')}")
        write_scenario(suite, f"{i:02d}-b-good", f"good{i}")
    engines = engines_file(tmp_path, *(f"{f}:u_{f.replace('-', '_')}" for f in FAULTS), "leak-child")
    proc = cli(tmp_path, suite, engines)
    out, _ = proc.communicate(timeout=300)
    got = records(tmp_path)
    assert len(got) == 2 * len(FAULTS), out
    for i, (fault, (status, message)) in enumerate(FAULTS.items()):
        record = got[f"{i:02d}-a-{fault}"]
        text = (record["failure"] or {}).get("message", "") + (record["reason"] or "")
        assert (record["status"], message in text) == (status, True), (fault, text[:500])
        assert got[f"{i:02d}-b-good"]["status"] == "passed", (fault, got[f"{i:02d}-b-good"]["failure"])
    assert proc.returncode == exit_codes.ENGINE_MISBEHAVED  # 7: the engine misbehaved, not the rules
    assert "Traceback" not in out
    started = pids(tmp_path)
    assert len(started) > 2 * 8  # every restart started an engine and its leaked child
    assert wait_gone(started) == []


def test_a_crash_is_seen_even_when_a_child_holds_stdout_open(tmp_path):
    suite = tmp_path / "scenarios"
    suite.mkdir()
    write_scenario(suite, "crashes", "u1")
    proc = cli(tmp_path, suite, engines_file(tmp_path, "crash", "leak-child-stdout", step_timeout=30))
    out, _ = proc.communicate(timeout=120)
    record = records(tmp_path)["crashes"]
    assert record["status"] == "crash" and "exited with code 3 during act" in record["failure"]["message"], out
    assert record["duration"] < 10
    assert wait_gone(pids(tmp_path)) == []


@pytest.mark.parametrize("faults", [("leak-child",), ("leak-child-stdout", "ignore-sigterm", "ignore-eof")])
def test_a_clean_stop_leaves_no_process_behind(tmp_path, faults):
    suite = tmp_path / "scenarios"
    suite.mkdir()
    write_scenario(suite, "only", "u1")
    proc = cli(tmp_path, suite, engines_file(tmp_path, *faults))
    out, _ = proc.communicate(timeout=120)
    assert proc.returncode == 0, out
    started = pids(tmp_path)
    assert len(started) == 2
    assert wait_gone(started, 2.0) == []  # ended by the harness itself, not only by the guard


def test_a_killed_harness_leaves_no_process_behind(tmp_path):
    suite = tmp_path / "scenarios"
    suite.mkdir()
    write_scenario(suite, "hangs", "u1")
    engines = engines_file(tmp_path, "hang", "leak-child", "ignore-sigterm", "ignore-eof", step_timeout=60)
    proc = cli(tmp_path, suite, engines)
    end = time.monotonic() + 60
    while len(pids(tmp_path)) < 2 and time.monotonic() < end:
        time.sleep(0.1)
    time.sleep(1.0)  # the engine is inside the hanging act
    proc.send_signal(signal.SIGKILL)  # no cleanup code of the harness runs
    proc.communicate(timeout=30)
    started = pids(tmp_path)
    assert len(started) == 2
    assert wait_gone(started) == []


@pytest.mark.parametrize("fault, status, message", [
    ("garbage-start", "protocol-error", "not JSON"),
    ("wrong-version", "protocol-error", "no protocol version in common"),
    ("exit-at-start", "crash", "refusing to start"),
])
def test_an_engine_that_cannot_start_marks_each_scenario_and_leaves_nothing(tmp_path, fault, status, message):
    suite = tmp_path / "scenarios"
    suite.mkdir()
    for name in ("a", "b"):
        write_scenario(suite, name, "u1")
    proc = cli(tmp_path, suite, engines_file(tmp_path, fault, "leak-child"))
    out, _ = proc.communicate(timeout=120)
    got = records(tmp_path)
    assert {r["status"] for r in got.values()} == {status} and len(got) == 2, out
    assert message in got["a"]["failure"]["message"], got["a"]["failure"]["message"]
    assert proc.returncode == exit_codes.ENGINE_MISBEHAVED and "Traceback" not in out
    assert wait_gone(pids(tmp_path)) == []


def test_an_engine_that_starts_too_slowly_times_out(tmp_path):
    suite = tmp_path / "scenarios"
    suite.mkdir()
    write_scenario(suite, "only", "u1")
    proc = cli(tmp_path, suite, engines_file(tmp_path, "slow-start", start_timeout=1))
    out, _ = proc.communicate(timeout=120)
    record = records(tmp_path)["only"]
    assert record["status"] == "timeout" and "start timeout of 1s" in record["failure"]["message"], out
    assert wait_gone(pids(tmp_path)) == []
