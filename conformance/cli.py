"""The ``riftbound-conformance`` command: thin argument parsing over the harness's core."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from conformance import resources


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


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="riftbound-conformance",
        description="Conformance suite for Riftbound rules engines.",
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    validate = commands.add_parser("validate", help="check scenario files against the schema and the linter")
    validate.add_argument("paths", nargs="*", help="files or folders (default: the shipped scenarios)")
    validate.set_defaults(func=_validate)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.func(args)
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
