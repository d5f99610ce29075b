"""``riftbound-conformance info --engine E``: the engine's handshake, readable (or as JSON)."""

from __future__ import annotations

import argparse
import json

from conformance.adapters.protocol import EngineInfo
from conformance.commands.engine_start import close, engine_command, start
from conformance.features import FEATURES


def add_parser(commands: argparse._SubParsersAction) -> None:
    parser = engine_command(commands, "info", "start an engine and show its handshake: name, version, "
                                              "rules versions, protocol, features", main)
    parser.add_argument("--json", action="store_true", help="print the handshake as one JSON object")


def as_json(info: EngineInfo) -> dict:
    return {"name": info.name, "version": info.version, "rules_version": info.rules_version,
            "rules_versions": list(info.rules_versions), "protocol": info.protocol,
            "capabilities": sorted(info.capabilities),
            "features": sorted(info.features) if info.features is not None else None,
            "cards": sorted(info.cards) if info.cards is not None else None,
            "untracked": list(info.untracked), "language": info.language, "homepage": info.homepage,
            "conventions": {"damage_assignment": info.damage_assignment, "targets": info.targets}}


def describe(info: EngineInfo) -> list[str]:
    lines = [f"engine: {info.name} {info.version}"]
    if info.language or info.homepage:
        lines.append("about: " + ", ".join(x for x in (info.language, info.homepage) if x))
    lines.append(f"protocol: {info.protocol if info.protocol is not None else 'in process'}")
    others = [v for v in info.rules_versions if v != info.rules_version]
    lines.append(f"rules version: {info.rules_version}" + (f" (also: {', '.join(others)})" if others else ""))
    if info.features is None:
        lines.append(f"features: not declared (protocol v1); capabilities: "
                     f"{', '.join(sorted(info.capabilities)) or 'none'}")
    else:
        declared = sorted(info.features | info.capabilities)
        lacking = [f for f in FEATURES if f not in declared]
        lines.append(f"features: {len(declared)} of {len(FEATURES)}: {', '.join(declared) or 'none'}")
        if lacking:
            lines.append(f"not declared: {', '.join(lacking)}")
    if info.cards is not None:
        lines.append(f"cards: {len(info.cards)} implemented")
    if info.untracked:
        lines.append(f"untracked fields: {', '.join(info.untracked)}")
    lines.append(f"conventions: damage assignment {info.damage_assignment}, targets {info.targets}")
    return lines


def main(args: argparse.Namespace) -> int:
    engine, info, status = start(args)
    if engine is None or info is None:
        return status
    close(engine)
    if args.json:
        print(json.dumps(as_json(info), sort_keys=True))
    else:
        print("\n".join(describe(info)))
    return 0
