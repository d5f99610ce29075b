"""Card lane B: combat damage assignment order changed by a card's text ("I must be assigned combat damage
last", "You ignore [Tank] ... here") and Soraka's death replacement. Each is fought out and its effect
checked on the observed state."""

from __future__ import annotations

import pytest
from engine_helpers import deck, game, ok, refused, two_players, unit
from exercised import exercises
from cardsC_helpers import drive
from unl_helpers import official


def _dealt(s, cid: str) -> int:
    """The damage dealt to ``cid`` so far (combat heals the survivors afterwards, 466.1.a)."""
    return sum(e["amount"] for e in s.events() if e["type"] == "damage" and e["unit"] == cid)


def _battle(attackers, defenders, a_extra=None):
    s = game(two_players(a={"base": attackers, "deck": deck(2), **(a_extra or {})}, b={"deck": deck(2, "x")},
                         battlefields=[{"id": "bf1", "controller": "B", "units": defenders}]))
    ok(s, player="A", move=[u["id"] for u in attackers], to="bf1")
    ok(s, player="A", **{"pass": "focus"})
    return s, ok(s, player="B", **{"pass": "focus"})


@exercises("Caitlyn, Patrolling")
def test_caitlyn_is_assigned_combat_damage_after_the_units_beside_her():
    s, o = _battle([unit("a", 4)], [official("cait", "Caitlyn, Patrolling", controller="B"),
                                    unit("p", 3, controller="B")])
    # Caitlyn last: lethal to p first, the 1 left to her -- the only legal assignment, so not asked
    o = drive(s)
    assert o["cards"]["p"]["zone"] == "trash"
    assert o["cards"]["cait"]["zone"] == "bf1" and _dealt(s, "cait") == 1


@exercises("Caitlyn, Patrolling")
def test_caitlyn_deals_her_might_to_a_unit_at_a_battlefield_only_from_a_battlefield():
    s = game(two_players(a={"base": [official("home", "Caitlyn, Patrolling")]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [
                             official("cait", "Caitlyn, Patrolling", controller="A")]},
                             {"id": "bf2", "controller": "B", "units": [unit("e", 4, controller="B")]}]))
    refused(s, "battlefield", player="A", activate="home", targets=["e"])
    ok(s, player="A", activate="cait", targets=["e"])
    o = drive(s)
    assert o["cards"]["e"]["damage"] == 3 and o["cards"]["e"]["zone"] == "bf2"
    assert o["cards"]["cait"]["exhausted"] is True


@exercises("Dune Surfer")
def test_dune_surfer_lets_its_controller_ignore_tank_here():
    s, o = _battle([official("ds", "Dune Surfer")],
                   [unit("t", 3, controller="B", keywords=["Tank"]), unit("p", 2, controller="B")])
    assert o["decision"]["player"] == "A"  # Tank ignored: A may start with either unit
    refused(s, "465.2.c.3", player="A", assign={"p": 1, "t": 2})
    ok(s, player="A", assign={"p": 2, "t": 1})
    o = drive(s)
    assert o["cards"]["p"]["zone"] == "trash" and _dealt(s, "t") == 1


@exercises("Dune Surfer")
def test_dune_surfer_does_not_free_the_opponent_from_its_own_tank():
    s, o = _battle([official("ds", "Dune Surfer"), unit("at", 2, keywords=["Tank"])],
                   [unit("t", 3, controller="B", keywords=["Tank"]), unit("p", 1, controller="B")])
    ok(s, player="A", assign={"t": 3, "p": 2})
    o = drive(s)  # B's 4: lethal 2 to A's Tank first, the 2 left to Dune Surfer (forced, not asked)
    assert o["cards"]["at"]["zone"] == "trash" and o["cards"]["ds"]["zone"] == "bf1" and _dealt(s, "ds") == 2


def test_without_dune_surfer_tank_binds_the_attacker():
    s, o = _battle([unit("a", 3)], [unit("t", 3, controller="B", keywords=["Tank"]), unit("p", 2, controller="B")])
    o = drive(s)  # A's 3: all to the Tank (forced, not asked)
    assert o["cards"]["t"]["zone"] == "trash" and _dealt(s, "p") == 0


@exercises("Soraka, Wanderer")
@pytest.mark.parametrize("small", [True, False])
def test_soraka_recalls_a_smaller_friendly_unit_here_instead_of_its_death(small):
    s, o = _battle([official("sor", "Soraka, Wanderer"), unit("u", 2 if small else 4)], [unit("e", 5, controller="B")])
    o = drive(s)  # B's 5 damage: lethal to u first (Soraka last), the rest to Soraka
    if small:
        assert o["cards"]["u"]["zone"] == "base" and o["cards"]["u"]["damage"] == 0
        assert o["cards"]["u"]["exhausted"] is True
    else:
        assert o["cards"]["u"]["zone"] == "trash"  # not less Might than hers
    assert o["cards"]["sor"]["zone"] == "bf1" and o["cards"]["e"]["zone"] == "trash"


@exercises("Volibear, Furious")
def test_volibear_splits_five_damage_among_enemy_units_here_as_he_attacks():
    s = game(two_players(a={"base": [official("vb", "Volibear, Furious")]}, b={"deck": deck(2, "x")},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [
                             unit("e1", 2, controller="B"), unit("e2", 4, controller="B"), unit("e3", 9, controller="B")]},
                             {"id": "bf2", "controller": "B", "units": [unit("far", 1, controller="B")]}]))
    o = ok(s, player="A", move=["vb"], to="bf1")
    d = o["decision"]
    assert d["player"] == "A" and "far" not in d["options"] and set(d["options"]) == {"e1", "e2", "e3"}
    ok(s, player="A", choose=["e1", "e2"])
    o = ok(s, player="A", **{"pass": "priority"})
    o = ok(s, player="B", **{"pass": "priority"})
    refused(s, "at least 1", player="A", assign={"e1": 5, "e2": 0})
    ok(s, player="A", assign={"e1": 1, "e2": 4})
    o = s.observe()
    assert o["cards"]["e2"]["zone"] == "trash" and o["cards"]["e1"]["damage"] == 1
    assert o["cards"]["e3"]["damage"] == 0 and o["cards"]["far"]["damage"] == 0
