"""Card lane B: Soraka, Wanderer's death replacement among simultaneous deaths (370.4, 373, 373.2): her
replacement applies in one uninterrupted sequence, so Guardian Angel saving her in between ends it."""

from __future__ import annotations

import pytest
from engine_helpers import game, ok, two_players, unit
from exercised import exercises
from cardsC_helpers import drive


def _ruination_with_soraka_angel_at_bf1():
    """Soraka (wearing Guardian Angel) and a 1-Might unit at bf1, another 1-Might unit in A's base; A plays
    The Ruination (kill all units: one event for all of them)."""
    s = game(two_players(a={"power": {"calm": 1, "order": 3}, "energy": 9,
                            "base": [{"id": "ga", "card": "Guardian Angel"}, unit("r2", 1)],
                            "hand": [{"id": "ru", "card": "The Ruination"}]},
                         b={"base": [unit("e", 3, controller="B")]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [
                             {"id": "sor", "card": "Soraka, Wanderer", "controller": "A"}, unit("r1", 1, controller="A")]}]))
    ok(s, player="A", activate="ga", targets=["sor"])
    o = drive(s)
    assert o["cards"]["ga"]["attached_to"] == "sor" and o["cards"]["sor"]["might"] == 5
    ok(s, player="A", play="ru")
    return s


@exercises("Soraka, Wanderer", "Guardian Angel")
@pytest.mark.parametrize("first", ["r1", "sor"])
def test_soraka_saves_only_the_units_of_her_one_sequence(first):
    s = _ruination_with_soraka_angel_at_bf1()

    def order(d):
        assert d["player"] == "A"
        return {"choose": [first if first in d["options"] else d["options"][0]]}

    o = drive(s, order)
    assert o["cards"]["e"]["zone"] == "trash"  # no replacement for B's unit
    assert o["cards"]["sor"]["zone"] == "base" and o["cards"]["ga"]["zone"] == "trash"  # the Angel saved her
    if first == "r1":
        # Soraka saves r1 here first; the Angel then ends her sequence, so r2 in base (where she now is) dies
        assert o["cards"]["r1"]["zone"] == "base" and o["cards"]["r2"]["zone"] == "trash"
    else:
        # the Angel first recalls her to base; her replacement then reaches only r2 there
        assert o["cards"]["r1"]["zone"] == "trash" and o["cards"]["r2"]["zone"] == "base"
        assert o["cards"]["r2"]["exhausted"] is True
