"""Seeded random play: every legal action offered is accepted, the observed state always fits the schema,
and the engine never crashes or stalls. Deterministic (fixed seeds), so it cannot flake."""

import json
import random
from pathlib import Path

import jsonschema
import pytest

from engine_helpers import game, unit

SCHEMA = json.loads((Path(__file__).resolve().parents[2] / "schema" / "state.schema.json").read_text())

SETUPS = [
    {"turn": {"active": "A", "phase": "main"},
     "battlefields": [{"id": "bf1", "controller": "B", "units": [unit("g", 2, controller="B")]}, {"id": "bf2"}],
     "players": {
         "A": {"energy": 6, "power": {"fury": 2, "chaos": 1}, "base": [unit("a1", 3), {"id": "drake", "card": "Dune Drake"}],
               "hand": [{"id": "cleave", "card": "Cleave"}, {"id": "seeker", "card": "Void Seeker"},
                        {"id": "star", "card": "Falling Star"}],
               "deck": [unit(f"ad{i}") for i in range(6)], "runes": [{"id": "ra", "domain": "fury"}]},
         "B": {"energy": 6, "power": {"calm": 2, "chaos": 1},
               "hand": [{"id": "flash", "card": "Flash"}, {"id": "disc", "card": "Discipline"},
                        {"id": "defy", "card": "Defy"}],
               "base": [{"id": "sentry", "card": "Watchful Sentry"}],
               "deck": [unit(f"bd{i}") for i in range(6)]}}},
    {"turn": {"active": "A", "phase": "main"},
     "battlefields": [{"id": "bf1", "card": "The Dreaming Tree", "controller": "A",
                       "units": [unit("t1", 2, controller="A")]}],
     "players": {
         "A": {"energy": 8, "power": {"mind": 2, "calm": 2},
               "hand": [{"id": "patron", "card": "Cruel Patron"}, {"id": "tt", "card": "Tideturner"},
                        {"id": "rs", "card": "Ravenbloom Student"}, {"id": "st", "card": "Stupefy"}],
               "base": [unit("a1"), {"id": "conduit", "card": "Energy Conduit"}],
               "deck": [unit(f"ad{i}") for i in range(6)]},
         "B": {"energy": 8, "power": {"calm": 4}, "hand": [{"id": "mr", "card": "Mystic Reversal"}],
               "base": [unit("b1", 4)], "deck": [unit(f"bd{i}") for i in range(6)]}}},
]


def _answer(s, rng):
    d = s.observe()["decision"]
    if d is None:
        return None
    legal = s.legal_actions(d["player"])
    if d["kind"] == "choose" and d["options"] and not any(x in ("yes", "no") for x in d["options"]):
        pick = rng.choice(d["options"])
        return {"player": d["player"], "choose": [pick]}
    return rng.choice(legal)


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("setup_index", range(len(SETUPS)))
def test_random_legal_play(seed, setup_index):
    rng = random.Random(seed)
    s = game(SETUPS[setup_index])
    for _ in range(30):
        o = s.observe()
        jsonschema.validate(o, SCHEMA)
        if o["winner"] is not None:
            break
        action = _answer(s, rng)
        if action is None:
            legal = s.legal_actions()
            assert legal, "nobody can act, but the game is not over"
            action = rng.choice(legal)
        result = s.act(action)
        if o["decision"] is not None and not result["accepted"]:
            continue  # a sampled answer may be wrong in size; the question must still be open
        assert result["accepted"], (action, result)
