"""Looking at the top of the Main Deck from compiled specs: "Look at the top N cards of your Main Deck.",
then draw one of them (a unit, a spell with Energy cost N or more, any card; "you may" lets the player
take none), then recycle the rest (to the bottom) or put them into the trash."""

from __future__ import annotations

import pytest
from engine_helpers import game, ok, unit
from exercised import exercises
from spec_lab import answer_until_rest

ALL_POWER = {d: 3 for d in ("fury", "calm", "mind", "body", "chaos", "order")}
DECK = [{"id": "g1", "gear": {}}, unit("u1", 2, cost=1), {"id": "s1", "card": "Cleave"}, unit("u2", 3, cost=5),
        unit("d5"), unit("d6")]


def _cast(card: str, answers: list, where: str = "hand") -> dict:
    s = game({"turn": {"active": "A", "phase": "main"}, "battlefields": [{"id": "bf1"}],
              "players": {"A": {"energy": 20, "power": ALL_POWER, "deck": [dict(c) for c in DECK],
                                where: [{"id": "x", "card": card}]}, "B": {}}})
    ok(s, player="A", play="x")
    return answer_until_rest(s, answers)


@exercises("Double Trouble")
@pytest.mark.parametrize("take", [["u1"], []])
def test_double_trouble_may_reveal_a_unit_among_the_top_3_and_draw_it_then_recycles_the_rest(take):
    o = _cast("Double Trouble", [(["u1"], take)])  # the units among g1, u1, s1
    hand, deck = o["players"]["A"]["hand"], o["players"]["A"]["deck"]
    assert hand == take
    rest = [c for c in ("g1", "u1", "s1") if c not in take]
    assert deck == ["u2", "d5", "d6"] + rest  # the rest recycled to the bottom, in order


@exercises("Called Shot")
def test_called_shot_draws_one_of_the_top_2_and_recycles_the_other():
    o = _cast("Called Shot", [(["g1", "u1"], ["u1"])])
    assert o["players"]["A"]["hand"] == ["u1"] and o["players"]["A"]["deck"] == ["s1", "u2", "d5", "d6", "g1"]


@exercises("Stacked Deck")
def test_stacked_deck_puts_one_of_the_top_3_into_the_hand_and_recycles_the_rest():
    o = _cast("Stacked Deck", [(["g1", "u1", "s1"], ["s1"])])
    assert o["players"]["A"]["hand"] == ["s1"] and o["players"]["A"]["deck"] == ["u2", "d5", "d6", "g1", "u1"]


@exercises("Stacked Deck")
def test_stacked_deck_looks_through_the_one_look_so_nocturne_may_banish_himself():
    """revealing.see_top: a compiled look applies "as you look at me" (370.1.b.1); Nocturne banished as he is
    seen is no longer among the cards Stacked Deck goes on with, and is played for [A] after it."""
    s = game({"turn": {"active": "A", "phase": "main"},
              "players": {"A": {"energy": 1, "power": {"calm": 1},
                                "deck": [{"id": "noc", "card": "Nocturne, Horrifying"}, unit("u1"), unit("u2"),
                                         unit("u3")],
                                "hand": [{"id": "x", "card": "Stacked Deck"}]}, "B": {}}})
    ok(s, player="A", play="x")
    ok(s, player="A", **{"pass": "priority"})
    o = ok(s, player="B", **{"pass": "priority"})
    assert o["decision"]["options"] == ["yes", "no"] and o["cards"]["noc"]["zone"] == "deck"
    ok(s, player="A", choose="yes")  # banish him
    o = ok(s, player="A", choose="yes")  # play him for [A]
    assert sorted(o["decision"]["options"]) == ["u1", "u2"]  # the two cards left of the three
    o = ok(s, player="A", choose=["u2"])
    assert o["cards"]["noc"]["zone"] == "base" and o["players"]["A"]["hand"] == ["u2"]
    assert o["players"]["A"]["deck"] == ["u3", "u1"] and o["players"]["A"]["power"] == {}


@exercises("Fate Weaver")
def test_fate_weaver_may_reveal_a_spell_with_energy_cost_4_or_more():
    """Cleave costs less than 4: among the top 4 there is no such spell, so nothing is asked or drawn."""
    o = _cast("Fate Weaver", [])
    assert o["players"]["A"]["hand"] == [] and o["players"]["A"]["deck"] == ["d5", "d6", "g1", "u1", "s1", "u2"]


@exercises("Fate Weaver")
def test_fate_weaver_reveals_a_spell_with_energy_cost_4_or_more_from_among_the_top_4():
    DECK.insert(1, {"id": "big", "card": "Singularity"})  # Energy cost 6
    try:
        o = _cast("Fate Weaver", [(["big"], ["big"])])  # Cleave (cost 1) is not offered
    finally:
        DECK.pop(1)
    assert o["players"]["A"]["hand"] == ["big"] and o["players"]["A"]["deck"] == ["u2", "d5", "d6", "g1", "u1", "s1"]


def test_looking_from_a_compiled_spec_goes_through_see_top_so_a_card_seen_may_banish_itself():
    """Stacked Deck looks at the top 3 through ``revealing.see_top`` (424): Nocturne, Horrifying on top may be
    banished as he is seen ("no" to playing him for [A]), and is then no longer among the cards looked at."""
    s = game({"turn": {"active": "A", "phase": "main"}, "battlefields": [{"id": "bf1"}],
              "players": {"A": {"energy": 20, "power": {"chaos": 3, "mind": 3},
                                "deck": [{"id": "n", "card": "Nocturne, Horrifying"}, unit("u1", 2), unit("u2", 2),
                                         unit("d5")],
                                "hand": [{"id": "x", "card": "Stacked Deck"}]}, "B": {}}})
    ok(s, player="A", play="x")
    o = answer_until_rest(s, [(["yes", "no"], "yes"), (["yes", "no"], "no"), (["u1", "u2"], ["u2"])])
    assert o["cards"]["n"]["zone"] == "banishment" and o["players"]["A"]["hand"] == ["u2"]
    assert o["players"]["A"]["deck"] == ["d5", "u1"]  # the rest (u1) recycled
