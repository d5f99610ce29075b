"""pytest habits through ``riftbound-conformance run``: unknown options pass through without ``--``,
the cache works (``--lf``, ``--ff``) in the output folder, a ``-m`` typo is an error, ``-n`` works,
Ctrl-C exits 130 keeping the results written, ``--version``, and a bad ``--reports`` is one line."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conformance import cli
from scenario_text import move, passing, wrong_chain
from test_fault_corpus import engines_file, wait_gone
from test_subprocess_faults import write_scenario

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def project(tmp_path, monkeypatch):
    monkeypatch.syspath_prepend(str(Path(__file__).parent))
    monkeypatch.chdir(tmp_path)
    scenarios = tmp_path / "scenarios"
    scenarios.mkdir()
    (scenarios / "a-ok.yaml").write_text(passing())
    (scenarios / "b-bad.yaml").write_text(wrong_chain())
    (scenarios / "c-move.yaml").write_text(move())
    return tmp_path


def run(*args: str) -> int:
    return cli.main(["run", "scenarios", "--engine", "harness_engine:HarnessEngine", "--reports", "out", *args])


def statuses(project: Path) -> dict[str, str]:
    lines = (project / "out" / "results.jsonl").read_text().splitlines()
    return {json.loads(line)["scenario"]: json.loads(line)["status"] for line in lines}


def test_unknown_options_go_to_pytest_without_a_double_dash(project, capsys):
    assert run("-x", "--tb", "line") == 1
    out = capsys.readouterr().out
    assert "1 failed, 1 passed" in out  # -x stopped after the first failure
    assert len(statuses(project)) == 2


def test_split_keeps_run_options_and_passes_the_rest():
    parser = cli.build_parser()
    assert cli.split_pytest_options(parser, ["run", "-n4", "-kfoo", "--tb", "short", "--lf", "-p", "no:x"]) == (
        ["run", "-n4", "-kfoo"], ["--tb", "short", "--lf", "-p", "no:x"])
    assert cli.split_pytest_options(parser, ["run", "--maxfail=2", "--engine", "e", "."]) == (
        ["run", "--engine", "e", "."], ["--maxfail=2"])
    assert cli.split_pytest_options(parser, ["validate", "-x"]) == (["validate", "-x"], [])
    assert cli.split_pytest_options(parser, ["run", "-vx", "-vv", "-xv"]) == (["run", "-v", "-v", "-v"], ["-x", "-xv"])


def test_last_failed_and_failed_first_use_a_cache_in_the_output_folder(project, capsys):
    assert run() == 1
    capsys.readouterr()
    assert (project / "out" / ".pytest_cache").is_dir()
    assert not (project / ".pytest_cache").exists()
    assert run("--lf") == 1
    assert "\n1 failed in" in capsys.readouterr().out  # the passing files are not even collected
    assert statuses(project) == {"wrong-chain": "failed"}
    assert run("--ff", "-v") == 1
    out = capsys.readouterr().out
    assert out.index("wrong-chain") < out.index("spell-resolves")


def test_a_marker_typo_is_a_usage_error_with_a_suggestion(project, capsys):
    assert run("-m", "movment") == pytest.ExitCode.USAGE_ERROR
    err = capsys.readouterr().err
    assert "no scenario is tagged 'movment' (did you mean 'movement'?)" in err
    assert run("-m", "movement or chain") == 1
    assert run("-m", "not movement") == 1


def test_workers(project):
    env = {**__import__("os").environ, "PYTHONPATH": str(Path(__file__).parent)}  # workers import the engine
    proc = subprocess.run([sys.executable, "-m", "conformance.cli", "run", "scenarios", "-n", "2", "--engine",
                           "harness_engine:HarnessEngine", "--reports", "out"], cwd=project, env=env,
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert "bringing up nodes" in proc.stdout  # pytest-xdist ran it
    assert statuses(project) == {"spell-resolves": "passed", "wrong-chain": "failed", "unit-moves": "passed"}


@pytest.mark.parametrize("where, message", [
    ("file", "--reports: {p} exists and is not a folder"),
    ("under-file", "--reports: cannot write to {p}: Not a directory"),
])
def test_a_bad_reports_folder_is_one_line(project, capsys, where, message):
    (project / "file").write_text("x")
    target = project / "file" if where == "file" else project / "file" / "sub"
    assert cli.main(["run", "scenarios", "--reports", str(target)]) == 2
    out, err = capsys.readouterr()
    assert err == f"riftbound-conformance run: error: {message.format(p=target)}\n" and out == ""


def test_version(capsys):
    with pytest.raises(SystemExit) as exit_:
        cli.main(["--version"])
    assert exit_.value.code == 0
    assert capsys.readouterr().out.startswith("riftbound-conformance 0.1.0 (engine protocol v2")


def test_ctrl_c_exits_130_and_keeps_the_results_written(tmp_path):
    suite = tmp_path / "scenarios"
    suite.mkdir()
    write_scenario(suite, "a-first", "u1")
    write_scenario(suite, "b-hangs", "boom")
    engines = engines_file(tmp_path, "hang:boom", step_timeout=60)
    args = [sys.executable, "-m", "conformance.cli", "run", "--engine", "toy", "--engines-file", str(engines),
            "--reports", str(tmp_path / "reports"), str(suite)]
    proc = subprocess.Popen(args, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    results = tmp_path / "reports" / "results.jsonl"
    end = time.monotonic() + 60
    while not (results.exists() and results.read_text()) and time.monotonic() < end:
        time.sleep(0.1)
    time.sleep(0.5)  # inside the hanging scenario
    proc.send_signal(signal.SIGINT)
    out, _ = proc.communicate(timeout=60)
    assert proc.returncode == 130, out
    assert [json.loads(line)["scenario"] for line in results.read_text().splitlines()] == ["a-first"]
    assert "Traceback" not in out
    assert wait_gone([int(p) for p in (tmp_path / "pids").read_text().split()]) == []


def test_a_marker_typo_under_workers_is_the_same_usage_error(project):
    env = {**__import__("os").environ, "PYTHONPATH": str(Path(__file__).parent)}
    proc = subprocess.run([sys.executable, "-m", "conformance.cli", "run", "scenarios", "-n", "2", "-m", "chian",
                           "--engine", "harness_engine:HarnessEngine", "--reports", "out"], cwd=project, env=env,
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 4, proc.stdout + proc.stderr
    assert "no scenario is tagged 'chian' (did you mean 'chain'?)" in proc.stderr
    assert "INTERNALERROR" not in proc.stdout + proc.stderr


def test_report_on_a_missing_file_says_so(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert cli.main(["report", "missing.jsonl", "-o", "out/index.html"]) == 2
    assert capsys.readouterr().err == "error: missing.jsonl: no such file\n"
    assert not (tmp_path / "out").exists()


def test_strict_expectations_refuse_an_entry_naming_no_scenario(project, capsys):
    (project / "known.yaml").write_text('- {id: wrong-chian, reason: "chain not done"}\n')
    assert run("--expectations", "known.yaml") == 1  # not strict: the stale entry is ignored
    capsys.readouterr()
    assert run("--expectations", "known.yaml", "--strict-expectations") == pytest.ExitCode.USAGE_ERROR
    err = capsys.readouterr().err
    assert "the expectations name 1 scenario(s) not in this run: 'wrong-chian' (did you mean 'wrong-chain'?)" in err
    (project / "known.yaml").write_text('- {id: wrong-chain, reason: "chain not done"}\n')
    assert run("--expectations", "known.yaml", "--strict-expectations") == 0


def test_an_expectations_fifo_is_refused_without_blocking(project, capsys):
    import os

    os.mkfifo(project / "known.yaml")
    assert run("--expectations", "known.yaml") == pytest.ExitCode.USAGE_ERROR
    assert "known.yaml: <root>: cannot read: a FIFO (named pipe), not a regular file" in capsys.readouterr().err


def test_an_output_path_behind_a_file_is_one_line(tmp_path, capsys, monkeypatch):
    from report_records import record, write

    monkeypatch.chdir(tmp_path)
    (tmp_path / "afile").write_text("x")
    base = write(tmp_path / "base.jsonl", [record("a")])
    assert cli.main(["report", str(base), "-o", "afile/index.html"]) == 2
    assert capsys.readouterr().err.splitlines()[-1] == (
        "riftbound-conformance report: error: afile: is a file; a folder is needed here")
    assert cli.main(["diff", str(base), str(base), "--html", "afile/diff.html"]) == 2
    err = capsys.readouterr().err
    assert "no changes" in err and err.splitlines()[-1] == "error: --html afile/diff.html: cannot write: File exists"
    assert cli.main(["impact", "--from", "1.3", "--to", "1.4", "--reports", "afile"]) == 2
    assert capsys.readouterr().err == "riftbound-conformance impact: error: --reports: afile exists and is not a folder\n"


def test_a_folder_without_scenarios_runs_nothing_else(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "empty").mkdir()
    (tmp_path / "test_other.py").write_text("def test_not_a_scenario():\n    assert False\n")
    assert cli.main(["run", "empty", "--reports", "out"]) == pytest.ExitCode.NO_TESTS_COLLECTED
    out, err = capsys.readouterr()
    assert "no scenario files found under empty" in err and "test_not_a_scenario" not in out
    assert cli.main(["run", "missing.yaml", "--reports", "out"]) == 1  # a named path that is not there
    assert "missing.yaml: <root>: cannot read: no such file" in capsys.readouterr().out
