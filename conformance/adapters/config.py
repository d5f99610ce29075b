"""Named out-of-process engines: ``riftbound-engines.toml`` and the settings of one engine.

```toml
[engines.my-engine]
command = ["node", "examples/node-engine/engine.js"]   # or one string, split like a POSIX shell
cwd = "."                       # relative to this file's folder; default: this file's folder
env = {MY_ENGINE_LOG = "debug"} # added to the harness's environment
step_timeout = 5                # seconds per request (default 10)
scenario_timeout = 60           # seconds per scenario (default 120)
start_timeout = 20              # seconds for the process to start and answer the handshake (default 30)
give_up_after = 3               # consecutive crashed/hung scenarios before the rest are not run
pipeline = true                 # send observe right behind act/setup (false: strictly one at a time)
expectations = "expectations/my-engine.yaml"   # known failures (relative to this file)
```
"""

from __future__ import annotations

import re
import shlex
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

from conformance.exceptions import UnknownEngine
from conformance.suggest import did_you_mean
from conformance.untrusted import read_limited

CONFIG_NAME = "riftbound-engines.toml"


class EngineConfigError(UnknownEngine):
    """A problem in an engines file, located by file, line and field."""

    def __init__(self, path: str, line: int | None, field_path: str, message: str):
        self.path, self.line, self.field, self.message = path, line, field_path, message
        where = f"{path}:{line}" if line else path
        super().__init__(f"{where}: {field_path}: {message}")


@dataclass(frozen=True)
class EngineConfig:
    """How to start and supervise one engine process."""

    command: tuple[str, ...]
    name: str | None = None
    cwd: str | None = None
    env: Mapping[str, str] = field(default_factory=dict)
    step_timeout: float = 10.0
    scenario_timeout: float = 120.0
    start_timeout: float = 30.0
    stop_timeout: float = 2.0
    give_up_after: int = 3
    #: Send ``observe`` right behind each ``act``/``setup`` instead of waiting for the reply first.
    pipeline: bool = True
    stderr_limit: int = 8192
    expectations: str | None = None

    def __post_init__(self) -> None:
        if not self.command:
            raise ValueError("an engine command cannot be empty")
        for name in ("step_timeout", "scenario_timeout", "start_timeout", "stop_timeout"):
            if getattr(self, name) <= 0:
                raise ValueError(f"{name} must be positive")
        if self.give_up_after < 1:
            raise ValueError("give_up_after must be at least 1")

    @classmethod
    def from_command(cls, cmdline: str, **settings: Any) -> EngineConfig:
        try:
            command = tuple(shlex.split(cmdline))
        except ValueError as exc:
            raise UnknownEngine(f"cannot parse engine command {cmdline!r}: {exc}") from None
        if not command:
            raise UnknownEngine("cmd: needs a command line, e.g. --engine cmd:\"python -m reference_engine\"")
        return cls(command=command, **settings)


_NUMBERS = {"step_timeout", "scenario_timeout", "start_timeout", "stop_timeout"}
_KEYS = {f.name for f in fields(EngineConfig)} - {"name", "stderr_limit"}
#: Largest engines file read, and longest timeout accepted (a day; nan and inf are refused).
MAX_FILE = 1024 * 1024
MAX_SECONDS = 86400


def _line_of(text: str, table: str, key: str | None) -> int | None:
    """The line of ``[engines.<table>]`` (or of ``key`` inside it), for error messages."""
    lines = text.splitlines()
    header = re.compile(r"^\s*\[\s*engines\s*\.\s*(\"?)" + re.escape(table) + r"\1\s*\]")
    for i, line in enumerate(lines):
        if header.match(line):
            if key is None:
                return i + 1
            for j in range(i + 1, len(lines)):
                if lines[j].lstrip().startswith("["):
                    break
                if re.match(r"^\s*" + re.escape(key) + r"\s*=", lines[j]):
                    return j + 1
            return i + 1
    return None


def load_engines(path: str | Path) -> dict[str, EngineConfig]:
    """Every engine of an engines file, by name. EngineConfigError names file, line and field."""
    path = Path(path)
    try:
        raw = read_limited(path, MAX_FILE)
        if len(raw) > MAX_FILE:
            raise EngineConfigError(str(path), None, "<file>", f"larger than {MAX_FILE} bytes; refusing to read it")
        text = raw.decode("utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise EngineConfigError(str(path), None, "<file>", f"cannot read: {exc}") from None
    try:
        data = tomllib.loads(text)
    except RecursionError:  # tomllib nests a Python call per bracket
        raise EngineConfigError(str(path), None, "<toml>", "arrays or tables nested too deeply") from None
    except tomllib.TOMLDecodeError as exc:
        line = getattr(exc, "lineno", None)
        match = re.search(r"line (\d+)", str(exc))
        raise EngineConfigError(str(path), line or (int(match.group(1)) if match else None), "<toml>",
                                str(exc)) from None
    engines = data.get("engines")
    if not isinstance(engines, dict) or not engines:
        raise EngineConfigError(str(path), None, "engines", "expected at least one [engines.<name>] table")
    base = path.resolve().parent
    return {name: _engine(str(path), text, base, name, spec) for name, spec in engines.items()}


def _engine(path: str, text: str, base: Path, name: str, spec: Any) -> EngineConfig:
    def fail(key: str | None, message: str) -> EngineConfigError:
        where = f"engines.{name}" + (f".{key}" if key else "")
        return EngineConfigError(path, _line_of(text, name, key), where, message)

    if not isinstance(spec, dict):
        raise fail(None, "expected a table")
    unknown = sorted(set(spec) - _KEYS)
    if unknown:
        raise fail(unknown[0], f"unknown key{did_you_mean(unknown[0], _KEYS)}; expected one of {sorted(_KEYS)}")
    command = spec.get("command")
    if isinstance(command, str):
        try:
            command = shlex.split(command)
        except ValueError as exc:
            raise fail("command", str(exc)) from None
    if not (isinstance(command, list) and command and all(isinstance(c, str) for c in command)):
        raise fail("command", "expected a non-empty string or list of strings")
    settings: dict[str, Any] = {"command": tuple(command), "name": name, "cwd": str(base)}
    if "cwd" in spec:
        if not isinstance(spec["cwd"], str):
            raise fail("cwd", "expected a string")
        settings["cwd"] = str((base / spec["cwd"]).resolve())
        if not Path(settings["cwd"]).is_dir():
            raise fail("cwd", f"no such folder: {settings['cwd']}")
    if "env" in spec:
        env = spec["env"]
        if not (isinstance(env, dict) and all(isinstance(v, str) for v in env.values())):
            raise fail("env", "expected a table of strings")
        settings["env"] = dict(env)
    for key in _NUMBERS & set(spec):
        value = spec[key]
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 < value <= MAX_SECONDS:
            raise fail(key, f"expected a positive number of seconds, at most {MAX_SECONDS}")  # nan, inf too
        settings[key] = float(value)
    if "give_up_after" in spec:
        value = spec["give_up_after"]
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise fail("give_up_after", "expected a whole number, at least 1")
        settings["give_up_after"] = value
    if "pipeline" in spec:
        if not isinstance(spec["pipeline"], bool):
            raise fail("pipeline", "expected true or false")
        settings["pipeline"] = spec["pipeline"]
    if "expectations" in spec:
        if not isinstance(spec["expectations"], str):
            raise fail("expectations", "expected a path")
        settings["expectations"] = str((base / spec["expectations"]).resolve())
    return EngineConfig(**settings)
