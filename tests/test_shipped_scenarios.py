"""Every shipped scenario satisfies the schema and the linter; the shipped data files are consistent."""

from __future__ import annotations

import json

import pytest
from jsonschema import Draft202012Validator

from conformance import resources
from conformance.lint import rule_numbers, ruling_ids
from conformance.loader import find_files, load_file, load_suite

SCENARIOS = find_files([resources.scenarios_dir()])


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.relative_to(resources.scenarios_dir()).as_posix() for p in SCENARIOS])
def test_shipped_scenario_is_valid(path):
    loaded = load_file(path)
    assert loaded.errors == [], "\n".join(map(str, loaded.errors))


def test_scenario_ids_are_unique_across_the_suite():
    problems = [str(e) for item in load_suite([resources.scenarios_dir()]) for e in item.errors if e.field == "id"]
    assert problems == []


@pytest.mark.parametrize("name", ["scenario.schema.json", "state.schema.json", "results.schema.json"])
def test_schemas_are_valid_draft_2020_12(name):
    Draft202012Validator.check_schema(resources.schema(name))


def test_rule_index_and_ruling_list():
    numbers = rule_numbers()
    assert {"340.1", "464.2.c.1", "465.2.c.3", "466.5.d", "103.1.b.1"} <= numbers
    assert "466.2.c.1" not in numbers  # seed numbering, two above v1.4 (see docs)
    data = resources.data("rules-v1.4.json")
    assert set(data["sections"]) == {n[0] for n in data["numbers"]}
    ids = ruling_ids()
    assert len(ids) == 80 == len(set(ids))
    assert ids[0] == "FAQ-01" and ids[-1] == "CMB-15"


def test_card_names_data():
    cards = resources.data("cards.json")["cards"]
    assert cards["Cleave"]["types"] == ["spell"]
    assert cards["Sprite"]["token"] is True
    assert all(set(entry) == {"types", "token"} for entry in cards.values())
    json.dumps(cards)  # plain data only
