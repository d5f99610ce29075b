"""``riftbound-conformance smoke --engine E``: a plain verdict on what works, in seconds.

For each feature the engine declares, the shipped suite's smallest scenario needing it that needs
nothing the engine lacks (fewest features, then fewest steps, then ID) runs directly, without pytest:
one line per feature says it works, fails (with the first divergence), is not declared, or could not
be judged (no scenario needs only declared features). The picks depend on the scenarios' content and
the declared features only, so engines declaring the same features are smoked on the same scenarios.
"""

from __future__ import annotations

import argparse
import shlex
import time

from conformance import exit_codes, resources
from conformance.commands.engine_start import close, engine_command, start
from conformance.features import FEATURES, missing
from conformance.loader import load_suite
from conformance.results.records import ENGINE_STATUSES, ResultRecord
from conformance.runner import run_scenario
from conformance.adapters.protocol import EngineInfo
from conformance.scenario import Scenario


def add_parser(commands: argparse._SubParsersAction) -> None:
    parser = engine_command(commands, "smoke", "run one small scenario per feature on an engine and say, "
                                               "in plain words, what works", main)
    parser.add_argument("paths", nargs="*", help="scenario files or folders to pick from (default: the shipped suite)")


def canonical(scenarios: list[Scenario], info: EngineInfo | None = None) -> dict[str, Scenario]:
    """Per feature, the smallest scenario needing it, preferring those needing only what ``info`` declares."""
    picks: dict[str, Scenario] = {}
    for feature in FEATURES:
        needing = [s for s in scenarios if feature in s.features]
        playable = [s for s in needing if info is None or not missing(s.features, info.features, info.capabilities)]
        if needing:
            picks[feature] = min(playable or needing, key=lambda s: (len(s.features), len(s.steps), s.id))
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
    engine, info, status = start(args)
    if engine is None or info is None:
        return status
    picks = canonical([item.scenario for item in loaded if item.scenario is not None], info)
    print(f"engine {info.name} {info.version}, rules version {info.rules_version}, "
          f"protocol {info.protocol if info.protocol is not None else 'in process'}")
    width = max(map(len, picks), default=0)
    worst = exit_codes.OK
    works = declared = 0
    try:
        for feature, scenario in picks.items():
            if missing([feature], info.features, info.capabilities):
                print(f"  {feature:<{width}}  not declared")
                continue
            declared += 1
            record = run_scenario(scenario, engine, info)
            works += record.status == "passed"
            print(f"  {feature:<{width}}  {verdict(record)}  [{scenario.id}]")
            if record.status in ENGINE_STATUSES:
                worst = exit_codes.ENGINE_MISBEHAVED
            elif record.status == "failed" and worst == exit_codes.OK:
                worst = exit_codes.SCENARIOS_FAILED
    finally:
        close(engine)
    print(f"{works} of {declared} declared features work ({len(picks)} in the suite), in "
          f"{time.perf_counter() - started:.1f}s (then: riftbound-conformance run --engine {shlex.quote(args.engine)})")
    return worst
