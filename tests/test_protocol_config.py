"""The engines file (riftbound-engines.toml): named engines, their settings, and located errors."""

from __future__ import annotations

import pytest

from conformance.adapters.config import EngineConfig, EngineConfigError, load_engines
from conformance.exceptions import UnknownEngine


def write(tmp_path, text):
    path = tmp_path / "riftbound-engines.toml"
    path.write_text(text)
    return path


def test_loads_engines_with_defaults_and_relative_paths(tmp_path):
    (tmp_path / "engine").mkdir()
    path = write(tmp_path, """
[engines.node]
command = "node 'my engine.js' --fast"
cwd = "engine"
env = {LOG = "debug"}
step_timeout = 2.5
give_up_after = 5
expectations = "known/node.yaml"

[engines.plain]
command = ["python", "-m", "reference_engine"]
""")
    engines = load_engines(path)
    node = engines["node"]
    assert node.command == ("node", "my engine.js", "--fast")
    assert node.name == "node"
    assert node.cwd == str(tmp_path / "engine")
    assert node.env == {"LOG": "debug"}
    assert node.step_timeout == 2.5 and node.scenario_timeout == 120.0
    assert node.give_up_after == 5
    assert node.expectations == str(tmp_path / "known" / "node.yaml")
    plain = engines["plain"]
    assert plain.command == ("python", "-m", "reference_engine")
    assert plain.cwd == str(tmp_path) and plain.expectations is None


@pytest.mark.parametrize("body, line, field, fragment", [
    ('[engines.x]\ncommand = ""\n', 2, "engines.x.command", "non-empty"),
    ('[engines.x]\ncommand = "e"\n\nstep_timeout = -1\n', 4, "engines.x.step_timeout", "positive"),
    ('[engines.x]\ncommand = "e"\ngive_up_after = 0\n', 3, "engines.x.give_up_after", "at least 1"),
    ('[engines.x]\ncommand = "e"\nenv = {A = 1}\n', 3, "engines.x.env", "strings"),
    ('[engines.x]\ncommand = "e"\ncwd = "nowhere"\n', 3, "engines.x.cwd", "no such folder"),
    ('[engines.x]\ncommand = "e"\ntimeout = 3\n', 3, "engines.x.timeout", "unknown key"),
    ('[engines.x]\ncommand = "e\n', 2, "<toml>", ""),
    ('[other]\n', None, "engines", "at least one"),
])
def test_errors_name_file_line_and_field(tmp_path, body, line, field, fragment):
    path = write(tmp_path, body)
    with pytest.raises(EngineConfigError) as caught:
        load_engines(path)
    err = caught.value
    assert isinstance(err, UnknownEngine)
    assert (err.line, err.field) == (line, field)
    assert fragment in err.message
    assert str(err).startswith(f"{path}:{line}: " if line else f"{path}: ")


def test_missing_file(tmp_path):
    with pytest.raises(EngineConfigError, match="cannot read"):
        load_engines(tmp_path / "absent.toml")


def test_from_command():
    assert EngineConfig.from_command("python -m reference_engine").command == (
        "python", "-m", "reference_engine")
    with pytest.raises(UnknownEngine, match="needs a command"):
        EngineConfig.from_command("   ")
    with pytest.raises(UnknownEngine, match="cannot parse"):
        EngineConfig.from_command("node 'unterminated")


def test_the_example_engines_file_loads():
    from pathlib import Path

    examples = Path(__file__).resolve().parents[1] / "examples"
    engines = load_engines(examples / "riftbound-engines.toml")
    node = engines["node-example"]
    assert (Path(node.cwd) / node.command[1]).is_file()
    assert node.step_timeout == 5.0 and node.give_up_after == 3
    assert engines["reference-subprocess"].command[-2:] == ("-m", "reference_engine")
    assert engines["reference-subprocess"].cwd == str(examples.parent)
