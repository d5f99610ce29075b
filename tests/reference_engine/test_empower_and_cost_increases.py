"""The Empowered state (441), Empower abilities (827) and passive cost increases (356.3)."""

from engine_helpers import chain_refs, game, ok, refused, two_players, unit

from reference_engine.empowered import empower, is_empowered
from reference_engine.setup import build

PASS = {"pass": "priority"}


def helm_game(b_energy=2, b_power=None, a_energy=5):
    return game(two_players(
        a={"energy": a_energy, "power": {"calm": 1}, "base": [{"id": "helm", "card": "Helm of Suppression"}],
           "hand": [{"id": "own", "card": "Stupefy"}], "deck": [unit("a1")]},
        b={"energy": b_energy, "power": b_power or {}, "hand": [{"id": "st", "card": "Stupefy"}], "deck": [unit("b1")]},
        battlefields=[{"id": "bf1", "controller": "B", "units": [unit("bu", 3, controller="B")]}]))


def test_empowered_is_a_board_state_that_cannot_repeat():
    g = build(two_players(a={"base": [unit("u")], "hand": [unit("h")]}))
    assert empower(g, "u") and is_empowered(g, "u")
    assert not empower(g, "u")  # 441.1.c
    assert not empower(g, "h") and not is_empowered(g, "h")  # 441.2
    from reference_engine.zones import put

    put(g, "u", "hand")
    assert not is_empowered(g, "u")  # a new object off the board


def test_empower_ability_uses_the_chain_and_then_cannot_be_used_again():
    s = helm_game()
    o = ok(s, player="A", activate="helm")
    assert chain_refs(s) == ["helm.ability"] and o["players"]["A"]["energy"] == 1 and o["priority"] == "A"
    ok(s, player="A", **PASS)
    ok(s, player="B", **PASS)
    refused(s, "Empowered", player="A", activate="helm")


def test_opponents_spells_cost_more_and_own_spells_do_not():
    s = helm_game(a_energy=1)
    o = ok(s, player="A", play="own", targets=["bu"])
    assert o["players"]["A"]["energy"] == 0  # the Helm taxes only opponents
    s = helm_game(b_energy=1, a_energy=1)
    ok(s, player="A", play="own", targets=["bu"])
    ok(s, player="A", **PASS)
    refused(s, "energy", player="B", play="st", targets=["bu"])  # 1 + 1 more
    s = helm_game(b_energy=2, a_energy=1)
    ok(s, player="A", play="own", targets=["bu"])
    ok(s, player="A", **PASS)
    assert ok(s, player="B", play="st", targets=["bu"])["players"]["B"]["energy"] == 0


def test_an_empowered_helm_adds_power_of_any_domain():
    for power, accepted in (({}, False), ({"fury": 1}, True)):
        s = helm_game(b_energy=2, b_power=power, a_energy=6)
        ok(s, player="A", activate="helm")
        ok(s, player="A", **PASS)
        ok(s, player="B", **PASS)
        ok(s, player="A", play="own", targets=["bu"])
        ok(s, player="A", **PASS)
        result = s.act({"player": "B", "play": "st", "targets": ["bu"]})
        assert result["accepted"] is accepted


def mel_game(hand):
    return game(two_players(a={"base": [{"id": "mel", "card": "Mel, Defiant Soul"}], "hand": hand},
                            battlefields=[{"id": "bf1", "controller": "B", "units": [unit("bu", 2, controller="B")]}]))


def test_an_ability_with_a_discard_cost_pays_it_on_finalization_or_cannot_be_activated():
    refused(mel_game([unit("x")]), player="A", activate="mel")  # no spell to discard (402.3)
    s = mel_game([{"id": "ray", "card": "Hextech Ray"}])
    o = ok(s, player="A", activate="mel")  # one spell: the choice is forced
    assert o["cards"]["ray"]["zone"] == "trash" and chain_refs(s) == ["mel.ability"]
    ok(s, player="A", **PASS)
    o = ok(s, player="B", **PASS)
    assert chain_refs(s) == ["mel.trigger"]  # 441.2.a: becoming Empowered is an event
    ok(s, player="A", **PASS)
    o = ok(s, player="B", **PASS)
    assert o["cards"]["bu"]["zone"] == "banishment"
