"""Start-of-showdown triggers (464.2.b) go on the chain before the attack and defend triggers of the same
combat opening (464.2.e.1), even when their controller also has a defend trigger; a showdown that becomes
a combat does not begin again (323.14)."""

from engine_helpers import chain_refs, game, ok, two_players, unit


def test_start_of_showdown_trigger_goes_on_before_attack_and_defend_triggers():
    s = game(two_players(
        a={"base": [{"id": "corsair", "card": "Crackshot Corsair"}]},
        b={"energy": 1, "deck": [unit("b1"), unit("b2")]},
        battlefields=[{"id": "bf1", "card": "Ravenbloom Conservatory", "controller": "B",
                       "units": [{"id": "diana", "card": "Diana, Lunari", "controller": "B"}]}]))
    ok(s, player="A", move=["corsair"], to="bf1")
    o = ok(s, player="B", choose="no")  # Diana's "you may"
    assert o["decision"] is None
    assert chain_refs(s) == ["bf1.trigger", "corsair.trigger"]  # Diana's declined and left; order kept


def test_start_of_showdown_trigger_resolves_last():
    s = game(two_players(
        a={"base": [{"id": "corsair", "card": "Crackshot Corsair"}]},
        b={"energy": 1, "deck": [unit("b1"), unit("b2")]},
        battlefields=[{"id": "bf1", "card": "Ravenbloom Conservatory", "controller": "B",
                       "units": [{"id": "diana", "card": "Diana, Lunari", "controller": "B"}]}]))
    ok(s, player="A", move=["corsair"], to="bf1")
    ok(s, player="B", choose="yes")
    assert chain_refs(s) == ["bf1.trigger", "corsair.trigger", "diana.trigger"]


def test_a_showdown_becoming_a_combat_does_not_begin_a_showdown_again():
    s = game(two_players(
        a={"base": [unit("scout", 3)]},
        b={"energy": 3, "power": {"chaos": 1}, "base": [{"id": "diana", "card": "Diana, Lunari"}],
           "hand": [{"id": "wind", "card": "Ride the Wind"}], "deck": [unit("b1")]},
        battlefields=[{"id": "bf1"}]))
    ok(s, player="A", move=["scout"], to="bf1")  # a non-combat showdown begins at bf1 (Diana is not there)
    ok(s, player="A", **{"pass": "focus"})
    ok(s, player="B", play="wind", targets=["diana"], to="bf1")
    ok(s, player="B", **{"pass": "priority"})
    o = ok(s, player="A", **{"pass": "priority"})
    assert o["showdown"]["combat"] and o["decision"] is None and "diana.trigger" not in chain_refs(s)
