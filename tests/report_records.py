"""Result records and results files for the report, diff and browser tests."""

from __future__ import annotations

from pathlib import Path

from conformance.results import FailureDetail, ResultRecord, ResultsWriter


def record(scenario: str, status: str = "passed", *, engine: str = "eng", rules_version: str = "1.4",
           topic: str = "timing", rules: tuple[str, ...] = ("340.1",), message: str = "expect diverged",
           fields: tuple[str, ...] = ("priority",), reason: str | None = None) -> ResultRecord:
    failure = None
    if status in ("failed", "errored", "crash", "timeout", "protocol-error", "xfail"):
        failure = FailureDetail("checkpoint", "expect", 20, message,
                                [{"field": f, "expected": "A", "actual": "B"} for f in fields])
    return ResultRecord(
        engine=engine, engine_version="1.0", rules_version=rules_version, scenario=scenario,
        path=f"scenarios/{topic}/{scenario}.yaml", rulings=["TIM-04"], rules=list(rules), tags=["chain"],
        status=status, duration=0.01, failure=failure,
        narrative=["actions[0]: A plays cleave targeting u1", "  => priority A, focus -; chain [cleave]"],
        reason=reason)


def write(path: Path, records: list[ResultRecord], extra_lines: tuple[str, ...] = ()) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    with ResultsWriter(path) as writer:
        for r in records:
            writer.write(r)
    if extra_lines:
        with path.open("a", encoding="utf-8") as handle:
            handle.writelines(line + "\n" for line in extra_lines)
    return path
