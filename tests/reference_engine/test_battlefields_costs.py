"""Battlefields changing what things cost or allow while paying: hiding room, Deflect, spell, Empower,
gear ability and Repeat discounts."""

import pytest
from engine_helpers import game, ok, refused, two_players, unit
from exercised import exercises


def _hidden(cid):
    return unit(cid, 2, keywords=["Hidden"], name="Hidden Test Unit")


@exercises('Bandle Tree')
@pytest.mark.parametrize("card, room", [("Bandle Tree", 2), (None, 1)])
def test_bandle_tree_holds_an_additional_facedown_card(card, room):
    bf = {"id": "bf", "controller": "A", "units": [unit("post", controller="A")]}
    if card:
        bf["card"] = card
    s = game(two_players(a={"power": {"chaos": 3}, "hand": [_hidden("h1"), _hidden("h2"), _hidden("h3")]},
                         battlefields=[bf]))
    for i in range(1, room + 1):
        ok(s, player="A", hide=f"h{i}", at="bf")
    refused(s, "facedown", player="A", hide=f"h{room + 1}", at="bf")


@exercises('Heisho, Shell of the World')
@pytest.mark.parametrize("card, accepted", [("Heisho, Shell of the World", True), (None, False)])
def test_heisho_ignores_deflect_for_choices_there(card, accepted):
    bf = {"id": "bf", "controller": "B", "units": [unit("shy", 2, controller="B", keywords=["Deflect"])]}
    if card:
        bf["card"] = card
    s = game(two_players(a={"energy": 1, "hand": [{"id": "gust", "card": "Gust"}]}, battlefields=[bf]))
    if accepted:
        ok(s, player="A", play="gust", targets=["shy"])
    else:
        refused(s, "Deflect", player="A", play="gust", targets=["shy"])


@exercises('Sandswept Tomb')
def test_sandswept_tomb_discounts_spells_choosing_friendly_units_there():
    s = game(two_players(a={"energy": 2, "hand": [{"id": "ss", "card": "Smoke Screen"}, {"id": "s2", "card": "Smoke Screen"}]},
                         b={"base": [unit("foe", 3)]},
                         battlefields=[{"id": "bf", "card": "Sandswept Tomb", "controller": "A",
                                        "units": [unit("mine", 3, controller="A")]}]))
    refused(s, None, player="A", play="ss", targets=["foe"])  # [2][mind]: no Power in the pool
    o = ok(s, player="A", play="ss", targets=["mine"])  # the [A] discount covers the Power
    assert o["players"]["A"]["energy"] == 0


@exercises('Risen Altar')
def test_risen_altar_discounts_empower_costs_of_your_units_there():
    def setup(energy, card="Risen Altar"):
        return game(two_players(a={"energy": energy},
                                battlefields=[{"id": "bf", "card": card, "controller": "A",
                                               "units": [{"id": "hawk", "card": "Solari Sunhawk", "controller": "A"}]}]))
    refused(setup(1, card="Forgotten Monument"), None, player="A", activate="hawk")
    s = setup(1)
    o = ok(s, player="A", activate="hawk")
    assert o["players"]["A"]["energy"] == 0
    ok(s, player="A", **{"pass": "priority"})
    o = ok(s, player="B", **{"pass": "priority"})
    assert o["cards"]["hawk"]["empowered"] is True


@exercises('Piltovan Forge')
def test_piltovan_forge_discounts_the_first_gear_ability_each_turn():
    trash = [unit(f"t{i}") for i in range(6)]
    s = game(two_players(a={"energy": 1, "trash": trash, "deck": [unit("d1"), unit("d2")],
                            "base": [{"id": "g1", "card": "Garbage Grabber"}, {"id": "g2", "card": "Garbage Grabber"}]},
                         battlefields=[{"id": "bf", "card": "Piltovan Forge", "controller": "A",
                                        "units": [unit("h", 1, controller="A")]}]))
    ok(s, player="A", activate="g1")
    o = ok(s, player="A", choose=["t0", "t1", "t2"])  # the cards to recycle
    assert o["players"]["A"]["energy"] == 1  # the first gear ability costs [1] less
    ok(s, player="A", **{"pass": "priority"})
    ok(s, player="B", **{"pass": "priority"})
    o = ok(s, player="A", activate="g2")
    if o["decision"] is not None:
        o = ok(s, player="A", choose=o["decision"]["options"][:3])
    assert o["players"]["A"]["energy"] == 0  # the second pays in full


@exercises('Marai Spire')
@pytest.mark.parametrize("controller, accepted", [("A", True), ("B", False)])
def test_marai_spire_discounts_your_repeat_costs(controller, accepted):
    s = game(two_players(a={"energy": 3, "deck": [unit("d1"), unit("d2")],
                            "hand": [{"id": "dd", "card": "Downstage Dramatics"}]},
                         battlefields=[{"id": "bf", "card": "Marai Spire", "controller": controller,
                                        "units": [unit("h", 1, controller=controller)]}]))
    if accepted:
        o = ok(s, player="A", play="dd", repeat=1)  # [2] + Repeat [2] - [1]
        assert o["players"]["A"]["energy"] == 0
    else:
        refused(s, None, player="A", play="dd", repeat=1)
