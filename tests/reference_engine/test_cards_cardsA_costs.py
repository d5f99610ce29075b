"""Lane A cards whose text changes a cost (356.1-356.4): own discounts, passive discounts, a delayed
discount, "ignore this spell's cost" after spending a buff, and Empower abilities that cost less."""

from engine_helpers import game, ok, refused, two_players, unit
from exercised import exercises


def _pass_both(s):
    ok(s, player="A", **{"pass": "priority"})
    return ok(s, player="B", **{"pass": "priority"})


def _energy(o, p="A"):
    return o["players"][p]["energy"]


def _dragon(cid, cost):
    return {"id": cid, "unit": {"might": 2, "cost": cost, "tags": ["Dragon"]}}


@exercises("Herald of Scales")
def test_herald_of_scales_takes_two_off_a_dragon_but_not_below_one():
    s = game(two_players(a={"energy": 2, "base": [{"id": "h", "card": "Herald of Scales"}],
                            "hand": [_dragon("drag", 3), _dragon("cheap", 2), unit("plain", 2, cost=2)]}))
    o = ok(s, player="A", play="drag")  # 3 - 2
    assert _energy(o) == 1 and o["cards"]["drag"]["zone"] == "base"
    o = ok(s, player="A", play="cheap")  # 2 - 2, to a minimum of 1
    assert _energy(o) == 0
    refused(s, "energy", player="A", play="plain")  # not a Dragon: no discount


@exercises("Noxus Hopeful")
def test_noxus_hopeful_costs_two_less_with_legion_only():
    s = game(two_players(a={"energy": 4, "hand": [{"id": "nh", "card": "Noxus Hopeful"}, unit("u", 1, cost=0)]}))
    o = ok(s, player="A", play="u")
    o = ok(s, player="A", play="nh")  # another card played this turn: 4 - 2
    assert _energy(o) == 2 and o["cards"]["nh"]["zone"] == "base"
    s = game(two_players(a={"energy": 3, "hand": [{"id": "nh", "card": "Noxus Hopeful"}]}))
    refused(s, "energy", player="A", play="nh")  # no Legion: the full 4


@exercises("Rhasa the Sunderer")
def test_rhasa_costs_one_less_for_each_card_in_the_trash():
    s = game(two_players(a={"energy": 6, "hand": [{"id": "r", "card": "Rhasa the Sunderer"}],
                            "power": {"chaos": 1}, "trash": [unit(f"t{i}") for i in range(4)]}))
    o = ok(s, player="A", play="r")  # 10 - 4
    assert _energy(o) == 0 and o["cards"]["r"]["zone"] == "base"


@exercises("Shadowblade Lurker")
def test_shadowblade_lurker_counts_cards_with_its_name_in_the_trash():
    s = game(two_players(a={"energy": 1, "hand": [{"id": "l", "card": "Shadowblade Lurker"}],
                            "trash": [{"id": "l2", "card": "Shadowblade Lurker"},
                                      {"id": "l3", "card": "Shadowblade Lurker"}, unit("other")]}))
    o = ok(s, player="A", play="l")  # 5 - 2 x 2; the other card does not count
    assert _energy(o) == 0


@exercises("Plaza Guardian")
def test_plaza_guardian_costs_one_less_for_each_gear_controlled():
    s = game(two_players(a={"energy": 8, "hand": [{"id": "pg", "card": "Plaza Guardian"}],
                            "base": [{"id": "g1", "gear": {}}, {"id": "g2", "gear": {}}]},
                         b={"base": [{"id": "g3", "gear": {}}]}))
    o = ok(s, player="A", play="pg")  # 10 - 2 (the opponent's gear does not count)
    assert _energy(o) == 0 and o["cards"]["pg"]["zone"] == "base"


@exercises("Sky Splitter")
def test_sky_splitter_costs_less_by_the_highest_might_and_deals_five():
    s = game(two_players(a={"energy": 3, "power": {"fury": 1}, "base": [unit("a5", 5), unit("a2", 2)],
                            "hand": [{"id": "ss", "card": "Sky Splitter"}]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("bu", 6, controller="B")]}]))
    o = ok(s, player="A", play="ss", targets=["bu"])  # 8 - 5
    assert _energy(o) == 0
    o = _pass_both(s)
    assert o["cards"]["bu"]["damage"] == 5


@exercises("Spoils of War")
def test_spoils_of_war_costs_two_less_after_an_enemy_unit_died():
    setup = two_players(a={"energy": 2, "power": {"body": 1}, "deck": [unit("d1"), unit("d2")],
                           "hand": [{"id": "sw", "card": "Spoils of War"}, {"id": "st", "card": "Stupefy"}]},
                        b={"base": [unit("bu", 1)]})
    s = game(setup)
    refused(s, "energy", player="A", play="sw")  # no enemy died yet: 4
    s = game(two_players(a={"energy": 3, "power": {"body": 1, "fury": 1}, "deck": [unit("d1"), unit("d2")],
                            "hand": [{"id": "sw", "card": "Spoils of War"}, {"id": "hr", "card": "Hextech Ray"}]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("bu", 1, controller="B")]}]))
    ok(s, player="A", play="hr", targets=["bu"])  # Hextech Ray kills the enemy unit
    o = _pass_both(s)
    assert o["cards"]["bu"]["zone"] == "trash" and _energy(o) == 2
    o = ok(s, player="A", play="sw")  # 4 - 2
    assert _energy(o) == 0
    o = _pass_both(s)
    assert o["players"]["A"]["hand"] == ["d1", "d2"]


@exercises("Find Your Center")
def test_find_your_center_costs_two_less_when_an_opponent_is_close_to_winning():
    def play(score):
        s = game(two_players(a={"energy": 1, "deck": [unit("d1")], "rune_deck": [{"id": "rr", "domain": "calm"}],
                                "hand": [{"id": "fyc", "card": "Find Your Center"}]}, b={"score": score}))
        return s
    refused(play(4), "energy", player="A", play="fyc")  # 8 points to win: 4 is not within 3
    s = play(5)
    o = ok(s, player="A", play="fyc")
    assert _energy(o) == 0
    o = _pass_both(s)
    assert o["players"]["A"]["hand"] == ["d1"] and o["cards"]["rr"]["zone"] == "runes" and o["cards"]["rr"]["exhausted"]


@exercises("Raging Firebrand")
def test_raging_firebrand_discounts_the_next_spell_only():
    s = game(two_players(a={"energy": 6, "power": {"fury": 1}, "deck": [unit("d")],
                            "hand": [{"id": "rf", "card": "Raging Firebrand"}, unit("u", 1, cost=0),
                                     {"id": "hr", "card": "Hextech Ray"}, {"id": "st", "card": "Stupefy"}]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("bu", 2, controller="B")]}]))
    ok(s, player="A", play="rf")
    o = _pass_both(s)  # the play trigger resolves
    assert _energy(o) == 0
    ok(s, player="A", play="u")  # a unit does not use the discount
    o = ok(s, player="A", play="st", targets=["bu"])  # Stupefy costs 1: 1 - 5 = 0
    assert _energy(o) == 0
    _pass_both(s)
    refused(s, "energy", player="A", play="hr", targets=["bu"])  # the discount is used up


@exercises("Stargazer")
def test_stargazer_discounts_flow_spells_from_the_trash_to_a_minimum_of_one():
    s = game(two_players(a={"energy": 2, "power": {"fury": 1}, "base": [{"id": "sg", "card": "Stargazer"}],
                            "trash": [{"id": "bs", "card": "Brittle Steel"}]},
                         b={"base": [{"id": "g", "gear": {}}]}))
    o = ok(s, player="A", play="bs", targets=["g"])  # Flow [4][C]: 4 - 2
    assert _energy(o) == 0 and o["players"]["A"]["power"].get("fury", 0) == 0


@exercises("Call to Glory")
def test_call_to_glory_spending_a_buff_ignores_its_cost():
    s = game(two_players(a={"energy": 0, "base": [unit("a", 2, buffed=True)],
                            "hand": [{"id": "cg", "card": "Call to Glory"}]}))
    refused(s, "energy", player="A", play="cg", targets=["a"])  # without the buff spent: 3
    o = ok(s, player="A", play="cg", targets=["a"], additional_cost=True)
    assert o["cards"]["a"]["buffed"] is False
    o = _pass_both(s)
    assert o["cards"]["a"]["might"] == 5  # 2 + 3 (the buff is gone)


@exercises("Wallop")
def test_wallop_spending_a_buff_ignores_its_cost_and_readies():
    s = game(two_players(a={"energy": 0, "base": [unit("a", 2, buffed=True), unit("t", 1, exhausted=True)],
                            "hand": [{"id": "w", "card": "Wallop"}]}))
    o = ok(s, player="A", play="w", targets=["t"], additional_cost=True)
    assert o["cards"]["a"]["buffed"] is False
    o = _pass_both(s)
    assert o["cards"]["t"]["exhausted"] is False
    s = game(two_players(a={"energy": 0, "base": [unit("t", 1, exhausted=True)], "hand": [{"id": "w", "card": "Wallop"}]}))
    refused(s, None, player="A", play="w", targets=["t"], additional_cost=True)  # no buff to spend


def _runes(n):
    return [{"id": f"r{i}", "domain": "calm"} for i in range(n)]


@exercises("Frostcoat Mother")
def test_frostcoat_mother_empowers_for_one_less_per_rune_and_gets_three_might():
    s = game(two_players(a={"energy": 7, "runes": _runes(5), "base": [{"id": "fm", "card": "Frostcoat Mother"}]}))
    ok(s, player="A", activate="fm")  # 12 - 5
    o = _pass_both(s)
    assert _energy(o) == 0 and o["cards"]["fm"]["empowered"] and o["cards"]["fm"]["might"] == 6
    s = game(two_players(a={"energy": 6, "runes": _runes(5), "base": [{"id": "fm", "card": "Frostcoat Mother"}]}))
    refused(s, "energy", player="A", activate="fm")


@exercises("Grumpy Rockbear")
def test_grumpy_rockbear_empowered_has_deflect_and_shield():
    s = game(two_players(a={"energy": 4, "runes": _runes(8), "base": [{"id": "gr", "card": "Grumpy Rockbear"}]}))
    ok(s, player="A", activate="gr")
    o = _pass_both(s)
    assert _energy(o) == 0 and {"Deflect", "Shield 3"} <= set(o["cards"]["gr"]["keywords"])


@exercises("Baccai Sandspinner")
def test_baccai_sandspinner_empower_costs_three_less_with_four_runes_or_fewer():
    s = game(two_players(a={"energy": 2, "runes": _runes(4), "base": [{"id": "bs", "card": "Baccai Sandspinner"}]}))
    ok(s, player="A", activate="bs")  # 5 - 3
    o = _pass_both(s)
    assert _energy(o) == 0 and {"Deflect", "Assault 2"} <= set(o["cards"]["bs"]["keywords"])
    s = game(two_players(a={"energy": 2, "runes": _runes(5), "base": [{"id": "bs", "card": "Baccai Sandspinner"}]}))
    refused(s, "energy", player="A", activate="bs")  # five runes: the full 5


@exercises("Firestorm")
def test_firestorm_deals_three_to_each_enemy_unit_at_the_chosen_battlefield():
    s = game(two_players(a={"energy": 6, "power": {"fury": 1}, "hand": [{"id": "fs", "card": "Firestorm"}]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [
                             unit("b1", 4, controller="B"), unit("b2", 2, controller="B"), unit("a1", 4, controller="A")]},
                             {"id": "bf2", "controller": "B", "units": [unit("b3", 4, controller="B")]}]))
    ok(s, player="A", play="fs", targets=["bf1"])
    o = _pass_both(s)
    assert o["cards"]["b1"]["damage"] == 3 and o["cards"]["b2"]["zone"] == "trash"
    assert o["cards"]["a1"]["damage"] == 0 and o["cards"]["b3"]["damage"] == 0


@exercises("Crescent Guardian")
def test_crescent_guardian_offers_its_cost_only_after_a_spell_and_then_enters_ready():
    def start():
        return game(two_players(a={"energy": 5, "power": {"chaos": 1}, "deck": [unit("d")],
                                   "hand": [{"id": "cg", "card": "Crescent Guardian"}, {"id": "st", "card": "Stupefy"}]},
                                b={"base": [unit("bu", 3)]}))
    s = start()
    refused(s, "played a spell", player="A", play="cg", additional_cost=True)
    o = ok(s, player="A", play="cg")
    assert o["cards"]["cg"]["exhausted"] is True
    s = start()
    ok(s, player="A", play="st", targets=["bu"])
    _pass_both(s)
    o = ok(s, player="A", play="cg", additional_cost=True)
    assert o["cards"]["cg"]["exhausted"] is False and o["players"]["A"]["power"].get("chaos", 0) == 0


@exercises("Irelia, Graceful")
def test_irelia_graceful_makes_spells_choosing_her_cost_one_or_a_less():
    s = game(two_players(a={"energy": 1, "power": {"fury": 1}, "deck": [unit("d")],
                            "hand": [{"id": "st", "card": "Stupefy"}, {"id": "hr", "card": "Hextech Ray"}]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [
                             {"id": "ir", "card": "Irelia, Graceful", "controller": "A"}]}]))
    o = ok(s, player="A", play="st", targets=["ir"])  # 1 Energy, no Power: the [1] is taken off
    assert _energy(o) == 1
    _pass_both(s)
    o = ok(s, player="A", play="hr", targets=["ir"])  # [1][fury]: its player picks
    assert o["decision"]["options"] == ["energy", "power"]
    o = ok(s, player="A", choose="power")
    assert _energy(o) == 0 and o["players"]["A"]["power"]["fury"] == 1
    s = game(two_players(a={"energy": 0, "hand": [{"id": "st", "card": "Stupefy"}]},
                         b={"base": [unit("bu", 3)]},
                         battlefields=[{"id": "bf1", "controller": "A", "units": [
                             {"id": "ir", "card": "Irelia, Graceful", "controller": "A"}]}]))
    refused(s, "energy", player="A", play="st", targets=["bu"])  # a spell that does not choose her


@exercises("Lux, Illuminated")
def test_lux_illuminated_grows_when_her_player_plays_a_spell_costing_five_or_more():
    s = game(two_players(a={"energy": 7, "power": {"fury": 2}, "base": [{"id": "lux", "card": "Lux, Illuminated"}],
                            "hand": [{"id": "hr", "card": "Hextech Ray"}, {"id": "fs", "card": "Firestorm"}]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("bu", 9, controller="B")]}]))
    ok(s, player="A", play="hr", targets=["bu"])
    o = _pass_both(s)
    assert o["chain"] == [] and o["cards"]["lux"]["might"] == 5  # a 1-cost spell: nothing
    ok(s, player="A", play="fs", targets=["bf1"])
    o = _pass_both(s)
    assert o["chain"][0]["source"] == "lux"
    o = _pass_both(s)
    assert o["cards"]["lux"]["might"] == 8


@exercises("Syndra, Transcendent")
def test_syndra_transcendent_gives_spells_repeat_while_she_is_in_a_showdown():
    def start():
        return game(two_players(a={"energy": 3, "power": {"fury": 2}, "base": [{"id": "sy", "card": "Syndra, Transcendent"}],
                                   "hand": [{"id": "hr", "card": "Hextech Ray"}]},
                                battlefields=[{"id": "bf1"}, {"id": "bf2", "controller": "B", "units": [
                                    unit("b1", 5, controller="B"), unit("b2", 5, controller="B")]}]))
    s = start()
    refused(s, "Repeat", player="A", play="hr", targets=["b1", "b2"], repeat=1)  # no showdown
    ok(s, player="A", move=["sy"], to="bf1")  # an open battlefield: a showdown there
    o = ok(s, player="A", play="hr", targets=["b1", "b2"], repeat=1)  # [1][fury] + Repeat [2][fury]
    assert _energy(o) == 0 and o["players"]["A"]["power"].get("fury", 0) == 0
    o = _pass_both(s)
    assert o["cards"]["b1"]["damage"] == 3 and o["cards"]["b2"]["damage"] == 3


@exercises("Jhin, Meticulous Killer")
def test_jhin_may_be_played_for_one_power_after_four_energy_on_a_countered_spell():
    s = game(two_players(a={"energy": 6, "power": {"fury": 1, "mind": 1}, "deck": [unit("top")],
                            "hand": [{"id": "fs", "card": "Firestorm"}, {"id": "jhin", "card": "Jhin, Meticulous Killer"}]},
                         b={"energy": 4, "power": {"calm": 2}, "hand": [{"id": "ff", "card": "Flurry of Feathers"}]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("bu", 2, controller="B")]}]))
    ok(s, player="A", play="fs", targets=["bf1"])  # 6 Energy spent on a spell
    ok(s, player="A", **{"pass": "priority"})
    ok(s, player="B", play="ff", targets=["fs"])
    ok(s, player="B", **{"pass": "priority"})
    o = ok(s, player="A", **{"pass": "priority"})
    assert o["cards"]["fs"]["zone"] == "trash" and o["cards"]["bu"]["damage"] == 0  # countered
    o = ok(s, player="A", play="jhin")
    assert o["decision"]["options"] == ["printed", "for"]
    refused(s, "energy", player="A", choose="printed")
    o = ok(s, player="A", choose="for")
    assert o["cards"]["jhin"]["zone"] == "base" and o["players"]["A"]["power"].get("mind", 0) == 0
    assert o["chain"][0]["source"] == "jhin"  # Vision: he looks at the top card and may recycle it
    o = _pass_both(s)
    assert o["decision"]["options"] == ["top"]
    s = game(two_players(a={"energy": 0, "power": {"mind": 1}, "hand": [{"id": "jhin", "card": "Jhin, Meticulous Killer"}]}))
    refused(s, "energy", player="A", play="jhin")  # nothing spent on a spell this turn: his printed 4


@exercises("Bard, Mercurial")
def test_bard_exhausting_the_legend_moves_units_to_an_open_battlefield():
    def start():
        return game(two_players(a={"energy": 4, "power": {"mind": 1}, "legend": {"id": "leg", "card": "Daughter of the Void"},
                                   "base": [unit("au", 2)], "hand": [{"id": "bard", "card": "Bard, Mercurial"}]},
                                battlefields=[{"id": "bf1", "controller": "B", "units": [unit("bu", 2, controller="B")]},
                                              {"id": "bf2"}]))
    s = start()
    o = ok(s, player="A", play="bard", additional_cost=True)
    assert o["cards"]["leg"]["exhausted"] is True
    assert sorted(o["decision"]["options"]) == ["au", "bard"]  # bf2 is the only open battlefield: forced
    ok(s, player="A", choose=["au", "bard"])
    o = _pass_both(s)
    assert o["cards"]["au"]["zone"] == "bf2" and o["cards"]["bard"]["zone"] == "bf2"
    s = start()
    o = ok(s, player="A", play="bard")  # cost not paid: no trigger
    assert o["chain"] == [] and o["decision"] is None and o["cards"]["leg"]["exhausted"] is False


@exercises("Hextech Gauntlets")
def test_hextech_gauntlets_equip_costs_less_by_the_units_might_and_draws_on_a_big_conquer():
    s = game(two_players(a={"energy": 1, "power": {"calm": 1}, "deck": [unit("d1")],
                            "base": [{"id": "hg", "card": "Hextech Gauntlets"}, unit("au", 2)]},
                         b={"base": [unit("bu", 1)]},
                         battlefields=[{"id": "bf1", "controller": "B", "units": [unit("bt", 1, controller="B")]}]))
    ok(s, player="A", activate="hg", targets=["au"])  # [3][A] less 2: 1 Energy and one Power of any domain
    o = _pass_both(s)
    assert o["cards"]["hg"]["attached_to"] == "au" and _energy(o) == 0 and o["players"]["A"]["power"] == {}
    assert o["cards"]["au"]["might"] == 5
    o = ok(s, player="A", move=["au"], to="bf1")  # 5 against 1: 4 excess
    for _ in range(8):
        if o["chain"] or o["decision"] or o["turn"]["state"] != "neutral-open":
            if o["decision"] and o["decision"]["kind"] == "assign-damage":
                o = ok(s, player="A", assign={"bt": 5})
            elif o["chain"]:
                o = _pass_both(s)
            elif o.get("focus"):
                ok(s, player="A", **{"pass": "focus"})
                o = ok(s, player="B", **{"pass": "focus"})
        else:
            break
    assert o["battlefields"]["bf1"]["controller"] == "A" and o["players"]["A"]["hand"] == ["d1"]


@exercises("Mageseeker Investigator")
def test_mageseeker_investigator_taxes_an_opponent_moving_several_units_to_its_battlefield():
    def start(power):
        return game(two_players(a={"power": power, "base": [unit("a1"), unit("a2"), unit("a3")]},
                                battlefields=[{"id": "bf1", "controller": "B", "units": [
                                    {"id": "mi", "card": "Mageseeker Investigator", "controller": "B"}]}, {"id": "bf2"}]))
    s = start({"fury": 1})
    refused(s, "Power", player="A", move=["a1", "a2", "a3"], to="bf1")  # 2 more units: [A][A]
    o = ok(s, player="A", move=["a1", "a2"], to="bf1")  # one beyond the first: [A]
    assert o["players"]["A"]["power"] == {} and o["cards"]["a1"]["zone"] == "bf1"
    s = start({})
    o = ok(s, player="A", move=["a1", "a2", "a3"], to="bf2")  # elsewhere: no cost
    assert o["cards"]["a3"]["zone"] == "bf2"
    ok(start({}), player="A", move=["a1"], to="bf1")  # one unit: no cost
