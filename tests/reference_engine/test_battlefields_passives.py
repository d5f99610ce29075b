"""Battlefields with passive abilities (364): Might and keywords for units there, where units may be played
or moved, and costs."""

from battlefield_helpers import PASS_FOCUS, hold, resolve
from engine_helpers import game, ok, refused, two_players, unit
from exercised import exercises


@exercises('Kinkou Temple')
def test_kinkou_temple_gives_tank_units_there_one_might():
    s = game(two_players(battlefields=[{"id": "bf", "card": "Kinkou Temple", "controller": "A",
                                        "units": [unit("tank", 2, controller="A", keywords=["Tank"]),
                                                  unit("plain", 2, controller="A")]}],
                         a={"base": [unit("away", 2, keywords=["Tank"])]}))
    o = s.observe()
    assert (o["cards"]["tank"]["might"], o["cards"]["plain"]["might"], o["cards"]["away"]["might"]) == (3, 2, 2)


@exercises('Black Flame Altar')
def test_black_flame_altar_gives_temporary_units_there_shield():
    s = game(two_players(battlefields=[{"id": "bf", "card": "Black Flame Altar", "controller": "A",
                                        "units": [unit("temp", 2, controller="A", keywords=["Temporary"]),
                                                  unit("plain", 2, controller="A")]}]))
    o = s.observe()
    assert "Shield" in o["cards"]["temp"]["keywords"] and "Shield" not in o["cards"]["plain"]["keywords"]


def _attack_forbidding_waste(defenders):
    s = game(two_players(a={"base": [unit("att", 5)]},
                         battlefields=[{"id": "bf", "card": "Forbidding Waste", "controller": "B",
                                        "units": defenders}]))
    return s, ok(s, player="A", move=["att"], to="bf")


@exercises('Forbidding Waste')
def test_forbidding_waste_weakens_a_lone_defender():
    s, o = _attack_forbidding_waste([unit("lone", 4, controller="B")])
    assert o["showdown"]["combat"] is True and o["cards"]["lone"]["might"] == 2
    assert o["cards"]["att"]["might"] == 5  # attackers are not affected


@exercises('Forbidding Waste')
def test_forbidding_waste_spares_defenders_with_company():
    s, o = _attack_forbidding_waste([unit("d1", 4, controller="B"), unit("d2", 1, controller="B")])
    assert (o["cards"]["d1"]["might"], o["cards"]["d2"]["might"]) == (4, 1)


@exercises('Rockfall Path')
def test_rockfall_path_refuses_units_played_there_but_not_moved_there():
    s = game(two_players(a={"hand": [unit("new", 1, cost=0)], "base": [unit("mover", 1)]},
                         battlefields=[{"id": "bf", "card": "Rockfall Path", "controller": "A",
                                        "units": [unit("h", 1, controller="A")]}]))
    refused(s, "can't be played", player="A", play="new", to="bf")
    o = ok(s, player="A", move=["mover"], to="bf")
    assert o["cards"]["mover"]["zone"] == "bf"
    o = ok(s, player="A", play="new")
    assert o["cards"]["new"]["zone"] == "base"


@exercises('Baron Pit')
def test_baron_pit_lets_units_move_there_from_another_battlefield():
    s = game(two_players(battlefields=[{"id": "bf1", "controller": "A", "units": [unit("u", 1, controller="A"),
                                                                                unit("v", 1, controller="A")]},
                                       {"id": "pit", "card": "Baron Pit"}, {"id": "bf2"}]))
    refused(s, "Ganking", player="A", move=["v"], to="bf2")
    o = ok(s, player="A", move=["u"], to="pit")
    assert o["cards"]["u"]["zone"] == "pit"


@exercises('Mystic Vortex')
def test_mystic_vortex_taxes_reaction_cards_during_a_showdown_there():
    def setup(power):
        s = game(two_players(a={"energy": 1, "power": power, "base": [unit("att", 2)],
                                "hand": [{"id": "gust", "card": "Gust"}]},
                             battlefields=[{"id": "bf", "card": "Mystic Vortex"}]))
        ok(s, player="A", move=["att"], to="bf")
        return s
    s = setup({})
    refused(s, None, player="A", play="gust", targets=["att"])
    s = setup({"order": 1})
    o = ok(s, player="A", play="gust", targets=["att"])
    assert o["players"]["A"]["energy"] == 0 and o["players"]["A"]["power"] == {}


@exercises('Mystic Vortex')
def test_mystic_vortex_does_not_tax_outside_its_showdowns():
    s = game(two_players(a={"energy": 1, "hand": [{"id": "gust", "card": "Gust"}]},
                         battlefields=[{"id": "bf", "card": "Mystic Vortex", "controller": "A",
                                        "units": [unit("h", 1, controller="A")]}]))
    ok(s, player="A", play="gust", targets=["h"])


@exercises("Ornn's Forge")
def test_ornns_forge_discounts_the_first_gear_each_turn():
    s = game(two_players(a={"energy": 1, "hand": [{"id": "g1", "card": "Doran's Shield"},
                                                  {"id": "g2", "card": "Doran's Shield"}]},
                         battlefields=[{"id": "bf", "card": "Ornn's Forge", "controller": "A",
                                        "units": [unit("h", 1, controller="A")]}]))
    o = ok(s, player="A", play="g1")
    o = resolve(s, o)
    assert o["cards"]["g1"]["zone"] == "base" and o["players"]["A"]["energy"] == 1  # [1] less: free
    o = ok(s, player="A", play="g2")
    o = resolve(s, o)
    assert o["players"]["A"]["energy"] == 0


@exercises("Ornn's Forge")
def test_ornns_forge_needs_its_controller():
    s = game(two_players(a={"hand": [{"id": "g1", "card": "Doran's Shield"}]},
                         battlefields=[{"id": "bf", "card": "Ornn's Forge", "controller": "B",
                                        "units": [unit("h", 1, controller="B")]}]))
    refused(s, None, player="A", play="g1")


@exercises('Vaults of Helia')
def test_vaults_of_helia_taxes_the_holders_units_this_turn():
    s, o = hold("Vaults of Helia", a={"hand": [unit("new", 1, cost=1)],
                                      "runes": [{"id": "r1", "domain": "calm"}, {"id": "r2", "domain": "calm"}]})
    o = resolve(s, o)
    assert o["turn"]["phase"] == "main"
    ok(s, player="A", activate="r1")
    refused(s, None, player="A", play="new")  # it costs [2] now
    ok(s, player="A", activate="r2")
    o = ok(s, player="A", play="new")
    assert o["players"]["A"]["energy"] == 0


def _dragon(cid, tags=("Dragon",)):
    return {"id": cid, "unit": {"might": 3, "cost": 1, "tags": list(tags)}}


@exercises('Dragon Roost')
def test_dragon_roost_offers_any_player_a_cost_to_play_a_dragon_there():
    def setup():
        return game(two_players(a={"energy": 1, "power": {"fury": 1, "calm": 1},
                                   "hand": [_dragon("drake"), _dragon("pup", tags=("Dog",))]},
                                battlefields=[{"id": "roost", "card": "Dragon Roost"}]))
    s = setup()
    refused(s, "355.2.a", player="A", play="drake", to="roost")  # not A's battlefield, cost not paid
    refused(s, None, player="A", play="pup", to="roost", additional_cost=True)  # not a Dragon
    assert {"player": "A", "play": "drake", "to": "roost", "additional_cost": True} in s.legal_actions("A")
    o = ok(s, player="A", play="drake", to="roost", additional_cost=True)
    assert o["players"]["A"]["energy"] == 0 and o["players"]["A"]["power"] == {}  # [1] and [A][A]
    o = resolve(s, o)
    assert o["cards"]["drake"]["zone"] == "roost"


@exercises('Forge of the Fluft')
def test_forge_of_the_fluft_gives_your_legend_an_attach_ability():
    def setup(controller):
        return game(two_players(a={"legend": {"id": "gf", "card": "Green Father"},
                                   "base": [{"id": "shield", "card": "Doran's Shield"}, unit("u", 2)]},
                                battlefields=[{"id": "bf", "card": "Forge of the Fluft", "controller": controller,
                                               "units": [unit("h", 1, controller=controller)]}]))
    refused(setup("B"), "no activated ability", player="A", activate="gf", targets=["shield", "u"])
    s = setup("A")
    o = ok(s, player="A", activate="gf", targets=["shield", "u"])
    assert o["chain"][0]["ref"] == "gf.ability" and o["cards"]["gf"]["exhausted"] is True
    o = resolve(s, o)
    assert o["cards"]["shield"]["attached_to"] == "u" and o["cards"]["u"]["might"] == 3
