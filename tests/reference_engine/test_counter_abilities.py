"""Countering an ability on the chain (425.3): Not So Fast names a triggered ability as its target."""

from tests.reference_engine.engine_helpers import chain_refs, game, ok, refused, two_players, unit
from tests.reference_engine.exercised import exercises


def _shieldbearer_on_the_chain(choice: str):
    s = game(two_players(
        a={"energy": 2, "power": {"calm": 1}, "base": [unit("guard", 3)],
           "hand": [{"id": "nsf", "card": "Not So Fast"}]},
        b={"energy": 3, "base": [unit("own", 1)], "hand": [{"id": "bearer", "card": "Solari Shieldbearer"}]},
        active="B"))
    ok(s, player="B", play="bearer")
    ok(s, player="B", choose=[choice])
    ok(s, player="B", **{"pass": "priority"})
    return s


@exercises("Not So Fast")
def test_not_so_fast_counters_a_trigger_choosing_a_friendly_unit():
    s = _shieldbearer_on_the_chain("guard")
    state = ok(s, player="A", play="nsf", targets=["bearer.trigger"])
    assert chain_refs(s) == ["nsf", "bearer.trigger"]
    ok(s, player="A", **{"pass": "priority"})
    state = ok(s, player="B", **{"pass": "priority"})
    assert state["chain"] == []
    assert state["cards"]["guard"]["stunned"] is False
    assert state["cards"]["nsf"]["zone"] == "trash"
    assert any(e["type"] == "counter" and e["item"] == "bearer.trigger" for e in s.events())


def test_not_so_fast_cannot_target_an_ability_choosing_only_enemy_units():
    s = _shieldbearer_on_the_chain("own")  # B's trigger stuns B's own unit: nothing friendly to A is chosen
    refused(s, player="A", play="nsf", targets=["bearer.trigger"])


def test_a_target_that_left_the_board_is_no_longer_chosen():
    """359.3.e.9.a: a choice that has changed to a non-board zone no longer counts as chosen."""
    from reference_engine.targets import chosen_now

    s = _shieldbearer_on_the_chain("guard")
    g = s._g
    item = g.item("bearer.trigger")
    assert chosen_now(g, item) == ["guard"]
    from reference_engine.zones import put

    put(g, "guard", "trash")
    assert chosen_now(g, item) == []
