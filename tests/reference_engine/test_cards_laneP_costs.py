"""Lane P cards that change what a card costs: passive discounts and additional costs chosen as a card is
played (356.2, 356.4)."""

from engine_helpers import game, ok, pass_both, two_players, unit
from exercised import exercises


def _apprentice_game(where, energy, spell="Incinerate"):
    apprentice = {"id": "ea", "card": "Eager Apprentice"}
    bf = {"id": "bf1", "controller": "A", "units": [dict(apprentice, controller="A")] if where == "bf1" else []}
    a = {"energy": energy, "hand": [{"id": "sp", "card": spell}], "base": [apprentice] if where == "base" else []}
    return game(two_players(a=a, b={"base": [unit("bu", 3)]},
                            battlefields=[bf, {"id": "bf2", "units": [unit("bx", 3, controller="B")]}]))


@exercises("Eager Apprentice")
def test_eager_apprentice_at_a_battlefield_takes_one_off_spells():
    s = _apprentice_game("bf1", 2)
    o = ok(s, player="A", play="sp", targets=["bx"])  # Incinerate [2] costs [1]
    assert o["players"]["A"]["energy"] == 1


@exercises("Eager Apprentice")
def test_eager_apprentice_in_base_gives_nothing():
    s = _apprentice_game("base", 2)
    o = ok(s, player="A", play="sp", targets=["bx"])
    assert o["players"]["A"]["energy"] == 0


@exercises("Eager Apprentice")
def test_eager_apprentice_does_not_reduce_below_one():
    s = game(two_players(a={"energy": 1, "power": {"fury": 1}, "hand": [{"id": "sp", "card": "Hextech Ray"}]},
                          battlefields=[{"id": "bf1", "controller": "A",
                                         "units": [{"id": "ea", "card": "Eager Apprentice", "controller": "A"}]},
                                        {"id": "bf2", "units": [unit("bx", 3, controller="B")]}]))
    o = ok(s, player="A", play="sp", targets=["bx"])  # [1] stays [1]
    assert o["players"]["A"]["energy"] == 0


def _costed(cid, energy, power, might=2):
    return {"id": cid, "unit": {"might": might, "cost": energy, "power": power}}


@exercises("Kraken Hunter")
def test_kraken_hunter_spends_buffs_for_one_power_each():
    s = game(two_players(a={"energy": 3, "hand": [{"id": "kh", "card": "Kraken Hunter"}],
                            "base": [unit("u1", buffed=True), unit("u2", buffed=True), unit("u3")]}))
    o = ok(s, player="A", play="kh")
    assert sorted(o["decision"]["options"]) == ["u1", "u2"]  # only buffed units have a buff to spend
    o = ok(s, player="A", choose=["u1", "u2"])  # [3] + 2 Power, less 2 Power: no Body Power needed
    assert o["cards"]["kh"]["zone"] == "base" and o["players"]["A"]["energy"] == 0
    assert not o["cards"]["u1"]["buffed"] and not o["cards"]["u2"]["buffed"]


@exercises("Kraken Hunter")
def test_kraken_hunter_spending_too_few_buffs_cannot_be_paid():
    s = game(two_players(a={"energy": 3, "hand": [{"id": "kh", "card": "Kraken Hunter"}],
                            "base": [unit("u1", buffed=True), unit("u2", buffed=True)]}))
    ok(s, player="A", play="kh")
    assert not s.act({"player": "A", "choose": ["u1"]})["accepted"]  # 1 Body Power still due, none in the pool


@exercises("Commander Ledros")
def test_commander_ledros_kills_friendly_units_for_one_power_each():
    s = game(two_players(a={"energy": 6, "power": {"order": 2}, "hand": [{"id": "cl", "card": "Commander Ledros"}],
                            "base": [unit("u1"), unit("u2"), unit("u3")]}))
    ok(s, player="A", play="cl")
    o = ok(s, player="A", choose=["u1", "u3"])
    assert o["cards"]["cl"]["zone"] == "base" and o["players"]["A"]["energy"] == 0
    assert o["players"]["A"]["power"].get("order", 0) == 0  # 4 Power less 2
    assert o["cards"]["u1"]["zone"] == "trash" and o["cards"]["u3"]["zone"] == "trash" and o["cards"]["u2"]["zone"] == "base"


@exercises("Atakhan")
def test_atakhan_killing_a_unit_costs_its_energy_and_power_less():
    s = game(two_players(a={"energy": 3, "power": {"order": 2}, "hand": [{"id": "at", "card": "Atakhan"}],
                            "base": [_costed("big", 7, 1)]}))
    o = ok(s, player="A", play="at", additional_cost=True)  # the only friendly unit: forced
    assert o["cards"]["at"]["zone"] == "base" and o["cards"]["big"]["zone"] == "trash"
    assert o["players"]["A"]["energy"] == 0 and o["players"]["A"]["power"].get("order", 0) == 0  # [10]+3 less [7]+1


@exercises("Atakhan")
def test_atakhan_without_the_kill_costs_his_printed_cost():
    s = game(two_players(a={"energy": 9, "power": {"order": 3}, "hand": [{"id": "at", "card": "Atakhan"}],
                            "base": [_costed("big", 7, 1)]}))
    assert not s.act({"player": "A", "play": "at"})["accepted"]  # [10] is more than 9


@exercises("Atakhan")
def test_atakhan_attacking_makes_the_defender_kill_one_of_their_units_there():
    s = game(two_players(a={"base": [{"id": "at", "card": "Atakhan"}]},
                         battlefields=[{"id": "bf1", "controller": "B",
                                        "units": [unit("b1", 1, controller="B"), unit("b2", 1, controller="B")]}]))
    o = ok(s, player="A", move=["at"], to="bf1")
    for _ in range(6):
        if o["decision"]:
            break
        o = pass_both(s) if o["chain"] else ok(s, player=o["priority"] or "A", **{"pass": "focus"})
    assert o["decision"]["player"] == "B" and sorted(o["decision"]["options"]) == ["b1", "b2"]
    o = ok(s, player="B", choose=["b2"])
    assert o["cards"]["b2"]["zone"] == "trash" and o["cards"]["b1"]["zone"] == "bf1"


def _void_rush_game(with_reksai, energy=6):
    base = [{"id": "rs", "card": "Rek'Sai, Breacher"}] if with_reksai else []
    return game(two_players(a={"energy": energy, "power": {"fury": 3}, "base": base,
                               "hand": [{"id": "vr", "card": "Void Rush"},
                                        {"id": "hu", "unit": {"might": 2, "cost": 1, "domains": ["fury"]}}],
                               "deck": [{"id": "top", "unit": {"might": 2, "cost": 3, "domains": ["fury"]}}, unit("d1")]}))


def _void_rush_top(s):
    ok(s, player="A", play="vr")
    o = pass_both(s)
    o = ok(s, player="A", choose=["top"])  # banish it, then play it for [2] less
    while o["chain"] and not o["decision"]:
        o = pass_both(s)
    return o


@exercises("Rek'Sai, Breacher")
def test_reksai_breacher_gives_accelerate_to_a_unit_played_from_banishment():
    s = _void_rush_game(True)
    o = _void_rush_top(s)
    assert o["decision"]["options"] == ["yes", "no"]  # Accelerate offered (805.2)
    o = ok(s, player="A", choose="yes")
    while o["chain"]:
        o = pass_both(s)
    assert o["cards"]["top"]["zone"] == "base" and not o["cards"]["top"]["exhausted"]
    assert o["players"]["A"]["energy"] == 2 and o["players"]["A"]["power"].get("fury", 0) == 1  # 2 + 1 + [1][C]


@exercises("Rek'Sai, Breacher")
def test_without_reksai_breacher_the_unit_has_no_accelerate():
    s = _void_rush_game(False)
    o = _void_rush_top(s)
    while o["chain"] or o["decision"]:
        assert not (o["decision"] and o["decision"]["options"] == ["yes", "no"])
        o = pass_both(s)
    assert o["cards"]["top"]["zone"] == "base" and o["cards"]["top"]["exhausted"]


@exercises("Rek'Sai, Breacher")
def test_reksai_breacher_gives_nothing_to_a_unit_played_from_hand():
    s = _void_rush_game(True)
    assert not s.act({"player": "A", "play": "hu", "accelerate": True})["accepted"]
