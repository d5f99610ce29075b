"""Card lane C, catalogue data fixes: a keyword the card export printed without its brackets ("Hidden (Hide
now ...)") is the keyword (811), so Windsinger can be hidden; its play effect then works from facedown."""

from __future__ import annotations

from engine_helpers import game, ok, refused, two_players, unit
from exercised import exercises
from unl_helpers import official, settle

from reference_engine import catalogue

RICH = {"energy": 9, "power": {d: 3 for d in ("fury", "calm", "mind", "body", "chaos", "order")}}


def test_windsinger_has_hidden_in_the_catalogue():
    assert "Hidden" in catalogue.lookup("Windsinger").keywords


@exercises("Windsinger")
def test_windsinger_can_be_hidden_and_played_from_facedown_returning_a_small_unit():
    s = game(two_players(a={**RICH, "hand": [official("ws", "Windsinger"), unit("plain", 1)]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("f", 1, controller="A")]}]))
    refused(s, player="A", hide="plain", at="bf1")  # no Hidden
    o = ok(s, player="A", hide="ws", at="bf1")
    assert o["cards"]["ws"]["hidden"]
    s = game(two_players(a={**RICH},
                         battlefields=[{"id": "bf1", "controller": "A",
                                        "units": [unit("f", 1, controller="A"), unit("e", 3, controller="B")],
                                        "facedown": [{"id": "ws", "card": "Windsinger", "controller": "A"}]},
                                       {"id": "bf2", "controller": "B", "units": [unit("big", 4, controller="B")]}]))
    o = ok(s, player="A", play="ws")
    o = settle(s)
    if o.get("decision"):
        assert "big" not in o["decision"]["options"] and "ws" not in o["decision"]["options"]
        o = ok(s, player="A", choose=["e"])
        o = settle(s)
    assert o["cards"]["e"]["zone"] == "hand" and o["cards"]["ws"]["zone"] == "bf1"
