"""What a results line says about where it came from: the suite's version and the scenario set's hash.

Two results files can only be compared scenario by scenario when they ran the same scenarios; the
content hash of the scenario files (sha256 over each file's suite-relative path and bytes, in path
order) says whether they did, without trusting file names or dates.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterable
from pathlib import Path

from conformance import __version__


def suite_version() -> str:
    return __version__


def _files(paths: Iterable[Path | str]) -> list[Path]:
    out: set[Path] = set()
    for p in map(Path, paths):
        if p.is_dir():
            out.update(f.resolve() for f in p.rglob("*") if f.suffix in (".yaml", ".yml") and f.is_file())
        elif p.suffix in (".yaml", ".yml") and p.is_file():
            out.add(p.resolve())
    return sorted(out)


def scenario_set(paths: Iterable[Path | str], root: Path | str | None = None) -> str:
    """``sha256:<hex>`` of the scenario files under ``paths`` (names relative to ``root``)."""
    return _hash(tuple(_files(paths)), Path(root).resolve() if root else None)


def _hash(files: tuple[Path, ...], root: Path | None) -> str:
    digest = hashlib.sha256()
    for f in files:
        try:
            name = f.relative_to(root).as_posix() if root else f.name
        except ValueError:
            name = f.as_posix()
        digest.update(os.fsencode(name) + b"\0")  # names need not be UTF-8 (hostile corpus)
        try:
            digest.update(f.read_bytes())
        except OSError:  # an unreadable file is reported by collection; the hash still says "different"
            digest.update(b"<unreadable>")
        digest.update(b"\0")
    return "sha256:" + digest.hexdigest()
