"""The command line: validate, list and run, with exit codes and without tracebacks."""

from __future__ import annotations

import json

import pytest

from conformance import cli
from conformance.adapters import registry
from conformance.exceptions import UnknownEngine
from scenario_text import move, passing, wrong_chain


@pytest.fixture
def broken_dir(tmp_path):
    folder = tmp_path / "scenarios" / "broken"
    folder.mkdir(parents=True)
    (folder / "good.yaml").write_text(passing())
    (folder / "bad_id.yaml").write_text(passing("Bad").replace("card: Cleave", "card: Cleeve"))
    (folder / "bad_yaml.yaml").write_bytes(b"id: ok\ntitle: \xff\n")
    (folder / "bad_rule.yaml").write_text(move().replace('rules: ["144"]', 'rules: ["144", "999"]'))
    return folder


def test_validate_prints_one_located_line_per_problem_and_exits_1(broken_dir, capsys, monkeypatch):
    monkeypatch.chdir(broken_dir.parent.parent)
    assert cli.main(["validate", "scenarios"]) == 1
    out, err = capsys.readouterr()
    assert out.splitlines() == [
        'scenarios/broken/bad_id.yaml:1:5: id: "Bad" must be kebab-case: lower-case letters and digits in words '
        "joined by single hyphens",
        "scenarios/broken/bad_rule.yaml:5:16: rules[1]: rule 999 does not exist in Core Rules v1.4",
        "scenarios/broken/bad_yaml.yaml:2:8: <root>: not UTF-8 (byte 0xff at offset 14)",
    ]
    assert "1 of 4 scenario files valid, 3 problems" in err
    assert "Traceback" not in out + err


def test_validate_clean_folder_exits_0(tmp_path, capsys):
    (tmp_path / "a.yaml").write_text(passing())
    assert cli.main(["validate", str(tmp_path)]) == 0
    assert capsys.readouterr().out == ""


def test_validate_empty_folder_is_a_problem(tmp_path, capsys):
    assert cli.main(["validate", str(tmp_path)]) == 1
    assert "no scenario files found" in capsys.readouterr().err


def test_validate_shipped_suite():
    assert cli.main(["validate"]) == 0


def test_list_and_ruling_coverage(tmp_path, capsys):
    (tmp_path / "a.yaml").write_text(passing())
    (tmp_path / "b.yaml").write_text(move())
    assert cli.main(["list", str(tmp_path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split() == ["spell-resolves", "TIM-04", "chain,priority"]
    assert lines[1].split() == ["unit-moves", "CMB-01", "movement"]
    assert cli.main(["list", "--rulings", str(tmp_path)]) == 0
    rows = {line.split()[0]: line for line in capsys.readouterr().out.splitlines() if line.strip()}
    assert rows["TIM-04"].endswith("[encoded by spell-resolves]")
    assert rows["FAQ-01"].endswith("[not yet]")
    assert "not testable: deck building" in rows["OGN-FAQ-limit-many-runes"]
    assert "contradicts v1.4 383.2.a.1" in rows["FAQ-47"]
    assert rows["TIM"].split()[:4] == ["TIM", "15", "1", "14"]        # totals by source
    assert rows["total"].split()[1] == str(len(__import__("conformance.rulings").rulings.catalogue()))


def test_list_rulings_missing_shows_only_rulings_not_yet_encoded(tmp_path, capsys):
    (tmp_path / "a.yaml").write_text(passing())
    assert cli.main(["list", "--rulings", "--missing", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "TIM-04 " not in out and "[not yet" in out and "not testable" not in out
    assert "\nTIM-05 " in out


def test_list_rules_uncited_by_section(tmp_path, capsys):
    (tmp_path / "a.yaml").write_text(passing())          # cites rule 340.1 only
    assert cli.main(["list", "--rules", "--uncited", str(tmp_path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    section3 = next(line for line in lines if line.startswith("300-399"))
    assert section3.rsplit(": ", 1)[1].startswith("1/")
    assert "  340  uncited: 340" in "\n".join(lines) and "  340.1" not in "\n".join(lines)
    assert "  101  not cited at all" not in lines                  # 101 is a heading: not testable
    assert any(line.startswith("  805  not cited at all") for line in lines)
    assert lines[-1].startswith("total: 1/")


def test_missing_and_uncited_need_their_listing(capsys):
    assert cli.main(["list", "--missing"]) == 2
    assert "--missing goes with --rulings" in capsys.readouterr().err


def test_run_writes_reports(tmp_path, monkeypatch, capsys):
    monkeypatch.syspath_prepend(str(__import__("conftest").TESTS))
    monkeypatch.chdir(tmp_path)
    scenarios = tmp_path / "scenarios"
    scenarios.mkdir()
    (scenarios / "ok.yaml").write_text(passing())
    (scenarios / "bad.yaml").write_text(wrong_chain())
    code = cli.main(["run", str(scenarios), "--engine", "harness_engine:HarnessEngine", "--reports", "out"])
    assert code == 1
    assert {p.name for p in (tmp_path / "out").iterdir()} >= {"junit.xml", "results.jsonl", "report.html"}
    statuses = {json.loads(line)["scenario"]: json.loads(line)["status"]
                for line in (tmp_path / "out" / "results.jsonl").read_text().splitlines()}
    assert statuses == {"spell-resolves": "passed", "wrong-chain": "failed"}
    html = (tmp_path / "out" / "report.html").read_text()
    assert "wrong-chain" in html and "<script src=\"http" not in html
    code = cli.main(["run", str(scenarios), "--engine", "harness_engine:HarnessEngine", "--reports", "out",
                     "-k", "spell-resolves"])
    assert code == 0
    assert len((tmp_path / "out" / "results.jsonl").read_text().splitlines()) == 1  # a new run, a new file


def test_run_with_unknown_engine_is_a_usage_error(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "scenarios").mkdir()
    (tmp_path / "scenarios" / "ok.yaml").write_text(passing())
    assert cli.main(["run", "scenarios", "--engine", "nope", "--reports", "out"]) == pytest.ExitCode.USAGE_ERROR
    out, err = capsys.readouterr()
    assert "unknown engine 'nope'" in err and "Traceback" not in out + err


def test_registry_finds_class_paths_builtins_and_reports_unknowns():
    engine = registry.resolve("harness_engine:HarnessEngine", rules_version="1.5")
    assert engine.describe().rules_version == "1.5"
    assert "reference" in registry.available()
    with pytest.raises(UnknownEngine, match="cannot import 'no_such_module'"):
        registry.find("no_such_module:Engine")
    with pytest.raises(UnknownEngine, match="does not implement the Engine protocol"):
        registry.resolve("builtins:dict")
    with pytest.raises(UnknownEngine, match="failed to start: RuntimeError: license server unreachable"):
        registry.resolve("harness_engine:BrokenStartEngine")


def test_registry_reads_an_engines_file(tmp_path, monkeypatch):
    pytest.importorskip("conformance.adapters.config")
    (tmp_path / "riftbound-engines.toml").write_text('[engines.mine]\ncommand = ["my-engine", "--serve"]\n')
    monkeypatch.chdir(tmp_path)
    assert "mine" in registry.available()
    engine = registry.resolve("mine")
    assert type(engine).__name__ == "SubprocessEngine"
    assert registry.resolve("cmd:my-engine --serve").config.command == ("my-engine", "--serve")


def test_validate_the_deliberately_broken_folder(capsys):
    from conftest import TESTS

    folder = TESTS / "broken_scenarios"
    assert cli.main(["validate", str(folder)]) == 1
    lines = capsys.readouterr().out.splitlines()
    broken = sorted(p.name for p in folder.glob("*.yaml") if p.name != "duplicate-id-again.yaml")
    assert sorted(line.split(":")[0].rsplit("/", 1)[-1] for line in lines) == broken   # one line per problem
    for line in lines:
        path, line_no, column, rest = line.split(":", 3)
        assert int(line_no) >= 1 and int(column) >= 1 and rest.startswith(" ")
    assert any("did you mean 464.2.c.1?" in line for line in lines)
    note = next(line for line in lines if "misplaced-note.yaml" in line)
    assert "belongs to a check step or a decision" in note and "did you mean" not in note


def _bad_paths(folder):
    """A dangling link, a link to itself and a FIFO, all named like scenarios."""
    import os

    (folder / "dangling.yaml").symlink_to("nowhere.yaml")
    (folder / "loop.yaml").symlink_to("loop.yaml")
    os.mkfifo(folder / "fifo.yaml")


def test_bad_paths_are_one_error_each_and_the_run_goes_on(tmp_path, monkeypatch, capsys):
    monkeypatch.syspath_prepend(str(__import__("conftest").TESTS))
    monkeypatch.chdir(tmp_path)
    scenarios = tmp_path / "scenarios"
    scenarios.mkdir()
    (scenarios / "ok.yaml").write_text(passing())
    _bad_paths(scenarios)
    code = cli.main(["run", "scenarios", "--engine", "harness_engine:HarnessEngine", "--reports", "out"])
    out, err = capsys.readouterr()
    assert code == 1, out + err
    assert "1 passed, 3 errors" in out
    assert "scenarios/dangling.yaml: <root>: cannot read: a symbolic link to 'nowhere.yaml', which does not exist" in out
    assert "scenarios/loop.yaml: <root>: cannot read: a symbolic link that loops" in out
    assert "scenarios/fifo.yaml: <root>: cannot read: a FIFO (named pipe), not a regular file" in out
    records = (tmp_path / "out" / "results.jsonl").read_text().splitlines()
    assert [json.loads(r)["status"] for r in records] == ["passed"]


def test_plain_pytest_reports_bad_paths_in_a_scenarios_folder(suite):
    suite.write("ok.yaml", passing())
    _bad_paths(suite.path / "scenarios")
    result = suite.run()
    result.assert_outcomes(passed=1, errors=3)
    result.stdout.fnmatch_lines(["*scenarios/fifo.yaml: <root>: cannot read: a FIFO*"])


def test_validate_names_bad_paths_and_never_blocks_on_a_fifo(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "ok.yaml").write_text(passing())
    _bad_paths(tmp_path)
    assert cli.main(["validate", "fifo.yaml"]) == 1  # named directly: opened without blocking
    assert capsys.readouterr().out == "fifo.yaml: <root>: cannot read: a FIFO (named pipe), not a regular file\n"
    assert cli.main(["validate", "."]) == 1
    out, err = capsys.readouterr()
    assert len(out.splitlines()) == 3 and "1 of 4 scenario files valid, 3 problems" in err


def test_list_rulings_and_rules_as_json(tmp_path, capsys):
    import json

    (tmp_path / "a.yaml").write_text(passing())
    assert cli.main(["list", "--rulings", "--json", str(tmp_path)]) == 0
    data = json.loads(capsys.readouterr().out)
    by_id = {r["id"]: r for r in data["rulings"]}
    assert by_id["TIM-04"]["status"] == "encoded" and by_id["TIM-04"]["scenarios"] == ["spell-resolves"]
    assert by_id["FAQ-47"]["contradicts"]["rule"] == "383.2.a.1"
    assert {t["source"] for t in data["totals"]} >= {"OGN-FAQ", "RBFAQ", "TIM"}
    assert cli.main(["list", "--rulings", "--missing", "--json", str(tmp_path)]) == 0
    assert {r["status"] for r in json.loads(capsys.readouterr().out)["rulings"]} == {"not-yet"}
    assert cli.main(["list", "--rules", "--json", str(tmp_path)]) == 0
    sections = {s["section"]: s for s in json.loads(capsys.readouterr().out)}
    assert sections["3"]["cited"] == 1 and "340.1" not in sections["3"]["uncited"]
