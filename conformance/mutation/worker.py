"""One run of the suite on one mutant, in this process: ``python -m conformance.mutation.worker``.

Reads a JSON job on stdin (``{"mutant": {...} or null, "paths": [...], "timeout": s, "rules_version": v}``),
installs the mutant's import hook before the engine is imported, runs every scenario in process on the
reference engine (each under a time limit: a mutant may make the engine loop) and writes one JSON object
on stdout: ``{"statuses": {scenario: status}, "messages": {scenario: first divergence}, "error": ...}``.
"""

from __future__ import annotations

import json
import signal
import sys
import traceback
from typing import Any


class ScenarioTimeout(BaseException):
    """Raised by the alarm inside a scenario that ran too long (BaseException: no engine handler eats it)."""


def _alarm(signum, frame):
    raise ScenarioTimeout()


def run_job(job: dict[str, Any]) -> dict[str, Any]:
    from conformance.mutation import patch
    from conformance.mutation.mutants import Mutant, MutantError

    mutant = Mutant(**job["mutant"]) if job.get("mutant") else None
    out: dict[str, Any] = {"statuses": {}, "messages": {}, "error": None}
    try:
        if mutant is not None:
            patch.install(mutant)
    except MutantError as exc:
        out["error"] = str(exc)
        return out
    from conformance.adapters import registry
    from conformance.loader import load_suite
    from conformance.runner import run_scenario

    loaded = load_suite(job["paths"])
    try:
        engine = registry.find("reference")(job.get("rules_version"))
        info = engine.describe()
    except Exception as exc:  # the mutated engine does not even start: every scenario would fail
        out["error"] = f"the mutated engine could not start: {type(exc).__name__}: {exc}"
        return out
    timeout = float(job.get("timeout") or 0)
    signal.signal(signal.SIGALRM, _alarm)
    for item in loaded:
        scenario = item.scenario
        if scenario is None:
            continue
        signal.setitimer(signal.ITIMER_REAL, timeout)
        try:
            record = run_scenario(scenario, engine, info)
            status = record.status
            message = record.failure.message if record.failure else (record.reason or "")
            if record.failure and record.failure.differences:
                d = record.failure.differences[0]
                message += f" ({d.get('field')}: expected {d.get('expected')!r}, got {d.get('actual')!r})"
        except ScenarioTimeout:
            status, message = "timeout", f"no result within {timeout:g}s"
            engine = registry.find("reference")(job.get("rules_version"))  # a fresh session after the alarm
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
        out["statuses"][scenario.id] = status
        if status != "passed":
            out["messages"][scenario.id] = message[:300]
    if mutant is not None and not patch.applied():
        out["error"] = f"reference_engine/{mutant.module} was never imported, so the mutant changed nothing"
    return out


def main() -> int:
    job = json.loads(sys.stdin.read())
    try:
        result = run_job(job)
    except Exception:  # a harness fault: report it, the parent treats the mutant as not judged
        result = {"statuses": {}, "messages": {}, "error": "worker failed: " + traceback.format_exc(limit=3)}
    sys.stdout.write(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
