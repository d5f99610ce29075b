"""Optional additional costs: Repeat (820), paid as the card is played, one execution more per cost."""

from engine_helpers import game, ok, refused, two_players, unit
from exercised import exercises

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



# -- "you may ... as an additional cost" (356.2.b) --------------------------------------------------------

@exercises("Sea Monkey")
def test_an_optional_energy_cost_paid_makes_the_if_you_paid_trigger_act():
    s = game(two_players(a={"energy": 3, "hand": [{"id": "m", "card": "Sea Monkey"}]}))
    o = ok(s, player="A", play="m", additional_cost=True)
    assert o["players"]["A"]["energy"] == 0  # [2] + the optional [1]
    assert [c["ref"] for c in o["chain"]] == ["m.trigger"]
    ok(s, player="A", **PASS)
    o = ok(s, player="B", **PASS)
    assert o["cards"]["m"]["zone"] == "base" and o["cards"]["m"]["buffed"] is True


def test_an_optional_cost_not_paid_costs_nothing_and_the_trigger_does_not_act():
    s = game(two_players(a={"energy": 3, "hand": [{"id": "m", "card": "Sea Monkey"}]}))
    o = ok(s, player="A", play="m")
    assert o["players"]["A"]["energy"] == 1 and o["chain"] == []
    assert o["cards"]["m"]["buffed"] is False


def test_an_optional_cost_must_be_payable_and_exist():
    s = game(two_players(a={"energy": 2, "hand": [{"id": "m", "card": "Sea Monkey"},
                                                  {"id": "c", "card": "Cleave"}], "base": [unit("u")]}))
    refused(s, "energy", player="A", play="m", additional_cost=True)
    refused(s, "no optional additional cost", player="A", play="c", targets=["u"], additional_cost=True)


def test_an_optional_exhaust_cost_asks_which_unit_and_changes_the_effect():
    s = game(two_players(a={"energy": 2, "hand": [{"id": "med", "card": "Meditation"}],
                            "base": [unit("u1"), unit("u2"), unit("tired", exhausted=True)],
                            "deck": [unit("d1"), unit("d2"), unit("d3")]}))
    o = ok(s, player="A", play="med", additional_cost=True)
    assert o["decision"]["player"] == "A" and sorted(o["decision"]["options"]) == ["u1", "u2"]
    o = ok(s, player="A", choose=["u2"])
    assert o["cards"]["u2"]["exhausted"] is True and o["cards"]["u1"]["exhausted"] is False
    ok(s, player="A", **PASS)
    o = ok(s, player="B", **PASS)
    assert o["players"]["A"]["hand"] == ["d1", "d2"]  # "if you do, draw 2"


def test_an_optional_exhaust_cost_not_chosen_draws_one_and_cannot_be_paid_without_a_ready_unit():
    s = game(two_players(a={"energy": 2, "hand": [{"id": "med", "card": "Meditation"}],
                            "base": [unit("tired", exhausted=True)], "deck": [unit("d1"), unit("d2")]}))
    refused(s, "cannot be paid", player="A", play="med", additional_cost=True)
    ok(s, player="A", play="med")
    ok(s, player="A", **PASS)
    o = ok(s, player="B", **PASS)
    assert o["players"]["A"]["hand"] == ["d1"]


# -- non-standard costs: recycle (416.3) and return --------------------------------------------------------

def test_a_recycle_cost_needs_cards_in_the_trash_and_puts_the_chosen_one_at_the_bottom():
    s = game(two_players(a={"base": [{"id": "vi", "card": "Vi, Destructive"}], "deck": [unit("d1")]}))
    refused(s, "cannot be paid", player="A", activate="vi")  # empty trash (416.3)
    s = game(two_players(a={"base": [{"id": "vi", "card": "Vi, Destructive"}], "deck": [unit("d1")],
                            "trash": [unit("t1"), unit("t2")]}))
    o = ok(s, player="A", activate="vi")
    assert o["decision"]["player"] == "A" and sorted(o["decision"]["options"]) == ["t1", "t2"]
    o = ok(s, player="A", choose=["t2"])
    assert o["players"]["A"]["deck"] == ["d1", "t2"] and o["players"]["A"]["trash"] == ["t1"]
    ok(s, player="A", **PASS)
    o = ok(s, player="B", **PASS)
    assert o["cards"]["vi"]["might"] == 4


@exercises("Garbage Grabber")
def test_garbage_grabber_recycles_three_pays_and_exhausts_then_draws():
    gear = {"id": "gg", "card": "Garbage Grabber"}
    s = game(two_players(a={"energy": 1, "base": [gear], "trash": [unit("t1"), unit("t2")], "deck": [unit("d1")]}))
    refused(s, "cannot be paid", player="A", activate="gg")
    s = game(two_players(a={"energy": 1, "base": [gear], "trash": [unit("t1"), unit("t2"), unit("t3")],
                            "deck": [unit("d1")]}))
    o = ok(s, player="A", activate="gg")  # exactly three: the choice is forced
    assert o["players"]["A"]["trash"] == [] and o["players"]["A"]["deck"] == ["d1", "t1", "t2", "t3"]
    assert o["cards"]["gg"]["exhausted"] is True and o["players"]["A"]["energy"] == 0
    ok(s, player="A", **PASS)
    o = ok(s, player="B", **PASS)
    assert o["players"]["A"]["hand"] == ["d1"]


@exercises("Legion Quartermaster")
def test_a_mandatory_return_cost_needs_a_friendly_gear():
    lq = {"id": "lq", "card": "Legion Quartermaster"}
    s = game(two_players(a={"energy": 3, "hand": [lq]}, b={"base": [{"id": "eg", "gear": {"name": "Enemy Gear"}}]}))
    refused(s, "cannot be paid", player="A", play="lq")
    s = game(two_players(a={"energy": 3, "hand": [lq], "base": [{"id": "g1", "gear": {"name": "Test Gear"}}]}))
    o = ok(s, player="A", play="lq")
    assert o["cards"]["g1"]["zone"] == "hand" and o["cards"]["lq"]["zone"] == "base"


@exercises("Brazen Buccaneer")
def test_an_optional_discard_cost_reduces_the_cost_when_paid():
    bb = {"id": "bb", "card": "Brazen Buccaneer"}
    s = game(two_players(a={"energy": 4, "hand": [bb, unit("junk"), unit("keep")]}))
    refused(s, "energy", player="A", play="bb")  # 6 without the discard
    o = ok(s, player="A", play="bb", additional_cost=True)
    assert o["decision"]["player"] == "A" and sorted(o["decision"]["options"]) == ["junk", "keep"]
    o = ok(s, player="A", choose=["junk"])
    assert o["players"]["A"]["trash"] == ["junk"] and o["players"]["A"]["energy"] == 0
    assert o["cards"]["bb"]["zone"] == "base"
    s = game(two_players(a={"energy": 4, "hand": [bb]}))
    refused(s, "cannot be paid", player="A", play="bb", additional_cost=True)  # nothing to discard
