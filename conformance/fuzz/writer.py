"""A shrunk divergence written as a scenario in the suite's own format (docs/scenario-format.md).

The scenario states the position, the decisions in order (one the reference engine refused is marked
``refused: true``) and, as ``expect``, the reference engine's values of the fields that diverged: it
passes on the reference engine and fails on the engine that diverged. ``verify`` loads the written file
(schema and linter) and runs it on both engines to say so; a human reviews it before it joins the suite
(give it a ruling or a rules citation of your own words, a better title, and move it to its topic folder).
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path
from typing import Any

import yaml

from conformance.adapters.protocol import Engine, EngineInfo
from conformance.fuzz.checkpoint import expectation, rules_for
from conformance.fuzz.lockstep import Game
from conformance.loader import load_file
from conformance.runner import run_scenario

#: Riot's Core Rules v1.4 (the document every ``rules`` citation refers to).
CORE_RULES_URL = "https://cmsassets.rgpub.io/sanity/files/dsfx7636/news_live/e9ac8e3d33e0f78cef296f5945aba7bc1313b086.pdf"
#: Fields a scenario expects when the divergence names none (the engine refused the position or failed).
_FALLBACK = ("active", "phase", "priority")


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")[:40] or "engine"


def scenario(game: Game, engine_name: str, seed: int) -> dict[str, Any]:
    div = game.divergence
    assert div is not None
    fields = [name for name, _, _ in div.fields] or list(_FALLBACK)
    expect = expectation(div.oracle_state, fields)
    digest = hashlib.sha256(json.dumps([game.setup, game.actions], sort_keys=True).encode()).hexdigest()[:8]
    where = f"after {len(game.actions)} decision(s)" if game.actions else "from the starting position"
    return {
        "id": f"fuzz-{_slug(engine_name)}-{digest}",
        "title": f"Found by differential fuzzing: {engine_name} and the reference engine differ on "
                 f"{fields[0]} {where}",
        "source": {"urls": [CORE_RULES_URL]},
        "summary": f"found by differential fuzzing (riftbound-conformance fuzz, seed {seed}). {div.summary()}. "
                   "The expectations are the reference engine's observed values; review the case and say in "
                   "your own words which rule decides it before adding it to the suite.",
        "rules": rules_for(fields),
        "tags": ["fuzz"],
        "setup": game.setup,
        "actions": game.actions,
        "expect": expect,
    }


def dump(data: dict[str, Any]) -> str:
    return yaml.safe_dump(data, sort_keys=False, default_flow_style=None, width=110, allow_unicode=True)


def write(game: Game, engine_name: str, seed: int, out: Path) -> Path:
    data = scenario(game, engine_name, seed)
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"{data['id']}.yaml"
    path.write_text(dump(data), encoding="utf-8")
    return path


def verify(path: Path, oracle: Engine, engine: Engine, info: EngineInfo) -> list[str]:
    """Problems with a written scenario: it must load, pass on the reference engine, fail on the engine."""
    loaded = load_file(path)
    if loaded.scenario is None:
        return [f"does not validate: {e}" for e in loaded.errors]
    problems = []
    on_oracle = run_scenario(loaded.scenario, oracle, oracle.describe())
    if on_oracle.status != "passed":
        problems.append(f"the reference engine does not pass it ({on_oracle.status})")
    on_engine = run_scenario(loaded.scenario, engine, info)
    if on_engine.status == "passed":
        problems.append("the engine passes it")
    return problems
