"""Turn structure end to end: the rune deck and the Channel Phase (315.3, 430), recycling runes (416.1.b),
the Draw Phase with burn out repeated (315.4, 431), rune pools emptying (316.3, 317.2.d)."""

import pytest
from engine_helpers import game, ok, two_players, unit

from reference_engine.errors import SetupError


def _runes(*pairs):
    return [{"id": i, "domain": d} for i, d in pairs]


def test_the_channel_phase_channels_the_top_two_runes_ready():
    s = game(two_players(b={"rune_deck": _runes(("r1", "fury"), ("r2", "calm"), ("r3", "mind")),
                            "deck": [unit("b1")]}))
    o = ok(s, player="A", end_turn=True)
    assert o["players"]["B"]["runes"] == ["r1", "r2"]
    assert o["players"]["B"]["rune_deck"] == ["r3"]
    assert o["cards"]["r1"]["zone"] == "runes" and o["cards"]["r1"]["exhausted"] is False
    assert o["cards"]["r3"]["zone"] == "rune_deck"
    kinds = [e["type"] for e in s.events()]
    # Channel (315.3) comes before the draw (315.4), both before the Main Phase (316).
    assert kinds.index("channel") < kinds.index("draw") < kinds.index("main-phase")


def test_channel_takes_as_many_as_remain():
    s = game(two_players(a={"deck": [unit("a1")]}, b={"rune_deck": _runes(("r1", "fury")), "deck": [unit("b1")]}))
    o = ok(s, player="A", end_turn=True)
    assert o["players"]["B"]["runes"] == ["r1"] and o["players"]["B"]["rune_deck"] == []
    o = ok(s, player="B", end_turn=True)  # A's turn: A has no rune deck at all
    assert o["players"]["A"]["runes"] == [] and o["turn"]["phase"] == "main"


def test_channelled_runes_pay_for_cards_the_same_turn():
    s = game(two_players(b={"rune_deck": _runes(("r1", "fury"), ("r2", "fury")),
                            "deck": [{"id": "cl", "card": "Cleave"}], "base": [unit("bu", controller="B")]}))
    ok(s, player="A", end_turn=True)
    ok(s, player="B", activate="r1")
    o = ok(s, player="B", play="cl", targets=["bu"])
    assert o["chain"][0]["ref"] == "cl" and o["cards"]["r1"]["exhausted"] is True


def test_a_recycled_rune_goes_to_the_bottom_of_its_rune_deck():
    s = game(two_players(a={"runes": _runes(("r1", "order")), "rune_deck": _runes(("r2", "fury"))}))
    o = ok(s, player="A", activate="r1", ability=2)
    assert o["players"]["A"]["power"] == {"order": 1}
    assert o["players"]["A"]["runes"] == [] and o["players"]["A"]["rune_deck"] == ["r2", "r1"]
    assert o["cards"]["r1"]["zone"] == "rune_deck"


def test_awaken_readies_the_turn_players_runes_units_and_legend():
    s = game(two_players(
        a={"runes": [{"id": "ra", "domain": "fury", "exhausted": True}]},
        b={"runes": [{"id": "rb", "domain": "calm", "exhausted": True}],
           "legend": {"id": "leg", "card": "Daughter of the Void", "exhausted": True},
           "base": [unit("bu", exhausted=True)], "deck": [unit("b1")]}))
    o = ok(s, player="A", end_turn=True)
    assert [o["cards"][c]["exhausted"] for c in ("rb", "leg", "bu")] == [False, False, False]
    assert o["cards"]["ra"]["exhausted"] is True  # not the turn player's (315.1.b)


def test_the_rune_pool_empties_at_the_end_of_the_turn_and_before_the_main_phase():
    s = game(two_players(a={"runes": _runes(("r1", "fury"))}, b={"energy": 3, "deck": [unit("b1")]}))
    ok(s, player="A", activate="r1")
    assert s.observe()["players"]["A"]["energy"] == 1
    o = ok(s, player="A", end_turn=True)
    assert o["players"]["A"]["energy"] == 0 and o["players"]["B"]["energy"] == 0  # 317.2.d, 316.3


def test_burn_out_repeats_until_an_opponent_wins():
    s = game(two_players(a={"score": 5}, b={"score": 1}))
    o = ok(s, player="A", end_turn=True)
    # B draws with no deck and no trash: each burn out gives A a point until A reaches 8 (431.3.a).
    assert o["winner"] == "A" and o["players"]["A"]["score"] == 8
    assert sum(1 for e in s.events() if e["type"] == "burn-out") == 3
    assert o["players"]["B"]["score"] == 1


def test_burn_out_recycles_the_trash_and_then_draws():
    s = game(two_players(b={"trash": [unit("t1"), unit("t2")]}))
    o = ok(s, player="A", end_turn=True)
    assert o["players"]["A"]["score"] == 1 and o["winner"] is None
    assert o["players"]["B"]["hand"] == ["t1"] and o["players"]["B"]["deck"] == ["t2"]


def test_burn_out_in_three_players_asks_who_gains_the_point():
    setup = {"turn": {"active": "A", "phase": "main"},
             "players": {"A": {}, "B": {"trash": [unit("t1")]}, "C": {}}}
    s = game(setup)
    o = ok(s, player="A", end_turn=True)
    assert o["decision"]["player"] == "B" and o["decision"]["kind"] == "choose"
    assert sorted(o["decision"]["options"]) == ["A", "C"]
    o = ok(s, player="B", choose=["C"])
    assert o["players"]["C"]["score"] == 1 and o["players"]["A"]["score"] == 0
    assert o["players"]["B"]["hand"] == ["t1"]


def test_a_rune_deck_entry_rejects_exhausted():
    with pytest.raises(SetupError) as err:
        game(two_players(a={"rune_deck": [{"id": "r1", "domain": "fury", "exhausted": True}]}))
    assert "players.A.rune_deck[0].exhausted" in str(err.value)


def test_a_full_round_channels_draws_and_holds():
    s = game(two_players(
        a={"rune_deck": _runes(("a1", "fury"), ("a2", "fury"), ("a3", "fury")), "deck": [unit("ad")]},
        b={"rune_deck": _runes(("b1", "calm"), ("b2", "calm")), "deck": [unit("bd")]},
        battlefields=[{"id": "bf1", "controller": "A", "units": [unit("au", controller="A")]}]))
    ok(s, player="A", end_turn=True)
    o = ok(s, player="B", end_turn=True)
    assert o["turn"] == {"number": 3, "active": "A", "phase": "main", "state": "neutral-open"}
    assert o["players"]["A"]["runes"] == ["a1", "a2"] and o["players"]["A"]["rune_deck"] == ["a3"]
    assert o["players"]["B"]["runes"] == ["b1", "b2"]
    assert o["players"]["A"]["hand"] == ["ad"] and o["players"]["A"]["score"] == 1  # held bf1 (315.2.b)


def test_retreat_makes_the_units_owner_channel_one_rune_exhausted():
    s = game(two_players(a={"energy": 1, "hand": [{"id": "r", "card": "Retreat"}], "base": [unit("u")],
                            "rune_deck": _runes(("r1", "mind"), ("r2", "mind"))}))
    ok(s, player="A", play="r", targets=["u"])
    ok(s, player="A", **{"pass": "priority"})
    o = ok(s, player="B", **{"pass": "priority"})
    assert o["players"]["A"]["hand"] == ["u"]
    assert o["players"]["A"]["runes"] == ["r1"] and o["cards"]["r1"]["exhausted"] is True  # 430.2
    assert o["players"]["A"]["rune_deck"] == ["r2"]


def test_runes_may_be_named_by_card_and_bad_names_are_refused():
    s = game(two_players(a={"runes": [{"id": "r1", "card": "Mind Rune"}],
                            "rune_deck": [{"id": "r2", "card": "Calm Rune"}]}))
    o = ok(s, player="A", activate="r1", ability=2)
    assert o["players"]["A"]["power"] == {"mind": 1} and o["players"]["A"]["rune_deck"] == ["r2", "r1"]
    with pytest.raises(SetupError) as err:
        game(two_players(a={"rune_deck": [{"id": "r1", "card": "Cleave"}]}))
    assert "players.A.rune_deck[0].card" in str(err.value)
