"""Legends that banish cards and act on them later (linked abilities, 393, 427.3.a): Virtuoso."""

from battlefield_helpers import resolve
from engine_helpers import game, ok, two_players, unit
from exercised import exercises


def spell(cid: str, name: str = "Consult the Past") -> dict:
    return {"id": cid, "card": name}


def virtuoso(energy: int, hand: list, runes: int = 6):
    deck = [unit(f"d{i}") for i in range(12)]
    rune_deck = [{"id": f"r{i}", "card": "Mind Rune"} for i in range(runes)]
    return game(two_players(a={"legend": {"id": "leg", "card": "Virtuoso"}, "energy": energy, "hand": hand,
                               "deck": deck, "rune_deck": rune_deck}))


def play_and_resolve(s, cid: str) -> dict:
    ok(s, player="A", play=cid)
    return resolve(s)


@exercises("Virtuoso")
def test_virtuoso_banishes_spells_it_paid_four_for_and_pays_off_at_four():
    s = virtuoso(16, [spell(f"c{i}") for i in range(1, 5)])
    for n, cid in enumerate(["c1", "c2", "c3"], start=1):
        o = play_and_resolve(s, cid)
        assert o["decision"]["player"] == "A" and o["decision"]["options"] == ["yes", "no"]
        o = resolve(s, ok(s, player="A", choose="yes"))
        assert o["cards"][cid]["zone"] == "banishment" and len(o["players"]["A"]["banishment"]) == n
    hand_before = len(o["players"]["A"]["hand"])
    o = play_and_resolve(s, "c4")
    o = resolve(s, ok(s, player="A", choose="yes"))
    a = o["players"]["A"]
    assert a["banishment"] == [] and sorted(a["trash"]) == ["c1", "c2", "c3", "c4"]  # each in its trash
    assert len(a["runes"]) == 4 and len(a["rune_deck"]) == 2  # channel 4 runes
    assert len(a["hand"]) == hand_before - 1 + 2 + 1  # c4 played, drew 2 from it, then 1


@exercises("Virtuoso")
def test_virtuoso_ignores_spells_that_cost_less_than_four_and_may_be_declined():
    s = virtuoso(8, [spell("b1", "Lunar Boon"), unit("x"), spell("c1")])
    o = play_and_resolve(s, "b1")  # 3 spent: no trigger
    if o["decision"]:  # Lunar Boon's own discard
        o = resolve(s, ok(s, player="A", choose=o["decision"]["options"][0]))
    assert o["decision"] is None and "b1" in o["players"]["A"]["trash"]
    o = play_and_resolve(s, "c1")
    o = resolve(s, ok(s, player="A", choose="no"))
    assert "c1" in o["players"]["A"]["trash"] and o["players"]["A"]["banishment"] == []


CUB = "Pakaa Cub"  # a 3 Energy unit with no rules text beyond [Hidden]


def burrower_conquers(energy: int, top: list):
    s = game(two_players(a={"legend": {"id": "leg", "card": "Void Burrower"}, "energy": energy,
                            "base": [unit("raider", 3)], "deck": top + [unit("d9")]},
                         b={"deck": [unit("b1"), unit("b2")]}, battlefields=[{"id": "bf"}]))
    ok(s, player="A", move=["raider"], to="bf")
    ok(s, player="A", **{"pass": "focus"})
    o = ok(s, player="B", **{"pass": "focus"})
    assert o["decision"]["options"] == ["yes", "no"]
    return s, resolve(s, ok(s, player="A", choose="yes"))


@exercises("Void Burrower")
def test_void_burrower_banishes_a_revealed_card_and_plays_it_paying_its_cost():
    s, o = burrower_conquers(3, [{"id": "cub", "card": CUB}, unit("other")])
    assert sorted(o["decision"]["options"]) == ["cub", "other"] and o["cards"]["leg"]["exhausted"] is True
    o = ok(s, player="A", choose=["cub"])
    if o["decision"]:  # where the unit is played: base or a battlefield A controls (355.2.a)
        assert "bf" in o["decision"]["options"]
        o = ok(s, player="A", choose="bf")
    o = resolve(s, o)
    assert o["cards"]["cub"]["zone"] == "bf" and o["players"]["A"]["energy"] == 0  # paid its cost
    assert o["players"]["A"]["deck"][-1] == "other"  # the rest recycled


@exercises("Void Burrower")
def test_void_burrower_leaves_the_card_banished_when_its_cost_cannot_be_paid():
    s, o = burrower_conquers(1, [{"id": "cub", "card": CUB}, unit("other")])
    o = resolve(s, ok(s, player="A", choose=["cub"]))
    assert o["cards"]["cub"]["zone"] == "banishment" and o["chain"] == []  # 358.5: the play is undone
    assert o["players"]["A"]["energy"] == 1 and o["players"]["A"]["deck"][-1] == "other"
    s, o = burrower_conquers(3, [{"id": "cub", "card": CUB}, unit("other")])
    o = resolve(s, ok(s, player="A", choose=[]))  # banish none: both recycled
    assert o["players"]["A"]["deck"][-2:] == ["cub", "other"] and o["players"]["A"]["banishment"] == []


@exercises("Void Burrower")
def test_void_burrower_plays_a_spell_choosing_its_targets_as_it_is_finalized():
    s = game(two_players(a={"legend": {"id": "leg", "card": "Void Burrower"}, "energy": 3,
                            "base": [unit("raider", 5)], "deck": [{"id": "wages", "card": "Wages of Pain"}, unit("d9")]},
                         b={"deck": [unit("b1"), unit("b2")]},
                         battlefields=[{"id": "bf"}, {"id": "bf2", "controller": "B",
                                                      "units": [unit("enemy", 3, controller="B")]}]))
    ok(s, player="A", move=["raider"], to="bf")
    ok(s, player="A", **{"pass": "focus"})
    ok(s, player="B", **{"pass": "focus"})
    o = resolve(s, ok(s, player="A", choose="yes"))
    o = ok(s, player="A", choose=["wages"])
    assert sorted(o["decision"]["options"]) == ["enemy", "raider"]  # "a unit at a battlefield", chosen now
    o = resolve(s, ok(s, player="A", choose="enemy"))
    assert o["cards"]["enemy"]["zone"] == "trash" and o["cards"]["wages"]["zone"] == "trash"
    assert o["players"]["A"]["energy"] == 0
