"""Card lane B: cards needing a small mechanism each (a discard run, every trash, a spent buff). Each card is
played or triggered and its effect checked on the observed state."""

from __future__ import annotations

import pytest
from engine_helpers import deck, game, ok, refused, two_players, unit
from exercised import exercises
from cardsC_helpers import drive, no, yes
from unl_helpers import first_options, official


@exercises("Shadows of the Past")
def test_shadows_of_the_past_returns_units_from_both_trashes_to_their_owners_hands():
    s = game(two_players(a={"energy": 3, "power": {"chaos": 1}, "hand": [official("sp", "Shadows of the Past")],
                            "trash": [unit("mine", 2)]},
                         b={"trash": [unit("theirs", 3)]}))
    ok(s, player="A", play="sp", targets=["mine", "theirs"])
    o = drive(s)
    assert o["players"]["A"]["hand"] == ["mine"] and o["players"]["B"]["hand"] == ["theirs"]
    assert o["cards"]["sp"]["zone"] == "trash" and o["players"]["B"]["trash"] == []


@exercises("Jinx, Rebel")
def test_jinx_rebel_readies_and_grows_once_per_discard_action():
    s = game(two_players(a={"energy": 5, "power": {"fury": 2}, "deck": deck(3),
                            "hand": [official("jd", "Jinx, Demolitionist"), official("ge", "Get Excited!"),
                                     unit("x1"), unit("x2", cost=4), unit("x3")],
                            "base": [official("jr", "Jinx, Rebel", exhausted=True)]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("e", 9, controller="B")]}]))
    def discard_units(d):
        picks = [c for c in ("x1", "x2", "x3") if c in d["options"]]
        return {"choose": picks[: d.get("minimum", 1)]} if picks else first_options(d)

    ok(s, player="A", play="jd")
    o = drive(s, discard_units)  # Demolitionist's "discard 2": one action, two cards
    assert len(o["players"]["A"]["trash"]) == 2
    assert o["cards"]["jr"]["exhausted"] is False and o["cards"]["jr"]["might"] == 6
    ok(s, player="A", play="ge", targets=["e"])  # a second, separate discard: it triggers again
    o = drive(s, discard_units)
    assert o["cards"]["jr"]["might"] == 7 and "x3" in o["players"]["A"]["trash"]


@exercises("Wildclaw Shaman")
@pytest.mark.parametrize("spend", [True, False])
def test_wildclaw_shaman_may_spend_another_units_buff_to_buff_and_ready_himself(spend):
    s = game(two_players(a={"energy": 4, "hand": [official("ws", "Wildclaw Shaman")],
                            "base": [unit("b", 2, buffed=True)]}))
    ok(s, player="A", play="ws")
    o = drive(s, yes if spend else no)
    assert o["cards"]["b"]["buffed"] is (not spend)
    assert o["cards"]["ws"]["buffed"] is spend and o["cards"]["ws"]["might"] == (4 if spend else 3)
    assert o["cards"]["ws"]["exhausted"] is (not spend)


@exercises("Wildclaw Shaman")
def test_wildclaw_shaman_without_a_buff_to_spend_does_nothing():
    s = game(two_players(a={"energy": 4, "hand": [official("ws", "Wildclaw Shaman")], "base": [unit("b", 2)]}))
    ok(s, player="A", play="ws")
    o = drive(s, yes)
    assert o["cards"]["ws"]["buffed"] is False and o["cards"]["ws"]["exhausted"] is True


@exercises("Dominus")
def test_dominus_doubles_might_and_gives_a_ready_ability_for_the_turn():
    s = game(two_players(a={"energy": 4, "power": {"mind": 2}, "hand": [official("dom", "Dominus")],
                            "base": [unit("u", 3, exhausted=True), unit("w", 2, exhausted=True)]}))
    refused(s, None, player="A", activate="u")  # no ability before Dominus
    ok(s, player="A", play="dom", targets=["u"])
    o = drive(s)
    assert o["cards"]["u"]["might"] == 6 and o["cards"]["w"]["might"] == 2
    refused(s, None, player="A", activate="w")  # only the chosen unit has it
    ok(s, player="A", activate="u")
    o = drive(s)
    assert o["cards"]["u"]["exhausted"] is False and o["players"]["A"]["power"] == {}


@exercises("Forgotten Relic")
def test_forgotten_relic_burns_one_as_played_and_a_burned_unit_pumps_a_friendly_unit():
    s = game(two_players(a={"energy": 5, "hand": [official("fr", "Forgotten Relic")], "base": [unit("f", 2)],
                            "deck": [unit("top", 4), unit("next", 1)]}))
    ok(s, player="A", play="fr")
    o = drive(s)  # the burn, then the reflexive ability (its one friendly unit forced)
    assert o["players"]["A"]["trash"] == ["top"] and o["players"]["A"]["deck"] == ["next"]
    assert o["cards"]["f"]["might"] == 6


@exercises("Forgotten Relic")
def test_forgotten_relic_burns_at_the_start_of_its_beginning_phase_and_a_gear_pumps_nothing():
    s = game(two_players(active="B", a={"base": [official("fr", "Forgotten Relic"), unit("f", 2)],
                                        "deck": [{"id": "g", "gear": {}}, unit("u2", 3), unit("u3", 1)]},
                         b={"deck": deck(3, "x")}))
    ok(s, player="B", end_turn=True)
    o = drive(s, first_options)
    assert o["players"]["A"]["trash"] == ["g"] and o["cards"]["f"]["might"] == 2


@exercises("Forgotten Signpost")
def test_forgotten_signpost_moves_a_unit_to_where_the_exhausted_unit_is():
    s = game(two_players(a={"base": [official("sp", "Forgotten Signpost"), unit("mover", 2)]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("scout", 1, controller="A")]}]))
    o = ok(s, player="A", activate="sp", targets=["mover"])
    if o.get("decision"):  # which unit to exhaust for the cost
        o = ok(s, player="A", choose=["scout"])
    o = drive(s)
    assert o["cards"]["scout"]["exhausted"] is True and o["cards"]["sp"]["exhausted"] is True
    assert o["cards"]["mover"]["zone"] == "bf1" and o["cards"]["mover"]["exhausted"] is False


@exercises("Azir, Ascendant")
def test_azir_swaps_places_with_a_friendly_unit_and_may_take_its_equipment_once_a_turn():
    s = game(two_players(a={"power": {"calm": 3}, "base": [official("azir", "Azir, Ascendant"),
                                                           {"id": "ga", "card": "Guardian Angel"}]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [unit("scout", 1, controller="A")]}]))
    ok(s, player="A", activate="ga", targets=["scout"])
    o = drive(s)
    assert o["cards"]["ga"]["attached_to"] == "scout"
    ok(s, player="A", activate="azir", targets=["scout"])
    o = drive(s, lambda d: {"choose": ["ga"]} if "ga" in d["options"] else first_options(d))
    assert o["cards"]["azir"]["zone"] == "bf1" and o["cards"]["scout"]["zone"] == "base"
    assert o["cards"]["ga"]["attached_to"] == "azir" and o["cards"]["ga"]["zone"] == "bf1"
    refused(s, "once per turn", player="A", activate="azir", targets=["scout"])
