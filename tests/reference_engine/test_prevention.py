"""Prevention (437) as a replacement of a ``damage`` event, and replacement effects a resolved effect
creates for the rest of the turn (``effects.add_turn_replacement``)."""

from engine_helpers import two_players, unit

from reference_engine import effects
from reference_engine.setup import build


def board():
    return build(two_players(a={"base": [unit("u", 3)], "trash": [{"id": "spirit", "card": "Unyielding Spirit"}]},
                             b={"hand": [{"id": "ray", "card": "Hextech Ray"}]}), "1.4")


def test_prevented_damage_is_not_dealt_at_all():
    g = board()
    effects.add_turn_replacement(g, "spirit", prevent="spells-and-abilities")
    effects.deal(g, "u", 3, by="B", source="ray")
    assert g.cards["u"].damage == 0
    assert not [e for e in g.events if e["type"] == "damage"]  # 437.4


def test_damage_outside_the_prevention_is_dealt():
    g = board()
    effects.add_turn_replacement(g, "spirit", prevent="spells-and-abilities")
    effects.deal(g, "u", 2, by="B", source="combat")
    assert g.cards["u"].damage == 2


def test_no_prevention_without_the_effect():
    g = board()
    effects.deal(g, "u", 1, by="B", source="ray")
    assert g.cards["u"].damage == 1
