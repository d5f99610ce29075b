"""Starting an engine outside pytest (for ``info`` and ``smoke``), with errors as exit codes."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable

from conformance import exit_codes
from conformance.adapters import registry
from conformance.adapters.protocol import Engine, EngineInfo
from conformance.exceptions import UnknownEngine

USAGE = 4  # as pytest's usage error


def engine_command(commands: argparse._SubParsersAction, name: str, help: str,
                   main: Callable[[argparse.Namespace], int]) -> argparse.ArgumentParser:
    """A verb that starts an engine: ``--engine``, ``--engines-file``, ``--rules-version`` and ``main``."""
    parser = commands.add_parser(name, help=help)
    add_engine_arguments(parser)
    parser.set_defaults(func=main)
    return parser


def add_engine_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--engine", default="reference",
                        help="registered name, package.module:Class, cmd:\"<command>\" or a name from "
                             "riftbound-engines.toml (default: reference)")
    parser.add_argument("--engines-file", help="engines file (default: ./riftbound-engines.toml)")
    parser.add_argument("--rules-version", help="rules version to start the engine at (default: its own)")


def start(args: argparse.Namespace) -> tuple[Engine | None, EngineInfo | None, int]:
    """The started engine and its handshake, or (None, None, exit code) after printing why not."""
    try:
        factory = registry.find(args.engine, engines_file=args.engines_file)
    except UnknownEngine as exc:
        print(f"--engine: {exc}", file=sys.stderr)
        return None, None, USAGE
    engine = None
    try:
        engine = factory(args.rules_version)
        info = engine.describe()
    except Exception as exc:  # UnknownEngine, EngineProblem or an adapter bug: the engine could not start
        print(f"engine {args.engine!r} could not start: {type(exc).__name__}: {exc}", file=sys.stderr)
        if engine is not None:
            close(engine)
        return None, None, exit_codes.ENGINE_MISBEHAVED
    return engine, info, exit_codes.OK


def close(engine: Engine) -> None:
    try:
        engine.close()
    except Exception:  # closing never changes the verdict
        pass
