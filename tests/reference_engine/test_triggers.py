"""Triggered abilities (383): ordering one player's simultaneous triggers, several players in turn
order, attacker before defender, optional ("you may") triggers, targets chosen at finalization."""

from engine_helpers import chain_refs, game, ok, refused, two_players, unit


def _sentries(active="A"):
    return game(two_players(
        a={"energy": 4, "power": {"fury": 2}, "hand": [{"id": "star", "card": "Falling Star"}],
           "base": [{"id": "s1", "card": "Watchful Sentry"}, {"id": "s2", "card": "Watchful Sentry"}],
           "deck": [unit("a1"), unit("a2")]},
        b={"base": [{"id": "sb", "card": "Watchful Sentry", "controller": "B"}], "deck": [unit("b1")]},
        active=active))


def test_one_players_simultaneous_triggers_are_ordered_by_that_player():
    s = _sentries()
    ok(s, player="A", play="star", targets=["s1", "s2"])
    ok(s, player="A", **{"pass": "priority"})
    o = ok(s, player="B", **{"pass": "priority"})
    assert o["decision"]["kind"] == "order-triggers" and o["decision"]["player"] == "A"
    assert sorted(o["decision"]["options"]) == ["s1.trigger", "s2.trigger"]
    refused(s, "order", player="A", order=["s1.trigger"])
    refused(s, None, player="B", order=["s1.trigger", "s2.trigger"])
    o = ok(s, player="A", order=["s2.trigger", "s1.trigger"])  # first listed goes on first
    assert chain_refs(s) == ["s1.trigger", "s2.trigger"] and o["decision"] is None


def test_several_players_triggers_go_on_in_turn_order_from_the_turn_player():
    for active, first in (("A", "s1.trigger"), ("B", "sb.trigger")):
        s = game(two_players(
            a={"energy": 4, "power": {"fury": 2}, "hand": [{"id": "star", "card": "Falling Star"}],
               "base": [{"id": "s1", "card": "Watchful Sentry"}], "deck": [unit("a1")]},
            b={"energy": 4, "power": {"fury": 2}, "hand": [{"id": "star2", "card": "Falling Star"}],
               "base": [{"id": "sb", "card": "Watchful Sentry", "controller": "B"}], "deck": [unit("b1")]},
            active=active))
        p, q, card = (("A", "B", "star") if active == "A" else ("B", "A", "star2"))
        ok(s, player=p, play=card, targets=["s1", "sb"])
        ok(s, player=p, **{"pass": "priority"})
        ok(s, player=q, **{"pass": "priority"})
        assert chain_refs(s)[-1] == first  # the turn player's goes on first, so it resolves last


def test_deathknell_goes_to_the_controller_when_it_died():
    s = game(two_players(a={"energy": 4, "hand": [{"id": "v", "card": "Vengeance"}], "power": {"order": 2}},
                         b={"base": [{"id": "sb", "card": "Watchful Sentry", "controller": "B"}],
                            "deck": [unit("b1")]}))
    ok(s, player="A", play="v", targets=["sb"])
    ok(s, player="A", **{"pass": "priority"})
    o = ok(s, player="B", **{"pass": "priority"})
    assert o["chain"][0]["ref"] == "sb.trigger" and o["chain"][0]["controller"] == "B"


def test_attacker_triggers_go_on_first_and_defender_triggers_last():
    s = game(two_players(
        a={"base": [{"id": "drake", "card": "Dune Drake"}]},
        b={"deck": [unit("b1")]},
        battlefields=[{"id": "bf1", "card": "Ravenbloom Conservatory", "controller": "B",
                       "units": [unit("g", 2, controller="B")]}]))
    o = ok(s, player="A", move=["drake"], to="bf1")
    assert chain_refs(s) == ["bf1.trigger", "drake.trigger"]  # newest first: the defender's resolves first
    assert o["chain"][0]["controller"] == "B" and o["priority"] == "B"


def test_optional_trigger_is_declined_by_choosing_nothing():
    s = game(two_players(a={"energy": 2, "hand": [{"id": "tt", "card": "Tideturner"}]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("u", controller="A")]}]))
    o = ok(s, player="A", play="tt")
    assert o["decision"]["kind"] == "choose" and o["decision"]["options"] == ["u"]
    assert o["chain"][0]["status"] == "pending" and o["priority"] is None
    o = ok(s, player="A", choose=[])
    assert o["chain"] == [] and o["priority"] == "A" and o["cards"]["tt"]["zone"] == "base"


def test_optional_trigger_with_no_legal_choice_never_asks():
    s = game(two_players(a={"energy": 2, "hand": [{"id": "tt", "card": "Tideturner"}], "base": [unit("u")]}))
    o = ok(s, player="A", play="tt")  # the only friendly unit is at the same location: nothing to choose
    assert o["decision"] is None and o["chain"] == []


def test_optional_trigger_accepted_swaps_locations():
    s = game(two_players(a={"energy": 2, "hand": [{"id": "tt", "card": "Tideturner"}]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("u", controller="A")]}]))
    ok(s, player="A", play="tt")
    o = ok(s, player="A", choose=["u"])
    assert o["chain"][0]["ref"] == "tt.trigger" and o["chain"][0]["status"] == "finalized"
    ok(s, player="A", **{"pass": "priority"})
    o = ok(s, player="B", **{"pass": "priority"})
    assert o["cards"]["tt"]["zone"] == "bf1" and o["cards"]["u"]["zone"] == "base"


def test_trigger_target_is_chosen_while_pending():
    s = game(two_players(a={"energy": 2, "power": {"mind": 1}, "hand": [{"id": "fae", "card": "Blastcone Fae"}],
                            "base": [unit("u1", 3)]}, b={"base": [unit("u2", 3, controller="B")]}))
    o = ok(s, player="A", play="fae")
    assert o["decision"]["kind"] == "choose" and sorted(o["decision"]["options"]) == ["fae", "u1", "u2"]
    refused(s, None, player="A", choose=["nobody"])
    o = ok(s, player="A", choose=["u2"])
    assert o["chain"][0]["status"] == "finalized" and o["priority"] == "A"
    ok(s, player="A", **{"pass": "priority"})
    o = ok(s, player="B", **{"pass": "priority"})
    assert o["cards"]["u2"]["might"] == 1  # -2, limited to a minimum of 1


def test_when_you_play_a_spell_triggers_after_the_spell_resolves():
    s = game(two_players(a={"energy": 1, "hand": [{"id": "c", "card": "Cleave"}],
                            "base": [{"id": "rs", "card": "Ravenbloom Student"}]}))
    ok(s, player="A", play="c", targets=["rs"])
    assert chain_refs(s) == ["c"]
    ok(s, player="A", **{"pass": "priority"})
    o = ok(s, player="B", **{"pass": "priority"})
    assert chain_refs(s) == ["rs.trigger"] and o["players"]["A"]["trash"] == ["c"]


def test_a_move_trigger_goes_on_the_chain_before_the_staged_showdown_begins():
    # The trigger is a pending chain item as soon as the move is done (383.3), so the cleanup after the
    # move finds a closed state and the showdown waits (323.12) until the chain has resolved.
    s = game(two_players(a={"base": [{"id": "herder", "card": "Stellacorn Herder"}], "deck": [unit("a1")]},
                         battlefields=[{"id": "bf1"}]))
    o = ok(s, player="A", move=["herder"], to="bf1")
    assert o["turn"]["state"] == "neutral-closed" and chain_refs(s) == ["herder.trigger"]
    assert o["battlefields"]["bf1"]["contested"] is True and o["showdown"] is None
    ok(s, player="A", **{"pass": "priority"})
    o = ok(s, player="B", **{"pass": "priority"})
    assert o["players"]["A"]["hand"] == ["a1"]
    assert o["turn"]["state"] == "showdown-open" and o["focus"] == "A"
