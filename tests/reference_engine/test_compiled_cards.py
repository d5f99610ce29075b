"""Compiled effect specs (catalogue/compile_effects.py -> cards/compiled.py): one minimal game per template,
through Session, with real cards whose whole text is that template."""

from engine_helpers import game, ok, refused, two_players, unit
from exercised import exercises

from reference_engine import catalogue
from reference_engine.cards import compiled_behaviour, registered
from reference_engine.catalogue.compile_effects import compile_card

PASS = {"pass": "priority"}


def resolve_newest(s, first="A", second="B"):
    ok(s, player=first, **PASS)
    return ok(s, player=second, **PASS)


def enemy_bf(*units):
    return [{"id": "bf1", "controller": "B", "units": list(units)}]


# -- the compiler -------------------------------------------------------------------------------------


def test_every_line_must_match_or_the_card_gets_no_spec():
    assert compile_card("spell", ["[Action] (Play on your turn.)", "Deal 4 to a unit at a battlefield. Draw 1."]) == {
        "spell": [{"deal": 4, "target": {"kind": "unit", "relation": "any", "at": "battlefield"}}, {"draw": 1}]}
    assert compile_card("spell", ["Deal 4 to a unit at a battlefield. Draw 1 for each unit."]) is None
    assert compile_card("unit", ["When you play me, draw 1.", "I have +1 [S] while buffed."]) is None
    assert compile_card("unit", ["When you play me, draw 1."]) == {"on_play": [{"draw": 1}]}


def test_target_phrases_and_their_limits():
    spec = compile_card("unit", ["When I attack, deal 2 to an enemy unit here. Stun it."])
    assert spec == {"on_attack": [{"deal": 2, "target": {"kind": "unit", "relation": "enemy", "at": "here"}},
                                  {"stun": True, "target": {"same": True}}]}
    assert compile_card("spell", ["Stun it."]) is None  # "it" needs an earlier chosen object
    assert compile_card("spell", ["Buff me."]) is None  # a spell has no "me" on the board
    assert compile_card("spell", ["Kill a unit here."]) is None  # "here" is a permanent's location
    assert compile_card("unit", ["[Deathknell] — Draw 2."]) == {"deathknell": [{"draw": 2}]}
    assert compile_card("gear", ["[T]: Give a unit -1 [S] this turn, to a minimum of 1 [S]."]) == {
        "abilities": [{"cost": {"energy": 0, "power": 0, "exhaust": True}, "timing": None, "effect": [
            {"might": -1, "minimum": 1, "target": {"kind": "unit", "relation": "any", "at": "board"}}]}]}


def test_hand_written_modules_win_over_specs():
    assert catalogue.lookup("Void Seeker").effects  # the text compiles...
    from reference_engine.cards import behaviour_of
    s = game(two_players(a={"hand": [{"id": "vs", "card": "Void Seeker"}]}))
    assert behaviour_of(s._g, "vs") is registered()["Void Seeker"]  # ...the module wins


# -- spells -------------------------------------------------------------------------------------------


def test_spell_draw():
    s = game(two_players(a={"energy": 4, "hand": [{"id": "ctp", "card": "Consult the Past"}],
                            "deck": [unit("d1"), unit("d2"), unit("d3")]}))
    ok(s, player="A", play="ctp")
    o = resolve_newest(s)
    assert sorted(o["players"]["A"]["hand"]) == ["d1", "d2"] and o["players"]["A"]["deck"] == ["d3"]


def test_spell_deal_to_a_unit_at_a_battlefield():
    s = game(two_players(a={"energy": 2, "hand": [{"id": "inc", "card": "Incinerate"}], "base": [unit("mine", 3)]},
                         battlefields=enemy_bf(unit("foe", 3, controller="B"))))
    refused(s, player="A", play="inc", targets=["mine"])  # not at a battlefield
    ok(s, player="A", play="inc", targets=["foe"])
    o = resolve_newest(s)
    assert o["cards"]["foe"]["damage"] == 2 and o["cards"]["inc"]["zone"] == "trash"


def test_spell_kill_a_unit_at_a_battlefield():
    s = game(two_players(a={"energy": 6, "power": {"order": 1}, "hand": [{"id": "bop", "card": "Blast of Power"}]},
                         battlefields=enemy_bf(unit("foe", 9, controller="B"))))
    ok(s, player="A", play="bop", targets=["foe"])
    assert resolve_newest(s)["cards"]["foe"]["zone"] == "trash"


def test_spell_give_might_this_turn_up_and_down():
    s = game(two_players(a={"energy": 1, "power": {"body": 2}, "hand": [{"id": "pf", "card": "Punch First"}],
                            "base": [unit("mine", 2)]}))
    ok(s, player="A", play="pf", targets=["mine"])
    assert resolve_newest(s)["cards"]["mine"]["might"] == 7
    s = game(two_players(a={"energy": 7, "hand": [{"id": "ma", "card": "Moonlight Affliction"}]},
                         b={"base": [unit("foe", 3)]}))
    ok(s, player="A", play="ma", targets=["foe"])
    assert resolve_newest(s)["cards"]["foe"]["might"] == -7


def test_spell_return_a_unit_to_its_owners_hand():
    s = game(two_players(a={"energy": 2, "power": {"chaos": 2}, "hand": [{"id": "rb", "card": "Rebuke"}]},
                         battlefields=enemy_bf(unit("foe", 3, controller="B"))))
    ok(s, player="A", play="rb", targets=["foe"])
    o = resolve_newest(s)
    assert o["cards"]["foe"]["zone"] == "hand" and o["players"]["B"]["hand"] == ["foe"]


# -- "When you play me" --------------------------------------------------------------------------------


def test_on_play_draw():
    s = game(two_players(a={"energy": 6, "hand": [{"id": "cd", "card": "Cloud Drake"}], "deck": [unit("d1")]}))
    o = ok(s, player="A", play="cd")
    assert [c["ref"] for c in o["chain"]] == ["cd.trigger"]
    o = resolve_newest(s)
    assert o["players"]["A"]["hand"] == ["d1"] and o["cards"]["cd"]["zone"] == "base"


def test_on_play_give_might_asks_for_the_target():
    s = game(two_players(a={"energy": 8, "power": {"calm": 2}, "hand": [{"id": "wp", "card": "Whiteflame Protector"}],
                            "base": [unit("mine", 1)]}))
    o = ok(s, player="A", play="wp")
    assert o["decision"]["player"] == "A" and o["decision"]["kind"] == "choose"
    ok(s, player="A", choose=["mine"])
    assert resolve_newest(s)["cards"]["mine"]["might"] == 9


def test_on_play_kill_an_enemy_unit_forced_target():
    s = game(two_players(a={"energy": 8, "power": {"order": 2}, "hand": [{"id": "hd", "card": "Harnessed Dragon"}]},
                         b={"base": [unit("foe", 5)]}))
    ok(s, player="A", play="hd")
    o = resolve_newest(s)
    assert o["cards"]["foe"]["zone"] == "trash" and o["cards"]["hd"]["zone"] == "base"


def test_on_play_ready_another_unit():
    s = game(two_players(a={"energy": 3, "hand": [{"id": "fm", "card": "First Mate"}],
                            "base": [unit("tired", 2, exhausted=True)]}))
    ok(s, player="A", play="fm")  # the only other unit: the choice is forced
    o = resolve_newest(s)
    assert o["cards"]["tired"]["exhausted"] is False and o["cards"]["fm"]["exhausted"] is True


def test_on_play_buff_another_friendly_unit():
    s = game(two_players(a={"energy": 2, "hand": [{"id": "pr", "card": "Pit Rookie"}], "base": [unit("mine", 2)]},
                         b={"base": [unit("foe", 2)]}))
    ok(s, player="A", play="pr")
    o = resolve_newest(s)
    assert o["cards"]["mine"]["buffed"] is True and o["cards"]["mine"]["might"] == 3
    assert o["cards"]["foe"]["buffed"] is False


def test_on_play_channel_a_rune_exhausted():
    s = game(two_players(a={"energy": 7, "hand": [{"id": "su", "card": "Stormclaw Ursine"}],
                            "rune_deck": [{"id": "r1", "domain": "body"}]}))
    ok(s, player="A", play="su")
    o = resolve_newest(s)
    assert o["players"]["A"]["runes"] == ["r1"] and o["cards"]["r1"]["exhausted"] is True


def test_on_play_give_a_keyword_this_turn():
    s = game(two_players(a={"energy": 2, "hand": [{"id": "gj", "card": "Gem Jammer"}]}))
    o = ok(s, player="A", play="gj")  # the only unit: the choice is forced
    assert o["cards"]["gj"]["keywords"] == []
    assert "Ganking" in resolve_newest(s)["cards"]["gj"]["keywords"]


# -- other triggers, abilities, entering ready ---------------------------------------------------------


def test_deathknell_deals_damage_for_the_player_who_controlled_it():
    s = game(two_players(a={"energy": 6, "power": {"order": 1}, "hand": [{"id": "bop", "card": "Blast of Power"}],
                            "base": [unit("mine", 5)]},
                         battlefields=enemy_bf({"id": "rex", "card": "Ruined Rex", "controller": "B"})))
    ok(s, player="A", play="bop", targets=["rex"])
    o = resolve_newest(s)
    assert o["cards"]["rex"]["zone"] == "trash" and [c["ref"] for c in o["chain"]] == ["rex.trigger"]
    assert o["chain"][0]["controller"] == "B"
    o = resolve_newest(s, "B", "A")
    assert o["cards"]["mine"]["damage"] == 4


def test_attack_trigger_readies_another_friendly_unit():
    s = game(two_players(a={"base": [{"id": "tr", "card": "Twilight Reveler"}, unit("tired", 2, exhausted=True)]},
                         battlefields=enemy_bf(unit("foe", 1, controller="B"))))
    o = ok(s, player="A", move=["tr"], to="bf1")
    assert [c["ref"] for c in o["chain"]] == ["tr.trigger"]
    o = resolve_newest(s)
    assert o["cards"]["tired"]["exhausted"] is False


def test_exhaust_ability_gives_might():
    s = game(two_players(a={"base": [{"id": "hdi", "card": "Heart of Dark Ice"}, unit("mine", 2)]}))
    ok(s, player="A", activate="hdi", targets=["mine"])
    o = resolve_newest(s)
    assert o["cards"]["mine"]["might"] == 5 and o["cards"]["hdi"]["exhausted"] is True
    refused(s, player="A", activate="hdi", targets=["mine"])  # exhausted: the cost cannot be paid


def test_exhaust_ability_decrease_to_a_minimum():
    s = game(two_players(a={"base": [{"id": "orb", "card": "Orb of Regret"}]}, b={"base": [unit("foe", 1)]}))
    ok(s, player="A", activate="orb", targets=["foe"])
    assert resolve_newest(s)["cards"]["foe"]["might"] == 1


def test_i_enter_ready():
    s = game(two_players(a={"energy": 7, "power": {"body": 1}, "hand": [{"id": "yi", "card": "Yi, Honed"}]}))
    o = ok(s, player="A", play="yi")
    assert o["cards"]["yi"]["zone"] == "base" and o["cards"]["yi"]["exhausted"] is False


def test_a_spec_behaviour_is_built_once_per_card():
    assert compiled_behaviour("Incinerate") is compiled_behaviour("Incinerate")
    assert compiled_behaviour("Stalwart Poro") is None


# -- keyword costs and keyword abilities a spec carries ------------------------------------------------


def test_flow_cost_from_the_keyword_line():
    s = game(two_players(a={"energy": 2, "trash": [{"id": "du", "card": "Dredge Up"}], "deck": [unit("d1")]}))
    ok(s, player="A", play="du")  # from the trash for [2] (829.1.c)
    o = resolve_newest(s)
    assert o["players"]["A"]["hand"] == ["d1"] and o["cards"]["du"]["zone"] == "banishment"


def test_repeat_cost_from_the_keyword_line_executes_the_effect_again():
    s = game(two_players(a={"energy": 4, "hand": [{"id": "dd", "card": "Downstage Dramatics"}],
                            "deck": [unit("d1"), unit("d2"), unit("d3")]}))
    ok(s, player="A", play="dd", repeat=1)
    o = resolve_newest(s)
    assert sorted(o["players"]["A"]["hand"]) == ["d1", "d2"] and o["players"]["A"]["energy"] == 0


def test_empower_ability_and_empowered_might_and_keywords():
    s = game(two_players(a={"energy": 2, "base": [{"id": "kl", "card": "Kinkou Lifeblade"}]}))
    assert s.observe()["cards"]["kl"]["might"] == 4 and "Ganking" not in s.observe()["cards"]["kl"]["keywords"]
    ok(s, player="A", activate="kl")
    o = resolve_newest(s)
    assert o["cards"]["kl"]["might"] == 5 and "Ganking" in o["cards"]["kl"]["keywords"]
    refused(s, player="A", activate="kl")  # already Empowered (827.1.c.1)


def test_vision_predicts_and_may_recycle():
    s = game(two_players(a={"energy": 2, "hand": [{"id": "mp", "card": "Mystic Poro"}],
                            "deck": [unit("d1"), unit("d2")]}))
    ok(s, player="A", play="mp")
    ok(s, player="A", **PASS)
    o = ok(s, player="B", **PASS)
    assert o["decision"]["player"] == "A" and o["decision"]["kind"] == "choose"
    o = ok(s, player="A", choose=["d1"])
    assert o["players"]["A"]["deck"] == ["d2", "d1"]


def test_legion_on_play_needs_another_card_finalized_this_turn():
    s = game(two_players(a={"energy": 3, "hand": [{"id": "duo", "card": "Dangerous Duo"}]}))
    o = ok(s, player="A", play="duo")
    assert o["chain"] == []  # no other card played this turn: no dependent ability (812.1.c)
    s = game(two_players(a={"energy": 3, "hand": [unit("first"), {"id": "duo", "card": "Dangerous Duo"}]}))
    ok(s, player="A", play="first")
    o = ok(s, player="A", play="duo")
    assert [c["ref"] for c in o["chain"]] == ["duo.trigger"]


def test_discard_then_draw_the_player_chooses():
    s = game(two_players(a={"energy": 3, "hand": [{"id": "lb", "card": "Lunar Boon"}, unit("h1"), unit("h2")],
                            "deck": [unit("d1"), unit("d2")]}))
    ok(s, player="A", play="lb")
    ok(s, player="A", **PASS)
    o = ok(s, player="B", **PASS)
    assert o["decision"]["kind"] == "choose" and sorted(o["decision"]["options"]) == ["h1", "h2"]
    o = ok(s, player="A", choose=["h2"])
    assert sorted(o["players"]["A"]["hand"]) == ["d1", "d2", "h1"] and "h2" in o["players"]["A"]["trash"]


def test_two_instructions_joined_by_and_share_the_object():
    s = game(two_players(a={"energy": 3, "power": {"fury": 1}, "hand": [{"id": "pe", "card": "Perfect Execution"}],
                            "base": [unit("mine", 2, exhausted=True)]}))
    ok(s, player="A", play="pe", targets=["mine"])
    o = resolve_newest(s)
    assert o["cards"]["mine"]["exhausted"] is False and "Assault 3" in o["cards"]["mine"]["keywords"]


def test_keyword_costs_and_compounds_compile_exactly():
    assert compile_card("spell", ["[Flow] [3][C] (x)", "Draw 1."]) == {"flow": [3, 1], "spell": [{"draw": 1}]}
    assert compile_card("spell", ["[Flow] [3][A] (x)", "Draw 1."]) is None  # a cost the spec cannot carry
    assert compile_card("unit", ["[Empowered][>] I have +1 [S] and can't be chosen."]) is None
    assert compile_card("spell", ["Draw 1 and stun a unit and draw 1."]) is None


# -- tokens, groups, counters, Might limits, movement and battlefield triggers -------------------------


def test_play_a_token_here_from_a_play_trigger():
    s = game(two_players(a={"energy": 3, "hand": [{"id": "fm", "card": "Faithful Manufactor"}]}))
    ok(s, player="A", play="fm")
    o = resolve_newest(s)
    tokens = [cid for cid in o["players"]["A"]["base"] if cid != "fm"]
    assert len(tokens) == 1 and o["cards"][tokens[0]]["name"] == "Recruit" and o["cards"][tokens[0]]["might"] == 1
    assert o["cards"][tokens[0]]["token"] is True and o["cards"][tokens[0]]["exhausted"] is True


def test_kill_all_gear():
    s = game(two_players(a={"energy": 5, "power": {"fury": 2}, "hand": [{"id": "tb", "card": "Thermo Beam"}],
                            "base": [{"id": "g1", "gear": {}}, unit("mine")]},
                         b={"base": [{"id": "g2", "gear": {}}]}))
    ok(s, player="A", play="tb")
    o = resolve_newest(s)
    assert o["cards"]["g1"]["zone"] == "trash" and o["cards"]["g2"]["zone"] == "trash"
    assert o["cards"]["mine"]["zone"] == "base"


def test_attack_trigger_deals_damage_to_all_enemy_units_here():
    s = game(two_players(a={"base": [{"id": "ani", "card": "Anivia, Primal"}, unit("home", 1)]},
                         b={"base": [unit("away", 1)]},
                         battlefields=enemy_bf(unit("f1", 2, controller="B"), unit("f2", 5, controller="B"))))
    ok(s, player="A", move=["ani"], to="bf1")
    o = resolve_newest(s)
    assert o["cards"]["f1"]["zone"] == "trash" and o["cards"]["f2"]["damage"] == 3
    assert o["cards"]["away"]["damage"] == 0 and o["cards"]["ani"]["damage"] == 0


@exercises("Wind Wall")
def test_counter_a_spell():
    s = game(two_players(a={"energy": 2, "hand": [{"id": "inc", "card": "Incinerate"}]},
                         b={"energy": 3, "power": {"calm": 2}, "hand": [{"id": "ww", "card": "Wind Wall"}]},
                         battlefields=enemy_bf(unit("foe", 3, controller="B"))))
    ok(s, player="A", play="inc", targets=["foe"])
    ok(s, player="A", **PASS)
    ok(s, player="B", play="ww", targets=["inc"])
    o = resolve_newest(s, "B", "A")
    assert o["cards"]["inc"]["zone"] == "trash" and o["chain"] == [] and o["cards"]["foe"]["damage"] == 0


def test_a_target_with_a_might_limit():
    s = game(two_players(a={"energy": 2, "power": {"order": 1}, "hand": [{"id": "sh", "card": "Soul Harvest"}]},
                         battlefields=enemy_bf(unit("big", 4, controller="B"), unit("small", 3, controller="B"))))
    refused(s, player="A", play="sh", targets=["big"])
    ok(s, player="A", play="sh", targets=["small"])
    assert resolve_newest(s)["cards"]["small"]["zone"] == "trash"


def test_move_to_a_battlefield_trigger_plays_a_token_there():
    s = game(two_players(a={"base": [{"id": "nd", "card": "Noxian Drummer"}]},
                         battlefields=[{"id": "bf1"}]))
    o = ok(s, player="A", move=["nd"], to="bf1")
    assert [c["ref"] for c in o["chain"]] == ["nd.trigger"]
    o = resolve_newest(s)
    made = [u for u in o["battlefields"]["bf1"]["units"] if u != "nd"]
    assert len(made) == 1 and o["cards"][made[0]]["name"] == "Recruit"


def test_a_battlefield_conquer_trigger_belongs_to_the_conqueror():
    s = game(two_players(a={"base": [unit("att", 3)], "hand": [unit("h1")], "deck": [unit("d1")]},
                         battlefields=[{"id": "bf1", "card": "Zaun Warrens", "controller": "B",
                                        "units": [unit("foe", 1, controller="B")]}]))
    ok(s, player="A", move=["att"], to="bf1")
    ok(s, player="A", **{"pass": "focus"})
    o = ok(s, player="B", **{"pass": "focus"})
    assert o["battlefields"]["bf1"]["controller"] == "A"
    assert [(c["ref"], c["controller"]) for c in o["chain"]] == [("bf1.trigger", "A")]
    o = resolve_newest(s)
    assert o["players"]["A"]["hand"] == ["d1"] and o["players"]["A"]["trash"] == ["h1"]


def test_groups_tokens_and_here_compile_exactly():
    assert compile_card("spell", ["Deal 2 to all enemy units here."]) is None  # a spell has no "here"
    assert compile_card("spell", ["Play a 1 [S] Recruit unit token."]) == {"spell": [  # where: a choice (355.2.a)
        {"token": "Recruit", "count": 1, "might": 1, "ready": False, "at": "any"}]}
    assert compile_card("spell", ["Play a 1 [S] Recruit unit tokens."]) is None  # one token, "tokens"
    assert compile_card("spell", ["Play a 1 [S] Gold unit token to your base."]) is None  # not a plain token
    assert compile_card("battlefield", ["When you hold here, buff me."]) is None
    assert compile_card("unit", ["When you play me, kill an enemy unit with 3 [S] or less."]) == {
        "on_play": [{"kill": True, "target": {"kind": "unit", "relation": "enemy", "at": "board", "max_might": 3}}]}


# -- passive grants, scoring, winning a combat ---------------------------------------------------------


def test_other_friendly_units_here_get_might_while_the_source_is_there():
    s = game(two_players(a={"base": [{"id": "garen", "card": "Garen, Commander"}, unit("mate", 2)]},
                         b={"base": [unit("foe", 2)]}, battlefields=[{"id": "bf1"}]))
    o = s.observe()
    assert o["cards"]["mate"]["might"] == 3 and o["cards"]["garen"]["might"] == 5 and o["cards"]["foe"]["might"] == 2
    o = ok(s, player="A", move=["garen"], to="bf1")
    assert o["cards"]["mate"]["might"] == 2


def test_other_friendly_units_here_get_a_keyword():
    s = game(two_players(a={"base": [{"id": "cf", "card": "Captain Farron"}, unit("mate", 2)]}))
    o = s.observe()
    assert "Assault" in o["cards"]["mate"]["keywords"] and "Assault" not in o["cards"]["cf"]["keywords"]


def test_a_battlefield_gives_units_there_a_keyword():
    s = game(two_players(a={"base": [unit("home")]},
                         battlefields=[{"id": "bf1", "card": "Windswept Hillock", "controller": "A",
                                        "units": [unit("there", controller="A")]}]))
    o = s.observe()
    assert "Ganking" in o["cards"]["there"]["keywords"] and "Ganking" not in o["cards"]["home"]["keywords"]


def test_while_im_buffed():
    s = game(two_players(a={"base": [{"id": "we", "card": "Wizened Elder"}]}))
    printed = s.observe()["cards"]["we"]["might"]
    s = game(two_players(a={"base": [{"id": "we", "card": "Wizened Elder", "buffed": True}]}))
    assert s.observe()["cards"]["we"]["might"] == printed + 2  # the buff and the additional +1


def test_token_units_get_might():
    s = game(two_players(a={"base": [{"id": "ss", "card": "Soul Shepherd"}, {"id": "sp", "card": "Sprite", "token": True},
                                     unit("plain", 2)]}))
    o = s.observe()
    assert o["cards"]["sp"]["might"] == 4 and o["cards"]["plain"]["might"] == 2


def test_win_a_combat_draws():
    s = game(two_players(a={"base": [{"id": "nid", "card": "Nidalee, Cat Form"}], "deck": [unit("d1")]},
                         battlefields=enemy_bf(unit("foe", 1, controller="B"))))
    ok(s, player="A", move=["nid"], to="bf1")
    ok(s, player="A", **{"pass": "focus"})
    o = ok(s, player="B", **{"pass": "focus"})
    assert "nid.trigger" in [c["ref"] for c in o["chain"]]
    while o["chain"]:
        o = resolve_newest(s, o["priority"], "B" if o["priority"] == "A" else "A")
    assert "d1" in o["players"]["A"]["hand"]


def test_statics_compile_exactly():
    assert compile_card("unit", ["Units here have [Ganking]."]) is None  # only a battlefield grants to all here
    assert compile_card("battlefield", ["Friendly units have [Tank]."]) is None
    assert compile_card("unit", ["Other friendly units here have +1 [S] here."]) is None
    assert compile_card("unit", ["When I hold, you score 1 point."]) == {"on_hold": [{"score": 1}]}


def test_hold_trigger_scores_a_point():
    s = game(two_players(battlefields=[{"id": "bf1", "controller": "B",
                                        "units": [{"id": "ahri", "card": "Ahri, Alluring", "controller": "B"}]}],
                         b={"deck": [unit("d1"), unit("d2")]}))
    o = ok(s, player="A", end_turn=True)
    while o["chain"]:
        o = resolve_newest(s, o["priority"], "A" if o["priority"] == "B" else "B")
    assert o["turn"]["active"] == "B"
    assert o["players"]["B"]["score"] == 2  # one for holding (470), one from the trigger


# -- activated abilities with costs and timing ---------------------------------------------------------


def test_a_legend_ability_exhausts_the_legend():
    s = game(two_players(a={"legend": {"id": "bh", "card": "Bounty Hunter"}, "base": [unit("mine", 2)]}))
    ok(s, player="A", activate="bh", targets=["mine"])
    o = resolve_newest(s)
    assert "Ganking" in o["cards"]["mine"]["keywords"] and o["cards"]["bh"]["exhausted"] is True


def test_an_add_ability_resolves_at_once_and_may_be_used_in_a_showdown():
    s = game(two_players(a={"base": [{"id": "ds", "card": "Dragonsoul Sage"}]}))
    o = ok(s, player="A", activate="ds")
    assert o["chain"] == [] and o["players"]["A"]["energy"] == 1 and o["cards"]["ds"]["exhausted"] is True


def test_ability_costs_and_timing_compile_exactly():
    assert compile_card("gear", ["[1][C], [T]: [Reaction] — Draw 1."]) == {"abilities": [
        {"cost": {"energy": 1, "power": 1, "exhaust": True}, "timing": "Reaction", "effect": [{"draw": 1}]}]}
    assert compile_card("gear", ["[A], [T]: Draw 1."]) is None  # Power of any domain is not a fact here
    assert compile_card("gear", ["[T], [T]: Draw 1."]) is None
    assert compile_card("gear", ["[T]: [Add] [1]. Use only to play spells."]) is None


def test_optional_additional_cost_and_the_trigger_that_reads_it():
    def cub():
        return game(two_players(a={"energy": 3, "power": {"mind": 1},
                                   "hand": [{"id": "cub", "card": "Frostcoat Cub"}]}, b={"base": [unit("foe", 4)]}))
    s = cub()
    o = ok(s, player="A", play="cub")  # not paid: no play trigger (356.4.f.1)
    assert o["chain"] == [] and o["players"]["A"]["power"].get("mind") == 1
    s = cub()
    o = ok(s, player="A", play="cub", additional_cost=True)
    assert o["decision"]["kind"] == "choose"
    ok(s, player="A", choose=["foe"])
    o = resolve_newest(s)
    assert o["cards"]["foe"]["might"] == 2 and o["players"]["A"]["power"].get("mind", 0) == 0


def test_stun_written_as_a_keyword_in_a_sentence():
    assert compile_card("unit", ["When you play me, [Stun] an enemy unit."]) == {
        "on_play": [{"stun": True, "target": {"kind": "unit", "relation": "enemy", "at": "board"}}]}


# -- "When you play a ..." triggers and grants given together ------------------------------------------


def test_two_keywords_given_together():
    s = game(two_players(a={"energy": 2, "hand": [{"id": "blk", "card": "Block"}], "base": [unit("mine", 2)]}))
    ok(s, player="A", play="blk", targets=["mine"])
    kws = resolve_newest(s)["cards"]["mine"]["keywords"]
    assert "Shield 3" in kws and "Tank" in kws


def test_when_you_play_a_gear():
    s = game(two_players(a={"hand": [{"id": "g1", "gear": {}}], "base": [{"id": "pc", "card": "Pit Crew",
                                                                          "exhausted": True}]}))
    o = ok(s, player="A", play="g1")
    assert [c["ref"] for c in o["chain"]] == ["pc.trigger"]
    assert resolve_newest(s)["cards"]["pc"]["exhausted"] is False


def test_when_you_play_another_unit_not_me():
    s = game(two_players(a={"energy": 9, "power": {"order": 1},
                            "hand": [{"id": "rl", "card": "Reluctant Leader"}, unit("u2")]}))
    o = ok(s, player="A", play="rl")
    assert o["chain"] == []  # playing the Leader itself does not trigger it
    o = ok(s, player="A", play="u2")
    printed = o["cards"]["rl"]["might"]
    assert resolve_newest(s)["cards"]["rl"]["might"] == printed + 2


def test_a_legend_trigger_when_you_play_a_unit():
    s = game(two_players(a={"legend": {"id": "ps", "card": "Pridestalker"}, "hand": [unit("u1", 2)]}))
    o = ok(s, player="A", play="u1")
    assert [c["ref"] for c in o["chain"]] == ["ps.trigger"]
    assert resolve_newest(s)["cards"]["u1"]["might"] == 3


def test_give_a_group_might_this_turn():
    s = game(two_players(a={"energy": 9, "power": {d: 2 for d in ("fury", "calm", "mind", "body", "chaos", "order")},
                            "hand": [{"id": "ds", "card": "Decisive Strike"}], "base": [unit("m1", 1), unit("m2", 2)]},
                         b={"base": [unit("foe", 2)]}))
    ok(s, player="A", play="ds")
    o = resolve_newest(s)
    assert (o["cards"]["m1"]["might"], o["cards"]["m2"]["might"], o["cards"]["foe"]["might"]) == (3, 4, 2)


def test_up_to_n_targets_compile_with_bounds():
    assert compile_card("spell", ["Buff up to four friendly units."]) == {"spell": [{"buff": True, "target": {
        "kind": "unit", "relation": "friendly", "at": "board", "min": 0, "max": 4}}]}
    assert compile_card("spell", ["Kill up to two unit."]) is None
    assert compile_card("spell", ["Kill a units."]) is None


def test_you_may_trigger_is_declined_with_an_empty_choice_or_taken():
    def rake():
        return game(two_players(a={"energy": 3, "power": {"calm": 1}, "hand": [{"id": "dr", "card": "Disarming Rake"}]},
                                b={"base": [{"id": "g1", "gear": {}}]}))
    s = rake()
    o = ok(s, player="A", play="dr")
    assert o["decision"]["kind"] == "choose"  # 383.3.a: decided as it is finalized
    o = ok(s, player="A", choose=[])
    assert o["chain"] == [] and o["cards"]["g1"]["zone"] == "base"
    s = rake()
    ok(s, player="A", play="dr")
    ok(s, player="A", choose=["g1"])
    assert resolve_newest(s)["cards"]["g1"]["zone"] == "trash"


def test_give_your_other_units_here_a_keyword_this_turn():
    s = game(two_players(a={"energy": 3, "hand": [{"id": "cd", "card": "Chakram Dancer"}], "base": [unit("mate")]},
                         b={"base": [unit("foe")]}))
    ok(s, player="A", play="cd")
    o = resolve_newest(s)
    assert "Shield" in o["cards"]["mate"]["keywords"] and "Shield" not in o["cards"]["cd"]["keywords"]
    assert "Shield" not in o["cards"]["foe"]["keywords"]


def test_you_may_reads_one_instruction_only():
    assert compile_card("unit", ["When you play me, you may draw 1. Stun a unit."]) is None
    assert compile_card("unit", ["[Deathknell] — you may draw 1."]) is None
