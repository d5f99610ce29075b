"""The hostile corpus: tests/hostile/ holds over a hundred bad files (scenario syntax, YAML tags, bombs,
encodings, semantic errors; results lines; engines files; expectations files), each with the one line
it must produce in tests/hostile/expected.json (the text after the file's path). Files that cannot be
committed (too big, symbolic links, FIFOs, devices, unreadable) are made in the test.

For each file: exactly one line naming it (a file name with a newline or bytes that are not UTF-8 is
escaped, so it stays one line and JUnit XML can hold it) (with line:col where the file has content), exit status 1 or
the usage error, no traceback, a bounded time (every command runs under a timeout), nothing written
outside the output folder; and a run of all of them beside a good scenario passes the good one.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path
from xml.etree import ElementTree

import pytest

from conformance.cli import main
from scenario_text import move

ROOT = Path(__file__).resolve().parents[1]
CORPUS = Path(__file__).resolve().parent / "hostile"
EXPECTED: dict[str, str] = json.loads((CORPUS / "expected.json").read_text())
LIMIT = 120  # seconds for any one command over the whole corpus


def of_kind(kind: str) -> dict[str, str]:
    return {name: text for name, text in EXPECTED.items() if name.startswith(kind + "/")}


def cli(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "conformance.cli", *args], cwd=cwd, capture_output=True,
                          text=True, timeout=LIMIT, env={**os.environ, "PYTHONPATH": str(ROOT)})


def tree(folder: Path, skip: Path | None = None) -> set[str]:
    """Every path under ``folder`` (links not followed), except under ``skip``."""
    out = set()
    for dirpath, dirnames, filenames in os.walk(folder):
        here = Path(dirpath)
        if skip is not None and (here == skip or skip in here.parents):
            continue
        out.update(str((here / n).relative_to(folder)) for n in dirnames + filenames if here / n != skip)
    return out


def generated(folder: Path) -> dict[str, str]:
    """The hostile scenario paths made here, with the line each must give (after the path)."""
    folder.mkdir(parents=True, exist_ok=True)
    big = "# " + "x" * (600 * 1024) + "\n" + move("big")
    (folder / "size-over-limit.yaml").write_text(big)
    (folder / "size-long-id.yaml").write_text(move("x" * 200_000).replace("id: x", "id: x", 1))
    huge_line = "id: [" + "a, " * 200_000 + "]\n"
    (folder / "size-one-huge-line.yaml").write_text(huge_line)
    (folder / "size-many-nodes.yaml").write_text("a: [" + ", ".join(["1"] * 100_001) + "]\n")
    (folder / "link-dangling.yaml").symlink_to("nowhere.yaml")
    (folder / "link-loop.yaml").symlink_to("link-loop.yaml")
    (folder / "link-device.yaml").symlink_to("/dev/zero")
    os.mkfifo(folder / "fifo.yaml")
    (folder / "name-new\nline.yaml").write_text("id: [\n")
    with open(os.fsencode(folder) + b"/name-not-utf8-\xff.yaml", "w") as handle:
        handle.write("id: [\n")
    expected = {
        "name-new\\nline.yaml": ":2:1: <root>: invalid YAML: while parsing a flow node",
        "name-not-utf8-\\xff.yaml": ":2:1: <root>: invalid YAML: while parsing a flow node",
        "size-over-limit.yaml": f": <root>: file is {len(big)} bytes; the limit is 524288",
        "size-long-id.yaml": ":1:5: id: is 200000 characters long; at most 120 are allowed",
        "size-one-huge-line.yaml": f": <root>: file is {len(huge_line)} bytes; the limit is 524288",
        "size-many-nodes.yaml": ":1:",
        "link-dangling.yaml": ": <root>: cannot read: a symbolic link to 'nowhere.yaml', which does not exist",
        "link-loop.yaml": ": <root>: cannot read: a symbolic link that loops (it points back to itself)",
        "link-device.yaml": ": <root>: cannot read: a character device, not a regular file",
        "fifo.yaml": ": <root>: cannot read: a FIFO (named pipe), not a regular file",
    }
    if os.geteuid() != 0:  # root reads any file, so permissions can only be tried as another user
        (folder / "perm-unreadable.yaml").write_text(move("unreadable"))
        (folder / "perm-unreadable.yaml").chmod(0)
        expected["perm-unreadable.yaml"] = ": <root>: cannot read: permission denied"
    return expected


@pytest.fixture(scope="module")
def scenario_corpus(tmp_path_factory) -> tuple[Path, dict[str, str]]:
    """A scenarios/ folder with every hostile scenario file, committed and generated, and what each gives."""
    root = tmp_path_factory.mktemp("hostile")
    folder = root / "scenarios" / "hostile"
    shutil.copytree(CORPUS / "scenario-files", folder)
    expected = {f"scenarios/hostile/{Path(name).name}": text for name, text in of_kind("scenario-files").items()}
    expected.update({f"scenarios/hostile/{name}": text for name, text in generated(folder).items()})
    return root, expected


def test_the_corpus_is_big_and_each_file_has_its_line():
    committed = {str(p.relative_to(CORPUS)) for p in CORPUS.rglob("*") if p.is_file()} - {"expected.json", "README.md"}
    assert committed == set(EXPECTED)
    assert len(committed) + 10 >= 100  # with the files made in the test
    for kind in ("scenario-files", "results", "engines", "expectations"):
        assert of_kind(kind), kind


def _lines_by_file(output: str) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for line in output.splitlines():
        found.setdefault(line.split(":", 1)[0], []).append(line)
    return found


def test_validate_gives_one_located_line_per_hostile_scenario(scenario_corpus):
    root, expected = scenario_corpus
    before = tree(root)
    proc = cli("validate", "scenarios", cwd=root)
    assert proc.returncode == 1 and "Traceback" not in proc.stdout + proc.stderr
    found = _lines_by_file(proc.stdout)
    wrong = {name: found.get(name) for name, text in expected.items()
             if len(found.get(name, [])) != 1 or not found[name][0].startswith(name + text)}
    assert not wrong, json.dumps(wrong, indent=1)[:3000]
    assert set(found) == set(expected)
    assert f"0 of {len(expected)} scenario files valid, {len(expected)} problems" in proc.stderr
    assert tree(root) == before  # validate writes nothing


def test_a_run_beside_the_corpus_passes_the_good_scenario(scenario_corpus, tmp_path):
    root, expected = scenario_corpus
    (root / "scenarios" / "good.yaml").write_text(move("the-good-one"))
    try:
        before = tree(root, skip=root / "reports")
        proc = cli("run", "scenarios", "--reports", "reports", "-p", "no:randomly", cwd=root)
        out = proc.stdout + proc.stderr
        assert proc.returncode == 1, out[-3000:]
        assert f"1 passed, {len(expected)} errors" in out, out[-3000:]
        assert "Traceback" not in out and "INTERNALERROR" not in out
        records = [json.loads(line) for line in (root / "reports" / "results.jsonl").read_text().splitlines()]
        assert [(r["scenario"], r["status"]) for r in records] == [("the-good-one", "passed")]
        cases = ElementTree.parse(root / "reports" / "junit.xml").getroot().iter("testcase")
        assert sum(1 for _ in cases) == len(expected) + 1  # every file in the JUnit report
        assert tree(root, skip=root / "reports") == before  # nothing written outside the output folder
        assert not Path("/tmp/pwned").exists()  # no YAML tag was executed
    finally:
        (root / "scenarios" / "good.yaml").unlink()


@pytest.fixture(scope="module")
def good_results(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("good") / "base.jsonl"
    path.write_text(json.dumps({"engine": "e", "engine_version": "1", "rules_version": "1.4", "scenario": "hostile",
                                "path": "scenarios/x.yaml", "rulings": [], "rules": [], "tags": [],
                                "status": "passed", "duration": 0.1, "engine_time": 0.0, "failure": None,
                                "narrative": [], "reason": None}) + "\n")
    return path


@pytest.fixture
def bounded():
    """In-process commands get 30 seconds: past that SIGALRM fails the test instead of hanging it."""
    def expire(signum, frame):
        raise TimeoutError("the command took longer than 30 s (a hang?)")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.alarm(30)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, previous)


def one_line_about(path: Path, text: str) -> list[str]:
    """The lines of ``text`` that name ``path``, each cut to what follows the path."""
    return [line.split(str(path), 1)[1] for line in text.splitlines() if str(path) in line]


@pytest.mark.parametrize("name", sorted(of_kind("results")))
def test_each_hostile_results_file_is_one_located_line(name, good_results, tmp_path, capsys, bounded):
    assert main(["diff", str(good_results), str(CORPUS / name)]) == 2
    out, err = capsys.readouterr()
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].startswith(str(CORPUS / name) + EXPECTED[name]), err
    assert "Traceback" not in out + err


def test_results_files_too_big_or_not_regular(good_results, tmp_path, capsys, bounded):
    huge = tmp_path / "huge.jsonl"
    with huge.open("w") as handle:
        handle.write('{"a": "' + "x" * (9 * 1024 * 1024) + '"}\n')
    fifo = tmp_path / "fifo.jsonl"
    os.mkfifo(fifo)
    for path, text in ((huge, ":1: line longer than 8388608 bytes; skipped"),
                       (fifo, ": cannot read: a FIFO (named pipe), not a regular file"),
                       (tmp_path / "missing.jsonl", ": cannot read: no such file")):
        assert main(["diff", str(good_results), str(path)]) == 2
        assert capsys.readouterr().err.splitlines() == [f"{path}{text}"]


@pytest.fixture
def good_run(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "scenarios").mkdir()
    (tmp_path / "scenarios" / "good.yaml").write_text(move())
    return tmp_path


@pytest.mark.parametrize("name", sorted(of_kind("engines")))
def test_each_hostile_engines_file_is_one_located_line(name, good_run, capsys, bounded):
    code = main(["run", "scenarios", "--engine", "toy", "--engines-file", str(CORPUS / name), "--reports", "out"])
    assert code == pytest.ExitCode.USAGE_ERROR
    out, err = capsys.readouterr()
    lines = one_line_about(CORPUS / name, out + err)
    assert len(lines) == 1 and lines[0].startswith(EXPECTED[name]), out + err
    assert "Traceback" not in out + err


def test_a_deeply_nested_engines_file_is_one_line(good_run, capsys, bounded):
    deep = good_run / "deep.toml"
    deep.write_text('[engines.toy]\ncommand = ["x"]\nenv = ' + "[" * 5000 + "]" * 5000 + "\n")
    assert main(["run", "scenarios", "--engine", "toy", "--engines-file", str(deep)]) == pytest.ExitCode.USAGE_ERROR
    out, err = capsys.readouterr()
    assert one_line_about(deep, out + err) == [": <toml>: arrays or tables nested too deeply"], out + err


@pytest.mark.parametrize("name", sorted(of_kind("expectations")))
def test_each_hostile_expectations_file_is_one_located_line(name, good_run, capsys, bounded):
    code = main(["run", "scenarios", "--expectations", str(CORPUS / name), "--reports", "out"])
    assert code == pytest.ExitCode.USAGE_ERROR
    out, err = capsys.readouterr()
    lines = one_line_about(CORPUS / name, out + err)
    assert len(lines) == 1 and lines[0].startswith(EXPECTED[name]), out + err
    assert "Traceback" not in out + err
