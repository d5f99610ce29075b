"""[Add] abilities (429): they resolve as soon as they are finalized, never move priority or focus, and
never count as adding to the chain for the priority round."""

from engine_helpers import game, ok, refused, two_players, unit
from exercised import exercises


def test_add_ability_keeps_priority_and_the_round_of_passes():
    s = game(two_players(
        a={"energy": 3, "power": {"fury": 1}, "hand": [{"id": "seeker", "card": "Void Seeker"}], "deck": [unit("a1")]},
        b={"base": [{"id": "conduit", "card": "Energy Conduit"}]},
        battlefields=[{"id": "bf1", "controller": "B", "units": [unit("bu", 3, controller="B")]}]))
    ok(s, player="A", play="seeker", targets=["bu"])
    ok(s, player="A", **{"pass": "priority"})
    o = ok(s, player="B", activate="conduit")
    assert o["priority"] == "B" and [c["ref"] for c in o["chain"]] == ["seeker"]
    assert o["players"]["B"]["energy"] == 1 and o["cards"]["conduit"]["exhausted"] is True
    o = ok(s, player="B", **{"pass": "priority"})  # A already passed: this second pass resolves Void Seeker
    assert o["chain"] == [] and o["cards"]["bu"]["zone"] == "trash"


def test_add_ability_in_a_showdown_does_not_pass_focus():
    s = game(two_players(a={"base": [unit("u"), {"id": "conduit", "card": "Energy Conduit"}]},
                         battlefields=[{"id": "bf1"}]))
    ok(s, player="A", move=["u"], to="bf1")
    o = ok(s, player="A", activate="conduit")
    assert o["chain"] == [] and o["focus"] == "A" and o["priority"] == "A"  # 346.1, 429.2.a
    assert o["players"]["A"]["energy"] == 1


def test_rune_abilities_add_energy_or_power_of_its_domain():
    s = game(two_players(a={"runes": [{"id": "r1", "domain": "fury"}, {"id": "r2", "domain": "calm"}]}))
    o = ok(s, player="A", activate="r1")
    assert o["players"]["A"]["energy"] == 1 and o["cards"]["r1"]["exhausted"] is True
    o = ok(s, player="A", activate="r2", ability=2)
    assert o["players"]["A"]["power"] == {"calm": 1} and "r2" not in o["players"]["A"]["runes"]


@exercises("Daughter of the Void")
def test_spell_only_power_cannot_pay_for_a_unit():
    s = game(two_players(a={"legend": {"id": "kaisa", "card": "Daughter of the Void"},
                            "hand": [{"id": "u", "unit": {"might": 2, "cost": 0, "power": 1}},
                                     {"id": "seeker", "card": "Void Seeker"}],
                            "energy": 3, "deck": [unit("a1")]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("bu", 5, controller="B")]}]))
    s.act({"player": "A", "activate": "kaisa"})
    assert s.observe()["decision"]["kind"] == "choose"  # two domains: which power to add
    o = ok(s, player="A", choose="fury")
    assert o["players"]["A"]["power"] == {"fury": 1} and o["cards"]["kaisa"]["exhausted"] is True
    refused(s, "power", player="A", play="u")
    o = ok(s, player="A", play="seeker", targets=["bu"])
    assert o["players"]["A"]["power"] == {} and o["players"]["A"]["energy"] == 0
