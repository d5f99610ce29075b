"""Replacement effects (367-375): one applies without a question; several are ordered by the controller of
the affected object (372); a replacement a resolved effect leaves on an object lasts its duration and ends
when the object becomes a new one (124)."""

from engine_helpers import game, ok, two_players, unit


def _smite_setup(guard_might=3, hourglass=True, extra_hand=()):
    return two_players(
        a={"energy": 6, "power": {"fury": 3}, "hand": [{"id": "smite", "card": "Smite"}, *extra_hand]},
        b={"base": [{"id": "hg", "card": "Zhonya's Hourglass"}] if hourglass else [],
           "deck": [unit("b1")]},
        battlefields=[{"id": "bf1", "controller": "B", "units": [unit("g", guard_might, controller="B")]}])


def _resolve(s, card, targets):
    ok(s, player="A", play=card, targets=targets)
    ok(s, player="A", **{"pass": "priority"})
    return ok(s, player="B", **{"pass": "priority"})


def test_a_single_replacement_applies_without_a_question():
    s = game(_smite_setup(hourglass=False))
    o = _resolve(s, "smite", ["g"])
    assert o["decision"] is None and o["cards"]["g"]["zone"] == "banishment"


def test_two_replacements_are_ordered_by_the_affected_units_controller():
    s = game(_smite_setup())
    o = _resolve(s, "smite", ["g"])
    assert o["decision"]["player"] == "B" and sorted(o["decision"]["options"]) == ["hg", "smite"]
    o = ok(s, player="B", choose=["hg"])
    assert o["cards"]["g"]["zone"] == "base" and o["cards"]["hg"]["zone"] == "trash"


def test_an_effect_replacement_lasts_the_turn_on_the_same_object():
    s = game(_smite_setup(guard_might=5, hourglass=False,
                          extra_hand=[{"id": "seeker", "card": "Void Seeker"}]))
    o = _resolve(s, "smite", ["g"])
    assert o["cards"]["g"]["zone"] == "bf1" and o["cards"]["g"]["damage"] == 3
    o = _resolve(s, "seeker", ["g"])  # a later death this turn is still replaced
    assert o["cards"]["g"]["zone"] == "banishment"


def test_an_effect_can_forbid_moving_a_unit_for_the_turn():
    s = game(two_players(
        a={"energy": 3, "power": {"fury": 1},
           "hand": [{"id": "w", "unit": {"might": 2, "cost": 2, "keywords": ["Accelerate"]}}]},
        battlefields=[{"id": "bf1"}, {"id": "bf2", "controller": "B",
                                      "units": [{"id": "vex", "card": "Vex, Apathetic", "controller": "B"}]}]))
    ok(s, player="A", play="w", accelerate=True)
    ok(s, player="B", **{"pass": "priority"})
    o = ok(s, player="A", **{"pass": "priority"})
    assert o["cards"]["w"]["stunned"] and not o["cards"]["w"]["exhausted"]
    from engine_helpers import refused

    refused(s, "can't move", player="A", move=["w"], to="bf1")
