"""Lane A cards that play a unit from the trash "ignoring its cost" (356.1.b.1) or "ignoring its Energy cost"
(356.1.b.2: the Power cost is still paid), by a spell or a triggered ability; the unit is a target in a
public zone (355.9.a)."""

from engine_helpers import game, ok, two_players, unit
from exercised import exercises


def _pass_both(s, first="A", second="B"):
    ok(s, player=first, **{"pass": "priority"})
    return ok(s, player=second, **{"pass": "priority"})


def _power_unit(cid, energy, power, domain="chaos"):
    return {"id": cid, "unit": {"might": 3, "cost": energy, "power": power, "domains": [domain]}}


@exercises("The Harrowing")
def test_the_harrowing_plays_a_trash_unit_paying_only_its_power():
    s = game(two_players(a={"energy": 6, "power": {"chaos": 3},
                            "hand": [{"id": "h", "card": "The Harrowing"}], "trash": [_power_unit("big", 7, 1)]}))
    ok(s, player="A", play="h", targets=["big"])
    o = _pass_both(s)  # The Harrowing resolves; the unit waits on the chain, then its location is asked
    if o["decision"] is not None:
        o = ok(s, player="A", choose="base")
    while o["chain"]:
        o = _pass_both(s)
    assert o["cards"]["big"]["zone"] == "base" and o["players"]["A"]["energy"] == 0
    assert o["players"]["A"]["power"].get("chaos", 0) == 0  # 2 for The Harrowing, 1 for the unit's Power cost


@exercises("The Harrowing")
def test_the_harrowing_undoes_a_play_whose_power_cannot_be_paid():
    s = game(two_players(a={"energy": 6, "power": {"chaos": 2},
                            "hand": [{"id": "h", "card": "The Harrowing"}], "trash": [_power_unit("big", 7, 1)]}))
    ok(s, player="A", play="h", targets=["big"])
    o = _pass_both(s)
    while o["chain"]:
        o = _pass_both(s)
    assert o["cards"]["big"]["zone"] == "trash"  # 358.5: back where it was


def _play_trigger_game(card, cid, trash, energy, power):
    return game(two_players(a={"energy": energy, "power": power, "hand": [{"id": cid, "card": card}], "trash": trash}))


@exercises("Soulgorger")
def test_soulgorger_may_play_a_unit_from_the_trash_ignoring_its_energy_cost():
    s = _play_trigger_game("Soulgorger", "sg", [_power_unit("t1", 9, 1), unit("t2", 2, cost=1)], 8, {"chaos": 3})
    o = ok(s, player="A", play="sg")  # the unit resolves at once (337.2); its play trigger asks
    assert o["decision"]["options"] == ["t1", "t2"]  # "you may": choosing nothing declines
    o = ok(s, player="A", choose=["t1"])
    while o["chain"] or o["decision"]:
        o = ok(s, player="A", choose="base") if o["decision"] else _pass_both(s)
    assert o["cards"]["t1"]["zone"] == "base" and o["players"]["A"]["power"].get("chaos", 0) == 0  # 2 + 1


@exercises("Spectral Matron")
def test_spectral_matron_plays_a_cheap_trash_unit_ignoring_its_cost():
    s = _play_trigger_game("Spectral Matron", "sm", [_power_unit("ok", 3, 1, "order"), _power_unit("big", 4, 0, "order")],
                           4, {"order": 2})
    ok(s, player="A", play="sm")
    o = s.observe()
    while o["chain"] and not o["decision"]:
        o = _pass_both(s)
    assert o["decision"]["options"] == ["ok"]  # [4] is more than [3]: not a choice
    o = ok(s, player="A", choose=["ok"])
    while o["chain"] or o["decision"]:
        o = ok(s, player="A", choose="base") if o["decision"] else _pass_both(s)
    assert o["cards"]["ok"]["zone"] == "base" and o["players"]["A"]["power"].get("order", 0) == 0  # Matron's 2 only


@exercises("Tail-Cloaked Matriarch")
def test_tail_cloaked_matriarch_empowered_plays_a_trash_unit_to_base():
    s = game(two_players(a={"energy": 2, "power": {"chaos": 1}, "base": [{"id": "tm", "card": "Tail-Cloaked Matriarch"}],
                            "trash": [_power_unit("ok", 3, 1), _power_unit("big", 5, 0)]},
                         battlefields=[{"id": "bf1", "controller": "A"}]))
    ok(s, player="A", activate="tm")
    o = _pass_both(s)
    assert o["cards"]["tm"]["empowered"] and o["decision"]["options"] == ["ok"]
    o = ok(s, player="A", choose=["ok"])
    while o["chain"]:
        o = _pass_both(s)
    assert o["cards"]["ok"]["zone"] == "base" and o["decision"] is None  # to base: no location asked


@exercises("Here to Help")
def test_here_to_help_plays_a_unit_from_hand_to_a_controlled_battlefield_for_three_less():
    s = game(two_players(a={"energy": 4, "power": {"body": 1},
                            "hand": [{"id": "hh", "card": "Here to Help"}, unit("big", 4, cost=5)]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("g", 1, controller="A")]}]))
    ok(s, player="A", play="hh")
    o = _pass_both(s)
    assert o["decision"]["options"] == ["big"]
    o = ok(s, player="A", choose=["big"])
    while o["chain"] or o["decision"]:
        o = ok(s, player="A", choose="bf1") if o["decision"] else _pass_both(s)
    assert o["cards"]["big"]["zone"] == "bf1" and o["players"]["A"]["energy"] == 0  # 2 + (5 - 3)


@exercises("Reinforce")
def test_reinforce_banishes_and_plays_a_unit_for_five_less_and_recycles_the_rest():
    s = game(two_players(a={"energy": 6, "hand": [{"id": "rf", "card": "Reinforce"}],
                            "deck": [unit("x1"), unit("big", 5, cost=6), unit("x2"), unit("x3"), unit("x4"), unit("x5")]}))
    ok(s, player="A", play="rf")
    o = _pass_both(s)
    assert sorted(o["decision"]["options"]) == ["big", "x1", "x2", "x3", "x4"]  # the top 5 only
    o = ok(s, player="A", choose=["big"])
    while o["chain"] or o["decision"]:
        o = ok(s, player="A", choose="base") if o["decision"] else _pass_both(s)
    assert o["cards"]["big"]["zone"] == "base" and o["players"]["A"]["energy"] == 0  # 5 + (6 - 5)
    assert o["players"]["A"]["deck"] == ["x5", "x1", "x2", "x3", "x4"]  # the rest recycled in order


@exercises("Void Rush")
def test_void_rush_plays_a_revealed_card_for_two_less_and_draws_the_other():
    s = game(two_players(a={"energy": 4, "power": {"fury": 1},
                            "hand": [{"id": "vr", "card": "Void Rush"}],
                            "deck": [unit("a", 2, cost=1), unit("b", 3, cost=4), unit("c")]}))
    ok(s, player="A", play="vr")
    o = _pass_both(s)
    assert o["decision"]["options"] == ["a", "b"]
    o = ok(s, player="A", choose=["b"])
    assert o["players"]["A"]["hand"] == ["a"]  # drawn: the one not banished
    while o["chain"] or o["decision"]:
        o = ok(s, player="A", choose="base") if o["decision"] else _pass_both(s)
    assert o["cards"]["b"]["zone"] == "base" and o["players"]["A"]["energy"] == 0  # 2 + (4 - 2)
