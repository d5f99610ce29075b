"""Editor schema support and the pre-commit hook: every schema ``$id`` names a shipped file, the
documented mapping and modeline point at the scenario schema, and the hook, run as pre-commit runs it
(its entry with the matching staged files appended), passes a good scenario and fails a bad one."""

from __future__ import annotations

import json
import re
import shlex
import subprocess
import sys
from pathlib import Path

import yaml

from conformance import cli, resources
from scenario_text import passing

ROOT = Path(__file__).resolve().parents[1]


def test_every_schema_id_names_its_shipped_file():
    files = resources.schema_files()
    assert len(files) >= 4 and resources.SCHEMA_BASE + "scenario.schema.json" in files
    for uri, path in files.items():
        assert json.loads(path.read_text())["$id"] == uri, path
    for path in files.values():  # every $ref to another file lands on a shipped file
        for ref in re.findall(r'"\$ref":\s*"([^"#]+)', path.read_text()):
            assert (path.parent / ref).resolve().is_file(), (path, ref)


def test_schema_command_prints_the_file_for_a_name_or_an_id(capsys):
    assert cli.main(["schema", "scenario"]) == 0
    assert capsys.readouterr().out.strip() == str(resources.schema_dir() / "scenario.schema.json")
    assert cli.main(["schema", resources.SCHEMA_BASE + "protocol/setup.schema.json"]) == 0
    assert capsys.readouterr().out.strip() == str(resources.schema_dir() / "protocol" / "setup.schema.json")
    assert cli.main(["schema", "scenrio"]) == 2
    assert "no schema 'scenrio' (did you mean 'scenario'?)" in capsys.readouterr().err


def test_documented_editor_hints_point_at_the_scenario_schema(tmp_path, capsys):
    doc = (ROOT / "docs" / "editor-support.md").read_text()
    modeline = re.search(r"# yaml-language-server: \$schema=(\S+)", doc).group(1)
    topic = next(p for p in resources.scenarios_dir().iterdir() if p.is_dir())
    assert (topic / modeline).resolve() == (resources.schema_dir() / "scenario.schema.json").resolve()
    mapping = json.loads(re.search(r'\{"yaml\.schemas".*\}', doc).group(0))["yaml.schemas"]
    assert (ROOT / next(iter(mapping))).is_file()
    scenario = tmp_path / "with-modeline.yaml"  # the harness reads the modeline as a comment
    scenario.write_text(f"# yaml-language-server: $schema={modeline}\n" + passing())
    assert cli.main(["validate", str(scenario)]) == 0


def _hook():
    (hook,) = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text())
    return hook


def test_hook_definition():
    hook = _hook()
    assert hook["id"] == "riftbound-validate" and hook["language"] == "python"
    assert hook["entry"].split()[0] in (ROOT / "pyproject.toml").read_text()  # a console script we ship
    files = re.compile(hook["files"])
    assert files.search("scenarios/timing/x.yaml") and files.search("engine/scenarios/a/b.yml")
    assert not files.search("tests/fakes/toy.yaml") and not files.search("scenarios/README.md")


def test_hook_passes_a_good_scenario_and_fails_a_bad_one(tmp_path):
    """What ``pre-commit run --files ...`` does: the entry with the matching file names appended."""
    hook = _hook()
    folder = tmp_path / "scenarios" / "timing"
    folder.mkdir(parents=True)
    good = folder / "good.yaml"
    good.write_text(passing())
    bad = folder / "bad.yaml"
    bad.write_text(passing("other-id").replace("card: Cleave", "card: Cleeve"))
    entry = shlex.split(hook["entry"])
    command = [sys.executable, "-m", "conformance.cli", *entry[1:]]  # the console script, from this checkout

    def run(*names: str) -> subprocess.CompletedProcess:
        staged = [n for n in names if re.search(hook["files"], n)]
        return subprocess.run([*command, *staged], cwd=tmp_path, capture_output=True, text=True, timeout=120)

    ok = run("scenarios/timing/good.yaml")
    assert ok.returncode == 0 and ok.stdout == "", ok.stdout + ok.stderr
    failed = run("scenarios/timing/good.yaml", "scenarios/timing/bad.yaml")
    assert failed.returncode == 1
    assert failed.stdout.startswith("scenarios/timing/bad.yaml:") and "unknown card name 'Cleeve'" in failed.stdout
    assert "Traceback" not in failed.stdout + failed.stderr
