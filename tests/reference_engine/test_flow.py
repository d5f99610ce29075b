"""Flow (829): a spell may be played from its owner's trash for its Flow cost, with its usual timing, and
is banished instead of leaving the chain any other way."""

from engine_helpers import game, ok, refused, two_players, unit

PASS = {"pass": "priority"}


def flow_game(energy=4, order=2, b=None, active="A"):
    return game(two_players(a={"energy": energy, "power": {"order": order},
                               "trash": [{"id": "lac", "card": "Lacerate"}]},
                            b=b or {},
                            battlefields=[{"id": "bf1", "controller": "B", "units": [unit("bu", 2, controller="B")]}],
                            active=active))


def test_the_flow_cost_replaces_the_printed_cost():
    refused(flow_game(energy=3), "energy", player="A", play="lac", targets=["bu"])
    refused(flow_game(order=1), "power", player="A", play="lac", targets=["bu"])
    o = ok(flow_game(), player="A", play="lac", targets=["bu"])
    assert o["players"]["A"]["energy"] == 0 and o["cards"]["lac"]["zone"] == "chain"


def test_flow_gives_no_timing_permission():
    refused(flow_game(active="B"), player="A", play="lac", targets=["bu"])


def test_a_flow_spell_is_banished_after_resolving_or_being_countered():
    s = flow_game()
    ok(s, player="A", play="lac", targets=["bu"])
    ok(s, player="A", **PASS)
    o = ok(s, player="B", **PASS)
    assert o["cards"]["lac"]["zone"] == "banishment" and o["cards"]["bu"]["zone"] == "trash"
    s = flow_game(b={"energy": 1, "power": {"calm": 1}, "hand": [{"id": "defy", "card": "Defy"}]})
    ok(s, player="A", play="lac", targets=["bu"])
    ok(s, player="A", **PASS)
    ok(s, player="B", play="defy", targets=["lac"])
    ok(s, player="B", **PASS)
    o = ok(s, player="A", **PASS)
    assert o["cards"]["lac"]["zone"] == "banishment" and o["players"]["A"]["trash"] == []


def test_the_same_card_from_hand_goes_to_the_trash_and_is_offered_from_the_trash():
    s = game(two_players(a={"energy": 2, "power": {"order": 1}, "hand": [{"id": "lac", "card": "Lacerate"}]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("bu", 2, controller="B")]}]))
    ok(s, player="A", play="lac", targets=["bu"])
    ok(s, player="A", **PASS)
    o = ok(s, player="B", **PASS)
    assert o["cards"]["lac"]["zone"] == "trash"
    assert {"player": "A", "play": "lac", "targets": ["bu"]} not in s.legal_actions("A")  # bu is gone
    assert flow_game().legal_actions("A").count({"player": "A", "play": "lac", "targets": ["bu"]}) == 1
