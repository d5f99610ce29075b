"""``riftbound-conformance diff``: each kind of change is reported, regressions make it exit 1."""

from __future__ import annotations

from conformance.cli import main
from conformance.report.diff import classify, compare_runs
from conformance.report.runs import load_run
from report_records import record, write


def test_each_category(tmp_path):
    base = write(tmp_path / "base.jsonl", [
        record("keeps-passing"), record("regresses"), record("gets-fixed", "failed"),
        record("fails-differently", "failed", fields=("priority",)), record("fails-the-same", "failed"),
        record("goes-away"), record("becomes-skipped"),
    ])
    new = write(tmp_path / "new.jsonl", [
        record("keeps-passing"), record("regresses", "crash", message="engine died"), record("gets-fixed"),
        record("fails-differently", "failed", fields=("focus",)), record("fails-the-same", "failed"),
        record("appears"), record("becomes-skipped", "skipped", reason="engine lacks capabilities: hidden"),
    ])
    diff = compare_runs(load_run(base), load_run(new))
    assert {c.scenario: c.category for c in diff.changes} == {
        "regresses": "regression", "gets-fixed": "fix", "fails-differently": "changed",
        "goes-away": "removed", "appears": "new", "becomes-skipped": "other"}


def test_xpass_and_xfail_transitions():
    assert classify(record("x"), record("x", "xpass")) is None
    assert classify(record("x"), record("x", "xfail")) == "regression"
    assert classify(record("x", "xfail"), record("x", "xpass")) == "fix"
    assert classify(record("x", "skipped"), record("x", "failed")) == "other"
    assert classify(record("x", "failed"), record("x", "errored")) == "changed"


def test_cli_reports_each_change_and_exits_1_on_a_regression(tmp_path, capsys):
    base = write(tmp_path / "base.jsonl", [record("a"), record("b", "failed"), record("c")])
    new = write(tmp_path / "new.jsonl", [record("a", "failed", message="checkpoint actions[3] diverged"),
                                         record("b"), record("d")])
    html = tmp_path / "out" / "diff.html"
    assert main(["diff", str(base), str(new), "--html", str(html), "--allow-partial"]) == 1
    out = capsys.readouterr().out
    assert "Regressions (passed before, fail now): 1" in out
    assert "a: passed -> failed at expect: checkpoint actions[3] diverged [priority]" in out
    assert "b: failed at expect: expect diverged [priority] -> passed" in out
    assert "c: passed -> absent" in out and "d: absent -> passed" in out
    assert "summary: 1 regression, 1 fix, 1 new, 1 removed, 0 changed, 0 other" in out
    page = html.read_text()
    assert 'id="regression"' in page and ">a<" in page and "1 regression(s)" in page


def test_cli_exits_0_without_regressions(tmp_path, capsys):
    base = write(tmp_path / "base.jsonl", [record("a", "failed"), record("b")])
    new = write(tmp_path / "new.jsonl", [record("a"), record("b")])
    assert main(["diff", str(base), str(new)]) == 0
    assert "1 fix" in capsys.readouterr().out
    assert main(["diff", str(base), str(base)]) == 0
    assert "no changes" in capsys.readouterr().out


def test_bad_lines_are_warnings_and_a_missing_file_exits_2(tmp_path, capsys):
    base = write(tmp_path / "base.jsonl", [record("a")], extra_lines=("{not json",))
    new = write(tmp_path / "new.jsonl", [record("a", "failed")])
    assert main(["diff", str(base), str(new)]) == 1
    assert f"warning: {base}:2: not JSON" in capsys.readouterr().out
    assert main(["diff", str(tmp_path / "nope.jsonl"), str(new)]) == 2
    assert "nope.jsonl: cannot read" in capsys.readouterr().err


def test_an_empty_or_half_run_is_refused_unless_allowed(tmp_path, capsys):
    base = write(tmp_path / "base.jsonl", [record(f"s{i}") for i in range(10)])
    empty = tmp_path / "empty.jsonl"
    empty.write_text("")
    half = write(tmp_path / "half.jsonl", [record(f"s{i}") for i in range(5)])
    assert main(["diff", str(base), str(empty)]) == 2
    assert "holds no result records" in capsys.readouterr().err
    assert main(["diff", str(base), str(half)]) == 2
    err = capsys.readouterr().err
    assert "is incomplete: 5 of the 10 scenarios" in err and "(s5, s6, s7, s8, s9)" in err
    assert main(["diff", str(base), str(half), "--allow-partial"]) == 0
    assert "5 removed" in capsys.readouterr().out


def test_completeness_is_a_function_compare_can_call(tmp_path):
    from conformance.results.completeness import check_complete

    assert check_complete({"a": 1}, {"a": 1, "b": 2}) is None
    assert "and 2 more" in check_complete({k: 1 for k in "abcdefgh"}, {"h": 1})
    assert check_complete({"a": 1}, {}, allow_partial=True) is None


def test_a_deeply_nested_line_is_a_problem_not_a_traceback(tmp_path, capsys):
    base = write(tmp_path / "base.jsonl", [record("a")])
    deep = tmp_path / "deep.jsonl"
    deep.write_text("[" * 100_000 + "]" * 100_000 + "\n")
    assert main(["diff", str(base), str(deep)]) == 2
    err = capsys.readouterr().err
    assert "deep.jsonl:1: JSON nested deeper than 64 levels" in err and "Traceback" not in err


def test_diff_of_two_different_engines_points_to_compare(tmp_path, capsys):
    base = write(tmp_path / "mine.jsonl", [record("a"), record("b")])
    other = write(tmp_path / "theirs.jsonl", [record("a", engine="other"), record("b", "failed", engine="other")])
    assert main(["diff", str(base), str(other)]) == 1
    assert "two different engines (eng and other)" in capsys.readouterr().out
    assert main(["diff", str(base), str(base)]) == 0
    assert "different engines" not in capsys.readouterr().out


def test_compare_refuses_an_incomplete_second_run_unless_allowed(tmp_path, capsys):
    a = write(tmp_path / "a.jsonl", [record(f"s{i}") for i in range(4)])
    b = write(tmp_path / "b.jsonl", [record("s0", engine="other"), record("s1", "failed", engine="other")])
    assert main(["compare", str(a), str(b)]) == 2
    assert "is incomplete: 2 of the 4 scenarios" in capsys.readouterr().err
    assert main(["compare", str(a), str(b), "--allow-partial"]) == 0
    assert "only A passes: 1" in capsys.readouterr().out
