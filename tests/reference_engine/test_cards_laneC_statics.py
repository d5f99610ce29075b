"""Card lane C, granted abilities and statics: conditional keywords (Fiora, Victorious), Vision given to
other units (Forecaster, Gemcraft Seer), text given by an Equipment (Experimental Hexplate). Each card is
played, triggered or set up and its effect read from the observed state."""

from __future__ import annotations

from engine_helpers import deck, game, ok, two_players, unit
from exercised import exercises
from unl_helpers import official, settle


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


# -- Vision given to other units (817, 477.2.b) -----------------------------------------------------------


def _vision_triggers(o, cid):
    return [i for i in o["chain"] if i["source"] == cid]


def _play_with_deck(base, hand, energy=9):
    s = game(two_players(a={"base": base, "hand": hand, "energy": energy, "power": {"mind": 3},
                            "deck": [unit("t0"), unit("t1"), unit("t2")]}, b={"deck": deck(2, "x")}))
    return s


@exercises("Forecaster")
def test_forecaster_gives_itself_vision_as_a_mech_and_its_player_may_recycle_the_top_card():
    s = _play_with_deck([], [official("fc", "Forecaster")])
    o = ok(s, player="A", play="fc", to="base")
    assert len(_vision_triggers(o, "fc")) == 1  # it is a Mech: its own passive gives it Vision
    o = settle(s)
    assert o["decision"] and o["decision"]["options"] == ["t0"]
    o = ok(s, player="A", choose=["t0"])
    assert o["players"]["A"]["deck"] == ["t1", "t2", "t0"]


def test_forecaster_gives_other_mechs_vision_but_not_other_units():
    s = _play_with_deck([official("fc", "Forecaster")], [{"id": "m", "unit": {"might": 2, "tags": ["Mech"]}}, unit("n", 2)])
    o = ok(s, player="A", play="n", to="base")
    assert not _vision_triggers(o, "n")
    o = ok(s, player="A", play="m", to="base")
    assert len(_vision_triggers(o, "m")) == 1 and "Vision" in o["cards"]["m"]["keywords"]


def test_two_forecasters_give_a_new_one_two_instances_of_vision_each_triggering():
    s = _play_with_deck([official("fc", "Forecaster")], [official("fc2", "Forecaster")])
    o = ok(s, player="A", play="fc2", to="base")
    assert o["decision"]["kind"] == "order-triggers" and len(o["decision"]["options"]) == 2
    o = ok(s, player="A", order=o["decision"]["options"])
    assert len(_vision_triggers(o, "fc2")) == 2  # 817.2: each instance triggers separately


@exercises("Gemcraft Seer")
def test_gemcraft_seer_gives_other_friendly_units_vision_and_has_its_own():
    s = _play_with_deck([], [official("gs", "Gemcraft Seer"), unit("n", 2)])
    o = ok(s, player="A", play="gs", to="base")
    assert len(_vision_triggers(o, "gs")) == 1  # its printed Vision only: "other" units get the grant
    o = ok(s, player="A", choose=["t0"]) if settle(s)["decision"] else s.observe()
    assert o["players"]["A"]["deck"][-1] == "t0"
    o = ok(s, player="A", play="n", to="base")
    assert len(_vision_triggers(o, "n")) == 1
    o = settle(s)
    assert o["decision"]["options"] == ["t1"]


def test_gemcraft_seer_gives_no_vision_to_enemy_units():
    s = game(two_players(a={"base": [official("gs", "Gemcraft Seer")]},
                         b={"base": [unit("e", 2, controller="B")], "deck": deck(2, "x")}))
    o = s.observe()
    assert "Vision" not in o["cards"]["e"]["keywords"] and "Vision" in o["cards"]["gs"]["keywords"]


# -- a tag given by an Equipment's Effect Text (477.1.c, 718.3) ----------------------------------------


@exercises("Experimental Hexplate")
def test_experimental_hexplate_makes_its_unit_a_mech_while_attached():
    s = game(two_players(a={"base": [official("g", "Experimental Hexplate"), official("fc", "Forecaster"),
                                     unit("u", 2), unit("v", 3)], "power": {"mind": 3}, "deck": deck(3)},
                         b={"deck": deck(2, "x")}))
    o = s.observe()
    assert "Vision" not in o["cards"]["u"]["keywords"]  # not a Mech: Forecaster gives it nothing
    ok(s, player="A", activate="g", targets=["u"])
    o = settle(s)
    assert o["cards"]["g"]["attached_to"] == "u" and o["cards"]["u"]["might"] == 3
    assert "Vision" in o["cards"]["u"]["keywords"]  # a Mech now: "Your Mechs have [Vision]"
    ok(s, player="A", activate="g", targets=["v"])  # equipped to another unit: u is no Mech any more
    o = settle(s)
    assert o["cards"]["g"]["attached_to"] == "v"
    assert "Vision" not in o["cards"]["u"]["keywords"] and "Vision" in o["cards"]["v"]["keywords"]


def test_experimental_hexplate_mech_tag_ends_as_the_unit_leaves_the_board():
    from reference_engine.effects import kill

    s = game(two_players(a={"base": [official("g", "Experimental Hexplate"), unit("u", 2)], "power": {"mind": 1},
                            "deck": deck(3)}, b={"deck": deck(2, "x")}))
    ok(s, player="A", activate="g", targets=["u"])
    settle(s)
    g = s._g
    assert "Mech" in g.cards["u"].tags
    kill(g, "u")
    assert g.cards["u"].zone == "trash" and "Mech" not in g.cards["u"].tags


# -- any number of buffs (702.3 overridden) ------------------------------------------------------------


@exercises("Lee Sin, Ascetic")
def test_lee_sin_buffs_himself_past_one_buff_and_each_gives_one_might():
    from reference_engine.effects import spend_buff

    s = game(two_players(a={"base": [official("ls", "Lee Sin, Ascetic", buffed=True), unit("u", 2, buffed=True)]},
                         b={"deck": deck(2, "x")}))
    assert s.observe()["cards"]["ls"]["might"] == 6
    ok(s, player="A", activate="ls", ability=1)
    o = settle(s)
    assert o["cards"]["ls"]["might"] == 7 and o["cards"]["ls"]["exhausted"] and o["cards"]["ls"]["buffed"]
    g = s._g
    from reference_engine.effects import buff

    assert not buff(g, "u")  # an ordinary unit keeps one buff (702.3.a)
    assert spend_buff(g, "ls", "A") and s.observe()["cards"]["ls"]["might"] == 6 and g.cards["ls"].buffed
    assert spend_buff(g, "ls", "A") and not g.cards["ls"].buffed and s.observe()["cards"]["ls"]["might"] == 5
