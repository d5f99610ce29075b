"""``riftbound-conformance smoke --engine E``: a plain verdict on what works, in seconds.

For each feature, the shipped suite's smallest scenario needing it (fewest other features, then fewest
steps, then ID) runs directly, without pytest: one line per feature says it works, fails (with the
first divergence), is not declared, or could not be judged. The picks depend only on the scenarios'
content, so every engine is smoked on the same scenarios.
"""

from __future__ import annotations

import argparse
import time

from conformance import exit_codes, resources
from conformance.commands.engine_start import close, engine_command, start
from conformance.features import FEATURES, missing
from conformance.loader import load_suite
from conformance.results.records import ENGINE_STATUSES, ResultRecord
from conformance.runner import run_scenario
from conformance.scenario import Scenario


def add_parser(commands: argparse._SubParsersAction) -> None:
    parser = engine_command(commands, "smoke", "run one small scenario per feature on an engine and say, "
                                               "in plain words, what works", main)
    parser.add_argument("paths", nargs="*", help="scenario files or folders to pick from (default: the shipped suite)")


def canonical(scenarios: list[Scenario]) -> dict[str, Scenario]:
    """Per feature, the smallest scenario needing it."""
    picks: dict[str, Scenario] = {}
    for feature in FEATURES:
        needing = [s for s in scenarios if feature in s.features]
        if needing:
            picks[feature] = min(needing, key=lambda s: (len(s.features), len(s.steps), s.id))
    return picks


def verdict(record: ResultRecord) -> str:
    if record.status == "passed":
        return "works"
    if record.status == "skipped":
        return f"not judged: {record.reason}"
    first = record.failure.message if record.failure else record.status
    if record.failure and record.failure.differences:
        d = record.failure.differences[0]
        first += f" ({d['field']}: expected {d['expected']!r}, got {d['actual']!r})"
    return f"{'FAILS' if record.status == 'failed' else record.status.upper()}: {first}"


def main(args: argparse.Namespace) -> int:
    started = time.perf_counter()
    loaded = load_suite(args.paths or [resources.scenarios_dir()])
    picks = canonical([item.scenario for item in loaded if item.scenario is not None])
    engine, info, status = start(args)
    if engine is None or info is None:
        return status
    print(f"engine {info.name} {info.version}, rules version {info.rules_version}, "
          f"protocol {info.protocol if info.protocol is not None else 'in process'}")
    width = max(map(len, picks), default=0)
    worst = exit_codes.OK
    works = 0
    try:
        for feature, scenario in picks.items():
            if missing([feature], info.features, info.capabilities):
                print(f"  {feature:<{width}}  not declared")
                continue
            record = run_scenario(scenario, engine, info)
            works += record.status == "passed"
            print(f"  {feature:<{width}}  {verdict(record)}  [{scenario.id}]")
            if record.status in ENGINE_STATUSES:
                worst = exit_codes.ENGINE_MISBEHAVED
            elif record.status == "failed" and worst == exit_codes.OK:
                worst = exit_codes.SCENARIOS_FAILED
    finally:
        close(engine)
    print(f"{works} of {len(picks)} features work, in {time.perf_counter() - started:.1f}s "
          f"(then: riftbound-conformance run --engine {args.engine})")
    return worst
