"""Combat-ruling cards whose text the scenarios exercise only in part: each branch of their text."""

from engine_helpers import chain_refs, game, ok, two_players, unit

PASS_PRIORITY = {"pass": "priority"}
PASS_FOCUS = {"pass": "focus"}


def resolve_all(s, first="A", second="B"):
    ok(s, player=first, **PASS_PRIORITY)
    return ok(s, player=second, **PASS_PRIORITY)


def test_blitzcrank_pulls_an_enemy_unit_to_his_battlefield():
    s = game(two_players(a={"energy": 5, "power": {"calm": 1},
                            "hand": [{"id": "blitz", "card": "Blitzcrank, Impassive"}]},
                         b={"base": [unit("b1", 2), unit("b2", 2)]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("h", 1, controller="A")]}]))
    o = ok(s, player="A", play="blitz", to="bf1")  # a unit resolves right after it is finalized (337.2)
    assert o["cards"]["blitz"]["zone"] == "bf1"
    assert o["decision"]["kind"] == "choose" and set(o["decision"]["options"]) == {"b1", "b2"}
    o = ok(s, player="A", choose=["b2"])
    assert chain_refs(s) == ["blitz.trigger"]
    o = resolve_all(s)
    assert o["cards"]["b2"]["zone"] == "bf1"
    # B's unit applied Contested: B attacks on A's turn (464.2.c.1).
    assert o["showdown"]["combat"] and o["showdown"]["attacker"] == "B"


def test_blitzcrank_pull_may_be_declined():
    s = game(two_players(a={"energy": 5, "power": {"calm": 1},
                            "hand": [{"id": "blitz", "card": "Blitzcrank, Impassive"}]},
                         b={"base": [unit("b1", 2), unit("b2", 2)]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("h", 1, controller="A")]}]))
    ok(s, player="A", play="blitz", to="bf1")
    o = ok(s, player="A", choose=[])
    assert o["chain"] == [] and o["cards"]["b1"]["zone"] == "base" and o["cards"]["b2"]["zone"] == "base"


def test_blitzcrank_played_to_base_has_no_pull():
    s = game(two_players(a={"energy": 5, "power": {"calm": 1},
                            "hand": [{"id": "blitz", "card": "Blitzcrank, Impassive"}]},
                         b={"base": [unit("b1", 2)]}))
    o = ok(s, player="A", play="blitz")
    assert o["decision"] is None and o["chain"] == [] and o["cards"]["blitz"]["zone"] == "base"


def test_blitzcrank_returns_to_hand_when_he_holds():
    s = game(two_players(active="B", a={"deck": [unit("x1"), unit("x2")]}, b={"deck": [unit("y1")]},
                         battlefields=[{"id": "bf1", "controller": "A",
                                        "units": [{"id": "blitz", "card": "Blitzcrank, Impassive",
                                                   "controller": "A"}]}]))
    o = ok(s, player="B", end_turn=True)
    assert o["players"]["A"]["score"] == 1 and o["turn"]["phase"] == "beginning"
    assert chain_refs(s) == ["blitz.trigger.2"]  # his second triggered ability
    o = resolve_all(s)
    assert o["cards"]["blitz"]["zone"] == "hand"


def test_darius_legion_readies_him_only_after_another_card():
    setup = two_players(a={"energy": 9, "power": {"order": 1, "calm": 1},
                           "hand": [{"id": "darius", "card": "Darius, Executioner"},
                                    {"id": "disc", "card": "Discipline"}],
                           "base": [unit("pal", 2)], "deck": [unit("d1")]})
    s = game(setup)
    o = ok(s, player="A", play="darius")
    assert o["cards"]["darius"]["exhausted"] is True and o["chain"] == []
    s = game(setup)
    ok(s, player="A", play="disc", targets=["pal"])
    resolve_all(s)
    ok(s, player="A", play="darius")
    assert chain_refs(s) == ["darius.trigger"]
    o = resolve_all(s)
    assert o["cards"]["darius"]["exhausted"] is False


def test_darius_gives_other_friendly_units_here_one_might():
    s = game(two_players(a={"base": [unit("pal", 2)]}, b={"base": [unit("foe", 2)]},
                         battlefields=[{"id": "bf1", "controller": "A",
                                        "units": [{"id": "darius", "card": "Darius, Executioner", "controller": "A"},
                                                  unit("near", 2, controller="A")]}]))
    o = s.observe()
    assert o["cards"]["near"]["might"] == 3 and o["cards"]["darius"]["might"] == 6
    assert o["cards"]["pal"]["might"] == 2 and o["cards"]["foe"]["might"] == 2


def test_zenith_blade_without_the_optional_move():
    s = game(two_players(a={"base": [unit("brute", 4)]},
                         b={"energy": 3, "power": {"calm": 1, "order": 1}, "base": [unit("sentry", 2)],
                            "hand": [{"id": "blade", "card": "Zenith Blade"}]},
                         battlefields=[{"id": "bf1"}]))
    ok(s, player="A", move=["brute"], to="bf1")
    ok(s, player="A", **PASS_FOCUS)
    ok(s, player="B", play="blade", targets=["brute"])
    o = resolve_all(s, "B", "A")
    assert o["cards"]["brute"]["stunned"] is True and o["cards"]["sentry"]["zone"] == "base"
    assert o["showdown"]["combat"] is False


def test_candlelit_sanctum_keeping_both_cards_asks_for_their_order():
    s = game(two_players(a={"base": [unit("raider", 3)], "deck": [unit("c1"), unit("c2"), unit("c3")]},
                         battlefields=[{"id": "sanctum", "card": "The Candlelit Sanctum"}]))
    ok(s, player="A", move=["raider"], to="sanctum")
    ok(s, player="A", **PASS_FOCUS)
    o = ok(s, player="B", **PASS_FOCUS)
    assert chain_refs(s) == ["sanctum.trigger"] and o["players"]["A"]["score"] == 1
    o = resolve_all(s)
    assert o["decision"]["kind"] == "choose"
    o = ok(s, player="A", choose=[])
    assert o["decision"]["kind"] == "choose" and set(o["decision"]["options"]) == {"c1", "c2"}
    o = ok(s, player="A", choose=["c2"])
    assert o["players"]["A"]["deck"] == ["c2", "c1", "c3"]
