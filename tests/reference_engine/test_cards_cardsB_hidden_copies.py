"""Hidden (``hidden.py``: hiding ignoring costs, a passive forbidding reveals) and copies (``copying.py``):
the lane B cards built on them, each played or triggered and checked on the observed state."""

from __future__ import annotations

from engine_helpers import game, ok, refused, two_players, unit
from exercised import exercises
from unl_helpers import official, resolve_top, settle

RICH = {"energy": 12, "power": {d: 3 for d in ("fury", "calm", "mind", "body", "chaos", "order")}}


def _facedown(saboteur_controller: str):
    """A's hidden Facebreaker at bf1 (hidden last turn) beside a Noxus Saboteur of ``saboteur_controller``."""
    s = game(two_players(a={**RICH, "base": [unit("m", 2)]},
                         battlefields=[{"id": "bf1", "controller": "A",
                                        "units": [official("ns", "Noxus Saboteur", controller=saboteur_controller),
                                                  unit("f", 2, controller="A"), unit("e", 2, controller="B")],
                                        "facedown": [{"id": "fb", "card": "Facebreaker", "controller": "A"}]}]))
    return s


@exercises("Noxus Saboteur")
def test_noxus_saboteur_stops_an_opponent_playing_a_hidden_card_there():
    s = _facedown("B")
    reason = refused(s, player="A", play="fb", targets=["f", "e"])
    assert "forbids revealing" in reason
    s = _facedown("A")  # the Saboteur's own controller is not its opponent
    ok(s, player="A", play="fb", targets=["f", "e"])


@exercises("Facebreaker")
def test_facebreaker_stuns_a_friendly_and_an_enemy_unit_at_one_battlefield():
    s = game(two_players(a={**RICH, "hand": [official("fb", "Facebreaker")]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("f", 2, controller="A"),
                                                                                    unit("e", 2, controller="B")]},
                                       {"id": "bf2", "controller": "B", "units": [unit("far", 2, controller="B")]}]))
    refused(s, player="A", play="fb", targets=["f", "far"])
    ok(s, player="A", play="fb", targets=["f", "e"])
    o = resolve_top(s)
    assert o["cards"]["f"]["stunned"] and o["cards"]["e"]["stunned"] and not o["cards"]["far"]["stunned"]


@exercises("Guerilla Warfare")
def test_guerilla_warfare_returns_hidden_cards_and_lets_you_hide_for_free():
    s = game(two_players(a={"energy": 2, "power": {"mind": 1}, "hand": [official("gw", "Guerilla Warfare")],
                            "trash": [official("fb", "Facebreaker"), official("fb2", "Facebreaker"), unit("plain")]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("p1", controller="A")]},
                                       {"id": "bf2", "controller": "A", "units": [unit("p2", controller="A")]}]))
    refused(s, player="A", play="gw", targets=["plain"])
    ok(s, player="A", play="gw", targets=["fb", "fb2"])
    o = resolve_top(s)
    assert o["cards"]["fb"]["zone"] == "hand" and o["cards"]["fb2"]["zone"] == "hand"
    assert o["players"]["A"]["power"] == {} or sum(o["players"]["A"]["power"].values()) == 0
    ok(s, player="A", hide="fb", at="bf1")
    o = ok(s, player="A", hide="fb2", at="bf2")
    assert o["cards"]["fb"]["hidden"] and o["cards"]["fb2"]["hidden"]


def test_without_guerilla_warfare_hiding_costs_power():
    s = game(two_players(a={"hand": [official("fb", "Facebreaker")]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("p1", controller="A")]}]))
    refused(s, player="A", hide="fb", at="bf1")


@exercises("Mirror Image")
def test_mirror_image_makes_a_ready_temporary_copy_of_a_unit_in_your_base():
    s = game(two_players(a={**RICH, "hand": [official("mi", "Mirror Image")]},
                         b={"base": [official("d", "Draven, Showboat", controller="B", buffed=True)], "score": 2}))
    ok(s, player="A", play="mi", targets=["d"])
    o = resolve_top(s)
    tokens = [c for c in o["players"]["A"]["base"] if o["cards"][c]["token"]]
    assert len(tokens) == 1
    t = o["cards"][tokens[0]]  # the errata's "Then do this": not a copy yet, the copy waits on the chain
    assert t["name"] == "Reflection" and t["might"] == 0 and "Temporary" not in t["keywords"]
    assert [c["ref"] for c in o["chain"]] == ["mi.trigger"] and o["cards"]["mi"]["zone"] == "trash"
    o = resolve_top(s)
    assert not o["chain"]
    t = o["cards"][tokens[0]]
    assert t["name"] == "Draven, Showboat" and not t["exhausted"] and "Temporary" in t["keywords"]
    assert t["might"] == 3 and o["cards"]["d"]["might"] == 6  # A has no points; the buff is not copied


@exercises("Keeper of Masks")
def test_keeper_of_masks_plays_two_reflections_here_that_become_copies_of_it():
    s = game(two_players(a={**RICH, "hand": [official("k", "Keeper of Masks")]}))
    ok(s, player="A", play="k")
    o = resolve_top(s)  # the play ability: two plain Reflections, then the errata's "Then do this" waits
    assert [c["ref"] for c in o["chain"]] == ["k.trigger.2"]
    assert sorted(o["cards"][c]["name"] for c in o["players"]["A"]["base"]) == ["Keeper of Masks", "Reflection",
                                                                                "Reflection"]
    o = settle(s)
    copies = [c for c in o["players"]["A"]["base"] if o["cards"][c]["token"]]
    assert len(copies) == 2
    for c in copies:
        assert o["cards"][c]["name"] == "Keeper of Masks" and "Temporary" in o["cards"][c]["keywords"]
        assert o["cards"][c]["might"] == 1
    assert not o["chain"]  # the copies' own "when you play me" did not trigger
