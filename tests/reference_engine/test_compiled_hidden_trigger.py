"""The compiled trigger "When you play a card from [Hidden], ..." (811.1.d): it fires for a card its
controller plays from facedown, of any type, and not for a card played from the hand nor for the
opponent's hidden card."""

from __future__ import annotations

import pytest
from engine_helpers import game, ok, two_players, unit
from exercised import exercises

from reference_engine import catalogue

PASS = {"pass": "priority"}


def _board(owner: str = "A") -> dict:
    teemo = {"id": "t", "card": "Teemo, Scout", "controller": owner}
    return two_players(
        a={"base": [{"id": "monk", "card": "Ember Monk"}], "hand": [{"id": "h", "card": "Teemo, Scout"}],
           "energy": 5, "power": {"chaos": 2, "mind": 2}},
        b={"base": [unit("e", 1, controller="B")]},
        battlefields=[{"id": "bf1", "controller": owner, "units": [unit("post", controller=owner)],
                       "facedown": [teemo]}])


def _rest(s) -> dict:
    o = s.observe()
    for _ in range(20):
        if o["decision"]:  # the two triggers in the order offered; the fewest choices Teemo allows
            d = o["decision"]
            if d["kind"] == "order-triggers":
                o = ok(s, player=d["player"], order=d["options"])
            else:
                o = ok(s, player=d["player"], choose=d["options"][:d.get("minimum", 1) or 0] or [])
        elif o["chain"]:
            o = ok(s, player=o["priority"], **PASS)
        else:
            return o
    raise AssertionError("no rest")


@exercises("Ember Monk")
@pytest.mark.parametrize("how, bonus", [("hidden", 2), ("hand", 0)])
def test_ember_monk_grows_when_you_play_a_card_from_hidden(how, bonus):
    s = game(_board())
    printed = catalogue.lookup("Ember Monk").might
    if how == "hidden":
        ok(s, player="A", play="t", hidden=True, to="bf1")
    else:
        ok(s, player="A", play="h")
    o = _rest(s)
    assert o["cards"]["monk"]["might"] == printed + bonus


def test_ember_monk_ignores_the_opponents_hidden_card():
    s = game({**_board("B"), "turn": {"active": "B", "phase": "main"}})
    ok(s, player="B", play="t", hidden=True, to="bf1")
    o = _rest(s)
    assert o["cards"]["t"]["zone"] == "bf1" and o["cards"]["monk"]["might"] == catalogue.lookup("Ember Monk").might
