"""Card lane C, names chosen and kept on the object (355.1, 762-763) and restrictions from permanents: The
List, Ivern, Friend to All, Fallen Feline, Mageseeker Warden. Each card is played or triggered and its effect
read from the observed state."""

from __future__ import annotations

from engine_helpers import conquer, deck, game, ok, refused, two_players, unit
from exercised import exercises
from unl_helpers import official, settle

RICH = {"energy": 12, "power": {d: 3 for d in ("fury", "calm", "mind", "body", "chaos", "order")}}


def _tagged(cid, might, *tags, controller=None):
    out = {"id": cid, "unit": {"might": might, "tags": list(tags)}}
    if controller:
        out["controller"] = controller
    return out


@exercises("The List")
def test_the_list_names_a_tag_as_played_and_shrinks_a_unit_with_it():
    s = game(two_players(a={**RICH, "hand": [official("tl", "The List")]},
                         b={"base": [_tagged("p", 4, "Poro", controller="B"), _tagged("d", 4, "Dog", controller="B")],
                            "deck": deck(2, "x")}))
    o = ok(s, player="A", play="tl")
    d = o["decision"]
    assert d and "Poro" in d["options"] and "Demacia" in d["options"] and "Not A Tag" not in d["options"]
    refused(s, player="A", choose=["Not A Tag"])
    ok(s, player="A", choose=["Poro"])
    o = settle(s)
    assert o["cards"]["tl"]["zone"] == "base"
    refused(s, player="A", activate="tl", targets=["d"])  # a Dog: not the named tag
    ok(s, player="A", activate="tl", targets=["p"])
    o = settle(s)
    assert o["cards"]["p"]["might"] == 2 and o["cards"]["tl"]["exhausted"] and o["cards"]["d"]["might"] == 4


@exercises("Ivern, Friend to All")
def test_ivern_gains_the_chosen_critter_tag_and_scores_with_all_four():
    s = game(two_players(a={**RICH, "hand": [official("iv", "Ivern, Friend to All")],
                            "base": [_tagged("b1", 1, "Bird"), _tagged("c1", 1, "Cat"), _tagged("dg", 1, "Dog")],
                            "deck": deck(3)},
                         b={"deck": deck(2, "x")}, battlefields=[{"id": "bf1"}]))
    o = ok(s, player="A", play="iv", to="base")
    assert o["decision"]["options"] == ["Bird", "Cat", "Dog", "Poro"]
    ok(s, player="A", choose=["Poro"])
    o = settle(s)
    assert o["cards"]["iv"]["zone"] == "base"
    assert "Poro" in s._g.cards["iv"].tags  # he gained it (the observed state shows no tags)
    score = o["players"]["A"]["score"]
    s._g.cards["iv"].exhausted = False
    conquer(s, ["iv"])  # conquers the empty battlefield
    o = settle(s)
    assert o["players"]["A"]["score"] == score + 2  # 1 for the conquest, 1 from Ivern: all four tags


def test_ivern_without_all_four_tags_scores_only_the_conquest():
    s = game(two_players(a={**RICH, "hand": [official("iv", "Ivern, Friend to All")],
                            "base": [_tagged("b1", 1, "Bird"), _tagged("c1", 1, "Cat")], "deck": deck(3)},
                         b={"deck": deck(2, "x")}, battlefields=[{"id": "bf1"}]))
    ok(s, player="A", play="iv", to="base")
    ok(s, player="A", choose=["Dog"])
    o = settle(s)
    score = o["players"]["A"]["score"]
    s._g.cards["iv"].exhausted = False
    conquer(s, ["iv"])
    o = settle(s)
    assert o["players"]["A"]["score"] == score + 1


def _feline_named_void_seeker(to):
    s = game(two_players(a={**RICH, "hand": [official("ff", "Fallen Feline")], "deck": deck(3)},
                         b={"hand": [official("vs", "Void Seeker")], "deck": deck(2, "x"),
                            "runes": [{"id": f"r{i}", "domain": "fury"} for i in range(3)]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("f", 1, controller="A")]}]))
    ok(s, player="A", play="ff", to=to)
    o = settle(s)
    assert "Void Seeker" in o["decision"]["options"] and "Fallen Feline" not in o["decision"]["options"]
    ok(s, player="A", choose=["Void Seeker"])
    o = settle(s)
    assert o["cards"]["ff"]["zone"] == to
    ok(s, player="A", end_turn=True)  # B's turn
    s._g.players["B"].energy = 5
    s._g.players["B"].power = {"fury": 2}
    return s


@exercises("Fallen Feline")
def test_fallen_feline_at_a_battlefield_forbids_opponents_the_named_spell():
    s = _feline_named_void_seeker("bf1")
    reason = refused(s, player="B", play="vs", targets=["f"])
    assert "Void Seeker" in reason


def test_fallen_feline_in_base_forbids_nothing():
    s = _feline_named_void_seeker("base")
    ok(s, player="B", play="vs", targets=["f"])


@exercises("Mageseeker Warden")
def test_mageseeker_warden_at_a_battlefield_keeps_opponents_units_to_their_base():
    s = game(two_players(a={**RICH, "hand": [unit("h", 2)]},
                         b={"deck": deck(2, "x")},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("f", 1, controller="A")]},
                                       {"id": "bf2", "controller": "B",
                                        "units": [official("mw", "Mageseeker Warden", controller="B")]}]))
    reason = refused(s, player="A", play="h", to="bf1")
    assert "base" in reason
    ok(s, player="A", play="h", to="base")


def test_mageseeker_warden_stops_spells_readying_enemy_units_but_not_friendly_ones():
    from reference_engine.effects import ready

    s = game(two_players(a={"base": [unit("a1", 1, exhausted=True)]},
                         b={"base": [unit("b1", 1, controller="B", exhausted=True)], "deck": deck(2, "x")},
                         battlefields=[{"id": "bf2", "controller": "B",
                                        "units": [official("mw", "Mageseeker Warden", controller="B")]}]))
    g = s._g
    g.resolving = {"ref": "x", "source": "a1", "kind": "card", "player": "A", "chosen": []}
    ready(g, "a1")
    ready(g, "b1")
    assert g.cards["a1"].exhausted and not g.cards["b1"].exhausted
    g.resolving = None
    ready(g, "a1")  # not a spell or ability (the Awaken Phase's readying)
    assert not g.cards["a1"].exhausted
