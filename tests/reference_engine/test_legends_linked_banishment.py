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
