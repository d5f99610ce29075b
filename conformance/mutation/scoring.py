"""Running mutants in a pool of worker processes and scoring them against the unmutated baseline."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass, field
from pathlib import Path

from conformance.mutation.mutants import Mutant

SCENARIO_TIMEOUT = 10.0   # seconds one scenario may take under a mutant before it counts as a kill
WORKER_TIMEOUT = 900.0    # seconds one whole worker may take


@dataclass
class Outcome:
    """One worker's run: the status of every scenario, the first divergence of each that did not pass."""

    statuses: dict[str, str] = field(default_factory=dict)
    messages: dict[str, str] = field(default_factory=dict)
    error: str | None = None
    seconds: float = 0.0


@dataclass
class MutantResult:
    mutant: Mutant
    killers: list[tuple[str, str, str]]   # (scenario, status under the mutant, first divergence)
    error: str | None
    seconds: float

    @property
    def verdict(self) -> str:
        return "error" if self.error else "killed" if self.killers else "survived"


@dataclass
class Score:
    baseline: Outcome
    results: list[MutantResult]

    @property
    def judged(self) -> list[MutantResult]:
        return [r for r in self.results if r.error is None]

    @property
    def killed(self) -> list[MutantResult]:
        return [r for r in self.judged if r.killers]

    @property
    def survivors(self) -> list[MutantResult]:
        return [r for r in self.judged if not r.killers]

    @property
    def errors(self) -> list[MutantResult]:
        return [r for r in self.results if r.error is not None]

    @property
    def percent(self) -> float:
        return 100.0 * len(self.killed) / len(self.judged) if self.judged else 0.0

    def thin(self, minimum: int) -> list[MutantResult]:
        """Killed mutants that fewer than ``minimum`` scenarios kill."""
        return [r for r in self.killed if len(r.killers) < minimum]


def run_worker(mutant: Mutant | None, paths: list[str], *, rules_version: str | None = None,
               timeout: float = SCENARIO_TIMEOUT) -> Outcome:
    """One fresh Python process running the suite on ``mutant`` (None: the unmutated engine)."""
    job = {"mutant": mutant.as_dict() if mutant else None, "paths": paths, "timeout": timeout,
           "rules_version": rules_version}
    started = time.perf_counter()
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1", PYTHONHASHSEED="0")
    try:
        proc = subprocess.run([sys.executable, "-m", "conformance.mutation.worker"], input=json.dumps(job),
                              capture_output=True, text=True, timeout=WORKER_TIMEOUT, env=env)
    except subprocess.TimeoutExpired:
        return Outcome(error=f"the worker took more than {WORKER_TIMEOUT:g}s", seconds=time.perf_counter() - started)
    seconds = time.perf_counter() - started
    try:
        data = json.loads(proc.stdout)
    except json.JSONDecodeError:
        tail = (proc.stderr or proc.stdout).strip().splitlines()[-3:]
        return Outcome(error=f"the worker exited {proc.returncode} without a result: {' | '.join(tail)}",
                       seconds=seconds)
    return Outcome(statuses=data["statuses"], messages=data["messages"], error=data["error"], seconds=seconds)


def judge(mutant: Mutant, outcome: Outcome, baseline: Outcome) -> MutantResult:
    """Killers: scenarios that pass on the baseline and do not pass under the mutant."""
    if outcome.error:
        return MutantResult(mutant, [], outcome.error, outcome.seconds)
    killers = [(sid, outcome.statuses.get(sid, "missing"), outcome.messages.get(sid, ""))
               for sid, status in baseline.statuses.items()
               if status == "passed" and outcome.statuses.get(sid) != "passed"]
    return MutantResult(mutant, killers, None, outcome.seconds)


def score(mutants: Iterable[Mutant], paths: Iterable[Path | str], *, workers: int = 1,
          rules_version: str | None = None, timeout: float = SCENARIO_TIMEOUT,
          progress: Callable[[MutantResult], None] | None = None) -> Score:
    """Run the baseline and every mutant, ``workers`` processes at a time; results in catalogue order."""
    mutants = list(mutants)
    paths = [str(p) for p in paths]
    with ThreadPoolExecutor(max_workers=max(1, workers)) as pool:
        base_future = pool.submit(run_worker, None, paths, rules_version=rules_version, timeout=timeout * 3)
        futures = {pool.submit(run_worker, m, paths, rules_version=rules_version, timeout=timeout): m
                   for m in mutants}
        baseline = base_future.result()
        if baseline.error:
            raise RuntimeError(f"the unmutated engine could not run the suite: {baseline.error}")
        done: dict[str, MutantResult] = {}
        for future in as_completed(futures):
            m = futures[future]
            done[m.id] = judge(m, future.result(), baseline)
            if progress:
                progress(done[m.id])
    return Score(baseline, [done[m.id] for m in mutants])
