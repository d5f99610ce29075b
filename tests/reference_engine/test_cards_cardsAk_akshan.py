"""Akshan, Mischievous: control of a gear for as long as he stays on the board (390.4, 391, 480.3), played
in small games; the gear's zone, base, controller and attachment are checked on the observed state."""

from battlefield_helpers import resolve
from engine_helpers import game, ok, two_players, unit
from exercised import exercises

RICH = {"energy": 14, "power": {"fury": 5, "calm": 5, "mind": 5, "body": 5, "chaos": 5, "order": 5}}


def card(cid, name, **extra):
    return {"id": cid, "card": name, **extra}


def setup(b_base, a_hand=(), active="A"):
    return game(two_players(
        a={"hand": [card("x", "Akshan, Mischievous"), card("v", "Vengeance"), *a_hand],
           "deck": [unit("d1"), unit("d2")], **RICH},
        b={"base": list(b_base), "deck": [unit("e1"), unit("e2")], **RICH},
        battlefields=[{"id": "bf"}], active=active))


def settle(s, o, gear=None, player="A"):
    """Answer the open questions (trigger order as offered, ``gear`` for the enemy gear) and resolve."""
    while o["decision"] is not None or o["chain"]:
        d = o["decision"]
        if d is None:
            o = resolve(s, o)
        elif d["kind"] == "order-triggers":
            o = ok(s, player=d["player"], order=d["options"])
        else:
            o = ok(s, player=d["player"], choose=[gear] if gear in d["options"] else [])
    return o


def where(o, cid):
    c = o["cards"][cid]
    base = next((p for p, pl in o["players"].items() if cid in pl["base"]), None)
    return c["zone"], base, c["controller"], c["attached_to"]


@exercises("Akshan, Mischievous")
def test_akshan_takes_an_equipment_until_he_leaves_the_board():
    s = setup([card("sw", "B.F. Sword"), card("orb", "Orb of Regret")])
    o = settle(s, ok(s, player="A", play="x", additional_cost=True), gear="sw")
    assert o["players"]["A"]["energy"] == 10 and o["players"]["A"]["power"]["body"] == 3  # [4] and [C][C]
    assert where(o, "sw") == ("base", "A", "A", "x")
    assert where(o, "orb") == ("base", "B", "B", None)
    o = settle(s, ok(s, player="A", play="v", targets=["x"]))
    assert o["cards"]["x"]["zone"] == "trash"
    # 719.5: detached where he was; control goes back (391); the cleanup recalls it to B's base (323.7)
    assert where(o, "sw") == ("base", "B", "B", None)


@exercises("Akshan, Mischievous")
def test_akshan_takes_a_gear_that_is_no_equipment_without_attaching_it():
    s = setup([card("orb", "Orb of Regret")])
    o = settle(s, ok(s, player="A", play="x", additional_cost=True), gear="orb")
    assert where(o, "orb") == ("base", "A", "A", None)
    o = settle(s, ok(s, player="A", play="v", targets=["x"]))
    assert where(o, "orb") == ("base", "B", "B", None)


@exercises("Akshan, Mischievous")
def test_akshan_without_the_additional_cost_takes_nothing():
    s = setup([card("sw", "B.F. Sword")])
    o = settle(s, ok(s, player="A", play="x"), gear="sw")
    assert o["players"]["A"]["power"]["body"] == 5
    assert where(o, "sw") == ("base", "B", "B", None)


@exercises("Akshan, Mischievous")
def test_akshan_gone_before_his_play_effect_resolves_gives_no_control():
    """359.3.e.16: the delayed passive is not generated; the gear still moves, and goes back in the cleanup."""
    s = setup([card("orb", "Orb of Regret")], a_hand=[card("r", "Retreat")])
    o = ok(s, player="A", play="x", additional_cost=True)
    while o["decision"] is not None:
        d = o["decision"]
        o = ok(s, player="A", order=d["options"]) if d["kind"] == "order-triggers" else \
            ok(s, player="A", choose=["orb"] if "orb" in d["options"] else [])
    assert [c["ref"] for c in o["chain"]] == ["x.trigger"]  # Weaponmaster had no Equipment to choose
    o = settle(s, ok(s, player="A", play="r", targets=["x"]))
    assert o["cards"]["x"]["zone"] == "hand"
    assert any(e["type"] == "move-gear" and e["card"] == "orb" for e in s.events())
    assert not any(e["type"] == "gain-control" for e in s.events())
    assert where(o, "orb") == ("base", "B", "B", None)


@exercises("Akshan, Mischievous")
def test_akshan_takes_an_equipment_off_an_enemy_unit_without_moving_it_first():
    """718.5.c: an attached gear does not move by itself; control still changes, and attaching it to Akshan
    detaches it from its unit and brings it to his location (434.1.f, 434.4)."""
    runes = [{"id": f"r{i}", "domain": "body"} for i in range(6)]
    s = game(two_players(a={"hand": [card("x", "Akshan, Mischievous")], "deck": [unit("d1"), unit("d2")], "runes": runes},
                         b={"base": [unit("bu", 2), card("sw", "B.F. Sword")], "deck": [unit("e1"), unit("e2")],
                            "power": {"order": 1}}, battlefields=[{"id": "bf"}], active="B"))
    ok(s, player="B", activate="sw", targets=["bu"])
    ok(s, player="B", **{"pass": "priority"})
    o = ok(s, player="A", **{"pass": "priority"})
    assert where(o, "sw") == ("base", "B", "B", "bu")
    ok(s, player="B", end_turn=True)
    for i in range(4):
        ok(s, player="A", activate=f"r{i}")
    for i in range(2):
        ok(s, player="A", activate=f"r{i}", ability=2)
    o = settle(s, ok(s, player="A", play="x", additional_cost=True), gear="sw")
    assert where(o, "sw") == ("base", "A", "A", "x")
    assert o["cards"]["bu"]["might"] == 2 and o["cards"]["x"]["might"] == 7
    assert not any(e["type"] == "move-gear" for e in s.events())


@exercises("Akshan, Mischievous")
def test_akshan_at_a_battlefield_leaves_the_gear_there_to_be_recalled_to_its_owner():
    """435.4.b, 149.3: the gear detaches at his last location, and the cleanup recalls it to its controller's
    base -- its owner's, once his control has ended."""
    s = game(two_players(a={"hand": [card("x", "Akshan, Mischievous"), card("v", "Vengeance")], "deck": [unit("d1")], **RICH},
                         b={"base": [card("sw", "B.F. Sword")], "deck": [unit("e1")]},
                         battlefields=[{"id": "bf", "controller": "A", "units": [unit("au", 1, controller="A")]}]))
    o = settle(s, ok(s, player="A", play="x", to="bf", additional_cost=True), gear="sw")
    assert where(o, "sw") == ("bf", None, "A", "x")
    o = settle(s, ok(s, player="A", play="v", targets=["x"]))
    assert o["cards"]["x"]["zone"] == "trash"
    assert where(o, "sw") == ("base", "B", "B", None)
