"""Result records round-trip through the JSON-lines writer and reader; bad lines are reported."""

from __future__ import annotations

import json

import pytest

from conformance.results import FailureDetail, ResultRecord, ResultsReader, ResultsWriter, read_results


def record(status="failed", **extra) -> ResultRecord:
    return ResultRecord(
        engine="e", engine_version="1", rules_version="1.4", scenario="s-1", path="scenarios/s.yaml",
        rulings=["TIM-04"], rules=["340.1"], tags=["chain"], status=status, duration=0.01, engine_time=0.005,
        failure=FailureDetail("checkpoint", "actions[1]", 13, "checkpoint actions[1] diverged",
                              [{"field": "focus", "expected": "A", "actual": None}]) if status == "failed" else None,
        narrative=["actions[0]: A passes priority"], **extra)


def test_round_trip(tmp_path):
    path = tmp_path / "r" / "results.jsonl"
    with ResultsWriter(path) as writer:
        writer.write(record())
        writer.write(record("skipped", reason="engine lacks capabilities: events"))
    assert read_results(path) == [record(), record("skipped", reason="engine lacks capabilities: events")]


def test_each_record_is_on_disk_as_soon_as_it_is_written(tmp_path):
    path = tmp_path / "results.jsonl"
    writer = ResultsWriter(path)
    writer.write(record())
    assert len(path.read_text().splitlines()) == 1   # before close: a killed run keeps it
    writer.close()
    with pytest.raises(ValueError):
        writer.write(record())


def test_reader_reports_bad_lines_and_keeps_good_ones(tmp_path):
    path = tmp_path / "results.jsonl"
    good = json.dumps(record().to_json())
    bad_status = json.dumps({**record().to_json(), "status": "maybe"})
    path.write_text(f"{good}\nnot json\n{bad_status}\n\n{good}\n")
    reader = ResultsReader.read(path)
    assert len(reader.records) == 2
    assert reader.problems[0].startswith(f"{path}:2: not JSON")
    assert reader.problems[1].startswith(f"{path}:3: status: 'maybe' is not one of")
    with pytest.raises(ValueError, match=":2: not JSON"):
        read_results(path)


def test_unknown_status_is_rejected():
    with pytest.raises(ValueError, match="unknown status"):
        record("sort-of")


def test_with_status_keeps_everything_else():
    xfail = record().with_status("xfail", "known")
    assert xfail.status == "xfail" and xfail.reason == "known" and xfail.failure == record().failure


def test_reader_bounds_line_length_and_reads_the_lines_after(tmp_path, monkeypatch):
    from conformance.results import stream

    monkeypatch.setattr(stream, "MAX_LINE", 1000)
    path = tmp_path / "results.jsonl"
    good = json.dumps(record().to_json())
    path.write_text('{"a": "' + "x" * 5000 + '"}\n' + good + "\n")
    reader = ResultsReader.read(path)
    assert reader.problems == [f"{path}:1: line longer than 1000 bytes; skipped"]
    assert reader.records == [record()]


def test_reader_refuses_a_fifo_without_blocking(tmp_path):
    import os

    from conformance.report.runs import load_run

    fifo = tmp_path / "results.jsonl"
    os.mkfifo(fifo)
    run = load_run(fifo)
    assert run.problems == [f"{fifo}: cannot read: a FIFO (named pipe), not a regular file"]
