"""Results as JSON lines: one record per scenario, appended and flushed as each scenario finishes, so a
run that is killed keeps what it had. The reader validates every line against
``schema/results.schema.json`` and reports bad lines by number instead of stopping.
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
            if not line.strip():
                continue
            try:
                data = json.loads(line)
            except json.JSONDecodeError as exc:
                reader.problems.append(f"{path}:{number}: not JSON: {exc.msg}")
                continue
            error = next(iter(_validator().iter_errors(data)), None)
            if error is not None:
                where = "/".join(map(str, error.absolute_path)) or "<record>"
                reader.problems.append(f"{path}:{number}: {where}: {error.message}")
                continue
            reader.records.append(ResultRecord.from_json(data))
        return reader

    def _lines(self) -> Iterator[str]:
        with self.path.open(encoding="utf-8", errors="replace") as handle:
            yield from handle


def read_results(path: str | Path) -> list[ResultRecord]:
    """Every valid record of ``path``; raises ValueError listing the bad lines if there are any."""
    reader = ResultsReader.read(path)
    if reader.problems:
        raise ValueError("\n".join(reader.problems))
    return reader.records
