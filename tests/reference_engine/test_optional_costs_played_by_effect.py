"""A card an effect plays still declares its optional additional costs (356.2.b.1, 805.2)."""

from tests.reference_engine.engine_helpers import game, ok, two_players


def _breach_kaisa(power: dict):
    s = game(two_players(a={"energy": 3, "power": power,
                            "base": [{"id": "kaisa", "card": "Kai'Sa, Survivor", "exhausted": True}],
                            "hand": [{"id": "breach", "card": "Temporal Breach"}]}))
    ok(s, player="A", play="breach", targets=["kaisa"])
    ok(s, player="A", **{"pass": "priority"})
    return s, ok(s, player="B", **{"pass": "priority"})


def test_accelerate_is_offered_when_it_could_be_paid_and_may_be_declined():
    s, state = _breach_kaisa({"mind": 1, "fury": 1})
    assert state["decision"]["player"] == "A" and "Accelerate" in state["decision"]["prompt"]
    state = ok(s, player="A", choose="no")
    assert state["cards"]["kaisa"]["exhausted"] is True and state["players"]["A"]["power"].get("fury") == 1


def test_accelerate_is_not_offered_when_it_cannot_be_paid():
    _, state = _breach_kaisa({"mind": 1})
    assert state["decision"] is None
    assert state["cards"]["kaisa"]["zone"] == "base" and state["cards"]["kaisa"]["exhausted"] is True
