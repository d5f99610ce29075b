"""Dancing Grenade: a spell its damaged unit's controller may play again from the chain for [A] (354.1, 356.1.a),
the same object each time (359.3.e.4), dealing 1 more Bonus Damage per time it has dealt damage this turn (712),
back and forth between the players until one declines. Read from the observed state and the event log."""

from __future__ import annotations

from engine_helpers import game, ok, two_players, unit
from exercised import exercises
from unl_helpers import official


def _grenade_game(a_power=2, b_power=2):
    return game(two_players(a={"energy": 2, "power": {"fury": 1 + a_power}, "hand": [official("dg", "Dancing Grenade")],
                               "base": [unit("a1", 9)]},
                            b={"power": {"mind": b_power}, "base": [unit("b1", 9, controller="B")]}))


def _answer_until_idle(s, answers):
    """Pass priority while the chain has items; answer each question from ``answers`` (a list of (player,
    answer) in order) and return the observed state once the chain is empty."""
    o = s.observe()
    for _ in range(60):
        d = o.get("decision")
        if d:
            player, answer = answers.pop(0)
            assert d["player"] == player, (d, player)
            o = ok(s, player=player, choose=answer)
        elif o["chain"]:
            o = ok(s, player=o["priority"], **{"pass": "priority"})
        else:
            return o
    raise AssertionError("the chain did not settle")


def _damage(s):
    return [(e["unit"], e["amount"], e["player"]) for e in s.events() if e["type"] == "damage"]


@exercises("Dancing Grenade")
def test_dancing_grenade_bounces_between_players_with_growing_bonus_damage():
    s = _grenade_game()
    ok(s, player="A", play="dg", targets=["b1"])
    o = _answer_until_idle(s, [("B", "yes"), ("B", ["a1"]),   # B plays it again on A's unit, paying [A]
                               ("A", "yes"), ("A", ["b1"]),   # A plays it again on B's unit
                               ("B", "no")])                  # B declines: it ends
    assert _damage(s) == [("b1", 2, "A"), ("a1", 3, "B"), ("b1", 4, "A")]  # 2, then 2+1, then 2+2
    assert o["cards"]["b1"]["damage"] == 6 and o["cards"]["a1"]["damage"] == 3
    assert o["cards"]["dg"]["zone"] == "trash" and not o["chain"]
    # A paid [2][fury] then [A]; B paid [A] once.
    assert o["players"]["A"]["energy"] == 0 and sum(o["players"]["A"]["power"].values()) == 1
    assert sum(o["players"]["B"]["power"].values()) == 1
    plays = [(e["player"], e.get("origin")) for e in s.events() if e["type"] == "play" and e.get("card") == "dg"]
    assert plays == [("A", "hand"), ("B", "chain"), ("A", "chain")]


def test_dancing_grenade_declined_at_once_deals_two_and_goes_to_the_trash():
    s = _grenade_game()
    ok(s, player="A", play="dg", targets=["b1"])
    o = _answer_until_idle(s, [("B", "no")])
    assert _damage(s) == [("b1", 2, "A")]
    assert o["cards"]["dg"]["zone"] == "trash" and sum(o["players"]["B"]["power"].values()) == 2


def test_dancing_grenade_on_your_own_unit_offers_the_replay_to_you():
    s = _grenade_game()
    ok(s, player="A", play="dg", targets=["a1"])
    o = _answer_until_idle(s, [("A", "yes"), ("A", ["b1"]), ("B", "no")])
    assert _damage(s) == [("a1", 2, "A"), ("b1", 3, "A")]
    assert sum(o["players"]["A"]["power"].values()) == 1


def test_dancing_grenade_replay_without_power_to_pay_is_undone_into_the_trash():
    s = _grenade_game(b_power=0)
    ok(s, player="A", play="dg", targets=["b1"])
    o = _answer_until_idle(s, [("B", "yes")])
    assert _damage(s) == [("b1", 2, "A")]
    assert o["cards"]["dg"]["zone"] == "trash" and not o["chain"]


def test_dancing_grenade_counts_only_what_this_object_dealt_a_new_object_starts_again():
    from reference_engine.zones import put

    s = _grenade_game(a_power=3, b_power=2)
    ok(s, player="A", play="dg", targets=["b1"])
    _answer_until_idle(s, [("B", "yes"), ("B", ["a1"]), ("A", "no")])  # 2, then 2+1: dealt damage twice
    g = s._g
    put(g, "dg", "hand")  # back to hand from the trash: a new object (359.3.e.4)
    g.players["A"].energy = 2
    ok(s, player="A", play="dg", targets=["b1"])
    _answer_until_idle(s, [("B", "yes"), ("B", ["a1"]), ("A", "no")])
    # the new object's replay counts its own one time, not the earlier object's two: 2+1 again, not 2+3
    assert _damage(s)[2:] == [("b1", 2, "A"), ("a1", 3, "B")]
