"""Optional additional costs: Repeat (820), paid as the card is played, one execution more per cost."""

from engine_helpers import game, ok, refused, two_players, unit

PASS = {"pass": "priority"}


def _frigid(energy):
    return two_players(a={"energy": energy, "hand": [{"id": "ft", "card": "Frigid Touch"}]},
                       b={"base": [unit("x", 5), unit("y", 5)]})


def _resolve(s):
    ok(s, player="A", **PASS)
    return ok(s, player="B", **PASS)


def test_repeat_costs_more_and_executes_the_effect_again_on_new_choices():
    s = game(_frigid(4))
    o = ok(s, player="A", play="ft", repeat=1, targets=["x", "y"])
    assert o["players"]["A"]["energy"] == 0  # [2] base + [2] Repeat (820.1.c.1)
    o = _resolve(s)
    assert o["cards"]["x"]["might"] == 3 and o["cards"]["y"]["might"] == 3


def test_repeat_may_choose_the_same_target_again():
    s = game(_frigid(4))
    ok(s, player="A", play="ft", repeat=1, targets=["x", "x"])
    assert _resolve(s)["cards"]["x"]["might"] == 1  # 820.2.a


def test_without_repeat_the_effect_happens_once():
    s = game(_frigid(4))
    o = ok(s, player="A", play="ft", targets=["x"])
    assert o["players"]["A"]["energy"] == 2
    assert _resolve(s)["cards"]["x"]["might"] == 3


def test_repeat_needs_its_cost_and_an_instance_to_pay_and_choices_for_each_execution():
    refused(_s := game(_frigid(3)), "energy", player="A", play="ft", repeat=1, targets=["x", "y"])
    refused(_s, "Repeat", player="A", play="ft", repeat=2, targets=["x", "y", "x"])  # one instance (820.1.c.3)
    refused(_s, "target 2", player="A", play="ft", repeat=1, targets=["x"])
    s = game(two_players(a={"energy": 5, "hand": [{"id": "c", "card": "Cleave"}], "base": [unit("u")]}))
    refused(s, "Repeat", player="A", play="c", repeat=1, targets=["u"])
    refused(s, "repeat", player="A", play="c", repeat=True, targets=["u"])

