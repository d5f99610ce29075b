"""Bonus Damage (712-715): granted per deal action and unit, summed, positive only; prevention counts it
(715.4.a)."""

from engine_helpers import two_players, unit

from reference_engine import effects
from reference_engine.setup import build


def board():
    return build(two_players(a={"trash": [{"id": "spirit", "card": "Unyielding Spirit"}]},
                             b={"hand": [{"id": "ray", "card": "Hextech Ray"}]},
                             battlefields=[{"id": "gate", "card": "Void Gate", "controller": "A",
                                            "units": [unit("here", 9, controller="A")]},
                                           {"id": "bf2", "controller": "A", "units": [unit("there", 9, controller="A")]}]),
                 "1.4")


def test_spell_damage_to_a_unit_at_the_battlefield_gets_the_bonus():
    g = board()
    effects.deal(g, "here", 3, by="B", source="ray")
    effects.deal(g, "there", 3, by="B", source="ray")
    assert g.cards["here"].damage == 4 and g.cards["there"].damage == 3


def test_combat_damage_gets_no_bonus():
    g = board()
    effects.deal(g, "here", 3, by="B", source="combat")
    assert g.cards["here"].damage == 3


def test_prevention_includes_the_bonus():
    g = board()
    effects.add_turn_replacement(g, "spirit", prevent="spells-and-abilities")
    effects.deal(g, "here", 3, by="B", source="ray")
    assert g.cards["here"].damage == 0


def test_a_turn_effect_can_grant_bonus_damage_to_one_spell():
    g = build(two_players(a={"base": [{"id": "tome", "card": "Ravenborn Tome"}],
                             "hand": [{"id": "ray", "card": "Hextech Ray"}]},
                          battlefields=[{"id": "bf2", "controller": "B", "units": [unit("there", 9, controller="B")]}]),
              "1.4")
    effects.add_turn_replacement(g, "tome", bonus="next-spell", player="A", after=len(g.events))
    effects.deal(g, "there", 3, by="A", source="ray")  # not finalized yet: not "the next spell you play"
    assert g.cards["there"].damage == 3
    g.events.append({"type": "finalize", "item": "ray", "kind": "card", "player": "A"})
    effects.deal(g, "there", 3, by="A", source="ray")
    assert g.cards["there"].damage == 7
