"""Lane P cards that reveal cards from a deck, banish one, then play it ignoring its cost (the Origins errata
wording; 356.1.b.1), and recycle the rest (416)."""

from engine_helpers import game, ok, pass_both, two_players, unit
from exercised import exercises


def _settle(s, o):
    while o["chain"] or o["decision"]:
        o = ok(s, player=o["decision"]["player"], choose="base") if o["decision"] else pass_both(s)
    return o


@exercises("Dazzling Aurora")
def test_dazzling_aurora_reveals_down_to_a_unit_plays_it_free_and_recycles_the_rest():
    s = game(two_players(a={"base": [{"id": "da", "card": "Dazzling Aurora"}],
                            "deck": [{"id": "g1", "gear": {"cost": 2}}, {"id": "g2", "gear": {}},
                                     unit("big", 6, cost=9), unit("x")]}))
    o = _settle(s, ok(s, player="A", end_turn=True))
    assert o["cards"]["big"]["zone"] == "base" and o["cards"]["big"]["controller"] == "A"
    assert o["players"]["A"]["deck"] == ["x", "g1", "g2"]
    kinds = [e["type"] for e in s.events() if e.get("card") == "big"]
    assert kinds.index("banish") < kinds.index("play")  # banished, then played (errata)


@exercises("Dazzling Aurora")
def test_dazzling_aurora_with_no_unit_recycles_everything_revealed():
    s = game(two_players(a={"base": [{"id": "da", "card": "Dazzling Aurora"}],
                            "deck": [{"id": "g1", "gear": {}}, {"id": "g2", "gear": {}}]}))
    o = _settle(s, ok(s, player="A", end_turn=True))
    assert o["players"]["A"]["deck"] == ["g1", "g2"] and o["cards"]["g1"]["zone"] == "deck"


@exercises("Blind Fury")
def test_blind_fury_plays_the_opponents_top_card_free_under_its_players_control():
    s = game(two_players(a={"energy": 4, "power": {"fury": 2}, "hand": [{"id": "bf", "card": "Blind Fury"}]},
                         b={"deck": [unit("top", 5, cost=8), unit("b1")]}))
    ok(s, player="A", play="bf")
    o = _settle(s, pass_both(s))
    assert o["cards"]["top"]["zone"] == "base" and o["cards"]["top"]["controller"] == "A"
    assert o["cards"]["top"]["owner"] == "B" and o["players"]["B"]["deck"] == ["b1"]
    assert o["players"]["A"]["energy"] == 0
