"""Kayn, Unleashed: "If I have moved twice this turn, I don't take damage" (a unit that can't be dealt
damage, 465.2.c.10), counted per object and per turn."""

from engine_helpers import game, two_players, unit

from reference_engine.combat_damage import cannot_be_dealt_damage
from reference_engine.effects import deal
from reference_engine.movement import move, moves_this_turn


def _kayn():
    return game(two_players(a={"base": [{"id": "kayn", "card": "Kayn, Unleashed"}]}, b={"deck": [unit("b1")]},
                            battlefields=[{"id": "bf1"}, {"id": "bf2"}]))


def test_damage_only_after_the_second_move_this_turn():
    s = _kayn()
    g = s._g
    move(g, ["kayn"], "bf1")
    assert moves_this_turn(g, "kayn") == 1 and not cannot_be_dealt_damage(g, "kayn")
    deal(g, "kayn", 1, by="B")
    assert g.cards["kayn"].damage == 1
    move(g, ["kayn"], "bf2")
    assert cannot_be_dealt_damage(g, "kayn")
    deal(g, "kayn", 3, by="B")
    assert g.cards["kayn"].damage == 1


def test_the_count_is_for_this_turn_only():
    s = _kayn()
    g = s._g
    move(g, ["kayn"], "bf1")
    move(g, ["kayn"], "bf2")
    assert moves_this_turn(g, "kayn") == 2
    g.turn_number += 1
    assert moves_this_turn(g, "kayn") == 0 and not cannot_be_dealt_damage(g, "kayn")


def test_a_new_object_starts_again():
    s = _kayn()
    g = s._g
    move(g, ["kayn"], "bf1")
    move(g, ["kayn"], "bf2")
    from reference_engine.zones import put

    put(g, "kayn", "hand")
    put(g, "kayn", "base")
    assert moves_this_turn(g, "kayn") == 0
