"""Results as JSON lines: one record per scenario, appended and flushed as each scenario finishes, so a
run that is killed keeps what it had. The reader validates every line against
``schema/results.schema.json`` and reports bad lines by number instead of stopping.

A results file may come from anywhere (a CI artefact, another engine's run), so the reader bounds what
it takes: a line longer than ``MAX_LINE`` bytes, JSON nested deeper than ``MAX_DEPTH`` and lines past
``MAX_LINES`` are each reported in one line, and only a regular file is opened (never a FIFO).
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import IO, Any

from jsonschema import Draft202012Validator

from conformance import resources
from conformance.results.records import ResultRecord
from conformance.untrusted import open_regular

#: Longest line read (bytes); a record with a long narrative and large differences stays far below it.
MAX_LINE = 8 * 1024 * 1024
#: Deepest nesting of arrays and objects in one record (a real record nests about six levels).
MAX_DEPTH = 64
#: Most lines read from one file (the suite has a few hundred scenarios).
MAX_LINES = 200_000


class _TooLong(ValueError):
    pass


class _NotJSON(ValueError):
    pass


def _no_constant(name: str) -> Any:
    """``NaN``, ``Infinity``: Python's json reads them, JSON has no such numbers."""
    raise _NotJSON(f"{name} is not a JSON number")


def _depth(value: Any) -> int:
    """How deeply ``value`` nests, without recursion."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        node, level = stack.pop()
        if isinstance(node, (dict, list)):
            deepest = max(deepest, level)
            if deepest > MAX_DEPTH:
                return deepest
            stack.extend((child, level + 1) for child in (node.values() if isinstance(node, dict) else node))
    return deepest


@cache
def _validator() -> Draft202012Validator:
    return Draft202012Validator(resources.schema("results.schema.json"))


class ResultsWriter:
    """Appends records to a JSON-lines file; one line per record, flushed at once."""

    def __init__(self, path: str | Path):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._file: IO[str] | None = self.path.open("a", encoding="utf-8")

    def write(self, record: ResultRecord | dict[str, Any]) -> None:
        if self._file is None:
            raise ValueError("results writer is closed")
        data = record.to_json() if isinstance(record, ResultRecord) else record
        self._file.write(json.dumps(data, ensure_ascii=False, sort_keys=True) + "\n")
        self._file.flush()
        try:
            os.fsync(self._file.fileno())
        except OSError:  # pragma: no cover - some file systems refuse fsync
            pass

    def close(self) -> None:
        if self._file is not None:
            self._file.close()
            self._file = None

    def __enter__(self) -> ResultsWriter:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


@dataclass
class ResultsReader:
    """Records of a results file, plus the problems of the lines that could not be read."""

    path: Path
    records: list[ResultRecord] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)

    @classmethod
    def read(cls, path: str | Path) -> ResultsReader:
        reader = cls(Path(path))
        for number, line in enumerate(reader._lines(), start=1):
            if number > MAX_LINES:
                reader.problems.append(f"{path}:{number}: more than {MAX_LINES} lines; the rest is not read")
                break
            if isinstance(line, _TooLong):
                reader.problems.append(f"{path}:{number}: line longer than {MAX_LINE} bytes; skipped")
                continue
            if not line.strip():
                continue
            try:
                data = json.loads(line, parse_constant=_no_constant)
            except json.JSONDecodeError as exc:
                reader.problems.append(f"{path}:{number}: not JSON: {exc.msg}")
                continue
            except _NotJSON as exc:
                reader.problems.append(f"{path}:{number}: not JSON: {exc}")
                continue
            except RecursionError:
                data = None
            if data is None or _depth(data) > MAX_DEPTH:
                reader.problems.append(f"{path}:{number}: JSON nested deeper than {MAX_DEPTH} levels; skipped")
                continue
            error = next(iter(_validator().iter_errors(data)), None)
            if error is not None:
                where = "/".join(map(str, error.absolute_path)) or "<record>"
                reader.problems.append(f"{path}:{number}: {where}: {error.message}")
                continue
            reader.records.append(ResultRecord.from_json(data))
        return reader

    def _lines(self) -> Iterator[str | _TooLong]:
        """Each line as text, or a _TooLong marker for a line over MAX_LINE (read past, never held)."""
        with open_regular(self.path) as handle:
            while True:
                line = handle.readline(MAX_LINE + 1)
                if not line:
                    return
                if len(line) > MAX_LINE and not line.endswith(b"\n"):
                    while line and not line.endswith(b"\n"):
                        line = handle.readline(1 << 20)
                    yield _TooLong()
                    continue
                yield line.decode("utf-8", errors="replace")


def read_results(path: str | Path) -> list[ResultRecord]:
    """Every valid record of ``path``; raises ValueError listing the bad lines if there are any."""
    reader = ResultsReader.read(path)
    if reader.problems:
        raise ValueError("\n".join(reader.problems))
    return reader.records
