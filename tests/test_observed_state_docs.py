"""The priority-and-focus examples of docs/observed-state.md hold on the reference engine: each fragment
names a shipped scenario; its decisions are that scenario's first decisions, and its checks are run
after them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from conformance import resources
from conformance.adapters.reference import ReferenceAdapter
from conformance.loader import load_file
from conformance.runner import run_scenario

DOC = Path(__file__).parents[1] / "docs" / "observed-state.md"
FRAGMENT = re.compile(r"```yaml\n# scenario: (?P<id>[a-z0-9-]+)\n(?P<body>.*?)```", re.S)


def fragments():
    return [(m["id"], yaml.safe_load(m["body"])) for m in FRAGMENT.finditer(DOC.read_text(encoding="utf-8"))]


def test_the_doc_has_examples():
    assert len(fragments()) >= 2


@pytest.mark.parametrize(("scenario_id", "steps"), fragments(), ids=lambda v: v if isinstance(v, str) else "")
def test_example(scenario_id, steps):
    path = next(resources.scenarios_dir().rglob(f"{scenario_id}.yaml"))
    raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    decisions = [a for a in raw["actions"] if "check" not in a]
    mine = [s for s in steps if "check" not in s]
    assert decisions[:len(mine)] == mine, "the example's decisions must be the scenario's first decisions"
    raw["actions"] = steps
    raw.pop("expect", None)
    loaded = load_file(str(path), raw=yaml.safe_dump(raw).encode())
    assert not loaded.errors, loaded.errors
    engine = ReferenceAdapter()
    record = run_scenario(loaded.scenario, engine, engine.describe(), strict=False)
    assert record.status == "passed", record.failure
    assert len(record.checkpoints) == sum(1 for s in steps if "check" in s)
