"""The ``riftbound-conformance`` command: thin argument parsing over the harness's core.

* ``run``      the suite against an engine (pytest underneath); writes reports/report.html (self-contained),
               reports/junit.xml and reports/results.jsonl
* ``validate`` schema and lint only; one ``file:line:col: field: message`` line per problem, exit 1 if any
* ``list``     scenarios with their ID, sources and tags; ``--rulings [--missing]`` each catalogued ruling's
               status; ``--rules [--uncited]`` the Core Rules v1.4 coverage
* ``report``   the dashboard from one or more results files (conformance/report/dashboard.py)
* ``diff``     two results files compared; exit 1 on a regression (conformance/report/diff.py)
* ``impact``   the suite run under two rules versions; the scenarios whose outcome changes
               (conformance/report/impact.py)
"""

from __future__ import annotations

import argparse
import json
import importlib.util
import sys
from collections.abc import Sequence
from importlib.metadata import entry_points
from pathlib import Path

from conformance import resources

PLUGIN_ENTRY_POINT = "conformance.plugin"


def plugin_args() -> list[str]:
    """``-p conformance.plugin`` unless pytest already loads the plugin through its entry point."""
    installed = any(ep.name == PLUGIN_ENTRY_POINT for ep in entry_points(group="pytest11"))
    return [] if installed else ["-p", "conformance.plugin"]


def _validate(args: argparse.Namespace) -> int:
    from conformance.loader import load_suite

    paths = args.paths or [resources.scenarios_dir()]
    loaded = load_suite(paths)
    problems = [error for item in loaded for error in item.errors]
    for error in problems:
        print(error)
    if not loaded:
        print(f"no scenario files found under {', '.join(map(str, paths))}", file=sys.stderr)
        return 1
    good = sum(1 for item in loaded if item.scenario is not None)
    print(f"{good} of {len(loaded)} scenario files valid, {len(problems)} problems", file=sys.stderr)
    return 1 if problems else 0


def _list(args: argparse.Namespace) -> int:
    from conformance.loader import load_suite

    loaded = load_suite(args.paths or [resources.scenarios_dir()])
    scenarios = sorted((item.scenario for item in loaded if item.scenario), key=lambda s: s.id)
    for item in loaded:
        for error in item.errors:
            print(f"invalid: {error}", file=sys.stderr)
    if args.rulings:
        from conformance import rulings

        rows = rulings.statuses(((s.id, s.rulings) for s in scenarios), rulings.reference_engine_cards())
        if args.json:
            data = rulings.to_json([r for r in rows if r.status == rulings.NOT_YET] if args.missing else rows)
            print(json.dumps(data, indent=1))
        else:
            rulings.print_listing(rows, args.missing, sys.stdout)
        return 0
    if args.rules:
        from conformance import rule_coverage

        sections = rule_coverage.section_coverage(number for s in scenarios for number in s.rules)
        if args.json:
            print(json.dumps([s.to_json() for s in sections], indent=1))
        else:
            rule_coverage.print_listing(sections, args.uncited, sys.stdout)
        return 0
    if args.missing or args.uncited or args.json:
        print("--missing goes with --rulings, --uncited with --rules, --json with either", file=sys.stderr)
        return 2
    width = max((len(s.id) for s in scenarios), default=0)
    for s in scenarios:
        print(f"{s.id:<{width}}  {','.join(s.sources):<16}  {','.join(s.tags)}")
    print(f"{len(scenarios)} scenarios", file=sys.stderr)
    return 0


def _expand(paths: list[str]) -> list[Path]:
    expanded: list[Path] = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            expanded += sorted(p for p in path.rglob("*") if p.suffix in (".yaml", ".yml"))
        else:
            expanded.append(path)
    return expanded


def _run(args: argparse.Namespace) -> int:
    import pytest

    reports = Path(args.reports)
    reports.mkdir(parents=True, exist_ok=True)
    results = reports / "results.jsonl"
    if results.exists():
        results.unlink()  # the writer appends; a new run starts a new file
    # Folders the user names are expanded to their YAML files, so scenarios outside a folder called
    # ``scenarios`` (an engine author's own) are collected too.
    pytest_args = [str(p) for p in _expand(args.paths)] if args.paths else [str(resources.scenarios_dir())]
    if not args.paths:  # node IDs read scenarios/<topic>/<file>.yaml::<id>, in a checkout or installed
        pytest_args += ["--rootdir", str(resources.scenarios_dir().parent)]
    pytest_args += plugin_args() + [
        "-p", "no:cacheprovider",
        # this command imports the harness before pytest starts, so pytest cannot rewrite its asserts
        "-W", "ignore::pytest.PytestAssertRewriteWarning",
        "--engine", args.engine,
        "--results", str(results),
        "--junitxml", str(reports / "junit.xml"),
        "-o", "junit_suite_name=riftbound-conformance",
        "-o", "testpaths=",
    ]
    if importlib.util.find_spec("pytest_html") is None:
        print("pytest-html is not installed; skipping the HTML report", file=sys.stderr)
    else:
        pytest_args += ["--html", str(reports / "report.html"), "--self-contained-html"]
    for option, value in (("--engines-file", args.engines_file), ("--rules-version", args.rules_version),
                          ("--expectations", args.expectations), ("-k", args.k), ("-m", args.m),
                          ("-n", args.workers)):
        if value is not None:
            pytest_args += [option, str(value)]
    if args.strict_expectations:
        pytest_args.append("--strict-expectations")
    pytest_args += ["-q"] if not args.verbose else ["-v"]
    pytest_args += args.pytest_args
    return int(pytest.main(pytest_args))


def _report(args: argparse.Namespace) -> int:
    from conformance.report.dashboard import build

    out, problems = build(args.results, args.output)
    for problem in problems:
        print(f"warning: {problem}", file=sys.stderr)
    print(f"dashboard: {out}", file=sys.stderr)
    return 1 if problems and problems[-1].startswith("no readable result records") else 0


def _diff(args: argparse.Namespace) -> int:
    from conformance.report.diff import main as diff_main

    status, text = diff_main(args.base, args.new, args.html)
    print(text, file=sys.stderr if status == 2 else sys.stdout)
    return status


def _impact(args: argparse.Namespace) -> int:
    from conformance.report.impact import main as impact_main

    return impact_main(args)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="riftbound-conformance",
        description="Conformance suite for Riftbound rules engines.",
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    run = commands.add_parser("run", help="run the scenarios against an engine and write reports")
    run.add_argument("paths", nargs="*", help="scenario files or folders (default: the shipped suite)")
    run.add_argument("--engine", default="reference",
                     help="registered name, package.module:Class, cmd:\"<command>\" or a name from "
                          "riftbound-engines.toml (default: reference)")
    run.add_argument("--engines-file", help="engines file (default: ./riftbound-engines.toml)")
    run.add_argument("--rules-version", help="rules version to run at (default: the engine's)")
    run.add_argument("--expectations", help="YAML list of known failures for this engine")
    run.add_argument("--strict-expectations", action="store_true", help="a known failure that passes fails the run")
    run.add_argument("--reports", default="reports", help="output folder (default: reports)")
    run.add_argument("-k", help="select scenarios by id expression (as pytest -k)")
    run.add_argument("-m", help="select scenarios by tag expression (as pytest -m)")
    run.add_argument("-n", "--workers", help="parallel workers (pytest-xdist), e.g. 4 or auto")
    run.add_argument("-v", "--verbose", action="store_true", help="one line per scenario")
    run.set_defaults(func=_run)
    run.epilog = "Options after -- are passed to pytest unchanged."

    validate = commands.add_parser("validate", help="check scenario files against the schema and the linter")
    validate.add_argument("paths", nargs="*", help="files or folders (default: the shipped scenarios)")
    validate.set_defaults(func=_validate)

    listing = commands.add_parser("list", help="list scenarios (id, sources, tags)")
    listing.add_argument("paths", nargs="*", help="files or folders (default: the shipped scenarios)")
    listing.add_argument("--rulings", action="store_true",
                         help="every catalogued ruling with its status (encoded by which scenarios, not yet, "
                              "not testable), then the totals by source")
    listing.add_argument("--missing", action="store_true", help="with --rulings: only the rulings not yet encoded")
    listing.add_argument("--rules", action="store_true",
                         help="Core Rules v1.4 coverage by section: testable rule numbers the scenarios cite")
    listing.add_argument("--uncited", action="store_true",
                         help="with --rules: the testable rules no scenario cites, by section")
    listing.add_argument("--json", action="store_true", help="with --rulings or --rules: the same data as JSON")
    listing.set_defaults(func=_list)

    report = commands.add_parser("report", help="build the HTML dashboard from results files")
    report.add_argument("results", nargs="+", help="results files (JSON lines), one per engine run")
    report.add_argument("-o", "--output", default="reports/index.html", help="default: reports/index.html")
    report.set_defaults(func=_report)

    diff = commands.add_parser("diff", help="compare two results files; exit 1 on a regression")
    diff.add_argument("base", help="results file of the earlier run")
    diff.add_argument("new", help="results file of the later run")
    diff.add_argument("--html", help="also write the diff as an HTML page here")
    diff.set_defaults(func=_diff)

    impact = commands.add_parser("impact", help="run the suite under two rules versions and list the "
                                                "scenarios whose outcome changes")
    impact.add_argument("paths", nargs="*", help="scenario files or folders (default: the shipped suite)")
    impact.add_argument("--from", dest="base_version", required=True, help="earlier rules version, e.g. 1.4")
    impact.add_argument("--to", dest="new_version", required=True, help="later rules version, e.g. 1.5")
    impact.add_argument("--engine", default="reference", help="engine to run (default: reference)")
    impact.add_argument("--engines-file", help="engines file (default: ./riftbound-engines.toml)")
    impact.add_argument("--reports", default="reports",
                        help="folder for the two results files and impact.html (default: reports)")
    impact.set_defaults(func=_impact)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    extra: list[str] = []
    if "--" in argv:  # `run ... -- <pytest options>`
        cut = argv.index("--")
        argv, extra = argv[:cut], argv[cut + 1:]
    args = build_parser().parse_args(argv)
    args.pytest_args = extra
    try:
        return args.func(args)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # e.g. `riftbound-conformance list | head`
        return 0


if __name__ == "__main__":
    sys.exit(main())
