"""Resources restricted in use (166, 429): Energy and Power an [Add] ability puts in the pool "only to play
spells" pay for spells and nothing else. Card: Lux, Crownguard ([E]: Add [2], spells only)."""

from engine_helpers import game, ok, refused, two_players, unit

from reference_engine import effects, payment
from reference_engine.setup import build

LUX = {"id": "lux", "card": "Lux, Crownguard"}
RAY = {"id": "ray", "card": "Hextech Ray"}
PASS = {"pass": "priority"}


def lux_game(**a):
    return game(two_players(a={"base": [LUX], **a}, battlefields=[
        {"id": "bf1", "controller": "B", "units": [unit("g", 5, controller="B")]}]))


def test_the_added_energy_is_in_the_pool_but_cannot_pay_for_a_unit():
    s = lux_game(hand=[unit("u", 2, cost=2)])
    o = ok(s, player="A", activate="lux")
    assert o["players"]["A"]["energy"] == 2 and o["cards"]["lux"]["exhausted"]
    refused(s, "only for playing spells", player="A", play="u")


def test_the_added_energy_pays_for_a_spell():
    s = lux_game(power={"fury": 1}, hand=[RAY])
    ok(s, player="A", activate="lux")
    o = ok(s, player="A", play="ray", targets=["g"])
    assert o["players"]["A"]["energy"] == 1 and o["chain"][0]["ref"] == "ray"


def test_a_spell_spends_the_restricted_energy_first_and_leaves_the_rest_for_a_unit():
    s = lux_game(energy=1, power={"fury": 1}, hand=[RAY, unit("u", 1, cost=1), unit("v", 1, cost=1)])
    ok(s, player="A", activate="lux")
    ok(s, player="A", play="ray", targets=["g"])
    ok(s, player="A", **PASS)
    o = ok(s, player="B", **PASS)
    assert o["players"]["A"]["energy"] == 2  # one unrestricted, one for spells only
    o = ok(s, player="A", play="u")
    assert o["players"]["A"]["energy"] == 1 and o["cards"]["u"]["zone"] == "base"
    refused(s, "only for playing spells", player="A", play="v")


def test_restricted_energy_cannot_pay_a_triggered_abilitys_cost():
    s = game(two_players(a={"base": [LUX], "power": {"fury": 2}, "hand": [RAY],
                            "trash": [{"id": "phoenix", "card": "Immortal Phoenix"}]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("g", 3, controller="B")]}]))
    ok(s, player="A", activate="lux")
    ok(s, player="A", play="ray", targets=["g"])
    ok(s, player="A", **PASS)
    o = ok(s, player="B", **PASS)
    assert o["cards"]["g"]["zone"] == "trash" and o["players"]["A"]["energy"] == 1
    assert o["decision"] is None and o["chain"] == []  # 404.2: the Phoenix's [1] cannot be paid


def test_restricted_energy_empties_with_the_pool():
    g = build(two_players(), "1.4")
    effects.add_resources(g, "A", 2, spells_only=True)
    assert payment.energy_available(g, "A") == 0 and payment.energy_available(g, "A", for_spell=True) == 2
    from reference_engine.cleanup import cleanup

    cleanup(g, "ending")
    assert g.players["A"].energy == 0 and g.players["A"].spell_energy == 0
