"""Card lane C, granted abilities and statics: conditional keywords (Fiora, Victorious), Vision given to
other units (Forecaster, Gemcraft Seer), text given by an Equipment (Experimental Hexplate). Each card is
played, triggered or set up and its effect read from the observed state."""

from __future__ import annotations

from engine_helpers import deck, game, ok, two_players, unit
from exercised import exercises
from unl_helpers import official


@exercises("Fiora, Victorious")
def test_fiora_has_deflect_ganking_and_shield_only_while_mighty():
    s = game(two_players(a={"base": [official("f", "Fiora, Victorious")]}, b={"deck": deck(2, "x")}))
    kws = set(s.observe()["cards"]["f"]["keywords"])
    assert not kws & {"Deflect", "Ganking", "Shield"}  # 4 Might: not Mighty
    s = game(two_players(a={"base": [official("f", "Fiora, Victorious", buffed=True)]}, b={"deck": deck(2, "x")}))
    o = s.observe()
    assert o["cards"]["f"]["might"] == 5 and {"Deflect", "Ganking", "Shield"} <= set(o["cards"]["f"]["keywords"])


def test_fiora_mighty_at_a_battlefield_moves_between_battlefields_with_ganking():
    s = game(two_players(a={"base": [], "energy": 0}, b={"deck": deck(2, "x")},
                         battlefields=[{"id": "bf1", "controller": "A",
                                        "units": [official("f", "Fiora, Victorious", buffed=True, controller="A")]},
                                       {"id": "bf2", "units": []}]))
    o = ok(s, player="A", move=["f"], to="bf2")  # 810: Ganking lets her move battlefield to battlefield
    assert o["cards"]["f"]["zone"] == "bf2"


def test_fiora_not_mighty_cannot_move_between_battlefields():
    from engine_helpers import refused

    s = game(two_players(a={"base": []}, b={"deck": deck(2, "x")},
                         battlefields=[{"id": "bf1", "controller": "A",
                                        "units": [official("f", "Fiora, Victorious", controller="A")]},
                                       {"id": "bf2", "units": []}]))
    refused(s, player="A", move=["f"], to="bf2")
