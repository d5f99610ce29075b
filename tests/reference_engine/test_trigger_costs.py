"""A cost within instructions at the start of a triggered ability's effect (383.3.b, 740.4.a.2): paid as
the ability is finalized; declined or unpayable, the ability leaves the chain (383.3.b.1, 404.2)."""

from engine_helpers import chain_refs, game, ok, two_players, unit

PASS_FOCUS = {"pass": "focus"}


def conquer_with_vayne(energy):
    s = game(two_players(a={"energy": energy, "base": [{"id": "vayne", "card": "Vayne, Hunter"}]},
                         battlefields=[{"id": "bf1"}]))
    ok(s, player="A", move=["vayne"], to="bf1")
    ok(s, player="A", **PASS_FOCUS)
    return s, ok(s, player="B", **PASS_FOCUS)


def test_the_cost_is_paid_while_the_ability_is_finalized_before_any_priority():
    s, o = conquer_with_vayne(2)
    assert o["decision"]["player"] == "A" and o["chain"][0]["status"] == "pending"
    o = ok(s, player="A", choose="yes")
    assert chain_refs(s) == ["vayne.trigger"] and o["chain"][0]["status"] == "finalized"
    assert o["players"]["A"]["energy"] == 1 and o["priority"] == "A"


def test_declining_removes_the_ability_and_spends_nothing():
    s, _ = conquer_with_vayne(1)
    o = ok(s, player="A", choose="no")
    assert o["chain"] == [] and o["players"]["A"]["energy"] == 1 and o["decision"] is None


def test_an_unpayable_cost_removes_the_ability_without_a_question():
    s, o = conquer_with_vayne(0)
    assert o["chain"] == [] and o["decision"] is None and o["cards"]["vayne"]["zone"] == "bf1"


def test_a_trigger_condition_clause_is_checked_as_the_event_happens():
    s = game(two_players(a={"energy": 1, "base": [unit("four", 4)]},
                         battlefields=[{"id": "bf1", "card": "Sunken Temple"}]))
    ok(s, player="A", move=["four"], to="bf1")
    ok(s, player="A", **PASS_FOCUS)
    o = ok(s, player="B", **PASS_FOCUS)
    assert o["chain"] == [] and o["decision"] is None and o["players"]["A"]["score"] == 1
