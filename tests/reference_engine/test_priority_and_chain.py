"""Priority (312), the chain (327-340): pending and finalized items, passing, newest first."""

from engine_helpers import chain_refs, game, ok, refused, two_players, unit

BF = [{"id": "bf1", "controller": "B", "units": [unit("bu", 3, controller="B")]}]


def _void_vs_discipline():
    return game(two_players(
        a={"energy": 3, "power": {"fury": 1}, "hand": [{"id": "seeker", "card": "Void Seeker"}],
           "deck": [unit("a1")]},
        b={"energy": 2, "hand": [{"id": "disc", "card": "Discipline"}], "deck": [unit("b1")]},
        battlefields=BF))


def test_controller_of_a_new_item_gets_priority_and_passes_go_in_turn_order():
    s = _void_vs_discipline()
    o = ok(s, player="A", play="seeker", targets=["bu"])
    assert o["priority"] == "A" and o["turn"]["state"] == "neutral-closed"  # 337.4
    o = ok(s, player="A", **{"pass": "priority"})
    assert o["priority"] == "B"  # 339.2


def test_only_the_player_with_priority_may_act():
    s = _void_vs_discipline()
    ok(s, player="A", play="seeker", targets=["bu"])
    refused(s, "does not have priority", player="B", play="disc", targets=["bu"])
    refused(s, "does not have priority", player="B", **{"pass": "priority"})


def test_newest_item_resolves_first_and_priority_goes_to_the_next_items_controller():
    s = _void_vs_discipline()
    ok(s, player="A", play="seeker", targets=["bu"])
    ok(s, player="A", **{"pass": "priority"})
    ok(s, player="B", play="disc", targets=["bu"])
    assert chain_refs(s) == ["disc", "seeker"]
    ok(s, player="B", **{"pass": "priority"})
    o = ok(s, player="A", **{"pass": "priority"})  # 339.1 -> 340.1: Discipline resolves
    assert chain_refs(s) == ["seeker"]
    assert o["priority"] == "A"  # 340.4: the controller of the newest item, not the next in turn order
    assert o["cards"]["bu"]["might"] == 5 and o["players"]["B"]["hand"] == ["b1"]
    ok(s, player="A", **{"pass": "priority"})
    o = ok(s, player="B", **{"pass": "priority"})
    assert o["chain"] == [] and o["cards"]["bu"]["damage"] == 4 and o["cards"]["bu"]["zone"] == "bf1"
    assert o["priority"] == "A" and o["turn"]["state"] == "neutral-open"


def test_holding_priority_to_add_a_reaction_of_your_own():
    s = game(two_players(a={"energy": 4, "hand": [{"id": "d1", "card": "Discipline"}, {"id": "d2", "card": "Discipline"}],
                            "base": [unit("u")], "deck": [unit("x1"), unit("x2")]}))
    ok(s, player="A", play="d1", targets=["u"])
    o = ok(s, player="A", play="d2", targets=["u"])
    assert chain_refs(s) == ["d2", "d1"] and o["priority"] == "A"


def test_refused_play_leaves_the_state_unchanged():
    s = _void_vs_discipline()
    refused(s, "target", player="A", play="seeker", targets=["a1"])
    s2 = game(two_players(a={"energy": 0, "power": {"fury": 1}, "hand": [{"id": "seeker", "card": "Void Seeker"}]},
                          battlefields=BF))
    refused(s2, "energy", player="A", play="seeker", targets=["bu"])


def test_mistargeted_spell_still_does_the_rest():
    # Flash moves the target away: Void Seeker deals no damage (359.3.e.5) but still draws.
    s = game(two_players(
        a={"energy": 3, "power": {"fury": 1}, "hand": [{"id": "seeker", "card": "Void Seeker"}], "deck": [unit("a1")]},
        b={"energy": 2, "hand": [{"id": "flash", "card": "Flash"}]}, battlefields=BF))
    ok(s, player="A", play="seeker", targets=["bu"])
    ok(s, player="A", **{"pass": "priority"})
    ok(s, player="B", play="flash", targets=["bu"])
    for p in ("B", "A", "A", "B"):
        o = ok(s, player=p, **{"pass": "priority"})
    assert o["cards"]["bu"]["zone"] == "base" and o["cards"]["bu"]["damage"] == 0
    assert o["players"]["A"]["hand"] == ["a1"] and o["players"]["A"]["trash"] == ["seeker"]


def test_units_resolve_right_after_finalizing_with_no_priority_window():
    s = game(two_players(a={"energy": 2, "hand": [unit("u", 2, cost=2)]}))
    o = ok(s, player="A", play="u")
    assert o["chain"] == [] and o["cards"]["u"]["zone"] == "base" and o["cards"]["u"]["exhausted"] is True
    assert o["priority"] == "A"


def test_play_effect_goes_on_the_chain_after_its_unit_enters():
    s = game(two_players(a={"energy": 3, "hand": [{"id": "y", "card": "Lecturing Yordle"}], "deck": [unit("a1")]}))
    o = ok(s, player="A", play="y")
    assert o["cards"]["y"]["zone"] == "base"
    assert o["chain"] == [{"ref": "y.trigger", "kind": "trigger", "source": "y", "controller": "A",
                           "status": "finalized"}]


def test_countered_spell_goes_to_the_trash_unplayed():
    s = game(two_players(
        a={"energy": 2, "hand": [{"id": "fof", "card": "Fight or Flight"}]},
        b={"energy": 1, "power": {"calm": 1}, "hand": [{"id": "defy", "card": "Defy"}]},
        battlefields=BF))
    ok(s, player="A", play="fof", targets=["bu"])
    ok(s, player="A", **{"pass": "priority"})
    ok(s, player="B", play="defy", targets=["fof"])
    ok(s, player="B", **{"pass": "priority"})
    o = ok(s, player="A", **{"pass": "priority"})
    assert o["chain"] == [] and o["players"]["A"]["trash"] == ["fof"] and o["cards"]["bu"]["zone"] == "bf1"
    assert not any(e["type"] == "play" and e.get("card") == "fof" for e in s.events())  # 425.1.b
