"""The combat damage step (465): Might totals, assignment legality, forced assignments, refusals."""

from engine_helpers import game, ok, refused, two_players, unit

from reference_engine import combat_damage as cd
from reference_engine.setup import build
from reference_engine.state import Modifier

PASS_FOCUS = {"pass": "focus"}


def state(defenders: list[dict]):
    """A game state with B's ``defenders`` at bf1 (A attacks them)."""
    return build(two_players(battlefields=[{"id": "bf1", "controller": "B", "units": [
        {**d, "controller": "B"} for d in defenders]}]), "1.4")


def problem(g, total, assignment):
    return cd.assignment_problem(g, list(g.battlefields["bf1"].units), total, assignment)


def fight(attackers: list[dict], defenders: list[dict]):
    """A moves ``attackers`` to B's bf1 and both players pass: the damage step is next."""
    s = game(two_players(a={"base": attackers},
                         battlefields=[{"id": "bf1", "controller": "B",
                                        "units": [{**d, "controller": "B"} for d in defenders]}]))
    ok(s, player="A", move=[a["id"] for a in attackers], to="bf1")
    ok(s, player="A", **PASS_FOCUS)
    return s, ok(s, player="B", **PASS_FOCUS)


# -- legality of an assignment ---------------------------------------------------------------------


def test_lethal_in_full_before_the_next_unit():
    g = state([unit(f"u{i}", 3) for i in range(4)])
    assert problem(g, 5, {"u0": 3, "u1": 2}) is None
    assert "465.2.c.3" in problem(g, 5, {"u0": 2, "u1": 1, "u2": 1, "u3": 1})
    assert "465.2.c.3" in problem(g, 5, {"u0": 2, "u1": 2, "u2": 1})


def test_no_more_than_lethal_while_another_unit_lacks_it():
    g = state([unit("u0", 3, damage=1), unit("u1", 3, damage=1), unit("u2", 3, damage=1), unit("u3", 3, damage=1)])
    assert problem(g, 5, {"u0": 2, "u1": 2, "u2": 1}) is None
    assert "465.2.c.4" in problem(g, 5, {"u0": 3, "u1": 2})


def test_excess_goes_anywhere_once_every_unit_has_lethal():
    g = state([unit("a", 2), unit("b", 2)])
    assert problem(g, 7, {"a": 5, "b": 2}) is None
    assert problem(g, 7, {"a": 2, "b": 5}) is None
    assert "465.2.c.4" in problem(g, 3, {"a": 3})


def test_tank_first_and_backline_last():
    g = state([unit("back", 2, keywords=["Backline"]), unit("plain", 2), unit("tank", 2, keywords=["Tank"])])
    assert "Tank" in problem(g, 2, {"plain": 2})
    assert "Tank" in problem(g, 4, {"plain": 2, "back": 2})
    assert problem(g, 4, {"tank": 2, "plain": 2}) is None
    assert "Backline" in problem(g, 4, {"tank": 2, "back": 2})
    assert problem(g, 5, {"tank": 2, "plain": 2, "back": 1}) is None


def test_two_tanks_in_either_order():
    g = state([unit("t1", 3, keywords=["Tank"]), unit("t2", 3, keywords=["Tank"]), unit("p", 1)])
    assert problem(g, 4, {"t1": 3, "t2": 1}) is None
    assert problem(g, 4, {"t2": 3, "t1": 1}) is None
    assert problem(g, 4, {"t1": 3, "p": 1}) is not None


def test_a_unit_with_tank_and_backline_takes_either_priority():
    g = state([unit("both", 2, keywords=["Tank", "Backline"]), unit("p1", 2), unit("p2", 2)])
    assert problem(g, 2, {"both": 2}) is None  # as a Tank
    assert problem(g, 6, {"p1": 2, "p2": 2, "both": 2}) is None  # as Backline
    assert problem(g, 3, {"both": 2, "p1": 1}) is None
    assert problem(g, 3, {"p1": 2, "both": 1}) is not None  # neither first nor last


def test_marked_damage_counts_towards_lethal_and_zero_might_needs_one():
    g = state([unit("hurt", 4, damage=3), unit("zero", 0), unit("p", 5)])
    assert cd.lethal_needed(g, "hurt") == 1
    assert cd.lethal_needed(g, "zero") == 1
    assert problem(g, 3, {"hurt": 1, "zero": 1, "p": 1}) is None
    assert problem(g, 3, {"hurt": 2, "p": 1}) is not None


def test_shape_of_the_answer_is_checked():
    g = state([unit("a", 2), unit("b", 2)])
    assert "mapping" in problem(g, 2, ["a", "b"])
    assert "exactly 2" in problem(g, 2, {"a": 1})
    assert "cannot be assigned" in problem(g, 2, {"zz": 2})
    assert "whole numbers" in problem(g, 2, {"a": -1, "b": 3})
    assert "whole numbers" in problem(g, 2, {"a": True, "b": 1})


# -- forced assignments ----------------------------------------------------------------------------


def test_forced_when_only_one_legal_assignment_exists():
    g = state([unit("t", 3, keywords=["Tank"]), unit("p", 2)])
    assert cd.forced_assignment(g, ["t", "p"], 4) == {"t": 3, "p": 1}
    assert cd.forced_assignment(g, ["t", "p"], 5) == {"t": 3, "p": 2}
    assert cd.forced_assignment(g, ["t", "p"], 6) is None  # one extra point may go to either
    assert cd.forced_assignment(g, ["t", "p"], 0) == {}


def test_a_choice_among_equal_units_is_asked():
    g = state([unit("a", 3), unit("b", 3)])
    assert cd.forced_assignment(g, ["a", "b"], 3) is None
    assert cd.forced_assignment(g, ["a", "b"], 6) == {"a": 3, "b": 3}


# -- the step, through the engine ------------------------------------------------------------------


def test_totals_stunned_units_add_nothing_and_negative_might_counts_zero():
    g = state([unit("x", 4, stunned=True), unit("y", 2)])
    g.cards["y"].modifiers.append(Modifier(kind="might", timestamp=g.tick(), amount=-5))
    assert cd.might(g, "y") == -3
    assert cd.side_total(g, ["x", "y"]) == 0
    g.cards["x"].stunned = False
    assert cd.side_total(g, ["x", "y"]) == 4


def test_assignment_is_asked_then_dealt_all_at_once():
    s, o = fight([unit("big", 5)], [unit("d1", 3), unit("d2", 3)])
    assert o["decision"]["player"] == "A" and o["decision"]["kind"] == "assign-damage"
    assert o["decision"]["amount"] == 5
    assert "465.2.c.4" in refused(s, player="A", assign={"d1": 1, "d2": 4})
    assert "exactly 5" in refused(s, player="A", assign={"d1": 3, "d2": 1})
    assert "465.2.c.4" in refused(s, player="A", assign={"d1": 5})
    o = ok(s, player="A", assign={"d2": 3, "d1": 2})
    # The defenders' 6 Might goes to the only attacker without a question; all damage is dealt together.
    assert o["decision"] is None
    assert o["cards"]["d2"]["zone"] == "trash" and o["cards"]["big"]["zone"] == "trash"
    assert o["cards"]["d1"]["zone"] == "bf1" and o["cards"]["d1"]["damage"] == 0
    damage = [e for e in s.events() if e["type"] == "damage"]
    assert [(e["unit"], e["amount"]) for e in damage] == [("d2", 3), ("d1", 2), ("big", 6)]
    assert all(e["type"] != "die" for e in s.events()[:s.events().index(damage[-1])])


def test_defender_assigns_after_the_attacker():
    s, o = fight([unit("a1", 2), unit("a2", 2)], [unit("d1", 3), unit("d2", 3)])
    assert o["decision"]["player"] == "A"
    o = ok(s, player="A", assign={"d1": 3, "d2": 1})
    assert o["decision"]["player"] == "B" and o["decision"]["amount"] == 6
    o = ok(s, player="B", assign={"a1": 2, "a2": 4})
    assert o["cards"]["a1"]["zone"] == "trash" and o["cards"]["a2"]["zone"] == "trash"
    assert o["battlefields"]["bf1"]["controller"] == "B"


def test_tank_gets_damage_first_without_a_question():
    s, o = fight([unit("a", 3)], [unit("t", 2, keywords=["Tank"]), unit("p", 2)])
    assert o["decision"] is None
    assert o["cards"]["t"]["zone"] == "trash" and o["cards"]["p"]["zone"] == "bf1"


def test_unit_that_cannot_be_dealt_damage_is_exempt(monkeypatch):
    from reference_engine import behaviour as base

    monkeypatch.setattr(base.Behaviour, "prevents_damage",
                        lambda self, g, source, u: g.cards[u].name == "Ghost" and source == u)
    g = state([unit("ghost", 2, name="Ghost"), unit("p", 2)])
    for c in g.cards.values():
        c.official = True  # the patched default behaviour applies to every card
    assert cd.cannot_be_dealt_damage(g, "ghost")
    assert problem(g, 2, {"p": 2}) is None
    assert problem(g, 2, {"ghost": 2}) is not None
    assert problem(g, 4, {"p": 2, "ghost": 2}) is None
    assert cd.forced_assignment(g, ["ghost", "p"], 2) == {"p": 2}


def test_example_assignment_is_always_legal():
    g = state([unit("t", 2, keywords=["Tank"]), unit("b", 2, keywords=["Backline"]), unit("p", 3, damage=1)])
    targets = list(g.battlefields["bf1"].units)
    for total in range(0, 10):
        assert problem(g, total, cd.example_assignment(g, targets, total)) is None


# -- replacement effects on the resulting damage count as it is assigned (465.2.c.5) ----------------


def _with_replacement(defenders: list[dict], card: str, on: str, **data):
    """``state`` with ``card`` (a spell in A's trash) having left its replacement effect on unit ``on``."""
    from reference_engine.effects import add_replacement

    g = build(two_players(a={"trash": [{"id": "src", "card": card}]},
                          battlefields=[{"id": "bf1", "controller": "B", "units": [
                              {**d, "controller": "B"} for d in defenders]}]), "1.4")
    add_replacement(g, on, "src", **data)
    return g


def test_doubled_damage_is_lethal_with_less_assigned():
    g = _with_replacement([unit("u0", 3), unit("u1", 3), unit("u2", 3)], "Lotus Trap", "u0")
    assert cd.lethal_assignment(g, "u0", 5) == 2 and cd.lethal_assignment(g, "u1", 5) == 3
    assert problem(g, 5, {"u0": 2, "u1": 3}) is None
    assert "465.2.c.4" in problem(g, 5, {"u0": 3, "u1": 2})  # 3 doubles to 6: more than lethal
    assert "465.2.c.4" in problem(g, 5, {"u0": 1, "u1": 4})  # 1 doubles to 2: u0 still lacks lethal
    assert cd.forced_assignment(g, ["u0", "u1"], 5) == {"u0": 2, "u1": 3}
    assert g.cards["u0"].memory["replacements"]  # working it out used nothing up


def test_prevented_damage_needs_more_assigned_and_the_shield_is_not_used_up():
    g = _with_replacement([unit("u0", 3), unit("u1", 3)], "Ki Barrier", "u0", prevent_up_to=2)
    assert cd.lethal_assignment(g, "u0", 6) == 5
    assert problem(g, 8, {"u0": 5, "u1": 3}) is None
    assert "465.2.c.3" in problem(g, 5, {"u0": 3, "u1": 2})  # 3 less 2 prevented is not lethal
    assert problem(g, 6, {"u0": 3, "u1": 3}) is None  # u1 lethal first, the rest to u0
    assert cd.lethal_assignment(g, "u0", 4) == 5  # no amount there is to assign is lethal
    assert g.cards["u0"].memory["replacements"][0]["prevent_up_to"] == 2


def test_doubled_assignment_is_dealt_doubled_once():
    s = game(two_players(a={"energy": 2, "base": [unit("big", 5)], "hand": [{"id": "lt", "card": "Lotus Trap"}]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [
                             unit(f"u{i}", 3, controller="B") for i in range(3)]}]))
    ok(s, player="A", move=["big"], to="bf1")
    ok(s, player="A", play="lt", targets=["u0"])
    ok(s, player="A", **{"pass": "priority"})
    ok(s, player="B", **{"pass": "priority"})
    ok(s, player="B", **PASS_FOCUS)
    ok(s, player="A", **PASS_FOCUS)
    refused(s, player="A", assign={"u0": 3, "u1": 2})
    ok(s, player="A", assign={"u0": 2, "u1": 3})
    dealt = {e["unit"]: e["amount"] for e in s.events() if e["type"] == "damage"}
    assert dealt == {"u0": 4, "u1": 3, "big": 9}  # B's 9 all goes to big
