"""Focus in showdowns (313, 341-348): who gets it, passing it, the chain that moves it, and the end."""

from engine_helpers import game, ok, refused, two_players, unit


def _combat(a_hand=(), b_hand=(), a_energy=4, b_energy=4, a_units=None, b_units=None):
    return game(two_players(
        a={"energy": a_energy, "hand": list(a_hand), "base": a_units or [unit("striker", 3)],
           "deck": [unit("a1"), unit("a2")]},
        b={"energy": b_energy, "hand": list(b_hand), "deck": [unit("b1"), unit("b2")]},
        battlefields=[{"id": "bf1", "controller": "B", "units": b_units or [unit("guard", 2, controller="B")]}]))


def test_the_contester_gets_focus_and_priority_and_two_passes_end_the_showdown():
    s = _combat()
    o = ok(s, player="A", move=["striker"], to="bf1")
    assert o["focus"] == "A" and o["priority"] == "A"  # 345, 313.2
    assert o["showdown"] == {"at": "bf1", "combat": True, "attacker": "A", "defender": "B"}
    assert o["cards"]["striker"]["designation"] == "attacker" and o["cards"]["guard"]["designation"] == "defender"
    o = ok(s, player="A", **{"pass": "focus"})
    assert o["focus"] == "B" and o["priority"] == "B"  # 347.2.b
    o = ok(s, player="B", **{"pass": "focus"})  # 347.2.a -> combat damage, cleanup
    assert o["showdown"] is None and o["turn"]["state"] == "neutral-open"
    assert o["cards"]["guard"]["zone"] == "trash" and o["cards"]["striker"]["damage"] == 0
    assert o["battlefields"]["bf1"]["controller"] == "A" and o["players"]["A"]["score"] == 1


def test_passing_priority_keeps_focus_and_a_chain_started_with_a_card_passes_it():
    s = _combat(a_hand=[{"id": "cleave", "card": "Cleave"}])
    ok(s, player="A", move=["striker"], to="bf1")
    ok(s, player="A", play="cleave", targets=["striker"])
    o = ok(s, player="A", **{"pass": "priority"})
    assert o["priority"] == "B" and o["focus"] == "A"  # 313.3
    o = ok(s, player="B", **{"pass": "priority"})
    assert o["chain"] == [] and o["focus"] == "B" and o["priority"] == "B"  # 340.2.a, 346


def test_focus_pass_needs_an_empty_chain_and_priority_pass_needs_a_chain():
    s = _combat(a_hand=[{"id": "cleave", "card": "Cleave"}])
    ok(s, player="A", move=["striker"], to="bf1")
    refused(s, "no chain", player="A", **{"pass": "priority"})
    ok(s, player="A", play="cleave", targets=["striker"])
    refused(s, "pass priority", player="A", **{"pass": "focus"})


def test_an_automatic_focus_pass_is_not_a_voluntary_pass():
    s = _combat(a_hand=[{"id": "cleave", "card": "Cleave"}])
    ok(s, player="A", move=["striker"], to="bf1")
    ok(s, player="A", play="cleave", targets=["striker"])
    ok(s, player="A", **{"pass": "priority"})
    ok(s, player="B", **{"pass": "priority"})  # focus moves to B automatically
    o = ok(s, player="B", **{"pass": "focus"})
    assert o["showdown"] is not None and o["focus"] == "A"  # one voluntary pass so far
    o = ok(s, player="A", **{"pass": "focus"})
    assert o["showdown"] is None


def test_the_initial_combat_chain_of_triggers_does_not_pass_focus():
    s = _combat(a_units=[{"id": "drake", "card": "Dune Drake"}])
    o = ok(s, player="A", move=["drake"], to="bf1")
    assert [c["ref"] for c in o["chain"]] == ["drake.trigger"] and o["priority"] == "A"
    ok(s, player="A", **{"pass": "priority"})
    o = ok(s, player="B", **{"pass": "priority"})
    assert o["chain"] == [] and o["focus"] == "A" and o["priority"] == "A"  # 346.1
    assert o["cards"]["drake"]["might"] == 7  # the guard is ready: +2 this turn


def test_non_combat_showdown_at_an_empty_battlefield_then_conquer():
    s = game(two_players(a={"base": [unit("u")]}, battlefields=[{"id": "bf1"}]))
    o = ok(s, player="A", move=["u"], to="bf1")
    assert o["showdown"] == {"at": "bf1", "combat": False} and o["focus"] == "A"
    assert o["battlefields"]["bf1"]["contested"] is True and o["battlefields"]["bf1"]["contested_by"] == "A"
    ok(s, player="A", **{"pass": "focus"})
    o = ok(s, player="B", **{"pass": "focus"})
    assert o["showdown"] is None and o["battlefields"]["bf1"]["controller"] == "A"
    assert o["battlefields"]["bf1"]["contested"] is False and o["players"]["A"]["score"] == 1


def test_no_standard_move_during_a_showdown():
    s = game(two_players(a={"base": [unit("u"), unit("v")]}, battlefields=[{"id": "bf1"}, {"id": "bf2"}]))
    ok(s, player="A", move=["u"], to="bf1")
    refused(s, "showdown", player="A", move=["v"], to="bf2")


def test_a_trigger_caused_by_the_last_resolution_joins_the_same_chain():
    # In a showdown, A's Cleave resolves and A's Ravenbloom Student triggers ("when you play a spell"):
    # the trigger joins the chain Cleave opened, so focus passes only when that chain closes (340.2.a).
    s = game(two_players(a={"energy": 1, "hand": [{"id": "cleave", "card": "Cleave"}],
                            "base": [{"id": "rs", "card": "Ravenbloom Student"}]},
                         battlefields=[{"id": "bf1"}]))
    ok(s, player="A", move=["rs"], to="bf1")
    ok(s, player="A", play="cleave", targets=["rs"])
    ok(s, player="A", **{"pass": "priority"})
    o = ok(s, player="B", **{"pass": "priority"})
    assert [c["ref"] for c in o["chain"]] == ["rs.trigger"] and o["focus"] == "A" and o["priority"] == "A"
    ok(s, player="A", **{"pass": "priority"})
    o = ok(s, player="B", **{"pass": "priority"})
    assert o["chain"] == [] and o["focus"] == "B" and o["cards"]["rs"]["might"] == 3
