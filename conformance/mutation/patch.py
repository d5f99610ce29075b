"""Serving one mutated module of the reference engine in this process (an import hook, never a file edit).

``install(mutant)`` must run before anything imports ``reference_engine``: from then on, importing the
mutated module compiles the mutated source (under the real file name, so tracebacks point at it) instead
of reading the file, and every other module imports that one as usual. ``applied()`` tells whether the
mutated module was actually imported.
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import sys
from pathlib import Path

from conformance.mutation.mutants import Mutant, MutantError, engine_root, mutated_source

_state = {"applied": False}


class _Loader(importlib.abc.Loader):
    def __init__(self, origin: str, source: str):
        self.origin, self.source = origin, source

    def create_module(self, spec):  # default module creation
        return None

    def exec_module(self, module) -> None:
        _state["applied"] = True
        exec(compile(self.source, self.origin, "exec"), module.__dict__)  # noqa: S102 - the engine's own code


class _Finder(importlib.abc.MetaPathFinder):
    def __init__(self, name: str, origin: str, source: str):
        self.name, self.origin, self.source = name, origin, source

    def find_spec(self, fullname, path=None, target=None):
        if fullname != self.name:
            return None
        spec = importlib.machinery.PathFinder.find_spec(fullname, path)
        if spec is None:
            return None
        spec.loader = _Loader(self.origin, self.source)
        spec.cached = None
        spec.has_location = True
        return spec


def install(mutant: Mutant, root: Path | None = None) -> None:
    if any(name == "reference_engine" or name.startswith("reference_engine.") for name in sys.modules):
        raise MutantError("the reference engine is already imported in this process: a mutant must be "
                          "installed first")
    path = (root or engine_root()) / mutant.module
    source = mutated_source(mutant, path.read_text(encoding="utf-8"))
    sys.meta_path.insert(0, _Finder(mutant.module_name, str(path), source))


def applied() -> bool:
    return _state["applied"]
