"""The ``riftbound-conformance`` command: thin argument parsing over the harness's core.

* ``run``      the suite against an engine (pytest underneath); writes reports/report.html (self-contained),
               reports/junit.xml and reports/results.jsonl
* ``validate`` schema and lint only; one ``file:line:col: field: message`` line per problem, exit 1 if any;
               a warning (exit unchanged) per card a scenario sets up that the reference engine cannot play
* ``list``     scenarios with their ID, sources and tags; ``--rulings [--missing]`` each catalogued ruling's
               status; ``--rules [--uncited]`` the Core Rules v1.4 coverage;
               ``--cards [--missing]`` the cards the reference engine implements (or not)
* ``schema``   where the shipped JSON Schemas are, by name or ``$id`` (for editors; docs/editor-support.md)
* ``report``   the dashboard from one or more results files (conformance/report/dashboard.py)
* ``diff``     two results files compared; exit 1 on a regression, 2 on an empty or incomplete new run
               (conformance/report/diff.py, conformance/results/completeness.py)
* ``impact``   the suite run under two rules versions; the scenarios whose outcome changes
               (conformance/report/impact.py)
* ``summary``, ``info``, ``smoke``, ``compare``, ``mutate``, ``fuzz``: one module each in conformance/commands/
* ``rules``    the Core Rules patch as data: ``rules diff 1.3 1.4 [--behaviour]``, ``rules translate``
               (conformance/rules_diff.py)
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import sys
import tempfile
from collections.abc import Sequence
from importlib.metadata import entry_points
from pathlib import Path

from conformance import card_support, resources

PLUGIN_ENTRY_POINT = "conformance.plugin"


def plugin_args() -> list[str]:
    """``-p conformance.plugin`` unless pytest already loads the plugin through its entry point."""
    installed = any(ep.name == PLUGIN_ENTRY_POINT for ep in entry_points(group="pytest11"))
    return [] if installed else ["-p", "conformance.plugin"]


def _validate(args: argparse.Namespace) -> int:
    from conformance.contradictions import check as contradictions_across
    from conformance.loader import load_suite

    paths = args.paths or [resources.scenarios_dir()]
    loaded = load_suite(paths)
    problems = [error for item in loaded for error in item.errors]
    if not loaded:
        print(f"no scenario files found under {', '.join(map(str, paths))}", file=sys.stderr)
        return 1
    contradictions, duplicates = contradictions_across(loaded)  # pairs of files (conformance/contradictions.py)
    problems += contradictions
    for error in problems:
        print(error)
    warnings = card_support.unplayable(loaded) + duplicates  # cards the reference engine cannot play, near-duplicates
    for warning in warnings:
        print(warning)
    good = sum(1 for item in loaded if item.scenario is not None)
    print(f"{good} of {len(loaded)} scenario files valid, {len(problems)} problems"
          + (f", {len(warnings)} warnings" if warnings else ""), file=sys.stderr)
    return 1 if problems else 0


def _list(args: argparse.Namespace) -> int:
    from conformance.loader import load_suite

    if args.cards:
        return card_support.print_listing(args)
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
        print("--missing goes with --rulings or --cards, --uncited with --rules, --json with --rulings or --rules", file=sys.stderr)
        return 2
    width = max((len(s.id) for s in scenarios), default=0)
    for s in scenarios:
        if args.features:
            print(f"{s.id:<{width}}  {','.join(sorted(s.features)) or '-'}")
            continue
        print(f"{s.id:<{width}}  {','.join(s.sources):<16}  {','.join(s.tags)}")
    print(f"{len(scenarios)} scenarios", file=sys.stderr)
    return 0


def _expand(paths: list[str]) -> tuple[list[Path], list[Path]]:
    """The scenario files named or found under ``paths``, and the paths among them pytest cannot collect
    (missing, dangling or looping links, FIFOs): those become one invalid item each, the run goes on."""
    from conformance.loader import find_files

    files, unreadable = [], []
    for path in find_files(paths):
        (files if path.is_file() else unreadable).append(path)
    return files, unreadable


def _reports_folder(raw: str) -> Path | str:
    """The output folder, created and checked writable, or the one-line reason it cannot be used."""
    reports = Path(raw)
    if reports.exists() and not reports.is_dir():
        return f"{raw} exists and is not a folder"
    try:
        reports.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=reports):
            pass
    except OSError as exc:
        return f"cannot write to {raw}: {exc.strerror or exc}"
    return reports


def _run(args: argparse.Namespace) -> int:
    import pytest

    reports = _reports_folder(args.reports)
    if isinstance(reports, str):
        print(f"riftbound-conformance run: error: --reports: {reports}", file=sys.stderr)
        return 2
    results = Path(args.results) if args.results else reports / "results.jsonl"
    if results.exists():
        results.unlink()  # the writer appends; a new run starts a new file
    # Folders the user names are expanded to their YAML files, so scenarios outside a folder called
    # ``scenarios`` (an engine author's own) are collected too.
    if args.paths:
        files, unreadable = _expand(args.paths)
        if not files and not unreadable:  # pytest given no path would collect the working directory
            print(f"riftbound-conformance run: no scenario files found under {', '.join(args.paths)}",
                  file=sys.stderr)
            return int(pytest.ExitCode.NO_TESTS_COLLECTED)
        pytest_args = [str(p) for p in files] + [f"--unreadable-scenario={p}" for p in unreadable]
    else:
        # node IDs read scenarios/<topic>/<file>.yaml::<id>, in a checkout or installed
        pytest_args = [str(resources.scenarios_dir())]
        pytest_args += ["--rootdir", str(resources.scenarios_dir().parent)]
    pytest_args += plugin_args() + [
        # pytest's cache (--lf, --ff, --sw) lives in the output folder, which the user owns; the
        # default, beside the rootdir, may be the installed package
        "-o", f"cache_dir={(reports / '.pytest_cache').resolve()}",
        # this command imports the harness before pytest starts, so pytest cannot rewrite its asserts
        "-W", "ignore::pytest.PytestAssertRewriteWarning",
        "--strict-markers",  # every scenario tag is registered as a marker (collect.py); -m is checked too
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
                          ("-n", args.workers), ("--fail-under", args.fail_under),
                          ("--min-coverage", args.min_coverage)):
        if value is not None:
            pytest_args += [option, str(value)]
    if args.variants:
        pytest_args.append("--variants")
    pytest_args += [f"--variant={kind}" for kind in args.variant]
    if args.strict_expectations:
        pytest_args.append("--strict-expectations")
    pytest_args += ["-q"] if not args.verbose else ["-" + "v" * args.verbose]
    pytest_args += args.pytest_args
    status = int(pytest.main(pytest_args))
    # Ctrl-C: the shell's convention (128 + SIGINT); the results written so far stay in the file
    return 130 if status == pytest.ExitCode.INTERRUPTED else status


def _unreadable(paths: list[str]) -> list[str]:
    """``path: reason`` for each of ``paths`` that is not a readable regular file."""
    from conformance.untrusted import open_regular

    problems = []
    for path in paths:
        try:
            open_regular(path).close()
        except OSError as exc:
            problems.append(f"{path}: {exc}")
    return problems


def _report(args: argparse.Namespace) -> int:
    from conformance.report.dashboard import build

    unreadable = _unreadable(args.results)
    for problem in unreadable:
        print(f"error: {problem}", file=sys.stderr)
    readable = [p for p in args.results if not any(u.startswith(f"{p}: ") for u in unreadable)]
    if not readable:
        return 2
    out, problems = build(readable, args.output)
    for problem in problems:
        print(f"warning: {problem}", file=sys.stderr)
    print(f"dashboard: {out}", file=sys.stderr)
    if unreadable:
        return 2
    return 1 if problems and problems[-1].startswith("no readable result records") else 0


def _diff(args: argparse.Namespace) -> int:
    from conformance.report.diff import main as diff_main

    status, text = diff_main(args.base, args.new, args.html, allow_partial=args.allow_partial)
    print(text, file=sys.stderr if status == 2 else sys.stdout)
    return status


def _impact(args: argparse.Namespace) -> int:
    from conformance.report.impact import main as impact_main

    reports = _reports_folder(args.reports)
    if isinstance(reports, str):
        print(f"riftbound-conformance impact: error: --reports: {reports}", file=sys.stderr)
        return 2
    return impact_main(args)


def version_text() -> str:
    try:
        from importlib.metadata import version

        number = version("riftbound-conformance")
    except Exception:  # not installed (run from a checkout)
        from conformance import __version__ as number
    from conformance.adapters.messages import PROTOCOL_VERSION

    return f"riftbound-conformance {number} (engine protocol v{PROTOCOL_VERSION}, Python {sys.version.split()[0]})"


def _schema(args: argparse.Namespace) -> int:
    files = resources.schema_files()
    if args.map:
        for uri, path in files.items():
            print(f"{uri}  {path}")
        return 0
    if args.name is None:
        print(resources.schema_dir())
        return 0
    wanted = args.name if args.name.startswith(resources.SCHEMA_BASE) else None
    for uri, path in files.items():
        if uri == wanted or path.name in (args.name, f"{args.name}.schema.json"):
            print(path)
            return 0
    from conformance.suggest import did_you_mean

    names = [path.name.removesuffix(".schema.json") for path in files.values()]
    print(f"riftbound-conformance schema: error: no schema {args.name!r}{did_you_mean(args.name, names)}",
          file=sys.stderr)
    return 2


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="riftbound-conformance",
        description="Conformance suite for Riftbound rules engines.",
    )
    parser.add_argument("--version", action="version", version=version_text())
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    run = commands.add_parser("run", help="run the scenarios against an engine and write reports",
                              allow_abbrev=False)
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
    run.add_argument("-v", "--verbose", action="count", default=0,
                     help="one line per scenario (-vv: more, as pytest's)")
    run.add_argument("--results", help="write the results (JSON lines) here (default: REPORTS/results.jsonl)")
    run.add_argument("--variants", action="store_true",
                     help="also run each scenario's invariance variants (seats swapped, IDs renamed, ...)")
    run.add_argument("--variant", action="append", default=[], metavar="KIND",
                     help="only this kind of variant (repeatable; implies --variants): seats, names, "
                          "extra-cards or zone-order")
    run.add_argument("--fail-under", metavar="PCT", help="exit 6 unless PCT%% of the applicable scenarios pass")
    run.add_argument("--min-coverage", metavar="PCT", help="exit 6 unless PCT%% of the scenarios are applicable")
    run.set_defaults(func=_run)
    run.epilog = ("Any other option goes to pytest unchanged (-x, --lf, --ff, --tb=short, ...); so does "
                  "everything after --. Write pytest options that take a value as --opt=value.")

    validate = commands.add_parser("validate", help="check scenario files against the schema and the linter")
    validate.add_argument("paths", nargs="*", help="files or folders (default: the shipped scenarios)")
    validate.set_defaults(func=_validate)

    listing = commands.add_parser("list", help="list scenarios (id, sources, tags)")
    listing.add_argument("paths", nargs="*", help="files or folders (default: the shipped scenarios)")
    listing.add_argument("--rulings", action="store_true",
                         help="every catalogued ruling with its status (encoded by which scenarios, not yet, "
                              "not testable), then the totals by source")
    listing.add_argument("--missing", action="store_true", help="with --rulings: only the rulings not yet encoded; with --cards: "
                                                                       "the cards the reference engine does not play")
    listing.add_argument("--rules", action="store_true",
                         help="Core Rules v1.4 coverage by section: testable rule numbers the scenarios cite")
    listing.add_argument("--uncited", action="store_true",
                         help="with --rules: the testable rules no scenario cites, by section")
    listing.add_argument("--json", action="store_true", help="with --rulings or --rules: the same data as JSON")
    listing.add_argument("--features", action="store_true", help="each scenario's features (what an engine needs)")
    listing.add_argument("--cards", action="store_true", help="the cards the reference engine implements, and how "
                                                               "(with --missing: those it does not)")
    listing.set_defaults(func=_list)

    schema = commands.add_parser("schema", help="where the shipped JSON Schemas are (for editors and tools)")
    schema.add_argument("name", nargs="?", help="a schema (scenario, state, results) or its $id: print its file")
    schema.add_argument("--map", action="store_true", help="print each schema's $id and the file it names")
    schema.set_defaults(func=_schema)

    report = commands.add_parser("report", help="build the HTML dashboard from results files")
    report.add_argument("results", nargs="+", help="results files (JSON lines), one per engine run")
    report.add_argument("-o", "--output", default="reports/index.html", help="default: reports/index.html")
    report.set_defaults(func=_report)

    diff = commands.add_parser("diff", help="compare two results files; exit 1 on a regression")
    diff.add_argument("base", help="results file of the earlier run")
    diff.add_argument("new", help="results file of the later run")
    diff.add_argument("--html", help="also write the diff as an HTML page here")
    diff.add_argument("--allow-partial", action="store_true",
                      help="compare even when the new run is empty or lacks scenarios of the base run "
                           "(otherwise exit 2)")
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

    from conformance.commands import compare, fuzz, info, mutate, smoke, summary
    for command in (summary, info, smoke, compare, mutate, fuzz):
        command.add_parser(commands)
    from conformance.rules_diff import add_parser as add_rules

    add_rules(commands)  # rules diff / rules translate (conformance/rules_diff.py)
    return parser


def split_pytest_options(parser: argparse.ArgumentParser, argv: list[str]) -> tuple[list[str], list[str]]:
    """``run``'s own arguments, and the options it does not know, which go to pytest as they are.

    An unknown option takes the next word as its value when that word is not an option and not an
    existing path (``--tb short``, ``-p no:randomly``); ``--opt=value`` is never ambiguous.
    """
    command = next((i for i, word in enumerate(argv) if not word.startswith("-")), None)
    if command is None or argv[command] != "run":
        return argv, []
    start = command + 1
    subcommands = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))  # noqa: SLF001
    known = subcommands.choices["run"]._option_string_actions  # noqa: SLF001
    own, passed = argv[:start], []
    i = start
    while i < len(argv):
        word = argv[i]
        i += 1
        if not word.startswith("-") or word == "-":
            own.append(word)
            continue
        name = word.split("=", 1)[0]
        action = known.get(name)
        if action is None and not word.startswith("--") and word[:2] in known:
            if known[word[:2]].nargs != 0:  # -kexpr, -n4: the value is attached
                own.append(word)
                continue
            # a cluster of flags (-vx, -vvx): ours stay here, the first one we do not know and the
            # rest go to pytest
            flags = word[1:]
            while flags and f"-{flags[0]}" in known and known[f"-{flags[0]}"].nargs == 0:
                own.append(f"-{flags[0]}")
                flags = flags[1:]
            if flags:
                passed.append(f"-{flags}")
            continue
        if action is not None:
            own.append(word)
            if action.nargs != 0 and "=" not in word and i < len(argv):  # its value is the next word
                own.append(argv[i])
                i += 1
            continue
        passed.append(word)
        if "=" not in word and i < len(argv):
            value = argv[i]
            if not value.startswith("-") and not Path(value).exists():
                passed.append(value)
                i += 1
    return own, passed


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    extra: list[str] = []
    if "--" in argv:  # `run ... -- <pytest options>`
        cut = argv.index("--")
        argv, extra = argv[:cut], argv[cut + 1:]
    parser = build_parser()
    argv, passed = split_pytest_options(parser, argv)
    args = parser.parse_args(argv)
    args.pytest_args = passed + extra
    try:
        return args.func(args)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # e.g. `riftbound-conformance list | head`
        return 0
    except OSError as exc:  # an output path that cannot be written (-o, --html): one line, no traceback
        where = f"{exc.filename}: " if exc.filename else ""
        reason = "is a file; a folder is needed here" if isinstance(exc, (FileExistsError, NotADirectoryError)) \
            else exc.strerror or str(exc)
        print(f"riftbound-conformance {args.command}: error: {where}{reason}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
