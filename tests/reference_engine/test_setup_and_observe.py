"""Setup builds the state a scenario describes; bad setups name the field; observe has the canonical
shape (schema/state.schema.json)."""

import json
from pathlib import Path

import jsonschema
import pytest

from engine_helpers import game, two_players, unit
from reference_engine.api import Session
from reference_engine.errors import SetupError

SCHEMA = Path(__file__).resolve().parents[2] / "schema" / "state.schema.json"


def test_zones_owner_controller_and_defaults():
    s = game(two_players(
        a={"energy": 2, "power": {"fury": 1}, "hand": [{"id": "c", "card": "Cleave"}],
           "deck": [unit("d1"), unit("d2")], "base": [unit("u", 3, exhausted=True)],
           "runes": [{"id": "r1", "domain": "calm"}], "legend": {"id": "kaisa", "card": "Daughter of the Void"}},
        battlefields=[{"id": "bf1", "controller": "B", "units": [unit("g", 2, controller="B", damage=1)]}]))
    o = s.observe()
    assert o["players"]["A"]["hand"] == ["c"] and o["players"]["A"]["deck"] == ["d1", "d2"]
    assert o["players"]["A"]["energy"] == 2 and o["players"]["A"]["power"] == {"fury": 1}
    assert o["cards"]["u"]["exhausted"] is True and o["cards"]["u"]["might"] == 3
    assert o["cards"]["g"]["controller"] == "B" and o["cards"]["g"]["zone"] == "bf1" and o["cards"]["g"]["damage"] == 1
    assert o["cards"]["c"]["type"] == "spell" and o["cards"]["c"]["might"] is None
    assert o["cards"]["r1"]["zone"] == "runes" and o["cards"]["kaisa"]["zone"] == "legend"
    assert o["turn"] == {"number": 1, "active": "A", "phase": "main", "state": "neutral-open"}
    assert o["priority"] == "A" and o["focus"] is None


@pytest.mark.parametrize("setup, field", [
    (two_players(a={"hand": [{"id": "x", "card": "No Such Card"}]}), "players.A.hand[0].card"),
    (two_players(a={"hand": [unit("x"), unit("x")]}), "players.A.hand[1].id"),
    (two_players(a={"base": [unit("x", keywords=["Flying"])]}), "players.A.base[0].unit.keywords[0]"),
    (two_players(battlefields=[{"id": "bf1", "units": [unit("x")]}]), "battlefields[0].units[0].controller"),
    (two_players(a={"power": {"purple": 1}}), "players.A.power.purple"),
    ({"turn": {"active": "Z"}, "players": {"A": {}, "B": {}}}, "turn.active"),
])
def test_setup_errors_name_the_field(setup, field):
    with pytest.raises(SetupError) as exc:
        Session().setup(setup)
    assert exc.value.field == field


def test_observed_state_matches_the_schema_mid_chain():
    s = game(two_players(a={"energy": 1, "hand": [{"id": "c", "card": "Cleave"}], "base": [unit("u")]}))
    s.act({"player": "A", "play": "c", "targets": ["u"]})
    o = s.observe()
    jsonschema.validate(o, json.loads(SCHEMA.read_text()))
    assert o["chain"] == [{"ref": "c", "kind": "card", "source": "c", "controller": "A", "status": "finalized"}]
    assert o["turn"]["state"] == "neutral-closed"


def test_unsupported_rules_version_is_a_setup_error():
    with pytest.raises(SetupError):
        Session(rules_version="0.9")
