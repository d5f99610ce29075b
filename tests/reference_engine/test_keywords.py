"""Keywords (805-829) as the engine implements them: parsing and summing, Accelerate, Deflect, Legion,
Temporary, Action/Reaction timing."""

from engine_helpers import game, ok, refused, two_players, unit

from reference_engine.keywords import keyword_list, keyword_values, legion_active, parse_keyword
from reference_engine.setup import build

PASS = {"pass": "priority"}


def test_parsing_numbered_and_plain_keywords():
    assert parse_keyword("Assault 2") == ("Assault", 2)
    assert parse_keyword("Shield") == ("Shield", 1)  # 814.1.b.3: an omitted X is 1
    assert parse_keyword("Tank") == ("Tank", 1)
    assert parse_keyword("Flying") is None


def test_numbered_keywords_sum_and_redundant_ones_do_not():
    from reference_engine.effects import give_keyword

    g = build(two_players(a={"base": [unit("u", 1, keywords=["Assault 2", "Tank", "Deflect"])]}))
    give_keyword(g, "u", "Assault")
    give_keyword(g, "u", "Tank")
    give_keyword(g, "u", "Deflect 2")
    values = keyword_values(g.cards["u"], g)
    assert values["Assault"] == 3 and values["Tank"] == 1 and values["Deflect"] == 3  # 807.2, 815.2, 809.2
    assert sorted(keyword_list(g.cards["u"], g)) == ["Assault 3", "Deflect 3", "Tank"]


def seeker_on(target_keywords, power):
    return game(two_players(a={"energy": 3, "power": power, "deck": [unit("a1")],
                               "hand": [{"id": "seeker", "card": "Void Seeker"}]},
                            battlefields=[{"id": "bf1", "controller": "B",
                                           "units": [unit("t", 5, controller="B", keywords=target_keywords)]}]))


def test_deflect_makes_an_opponents_spell_cost_more_power_of_any_domain():
    refused(seeker_on(["Deflect"], {"fury": 1}), "power", player="A", play="seeker", targets=["t"])
    s = seeker_on(["Deflect"], {"fury": 1, "calm": 1})
    o = ok(s, player="A", play="seeker", targets=["t"])
    assert o["players"]["A"]["power"] == {} and o["chain"][0]["ref"] == "seeker"
    ok(seeker_on([], {"fury": 1}), player="A", play="seeker", targets=["t"])


def test_deflect_does_not_tax_its_own_controller():
    s = game(two_players(a={"energy": 2, "deck": [unit("a1")], "hand": [{"id": "d", "card": "Discipline"}],
                            "base": [unit("mine", 2, keywords=["Deflect 2"])]}))
    ok(s, player="A", play="d", targets=["mine"])


def test_accelerate_costs_one_and_one_power_and_the_unit_enters_ready():
    lee = {"id": "lee", "card": "Lee Sin, Centered"}
    s = game(two_players(a={"energy": 7, "power": {"body": 1}, "hand": [lee]}))
    o = ok(s, player="A", play="lee", accelerate=True)
    assert o["cards"]["lee"]["zone"] == "base" and o["cards"]["lee"]["exhausted"] is False  # 805.1.a
    assert o["players"]["A"]["energy"] == 0 and o["players"]["A"]["power"] == {}
    s = game(two_players(a={"energy": 6, "hand": [lee]}))
    assert ok(s, player="A", play="lee")["cards"]["lee"]["exhausted"] is True  # 143.4


def test_accelerate_needs_the_keyword():
    s = game(two_players(a={"energy": 3, "power": {"fury": 1}, "hand": [unit("plain", 2, cost=2)]}))
    refused(s, "Accelerate", player="A", play="plain", accelerate=True)


def test_legion_is_active_once_another_card_was_finalized_by_its_controller_this_turn():
    g = build(two_players(a={"base": [unit("u")]}))
    assert legion_active(g, "u") is False
    g.turn_memory["finalized"] = {"A": ["u"]}
    assert legion_active(g, "u") is False  # the card itself does not count
    g.turn_memory["finalized"] = {"A": ["u", "other"], "B": []}
    assert legion_active(g, "u") is True
    g.turn_memory["finalized"] = {"B": ["x"]}
    assert legion_active(g, "u") is False  # another player's card does not count


def test_a_spell_without_action_or_reaction_is_refused_in_a_closed_state():
    s = game(two_players(a={"energy": 8, "power": {"fury": 1, "order": 2}, "deck": [unit("a1")],
                            "hand": [{"id": "d", "card": "Discipline"}, {"id": "v", "card": "Vengeance"}],
                            "base": [unit("u", 2)]}))
    ok(s, player="A", play="d", targets=["u"])
    refused(s, "Reaction", player="A", play="v", targets=["u"])  # 309.1.a


def test_granted_temporary_triggers_too():
    from reference_engine.effects import give_keyword

    s = game(two_players(a={"base": [unit("u", 2)], "deck": [unit("a1")]}, b={"deck": [unit("b1")]}, active="B"))
    give_keyword(s._g, "u", "Temporary", duration="permanent")
    o = ok(s, player="B", end_turn=True)
    assert [c["ref"] for c in o["chain"]] == ["u.trigger"]


def test_a_unit_whose_text_says_it_enters_ready_does_so_only_when_its_condition_holds():
    leona = {"id": "leona", "card": "Leona, Zealot"}
    s = game(two_players(a={"energy": 6, "power": {"calm": 1}, "hand": [leona]}, b={"score": 5}))
    assert ok(s, player="A", play="leona")["cards"]["leona"]["exhausted"] is False  # 5 is within 3 of 8
    s = game(two_players(a={"energy": 6, "power": {"calm": 1}, "hand": [leona]}, b={"score": 4}))
    assert ok(s, player="A", play="leona")["cards"]["leona"]["exhausted"] is True


def test_thousand_tailed_watcher_snapshots_its_decrease_on_each_enemy():
    s = game(two_players(a={"energy": 7, "power": {"mind": 1}, "hand": [{"id": "w", "card": "Thousand-Tailed Watcher"}]},
                         b={"base": [unit("big", 6), unit("small", 2)]}))
    ok(s, player="A", play="w")
    ok(s, player="A", **PASS)
    o = ok(s, player="B", **PASS)
    assert o["cards"]["big"]["might"] == 3 and o["cards"]["small"]["might"] == 1
    assert o["cards"]["w"]["might"] == 7


def test_deathknell_helper_builds_a_death_trigger_controlled_by_the_last_controller():
    from reference_engine.keywords import deathknell

    trig = deathknell(lambda ctx: None)
    g = build(two_players(a={"base": [unit("u")]}))
    event = {"type": "die", "unit": "u", "controller": "B"}
    assert trig.on == "die" and trig.condition(g, "u", event) and not trig.condition(g, "v", event)
    assert trig.controller(g, "u", event) == "B"


def test_a_triggered_ability_pays_deflect_as_it_goes_on_the_chain_or_leaves_it():
    def corsair_game(power):
        return game(two_players(a={"power": power, "base": [{"id": "cc", "card": "Crackshot Corsair"}]},
                                battlefields=[{"id": "bf1", "controller": "B",
                                               "units": [unit("t", 3, controller="B", keywords=["Deflect"])]}]))

    s = corsair_game({"fury": 1})
    o = ok(s, player="A", move=["cc"], to="bf1")
    assert [c["ref"] for c in o["chain"]] == ["cc.trigger"] and o["players"]["A"]["power"] == {}
    s = corsair_game({})
    o = ok(s, player="A", move=["cc"], to="bf1")
    assert o["chain"] == []  # 383.3.b.1: the cost could not be paid, so it is not put on the chain
