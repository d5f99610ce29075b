"""``--engine NAME`` -> an Engine.

Resolution order:

1. ``cmd:<command line>``: an out-of-process engine speaking JSON lines (``conformance.adapters.subprocess``);
2. ``package.module:Class``: any importable adapter class;
3. an entry point of the group ``riftbound_conformance.engines`` (``reference`` is registered by this
   package, and is also known without installation, for a plain source checkout);
4. a name defined in an engines file (``riftbound-engines.toml`` in the working directory, or the file
   given with ``--engines-file``), started as an out-of-process engine.

Anything else raises ``UnknownEngine`` with the names that are available.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable
from importlib.metadata import entry_points
from pathlib import Path
from typing import Any

from conformance.adapters.protocol import Engine
from conformance.exceptions import UnknownEngine

GROUP = "riftbound_conformance.engines"
ENGINES_FILE = "riftbound-engines.toml"
BUILTIN = {"reference": "conformance.adapters.reference:ReferenceAdapter"}
_CLASS_PATH = re.compile(r"^[A-Za-z_][\w.]*:[A-Za-z_][\w.]*$")


def _import(spec: str) -> Any:
    module_name, _, attr = spec.partition(":")
    try:
        target: Any = importlib.import_module(module_name)
    except ImportError as exc:
        raise UnknownEngine(f"cannot import {module_name!r} for engine {spec!r}: {exc}") from None
    for part in attr.split("."):
        try:
            target = getattr(target, part)
        except AttributeError:
            raise UnknownEngine(f"{module_name!r} has no attribute {attr!r} (engine {spec!r})") from None
    return target


def _instantiate(factory: Any, spec: str, rules_version: str | None) -> Engine:
    if not callable(factory):
        raise UnknownEngine(f"engine {spec!r} is not a class or factory")
    try:
        try:
            engine = factory(rules_version=rules_version) if rules_version else factory()
        except TypeError:
            if not rules_version:
                raise
            engine = factory()
    except Exception as exc:  # an engine that cannot start is reported, not a traceback
        raise UnknownEngine(f"engine {spec!r} failed to start: {type(exc).__name__}: {exc}") from None
    missing = [m for m in ("describe", "setup", "act", "observe") if not callable(getattr(engine, m, None))]
    if missing:
        raise UnknownEngine(f"engine {spec!r} does not implement the Engine protocol (missing {', '.join(missing)})")
    return engine


def _subprocess_module() -> Any:
    try:
        return importlib.import_module("conformance.adapters.subprocess")
    except ImportError as exc:
        raise UnknownEngine(f"out-of-process engines are not available: {exc}") from None


def _engines_file(explicit: str | Path | None) -> Path | None:
    if explicit:
        return Path(explicit)
    candidate = Path.cwd() / ENGINES_FILE
    return candidate if candidate.is_file() else None


def _configured(engines_file: Path | None) -> dict[str, Any]:
    if engines_file is None:
        return {}
    try:
        config = importlib.import_module("conformance.adapters.config")
    except ImportError as exc:
        raise UnknownEngine(f"cannot read {engines_file}: engines files are not available: {exc}") from None
    return config.load_engines(engines_file)


def available(engines_file: str | Path | None = None) -> list[str]:
    """Engine names that ``resolve`` knows without ``cmd:`` or ``module:Class``."""
    names = set(BUILTIN) | {ep.name for ep in entry_points(group=GROUP)}
    try:
        names |= set(_configured(_engines_file(engines_file)))
    except UnknownEngine:
        pass
    return sorted(names)


EngineFactory = Callable[[str | None], Engine]


def find(name: str, *, engines_file: str | Path | None = None) -> EngineFactory:
    """A factory for the engine named ``name``, found without starting it.

    Raises ``UnknownEngine`` at once for a name that cannot be found, so that a typo is a usage error;
    starting the engine (``factory(rules_version)``) may still fail later, also with ``UnknownEngine``.
    """
    name = name.strip()
    if name.startswith("cmd:"):
        module = _subprocess_module()
        command = name[4:]
        return lambda rules_version: module.SubprocessEngine.from_command(command)
    if _CLASS_PATH.match(name):
        factory = _import(name)
        return lambda rules_version: _instantiate(factory, name, rules_version)
    for ep in entry_points(group=GROUP):
        if ep.name == name:
            try:
                loaded = ep.load()
            except Exception as exc:  # a broken plugin: report, do not crash
                raise UnknownEngine(f"engine {name!r} ({ep.value}) failed to load: {exc}") from None
            return lambda rules_version: _instantiate(loaded, name, rules_version)
    if name in BUILTIN:
        builtin = _import(BUILTIN[name])
        return lambda rules_version: _instantiate(builtin, name, rules_version)
    configured = _configured(_engines_file(engines_file))
    if name in configured:
        module = _subprocess_module()
        config = configured[name]

        def start(rules_version: str | None) -> Engine:
            return module.SubprocessEngine.from_config(config)

        start.expectations = config.expectations  # type: ignore[attr-defined]
        return start
    raise UnknownEngine(
        f"unknown engine {name!r}. Known engines: {', '.join(available(engines_file)) or 'none'}; "
        f"or give package.module:Class, or cmd:\"<command line>\" for an engine speaking JSON lines"
    )


def resolve(name: str, *, rules_version: str | None = None, engines_file: str | Path | None = None) -> Engine:
    """The engine named ``name``, started; raises ``UnknownEngine`` with a usable message."""
    return find(name, engines_file=engines_file)(rules_version)
