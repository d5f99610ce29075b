"""Where the suite's files live: a source checkout, or the copy packaged inside the wheel.

In a checkout ``scenarios/`` and ``schema/`` sit beside the ``conformance`` package. After ``pip install``
they are packaged as ``conformance/_data/scenarios`` and ``conformance/_data/schema`` (see
``[tool.hatch.build.targets.wheel.force-include]`` in pyproject.toml). The data the linter needs
(card names, rule numbers, ruling IDs) always lives in ``conformance/data``.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

PACKAGE = Path(__file__).resolve().parent
DATA = PACKAGE / "data"


def _first_existing(*candidates: Path) -> Path:
    for candidate in candidates:
        if candidate.is_dir():
            return candidate
    return candidates[0]


def checkout_root() -> Path | None:
    """The repository root when running from a source checkout, else None."""
    root = PACKAGE.parent
    return root if (root / "pyproject.toml").is_file() and (root / "schema").is_dir() else None


def scenarios_dir() -> Path:
    root = checkout_root()
    return _first_existing(*(([root / "scenarios"] if root else []) + [PACKAGE / "_data" / "scenarios"]))


def schema_dir() -> Path:
    root = checkout_root()
    return _first_existing(*(([root / "schema"] if root else []) + [PACKAGE / "_data" / "schema"]))


@cache
def schema(name: str) -> dict[str, Any]:
    """A JSON Schema by file name, e.g. ``scenario.schema.json``."""
    return json.loads((schema_dir() / name).read_text(encoding="utf-8"))


@cache
def data(name: str) -> Any:
    return json.loads((DATA / name).read_text(encoding="utf-8"))


#: The base of every schema's ``$id``: ``<SCHEMA_BASE><path>`` names the shipped file ``schema_dir()/<path>``
#: (``.invalid`` is reserved: the names are never fetched; see docs/editor-support.md).
SCHEMA_BASE = "https://riftbound-conformance.invalid/schema/"


def schema_files() -> dict[str, Path]:
    """Each shipped schema's ``$id`` and the file it names."""
    root = schema_dir()
    return {SCHEMA_BASE + path.relative_to(root).as_posix(): path for path in sorted(root.rglob("*.schema.json"))}
