"""The mutant model and the catalogue files that list mutants (``catalogue.yaml`` is the curated one).

A catalogue is a YAML list; each entry names the mechanism it breaks and the Core Rules v1.4 rule, and the
mutation as one text replacement in one module of ``reference_engine``::

    - id: chain-resolves-oldest
      mechanism: chain order
      rule: "340.1"
      description: when every player passes, the oldest item resolves instead of the newest
      module: timing.py
      old: resolve_item(g, g.chain[-1])
      new: resolve_item(g, g.chain[0])

``old`` must occur exactly once in the module (checked against the engine's source before anything runs),
so a mutant names one place and goes stale loudly when the engine changes under it.
"""

from __future__ import annotations

import importlib.util
import warnings
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from conformance import safe_yaml
from conformance.exceptions import ScenarioError

CATALOGUE = Path(__file__).with_name("catalogue.yaml")
FIELDS = ("id", "mechanism", "rule", "description", "module", "old", "new")


@dataclass(frozen=True)
class Mutant:
    id: str
    mechanism: str
    rule: str
    description: str
    module: str          # a path inside reference_engine/, e.g. "timing.py" or "cards/common.py"
    old: str
    new: str

    @property
    def module_name(self) -> str:
        """The dotted name of the mutated module (``reference_engine.timing``)."""
        return "reference_engine." + self.module.removesuffix(".py").replace("/", ".")

    def as_dict(self) -> dict[str, str]:
        return {f: getattr(self, f) for f in FIELDS}


class MutantError(Exception):
    """A catalogue entry that is malformed or no longer names one place of the engine."""


def engine_root() -> Path:
    """The reference engine's package folder, found without importing it (a worker must import it only
    after its mutating import hook is installed)."""
    spec = importlib.util.find_spec("reference_engine")
    if spec is None or not spec.submodule_search_locations:
        raise MutantError("the reference engine (package reference_engine) is not installed")
    return Path(list(spec.submodule_search_locations)[0])


def source_of(mutant: Mutant, root: Path | None = None) -> Path:
    return (root or engine_root()) / mutant.module


def _indented(text: str, indent: int) -> str:
    first, *rest = text.split("\n")
    return "\n".join([first] + [(" " * indent + line) if line else line for line in rest])


def placed(mutant: Mutant, original: str) -> tuple[str, str, int]:
    """(old, new, count): the mutant's text as it sits in ``original``. A multi-line ``old`` is written
    dedented in a catalogue; its lines after the first are matched at the indentation of the place it
    occurs (and ``new`` is indented the same way)."""
    if "\n" not in mutant.old:
        return mutant.old, mutant.new, original.count(mutant.old)
    found = [(i, original.count(_indented(mutant.old, i))) for i in range(0, 41, 4)]
    hits = [(i, n) for i, n in found if n]
    if len(hits) != 1:
        return mutant.old, mutant.new, sum(n for _, n in hits)
    indent, count = hits[0]
    return _indented(mutant.old, indent), _indented(mutant.new, indent), count


def mutated_source(mutant: Mutant, original: str, where: str = "") -> str:
    """``original`` with the mutation applied; MutantError unless ``old`` occurs exactly once."""
    old, new, count = placed(mutant, original)
    if count != 1:
        raise MutantError(f"{where or mutant.id}: 'old' occurs {count} times in reference_engine/{mutant.module} "
                          f"(it must name exactly one place)")
    return original.replace(old, new)


def mutated_lines(mutant: Mutant, root: Path | None = None) -> tuple[int, str, str]:
    """(line number, original lines, mutated lines) of the place a mutant changes, for reports."""
    text = source_of(mutant, root).read_text(encoding="utf-8")
    old, new, _ = placed(mutant, text)
    at = text.find(old)
    if at < 0:
        return 0, mutant.old, mutant.new
    start = text.rfind("\n", 0, at) + 1
    end = text.find("\n", at + len(old))
    end = len(text) if end < 0 else end
    before = text[start:end]
    after = before.replace(old, new, 1)
    return text.count("\n", 0, at) + 1, before.strip(), after.strip()


def load_catalogue(path: Path | str = CATALOGUE) -> list[Mutant]:
    """The mutants a catalogue file lists, each checked; MutantError naming file, line and field."""
    path = Path(path)
    origin = str(path)
    try:
        data, marks = safe_yaml.load(path.read_bytes(), origin)
    except OSError as exc:
        raise MutantError(f"{origin}: cannot read the catalogue: {exc.strerror or exc}") from None
    except ScenarioError as exc:
        raise MutantError(str(exc)) from None

    def where(index: int, field: str = "") -> str:
        line, _ = marks.at((index, field) if field else (index,))
        return f"{origin}:{line}: [{index}]{'.' + field if field else ''}" if line else f"{origin}: [{index}]"

    if not isinstance(data, list):
        raise MutantError(f"{origin}: a catalogue is a list of mutants")
    out: list[Mutant] = []
    seen: set[str] = set()
    for i, entry in enumerate(data):
        if not isinstance(entry, dict):
            raise MutantError(f"{where(i)}: each mutant is a mapping with fields {', '.join(FIELDS)}")
        for field in FIELDS:
            value: Any = entry.get(field)
            if not isinstance(value, str) or (not value.strip() and field != "new"):
                raise MutantError(f"{where(i, field if field in entry else '')}: field {field!r} must be a "
                                  f"non-empty string")
        unknown = sorted(set(entry) - set(FIELDS))
        if unknown:
            raise MutantError(f"{where(i, unknown[0])}: unknown field {unknown[0]!r} (fields: {', '.join(FIELDS)})")
        if entry["id"] in seen:
            raise MutantError(f"{where(i, 'id')}: duplicate mutant id {entry['id']!r}")
        if entry["old"] == entry["new"]:
            raise MutantError(f"{where(i, 'new')}: 'new' is the same as 'old'")
        seen.add(entry["id"])
        out.append(Mutant(**{f: entry[f] for f in FIELDS}))
    return out


def check(mutants: list[Mutant], root: Path | None = None) -> list[str]:
    """Problems applying each mutant to the engine's current source (missing module, 'old' not exactly once,
    mutated module no longer compiles), one line each."""
    root = root or engine_root()
    problems = []
    for m in mutants:
        path = source_of(m, root)
        if not path.is_file():
            problems.append(f"{m.id}: reference_engine/{m.module} does not exist")
            continue
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")  # a code-level mutant may compare with ``is``
                compile(mutated_source(m, path.read_text(encoding="utf-8")), str(path), "exec")
        except MutantError as exc:
            problems.append(str(exc))
        except SyntaxError as exc:
            problems.append(f"{m.id}: the mutated reference_engine/{m.module} does not compile: {exc.msg} "
                            f"(line {exc.lineno})")
    return problems
