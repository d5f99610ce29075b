"""Passive abilities that make triggered abilities trigger additional times ("Your [Deathknell] effects
trigger an additional time"): each extra trigger is its own chain item (808.1.d.2); identical triggers of
one source are not ordered against each other; only the passive's controller's Deathknells count."""

from engine_helpers import chain_refs, game, ok, two_players


def _kill_forerunner(karthus_owner: str):
    a_base = [{"id": "fr", "card": "Ferrous Forerunner"}]
    b_base = []
    (a_base if karthus_owner == "A" else b_base).append({"id": "k", "card": "Karthus, Eternal"})
    s = game(two_players(a={"base": a_base},
                         b={"energy": 4, "power": {"order": 2}, "base": b_base,
                            "hand": [{"id": "v", "card": "Vengeance"}]}, active="B"))
    ok(s, player="B", play="v", targets=["fr"])
    ok(s, player="B", **{"pass": "priority"})
    return ok(s, player="A", **{"pass": "priority"}), s


def test_your_karthus_makes_your_deathknell_trigger_twice_without_an_order_question():
    o, s = _kill_forerunner("A")
    assert o["decision"] is None and chain_refs(s) == ["fr.trigger", "fr.trigger"]


def test_an_opponents_karthus_does_not_count():
    o, s = _kill_forerunner("B")
    assert chain_refs(s) == ["fr.trigger"]
