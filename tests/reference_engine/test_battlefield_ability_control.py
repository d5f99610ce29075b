"""Who controls a battlefield's triggered ability (190.6): its controller now, else the turn player, unless
the ability names the player (190.6.c)."""

import pytest
from engine_helpers import game, ok, two_players, unit

from reference_engine import triggers
from reference_engine.behaviour import Trigger


def _any_conquer(g, source, event):
    return event["type"] == "conquer"


@pytest.fixture
def silent_battlefield_trigger(monkeypatch):
    """A battlefield ability that indicates no player: 'When a battlefield is conquered, ...'."""
    real = triggers.all_triggers

    def patched(g, cid):
        if g.cards[cid].type == "battlefield" and cid == "tree":
            return (Trigger(on="conquer", condition=_any_conquer, effect=lambda ctx: None,
                            zones=("battlefield",)),)
        return real(g, cid)

    monkeypatch.setattr(triggers, "all_triggers", patched)


def test_the_ability_follows_control_of_the_battlefield(silent_battlefield_trigger):
    # B controlled it at the start; A conquers it, so the conquer trigger is A's now (190.6.a).
    s = game(two_players(a={"base": [unit("u", 3)]}, b={"deck": [unit("b1")]},
                         battlefields=[{"id": "tree", "card": "The Dreaming Tree", "owner": "B", "controller": "B",
                                        "units": [unit("held", 1, controller="B")]}]))
    ok(s, player="A", move=["u"], to="tree")
    ok(s, player="A", **{"pass": "focus"})
    o = ok(s, player="B", **{"pass": "focus"})
    assert o["battlefields"]["tree"]["controller"] == "A"
    (item,) = [c for c in o["chain"] if c["ref"] == "tree.trigger"]
    assert item["controller"] == "A"


def test_an_uncontrolled_battlefields_ability_goes_to_the_turn_player(silent_battlefield_trigger):
    # B's turn; the Tree is uncontrolled while B conquers another battlefield (190.6.b).
    s = game(two_players(b={"base": [unit("u", 3)]}, a={"deck": [unit("a1")]}, active="B",
                         battlefields=[{"id": "tree", "card": "The Dreaming Tree", "owner": "A"}, {"id": "bf2"}]))
    ok(s, player="B", move=["u"], to="bf2")
    ok(s, player="B", **{"pass": "focus"})
    o = ok(s, player="A", **{"pass": "focus"})  # the showdown ends: B conquers bf2
    (item,) = [c for c in o["chain"] if c["ref"] == "tree.trigger"]
    assert item["controller"] == "B"
