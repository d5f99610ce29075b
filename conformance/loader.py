"""Loading scenario files: safe YAML, schema validation and lint, into ``Scenario`` objects.

Every problem becomes a ``ScenarioError`` located as ``path:LINE:COL: field.path: message``. One bad
file never stops the others: ``load_suite`` returns the good scenarios and the errors side by side.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError, best_match

from conformance import lint, resources
from conformance.exceptions import ScenarioError, ScenarioErrors
from conformance.safe_yaml import MAX_BYTES, Marks, format_path, load as load_yaml
from conformance.scenario import Checkpoint, Decision, Scenario
from conformance.suggest import close_matches
from conformance.untrusted import open_regular

SCENARIO_SCHEMA = "scenario.schema.json"

#: Validators whose failure is explained by a schema's ``x-error`` text when it is a plain string.
_EXPLAINED = {"oneOf", "anyOf", "not", "pattern", "const", "enum", "if", "then", "allOf"}
_WEAK = {"oneOf", "anyOf"}


@cache
def fast_check(name: str) -> Callable[[Any], bool] | None:
    """A compiled ``is_valid`` for schema ``name`` (jsonschema-rs), or None when it is not installed.

    Valid data, the common case, is accepted by the compiled check alone; only data it rejects goes
    through ``jsonschema`` to collect located, explained errors.
    """
    try:
        import jsonschema_rs
    except ImportError:  # pragma: no cover - optional speed-up
        return None
    return jsonschema_rs.validator_for(resources.schema(name)).is_valid


@cache
def scenario_validator() -> Draft202012Validator:
    schema = resources.schema(SCENARIO_SCHEMA)
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema)


def printable(text: str) -> str:
    """``text`` with what would break a one-line message escaped: control characters (a newline in a
    file name) as ``\\n``/``\\x1b``, and bytes that are not UTF-8 (kept by the file system) as ``\\xff``."""
    if text.isprintable():
        return text
    raw = text.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in raw)


def display_path(path: Path | str) -> str:
    """``path`` relative to the working directory when it is below it, else as given; printable."""
    path = Path(path)
    try:
        shown = os.path.relpath(path) if not os.path.relpath(path).startswith("..") else str(path)
    except ValueError:  # another drive on Windows
        shown = str(path)
    return printable(shown)


def _explanation(error: ValidationError) -> str | None:
    hint = error.schema.get("x-error") if isinstance(error.schema, dict) else None
    if isinstance(hint, dict):
        return hint.get(error.validator)
    if isinstance(hint, str) and (
        error.validator in _EXPLAINED or (error.validator == "type" and error.schema.get("type") == "string")
    ):
        return hint
    return None


def _describe(error: ValidationError) -> tuple[tuple, str]:
    """The field path and message for one schema error, descending into anyOf/oneOf when useful."""
    hint = _explanation(error)
    if error.context and error.validator in _WEAK:
        deepest = max(error.context, key=lambda e: len(e.absolute_path))
        deeper = deepest if len(deepest.absolute_path) > len(error.absolute_path) else best_match(error.context)
        if deeper is not None and (
            len(deeper.absolute_path) > len(error.absolute_path) or (hint is None and _explanation(deeper))
        ):
            return _describe(deeper)
    path = tuple(error.absolute_path)
    if error.validator == "required" and hint is None:
        return path, error.message.replace("is a required property", "is required")
    if hint is not None:
        value = error.instance
        if isinstance(value, (str, int, float, bool)) or value is None:
            text = json.dumps(value)
            text = text if len(text) <= lint.SHOWN else f"{text[:lint.SHOWN]}... ({len(text)} characters)"
            return path, f"{text} {hint}" if hint.startswith("must") or hint.startswith("is") else hint
        return path, hint
    if error.validator == "maxLength" and isinstance(error.instance, str):
        return path, f"is {len(error.instance)} characters long; at most {error.validator_value} are allowed"
    if isinstance(error.instance, (str, list, dict)) and len(error.message) > 2 * lint.SHOWN:
        return path, f"{error.validator} failed on a value of {len(json.dumps(error.instance))} characters"
    return path, error.message


_UNKNOWN_KEY = ("additionalProperties", "unevaluatedProperties")


def _allowed_keys(schema: Any, seen: set[int] | None = None) -> set[str]:
    """The property names a subschema declares, through $ref, allOf/anyOf/oneOf and if/then/else."""
    seen = set() if seen is None else seen
    if not isinstance(schema, dict) or id(schema) in seen:
        return set()
    seen.add(id(schema))
    keys = set(schema.get("properties", {}))
    if isinstance(schema.get("$ref"), str):
        keys |= _allowed_keys(scenario_validator()._resolver.lookup(schema["$ref"]).contents, seen)  # noqa: SLF001
    for word in ("allOf", "anyOf", "oneOf"):
        for sub in schema.get(word, ()):
            keys |= _allowed_keys(sub, seen)
    for word in ("if", "then", "else"):
        keys |= _allowed_keys(schema.get(word), seen)
    for sub in schema.get("dependentSchemas", {}).values():
        keys |= _allowed_keys(sub, seen)
    return keys


@cache
def _key_places() -> dict[str, tuple[str, ...]]:
    """Every property name the scenario schema declares anywhere, with the places that declare it: the
    names of the ``$defs`` entries (``check step``, ``decision``), or ``the top level`` for the root."""
    places: dict[str, set[str]] = {}
    root = resources.schema(SCENARIO_SCHEMA)
    stack: list[tuple[Any, str]] = [(root, "the top level")]
    while stack:
        node, place = stack.pop()
        if isinstance(node, dict):
            if isinstance(node.get("properties"), dict):
                for key in node["properties"]:
                    places.setdefault(key, set()).add(place)
            for name, value in node.items():
                if name == "$defs" and isinstance(value, dict):
                    stack.extend((sub, f"a {d.replace('_', ' ')}") for d, sub in value.items())
                else:
                    stack.append((value, place))
        elif isinstance(node, list):
            stack.extend((sub, place) for sub in node)
    return {key: tuple(sorted(found)) for key, found in places.items()}


def _every_key() -> frozenset[str]:
    """Every property name the scenario schema declares anywhere."""
    return frozenset(_key_places())


def _key_hint(key: str, allowed: Iterable[str]) -> str:
    """What to say about ``key``, not allowed here: the close key it may be a typo of, or, when it is
    itself a key of the format, where it does belong (suggesting the very key back would tell nothing)."""
    close = close_matches(key, allowed) or close_matches(key, _every_key())
    if not close:
        return ""
    if close[0] != key:
        return f": did you mean {close[0]!r}?"
    return f": {lint.shown(key)} belongs to {' or '.join(_key_places()[key])}, not here"


def _unknown_keys(error: ValidationError) -> list[tuple[tuple, str]]:
    """One ``(path, message)`` per key an additional/unevaluatedProperties error refuses."""
    if not isinstance(error.instance, dict):
        return []
    allowed = _allowed_keys(error.schema)
    known = ", ".join(sorted(allowed)) if allowed else "none"
    path = tuple(error.absolute_path)
    out = []
    for key in error.instance:
        if key not in allowed:
            # the keys allowed here first; else any key of the format (a step is a decision or a
            # checkpoint, and `chek:` means the checkpoint the schema did not pick)
            out.append((path + (key,), f"unknown key {lint.shown(key)}{_key_hint(key, allowed)} (allowed here: {known})"))
    return out


def schema_errors(data: Any, marks: Marks, origin: str) -> list[ScenarioError]:
    """Every schema violation of ``data``, most relevant first, located in the file."""
    quick = fast_check(SCENARIO_SCHEMA)
    if quick is not None and quick(data):
        return []
    found: list[tuple[tuple, ScenarioError]] = []
    seen: set[tuple] = set()
    errors = list(scenario_validator().iter_errors(data))
    # A mapping with an unknown key (a misspelt verb or field) is reported by that key alone: the other
    # complaints about the same mapping ("needs exactly one verb", "to goes with play or move") follow
    # from the typo and are noise. Errors inside its other values still count.
    typo_at = {tuple(e.absolute_path) for e in errors if e.validator in _UNKNOWN_KEY and _unknown_keys(e)}
    for error in errors:
        if error.validator in _UNKNOWN_KEY:
            described = [(p, m, True) for p, m in _unknown_keys(error)]
        elif tuple(error.absolute_path) in typo_at:
            continue
        else:
            described = [(*_describe(error), False)]
        for path, message, is_key in described:
            line, column = marks.at(path, key=is_key)
            item = ScenarioError(origin, line, column, format_path(path), message)
            ident = (line, column, item.field, message)
            if ident in seen:
                continue
            seen.add(ident)
            rank = (error.validator in _WEAK, line or 0, column or 0)
            found.append((rank, item))
    found.sort(key=lambda pair: pair[0])
    return [item for _, item in found]


def _setup_lines(marks: Marks) -> dict[tuple[str | int, ...], int]:
    """The line of each node below ``setup``, by its path inside the setup: a mapping entry's key line
    (``runes:``, not the first rune below it), a list item's own line."""
    lines = {path[1:]: line for path, (line, _) in marks.values.items() if path[:1] == ("setup",)}
    lines.update({path[1:]: line for path, (line, _) in marks.keys.items() if path[:1] == ("setup",)})
    return lines


def build_scenario(data: dict[str, Any], marks: Marks, origin: str) -> Scenario:
    """The typed model of schema-valid data."""
    steps: list[Decision | Checkpoint] = []
    for i, entry in enumerate(data["actions"]):
        line = marks.at(("actions", i))[0]
        if "check" in entry:
            steps.append(Checkpoint.of(i, line, entry["check"], entry.get("note")))
        else:
            steps.append(Decision(i, line, entry))
    expect = None
    if "expect" in data:
        expect = Checkpoint.of(-1, marks.at(("expect",))[0], data["expect"])
    source = data["source"]
    return Scenario(
        id=data["id"],
        title=data["title"],
        path=origin,
        line=marks.at(("id",))[0] or 1,
        rulings=tuple(source.get("rulings", ())),
        urls=tuple(source.get("urls", ())),
        summary=data["summary"],
        rules=tuple(data["rules"]),
        tags=tuple(data.get("tags", ())),
        requires=frozenset(data.get("requires", ())),
        rules_versions=tuple(data.get("rules_versions", ())),
        setup=data["setup"],
        steps=tuple(steps),
        expect=expect,
        raw=data,
        setup_lines=_setup_lines(marks),
    )


@dataclass
class LoadedFile:
    """One file's outcome: a scenario, or the errors that stopped it (never both)."""

    path: str
    scenario: Scenario | None
    errors: list[ScenarioError]
    marks: Marks | None = None


def load_file(path: Path | str, *, origin: str | None = None, raw: bytes | None = None) -> LoadedFile:
    origin = origin or display_path(path)
    try:
        if raw is None:
            raw = _read(path, origin)
        data, marks = load_yaml(raw, origin)
    except ScenarioError as error:
        return LoadedFile(origin, None, [error])
    if not isinstance(data, dict):
        return LoadedFile(origin, None, [ScenarioError(origin, 1, 1, "", "a scenario must be a mapping")])
    errors = schema_errors(data, marks, origin)
    if errors:
        return LoadedFile(origin, None, errors, marks)
    try:
        errors = lint.lint_scenario(data, marks, origin)
    except ScenarioError as error:  # a broken data file the linter reads (the stand-in cards)
        errors = [error]
    if errors:
        return LoadedFile(origin, None, errors, marks)
    return LoadedFile(origin, build_scenario(data, marks, origin), [], marks)


def _read(path: Path | str, origin: str) -> bytes:
    """The file's bytes, refusing (as a ScenarioError) what is not a readable regular file or too big."""
    try:
        with open_regular(path) as handle:
            size = os.fstat(handle.fileno()).st_size
            if size > MAX_BYTES:
                raise ScenarioError(origin, None, None, "", f"file is {size} bytes; the limit is {MAX_BYTES}")
            return handle.read(MAX_BYTES + 1)  # a file that grows while read is caught by the parser's check
    except OSError as error:
        raise ScenarioError(origin, None, None, "", f"cannot read: {error}") from None


def load_scenario(path: Path | str) -> Scenario:
    """One scenario, or ScenarioErrors with everything wrong with it."""
    loaded = load_file(path)
    if loaded.errors:
        raise ScenarioErrors(loaded.errors)
    assert loaded.scenario is not None
    return loaded.scenario


def find_files(paths: Iterable[Path | str]) -> list[Path]:
    """The ``*.yaml``/``*.yml`` paths named or found under ``paths``, sorted.

    Entries that are not regular files (dangling or looping symbolic links, FIFOs) are kept: loading
    them gives one located error each, instead of their being skipped without a word.
    """
    out: list[Path] = []
    for p in map(Path, paths):
        if p.is_dir():
            out.extend(sorted(f for f in p.rglob("*") if f.suffix in (".yaml", ".yml") and not f.is_dir()))
        else:
            out.append(p)
    return out


def load_suite(paths: Iterable[Path | str]) -> list[LoadedFile]:
    """Load every file; cross-file problems (duplicate IDs) are added to the later file's errors."""
    loaded = [load_file(p) for p in find_files(paths)]
    lint.cross_file(loaded)
    return loaded
